-- Town entries beyond news and events: notice board (meldung), departments (amt), staff (mitarbeiter),
-- tenders (ausschreibung), building areas (baugebiet), image galleries (bildergalerie), business
-- entries (brancheneintrag), facilities with opening times and prices (einrichtung) and timelines
-- (zeitstrahl). Fields without a column of their own live in data.
CREATE TABLE eintraege (
  id             serial PRIMARY KEY,
  typ            text NOT NULL CHECK (typ IN ('meldung', 'amt', 'mitarbeiter', 'ausschreibung', 'baugebiet', 'bildergalerie', 'brancheneintrag', 'einrichtung', 'zeitstrahl')),
  slug           text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  titel          text NOT NULL,
  einleitung     text,
  text           text,
  bild           text,
  bildtext       text,
  bildcopyright  text,
  -- Published (notice board, tenders) …
  datum_von      timestamptz,
  -- … and until when: a notice's expiry, a tender's submission deadline.
  datum_bis      timestamptz,
  sortierung     integer NOT NULL DEFAULT 0,
  detail_url     text,
  data           jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (typ, slug)
);

CREATE INDEX eintraege_liste_idx ON eintraege (typ, sortierung, titel);

-- Push subscriptions of the push-notification widget: one row per browser endpoint.
CREATE TABLE push_abonnements (
  id          serial PRIMARY KEY,
  endpoint    text NOT NULL UNIQUE,
  schluessel  jsonb NOT NULL,
  themen      jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
