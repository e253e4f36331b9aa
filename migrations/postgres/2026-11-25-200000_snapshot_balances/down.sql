ALTER TABLE snapshots DROP COLUMN balances_json;
