//! The per-deal algorithm (spec §3.3) and the events (settle, abandon; spec §2.1, §4.8).

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::beasts::{divide, halves, share, value_of_game, BeastQueue};
use super::deal::{validate, Contract, Deal, EventKind, Facts, Play};
use super::options::{ByMatador, Rules};
use super::terms::{outcome, terms, Announced, Result3};
use crate::domain::{Account, Reason, Seat, Transfer};
use crate::games::counters::{add, mul};
use crate::games::{DealError, Outcome, Table};
use crate::msg;

// The pot keys are statics, not constants: each is then one address, by which the checks
// of every payment find its pot first ([`crate::games::engine::pot_index`]); a constant's
// text may be copied wherever it is used.

/// The pot key of the devant (dealers' fiches + the beast on the game).
pub static POT: &str = "pot";
/// The pot key of the beasts waiting to go on the game.
pub static BEASTS: &str = "beasts_pending";
/// The pot key of the cards fees.
pub static CARDS: &str = "cards";
/// The pot key of the poulans of matadors with no holder.
pub static MATADOR_POOL: &str = "matador_pool";

/// What carries over between entries (spec §3.1).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Deals entered in this partie (passes included, events not), after `deal_offset`.
    pub played: u32,
    /// What the devant holds (the dealers' fiches and the beast on the game).
    pub pot: i64,
    /// The beasts: waiting, and whether one is on the game.
    pub beasts: BeastQueue,
    /// *J*: game jetons each player owes for remised deals (not physical).
    pub game_jetons: i64,
    /// Poulans kept for matadors that had no holder.
    pub matador_pool: ByMatador<i64>,
    /// Set once the partie is settled or abandoned: nothing may follow.
    pub closed: Option<EventKind>,
}

impl State {
    /// The state an opening brings in from `initial_state` (spec §7).
    pub fn opening(rules: &Rules) -> Self {
        let init = &rules.options.initial_state;
        State {
            played: 0,
            pot: init.pot,
            beasts: BeastQueue {
                pending: init.pending_beasts.clone(),
                on_game: init.beast_on_game,
            },
            game_jetons: init.game_units,
            matador_pool: init.matador_pool,
            closed: None,
        }
    }

    /// The number of the next deal (1-based, `deal_offset` included).
    pub fn next_deal_no(&self, rules: &Rules) -> Result<u32, DealError> {
        rules
            .options
            .deal_offset
            .checked_add(self.played)
            .and_then(|n| n.checked_add(1))
            .ok_or_else(DealError::overflow)
    }
}

fn player(seat: Seat) -> Account {
    Account::Player(seat)
}

/// The transfers of one entry being written (appended to the caller's buffer), with the
/// state they change.
struct Till<'a> {
    transfers: &'a mut Vec<Transfer>,
    state: State,
}

impl Till<'_> {
    /// Records a payment; nothing for 0. Keeps `state.pot` in step with the devant.
    #[inline]
    fn pay(
        &mut self,
        from: Account,
        to: Account,
        amount: i64,
        reason: Reason,
    ) -> Result<(), DealError> {
        if amount == 0 {
            return Ok(());
        }
        if amount < 0 {
            return Err(DealError::Broken {
                detail: ["a negative payment for ", reason.as_str()].concat(),
            });
        }
        let is_pot = |a: &Account| matches!(a, Account::Pot(p) if std::ptr::eq(p.as_str(), POT) || p.as_str() == POT);
        if is_pot(&to) {
            self.state.pot = add(self.state.pot, amount)?;
        }
        if is_pot(&from) {
            self.state.pot = self
                .state
                .pot
                .checked_sub(amount)
                .ok_or_else(DealError::overflow)?;
        }
        self.transfers.push(Transfer::new(from, to, amount, reason));
        Ok(())
    }
}

/// The ombre's side and its defenders, and how payments between them are split (§3.4).
struct Side {
    ombre: Seat,
    partner: Option<Seat>,
    defenders: SmallVec<[Seat; 4]>,
}

impl Side {
    fn new<O>(table: &Table<O>, play: &Play) -> Self {
        let defenders = table
            .seats()
            .filter(|s| *s != play.ombre && Some(*s) != play.partner)
            .collect();
        Side {
            ombre: play.ombre,
            partner: play.partner,
            defenders,
        }
    }

