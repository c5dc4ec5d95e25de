-- E-mail (issue 35). Every message is queued here in the transaction of the change that causes
-- it, so a rolled-back change sends nothing and a restart loses nothing; a worker on each instance
-- claims due messages with FOR UPDATE SKIP LOCKED and a claim that ends (mail/message-worker.ts), so
-- two instances never send one message. The message is written whole when it is queued: what the
-- Messages section shows is what is sent. Neither table announces its writes (migration 0012): no
-- instance keeps anything read from them.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- Whom it concerns, for the Messages section's filters; neither is needed to send it.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  country_id uuid REFERENCES countries (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Held by the instance sending it until then; a claim that outlives it (a crashed instance) is taken again.
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- A message that must go once only (an automatic reminder for one deadline): a second is not queued.
  once_key text UNIQUE
);
CREATE INDEX messages_due ON messages (next_attempt_at) WHERE status = 'queued';
CREATE INDEX messages_newest ON messages (created_at DESC, id);

-- One-time links that set a password: an invitation (7 days) or a reset (1 hour). Only the
-- SHA-256 of the link's secret is kept; using it marks it used in the transaction that sets the
-- password, so it opens once.
CREATE TABLE password_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  secret_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_links_user ON password_links (user_id);

-- Automatic reminders: this many days before a country's deadline its registrator is sent their
-- checklist, once per deadline; null, none are sent by themselves.
ALTER TABLE contests ADD COLUMN reminder_days_before_deadline integer CHECK (reminder_days_before_deadline BETWEEN 1 AND 60);
