-- Messages of the town's contact form (POST /api/anfragen). Every message is stored before it is
-- mailed to the town office, so none is lost when the mail server fails; mail_gesendet says
-- whether the mail went out.
CREATE TABLE anfragen (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  email          text NOT NULL,
  telefon        text,
  betreff        text NOT NULL,
  nachricht      text NOT NULL,
  erstellt       timestamptz NOT NULL DEFAULT now(),
  mail_gesendet  boolean NOT NULL DEFAULT false
);
CREATE INDEX anfragen_erstellt ON anfragen (erstellt);
