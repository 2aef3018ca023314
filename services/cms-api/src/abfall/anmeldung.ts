/** The reminder's sign-up form: its pages, the fields people fill, and their checks in plain words. */
import { EMAIL_MAX_LENGTH, isEmail } from '@musterstadt/cms-contract';
import type { Art, Bezirk } from './stammdaten';

export const FORM_PAGE = '/abfall/erinnerung';
export const PAGES = {
  angemeldet: '/abfall/erinnerung/angemeldet',
  bestaetigt: '/abfall/erinnerung/bestaetigt',
  linkUngueltig: '/abfall/erinnerung/link-ungueltig',
  abmelden: '/abfall/erinnerung/abmelden',
  abgemeldet: '/abfall/erinnerung/abgemeldet',
} as const;

/** How long the link in the confirmation mail works. */
export const CONFIRMATION_DAYS = 7;
export const TAGE_VORHER = [1, 2, 3] as const;

export type Feld = 'email' | 'bezirk' | 'arten' | 'tage' | 'datenschutz';
export type Fehler = Partial<Record<Feld, 'fehlt' | 'ungueltig' | 'unbekannt'>>;

export const MELDUNGEN: Record<Feld, Record<string, string>> = {
  email: {
    fehlt: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    ungueltig: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
  },
  bezirk: { fehlt: 'Bitte wählen Sie Ihren Abfuhrbezirk aus.', unbekannt: 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.' },
  arten: { fehlt: 'Bitte wählen Sie mindestens eine Abfallart aus.', unbekannt: 'Bitte wählen Sie nur Abfallarten aus der Liste aus.' },
  tage: { ungueltig: 'Bitte wählen Sie, wann wir Sie erinnern sollen.' },
  datenschutz: { fehlt: 'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.' },
};

export const VERSAND_FEHLER = 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.';

export type Body = Record<string, unknown>;

export function single(body: Body, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : typeof first === 'number' ? String(first) : '';
}

function list(body: Body, name: string): string[] {
  const value = body[name];
  const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface Anmeldung {
  email: string;
  bezirk: string;
  arten: string[];
  tage: number;
  datenschutz: boolean;
  /** The hidden honeypot field: people leave it empty. */
  firma: string;
}

export function readAnmeldung(body: Body): Anmeldung {
  const datenschutz = single(body, 'datenschutz');
  return {
    email: single(body, 'email').toLowerCase(),
    bezirk: single(body, 'bezirk'),
    arten: [...new Set(list(body, 'arten'))],
    tage: Number(single(body, 'tage') || '1'),
    datenschutz: body.datenschutz === true || datenschutz === 'ja' || datenschutz === 'true' || datenschutz === 'on',
    firma: single(body, 'firma'),
  };
}

export function validate(input: Anmeldung, bezirke: Bezirk[], arten: Art[]): Fehler {
  const fehler: Fehler = {};
  if (!input.email) fehler.email = 'fehlt';
  else if (!isEmail(input.email)) fehler.email = 'ungueltig';
  if (!input.bezirk) fehler.bezirk = 'fehlt';
  else if (!bezirke.some((b) => b.slug === input.bezirk)) fehler.bezirk = 'unbekannt';
  if (input.arten.length === 0) fehler.arten = 'fehlt';
  else if (input.arten.some((art) => !arten.some((a) => a.schluessel === art))) fehler.arten = 'unbekannt';
  if (!(TAGE_VORHER as readonly number[]).includes(input.tage)) fehler.tage = 'ungueltig';
  if (!input.datenschutz) fehler.datenschutz = 'fehlt';
  return fehler;
}

/** Back to the form with the entered values and the error codes (the template words them). */
export function formWithErrors(fehler: Record<string, string>, input: Partial<Anmeldung>): string {
  const params = new URLSearchParams();
  for (const [feld, code] of Object.entries(fehler)) params.append('fehler', `${feld}.${code}`);
  if (input.email) params.set('email', input.email.slice(0, EMAIL_MAX_LENGTH));
  if (input.bezirk) params.set('bezirk', input.bezirk.slice(0, 60));
  for (const art of (input.arten ?? []).slice(0, 10)) params.append('arten', art.slice(0, 40));
  if (input.tage && (TAGE_VORHER as readonly number[]).includes(input.tage)) params.set('tage', String(input.tage));
  if (input.datenschutz) params.set('datenschutz', 'ja');
  return `${FORM_PAGE}?${params.toString()}#fehler`;
}
