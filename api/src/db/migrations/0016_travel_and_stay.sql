-- Travel and stay (issue 37). Each journey's carrier, flight or train number and terminal, on a
-- person and on a team (copied to the members who travel with it, as the times are); the hotels of
-- an edition with their room types and rooms, and who sleeps in which room; each delegation
-- person's room request and emergency contact; and their diet and health notes, kept only with an
-- explicit consent (GDPR art. 9) recorded with who gave it and when: withdrawing it deletes the row.
ALTER TABLE people
  ADD COLUMN arrival_carrier text,
  ADD COLUMN arrival_flight_number text,
  ADD COLUMN arrival_terminal text,
  ADD COLUMN departure_carrier text,
  ADD COLUMN departure_flight_number text,
  ADD COLUMN departure_terminal text;
ALTER TABLE teams
  ADD COLUMN arrival_carrier text,
  ADD COLUMN arrival_flight_number text,
  ADD COLUMN arrival_terminal text,
  ADD COLUMN departure_carrier text,
  ADD COLUMN departure_flight_number text,
  ADD COLUMN departure_terminal text;

CREATE TABLE hotels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contest_id uuid NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX hotels_contest ON hotels (contest_id, position);

CREATE TABLE room_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  hotel_id uuid NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name text NOT NULL,
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 12),
  room_count integer NOT NULL CHECK (room_count BETWEEN 0 AND 2000),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX room_types_hotel ON room_types (hotel_id, position);

-- One row per room of a type (room_count of them, numbered 1.. in position); the organisers may
-- rename a room to the number on its door.
CREATE TABLE rooms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  room_type_id uuid NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  number text NOT NULL,
  position integer NOT NULL,
  UNIQUE (room_type_id, position)
);

