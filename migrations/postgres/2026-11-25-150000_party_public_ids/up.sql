-- Unguessable names for a party: its public id (every URL, every API field and export that
-- names it) and its spectator token (`/watch/{token}`, read-only). 128 random bits each,
-- as 32 lowercase hex digits; the integer key stays internal. Existing rows get the MD5 of
-- two random UUIDs (244 random bits in, 128 out); new rows are inserted with their own
-- (src/ledger/mod.rs).
ALTER TABLE parties ADD COLUMN public_id TEXT;
ALTER TABLE parties ADD COLUMN watch_token TEXT;
UPDATE parties SET
    public_id = md5(gen_random_uuid()::text || gen_random_uuid()::text),
    watch_token = md5(gen_random_uuid()::text || gen_random_uuid()::text);
ALTER TABLE parties ALTER COLUMN public_id SET NOT NULL, ALTER COLUMN watch_token SET NOT NULL;
CREATE UNIQUE INDEX parties_public_id ON parties (public_id);
CREATE UNIQUE INDEX parties_watch_token ON parties (watch_token);
