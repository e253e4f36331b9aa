use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::Account;

/// Why counters moved: a stable snake_case code in the books' terms
/// (`consolation`, `matadors`, `beast`, `codille`, `game_fiche`...).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Reason(Cow<'static, str>);

impl Reason {
    /// A reason from a static code.
    pub const fn new(code: &'static str) -> Self {
        Reason(Cow::Borrowed(code))
    }

    /// A reason from a stored string.
    pub fn from_string(code: String) -> Self {
        Reason(Cow::Owned(code))
    }

    /// The code.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The code when it is static text (made by [`Reason::new`]), as engines write them.
    pub fn as_static(&self) -> Option<&'static str> {
        match self.0 {
            Cow::Borrowed(code) => Some(code),
            Cow::Owned(_) => None,
        }
    }

    /// Whether the code is a well-formed snake_case slug.
    pub fn is_well_formed(&self) -> bool {
        !self.0.is_empty()
            && self
                .0
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    }

    /// The code written for a person: underscores become spaces.
    pub fn label(&self) -> String {
        self.0.replace('_', " ")
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One payment: `amount` counters (always > 0) move from one account to another.
/// Every change of any balance is a transfer, so the counters on and around the table
/// are conserved by construction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    /// The account that pays.
    pub from: Account,
    /// The account that receives.
    pub to: Account,
    /// How many counters (jetons, points...), always positive.
    pub amount: i64,
    /// Why.
    pub reason: Reason,
}

impl Transfer {
    /// A transfer of `amount` from `from` to `to`.
    pub fn new(from: Account, to: Account, amount: i64, reason: Reason) -> Self {
        Transfer {
            from,
            to,
            amount,
            reason,
        }
    }
}

/// The net change of every account touched by `transfers` (received minus paid).
/// Returns `None` on arithmetic overflow.
pub fn net_by_account<'a>(
    transfers: impl IntoIterator<Item = &'a Transfer>,
) -> Option<BTreeMap<Account, i64>> {
    let mut net: BTreeMap<Account, i64> = BTreeMap::new();
    for t in transfers {
        let to = net.entry(t.to.clone()).or_insert(0);
        *to = to.checked_add(t.amount)?;
        let from = net.entry(t.from.clone()).or_insert(0);
        *from = from.checked_sub(t.amount)?;
    }
    Some(net)
}
