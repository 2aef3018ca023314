-- A council file the council office chose from the media library: the council's file address serves
-- that PDF as it was uploaded (files without one are rendered from their text, as before). A medium a
-- council file uses cannot be deleted.
ALTER TABLE rats_dateien ADD COLUMN medium_id integer REFERENCES redaktion_medien (id);
CREATE INDEX rats_dateien_medium ON rats_dateien (medium_id) WHERE medium_id IS NOT NULL;
