-- The editorial area: editors' accounts and the settings of its sections. Sections ('stadt',
-- 'feuerwehr', each school, …) and roles ('Redakteur', 'Freigabe', 'Administration', later more)
-- are defined by the service; the database keeps which an account holds, so a new role or section
-- needs no migration. Accounts are never deleted: an ended account keeps its revisions and entries.
CREATE TABLE redaktion_konten (
  id             serial PRIMARY KEY,
  email          text NOT NULL,
  name           text NOT NULL,
  passwort_hash  text NOT NULL,
  rollen         text[] NOT NULL DEFAULT '{}',
  bereiche       text[] NOT NULL DEFAULT '{}',
  erstellt_am    timestamptz NOT NULL,
  erstellt_von   integer REFERENCES redaktion_konten (id),
  geaendert_am   timestamptz,
  beendet_am     timestamptz,
  beendet_von    integer REFERENCES redaktion_konten (id),
  CHECK (email = btrim(email) AND email <> ''),
  CHECK (btrim(name) <> '')
);
CREATE UNIQUE INDEX redaktion_konten_email ON redaktion_konten (lower(email));

-- Per section: whether one person may write and publish alone (a small school with one teacher).
-- A section without a row works with four eyes.
CREATE TABLE redaktion_bereich_einstellungen (
  bereich               text PRIMARY KEY CHECK (bereich ~ '^[a-z][a-z0-9-]{0,49}$'),
  einpersonen_freigabe  boolean NOT NULL DEFAULT false,
  geaendert_am          timestamptz NOT NULL,
  geaendert_von         integer REFERENCES redaktion_konten (id)
);

-- Rows the editorial area only ever adds to: revisions, statuses and the audit log.
CREATE FUNCTION redaktion_nur_anfuegen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Die Tabelle % wird nur ergänzt, nie geändert oder geleert.', TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
