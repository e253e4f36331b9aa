//! Money: what a counter is worth, exactly.
//!
//! The engine counts in counters (jetons, marks). A partie may state what they are worth
//! in money, as a [`Rate`]: `minor` minor units of a currency per `counters` counters
//! ("1 fiche = 10 jetons = 0.50 EUR" is the rate `0.50 EUR per 10`: 50 cents per 10
//! counters). Money is always an integer number of minor units (cents, deniers); there
//! are no floats anywhere.
//!
//! **The conversion rule.** `n` counters are worth `n × minor / counters` minor units.
//! When that is not a whole number, [`Rate::convert`] does *not* round: it returns the
//! whole minor units truncated toward zero *and* the exact remainder, a fraction of one
//! minor unit with the same sign as the amount (see [`Converted`]). Its text says so:
//! `"0.03 EUR + 1/2 of 0.01 EUR"`, `"-3 l 4 s 6 d - 1/3 d"`. Nothing is lost silently.
//!
//! Currencies: decimal ones by code (`EUR`, `GBP`, `CHF`...; the minor unit is 10^-2 of
//! the unit except for the few codes listed in [`Currency::decimal`]), and the old
//! French money of account, livres, sous and deniers (`1 l = 20 s = 240 d`; the minor
//! unit is the denier; a liard is 3 d). The Piquet chapters stake "deux liards, un sou,
//! ou davantage" per point (004:169): `2 liards per 1`, `1 s per 1`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The key of a partie document (and of a partie's settings) that holds its [`Rate`].
pub const MONEY_KEY: &str = "money";

/// Deniers in a sou.
const DENIERS_PER_SOU: i64 = 12;
/// Deniers in a livre.
const DENIERS_PER_LIVRE: i64 = 240;
/// Deniers in a liard.
const DENIERS_PER_LIARD: i64 = 3;

/// Why an amount or a rate cannot be read or computed: [`MoneyError::message`] says it
/// to a player (`Display` writes it in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoneyError {
    /// The text is not an amount this module reads.
    NotAnAmount {
        /// The text given.
        text: String,
    },
    /// A currency code that is not three capital letters.
    UnknownCurrency {
        /// The code given.
        code: String,
    },
    /// More decimals than the currency's minor unit allows.
    TooManyDecimals {
        /// The amount given.
        text: String,
        /// The currency.
        code: String,
        /// Its number of decimals.
        exponent: u8,
    },
    /// A rate whose money or number of counters is not positive.
    NotPositive {
        /// The rate given.
        text: String,
    },
    /// A money setting that is not text.
    NotText,
    /// Amounts beyond what 64 bits hold.
    Overflow,
    /// Two amounts in different currencies cannot be added.
    MixedCurrencies,
}

impl std::error::Error for MoneyError {}

impl MoneyError {
    /// The error as a message of the catalogues.
    pub fn message(&self) -> crate::games::Msg {
        match self {
            MoneyError::NotAnAmount { text } => {
                crate::msg!("money-not-an-amount", text = text.as_str())
            }
            MoneyError::UnknownCurrency { code } => {
                crate::msg!("money-unknown-currency", code = code.as_str())
            }
            MoneyError::TooManyDecimals {
                text,
                code,
                exponent,
            } => crate::msg!(
                "money-too-many-decimals",
                text = text.as_str(),
                code = code.as_str(),
                exponent = *exponent
            ),
            MoneyError::NotPositive { text } => {
                crate::msg!("money-not-positive", text = text.as_str())
            }
            MoneyError::NotText => crate::msg!("money-not-text"),
            MoneyError::Overflow => crate::msg!("error-overflow"),
            MoneyError::MixedCurrencies => crate::msg!("money-mixed-currencies"),
        }
    }
}

/// A currency a partie can state its stakes in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Currency {
    /// A decimal currency: `code` (three capital letters) whose minor unit is
    /// 10^-`exponent` of the unit (a cent of a euro: exponent 2).
    Decimal {
        /// The code (`"EUR"`).
        code: String,
        /// Decimal places of the minor unit.
        exponent: u8,
    },
    /// Livres, sous and deniers (livre tournois): 1 l = 20 s = 240 d; minor unit the denier.
    Lsd,
}

impl Currency {
    /// The decimal currency of `code` (three ASCII capital letters). The minor unit has two
    /// decimals, except JPY, KRW, ISK, CLP, VND, XOF, XAF (none) and BHD, KWD, OMR, JOD,
    /// TND, LYD, IQD (three), after ISO 4217.
    ///
    /// # Errors
    /// [`MoneyError::UnknownCurrency`] for anything else.
    pub fn decimal(code: &str) -> Result<Self, MoneyError> {
        if code.len() != 3 || !code.chars().all(|c| c.is_ascii_uppercase()) {
            return Err(MoneyError::UnknownCurrency {
                code: code.to_owned(),
            });
        }
        let exponent = match code {
            "JPY" | "KRW" | "ISK" | "CLP" | "VND" | "XOF" | "XAF" => 0,
            "BHD" | "KWD" | "OMR" | "JOD" | "TND" | "LYD" | "IQD" => 3,
            _ => 2,
        };
        Ok(Currency::Decimal {
            code: code.to_owned(),
            exponent,
        })
    }
}

