-- A person of the staff directory is edited on the item form, which offers the town's departments
-- (the call 'aemter'). The edit page seeded before gets the call, and the item form's block names it.
UPDATE pages
   SET api_calls = api_calls || '[{"name": "aemter", "endpoint": "/api/cms/aemter", "params": {"pro_seite": 100}, "options": {}}]'::jsonb,
       blocks = (
         SELECT jsonb_agg(
                  CASE WHEN b->>'template' = 'redaktion-inhalt'
                       THEN jsonb_set(b, '{context,apiCalls}', COALESCE(b->'context'->'apiCalls', '[]'::jsonb) || '["aemter"]'::jsonb)
                       ELSE b END
                  ORDER BY n)
           FROM jsonb_array_elements(blocks) WITH ORDINALITY AS e(b, n)
       )
 WHERE url = '/redaktion/inhalte/:slug'
   AND NOT api_calls @> '[{"name": "aemter"}]'::jsonb;
