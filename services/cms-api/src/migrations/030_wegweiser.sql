-- Service guide ('Wegweiser'): services, forms, life situations, organisation units and contact
-- persons, each one row, cross-linked through wegweiser_bezuege.
CREATE TABLE wegweiser_eintraege (
  id          serial PRIMARY KEY,
  art         text NOT NULL CHECK (art IN ('leistung', 'formular', 'lebenslage', 'einheit', 'person')),
  slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  titel       text NOT NULL,
  -- Sort key of the ABC (persons by surname); its first letter is the entry's letter.
  sortiername text NOT NULL,
  einleitung  text,
  text        text,
  -- Fields of one kind: unterlagen, kosten, thema, synonyme (services); adresse, telefon,
  -- oeffnungszeiten (units); vorname, nachname, funktion, kontakt, zimmer, sprechzeiten (persons) …
  daten       jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  suchvektor  tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german', titel), 'A') ||
    setweight(jsonb_to_tsvector('german', COALESCE(daten->'synonyme', '[]'::jsonb), '["string"]'), 'A') ||
    setweight(to_tsvector('german', COALESCE(einleitung, '') || ' ' || COALESCE(daten->>'funktion', '')), 'B') ||
    setweight(to_tsvector('german', COALESCE(text, '')), 'C') ||
    setweight(jsonb_to_tsvector('german', COALESCE(daten->'unterlagen', '[]'::jsonb), '["string"]'), 'D')
  ) STORED,
  UNIQUE (art, slug)
);

CREATE INDEX wegweiser_eintraege_art_idx ON wegweiser_eintraege (art, sortiername);
CREATE INDEX wegweiser_eintraege_suche_idx ON wegweiser_eintraege USING gin (suchvektor);

-- Directed links: service → unit, service → person, service → form, life situation → service,
-- person → unit. Lists in the other direction (a person's services) read them backwards.
CREATE TABLE wegweiser_bezuege (
  von       integer NOT NULL REFERENCES wegweiser_eintraege (id) ON DELETE CASCADE,
  nach      integer NOT NULL REFERENCES wegweiser_eintraege (id) ON DELETE CASCADE,
  position  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (von, nach),
  CHECK (von <> nach)
);

CREATE INDEX wegweiser_bezuege_nach_idx ON wegweiser_bezuege (nach);