/// An amount of money: a whole number of minor units of a currency.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Money {
    /// The currency.
    pub currency: Currency,
    /// Minor units (cents, deniers); negative for a debt.
    pub minor: i64,
}

impl Money {
    /// `minor` minor units of `currency`.
    pub fn new(currency: Currency, minor: i64) -> Self {
        Money { currency, minor }
    }

    /// Reads `"12.35 EUR"`, `"-0.5 EUR"`, `"12 JPY"`, `"3 l 4 s 6 d"`, `"-6 d"`,
    /// `"2 liards"` (components may be written in full: livres, sous or sols, deniers),
    /// and the usual French and English spellings of a decimal amount: a decimal comma
    /// (`"0,50 EUR"`), the euro or pound sign before or after the number (`"0,50 €"`,
    /// `"€0.50"`, `"£2"`), a code in small letters (`"0.50 eur"`), thousands grouped
    /// (`"1 234,50 €"`, `"1,234.50 EUR"`).
    ///
    /// # Errors
    /// [`MoneyError::NotAnAmount`], [`MoneyError::UnknownCurrency`],
    /// [`MoneyError::TooManyDecimals`], [`MoneyError::Overflow`].
    pub fn parse(text: &str) -> Result<Self, MoneyError> {
        let normal = usual_spelling(text);
        let trimmed = normal.trim();
        let (negative, body) = match trimmed.strip_prefix('-') {
            Some(rest) => (true, rest.trim_start()),
            None => (false, trimmed),
        };
        let words: Vec<&str> = body.split_whitespace().collect();
        let not_amount = || MoneyError::NotAnAmount {
            text: text.to_owned(),
        };
        let money = match words.as_slice() {
            [number, code] if lsd_unit(code).is_none() => {
                if !number.chars().all(|c| c.is_ascii_digit() || c == '.') {
                    return Err(not_amount());
                }
                let currency = Currency::decimal(code)?;
                let exponent = match &currency {
                    Currency::Decimal { exponent, .. } => *exponent,
                    Currency::Lsd => 0,
                };
                let minor = parse_decimal(number, exponent).map_err(|e| match e {
                    DecimalError::Syntax => not_amount(),
                    DecimalError::TooManyDecimals => MoneyError::TooManyDecimals {
                        text: text.to_owned(),
                        code: (*code).to_owned(),
                        exponent,
                    },
                    DecimalError::Overflow => MoneyError::Overflow,
                })?;
                Money::new(currency, minor)
            }
            _ => Money::new(Currency::Lsd, parse_lsd(&words).ok_or_else(not_amount)??),
        };
        if negative {
            let minor = money.minor.checked_neg().ok_or(MoneyError::Overflow)?;
            Ok(Money::new(money.currency, minor))
        } else {
            Ok(money)
        }
    }
}

/// The words of a decimal amount as [`Money::parse`] reads them: `"0,50 €"` ->
/// `"0.50 EUR"`, `"€0.50"` -> `"0.50 EUR"`, `"1 234,50 eur"` -> `"1234.50 EUR"`. Old
/// money and anything else is left as it is.
fn usual_spelling(text: &str) -> String {
    let mut s = text.replace(['\u{A0}', '\u{202F}'], " ");
    for (sign, code) in [('€', "EUR"), ('£', "GBP")] {
        if s.contains(sign) {
            s = format!("{} {code}", s.replace(sign, " ").trim());
        }
    }
    let (sign, body) = match s.trim().strip_prefix('-') {
        Some(rest) => ("-", rest.trim_start().to_owned()),
        None => ("", s.trim().to_owned()),
    };
    let words: Vec<&str> = body.split_whitespace().collect();
    let Some((code, numbers)) = words.split_last() else {
        return s;
    };
    let is_code = code.len() == 3 && code.chars().all(|c| c.is_ascii_alphabetic());
    if !is_code || lsd_unit(code).is_some() || numbers.is_empty() {
        return s;
    }
    // "1 234,50": groups of three digits after the first are one number.
    let grouped = numbers
        .iter()
        .skip(1)
        .all(|w| w.len() >= 3 && w.chars().take(3).all(|c| c.is_ascii_digit()));
    if !grouped {
        return s;
    }
    let number: String = numbers.concat();
    let number = match (number.matches(',').count(), number.contains('.')) {
        // A decimal comma.
        (1, false) => number.replace(',', "."),
        // English thousands: "1,234.50".
        (_, true) => number.replace(',', ""),
        _ => number,
    };
    format!("{sign}{number} {}", code.to_ascii_uppercase())
}

