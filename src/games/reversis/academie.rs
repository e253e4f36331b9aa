//! The Académie's Reversis (spec section 4; `000_34af0752f4403f91.txt` lines 13999-14197,
//! English `001_404f82ba5ba9013f.txt` lines 9793-10033).
//!
//! Amounts are in jetons and mostly "as agreed": they come from the options (spec 4.0).
//! Pots: the box (`corbillon`, the pool on the game) and `beasts` (made and waiting).

use super::facts::{Facts, Play, ReversisFact, Suit};
use super::{add, mul, player, rank, Beast, Deal, Ledger, Options, RenouncePenalty, State};
use super::{Outcome, BEASTS, CORBILLON};
use crate::domain::{Account, Seat};
use crate::games::{DealError, Table};

/// The index of the largest pending beast, the oldest among equal ones (000:14166-14168
/// "en commençant par la plus grosse"; spec 7 item 16).
pub fn largest_beast(beasts: &[Beast]) -> Option<usize> {
    let mut best: Option<(usize, i64)> = None;
    for (i, b) in beasts.iter().enumerate() {
        if best.is_none_or(|(_, a)| b.amount > a) {
            best = Some((i, b.amount));
        }
    }
    best.map(|(i, _)| i)
}

/// An ace placed or forced (XVI, XVII): the agreed amount, double for the ace of hearts.
pub fn ace_value(options: &Options, suit: Suit) -> Result<i64, DealError> {
    if suit == Suit::H {
        mul(options.ace_placed, 2)
    } else {
        Ok(options.ace_placed)
    }
}

/// The Talon's winner (VII, VIII): fewest points; a player without a trick before one with
/// tricks; then the better placed (spec 4.2 item 6, section 7 item 18).
pub fn talon_winner(points: &[i64], tricks: &[i64], dealer: usize) -> Option<usize> {
    let n = points.len();
    (0..n).min_by_key(|&p| {
        (
            points.get(p).copied().unwrap_or(0),
            tricks.get(p).copied().unwrap_or(0) > 0,
            rank(dealer, p, n),
        )
    })
}

/// The Talon's payer (X): most points; among equals "celui qui a la primauté", the worst
/// placed.
pub fn talon_payer(points: &[i64], dealer: usize) -> Option<usize> {
    let n = points.len();
    (0..n).max_by_key(|&p| (points.get(p).copied().unwrap_or(0), rank(dealer, p, n)))
}

