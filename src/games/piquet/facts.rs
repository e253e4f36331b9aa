//! What the score-keeper enters for one deal of Piquet (spec §3), its validation, and the
//! laws of §2.12 that remove declarations before they are compared.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::count::{self, Facts, Point, Rank, Said, Sequence, Set, Stage, ELDER, YOUNGER};
use super::options::DealRules;
use crate::domain::Seat;
use crate::games::{DealError, Faults, Table};
use crate::msg;

/// One entry of `deals` (§3): the facts of a deal, its totals (`score`, à écrire only), or
/// a single penalty (forfeits and grand coups).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PiquetDeal {
    /// À écrire forms: the 1-based tour, refaits counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tour: Option<u32>,
    /// The elder hand (non-dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elder: Option<String>,
    /// The younger hand (dealer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub younger: Option<String>,
    /// Players who showed carte blanche.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carte_blanche: Vec<String>,
    /// Each player's declared point.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub point: BTreeMap<String, PointEntry>,
    /// Each player's sequences (maximal runs).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sequences: BTreeMap<String, Vec<SequenceEntry>>,
    /// Each player's quatorzes and trois.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub sets: BTreeMap<String, Vec<SetEntry>>,
    /// The point, the sequences and the sets as the table says them aloud: who is good and
    /// what he counts. Stands for the declarations above; where both are entered, they
    /// must agree.
    #[serde(default, skip_serializing_if = "Good::is_empty")]
    pub good: Good,
    /// Play points per player, and optionally their order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Play>,
    /// Tricks per player.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<BTreeMap<String, u32>>,
    /// Declarations not shown in time (Laws V, VI).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_counted: Vec<NotCounted>,
    /// Laws broken.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    /// The deal's totals instead of its facts (à écrire forms only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<BTreeMap<String, i64>>,
}

/// A declared point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointEntry {
    /// Cards in the suit (1–8).
    pub cards: u32,
    /// Their pips (7–75).
    pub pips: u32,
    /// Exactly A-K-Q (31 pips in 3 cards).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub tierce_major: bool,
}

/// A declared sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SequenceEntry {
    /// 3 to 8.
    pub len: u32,
    /// The top card.
    pub top: Rank,
}

/// A declared quatorze or trois.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetEntry {
    /// A, K, Q, J or 10.
    pub rank: Rank,
    /// 3 or 4.
    pub count: u32,
}

/// The point, the sequences and the sets as the table says them ("good", "not good"):
/// `{"point": {"player": "B", "points": 5}, "sets": {"player": "A", "points": 3}}`. A
/// category left out is counted by nobody, unless its declarations are entered.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Good {
    /// Who counts the point, and what.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point: Option<GoodEntry>,
    /// Who counts his sequences, and what they make together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sequences: Option<GoodEntry>,
    /// Who counts his quatorzes and trois, and what they make together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sets: Option<GoodEntry>,
}

impl Good {
    /// Whether nothing was said.
    pub fn is_empty(&self) -> bool {
        self.point.is_none() && self.sequences.is_none() && self.sets.is_none()
    }
}

/// Who is good in one category, and what he counts. Both are needed; each is optional
/// here so that a missing one is named in the player's words, not by the parser.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoodEntry {
    /// The player whose declaration was good.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    /// What he counts for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
}

/// Play points: `{"B": 8, "A": 4, "order": "EEYEY..."}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    /// One letter per play point in the order scored: `E` elder, `Y` younger.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<String>,
    /// Play points per player.
    #[serde(flatten)]
    pub points: BTreeMap<String, u32>,
}

/// A declaration category for `not_counted`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Carte blanche.
    CarteBlanche,
    /// The point.
    Point,
    /// Sequences.
    Sequences,
    /// Quatorzes and trois.
    Sets,
}

/// A declaration not shown or counted in time (Laws V, VI; 004:123, 290–294).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NotCounted {
    /// Whose declaration.
    pub player: String,
    /// Which one.
    pub category: Category,
}