/// Deniers per unit for a livres/sous/deniers word.
fn lsd_unit(word: &str) -> Option<i64> {
    match word {
        "l" | "livre" | "livres" => Some(DENIERS_PER_LIVRE),
        "s" | "sou" | "sous" | "sol" | "sols" => Some(DENIERS_PER_SOU),
        "d" | "denier" | "deniers" => Some(1),
        "liard" | "liards" => Some(DENIERS_PER_LIARD),
        _ => None,
    }
}

/// `["3", "l", "4", "s", "6", "d"]` -> deniers; `None` when it is not such a list.
fn parse_lsd(words: &[&str]) -> Option<Result<i64, MoneyError>> {
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return None;
    }
    let mut total: i64 = 0;
    for pair in words.chunks(2) {
        let [number, unit] = pair else { return None };
        let unit = lsd_unit(unit)?;
        if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        let Ok(n) = number.parse::<i64>() else {
            return Some(Err(MoneyError::Overflow));
        };
        let add = n.checked_mul(unit).and_then(|v| total.checked_add(v));
        match add {
            Some(v) => total = v,
            None => return Some(Err(MoneyError::Overflow)),
        }
    }
    Some(Ok(total))
}

enum DecimalError {
    Syntax,
    TooManyDecimals,
    Overflow,
}

/// `"12.35"` with `exponent` 2 -> 1235 (no sign).
fn parse_decimal(number: &str, exponent: u8) -> Result<i64, DecimalError> {
    let (whole, fraction) = match number.split_once('.') {
        Some((w, f)) => (w, f),
        None => (number, ""),
    };
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) {
        return Err(DecimalError::Syntax);
    }
    if number.contains('.') && fraction.is_empty() {
        return Err(DecimalError::Syntax);
    }
    let significant = fraction.trim_end_matches('0');
    if significant.len() > usize::from(exponent) {
        return Err(DecimalError::TooManyDecimals);
    }
    let scale = 10_i64
        .checked_pow(u32::from(exponent))
        .ok_or(DecimalError::Overflow)?;
    let whole: i64 = whole.parse().map_err(|_| DecimalError::Overflow)?;
    let mut frac: i64 = 0;
    for i in 0..usize::from(exponent) {
        let d = significant
            .as_bytes()
            .get(i)
            .map_or(0, |b| i64::from(b - b'0'));
        frac = frac * 10 + d;
    }
    whole
        .checked_mul(scale)
        .and_then(|v| v.checked_add(frac))
        .ok_or(DecimalError::Overflow)
}

impl Money {
    /// The amount as a plain decimal number, the way a spreadsheet reads one: in the
    /// currency's unit with its decimals, a dot before them, no grouping, no unit
    /// (`12.35`, `-0.05`, `12` for yen); livres, sous and deniers in deniers (`774` for
    /// `3 l 4 s 6 d`). Written from the minor units, so exact.
    pub fn number(&self) -> String {
        let sign = if self.minor < 0 { "-" } else { "" };
        let abs = self.minor.unsigned_abs();
        match &self.currency {
            Currency::Decimal { exponent, .. } if *exponent > 0 => {
                let scale = 10_u64.pow(u32::from(*exponent));
                let width = usize::from(*exponent);
                format!("{sign}{}.{:0width$}", abs / scale, abs % scale)
            }
            Currency::Decimal { .. } | Currency::Lsd => format!("{sign}{abs}"),
        }
    }

    /// What [`Money::number`] counts in: the currency's code (`EUR`), or `d` (deniers).
    pub fn unit(&self) -> &str {
        match &self.currency {
            Currency::Decimal { code, .. } => code,
            Currency::Lsd => "d",
        }
    }
}

impl fmt::Display for Money {
    /// `"12.35 EUR"`, `"-0.05 EUR"`, `"12 JPY"`, `"3 l 4 s 6 d"` (zero parts left out;
    /// nothing at all is `"0 d"`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.minor < 0 { "-" } else { "" };
        let abs = self.minor.unsigned_abs();
        match &self.currency {
            Currency::Decimal { code, .. } => write!(f, "{} {code}", self.number()),
            Currency::Lsd => {
                let livres = abs / 240;
                let sous = (abs % 240) / 12;
                let deniers = abs % 12;
                let mut parts = Vec::new();
                if livres > 0 {
                    parts.push(format!("{livres} l"));
                }
                if sous > 0 {
                    parts.push(format!("{sous} s"));
                }
                if deniers > 0 || parts.is_empty() {
                    parts.push(format!("{deniers} d"));
                }
                write!(f, "{sign}{}", parts.join(" "))
            }
        }
    }
}

