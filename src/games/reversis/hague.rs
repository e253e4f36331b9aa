//! The Hague rules of 1785 (spec section 3; `002_205862e1c919b1ea.txt`, cited by article).
//!
//! Amounts are in fiches (1 jeton = 5 fiches, spec 3.0). The order of settlement is spec
//! 3.2: opening contributions and the remise S; barred players; the Reversis, or else the
//! Partie, the Quinola and the aces with the Espagnolette's corrections; fines of play.

use super::facts::{CardPlay, Facts, Misdeal, Play, ReversisFact, Suit};
use super::{add, mul, mult, player, rank, vis_a_vis, Deal, Ledger, Options, Remise, State};
use super::{Outcome, PANIER};
use crate::domain::{net_by_account, Account};
use crate::games::{DealError, Table};

/// The first fund of the Panier: 9 jetons = 45 fiches (Art. XVII, "c'est-à-dire 9 Jettons").
pub const FIRST_FUND: i64 = 45;
/// Each player's share of a renewed fund: 2 jetons (Art. XVII).
const FUND_EACH: i64 = 10;
/// The dealer's share of a renewed fund: 3 jetons, his jeton for the deal included.
const FUND_DEALER: i64 = 15;
/// The dealer's jeton for each deal (Art. XVII).
const DEALER_JETON: i64 = 5;
/// A misdeal bought back: 1 jeton (Art. XLVII).
const MISDEAL_REDEAL: i64 = 5;
/// A misdeal noticed after the ecart: 4 jetons (Art. XLVIII).
const MISDEAL_LATE: i64 = 20;
/// A card played out of turn: 1 jeton (Art. LII).
const OUT_OF_TURN: i64 = 5;
/// A renounce without the Espagnolette: 2 jetons (Art. LVII).
const RENOUNCE: i64 = 10;
/// The Reversis: 16 fiches from each side player, 32 from the vis-à-vis (Art. XXXII);
/// 64 for a broken one or from the Espagnolette (Art. XXXIII, XL, XLI).
const REVERSIS: i64 = 64;
const REVERSIS_SIDE: i64 = 16;
const REVERSIS_VIS: i64 = 32;
/// The Quinola: 1 jeton placed, 1 jeton from each player forced, 2 from its holder
/// (Art. XXIV, XXVI).
const QUINOLA_EACH: i64 = 5;
const QUINOLA_HOLDER: i64 = 10;

/// What a player may receive; barred players receive nothing, except that a short hand
/// keeps the 64 for breaking a Reversis and the consolation for forcing the Quinola
/// (spec 3.8; Art. L, LI, LIII, LVII).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Right {
    Partie,
    Remise,
    Payment,
    ForcingQuinola,
    BreakingReversis,
}

/// The ace's base payment (spec 3.6): 1 fiche, 2 for the ace of diamonds (Art. XXIV, XXV).
pub fn ace_value(suit: Suit) -> i64 {
    if suit == Suit::D {
        2
    } else {
        1
    }
}

/// The value of the Partie (Art. VI): the ecart's points plus four.
pub fn partie_value(ecart_points: i64) -> i64 {
    ecart_points + 4
}

struct Deal1785<'a> {
    f: &'a Facts,
    remise: i64,
    espagnolette: Option<usize>,
    led: Ledger,
}