-- Who sleeps where. mixed_by: the organiser who confirmed placing a contestant with an adult or with
-- a contestant of another country (null when the room mixes nobody).
CREATE TABLE room_occupants (
  person_id uuid PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  mixed_by text,
  allocated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_occupants_room ON room_occupants (room_id);

-- Per edition: the version of its hotels (saved as one list) and whether the allocation is published.
CREATE TABLE stay_settings (
  contest_id uuid PRIMARY KEY REFERENCES contests (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  rooms_published_at timestamptz,
  rooms_published_by text
);

CREATE TABLE stay_details (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
  room_request text NOT NULL DEFAULT 'none' CHECK (room_request IN ('none', 'single', 'share')),
  share_with_person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  emergency_contact_name text,
  emergency_contact_relation text,
  emergency_contact_phone text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE health_details (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
  consent_at timestamptz NOT NULL DEFAULT now(),
  consent_by text NOT NULL,
  consent_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  diet text CHECK (diet IN ('none', 'vegetarian', 'vegan', 'halal', 'kosher', 'other')),
  diet_other text,
  allergies text,
  medical_notes text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- The history of the new records: an emergency contact and health data read "changed", never their values.
CREATE OR REPLACE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('olympiad.actor', true), '')::jsonb
  ; kind text := TG_ARGV[0]
  ; hidden text[] := ARRAY['password_hash', 'picture_id', 'flag_image_id', 'contest_password', 'contest_username', 'signature_image_id', 'logo_image_id', 'passport_name', 'nationality', 'passport_number', 'passport_expiry']
  -- Health data (special category, GDPR art. 9) and an emergency contact: the history says they changed, never what to.
  ; private_details text[] := ARRAY['diet', 'diet_other', 'allergies', 'medical_notes', 'emergency_contact_name', 'emergency_contact_relation', 'emergency_contact_phone']
  ; before jsonb
  ; after jsonb
  ; subject jsonb
  ; diff jsonb
  ; entity_key text
  ; entity_label text
  ; country uuid
  ; team uuid
  ; removed bigint
; BEGIN
  IF actor IS NULL THEN RETURN NULL
  ; END IF
  ; IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD) - ARRAY['version', 'updated_at', 'created_at', 'token_version']
  ; END IF
  ; IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW) - ARRAY['version', 'updated_at', 'created_at', 'token_version']
  ; END IF
  ; subject := coalesce(after, before)
  -- A visa detail's date of birth is personal data the history never copies (a contestant's is recorded as it always was).
  ; IF kind = 'visaDetails' THEN hidden := hidden || ARRAY['date_of_birth']
  ; ELSIF kind IN ('stayDetails', 'healthDetails') THEN hidden := hidden || private_details
  ; END IF
  ; IF TG_OP = 'INSERT' AND kind IN ('company', 'committee', 'committeeMember', 'enumeration') THEN
    DELETE FROM changes WHERE id = (
      SELECT c.id FROM changes c
      WHERE c.transaction_id = txid_current() AND c.entity = kind AND c.operation = 'delete'
        AND (SELECT jsonb_object_agg(f.key, f.value -> 'old') FROM jsonb_each(c.fields) f WHERE f.key NOT IN ('id', 'committee_id'))
          = (SELECT jsonb_object_agg(a.key, a.value) FROM jsonb_each(after) a WHERE a.key NOT IN ('id', 'committee_id') AND a.value <> 'null')
      LIMIT 1
    ) RETURNING id INTO removed
    ; IF removed IS NOT NULL THEN RETURN NULL
    ; END IF
  ; END IF
  ; SELECT jsonb_object_agg(k.key, CASE WHEN k.key = ANY (hidden) THEN '"changed"'::jsonb ELSE jsonb_build_object('old', coalesce(before -> k.key, 'null'), 'new', coalesce(after -> k.key, 'null')) END)
    INTO diff
    FROM jsonb_object_keys(subject) AS k(key)
    WHERE k.key <> 'id'
      AND coalesce(before -> k.key, 'null') IS DISTINCT FROM coalesce(after -> k.key, 'null')
  ; IF diff IS NULL THEN RETURN NULL
  ; END IF
  ; entity_key := subject ->> 'id'
  ; IF kind = 'country' THEN country := (subject ->> 'id')::uuid
    ; entity_label := subject ->> 'name'
  ; ELSIF kind = 'team' THEN country := (subject ->> 'country_id')::uuid
    ; team := (subject ->> 'id')::uuid
    ; entity_label := subject ->> 'name'
  ; ELSIF kind = 'person' THEN entity_label := subject ->> 'full_name'
    -- Committee members and guides are the organisers' people, not a country's registration.
    ; IF (subject -> 'roles') ?| ARRAY['GUEST', 'LEADER', 'CONTESTANT'] THEN country := (subject ->> 'country_id')::uuid
    ; END IF
    ; team := (SELECT m.team_id FROM (SELECT team_id FROM contestants WHERE person_id = (subject ->> 'id')::uuid UNION ALL SELECT team_id FROM leaders WHERE person_id = (subject ->> 'id')::uuid) m WHERE m.team_id IS NOT NULL LIMIT 1)
  ; ELSIF kind IN ('contestant', 'leader', 'guide', 'committeeMember') THEN
    SELECT p.full_name, CASE WHEN kind IN ('contestant', 'leader') THEN p.country_id END INTO entity_label, country FROM people p WHERE p.id = (subject ->> 'person_id')::uuid
    ; team := (subject ->> 'team_id')::uuid
    -- A new member's person was written first, before it had a team: it is the team's now.
    ; IF TG_OP = 'INSERT' AND team IS NOT NULL THEN
      UPDATE changes SET team_id = team WHERE entity_id = subject ->> 'person_id' AND entity = 'person' AND team_id IS NULL AND transaction_id = txid_current()
    ; END IF
  ; ELSIF kind IN ('visaDetails', 'stayDetails', 'healthDetails', 'roomOccupant') THEN entity_key := subject ->> 'person_id'
    ; SELECT p.full_name, p.country_id INTO entity_label, country FROM people p WHERE p.id = (subject ->> 'person_id')::uuid
  ; ELSIF kind = 'guideTeam' THEN entity_key := subject ->> 'team_id'
    ; team := (subject ->> 'team_id')::uuid
    ; SELECT t.name, t.country_id INTO entity_label, country FROM teams t WHERE t.id = team
  -- A room by its hotel and number; a whole hotel removed takes its name with it.
  ; ELSIF kind = 'room' THEN entity_label := coalesce((SELECT h.name FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = (subject ->> 'room_type_id')::uuid) || ': ', '') || (subject ->> 'number')
  ; ELSIF kind = 'staySettings' THEN entity_key := subject ->> 'contest_id'
    ; entity_label := 'Room allocation'
  ; ELSIF kind = 'roomType' THEN entity_label := coalesce((SELECT h.name FROM hotels h WHERE h.id = (subject ->> 'hotel_id')::uuid) || ': ', '') || (subject ->> 'name')
  ; ELSIF kind = 'user' THEN entity_label := subject ->> 'email'
  ; ELSIF kind = 'enumeration' THEN entity_key := NULL
    ; entity_label := (subject ->> 'kind') || ': ' || (subject ->> 'value')
  ; ELSE entity_label := subject ->> 'name'
  ; END IF
  ; INSERT INTO changes (user_id, user_email, call, entity, entity_id, label, country_id, team_id, operation, fields)
    VALUES ((actor ->> 'userId')::uuid, actor ->> 'email', actor ->> 'call', kind, entity_key, entity_label, country, team,
      CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, diff)
  ; RETURN NULL
; END $$;

CREATE TRIGGER hotels_history AFTER INSERT OR UPDATE OR DELETE ON hotels FOR EACH ROW EXECUTE FUNCTION record_change('hotel');
CREATE TRIGGER room_types_history AFTER INSERT OR UPDATE OR DELETE ON room_types FOR EACH ROW EXECUTE FUNCTION record_change('roomType');
-- Who placed whom in which room (and who confirmed a mixed room), the rooms' numbers, and the allocation's publication.
CREATE TRIGGER rooms_history AFTER INSERT OR UPDATE OR DELETE ON rooms FOR EACH ROW EXECUTE FUNCTION record_change('room');
CREATE TRIGGER room_occupants_history AFTER INSERT OR UPDATE OR DELETE ON room_occupants FOR EACH ROW EXECUTE FUNCTION record_change('roomOccupant');
CREATE TRIGGER stay_settings_history AFTER INSERT OR UPDATE OR DELETE ON stay_settings FOR EACH ROW EXECUTE FUNCTION record_change('staySettings');
CREATE TRIGGER stay_details_history AFTER INSERT OR UPDATE OR DELETE ON stay_details FOR EACH ROW EXECUTE FUNCTION record_change('stayDetails');
CREATE TRIGGER health_details_history AFTER INSERT OR UPDATE OR DELETE ON health_details FOR EACH ROW EXECUTE FUNCTION record_change('healthDetails');
CREATE TRIGGER hotels_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotels FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER room_types_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_types FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER rooms_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rooms FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER room_occupants_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_occupants FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER stay_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stay_settings FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER stay_details_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stay_details FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER health_details_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON health_details FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
