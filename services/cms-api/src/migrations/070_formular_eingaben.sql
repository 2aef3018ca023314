-- Submissions of the town's forms (POST /api/formulare/{art}). Each is stored before anything is
-- mailed; the office mail and the sender's confirmation are retried until they went out.
CREATE TABLE formular_eingaben (
  id                     serial PRIMARY KEY,
  art                    text NOT NULL,
  zusammenfassung        text NOT NULL,
  email                  text,
  felder                 jsonb NOT NULL,
  erstellt               timestamptz NOT NULL DEFAULT now(),
  amt_gesendet           boolean NOT NULL DEFAULT false,
  -- null: no address given, so no confirmation is due.
  bestaetigung_gesendet  boolean,
  mail_versuche          integer NOT NULL DEFAULT 0,
  naechster_versuch      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX formular_eingaben_offen ON formular_eingaben (naechster_versuch)
  WHERE amt_gesendet = false OR bestaetigung_gesendet = false;
