-- A council paper is edited on the item form, which offers the PDFs of the section's media library
-- for its files (the call 'pdfs'). The edit page seeded before gets the call, and the item form's block names it.
UPDATE pages
   SET api_calls = api_calls || '[{"name": "pdfs", "endpoint": "/api/cms/redaktion/medien", "params": {"art": "dokument", "pro_seite": 100}, "options": {}}]'::jsonb,
       blocks = (
         SELECT jsonb_agg(
                  CASE WHEN b->>'template' = 'redaktion-inhalt'
                       THEN jsonb_set(b, '{context,apiCalls}', COALESCE(b->'context'->'apiCalls', '[]'::jsonb) || '["pdfs"]'::jsonb)
                       ELSE b END
                  ORDER BY n)
           FROM jsonb_array_elements(blocks) WITH ORDINALITY AS e(b, n)
       )
 WHERE url = '/redaktion/inhalte/:slug'
   AND NOT api_calls @> '[{"name": "pdfs"}]'::jsonb;
