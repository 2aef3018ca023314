import { defineTemplateOptions } from '@musterstadt/shell-contract/server';

const one = (description: string) => ({ count: 1, description });

/**
 * What a block of each intranet template takes (for the editorial area's block forms): the pages
 * show what the intranet's api calls answer, so their blocks name api calls only.
 */
export default defineTemplateOptions({
  'intranet-anmelden': { title: 'Anmeldung zum Intranet', description: 'Das Anmeldeformular der Beschäftigten.' },
  'intranet-abmelden': { title: 'Abmeldung vom Intranet', description: 'Abmelden und die Bestätigung danach.' },
  'intranet-start': {
    title: 'Startseite des Intranets',
    description: 'Die Rubriken und je Rubrik die neuesten Beiträge.',
    apiCalls: { count: [1, 20], description: 'Die Abfrage „rubriken“ und je Rubrik eine Abfrage ihrer neuesten Beiträge.' },
  },
  'intranet-rubriken': { title: 'Rubriken des Intranets', description: 'Alle Rubriken als Übersicht.', apiCalls: one('Die Liste der Rubriken.') },
  'intranet-rubrik': { title: 'Rubrik des Intranets', description: 'Die Beiträge einer Rubrik.', apiCalls: one('Die Rubrik der Adresse mit ihren Beiträgen.') },
  'intranet-text': { title: 'Beitrag im Intranet', description: 'Ein Beitrag mit Anhängen.', apiCalls: one('Der Beitrag der Adresse.') },
  'intranet-archiv': {
    title: 'Dokumentenarchiv',
    description: 'Die Dokumente des Intranets nach Themen, mit Filter.',
    apiCalls: { count: 2, description: 'Zuerst die Liste der Themen, dann die der Dokumente.' },
  },
  'intranet-suche': { title: 'Suche im Intranet', description: 'Suche in Beiträgen und Dokumenten.', apiCalls: one('Die Treffer der Suche.') },
});
