DROP INDEX parties_watch_token;
DROP INDEX parties_public_id;
ALTER TABLE parties DROP COLUMN watch_token;
ALTER TABLE parties DROP COLUMN public_id;
