-- Server-side sessions of every login kind (council, intranet, editorial area): a login opens one,
-- its token carries the id, and every call needs it still open. Logout, a password change (for the
-- person's other sessions) or the end of an account closes it at once, on every instance.
CREATE TABLE anmeldungen (
  id              uuid PRIMARY KEY,
  art             text NOT NULL,
  konto           text NOT NULL,
  erstellt_am     timestamptz NOT NULL,
  zuletzt_am      timestamptz NOT NULL,
  laeuft_ab_am    timestamptz NOT NULL,
  beendet_am      timestamptz,
  beendet_grund   text CHECK (beendet_grund IN ('abgemeldet', 'beendet', 'passwort', 'konto', 'abgelaufen', 'untaetig'))
);
CREATE INDEX anmeldungen_offen ON anmeldungen (art, konto) WHERE beendet_am IS NULL;
CREATE INDEX anmeldungen_alt ON anmeldungen (laeuft_ab_am);

-- A session record replaces the token versions that a password change raised.
ALTER TABLE rats_mitglieder DROP COLUMN token_version;
ALTER TABLE intranet_benutzer DROP COLUMN token_version;