impl Deal1785<'_> {
    fn fully_barred(&self, p: usize) -> bool {
        self.f.saw_talon_card.contains(&p)
            || self.f.took_without_discard.contains(&p)
            || self.f.renounce.contains(&p)
    }

    fn barred(&self, p: usize) -> bool {
        self.fully_barred(p) || self.f.short_hand.contains(&p)
    }

    fn can(&self, p: usize, right: Right) -> bool {
        if self.fully_barred(p) {
            false
        } else if self.f.short_hand.contains(&p) {
            matches!(right, Right::ForcingQuinola | Right::BreakingReversis)
        } else {
            true
        }
    }

    fn pay(
        &mut self,
        from: usize,
        to: usize,
        amount: i64,
        why: &'static str,
    ) -> Result<(), DealError> {
        self.led.pay(player(from)?, player(to)?, amount, why);
        Ok(())
    }

    fn pay_in(&mut self, from: usize, amount: i64, why: &'static str) -> Result<(), DealError> {
        self.led
            .pay(player(from)?, Account::Pot(PANIER), amount, why);
        Ok(())
    }

    fn draw_out(&mut self, to: usize, amount: i64, why: &'static str) -> Result<(), DealError> {
        self.led.pay(Account::Pot(PANIER), player(to)?, amount, why);
        Ok(())
    }

    /// Order key of the Partie: points, then tricks, then placement (Art. VII-X).
    fn key(&self, p: usize) -> (i64, i64, usize) {
        (
            self.f.points_of(p),
            self.f.tricks_of(p),
            rank(self.f.dealer, p, self.f.n),
        )
    }

    /// The Reversis (spec 3.3).
    fn reversis(&mut self, r: ReversisFact) -> Result<(), DealError> {
        let n = self.f.n;
        let taker = match r {
            ReversisFact::Made(r) => {
                // Art. XL: the Espagnolette alone pays the Reversis; else Art. XXXII.
                if let Some(e) = self.espagnolette {
                    self.pay(e, r, REVERSIS, "reversis_made")?;
                } else {
                    for x in (0..n).filter(|&x| x != r) {
                        let v = if vis_a_vis(x, r) {
                            REVERSIS_VIS
                        } else {
                            REVERSIS_SIDE
                        };
                        self.pay(x, r, v, "reversis_made")?;
                    }
                }
                r
            }
            ReversisFact::Broken {
                undertaker,
                breaker,
            } => {
                // Art. XXXIII, XLI, XLII.
                if self.can(breaker, Right::BreakingReversis) {
                    let payer = match self.espagnolette {
                        Some(e) if e != breaker => e,
                        _ => undertaker,
                    };
                    self.pay(payer, breaker, REVERSIS, "reversis_broken")?;
                }
                undertaker
            }
        };
        // Art. XIX-XXII: the Quinola played by the Reversis player before the Bonne.
        if let Some(q) = self.f.quinola {
            if q.player == taker && q.trick <= 9 {
                match r {
                    ReversisFact::Made(_) => self.draw_out(taker, self.remise, "remise_drawn")?,
                    ReversisFact::Broken { .. } => {
                        self.pay_in(taker, self.remise, "remise_made")?;
                    }
                }
            }
        }
        Ok(())
    }

    /// An ordinary deal: the Partie, the Quinola, the aces (spec 3.4-3.7).
    fn ordinary(&mut self) -> Result<(), DealError> {
        let n = self.f.n;
        let entered = self.espagnolette.filter(|&e| self.f.took_a_trick(e));
        let loser = match entered {
            Some(e) => Some(e),
            None => {
                let all: Vec<usize> = (0..n).collect();
                self.f.tricks_for_a_tie(&all, true)?;
                all.into_iter().max_by_key(|&p| self.key(p))
            }
        };
        let winner = match self.espagnolette {
            Some(e) if entered.is_none() && self.can(e, Right::Partie) => Some(e),
            _ => {
                let eligible: Vec<usize> = (0..n)
                    .filter(|&p| Some(p) != loser && self.can(p, Right::Partie))
                    .collect();
                self.f.tricks_for_a_tie(&eligible, false)?;
                eligible.into_iter().min_by_key(|&p| self.key(p))
            }
        };
        if let (Some(l), Some(w)) = (loser, winner) {
            let v = partie_value(self.f.ecart_points);
            let v = if vis_a_vis(l, w) { mul(v, 2)? } else { v };
            self.pay(l, w, v, "partie")?;
        }

        if let Some(q) = self.f.quinola {
            self.quinola(q, entered, winner)?;
        }
        let aces = self.f.aces.clone();
        for (suit, card) in aces {
            self.ace(suit, card, entered, winner)?;
        }
        Ok(())
    }

    /// A placement's payment, with the Espagnolette's refunds when he entered (Art. XXXV
    /// 3°, spec 3.7 item 3): his own returned double, the others' reimbursed to the taker.
    fn placement(
        &mut self,
        placer: usize,
        taker: usize,
        amount: i64,
        why: &'static str,
        entered: Option<usize>,
    ) -> Result<(), DealError> {
        let paid = if self.can(placer, Right::Payment) {
            amount
        } else {
            0
        };
        self.pay(taker, placer, paid, why)?;
        if let Some(e) = entered {
            if self.can(taker, Right::Payment) {
                if placer == e {
                    self.pay(e, taker, mul(paid, 2)?, "espagnolette_refund")?;
                } else if taker != e {
                    self.pay(e, taker, paid, "espagnolette_refund")?;
                }
            }
        }
        Ok(())
    }

    /// The Quinola (spec 3.5; Art. XVIII, XIX, XXIV, XXVI, XXVII).
    fn quinola(
        &mut self,
        q: CardPlay,
        entered: Option<usize>,
        winner: Option<usize>,
    ) -> Result<(), DealError> {
        let h = q.player;
        match q.play {
            Play::Placed { taker } => {
                let amount = mul(QUINOLA_EACH, mult(taker, h, q.trick))?;
                self.placement(h, taker, amount, "quinola_placed", entered)?;
                if entered == Some(h) {
                    self.pay_in(h, self.remise, "remise_made")?;
                } else if self.can(h, Right::Remise) {
                    self.draw_out(h, self.remise, "remise_drawn")?;
                }
            }
            Play::Forced { forcer } => {
                self.pay_in(h, self.remise, "remise_made")?;
                if self.can(forcer, Right::ForcingQuinola) {
                    self.as_if_forced(h, forcer, q.trick, "quinola_forced")?;
                }
            }
            Play::Led { claimed } => {
                self.pay_in(h, self.remise, "remise_made")?;
                if let Some(w) = winner.filter(|&w| claimed && w != h) {
                    self.as_if_forced(h, w, q.trick, "quinola_led")?;
                }
            }
        }
        Ok(())
    }

    /// The forced Quinola's consolation (Art. XXVI, XXIX): 2 jetons from the holder, 1 from
    /// each other player, each multiplied for the vis-à-vis and the Bonnes.
    fn as_if_forced(
        &mut self,
        holder: usize,
        to: usize,
        trick: u32,
        why: &'static str,
    ) -> Result<(), DealError> {
        self.pay(
            holder,
            to,
            mul(QUINOLA_HOLDER, mult(holder, to, trick))?,
            why,
        )?;
        for x in (0..self.f.n).filter(|&x| x != holder && x != to) {
            self.pay(x, to, mul(QUINOLA_EACH, mult(x, to, trick))?, why)?;
        }
        Ok(())
    }

    /// An ace (spec 3.6; Art. XXIV, XXV, XXVII).
    fn ace(
        &mut self,
        suit: Suit,
        card: CardPlay,
        entered: Option<usize>,
        winner: Option<usize>,
    ) -> Result<(), DealError> {
        let a = ace_value(suit);
        let h = card.player;
        match card.play {
            Play::Placed { taker } => {
                let amount = mul(a, mult(taker, h, card.trick))?;
                self.placement(h, taker, amount, "ace_placed", entered)?;
            }
            Play::Forced { forcer } => {
                if self.can(forcer, Right::Payment) {
                    self.pay(
                        h,
                        forcer,
                        mul(a, mult(h, forcer, card.trick))?,
                        "ace_forced",
                    )?;
                }
            }
            Play::Led { claimed } => {
                if let Some(w) = winner.filter(|&w| claimed && w != h) {
                    self.pay(h, w, mul(a, mult(h, w, card.trick))?, "ace_led")?;
                }
            }
        }
        Ok(())
    }
}

