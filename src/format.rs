//! Numbers, money and times written the reader's way: the one place they are formatted
//! for a person (pages, the API's words). Machine formats (JSON values, CSV cells, a
//! partie's stated rate) keep the plain text of [`Money`]'s `Display`.
//!
//! - English: `1,234`, `-11.00 EUR` (the code after the amount, for every currency),
//!   `2026-11-25 14:05`.
//! - French: `1 234` (a narrow no-break space between thousands), `-11,00 €` (the euro
//!   as its sign, other currencies by code, a no-break space before either),
//!   `25/11/2026 14:05`.
//! - Old money is written `3 l 4 s 6 d` in both languages, as the books abbreviate it.
//!
//! Times are stored in UTC and shown in the table's [`Zone`] (`ACADEMIE_TIME_ZONE`).

use std::fmt;
use std::str::FromStr;

use chrono::{NaiveDateTime, TimeZone};

use crate::domain::{Converted, Currency, Money, Rate};
use crate::i18n::Lang;

/// The narrow no-break space French puts between thousands.
pub const THOUSANDS_FR: char = '\u{202F}';
/// The no-break space French puts before a unit (`11,00 €`).
pub const UNIT_SPACE_FR: char = '\u{A0}';

/// `digits` (ASCII, no sign) grouped by thousands with `sep`.
fn group(digits: &str, sep: char) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

fn thousands(lang: Lang) -> char {
    match lang {
        Lang::En => ',',
        Lang::Fr => THOUSANDS_FR,
    }
}

/// A whole number (counters, points): `-1,234` / `-1 234`. Written without the
/// formatter (`itoa`'s digits, grouped by three): a page writes hundreds of numbers.
pub fn int(lang: Lang, n: i64) -> String {
    let mut buffer = itoa::Buffer::new();
    let digits = buffer.format(n.unsigned_abs());
    let sep = thousands(lang);
    let len = digits.len();
    let mut out = String::with_capacity(1 + len + (len / 3) * sep.len_utf8());
    if n < 0 {
        out.push('-');
    }
    // The first group holds one to three digits, each one after it three.
    let mut at = match len % 3 {
        0 => 3,
        first => first,
    };
    out.push_str(digits.get(..at).unwrap_or(digits));
    while let Some(group) = digits.get(at..at + 3) {
        out.push(sep);
        out.push_str(group);
        at += 3;
    }
    out
}

/// A whole number with its sign always written (`+12`, `-3`, `0`), as a payment's net.
pub fn signed(lang: Lang, n: i64) -> String {
    if n > 0 {
        let digits = int(lang, n);
        let mut out = String::with_capacity(1 + digits.len());
        out.push('+');
        out.push_str(&digits);
        out
    } else {
        int(lang, n)
    }
}

/// `abs` minor units of a decimal currency as `1,234.56` / `1 234,56` (no sign, no unit).
fn decimal_number(lang: Lang, abs: u64, exponent: u8) -> String {
    let scale = 10_u64.pow(u32::from(exponent));
    let whole = group(&(abs / scale).to_string(), thousands(lang));
    if exponent == 0 {
        return whole;
    }
    let point = match lang {
        Lang::En => '.',
        Lang::Fr => ',',
    };
    let width = usize::from(exponent);
    format!("{whole}{point}{:0width$}", abs % scale)
}

/// An amount without its sign.
fn unsigned_money(lang: Lang, currency: &Currency, abs: u64) -> String {
    match currency {
        Currency::Decimal { code, exponent } => {
            let number = decimal_number(lang, abs, *exponent);
            match lang {
                Lang::En => format!("{number} {code}"),
                Lang::Fr if code == "EUR" => format!("{number}{UNIT_SPACE_FR}€"),
                Lang::Fr => format!("{number}{UNIT_SPACE_FR}{code}"),
            }
        }
        Currency::Lsd => {
            let (livres, sous, deniers) = (abs / 240, (abs % 240) / 12, abs % 12);
            let mut parts = Vec::new();
            if livres > 0 {
                let livres = group(&livres.to_string(), thousands(lang));
                parts.push(format!("{livres} l"));
            }
            if sous > 0 {
                parts.push(format!("{sous} s"));
            }
            if deniers > 0 || parts.is_empty() {
                parts.push(format!("{deniers} d"));
            }
            parts.join(" ")
        }
    }
}

/// An amount of money: `-11.00 EUR` / `-11,00 €`, `1,234.50 GBP` / `1 234,50 GBP`,
/// `3 l 4 s 6 d`.
pub fn money(lang: Lang, m: &Money) -> String {
    let sign = if m.minor < 0 { "-" } else { "" };
    format!(
        "{sign}{}",
        unsigned_money(lang, &m.currency, m.minor.unsigned_abs())
    )
}

