-- Waste reminders as durable jobs: a row is recorded (status 'offen') before its mail is sent, an
-- instance claims it with FOR UPDATE SKIP LOCKED and a lease, and a failure is retried per
-- recipient with back-off. Rows written before this migration were sent.
ALTER TABLE abfall_erinnerungen_versand
  ADD COLUMN status text NOT NULL DEFAULT 'gesendet' CHECK (status IN ('offen', 'gesendet', 'aufgegeben', 'entfallen')),
  ADD COLUMN versuche integer NOT NULL DEFAULT 0,
  ADD COLUMN naechster_versuch timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN gesperrt_bis timestamptz,
  ADD COLUMN fehler text;
ALTER TABLE abfall_erinnerungen_versand ALTER COLUMN status SET DEFAULT 'offen';
ALTER TABLE abfall_erinnerungen_versand ALTER COLUMN gesendet_am DROP NOT NULL;
ALTER TABLE abfall_erinnerungen_versand ALTER COLUMN gesendet_am DROP DEFAULT;
CREATE INDEX abfall_erinnerungen_versand_offen ON abfall_erinnerungen_versand (naechster_versuch) WHERE status = 'offen';
