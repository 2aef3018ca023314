import type { PageView } from '@musterstadt/shell-contract';
import type { Kalender, Stammdaten } from './types';

/** Example data of the waste calendar, shared by its tests. */
export const wastePage = (path: string, search = ''): PageView => ({
  path,
  search,
  layout: 'default',
  theme: 'default',
  title: 'Abfallkalender',
  heading: 'Abfallkalender',
  description: 'Abfuhrtermine in Musterstadt',
  canonical: path,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Abfallkalender' }],
  heroImages: [],
  status: 200,
});

export const exampleStammdaten: Stammdaten = {
  bezirke: [
    { slug: 'kernstadt-nord', name: 'Bezirk 1 – Kernstadt Nord' },
    { slug: 'hallwangen', name: 'Bezirk 3 – Hallwangen', beschreibung: 'Der Ortsteil Hallwangen.' },
  ],
  arten: [
    { schluessel: 'restmuell', name: 'Restmüll' },
    { schluessel: 'bioabfall', name: 'Bioabfall' },
  ],
  tageVorher: [
    { tage: 1, text: 'am Tag vor der Abfuhr' },
    { tage: 2, text: 'zwei Tage vor der Abfuhr' },
  ],
  strassen: [
    { id: 6, name: 'Hauptstraße', ortsteil: 'Musterstadt', label: 'Hauptstraße (Musterstadt)' },
    { id: 26, name: 'Hauptstraße', ortsteil: 'Hallwangen', label: 'Hauptstraße (Hallwangen)' },
  ],
};

export const exampleKalender: Kalender = {
  suche: 'Hauptstraße (Hallwangen)',
  strassen: [],
  strasse: { id: 26, name: 'Hauptstraße', ortsteil: 'Hallwangen' },
  bezirk: { slug: 'hallwangen', name: 'Bezirk 3 – Hallwangen', beschreibung: 'Der Ortsteil Hallwangen.' },
  termine: [
    { datum: '2026-11-25', art: 'restmuell', name: 'Restmüll', hinweis: null },
    { datum: '2026-12-02', art: 'bioabfall', name: 'Bioabfall', hinweis: null },
    { datum: '2026-12-02', art: 'gelber-sack', name: 'Gelber Sack', hinweis: null },
    { datum: '2027-01-07', art: 'bioabfall', name: 'Bioabfall', hinweis: 'Verschoben wegen des Feiertags Heilige Drei Könige (regulär Mittwoch)' },
  ],
  ical: '/api/cms/ical/abfall/hallwangen.ics',
};