/// The laws of §2.12 that the engine applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Law {
    /// Too many cards and played: counts nothing at all (004:282).
    #[serde(rename = "III")]
    III,
    /// False declaration: counts nothing from his hand (004:334).
    #[serde(rename = "XVII")]
    XVII,
    /// Elder saw the younger's talon: grand coup under the provincial option (004:346–348).
    #[serde(rename = "XX")]
    XX,
    /// Cheating (004:356).
    #[serde(rename = "XXII")]
    XXII,
    /// Quitting (004:360).
    #[serde(rename = "XXIII")]
    XXIII,
    /// Throwing the cards into the talon (004:364).
    #[serde(rename = "XXIV")]
    XXIV,
    /// Younger took in before the elder discarded: partie au cent, grand coup en partie (004:368).
    #[serde(rename = "XXV")]
    XXV,
}

impl Law {
    /// The law's number as written.
    pub fn label(self) -> &'static str {
        match self {
            Law::III => "III",
            Law::XVII => "XVII",
            Law::XX => "XX",
            Law::XXII => "XXII",
            Law::XXIII => "XXIII",
            Law::XXIV => "XXIV",
            Law::XXV => "XXV",
        }
    }
}

/// A penalty: which law, who broke it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// The law.
    pub law: Law,
    /// The offender.
    pub player: String,
}

/// What one entry of `deals` is, once checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A played deal with its facts.
    Played {
        /// `[elder, younger]`.
        seats: [Seat; 2],
        /// The facts after the laws' removals.
        facts: Facts,
    },
    /// A deal entered as totals (`score`): `[elder's, younger's]`.
    Totals {
        /// `[elder, younger]`.
        seats: [Seat; 2],
        /// The totals.
        scores: [i64; 2],
    },
    /// A single penalty entered alone.
    Penalty {
        /// The law.
        law: Law,
        /// The offender.
        offender: Seat,
        /// `[elder, younger]`, when named or known.
        seats: Option<[Seat; 2]>,
    },
}

impl PiquetDeal {
    fn has_facts(&self) -> bool {
        !self.carte_blanche.is_empty()
            || !self.point.is_empty()
            || !self.sequences.is_empty()
            || !self.sets.is_empty()
            || !self.good.is_empty()
            || self.play.is_some()
            || self.tricks.is_some()
            || !self.not_counted.is_empty()
    }

    fn players<O>(&self, table: &Table<O>) -> Result<Option<[Seat; 2]>, DealError> {
        match (&self.elder, &self.younger) {
            (Some(e), Some(y)) => {
                let e = table.seat_of("elder", e)?;
                let y = table.seat_of("younger", y)?;
                if e == y {
                    return Err(DealError::invalid(
                        "younger",
                        msg!("piquet-same-elder-younger"),
                    ));
                }
                Ok(Some([e, y]))
            }
            (None, None) => Ok(None),
            (Some(_), None) => Err(DealError::missing(
                "younger",
                msg!("piquet-when-with-elder"),
            )),
            (None, Some(_)) => Err(DealError::missing(
                "elder",
                msg!("piquet-when-with-younger"),
            )),
        }
    }

    /// Checks the entry against the table and the rules of §3 and applies the removals of
    /// §2.12 (Laws III, V–VI, XVII); what was said "good" must agree with the declarations
    /// entered in the same category.
    ///
    /// # Errors
    /// A [`DealError`] naming the field at fault.
    pub fn check<O>(&self, table: &Table<O>, rules: &DealRules) -> Result<Entry, DealError> {
        let provincial = rules.provincial_grand_coup;
        let seats = self.players(table)?;
        if let Some(score) = &self.score {
            if self.has_facts() || !self.penalties.is_empty() {
                return Err(DealError::invalid("score", msg!("piquet-totals-alone")));
            }
            let seats =
                seats.ok_or_else(|| DealError::missing("elder", msg!("piquet-when-totals")))?;
            let scores = per_player(table, seats, "score", score)?;
            if let Some(v) = scores.iter().find(|v| **v < 0) {
                return Err(DealError::invalid(
                    "score",
                    msg!("piquet-total-negative", got = *v),
                ));
            }
            return Ok(Entry::Totals { seats, scores });
        }
        let alone = self.penalties.iter().find(|p| {
            matches!(p.law, Law::XXII | Law::XXIII | Law::XXIV | Law::XXV)
                || (p.law == Law::XX && provincial)
        });
        if let Some(p) = alone {
            if self.penalties.len() != 1 || self.has_facts() {
                return Err(DealError::invalid(
                    "penalties",
                    msg!("piquet-law-alone", law = p.law.label()),
                ));
            }
            let offender = table.seat_of("penalties.player", &p.player)?;
            if let Some(s) = seats {
                if !s.contains(&offender) {
                    return Err(DealError::invalid(
                        "penalties.player",
                        msg!("piquet-not-in-deal", player = p.player.as_str()),
                    ));
                }
                // Law XX is the elder's fault (he saw the younger's talon), Law XXV the
                // younger's (he took in before the elder discarded): 004:346, 368.
                let role = match p.law {
                    Law::XX => Some((0, msg!("piquet-hand-elder"))),
                    Law::XXV => Some((1, msg!("piquet-hand-younger"))),
                    _ => None,
                };
                if let Some((i, hand)) = role {
                    if s.get(i) != Some(&offender) {
                        return Err(DealError::invalid(
                            "penalties.player",
                            msg!(
                                "piquet-law-not-by",
                                law = p.law.label(),
                                hand = hand,
                                player = p.player.as_str()
                            ),
                        ));
                    }
                }
            }
            return Ok(Entry::Penalty {
                law: p.law,
                offender,
                seats,
            });
        }
        if !self.has_facts() && self.penalties.iter().any(|p| p.law == Law::XX) {
            return Err(DealError::invalid("penalties", msg!("piquet-law-xx-facts")));
        }
        let seats = seats.ok_or_else(|| DealError::missing("elder", msg!("piquet-when-deal")))?;
        let facts = self.facts(table, seats)?;
        self.agree(table, seats, &facts, rules)?;
        Ok(Entry::Played { seats, facts })
    }

