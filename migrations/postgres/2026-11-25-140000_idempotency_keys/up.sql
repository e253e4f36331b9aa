-- One row per Idempotency-Key a party's deal entry was sent with: the request's facts
-- (canonical JSON) and what the first answer was, so that a repeat records nothing and
-- answers the same. The unique key makes two concurrent repeats unable to both record.
CREATE TABLE idempotency_keys (
    id SERIAL PRIMARY KEY,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    key TEXT NOT NULL,
    request TEXT NOT NULL,
    status INTEGER NOT NULL,
    response TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (party_id, key)
);
