import { CONTRACT_API_VERSION, defineRemote } from '@musterstadt/shell-contract';

const server = process.env.REMOTE_BUILD !== 'browser';

export default defineRemote({
  id: 'redaktion',
  apiVersion: CONTRACT_API_VERSION,
  // The browser build carries the islands only: layouts, templates and form handlers render on the
  // server (the condition is resolved at build time, so the browser build has no chunk of them).
  layouts: server ? { redaktion: () => import('./layouts/redaktion') } : {},
  // German titles of the layouts, as the editorial area's page form offers them.
  layoutTitles: { redaktion: 'Redaktion' },
  templates: server
    ? {
        'redaktion-anmelden': () => import('./templates/anmelden'),
        'redaktion-abmelden': () => import('./templates/abmelden'),
        'redaktion-start': () => import('./templates/start'),
        'redaktion-inhalte': () => import('./templates/inhalte'),
        'redaktion-neu': () => import('./templates/neu'),
        'redaktion-inhalt': () => import('./templates/inhalt'),
        'redaktion-seite': () => import('./templates/seite'),
        'redaktion-sitzung': () => import('./templates/sitzung'),
        'redaktion-verlauf': () => import('./templates/verlauf'),
        'redaktion-vergleich': () => import('./templates/vergleich'),
        'redaktion-konten': () => import('./templates/konten'),
        'redaktion-konto': () => import('./templates/konto'),
        'redaktion-mitarbeitende': () => import('./templates/mitarbeitende'),
        'redaktion-ratsmitglieder': () => import('./templates/ratsmitglieder'),
        'redaktion-ratsmitglied': () => import('./templates/ratsmitglied'),
        'redaktion-zugang': () => import('./templates/zugang'),
        'redaktion-protokoll': () => import('./templates/protokoll'),
        'redaktion-medien': () => import('./templates/medien'),
        'redaktion-medium': () => import('./templates/medium'),
        'redaktion-passwort': () => import('./templates/passwort'),
        'redaktion-anmeldungen': () => import('./templates/anmeldungen'),
        'redaktion-abfallkalender': () => import('./templates/abfallkalender'),
        'redaktion-menues': () => import('./templates/menues'),
        'redaktion-menue': () => import('./templates/menue'),
        'redaktion-eingaenge': () => import('./templates/eingaenge'),
      }
    : {},
  // What a block of each template takes, for the editorial area's block forms (server build only).
  ...(server ? { templateOptions: () => import('./templates/optionen.server') } : {}),
  // Forms that act with the editor's session: plain posts to their page, answered by the shell.
  forms: server
    ? {
        'redaktion-neu': () => import('./forms/neu.server'),
        'redaktion-inhalt': () => import('./forms/inhalt.server'),
        'redaktion-seite': () => import('./forms/seite.server'),
        'redaktion-sitzung': () => import('./forms/sitzung.server'),
        'redaktion-verlauf': () => import('./forms/verlauf.server'),
        'redaktion-konto': () => import('./forms/konto.server'),
        'redaktion-mitarbeitende': () => import('./forms/mitarbeitende.server'),
        'redaktion-ratsmitglieder': () => import('./forms/ratsmitglieder.server').then((m) => ({ default: m.einladen })),
        'redaktion-ratsmitglied': () => import('./forms/ratsmitglieder.server').then((m) => ({ default: m.bearbeiten })),
        'redaktion-zugang': () => import('./forms/zugang.server'),
        'redaktion-konten': () => import('./forms/bereich.server'),
        'redaktion-medien': () => import('./forms/medien.server').then((m) => ({ default: m.hochladen })),
        'redaktion-medium': () => import('./forms/medien.server').then((m) => ({ default: m.aendern })),
        'redaktion-anmeldungen': () => import('./forms/anmeldungen.server'),
        'redaktion-abfallkalender': () => import('./forms/abfallkalender.server'),
        'redaktion-menue': () => import('./forms/menue.server'),
        'redaktion-eingaenge': () => import('./forms/eingaenge.server'),
      }
    : {},
  // The editors' login, from the server build only (the shell runs it; the browser never sees a token).
  logins: server ? { redaktion: () => import('./session/login.server') } : {},
  // The editorial pages name this middleware in the content API: they need the editors' session.
  // The accounts and the audit log add `redaktion-administration`: the role Administration only.
  // The council members' pages add `redaktion-sitzungsdienst`: the administration and the council office.
  middleware: server
    ? {
        'redaktion-anmeldung': () => import('./session/middleware.server'),
        'redaktion-administration': () => import('./session/administration.server'),
        'redaktion-sitzungsdienst': () => import('./session/sitzungsdienst.server'),
      }
    : {},
  // The preview links the edit form makes: the shell renders the draft as its public page (no login: the link is the key).
  previews: server ? { vorschau: () => import('./vorschau/preview.server') } : {},
  // Its pages read the editorial session.
  store: true,
  islands: {
    anmelden: () => import('./components/session-forms').then((m) => ({ default: m.LoginForm })),
    abmelden: () => import('./components/session-forms').then((m) => ({ default: m.LogoutForm })),
    text: () => import('./components/text-feld').then((m) => ({ default: m.TextFeld })),
    bild: () => import('./components/bild-feld').then((m) => ({ default: m.BildFeld })),
    ziehgriff: () => import('./components/ziehgriff').then((m) => ({ default: m.Ziehgriff })),
  },
});
