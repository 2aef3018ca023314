-- The edit page's choices that only some kinds' forms read run only for those kinds (the call option
-- `onlyWhen` on the item's `art`, seed/redaktion/pages.ts NUR_FUER_ARTEN): a news item's form no
-- longer waits for the council's papers, nor a page's for the service guide. The intranet archive's
-- form gets the topics as suggestions for its topic field (the call 'archiv_themen'). The edit page
-- seeded before gets both; a second run changes nothing.
UPDATE pages
   SET api_calls = api_calls || '[{"name": "archiv_themen", "endpoint": "/api/cms/redaktion/archiv-themen", "params": {}, "options": {}}]'::jsonb
 WHERE url = '/redaktion/inhalte/:slug'
   AND NOT api_calls @> '[{"name": "archiv_themen"}]'::jsonb;

UPDATE pages
   SET blocks = (
         SELECT jsonb_agg(
                  CASE WHEN b->>'template' = 'redaktion-inhalt' AND NOT COALESCE(b->'context'->'apiCalls', '[]'::jsonb) @> '["archiv_themen"]'::jsonb
                       THEN jsonb_set(b, '{context,apiCalls}', COALESCE(b->'context'->'apiCalls', '[]'::jsonb) || '["archiv_themen"]'::jsonb)
                       ELSE b END
                  ORDER BY n)
           FROM jsonb_array_elements(blocks) WITH ORDINALITY AS e(b, n)
       )
 WHERE url = '/redaktion/inhalte/:slug';

WITH nur (name, arten) AS (
  VALUES
    ('bilder', '["artikel", "veranstaltung", "termin", "portal", "seite"]'::jsonb),
    ('pdfs', '["vorlage", "intranet-archiv", "sitzung"]'::jsonb),
    ('weiterleitungen', '["seite"]'::jsonb),
    ('wegweiser_einheiten', '["wegweiser-leistung", "wegweiser-person"]'::jsonb),
    ('wegweiser_personen', '["wegweiser-leistung"]'::jsonb),
    ('wegweiser_formulare', '["wegweiser-leistung"]'::jsonb),
    ('wegweiser_leistungen', '["wegweiser-lebenslage"]'::jsonb),
    ('aemter', '["mitarbeiter"]'::jsonb),
    ('archiv_themen', '["intranet-archiv"]'::jsonb),
    ('gremien', '["sitzung"]'::jsonb),
    ('vorlagen', '["sitzung"]'::jsonb)
)
UPDATE pages p
   SET api_calls = (
         SELECT jsonb_agg(
                  CASE WHEN nur.arten IS NULL THEN c
                       ELSE jsonb_set(c, '{options}', COALESCE(c->'options', '{}'::jsonb)
                              || jsonb_build_object('onlyWhen', jsonb_build_object('call', 'inhalt', 'field', 'art', 'oneOf', nur.arten)))
                  END
                  ORDER BY e.n)
           FROM jsonb_array_elements(p.api_calls) WITH ORDINALITY AS e(c, n)
           LEFT JOIN nur ON nur.name = e.c->>'name'
       )
 WHERE p.url = '/redaktion/inhalte/:slug';