    fn members(&self) -> SmallVec<[Seat; 2]> {
        let mut m = SmallVec::new();
        m.push(self.ombre);
        m.extend(self.partner);
        m
    }

    /// The member who settles with the `i`-th defender: a pair divides what the defenders
    /// pay (each member receives as much as one defender pays) and pays half each.
    fn member_for(&self, i: usize) -> Seat {
        match self.partner {
            Some(p) if i % 2 == 1 => p,
            _ => self.ombre,
        }
    }

    /// Each defender pays the side `amount`.
    fn receive(&self, till: &mut Till<'_>, amount: i64, reason: &Reason) -> Result<(), DealError> {
        if amount == 0 {
            return Ok(()); // nothing is paid ([`Till::pay`])
        }
        for (i, d) in self.defenders.iter().enumerate() {
            till.pay(
                player(*d),
                player(self.member_for(i)),
                amount,
                reason.clone(),
            )?;
        }
        Ok(())
    }

    /// The side pays each defender `amount`: half each when `shared`, else the ombre alone.
    fn pay_each(
        &self,
        till: &mut Till<'_>,
        shared: bool,
        amount: i64,
        reason: &Reason,
    ) -> Result<(), DealError> {
        if amount == 0 {
            return Ok(()); // nothing is paid ([`Till::pay`])
        }
        for (i, d) in self.defenders.iter().enumerate() {
            let payer = if shared {
                self.member_for(i)
            } else {
                self.ombre
            };
            till.pay(player(payer), player(*d), amount, reason.clone())?;
        }
        Ok(())
    }

    /// The side makes the beast `value`: half each when `shared` (the ombre the odd
    /// counter), else the ombre alone.
    fn make_beast(&self, till: &mut Till<'_>, shared: bool, value: i64) -> Result<(), DealError> {
        let beasts = Account::pot(BEASTS);
        match (shared, self.partner) {
            (true, Some(p)) => {
                let (first, second) = halves(value);
                till.pay(
                    player(self.ombre),
                    beasts.clone(),
                    first,
                    Reason::new("beast"),
                )?;
                till.pay(player(p), beasts, second, Reason::new("beast"))
            }
            _ => till.pay(player(self.ombre), beasts, value, Reason::new("beast")),
        }
    }

    /// The side draws the pot: a pair divides it, the ombre taking any odd counter.
    fn draw(&self, till: &mut Till<'_>) -> Result<(), DealError> {
        draw_pot(till, &self.members(), 0)
    }

    /// The defenders draw the pot (codille); a remainder goes to `odd_to`, who must be one
    /// of them (FR 540–545; EN 3098–3102).
    fn defenders_draw<O>(
        &self,
        till: &mut Till<'_>,
        table: &Table<O>,
        odd_to: Option<Seat>,
    ) -> Result<(), DealError> {
        let k = i64::try_from(self.defenders.len().max(1)).unwrap_or(1);
        let pot = till.state.pot;
        let odd_index = if pot % k != 0 {
            let Some(odd) = odd_to else {
                return Err(DealError::missing(
                    "odd_counters_to",
                    msg!("quadrille-deal-odd-counters-when", pot = pot),
                ));
            };
            self.defenders
                .iter()
                .position(|d| *d == odd)
                .ok_or_else(|| {
                    DealError::invalid(
                        "odd_counters_to",
                        msg!(
                            "quadrille-deal-odd-counters-not-winner",
                            player = table.name(odd)
                        ),
                    )
                })?
        } else {
            0
        };
        draw_pot(till, &self.defenders, odd_index)
    }
}

/// `winners` draw the pot in equal shares, the remainder to the one at `odd_index`.
fn draw_pot(till: &mut Till<'_>, winners: &[Seat], odd_index: usize) -> Result<(), DealError> {
    let pot = till.state.pot;
    for (i, w) in winners.iter().enumerate() {
        till.pay(
            Account::pot(POT),
            player(*w),
            share(pot, winners.len(), odd_index, i),
            Reason::new("draws_the_pot"),
        )?;
    }
    Ok(())
}