    /// The facts of a played deal, checked section by section (the cartes blanches, the
    /// points, the sequences, the sets, the play, the tricks, what was not counted, the
    /// penalties): every section's fault at once, each as its check stopping at the first
    /// would say it.
    fn facts<O>(&self, table: &Table<O>, seats: [Seat; 2]) -> Result<Facts, DealError> {
        let side = |field: &str, name: &str| -> Result<usize, DealError> {
            let seat = table.seat_of(field, name)?;
            seats
                .iter()
                .position(|s| *s == seat)
                .ok_or_else(|| DealError::invalid(field, msg!("piquet-not-in-deal", player = name)))
        };
        let mut f = Facts::default();
        let mut faults = Faults::new();
        let carte_blanche = |f: &mut Facts| -> Result<(), DealError> {
            for name in &self.carte_blanche {
                let p = side("carte_blanche", name)?;
                if f.carte_blanche[p] {
                    return Err(DealError::invalid(
                        "carte_blanche",
                        msg!("piquet-listed-twice", player = name.as_str()),
                    ));
                }
                f.carte_blanche[p] = true;
            }
            if f.carte_blanche == [true, true] {
                return Err(DealError::invalid(
                    "carte_blanche",
                    msg!("piquet-carte-blanche-both"),
                ));
            }
            Ok(())
        };
        faults.check(carte_blanche(&mut f));
        let point = |f: &mut Facts| -> Result<(), DealError> {
            for (name, e) in &self.point {
                let p = side("point", name)?;
                check_point(name, e)?;
                f.point[p] = Some(Point {
                    cards: e.cards,
                    pips: e.pips,
                    tierce_major: e.tierce_major,
                });
            }
            Ok(())
        };
        faults.check(point(&mut f));
        let sequences = |f: &mut Facts| -> Result<(), DealError> {
            for (name, list) in &self.sequences {
                let p = side("sequences", name)?;
                let mut cards = 0;
                for s in list {
                    if !(3..=8).contains(&s.len) {
                        return Err(DealError::invalid(
                            "sequences",
                            msg!(
                                "piquet-sequence-length",
                                player = name.as_str(),
                                got = s.len
                            ),
                        ));
                    }
                    if s.top.height() + 1 < s.len {
                        return Err(DealError::invalid(
                            "sequences",
                            msg!(
                                "piquet-sequence-top",
                                player = name.as_str(),
                                len = s.len,
                                top = s.top.label()
                            ),
                        ));
                    }
                    cards += s.len;
                    f.sequences[p].push(Sequence {
                        len: s.len,
                        top: s.top,
                    });
                }
                if cards > 12 {
                    return Err(DealError::invalid(
                        "sequences",
                        msg!(
                            "piquet-sequences-cards",
                            player = name.as_str(),
                            cards = cards
                        ),
                    ));
                }
            }
            Ok(())
        };
        faults.check(sequences(&mut f));
        let sets = |f: &mut Facts| -> Result<(), DealError> {
            let mut per_rank: BTreeMap<Rank, u32> = BTreeMap::new();
            for (name, list) in &self.sets {
                let p = side("sets", name)?;
                for s in list {
                    if !s.rank.makes_sets() {
                        return Err(DealError::invalid(
                            "sets",
                            msg!(
                                "piquet-set-rank",
                                player = name.as_str(),
                                rank = s.rank.label()
                            ),
                        ));
                    }
                    if !(3..=4).contains(&s.count) {
                        return Err(DealError::invalid(
                            "sets",
                            msg!("piquet-set-count", player = name.as_str(), got = s.count),
                        ));
                    }
                    if f.sets[p].iter().any(|q| q.rank == s.rank) {
                        return Err(DealError::invalid(
                            "sets",
                            msg!(
                                "piquet-set-twice",
                                player = name.as_str(),
                                rank = s.rank.label()
                            ),
                        ));
                    }
                    let n = per_rank.entry(s.rank).or_insert(0);
                    *n += s.count;
                    if *n > 4 {
                        return Err(DealError::invalid(
                            "sets",
                            msg!("piquet-sets-too-many", cards = *n, rank = s.rank.label()),
                        ));
                    }
                    f.sets[p].push(Set {
                        rank: s.rank,
                        count: s.count,
                    });
                }
            }
            Ok(())
        };
        faults.check(sets(&mut f));
        let good = |f: &mut Facts| -> Result<(), DealError> {
            let said = |key: &str, entry: &Option<GoodEntry>| -> Result<Stage, DealError> {
                let Some(entry) = entry else {
                    return Ok(None);
                };
                let field = |part: &str| format!("good.{key}.{part}");
                let category = category_words(key);
                match (&entry.player, entry.points) {
                    (None, None) => Ok(None),
                    (Some(name), None) => Err(DealError::missing(
                        field("points"),
                        msg!(
                            "piquet-good-points-missing",
                            category = category,
                            player = name.as_str()
                        ),
                    )),
                    (None, Some(points)) => Err(DealError::missing(
                        field("player"),
                        msg!("piquet-good-player-missing", category = category, got = points),
                    )),
                    (Some(name), Some(points)) => {
                        let p = side(&field("player"), name)?;
                        let possible = possible_counts(key);
                        if !possible.contains(&points) {
                            return Err(DealError::invalid(
                                field("points"),
                                msg!(
                                    "piquet-good-points",
                                    category = category,
                                    player = name.as_str(),
                                    got = points,
                                    values = ranges(&possible)
                                ),
                            ));
                        }
                        Ok(Some((p, i64::from(points))))
                    }
                }
            };
            f.said = Said {
                point: said("point", &self.good.point)?,
                sequences: said("sequences", &self.good.sequences)?,
                sets: said("sets", &self.good.sets)?,
            };
            Ok(())
        };
        faults.check(good(&mut f));
        let play = |f: &mut Facts| -> Result<(), DealError> {
            let play = self
                .play
                .as_ref()
                .ok_or_else(|| DealError::missing("play", msg!("piquet-when-facts")))?;
            let pp = per_player(table, seats, "play", &play.points)?;
            f.play = pp;
            for (i, v) in pp.iter().enumerate() {
                if *v > 13 {
                    return Err(DealError::invalid(
                        "play",
                        msg!(
                            "piquet-play-too-many",
                            player = table.name(seats[i]),
                            got = *v
                        ),
                    ));
                }
            }
            if pp[0] + pp[1] > 25 {
                return Err(DealError::invalid(
                    "play",
                    msg!("piquet-play-total", got = pp[0] + pp[1]),
                ));
            }
            if let Some(order) = &play.order {
                let mut seq = Vec::with_capacity(order.len());
                for c in order.chars() {
                    seq.push(match c {
                        'E' => ELDER,
                        'Y' => YOUNGER,
                        other => {
                            return Err(DealError::invalid(
                                "play.order",
                                msg!("piquet-order-letter", got = other.to_string()),
                            ))
                        }
                    });
                }
                let counts = [
                    seq.iter().filter(|p| **p == ELDER).count(),
                    seq.iter().filter(|p| **p == YOUNGER).count(),
                ];
                if counts != [pp[0] as usize, pp[1] as usize] {
                    return Err(DealError::invalid(
                        "play.order",
                        msg!(
                            "piquet-order-counts",
                            elder = counts[0],
                            younger = counts[1],
                            elder_play = pp[0],
                            younger_play = pp[1]
                        ),
                    ));
                }
                f.order = Some(seq);
            }
            Ok(())
        };
        faults.check(play(&mut f));
        let tricks = |f: &mut Facts| -> Result<(), DealError> {
            let mut tricks = self
                .tricks
                .clone()
                .ok_or_else(|| DealError::missing("tricks", msg!("piquet-when-facts")))?;
            // One player's tricks are enough: the other took the rest of the twelve.
            if let [(name, n)] = tricks.iter().collect::<Vec<_>>().as_slice() {
                let p = side("tricks", name)?;
                if let Some(rest) = 12u32.checked_sub(**n) {
                    tricks.insert(table.name(seats[1 - p]).to_owned(), rest);
                }
            }
            f.tricks = per_player(table, seats, "tricks", &tricks)?;
            let total = f.tricks[0].saturating_add(f.tricks[1]);
            if total != 12 {
                return Err(DealError::TricksDoNotAddUp {
                    expected: 12,
                    got: total,
                });
            }
            Ok(())
        };
        faults.check(tricks(&mut f));
        let not_counted = |f: &mut Facts| -> Result<(), DealError> {
            for nc in &self.not_counted {
                let p = side("not_counted", &nc.player)?;
                match nc.category {
                    Category::CarteBlanche => f.carte_blanche[p] = false,
                    Category::Point => {
                        f.point[p] = None;
                        unsay(&mut f.said.point, p);
                    }
                    Category::Sequences => {
                        f.sequences[p].clear();
                        unsay(&mut f.said.sequences, p);
                    }
                    Category::Sets => {
                        f.sets[p].clear();
                        unsay(&mut f.said.sets, p);
                    }
                }
            }
            Ok(())
        };
        faults.check(not_counted(&mut f));
        let penalties = |f: &mut Facts| -> Result<(), DealError> {
            for pen in &self.penalties {
                let p = side("penalties", &pen.player)?;
                match pen.law {
                    Law::III => {
                        strip_hand(f, p);
                        f.void[p] = true;
                        f.play[p] = 0;
                        if let Some(o) = &mut f.order {
                            o.retain(|x| *x != p);
                        }
                    }
                    Law::XVII => strip_hand(f, p),
                    Law::XX => {}
                    other => {
                        return Err(DealError::invalid(
                            "penalties",
                            msg!("piquet-law-without-facts", law = other.label()),
                        ))
                    }
                }
            }
            Ok(())
        };
        faults.check(penalties(&mut f));
        faults.finish(f)
    }
}