impl FromStr for Money {
    type Err = MoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Money::parse(s)
    }
}

/// What a number of counters is worth, exactly: whole minor units truncated toward zero,
/// plus `remainder / denominator` of one minor unit (same sign as the amount,
/// `|remainder| < denominator`, the fraction in lowest terms; `0 / 1` when exact).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Converted {
    /// The whole minor units.
    pub money: Money,
    /// The numerator of the part of a minor unit left over.
    pub remainder: i64,
    /// Its denominator (1 when exact).
    pub denominator: i64,
}

impl Converted {
    /// Whether the counters convert to a whole number of minor units.
    pub fn is_exact(&self) -> bool {
        self.remainder == 0
    }

    /// The part of one minor unit left over, as a fraction with the amount's sign
    /// (`1/2`, `-1/3`), or an empty text when the conversion is exact: what a spreadsheet
    /// column of [`Money::number`]s lacks to be exact.
    pub fn remainder_text(&self) -> String {
        if self.is_exact() {
            String::new()
        } else {
            format!("{}/{}", self.remainder, self.denominator)
        }
    }
}

impl Converted {
    /// The exact sum of two amounts of the same currency (the remainders add up too).
    ///
    /// # Errors
    /// [`MoneyError::Overflow`]; [`MoneyError::MixedCurrencies`] for two currencies.
    pub fn checked_add(&self, other: &Converted) -> Result<Converted, MoneyError> {
        if self.money.currency != other.money.currency {
            return Err(MoneyError::MixedCurrencies);
        }
        let whole = |c: &Converted| {
            i128::from(c.money.minor) * i128::from(c.denominator) + i128::from(c.remainder)
        };
        let (d1, d2) = (i128::from(self.denominator), i128::from(other.denominator));
        let numerator = whole(self)
            .checked_mul(d2)
            .zip(whole(other).checked_mul(d1))
            .and_then(|(a, b)| a.checked_add(b))
            .ok_or(MoneyError::Overflow)?;
        let denominator = d1.checked_mul(d2).ok_or(MoneyError::Overflow)?;
        let minor = i64::try_from(numerator / denominator).map_err(|_| MoneyError::Overflow)?;
        let rem = numerator % denominator;
        let g = i128::try_from(gcd(rem.unsigned_abs(), denominator.unsigned_abs()).max(1))
            .map_err(|_| MoneyError::Overflow)?;
        Ok(Converted {
            money: Money::new(self.money.currency.clone(), minor),
            remainder: i64::try_from(rem / g).map_err(|_| MoneyError::Overflow)?,
            denominator: i64::try_from(denominator / g).map_err(|_| MoneyError::Overflow)?,
        })
    }

    /// Zero in `currency`.
    pub fn zero(currency: Currency) -> Self {
        Converted {
            money: Money::new(currency, 0),
            remainder: 0,
            denominator: 1,
        }
    }
}

impl fmt::Display for Converted {
    /// `"12.35 EUR"` when exact; otherwise the remainder spelled out:
    /// `"0.03 EUR + 1/2 of 0.01 EUR"`, `"-3 l 4 s 6 d - 1/3 d"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_exact() {
            return write!(f, "{}", self.money);
        }
        let negative = self.remainder < 0;
        // The whole part carries the sign; "-0.00 EUR" would lose it when it is zero.
        if self.money.minor == 0 && negative {
            f.write_str("-")?;
        }
        write!(f, "{}", self.money)?;
        let op = if negative { '-' } else { '+' };
        let unit = Money::new(self.money.currency.clone(), 1);
        let of = match self.money.currency {
            Currency::Decimal { .. } => format!("of {unit}"),
            Currency::Lsd => "d".to_owned(),
        };
        write!(
            f,
            " {op} {}/{} {of}",
            self.remainder.unsigned_abs(),
            self.denominator
        )
    }
}

/// What counters are worth: `minor` minor units of `currency` per `counters` counters.
/// Written `"0.50 EUR per 10"` (or `"0.05 EUR"` for a rate per single counter).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rate {
    currency: Currency,
    minor: i64,
    counters: i64,
}

impl Rate {
    /// `minor` minor units of `currency` per `counters` counters.
    ///
    /// # Errors
    /// [`MoneyError::NotPositive`] unless both are positive.
    pub fn new(currency: Currency, minor: i64, counters: i64) -> Result<Self, MoneyError> {
        let rate = Rate {
            currency,
            minor,
            counters,
        };
        if minor <= 0 || counters <= 0 {
            return Err(MoneyError::NotPositive {
                text: rate.to_string(),
            });
        }
        Ok(rate)
    }

