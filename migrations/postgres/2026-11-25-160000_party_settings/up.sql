-- A partie's settings changed while it is open (its money rate): each change is a new
-- row and the newest row of a key is in force; the partie's opening value
-- (parties.extra_json) and every older row stay, so nothing of the history is lost.
-- Append-only like the journal.
CREATE TABLE party_settings (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    key TEXT NOT NULL,
    value_json TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (party_id, seq)
);

CREATE TRIGGER party_settings_append_only BEFORE UPDATE OR DELETE ON party_settings
    FOR EACH ROW EXECUTE FUNCTION academie_append_only();
