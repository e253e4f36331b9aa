//! The facts of one Reversis deal as the score-keeper enters them (spec section 2), their
//! checks (spec 2.3), and the deal-entry form.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::State;
use super::{Options, Rules};
use crate::games::{DealError, Faults, Field, FieldKind, Msg, Table};
use crate::msg;

/// A suit, as the vectors write it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// Spades.
    S,
    /// Hearts (the Académie doubles the ace of hearts, XVI).
    H,
    /// Diamonds (the Hague doubles the ace of diamonds, Art. XXIV).
    D,
    /// Clubs.
    C,
}

impl Suit {
    /// Every suit, in the vectors' order.
    pub const ALL: [Suit; 4] = [Suit::S, Suit::H, Suit::D, Suit::C];

    /// The suit's letter, as the vectors write it.
    pub fn code(self) -> &'static str {
        match self {
            Suit::S => "S",
            Suit::H => "H",
            Suit::D => "D",
            Suit::C => "C",
        }
    }

    /// The suit's name.
    pub fn name(self) -> Msg {
        match self {
            Suit::S => msg!("reversis-suit-spades"),
            Suit::H => msg!("reversis-suit-hearts"),
            Suit::D => msg!("reversis-suit-diamonds"),
            Suit::C => msg!("reversis-suit-clubs"),
        }
    }
}

/// The hand that makes an Espagnolette (Hague Art. XXXIV), informative.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum EspagnoletteHand {
    /// The four aces.
    #[serde(rename = "4 aces")]
    FourAces,
    /// Three aces and the Quinola.
    #[serde(rename = "3 aces + quinola")]
    ThreeAcesQuinola,
    /// Four aces and the Quinola.
    #[serde(rename = "4 aces + quinola")]
    FourAcesQuinola,
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One event of a deal (spec 2.1). `trick` is the trick number, from 1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// The Quinola thrown in renounce by `player` on a trick `taker` won.
    QuinolaPlaced {
        /// The placer.
        player: String,
        /// The winner of the trick.
        taker: String,
        /// The trick.
        trick: u32,
    },
    /// The Quinola played by its holder `player` on a heart led by `forcer`.
    QuinolaForced {
        /// The holder.
        player: String,
        /// The player who led the heart.
        forcer: String,
        /// The trick.
        trick: u32,
    },
    /// The Quinola led ("gorged") by its holder.
    QuinolaLed {
        /// The holder.
        player: String,
        /// The trick.
        trick: u32,
        /// Whether the Partie winner claimed what he is owed (Hague Art. XXVII).
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        claimed: bool,
    },
    /// An ace thrown in renounce.
    AcePlaced {
        /// Its suit.
        suit: Suit,
        /// The placer.
        player: String,
        /// The winner of the trick.
        taker: String,
        /// The trick.
        trick: u32,
    },
    /// An ace played following suit on another player's lead.
    AceForced {
        /// Its suit.
        suit: Suit,
        /// The holder.
        player: String,
        /// The leader of the suit.
        forcer: String,
        /// The trick.
        trick: u32,
    },
    /// An ace led by its holder.
    AceLed {
        /// Its suit.
        suit: Suit,
        /// The holder.
        player: String,
        /// The trick.
        trick: u32,
        /// Whether the Partie winner claimed it (Hague Art. XXVII).
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        claimed: bool,
    },
    /// One player took every trick.
    ReversisMade {
        /// The Reversis player.
        player: String,
    },
    /// Hague: the player took the first nine tricks and `breaker` took trick 10 or 11.
    ReversisBroken {
        /// The undertaker.
        player: String,
        /// The first other player to take one of the last two tricks.
        breaker: String,
    },
    /// Hague: the player held an Espagnolette and used its privilege (Art. XXXIV-XLIV).
    Espagnolette {
        /// The holder.
        player: String,
        /// What made it (informative).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand: Option<EspagnoletteHand>,
    },
    /// An unlawful renounce (revoke).
    Renounce {
        /// Who revoked.
        player: String,
    },
    /// A card played before one's turn.
    OutOfTurn {
        /// Who played it.
        player: String,
    },
    /// Hague: looked at his talon card, then discarded (Art. L).
    SawTalonCard {
        /// Who.
        player: String,
    },
    /// Hague: took his talon card without discarding (Art. LI).
    TookWithoutDiscard {
        /// Who.
        player: String,
    },
    /// Hague: discarded two cards and played with ten (Art. LIII).
    ShortHand {
        /// Who.
        player: String,
    },
    /// Hague: misdeal bought back by the dealer, who redealt (Art. XLVII).
    MisdealRedeal {
        /// The dealer.
        player: String,
    },
    /// Hague: misdeal; the dealer lost his deal without buying it back (Art. XLVII).
    MisdealPassed {
        /// The dealer.
        player: String,
    },
    /// Hague: misdeal noticed after the ecart (Art. XLVIII): the coup is void.
    MisdealLate {
        /// The dealer.
        player: String,
    },
}