    /// Reads `"0.50 EUR per 10"`, `"0.05 EUR"`, `"1 s per 4"`, `"2 liards per 1"`,
    /// `"5 s per 10 counters"`, and the usual French and English spellings: the amount
    /// as [`Money::parse`] reads it, then `per`, `par`, `les`, `pour`, `for` or `/` and
    /// the number of counters, which may be named (`counters`, `jetons`, `marks`,
    /// `marques`): `"0,50 € les 10"`, `"1 sou par 4 jetons"`, `"€0.50 per 10"`.
    ///
    /// # Errors
    /// [`MoneyError`] naming what is wrong.
    pub fn parse(text: &str) -> Result<Self, MoneyError> {
        let spaced = text
            .replace(['\u{A0}', '\u{202F}'], " ")
            .replace('/', " / ");
        let words: Vec<&str> = spaced.split_whitespace().collect();
        let at = words.iter().position(|w| {
            ["per", "par", "les", "pour", "for", "/"]
                .iter()
                .any(|p| w.eq_ignore_ascii_case(p))
        });
        let (amount, per) = match at {
            Some(i) => (words[..i].join(" "), Some(&words[i + 1..])),
            None => (words.join(" "), None),
        };
        let money = Money::parse(&amount).map_err(|e| match e {
            MoneyError::NotAnAmount { .. } => MoneyError::NotAnAmount {
                text: text.trim().to_owned(),
            },
            other => other,
        })?;
        let counters = match per {
            None => 1,
            Some(p) => {
                let named = |w: &str| {
                    [
                        "counter", "counters", "jeton", "jetons", "mark", "marks", "marque",
                        "marques",
                    ]
                    .iter()
                    .any(|n| w.eq_ignore_ascii_case(n))
                };
                let number = match p {
                    [n] => *n,
                    [n, name] if named(name) => *n,
                    _ => "",
                };
                if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
                    return Err(MoneyError::NotAnAmount {
                        text: text.trim().to_owned(),
                    });
                }
                number.parse::<i64>().map_err(|_| MoneyError::Overflow)?
            }
        };
        if money.minor <= 0 || counters <= 0 {
            return Err(MoneyError::NotPositive {
                text: text.to_owned(),
            });
        }
        Rate::new(money.currency, money.minor, counters)
    }

    /// The rate stated in a partie's settings (the [`MONEY_KEY`] of a partie document's
    /// extra fields): `None` when the partie states none (absent, null or empty text).
    ///
    /// # Errors
    /// [`MoneyError::NotText`] or the parse error of the text.
    pub fn from_settings(settings: &Map<String, Value>) -> Result<Option<Self>, MoneyError> {
        match settings.get(MONEY_KEY) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) => Rate::parse(s).map(Some),
            Some(_) => Err(MoneyError::NotText),
        }
    }

    /// The currency.
    pub fn currency(&self) -> &Currency {
        &self.currency
    }

    /// Minor units per [`Rate::counters`] counters.
    pub fn minor(&self) -> i64 {
        self.minor
    }

    /// The number of counters the rate is stated for.
    pub fn counters(&self) -> i64 {
        self.counters
    }

    /// What `counters` counters are worth, exactly (see the module docs for the rule).
    ///
    /// # Errors
    /// [`MoneyError::Overflow`] when the result does not fit 64 bits.
    pub fn convert(&self, counters: i64) -> Result<Converted, MoneyError> {
        let numerator = i128::from(counters) * i128::from(self.minor);
        let per = i128::from(self.counters);
        let whole = i64::try_from(numerator / per).map_err(|_| MoneyError::Overflow)?;
        let rem = numerator % per;
        let g = gcd(rem.unsigned_abs(), per.unsigned_abs()).max(1);
        let g = i128::try_from(g).map_err(|_| MoneyError::Overflow)?;
        let remainder = i64::try_from(rem / g).map_err(|_| MoneyError::Overflow)?;
        let denominator = i64::try_from(per / g).map_err(|_| MoneyError::Overflow)?;
        Ok(Converted {
            money: Money::new(self.currency.clone(), whole),
            remainder,
            denominator,
        })
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let money = Money::new(self.currency.clone(), self.minor);
        if self.counters == 1 {
            write!(f, "{money}")
        } else {
            write!(f, "{money} per {}", self.counters)
        }
    }
}

impl FromStr for Rate {
    type Err = MoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Rate::parse(s)
    }
}

impl Serialize for Rate {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Rate {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Rate::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eur(minor: i64) -> Money {
        Money::new(Currency::decimal("EUR").unwrap(), minor)
    }

