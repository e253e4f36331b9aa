//! Players who come back: each person's totals over all parties (the league table) and
//! one person's record, filtered by game and by date range. Pure: the ledger supplies
//! one [`PartieResult`] per partie.
//!
//! Counters are summed as they are (a jeton of Quadrille and a mark of Piquet are added
//! alike: filter by game to compare like with like). Money is summed exactly, per
//! currency, over the parties that state a rate.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::Serialize;

use crate::domain::{Converted, Currency, MoneyError, Rate};
use crate::games::GameId;

/// One partie's result, as the league needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct PartieResult {
    /// The partie's public id.
    pub party_id: String,
    /// Its order of opening (newer is greater; never shown).
    pub order: i64,
    /// Its game.
    pub game: GameId,
    /// The day it was opened (UTC).
    pub date: NaiveDate,
    /// Whether it is closed.
    pub closed: bool,
    /// What a counter is worth, if the partie says.
    pub rate: Option<Rate>,
    /// Each player's balance, in seating order.
    pub balances: Vec<(String, i64)>,
}

/// Which parties count: one game, and a date range (both ends included).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeagueFilter {
    /// Only this game.
    pub game: Option<GameId>,
    /// Only parties opened on or after this day.
    pub from: Option<NaiveDate>,
    /// Only parties opened on or before this day.
    pub to: Option<NaiveDate>,
}

/// A query value that says something: trimmed, `None` when empty.
fn given(v: Option<&str>) -> Option<&str> {
    v.map(str::trim).filter(|v| !v.is_empty())
}

impl LeagueFilter {
    /// The filter of a query string or form: a game id and two ISO 8601 dates
    /// (`2026-11-22`); empty or absent values mean "any".
    ///
    /// # Errors
    /// A message naming the field at fault.
    pub fn parse(
        game: Option<&str>,
        from: Option<&str>,
        to: Option<&str>,
    ) -> Result<Self, crate::games::Msg> {
        let date = |field: &str, v: Option<&str>| -> Result<Option<NaiveDate>, crate::games::Msg> {
            given(v)
                .map(|d| {
                    NaiveDate::parse_from_str(d, "%Y-%m-%d")
                        .map_err(|_| crate::msg!("league-not-a-date", field = field, date = d))
                })
                .transpose()
        };
        let filter = LeagueFilter {
            game: given(game)
                .map(|g| {
                    g.parse::<GameId>()
                        .map_err(|_| crate::msg!("league-unknown-game", game = g))
                })
                .transpose()?,
            from: date("from", from)?,
            to: date("to", to)?,
        };
        if let (Some(f), Some(t)) = (filter.from, filter.to) {
            if f > t {
                return Err(crate::msg!(
                    "league-from-after-to",
                    from = f.to_string(),
                    to = t.to_string()
                ));
            }
        }
        Ok(filter)
    }

    /// The filter in words ("Quadrille, from 2026-11-01 to 2026-11-30"), empty for none.
    pub fn summary(&self, lang: crate::i18n::Lang) -> String {
        let say = |m: crate::games::Msg| crate::i18n::render(lang, &m);
        let mut parts = Vec::new();
        if let Some(g) = self.game {
            parts.push(g.name_in(lang).to_owned());
        }
        match (self.from, self.to) {
            (Some(f), Some(t)) => parts.push(say(crate::msg!(
                "league-from-to",
                from = f.to_string(),
                to = t.to_string()
            ))),
            (Some(f), None) => parts.push(say(crate::msg!("league-from", from = f.to_string()))),
            (None, Some(t)) => parts.push(say(crate::msg!("league-until", to = t.to_string()))),
            (None, None) => {}
        }
        parts.join(", ")
    }

    /// The filter as a query string (`game=quadrille&from=2026-11-01`), empty for none.
    pub fn query(&self) -> String {
        let mut parts = Vec::new();
        if let Some(g) = self.game {
            parts.push(format!("game={}", g.slug()));
        }
        if let Some(f) = self.from {
            parts.push(format!("from={f}"));
        }
        if let Some(t) = self.to {
            parts.push(format!("to={t}"));
        }
        parts.join("&")
    }

    /// Whether `result` passes the filter.
    pub fn admits(&self, result: &PartieResult) -> bool {
        self.game.is_none_or(|g| g == result.game)
            && self.from.is_none_or(|d| result.date >= d)
            && self.to.is_none_or(|d| result.date <= d)
    }
}

