-- Pictures of approved form submissions (an event's picture, a business's logo, an ad's picture).
-- A submission's files stay in formular_dateien and are served nowhere; an editor's approval copies
-- the picture here under a new, unguessable name, and only these are served (GET /api/cms/bilder/{name}).
CREATE TABLE bilder (
  id          serial PRIMARY KEY,
  name        text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|webp)$'),
  typ         text NOT NULL CHECK (typ IN ('image/jpeg', 'image/png', 'image/webp')),
  daten       bytea NOT NULL,
  eingabe_id  integer REFERENCES formular_eingaben (id) ON DELETE SET NULL,
  erstellt    timestamptz NOT NULL DEFAULT now()
);
