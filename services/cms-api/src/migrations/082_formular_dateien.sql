-- Files sent with a form submission (photos of a damage, a proof): stored beside the submission in
-- the database, never in a public folder; no endpoint serves them, the office gets them by mail.
CREATE TABLE formular_dateien (
  id          serial PRIMARY KEY,
  eingabe_id  integer NOT NULL REFERENCES formular_eingaben (id) ON DELETE CASCADE,
  name        text NOT NULL,
  typ         text NOT NULL,
  groesse     integer NOT NULL,
  daten       bytea NOT NULL
);
CREATE INDEX formular_dateien_eingabe ON formular_dateien (eingabe_id);
