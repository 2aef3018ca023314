-- Editorial content: one row per piece of content (an article, an event, a sub-site's date; later
-- pages, menus, meetings …: `art` names the kind), its revisions and its statuses. A save is a new
-- revision, never a change of an old one; a status change is a record of its own (who, when,
-- which revision, why). The row in redaktion_inhalte only points at the current state.
CREATE TABLE redaktion_inhalte (
  id                            serial PRIMARY KEY,
  art                           text NOT NULL CHECK (art ~ '^[a-z][a-z0-9-]{0,49}$'),
  -- Section of the editorial area whose editors may touch it.
  bereich                       text NOT NULL CHECK (bereich ~ '^[a-z][a-z0-9-]{0,49}$'),
  -- Where it is published: for articles, events and dates the items' bereich ('feuerwehr-einsatz').
  ablage                        text NOT NULL CHECK (ablage ~ '^[a-z][a-z0-9-]{0,49}$'),
  slug                          text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The latest revision's title, for lists and search by title.
  titel                         text NOT NULL,
  -- Public address of its detail page, when it has one.
  adresse                       text,
  -- The public row (items.id) since the first publication; kept after a withdrawal (410).
  ziel_id                       integer,
  status                        text NOT NULL,
  aktuelle_revision_id          integer,
  veroeffentlichte_revision_id  integer,
  -- When the scheduled revision goes online (status 'Geplant'), and when the published one ends.
  geplant_ab                    timestamptz,
  geplant_bis                   timestamptz,
  -- First publication: the date of an article saved without one.
  erstveroeffentlicht_am        timestamptz,
  erstellt_am                   timestamptz NOT NULL,
  geaendert_am                  timestamptz NOT NULL,
  UNIQUE (art, ablage, slug),
  UNIQUE (art, ziel_id)
);
CREATE INDEX redaktion_inhalte_liste ON redaktion_inhalte (bereich, art, geaendert_am DESC);
CREATE INDEX redaktion_inhalte_adresse ON redaktion_inhalte (adresse);

CREATE TABLE redaktion_revisionen (
  id                      serial PRIMARY KEY,
  inhalt_id               integer NOT NULL REFERENCES redaktion_inhalte (id),
  nummer                  integer NOT NULL CHECK (nummer > 0),
  -- The revision the author started from (null for the first).
  basis_id                integer REFERENCES redaktion_revisionen (id),
  felder                  jsonb NOT NULL,
  -- Null: the state the content had when the editorial area took it over.
  autor_id                integer REFERENCES redaktion_konten (id),
  herkunft                text NOT NULL CHECK (herkunft IN ('uebernommen', 'gespeichert', 'wiederhergestellt')),
  wiederhergestellt_aus   integer REFERENCES redaktion_revisionen (id),
  erstellt_am             timestamptz NOT NULL,
  UNIQUE (inhalt_id, nummer)
);

CREATE TABLE redaktion_status (
  id           serial PRIMARY KEY,
  inhalt_id    integer NOT NULL REFERENCES redaktion_inhalte (id),
  revision_id  integer NOT NULL REFERENCES redaktion_revisionen (id),
  status       text NOT NULL CHECK (status IN ('Entwurf', 'Zur Freigabe', 'Veröffentlicht', 'Geplant', 'Zurückgezogen')),
  -- What led to it: uebernommen, gespeichert, wiederhergestellt, zur-freigabe, freigegeben, geplant,
  -- zurueckgegeben, zurueckgezogen, nach-plan-veroeffentlicht, nach-plan-beendet.
  aktion       text NOT NULL CHECK (aktion ~ '^[a-z][a-z-]{0,39}$'),
  -- Null: the service itself (a scheduled publication, the takeover of existing content).
  konto_id     integer REFERENCES redaktion_konten (id),
  zeit         timestamptz NOT NULL,
  grund        text,
  geplant_ab   timestamptz,
  geplant_bis  timestamptz,
  -- Published by the author alone, in a section set to one-person publishing.
  einpersonen  boolean NOT NULL DEFAULT false
);
CREATE INDEX redaktion_status_inhalt ON redaktion_status (inhalt_id, id);
CREATE INDEX redaktion_status_konto ON redaktion_status (konto_id, id);

ALTER TABLE redaktion_inhalte
  ADD FOREIGN KEY (aktuelle_revision_id) REFERENCES redaktion_revisionen (id),
  ADD FOREIGN KEY (veroeffentlichte_revision_id) REFERENCES redaktion_revisionen (id),
  ADD CHECK (status IN ('Entwurf', 'Zur Freigabe', 'Veröffentlicht', 'Geplant', 'Zurückgezogen'));

CREATE TRIGGER redaktion_revisionen_nur_anfuegen BEFORE UPDATE OR DELETE ON redaktion_revisionen
  FOR EACH ROW EXECUTE FUNCTION redaktion_nur_anfuegen();
CREATE TRIGGER redaktion_revisionen_nie_leeren BEFORE TRUNCATE ON redaktion_revisionen
  FOR EACH STATEMENT EXECUTE FUNCTION redaktion_nur_anfuegen();
CREATE TRIGGER redaktion_status_nur_anfuegen BEFORE UPDATE OR DELETE ON redaktion_status
  FOR EACH ROW EXECUTE FUNCTION redaktion_nur_anfuegen();
CREATE TRIGGER redaktion_status_nie_leeren BEFORE TRUNCATE ON redaktion_status
  FOR EACH STATEMENT EXECUTE FUNCTION redaktion_nur_anfuegen();
