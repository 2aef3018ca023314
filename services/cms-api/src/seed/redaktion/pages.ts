/**
 * Pages of the editorial area (layout `redaktion`, templates of the remote `redaktion`). All but the
 * login and the goodbye name the middleware `redaktion-anmeldung`: it sends a visitor without the
 * editors' session to the login, and the page's api calls carry the editor's token. They are never
 * searchable and never in the sitemap.
 */
import type { RedaktionArt } from '@musterstadt/cms-contract';
import type { Block, Breadcrumb } from '../../core/types';
import type { PageSeed } from '../data/seiten';

const REDAKTION: Breadcrumb = { title: 'Redaktion', url: '/redaktion' };

const main = (template: string, apiCalls: string[] = []): Block => ({ template, slot: 'main', context: { apiCalls }, options: {} });

/** The editorial pages a visitor without the editors' login sees; every other one needs it. */
const OPEN = new Set(['/redaktion/anmelden', '/redaktion/abmelden', '/redaktion/abgemeldet', '/redaktion/zugang']);

/** The administration's pages: the accounts and the audit log (the content API answers anyone else 403). */
const ADMINISTRATION = /^\/redaktion\/(konten|mitarbeitende|protokoll)(\/|$)/;
/** The council members' pages: the administration's and the council office's (persons and memberships). */
const RATSMITGLIEDER_SEITEN = /^\/redaktion\/ratsmitglieder(\/|$)/;

function middlewareVon(url: string): string[] {
  if (OPEN.has(url)) return [];
  if (ADMINISTRATION.test(url)) return ['redaktion-anmeldung', 'redaktion-administration'];
  if (RATSMITGLIEDER_SEITEN.test(url)) return ['redaktion-anmeldung', 'redaktion-sitzungsdienst'];
  return ['redaktion-anmeldung'];
}

function page(url: string, title: string, description: string, crumbs: Breadcrumb[], blocks: Block[], apiCalls: PageSeed['apiCalls'] = []): PageSeed {
  const middleware = middlewareVon(url);
  return { url, layout: 'redaktion', theme: 'default', title, description, breadcrumbs: [REDAKTION, ...crumbs], heroImages: [], blocks, apiCalls, middleware };
}

const bereiche = { name: 'bereiche', endpoint: '/api/cms/redaktion/bereiche', params: {}, options: {} };
const KONTEN: Breadcrumb = { title: 'Konten', url: '/redaktion/konten' };
const RATSMITGLIEDER: Breadcrumb = { title: 'Ratsmitglieder', url: '/redaktion/ratsmitglieder' };

/**
 * The item an editor page is about. The content API answers an item outside the editor's sections with
 * 403 (and a missing one with 404), both a bare `{error}`: `errorOnEmpty` makes the page a 404, so it
 * shows nothing of the item, not even that it exists.
 */
const inhalt = { name: 'inhalt', endpoint: '/api/cms/redaktion/inhalte/{slug}', params: {}, options: { errorOnEmpty: true } };

/** The service guide's units, persons, forms and services, for the choices of an entry's links. */
const WEGWEISER_LISTEN = (
  [
    ['wegweiser_einheiten', 'organisationseinheiten'],
    ['wegweiser_personen', 'ansprechpartner'],
    ['wegweiser_formulare', 'formulare'],
    ['wegweiser_leistungen', 'leistungen'],
  ] as const
).map(([name, segment]) => ({ name, endpoint: `/api/cms/wegweiser/${segment}`, params: {}, options: {} }));

/** A council meeting's choices (beside the PDFs of the media library): the committees and the published papers. */
const SITZUNG_LISTEN: PageSeed['apiCalls'] = [
  { name: 'gremien', endpoint: '/api/cms/ratsinfo/gremien', params: {}, options: {} },
  { name: 'vorlagen', endpoint: '/api/cms/redaktion/inhalte', params: { art: 'vorlage', status: 'online', pro_seite: 100 }, options: {} },
];

/**
 * The edit page's choices that only some kinds' forms read, with those kinds: each call runs only
 * when the item is of one of them (`onlyWhen` on its `art`), so a news item's form does not wait for
 * the council's papers, nor a page's for the service guide (migration 125 for pages seeded before).
 */
