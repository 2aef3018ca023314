-- Portals become content of the editorial area: a number to point at (redaktion_inhalte.ziel_id).
ALTER TABLE portals ADD COLUMN id serial;
ALTER TABLE portals ADD CONSTRAINT portals_id_key UNIQUE (id);
