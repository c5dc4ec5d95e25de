-- Visa invitation letters (issue 36). A person's visa details (the name as in the passport, the
-- passport and the rest a letter needs), the letter settings of each contest, and every letter
-- generated: its verification code (random, never derived from the person), a digest of the details
-- it was made from, and only what its public verification page shows (the passport number's last
-- three characters, never the whole). A letter outlives its person (person_id set null): it then
-- verifies as revoked.
CREATE TABLE visa_details (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people (id) ON DELETE CASCADE,
  needs_letter boolean NOT NULL DEFAULT false,
  passport_name text,
  nationality text,
  passport_number text,
  passport_expiry date,
  -- Null for a contestant: theirs is contestants.date_of_birth.
  date_of_birth date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE letter_settings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contest_id uuid NOT NULL UNIQUE REFERENCES contests (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  signatory_name text NOT NULL DEFAULT '',
  signatory_title text NOT NULL DEFAULT '',
  signature_image_id uuid REFERENCES images (id),
  logo_image_id uuid REFERENCES images (id),
  organiser_address text NOT NULL DEFAULT '',
  venue text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE invitation_letters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  person_id uuid REFERENCES people (id) ON DELETE SET NULL,
  contest_id uuid NOT NULL REFERENCES contests (id) ON DELETE CASCADE,
  country_id uuid REFERENCES countries (id) ON DELETE SET NULL,
  -- As they were when it was generated, for the Letters section and the verification page.
  person_name text NOT NULL,
  country_name text NOT NULL,
  passport_name text NOT NULL,
  nationality text NOT NULL,
  passport_number_end text NOT NULL,
  stay_from date NOT NULL,
  stay_to date NOT NULL,
  -- SHA-256 of the details printed in it: a letter whose person's details no longer give it is outdated.
  digest text NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now(),
  generated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  generated_by text NOT NULL,
  outdated_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);
CREATE INDEX invitation_letters_person ON invitation_letters (person_id, generated_at DESC);
CREATE INDEX invitation_letters_newest ON invitation_letters (generated_at DESC, id);

-- The history of visa details and letter settings: passport data, a visa detail's date of birth and
-- the letter's pictures read "changed", never their values. Letters themselves are their own record.
CREATE OR REPLACE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('olympiad.actor', true), '')::jsonb
  ; kind text := TG_ARGV[0]
  ; hidden text[] := ARRAY['password_hash', 'picture_id', 'flag_image_id', 'contest_password', 'contest_username', 'signature_image_id', 'logo_image_id', 'passport_name', 'nationality', 'passport_number', 'passport_expiry']
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
  ; ELSIF kind = 'visaDetails' THEN entity_key := subject ->> 'person_id'
    ; SELECT p.full_name, p.country_id INTO entity_label, country FROM people p WHERE p.id = (subject ->> 'person_id')::uuid
  ; ELSIF kind = 'guideTeam' THEN entity_key := subject ->> 'team_id'
    ; team := (subject ->> 'team_id')::uuid
    ; SELECT t.name, t.country_id INTO entity_label, country FROM teams t WHERE t.id = team
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
CREATE TRIGGER visa_details_history AFTER INSERT OR UPDATE OR DELETE ON visa_details FOR EACH ROW EXECUTE FUNCTION record_change('visaDetails');
CREATE TRIGGER letter_settings_history AFTER INSERT OR UPDATE OR DELETE ON letter_settings FOR EACH ROW EXECUTE FUNCTION record_change('letterSettings');
CREATE TRIGGER visa_details_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visa_details FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER letter_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON letter_settings FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
CREATE TRIGGER invitation_letters_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invitation_letters FOR EACH STATEMENT EXECUTE FUNCTION announce_write();