impl Event {
    fn kind(&self) -> &'static str {
        match self {
            Event::QuinolaPlaced { .. } => "quinola_placed",
            Event::QuinolaForced { .. } => "quinola_forced",
            Event::QuinolaLed { .. } => "quinola_led",
            Event::AcePlaced { .. } => "ace_placed",
            Event::AceForced { .. } => "ace_forced",
            Event::AceLed { .. } => "ace_led",
            Event::ReversisMade { .. } => "reversis_made",
            Event::ReversisBroken { .. } => "reversis_broken",
            Event::Espagnolette { .. } => "espagnolette",
            Event::Renounce { .. } => "renounce",
            Event::OutOfTurn { .. } => "out_of_turn",
            Event::SawTalonCard { .. } => "saw_talon_card",
            Event::TookWithoutDiscard { .. } => "took_without_discard",
            Event::ShortHand { .. } => "short_hand",
            Event::MisdealRedeal { .. } => "misdeal_redeal",
            Event::MisdealPassed { .. } => "misdeal_passed",
            Event::MisdealLate { .. } => "misdeal_late",
        }
    }

    /// Whether the event exists only in the Hague rules.
    fn hague_only(&self) -> bool {
        matches!(
            self,
            Event::ReversisBroken { .. }
                | Event::Espagnolette { .. }
                | Event::SawTalonCard { .. }
                | Event::TookWithoutDiscard { .. }
                | Event::ShortHand { .. }
                | Event::MisdealRedeal { .. }
                | Event::MisdealPassed { .. }
                | Event::MisdealLate { .. }
        )
    }

    /// The Quinola (no suit) or an ace played: its suit, holder, how and trick.
    fn card_play(&self) -> Option<(Option<Suit>, &str, HowPlayed<'_>, u32)> {
        use HowPlayed::{Forced, Led, Placed};
        Some(match self {
            Event::QuinolaPlaced {
                player,
                taker,
                trick,
            } => (None, player, Placed(taker), *trick),
            Event::QuinolaForced {
                player,
                forcer,
                trick,
            } => (None, player, Forced(forcer), *trick),
            Event::QuinolaLed {
                player,
                trick,
                claimed,
            } => (None, player, Led(*claimed), *trick),
            Event::AcePlaced {
                suit,
                player,
                taker,
                trick,
            } => (Some(*suit), player, Placed(taker), *trick),
            Event::AceForced {
                suit,
                player,
                forcer,
                trick,
            } => (Some(*suit), player, Forced(forcer), *trick),
            Event::AceLed {
                suit,
                player,
                trick,
                claimed,
            } => (Some(*suit), player, Led(*claimed), *trick),
            _ => return None,
        })
    }
}

/// How a card event says the card was played, names not yet resolved.
#[derive(Debug, Clone, Copy)]
enum HowPlayed<'a> {
    /// On the trick of the named taker.
    Placed(&'a str),
    /// On the named forcer's lead.
    Forced(&'a str),
    /// Led; whether claimed.
    Led(bool),
}

/// One deal as entered (spec section 2), field names identical for both rule sets.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    /// Who dealt.
    pub dealer: String,
    /// Card points in each player's tricks (spec 1.4); absent on a void record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<BTreeMap<String, i64>>,
    /// Tricks each player took; absent on a void record, and may be left out of an
    /// ordinary deal where they decide nothing (see `Facts::parse`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<BTreeMap<String, i64>>,
    /// Hague: the points of the ecart at ecart values (ace of diamonds 5, Quinola 4).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ecart_points: Option<i64>,
    /// What happened (may be empty).
    #[serde(default)]
    pub events: Vec<Event>,
    /// Hague: the coup is annulled by a misdeal; only its fine is applied.
    #[serde(default, skip_serializing_if = "is_false")]
    pub void: bool,
}

/// How a card (the Quinola or an ace) was played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Play {
    /// Thrown in renounce on `taker`'s trick.
    Placed { taker: usize },
    /// Played following suit on `forcer`'s lead.
    Forced { forcer: usize },
    /// Led by its holder; `claimed` by the Partie winner (Hague).
    Led { claimed: bool },
}

/// The Quinola or an ace, played by `player` at `trick`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct CardPlay {
    pub player: usize,
    pub play: Play,
    pub trick: u32,
}

/// A Reversis entered as an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ReversisFact {
    Made(usize),
    Broken { undertaker: usize, breaker: usize },
}

/// A misdeal (Hague Art. XLVII, XLVIII).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Misdeal {
    Redeal,
    Passed,
    Late,
}

