-- The council information system (Ratsinfo): the body's committees, members and their logins,
-- meetings with agenda items, papers and their consultations, files and reports. Rows marked
-- oeffentlich = false are served only to a member with a valid council token.
CREATE TABLE rats_gremien (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE,
  kuerzel     text NOT NULL UNIQUE,
  genitiv     text NOT NULL,
  art         text NOT NULL,
  beschreibung text NOT NULL,
  sortierung  int NOT NULL
);

CREATE TABLE rats_mitglieder (
  id                  serial PRIMARY KEY,
  anrede              text NOT NULL,
  titel               text,
  vorname             text NOT NULL,
  nachname            text NOT NULL,
  email               text NOT NULL,
  partei              text NOT NULL,
  beruf               text,
  wohnort             text NOT NULL,
  taetigkeitsbereiche jsonb NOT NULL DEFAULT '[]',
  passwort_hash       text NOT NULL,
  pw_geaendert        boolean NOT NULL DEFAULT false,
  -- Raised by a password change: tokens of an older version are no longer accepted.
  token_version       int NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX rats_mitglieder_email ON rats_mitglieder (lower(email));

CREATE TABLE rats_mitgliedschaften (
  id          serial PRIMARY KEY,
  mitglied_id int NOT NULL REFERENCES rats_mitglieder (id) ON DELETE CASCADE,
  gremium_id  int NOT NULL REFERENCES rats_gremien (id) ON DELETE CASCADE,
  rolle       text NOT NULL,
  seit        date NOT NULL,
  bis         date,
  UNIQUE (mitglied_id, gremium_id)
);

CREATE TABLE rats_sitzungen (
  id          serial PRIMARY KEY,
  gremium_id  int NOT NULL REFERENCES rats_gremien (id) ON DELETE CASCADE,
  nummer      int NOT NULL,
  name        text NOT NULL,
  beginn      timestamptz NOT NULL,
  ende        timestamptz,
  ort         text NOT NULL,
  raum        text NOT NULL,
  abgesagt    boolean NOT NULL DEFAULT false,
  UNIQUE (gremium_id, beginn)
);
CREATE INDEX rats_sitzungen_beginn ON rats_sitzungen (beginn);

CREATE TABLE rats_vorlagen (
  id              serial PRIMARY KEY,
  aktenzeichen    text NOT NULL UNIQUE,
  art             text NOT NULL,
  titel           text NOT NULL,
  datum           date NOT NULL,
  federfuehrend   text NOT NULL,
  sachverhalt     text NOT NULL,
  beschlussvorschlag text,
  oeffentlich     boolean NOT NULL DEFAULT true,
  suchtext        tsvector GENERATED ALWAYS AS (to_tsvector('german', aktenzeichen || ' ' || titel || ' ' || sachverhalt || ' ' || coalesce(beschlussvorschlag, ''))) STORED
);
CREATE INDEX rats_vorlagen_suche ON rats_vorlagen USING gin (suchtext);

CREATE TABLE rats_tagesordnungspunkte (
  id          serial PRIMARY KEY,
  sitzung_id  int NOT NULL REFERENCES rats_sitzungen (id) ON DELETE CASCADE,
  nummer      text NOT NULL,
  position    int NOT NULL,
  titel       text NOT NULL,
  oeffentlich boolean NOT NULL DEFAULT true,
  vorlage_id  int REFERENCES rats_vorlagen (id) ON DELETE SET NULL,
  -- The consultation of the paper in this meeting: its role and outcome.
  beratungsart text,
  beschluss   text,
  ergebnis    text,
  suchtext    tsvector GENERATED ALWAYS AS (to_tsvector('german', titel || ' ' || coalesce(beschluss, ''))) STORED
);
CREATE INDEX rats_tagesordnungspunkte_sitzung ON rats_tagesordnungspunkte (sitzung_id, position);
CREATE INDEX rats_tagesordnungspunkte_vorlage ON rats_tagesordnungspunkte (vorlage_id);
CREATE INDEX rats_tagesordnungspunkte_suche ON rats_tagesordnungspunkte USING gin (suchtext);

CREATE TABLE rats_berichte (
  id          serial PRIMARY KEY,
  titel       text NOT NULL,
  datum       date NOT NULL,
  gremium_id  int REFERENCES rats_gremien (id) ON DELETE SET NULL,
  zusammenfassung text NOT NULL,
  oeffentlich boolean NOT NULL DEFAULT true
);

-- Files are stored as their text and rendered as tagged PDFs when they are asked for.
CREATE TABLE rats_dateien (
  id          serial PRIMARY KEY,
  dateiname   text NOT NULL,
  titel       text NOT NULL,
  art         text NOT NULL,
  datum       date NOT NULL,
  sitzung_id  int REFERENCES rats_sitzungen (id) ON DELETE CASCADE,
  vorlage_id  int REFERENCES rats_vorlagen (id) ON DELETE CASCADE,
  bericht_id  int REFERENCES rats_berichte (id) ON DELETE CASCADE,
  oeffentlich boolean NOT NULL DEFAULT true,
  absaetze    jsonb NOT NULL
);
CREATE INDEX rats_dateien_sitzung ON rats_dateien (sitzung_id);
CREATE INDEX rats_dateien_vorlage ON rats_dateien (vorlage_id);
