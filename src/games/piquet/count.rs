//! Scoring one deal of Piquet (spec §2): carte blanche, the point, sequences, quatorzes
//! and trois, the play, the cards or capot, and the three hazards (repic, pic, capot),
//! laid out as the timeline of events of §2.8 that decides who reaches a target first.
//!
//! Everything here works on the two players of a deal by index: [`ELDER`] (the premier,
//! who leads) and [`YOUNGER`] (the dernier, the dealer).

use serde::{Deserialize, Serialize};

/// Index of the elder hand (non-dealer, *premier*) in the per-player arrays.
pub const ELDER: usize = 0;
/// Index of the younger hand (dealer, *dernier*) in the per-player arrays.
pub const YOUNGER: usize = 1;

/// The other player of a deal.
pub fn other(player: usize) -> usize {
    1 - player.min(1)
}

/// A card rank, high to low A K Q J 10 9 8 7 (004:23). Serialised as the books write it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    /// Seven (lowest).
    #[serde(rename = "7")]
    Seven,
    /// Eight.
    #[serde(rename = "8")]
    Eight,
    /// Nine.
    #[serde(rename = "9")]
    Nine,
    /// Ten.
    #[serde(rename = "10")]
    Ten,
    /// Jack (valet).
    #[serde(rename = "J")]
    Jack,
    /// Queen (dame).
    #[serde(rename = "Q")]
    Queen,
    /// King (roi).
    #[serde(rename = "K")]
    King,
    /// Ace (as), highest.
    #[serde(rename = "A")]
    Ace,
}

impl Rank {
    /// Position from the bottom: 7 = 0 ... A = 7.
    pub fn height(self) -> u32 {
        match self {
            Rank::Seven => 0,
            Rank::Eight => 1,
            Rank::Nine => 2,
            Rank::Ten => 3,
            Rank::Jack => 4,
            Rank::Queen => 5,
            Rank::King => 6,
            Rank::Ace => 7,
        }
    }

    /// The rank as the books write it.
    pub fn label(self) -> &'static str {
        match self {
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// Whether a set (quatorze or trois) of this rank counts: A, K, Q, J, 10 only (004:75).
    pub fn makes_sets(self) -> bool {
        self >= Rank::Ten
    }
}

/// How the winning point is valued (option `point_scoring`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PointScoring {
    /// Pips rounded to tens, 5 rounding up, at most the number of cards (004:85).
    #[default]
    Tens,
    /// The number of cards whatever the pips (Paris academies, 001:953–957).
    Cards,
}

/// Whether the maker of a repic may also make the pic (option `pic_with_repic`, A2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PicWithRepic {
    /// The pic's own condition applies to a repic maker too (the book's 201, 004:43).
    #[default]
    Conditional,
    /// No pic for the player who made repic (gives 171 for the 201 hand).
    Exclusive,
}

/// The deal-scoring options common to every form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// How the point is valued.
    pub point_scoring: PointScoring,
    /// What a good point of exactly A-K-Q counts (004:45): 4, or 3.
    pub tierce_major_point: i64,
    /// Pic together with repic.
    pub pic_with_repic: PicWithRepic,
}

/// One player's declared point: the number of cards of his suit and their pips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// Cards in the suit (1–8).
    pub cards: u32,
    /// Their pips (A 11, K Q J 10, others face value).
    pub pips: u32,
    /// The point is exactly A-K-Q of one suit (31 pips).
    pub tierce_major: bool,
}

/// A sequence: `len` cards in a row of one suit, headed by `top`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sequence {
    /// 3 (tierce) to 8 (huitième).
    pub len: u32,
    /// The highest card.
    pub top: Rank,
}

/// A quatorze (4) or trois (3) of one rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Set {
    /// A, K, Q, J or 10.
    pub rank: Rank,
    /// 3 or 4.
    pub count: u32,
}