/// A deal with names resolved to seats and the spec's checks passed.
#[derive(Debug, Clone, Default)]
pub(super) struct Facts {
    pub n: usize,
    /// The players' names, in seat order (for the messages).
    pub names: Vec<String>,
    pub dealer: usize,
    pub void: bool,
    pub points: Vec<i64>,
    /// The tricks, when they were entered (they are asked only when they decide).
    pub tricks: Option<Vec<i64>>,
    pub ecart_points: i64,
    pub quinola: Option<CardPlay>,
    pub aces: Vec<(Suit, CardPlay)>,
    pub reversis: Option<ReversisFact>,
    pub espagnolette: Option<usize>,
    pub renounce: Vec<usize>,
    pub out_of_turn: Vec<usize>,
    pub saw_talon_card: Vec<usize>,
    pub took_without_discard: Vec<usize>,
    pub short_hand: Vec<usize>,
    pub misdeal: Option<Misdeal>,
}

impl Facts {
    /// Tricks taken by `p` (0 when the tricks were not entered: [`Facts::parse`] asks for
    /// them wherever they decide).
    pub fn tricks_of(&self, p: usize) -> i64 {
        self.tricks
            .as_ref()
            .and_then(|t| t.get(p))
            .copied()
            .unwrap_or(0)
    }

    /// Whether `p` took a trick: his tricks, or, when they were not entered, his points (a
    /// trick with points is a trick; [`Facts::parse`] asks for the tricks when a player
    /// whose entering matters has no points).
    pub fn took_a_trick(&self, p: usize) -> bool {
        match &self.tricks {
            Some(_) => self.tricks_of(p) > 0,
            None => self.points_of(p) > 0,
        }
    }

    /// Checks that the tricks were entered if they break a tie: among `candidates`, those
    /// with the most points (`most`) or the fewest, when several.
    ///
    /// # Errors
    /// [`DealError::Missing`] on `tricks`, naming the tied players.
    pub fn tricks_for_a_tie(&self, candidates: &[usize], most: bool) -> Result<(), DealError> {
        if self.tricks.is_some() {
            return Ok(());
        }
        let points = candidates.iter().map(|&p| self.points_of(p));
        let Some(best) = (if most { points.max() } else { points.min() }) else {
            return Ok(());
        };
        let tied: Vec<&str> = candidates
            .iter()
            .filter(|&&p| self.points_of(p) == best)
            .map(|&p| self.names.get(p).map_or("?", String::as_str))
            .collect();
        if tied.len() > 1 {
            return Err(DealError::missing(
                "tricks",
                msg!(
                    "reversis-when-tie",
                    players = tied.join(", "),
                    points = best
                ),
            ));
        }
        Ok(())
    }

    /// Points taken by `p`.
    pub fn points_of(&self, p: usize) -> i64 {
        self.points.get(p).copied().unwrap_or(0)
    }

    /// The Reversis player, made or broken (spec 3.3, 4.2): the event, or a player who took
    /// every trick (when the tricks were not entered, two players had points: nobody took
    /// every trick).
    pub fn reversis(&self, all: i64) -> Option<ReversisFact> {
        self.reversis.or_else(|| {
            self.tricks.as_ref()?;
            (0..self.n)
                .find(|&p| self.tricks_of(p) == all)
                .map(ReversisFact::Made)
        })
    }

    /// Resolves and checks one deal (spec 2 and 2.3): every independent fault, in this
    /// order (the dealer, each event, the counts, the ecart, the events against the
    /// counts); a check resting on a fact at fault is skipped (the counts on a player's
    /// box left out, the events' tricks on counts that do not add up).
    ///
    /// # Errors
    /// A [`DealError`] naming the field at fault, or [`DealError::Several`].
    pub fn parse(table: &Table<Options>, deal: &Deal) -> Result<Facts, DealError> {
        let opts = &table.options;
        let n = table.len();
        let all = opts.tricks_per_deal(n);
        let hague = opts.rules == Rules::LaHaye1785;
        let mut faults = Faults::new();
        let dealer = faults.take(table.seat_of("dealer", &deal.dealer));
        let mut f = Facts {
            n,
            names: table.players.clone(),
            dealer: dealer.map_or(0, |s| s.index()),
            void: deal.void,
            ..Facts::default()
        };
        for (i, ev) in deal.events.iter().enumerate() {
            faults.check(f.event(table, deal, dealer.is_some(), i, ev));
        }

        if deal.void {
            faults.check(f.check_void(deal, hague));
            return faults.finish(f);
        }
        if matches!(f.misdeal, Some(Misdeal::Passed | Misdeal::Late)) {
            faults.push(DealError::invalid(
                "events",
                msg!("reversis-misdeal-makes-void"),
            ));
        }

        let points = faults.take(per_player(table, "points", deal.points.as_ref()));
        let tricks = match &deal.tricks {
            Some(map) => faults.take(per_player(table, "tricks", Some(map)).map(Some)),
            None => Some(None),
        };
        // The counts rest on every box read.
        let counted = match (points, tricks) {
            (Some(points), Some(tricks)) => {
                f.points = points;
                f.tricks = tricks;
                let counts = faults.take(f.check_counts(opts, all)).is_some();
                faults.check(f.check_tricks_needed());
                Some(counts)
            }
            _ => None,
        };
        if hague {
            match deal.ecart_points {
                Some(e) => {
                    f.ecart_points = e;
                    if counted.is_some() {
                        faults.check(f.check_ecart());
                    }
                }
                None => faults.push(DealError::missing(
                    "ecart_points",
                    msg!("reversis-when-hague"),
                )),
            }
        }
        if counted == Some(true) {
            faults.check(f.check_events(table, all));
        }
        faults.finish(f)
    }

