-- The staff intranet: staff logins, categories (Rubriken) with internal texts, and the document
-- archive (topics → archives → documents with stand and validity dates). Every row is served only
-- to a valid intranet token.
CREATE TABLE intranet_benutzer (
  id            serial PRIMARY KEY,
  uuid          uuid NOT NULL UNIQUE,
  vorname       text NOT NULL,
  nachname      text NOT NULL,
  email         text NOT NULL,
  passwort_hash text NOT NULL,
  -- Raised to end every older token (e.g. when an account is locked).
  token_version int NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX intranet_benutzer_email ON intranet_benutzer (lower(email));

CREATE TABLE intranet_rubriken (
  id           serial PRIMARY KEY,
  url          text NOT NULL UNIQUE,
  titel        text NOT NULL,
  beschreibung text NOT NULL,
  sortierung   int NOT NULL
);

CREATE TABLE intranet_texte (
  id         serial PRIMARY KEY,
  rubrik_id  int NOT NULL REFERENCES intranet_rubriken (id) ON DELETE CASCADE,
  titel      text NOT NULL,
  einleitung text NOT NULL,
  -- Sanitised HTML.
  text       text NOT NULL,
  autor      text NOT NULL,
  datum_von  timestamptz NOT NULL,
  suchtext   tsvector GENERATED ALWAYS AS (to_tsvector('german', titel || ' ' || einleitung || ' ' || text)) STORED
);
CREATE INDEX intranet_texte_rubrik ON intranet_texte (rubrik_id, datum_von DESC);
CREATE INDEX intranet_texte_suche ON intranet_texte USING gin (suchtext);

CREATE TABLE intranet_archiv_themen (
  id           serial PRIMARY KEY,
  thema        text NOT NULL UNIQUE,
  beschreibung text NOT NULL
);

CREATE TABLE intranet_archive (
  id       serial PRIMARY KEY,
  thema_id int NOT NULL REFERENCES intranet_archiv_themen (id) ON DELETE CASCADE,
  titel    text NOT NULL
);
CREATE INDEX intranet_archive_thema ON intranet_archive (thema_id);

-- Documents are stored as their text and rendered as tagged PDFs when they are asked for.
CREATE TABLE intranet_dokumente (
  id           serial PRIMARY KEY,
  archiv_id    int NOT NULL REFERENCES intranet_archive (id) ON DELETE CASCADE,
  downloadtext text NOT NULL,
  dateiname    text NOT NULL,
  stand        date NOT NULL,
  gueltig_von  date NOT NULL,
  -- Open-ended when null.
  gueltig_bis  date,
  absaetze     jsonb NOT NULL,
  CHECK (gueltig_bis IS NULL OR gueltig_bis >= gueltig_von)
);
CREATE INDEX intranet_dokumente_archiv ON intranet_dokumente (archiv_id, stand DESC);
