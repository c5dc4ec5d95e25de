-- Edits are never lost silently: a team and a person (a contestant's, a leader's, a guest's) carry
-- a version that every edit through the api raises by one. Reads give it (an ETag, a `version`
-- field); a write sent with If-Match of an older version answers 412 and changes nothing.
ALTER TABLE teams ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE people ADD COLUMN version integer NOT NULL DEFAULT 1;