    /// Reads event `i` of `deal` into the facts (`dealer_known`: whether the deal's dealer
    /// is one of the table, which a misdeal is checked against).
    fn event(
        &mut self,
        table: &Table<Options>,
        deal: &Deal,
        dealer_known: bool,
        i: usize,
        ev: &Event,
    ) -> Result<(), DealError> {
        let opts = &table.options;
        let n = table.len();
        let max_trick = u32::try_from(opts.tricks_per_deal(n)).unwrap_or(0);
        let hague = opts.rules == Rules::LaHaye1785;
        let seat = |field: String, name: &str| table.seat_of(&field, name).map(|s| s.index());
        let trick_ok = |field: String, t: u32| {
            if (1..=max_trick).contains(&t) {
                Ok(t)
            } else {
                Err(DealError::invalid(
                    field,
                    msg!("reversis-trick-out-of-range", trick = t, max = max_trick),
                ))
            }
        };
        let f = self;
        let at = |k: &str| format!("events[{i}].{k}");
        if ev.hague_only() && !hague {
            return Err(DealError::invalid(
                format!("events[{i}].type"),
                msg!("reversis-hague-only", event = ev.kind()),
            ));
        }
        if let Some((suit, player, how, trick)) = ev.card_play() {
            let player = seat(at("player"), player)?;
            let play = match how {
                HowPlayed::Placed(taker) => Play::Placed {
                    taker: seat(at("taker"), taker)?,
                },
                HowPlayed::Forced(forcer) => Play::Forced {
                    forcer: seat(at("forcer"), forcer)?,
                },
                HowPlayed::Led(claimed) => Play::Led { claimed },
            };
            let card = CardPlay {
                player,
                play,
                trick: trick_ok(at("trick"), trick)?,
            };
            return match suit {
                None => f.set_quinola(i, card),
                Some(suit) => f.add_ace(i, suit, card),
            };
        }
        match ev {
            Event::QuinolaPlaced { .. }
            | Event::QuinolaForced { .. }
            | Event::QuinolaLed { .. }
            | Event::AcePlaced { .. }
            | Event::AceForced { .. }
            | Event::AceLed { .. } => {} // the card events, resolved above
            Event::ReversisMade { player } => {
                let r = ReversisFact::Made(seat(at("player"), player)?);
                f.set_reversis(i, r)?;
            }
            Event::ReversisBroken { player, breaker } => {
                let undertaker = seat(at("player"), player)?;
                let breaker = seat(at("breaker"), breaker)?;
                if undertaker == breaker {
                    return Err(DealError::invalid(
                        at("breaker"),
                        msg!("reversis-breaker-is-undertaker"),
                    ));
                }
                f.set_reversis(
                    i,
                    ReversisFact::Broken {
                        undertaker,
                        breaker,
                    },
                )?;
            }
            Event::Espagnolette { player, .. } => {
                if f.espagnolette.is_some() {
                    return Err(DealError::invalid(
                        format!("events[{i}]"),
                        msg!("reversis-one-espagnolette"),
                    ));
                }
                f.espagnolette = Some(seat(at("player"), player)?);
            }
            Event::Renounce { player } => f.renounce.push(seat(at("player"), player)?),
            Event::OutOfTurn { player } => f.out_of_turn.push(seat(at("player"), player)?),
            Event::SawTalonCard { player } => {
                f.saw_talon_card.push(seat(at("player"), player)?);
            }
            Event::TookWithoutDiscard { player } => {
                f.took_without_discard.push(seat(at("player"), player)?);
            }
            Event::ShortHand { player } => f.short_hand.push(seat(at("player"), player)?),
            Event::MisdealRedeal { player }
            | Event::MisdealPassed { player }
            | Event::MisdealLate { player } => {
                let by = seat(at("player"), player)?;
                if dealer_known && by != f.dealer {
                    return Err(DealError::invalid(
                        at("player"),
                        msg!("reversis-misdeal-not-dealer", dealer = &deal.dealer),
                    ));
                }
                if f.misdeal.is_some() {
                    return Err(DealError::invalid(
                        format!("events[{i}]"),
                        msg!("reversis-one-misdeal"),
                    ));
                }
                f.misdeal = Some(match ev {
                    Event::MisdealRedeal { .. } => Misdeal::Redeal,
                    Event::MisdealPassed { .. } => Misdeal::Passed,
                    _ => Misdeal::Late,
                });
            }
        }
        Ok(())
    }

