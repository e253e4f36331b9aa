//! What the SQLite writer keeps of the parties it wrote last: the rows of each one's last
//! deals as its last deal entry left them ([`Partie`], from the standing deal before that
//! entry on). The next entry to the party settles from them instead of reading them again
//! ([`Partie::tail`]): a deal entry then reads nothing but what it must check.
//!
//! Kept on the writer's thread only ([`crate::db::cache_epoch`]), and only as long as its
//! epoch holds: another connection's commit, a rolled-back write or batch, a reconnection
//! make every tail stale. Every ledger writer but the deal entry forgets them all
//! ([`forget`]): a correction, a deletion, a setting, a closing change what they hold.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use super::store::Partie;

/// The most parties remembered (all are forgotten when one more comes).
const MOST: usize = 256;

thread_local! {
    /// The epoch the tails were kept at, and the tails by party id.
    static TAILS: RefCell<(u64, HashMap<i32, Arc<Partie>>)> = RefCell::new((0, HashMap::new()));
    /// How many tails were taken on this thread.
    static TAKEN: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Runs `f` on the tails kept at the current epoch (emptied first when it has moved on);
/// `None` off the writer's thread.
fn with<T>(f: impl FnOnce(&mut HashMap<i32, Arc<Partie>>) -> T) -> Option<T> {
    let epoch = crate::db::cache_epoch()?;
    Some(TAILS.with_borrow_mut(|(kept_at, tails)| {
        if *kept_at != epoch {
            tails.clear();
            *kept_at = epoch;
        }
        f(tails)
    }))
}

/// Takes the tail kept for `party`, if any (the write that takes it keeps the new one:
/// [`keep`]; if it fails, none is kept).
pub(crate) fn take(party: i32) -> Option<Arc<Partie>> {
    let tail = with(|tails| tails.remove(&party)).flatten();
    if tail.is_some() {
        TAKEN.set(TAKEN.get().wrapping_add(1));
    }
    tail
}

/// How many deal entries this thread's writer made from a kept tail so far (run it on
/// the writer: `pool.write(|_| Ok(tails_taken()))`); 0 on any other thread.
pub fn tails_taken() -> u64 {
    TAKEN.get()
}

/// Keeps `loaded`, the party as the write just made left it.
pub(crate) fn keep(loaded: Arc<Partie>) {
    with(|tails| {
        if tails.len() >= MOST {
            tails.clear();
        }
        tails.insert(loaded.id(), loaded);
    });
}

/// Forgets every tail: a write other than a deal entry changed what they hold.
pub(crate) fn forget() {
    with(HashMap::clear);
}