/// The facts of one deal after the laws of §2.12 removed what does not count, by player
/// index ([`ELDER`], [`YOUNGER`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// Who showed carte blanche.
    pub carte_blanche: [bool; 2],
    /// Each player's point, if declared and counted.
    pub point: [Option<Point>; 2],
    /// Each player's sequences.
    pub sequences: [Vec<Sequence>; 2],
    /// Each player's quatorzes and trois.
    pub sets: [Vec<Set>; 2],
    /// Play points (the last trick's extra point included).
    pub play: [u32; 2],
    /// The order the play points were scored in, when entered (players' indices).
    pub order: Option<Vec<usize>>,
    /// Tricks taken.
    pub tricks: [u32; 2],
    /// A Law III offender, who counts nothing at all (004:282).
    pub void: [bool; 2],
    /// The point, the sequences and the sets as the table said them aloud ("good", and
    /// what the winner counts), when entered so instead of the declarations.
    pub said: Said,
}

/// One hand stage's outcome: who counts it, and what (`(player, points)`).
pub type Stage = Option<(usize, i64)>;

/// The outcomes of the point, sequence and set stages as the table said them: the winner
/// of each ("good") and what he counts, `None` where nothing was said (the declarations,
/// if any, decide; with none, nobody counts).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Said {
    /// The point.
    pub point: Stage,
    /// The sequences.
    pub sequences: Stage,
    /// The quatorzes and trois.
    pub sets: Stage,
}

/// One event of the timeline (§2.8): points added to one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Event {
    /// [`ELDER`] or [`YOUNGER`].
    pub player: usize,
    /// Points added.
    pub points: i64,
}

/// A deal's count by item, `[elder's, younger's]` each: what a score-keeper reads back.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parts {
    /// Carte blanche (10).
    pub carte_blanche: [i64; 2],
    /// The point.
    pub point: [i64; 2],
    /// Sequences.
    pub sequences: [i64; 2],
    /// Quatorzes and trois.
    pub sets: [i64; 2],
    /// Repic (60).
    pub repic: [i64; 2],
    /// Pic (30).
    pub pic: [i64; 2],
    /// Points in play.
    pub play: [i64; 2],
    /// The cards (10) or capot (40).
    pub cards: [i64; 2],
}

/// Everything derived from one deal's facts.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Count {
    /// Hand counts (carte blanche, point, sequences, sets) per player.
    pub hand: [i64; 2],
    /// Who made repic (+60).
    pub repic: Option<usize>,
    /// Who made pic (+30).
    pub pic: Option<usize>,
    /// Play points per player.
    pub play: [i64; 2],
    /// 10 for the cards or 40 for capot.
    pub cards: [i64; 2],
    /// The deal's totals (§2.11).
    pub totals: [i64; 2],
    /// The timeline, in counting order.
    pub events: Vec<Event>,
    /// The count by item.
    pub parts: Parts,
}

/// The value of a winning point (§2.2; 004:85): by default the pips rounded to the nearest
/// ten, 5 rounding up ("le cinquième point faisant la dixaine"), never more than the number
/// of cards; a good tierce-major point counts `tierce_major_point` (004:45).
pub fn point_value(point: &Point, rules: &Rules) -> i64 {
    if point.tierce_major {
        return rules.tierce_major_point;
    }
    let cards = i64::from(point.cards);
    match rules.point_scoring {
        PointScoring::Tens => cards.min((i64::from(point.pips) + 5) / 10),
        PointScoring::Cards => cards,
    }
}

/// The value of a sequence (004:111): tierce 3, quatrième 4, quinte 15 ... huitième 18.
pub fn sequence_value(len: u32) -> i64 {
    match len {
        3 => 3,
        4 => 4,
        5..=8 => i64::from(len) + 10,
        _ => 0,
    }
}

/// The value of a set (004:75): a quatorze 14, a trois 3.
pub fn set_value(count: u32) -> i64 {
    if count >= 4 {
        14
    } else {
        3
    }
}

/// Who wins a comparison of two optional best keys: the strictly better one; nobody on
/// equality or when neither has one; the only one who has one.
fn better<K: Ord>(keys: [Option<K>; 2]) -> Option<usize> {
    match keys {
        [Some(a), Some(b)] if a > b => Some(ELDER),
        [Some(a), Some(b)] if b > a => Some(YOUNGER),
        [Some(_), None] => Some(ELDER),
        [None, Some(_)] => Some(YOUNGER),
        _ => None,
    }
}

