-- Pages of the site: one row per path, or per pattern ("/aktuelles/:slug") for detail pages.
CREATE TABLE pages (
  url          text PRIMARY KEY,
  layout       text NOT NULL DEFAULT 'default',
  theme        text NOT NULL DEFAULT 'default',
  title        text NOT NULL,
  description  text,
  canonical    text,
  breadcrumbs  jsonb NOT NULL DEFAULT '[]'::jsonb,
  hero_images  jsonb NOT NULL DEFAULT '[]'::jsonb,
  blocks       jsonb NOT NULL DEFAULT '[]'::jsonb,
  api_calls    jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (url LIKE '/%')
);

-- Named menus with their nested items ({title, href, menuItems}).
CREATE TABLE menus (
  name        text PRIMARY KEY,
  items       jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Content items: news articles and events of every section (bereich) of the site.
CREATE TABLE items (
  id             serial PRIMARY KEY,
  typ            text NOT NULL CHECK (typ IN ('artikel', 'veranstaltung')),
  bereich        text NOT NULL,
  slug           text NOT NULL,
  titel          text NOT NULL,
  einleitung     text,
  text           text,
  bild           text,
  bildtext       text,
  bildcopyright  text,
  datum_von      timestamptz,
  datum_bis      timestamptz,
  ganztaegig     boolean NOT NULL DEFAULT false,
  detail_url     text,
  -- links, dokumente, bildergalerie_zuordnung, seo, veranstaltungsort, brancheneintrag_veranstaltungsort, rubriken
  data           jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (typ, bereich, slug)
);

CREATE INDEX items_artikel_list_idx ON items (typ, bereich, datum_von DESC);
