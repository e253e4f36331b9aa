DROP TABLE transfers;
DROP TABLE journal_entries;
DROP TABLE deal_revisions;
DROP TABLE deals;
DROP TABLE accounts;
DROP TABLE seats;
DROP TABLE parties;
DROP TABLE players;
