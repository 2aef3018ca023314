import { VEREIN_KATEGORIEN } from '@musterstadt/cms-contract/kategorien';
import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { multilineText, PHONE, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

/** Club form: a club asks to be listed in the town's club directory (published after approval). */
export { VEREIN_KATEGORIEN };

export const VEREIN_LABELS = {
  vereinsname: 'Name des Vereins',
  ort: 'Vereinsheim oder Treffpunkt',
  webseite: 'Website des Vereins (freiwillig)',
  beschreibung: 'Was bietet Ihr Verein?',
  kategorien: 'Kategorien',
  ansprechperson: 'Ansprechperson (Vor- und Nachname)',
  email: 'E-Mail-Adresse der Ansprechperson',
  telefon: 'Telefonnummer (freiwillig)',
  funktion: 'Funktion im Verein (freiwillig)',
} as const;

export const VEREIN_MESSAGES = {
  vereinsname: 'Bitte geben Sie den Namen des Vereins an (3 bis 120 Zeichen).',
  ort: 'Bitte geben Sie das Vereinsheim oder den Treffpunkt an (3 bis 150 Zeichen).',
  webseite: 'Bitte geben Sie die Website mit https:// an, z. B. https://www.verein-musterstadt.de, oder lassen Sie das Feld leer.',
  beschreibung: 'Bitte beschreiben Sie Ihren Verein in 20 bis 1000 Zeichen.',
  kategorien: 'Bitte wählen Sie mindestens eine Kategorie aus der Liste.',
  ansprechperson: 'Bitte geben Sie die Ansprechperson an (2 bis 100 Zeichen).',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
  funktion: 'Bitte fassen Sie die Funktion in höchstens 80 Zeichen.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung und Veröffentlichung Ihrer Angaben einverstanden sind.',
} as const;

export const VEREIN_HONEYPOT = 'fax';

export const VEREIN_FIELDS = [
  'vereinsname',
  'ort',
  'webseite',
  'beschreibung',
  'kategorien',
  'ansprechperson',
  'funktion',
  'email',
  'telefon',
  'datenschutz',
  'captcha',
] as const;

const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const M = VEREIN_MESSAGES;

const plain = (max: number, message: string, min = 2) => yup.string().trim().required(message).min(min, message).max(max, message).matches(PRINTABLE, message);

export const vereinSchema = yup
  .object({
    vereinsname: plain(120, M.vereinsname, 3),
    ort: plain(150, M.ort, 3),
    webseite: yup.string().trim().default('').max(200, M.webseite).matches(WEBSITE, { message: M.webseite, excludeEmptyString: true }),
    beschreibung: multilineText().required(M.beschreibung).min(20, M.beschreibung).max(1000, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    kategorien: yup
      .array(
        yup
          .string()
          .required(M.kategorien)
          .oneOf(
            VEREIN_KATEGORIEN.map((k) => k.value),
            M.kategorien,
          ),
      )
      .default([])
      .min(1, M.kategorien)
      .max(VEREIN_KATEGORIEN.length, M.kategorien),
    ansprechperson: plain(100, M.ansprechperson),
    funktion: yup.string().trim().default('').max(80, M.funktion).matches(PRINTABLE, M.funktion),
    email: yup.string().trim().required(M.email).max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [VEREIN_HONEYPOT]: yup.string().max(500).default(''),
  })
  .noUnknown();

export type VereinValues = InferType<typeof vereinSchema>;
