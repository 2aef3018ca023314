import { defineTemplateOptions, Type } from '@musterstadt/shell-contract/server';

/** What a block of each fire-brigade template takes (for the editorial area's block forms). */
export default defineTemplateOptions({
  'feuerwehr-home': {
    title: 'Startseite der Feuerwehr',
    description: 'Begrüßung mit Notruf, die neuesten Meldungen, Einsätze und Termine der Feuerwehr.',
    fields: {
      titel: Type.Optional(Type.String({ title: 'Überschrift' })),
      text: Type.Optional(Type.String({ title: 'Begrüßungstext', description: 'Formatierter Text (HTML).', contentMediaType: 'text/html' })),
      notruf: Type.Optional(Type.String({ title: 'Notrufnummer', description: 'Wird als Telefonlink gezeigt, z. B. 112.' })),
    },
    apiCalls: {
      count: [1, 3],
      description: 'Zuerst die Liste der Meldungen; dazu die Abfragen „einsaetze“ (Einsatzberichte) und „termine“ (Termine), wenn die Seite sie hat.',
    },
  },
  'feuerwehr-einsaetze': {
    title: 'Einsatzberichte',
    description: 'Die Einsatzberichte der Feuerwehr als Liste mit Seitenblättern.',
    fields: {
      text: Type.Optional(Type.String({ title: 'Einleitung', description: 'Formatierter Text (HTML) über der Liste.', contentMediaType: 'text/html' })),
    },
    apiCalls: { count: 1, description: 'Die Liste der Einsatzberichte.' },
  },
});