/// The deal's multipliers and the game's value, fixed before the contract is settled.
struct Stakes {
    /// *d*.
    d: i64,
    /// This deal's game jetons per player, *j*·*d*.
    j_cur: i64,
    /// *V*.
    value: i64,
}

/// Scores one deal (spec §3.3 steps 1–8): its payments appended to `paid`, the state
/// after it returned.
///
/// # Errors
/// A [`DealError`] naming the fact at fault, or [`DealError::NotNow`] for a play-off deal
/// with nothing left to play for.
pub fn play_deal<O>(
    rules: &Rules,
    table: &Table<O>,
    state: State,
    facts: &Facts,
    paid: &mut Vec<Transfer>,
) -> Result<State, DealError> {
    let deal_no = state.next_deal_no(rules)?;
    let tour = rules.tour_of(deal_no);
    let playoff = tour > rules.tours;
    if playoff && state.pot == 0 && state.beasts.pending.is_empty() {
        return Err(DealError::not_now(msg!(
            "quadrille-not-now-partie-finished",
            tours = rules.tours
        )));
    }
    let deal = validate(rules, table, facts, rules.poulans.is_some() && !playoff)?;
    let d = rules.doubling(tour, deal.double);
    let n = u32::try_from(table.len().max(1)).unwrap_or(1);
    let dealer = match deal.dealer {
        Some(s) => s,
        None => Seat::from_index(usize::try_from((deal_no - 1) % n).unwrap_or(0))
            .unwrap_or(Seat::new(0)),
    };

    let mut till = Till {
        transfers: paid,
        state,
    };
    till.state.played = till
        .state
        .played
        .checked_add(1)
        .ok_or_else(DealError::overflow)?;

    // 1. The dealer marks the game (not in the play-off).
    if !playoff {
        till.pay(
            player(dealer),
            Account::pot(POT),
            mul(rules.game_fiches, d)?,
            Reason::new("game_fiche"),
        )?;
    }
    // 2. Matador poulans (Médiateur family, not in the play-off).
    if let (Some(poulans), false) = (rules.poulans, playoff) {
        let dd = if rules.options.double_matador_poulans {
            d
        } else {
            1
        };
        pay_poulans(&mut till, dealer, &poulans, &deal, dd)?;
    }
    // 3. The largest waiting beast goes on the game if none is there.
    if let Some(beast) = till.state.beasts.bring_on() {
        till.pay(
            Account::pot(BEASTS),
            Account::pot(POT),
            beast,
            Reason::new("beast_goes"),
        )?;
    }
    // 4. The value of the game.
    let j_cur = mul(rules.jetons, d)?;
    let value = value_of_game(
        till.state.pot,
        rules.beast_factor,
        till.state.game_jetons,
        j_cur,
    )?;
    let stakes = Stakes { d, j_cur, value };
    // 5. The contract, or a null deal.
    let mut made = match &deal.play {
        Some(play) => settle_play(rules, table, &mut till, play, &stakes)?,
        None => {
            till.state.game_jetons = add(till.state.game_jetons, j_cur)?;
            Made::new()
        }
    };
    // 6. Penalty beasts, each of V.
    for payers in &deal.penalties {
        let beasts = Account::pot(BEASTS);
        match payers.as_slice() {
            [one] => till.pay(player(*one), beasts, value, Reason::new("penalty_beast"))?,
            [first, second] => {
                let (a, b) = halves(value);
                till.pay(
                    player(*first),
                    beasts.clone(),
                    a,
                    Reason::new("penalty_beast"),
                )?;
                till.pay(player(*second), beasts, b, Reason::new("penalty_beast"))?;
            }
            _ => {}
        }
        made.push(value);
    }
    // 7. The beasts of this deal wait, together as one unless agreed otherwise.
    till.state
        .beasts
        .add_made(&made, rules.options.separate_same_deal_beasts)?;
    // 8. The accolade (English Médiateur).
    if let Some(holder) = deal.accolade_holder {
        let fee = mul(rules.options.accolade_fee, d)?;
        for s in table.seats().filter(|s| *s != holder) {
            till.pay(player(s), player(holder), fee, Reason::new("accolade"))?;
        }
    }
    Ok(till.state)
}

