-- The intranet's document archive keeps uploaded PDFs. Such a file is a file of the media library in
-- an intranet section (bereich 'intranet-…'): it is internal, and the database keeps it from ever
-- becoming public. The intranet's document route serves it, and only to a staff login; a document
-- without a file (the seeded ones) is still rendered from its text.
ALTER TABLE redaktion_medien ADD COLUMN intern boolean GENERATED ALWAYS AS (bereich LIKE 'intranet-%') STORED;
ALTER TABLE redaktion_medien ADD CONSTRAINT redaktion_medien_intern_nie_oeffentlich CHECK (NOT intern OR oeffentlich_seit IS NULL);

ALTER TABLE intranet_dokumente ADD COLUMN medium_id integer REFERENCES redaktion_medien (id) ON DELETE RESTRICT;
ALTER TABLE intranet_dokumente ALTER COLUMN absaetze SET DEFAULT '[]'::jsonb;
CREATE INDEX intranet_dokumente_medium ON intranet_dokumente (medium_id) WHERE medium_id IS NOT NULL;