/// The point (§2.2): the higher pip total wins; equal pips count nothing (004:85, A17).
/// Returns the winner and what he counts.
pub fn point_stage(point: &[Option<Point>; 2], rules: &Rules) -> Option<(usize, i64)> {
    let winner = better([point[0].map(|p| p.pips), point[1].map(|p| p.pips)])?;
    let value = point[winner].as_ref().map(|p| point_value(p, rules))?;
    Some((winner, value))
}

/// Sequences (§2.3): the better best sequence (length, then top card) counts every sequence
/// its holder has (004:115); equal best sequences count nothing for either player.
pub fn sequence_stage(sequences: &[Vec<Sequence>; 2]) -> Option<(usize, i64)> {
    let best = |s: &Vec<Sequence>| s.iter().map(|q| (q.len, q.top)).max();
    let winner = better([best(&sequences[0]), best(&sequences[1])])?;
    let value = sequences[winner]
        .iter()
        .map(|q| sequence_value(q.len))
        .sum();
    Some((winner, value))
}

/// Quatorzes and trois (§2.4): the best set (more cards, then higher rank) counts all its
/// holder's sets; the other counts none (004:75).
pub fn set_stage(sets: &[Vec<Set>; 2]) -> Option<(usize, i64)> {
    let best = |s: &Vec<Set>| s.iter().map(|q| (q.count, q.rank)).max();
    let winner = better([best(&sets[0]), best(&sets[1])])?;
    let value = sets[winner].iter().map(|q| set_value(q.count)).sum();
    Some((winner, value))
}

/// The outcomes of the point, the sequences and the sets by comparing the declarations
/// (§2.2–2.4), `[point, sequences, sets]`.
pub fn compared(facts: &Facts, rules: &Rules) -> [Stage; 3] {
    [
        point_stage(&facts.point, rules),
        sequence_stage(&facts.sequences),
        set_stage(&facts.sets),
    ]
}

/// The outcomes of the point, the sequences and the sets, `[point, sequences, sets]`: as
/// the table said them where it did, else by comparing the declarations.
pub fn declared_stages(facts: &Facts, rules: &Rules) -> [Stage; 3] {
    let [point, sequences, sets] = compared(facts, rules);
    [
        facts.said.point.or(point),
        facts.said.sequences.or(sequences),
        facts.said.sets.or(sets),
    ]
}

/// The hand stages in counting order (§2.8): the elder's carte blanche, the younger's,
/// the point, the sequences, the sets. Each is `(player, points)` when someone counts.
pub fn hand_stages(facts: &Facts, rules: &Rules) -> Vec<(usize, i64)> {
    let mut out = Vec::new();
    for player in [ELDER, YOUNGER] {
        if facts.carte_blanche[player] {
            out.push((player, 10));
        }
    }
    out.extend(declared_stages(facts, rules).into_iter().flatten());
    out
}

/// The elder-first order of play points (§3 default): all the elder's, then the younger's.
pub fn elder_first(play: [u32; 2]) -> Vec<usize> {
    order_of(play, ELDER)
}

/// The order with all of `first`'s play points before the other's.
pub fn order_of(play: [u32; 2], first: usize) -> Vec<usize> {
    let second = other(first);
    let n = |p: usize| play.get(p).copied().unwrap_or(0) as usize;
    std::iter::repeat_n(first, n(first))
        .chain(std::iter::repeat_n(second, n(second)))
        .collect()
}

/// Repic (§2.9; 004:39): after each hand stage, the player with 30 or more while the other
/// has counted nothing makes repic; the +60 joins the event of that stage. Returns the hand
/// events (with the bonus) and who made repic.
pub fn hand_events(stages: &[(usize, i64)]) -> (Vec<Event>, Option<usize>) {
    let mut cum = [0i64; 2];
    let mut repic = None;
    let mut events = Vec::with_capacity(stages.len());
    for &(player, points) in stages {
        let mut points = points;
        cum[player] += points;
        if repic.is_none() && cum[player] >= 30 && cum[other(player)] == 0 {
            repic = Some(player);
            points += 60;
        }
        events.push(Event { player, points });
    }
    (events, repic)
}