/// A person's line in the league table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The player's name.
    pub player: String,
    /// Parties played.
    pub parties: u32,
    /// Parties ended with a gain.
    pub won: u32,
    /// Parties ended with a loss.
    pub lost: u32,
    /// Net counters over all of them.
    pub counters: i64,
    /// The best single partie.
    pub best: i64,
    /// The worst single partie.
    pub worst: i64,
    /// Net money per currency, over the parties that state a rate (`"12.35 EUR"`).
    pub money: Vec<String>,
}

/// One partie in a person's record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerPartie {
    /// The partie's public id.
    pub party_id: String,
    /// Its order of opening (newer is greater; not serialised).
    #[serde(skip)]
    pub order: i64,
    /// Its game.
    pub game: String,
    /// The day it was opened (ISO 8601).
    pub date: String,
    /// Whether it is closed.
    pub closed: bool,
    /// The seat (1 = first dealer) and the table's size.
    pub seat: usize,
    /// Players at the table.
    pub players: usize,
    /// The person's balance there.
    pub counters: i64,
    /// The same in money, if the partie states a rate.
    pub money: Option<String>,
}

/// A person's record: the totals and every partie, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    /// The totals.
    pub standing: Standing,
    /// The parties.
    pub parties: Vec<PlayerPartie>,
}

/// The key that tells whether two names are one person: "Anne", "anne" and " ANNE " are
/// one, and so are "Amélie" and "Amelie" (case, accents, ligatures and spaces set aside).
/// The league shows a person under the spelling of his newest partie.
pub fn person_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    for word in name.split_whitespace() {
        if !key.is_empty() {
            key.push(' ');
        }
        for c in word.chars().flat_map(char::to_lowercase) {
            match c {
                'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => key.push('a'),
                'ç' | 'ć' | 'č' => key.push('c'),
                'ď' | 'đ' => key.push('d'),
                'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => key.push('e'),
                'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' => key.push('i'),
                'ł' | 'ľ' => key.push('l'),
                'ñ' | 'ń' | 'ň' => key.push('n'),
                'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => key.push('o'),
                'ŕ' | 'ř' => key.push('r'),
                'ś' | 'š' | 'ş' => key.push('s'),
                'ť' | 'ţ' => key.push('t'),
                'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' => key.push('u'),
                'ý' | 'ÿ' => key.push('y'),
                'ź' | 'ż' | 'ž' => key.push('z'),
                'æ' => key.push_str("ae"),
                'œ' => key.push_str("oe"),
                'ß' => key.push_str("ss"),
                '’' => key.push('\''),
                c => key.push(c),
            }
        }
    }
    key
}

#[derive(Default)]
struct Tally {
    /// The name as written in the newest partie counted (its order, the name).
    spelling: Option<(i64, String)>,
    parties: u32,
    won: u32,
    lost: u32,
    counters: i64,
    best: Option<i64>,
    worst: Option<i64>,
    money: BTreeMap<String, Converted>,
}

impl Tally {
    fn add(
        &mut self,
        (order, name): (i64, &str),
        counters: i64,
        rate: Option<&Rate>,
    ) -> Result<(), MoneyError> {
        if self.spelling.as_ref().is_none_or(|(o, _)| order > *o) {
            self.spelling = Some((order, name.to_owned()));
        }
        self.parties += 1;
        if counters > 0 {
            self.won += 1;
        } else if counters < 0 {
            self.lost += 1;
        }
        self.counters = self
            .counters
            .checked_add(counters)
            .ok_or(MoneyError::Overflow)?;
        self.best = Some(self.best.map_or(counters, |b| b.max(counters)));
        self.worst = Some(self.worst.map_or(counters, |w| w.min(counters)));
        if let Some(rate) = rate {
            let key = currency_key(rate.currency());
            let amount = rate.convert(counters)?;
            let total = match self.money.get(&key) {
                Some(t) => t.checked_add(&amount)?,
                None => amount,
            };
            self.money.insert(key, total);
        }
        Ok(())
    }

    fn standing(self) -> Standing {
        Standing {
            player: self.spelling.map(|(_, name)| name).unwrap_or_default(),
            parties: self.parties,
            won: self.won,
            lost: self.lost,
            counters: self.counters,
            best: self.best.unwrap_or(0),
            worst: self.worst.unwrap_or(0),
            money: self.money.values().map(ToString::to_string).collect(),
        }
    }
}