/// Settles one deal by the Hague rules (spec 3.10).
///
/// # Errors
/// A [`DealError`] naming the fact at fault, or [`DealError::Overflow`].
pub(super) fn settle(
    table: &Table<Options>,
    state: &State,
    deal: &Deal,
) -> Result<Outcome<State>, DealError> {
    let f = Facts::parse(table, deal)?;
    let n = f.n;
    let mut next = state.clone();
    next.next_dealer = (f.dealer + 1) % n.max(1);
    let mut led = Ledger::default();
    let panier = Account::Pot(PANIER);
    let dealer = player(f.dealer)?;

    if f.void {
        // Art. XLVII, XLVIII: only the fine; no opening contribution (spec 7 item 13).
        if f.misdeal == Some(Misdeal::Late) {
            led.pay(dealer, panier, MISDEAL_LATE, "misdeal_late");
        }
        return finish(state, next, led);
    }

    // Opening (Art. XVII): renew the fund below 9 jetons, else the dealer's jeton.
    let mut s = state.panier;
    if s < FIRST_FUND {
        for p in 0..n {
            let v = if p == f.dealer {
                FUND_DEALER
            } else {
                FUND_EACH
            };
            led.pay(player(p)?, panier.clone(), v, "panier_fund");
            s = add(s, v)?;
        }
    } else {
        led.pay(dealer.clone(), panier.clone(), DEALER_JETON, "dealer_jeton");
        s = add(s, DEALER_JETON)?;
    }
    if f.misdeal == Some(Misdeal::Redeal) {
        led.pay(dealer, panier.clone(), MISDEAL_REDEAL, "misdeal_redeal");
        s = add(s, MISDEAL_REDEAL)?;
    }
    let remise = match table.options.remise {
        Remise::Panier => s,
        Remise::Fonds => FIRST_FUND,
    };

    let mut d = Deal1785 {
        f: &f,
        remise,
        espagnolette: None,
        led,
    };
    // A barred player cannot make or undertake the Reversis (Art. L; spec 3.8).
    let reversis = f.reversis(11).filter(|r| {
        let p = match r {
            ReversisFact::Made(p) => *p,
            ReversisFact::Broken { undertaker, .. } => *undertaker,
        };
        !d.barred(p)
    });
    let reversis_player = reversis.map(|r| match r {
        ReversisFact::Made(p) => p,
        ReversisFact::Broken { undertaker, .. } => undertaker,
    });
    // Art. XLII: an Espagnolette who makes the Reversis himself is an ordinary player.
    d.espagnolette = f.espagnolette.filter(|&e| Some(e) != reversis_player);

    match reversis {
        Some(r) => d.reversis(r)?,
        None => d.ordinary()?,
    }

    // Fines of play, after the remise (spec 3.2 step 7, section 7 item 2).
    for &p in &f.out_of_turn {
        d.pay_in(p, OUT_OF_TURN, "out_of_turn")?;
    }
    for &p in &f.renounce {
        d.pay_in(p, RENOUNCE, "renounce")?;
    }
    let led = d.led;
    finish(state, next, led)
}

