-- "Mark as paid": a payment of a closed partie's settlement was made, or the mark was
-- taken back (`paid` false). Each mark names the close it belongs to (the settlement
-- entry of the journal) and the payment by its place in the plan, and keeps the plan as
-- the page showed it: from the first mark of a close on, that plan is shown, so marking
-- one payment never reshuffles the others. Append-only like the journal: taking a mark
-- back is a new row.
CREATE TABLE payment_marks (
    id INTEGER PRIMARY KEY NOT NULL,
    party_id INTEGER NOT NULL REFERENCES parties (id),
    settlement_entry_id INTEGER NOT NULL REFERENCES journal_entries (id),
    payment INTEGER NOT NULL CHECK (payment >= 0),
    paid BOOLEAN NOT NULL,
    plan_json TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX payment_marks_party ON payment_marks (party_id, settlement_entry_id);

CREATE TRIGGER payment_marks_no_update BEFORE UPDATE ON payment_marks
BEGIN SELECT RAISE(ABORT, 'payment marks are append-only'); END;
CREATE TRIGGER payment_marks_no_delete BEFORE DELETE ON payment_marks
BEGIN SELECT RAISE(ABORT, 'payment marks are append-only'); END;
