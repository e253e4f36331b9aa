//! The options of the quadrille family (spec §7) and the game parameters they resolve to
//! (spec §3.2).

use serde::{Deserialize, Serialize};

use crate::games::counters::sum;
use crate::games::{DealError, GameId};

/// A suit, as named for trumps, the favourite and the Turk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Suit {
    /// ♠
    Spades,
    /// ♣
    Clubs,
    /// ♥
    Hearts,
    /// ♦
    Diamonds,
}

impl Suit {
    /// Every suit, black first.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Hearts, Suit::Diamonds];

    /// The JSON name.
    pub fn slug(self) -> &'static str {
        match self {
            Suit::Spades => "spades",
            Suit::Clubs => "clubs",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
        }
    }

    /// Whether the suit is black: 11 trumps when trumps, else 12 (spec §1.2).
    pub fn is_black(self) -> bool {
        matches!(self, Suit::Spades | Suit::Clubs)
    }
}

/// One value for each of the three true matadors (Spadille, Manille, Baste).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ByMatador<T> {
    /// The ace of spades.
    pub spadille: T,
    /// The second trump (2 black, 7 red).
    pub manille: T,
    /// The ace of clubs.
    pub baste: T,
}

impl<T> ByMatador<T> {
    /// The three values with their names, Spadille first.
    pub fn named(&self) -> [(Matador, &T); 3] {
        [
            (Matador::Spadille, &self.spadille),
            (Matador::Manille, &self.manille),
            (Matador::Baste, &self.baste),
        ]
    }

    /// The value of one matador, mutably.
    pub fn get_mut(&mut self, which: Matador) -> &mut T {
        match which {
            Matador::Spadille => &mut self.spadille,
            Matador::Manille => &mut self.manille,
            Matador::Baste => &mut self.baste,
        }
    }
}

impl ByMatador<i64> {
    /// The sum of the three amounts.
    ///
    /// # Errors
    /// [`DealError::Overflow`].
    pub fn total(&self) -> Result<i64, DealError> {
        sum([self.spadille, self.manille, self.baste])
    }
}

/// One of the three true matadors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Matador {
    /// The ace of spades.
    Spadille,
    /// The second trump.
    Manille,
    /// The ace of clubs.
    Baste,
}

impl Matador {
    /// The name used in reasons and fields.
    pub fn slug(self) -> &'static str {
        match self {
            Matador::Spadille => "spadille",
            Matador::Manille => "manille",
            Matador::Baste => "baste",
        }
    }
}

/// How the Médiateur pays the matadors of the ombre's side (spec §5.2, §5.8).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatadorPayment {
    /// The treatise's *réunion*: 10 per opponent for the three matadors together.
    #[default]
    Reunion,
    /// English: 2 per matador of the run.
    PerMatador,
    /// English: one fiche whatever the number.
    FlatFiche,
}

/// What an adjourned partie left on the table (spec §7 `initial_state`), brought onto the
/// table at the opening.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct InitialState {
    /// Jetons on the devant.
    pub pot: i64,
    /// Beasts waiting to go on the game, in the order they were made.
    pub pending_beasts: Vec<i64>,
    /// *J*: game jetons owed by each player for remised deals.
    pub game_units: i64,
    /// Poulans of matadors that had no holder.
    pub matador_pool: ByMatador<i64>,
    /// Whether the pot already holds a beast.
    pub beast_on_game: bool,
}