/// What counters are worth, the part of a minor unit left over spelled out:
/// `0.03 EUR + 1/2 of 0.01 EUR` / `0,03 € + 1/2 de 0,01 €`, `-3 d - 1/3 d`.
pub fn converted(lang: Lang, c: &Converted) -> String {
    if c.is_exact() {
        return money(lang, &c.money);
    }
    let negative = c.remainder < 0;
    let sign = if negative { "-" } else { "" };
    let whole = unsigned_money(lang, &c.money.currency, c.money.minor.unsigned_abs());
    let op = if negative { '-' } else { '+' };
    let (num, den) = (c.remainder.unsigned_abs(), c.denominator);
    match c.money.currency {
        Currency::Lsd => format!("{sign}{whole} {op} {num}/{den} d"),
        Currency::Decimal { .. } => {
            let unit = unsigned_money(lang, &c.money.currency, 1);
            let of = match lang {
                Lang::En => "of",
                Lang::Fr => "de",
            };
            format!("{sign}{whole} {op} {num}/{den} {of} {unit}")
        }
    }
}

/// A rate in the reader's words: `0.50 EUR per 10` / `0,50 € les 10` (the money alone
/// for a rate per single counter).
pub fn rate(lang: Lang, r: &Rate) -> String {
    let m = money(lang, &Money::new(r.currency().clone(), r.minor()));
    match (r.counters(), lang) {
        (1, _) => m,
        (n, Lang::En) => format!("{m} per {}", int(lang, n)),
        (n, Lang::Fr) => format!("{m} les {}", int(lang, n)),
    }
}

/// An amount written as the machine formats write it (`-12.35 EUR`, `3 l 4 s`), written
/// again the reader's way; a text that is no plain amount (one with a fraction of a
/// minor unit) is given back as it is.
pub fn money_text(lang: Lang, text: &str) -> String {
    Money::parse(text).map_or_else(|_| text.to_owned(), |m| money(lang, &m))
}

/// The zone the table's times are shown in: an IANA zone (`Europe/Paris`), or the
/// server's own (the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Zone {
    /// The server's local zone.
    #[default]
    Local,
    /// A named zone.
    Named(chrono_tz::Tz),
}

impl FromStr for Zone {
    type Err = String;

    /// An IANA name (`Europe/Paris`, `UTC`); `local` (or nothing) for the server's zone.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "" | "local" => Ok(Zone::Local),
            name => name
                .parse::<chrono_tz::Tz>()
                .map(Zone::Named)
                .map_err(|_| format!("{name:?} is not an IANA time zone (Europe/Paris, UTC...)")),
        }
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Zone::Local => f.write_str("local"),
            Zone::Named(tz) => f.write_str(tz.name()),
        }
    }
}

