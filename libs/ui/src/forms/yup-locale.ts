import * as yup from 'yup';
import type { LocaleObject } from 'yup';
import { formatDate } from '../format';

export const NOT_TYPE_MESSAGE = 'Bitte geben Sie einen gültigen Wert ein.';

/** yup's default messages in German (spec point 5: the form library uses the German locale). */
const GERMAN_LOCALE: LocaleObject = {
  mixed: {
    default: 'Bitte prüfen Sie diese Angabe.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    defined: 'Bitte füllen Sie dieses Feld aus.',
    notNull: 'Bitte füllen Sie dieses Feld aus.',
    notType: NOT_TYPE_MESSAGE,
    oneOf: 'Bitte wählen Sie einen der vorgegebenen Werte.',
    notOneOf: 'Dieser Wert ist nicht zulässig.',
  },
  string: {
    length: ({ length }) => `Bitte geben Sie genau ${length} Zeichen ein.`,
    min: ({ min }) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
    max: ({ max }) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
    matches: 'Bitte prüfen Sie das Format Ihrer Eingabe.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    url: 'Bitte geben Sie eine gültige Internetadresse ein.',
    uuid: 'Bitte geben Sie eine gültige Kennung ein.',
    datetime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
    datetime_offset: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit und Zeitzone ein.',
    datetime_precision: ({ precision }) => `Bitte geben Sie die Uhrzeit mit ${precision} Nachkommastellen an.`,
    trim: 'Bitte entfernen Sie Leerzeichen am Anfang und am Ende.',
    lowercase: 'Bitte verwenden Sie nur Kleinbuchstaben.',
    uppercase: 'Bitte verwenden Sie nur Großbuchstaben.',
  },
  number: {
    min: ({ min }) => `Bitte geben Sie eine Zahl ab ${min} ein.`,
    max: ({ max }) => `Bitte geben Sie eine Zahl bis ${max} ein.`,
    lessThan: ({ less }) => `Bitte geben Sie eine Zahl kleiner als ${less} ein.`,
    moreThan: ({ more }) => `Bitte geben Sie eine Zahl größer als ${more} ein.`,
    positive: 'Bitte geben Sie eine positive Zahl ein.',
    negative: 'Bitte geben Sie eine negative Zahl ein.',
    integer: 'Bitte geben Sie eine ganze Zahl ein.',
  },
  date: {
    min: ({ min }) => `Bitte wählen Sie ein Datum ab dem ${formatDate(min)}.`,
    max: ({ max }) => `Bitte wählen Sie ein Datum bis zum ${formatDate(max)}.`,
  },
  boolean: {
    isValue: 'Bitte bestätigen Sie diese Angabe.',
  },
  object: {
    noUnknown: 'Das Formular enthält Felder, die es nicht kennt.',
    exact: 'Das Formular enthält Felder, die es nicht kennt.',
  },
  array: {
    length: ({ length }) => `Bitte wählen Sie genau ${length} Einträge aus.`,
    min: ({ min }) => `Bitte wählen Sie mindestens ${min} Einträge aus.`,
    max: ({ max }) => `Bitte wählen Sie höchstens ${max} Einträge aus.`,
  },
  tuple: {
    notType: NOT_TYPE_MESSAGE,
  },
};

yup.setLocale(GERMAN_LOCALE);

/** yup with the German locale applied: build every form schema from this export. */
export { yup };
