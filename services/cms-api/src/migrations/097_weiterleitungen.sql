-- Addresses of pages that moved or were withdrawn in the editorial area: the public route answers
-- them 301 to `nach` (the new address, or the parent page of a withdrawn one). An address that
-- becomes a page again loses its redirect; a redirect never points at itself.
CREATE TABLE weiterleitungen (
  von        text PRIMARY KEY CHECK (von LIKE '/%'),
  nach       text NOT NULL CHECK (nach LIKE '/%'),
  inhalt_id  integer REFERENCES redaktion_inhalte (id) ON DELETE SET NULL,
  grund      text NOT NULL CHECK (grund IN ('verschoben', 'zurueckgezogen')),
  seit       timestamptz NOT NULL,
  CHECK (von <> nach)
);
CREATE INDEX weiterleitungen_nach ON weiterleitungen (nach);
CREATE INDEX weiterleitungen_inhalt ON weiterleitungen (inhalt_id);
