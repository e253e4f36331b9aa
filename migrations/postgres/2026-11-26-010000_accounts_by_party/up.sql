-- What a write reads and appends, indexed once (issue 15).
-- A party's accounts, read at every write and page: without this index the read scanned
-- the accounts of every party of the club.
CREATE INDEX accounts_party ON accounts (party_id, id);
-- Three indexes that the unique constraints' own already serve (deals and entries by
-- (party_id, seq), payments by (entry_id, position)): each cost an insertion into one
-- more index for every row appended.
DROP INDEX deals_party;
DROP INDEX journal_entries_party;
DROP INDEX transfers_entry;
