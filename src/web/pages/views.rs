//! Small view pieces shared by the pages: accounts and reasons in words, signed amounts,
//! a deal's facts in one line.

use serde_json::Value;

use crate::domain::Account;
use crate::ledger::read::{AccountLabel, TransferLine};
use crate::web::tr::Tr;

/// One payment as the pages show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentLine {
    /// Who pays (a player's name, or a pot).
    pub from: String,
    /// Who receives.
    pub to: String,
    /// How many counters, written the reader's way.
    pub amount: String,
    /// Why, in the books' terms (the reason code in words).
    pub reason: String,
}

impl PaymentLine {
    /// A payment in `t`'s words.
    pub fn new(t: Tr, line: &TransferLine) -> Self {
        PaymentLine {
            from: account_name(t, &line.from),
            to: account_name(t, &line.to),
            amount: t.int(line.amount),
            reason: t.reason(&line.reason),
        }
    }
}

/// A name and a signed amount, with the CSS class of its sign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AmountView {
    /// Whose (a player, a pot).
    pub name: String,
    /// The key to find it by in tests and scripts (a pot's slug, a player's name).
    pub key: String,
    /// The counters, written the reader's way.
    pub amount: String,
    /// `gain`, `loss` or empty.
    pub class: &'static str,
    /// The same in money, when the partie states what a counter is worth.
    pub money: Option<String>,
}

impl AmountView {
    /// A named amount, written `t`'s way.
    pub fn new(t: Tr, name: impl Into<String>, key: impl Into<String>, amount: i64) -> Self {
        AmountView {
            name: name.into(),
            key: key.into(),
            amount: t.int(amount),
            class: sign_class(amount),
            money: None,
        }
    }
}

/// `gain` for a positive amount, `loss` for a negative one.
pub fn sign_class(amount: i64) -> &'static str {
    match amount {
        n if n > 0 => "gain",
        n if n < 0 => "loss",
        _ => "",
    }
}

/// An account in words: the player's name, the pot's name, or "brought forward".
pub fn account_name(t: Tr, account: &AccountLabel) -> String {
    match account.account {
        Account::Player(_) => account.name.clone(),
        Account::Pot(_) => t.pot(&account.name),
        Account::Carried => t.get("account-carried"),
    }
}

/// The players' names in one line.
pub fn players_line(players: &[String]) -> String {
    players.join(", ")
}

/// A deal's facts in one line: `contract: ask · ombre: Anne · tricks: Anne 6, Denis 4`.
pub fn facts_line(facts: &Value) -> String {
    match facts {
        Value::Object(map) => map
            .iter()
            .filter(|(_, v)| !v.is_null() && *v != &Value::Bool(false))
            .map(|(k, v)| {
                let key = k.replace('_', " ");
                match v {
                    Value::Bool(true) => key,
                    other => format!("{key}: {}", value_words(other)),
                }
            })
            .collect::<Vec<_>>()
            .join(" · "),
        other => value_words(other),
    }
}

fn value_words(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(value_words).collect::<Vec<_>>().join(", "),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| format!("{k} {}", value_words(v)))
            .collect::<Vec<_>>()
            .join(", "),
        Value::Null => "—".to_owned(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::domain::Seat;

    #[test]
    fn payments_name_players_and_pots_in_words() {
        let t = TransferLine {
            from: AccountLabel {
                account: Account::Player(Seat::new(1)),
                kind: "player",
                name: "Bertrand".into(),
            },
            to: AccountLabel {
                account: Account::pot("beasts_pending"),
                kind: "pot",
                name: "beasts_pending".into(),
            },
            amount: 7,
            reason: "half_beast".into(),
            reason_label: "half beast".into(),
        };
        assert_eq!(
            PaymentLine::new(Tr::default(), &t),
            PaymentLine {
                from: "Bertrand".into(),
                to: "beasts waiting".into(),
                amount: "7".into(),
                reason: "half beast".into(),
            }
        );
    }

    #[test]
    fn facts_read_as_one_line() {
        let facts = json!({
            "contract": "ask",
            "tricks": {"Anne": 6, "Denis": 4},
            "vole_undertaken": true,
            "king_shown": false,
            "forfeited": ["matadors"],
            "manille": null
        });
        assert_eq!(
            facts_line(&facts),
            "contract: ask · forfeited: matadors · tricks: Anne 6, Denis 4 · vole undertaken"
        );
    }

    #[test]
    fn signs_have_classes() {
        assert_eq!(sign_class(3), "gain");
        assert_eq!(sign_class(-3), "loss");
        assert_eq!(sign_class(0), "");
    }
}
