/**
 * The edit form's fields as the content API names them, shared by the form (server HTML) and its
 * handler: what the form posts (strings) and how they become the API's `felder`.
 */
import type { RedaktionFelder } from '@musterstadt/cms-client';
import { yup } from '@musterstadt/ui/forms/schema';

/** The plain fields of the form, in order, with their German labels. */
export const FELDER = [
  { name: 'titel', label: 'Titel', art: 'zeile' },
  { name: 'einleitung', label: 'Einleitung', art: 'text' },
  { name: 'text', label: 'Text', art: 'text' },
  { name: 'datum_von', label: 'Beginn bzw. Datum', art: 'zeit' },
  { name: 'datum_bis', label: 'Ende', art: 'zeit' },
  { name: 'veranstaltungsort', label: 'Veranstaltungsort', art: 'zeile' },
  { name: 'bild', label: 'Bild (Adresse aus der Mediathek)', art: 'zeile' },
  { name: 'bildtext', label: 'Bildtext (Alternativtext)', art: 'zeile' },
  { name: 'bildcopyright', label: 'Bildrechte (Copyright)', art: 'zeile' },
] as const;

export type FeldName = (typeof FELDER)[number]['name'];

/** What the form posts. */
export type FormFelder = Record<FeldName, string> & { bild_dekorativ: string };

const text = (max: number) => yup.string().max(max, `Höchstens ${max} Zeichen.`).default('');

export const felderSchema = {
  titel: yup.string().trim().required('Bitte geben Sie einen Titel an.').max(300, 'Der Titel ist zu lang (höchstens 300 Zeichen).'),
  einleitung: text(3000),
  text: text(200_000),
  datum_von: text(40),
  datum_bis: text(40),
  veranstaltungsort: text(300),
  bild: text(2000),
  bildtext: text(500),
  bildcopyright: text(300),
  bild_dekorativ: yup.string().oneOf(['', 'ja']).default(''),
};

/** The browser sends line breaks of a text area as CRLF; the stored text has LF. */
const zeilen = (value: string) => value.replace(/\r\n?/g, '\n');

/** The instant of a `datetime-local` field in the API's form (Berlin wall-clock time), or null. */
const zeitpunkt = (value: string) => (value.trim() === '' ? null : value.trim());

/** The API's `felder` of what the form posted (blank is null). */
export function felderAus(values: Partial<FormFelder>): RedaktionFelder {
  const wert = (name: FeldName) => {
    const value = zeilen(values[name] ?? '').trim();
    return value === '' ? null : value;
  };
  return {
    titel: (values.titel ?? '').trim(),
    einleitung: wert('einleitung'),
    text: wert('text'),
    datum_von: zeitpunkt(values.datum_von ?? ''),
    datum_bis: zeitpunkt(values.datum_bis ?? ''),
    veranstaltungsort: wert('veranstaltungsort'),
    bild: wert('bild'),
    bildtext: wert('bildtext'),
    bildcopyright: wert('bildcopyright'),
    bild_dekorativ: values.bild_dekorativ === 'ja',
  };
}

const BERLIN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A stored instant (UTC) as the value of a `datetime-local` field in Berlin time. */
export function alsZeitfeld(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : BERLIN.format(date).replace(' ', 'T');
}

/** The form's values of stored fields (what the editor sees first). */
export function formwerte(felder: RedaktionFelder): FormFelder {
  return {
    titel: felder.titel ?? '',
    einleitung: felder.einleitung ?? '',
    text: felder.text ?? '',
    datum_von: alsZeitfeld(felder.datum_von),
    datum_bis: alsZeitfeld(felder.datum_bis),
    veranstaltungsort: felder.veranstaltungsort ?? '',
    bild: felder.bild ?? '',
    bildtext: felder.bildtext ?? '',
    bildcopyright: felder.bildcopyright ?? '',
    bild_dekorativ: felder.bild_dekorativ ? 'ja' : '',
  };
}

/** True when the posted values differ from the values the form was shown with. */
export function geaendert(values: Partial<FormFelder>, ursprung: Partial<FormFelder>): boolean {
  return JSON.stringify(felderAus(values)) !== JSON.stringify(felderAus(ursprung));
}
