-- Dates of the sub-sites (school term plans, the fire brigade's service plan, the youth centre's
-- programme) are items of typ 'termin': dated like events, but not part of the town's event calendar.
-- The closed list of types becomes a naming rule, so that other sections can add types of their own.
ALTER TABLE items DROP CONSTRAINT IF EXISTS items_typ_check;
ALTER TABLE items ADD CONSTRAINT items_typ_name CHECK (typ ~ '^[a-z][a-z0-9-]{0,49}$');
