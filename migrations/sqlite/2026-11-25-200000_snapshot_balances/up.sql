-- What every account of the party holds after the snapshot's deal (issue 15): the sum of
-- the standing entries of the opening and of every standing deal up to it, as
-- {"players": [by seat], "pots": {key: counters}, "carried": counters}. The answer to a
-- write reads the last one instead of summing the partie's transfers. NULL in rows
-- written before: a reader then sums the transfers, and the party's next write computes
-- the balances once and keeps them from then on.
ALTER TABLE snapshots ADD COLUMN balances_json TEXT;