fn strip_hand(f: &mut Facts, p: usize) {
    f.carte_blanche[p] = false;
    f.point[p] = None;
    f.sequences[p].clear();
    f.sets[p].clear();
    for said in [&mut f.said.point, &mut f.said.sequences, &mut f.said.sets] {
        unsay(said, p);
    }
}

/// A category said "good" for player `p` no longer counts for him (a law removed it).
fn unsay(said: &mut Stage, p: usize) {
    if said.is_some_and(|(q, _)| q == p) {
        *said = None;
    }
}

impl PiquetDeal {
    /// Where a category was both said "good" and declared, the comparison of the
    /// declarations (after the laws' removals) must give what was said: the same player
    /// counting the same (§2.2–2.4). The declarations are the check asked for a dispute.
    fn agree<O>(
        &self,
        table: &Table<O>,
        seats: [Seat; 2],
        facts: &Facts,
        rules: &DealRules,
    ) -> Result<(), DealError> {
        let [point, sequences, sets] = count::compared(facts, &rules.rules());
        let checks = [
            ("point", !self.point.is_empty(), facts.said.point, point),
            (
                "sequences",
                !self.sequences.is_empty(),
                facts.said.sequences,
                sequences,
            ),
            ("sets", !self.sets.is_empty(), facts.said.sets, sets),
        ];
        let words = |stage: Stage| match stage {
            Some((p, points)) => msg!(
                "piquet-good-outcome",
                player = table.name(seats[p]),
                points = points
            ),
            None => msg!("piquet-good-nobody"),
        };
        for (key, declared, said, compared) in checks {
            let entered = match key {
                "point" => self.good.point.is_some(),
                "sequences" => self.good.sequences.is_some(),
                _ => self.good.sets.is_some(),
            };
            if declared && entered && said != compared {
                return Err(DealError::invalid(
                    format!("good.{key}.player"),
                    msg!(
                        "piquet-good-disagrees",
                        category = category_words(key),
                        declared = words(compared),
                        said = words(said)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// A category of declarations in words.
fn category_words(key: &str) -> crate::games::Msg {
    match key {
        "point" => msg!("piquet-category-point"),
        "sequences" => msg!("piquet-category-sequences"),
        _ => msg!("piquet-category-sets"),
    }
}

/// What one hand of twelve cards can count in a category (§2.1): the point 1 to 8; the
/// sequences, maximal runs of 3 to 8 cards (3, 4, 15 … 18) holding at most 12 cards
/// together; the sets, quatorzes (14) and trois (3) of five ranks, at most 12 cards.
pub fn possible_counts(key: &str) -> Vec<u32> {
    let mut out = Vec::new();
    match key {
        "point" => out.extend(1..=8),
        "sequences" => {
            // Every multiset of run lengths, longest first, within 12 cards.
            fn runs(cards_left: u32, longest: u32, total: u32, out: &mut Vec<u32>) {
                if total > 0 {
                    out.push(total);
                }
                for len in 3..=longest.min(cards_left) {
                    let value = u32::try_from(count::sequence_value(len)).unwrap_or(0);
                    runs(cards_left - len, len, total + value, out);
                }
            }
            runs(12, 8, 0, &mut out);
        }
        _ => {
            for quatorzes in 0..=3u32 {
                for trois in 0..=4u32 {
                    if (1..=5).contains(&(quatorzes + trois)) && 4 * quatorzes + 3 * trois <= 12
                    {
                        out.push(14 * quatorzes + 3 * trois);
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// `[3, 4, 6, 7, 8]` as "3, 4, 6–8".
fn ranges(values: &[u32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < values.len() {
        let start = values[i];
        let mut end = start;
        while values.get(i + 1) == Some(&(end + 1)) {
            end += 1;
            i += 1;
        }
        parts.push(match end - start {
            0 => start.to_string(),
            1 => format!("{start}, {end}"),
            _ => format!("{start}–{end}"),
        });
        i += 1;
    }
    parts.join(", ")
}

/// The pips a suit of `cards` cards can hold (§3).
pub fn pips_range(cards: u32) -> Option<(u32, u32)> {
    Some(match cards {
        1 => (7, 11),
        2 => (15, 21),
        3 => (24, 31),
        4 => (34, 41),
        5 => (44, 51),
        6 => (54, 60),
        7 => (64, 68),
        8 => (75, 75),
        _ => return None,
    })
}

fn check_point(name: &str, e: &PointEntry) -> Result<(), DealError> {
    let (lo, hi) = pips_range(e.cards).ok_or_else(|| {
        DealError::invalid(
            "point",
            msg!("piquet-point-cards", player = name, got = e.cards),
        )
    })?;
    if !(lo..=hi).contains(&e.pips) {
        return Err(DealError::invalid(
            "point",
            msg!(
                "piquet-point-pips",
                player = name,
                cards = e.cards,
                lo = lo,
                hi = hi,
                got = e.pips
            ),
        ));
    }
    if e.tierce_major && (e.cards != 3 || e.pips != 31) {
        return Err(DealError::invalid(
            "point",
            msg!("piquet-point-tierce-major", player = name),
        ));
    }
    Ok(())
}

/// Reads a `{player: value}` map that must name exactly the deal's two players.
fn per_player<O, T: Copy>(
    table: &Table<O>,
    seats: [Seat; 2],
    field: &str,
    map: &BTreeMap<String, T>,
) -> Result<[T; 2], DealError> {
    for name in map.keys() {
        let seat = table.seat_of(field, name)?;
        if !seats.contains(&seat) {
            return Err(DealError::invalid(
                field,
                msg!("piquet-not-in-deal", player = name.as_str()),
            ));
        }
    }
    let get = |s: Seat| {
        map.get(table.name(s)).copied().ok_or_else(|| {
            DealError::missing(
                format!("{field}.{}", table.name(s)),
                msg!("piquet-when-both-players"),
            )
        })
    };
    Ok([get(seats[0])?, get(seats[1])?])
}