export const NUR_FUER_ARTEN: Readonly<Record<string, readonly RedaktionArt[]>> = {
  bilder: ['artikel', 'veranstaltung', 'termin', 'portal', 'seite'],
  pdfs: ['vorlage', 'intranet-archiv', 'sitzung'],
  weiterleitungen: ['seite'],
  wegweiser_einheiten: ['wegweiser-leistung', 'wegweiser-person'],
  wegweiser_personen: ['wegweiser-leistung'],
  wegweiser_formulare: ['wegweiser-leistung'],
  wegweiser_leistungen: ['wegweiser-lebenslage'],
  aemter: ['mitarbeiter'],
  archiv_themen: ['intranet-archiv'],
  gremien: ['sitzung'],
  vorlagen: ['sitzung'],
};

const nurFuerIhreArten = (call: PageSeed['apiCalls'][number]): PageSeed['apiCalls'][number] => {
  const arten = NUR_FUER_ARTEN[call.name];
  return arten ? { ...call, options: { ...call.options, onlyWhen: { call: 'inhalt', field: 'art', oneOf: [...arten] } } } : call;
};

export const REDAKTION_SEITEN: PageSeed[] = [
  {
    ...page(
      '/redaktion',
      'Redaktion',
      'Die Redaktion der Website der Stadt Musterstadt: was auf Sie wartet.',
      [],
      [main('redaktion-start', ['aufgaben'])],
      [{ name: 'aufgaben', endpoint: '/api/cms/redaktion/aufgaben', params: {}, options: {} }],
    ),
    breadcrumbs: [{ title: 'Redaktion' }],
  },
  page(
    '/redaktion/anmelden',
    'Anmeldung zur Redaktion',
    'Anmeldung der Redaktion der Stadt Musterstadt.',
    [{ title: 'Anmeldung' }],
    [main('redaktion-anmelden')],
  ),
  page('/redaktion/abmelden', 'Abmelden', 'Abmeldung aus der Redaktion.', [{ title: 'Abmelden' }], [main('redaktion-abmelden')]),
  page('/redaktion/abgemeldet', 'Abgemeldet', 'Sie haben sich aus der Redaktion abgemeldet.', [{ title: 'Abgemeldet' }], [main('redaktion-abmelden')]),
  page(
    '/redaktion/passwort',
    'Passwort ändern',
    'Das eigene Passwort der Redaktion ändern; alle anderen Anmeldungen des Kontos enden dann.',
    [{ title: 'Passwort ändern' }],
    [main('redaktion-passwort')],
  ),
  page(
    '/redaktion/anmeldungen',
    'Ihre Anmeldungen',
    'Wo und seit wann Ihr Konto angemeldet ist; eine Anmeldung, die Sie nicht kennen, melden Sie hier ab.',
    [{ title: 'Ihre Anmeldungen' }],
    [main('redaktion-anmeldungen', ['sitzungen'])],
    [{ name: 'sitzungen', endpoint: '/api/cms/sitzungen', params: {}, options: {} }],
  ),
  page(
    '/redaktion/inhalte',
    'Inhalte',
    'Die Inhalte Ihrer Bereiche, nach Status gefiltert und nach Titel gesucht.',
    [{ title: 'Inhalte' }],
    [main('redaktion-inhalte', ['inhalte'])],
    [
      {
        name: 'inhalte',
        endpoint: '/api/cms/redaktion/inhalte',
        params: { pro_seite: 20 },
        options: { query: { bereich: true, art: true, status: true, suche: true, seite: true } },
      },
    ],
  ),
  page(
    '/redaktion/neu',
    'Neuer Inhalt',
    'Einen neuen Artikel, eine Veranstaltung, einen Termin, einen Eintrag des Wegweisers oder eine Person des Mitarbeiterverzeichnisses anlegen.',
    [{ title: 'Neuer Inhalt' }],
    [main('redaktion-neu')],
  ),
  page(
    '/redaktion/inhalte/:slug',
    'Inhalt bearbeiten',
    'Einen Inhalt bearbeiten, zur Freigabe geben, freigeben oder zurückziehen.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    // An item's form, or a page's (each shows nothing for the other kind).
    [
      main('redaktion-inhalt', ['inhalt', 'bilder', 'pdfs', ...WEGWEISER_LISTEN.map((call) => call.name), 'aemter', 'archiv_themen']),
      main('redaktion-seite', ['inhalt', 'weiterleitungen', 'bilder']),
      main('redaktion-sitzung', ['inhalt', 'pdfs', ...SITZUNG_LISTEN.map((call) => call.name)]),
    ],
    // The newest pictures of the editor's sections, for the picture picker (it shows those of the item's section),
    // their PDFs for a council paper's files and the intranet archive's documents, the service guide's entries an
    // entry may link to, the departments a person of the staff directory belongs to and the archive's topics.
    [
      inhalt,
      { name: 'bilder', endpoint: '/api/cms/redaktion/medien', params: { art: 'bild', pro_seite: 100 }, options: {} },
      { name: 'pdfs', endpoint: '/api/cms/redaktion/medien', params: { art: 'dokument', pro_seite: 100 }, options: {} },
      { name: 'weiterleitungen', endpoint: '/api/cms/redaktion/inhalte/{slug}/weiterleitungen', params: {}, options: {} },
      ...WEGWEISER_LISTEN,
      { name: 'aemter', endpoint: '/api/cms/aemter', params: { pro_seite: 100 }, options: {} },
      { name: 'archiv_themen', endpoint: '/api/cms/redaktion/archiv-themen', params: {}, options: {} },
      ...SITZUNG_LISTEN,
    ].map(nurFuerIhreArten),
  ),
  page(
    '/redaktion/seiten/neu',
    'Neue Seite',
    'Eine neue Seite der Website anlegen: Bereich, Adresse, Titel und Layout; die Blöcke danach.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }, { title: 'Neue Seite' }],
    [main('redaktion-seite')],
  ),
  page(
    '/redaktion/verlauf/:slug',
    'Verlauf',
    'Die Fassungen und der Status eines Inhalts; Fassungen vergleichen und wiederherstellen.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    [main('redaktion-verlauf', ['verlauf', 'inhalt'])],
    [{ name: 'verlauf', endpoint: '/api/cms/redaktion/inhalte/{slug}/revisionen', params: {}, options: {} }, inhalt],
  ),
  page(
    '/redaktion/vergleich/:slug',
    'Fassungen vergleichen',
    'Zwei Fassungen eines Inhalts nebeneinander.',
    [{ title: 'Inhalte', url: '/redaktion/inhalte' }],
    [main('redaktion-vergleich', ['vergleich', 'inhalt'])],
    [{ name: 'vergleich', endpoint: '/api/cms/redaktion/inhalte/{slug}/vergleich', params: {}, options: { query: { von: true, bis: true } } }, inhalt],
  ),
  page(
    '/redaktion/medien',
    'Mediathek',
    'Die Bilder und Dokumente Ihrer Bereiche: suchen, hochladen, beschreiben und löschen.',
    [{ title: 'Mediathek' }],
    [main('redaktion-medien', ['medien'])],
    [
      {
        name: 'medien',
        endpoint: '/api/cms/redaktion/medien',
        params: { pro_seite: 30 },
        options: { query: { bereich: true, art: true, suche: true, seite: true } },
      },
    ],
  ),
  page(
    '/redaktion/medien/:slug',
    'Datei in der Mediathek',
    'Eine Datei der Mediathek: Alternativtext und Urheberrecht ändern, sehen, wo sie verwendet wird, oder sie löschen.',
    [{ title: 'Mediathek', url: '/redaktion/medien' }],
    [main('redaktion-medium', ['medium'])],
    [{ name: 'medium', endpoint: '/api/cms/redaktion/medien/{slug}', params: {}, options: { errorOnEmpty: true } }],
  ),
  page(
    '/redaktion/menues',
    'Menüs',
    'Die Menüs Ihrer Bereiche: das Hauptmenü, die Menüs im Fuß und die Schnellzugriffe der Stadt, die Hauptmenüs der Teilseiten.',
    [{ title: 'Menüs' }],
    [main('redaktion-menues', ['menues'])],
    [{ name: 'menues', endpoint: '/api/cms/redaktion/inhalte', params: { art: 'menue', pro_seite: 100 }, options: {} }],
  ),
  page(
    '/redaktion/menues/:slug',
    'Menü bearbeiten',
    'Die Einträge eines Menüs hinzufügen, umbenennen, verschieben und einrücken; das Menü zur Freigabe geben oder freigeben.',
    [{ title: 'Menüs', url: '/redaktion/menues' }],
    [main('redaktion-menue', ['menue'])],
    // Another section's menu is no secret (it is public): the page says 403, as the content API does.
    [{ name: 'menue', endpoint: '/api/cms/redaktion/inhalte/{slug}', params: {}, options: { errorOnEmpty: true, errorOnForbidden: true } }],
  ),
  page(
    '/redaktion/abfallkalender',
    'Abfallkalender importieren',
    'Die Abfuhrtermine eines Jahres aus der CSV-Datei des Entsorgers übernehmen: hochladen, Änderungen prüfen, freigeben.',
    [{ title: 'Abfallkalender' }],
    [main('redaktion-abfallkalender', ['importe'])],
    [{ name: 'importe', endpoint: '/api/cms/redaktion/abfall/importe', params: {}, options: {} }],
  ),
  page(
    '/redaktion/eingaenge',
    'Eingänge',
    'Veranstaltungen, Vereine, Brancheneinträge und Anzeigen, die Bürgerinnen und Bürger gemeldet haben: prüfen, freigeben oder mit Begründung ablehnen.',
    [{ title: 'Eingänge' }],
    [main('redaktion-eingaenge', ['eingaenge'])],
    [{ name: 'eingaenge', endpoint: '/api/cms/redaktion/eingaenge', params: {}, options: {} }],
  ),
  page(
    '/redaktion/konten',
    'Konten',
    'Die Konten der Redaktion, ihre Rollen und Bereiche; die Ein-Personen-Freigabe der Bereiche.',
    [{ title: 'Konten' }],
    [main('redaktion-konten', ['konten', 'bereiche'])],
    [{ name: 'konten', endpoint: '/api/cms/redaktion/konten', params: {}, options: {} }, bereiche],
  ),
  page(
    '/redaktion/konten/neu',
    'Neues Konto',
    'Ein neues Konto der Redaktion anlegen: Name, E-Mail-Adresse, erstes Passwort, Rollen und Bereiche.',
    [KONTEN, { title: 'Neues Konto' }],
    [main('redaktion-konto', ['bereiche'])],
    [bereiche],
  ),
  page(
    '/redaktion/konten/:slug',
    'Konto bearbeiten',
    'Ein Konto der Redaktion ändern oder beenden.',
    [KONTEN],
    [main('redaktion-konto', ['konto', 'bereiche'])],
    [{ name: 'konto', endpoint: '/api/cms/redaktion/konten/{slug}', params: {}, options: { errorOnEmpty: true } }, bereiche],
  ),
  page(
    '/redaktion/mitarbeitende',
    'Zugänge zum Intranet',
    'Beschäftigte in das Intranet einladen, ihnen einen Link für ein neues Passwort schicken oder ihren Zugang beenden.',
    [{ title: 'Zugänge zum Intranet' }],
    [main('redaktion-mitarbeitende', ['mitarbeitende'])],
    [{ name: 'mitarbeitende', endpoint: '/api/cms/redaktion/mitarbeitende', params: {}, options: {} }],
  ),
  page(
    '/redaktion/ratsmitglieder',
    'Ratsmitglieder',
    'Die Mitglieder des Gemeinderats und seiner Ausschüsse: einladen, Angaben und Mitgliedschaften pflegen, Links für ein neues Passwort schicken, Konten beenden.',
    [{ title: 'Ratsmitglieder' }],
    [main('redaktion-ratsmitglieder', ['ratsmitglieder'])],
    [{ name: 'ratsmitglieder', endpoint: '/api/cms/redaktion/ratsmitglieder', params: {}, options: {} }],
  ),
  page(
    '/redaktion/ratsmitglieder/:slug',
    'Ratsmitglied bearbeiten',
    'Die öffentlichen Angaben und Mitgliedschaften eines Ratsmitglieds ändern oder sein Konto beenden.',
    [RATSMITGLIEDER],
    [main('redaktion-ratsmitglied', ['ratsmitglied'])],
    [{ name: 'ratsmitglied', endpoint: '/api/cms/redaktion/ratsmitglieder/{slug}', params: {}, options: { errorOnEmpty: true } }],
  ),
  {
    // The page of the links the administration mails (an invitation, a new password): public, the link's token is the key.
    ...page(
      '/redaktion/zugang',
      'Passwort festlegen',
      'Über den Link aus Ihrer E-Mail legen Sie das Passwort für Ihren Zugang fest.',
      [],
      [main('redaktion-zugang', ['zugang'])],
      [{ name: 'zugang', endpoint: '/api/cms/zugang', params: {}, options: { query: { token: true } } }],
    ),
    breadcrumbs: [{ title: 'Passwort festlegen' }],
  },
  page(
    '/redaktion/protokoll',
    'Protokoll',
    'Das Protokoll der Redaktion: Anmeldungen, Änderungen und Statuswechsel, nach Person, Aktion und Zeitraum gefiltert.',
    [{ title: 'Protokoll' }],
    [main('redaktion-protokoll', ['protokoll'])],
    [
      {
        name: 'protokoll',
        endpoint: '/api/cms/redaktion/protokoll',
        params: { pro_seite: 50 },
        options: { query: { wer: true, was: true, von: true, bis: true, seite: true } },
      },
    ],
  ),
];
