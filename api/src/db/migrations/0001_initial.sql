CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  year integer NOT NULL UNIQUE,
  name text NOT NULL,
  short_name text NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  end_of_registration_date timestamptz NOT NULL,
  rules text NOT NULL DEFAULT '',
  environment_description text NOT NULL DEFAULT '',
  materials_url text,
  contact_email text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contest_id uuid NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('organizer', 'partner', 'patron', 'sponsor')),
  sponsor_level text CHECK (sponsor_level IN ('gold', 'silver', 'bronze')),
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  image_url text,
  company_url text,
  additional_information text,
  CHECK ((kind = 'sponsor') = (sponsor_level IS NOT NULL))
);
CREATE INDEX companies_contest_idx ON companies (contest_id, kind, position);

CREATE TABLE enumerations (
  kind text NOT NULL CHECK (kind IN ('tShirtSize', 'operatingSystem', 'arrivalLocation', 'userRole', 'personRole')),
  value text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, value)
);

CREATE TABLE countries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  flag_image_id uuid REFERENCES images(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX countries_name_idx ON countries (lower(name));

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('Administrator', 'TeamRegistrator', 'Guide')),
  country_id uuid REFERENCES countries(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));

CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  full_name text NOT NULL,
  roles text[] NOT NULL DEFAULT '{}',
  country_id uuid REFERENCES countries(id),
  contest_id uuid REFERENCES contests(id),
  t_shirt_size text,
  picture_id uuid REFERENCES images(id),
  time_of_arrival timestamp,
  arrival_location text,
  time_of_departure timestamp,
  departure_location text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX people_country_idx ON people (country_id);
CREATE INDEX people_roles_idx ON people USING gin (roles);

CREATE TABLE committees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contest_id uuid NOT NULL REFERENCES contests(id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE committee_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  committee_id uuid NOT NULL REFERENCES committees(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  role text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contest_id uuid NOT NULL REFERENCES contests(id),
  country_id uuid NOT NULL REFERENCES countries(id),
  name text NOT NULL,
  contestant_group text NOT NULL DEFAULT 'Junior' CHECK (contestant_group IN ('Junior', 'Senior')),
  is_online boolean NOT NULL DEFAULT false,
  is_official boolean NOT NULL DEFAULT true,
  site_id uuid NOT NULL,
  time_of_arrival timestamp,
  arrival_location text,
  time_of_departure timestamp,
  departure_location text,
  created_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX teams_country_idx ON teams (country_id);

CREATE TABLE leaders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people(id) ON DELETE CASCADE,
  team_id uuid REFERENCES teams(id) ON DELETE SET NULL,
  email text,
  phone_number text,
  is_deputy boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX leaders_team_role_idx ON leaders (team_id, is_deputy) WHERE team_id IS NOT NULL;

CREATE TABLE contestants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people(id) ON DELETE CASCADE,
  team_id uuid NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  contestant_group text NOT NULL DEFAULT 'Junior' CHECK (contestant_group IN ('Junior', 'Senior')),
  is_official boolean NOT NULL DEFAULT true,
  date_of_birth date,
  operating_system_name text,
  has_person_for_contact boolean NOT NULL DEFAULT false,
  person_for_contact_name text,
  person_for_contact_phone_number text,
  site_id uuid NOT NULL,
  seating_place_day1 text,
  seating_place_day2 text,
  contest_username text,
  contest_password text
);
CREATE INDEX contestants_team_idx ON contestants (team_id);

CREATE TABLE guides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  person_id uuid NOT NULL UNIQUE REFERENCES people(id) ON DELETE CASCADE,
  user_id uuid UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  phone_number text,
  school_name text,
  class_designator text
);

CREATE TABLE guide_teams (
  guide_id uuid NOT NULL REFERENCES guides(id) ON DELETE CASCADE,
  team_id uuid NOT NULL UNIQUE REFERENCES teams(id) ON DELETE CASCADE,
  PRIMARY KEY (guide_id, team_id)
);
