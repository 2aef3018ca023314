-- The council office (role Redakteur in the section Sitzungsdienst) keeps the council members'
-- public data and memberships: the two pages seeded for the administration alone name the middleware
-- that lets the council office in too. The accounts themselves stay the administration's (the
-- content API decides each call).
UPDATE pages
   SET middleware = '["redaktion-anmeldung", "redaktion-sitzungsdienst"]'::jsonb
 WHERE url IN ('/redaktion/ratsmitglieder', '/redaktion/ratsmitglieder/:slug')
   AND middleware = '["redaktion-anmeldung", "redaktion-administration"]'::jsonb;
