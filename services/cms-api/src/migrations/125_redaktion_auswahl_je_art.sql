-- The edit page's choices that only some kinds' forms read run only for those kinds (the call option
-- `onlyWhen` on the item's `art`, seed/redaktion/pages.ts NUR_FUER_ARTEN): a news item's form no
-- longer waits for the council's papers, nor a page's for the service guide. The edit page seeded
-- before gets the conditions; a second run changes nothing.
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
