use thiserror::Error;

/// Why a deal (or the options of a partie) cannot be scored. Messages are written for a
/// player at the table: lowercase, no trailing period, naming what to fix.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DealError {
    /// The options object does not fit the game (unknown key, wrong type).
    #[error("options: {detail}")]
    Options {
        /// What is wrong.
        detail: String,
    },
    /// The deal object does not have the game's shape (unknown or missing field, wrong type).
    #[error("{detail}")]
    Facts {
        /// What is wrong, as serde reports it.
        detail: String,
    },
    /// A name that is not one of the partie's players.
    #[error("{field}: \"{name}\" is not a player at this table")]
    UnknownPlayer {
        /// The field that names him.
        field: String,
        /// The name given.
        name: String,
    },
    /// Tricks that do not add up to the deal's number.
    #[error("tricks add up to {got}; a deal has {expected}")]
    TricksDoNotAddUp {
        /// Tricks in a deal.
        expected: u32,
        /// Tricks entered.
        got: u32,
    },
    /// A field is required for this deal and is missing.
    #[error("{field} is required {when}")]
    Missing {
        /// The field.
        field: String,
        /// When it is required ("for a called king").
        when: String,
    },
    /// A field has a value the rules do not allow here.
    #[error("{field}: {detail}")]
    Invalid {
        /// The field.
        field: String,
        /// What is wrong and what is allowed.
        detail: String,
    },
    /// The deal cannot be played in the partie's present state.
    #[error("{detail}")]
    NotNow {
        /// Why not now.
        detail: String,
    },
    /// Counters beyond what 64 bits hold.
    #[error("the amounts overflow")]
    Overflow,
    /// The engine produced an impossible outcome (a bug in academie, never the player's fault).
    #[error("internal scoring error: {detail}")]
    Broken {
        /// The broken invariant.
        detail: String,
    },
}

impl DealError {
    /// Shorthand for [`DealError::Invalid`].
    pub fn invalid(field: impl Into<String>, detail: impl Into<String>) -> Self {
        DealError::Invalid {
            field: field.into(),
            detail: detail.into(),
        }
    }

    /// Shorthand for [`DealError::Missing`].
    pub fn missing(field: impl Into<String>, when: impl Into<String>) -> Self {
        DealError::Missing {
            field: field.into(),
            when: when.into(),
        }
    }

    /// Shorthand for [`DealError::NotNow`].
    pub fn not_now(detail: impl Into<String>) -> Self {
        DealError::NotNow {
            detail: detail.into(),
        }
    }
}
