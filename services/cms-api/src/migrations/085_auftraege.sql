-- Durable jobs (core/jobs.ts): one row per job, claimed by one instance at a time (FOR UPDATE SKIP
-- LOCKED and a lease that runs out when the instance stops), retried with back-off. The unique key
-- makes a job run once however many instances plan it; recurring kinds keep one row each.
CREATE TABLE auftraege (
  id            bigserial PRIMARY KEY,
  art           text NOT NULL,
  schluessel    text NOT NULL UNIQUE,
  daten         jsonb NOT NULL DEFAULT '{}'::jsonb,
  faellig_am    timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'offen' CHECK (status IN ('offen', 'erledigt', 'aufgegeben')),
  versuche      integer NOT NULL DEFAULT 0,
  gesperrt_bis  timestamptz,
  fehler        text,
  erstellt_am   timestamptz NOT NULL DEFAULT now(),
  erledigt_am   timestamptz
);
CREATE INDEX auftraege_faellig ON auftraege (faellig_am) WHERE status = 'offen';
CREATE INDEX auftraege_erledigt ON auftraege (erledigt_am) WHERE status <> 'offen';

-- The waste reminders' own job table becomes jobs of the kind 'abfall-erinnerung' (what was sent or
-- dropped stays done, so nothing is sent twice).
INSERT INTO auftraege (art, schluessel, daten, faellig_am, status, versuche, fehler, erstellt_am, erledigt_am)
SELECT 'abfall-erinnerung',
       'abfall-erinnerung:' || v.erinnerung_id || ':' || to_char(v.datum, 'YYYY-MM-DD'),
       jsonb_build_object('erinnerung_id', v.erinnerung_id, 'datum', to_char(v.datum, 'YYYY-MM-DD')),
       v.naechster_versuch,
       CASE v.status WHEN 'offen' THEN 'offen' WHEN 'aufgegeben' THEN 'aufgegeben' ELSE 'erledigt' END,
       v.versuche,
       v.fehler,
       coalesce(v.gesendet_am, v.naechster_versuch),
       CASE WHEN v.status = 'offen' THEN NULL ELSE coalesce(v.gesendet_am, now()) END
  FROM abfall_erinnerungen_versand AS v;
DROP TABLE abfall_erinnerungen_versand;

-- Form mails still due become jobs of the kind 'formular-mails'.
INSERT INTO auftraege (art, schluessel, daten, faellig_am, versuche)
SELECT 'formular-mails', 'formular-mails:' || id, jsonb_build_object('eingabe_id', id), naechster_versuch, mail_versuche
  FROM formular_eingaben
 WHERE amt_gesendet = false OR bestaetigung_gesendet = false;
DROP INDEX formular_eingaben_offen;
ALTER TABLE formular_eingaben DROP COLUMN mail_versuche, DROP COLUMN naechster_versuch;
