//! The Quadrille family: Quadrille, the Médiateur, and the Médiateur's Solitaires
//! (Solitaire à quatre, Tritrille, Piquemédrille). Spec: `shared/rules/quadrille.md`.
//!
//! One scorer, [`Quadrille`], serves the five game ids: they differ only by parameters
//! (the stakes, the contracts allowed, the seats, the tours), which [`Variant`] and
//! [`Rules`] resolve from the id and the options; the algorithm of a deal is one.
//!
//! The ledger model (spec §3): the dealer's fiches go on the devant (`pot`); the
//! Médiateur's dealer also pays *poulans* to the holders of the matadors (`matador_pool`
//! keeps those of a matador nobody holds); each player owes game jetons (*J*, not physical,
//! kept in [`State`]); a lost game makes a beast (`beasts_pending`) of the value of the
//! game, which waits and goes on the devant one at a time, largest first; the cards fee
//! goes to `cards` at the end.
//!
//! Glossary: *ombre* (who stands the game), *ami* (the called partner), *devant* (the pot),
//! *remise* (5–5: the game stays), *codille* (the defenders take six), *bête* (beast),
//! *vole* (every trick), *dévole* (no trick), *matadors* (Spadille, Manille, Baste and the
//! run that follows), *poulans* (the Médiateur dealer's fiches), *réunion* (the three
//! matadors together), *Médiateur* (a king got for a card and a fiche), *couleur favorite*
//! (the favourite suit, paid double), *Turc* (paid quadruple), *le Contre* (the announced
//! vole at Quadrille), *roi rendu* (the called king given up).
//!
//! Modules: [`options`] (options and parameters), [`deal`] (entries and their checks),
//! [`beasts`] (the beast queue and the value of the game, shared with the Ombre family),
//! [`terms`] (outcome and premiums), [`settle`] (the per-deal algorithm and the events),
//! [`form`] (status, the deal-entry form and the events), [`describe`] (the options
//! described for the new-partie form).

use std::ops::RangeInclusive;

use super::scan::Scan;
use super::{
    DealError, EventForm, Field, Game, GameId, OptionSpec, Outcome, ReportKind, Status, Table,
};
use crate::domain::{Account, PotKey, Reason, Transfer};

pub mod beasts;
pub mod deal;
pub mod describe;
pub mod form;
pub mod options;
pub mod settle;
pub mod terms;

pub use deal::{Contract, Entry, Event, EventKind, Facts};
pub use options::{Options, Rules, Suit, Variant};
pub use settle::State;

use settle::{BEASTS, CARDS, MATADOR_POOL, POT};

/// The Quadrille family's scorer: one type for all five game ids (Quadrille, the
/// Médiateur, Solitaire à quatre, Tritrille, Piquemédrille), since they differ only by
/// parameters ([`Variant`], [`Rules`]), not by the algorithm of a deal (spec §3.3).
#[derive(Debug)]
pub struct Quadrille;

fn rules(table: &Table<Options>) -> Result<Rules<'_>, DealError> {
    Rules::new(table.game, table.len(), &table.options)
}

