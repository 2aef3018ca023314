-- Council members the administration invites and ends. An invited member has no password until the
-- person sets one through the mailed link (konto_links, art 'ratsinfo'); an ended account can no
-- longer log in and keeps its row: the person's public data and memberships stay in the public lists.
ALTER TABLE rats_mitglieder ADD COLUMN beendet_am timestamptz;
