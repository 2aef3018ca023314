/** Messages of the school-fruit sign-up (spec point 5), word for word. */
export const SCHULFRUCHT_MESSAGES = {
  tag: 'Bitte wählen Sie einen Tag aus der Liste',
  name: 'Bitte geben Sie Ihren Namen an',
  email:
    'Bitte geben Sie an, unter welcher Mailadresse wir mit Ihnen Kontakt aufnehmen können. Die Mailadresse muss gültig sein. Format: vorname.nachname@beispiel.de',
  telefon: 'Bitte geben Sie an, unter welcher Telefonnummer wir Sie erreichen können.',
  datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben für die Schulfrucht-Aktion einverstanden sind.',
} as const;

/** The hidden trap field: a person never fills it in, a bot does. */
export const SCHULFRUCHT_HONEYPOT = 'firma';

/** The visible fields in the order of the form (first field first). */
export const SCHULFRUCHT_FIELDS = ['tag', 'name', 'email', 'telefon', 'datenschutz'] as const;

/** A day that can be chosen, as the shell hands it to the form. */
export interface SchulfruchtTag {
  /** Row id in the days table. */
  id: string;
  /** 'YYYY-MM-DD' */
  datum: string;
  /** 'DD.MM.YYYY' (spec point 9) */
  label: string;
  /** Places still free on that day. */
  frei: number;
}

/** What the form needs to show itself: the open days and the maximum of helpers per day. */
export interface SchulfruchtDaten {
  tage: SchulfruchtTag[];
  max: number;
}

function isTag(value: unknown): value is SchulfruchtTag {
  if (!value || typeof value !== 'object') return false;
  const tag = value as Partial<SchulfruchtTag>;
  return typeof tag.id === 'string' && typeof tag.datum === 'string' && typeof tag.label === 'string' && typeof tag.frei === 'number';
}

/** Type guard for the form data a block receives. */
export function isSchulfruchtDaten(value: unknown): value is SchulfruchtDaten {
  if (!value || typeof value !== 'object') return false;
  const daten = value as Partial<SchulfruchtDaten>;
  return typeof daten.max === 'number' && Array.isArray(daten.tage) && daten.tage.every(isTag);
}
