-- What several server instances on one database must agree on lives here, not in a process.
-- Failed logins in fixed one-minute windows, one row per counter; keys are hashes, so the table
-- holds no e-mail address or client address.
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX login_attempts_window_start ON login_attempts (window_start);
-- Values generated once and shared by every instance (the JWT secret when JWT_SECRET is unset).
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
