//! The tables, as diesel sees them: the shape `diesel print-schema` prints for
//! migrations/sqlite, with a line on each table and column (written by hand because the
//! diesel CLI is not installed here; keep it in step with the migrations,
//! tests/migrations.rs checks every column against the database). The rows read and
//! written are in [`super::models`]; the ledger's tables are append-only.

diesel::table! {
    /// An account of a party: a player's, a pot's, or the counters carried in from outside.
    accounts (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// `player`, `pot` or `carried`.
        kind -> Text,
        /// A player's account: his seat (0 deals first).
        seat_no -> Nullable<Integer>,
        /// A pot's account: the pot's key.
        pot_key -> Nullable<Text>,
    }
}

diesel::table! {
    /// The facts of a deal, revision 1, 2...; a deletion is a revision without facts (append-
    /// only).
    deal_revisions (id) {
        /// The row's id.
        id -> Integer,
        /// The deal.
        deal_id -> Integer,
        /// The revision number (1-based).
        revision -> Integer,
        /// `entered`, `corrected` or `deleted`.
        kind -> Text,
        /// The facts, canonical JSON (NULL for a deletion).
        facts_json -> Nullable<Text>,
        /// When it was recorded.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The identity of the n-th deal of a party (append-only).
    deals (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// The deal's number in the party (1-based, never reused).
        seq -> Integer,
        /// When it was first entered.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The first answer to a deal entry sent with an `Idempotency-Key`, so that a repeat
    /// records nothing.
    idempotency_keys (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// The key as sent.
        key -> Text,
        /// The request's facts, canonical JSON (a repeat must send the same).
        request -> Text,
        /// The HTTP status of the first answer.
        status -> Integer,
        /// Its body (for a page: where it sent the browser).
        response -> Text,
        /// When it was first answered.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The journal: every entry of a party, in order; its payments are in `transfers` (append-
    /// only).
    journal_entries (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// Its order within the party (1-based, unique).
        seq -> Integer,
        /// Its [`crate::ledger::EntryKind`] code.
        kind -> Text,
        /// The deal it belongs to (deal entries and their reversals).
        deal_id -> Nullable<Integer>,
        /// The revision whose facts it scores (or scored, for a reversal).
        deal_revision_id -> Nullable<Integer>,
        /// The entry a reversal mirrors.
        reverses_entry_id -> Nullable<Integer>,
        /// The revision whose recording caused it.
        cause_revision_id -> Nullable<Integer>,
        /// When it was recorded.
        created_at -> Timestamp,
        /// The version of the game's engine that computed it (NULL: version 1, before versions
        /// were recorded).
        engine_version -> Nullable<Integer>,
        /// Why it was written, when no revision caused it (a re-scoring).
        cause_note -> Nullable<Text>,
    }
}

diesel::table! {
    /// One sitting of one game.
    parties (id) {
        /// The internal key (never shown: URLs and exports use `public_id`).
        id -> Integer,
        /// The game's slug.
        game_id -> Text,
        /// The options, normalised (defaults filled in), as JSON text.
        options_json -> Text,
        /// Further fields of the partie document (its opening money rate, an imported
        /// document's `id`...), as a JSON object.
        extra_json -> Text,
        /// When it was opened.
        opened_at -> Timestamp,
        /// When it was closed (NULL while open).
        closed_at -> Nullable<Timestamp>,
        /// The party's unguessable id (32 hex digits), in every URL, API field and export.
        public_id -> Text,
        /// The spectator link's token (`/watch/{token}`).
        watch_token -> Text,
    }
}

diesel::table! {
    /// A change of a partie's setting (its money rate) while it is open: the newest row of a
    /// key is in force (append-only).
    party_settings (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// Its order within the party (1-based, unique).
        seq -> Integer,
        /// The setting's key (`money`).
        key -> Text,
        /// The new value, as JSON text.
        value_json -> Text,
        /// When it was changed.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A payment of a closed partie's settlement marked as paid, or the mark taken back
    /// (append-only).
    payment_marks (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// The settlement entry of the close it belongs to.
        settlement_entry_id -> Integer,
        /// The payment's place in the plan.
        payment -> Integer,
        /// Whether it was paid (false: the mark taken back).
        paid -> Bool,
        /// The plan as the page showed it, as JSON text (kept from the first mark of a close
        /// on).
        plan_json -> Text,
        /// When it was marked.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A person, by name, shared by all the parties he sits at.
    players (id) {
        /// The row's id.
        id -> Integer,
        /// The name as first entered.
        name -> Text,
        /// When first seen.
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Who sits where at a party.
    seats (party_id, seat_no) {
        /// The party.
        party_id -> Integer,
        /// The seat, 0-based (0 deals first).
        seat_no -> Integer,
        /// Who sits there.
        player_id -> Integer,
    }
}

diesel::table! {
    /// The game's state after a standing deal (or the opening), so that the next deal is
    /// settled from it without a replay (append-only).
    snapshots (id) {
        /// The row's id.
        id -> Integer,
        /// The party.
        party_id -> Integer,
        /// The deal it follows (NULL: the opening).
        deal_id -> Nullable<Integer>,
        /// The deal's position among the standing deals (1-based; 0 for the opening).
        position -> Integer,
        /// The game's state, as JSON text.
        state_json -> Text,
        /// What each pot holds, as JSON text.
        pots_json -> Text,
        /// The version of the game's engine that computed it.
        engine_version -> Integer,
        /// When it was written.
        created_at -> Timestamp,
        /// What every account holds after it, as JSON text (NULL in rows written before
        /// balances were kept).
        balances_json -> Nullable<Text>,
    }
}

diesel::table! {
    /// One payment of a journal entry, in counters (append-only).
    transfers (id) {
        /// The row's id.
        id -> Integer,
        /// The journal entry.
        entry_id -> Integer,
        /// Its order within the entry (0-based).
        position -> Integer,
        /// The account that pays.
        from_account_id -> Integer,
        /// The account that receives.
        to_account_id -> Integer,
        /// How many counters (> 0).
        amount -> BigInt,
        /// The reason code.
        reason -> Text,
    }
}

diesel::joinable!(accounts -> parties (party_id));
diesel::joinable!(deal_revisions -> deals (deal_id));
diesel::joinable!(deals -> parties (party_id));
diesel::joinable!(idempotency_keys -> parties (party_id));
diesel::joinable!(journal_entries -> deals (deal_id));
diesel::joinable!(journal_entries -> parties (party_id));
diesel::joinable!(party_settings -> parties (party_id));
diesel::joinable!(payment_marks -> journal_entries (settlement_entry_id));
diesel::joinable!(payment_marks -> parties (party_id));
diesel::joinable!(seats -> parties (party_id));
diesel::joinable!(snapshots -> deals (deal_id));
diesel::joinable!(snapshots -> parties (party_id));
diesel::joinable!(seats -> players (player_id));
diesel::joinable!(transfers -> journal_entries (entry_id));

diesel::allow_tables_to_appear_in_same_query!(
    accounts,
    deal_revisions,
    deals,
    idempotency_keys,
    journal_entries,
    parties,
    party_settings,
    payment_marks,
    players,
    seats,
    snapshots,
    transfers,
);
