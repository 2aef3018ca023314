-- Menus are content of the editorial area (kind `menue`): a published revision writes the row its
-- content names by this id (`redaktion_inhalte.ziel_id`), as the item kinds name their row of `items`.
ALTER TABLE menus ADD COLUMN id serial;
ALTER TABLE menus ADD CONSTRAINT menus_id_key UNIQUE (id);
