-- A country may be given its own registration deadline (issue 22: a later deadline for one country),
-- and with it its own edit window, a day after it, without moving the contest's. Null: the
-- contest's endOfRegistrationDate holds for the country, as it does for every country until set.
ALTER TABLE countries ADD COLUMN registration_deadline timestamptz;
