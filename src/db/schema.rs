// @generated-style: the shape `diesel print-schema` prints for migrations/sqlite (written
// by hand because the diesel CLI is not installed here; keep it in step with the
// migrations, tests/migrations.rs checks every column against the database).

diesel::table! {
    accounts (id) {
        id -> Integer,
        party_id -> Integer,
        kind -> Text,
        seat_no -> Nullable<Integer>,
        pot_key -> Nullable<Text>,
    }
}

diesel::table! {
    deal_revisions (id) {
        id -> Integer,
        deal_id -> Integer,
        revision -> Integer,
        kind -> Text,
        facts_json -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    deals (id) {
        id -> Integer,
        party_id -> Integer,
        seq -> Integer,
        created_at -> Timestamp,
    }
}

diesel::table! {
    idempotency_keys (id) {
        id -> Integer,
        party_id -> Integer,
        key -> Text,
        request -> Text,
        status -> Integer,
        response -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    journal_entries (id) {
        id -> Integer,
        party_id -> Integer,
        seq -> Integer,
        kind -> Text,
        deal_id -> Nullable<Integer>,
        deal_revision_id -> Nullable<Integer>,
        reverses_entry_id -> Nullable<Integer>,
        cause_revision_id -> Nullable<Integer>,
        created_at -> Timestamp,
        engine_version -> Nullable<Integer>,
        cause_note -> Nullable<Text>,
    }
}

diesel::table! {
    parties (id) {
        id -> Integer,
        game_id -> Text,
        options_json -> Text,
        extra_json -> Text,
        opened_at -> Timestamp,
        closed_at -> Nullable<Timestamp>,
        public_id -> Text,
        watch_token -> Text,
    }
}

diesel::table! {
    party_settings (id) {
        id -> Integer,
        party_id -> Integer,
        seq -> Integer,
        key -> Text,
        value_json -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    payment_marks (id) {
        id -> Integer,
        party_id -> Integer,
        settlement_entry_id -> Integer,
        payment -> Integer,
        paid -> Bool,
        plan_json -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    players (id) {
        id -> Integer,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    seats (party_id, seat_no) {
        party_id -> Integer,
        seat_no -> Integer,
        player_id -> Integer,
    }
}

diesel::table! {
    snapshots (id) {
        id -> Integer,
        party_id -> Integer,
        deal_id -> Nullable<Integer>,
        position -> Integer,
        state_json -> Text,
        pots_json -> Text,
        engine_version -> Integer,
        created_at -> Timestamp,
        balances_json -> Nullable<Text>,
    }
}

diesel::table! {
    transfers (id) {
        id -> Integer,
        entry_id -> Integer,
        position -> Integer,
        from_account_id -> Integer,
        to_account_id -> Integer,
        amount -> BigInt,
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
