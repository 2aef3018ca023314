-- The row database of the school-fruit sign-up (spec points 7 and 9): days tables 359 and 361,
-- persons tables 360 and 362, served in the row database's REST shape (routes/row-database.ts).
CREATE TABLE row_days (
  id          serial PRIMARY KEY,
  table_id    integer NOT NULL,
  tag         date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX row_days_table_tag ON row_days (table_id, tag);

CREATE TABLE row_persons (
  id          serial PRIMARY KEY,
  table_id    integer NOT NULL,
  name        text NOT NULL,
  email       text NOT NULL,
  telefon     text NOT NULL,
  day_id      integer NOT NULL REFERENCES row_days (id) ON DELETE CASCADE,
  -- '<date>#<k>', k = 1..maximum per day: the first insert of a slot wins, so a day can never be
  -- overbooked, however many parents sign up at the same moment.
  slot        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX row_persons_slot ON row_persons (table_id, slot);
CREATE INDEX row_persons_day ON row_persons (day_id);
