-- Every instance on one database hears of every write (issue 31): what an instance keeps from the
-- database (public reads, drawn pages, the edition, the deadlines) is dropped when another writes.
-- The notification is sent by the write's own transaction, so PostgreSQL delivers it when, and
-- only when, the write commits: never before the data can be read, never lost after it, and sent
-- by every write path (the api's, a seed's, a restore's, an operator's psql) without remembering
-- to. Its payload is the route of the call that wrote (from olympiad.actor, lib/acting-user.ts),
-- or empty when no call is named: the instances then drop everything. A transaction's identical
-- notifications are delivered once. The login's counters, revoked tokens, settings and the history
-- are left out: nothing an instance keeps is read from them.
-- plpgsql bodies: no line may end with ';' (the migration runner splits statements there).
CREATE FUNCTION announce_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('olympiad_writes', coalesce(split_part(nullif(current_setting('olympiad.actor', true), '')::jsonb ->> 'call', ' ', 2), ''))
  ; RETURN NULL
; END $$;
CREATE TRIGGER images_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER contests_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contests FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER companies_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER enumerations_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enumerations FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER countries_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER users_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER people_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON people FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER committees_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON committees FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER committee_members_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON committee_members FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER teams_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teams FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER leaders_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leaders FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER contestants_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contestants FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER guides_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guides FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER guide_teams_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON guide_teams FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
