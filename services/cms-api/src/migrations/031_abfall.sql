-- Waste collection: districts, their streets, the kinds of waste, the collection dates, and the
-- e-mail reminders (double opt-in).
CREATE TABLE abfall_bezirke (
  id            serial PRIMARY KEY,
  slug          text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name          text NOT NULL,
  beschreibung  text,
  position      integer NOT NULL DEFAULT 0
);

CREATE TABLE abfall_strassen (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  ortsteil   text NOT NULL,
  bezirk_id  integer NOT NULL REFERENCES abfall_bezirke (id) ON DELETE CASCADE,
  UNIQUE (name, ortsteil)
);

CREATE TABLE abfall_arten (
  schluessel    text PRIMARY KEY CHECK (schluessel ~ '^[a-z]+(-[a-z]+)*$'),
  name          text NOT NULL,
  beschreibung  text,
  position      integer NOT NULL DEFAULT 0
);

CREATE TABLE abfall_termine (
  id         serial PRIMARY KEY,
  bezirk_id  integer NOT NULL REFERENCES abfall_bezirke (id) ON DELETE CASCADE,
  art        text NOT NULL REFERENCES abfall_arten (schluessel),
  datum      date NOT NULL,
  -- e.g. why a date moved ('verschoben wegen Ostermontag')
  hinweis    text,
  UNIQUE (bezirk_id, art, datum)
);

CREATE INDEX abfall_termine_bezirk_datum_idx ON abfall_termine (bezirk_id, datum);
CREATE INDEX abfall_termine_datum_idx ON abfall_termine (datum);

-- One reminder per address and district. It sends nothing until the address is confirmed; a new
-- sign-up for the same pair keeps the row and waits for a new confirmation of its settings.
CREATE TABLE abfall_erinnerungen (
  id                  serial PRIMARY KEY,
  email               text NOT NULL CHECK (email = lower(email)),
  bezirk_id           integer NOT NULL REFERENCES abfall_bezirke (id) ON DELETE CASCADE,
  arten               text[] NOT NULL,
  tage_vorher         integer NOT NULL CHECK (tage_vorher BETWEEN 1 AND 7),
  aktiv               boolean NOT NULL DEFAULT false,
  -- Settings of the latest sign-up, applied when its link is followed: {arten, tage_vorher}.
  ausstehend          jsonb,
  -- SHA-256 of the confirmation token (the token itself is only in the e-mail).
  bestaetigung_hash   text UNIQUE,
  bestaetigung_bis    timestamptz,
  -- Lets the holder of any mail end the reminder; it grants nothing else.
  abmelde_token       text NOT NULL UNIQUE,
  letzte_mail_am      timestamptz,
  angelegt_am         timestamptz NOT NULL DEFAULT now(),
  bestaetigt_am       timestamptz,
  UNIQUE (email, bezirk_id)
);

-- Reminders sent, so that each collection day is announced once per reminder.
CREATE TABLE abfall_erinnerungen_versand (
  erinnerung_id  integer NOT NULL REFERENCES abfall_erinnerungen (id) ON DELETE CASCADE,
  datum          date NOT NULL,
  gesendet_am    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (erinnerung_id, datum)
);
