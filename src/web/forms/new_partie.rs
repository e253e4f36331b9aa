//! The new-partie form's money and players (its options are read by
//! [`crate::web::option_form`]).

use crate::domain::Rate;
use crate::msg;

use super::{Entries, FormErrors, MONEY_INPUT, PLAYERS_INPUT};

/// What a counter is worth, from the new-partie form (`0.50 EUR per 10`); empty is none.
///
/// # Errors
/// [`FormErrors`] keyed [`MONEY_INPUT`] with what cannot be read.
pub fn parse_money(entries: &Entries) -> Result<Option<Rate>, FormErrors> {
    match entries.trimmed(MONEY_INPUT) {
        "" => Ok(None),
        text => Rate::parse(text).map(Some).map_err(|e| {
            let mut errors = FormErrors::new();
            errors.add(MONEY_INPUT, e.message());
            errors
        }),
    }
}

/// The players of the new-partie form in seating order: names trimmed, empty boxes
/// skipped.
///
/// # Errors
/// [`FormErrors`] keyed [`PLAYERS_INPUT`] for too few or too many names, a name longer
/// than 40 characters or with control characters, or a name given twice.
pub fn parse_players(
    entries: &Entries,
    seats: std::ops::RangeInclusive<usize>,
) -> Result<Vec<String>, FormErrors> {
    let names: Vec<String> = entries
        .all(PLAYERS_INPUT)
        .iter()
        .map(|n| n.trim().to_owned())
        .filter(|n| !n.is_empty())
        .collect();
    let mut errors = FormErrors::new();
    if !seats.contains(&names.len()) {
        let wanted = if seats.start() == seats.end() {
            msg!("error-players-count-exact", seats = *seats.start())
        } else {
            msg!(
                "page-new-seats-range",
                from = *seats.start(),
                to = *seats.end()
            )
        };
        errors.add(
            PLAYERS_INPUT,
            msg!("form-players-count", named = names.len(), seats = wanted),
        );
    }
    for (i, n) in names.iter().enumerate() {
        if n.chars().count() > 40 {
            errors.add(
                PLAYERS_INPUT,
                msg!("form-name-too-long", name = n, max = 40),
            );
        } else if n.chars().any(char::is_control) {
            errors.add(PLAYERS_INPUT, msg!("form-name-control"));
        } else if names[..i].contains(n) {
            errors.add(PLAYERS_INPUT, msg!("form-name-twice", name = n));
        }
    }
    if errors.is_empty() {
        Ok(names)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::forms::fixtures::*;
    #[test]
    fn money_is_a_rate_or_nothing() {
        assert_eq!(parse_money(&entries(&[("money", " ")])).unwrap(), None);
        let rate = parse_money(&entries(&[("money", "0.50 EUR per 10")])).unwrap();
        assert_eq!(
            rate.map(|r| r.to_string()).as_deref(),
            Some("0.50 EUR per 10")
        );
        let errors = parse_money(&entries(&[("money", "lots")])).unwrap_err();
        assert!(errors.field(MONEY_INPUT).is_some());
    }

    #[test]
    fn players_are_trimmed_counted_and_distinct() {
        let e = entries(&[
            ("players", " Anne "),
            ("players", ""),
            ("players", "Bertrand"),
            ("players", "Céline"),
            ("players", "Denis"),
        ]);
        assert_eq!(
            parse_players(&e, 4..=4).unwrap(),
            ["Anne", "Bertrand", "Céline", "Denis"]
        );
        let errors = parse_players(&e, 2..=3).unwrap_err();
        assert_eq!(
            en(errors.field(PLAYERS_INPUT)).as_deref(),
            Some("4 players named; this game seats 2 to 3")
        );
        let twice = entries(&[("players", "Anne"), ("players", "Anne ")]);
        assert_eq!(
            en(parse_players(&twice, 2..=6)
                .unwrap_err()
                .field(PLAYERS_INPUT))
            .as_deref(),
            Some("\"Anne\" sits at the table twice; names must differ")
        );
        let long = "x".repeat(41);
        let too_long = entries(&[("players", "Anne"), ("players", long.as_str())]);
        assert!(parse_players(&too_long, 2..=6).is_err());
    }
}
