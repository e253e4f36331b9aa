-- The ledger (ARCHITECTURE.md §2 "The ledger"). Journal entries and transfers, deals and
-- their revisions are append-only: triggers refuse UPDATE and DELETE on them.

CREATE TABLE players (
    id SERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE parties (
    id SERIAL PRIMARY KEY,
    game_id TEXT NOT NULL,
    options_json TEXT NOT NULL,
    extra_json TEXT NOT NULL DEFAULT '{}',
    opened_at TIMESTAMP NOT NULL,
    closed_at TIMESTAMP
);

CREATE TABLE seats (
    party_id INTEGER NOT NULL REFERENCES parties (id),
    seat_no INTEGER NOT NULL CHECK (seat_no >= 0),
    player_id INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (party_id, seat_no),
    UNIQUE (party_id, player_id)
);

CREATE TABLE accounts (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    kind TEXT NOT NULL CHECK (kind IN ('player', 'pot', 'carried')),
    seat_no INTEGER,
    pot_key TEXT,
    CHECK ((kind = 'player' AND seat_no IS NOT NULL AND pot_key IS NULL)
        OR (kind = 'pot' AND seat_no IS NULL AND pot_key IS NOT NULL)
        OR (kind = 'carried' AND seat_no IS NULL AND pot_key IS NULL)),
    FOREIGN KEY (party_id, seat_no) REFERENCES seats (party_id, seat_no)
);
CREATE UNIQUE INDEX accounts_player_key ON accounts (party_id, seat_no) WHERE kind = 'player';
CREATE UNIQUE INDEX accounts_pot_key ON accounts (party_id, pot_key) WHERE kind = 'pot';
CREATE UNIQUE INDEX accounts_carried_key ON accounts (party_id) WHERE kind = 'carried';

CREATE TABLE deals (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (party_id, seq)
);

CREATE TABLE deal_revisions (
    id SERIAL PRIMARY KEY,
    deal_id INTEGER NOT NULL REFERENCES deals (id),
    revision INTEGER NOT NULL CHECK (revision >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('entered', 'corrected', 'deleted')),
    facts_json TEXT,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (deal_id, revision),
    CHECK ((kind = 'deleted') = (facts_json IS NULL))
);

CREATE TABLE journal_entries (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    kind TEXT NOT NULL,
    deal_id INTEGER REFERENCES deals (id),
    deal_revision_id INTEGER REFERENCES deal_revisions (id),
    reverses_entry_id INTEGER UNIQUE REFERENCES journal_entries (id),
    cause_revision_id INTEGER REFERENCES deal_revisions (id),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (party_id, seq)
);

CREATE TABLE transfers (
    id SERIAL PRIMARY KEY,
    entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
    position INTEGER NOT NULL,
    from_account_id INTEGER NOT NULL REFERENCES accounts (id),
    to_account_id INTEGER NOT NULL REFERENCES accounts (id),
    amount BIGINT NOT NULL CHECK (amount > 0),
    reason TEXT NOT NULL,
    UNIQUE (entry_id, position),
    CHECK (from_account_id <> to_account_id)
);

CREATE INDEX deals_party ON deals (party_id);
CREATE INDEX journal_entries_party ON journal_entries (party_id);
CREATE INDEX transfers_entry ON transfers (entry_id);

CREATE FUNCTION academie_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER deals_append_only BEFORE UPDATE OR DELETE ON deals
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
CREATE TRIGGER deal_revisions_append_only BEFORE UPDATE OR DELETE ON deal_revisions
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
CREATE TRIGGER transfers_append_only BEFORE UPDATE OR DELETE ON transfers
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
