-- A country and the contest are edited in the control panel by several organisers: like a team
-- and a person (0004), they carry a version that every edit raises, so that an edit sent with
-- If-Match of an older one answers 412 instead of silently overwriting someone else's change.
ALTER TABLE countries ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE contests ADD COLUMN version integer NOT NULL DEFAULT 1;
