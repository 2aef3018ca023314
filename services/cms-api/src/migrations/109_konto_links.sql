-- Links that let a person of any login kind (council, intranet, editorial area) set a password: the
-- invitation to a new account and the reset of a forgotten password. The mail carries a random token;
-- only its SHA-256 hash is kept here. A link works once, for 72 hours, and a newer link of the same
-- account replaces every older one.
CREATE TABLE konto_links (
  id            bigserial PRIMARY KEY,
  art           text NOT NULL,
  konto         text NOT NULL,
  zweck         text NOT NULL CHECK (zweck IN ('einladung', 'passwort')),
  token_hash    text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  erstellt_am   timestamptz NOT NULL,
  erstellt_von  integer REFERENCES redaktion_konten (id),
  laeuft_ab_am  timestamptz NOT NULL,
  benutzt_am    timestamptz,
  ersetzt_am    timestamptz
);
CREATE INDEX konto_links_konto ON konto_links (art, konto, erstellt_am DESC);

-- Staff accounts the administration invites and ends. An invited account has no password until the
-- person sets one through the link; an ended one can no longer log in and keeps its row.
ALTER TABLE intranet_benutzer ADD COLUMN erstellt_am timestamptz;
ALTER TABLE intranet_benutzer ADD COLUMN beendet_am timestamptz;
