-- Imports of the collection company's CSV: a year's collection dates for the districts in the file,
-- waiting for a second person's approval. Approving replaces that year's dates of those districts.
CREATE TABLE abfall_importe (
  id                serial PRIMARY KEY,
  jahr              integer NOT NULL CHECK (jahr BETWEEN 2000 AND 2100),
  dateiname         text NOT NULL,
  -- The file's dates: [{"datum": "2027-01-08", "bezirk_id": 1, "art": "restmuell"}, …]
  termine           jsonb NOT NULL,
  bezirk_ids        integer[] NOT NULL,
  status            text NOT NULL DEFAULT 'ausstehend' CHECK (status IN ('ausstehend', 'freigegeben', 'verworfen')),
  importiert_von    integer REFERENCES redaktion_konten (id),
  importiert_name   text NOT NULL,
  importiert_am     timestamptz NOT NULL,
  entschieden_von   integer REFERENCES redaktion_konten (id),
  entschieden_name  text,
  entschieden_am    timestamptz
);
CREATE INDEX abfall_importe_status_idx ON abfall_importe (status, importiert_am DESC);
