use crate::games::{DealError, Msg, UnknownGame};

/// Why a ledger operation failed. [`crate::web::error`] maps each variant to an HTTP
/// status in one place.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    /// The game id is unknown.
    #[error("{0}")]
    UnknownGame(#[from] UnknownGame),
    /// The facts (or the options, or the seating) cannot be scored; `deal` is the number
    /// of the deal at fault, when one is.
    #[error("{}", deal_message(*.deal, .error))]
    Deal {
        /// The deal's number in the party (see [`crate::ledger::read::DealResult::no`]).
        deal: Option<i32>,
        /// What the engine said.
        error: DealError,
    },
    /// The party cannot be closed as it stands.
    #[error("closing: {0}")]
    Closing(DealError),
    /// The facts are not a JSON object the game could read.
    #[error("facts: {0}")]
    Facts(Msg),
    /// No party with this id (or spectator token).
    #[error("there is no such party")]
    PartyNotFound,
    /// No such deal in the party (or it was deleted).
    #[error("the party has no deal {deal}")]
    DealNotFound {
        /// The party.
        party: i32,
        /// The deal number asked for.
        deal: i32,
    },
    /// Putting back a deal that stands (only a deleted deal can be put back).
    #[error("deal {deal} of party {party} is not deleted")]
    NotDeleted {
        /// The party.
        party: i32,
        /// The deal number asked for.
        deal: i32,
    },
    /// Undoing the last deal of a party that has no standing deal.
    #[error("party {0} has no deal to undo")]
    NothingToUndo(i32),
    /// The party is closed: its deals can no longer change.
    #[error("the party is closed; reopen it to enter or change deals")]
    Closed(i32),
    /// Closing a party that is already closed.
    #[error("the party is already closed")]
    AlreadyClosed(i32),
    /// Re-opening (or asking the settlement of) a party that is not closed.
    #[error("the party is not closed")]
    NotClosed(i32),
    /// No payment at this place in the settlement's plan.
    #[error("the settlement has no payment {payment}")]
    PaymentNotFound {
        /// The place asked for (from 0).
        payment: usize,
    },
    /// A payment marked as the page showed it, but the plan no longer holds it there.
    #[error("the settlement changed since the page was shown")]
    StalePayment,
    /// The party's money setting cannot be read.
    #[error("money: {0}")]
    Money(#[from] crate::domain::MoneyError),
    /// The party's balances do not settle.
    #[error("settlement: {0}")]
    Settle(#[from] crate::accounts::AccountsError),
    /// One document of an import is at fault (nothing of the import is stored).
    #[error("{document}: {error}")]
    Import {
        /// The document's `id`, or its position ("document 2").
        document: String,
        /// What is wrong with it.
        error: Box<LedgerError>,
    },
    /// A deal entry expected to create deal `expected`, but the party's next deal is
    /// `next`: another device entered a deal meanwhile.
    #[error("deal {expected} was expected, but deal {next} is next: a deal was entered meanwhile; check the deals and enter yours again")]
    StaleDeal {
        /// The party.
        party: i32,
        /// The number the entry expected to create.
        expected: i32,
        /// The number the next deal gets.
        next: i32,
    },
    /// A correction or deletion named revision `expected` of the deal, but its current
    /// revision is `current`: it was changed meanwhile.
    #[error("deal {deal} was changed meanwhile: it is at revision {current}, not {expected}; check it and correct it again")]
    StaleRevision {
        /// The party.
        party: i32,
        /// The deal's number.
        deal: i32,
        /// The revision the write named.
        expected: i32,
        /// The deal's current revision.
        current: i32,
    },
    /// An idempotency key sent again with other facts.
    #[error(
        "this Idempotency-Key was already used for another deal; use a new key for a new deal"
    )]
    KeyReused,
    /// An idempotency key that cannot be one.
    #[error("an Idempotency-Key is 1 to 200 printable ASCII characters")]
    BadKey,
    /// Someone else wrote to the party at the same moment; try again.
    #[error("the party changed meanwhile; try again")]
    Conflict,
    /// Stored rows that contradict each other (a bug or a damaged database).
    #[error("the stored ledger is inconsistent: {0}")]
    Corrupt(String),
    /// The operating system gave no randomness for a new party's ids.
    #[error("no randomness: {0}")]
    NoRandomness(String),
    /// The database failed.
    #[error("database error: {0}")]
    Db(#[from] diesel::result::Error),
}

fn deal_message(deal: Option<i32>, error: &DealError) -> String {
    match deal {
        Some(n) => format!("deal {n}: {error}"),
        None => error.to_string(),
    }
}

impl LedgerError {
    /// A [`LedgerError::Deal`] not tied to one deal (options, seating).
    pub fn table(error: DealError) -> Self {
        LedgerError::Deal { deal: None, error }
    }

    /// A [`LedgerError::Corrupt`].
    pub fn corrupt(detail: impl Into<String>) -> Self {
        LedgerError::Corrupt(detail.into())
    }
}

impl LedgerError {
    /// The error as a message of the catalogues, for a person (pages and the API write
    /// it in the reader's language; `Display` is the English of the log).
    pub fn message(&self) -> Msg {
        match self {
            LedgerError::UnknownGame(e) => crate::msg!("error-unknown-game", game = e.0.as_str()),
            LedgerError::Deal {
                deal: Some(n),
                error,
            } => crate::msg!("error-deal-at-fault", deal = *n, detail = error.message()),
            LedgerError::Deal { deal: None, error } => error.message(),
            LedgerError::Closing(e) => crate::msg!("error-closing", detail = e.message()),
            LedgerError::Facts(detail) => detail.clone(),
            LedgerError::PartyNotFound => crate::msg!("error-no-party"),
            LedgerError::DealNotFound { deal, .. } => {
                crate::msg!("error-no-deal", deal = *deal)
            }
            LedgerError::NotDeleted { deal, .. } => crate::msg!("error-not-deleted", deal = *deal),
            LedgerError::NothingToUndo(_) => crate::msg!("error-nothing-to-undo"),
            LedgerError::Closed(_) => crate::msg!("error-party-closed"),
            LedgerError::AlreadyClosed(_) => crate::msg!("error-already-closed"),
            LedgerError::NotClosed(_) => crate::msg!("error-not-closed"),
            LedgerError::PaymentNotFound { .. } => crate::msg!("error-no-payment"),
            LedgerError::StalePayment => crate::msg!("error-stale-payment"),
            LedgerError::Money(e) => crate::msg!("error-money", detail = e.message()),
            LedgerError::Settle(e) => crate::msg!("error-settlement", detail = e.message()),
            LedgerError::Import { document, error } => crate::msg!(
                "error-import",
                document = document.as_str(),
                detail = error.message()
            ),
            LedgerError::StaleDeal { expected, next, .. } => {
                crate::msg!("error-stale-deal", expected = *expected, next = *next)
            }
            LedgerError::StaleRevision {
                deal,
                expected,
                current,
                ..
            } => crate::msg!(
                "error-stale-revision",
                deal = *deal,
                expected = *expected,
                current = *current
            ),
            LedgerError::KeyReused => crate::msg!("error-key-reused"),
            LedgerError::BadKey => crate::msg!("error-bad-key"),
            LedgerError::Conflict => crate::msg!("error-page-changed-meanwhile"),
            LedgerError::Corrupt(_) | LedgerError::Db(_) | LedgerError::NoRandomness(_) => {
                crate::msg!("error-page-internal")
            }
        }
    }
}
