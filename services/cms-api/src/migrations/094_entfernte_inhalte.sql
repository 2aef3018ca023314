-- Content that was public and has been withdrawn: its address and its public id answer 410 (gone)
-- instead of 404, so visitors and search engines learn that it is gone for good. Publishing it
-- again removes the row.
CREATE TABLE entfernte_inhalte (
  typ      text NOT NULL,
  item_id  integer NOT NULL,
  url      text UNIQUE,
  seit     timestamptz NOT NULL,
  PRIMARY KEY (typ, item_id)
);
