import { EMAIL, PRINTABLE, PRINTABLE_LINES } from '@musterstadt/cms-contract/rules';
import { type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES, multilineText, PHONE, xorMessage, yup } from '@musterstadt/ui/forms';
import type { InferType } from 'yup';
import { captchaFields } from './captcha';

/** Damage report to the building yard: what, where (an address or a point on the map), photos, contact optional. */
export const SCHADEN_ARTEN = [
  { value: 'strasse', label: 'Schlagloch oder Schaden an Straße und Gehweg' },
  { value: 'beleuchtung', label: 'Straßenlaterne defekt' },
  { value: 'verkehrszeichen', label: 'Verkehrszeichen oder Ampel beschädigt' },
  { value: 'spielplatz', label: 'Schaden an Spielplatz oder Sitzbank' },
  { value: 'muell', label: 'Wilder Müll oder überfüllter Abfallbehälter' },
  { value: 'gruen', label: 'Umgestürzter Baum oder Ast, zugewachsener Weg' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;

export const SCHADENSMELDUNG_LABELS = {
  art: 'Was ist beschädigt?',
  beschreibung: 'Beschreibung des Schadens',
  adresse: 'Adresse oder Ortsangabe',
  standort: 'Punkt auf der Karte',
  fotos: 'Fotos (freiwillig)',
  name: 'Name (freiwillig)',
  email: 'E-Mail-Adresse (freiwillig)',
  telefon: 'Telefonnummer (freiwillig)',
} as const;

export const SCHADENSMELDUNG_MESSAGES = {
  art: 'Bitte wählen Sie aus, was beschädigt ist.',
  beschreibung: 'Bitte beschreiben Sie den Schaden (10 bis 2000 Zeichen).',
  adresse: 'Bitte geben Sie eine Adresse oder Ortsangabe mit 3 bis 200 Zeichen an.',
  standort: 'Bitte geben Sie den Punkt als zwei Zahlen an, wie eine Karten-App sie für den Ort zeigt, z. B. 48.0521, 8.2103.',
  ort: xorMessage(SCHADENSMELDUNG_LABELS.adresse, SCHADENSMELDUNG_LABELS.standort),
  name: 'Bitte geben Sie einen Namen mit höchstens 100 Zeichen an.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .).',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.',
} as const;

/** Up to three photos, pictures only, 10 MB each. */
export const SCHADEN_FOTOS: FileLimits = { types: IMAGE_TYPES, maxBytes: MAX_FILE_BYTES, maxFiles: 3 };

export const SCHADENSMELDUNG_HONEYPOT = 'firma';

/** The visible fields in the order of the form. */
export const SCHADENSMELDUNG_FIELDS = ['art', 'beschreibung', 'adresse', 'standort', 'fotos', 'name', 'email', 'telefon', 'datenschutz', 'captcha'] as const;

/** 'Breite, Länge' in decimal degrees. */
const POINT = /^(-?\d{1,2}(?:\.\d{1,8})?)\s*[,;]\s*(-?\d{1,3}(?:\.\d{1,8})?)$/;
const M = SCHADENSMELDUNG_MESSAGES;

/** The point of a 'Breite, Länge' text, or null. */
export function parsePoint(text: string): [number, number] | null {
  const match = POINT.exec(text.trim());
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

export const schadensmeldungSchema = yup
  .object({
    art: yup
      .string()
      .required(M.art)
      .oneOf(
        SCHADEN_ARTEN.map((a) => a.value),
        M.art,
      ),
    beschreibung: multilineText().required(M.beschreibung).min(10, M.beschreibung).max(2000, M.beschreibung).matches(PRINTABLE_LINES, M.beschreibung),
    adresse: yup
      .string()
      .trim()
      .default('')
      .max(200, M.adresse)
      .matches(PRINTABLE, { message: M.adresse, excludeEmptyString: true })
      .test('laenge', M.adresse, (value) => !value || value.length >= 3),
    standort: yup
      .string()
      .trim()
      .default('')
      .max(60, M.standort)
      .test('punkt', M.standort, (value) => !value || parsePoint(value) !== null),
    name: yup.string().trim().default('').max(100, M.name).matches(PRINTABLE, { message: M.name, excludeEmptyString: true }),
    email: yup.string().trim().default('').max(254, M.email).matches(EMAIL, { message: M.email, excludeEmptyString: true }),
    telefon: yup
      .string()
      .trim()
      .default('')
      .max(40, M.telefon)
      .matches(PHONE, { message: M.telefon, excludeEmptyString: true })
      .test('ziffern', M.telefon, (value) => !value || value.replace(/\D/g, '').length >= 4),
    datenschutz: yup.boolean().required(M.datenschutz).isTrue(M.datenschutz),
    ...captchaFields,
    [SCHADENSMELDUNG_HONEYPOT]: yup.string().max(500).default(''),
  })
  .xor('adresse', 'standort', M.ort)
  .noUnknown();

export type SchadensmeldungValues = InferType<typeof schadensmeldungSchema>;
