-- Revocable tokens: every token carries its user's token_version; a change of password, role,
-- country or e-mail raises it, so the tokens issued before stop working at once. Done by a
-- trigger so that every route that changes a user, now or later, ends the old tokens without
-- having to remember to. A rehash of the same password (stronger parameters at login) sets
-- olympiad.keep_tokens for its transaction and keeps the user's other sessions.
-- plpgsql bodies stay on one line: the migration runner splits statements at a ';' ending a line.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
CREATE FUNCTION users_raise_token_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (NEW.password_hash IS DISTINCT FROM OLD.password_hash AND coalesce(current_setting('olympiad.keep_tokens', true), '') <> 'on') OR NEW.role IS DISTINCT FROM OLD.role OR NEW.country_id IS DISTINCT FROM OLD.country_id OR lower(NEW.email) IS DISTINCT FROM lower(OLD.email) THEN NEW.token_version := OLD.token_version + 1; END IF; RETURN NEW; END $$;
CREATE TRIGGER users_token_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_raise_token_version();
