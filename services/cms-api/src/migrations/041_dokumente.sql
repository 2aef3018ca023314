-- Documents the sub-sites offer for download (forms, letters, rules), rendered as PDF on request.
CREATE TABLE dokumente (
  name         text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]*\.pdf$'),
  titel        text NOT NULL,
  herausgeber  text NOT NULL,
  -- paragraphs of plain text; a paragraph starting with '• ' is a list item
  absaetze     jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
