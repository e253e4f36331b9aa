DROP INDEX journal_entries_party_deal;
DROP INDEX snapshots_party;
DROP INDEX snapshots_party_deal;
DROP TABLE snapshots;
ALTER TABLE journal_entries DROP COLUMN cause_note;
ALTER TABLE journal_entries DROP COLUMN engine_version;
