/**
 * Malformed requests across every route of the content API: wrong types, missing and repeated
 * params, huge values, bad JSON, wrong content types, unknown ids and path tricks. Each one answers
 * 4xx with a German message (never a 5xx, never the framework's English), and none of them stores
 * or mails anything. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Db } from './core/db';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed/seed';
import { BACKENDS, type TestDatabase } from './testing/backends';
import { recordingMailer } from './testing/recording-mailer';

const TOKEN = 'malformed-test-row-token-7c1e';
const AUTH = { authorization: `Token ${TOKEN}` };
const JSON_TYPE = { 'content-type': 'application/json' };

interface Case {
  method?: string;
  url: string;
  /** A string goes as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

const get = (url: string, headers?: Record<string, string>): Case => ({ url, headers });
const post = (url: string, body: unknown, headers: Record<string, string> = JSON_TYPE): Case => ({ method: 'POST', url, body, headers });

const long = (length: number) => 'x'.repeat(length);
const huge = JSON.stringify({ name: long(2_000_000) });
const ENTRY_LISTS = [
  'schwarzes-brett',
  'aemter',
  'mitarbeiter',
  'ausschreibungen',
  'baugebiete',
  'bildergalerien',
  'brancheneintraege',
  'einrichtungen',
  'zeitstrahl',
  'vereine',
];
const ITEM_LISTS = ['artikel', 'veranstaltungen', 'termine'];
const rows = '/api/database/rows/table';

/** NUL and other control characters, also in parameters a route's schema reads (before, PostgreSQL refused them: a 500). */
const CONTROL_CASES: Case[] = [
  get('/api/cms/ratsinfo/suche?q=a%00'),
  get('/api/cms/ratsinfo/sitzungen?gremium=a%00'),
  get('/api/cms/ratsinfo/vorlagen?q=%1b'),
  get('/api/cms/intranet/suche?q=a%00', { authorization: 'Bearer kein.gueltiges.token' }),
  get('/api/cms/suche?q=rat%00haus'),
  get('/api/cms/wegweiser/suche?q=%7f'),
  get('/api/cms/artikel?slug=a%0d%0ab'),
  get('/api/cms/artikel?a%00=1'),
  get('/api/cms/veranstaltungen?bereich=stadt&bereich=a%00'),
];

