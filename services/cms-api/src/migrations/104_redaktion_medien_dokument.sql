-- The site's documents (table dokumente, served at /api/cms/dokumente/<name>) in the media library:
-- the name of the document a file was taken over from. From then on that address serves the
-- library's file, so an editor replaces the document there.
ALTER TABLE redaktion_medien ADD COLUMN dokument text UNIQUE;