/// The options of a partie (spec §7). Unknown keys are errors; absent keys take the spec's
/// defaults (some depend on the game id, hence the `Option`s).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// Informational: always `"jeton"`.
    pub unit: String,
    /// Informational: a fiche is 10 jetons (other values are errors).
    pub fiche: i64,
    /// Informational: a contrat is 100 jetons (other values are errors).
    pub contrat: i64,
    /// Informational: the prise (700); only net results are kept.
    pub start_counters: i64,
    /// Length of the partie in tours (10; Tritrille 12; Piquemédrille 20).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tours: Option<u32>,
    /// The doubled tours ([10]; Tritrille [12]; Piquemédrille [10, 20]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub double_tours: Option<Vec<u32>>,
    /// Every deal double (high play).
    pub always_double: bool,
    /// Deals already played before the first listed one.
    pub deal_offset: u32,
    /// What an adjourned partie left on the table.
    pub initial_state: InitialState,
    /// Play-off deals after the tours are played double.
    pub playoff_double: bool,
    /// Own tricks below which a losing `ask` ombre is beasted alone (3 Quadrille, 4 Médiateur).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alone_threshold: Option<i64>,
    /// Quadrille: a called-king side with exactly four tricks loses by remise.
    pub four_tricks_remise: bool,
    /// Quadrille: le Contre (the announced vole) is admitted.
    pub contre: bool,
    /// Quadrille: the Roi rendu variant.
    pub roi_rendu: bool,
    /// Quadrille with the Médiateur, without favourite suit (English).
    pub mediateur_nf: bool,
    /// The devole applies to play alone.
    pub devole_solo: bool,
    /// The devole applies in the Médiateur family.
    pub devole_mediateur: bool,
    /// Médiateur family: the favourite suit (required there).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub favourite_suit: Option<Suit>,
    /// Médiateur family (English): the Turk, paid quadruple.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turk_suit: Option<Suit>,
    /// Médiateur family (English): what each player pays the holder of both black aces.
    pub accolade_fee: i64,
    /// Médiateur family: the dealer pays matador poulans (false = English).
    pub poulans_matadors: bool,
    /// Médiateur family: the poulans are doubled on double tours (false = "8 fiches").
    pub double_matador_poulans: bool,
    /// Médiateur family: how the matadors are paid.
    pub matador_payment: MatadorPayment,
    /// Beasts made in one deal wait separately instead of together.
    pub separate_same_deal_beasts: bool,
    /// What each player pays for the cards at the end.
    pub cards_fee: i64,
    /// Tricks in a deal (10; 12 in the Tritrille's second method).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_tricks: Option<i64>,
    /// Tricks needed to win (`total_tricks`/2 + 1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub win_tricks: Option<i64>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            unit: "jeton".to_owned(),
            fiche: 10,
            contrat: 100,
            start_counters: 700,
            tours: None,
            double_tours: None,
            always_double: false,
            deal_offset: 0,
            initial_state: InitialState::default(),
            playoff_double: false,
            alone_threshold: None,
            four_tricks_remise: false,
            contre: false,
            roi_rendu: false,
            mediateur_nf: false,
            devole_solo: true,
            devole_mediateur: true,
            favourite_suit: None,
            turk_suit: None,
            accolade_fee: 0,
            poulans_matadors: true,
            double_matador_poulans: true,
            matador_payment: MatadorPayment::Reunion,
            separate_same_deal_beasts: false,
            cards_fee: 10,
            total_tricks: None,
            win_tricks: None,
        }
    }
}

/// The two families of rules sharing this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Common Quadrille (and its English variant with the Médiateur, `mediateur_nf`).
    Quadrille,
    /// The Médiateur treatise and its Solitaires.
    Mediateur,
}

/// The resolved rules of one table: the options checked against the game id, with every
/// default and game parameter filled in (spec §3.2, §7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// The game id.
    pub game: GameId,
    /// Quadrille or Médiateur rules.
    pub family: Family,
    /// Players at the table.
    pub players: usize,
    /// *G*: the dealer's game fiches per deal, in jetons.
    pub game_fiches: i64,
    /// *j*: game jetons owed by each player per deal.
    pub jetons: i64,
    /// *F*: the beast factor (players' jetons counted in the beast).
    pub beast_factor: i64,
    /// The dealer's matador poulans, if paid at this table.
    pub poulans: Option<ByMatador<i64>>,
    /// Whether a Médiateur king is exchanged against a fiche (not at the Piquemédrille).
    pub king_exchanged: bool,
    /// Tours in the partie.
    pub tours: u32,
    /// The doubled tours.
    pub double_tours: Vec<u32>,
    /// Own tricks below which a losing asker is beasted alone.
    pub alone_threshold: i64,
    /// Tricks in a deal.
    pub total_tricks: i64,
    /// Tricks needed to win.
    pub win_tricks: i64,
    /// The options as given.
    pub options: Options,
}

/// The length of the partie in tours and its doubled tours, by game (spec §7).
pub fn tour_defaults(game: GameId) -> (u32, Vec<u32>) {
    match game {
        GameId::Tritrille => (12, vec![12]),
        GameId::Piquemedrille => (20, vec![10, 20]),
        _ => (10, vec![10]),
    }
}

impl Family {
    /// The family of a game id of this module (Quadrille for any other id).
    pub fn of(game: GameId) -> Family {
        match game {
            GameId::Mediateur
            | GameId::SolitaireQuatre
            | GameId::Tritrille
            | GameId::Piquemedrille => Family::Mediateur,
            _ => Family::Quadrille,
        }
    }

    /// Own tricks below which a losing asker is beasted alone (3 Quadrille, 4 Médiateur).
    pub fn alone_threshold(self) -> i64 {
        match self {
            Family::Quadrille => 3,
            Family::Mediateur => 4,
        }
    }
}

