-- Idempotency keys of write calls (header Idempotency-Key): the first call with a key claims it
-- and records its answer; a repeat, on this or another instance, gets the recorded answer instead
-- of a second write. A claim whose call never answered (instance stopped) can be taken over later.
CREATE TABLE idempotenz_schluessel (
  schluessel text PRIMARY KEY,
  status integer,
  antwort text,
  content_type text,
  angelegt timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotenz_schluessel_angelegt ON idempotenz_schluessel (angelegt);