    #[test]
    fn decimal_amounts_format_with_the_currency_decimals() {
        assert_eq!(eur(1235).to_string(), "12.35 EUR");
        assert_eq!(eur(-5).to_string(), "-0.05 EUR");
        assert_eq!(eur(0).to_string(), "0.00 EUR");
        let yen = Money::new(Currency::decimal("JPY").unwrap(), 1200);
        assert_eq!(yen.to_string(), "1200 JPY");
        let dinar = Money::new(Currency::decimal("KWD").unwrap(), 1005);
        assert_eq!(dinar.to_string(), "1.005 KWD");
    }

    #[test]
    fn amounts_as_plain_numbers_for_spreadsheets() {
        assert_eq!(
            (eur(1235).number(), eur(1235).unit()),
            ("12.35".into(), "EUR")
        );
        assert_eq!(eur(-5).number(), "-0.05");
        assert_eq!(eur(0).number(), "0.00");
        let yen = Money::new(Currency::decimal("JPY").unwrap(), -1200);
        assert_eq!(yen.number(), "-1200");
        let dinar = Money::new(Currency::decimal("KWD").unwrap(), 1005);
        assert_eq!(dinar.number(), "1.005");
        let lsd = Money::new(Currency::Lsd, 3 * 240 + 4 * 12 + 6);
        assert_eq!((lsd.number(), lsd.unit()), ("774".into(), "d"));
        let half = Rate::parse("0.01 EUR per 2").unwrap();
        let c = half.convert(-3).unwrap();
        assert_eq!(
            (c.money.number(), c.remainder_text()),
            ("-0.01".into(), "-1/2".into())
        );
        assert_eq!(half.convert(4).unwrap().remainder_text(), "");
    }

    #[test]
    fn livres_sous_deniers_format_in_their_three_columns() {
        let lsd = |d| Money::new(Currency::Lsd, d).to_string();
        assert_eq!(lsd(3 * 240 + 4 * 12 + 6), "3 l 4 s 6 d");
        assert_eq!(lsd(240), "1 l");
        assert_eq!(lsd(246), "1 l 6 d");
        assert_eq!(lsd(12), "1 s");
        assert_eq!(lsd(0), "0 d");
        assert_eq!(lsd(-(240 + 12 + 1)), "-1 l 1 s 1 d");
    }

    #[test]
    fn amounts_parse_back_from_their_text() {
        for m in [eur(1235), eur(-5), eur(0), eur(100_000)] {
            assert_eq!(Money::parse(&m.to_string()).unwrap(), m);
        }
        for d in [0, 1, 11, 12, 239, 240, 3 * 240 + 4 * 12 + 6, -250] {
            let m = Money::new(Currency::Lsd, d);
            assert_eq!(Money::parse(&m.to_string()).unwrap(), m);
        }
        assert_eq!(Money::parse("0.5 EUR").unwrap(), eur(50));
        assert_eq!(Money::parse("2 EUR").unwrap(), eur(200));
        assert_eq!(Money::parse("1.50 EUR").unwrap(), eur(150));
        assert_eq!(Money::parse("2 liards").unwrap().minor, 6);
        assert_eq!(Money::parse("1 livre 5 sols").unwrap().minor, 300);
        assert_eq!(Money::parse("25 s").unwrap().minor, 300);
    }

    #[test]
    fn bad_amounts_are_refused_with_the_reason() {
        assert_eq!(
            Money::parse("0.505 EUR"),
            Err(MoneyError::TooManyDecimals {
                text: "0.505 EUR".into(),
                code: "EUR".into(),
                exponent: 2
            })
        );
        assert!(matches!(
            Money::parse("12 EURO"),
            Err(MoneyError::UnknownCurrency { .. })
        ));
        assert!(matches!(
            Money::parse("12 E1R"),
            Err(MoneyError::UnknownCurrency { .. })
        ));
        assert!(matches!(
            Money::parse("fifty cents"),
            Err(MoneyError::NotAnAmount { .. })
        ));
        for bad in [
            "",
            "EUR",
            "1. EUR",
            ".5 EUR",
            "3 l 4",
            "3 x",
            "1e3 EUR",
            "€",
            "1,5,0 €",
        ] {
            assert!(Money::parse(bad).is_err(), "{bad:?} parsed");
        }
        assert_eq!(
            Money::parse("99999999999999999999 EUR"),
            Err(MoneyError::Overflow)
        );
    }

    #[test]
    fn amounts_read_the_usual_french_and_english_spellings() {
        for (text, minor) in [
            ("0,50 EUR", 50),
            ("0,50 €", 50),
            ("0,50€", 50),
            ("€0.50", 50),
            ("€ 0.50", 50),
            ("-€11.00", -1100),
            ("-11,00 €", -1100),
            ("-11,00\u{A0}€", -1100),
            ("0.50 eur", 50),
            ("1 234,50 €", 123_450),
            ("1\u{202F}234,50\u{A0}€", 123_450),
            ("1,234.50 EUR", 123_450),
        ] {
            assert_eq!(Money::parse(text), Ok(eur(minor)), "{text:?}");
        }
        let pound = Money::parse("£2").unwrap();
        assert_eq!(pound.to_string(), "2.00 GBP");
        assert_eq!(
            Money::parse("0,505 €"),
            Err(MoneyError::TooManyDecimals {
                text: "0,505 €".into(),
                code: "EUR".into(),
                exponent: 2
            })
        );
    }

