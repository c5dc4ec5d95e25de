-- Pictures follow consent (issue 31). A picture is published at /api/Picture/<public_key>: a random
-- key kept with the image, never its id nor anything of its person, so nobody can guess the address
-- of a picture that is not published. The key changes whenever what made the picture public may
-- have changed: an address published before a withdrawal answers 404 afterwards, and consent given
-- again publishes a new one. Logged-in readers get short-lived signed addresses by the image's id
-- instead (plugins/picture-addresses.ts). Flags and logos are not people's: nothing here moves
-- their keys.
-- plpgsql bodies: no line may end with ';' (the migration runner splits statements there).
CREATE FUNCTION new_picture_key() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT translate(gen_random_uuid()::text, '-', '') $$;
-- A volatile default is computed for each existing row: every image gets a key of its own.
ALTER TABLE images ADD COLUMN public_key text NOT NULL DEFAULT new_picture_key();
ALTER TABLE images ADD CONSTRAINT images_public_key UNIQUE (public_key);
-- Uploaded logos were stored by their address, the image's id, which opens nothing any more.
UPDATE companies SET image_url = '/api/Picture/' || images.public_key
FROM images
WHERE companies.image_url = '/api/Picture/' || images.id::text;
-- A person's recorded photo consent changed: a new key for their picture. A picture replaced by a
-- new upload, or left by a removed person: a new key, which nothing publishes.
CREATE FUNCTION move_person_picture_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.picture_id IS DISTINCT FROM OLD.picture_id THEN
    UPDATE images SET public_key = new_picture_key() WHERE id = OLD.picture_id
  ; END IF
  ; IF TG_OP = 'UPDATE' AND NEW.photo_public IS DISTINCT FROM OLD.photo_public THEN
    UPDATE images SET public_key = new_picture_key() WHERE id = NEW.picture_id
  ; END IF
  ; RETURN NULL
; END $$;
CREATE TRIGGER people_picture_keys AFTER UPDATE OF picture_id, photo_public OR DELETE ON people
FOR EACH ROW EXECUTE FUNCTION move_person_picture_keys();
-- Contest settings' "show contestants publicly" switched: the consent in effect of every contestant
-- without a recorded one changed with it.
CREATE FUNCTION move_contestant_picture_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.contestants_public IS DISTINCT FROM OLD.contestants_public THEN
    UPDATE images SET public_key = new_picture_key()
    WHERE id IN (
      SELECT people.picture_id FROM people
      JOIN contestants ON contestants.person_id = people.id
      JOIN teams ON teams.id = contestants.team_id
      WHERE teams.contest_id = NEW.id AND people.photo_public IS NULL
    )
  ; END IF
  ; RETURN NULL
; END $$;
CREATE TRIGGER contests_picture_keys AFTER UPDATE OF contestants_public ON contests
FOR EACH ROW EXECUTE FUNCTION move_contestant_picture_keys();