    fn set_quinola(&mut self, i: usize, card: CardPlay) -> Result<(), DealError> {
        if self.quinola.is_some() {
            return Err(DealError::invalid(
                format!("events[{i}]"),
                msg!("reversis-second-quinola"),
            ));
        }
        check_other(i, &card)?;
        self.quinola = Some(card);
        Ok(())
    }

    fn add_ace(&mut self, i: usize, suit: Suit, card: CardPlay) -> Result<(), DealError> {
        if self.aces.iter().any(|(s, _)| *s == suit) {
            return Err(DealError::invalid(
                format!("events[{i}].suit"),
                msg!("reversis-ace-twice", suit = suit.name()),
            ));
        }
        check_other(i, &card)?;
        self.aces.push((suit, card));
        Ok(())
    }

    fn set_reversis(&mut self, i: usize, r: ReversisFact) -> Result<(), DealError> {
        if self.reversis.is_some() {
            return Err(DealError::invalid(
                format!("events[{i}]"),
                msg!("reversis-one-reversis"),
            ));
        }
        self.reversis = Some(r);
        Ok(())
    }

    fn check_void(&mut self, deal: &Deal, hague: bool) -> Result<(), DealError> {
        if !hague {
            return Err(DealError::invalid("void", msg!("reversis-void-academie")));
        }
        if deal.points.is_some() || deal.tricks.is_some() || deal.ecart_points.is_some() {
            return Err(DealError::invalid("void", msg!("reversis-void-has-counts")));
        }
        let only_fine = deal.events.len() <= 1
            && deal
                .events
                .iter()
                .all(|e| matches!(e, Event::MisdealPassed { .. } | Event::MisdealLate { .. }));
        if !only_fine {
            return Err(DealError::invalid("events", msg!("reversis-void-events")));
        }
        self.void = true;
        Ok(())
    }

    fn check_counts(&self, opts: &Options, all: i64) -> Result<(), DealError> {
        let mut sum_tricks: i64 = 0;
        let mut sum_points: i64 = 0;
        let per_trick = match (opts.rules, self.n) {
            (Rules::LaHaye1785, _) => 16,
            (Rules::Academie, 5) => 24,
            (Rules::Academie, _) => 20,
        };
        let tricks = self.tricks.is_some();
        for p in 0..self.n {
            let (t, pts) = (self.tricks_of(p), self.points_of(p));
            if t < 0 || pts < 0 {
                return Err(DealError::invalid(
                    if t < 0 { "tricks" } else { "points" },
                    msg!("reversis-negative-count"),
                ));
            }
            if tricks && t == 0 && pts > 0 {
                return Err(DealError::invalid(
                    "points",
                    msg!("reversis-points-without-trick", points = pts),
                ));
            }
            if tricks && pts > t.saturating_mul(per_trick) {
                return Err(DealError::invalid(
                    "points",
                    msg!("reversis-points-beyond-tricks", points = pts, tricks = t),
                ));
            }
            sum_tricks = sum_tricks.saturating_add(t);
            sum_points = sum_points.saturating_add(pts);
        }
        if tricks && sum_tricks != all {
            return Err(DealError::TricksDoNotAddUp {
                expected: u32::try_from(all).unwrap_or(0),
                got: u32::try_from(sum_tricks).unwrap_or(u32::MAX),
            });
        }
        let pack_points = match opts.rules {
            Rules::LaHaye1785 => 40,
            Rules::Academie => 56,
        };
        if sum_points > pack_points {
            return Err(DealError::invalid(
                "points",
                msg!(
                    "reversis-points-beyond-pack",
                    sum = sum_points,
                    pack = pack_points
                ),
            ));
        }
        Ok(())
    }

    /// Spec 2.3: the ecart's points at trick values `e = 40 - sum(points)`, and the ecart
    /// values add 1 for the ace of diamonds and 3 for the Quinola (Art. VI).
    fn check_ecart(&self) -> Result<(), DealError> {
        let short = !self.short_hand.is_empty();
        let max = if short { 21 } else { 17 };
        if !(0..=max).contains(&self.ecart_points) {
            return Err(DealError::invalid(
                "ecart_points",
                msg!("reversis-ecart-range", max = max, got = self.ecart_points),
            ));
        }
        let e = 40 - self.points.iter().sum::<i64>();
        let max_e = if short { 19 } else { 16 };
        if e > max_e {
            return Err(DealError::invalid(
                "points",
                msg!(
                    "reversis-ecart-too-full",
                    in_tricks = 40 - e,
                    ecart = e,
                    max = max_e
                ),
            ));
        }
        let quinola_in_ecart = self.quinola.is_none();
        let diamond_ace_played = self.aces.iter().any(|(s, _)| *s == Suit::D);
        let diff = self.ecart_points - e;
        let ok = match diff {
            0 => !quinola_in_ecart,
            1 => !quinola_in_ecart && !diamond_ace_played,
            3 => quinola_in_ecart,
            4 => quinola_in_ecart && !diamond_ace_played,
            _ => false,
        };
        if !ok {
            return Err(DealError::invalid(
                "ecart_points",
                msg!(
                    "reversis-ecart-mismatch",
                    ecart_points = self.ecart_points,
                    left = e
                ),
            ));
        }
        Ok(())
    }

