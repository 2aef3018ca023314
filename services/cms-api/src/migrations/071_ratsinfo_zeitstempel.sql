-- When council rows were created and last changed: the OParl endpoint publishes them as `created`
-- and `modified` and filters its lists by them (created_since, modified_until, …).
ALTER TABLE rats_gremien ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_mitglieder ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_mitgliedschaften ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_sitzungen ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_vorlagen ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_tagesordnungspunkte ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
ALTER TABLE rats_dateien ADD COLUMN erstellt timestamptz NOT NULL DEFAULT now(), ADD COLUMN geaendert timestamptz NOT NULL DEFAULT now();
