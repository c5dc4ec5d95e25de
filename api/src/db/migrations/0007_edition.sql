-- The edition's own settings live in the contest row, where Contest settings edits them, instead of
-- being compiled into the code: the venue's time zone (dates are typed and shown in it), the host
-- country (preset for committee people and guides) and the earliest date of birth of a contestant.
-- The defaults are the specification's. The host country is the seeded one where it exists; on a
-- database not seeded yet the seed sets it with the contest.
ALTER TABLE contests ADD COLUMN venue_time_zone text NOT NULL DEFAULT 'Europe/Sofia';
ALTER TABLE contests ADD COLUMN host_country_id uuid REFERENCES countries(id);
ALTER TABLE contests ADD COLUMN min_birth_date date NOT NULL DEFAULT '2010-01-01';
UPDATE contests SET host_country_id = 'c0aa0000-0000-4000-8000-000000000001'
  WHERE EXISTS (SELECT 1 FROM countries WHERE id = 'c0aa0000-0000-4000-8000-000000000001');
