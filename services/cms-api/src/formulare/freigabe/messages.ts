/** The approval's German messages: what a submission's publication must hold, and what a link may say. */
import { FREIGABE_TOKEN_MESSAGE } from '@musterstadt/cms-contract';

export const FREIGABE_PFAD = '/formulare/freigabe';

export const FREIGABE_MESSAGES = {
  veroeffentlichung: 'Die Angaben zur Veröffentlichung fehlen oder haben ein ungültiges Format.',
  nichtVeroeffentlichbar: 'Eingaben dieses Formulars werden nicht veröffentlicht.',
  titel: 'Der Titel fehlt oder ist zu lang (höchstens 120 Zeichen).',
  text: 'Die Beschreibung fehlt oder ist zu lang (höchstens 5000 Zeichen Text).',
  zeit: 'Beginn und Ende müssen gültige Zeitpunkte sein (JJJJ-MM-TTTHH:MM); das Ende liegt nicht vor dem Beginn.',
  rubriken: 'Die Kategorien sind ungültig.',
  kurz: (name: string) => `Die Angabe „${name}“ fehlt oder ist zu lang.`,
  controlCharacters: 'Die Angaben enthalten unzulässige Zeichen.',
  token: FREIGABE_TOKEN_MESSAGE,
  abgelaufen: 'Der Freigabe-Link ist abgelaufen.',
  bild: 'Das Bild der Veröffentlichung fehlt unter den Dateien der Eingabe oder ist keine Bilddatei.',
  branche: 'Die Branche ist ungültig.',
  plz: 'Die Postleitzahl muss fünf Ziffern haben.',
  email: 'Die E-Mail-Adresse ist ungültig.',
  zeiten: 'Die Öffnungszeiten sind ungültig (Wochentag, Beginn und Ende als HH:MM, das Ende nach dem Beginn).',
  bis: 'Das Ende des Aushangs muss ein gültiges Datum (JJJJ-MM-TT) sein.',
  erreichbar: 'Die Anzeige braucht eine Telefonnummer oder eine E-Mail-Adresse.',
  abgelehnt: 'Diese Eingabe wurde in der Redaktion abgelehnt und wird nicht veröffentlicht.',
  anzeigeAbgelaufen: (bis: string) => `Die Anzeige sollte nur bis zum ${bis} hängen und wird deshalb nicht mehr veröffentlicht.`,
} as const;