/// Settles one deal by the Académie's rules (spec 4.1, 4.2).
///
/// # Errors
/// A [`DealError`] naming the fact at fault, or [`DealError::Overflow`].
pub(super) fn settle(
    table: &Table<Options>,
    state: &State,
    deal: &Deal,
) -> Result<Outcome<State>, DealError> {
    let o = &table.options;
    let f = Facts::parse(table, deal)?;
    let n = f.n;
    let mut next = state.clone();
    next.next_dealer = (f.dealer + 1) % n.max(1);
    let mut led = Ledger::default();
    let box_ = Account::Pot(CORBILLON);
    let beasts = Account::Pot(BEASTS);
    let others = |p: usize| (0..n).filter(move |&x| x != p);

    // 4.1: forming a pool: the largest pending beast alone, else the stakes (and a
    // waiting renounce beast).
    if !next.pool_on {
        if let Some(i) = largest_beast(&next.beasts) {
            let b = next.beasts.remove(i);
            led.pay(beasts.clone(), box_.clone(), b.amount, "beast_to_pool");
            next.corbillon = add(next.corbillon, b.amount)?;
        } else {
            for p in 0..n {
                led.pay(player(p)?, box_.clone(), o.stake_each, "pool_stake");
                next.corbillon = add(next.corbillon, o.stake_each)?;
            }
            if next.renounce_beast > 0 {
                let rb = next.renounce_beast;
                led.pay(beasts.clone(), box_.clone(), rb, "renounce_beast_to_pool");
                next.corbillon = add(next.corbillon, rb)?;
                next.renounce_beast = 0;
            }
        }
        next.pool_on = true;
    }
    // 4.2: C, the pool during the deal, fixed for the whole deal.
    let c = next.corbillon;
    let all = o.tricks_per_deal(n);
    let reversis = f.reversis(all).map(|r| match r {
        ReversisFact::Made(p) => p,
        ReversisFact::Broken { undertaker, .. } => undertaker,
    });
    // XV: the Reversis "se fait rendre tout ce qu'il peut avoir payé": his payments are
    // not made.
    let pays = |p: usize| Some(p) != reversis;
    let mut winner = None;
    let mut quinola_beast = None;

    if let Some(q) = f.quinola {
        let h = q.player;
        match q.play {
            Play::Placed { taker } => {
                // III, VI; under a Reversis the placer "ne gagneroit rien" (XV).
                if reversis.is_none() {
                    led.pay(
                        player(taker)?,
                        player(h)?,
                        o.quinola_placed,
                        "quinola_placed",
                    );
                    winner = Some(h);
                }
            }
            Play::Forced { forcer } => {
                // IV, V.
                if pays(h) {
                    led.pay(
                        player(h)?,
                        player(forcer)?,
                        o.quinola_forced_holder,
                        "quinola_forced",
                    );
                }
                for x in others(h).filter(|&x| x != forcer && pays(x)) {
                    led.pay(
                        player(x)?,
                        player(forcer)?,
                        o.quinola_forced_each,
                        "quinola_forced",
                    );
                }
                quinola_beast = Some(h);
            }
            // IV: led by its holder who could not place it: a beast, nothing paid.
            Play::Led { .. } => quinola_beast = Some(h),
        }
    }

    for &(suit, card) in &f.aces {
        let v = ace_value(o, suit)?;
        match card.play {
            Play::Placed { taker } if pays(taker) => {
                led.pay(player(taker)?, player(card.player)?, v, "ace_placed");
            }
            Play::Forced { forcer } if pays(card.player) => {
                led.pay(player(card.player)?, player(forcer)?, v, "ace_forced");
            }
            // XVI: an ace led "ne paye ni ne reçoit pour cela rien".
            _ => {}
        }
    }

    if let Some(r) = reversis {
        for x in others(r) {
            led.pay(player(x)?, player(r)?, o.reversis_each, "reversis_made");
        }
        winner = Some(r);
    } else {
        // VII-X, not paid under a Reversis (000:14180).
        let talon = match o.talon_value {
            Some(v) => v,
            None => mul(
                o.stake_each,
                i64::try_from(n).map_err(|_| DealError::Overflow)?,
            )?,
        };
        // The tricks only break a tie for the fewest points (asked for then).
        f.tricks_for_a_tie(&(0..n).collect::<Vec<_>>(), false)?;
        let tricks = f.tricks.as_deref().unwrap_or(&[]);
        if let (Some(w), Some(p)) = (
            talon_winner(&f.points, tricks, f.dealer),
            talon_payer(&f.points, f.dealer),
        ) {
            if w != p {
                led.pay(player(p)?, player(w)?, talon, "talon");
            }
        }
    }

    let mut renounce_beasts = Vec::new();
    for &p in &f.renounce {
        match o.renounce_penalty {
            RenouncePenalty::Each(a) => {
                for x in others(p) {
                    led.pay(player(p)?, player(x)?, a, "renounce");
                }
            }
            RenouncePenalty::Beast => renounce_beasts.push(p),
        }
    }
    for &p in &f.out_of_turn {
        for x in others(p) {
            led.pay(player(p)?, player(x)?, o.out_of_turn_each, "out_of_turn");
        }
    }

    // The pool: won, or refreshed (000:14163-14166).
    match winner {
        Some(w) => {
            led.pay(box_.clone(), player(w)?, next.corbillon, "pool_won");
            next.corbillon = 0;
            next.pool_on = false;
        }
        None => {
            for p in 0..n {
                led.pay(player(p)?, box_.clone(), o.refresh_each, "pool_refresh");
                next.corbillon = add(next.corbillon, o.refresh_each)?;
            }
        }
    }

    // Beasts of C (IV; 000:14168-14170).
    if let Some(h) = quinola_beast {
        if c > 0 {
            led.pay(player(h)?, beasts.clone(), c, "quinola_beast");
            let maker = Seat::from_index(h).ok_or_else(|| DealError::Broken {
                detail: "a player index beyond the seats".to_owned(),
            })?;
            next.beasts.push(Beast { maker, amount: c });
        }
    }
    for p in renounce_beasts {
        if c <= 0 {
            continue;
        }
        if let Some(i) = largest_beast(&next.beasts) {
            led.pay(player(p)?, beasts.clone(), c, "renounce_beast");
            if let Some(b) = next.beasts.get_mut(i) {
                b.amount = add(b.amount, c)?;
            }
        } else if winner.is_none() {
            led.pay(player(p)?, box_.clone(), c, "renounce_beast");
            next.corbillon = add(next.corbillon, c)?;
        } else {
            led.pay(player(p)?, beasts.clone(), c, "renounce_beast");
            next.renounce_beast = add(next.renounce_beast, c)?;
        }
    }

    Ok(Outcome {
        transfers: led.transfers,
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn beast(amount: i64) -> Beast {
        Beast {
            maker: Seat::new(0),
            amount,
        }
    }

    #[test]
    fn the_largest_beast_goes_first_the_oldest_among_equals() {
        assert_eq!(largest_beast(&[]), None);
        assert_eq!(largest_beast(&[beast(8), beast(16), beast(16)]), Some(1));
        assert_eq!(largest_beast(&[beast(16), beast(8)]), Some(0));
    }

    #[test]
    fn no_trick_beats_a_blank_trick_and_primaute_pays_the_ties() {
        // reversis-018: C deals in [C, D, A, B]; A (no trick) wins over B (a blank trick);
        // C and D tie on 28 points and D, the eldest, pays.
        let points = [28, 28, 0, 0];
        let tricks = [5, 5, 0, 1];
        assert_eq!(talon_winner(&points, &tricks, 0), Some(2));
        assert_eq!(talon_payer(&points, 0), Some(1));
    }

    #[test]
    fn the_ace_of_hearts_pays_double() {
        let o = Options::default();
        assert_eq!(ace_value(&o, Suit::H).unwrap(), 2);
        assert_eq!(ace_value(&o, Suit::D).unwrap(), 1);
    }
}