/// Step 2: the dealer's poulans to the holders of Spadille, Manille and Baste; a matador
/// with no holder leaves its poulan in the matador pool, which the next holder of that
/// card collects (FR 2340–2350, 6307–6345; Solitaire FR 7415–7425).
fn pay_poulans(
    till: &mut Till<'_>,
    dealer: Seat,
    poulans: &ByMatador<i64>,
    deal: &Deal,
    d: i64,
) -> Result<(), DealError> {
    let holders = deal.holders.unwrap_or_default();
    for ((matador, holder), (_, base)) in holders.named().into_iter().zip(poulans.named()) {
        let amount = mul(*base, d)?;
        let why = matador.poulan_reason();
        match holder {
            Some(h) => {
                if *h != dealer {
                    till.pay(player(dealer), player(*h), amount, why)?;
                }
                let kept = std::mem::take(till.state.matador_pool.get_mut(matador));
                till.pay(
                    Account::pot(MATADOR_POOL),
                    player(*h),
                    kept,
                    matador.pool_reason(),
                )?;
            }
            None => {
                till.pay(player(dealer), Account::pot(MATADOR_POOL), amount, why)?;
                let slot = till.state.matador_pool.get_mut(matador);
                *slot = add(*slot, amount)?;
            }
        }
    }
    Ok(())
}

/// The beasts made in one deal.
type Made = SmallVec<[i64; 2]>;

/// Step 5 for a played contract (§3.3 outcome settlement, §3.4, §4.3–§4.4, §5.2–§5.3).
/// Returns the beasts the side made.
fn settle_play<O>(
    rules: &Rules,
    table: &Table<O>,
    till: &mut Till<'_>,
    play: &Play,
    stakes: &Stakes,
) -> Result<Made, DealError> {
    let f = rules.favour(play.trump);
    let mult = mul(f, stakes.d)?;
    let t = terms(rules, play);
    let side = Side::new(table, play);
    // Beasted alone: a losing asker with fewer than `alone_threshold` tricks of his own;
    // never after forced Spadille (FR 451–458, 470–485, 3012–3062).
    let shared = play.partner.is_some()
        && (play.contract == Contract::ForcedSpadille
            || play.tricks_of(play.ombre) >= rules.alone_threshold);

    if let (Some(k), true) = (play.king_from, t.king_fiche > 0) {
        till.pay(
            player(play.ombre),
            player(k),
            mul(t.king_fiche, mult)?,
            Reason::new("king_fiche"),
        )?;
    }

    let game = add(till.state.game_jetons, mul(stakes.j_cur, f)?)?;
    let side_tricks = play.side_tricks();
    let all = side_tricks == rules.total_tricks;
    let result = outcome(
        side_tricks,
        rules.total_tricks,
        rules.win_tricks,
        rules.options.four_tricks_remise && play.contract.is_called_king(),
    );
    // The premiums per opponent, multiplied, with `extra` (a vole fee) added.
    let premiums = |extra: i64| -> Result<SmallVec<[(Reason, i64); 4]>, DealError> {
        let mut out = SmallVec::new();
        for (why, a) in &t.base {
            out.push((why.clone(), mul(*a, mult)?));
        }
        out.push((Reason::new("matadors"), mul(t.matadors, mult)?));
        out.push((Reason::new("vole"), mul(extra, mult)?));
        Ok(out)
    };
    let game_part = (Reason::new("game"), game);
    let mut beast = false;
    let remise_game = |till: &mut Till<'_>| -> Result<(), DealError> {
        till.state.game_jetons = add(till.state.game_jetons, stakes.j_cur)?;
        Ok(())
    };
    match (t.announced, result) {
        // An announced vole made: its fee on top of the win.
        (Some((_, fee)), Result3::Win) if all => {
            for (why, a) in premiums(fee)?.into_iter().chain([game_part]) {
                side.receive(till, a, &why)?;
            }
            win(till, &side)?;
        }
        // Le Contre missed with six or more: the vole 20·d to each, nothing else.
        (Some((Announced::Contre, fee)), Result3::Win) => {
            side.pay_each(till, true, mul(fee, mult)?, &Reason::new("contre_missed"))?;
            remise_game(till)?;
        }
        // A declared vole missed with six or more: R to each, the beast, game remised.
        (Some((Announced::Declared, fee)), Result3::Win) => {
            for (why, a) in premiums(fee)? {
                side.pay_each(till, true, a, &why)?;
            }
            beast = true;
            remise_game(till)?;
        }
        (None, Result3::Win) => {
            let vole_made = all && t.vole > 0;
            let extra = if vole_made { t.vole } else { 0 };
            for (why, a) in premiums(extra)?.into_iter().chain([game_part]) {
                side.receive(till, a, &why)?;
            }
            win(till, &side)?;
            // A vole undertaken and missed: the vole paid back to each (laws XLIII–XLIV).
            if play.vole_undertaken && !all && t.vole > 0 {
                side.pay_each(till, true, mul(t.vole, mult)?, &Reason::new("vole_missed"))?;
            }
        }
        (announced, Result3::Remise) => {
            let fee = announced.map_or(0, |(_, fee)| fee);
            for (why, a) in premiums(fee)? {
                side.pay_each(till, shared, a, &why)?;
            }
            beast = true;
            remise_game(till)?;
        }
        (announced, Result3::Codille) => {
            let fee = announced.map_or(0, |(_, fee)| fee);
            for (why, a) in premiums(fee)?.into_iter().chain([game_part]) {
                side.pay_each(till, shared, a, &why)?;
            }
            beast = true;
            side.defenders_draw(till, table, play.odd_counters_to)?;
            till.state.game_jetons = 0;
            till.state.beasts.drawn();
        }
    }
    // The devole: the side took no trick (law LVII; spec §4.3, §5.3).
    if side_tricks == 0 && t.devole > 0 {
        side.pay_each(till, shared, mul(t.devole, mult)?, &Reason::new("devole"))?;
    }
    if beast {
        side.make_beast(till, shared, stakes.value)?;
        Ok(SmallVec::from_slice(&[stakes.value]))
    } else {
        Ok(Made::new())
    }
}