    #[test]
    fn rates_read_the_usual_french_and_english_spellings() {
        for text in [
            "0,50 € les 10",
            "0.50 EUR per 10",
            "€0.50 per 10",
            "0,50 EUR par 10",
            "0,50 € pour 10 jetons",
            "0.50 EUR for 10 counters",
            "0,50 €/10",
            "0.50 € per 10 marks",
        ] {
            let rate = Rate::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(rate.to_string(), "0.50 EUR per 10", "{text:?}");
        }
        assert_eq!(Rate::parse("0,50 EUR").unwrap().to_string(), "0.50 EUR");
        let sou = Rate::parse("1 sou par 4 jetons").unwrap();
        assert_eq!((sou.minor(), sou.counters()), (12, 4));
        assert_eq!(sou.to_string(), "1 s per 4");
        assert_eq!(Rate::parse("2 liards les 1").unwrap().minor(), 6);
        for bad in [
            "0,50 € les dix",
            "0,50 € les 10 fiches",
            "cinquante centimes les 10",
            "0,50 € les",
            "les 10",
        ] {
            let e = Rate::parse(bad).expect_err(bad);
            assert!(
                matches!(e, MoneyError::NotAnAmount { ref text } if text == bad),
                "{bad:?}: {e:?}"
            );
        }
        assert!(matches!(
            Rate::parse("0,50 XX les 10"),
            Err(MoneyError::NotAnAmount { .. } | MoneyError::UnknownCurrency { .. })
        ));
    }

    #[test]
    fn a_fiche_of_ten_jetons_at_fifty_cents_makes_a_jeton_five_cents() {
        let rate = Rate::parse("0.50 EUR per 10").unwrap();
        assert_eq!(rate.minor(), 50);
        assert_eq!(rate.counters(), 10);
        let c = rate.convert(247).unwrap();
        assert!(c.is_exact());
        assert_eq!(c.money, eur(1235));
        assert_eq!(c.to_string(), "12.35 EUR");
        assert_eq!(rate.convert(-247).unwrap().to_string(), "-12.35 EUR");
    }

    #[test]
    fn an_inexact_conversion_carries_its_remainder() {
        // 1 cent per 2 counters: 7 counters are 3 cents and a half.
        let rate = Rate::parse("0.01 EUR per 2").unwrap();
        let c = rate.convert(7).unwrap();
        assert_eq!((c.money.minor, c.remainder, c.denominator), (3, 1, 2));
        assert!(!c.is_exact());
        assert_eq!(c.to_string(), "0.03 EUR + 1/2 of 0.01 EUR");
        let c = rate.convert(-7).unwrap();
        assert_eq!((c.money.minor, c.remainder, c.denominator), (-3, -1, 2));
        assert_eq!(c.to_string(), "-0.03 EUR - 1/2 of 0.01 EUR");
        let c = rate.convert(-1).unwrap();
        assert_eq!(c.to_string(), "-0.00 EUR - 1/2 of 0.01 EUR");
        // 1 sou per 3 counters... no: 1 denier per 3 counters, 10 counters = 3 d and 1/3 d.
        let rate = Rate::parse("1 d per 3").unwrap();
        assert_eq!(rate.convert(10).unwrap().to_string(), "3 d + 1/3 d");
        // The fraction is in lowest terms: 6 per 4 -> 3/2 per counter.
        let rate = Rate::parse("6 d per 4").unwrap();
        let c = rate.convert(3).unwrap();
        assert_eq!((c.money.minor, c.remainder, c.denominator), (4, 1, 2));
    }

    #[test]
    fn whole_plus_remainder_is_exactly_the_rational_value() {
        let rate = Rate::parse("0.07 EUR per 3").unwrap();
        for n in -50..50 {
            let c = rate.convert(n).unwrap();
            // whole + rem/den == n*7/3, i.e. (whole*den + rem) * 3 == n * 7 * den
            assert_eq!(
                (c.money.minor * c.denominator + c.remainder) * 3,
                n * 7 * c.denominator
            );
            assert!(c.remainder.abs() < c.denominator);
            assert!(c.remainder == 0 || c.remainder.signum() == n.signum());
        }
    }