fn option_error(detail: impl Into<crate::games::Msg>) -> DealError {
    DealError::Options {
        detail: detail.into(),
    }
}

impl Rules {
    /// Checks the options against the game and resolves the parameters.
    ///
    /// # Errors
    /// [`DealError::Options`] naming the option at fault.
    pub fn new(game: GameId, players: usize, options: &Options) -> Result<Self, DealError> {
        let o = options;
        let family = match game {
            GameId::Quadrille => Family::Quadrille,
            GameId::Mediateur
            | GameId::SolitaireQuatre
            | GameId::Tritrille
            | GameId::Piquemedrille => Family::Mediateur,
            other => {
                return Err(option_error(format!(
                    "{} is not a game of the quadrille family",
                    other.name()
                )))
            }
        };
        if o.unit != "jeton" {
            return Err(option_error(format!(
                "unit \"{}\": the engine counts in jetons (\"jeton\")",
                o.unit
            )));
        }
        if o.fiche != 10 {
            return Err(option_error(format!(
                "fiche {}: a fiche is 10 jetons at these games",
                o.fiche
            )));
        }
        if o.contrat != 100 {
            return Err(option_error(format!(
                "contrat {}: a contrat is 100 jetons at these games",
                o.contrat
            )));
        }
        if o.start_counters < 0 {
            return Err(option_error("start_counters cannot be negative"));
        }
        if family == Family::Mediateur {
            for (name, on) in [
                ("four_tricks_remise", o.four_tricks_remise),
                ("contre", o.contre),
                ("roi_rendu", o.roi_rendu),
                ("mediateur_nf", o.mediateur_nf),
            ] {
                if on {
                    return Err(option_error(format!(
                        "{name} is a variant of common Quadrille, not of {}",
                        game.name()
                    )));
                }
            }
            let Some(favourite) = o.favourite_suit else {
                return Err(option_error(format!(
                    "favourite_suit is required at {} (the suit drawn at the start)",
                    game.name()
                )));
            };
            if o.turk_suit == Some(favourite) {
                return Err(option_error(
                    "turk_suit must differ from favourite_suit (the Turk is a second colour)",
                ));
            }
            if o.accolade_fee < 0 {
                return Err(option_error("accolade_fee cannot be negative"));
            }
        }
        if o.cards_fee < 0 {
            return Err(option_error("cards_fee cannot be negative"));
        }
        let (default_tours, default_double) = tour_defaults(game);
        let tours = o.tours.unwrap_or(default_tours);
        if tours == 0 {
            return Err(option_error("tours must be at least 1"));
        }
        let double_tours = o.double_tours.clone().unwrap_or(default_double);
        if double_tours.contains(&0) {
            return Err(option_error("double_tours counts tours from 1"));
        }
        let default_alone = family.alone_threshold();
        let alone_threshold = o.alone_threshold.unwrap_or(default_alone);
        if !(3..=4).contains(&alone_threshold) {
            return Err(option_error(format!(
                "alone_threshold {alone_threshold}: it is 3 or 4 tricks"
            )));
        }
        let total_tricks = o.total_tricks.unwrap_or(10);
        if total_tricks != 10 && !(total_tricks == 12 && game == GameId::Tritrille) {
            return Err(option_error(format!(
                "total_tricks {total_tricks}: a deal has 10 tricks (12 only in the Tritrille's second method)"
            )));
        }
        let win_tricks = o.win_tricks.unwrap_or(total_tricks / 2 + 1);
        if win_tricks <= total_tricks / 2 || win_tricks > total_tricks {
            return Err(option_error(format!(
                "win_tricks {win_tricks}: it must be more than half of the {total_tricks} tricks"
            )));
        }
        let init = &o.initial_state;
        if init.pot < 0
            || init.game_units < 0
            || init.pending_beasts.iter().any(|b| *b <= 0)
            || init.matador_pool.named().iter().any(|(_, v)| **v < 0)
        {
            return Err(option_error(
                "initial_state: amounts cannot be negative and a pending beast is at least 1",
            ));
        }
        if init.beast_on_game && init.pot == 0 {
            return Err(option_error(
                "initial_state: beast_on_game needs the beast in the pot (pot is 0)",
            ));
        }
        let (game_fiches, jetons, beast_factor) = match game {
            GameId::Quadrille => (10, 1, 4),
            GameId::Piquemedrille => (10, 2, 2),
            _ => (20, 2, 4),
        };
        let poulans = (family == Family::Mediateur && o.poulans_matadors).then_some(ByMatador {
            spadille: 20,
            manille: 10,
            baste: 10,
        });
        Ok(Rules {
            game,
            family,
            players,
            game_fiches,
            jetons,
            beast_factor,
            poulans,
            king_exchanged: game != GameId::Piquemedrille,
            tours,
            double_tours,
            alone_threshold,
            total_tricks,
            win_tricks,
            options: o.clone(),
        })
    }

