-- The page form offers the section's pictures from the Mediathek for each title picture (the call
-- 'bilder', which the edit page already makes for the item form). The edit page seeded before gets
-- the page form's block to name it.
UPDATE pages
   SET blocks = (
         SELECT jsonb_agg(
                  CASE WHEN b->>'template' = 'redaktion-seite' AND NOT COALESCE(b->'context'->'apiCalls', '[]'::jsonb) @> '["bilder"]'::jsonb
                       THEN jsonb_set(b, '{context,apiCalls}', COALESCE(b->'context'->'apiCalls', '[]'::jsonb) || '["bilder"]'::jsonb)
                       ELSE b END
                  ORDER BY n)
           FROM jsonb_array_elements(blocks) WITH ORDINALITY AS e(b, n)
       )
 WHERE url = '/redaktion/inhalte/:slug'
   AND api_calls @> '[{"name": "bilder"}]'::jsonb;