/// The side won: it draws the pot; the game jetons are paid, no beast is on the game.
fn win(till: &mut Till<'_>, side: &Side) -> Result<(), DealError> {
    side.draw(till)?;
    till.state.game_jetons = 0;
    till.state.beasts.drawn();
    Ok(())
}

/// Refuses anything after a settle or an abandon.
///
/// # Errors
/// [`DealError::NotNow`] once the partie is closed.
pub fn check_open(state: &State) -> Result<(), DealError> {
    match state.closed {
        Some(EventKind::Settle) => Err(DealError::not_now(msg!("quadrille-not-now-settled"))),
        Some(EventKind::Abandon) => Err(DealError::not_now(msg!("quadrille-not-now-abandoned"))),
        None => Ok(()),
    }
}

/// The end of the partie: each player pays the cards fee (FR 848–849; EN 3493; FR
/// 7350–7386). Only once the pot is empty and no beast waits (the play-off is over).
///
/// # Errors
/// [`DealError::NotNow`] while the pot or the beasts say play must continue.
pub fn settle_partie<O>(
    rules: &Rules,
    table: &Table<O>,
    state: &State,
) -> Result<Outcome<State>, DealError> {
    check_open(state)?;
    if state.pot != 0 || !state.beasts.pending.is_empty() {
        let waiting = state
            .beasts
            .in_going_order()
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let waiting = if waiting.is_empty() {
            msg!("quadrille-none")
        } else {
            msg!("quadrille-list", items = waiting)
        };
        return Err(DealError::not_now(msg!(
            "quadrille-not-now-table-not-clear",
            pot = state.pot,
            beasts = waiting
        )));
    }
    let mut transfers = Vec::new();
    let mut till = Till {
        transfers: &mut transfers,
        state: state.clone(),
    };
    for s in table.seats() {
        till.pay(
            player(s),
            Account::pot(CARDS),
            rules.options.cards_fee,
            Reason::new("cards"),
        )?;
    }
    till.state.closed = Some(EventKind::Settle);
    let next = till.state;
    Ok(Outcome { transfers, next })
}

