//! The options of the quadrille family (spec §7) and the game parameters they resolve to
//! (spec §3.2).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::domain::Reason;
use crate::games::counters::sum;
use crate::games::{DealError, GameId, Msg};
use crate::msg;

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

    /// The suit's name for a player.
    pub fn label(self) -> Msg {
        match self {
            Suit::Spades => msg!("quadrille-suit-spades"),
            Suit::Clubs => msg!("quadrille-suit-clubs"),
            Suit::Hearts => msg!("quadrille-suit-hearts"),
            Suit::Diamonds => msg!("quadrille-suit-diamonds"),
        }
    }

    /// Every suit as a choice: its JSON name and its label.
    pub fn choices() -> Vec<(String, Msg)> {
        Suit::ALL
            .iter()
            .map(|s| (s.slug().to_owned(), s.label()))
            .collect()
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

    /// The card's name for a player.
    pub fn label(self) -> Msg {
        match self {
            Matador::Spadille => msg!("quadrille-matador-spadille"),
            Matador::Manille => msg!("quadrille-matador-manille"),
            Matador::Baste => msg!("quadrille-matador-baste"),
        }
    }

    /// The reason of the dealer's poulan for this matador (spec §3.3 step 2).
    pub fn poulan_reason(self) -> Reason {
        match self {
            Matador::Spadille => Reason::new("poulan_spadille"),
            Matador::Manille => Reason::new("poulan_manille"),
            Matador::Baste => Reason::new("poulan_baste"),
        }
    }

    /// The reason of the matador pool collected by this matador's holder.
    pub fn pool_reason(self) -> Reason {
        match self {
            Matador::Spadille => Reason::new("pool_spadille"),
            Matador::Manille => Reason::new("pool_manille"),
            Matador::Baste => Reason::new("pool_baste"),
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

impl MatadorPayment {
    /// Every way, as a choice: its JSON name and its label.
    pub fn choices() -> Vec<(String, Msg)> {
        [
            MatadorPayment::Reunion,
            MatadorPayment::PerMatador,
            MatadorPayment::FlatFiche,
        ]
        .into_iter()
        .map(|m| {
            let (slug, label) = match m {
                MatadorPayment::Reunion => ("reunion", msg!("quadrille-matador-payment-reunion")),
                MatadorPayment::PerMatador => {
                    ("per_matador", msg!("quadrille-matador-payment-per-matador"))
                }
                MatadorPayment::FlatFiche => {
                    ("flat_fiche", msg!("quadrille-matador-payment-flat-fiche"))
                }
            };
            (slug.to_owned(), label)
        })
        .collect()
    }
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
    /// The doubled tours (`[10]`; Tritrille `[12]`; Piquemédrille `[10, 20]`).
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

/// The five games of this module, each named once: a [`GameId`] of the registry is turned
/// into a `Variant` here (by the table [`Variant::ALL`], so no match over [`GameId`] has a
/// catch-all arm), and every rule that differs between the games matches on `Variant`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// Common Quadrille (spec §4).
    Quadrille,
    /// The Médiateur treatise (spec §5).
    Mediateur,
    /// Solitaire à quatre (spec §6.1).
    SolitaireQuatre,
    /// Tritrille, for three (spec §6.2).
    Tritrille,
    /// Piquemédrille, for two (spec §6.3).
    Piquemedrille,
}

impl Variant {
    /// Every game of the family with its registry id.
    pub const ALL: [(GameId, Variant); 5] = [
        (GameId::Quadrille, Variant::Quadrille),
        (GameId::Mediateur, Variant::Mediateur),
        (GameId::SolitaireQuatre, Variant::SolitaireQuatre),
        (GameId::Tritrille, Variant::Tritrille),
        (GameId::Piquemedrille, Variant::Piquemedrille),
    ];

    /// The game of this family behind `game`, `None` for a game of another family.
    pub fn of(game: GameId) -> Option<Variant> {
        Variant::ALL
            .iter()
            .find(|(id, _)| *id == game)
            .map(|(_, v)| *v)
    }

    /// The registry id.
    pub fn id(self) -> GameId {
        match self {
            Variant::Quadrille => GameId::Quadrille,
            Variant::Mediateur => GameId::Mediateur,
            Variant::SolitaireQuatre => GameId::SolitaireQuatre,
            Variant::Tritrille => GameId::Tritrille,
            Variant::Piquemedrille => GameId::Piquemedrille,
        }
    }

    /// Quadrille rules or Médiateur rules.
    pub fn family(self) -> Family {
        match self {
            Variant::Quadrille => Family::Quadrille,
            Variant::Mediateur
            | Variant::SolitaireQuatre
            | Variant::Tritrille
            | Variant::Piquemedrille => Family::Mediateur,
        }
    }

    /// The seats (4; Tritrille 3; Piquemédrille 2; spec §1.1, §6).
    pub fn seats(self) -> usize {
        match self {
            Variant::Quadrille | Variant::Mediateur | Variant::SolitaireQuatre => 4,
            Variant::Tritrille => 3,
            Variant::Piquemedrille => 2,
        }
    }

    /// The length of the partie in tours and its doubled tours (spec §7: 10 and `[10]`;
    /// Tritrille 12 and `[12]`; Piquemédrille 20 and `[10, 20]`).
    pub fn tour_defaults(self) -> (u32, &'static [u32]) {
        match self {
            Variant::Quadrille | Variant::Mediateur | Variant::SolitaireQuatre => (10, &[10]),
            Variant::Tritrille => (12, &[12]),
            Variant::Piquemedrille => (20, &[10, 20]),
        }
    }

    /// *G*, *j*, *F*: the dealer's fiches, each player's game jetons, the beast factor
    /// (spec §3.2: Quadrille 10, 1, 4; Piquemédrille 10, 2, 2; else 20, 2, 4).
    pub fn stakes(self) -> (i64, i64, i64) {
        match self {
            Variant::Quadrille => (10, 1, 4),
            Variant::Piquemedrille => (10, 2, 2),
            Variant::Mediateur | Variant::SolitaireQuatre | Variant::Tritrille => (20, 2, 4),
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
pub struct Rules<'a> {
    /// The game.
    pub variant: Variant,
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
    pub double_tours: Cow<'a, [u32]>,
    /// Own tricks below which a losing asker is beasted alone.
    pub alone_threshold: i64,
    /// Tricks in a deal.
    pub total_tricks: i64,
    /// Tricks needed to win.
    pub win_tricks: i64,
    /// The options as given.
    pub options: &'a Options,
}

impl Family {
    /// Own tricks below which a losing asker is beasted alone (3 Quadrille, 4 Médiateur).
    pub fn alone_threshold(self) -> i64 {
        match self {
            Family::Quadrille => 3,
            Family::Mediateur => 4,
        }
    }
}

fn option_error(detail: Msg) -> DealError {
    DealError::Options { detail }
}

impl<'a> Rules<'a> {
    /// Checks the options against the game and resolves the parameters (spec §7).
    ///
    /// # Errors
    /// [`DealError::Options`] naming the option at fault.
    pub fn new(game: GameId, players: usize, options: &'a Options) -> Result<Self, DealError> {
        let o = options;
        let Some(variant) = Variant::of(game) else {
            return Err(option_error(msg!(
                "quadrille-bad-option-not-family",
                game = game
            )));
        };
        let family = variant.family();
        if o.unit != "jeton" {
            return Err(option_error(msg!(
                "quadrille-bad-option-unit",
                unit = o.unit.as_str()
            )));
        }
        if o.fiche != 10 {
            return Err(option_error(msg!(
                "quadrille-bad-option-fiche",
                fiche = o.fiche
            )));
        }
        if o.contrat != 100 {
            return Err(option_error(msg!(
                "quadrille-bad-option-contrat",
                contrat = o.contrat
            )));
        }
        if o.start_counters < 0 {
            return Err(option_error(msg!(
                "quadrille-bad-option-negative",
                option = "start_counters"
            )));
        }
        if family == Family::Mediateur {
            for (name, on) in [
                ("four_tricks_remise", o.four_tricks_remise),
                ("contre", o.contre),
                ("roi_rendu", o.roi_rendu),
                ("mediateur_nf", o.mediateur_nf),
            ] {
                if on {
                    return Err(option_error(msg!(
                        "quadrille-bad-option-quadrille-only",
                        option = name,
                        game = game
                    )));
                }
            }
            let Some(favourite) = o.favourite_suit else {
                return Err(option_error(msg!(
                    "quadrille-bad-option-favourite-required",
                    game = game
                )));
            };
            if o.turk_suit == Some(favourite) {
                return Err(option_error(msg!("quadrille-bad-option-turk-is-favourite")));
            }
            if o.accolade_fee < 0 {
                return Err(option_error(msg!(
                    "quadrille-bad-option-negative",
                    option = "accolade_fee"
                )));
            }
        }
        if o.cards_fee < 0 {
            return Err(option_error(msg!(
                "quadrille-bad-option-negative",
                option = "cards_fee"
            )));
        }
        let (default_tours, default_double) = variant.tour_defaults();
        let tours = o.tours.unwrap_or(default_tours);
        if tours == 0 {
            return Err(option_error(msg!("quadrille-bad-option-tours-zero")));
        }
        let double_tours = Cow::Borrowed(o.double_tours.as_deref().unwrap_or(default_double));
        if double_tours.contains(&0) {
            return Err(option_error(msg!("quadrille-bad-option-double-tours-zero")));
        }
        let default_alone = family.alone_threshold();
        let alone_threshold = o.alone_threshold.unwrap_or(default_alone);
        if !(3..=4).contains(&alone_threshold) {
            return Err(option_error(msg!(
                "quadrille-bad-option-alone-threshold",
                got = alone_threshold
            )));
        }
        let total_tricks = o.total_tricks.unwrap_or(10);
        if total_tricks != 10 && !(total_tricks == 12 && variant == Variant::Tritrille) {
            return Err(option_error(msg!(
                "quadrille-bad-option-total-tricks",
                got = total_tricks
            )));
        }
        let win_tricks = o.win_tricks.unwrap_or(total_tricks / 2 + 1);
        if win_tricks <= total_tricks / 2 || win_tricks > total_tricks {
            return Err(option_error(msg!(
                "quadrille-bad-option-win-tricks",
                got = win_tricks,
                total = total_tricks
            )));
        }
        let init = &o.initial_state;
        if init.pot < 0
            || init.game_units < 0
            || init.pending_beasts.iter().any(|b| *b <= 0)
            || init.matador_pool.named().iter().any(|(_, v)| **v < 0)
        {
            return Err(option_error(msg!("quadrille-bad-option-initial-negative")));
        }
        if init.beast_on_game && init.pot == 0 {
            return Err(option_error(msg!(
                "quadrille-bad-option-initial-beast-on-game"
            )));
        }
        let (game_fiches, jetons, beast_factor) = variant.stakes();
        let poulans = (family == Family::Mediateur && o.poulans_matadors).then_some(ByMatador {
            spadille: 20,
            manille: 10,
            baste: 10,
        });
        Ok(Rules {
            variant,
            family,
            players,
            game_fiches,
            jetons,
            beast_factor,
            poulans,
            king_exchanged: variant != Variant::Piquemedrille,
            tours,
            double_tours,
            alone_threshold,
            total_tricks,
            win_tricks,
            options: o,
        })
    }

    /// The game (its name in a message is the registry's in the message's language).
    pub fn game_id(&self) -> GameId {
        self.variant.id()
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

    fn rules(game: GameId, options: Options) -> Result<Rules<'static>, DealError> {
        let seats = Variant::of(game).map_or(4, Variant::seats);
        Rules::new(game, seats, Box::leak(Box::new(options)))
    }

    #[test]
    fn quadrille_stakes_are_one_fiche_and_one_jeton() {
        let r = rules(GameId::Quadrille, Options::default()).unwrap();
        assert_eq!((r.game_fiches, r.jetons, r.beast_factor), (10, 1, 4));
        assert_eq!(r.poulans, None);
        assert_eq!((r.tours, r.double_tours.to_vec()), (10, vec![10]));
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
        assert_eq!((r.tours, r.double_tours.to_vec()), (20, vec![10, 20]));
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