    #[test]
    fn livres_rates_read_the_piquet_stakes() {
        let sou = Rate::parse("1 s").unwrap();
        assert_eq!(sou.convert(80).unwrap().to_string(), "4 l");
        let liards = Rate::parse("2 liards per 1").unwrap();
        assert_eq!(liards.convert(-60).unwrap().to_string(), "-1 l 10 s");
        let rate = Rate::parse("3 l 4 s 6 d per 100 counters").unwrap();
        assert_eq!(rate.minor(), 774);
        assert_eq!(rate.to_string(), "3 l 4 s 6 d per 100");
    }

    #[test]
    fn rates_round_trip_through_text_and_json() {
        for text in [
            "0.50 EUR per 10",
            "0.05 EUR",
            "1 s per 4",
            "3 l 4 s 6 d per 100",
        ] {
            let rate = Rate::parse(text).unwrap();
            assert_eq!(rate.to_string(), text);
            let json = serde_json::to_value(&rate).unwrap();
            assert_eq!(json, Value::String(text.into()));
            assert_eq!(serde_json::from_value::<Rate>(json).unwrap(), rate);
        }
    }

    #[test]
    fn a_rate_must_be_positive() {
        for bad in [
            "0.00 EUR per 10",
            "-0.50 EUR per 10",
            "0.50 EUR per 0",
            "0.50 EUR per x",
        ] {
            assert!(Rate::parse(bad).is_err(), "{bad:?} parsed");
        }
        assert!(Rate::new(Currency::Lsd, 0, 1).is_err());
    }

    #[test]
    fn the_rate_is_read_from_the_partie_settings() {
        let mut settings = Map::new();
        assert_eq!(Rate::from_settings(&settings), Ok(None));
        settings.insert(MONEY_KEY.into(), Value::String(String::new()));
        assert_eq!(Rate::from_settings(&settings), Ok(None));
        settings.insert(MONEY_KEY.into(), Value::String("0.50 EUR per 10".into()));
        assert_eq!(
            Rate::from_settings(&settings).unwrap().unwrap().to_string(),
            "0.50 EUR per 10"
        );
        settings.insert(MONEY_KEY.into(), Value::from(5));
        assert_eq!(Rate::from_settings(&settings), Err(MoneyError::NotText));
    }

    #[test]
    fn remainders_add_up_exactly() {
        let rate = Rate::parse("0.01 EUR per 3").unwrap();
        let one = rate.convert(1).unwrap();
        let two = rate.convert(2).unwrap();
        let sum = one.checked_add(&two).unwrap();
        assert_eq!(sum, rate.convert(3).unwrap());
        assert!(sum.is_exact());
        let minus = rate.convert(-5).unwrap();
        assert_eq!(sum.checked_add(&minus).unwrap(), rate.convert(-2).unwrap());
        let other = Rate::parse("0.01 EUR per 2").unwrap().convert(1).unwrap();
        let mixed = one.checked_add(&other).unwrap(); // 1/3 + 1/2 = 5/6 cent
        assert_eq!(
            (mixed.money.minor, mixed.remainder, mixed.denominator),
            (0, 5, 6)
        );
        let lsd = Rate::parse("1 d").unwrap().convert(1).unwrap();
        assert_eq!(one.checked_add(&lsd), Err(MoneyError::MixedCurrencies));
    }

    proptest::proptest! {
        #[test]
        fn conversion_is_exact_and_additive(
            minor in 1_i64..10_000,
            per in 1_i64..1_000,
            a in -1_000_000_i64..1_000_000,
            b in -1_000_000_i64..1_000_000,
        ) {
            let rate = Rate::new(Currency::Lsd, minor, per).unwrap();
            let (ca, cb) = (rate.convert(a).unwrap(), rate.convert(b).unwrap());
            // whole + remainder/denominator is exactly a × minor / per
            proptest::prop_assert_eq!(
                (i128::from(ca.money.minor) * i128::from(ca.denominator) + i128::from(ca.remainder))
                    * i128::from(per),
                i128::from(a) * i128::from(minor) * i128::from(ca.denominator)
            );
            proptest::prop_assert!(ca.remainder.abs() < ca.denominator);
            // converting a sum is summing the conversions
            proptest::prop_assert_eq!(ca.checked_add(&cb).unwrap(), rate.convert(a + b).unwrap());
            // the text reads back the whole part
            if ca.is_exact() {
                proptest::prop_assert_eq!(Money::parse(&ca.to_string()).unwrap(), ca.money);
            }
        }
    }

    #[test]
    fn huge_conversions_overflow_rather_than_wrap() {
        let rate = Rate::parse("1000.00 EUR").unwrap();
        assert_eq!(rate.convert(i64::MAX), Err(MoneyError::Overflow));
        let rate = Rate::parse("0.01 EUR per 1000").unwrap();
        assert!(rate.convert(i64::MIN).is_ok());
    }
}
