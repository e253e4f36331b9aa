//! The box games of other-games-2: counters wait in boxes (*corbillons*) and pools that
//! carry over from deal to deal (§0.2 "Carry-over"), drawn by the winners of contests,
//! often after revies (§0.2 "Revies"). The boxes themselves are [`crate::games::pools`];
//! this module holds what these games read the same way:
//!
//! * the deal's dealer (§0.2: the `dealer` field is authoritative; absent, the player
//!   after the last dealer deals) and the order of play from him ([`race::order_from`]);
//! * a per-player map of the deal (`{player: n}`) turned into seats;
//! * `put_revies`: the counters a player added to a contest beyond the stake, into the
//!   contest's box, entered only for a contest that has a winner;
//! * `box_items`: one table item per box for the partie page.
//!
//! Games: Ferme, Hoc, Emprunt, Poque, Guinguette, Belle/Flux/Trente-un, Gillet, Cul-bas,
//! Coucou, Brusquembille (one file each).

use std::collections::BTreeMap;

use crate::domain::{PotKey, Seat};
use crate::games::pools::{Payments, Pools};
use crate::games::race;
use crate::games::{DealError, Field, FieldKind, Msg, Table, TableItem};

pub mod belle_flux_trente_un;
pub mod brusquembille;
pub mod coucou;
pub mod cul_bas;
pub mod emprunt;
pub mod ferme;
pub mod gillet;
pub mod guinguette;
pub mod hoc;
pub mod poque;

pub use belle_flux_trente_un::BelleFluxTrenteUn;
pub use brusquembille::Brusquembille;
pub use coucou::Coucou;
pub use cul_bas::CulBas;
pub use emprunt::Emprunt;
pub use ferme::Ferme;
pub use gillet::Gillet;
pub use guinguette::Guinguette;
pub use hoc::Hoc;
pub use poque::Poque;

/// The seat of the player named in `field`.
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub(crate) fn seat<O>(table: &Table<O>, field: &str, name: &str) -> Result<Seat, DealError> {
    table.seat_of(field, name)
}

/// The seat of an optional player field.
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub(crate) fn seat_opt<O>(
    table: &Table<O>,
    field: &str,
    name: Option<&String>,
) -> Result<Option<Seat>, DealError> {
    name.map(|n| table.seat_of(field, n)).transpose()
}

/// A `{player: value}` map of the deal as `(seat, value)` pairs in seat order.
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub(crate) fn by_seat<O, T: Clone>(
    table: &Table<O>,
    field: &str,
    map: &BTreeMap<String, T>,
) -> Result<Vec<(Seat, T)>, DealError> {
    let mut out = map
        .iter()
        .map(|(k, v)| Ok((table.seat_of(&format!("{field}.{k}"), k)?, v.clone())))
        .collect::<Result<Vec<_>, DealError>>()?;
    out.sort_by_key(|(s, _)| *s);
    Ok(out)
}

/// The seats of a list of players, each at most once.
///
/// # Errors
/// [`DealError::UnknownPlayer`], or [`DealError::Invalid`] for a player named twice.
pub(crate) fn seats_of<O>(
    table: &Table<O>,
    field: &str,
    names: &[String],
) -> Result<Vec<Seat>, DealError> {
    let mut out: Vec<Seat> = Vec::new();
    for n in names {
        let s = table.seat_of(field, n)?;
        if out.contains(&s) {
            return Err(DealError::invalid(
                field,
                crate::msg!("corbillons-named-twice", player = n.as_str()),
            ));
        }
        out.push(s);
    }
    Ok(out)
}

/// The dealer of this deal: the `dealer` field when given (§0.2: authoritative), else the
/// player after the last dealer (`next`), else the first player.
///
/// # Errors
/// [`DealError::UnknownPlayer`].
pub(crate) fn dealer<O>(
    table: &Table<O>,
    given: Option<&String>,
    next: Option<Seat>,
) -> Result<Seat, DealError> {
    match given {
        Some(n) => table.seat_of("dealer", n),
        None => Ok(next.unwrap_or(Seat::new(0))),
    }
}

/// The player after `dealer`: the eldest hand, who deals next (§0.2).
pub(crate) fn after(dealer: Seat, n: usize) -> Seat {
    race::order_from(dealer, n)
        .first()
        .copied()
        .unwrap_or(dealer)
}

/// A count entered in `field` must not be negative.
///
/// # Errors
/// [`DealError::Invalid`].
pub(crate) fn not_negative(field: &str, n: i64) -> Result<(), DealError> {
    if n < 0 {
        return Err(DealError::invalid(
            field,
            crate::msg!("corbillons-negative", got = n),
        ));
    }
    Ok(())
}

