-- The ledger appends; it does not replay (issue 15). Each entry records the version of
-- the game's engine that computed it (NULL: written before versions were recorded, i.e.
-- by version 1) and, for an entry that posts no facts of its own (a re-scoring), why it
-- was written. The game's carried state after each standing deal is kept in `snapshots`,
-- so that the next deal is settled from the last one instead of replaying the partie.
-- A party written before this migration has no snapshot: its next write replays it once
-- and writes them.
ALTER TABLE journal_entries ADD COLUMN engine_version INTEGER;
ALTER TABLE journal_entries ADD COLUMN cause_note TEXT;

-- The state after a deal (deal_id NULL: after the opening), as the engine computed it
-- (`engine_version`), the pots it leaves and the deal's position among the standing deals
-- (1-based; 0 for the opening). The newest row of a deal is in force; a correction writes
-- new rows for the deals it re-scores. Append-only like the journal.
CREATE TABLE snapshots (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    deal_id INTEGER REFERENCES deals (id),
    position INTEGER NOT NULL CHECK (position >= 0),
    state_json TEXT NOT NULL,
    pots_json TEXT NOT NULL,
    engine_version INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL
);

CREATE INDEX snapshots_party_deal ON snapshots (party_id, deal_id, id);
CREATE INDEX snapshots_party ON snapshots (party_id, id);
CREATE INDEX journal_entries_party_deal ON journal_entries (party_id, deal_id);

CREATE TRIGGER snapshots_append_only BEFORE UPDATE OR DELETE ON snapshots
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
