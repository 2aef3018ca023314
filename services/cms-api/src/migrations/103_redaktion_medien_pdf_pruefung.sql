-- What the accessibility check read from a PDF of the media library (BITV: tagged, with a structure
-- tree and a language): {"lesbar", "getaggt", "struktur", "sprache"}. NULL for pictures, and for a
-- PDF not checked yet (the library checks those when it lists or shows them).
ALTER TABLE redaktion_medien ADD COLUMN pdf_pruefung jsonb;
