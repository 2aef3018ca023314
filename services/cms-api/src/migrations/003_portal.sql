-- Portal pages (the home page): modules in order; teaser modules name a source of entries.
CREATE TABLE portals (
  name        text PRIMARY KEY,
  titel       text NOT NULL,
  seo         jsonb,
  module      jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
