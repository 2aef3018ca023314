-- The audit log of the editorial area: every login, save, status change, upload and account change,
-- with who, when and what. Append-only: the trigger refuses UPDATE, DELETE and TRUNCATE, whoever
-- asks; no endpoint changes it.
CREATE TABLE redaktion_protokoll (
  id           bigserial PRIMARY KEY,
  zeit         timestamptz NOT NULL,
  -- Null: the service itself (a scheduled publication) or an unknown address at a failed login.
  konto_id     integer REFERENCES redaktion_konten (id),
  -- Name and e-mail at the time (an account's name may change later).
  wer          text NOT NULL,
  was          text NOT NULL CHECK (was ~ '^[a-z][a-z0-9.-]{0,79}$'),
  inhalt_id    integer REFERENCES redaktion_inhalte (id),
  revision_id  integer REFERENCES redaktion_revisionen (id),
  -- No reference: a deleted medium keeps its entries.
  medium_id    integer,
  betroffenes_konto_id integer REFERENCES redaktion_konten (id),
  details      jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX redaktion_protokoll_zeit ON redaktion_protokoll (zeit DESC, id DESC);
CREATE INDEX redaktion_protokoll_konto ON redaktion_protokoll (konto_id, zeit DESC);
CREATE INDEX redaktion_protokoll_was ON redaktion_protokoll (was, zeit DESC);

CREATE TRIGGER redaktion_protokoll_nur_anfuegen BEFORE UPDATE OR DELETE ON redaktion_protokoll
  FOR EACH ROW EXECUTE FUNCTION redaktion_nur_anfuegen();
CREATE TRIGGER redaktion_protokoll_nie_leeren BEFORE TRUNCATE ON redaktion_protokoll
  FOR EACH STATEMENT EXECUTE FUNCTION redaktion_nur_anfuegen();
