CREATE INDEX transfers_entry ON transfers (entry_id);
CREATE INDEX journal_entries_party ON journal_entries (party_id);
CREATE INDEX deals_party ON deals (party_id);
DROP INDEX accounts_party;
