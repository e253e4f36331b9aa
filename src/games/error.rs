use super::Msg;

/// Why a deal (or the options of a partie) cannot be scored. Each kind carries the field at
/// fault and a [`Msg`] (a message id of the catalogues with its arguments), never a
/// sentence: [`crate::i18n`] writes it in the player's language. `Display` is English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DealError {
    /// The options object does not fit the game (unknown key, wrong type).
    Options {
        /// What is wrong.
        detail: Msg,
    },
    /// The deal object does not have the game's shape (unknown or missing field, wrong type).
    Facts {
        /// What is wrong.
        detail: Msg,
    },
    /// A name that is not one of the partie's players.
    UnknownPlayer {
        /// The field that names him.
        field: String,
        /// The name given.
        name: String,
    },
    /// Tricks that do not add up to the deal's number.
    TricksDoNotAddUp {
        /// Tricks in a deal.
        expected: u32,
        /// Tricks entered.
        got: u32,
    },
    /// A field is required for this deal and is missing.
    Missing {
        /// The field.
        field: String,
        /// When it is required ("for a called king").
        when: Msg,
    },
    /// A field has a value the rules do not allow here.
    Invalid {
        /// The field.
        field: String,
        /// What is wrong and what is allowed.
        detail: Msg,
    },
    /// The deal cannot be played in the partie's present state.
    NotNow {
        /// Why not now.
        detail: Msg,
    },
    /// Counters beyond what 64 bits hold.
    Overflow,
    /// The engine produced an impossible outcome (a bug in academie, never the player's fault).
    Broken {
        /// The broken invariant.
        detail: String,
    },
}

impl DealError {
    /// Shorthand for [`DealError::Invalid`].
    pub fn invalid(field: impl Into<String>, detail: impl Into<Msg>) -> Self {
        DealError::Invalid {
            field: field.into(),
            detail: detail.into(),
        }
    }

    /// Shorthand for [`DealError::Missing`].
    pub fn missing(field: impl Into<String>, when: impl Into<Msg>) -> Self {
        DealError::Missing {
            field: field.into(),
            when: when.into(),
        }
    }

    /// Shorthand for [`DealError::NotNow`].
    pub fn not_now(detail: impl Into<Msg>) -> Self {
        DealError::NotNow {
            detail: detail.into(),
        }
    }
}

impl std::error::Error for DealError {}

impl DealError {
    /// The error as one message (`Display` writes it in English; pages in the reader's
    /// language).
    pub fn message(&self) -> Msg {
        match self {
            DealError::Options { detail } => crate::msg!("error-options", detail = detail.clone()),
            DealError::Facts { detail } | DealError::NotNow { detail } => detail.clone(),
            DealError::UnknownPlayer { field, name } => {
                crate::msg!(
                    "error-unknown-player",
                    field = field.as_str(),
                    name = name.as_str()
                )
            }
            DealError::TricksDoNotAddUp { expected, got } => {
                crate::msg!(
                    "error-tricks-do-not-add-up",
                    got = *got,
                    expected = *expected
                )
            }
            DealError::Missing { field, when } => {
                crate::msg!("error-missing", field = field.as_str(), when = when.clone())
            }
            DealError::Invalid { field, detail } => {
                crate::msg!(
                    "error-invalid",
                    field = field.as_str(),
                    detail = detail.clone()
                )
            }
            DealError::Overflow => crate::msg!("error-overflow"),
            DealError::Broken { detail } => crate::msg!("error-broken", detail = detail.as_str()),
        }
    }
}