/// Pic (§2.10; 004:41, 47): the opponent counted nothing in hand, the player scored the
/// first play point, and his hand plus his run of play points before the opponent's first
/// reaches 30. Returns the player and the 0-based index in `order` of the play point that
/// carries the +30.
pub fn pic(
    hand: [i64; 2],
    repic: Option<usize>,
    order: &[usize],
    rules: &Rules,
) -> Option<(usize, usize)> {
    let x = *order.first()?;
    if hand[other(x)] != 0 {
        return None;
    }
    if rules.pic_with_repic == PicWithRepic::Exclusive && repic == Some(x) {
        return None;
    }
    let run = order.iter().take_while(|&&p| p == x).count();
    let needed = (30 - hand[x]).max(1);
    let needed = usize::try_from(needed).ok()?;
    (needed <= run).then(|| (x, needed - 1))
}

/// Whether the pic of this deal depends on the order of play points, so that `order` must
/// be entered (§3, "when order is required", case 1).
pub fn pic_depends_on_order(facts: &Facts, rules: &Rules) -> bool {
    let (hand, repic) = hand_totals(facts, rules);
    [ELDER, YOUNGER].into_iter().any(|x| {
        let z = other(x);
        let excluded = rules.pic_with_repic == PicWithRepic::Exclusive && repic == Some(x);
        !excluded
            && hand[z] == 0
            && facts.play[x] >= 1
            && hand[x] + i64::from(facts.play[x]) >= 30
            && facts.play[z] >= 1
    })
}

fn hand_totals(facts: &Facts, rules: &Rules) -> ([i64; 2], Option<usize>) {
    let stages = hand_stages(facts, rules);
    let (_, repic) = hand_events(&stages);
    let mut hand = [0i64; 2];
    for (p, v) in stages {
        hand[p] += v;
    }
    (hand, repic)
}