    /// The seats of each game (4; Tritrille 3; Piquemédrille 2).
    pub fn seats(game: GameId) -> usize {
        match game {
            GameId::Tritrille => 3,
            GameId::Piquemedrille => 2,
            _ => 4,
        }
    }

    /// *f*: 2 when `trump` is the favourite, 4 when it is the Turk, else 1; always 1 at
    /// common Quadrille (spec §3.2; FR 6539–6575; EN 5452–5456).
    pub fn favour(&self, trump: Suit) -> i64 {
        if self.family == Family::Quadrille {
            1
        } else if self.options.turk_suit == Some(trump) {
            4
        } else if self.options.favourite_suit == Some(trump) {
            2
        } else {
            1
        }
    }

    /// The tour of deal number `deal_no` (1-based, offset included).
    pub fn tour_of(&self, deal_no: u32) -> u32 {
        let n = u32::try_from(self.players.max(1)).unwrap_or(u32::MAX);
        deal_no.div_ceil(n)
    }

    /// *d* for a deal of `tour` (spec §3.3): 2 on a doubled tour or with `always_double`,
    /// in the play-off 2 only with `playoff_double`; a deal's own `double` overrides.
    pub fn doubling(&self, tour: u32, own: Option<bool>) -> i64 {
        let double = own.unwrap_or(if tour > self.tours {
            self.options.playoff_double
        } else {
            self.options.always_double || self.double_tours.contains(&tour)
        });
        if double {
            2
        } else {
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(game: GameId, options: Options) -> Result<Rules, DealError> {
        Rules::new(game, Rules::seats(game), &options)
    }

    #[test]
    fn quadrille_stakes_are_one_fiche_and_one_jeton() {
        let r = rules(GameId::Quadrille, Options::default()).unwrap();
        assert_eq!((r.game_fiches, r.jetons, r.beast_factor), (10, 1, 4));
        assert_eq!(r.poulans, None);
        assert_eq!((r.tours, r.double_tours.clone()), (10, vec![10]));
        assert_eq!(r.alone_threshold, 3);
        assert_eq!((r.total_tricks, r.win_tricks), (10, 6));
    }

    #[test]
    fn piquemedrille_puts_one_fiche_and_halves_the_beasts() {
        let o = Options {
            favourite_suit: Some(Suit::Hearts),
            ..Options::default()
        };
        let r = rules(GameId::Piquemedrille, o).unwrap();
        assert_eq!((r.game_fiches, r.jetons, r.beast_factor), (10, 2, 2));
        assert_eq!((r.tours, r.double_tours.clone()), (20, vec![10, 20]));
        assert!(!r.king_exchanged);
        assert_eq!(r.alone_threshold, 4);
    }

    #[test]
    fn the_mediateur_needs_a_favourite_suit() {
        let err = rules(GameId::Mediateur, Options::default()).unwrap_err();
        assert!(err.to_string().contains("favourite_suit"), "{err}");
    }

    #[test]
    fn quadrille_variants_are_refused_at_the_mediateur() {
        let o = Options {
            favourite_suit: Some(Suit::Hearts),
            contre: true,
            ..Options::default()
        };
        assert!(rules(GameId::Mediateur, o).is_err());
    }

    #[test]
    fn favourite_doubles_and_turk_quadruples() {
        let o = Options {
            favourite_suit: Some(Suit::Hearts),
            turk_suit: Some(Suit::Clubs),
            ..Options::default()
        };
        let r = rules(GameId::Mediateur, o).unwrap();
        assert_eq!(r.favour(Suit::Hearts), 2);
        assert_eq!(r.favour(Suit::Clubs), 4);
        assert_eq!(r.favour(Suit::Spades), 1);
    }

    #[test]
    fn the_last_tour_is_double_and_the_play_off_simple() {
        let r = rules(GameId::Quadrille, Options::default()).unwrap();
        assert_eq!(r.tour_of(37), 10);
        assert_eq!(r.doubling(10, None), 2);
        assert_eq!(r.doubling(9, None), 1);
        assert_eq!(r.doubling(11, None), 1);
        assert_eq!(r.doubling(11, Some(true)), 2);
    }

    #[test]
    fn options_refuse_unknown_keys() {
        let v = serde_json::json!({"tours": 10, "bogus": true});
        assert!(serde_json::from_value::<Options>(v).is_err());
    }
}