    /// The tricks may be left out of a deal where they decide nothing (the Partie or the
    /// Talon goes from the most points to the fewest, the tricks only breaking ties, which
    /// [`Facts::by_points`] asks about). They are asked for a Reversis (made or broken,
    /// counted in tricks), when at most one player has points (he may have taken every
    /// trick), and when the Espagnolette has no points (his taking a trick changes
    /// everything, spec 3.7).
    fn check_tricks_needed(&self) -> Result<(), DealError> {
        if self.tricks.is_some() {
            return Ok(());
        }
        let name = |p: usize| self.names.get(p).map_or("?", String::as_str).to_owned();
        if self.reversis.is_some() {
            return Err(DealError::missing("tricks", msg!("reversis-when-reversis")));
        }
        let scorers: Vec<usize> = (0..self.n).filter(|&p| self.points_of(p) > 0).collect();
        if let [only] = scorers.as_slice() {
            return Err(DealError::missing(
                "tricks",
                msg!("reversis-when-one-scorer", player = name(*only)),
            ));
        }
        if let Some(e) = self.espagnolette.filter(|&e| self.points_of(e) == 0) {
            return Err(DealError::missing(
                "tricks",
                msg!("reversis-when-espagnolette", player = name(e)),
            ));
        }
        Ok(())
    }

    fn check_events(&self, table: &Table<Options>, all: i64) -> Result<(), DealError> {
        let name = |p: usize| table.players.get(p).map_or("?", String::as_str).to_owned();
        let cards = self
            .quinola
            .iter()
            .map(|c| (msg!("reversis-card-quinola"), false, c))
            .chain(
                self.aces
                    .iter()
                    .map(|(s, c)| (msg!("reversis-card-ace", suit = s.name()), true, c)),
            );
        for (what, ace, c) in cards {
            let winner = match c.play {
                Play::Placed { taker } => Some(taker),
                // a forced ace wins its trick; a forced Quinola need not
                Play::Forced { .. } if ace => Some(c.player),
                _ => None,
            };
            if let Some(w) = winner.filter(|&w| !self.took_a_trick(w)) {
                let message = if self.tricks.is_some() {
                    msg!(
                        "reversis-taker-without-trick",
                        player = name(w),
                        card = what
                    )
                } else {
                    // The trick holds the card, and the card has points.
                    msg!(
                        "reversis-taker-without-points",
                        player = name(w),
                        card = what
                    )
                };
                return Err(DealError::invalid("events", message));
            }
        }
        match self.reversis {
            Some(ReversisFact::Made(r)) if self.tricks_of(r) != all => {
                return Err(DealError::invalid(
                    "events",
                    msg!(
                        "reversis-made-not-all",
                        player = name(r),
                        tricks = self.tricks_of(r),
                        all = all
                    ),
                ));
            }
            Some(ReversisFact::Broken {
                undertaker,
                breaker,
            }) => {
                let t = self.tricks_of(undertaker);
                if t != all - 1 && t != all - 2 {
                    return Err(DealError::invalid(
                        "events",
                        msg!(
                            "reversis-undertaken-wrong",
                            player = name(undertaker),
                            first = all - 2,
                            tricks = t
                        ),
                    ));
                }
                if self.tricks_of(breaker) == 0 {
                    return Err(DealError::invalid(
                        "events",
                        msg!("reversis-breaker-without-trick", player = name(breaker)),
                    ));
                }
            }
            _ => {}
        }
        Ok(())
    }
}

/// A placed card cannot be taken by its placer, nor a forced one forced by its holder.
fn check_other(i: usize, card: &CardPlay) -> Result<(), DealError> {
    match card.play {
        Play::Placed { taker } if taker == card.player => Err(DealError::invalid(
            format!("events[{i}].taker"),
            msg!("reversis-placed-on-own-trick"),
        )),
        Play::Forced { forcer } if forcer == card.player => Err(DealError::invalid(
            format!("events[{i}].forcer"),
            msg!("reversis-forced-by-holder"),
        )),
        _ => Ok(()),
    }
}

/// A `{player: n}` map as a vector in seat order; every player must be given.
fn per_player(
    table: &Table<Options>,
    field: &str,
    map: Option<&BTreeMap<String, i64>>,
) -> Result<Vec<i64>, DealError> {
    let map = map.ok_or_else(|| DealError::missing(field, msg!("reversis-when-not-void")))?;
    for name in map.keys() {
        table.seat_of(field, name)?;
    }
    table
        .players
        .iter()
        .map(|p| {
            map.get(p).copied().ok_or_else(|| {
                DealError::missing(format!("{field}.{p}"), msg!("reversis-when-every-player"))
            })
        })
        .collect()
}

