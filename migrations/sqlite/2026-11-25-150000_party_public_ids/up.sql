-- Unguessable names for a party: its public id (every URL, every API field and export that
-- names it) and its spectator token (`/watch/{token}`, read-only). 128 random bits each,
-- as 32 lowercase hex digits; the integer key stays internal. The empty default only
-- lets SQLite add a NOT NULL column: existing rows get random values at once, new rows are
-- inserted with their own (src/ledger/mod.rs).
ALTER TABLE parties ADD COLUMN public_id TEXT NOT NULL DEFAULT '';
ALTER TABLE parties ADD COLUMN watch_token TEXT NOT NULL DEFAULT '';
UPDATE parties SET public_id = lower(hex(randomblob(16))), watch_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX parties_public_id ON parties (public_id);
CREATE UNIQUE INDEX parties_watch_token ON parties (watch_token);