impl Variant {
    /// The reason code of every payment of the variant's game, in the order its rules page
    /// lists them.
    pub fn payments(self) -> &'static [&'static str] {
        match self {
            Variant::Quadrille => &[
                "abandon_share",
                "beast",
                "beast_goes",
                "cards",
                "carried_forward",
                "consolation",
                "contre_missed",
                "devole",
                "draws_the_pot",
                "game",
                "game_fiche",
                "king_fiche",
                "matadors",
                "mediateur",
                "penalty_beast",
                "sans_prendre",
                "vole",
                "vole_missed",
            ],
            Variant::Mediateur => &[
                "accolade",
                "beast",
                "beast_goes",
                "cards",
                "carried_forward",
                "devole",
                "draws_the_pot",
                "game",
                "game_fiche",
                "king_fiche",
                "matadors",
                "penalty_beast",
                "poulan_baste",
                "poulan_manille",
                "poulan_spadille",
                "retribution",
                "vole",
                "vole_missed",
                "pool_spadille",
                "pool_manille",
                "pool_baste",
                "abandon_share",
            ],
            Variant::SolitaireQuatre => &[
                "beast",
                "beast_goes",
                "cards",
                "draws_the_pot",
                "game",
                "game_fiche",
                "king_fiche",
                "penalty_beast",
                "pool_manille",
                "poulan_baste",
                "poulan_manille",
                "poulan_spadille",
                "retribution",
                "pool_spadille",
                "pool_baste",
                "carried_forward",
                "devole",
                "matadors",
                "accolade",
                "vole",
                "vole_missed",
                "abandon_share",
            ],
            Variant::Tritrille => &[
                "beast",
                "beast_goes",
                "cards",
                "draws_the_pot",
                "game",
                "game_fiche",
                "king_fiche",
                "matadors",
                "poulan_baste",
                "poulan_manille",
                "poulan_spadille",
                "retribution",
                "pool_spadille",
                "pool_manille",
                "pool_baste",
                "carried_forward",
                "penalty_beast",
                "accolade",
                "vole",
                "vole_missed",
                "abandon_share",
                "devole",
            ],
            Variant::Piquemedrille => &[
                "beast",
                "beast_goes",
                "cards",
                "draws_the_pot",
                "game",
                "game_fiche",
                "matadors",
                "pool_spadille",
                "poulan_baste",
                "poulan_manille",
                "poulan_spadille",
                "retribution",
                "pool_manille",
                "pool_baste",
                "abandon_share",
                "carried_forward",
                "penalty_beast",
                "vole",
                "vole_missed",
                "devole",
                "accolade",
            ],
        }
    }

    /// The books' terms the variant's rules use ([`crate::games::rules::GLOSSARY`]).
    pub fn terms(self) -> &'static [&'static str] {
        match self {
            Variant::Quadrille => &[
                "ombre",
                "codille",
                "remise",
                "bete",
                "matadors",
                "spadille",
                "manille",
                "baste",
                "ponte",
                "sans-prendre",
                "vole",
                "contre",
                "consolation",
                "tour",
                "fiche",
                "jeton",
                "poule",
            ],
            // The variants after the Quadrille use the same terms (no contre).
            Variant::Mediateur
            | Variant::SolitaireQuatre
            | Variant::Tritrille
            | Variant::Piquemedrille => &[
                "ombre",
                "codille",
                "remise",
                "bete",
                "matadors",
                "spadille",
                "manille",
                "baste",
                "ponte",
                "sans-prendre",
                "vole",
                "consolation",
                "tour",
                "fiche",
                "jeton",
                "poule",
            ],
        }
    }
}

impl Game for Quadrille {
    type Options = Options;
    type Deal = Entry;
    type State = State;

