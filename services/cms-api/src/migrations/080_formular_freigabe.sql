-- Submissions meant for the public site (events, clubs): what an editor's approval publishes, when
-- it was approved and where the entry then appears. Nothing is public before the approval.
ALTER TABLE formular_eingaben
  ADD COLUMN veroeffentlichung  jsonb,
  ADD COLUMN freigegeben        timestamptz,
  ADD COLUMN veroeffentlicht_url text;

-- Clubs of the club directory (/freizeit-tourismus/vereine), published from the club form.
ALTER TABLE eintraege DROP CONSTRAINT eintraege_typ_check;
ALTER TABLE eintraege ADD CONSTRAINT eintraege_typ_check
  CHECK (typ IN ('meldung', 'amt', 'mitarbeiter', 'ausschreibung', 'baugebiet', 'bildergalerie', 'brancheneintrag', 'einrichtung', 'zeitstrahl', 'verein'));
