-- Event lists filter and sort on the end of an event (datum_bis, else datum_von).
CREATE INDEX items_event_end_idx ON items (typ, (COALESCE(datum_bis, datum_von)));
CREATE INDEX items_slug_idx ON items (slug);
