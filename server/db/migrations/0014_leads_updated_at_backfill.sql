-- Leads gained a status and an updated_at (decision 080). A lead stored before then has not changed
-- since it arrived: its updated_at is when it was created, not when this migration ran.
UPDATE leads SET updated_at = created_at;
