//! Entry kinds and the posting rule, pure: given what the engine says each slot of a
//! party (its opening, each deal, its settlement) should have posted, and what the journal
//! holds, which entries to append. Nothing is ever updated or deleted: a changed outcome is
//! a reversal (the mirror of the old entry) followed by a replacement.

use std::collections::BTreeMap;

use crate::domain::Transfer;

/// The kind of a journal entry, stored as its [`EntryKind::code`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// Counters brought to the table at the opening (from [`crate::domain::Account::Carried`]).
    Opening,
    /// The payments of one deal.
    Deal,
    /// The mirror of an earlier entry (from and to swapped), cancelling it.
    Reversal,
    /// The end of a party ([`crate::games::Game::close`]).
    Settlement,
    /// The re-opening of a closed party: the mirror of its settlement, cancelling it, so
    /// that play can go on (an explicit action, journaled like any other).
    Reopening,
    /// The payments of one deal as a newer version of the game's engine computes them,
    /// replacing (after its reversal) an entry an older version computed. Its cause is
    /// the engine ("engine of quadrille v1 -> v2"), not a revision of the deal.
    Rescore,
}

impl EntryKind {
    /// Every kind.
    pub const ALL: [EntryKind; 6] = [
        EntryKind::Opening,
        EntryKind::Deal,
        EntryKind::Reversal,
        EntryKind::Settlement,
        EntryKind::Reopening,
        EntryKind::Rescore,
    ];

    /// The stable text code stored in `journal_entries.kind`.
    pub fn code(self) -> &'static str {
        match self {
            EntryKind::Opening => "opening",
            EntryKind::Deal => "deal",
            EntryKind::Reversal => "reversal",
            EntryKind::Settlement => "settlement",
            EntryKind::Reopening => "reopening",
            EntryKind::Rescore => "rescore",
        }
    }

    /// Whether the entry cancels an earlier one (a reversal or a re-opening).
    pub fn reverses(self) -> bool {
        matches!(self, EntryKind::Reversal | EntryKind::Reopening)
    }

    /// The kind for a stored code.
    pub fn parse(code: &str) -> Option<Self> {
        EntryKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// What an entry (and its reversal) is about: every effective slot has exactly one
/// standing entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    /// The opening of the party.
    Opening,
    /// A deal, by its database id.
    Deal(i32),
    /// The settlement at the close.
    Settlement,
}

impl Slot {
    /// The kind of the entry that posts this slot's payments.
    pub fn entry_kind(self) -> EntryKind {
        match self {
            Slot::Opening => EntryKind::Opening,
            Slot::Deal(_) => EntryKind::Deal,
            Slot::Settlement => EntryKind::Settlement,
        }
    }
}

/// The entry currently standing for a slot.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// Its id.
    pub entry_id: i32,
    /// Its transfers, in order.
    pub transfers: Vec<Transfer>,
}

/// One entry to append.
#[derive(Debug, Clone, PartialEq)]
pub enum Posting {
    /// Cancel `entry_id` with these (mirrored) transfers.
    Reverse {
        /// The slot.
        slot: Slot,
        /// The entry reversed.
        entry_id: i32,
        /// Its transfers, mirrored.
        transfers: Vec<Transfer>,
    },
    /// Post a slot's payments.
    Post {
        /// The slot.
        slot: Slot,
        /// The payments.
        transfers: Vec<Transfer>,
    },
}

/// The mirror of `transfers`: same amounts and reasons, from and to swapped.
pub fn mirror(transfers: &[Transfer]) -> Vec<Transfer> {
    transfers
        .iter()
        .map(|t| Transfer::new(t.to.clone(), t.from.clone(), t.amount, t.reason.clone()))
        .collect()
}

/// Which entries to append so that the journal stands at `expected` (in slot order).
/// Slots no longer expected (deleted deals) are reversed first; then, in order, every slot
/// whose standing entry differs (or is missing) is reversed (if it stands) and re-posted.
/// A slot expected with no transfers still gets an entry (a deal that paid nothing is a
/// deal all the same).
pub fn plan(
    expected: &[(Slot, Vec<Transfer>)],
    standing: &BTreeMap<Slot, Standing>,
) -> Vec<Posting> {
    let mut out = Vec::new();
    for (slot, entry) in standing {
        if !expected.iter().any(|(s, _)| s == slot) {
            out.push(Posting::Reverse {
                slot: *slot,
                entry_id: entry.entry_id,
                transfers: mirror(&entry.transfers),
            });
        }
    }
    for (slot, transfers) in expected {
        match standing.get(slot) {
            Some(entry) if &entry.transfers == transfers => {}
            Some(entry) => {
                out.push(Posting::Reverse {
                    slot: *slot,
                    entry_id: entry.entry_id,
                    transfers: mirror(&entry.transfers),
                });
                out.push(Posting::Post {
                    slot: *slot,
                    transfers: transfers.clone(),
                });
            }
            None => out.push(Posting::Post {
                slot: *slot,
                transfers: transfers.clone(),
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{net_by_account, Account, Reason, Seat};

    fn pay(from: u8, to: u8, amount: i64) -> Transfer {
        Transfer::new(
            Account::Player(Seat::new(from)),
            Account::Player(Seat::new(to)),
            amount,
            Reason::new("game"),
        )
    }

    #[test]
    fn codes_round_trip() {
        for k in EntryKind::ALL {
            assert_eq!(EntryKind::parse(k.code()), Some(k));
        }
        assert_eq!(EntryKind::parse("update"), None);
    }

    #[test]
    fn a_reversal_plus_its_original_nets_to_zero() {
        let original = vec![pay(0, 1, 5), pay(2, 1, 3)];
        let both: Vec<Transfer> = original.iter().cloned().chain(mirror(&original)).collect();
        let net = net_by_account(&both).unwrap_or_default();
        assert!(net.values().all(|v| *v == 0), "{net:?}");
    }

    #[test]
    fn a_new_deal_is_posted_and_unchanged_ones_are_left_alone() {
        let standing = BTreeMap::from([(
            Slot::Deal(1),
            Standing {
                entry_id: 10,
                transfers: vec![pay(0, 1, 5)],
            },
        )]);
        let expected = vec![(Slot::Deal(1), vec![pay(0, 1, 5)]), (Slot::Deal(2), vec![])];
        assert_eq!(
            plan(&expected, &standing),
            vec![Posting::Post {
                slot: Slot::Deal(2),
                transfers: vec![]
            }]
        );
    }

    #[test]
    fn a_changed_deal_is_reversed_then_replaced_and_a_dropped_one_reversed() {
        let standing = BTreeMap::from([
            (
                Slot::Deal(1),
                Standing {
                    entry_id: 10,
                    transfers: vec![pay(0, 1, 5)],
                },
            ),
            (
                Slot::Deal(2),
                Standing {
                    entry_id: 11,
                    transfers: vec![pay(1, 0, 2)],
                },
            ),
        ]);
        let expected = vec![(Slot::Deal(1), vec![pay(0, 1, 7)])];
        assert_eq!(
            plan(&expected, &standing),
            vec![
                Posting::Reverse {
                    slot: Slot::Deal(2),
                    entry_id: 11,
                    transfers: vec![pay(0, 1, 2)]
                },
                Posting::Reverse {
                    slot: Slot::Deal(1),
                    entry_id: 10,
                    transfers: vec![pay(1, 0, 5)]
                },
                Posting::Post {
                    slot: Slot::Deal(1),
                    transfers: vec![pay(0, 1, 7)]
                },
            ]
        );
    }
}