fn currency_key(c: &Currency) -> String {
    match c {
        Currency::Decimal { code, .. } => code.clone(),
        Currency::Lsd => "lsd".to_owned(),
    }
}

/// The league table: every person who played a partie the filter admits (one person
/// however the name was cased or accented: [`person_key`]), by net counters (highest
/// first), then by name.
///
/// # Errors
/// [`MoneyError::Overflow`] when a total does not fit 64 bits.
pub fn league(
    results: &[PartieResult],
    filter: &LeagueFilter,
) -> Result<Vec<Standing>, MoneyError> {
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    for r in results.iter().filter(|r| filter.admits(r)) {
        for (player, counters) in &r.balances {
            tallies.entry(person_key(player)).or_default().add(
                (r.order, player),
                *counters,
                r.rate.as_ref(),
            )?;
        }
    }
    let mut table: Vec<Standing> = tallies.into_values().map(Tally::standing).collect();
    table.sort_by(|a, b| {
        b.counters
            .cmp(&a.counters)
            .then_with(|| a.player.cmp(&b.player))
    });
    Ok(table)
}

/// One person's record under the filter (the name as [`person_key`] compares it), or
/// `None` if the person played none of its parties.
///
/// # Errors
/// [`MoneyError::Overflow`] when a total does not fit 64 bits.
pub fn player_record(
    results: &[PartieResult],
    filter: &LeagueFilter,
    player: &str,
) -> Result<Option<PlayerRecord>, MoneyError> {
    let key = person_key(player);
    let mut tally = Tally::default();
    let mut parties = Vec::new();
    for r in results.iter().filter(|r| filter.admits(r)) {
        let Some((seat, (name, counters))) = r
            .balances
            .iter()
            .enumerate()
            .find(|(_, (p, _))| person_key(p) == key)
        else {
            continue;
        };
        tally.add((r.order, name), *counters, r.rate.as_ref())?;
        parties.push(PlayerPartie {
            party_id: r.party_id.clone(),
            order: r.order,
            game: r.game.slug().to_owned(),
            date: r.date.format("%Y-%m-%d").to_string(),
            closed: r.closed,
            seat: seat + 1,
            players: r.balances.len(),
            counters: *counters,
            money: r
                .rate
                .as_ref()
                .map(|rate| rate.convert(*counters).map(|c| c.to_string()))
                .transpose()?,
        });
    }
    if parties.is_empty() {
        return Ok(None);
    }
    parties.sort_by(|a, b| b.date.cmp(&a.date).then_with(|| b.order.cmp(&a.order)));
    Ok(Some(PlayerRecord {
        standing: tally.standing(),
        parties,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn results() -> Vec<PartieResult> {
        let eur = Rate::parse("0.50 EUR per 10").unwrap();
        vec![
            PartieResult {
                party_id: "p1".into(),
                order: 1,
                game: GameId::Quadrille,
                date: day(1),
                closed: true,
                rate: Some(eur.clone()),
                balances: vec![
                    ("Anne".into(), 30),
                    ("Blaise".into(), -10),
                    ("Cécile".into(), -15),
                    ("Denis".into(), -5),
                ],
            },
            PartieResult {
                party_id: "p2".into(),
                order: 2,
                game: GameId::Piquet,
                date: day(8),
                closed: false,
                rate: None,
                balances: vec![("Anne".into(), -40), ("Blaise".into(), 40)],
            },
            PartieResult {
                party_id: "p3".into(),
                order: 3,
                game: GameId::Quadrille,
                date: day(15),
                closed: true,
                rate: Some(Rate::parse("0.01 EUR per 3").unwrap()),
                balances: vec![
                    ("Anne".into(), 1),
                    ("Blaise".into(), 1),
                    ("Cécile".into(), -1),
                    ("Denis".into(), -1),
                ],
            },
        ]
    }

    #[test]
    fn the_league_sums_every_partie_of_each_person() {
        let table = league(&results(), &LeagueFilter::default()).unwrap();
        let names: Vec<&str> = table.iter().map(|s| s.player.as_str()).collect();
        assert_eq!(names, ["Blaise", "Denis", "Anne", "Cécile"]);
        let anne = &table[2];
        assert_eq!(
            (anne.parties, anne.won, anne.lost, anne.counters),
            (3, 2, 1, -9)
        );
        assert_eq!((anne.best, anne.worst), (30, -40));
        // 30 counters at 0.50 per 10 = 1.50 EUR; 1 counter at 0.01 per 3 = 1/3 cent.
        assert_eq!(anne.money, ["1.50 EUR + 1/3 of 0.01 EUR"]);
    }

    #[test]
    fn one_person_however_the_name_is_cased_or_accented() {
        assert_eq!(person_key("Anne"), person_key("anne"));
        assert_eq!(person_key(" Amélie  Durand "), person_key("AMELIE durand"));
        assert_eq!(person_key("Cécile"), "cecile");
        assert_ne!(person_key("Anne"), person_key("Annie"));
        let mut rs = results();
        // A fourth partie, the newest, where Anne is written "anne" and Cécile "Cecile".
        rs.push(PartieResult {
            party_id: "p4".into(),
            order: 4,
            game: GameId::Piquet,
            date: day(20),
            closed: true,
            rate: None,
            balances: vec![("anne".into(), 6), ("Cecile".into(), -6)],
        });
        let table = league(&rs, &LeagueFilter::default()).unwrap();
        let names: Vec<&str> = table.iter().map(|s| s.player.as_str()).collect();
        // One line each, under the spelling of the newest partie.
        assert_eq!(names, ["Blaise", "anne", "Denis", "Cecile"]);
        assert_eq!((table[1].parties, table[1].counters), (4, -3));
        assert_eq!((table[3].parties, table[3].counters), (3, -22));
        for asked in ["ANNE", "Anne", "anne"] {
            let record = player_record(&rs, &LeagueFilter::default(), asked)
                .unwrap()
                .unwrap();
            assert_eq!(record.parties.len(), 4, "{asked}");
            assert_eq!(record.standing.player, "anne");
        }
        let amelie = player_record(&rs, &LeagueFilter::default(), "Amelie").unwrap();
        assert!(amelie.is_none());
    }

    #[test]
    fn the_league_filters_by_game_and_dates() {
        let only_quadrille = LeagueFilter {
            game: Some(GameId::Quadrille),
            ..LeagueFilter::default()
        };
        let table = league(&results(), &only_quadrille).unwrap();
        assert_eq!(table[0].player, "Anne");
        assert_eq!(table[0].counters, 31);
        let november_first_week = LeagueFilter {
            from: Some(day(2)),
            to: Some(day(8)),
            ..LeagueFilter::default()
        };
        let table = league(&results(), &november_first_week).unwrap();
        assert_eq!(table.len(), 2);
        assert_eq!(
            (table[0].player.as_str(), table[0].counters),
            ("Blaise", 40)
        );
        assert!(table.iter().all(|s| s.money.is_empty()));
    }

    #[test]
    fn filters_parse_from_a_query_and_say_what_is_wrong() {
        let f = LeagueFilter::parse(Some("quadrille"), Some("2026-11-01"), Some("")).unwrap();
        assert_eq!(f.game, Some(GameId::Quadrille));
        assert_eq!(f.from, Some(day(1)));
        assert_eq!(f.to, None);
        assert_eq!(f.query(), "game=quadrille&from=2026-11-01");
        assert_eq!(
            f.summary(crate::i18n::Lang::En),
            "Quadrille, from 2026-11-01"
        );
        assert_eq!(
            LeagueFilter::parse(None, None, None).unwrap(),
            LeagueFilter::default()
        );
        assert!(LeagueFilter::parse(Some("whist"), None, None)
            .unwrap_err()
            .to_string()
            .starts_with("game:"));
        assert!(LeagueFilter::parse(None, Some("22/11/2026"), None)
            .unwrap_err()
            .to_string()
            .starts_with("from:"));
        assert!(LeagueFilter::parse(None, Some("2026-11-30"), Some("2026-11-01")).is_err());
    }

    #[test]
    fn a_player_record_lists_the_parties_newest_first() {
        let rec = player_record(&results(), &LeagueFilter::default(), "Cécile")
            .unwrap()
            .unwrap();
        assert_eq!(rec.standing.counters, -16);
        let ids: Vec<&str> = rec.parties.iter().map(|p| p.party_id.as_str()).collect();
        assert_eq!(ids, ["p3", "p1"]);
        assert_eq!(rec.parties[1].seat, 3);
        assert_eq!(rec.parties[1].money.as_deref(), Some("-0.75 EUR"));
        assert_eq!(rec.parties[1].date, "2026-11-01");
        assert_eq!(
            player_record(&results(), &LeagueFilter::default(), "Nobody").unwrap(),
            None
        );
    }
}
