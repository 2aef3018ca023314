-- Site search: a German full-text vector on every searchable table, kept current by PostgreSQL
-- itself (generated columns), so content added by any seed or import is found at once.

-- Pages that are no destination of their own (the search page, confirmation pages) opt out.
ALTER TABLE pages ADD COLUMN suchbar boolean NOT NULL DEFAULT true;

ALTER TABLE pages ADD COLUMN suchvektor tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german', title), 'A') ||
  setweight(to_tsvector('german', COALESCE(description, '')), 'B') ||
  setweight(jsonb_to_tsvector('german', jsonb_path_query_array(blocks, 'strict $.**.titel'), '["string"]'), 'B') ||
  setweight(
    jsonb_to_tsvector(
      'german',
      jsonb_path_query_array(blocks, 'strict $.**.text') ||
        jsonb_path_query_array(blocks, 'strict $.**.einleitung') ||
        jsonb_path_query_array(blocks, 'strict $.**.inhalt') ||
        jsonb_path_query_array(blocks, 'strict $.**.beschreibung'),
      '["string"]'
    ),
    'C'
  )
) STORED;

CREATE INDEX pages_suche_idx ON pages USING gin (suchvektor);

-- Content items of every kind (news, events, and whatever other kinds the items table holds).
ALTER TABLE items ADD COLUMN suchvektor tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('german', titel), 'A') ||
  setweight(to_tsvector('german', COALESCE(data->>'vorname', '') || ' ' || COALESCE(data->>'nachname', '')), 'A') ||
  setweight(to_tsvector('german', COALESCE(einleitung, '')), 'B') ||
  setweight(to_tsvector('german', COALESCE(text, '')), 'C') ||
  setweight(
    to_tsvector(
      'german',
      COALESCE(data->>'veranstaltungsort', '') || ' ' || COALESCE(data #>> '{brancheneintrag_veranstaltungsort,titel}', '') || ' ' ||
        COALESCE(bildtext, '')
    ),
    'D'
  )
) STORED;

CREATE INDEX items_suche_idx ON items USING gin (suchvektor);

-- Search entries that point elsewhere: contacts outside the town hall with a web address of their
-- own ('web-contact'), and links to online services described on a page of this site ('link':
-- es_pfad is that page, es_pfad_ext the service).
CREATE TABLE webverweise (
  id            serial PRIMARY KEY,
  art           text NOT NULL CHECK (art IN ('web-contact', 'link')),
  titel         text NOT NULL,
  beschreibung  text,
  url           text,
  es_pfad       text NOT NULL,
  es_pfad_ext   text,
  -- Contact fields of a web-contact: telefon, email, adresse.
  daten         jsonb NOT NULL DEFAULT '{}'::jsonb,
  position      integer NOT NULL DEFAULT 0,
  suchvektor    tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', titel), 'A') || setweight(to_tsvector('german', COALESCE(beschreibung, '')), 'B')
  ) STORED,
  CHECK (art <> 'web-contact' OR url IS NOT NULL)
);

CREATE INDEX webverweise_suche_idx ON webverweise USING gin (suchvektor);