    fn payments(game: GameId) -> &'static [&'static str] {
        Variant::of(game).map_or(&[], Variant::payments)
    }

    fn terms(game: GameId) -> &'static [&'static str] {
        Variant::of(game).map_or(&[], Variant::terms)
    }

    fn scan_deal(scan: &mut Scan<'_>) -> Option<Self::Deal> {
        Entry::scan(scan)
    }

    fn seats(game: GameId, _options: &Self::Options) -> RangeInclusive<usize> {
        // Only the five ids of `Variant::ALL` reach this engine (the registry says so).
        let n = Variant::of(game).map_or(4, Variant::seats);
        n..=n
    }

    /// The common defaults with the parameters of `game` filled in (spec §7: tours,
    /// doubled tours, the "beasted alone" threshold, tricks).
    fn default_options(game: GameId) -> Self::Options {
        let variant = Variant::of(game).unwrap_or(Variant::Quadrille);
        let (tours, double_tours) = variant.tour_defaults();
        Options {
            tours: Some(tours),
            double_tours: Some(double_tours.to_vec()),
            alone_threshold: Some(variant.family().alone_threshold()),
            ..Options::default()
        }
    }

    fn option_specs(game: GameId) -> Vec<OptionSpec> {
        describe::option_specs(Variant::of(game).unwrap_or(Variant::Quadrille))
    }

    fn report_kind(_game: GameId) -> ReportKind {
        ReportKind::Counters
    }

    fn pots(_game: GameId, _options: &Self::Options) -> Vec<PotKey> {
        [POT, BEASTS, CARDS, MATADOR_POOL]
            .into_iter()
            .map(PotKey::new)
            .collect()
    }

    /// Checks the options and brings what an adjourned partie left (`initial_state`) onto
    /// the table: the pot, the waiting beasts and the matador pool, from
    /// [`Account::Carried`]; *J* is kept in the state.
    fn open(table: &Table<Self::Options>) -> Result<Outcome<Self::State>, DealError> {
        let rules = rules(table)?;
        let state = State::opening(&rules);
        let mut transfers = Vec::new();
        let mut bring = |to: &'static str, amount: i64| {
            if amount > 0 {
                transfers.push(Transfer::new(
                    Account::Carried,
                    Account::pot(to),
                    amount,
                    Reason::new("carried_forward"),
                ));
            }
        };
        bring(POT, state.pot);
        bring(BEASTS, state.beasts.pending_total()?);
        bring(MATADOR_POOL, state.matador_pool.total()?);
        Ok(Outcome {
            transfers,
            next: state,
        })
    }

    fn settle(
        table: &Table<Self::Options>,
        state: &Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        Self::settle_owned(table, state.clone(), deal)
    }

    fn settle_owned(
        table: &Table<Self::Options>,
        state: Self::State,
        deal: &Self::Deal,
    ) -> Result<Outcome<Self::State>, DealError> {
        let mut transfers = Vec::with_capacity(16);
        let next = Self::settle_into(table, state, deal, &mut transfers)?;
        Ok(Outcome { transfers, next })
    }

    fn settle_into(
        table: &Table<Self::Options>,
        state: Self::State,
        deal: &Self::Deal,
        paid: &mut Vec<Transfer>,
    ) -> Result<Self::State, DealError> {
        let rules = rules(table)?;
        settle::check_open(&state)?;
        let out = match deal {
            Entry::Deal(facts) => return settle::play_deal(&rules, table, state, facts, paid),
            Entry::Event(event) => match event.event {
                EventKind::Settle => {
                    if event.player.is_some() {
                        return Err(DealError::invalid(
                            "player",
                            crate::msg!("quadrille-event-settle-no-player"),
                        ));
                    }
                    settle::settle_partie(&rules, table, &state)
                }
                EventKind::Abandon => {
                    settle::abandon(&rules, table, &state, event.player.as_deref())
                }
            },
        }?;
        paid.extend(out.transfers);
        Ok(out.next)
    }

    /// The end of a partie closed at the table: the cards fee from each player, as the
    /// `settle` event (spec §4.8, §5.7). Refused while the pot or a waiting beast says play
    /// must continue; nothing more once the partie was settled or abandoned.
    fn close(
        table: &Table<Self::Options>,
        state: &Self::State,
    ) -> Result<Outcome<Self::State>, DealError> {
        if state.closed.is_some() {
            return Ok(Outcome {
                transfers: Vec::new(),
                next: state.clone(),
            });
        }
        settle::settle_partie(&rules(table)?, table, state)
    }

    fn status(table: &Table<Self::Options>, state: &Self::State) -> Status {
        match rules(table) {
            Ok(r) => form::status(&r, table, state),
            Err(_) => Status::default(),
        }
    }

    fn form(table: &Table<Self::Options>, state: &Self::State) -> Vec<Field> {
        match rules(table) {
            Ok(r) => form::fields(&r, table, state),
            Err(_) => Vec::new(),
        }
    }

    fn events(_table: &Table<Self::Options>, state: &Self::State) -> Vec<EventForm> {
        form::events(state)
    }
}
