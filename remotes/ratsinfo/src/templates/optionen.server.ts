import { defineTemplateOptions } from '@musterstadt/shell-contract/server';

const one = (description: string) => ({ count: 1, description });

/**
 * What a block of each council-information template takes (for the editorial area's block forms):
 * the pages show what the council information system answers, so their blocks name api calls only.
 */
export default defineTemplateOptions({
  'ratsinfo-anmelden': { title: 'Anmeldung für Ratsmitglieder', description: 'Das Anmeldeformular der Mitglieder des Gemeinderats.' },
  'ratsinfo-abmelden': { title: 'Abmeldung der Ratsmitglieder', description: 'Abmelden und die Bestätigung danach.' },
  'ratsinfo-passwort': { title: 'Passwort ändern (Ratsinfo)', description: 'Ein Ratsmitglied ändert sein Passwort.' },
  'ratsinfo-uebersicht': {
    title: 'Übersicht des Ratsinformationssystems',
    description: 'Gremien, Zahlen und die nächsten Sitzungen.',
    apiCalls: { count: 2, description: 'Die Abfragen „uebersicht“ (Übersicht) und „naechste“ (die nächsten Sitzungen).' },
  },
  'ratsinfo-sitzungen': {
    title: 'Sitzungskalender',
    description: 'Die Sitzungen der Gremien als Liste mit Filter.',
    apiCalls: one('Die Liste der Sitzungen.'),
  },
  'ratsinfo-sitzung': {
    title: 'Sitzung',
    description: 'Eine Sitzung mit Tagesordnung, Unterlagen und Niederschrift.',
    apiCalls: one('Die Sitzung der Adresse.'),
  },
  'ratsinfo-vorlage': { title: 'Vorlage', description: 'Eine Beschlussvorlage mit Beratungsfolge und Anlagen.', apiCalls: one('Die Vorlage der Adresse.') },
  'ratsinfo-berichte': {
    title: 'Berichte aus dem Gemeinderat',
    description: 'Die Berichte aus den Sitzungen als Liste.',
    apiCalls: one('Die Liste der Berichte.'),
  },
  'ratsinfo-personen': {
    title: 'Mitglieder des Gemeinderats',
    description: 'Die Mitglieder mit Fraktion und Gremien.',
    apiCalls: one('Die Liste der Personen.'),
  },
  'ratsinfo-gremien': {
    title: 'Gremien',
    description: 'Die Gremien als Liste oder ein Gremium mit seinen Mitgliedern und Sitzungen.',
    apiCalls: one('Die Liste der Gremien oder das Gremium der Adresse.'),
  },
  'ratsinfo-suche': {
    title: 'Suche im Ratsinformationssystem',
    description: 'Suche in Sitzungen, Vorlagen und Unterlagen.',
    apiCalls: one('Die Treffer der Suche.'),
  },
});
