-- The page middleware each page names (route lookup `middleware`): the shell runs it, in order, before
-- the page's api calls; remotes contribute it by name. Which pages need a login is this data, never a
-- path prefix. Pages seeded before get their middleware here: the staff intranet's pages (all but
-- its login and goodbye) need the staff login; the council's pages show more to a logged-in member.
ALTER TABLE pages ADD COLUMN middleware jsonb NOT NULL DEFAULT '[]'::jsonb;

UPDATE pages SET middleware = '["intranet-anmeldung"]'::jsonb
  WHERE (url = '/intranet' OR url LIKE '/intranet/%')
    AND url NOT IN ('/intranet/anmelden', '/intranet/abmelden', '/intranet/abgemeldet');

UPDATE pages SET middleware = '["ratsinfo-mitglieder"]'::jsonb
  WHERE url = '/ratsinfo' OR url LIKE '/ratsinfo/%';
