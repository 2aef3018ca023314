import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { isoDate } from '@musterstadt/ui';
import { dateString, multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

/** Guided-tour request of the tourist office. */
export const FUEHRUNGEN = [
  { value: 'altstadt', label: 'Fachwerk und Altstadt (90 Minuten)' },
  { value: 'nachtwaechter', label: 'Mit dem Nachtwächter durch die Gassen (60 Minuten)' },
  { value: 'barfusspark', label: 'Geführter Rundgang im Barfußpark (90 Minuten)' },
  { value: 'museum', label: 'Heimatmuseum (60 Minuten)' },
] as const;

export const FUEHRUNG_SPRACHEN = [
  { value: 'deutsch', label: 'Deutsch' },
  { value: 'englisch', label: 'Englisch' },
  { value: 'franzoesisch', label: 'Französisch' },
] as const;

export const FUEHRUNG_INTERESSEN = [
  { value: 'fachwerk', label: 'Fachwerk und Baukunst' },
  { value: 'geschichte', label: 'Stadtgeschichte' },
  { value: 'natur', label: 'Natur und Schwarzwald' },
  { value: 'kulinarik', label: 'Kulinarisches aus der Region' },
] as const;

export const FUEHRUNG_LABELS = {
  fuehrung: 'Welche Führung?',
  datum: 'Wunschtermin',
  gruppe: 'Anzahl der Personen',
  sprache: 'Sprache der Führung',
  interessen: 'Was interessiert Ihre Gruppe besonders?',
  name: 'Vor- und Nachname',
  email: 'E-Mail-Adresse',
  telefon: 'Telefonnummer (freiwillig)',
  anmerkungen: 'Anmerkungen (freiwillig)',
} as const;

export const FUEHRUNG_MESSAGES = {
  fuehrung: 'Bitte wählen Sie eine Führung aus.',
  datum: 'Bitte geben Sie Ihren Wunschtermin als Datum an (TT.MM.JJJJ).',
  datumZukunft: 'Bitte wählen Sie einen Tag nach dem heutigen.',
  gruppe: 'Bitte geben Sie die Anzahl der Personen an (1 bis 50).',
  sprache: 'Bitte wählen Sie die Sprache der Führung.',
  interessen: 'Bitte wählen Sie nur Themen aus der Liste.',
  name: 'Bitte geben Sie Ihren Namen an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  anmerkungen: 'Bitte fassen Sie Ihre Anmerkungen in höchstens 1000 Zeichen.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

export const FUEHRUNG_HONEYPOT = 'firma';

export const FUEHRUNG_FIELDS = [
  'fuehrung',
  'datum',
  'gruppe',
  'sprache',
  'interessen',
  'name',
  'email',
  'telefon',
  'anmerkungen',
  'datenschutz',
  'captcha',
] as const;

const M = FUEHRUNG_MESSAGES;
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

export const fuehrungSchema = yup
  .object({
    fuehrung: yup.string().required(M.fuehrung).oneOf(values(FUEHRUNGEN), M.fuehrung),
    // The day after today in the town, whenever the schema runs.
    datum: dateString({ message: M.datum })
      .required(M.datum)
      .test('zukunft', M.datumZukunft, (value) => !value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value > isoDate(new Date())),
    gruppe: yup
      .string()
      .trim()
      .required(M.gruppe)
      .matches(/^\d{1,2}$/, M.gruppe)
      .test('anzahl', M.gruppe, (value) => !value || (Number(value) >= 1 && Number(value) <= 50)),
    sprache: yup.string().required(M.sprache).oneOf(values(FUEHRUNG_SPRACHEN), M.sprache),
    interessen: yup
      .array(yup.string().required(M.interessen).oneOf(values(FUEHRUNG_INTERESSEN), M.interessen))
      .default([])
      .max(FUEHRUNG_INTERESSEN.length, M.interessen),
    name: yup.string().trim().required(M.name).min(2, M.name).max(100, M.name).matches(PRINTABLE, M.name),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    anmerkungen: multilineText().default('').max(1000, M.anmerkungen).matches(PRINTABLE_LINES, { message: M.anmerkungen, excludeEmptyString: true }),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [FUEHRUNG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type FuehrungValues = InferType<typeof fuehrungSchema>;
