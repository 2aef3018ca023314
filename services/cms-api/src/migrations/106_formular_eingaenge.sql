-- Citizens' submissions in the editorial area's queue: a submission meant for the public site is
-- approved (freigegeben, 080) or rejected with a reason that is mailed to the sender; who decided is
-- kept. The personal data of a rejected or expired submission (its answers, address, files) is
-- deleted after the period the privacy page states; `personendaten_geloescht` says when.
ALTER TABLE formular_eingaben
  ADD COLUMN abgelehnt                timestamptz,
  ADD COLUMN ablehnungsgrund          text,
  ADD COLUMN entschieden_von          integer REFERENCES redaktion_konten (id),
  ADD COLUMN personendaten_geloescht  timestamptz;
CREATE INDEX formular_eingaben_wartend ON formular_eingaben (erstellt DESC)
  WHERE veroeffentlichung IS NOT NULL AND freigegeben IS NULL AND abgelehnt IS NULL;
