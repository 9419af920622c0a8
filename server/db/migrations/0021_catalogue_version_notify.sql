-- Every bump of the catalogue version is announced on the `catalogue_version` channel with the new
-- version, delivered when the writing transaction commits, so API processes drop their in-memory
-- answers at once (decision 115).
CREATE OR REPLACE FUNCTION catalogue_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE catalogue_state SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version INTO bumped;
  PERFORM pg_notify('catalogue_version', bumped::text);
  RETURN NULL;
END $$;