/// A player quits (law LIX, FR 1600–1604; EN 4541–4546; spec §4.8 chosen reading): the pot
/// and every waiting beast are divided among the others (the odd counters to the first of
/// them in seating order), and the quitter pays the cards for everyone. J lapses; the
/// matador pool stays.
///
/// # Errors
/// [`DealError::Missing`] / [`DealError::UnknownPlayer`] for the player.
pub fn abandon<O>(
    rules: &Rules,
    table: &Table<O>,
    state: &State,
    quitter: Option<&str>,
) -> Result<Outcome<State>, DealError> {
    check_open(state)?;
    let quitter = match quitter {
        Some(name) => table.seat_of("player", name)?,
        None => {
            return Err(DealError::missing(
                "player",
                msg!("quadrille-event-abandon-player-when"),
            ))
        }
    };
    let mut transfers = Vec::new();
    let mut till = Till {
        transfers: &mut transfers,
        state: state.clone(),
    };
    let others: SmallVec<[Seat; 4]> = table.seats().filter(|s| *s != quitter).collect();
    let pending = till.state.beasts.pending_total()?;
    let total = add(till.state.pot, pending)?;
    let shares = divide(total, others.len(), 0);
    let mut beasts_left = pending;
    for (s, share) in others.iter().zip(shares) {
        let from_pot = share.min(till.state.pot);
        till.pay(
            Account::pot(POT),
            player(*s),
            from_pot,
            Reason::new("abandon_share"),
        )?;
        let from_beasts = share - from_pot;
        beasts_left -= from_beasts;
        till.pay(
            Account::pot(BEASTS),
            player(*s),
            from_beasts,
            Reason::new("abandon_share"),
        )?;
    }
    if beasts_left != 0 || till.state.pot != 0 {
        return Err(DealError::Broken {
            detail: String::from("the table was not cleared by the abandon"),
        });
    }
    let n = i64::try_from(table.len()).map_err(|_| DealError::Overflow)?;
    till.pay(
        player(quitter),
        Account::pot(CARDS),
        mul(rules.options.cards_fee, n)?,
        Reason::new("cards"),
    )?;
    till.state.beasts.clear();
    till.state.game_jetons = 0;
    till.state.closed = Some(EventKind::Abandon);
    let next = till.state;
    Ok(Outcome { transfers, next })
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::partie::{PartieDoc, ScoreError};

    fn doc(game: &str, options: Value, deals: Value) -> PartieDoc {
        let players = match game {
            "tritrille" => json!(["A", "B", "C"]),
            "piquemedrille" => json!(["A", "B"]),
            _ => json!(["A", "B", "C", "D"]),
        };
        PartieDoc::from_value(json!({
            "game": game, "options": options, "players": players, "deals": deals
        }))
        .unwrap()
    }

    /// Each entry's nets in seat order, and the final pots.
    fn nets(d: &PartieDoc) -> (Vec<Vec<i64>>, Vec<(String, i64)>) {
        let scored = d.score().unwrap();
        let per_deal = scored
            .per_deal()
            .iter()
            .map(|m| d.players.iter().map(|p| m[p]).collect())
            .collect();
        let pots = scored.pots().into_iter().filter(|(_, v)| *v != 0).collect();
        (per_deal, pots)
    }

    fn pots(list: &[(&str, i64)]) -> Vec<(String, i64)> {
        list.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect()
    }

    #[test]
    fn e10_le_contre_missed_with_eight_pays_the_vole_only() {
        let d = doc(
            "quadrille",
            json!({"contre": true}),
            json!([
                {"contract":"sans_prendre_vole","ombre":"B","trump":"spades",
                 "tricks":{"A":1,"B":8,"C":1,"D":0},"matadors":0},
                {"contract":"ask","ombre":"C","partner":"A","trump":"hearts",
                 "tricks":{"A":3,"B":2,"C":4,"D":1},"matadors":0}
            ]),
        );
        let (per_deal, pots_left) = nets(&d);
        assert_eq!(per_deal[0], vec![10, -60, 20, 20]);
        // Pot 20, two deals' game jetons: X = 2 + 2 = 4.
        assert_eq!(per_deal[1], vec![14, -14, 14, -4]);
        assert_eq!(pots_left, pots(&[]));
    }

    #[test]
    fn le_contre_made_pays_sans_prendre_and_the_vole() {
        let d = doc(
            "quadrille",
            json!({"contre": true}),
            json!([{"contract":"sans_prendre_vole","ombre":"B","trump":"spades",
                    "tricks":{"A":0,"B":10,"C":0,"D":0},"matadors":3}]),
        );
        // (7 + 3 + 20) + 1 = 31 from each; B draws the 10.
        assert_eq!(nets(&d).0[0], vec![-41, 103, -31, -31]);
    }

    #[test]
    fn e9_devole_the_asker_pays_the_vole_to_the_two_defenders() {
        let d = doc(
            "quadrille",
            json!({}),
            json!([{"contract":"ask","ombre":"B","partner":"A","trump":"hearts",
                    "tricks":{"A":0,"B":0,"C":5,"D":5},"matadors":0}]),
        );
        let (per_deal, p) = nets(&d);
        assert_eq!(per_deal[0], vec![-10, -40, 18, 18]);
        assert_eq!(p, pots(&[("beasts_pending", 14)]));
    }

    #[test]
    fn e11_favourite_on_the_double_tour() {
        let d = doc(
            "mediateur",
            json!({"favourite_suit": "hearts", "deal_offset": 36}),
            json!([{"contract":"sans_prendre","ombre":"C","trump":"hearts",
                    "tricks":{"A":1,"B":2,"C":6,"D":1},"matadors":3,
                    "matador_holders":{"spadille":"C","manille":"C","baste":"C"}}]),
        );
        // X = (24 + 10)·2·2 + 2·2·2 = 144; poulans 80; devant 40.
        assert_eq!(nets(&d).0[0], vec![-264, -144, 552, -144]);
        let lost = doc(
            "mediateur",
            json!({"favourite_suit": "hearts", "deal_offset": 36}),
            json!([{"contract":"sans_prendre","ombre":"C","trump":"hearts",
                    "tricks":{"A":2,"B":2,"C":5,"D":1},"matadors":3,
                    "matador_holders":{"spadille":"C","manille":"C","baste":"C"}}]),
        );
        // The beast is 56: double, never quadruple.
        assert_eq!(nets(&lost).1, pots(&[("beasts_pending", 56), ("pot", 40)]));
    }

    #[test]
    fn a_quitter_leaves_the_table_to_the_others_and_pays_the_cards() {
        let d = doc(
            "quadrille",
            json!({"contre": true}),
            json!([
                {"contract":"sans_prendre_vole","ombre":"B","trump":"spades",
                 "tricks":{"A":1,"B":8,"C":1,"D":0},"matadors":0},
                {"event":"abandon","player":"A"}
            ]),
        );
        let (per_deal, p) = nets(&d);
        // The pot of 10 divided by three, the odd counter to B (first of the others).
        assert_eq!(per_deal[1], vec![-40, 4, 3, 3]);
        assert_eq!(p, pots(&[("cards", 40)]));
    }

    #[test]
    fn settle_waits_for_the_table_to_be_clear() {
        let remise = json!({"contract":"ask","ombre":"B","partner":"C","trump":"hearts",
                            "tricks":{"A":3,"B":3,"C":2,"D":2},"matadors":0});
        let refused = doc("quadrille", json!({}), json!([remise, {"event":"settle"}]));
        assert!(matches!(refused.score(), Err(ScoreError::Replay(_))));
        let won = json!({"contract":"sans_prendre","ombre":"C","trump":"hearts",
                         "tricks":{"A":1,"B":1,"C":7,"D":1},"matadors":0});
        let d = doc("quadrille", json!({}), json!([won, {"event":"settle"}]));
        assert_eq!(nets(&d).0[1], vec![-10, -10, -10, -10]);
        let after = doc(
            "quadrille",
            json!({}),
            json!([{"event":"settle"}, {"event":"settle"}]),
        );
        assert!(after.score().is_err(), "nothing may follow a settle");
    }

    #[test]
    fn the_play_off_ends_when_the_table_is_clear() {
        let deal = json!({"contract":"sans_prendre","ombre":"C","trump":"hearts",
                          "tricks":{"A":1,"B":1,"C":7,"D":1},"matadors":0});
        let over = doc(
            "quadrille",
            json!({"deal_offset": 40}),
            json!([deal.clone()]),
        );
        assert!(over.score().is_err());
        // A beast left over is played for without a dealer's fiche: V = 14 + 4.
        let d = doc(
            "quadrille",
            json!({"deal_offset": 40, "initial_state": {"pending_beasts": [14]}}),
            json!([deal]),
        );
        assert_eq!(nets(&d).0[0], vec![-8, -8, 38, -8]);
    }

    #[test]
    fn roi_rendu_is_paid_like_own_king() {
        let d = doc(
            "quadrille",
            json!({"roi_rendu": true}),
            json!([{"contract":"roi_rendu","ombre":"B","king_from":"D","trump":"clubs",
                    "tricks":{"A":1,"B":6,"C":2,"D":1},"matadors":0}]),
        );
        assert_eq!(nets(&d).0[0], vec![-13, 19, -3, -3]);
    }

    #[test]
    fn english_mediateur_without_favourite_gives_the_king_a_fiche() {
        let d = doc(
            "quadrille",
            json!({"mediateur_nf": true}),
            json!([{"contract":"mediateur","ombre":"B","king_from":"D","trump":"clubs",
                    "tricks":{"A":1,"B":6,"C":2,"D":1},"matadors":0}]),
        );
        // 13 from each (EN 5432–5450); B gives D a fiche.
        assert_eq!(nets(&d).0[0], vec![-23, 39, -13, -3]);
    }

    #[test]
    fn the_turk_pays_quadruple_and_the_accolade_is_paid_by_each() {
        let d = doc(
            "mediateur",
            json!({"favourite_suit":"hearts","turk_suit":"clubs","accolade_fee":5}),
            json!([{"contract":"ask","ombre":"B","partner":"D","trump":"clubs",
                    "tricks":{"A":2,"B":4,"C":2,"D":2},"matadors":0,
                    "matador_holders":{"spadille":"A","manille":"C","baste":"D"},
                    "accolade_holder":"A"}]),
        );
        // X = 4·4 + 2·4 = 24 per defender; A deals 20 and the poulans (keeps Spadille's),
        // and receives 5 from each for the accolade.
        assert_eq!(nets(&d).0[0], vec![-49, 29, -19, 39]);
    }

    #[test]
    fn a_null_solitaire_deal_keeps_manilles_fiche_and_the_game() {
        let d = doc(
            "solitaire-quatre",
            json!({"favourite_suit":"hearts"}),
            json!([{"contract":"pass",
                    "matador_holders":{"spadille":"B","manille":null,"baste":"C"}}]),
        );
        let (per_deal, p) = nets(&d);
        assert_eq!(per_deal[0], vec![-60, 20, 10, 0]);
        assert_eq!(p, pots(&[("matador_pool", 10), ("pot", 20)]));
    }

    #[test]
    fn every_reason_paid_in_the_vectors_has_its_words() {
        use crate::games::GameId;
        use crate::i18n::{has, Lang};
        let files = [
            include_str!("../../../tests/vectors/quadrille.public.json"),
            include_str!("../../../tests/derived/quadrille.json"),
        ];
        let mut codes = std::collections::BTreeSet::new();
        for text in files {
            let cases: Vec<Value> = serde_json::from_str(text).unwrap();
            for case in cases {
                let Ok(game) = case["game"].as_str().unwrap_or("").parse::<GameId>() else {
                    continue;
                };
                let players: Vec<String> = serde_json::from_value(case["players"].clone()).unwrap();
                let deals = case["deals"].as_array().cloned().unwrap_or_default();
                for close in [false, true] {
                    let Ok(replay) = crate::games::erased(game).replay(
                        game,
                        &case["options"],
                        &players,
                        &deals,
                        close,
                    ) else {
                        continue;
                    };
                    codes.extend(replay.all_transfers().map(|t| t.reason.as_str().to_owned()));
                }
            }
        }
        assert!(codes.len() > 20, "{codes:?}");
        let missing: Vec<&String> = codes
            .iter()
            .filter(|c| !has(Lang::En, &["reason-", c.as_str()].concat()))
            .collect();
        assert!(missing.is_empty(), "no words for {missing:?}");
    }
}
