import { defineTemplateOptions, Type } from '@musterstadt/shell-contract/server';

const html = (title: string) => Type.Optional(Type.String({ title, description: 'Formatierter Text (HTML).', contentMediaType: 'text/html' }));
const text = (title: string, description?: string) => Type.String({ title, ...(description ? { description } : {}) });
const zeit = (title: string) => Type.String({ title, pattern: '^\\d{1,2}:\\d{2}$', description: 'Uhrzeit, z. B. 15:00' });

/** What a block of each youth-centre template takes (for the editorial area's block forms). */
export default defineTemplateOptions({
  'jugendhaus-home': {
    title: 'Startseite des Jugendhauses',
    description: 'Begrüßung, Öffnungszeiten des offenen Treffs, Kacheln zu den Angeboten, Neuigkeiten und Termine.',
    fields: {
      titel: Type.Optional(text('Überschrift')),
      text: html('Begrüßungstext'),
      offenerTreff: Type.Optional(
        Type.Array(
          Type.Object({
            tagtyp: Type.Union(
              ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'].map((tag) => Type.Literal(tag)),
              { title: 'Tag' },
            ),
            beginn: zeit('Beginn'),
            ende: zeit('Ende'),
          }),
          { title: 'Öffnungszeiten des offenen Treffs' },
        ),
      ),
      kachelnTitel: Type.Optional(text('Überschrift der Kacheln')),
      kacheln: Type.Optional(
        Type.Array(
          Type.Object({ titel: text('Titel'), text: text('Text'), link: Type.Optional(text('Link', 'Adresse einer Seite, z. B. /jugendhaus/angebote')) }),
          {
            title: 'Kacheln',
          },
        ),
      ),
    },
    apiCalls: { count: [1, 2], description: 'Die Abfragen „aktuelles“ (Neuigkeiten) und „termine“ (Termine) der Seite.' },
  },
  'jugendhaus-angebote': {
    title: 'Angebote des Jugendhauses',
    description: 'Die Angebote mit Zeiten, Zielgruppe und Ort.',
    fields: {
      text: html('Einleitung'),
      angebote: Type.Optional(
        Type.Array(
          Type.Object({
            titel: text('Titel'),
            text: text('Beschreibung'),
            wann: Type.Optional(text('Wann')),
            fuer: Type.Optional(text('Für wen')),
            wo: Type.Optional(text('Wo')),
          }),
          { title: 'Angebote' },
        ),
      ),
    },
  },
});
