-- A council meeting is edited on a form of its own beside the item form (the block 'redaktion-sitzung'),
-- which offers the committees and the published papers (the calls 'gremien' and 'vorlagen') and the PDFs
-- of the media library ('pdfs', see 114). The edit page seeded before gets the calls and the block.
UPDATE pages
   SET api_calls = api_calls || '[{"name": "gremien", "endpoint": "/api/cms/ratsinfo/gremien", "params": {}, "options": {}},
                                  {"name": "vorlagen", "endpoint": "/api/cms/redaktion/inhalte", "params": {"art": "vorlage", "status": "online", "pro_seite": 100}, "options": {}}]'::jsonb,
       blocks = blocks || '[{"template": "redaktion-sitzung", "slot": "main", "context": {"apiCalls": ["inhalt", "pdfs", "gremien", "vorlagen"]}, "options": {}}]'::jsonb
 WHERE url = '/redaktion/inhalte/:slug'
   AND NOT api_calls @> '[{"name": "gremien"}]'::jsonb
   AND NOT blocks @> '[{"template": "redaktion-sitzung"}]'::jsonb;
