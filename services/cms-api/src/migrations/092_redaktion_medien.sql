-- The media library: pictures (re-encoded, without metadata, with smaller widths for srcset) and
-- documents (PDF), uploaded once into a section and used by any content. A file is served to the
-- public from its stable name once a published item uses it (oeffentlich_seit).
CREATE TABLE redaktion_medien (
  id                serial PRIMARY KEY,
  name              text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|webp|pdf)$'),
  art               text NOT NULL CHECK (art IN ('bild', 'dokument')),
  typ               text NOT NULL CHECK (typ IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  bereich           text NOT NULL CHECK (bereich ~ '^[a-z][a-z0-9-]{0,49}$'),
  titel             text NOT NULL,
  dateiname         text NOT NULL,
  alt               text,
  copyright         text,
  dekorativ         boolean NOT NULL DEFAULT false,
  breite            integer,
  hoehe             integer,
  bytes             integer NOT NULL,
  daten             bytea NOT NULL,
  erstellt_von      integer REFERENCES redaktion_konten (id),
  erstellt_am       timestamptz NOT NULL,
  geaendert_am      timestamptz,
  oeffentlich_seit  timestamptz,
  CHECK (art <> 'bild' OR (copyright IS NOT NULL AND (dekorativ OR alt IS NOT NULL)))
);
CREATE INDEX redaktion_medien_bereich ON redaktion_medien (bereich, erstellt_am DESC);

-- Smaller widths of a picture for srcset (WebP), named after the picture: <name>-<breite>w.webp.
CREATE TABLE redaktion_medien_varianten (
  medium_id  integer NOT NULL REFERENCES redaktion_medien (id) ON DELETE CASCADE,
  breite     integer NOT NULL CHECK (breite > 0),
  name       text NOT NULL UNIQUE,
  typ        text NOT NULL,
  daten      bytea NOT NULL,
  PRIMARY KEY (medium_id, breite)
);