/// The deal-entry form (spec section 2). The ordinary deal comes first and is essential:
/// the dealer (known: the next one), the points per player, the ecart's points (Hague),
/// and what became of the Quinola. The tricks are folded in their own group: they decide
/// only a tie on points, a Reversis and the Espagnolette, and the engine asks for them
/// then ([`Facts::parse`]). Events are entered in numbered slots of
/// the `events` list (`events[0].type`...), and the rarer ones are folded in short named
/// groups: four slots for the aces, one for the Reversis (and one for the Espagnolette,
/// Hague), three for faults. A slot whose `type` is left empty is no event. The Hague
/// misdeals that void the coup are entries of their own (see `describe::events`).
pub(super) fn form(table: &Table<Options>, state: &State) -> Vec<Field> {
    let opts = &table.options;
    let hague = opts.rules == Rules::LaHaye1785;
    let all = opts.tricks_per_deal(table.len());
    let max_points = if hague { 40 } else { 56 };
    let choice = |pairs: Vec<(&str, Msg)>| FieldKind::Choice {
        options: pairs.into_iter().map(|(v, l)| (v.to_owned(), l)).collect(),
    };
    let trick = FieldKind::Count { min: 1, max: all };
    let player = |name: String, label: Msg| Field::new(&name, label, FieldKind::Player, false);

    let dealer = Field::new(
        "dealer",
        msg!("reversis-field-dealer"),
        FieldKind::Player,
        true,
    );
    let dealer = match super::describe::next_dealer(table, state) {
        Some(name) => dealer.known(name),
        None => dealer,
    };
    let mut fields = vec![
        dealer,
        Field::new(
            "points",
            msg!("reversis-field-points"),
            FieldKind::PerPlayer {
                min: 0,
                max: max_points,
            },
            false,
        )
        .essential(true)
        .with_help(if hague {
            msg!("reversis-help-points-hague")
        } else {
            msg!("reversis-help-points-academie")
        }),
    ];
    if hague {
        fields.push(
            Field::new(
                "ecart_points",
                msg!("reversis-field-ecart-points"),
                FieldKind::Count { min: 0, max: 21 },
                false,
            )
            .essential(true)
            .with_help(msg!("reversis-help-ecart-points")),
        );
    }

    // The Quinola (slot 0): played in most deals, so essential.
    let q = 0;
    let quinola = [
        Field::new(
            &format!("events[{q}].type"),
            msg!("reversis-field-quinola"),
            choice(vec![
                ("quinola_placed", msg!("reversis-quinola-placed")),
                ("quinola_forced", msg!("reversis-quinola-forced")),
                ("quinola_led", msg!("reversis-quinola-led")),
            ]),
            false,
        )
        .with_help(msg!("reversis-help-quinola")),
        player(
            format!("events[{q}].player"),
            msg!("reversis-field-quinola-player"),
        ),
        player(
            format!("events[{q}].taker"),
            msg!("reversis-field-quinola-taker"),
        )
        .with_help(msg!("reversis-help-quinola-taker")),
        player(
            format!("events[{q}].forcer"),
            msg!("reversis-field-quinola-forcer"),
        )
        .with_help(msg!("reversis-help-quinola-forcer")),
        Field::new(
            &format!("events[{q}].trick"),
            msg!("reversis-field-quinola-trick"),
            trick.clone(),
            false,
        ),
    ];
    fields.extend(quinola.into_iter().map(|f| f.essential(true)));

    // The tricks decide only ties, a Reversis and the Espagnolette (asked for then).
    let mut rare = vec![(
        msg!("reversis-group-tricks"),
        Field::new(
            "tricks",
            msg!("reversis-field-tricks"),
            FieldKind::PerPlayer { min: 0, max: all },
            false,
        )
        .with_total(all)
        .with_help(msg!("reversis-help-tricks", all = all)),
    )];

    // The aces (slots 1 to 4).
    let aces = msg!("reversis-group-aces");
    for k in 1..=4u32 {
        let a = k;
        rare.push((
            aces.clone(),
            Field::new(
                &format!("events[{a}].type"),
                msg!("reversis-field-ace", n = k),
                choice(vec![
                    ("ace_placed", msg!("reversis-ace-placed")),
                    ("ace_forced", msg!("reversis-ace-forced")),
                    ("ace_led", msg!("reversis-ace-led")),
                ]),
                false,
            )
            .with_help(msg!("reversis-help-ace")),
        ));
        rare.push((
            aces.clone(),
            Field::new(
                &format!("events[{a}].suit"),
                msg!("reversis-field-ace-suit", n = k),
                FieldKind::Choice {
                    options: Suit::ALL
                        .iter()
                        .map(|s| (s.code().to_owned(), s.name()))
                        .collect(),
                },
                false,
            ),
        ));
        rare.push((
            aces.clone(),
            player(
                format!("events[{a}].player"),
                msg!("reversis-field-ace-player", n = k),
            ),
        ));
        rare.push((
            aces.clone(),
            player(
                format!("events[{a}].taker"),
                msg!("reversis-field-ace-taker", n = k),
            )
            .with_help(msg!("reversis-help-ace-taker")),
        ));
        rare.push((
            aces.clone(),
            player(
                format!("events[{a}].forcer"),
                msg!("reversis-field-ace-forcer", n = k),
            )
            .with_help(msg!("reversis-help-ace-forcer")),
        ));
        rare.push((
            aces.clone(),
            Field::new(
                &format!("events[{a}].trick"),
                msg!("reversis-field-ace-trick", n = k),
                trick.clone(),
                false,
            ),
        ));
    }

    // The Reversis (slot 5) and, Hague, the Espagnolette (slot 6).
    let group = msg!("reversis-group-reversis");
    let r = 5;
    let mut kinds = vec![("reversis_made", msg!("reversis-reversis-made"))];
    if hague {
        kinds.push(("reversis_broken", msg!("reversis-reversis-broken")));
    }
    rare.push((
        group.clone(),
        Field::new(
            &format!("events[{r}].type"),
            msg!("reversis-field-reversis"),
            choice(kinds),
            false,
        )
        .with_help(msg!("reversis-help-reversis")),
    ));
    rare.push((
        group.clone(),
        player(
            format!("events[{r}].player"),
            msg!("reversis-field-reversis-player"),
        ),
    ));
    let mut slot = r + 1;
    if hague {
        rare.push((
            group.clone(),
            player(
                format!("events[{r}].breaker"),
                msg!("reversis-field-reversis-breaker"),
            )
            .with_help(msg!("reversis-help-reversis-breaker")),
        ));
        let e = slot;
        slot += 1;
        rare.push((
            group.clone(),
            Field::new(
                &format!("events[{e}].type"),
                msg!("reversis-field-espagnolette"),
                choice(vec![("espagnolette", msg!("reversis-espagnolette-used"))]),
                false,
            )
            .with_help(msg!("reversis-help-espagnolette")),
        ));
        rare.push((
            group.clone(),
            player(
                format!("events[{e}].player"),
                msg!("reversis-field-espagnolette-player"),
            ),
        ));
    }

    // Faults (three slots).
    let group = msg!("reversis-group-faults");
    let mut faults = vec![
        ("renounce", msg!("reversis-penalty-renounce")),
        ("out_of_turn", msg!("reversis-penalty-out-of-turn")),
    ];
    if hague {
        faults.extend([
            ("saw_talon_card", msg!("reversis-penalty-saw-talon-card")),
            (
                "took_without_discard",
                msg!("reversis-penalty-took-without-discard"),
            ),
            ("short_hand", msg!("reversis-penalty-short-hand")),
            ("misdeal_redeal", msg!("reversis-penalty-misdeal-redeal")),
        ]);
    }
    for k in 1..=3u32 {
        let p = slot;
        slot += 1;
        rare.push((
            group.clone(),
            Field::new(
                &format!("events[{p}].type"),
                msg!("reversis-field-penalty", n = k),
                choice(faults.clone()),
                false,
            )
            .with_help(msg!("reversis-help-penalty")),
        ));
        rare.push((
            group.clone(),
            player(
                format!("events[{p}].player"),
                msg!("reversis-field-penalty-player", n = k),
            ),
        ));
    }
    fields.extend(rare.into_iter().map(|(g, f)| f.in_group(g)));
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_parse_in_the_vectors_shape() {
        let e: Event = serde_json::from_str(
            r#"{"type": "quinola_forced", "player": "D", "forcer": "B", "trick": 1}"#,
        )
        .unwrap();
        assert_eq!(e.kind(), "quinola_forced");
        let led: Event =
            serde_json::from_str(r#"{"type": "ace_led", "suit": "S", "player": "C", "trick": 3}"#)
                .unwrap();
        assert!(matches!(led, Event::AceLed { claimed: true, .. }));
        assert!(serde_json::from_str::<Event>(
            r#"{"type": "renounce", "player": "A", "extra": 1}"#
        )
        .is_err());
        assert!(serde_json::from_str::<Event>(r#"{"type": "nonsense", "player": "A"}"#).is_err());
    }

    #[test]
    fn the_form_has_one_slot_per_event_kind() {
        let table = Table {
            game: crate::games::GameId::Reversis,
            options: Options::default(),
            players: ["A", "B", "C", "D"]
                .iter()
                .map(|s| (*s).to_owned())
                .collect(),
        };
        let f = form(&table, &State::default());
        assert!(f.iter().any(|x| x.name == "events[0].forcer"));
        assert!(f.iter().any(|x| x.name == "ecart_points"));
        assert!(f.iter().all(|x| x.kind != FieldKind::Json));
        let names: std::collections::BTreeSet<_> = f.iter().map(|x| &x.name).collect();
        assert_eq!(names.len(), f.len(), "field names are unique");
    }
}
