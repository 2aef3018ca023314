import { type FileLimits, IMAGE_TYPES, MAX_FILE_BYTES } from '@musterstadt/ui/forms';
import { xorMessage } from '@musterstadt/ui/forms';

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

/** The point of a 'Breite, Länge' text, or null. */
export function parsePoint(text: string): [number, number] | null {
  const match = POINT.exec(text.trim());
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}