/// A stored UTC time as the reader reads it, in `zone`: `2026-11-25 14:05` /
/// `25/11/2026 14:05`.
pub fn time(lang: Lang, zone: Zone, at: NaiveDateTime) -> String {
    let pattern = match lang {
        Lang::En => "%Y-%m-%d %H:%M",
        Lang::Fr => "%d/%m/%Y %H:%M",
    };
    match zone {
        Zone::Local => chrono::Local.from_utc_datetime(&at).format(pattern),
        Zone::Named(tz) => tz.from_utc_datetime(&at).format(pattern),
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eur(minor: i64) -> Money {
        Money::new(
            Currency::Decimal {
                code: "EUR".into(),
                exponent: 2,
            },
            minor,
        )
    }

    #[test]
    fn counters_are_grouped_by_thousands() {
        assert_eq!(int(Lang::En, 0), "0");
        assert_eq!(int(Lang::En, -999), "-999");
        assert_eq!(int(Lang::En, 1234), "1,234");
        assert_eq!(int(Lang::En, -1_234_567), "-1,234,567");
        assert_eq!(int(Lang::Fr, 1234), "1\u{202F}234");
        assert_eq!(int(Lang::Fr, -100_000), "-100\u{202F}000");
        assert_eq!(
            int(Lang::Fr, i64::MIN),
            "-9\u{202F}223\u{202F}372\u{202F}036\u{202F}854\u{202F}775\u{202F}808"
        );
        assert_eq!(signed(Lang::Fr, 1200), "+1\u{202F}200");
        // Every length of number: a separator before each group of three from the units.
        for n in [1_i64, 12, 123, 1234, 12_345, 123_456, 1_234_567, i64::MAX] {
            for n in [n, -n] {
                let plain = n.unsigned_abs().to_string();
                let mut grouped = String::new();
                for (i, d) in plain.chars().enumerate() {
                    if i > 0 && (plain.len() - i) % 3 == 0 {
                        grouped.push(',');
                    }
                    grouped.push(d);
                }
                let sign = if n < 0 { "-" } else { "" };
                assert_eq!(int(Lang::En, n), format!("{sign}{grouped}"), "{n}");
            }
        }
        assert_eq!(signed(Lang::En, -3), "-3");
        assert_eq!(signed(Lang::En, 0), "0");
    }

    #[test]
    fn money_is_written_the_readers_way() {
        assert_eq!(money(Lang::Fr, &eur(-1100)), "-11,00\u{A0}€");
        assert_eq!(money(Lang::En, &eur(-1100)), "-11.00 EUR");
        assert_eq!(money(Lang::Fr, &eur(123_456)), "1\u{202F}234,56\u{A0}€");
        assert_eq!(money(Lang::En, &eur(123_456)), "1,234.56 EUR");
        assert_eq!(money(Lang::Fr, &eur(5)), "0,05\u{A0}€");
        let yen = Money::new(Currency::decimal("JPY").unwrap(), 1200);
        assert_eq!(money(Lang::Fr, &yen), "1\u{202F}200\u{A0}JPY");
        let gbp = Money::new(Currency::decimal("GBP").unwrap(), -50);
        assert_eq!(money(Lang::Fr, &gbp), "-0,50\u{A0}GBP");
        let lsd = Money::new(Currency::Lsd, -(3 * 240 + 4 * 12 + 6));
        assert_eq!(money(Lang::Fr, &lsd), "-3 l 4 s 6 d");
        assert_eq!(money(Lang::En, &Money::new(Currency::Lsd, 0)), "0 d");
        // English is the text the machine formats write, grouped.
        assert_eq!(money(Lang::En, &eur(-1100)), eur(-1100).to_string());
    }

    #[test]
    fn rates_and_stored_amounts_are_written_the_readers_way() {
        let r = Rate::parse("0.50 EUR per 10").unwrap();
        assert_eq!(rate(Lang::En, &r), "0.50 EUR per 10");
        assert_eq!(rate(Lang::Fr, &r), "0,50\u{A0}€ les 10");
        assert_eq!(rate(Lang::Fr, &Rate::parse("1 s").unwrap()), "1 s");
        assert_eq!(
            money_text(Lang::Fr, "-1234.50 EUR"),
            "-1\u{202F}234,50\u{A0}€"
        );
        assert_eq!(money_text(Lang::Fr, "odd"), "odd");
    }

    #[test]
    fn an_inexact_amount_says_its_fraction() {
        let rate = crate::domain::Rate::parse("0.01 EUR per 2").unwrap();
        let c = rate.convert(7).unwrap();
        assert_eq!(converted(Lang::En, &c), "0.03 EUR + 1/2 of 0.01 EUR");
        assert_eq!(converted(Lang::Fr, &c), "0,03\u{A0}€ + 1/2 de 0,01\u{A0}€");
        let c = rate.convert(-1).unwrap();
        assert_eq!(converted(Lang::En, &c), "-0.00 EUR - 1/2 of 0.01 EUR");
        assert_eq!(converted(Lang::En, &c), c.to_string());
        let rate = crate::domain::Rate::parse("1 d per 3").unwrap();
        assert_eq!(
            converted(Lang::Fr, &rate.convert(10).unwrap()),
            "3 d + 1/3 d"
        );
    }

    #[test]
    fn times_are_shown_in_the_tables_zone() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 25)
            .and_then(|d| d.and_hms_opt(13, 5, 0))
            .unwrap();
        let paris: Zone = "Europe/Paris".parse().unwrap();
        assert_eq!(time(Lang::En, paris, at), "2026-11-25 14:05");
        assert_eq!(time(Lang::Fr, paris, at), "25/11/2026 14:05");
        let summer = chrono::NaiveDate::from_ymd_opt(2026, 7, 1)
            .and_then(|d| d.and_hms_opt(13, 5, 0))
            .unwrap();
        assert_eq!(time(Lang::Fr, paris, summer), "01/07/2026 15:05");
        let utc: Zone = "UTC".parse().unwrap();
        assert_eq!(time(Lang::En, utc, at), "2026-11-25 13:05");
        assert_eq!("".parse::<Zone>(), Ok(Zone::Local));
        assert!("Mars/Olympus".parse::<Zone>().is_err());
        assert_eq!(paris.to_string(), "Europe/Paris");
    }
}
