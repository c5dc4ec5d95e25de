-- Logout: a token ended before its expiry is kept here by its SHA-256 until it would have expired,
-- and the auth plugin's read of the user also looks it up, so every instance refuses it at once.
-- Each logout deletes the rows whose tokens have expired since (the index keeps that cheap).
CREATE TABLE revoked_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);