const CASES: Case[] = [
  ...CONTROL_CASES,
  // Route lookup and menus
  get('/api/cms/route'),
  get('/api/cms/route?url='),
  get('/api/cms/route?url=/a&url=/b'),
  get(`/api/cms/route?url=/${long(3000)}`),
  get('/api/cms/route?url=kein-pfad'),
  get('/api/cms/route?url=/%00'),
  get('/api/cms/route?url=//evil.example/'),
  get('/api/cms/route?url=/aktuelles/:slug'),
  get('/api/cms/route?url=/../../etc/passwd'),
  get('/api/cms/route?url=/gibt-es-nicht'),
  get('/api/cms/menu'),
  get('/api/cms/menu?name='),
  get('/api/cms/menu?name=a&name=b'),
  get(`/api/cms/menu?name=${long(300)}`),
  get('/api/cms/menu?name=Unbekanntes%20Men%C3%BC'),
  // Articles, events, dates: lists
  ...ITEM_LISTS.flatMap((list) => [
    get(`/api/cms/${list}?seite=0`),
    get(`/api/cms/${list}?seite=abc`),
    get(`/api/cms/${list}?seite=1&seite=2`),
    get(`/api/cms/${list}?pro_seite=1000`),
    get(`/api/cms/${list}?pro_seite=-5`),
    get(`/api/cms/${list}?bereich=Stadt%20Mitte`),
    get(`/api/cms/${list}?slug=${long(300)}`),
  ]),
  get('/api/cms/artikel?seite=1.5'),
  get('/api/cms/artikel?seite=99999999999999999999'),
  get(`/api/cms/artikel?seite=${'9'.repeat(40)}`),
  get('/api/cms/artikel?rubriken=abc'),
  get('/api/cms/artikel?rubrik_id=-3'),
  get('/api/cms/artikel?rubriken=99999999999'),
  get(`/api/cms/artikel?bereich=${long(100)}`),
  // … and entries
  ...ITEM_LISTS.flatMap((list) => [get(`/api/cms/${list}/abc`), get(`/api/cms/${list}/0`), get(`/api/cms/${list}/-1`), get(`/api/cms/${list}/424242`)]),
  get('/api/cms/artikel/1.5'),
  get('/api/cms/artikel/1e3'),
  get('/api/cms/artikel/%20'),
  get('/api/cms/artikel/99999999999999'),
  get(`/api/cms/artikel/${'1'.repeat(40)}`),
  get('/api/cms/artikel/..%2F..%2Fetc%2Fpasswd'),
  // Town entries
  ...ENTRY_LISTS.flatMap((list) => [get(`/api/cms/${list}?seite=abc`), get(`/api/cms/${list}/abc`), get(`/api/cms/${list}/999999`)]),
  get('/api/cms/schwarzes-brett?slug=Gro%C3%9Fe%20Buchstaben'),
  get('/api/cms/mitarbeiter?amt=B%C3%BCrger'),
  get('/api/cms/brancheneintraege?branche=x'),
  get('/api/cms/einrichtungen?rubrik_id=1&rubrik_id=2'),
  // Widgets, media, documents, portals
  get('/api/cms/widgets/gibt-es-nicht'),
  get('/api/cms/widgets/..%2F..%2Fpackage.json'),
  get('/api/cms/widgets/__proto__'),
  get('/api/cms/media/gibt-es-nicht.svg'),
  get('/api/cms/media/..%2F..%2Fapp.ts'),
  get('/api/cms/media/constructor'),
  get('/api/cms/dokumente/gibt-es-nicht.pdf'),
  get('/api/cms/dokumente/..%2Fgeheim.pdf'),
  get('/api/cms/portal/Gaeste'),
  get('/api/cms/portal/gibt-es-nicht'),
  get(`/api/cms/portal/${long(100)}`),
  get('/api/cms/portal/-start'),
  // Push subscriptions
  post('/api/cms/push/abonnements', ''),
  post('/api/cms/push/abonnements', '{"endpoint": '),
  post('/api/cms/push/abonnements', []),
  post('/api/cms/push/abonnements', { endpoint: 5 }),
  post('/api/cms/push/abonnements', { endpoint: 'http://push.example/abc', keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' }, themen: ['verkehr'] }),
  post('/api/cms/push/abonnements', { endpoint: 'keine adresse', keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' }, themen: ['verkehr'] }),
  post('/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', themen: ['verkehr'] }),
  post('/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', keys: { p256dh: 'kurz', auth: '<script>' }, themen: ['verkehr'] }),
  post('/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' }, themen: [] }),
  post('/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' }, themen: ['lotto'] }),
  post('/api/cms/push/abonnements', { endpoint: 'https://push.example/abc', keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' }, themen: 'verkehr' }),
  post('/api/cms/push/abonnements', {
    endpoint: `https://push.example/${long(2000)}`,
    keys: { p256dh: 'AAAAAAAAAA', auth: 'BBBBBBBBBB' },
    themen: ['verkehr'],
  }),
  post('/api/cms/push/abonnements', '<abo/>', { 'content-type': 'application/xml' }),
  post('/api/cms/push/abonnements', huge),
  { method: 'DELETE', url: '/api/cms/push/abonnements', body: {}, headers: JSON_TYPE },
  { method: 'DELETE', url: '/api/cms/push/abonnements', body: { endpoint: 'ftp://push.example/abc' }, headers: JSON_TYPE },
  // Search and service guide
  get(`/api/cms/suche?q=${long(300)}`),
  get('/api/cms/suche?q=Rathaus&seite=null'),
  get('/api/cms/suche?q=Rathaus&pro_seite=1000'),
  get('/api/cms/suche?q=a&q=b'),
  get('/api/cms/wegweiser/abc?buchstabe=1'),
  get('/api/cms/wegweiser/abc?buchstabe=AB'),
  get('/api/cms/wegweiser/abc?buchstabe=A&buchstabe=B'),
  get('/api/cms/wegweiser/unbekannt'),
  get('/api/cms/wegweiser/__proto__'),
  get(`/api/cms/wegweiser/leistungen?slug=${long(300)}`),
  // Waste calendar and reminders
  get('/api/cms/abfall/kalender?bezirk=hallwangen&monate=13'),
  get('/api/cms/abfall/kalender?monate=0'),
  get('/api/cms/abfall/kalender?monate=abc'),
  get(`/api/cms/abfall/kalender?strasse=${long(200)}`),
  get('/api/cms/abfall/kalender?strasse_id=abc'),
  get('/api/cms/abfall/kalender?strasse_id=999999'),
  get('/api/cms/abfall/kalender?bezirk=gibt-es-nicht'),
  get('/api/cms/abfall/erinnerung/bestaetigen?token=a&token=b'),
  post('/api/cms/abfall/erinnerung', { email: 'x' }),
  post('/api/cms/abfall/erinnerung', []),
  post('/api/cms/abfall/erinnerung', '{"email":'),
  post('/api/cms/abfall/erinnerung', { email: { an: 'alle' } }),
  post('/api/cms/abfall/erinnerung', { email: 'anna@example.org', bezirk: 'gibt-es-nicht', arten: ['restmuell'], datenschutz: 'ja' }),
  post('/api/cms/abfall/erinnerung', 'Hallo', { 'content-type': 'text/plain' }),
  post('/api/cms/abfall/erinnerung/abmelden', { token: 5 }),
  post('/api/cms/abfall/erinnerung/abmelden', {}),
  // Calendars
  get('/api/cms/ical/veranstaltungen.ics?bereich=Stadt%20Mitte'),
  get('/api/cms/ical/veranstaltungen/abc.ics'),
  get('/api/cms/ical/veranstaltungen/999999.ics'),
  get('/api/cms/ical/sitzungen.ics?gremium=XY'),
  get(`/api/cms/ical/sitzungen.ics?gremium=${long(50)}`),
  // Council information system: logins, tokens, ids and filters
  post('/api/cms/raete/login', { email: 1, passwort: [] }),
  post('/api/cms/raete/login', { email: 'a@b.de' }),
  post('/api/cms/raete/login', '{"email":', JSON_TYPE),
  post('/api/cms/raete/login', { email: 'a@b.de', passwort: long(200) }),
  get('/api/cms/raete/abc'),
  get('/api/cms/raete/2'),
  get('/api/cms/raete/2', { 'Ratsinfosystem-Authorization': 'kein.gueltiges.token' }),
  post('/api/cms/raete/2/passwort', { passwort_alt: 'x', passwort_neu: 'Neues-Passwort-1' }),
  post('/api/cms/raete/2/passwort', { passwort_alt: 1 }),
  get('/api/cms/ratsinfo/uebersicht'),
  get('/api/cms/oparl/v1/body/1/paper?page=abc'),
  get('/api/cms/oparl/v1/body/1/unbekannt'),
  get('/api/cms/oparl/v1/body/1/meeting?modified_since=gestern'),
  get('/api/cms/oparl/v1/body/99999999'),
  get('/api/cms/oparl/v1/paper/abc'),
  get('/api/cms/ratsinfo/gremien', { 'Ratsinfosystem-Authorization': 'Bearer abgelaufen' }),
  get('/api/cms/ratsinfo/gremien/abc'),
  get('/api/cms/ratsinfo/personen/99999999'),
  get('/api/cms/ratsinfo/personen', { 'Ratsinfosystem-Authorization': 'x' }),
  get('/api/cms/ratsinfo/sitzungen?jahr=abc'),
  get('/api/cms/ratsinfo/sitzungen?zeitraum=morgen'),
  get('/api/cms/ratsinfo/sitzungen?pro_seite=1000'),
  get('/api/cms/ratsinfo/sitzungen/abc'),
  get('/api/cms/ratsinfo/vorlagen?seite=abc'),
  get('/api/cms/ratsinfo/vorlagen/0'),
  get('/api/cms/ratsinfo/berichte', { 'Ratsinfosystem-Authorization': 'x' }),
  get(`/api/cms/ratsinfo/suche?q=${long(300)}`),
  get('/api/cms/ratsinfo/dateien/1/falscher-name.pdf'),
  get('/api/cms/ratsinfo/dateien/abc/x.pdf'),
  // Intranet: every call without a valid token is a 401 before anything else
  post('/api/cms/login', { email: 1, passwort: [] }),
  post('/api/cms/login', { email: 'a@b.de' }),
  post('/api/cms/login', '{"email":', JSON_TYPE),
  post('/api/cms/login', { email: 'a@b.de', passwort: long(200) }),
  get('/api/cms/intranet/user/kein-uuid'),
  get('/api/cms/intranet/user/6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11', { authorization: 'Bearer kein.gueltiges.token' }),
  get('/api/cms/intranet/rubrik', { authorization: 'Bearer abgelaufen' }),
  get('/api/cms/intranet/rubrik/Gross_Buchstaben'),
  get('/api/cms/intranet/rubrik/rundschreiben?seite=abc', { authorization: 'x' }),
  get('/api/cms/intranet/texte/abc'),
  get(`/api/cms/intranet/suche?q=${long(300)}`),
  get('/api/cms/intranet/archiv_themen?gueltig_von=gestern'),
  get('/api/cms/intranet/archiv?archiv_id=abc&archiv_id=1'),
  get('/api/cms/intranet/dokumente/1/falscher-name.pdf'),
  // Editorial area (no login: a bad request is a 400, a good one a 401)
  post('/api/cms/redaktion/login', { email: 'a@musterstadt.de' }),
  post('/api/cms/redaktion/login', { email: 1, passwort: 2 }),
  post('/api/cms/redaktion/login', '{"email": '),
  get('/api/cms/redaktion/ich', { 'redaktion-authorization': 'Bearer kein.gueltiges.token' }),
  post('/api/cms/redaktion/ich/passwort', { passwort_alt: 'x', passwort_neu: 'kurz' }),
  get('/api/cms/redaktion/bereiche?x=1'),
  { method: 'PATCH', url: '/api/cms/redaktion/bereiche/Gross', body: JSON.stringify({ einpersonen_freigabe: 'ja' }), headers: JSON_TYPE },
  get('/api/cms/redaktion/konten/abc'),
  post('/api/cms/redaktion/konten', { name: 'X', email: 'keine-adresse', passwort: 'kurz', rollen: 'Redakteur', bereiche: [] }),
  post('/api/cms/redaktion/konten/1/beenden', { grund: 5 }),
  post('/api/cms/redaktion/konten/1/aktivieren', { grund: 5 }),
  post('/api/cms/redaktion/konten/abc/passwort-link', {}),
  get('/api/cms/redaktion/mitarbeitende?x=1'),
  post('/api/cms/redaktion/mitarbeitende', { vorname: '', nachname: 5, email: 'keine-adresse' }),
  post('/api/cms/redaktion/mitarbeitende/kein-uuid/passwort-link', {}),
  post('/api/cms/redaktion/mitarbeitende/6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11/beenden', { grund: 5 }),
  get('/api/cms/redaktion/ratsmitglieder?x=1'),
  get('/api/cms/redaktion/ratsmitglieder/007'),
  post('/api/cms/redaktion/ratsmitglieder', {
    anrede: 'Doktor',
    vorname: '',
    nachname: 'B',
    email: 'keine-adresse',
    partei: 'X',
    wohnort: 'Y',
    mitgliedschaften: 'TA',
  }),
  { method: 'PATCH', url: '/api/cms/redaktion/ratsmitglieder/abc', body: JSON.stringify({ partei: 5 }), headers: JSON_TYPE },
  post('/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften', { gremium_id: 'TA', rolle: '', seit: '1.12.2026' }),
  { method: 'PATCH', url: '/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften/1', body: JSON.stringify({ bis: '31.12.2026' }), headers: JSON_TYPE },
  { method: 'DELETE', url: '/api/cms/redaktion/ratsmitglieder/1/mitgliedschaften/x' },
  post('/api/cms/redaktion/ratsmitglieder/0/passwort-link', {}),
  post('/api/cms/redaktion/ratsmitglieder/1/beenden', { grund: 5 }),
  // The public page of a link to set a password
  get('/api/cms/zugang'),
  get('/api/cms/zugang?token=kaputt'),
  get(`/api/cms/zugang?token=${'ab'.repeat(32)}&token=${'cd'.repeat(32)}`),
  post('/api/cms/zugang/passwort', { token: 'ab'.repeat(32), passwort: 5 }),
  post('/api/cms/zugang/passwort', { token: 'ab'.repeat(32), passwort: 'Ein langes Passwort', passwort_wiederholung: 'Ein langes Passwort' }),
  get('/api/cms/redaktion/protokoll?von=gestern'),
  get('/api/cms/redaktion/protokoll?was=DROP%20TABLE'),
  get('/api/cms/redaktion/inhalte?seite=abc'),
  get('/api/cms/redaktion/inhalte?unbekannt=1'),
  post('/api/cms/redaktion/inhalte', { art: 'artikel', bereich: 'stadt', felder: { titel: long(400) } }),
  post('/api/cms/redaktion/inhalte', { art: 'artikel', bereich: 'stadt', felder: { titel: 'T', datum_von: 'morgen' } }),
  post('/api/cms/redaktion/inhalte', { art: 'intranet', bereich: 'intranet-it-hinweise', felder: { titel: 'T', datum_von: 'morgen' } }),
  post('/api/cms/redaktion/inhalte', { art: 'vorlage', bereich: 'ratsinfo', felder: { titel: 'T', datum: '24.11.2026', oeffentlich: 'ja' } }),
  post('/api/cms/redaktion/inhalte', { art: 'vorlage', bereich: 'ratsinfo', felder: { titel: 'T', dateien: [{ medium: 7, titel: 'A', art: 'Anlage' }] } }),
  post('/api/cms/redaktion/inhalte', { art: 'vorlage', bereich: 'ratsinfo', felder: { titel: 'T', dateien: 'lageplan.pdf' } }),
  post('/api/cms/redaktion/inhalte', { art: 'sitzung', bereich: 'ratsinfo', felder: { titel: 'T' } }),
  post('/api/cms/redaktion/inhalte', { art: 'intranet-archiv', bereich: 'intranet-archiv', felder: { titel: 'T', thema: 'X', dokumente: 'keine Liste' } }),
  post('/api/cms/redaktion/inhalte', {
    art: 'intranet-archiv',
    bereich: 'intranet-archiv',
    felder: { titel: 'T', thema: 'X', dokumente: [{ downloadtext: 'D', stand: 'gestern', datei: 42 }] },
  }),
  get('/api/cms/intranet/dokumente/1/%00.pdf'),
  // A person of the staff directory: a salutation it does not know, departments that are no ids, a phone number too long
  post('/api/cms/redaktion/inhalte', { art: 'mitarbeiter', bereich: 'stadt', felder: { vorname: 'A', nachname: 'B', anrede: 'Dr.' } }),
  post('/api/cms/redaktion/inhalte', { art: 'mitarbeiter', bereich: 'stadt', felder: { vorname: 'A', nachname: 'B', aemter: ['buergerbuero'] } }),
  post('/api/cms/redaktion/inhalte', { art: 'mitarbeiter', bereich: 'stadt', felder: { vorname: 'A', nachname: 'B', telefon: long(200) } }),
  post('/api/cms/redaktion/inhalte', { art: 'mitarbeiter', bereich: 'stadt', felder: { nachname: 'B' } }),
  get('/api/cms/redaktion/aufgaben?x=1'),
  get('/api/cms/redaktion/archiv-themen?thema=1'),
  get('/api/cms/redaktion/inhalte/abc'),
  get('/api/cms/redaktion/inhalte/1/revisionen/x'),
  post('/api/cms/redaktion/inhalte/1/revisionen', { basis_revision: '1', felder: {} }),
  post('/api/cms/redaktion/inhalte/1/revisionen/1/wiederherstellen', { basis_revision: -1 }),
  get('/api/cms/redaktion/inhalte/1/vergleich?von=1'),
  post('/api/cms/redaktion/inhalte/1/pruefung', { felder: { titel: 1 } }),
  post('/api/cms/redaktion/inhalte/1/zur-freigabe', {}),
  post('/api/cms/redaktion/inhalte/1/freigeben', { revision: 1, veroeffentlichen_ab: 'bald' }),
  post('/api/cms/redaktion/inhalte/1/zurueckgeben', { revision: 1 }),
  post('/api/cms/redaktion/inhalte/1/zurueckziehen', { grund: '' }),
  post('/api/cms/redaktion/inhalte/1/vorschau', { revision: 'neu' }),
  post('/api/cms/redaktion/inhalte', { art: 'seite', bereich: 'stadt', felder: { url: 'keine adresse', layout: 'default', titel: 'T' } }),
  get('/api/cms/redaktion/inhalte/abc/weiterleitungen'),
  post('/api/cms/redaktion/inhalte/1/weiterleitungen/entfernen', { von: 42 }),
  get('/api/cms/redaktion/vorschau'),
  get('/api/cms/redaktion/vorschau?token=kein.gueltiges.token'),
  get('/api/cms/redaktion/abfall/importe?jahr=2027'),
  post('/api/cms/redaktion/abfall/importe', { jahr: 'nächstes', dateiname: 'termine.csv', daten: 'kein base64!' }),
  get('/api/cms/redaktion/abfall/importe/abc'),
  post('/api/cms/redaktion/abfall/importe/1/freigeben', { grund: 'ja' }),
  post('/api/cms/redaktion/abfall/importe/-1/verwerfen', {}),
  get('/api/cms/redaktion/eingaenge?art=veranstaltung'),
  post('/api/cms/redaktion/eingaenge/1/freigeben', { grund: 'ja' }),
  post('/api/cms/redaktion/eingaenge/abc/ablehnen', { grund: 'Kein Eintrag' }),
  post('/api/cms/redaktion/eingaenge/1/ablehnen', { grund: 42 }),
  get('/api/cms/redaktion/eingaenge/dateien/abc/datei'),
  get('/api/cms/redaktion/medien?art=video'),
  post('/api/cms/redaktion/medien', { bereich: 'stadt', dateiname: 'x.jpg', daten: 'kein base64!' }),
  { method: 'PATCH', url: '/api/cms/redaktion/medien/1', body: JSON.stringify({ dekorativ: 'ja' }), headers: JSON_TYPE },
  { method: 'DELETE', url: '/api/cms/redaktion/medien/abc' },
  get('/api/cms/redaktion/medien/1/datei?breite=breit'),
  { method: 'PUT', url: '/api/cms/redaktion/medien/1/datei', body: JSON.stringify({ dateiname: 'x.pdf', daten: 'kein base64!' }), headers: JSON_TYPE },
  get('/api/cms/medien/gibt-es-nicht.jpg'),
  get('/api/cms/medien/..%2F..%2Fetc%2Fpasswd'),
  post('/api/cms/sicherung', '{"kaputt": '),
  // Own sessions of every login kind
  get('/api/cms/sitzungen'),
  get('/api/cms/sitzungen', { authorization: 'Bearer kein.gueltiges.token' }),
  get('/api/cms/sitzungen', { authorization: 'Bearer a.b.c', 'Ratsinfosystem-Authorization': 'a.b.c' }),
  post('/api/cms/sitzungen/abmelden', {}),
  post('/api/cms/sitzungen/abmelden', { grund: 'x' }, { ...JSON_TYPE, 'Ratsinfosystem-Authorization': 'a.b.c' }),
  post('/api/cms/sitzungen/abmelden', '{"', { ...JSON_TYPE, authorization: 'Bearer a.b.c' }),
  { method: 'DELETE', url: '/api/cms/sitzungen/kein-uuid', headers: { authorization: 'Bearer a.b.c' } },
  { method: 'DELETE', url: '/api/cms/sitzungen/6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11' },
  get('/api/cms/ical/abfall/gibt-es-nicht.ics'),
  get('/api/cms/ical/abfall/hallwangen.ics?arten=lotto'),
  // Forms the shell forwards
  post('/api/anfragen', []),
  post('/api/anfragen', 'null'),
  post('/api/anfragen', '{"name": '),
  post('/api/anfragen', {}),
  post('/api/anfragen', { name: 42, email: 'a@b.de', betreff: 'Test', nachricht: 'Eine Nachricht.' }),
  post('/api/anfragen', { name: 'Anna', email: 'a@b.de,c@d.de', betreff: 'Test', nachricht: 'Eine Nachricht.' }),
  post('/api/anfragen', { name: 'Anna', email: 'a@b.de', betreff: 'Test\r\nBcc: x@y.de', nachricht: 'Eine Nachricht.' }),
  post('/api/anfragen', 'Hallo', { 'content-type': 'text/plain' }),
  post('/api/anfragen', huge),
  post('/api/schulfrucht/gibt-es-nicht', { tag: '1', datum: '01.12.2026', name: 'Anna', email: 'a@b.de', telefon: '0761 1' }),
  post('/api/schulfrucht/schulfrucht_aach_mail', []),
  post('/api/schulfrucht/schulfrucht_aach_mail', {}),
  post('/api/schulfrucht/schulfrucht_aach_mail', { tag: 5, datum: '01.12.2026', name: 'Anna', email: 'a@b.de', telefon: '0761 1' }),
  post('/api/schulfrucht/schulfrucht_aach_mail', { tag: '1', datum: '2026-12-01', name: 'Anna', email: 'a@b.de', telefon: '0761 1' }),
  // Row database (school-fruit tables)
  get(`${rows}/359/?user_field_names=true`),
  get(`${rows}/359/?user_field_names=true`, { authorization: 'Token falsch' }),
  get(`${rows}/abc/?user_field_names=true`, AUTH),
  get(`${rows}/999/?user_field_names=true`, AUTH),
  get(`${rows}/359/`, AUTH),
  get(`${rows}/359/?user_field_names=true&size=1000`, AUTH),
  get(`${rows}/359/?user_field_names=true&page=abc`, AUTH),
  get(`${rows}/359/?user_field_names=true&page=1&page=2`, AUTH),
  get(`${rows}/359/?user_field_names=true&order_by=a,b,c,d,e,f`, AUTH),
  get(`${rows}/359/?user_field_names=true&filter_type=OR`, AUTH),
  get(`${rows}/359/abc/?user_field_names=true`, AUTH),
  get(`${rows}/359/999999/?user_field_names=true`, AUTH),
  post(`${rows}/359/?user_field_names=true`, [1, 2], { ...JSON_TYPE, ...AUTH }),
  post(`${rows}/359/?user_field_names=true`, { Tag: 5 }, { ...JSON_TYPE, ...AUTH }),
  post(`${rows}/359/?user_field_names=true`, { Tag: '01.12.2026' }, { ...JSON_TYPE, ...AUTH }),
  post(`${rows}/359/?user_field_names=true`, { Unbekannt: 1 }, { ...JSON_TYPE, ...AUTH }),
  post(`${rows}/360/?user_field_names=true`, { Name: 5 }, { ...JSON_TYPE, ...AUTH }),
  post(
    `${rows}/360/?user_field_names=true`,
    { Name: 'Anna', 'E-Mail': 'a@b.de', Telefon: '0761 1', Tage: ['x'], Slot: '2026-12-01#1' },
    { ...JSON_TYPE, ...AUTH },
  ),
  post(`${rows}/360/?user_field_names=true`, '{"Name": ', { ...JSON_TYPE, ...AUTH }),
  { method: 'DELETE', url: `${rows}/359/abc/`, headers: AUTH },
  { method: 'DELETE', url: `${rows}/359/999999/`, headers: AUTH },
  // Routes without input, asked with a method or a path they do not have
  post('/api/cms/startseite', {}),
  post('/api/cms/sitemap', {}),
  get('/api/cms/sitemap/1'),
  post('/api/cms/abfall/stammdaten', {}),
  { method: 'DELETE', url: '/api/cms/push/themen' },
  post('/api/cms/push/schluessel', { publicKey: 'x' }),
  get('/api/cms/wegweiser/weitere-stellen/1'),
  // Form submissions (the shell sends them after its own checks)
  post('/api/formulare/nachbarschaftshilfe', {}),
  post('/api/formulare/veranstaltung', { zusammenfassung: 'Fest', email: null, felder: [{ label: 'a', wert: 'b' }], veroeffentlichung: { ziel: 'verein' } }),
  // Approval of published entries: the state query and the publishing post
  get('/api/formulare/freigabe?token=x&id=1'),
  post('/api/formulare/freigabe', { token: 42 }),
  post('/api/formulare/freigabe', { token: 'kein.gueltiger.link' }),
  post('/api/formulare/freigabe', 'kein JSON', { 'content-type': 'text/plain' }),
  post('/api/formulare/gibt-es-nicht', { zusammenfassung: 'Anfrage', email: null, felder: [] }),
  post('/api/formulare/fuehrung', { zusammenfassung: long(500), email: null, felder: [] }),
  post('/api/formulare/fuehrung', { zusammenfassung: 'Führung', email: 'keine-adresse', felder: [] }),
  post('/api/formulare/fuehrung', { zusammenfassung: 'Führung', email: null, felder: 'alles' }),
  post('/api/formulare/fuehrung', { zusammenfassung: 'Führung', email: null, felder: [{ label: 'Name' }] }),
  post('/api/formulare/fuehrung', 'kein JSON', { 'content-type': 'text/plain' }),
  // Unknown routes, methods and broken addresses
  get('/api/cms/gibt-es-nicht'),
  get('/api/cms/artikel/1/2/3'),
  { method: 'PUT', url: '/api/cms/artikel', body: {}, headers: JSON_TYPE },
  { method: 'PATCH', url: '/api/anfragen', body: {}, headers: JSON_TYPE },
  get('/api/cms/%E0%A4%A'),
  get('/api/cms/artikel/%'),
];

// A German message: an umlaut or German quotes, or one of the common German words; and nothing of the framework's English.
const GERMAN = /[äöüßÄÖÜ„“]|\b(der|die|das|diese[nrs]?|bitte|ist|nicht|gibt|fehlt|ungültig|unbekannte?|erlaubt|eintrag|seite)\b/i;
const ENGLISH = /FST_|\bmust\b|\bshould\b|Unexpected|Bad Request|Not Found|Unsupported|Payload|Route\b|\bbody\b|\bquerystring\b|\bparams\b/;

describe.each(BACKENDS)('malformed requests on $name', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  let port: number;
  const signupMailer = recordingMailer();
  const mailer = recordingMailer();

  /** Sends a request exactly as given: the path is not normalised, as a browser or fetch would. */
  function send(c: Case): Promise<{ status: number; text: string }> {
    const payload = c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: c.method ?? 'GET',
          path: c.url,
          headers: { ...c.headers, ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      // The server may answer (413) and close before a huge body is through.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      req.end(payload);
    });
  }

  /** Rows of every table of the schema: the fingerprint of what is stored. */
  async function tableCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: name } of tables) {
      const { rows: result } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      counts[name] = Number(result[0]?.n);
    }
    return counts;
  }

  beforeAll(async () => {
    database = await backend.create();
    db = await database.open();
    await migrate(db);
    await seedIfEmpty(db);
    app = buildApp({ db, rowDatabaseToken: TOKEN, signupMailer, mailer, siteUrl: 'https://www.musterstadt.de' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.destroy();
  });

  it('has at least 100 malformed requests, across every route', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
    const routes = app.printRoutes({ commonPrefix: false });
    // Each registered path (without its params) is the start of at least one case.
    const paths = [...routes.matchAll(/(\/api\/[^\s(]*)/g)].map((match) => (match[1] ?? '').replace(/[:*].*$/, '').replace(/\/$/, ''));
    const untested = [...new Set(paths)].filter((path) => path !== '/api/cms/health' && !CASES.some((c) => c.url.startsWith(path)));
    expect(untested).toEqual([]);
  });

  it('refuses NUL and other control characters in any query parameter with a German 400, before any route reads it', async () => {
    for (const c of CONTROL_CASES) {
      const response = await send(c);
      expect([c.url, response.status, (JSON.parse(response.text) as { error?: string }).error]).toEqual([
        c.url,
        400,
        expect.stringMatching(/^Der Parameter [\w-]* ?enthält unzulässige Zeichen\.$/),
      ]);
    }
  });

  it('answers what Node refuses before Fastify sees it (unknown method, head over 16 KB) as German JSON', async () => {
    const raw = (text: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.split('\r\n\r\n')[1] ?? '' }));
      });
    const method = await raw('FOO /api/cms/artikel HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect([method.status, JSON.parse(method.body)]).toEqual([400, { error: 'Die Anfrage ist ungültig.' }]);
    const head = await raw(`GET /api/cms/artikel HTTP/1.1\r\nHost: localhost\r\nX-Gross: ${'x'.repeat(17 * 1024)}\r\n\r\n`);
    expect([head.status, JSON.parse(head.body)]).toEqual([431, { error: 'Die Anfrage ist zu groß: Adresse oder Kopfzeilen sind zu lang.' }]);
  });

  it('answers each with a German 4xx, never a 5xx, and stores and mails nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    for (const c of CASES) {
      const response = await send(c);
      const label = `${c.method ?? 'GET'} ${c.url.slice(0, 120)}`;
      let error: unknown;
      try {
        error = (JSON.parse(response.text) as { error?: unknown }).error;
      } catch {
        error = undefined;
      }
      if (response.status < 400 || response.status > 499) failures.push(`${label}: status ${response.status}`);
      else if (typeof error !== 'string') failures.push(`${label}: no error message (${response.text.slice(0, 80)})`);
      else if (!GERMAN.test(error) || ENGLISH.test(error)) failures.push(`${label}: not German: ${error}`);
    }
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    expect(signupMailer.sent).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);
  });
});