fn finish(state: &State, mut next: State, led: Ledger) -> Result<Outcome<State>, DealError> {
    let net = net_by_account(&led.transfers).ok_or_else(DealError::overflow)?;
    let change = net.get(&Account::Pot(PANIER)).copied().unwrap_or(0);
    next.panier = add(state.panier, change)?;
    Ok(Outcome {
        transfers: led.transfers,
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_partie_adds_four_to_the_ecart() {
        // Art. VI: an all-blank ecart still makes a Partie of 4.
        assert_eq!(partie_value(0), 4);
        assert_eq!(partie_value(3), 7);
    }

    #[test]
    fn the_forced_quinola_of_the_vis_a_vis_at_the_first_bonne_pays_eight_jetons() {
        // Art. XXIX: "8 Jettons ou 40 fiches de son vis-à-vis, & 2 Jettons de chacun des autres".
        assert_eq!(QUINOLA_HOLDER * mult(3, 1, 1), 40);
        assert_eq!(QUINOLA_EACH * mult(0, 1, 1), 10);
        // second example: side holder at the last Bonne pays 4 jetons, the vis-a-vis 4, the third 2
        assert_eq!(QUINOLA_HOLDER * mult(2, 1, 11), 20);
        assert_eq!(QUINOLA_EACH * mult(3, 1, 11), 20);
        assert_eq!(QUINOLA_EACH * mult(0, 1, 11), 10);
    }

    #[test]
    fn the_ace_of_diamonds_pays_double() {
        assert_eq!(ace_value(Suit::D), 2);
        assert_eq!(ace_value(Suit::S), 1);
    }

    #[test]
    fn the_first_fund_is_nine_jetons() {
        assert_eq!(FUND_EACH * 3 + FUND_DEALER, FIRST_FUND);
        assert_eq!(REVERSIS_SIDE * 2 + REVERSIS_VIS, REVERSIS);
    }
}