/// Counts a deal (§2.11) along its timeline (§2.8), with the play points in `order`
/// (players' indices, a Law III offender's already dropped).
pub fn count(facts: &Facts, rules: &Rules, order: &[usize]) -> Count {
    let stages = hand_stages(facts, rules);
    let (mut events, repic) = hand_events(&stages);
    let mut c = Count {
        repic,
        ..Count::default()
    };
    for (p, v) in stages {
        c.hand[p] += v;
    }
    let pic = pic(c.hand, repic, order, rules);
    c.pic = pic.map(|(x, _)| x);
    for (i, &p) in order.iter().enumerate() {
        let bonus = if pic == Some((p, i)) { 30 } else { 0 };
        c.play[p] += 1;
        events.push(Event {
            player: p,
            points: 1 + bonus,
        });
    }
    for x in [ELDER, YOUNGER] {
        let z = other(x);
        if facts.void[x] {
            continue;
        }
        let value = if facts.tricks[z] == 0 {
            40
        } else if facts.tricks[x] > facts.tricks[z] {
            10
        } else {
            0
        };
        if value > 0 {
            c.cards[x] = value;
            events.push(Event {
                player: x,
                points: value,
            });
        }
    }
    for e in &events {
        c.totals[e.player] += e.points;
    }
    c.events = events;
    let mut parts = Parts {
        play: c.play,
        cards: c.cards,
        ..Parts::default()
    };
    for p in [ELDER, YOUNGER] {
        if facts.carte_blanche[p] {
            parts.carte_blanche[p] = 10;
        }
    }
    let [point, sequences, sets] = declared_stages(facts, rules);
    if let Some((p, v)) = point {
        parts.point[p] = v;
    }
    if let Some((p, v)) = sequences {
        parts.sequences[p] = v;
    }
    if let Some((p, v)) = sets {
        parts.sets[p] = v;
    }
    if let Some(p) = c.repic {
        parts.repic[p] = 60;
    }
    if let Some(p) = c.pic {
        parts.pic[p] = 30;
    }
    c.parts = parts;
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: Rules = Rules {
        point_scoring: PointScoring::Tens,
        tierce_major_point: 4,
        pic_with_repic: PicWithRepic::Conditional,
    };

    fn pt(cards: u32, pips: u32) -> Point {
        Point {
            cards,
            pips,
            tierce_major: false,
        }
    }

    fn seq(len: u32, top: Rank) -> Sequence {
        Sequence { len, top }
    }

    fn set(rank: Rank, count: u32) -> Set {
        Set { rank, count }
    }

    #[test]
    fn the_point_rounds_to_tens_with_five_rounding_up_never_above_the_cards() {
        // 004:85: 54 in 6 cards -> 5; 55 -> 6; 64 -> 6; 44 -> 4; 35 -> 4.
        assert_eq!(point_value(&pt(6, 54), &RULES), 5);
        assert_eq!(point_value(&pt(6, 55), &RULES), 6);
        assert_eq!(point_value(&pt(7, 64), &RULES), 6);
        assert_eq!(point_value(&pt(5, 44), &RULES), 4);
        assert_eq!(point_value(&pt(4, 35), &RULES), 4);
        // never more than the number of cards: 41 in 4 cards is 4.
        assert_eq!(point_value(&pt(4, 41), &RULES), 4);
        let paris = Rules {
            point_scoring: PointScoring::Cards,
            ..RULES
        };
        assert_eq!(point_value(&pt(6, 54), &paris), 6);
    }

    #[test]
    fn a_good_tierce_major_point_counts_four_or_three() {
        let p = Point {
            cards: 3,
            pips: 31,
            tierce_major: true,
        };
        assert_eq!(point_value(&p, &RULES), 4);
        let three = Rules {
            tierce_major_point: 3,
            ..RULES
        };
        assert_eq!(point_value(&p, &three), 3);
    }

    #[test]
    fn equal_pips_count_nothing_whatever_the_cards() {
        assert_eq!(
            point_stage(&[Some(pt(5, 45)), Some(pt(5, 45))], &RULES),
            None
        );
        assert_eq!(
            point_stage(&[Some(pt(6, 45)), Some(pt(5, 45))], &RULES),
            None
        );
        assert_eq!(
            point_stage(&[Some(pt(4, 35)), Some(pt(4, 34))], &RULES),
            Some((ELDER, 4))
        );
        assert_eq!(
            point_stage(&[None, Some(pt(4, 38))], &RULES),
            Some((YOUNGER, 4))
        );
    }

    #[test]
    fn sequences_take_length_then_top_and_carry_the_lesser_ones() {
        assert_eq!(sequence_value(3), 3);
        assert_eq!(sequence_value(4), 4);
        assert_eq!(sequence_value(5), 15);
        assert_eq!(sequence_value(8), 18);
        // 004:113-115: the lowest quinte annuls the highest quatrième, and carries a tierce.
        let s = [
            vec![seq(5, Rank::King), seq(3, Rank::Jack)],
            vec![seq(4, Rank::Ace), seq(3, Rank::Ace)],
        ];
        assert_eq!(sequence_stage(&s), Some((ELDER, 18)));
        // quatrième basse beats tierce major
        let s = [
            vec![seq(4, Rank::Ten)],
            vec![seq(3, Rank::Ace), seq(3, Rank::King)],
        ];
        assert_eq!(sequence_stage(&s), Some((ELDER, 4)));
        // equal best: neither counts anything
        let s = [
            vec![seq(4, Rank::King), seq(3, Rank::Queen)],
            vec![seq(4, Rank::King)],
        ];
        assert_eq!(sequence_stage(&s), None);
    }

    #[test]
    fn the_best_set_carries_every_set_of_its_holder() {
        let s = [
            vec![set(Rank::Ace, 4), set(Rank::Queen, 4), set(Rank::Jack, 3)],
            vec![set(Rank::King, 4)],
        ];
        assert_eq!(set_stage(&s), Some((ELDER, 31)));
        let s = [
            vec![set(Rank::Ten, 4)],
            vec![set(Rank::Ace, 3), set(Rank::King, 3)],
        ];
        assert_eq!(set_stage(&s), Some((ELDER, 14)));
    }

    /// The book's 201 (004:43): four tierces major, everything good, elder hand.
    fn hand_201() -> Facts {
        let major = seq(3, Rank::Ace);
        Facts {
            point: [
                Some(Point {
                    cards: 3,
                    pips: 31,
                    tierce_major: true,
                }),
                Some(pt(3, 29)),
            ],
            sequences: [vec![major; 4], vec![seq(3, Rank::Jack); 4]],
            sets: [
                vec![set(Rank::Ace, 4), set(Rank::King, 4), set(Rank::Queen, 4)],
                vec![set(Rank::Jack, 4), set(Rank::Ten, 4)],
            ],
            play: [13, 0],
            tricks: [12, 0],
            ..Facts::default()
        }
    }

    #[test]
    fn the_books_three_hazards_make_201() {
        let f = hand_201();
        let c = count(&f, &RULES, &elder_first(f.play));
        assert_eq!(c.totals, [201, 0]);
        assert_eq!(c.repic, Some(ELDER));
        assert_eq!(c.pic, Some(ELDER));
        // 4 + 12 = 16; +14 = 30 -> 90; the sets stage ends at 118 (§2.8 "Events").
        let running: Vec<i64> = c
            .events
            .iter()
            .scan(0, |s, e| {
                *s += e.points;
                Some(*s)
            })
            .collect();
        assert_eq!(&running[..3], &[4, 16, 118]);
        let exclusive = Rules {
            pic_with_repic: PicWithRepic::Exclusive,
            ..RULES
        };
        assert_eq!(count(&f, &exclusive, &elder_first(f.play)).totals, [171, 0]);
        let three = Rules {
            tierce_major_point: 3,
            ..RULES
        };
        assert_eq!(count(&f, &three, &elder_first(f.play)).totals, [200, 0]);
    }

    /// 004:47: a younger with 29 in hand makes pic only if the elder's first lead did not count.
    #[test]
    fn the_younger_makes_pic_only_after_a_non_counting_lead() {
        let f = Facts {
            point: [Some(pt(4, 37)), Some(pt(5, 51))],
            sequences: [
                vec![seq(3, Rank::Queen)],
                vec![seq(5, Rank::Ace), seq(3, Rank::Nine)],
            ],
            sets: [
                vec![set(Rank::Jack, 3)],
                vec![set(Rank::Ace, 3), set(Rank::King, 3)],
            ],
            play: [3, 7],
            tricks: [4, 8],
            ..Facts::default()
        };
        let lead_counts = [0, 1, 1, 1, 1, 0, 0, 1, 1, 1];
        let c = count(&f, &RULES, &lead_counts);
        assert_eq!((c.totals, c.pic), ([3, 46], None));
        let lead_nine = [1, 1, 1, 1, 1, 0, 0, 1, 1, 0];
        let c = count(&f, &RULES, &lead_nine);
        assert_eq!((c.totals, c.pic), ([3, 76], Some(YOUNGER)));
        assert!(pic_depends_on_order(&f, &RULES));
    }

    #[test]
    fn carte_blanche_parries_repic_and_pic() {
        let f = Facts {
            carte_blanche: [false, true],
            point: [Some(pt(6, 60)), Some(pt(5, 45))],
            sequences: [vec![seq(6, Rank::Ace)], vec![seq(4, Rank::Ten)]],
            sets: [vec![set(Rank::Ace, 4)], vec![set(Rank::Ten, 3)]],
            play: [8, 2],
            tricks: [9, 3],
            ..Facts::default()
        };
        let c = count(&f, &RULES, &elder_first(f.play));
        assert_eq!((c.totals, c.repic, c.pic), ([54, 12], None, None));
    }
}