/// The revies of a contest (§0.2 "Revies"): each player's counters beyond the compulsory
/// stake go into the contest's box `key`; they may be entered only when the contest has a
/// winner (a contest nobody won was passed).
///
/// # Errors
/// [`DealError::Invalid`] for revies on a passed contest or a negative revy.
pub(crate) fn put_revies<O>(
    pay: &mut Payments,
    table: &Table<O>,
    field: &str,
    key: &str,
    winner: Option<Seat>,
    revies: &BTreeMap<String, i64>,
) -> Result<(), DealError> {
    if winner.is_none() && revies.values().any(|v| *v != 0) {
        return Err(DealError::invalid(
            field,
            crate::msg!("corbillons-revies-without-winner"),
        ));
    }
    for (seat, n) in by_seat(table, field, revies)? {
        not_negative(field, n)?;
        pay.put(seat, key, n, "revy")?;
    }
    Ok(())
}

/// The pot keys of a game's boxes.
pub(crate) fn pot_keys(keys: &[&'static str]) -> Vec<PotKey> {
    keys.iter().map(|k| PotKey::new(k)).collect()
}

/// One table item per box: its label and what lies in it.
pub(crate) fn box_items(pools: &Pools, boxes: &[(&'static str, Msg)]) -> Vec<TableItem> {
    boxes
        .iter()
        .map(|(key, label)| TableItem {
            label: label.clone(),
            amount: Some(pools.get(key)),
            pot: Some(PotKey::new(key)),
            seat: None,
        })
        .collect()
}

/// The dealer field of a deal form, pre-filled with who deals next.
pub(crate) fn dealer_field<O>(table: &Table<O>, next: Option<Seat>) -> Field {
    let next = next.unwrap_or(Seat::new(0));
    Field::new(
        "dealer",
        crate::msg!("corbillons-field-dealer"),
        FieldKind::Player,
        true,
    )
    .with_default(table.name(next).to_owned())
}

/// A per-player count field.
pub(crate) fn per_player(name: &str, label: Msg, min: i64, max: i64) -> Field {
    Field::new(name, label, FieldKind::PerPlayer { min, max }, false).essential(true)
}

/// The `deck` option's check: one of `allowed` (validation only).
///
/// # Errors
/// [`DealError::Options`].
pub(crate) fn check_deck(deck: Option<u8>, allowed: &[u8]) -> Result<(), DealError> {
    match deck {
        Some(d) if !allowed.contains(&d) => Err(DealError::Options {
            detail: crate::msg!("corbillons-deck", got = d),
        }),
        _ => Ok(()),
    }
}

/// The amounts of the options (stakes, antes, prices) are never below zero.
///
/// # Errors
/// [`DealError::Options`] naming the first negative option.
pub(crate) fn check_amounts(amounts: &[(&'static str, i64)]) -> Result<(), DealError> {
    match amounts.iter().find(|(_, v)| *v < 0) {
        Some((key, v)) => Err(DealError::Options {
            detail: crate::msg!("corbillons-option-negative", option = *key, got = *v),
        }),
        None => Ok(()),
    }
}

/// The `unit` option every game of other-games-2 accepts: descriptive, ignored (§0.2).
pub(crate) fn unit_spec() -> crate::games::OptionSpec {
    crate::games::OptionSpec::optional(
        "unit",
        crate::games::OptionKind::Text,
        crate::msg!("corbillons-option-unit"),
    )
    .help(crate::msg!("corbillons-option-unit-help"))
}

/// Serde readers for options the new-partie form sends as text: a number chosen from a
/// list (`"32"`), the sides written as a JSON object.
pub(crate) mod lenient {
    use std::collections::BTreeMap;

    use serde::de::{Deserializer, Error};
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw<T> {
        Value(T),
        Text(String),
    }

    fn read<'de, D: Deserializer<'de>, T: serde::de::DeserializeOwned>(
        d: D,
    ) -> Result<Option<T>, D::Error> {
        match Option::<Raw<T>>::deserialize(d)? {
            None => Ok(None),
            Some(Raw::Value(v)) => Ok(Some(v)),
            Some(Raw::Text(t)) if t.trim().is_empty() => Ok(None),
            Some(Raw::Text(t)) => serde_json::from_str(t.trim())
                .map(Some)
                .map_err(D::Error::custom),
        }
    }

    /// A number, or its text.
    pub(crate) fn number<'de, D: Deserializer<'de>, T: serde::de::DeserializeOwned>(
        d: D,
    ) -> Result<T, D::Error> {
        read(d)?.ok_or_else(|| D::Error::custom("a number is required"))
    }

    /// An optional number, or its text.
    pub(crate) fn opt_number<'de, D: Deserializer<'de>, T: serde::de::DeserializeOwned>(
        d: D,
    ) -> Result<Option<T>, D::Error> {
        read(d)
    }

    /// The sides `{id: [players]}`, or their JSON text.
    pub(crate) fn sides<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<BTreeMap<String, Vec<String>>>, D::Error> {
        read(d)
    }
}

/// A required option left out.
pub(crate) fn required(key: &'static str) -> DealError {
    DealError::Options {
        detail: crate::msg!("corbillons-option-required", option = key),
    }
}

/// A card as the deals write it: rank (`A`, `2` ... `10`, `J`, `Q`, `K`) then suit (`S`,
/// `H`, `D`, `C`), e.g. `"10D"`, `"QS"`. The rank is 1 (Ace) to 13 (King).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Card {
    /// 1 = Ace, 2..=10, 11 = Knave, 12 = Queen, 13 = King.
    pub rank: u8,
    /// `S`, `H`, `D` or `C`.
    pub suit: char,
}

impl Card {
    /// Reads a card, or `None`.
    pub(crate) fn parse(text: &str) -> Option<Card> {
        let suit = text.chars().last()?;
        if !matches!(suit, 'S' | 'H' | 'D' | 'C') {
            return None;
        }
        let rank = match &text[..text.len() - 1] {
            "A" => 1,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            n => n.parse::<u8>().ok().filter(|r| (2..=10).contains(r))?,
        };
        Some(Card { rank, suit })
    }

    /// Reads the card in `field`.
    ///
    /// # Errors
    /// [`DealError::Invalid`] naming the field.
    pub(crate) fn read(field: &str, text: &str) -> Result<Card, DealError> {
        Card::parse(text).ok_or_else(|| {
            DealError::invalid(field, crate::msg!("corbillons-bad-card", got = text))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{render, Lang};

    /// Every message id the games of other-games-2 use, with an English text.
    #[test]
    fn every_message_has_its_english_text() {
        let sources = [
            include_str!("mod.rs"),
            include_str!("belle_flux_trente_un.rs"),
            include_str!("brusquembille.rs"),
            include_str!("coucou.rs"),
            include_str!("cul_bas.rs"),
            include_str!("emprunt.rs"),
            include_str!("ferme.rs"),
            include_str!("gillet.rs"),
            include_str!("guinguette.rs"),
            include_str!("hoc.rs"),
            include_str!("poque.rs"),
            include_str!("../jeux/mod.rs"),
            include_str!("../jeux/homme_d_auvergne.rs"),
            include_str!("../jeux/romestecq.rs"),
            include_str!("../jeux/sixte.rs"),
            include_str!("../jeux/sizette.rs"),
            include_str!("../jeux/vingt_quatre.rs"),
            include_str!("../mail/rouet.rs"),
            include_str!("../race.rs"),
        ];
        // Each game's words are in its own catalogue, its family's in the family's.
        let has = |id: &str| crate::i18n::has(Lang::En, id);
        let mut missing = Vec::new();
        let mut seen = 0;
        for src in sources {
            for part in src.split("msg!(\"").skip(1) {
                let id: String = part.chars().take_while(|c| *c != '"').collect();
                if id.contains('{') || id.is_empty() {
                    continue;
                }
                seen += 1;
                if !has(&id) {
                    missing.push(id);
                }
            }
        }
        assert!(seen > 300, "{seen}");
        assert!(missing.is_empty(), "no English text for {missing:?}");
    }

    #[test]
    fn selected_messages_render() {
        let m = crate::msg!("poque-box", which = "knave");
        assert_eq!(render(Lang::En, &m), "the Knave box");
        let m = crate::msg!(
            "race-item-marks",
            side = "AB",
            target = 21,
            out = 0,
            winner = 1
        );
        assert_eq!(render(Lang::En, &m), "AB (21 to win), has won the partie");
    }

    #[test]
    fn cards_are_read() {
        assert_eq!(
            Card::parse("10D"),
            Some(Card {
                rank: 10,
                suit: 'D'
            })
        );
        assert_eq!(
            Card::parse("QS"),
            Some(Card {
                rank: 12,
                suit: 'S'
            })
        );
        assert_eq!(Card::parse("1S"), None);
        assert_eq!(Card::parse("KX"), None);
        assert!(Card::read("x", "").is_err());
    }
}
