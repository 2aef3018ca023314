import { defineTemplateOptions, Type } from '@musterstadt/shell-contract/server';

const html = (title: string, description = 'Formatierter Text (HTML).') => Type.Optional(Type.String({ title, description, contentMediaType: 'text/html' }));
const text = (title: string, description?: string) => Type.String({ title, ...(description ? { description } : {}) });

const oeffnungszeiten = Type.Optional(
  Type.Array(
    Type.Object({
      typ: Type.Union([Type.Literal('allgemein'), Type.Literal('service'), Type.Literal('telefon')], { title: 'Art der Zeiten' }),
      hinweis: Type.Optional(Type.Union([text('Hinweis'), Type.Null()])),
      zeiten: Type.Array(
        Type.Object({
          tagtyp: Type.Union(
            ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'].map((tag) => Type.Literal(tag)),
            { title: 'Tag' },
          ),
          beginn: Type.String({ title: 'Beginn', pattern: '^\\d{1,2}:\\d{2}$', description: 'Uhrzeit, z. B. 10:00' }),
          ende: Type.String({ title: 'Ende', pattern: '^\\d{1,2}:\\d{2}$', description: 'Uhrzeit, z. B. 18:00' }),
        }),
        { title: 'Regelmäßige Zeiten' },
      ),
      abweichend: Type.Optional(
        Type.Array(
          Type.Object({
            beginn: text('Beginn', 'Datum und Uhrzeit (ISO 8601)'),
            ende: text('Ende', 'Datum und Uhrzeit (ISO 8601)'),
            zusatztext: Type.Optional(Type.Union([text('Zusatztext'), Type.Null()])),
          }),
          { title: 'Abweichende Zeiten', description: 'Etwa Winterpause oder Hauptsaison.' },
        ),
      ),
    }),
    { title: 'Öffnungszeiten' },
  ),
);
const parken = Type.Optional(
  Type.Object(
    { stunden: Type.Number({ title: 'Stunden', minimum: 0 }), hoechstbetrag: Type.Number({ title: 'Höchstbetrag in Euro', minimum: 0 }) },
    { title: 'Parken', description: 'Höchstbetrag der Parkgebühr für die genannte Zahl von Stunden.' },
  ),
);

/** What a block of each barefoot-park template takes (for the editorial area's block forms). */
export default defineTemplateOptions({
  'barfusspark-home': {
    title: 'Startseite des Barfußparks',
    description: 'Begrüßung, Zahlen zum Park, die heutigen Öffnungszeiten, Eintritt und Parken sowie Kacheln zu den Unterseiten.',
    fields: {
      titel: Type.Optional(text('Überschrift')),
      text: html('Begrüßungstext'),
      fakten: Type.Optional(Type.Array(Type.Object({ wert: text('Wert', 'z. B. 2,4 km'), label: text('Beschriftung') }), { title: 'Zahlen zum Park' })),
      oeffnungszeiten,
      parken,
      kachelnTitel: Type.Optional(text('Überschrift der Kacheln')),
      kacheln: Type.Optional(
        Type.Array(
          Type.Object({ titel: text('Titel'), text: text('Text'), link: Type.Optional(text('Link', 'Adresse einer Seite, z. B. /barfusspark/anfahrt/')) }),
          {
            title: 'Kacheln',
          },
        ),
      ),
    },
  },
  'barfusspark-angebote': {
    title: 'Angebote und Führungen',
    description: 'Die Führungen und Angebote des Parks mit Dauer, Preis, Teilnehmenden und Terminen.',
    fields: {
      text: html('Einleitung'),
      angebote: Type.Optional(
        Type.Array(
          Type.Object({
            titel: text('Titel'),
            text: text('Beschreibung'),
            dauer: Type.Optional(text('Dauer')),
            preis: Type.Optional(Type.Union([Type.Number({ title: 'Preis in Euro', minimum: 0, description: '0 heißt kostenlos.' }), Type.Null()])),
            preisHinweis: Type.Optional(text('Hinweis zum Preis')),
            teilnehmende: Type.Optional(text('Für wen')),
            termine: Type.Optional(text('Termine')),
          }),
          { title: 'Angebote' },
        ),
      ),
    },
  },
  'barfusspark-oeffnungszeiten': {
    title: 'Öffnungszeiten und Preise des Barfußparks',
    description: 'Die Öffnungszeiten mit Abweichungen, Eintritt und Parken.',
    fields: { text: html('Einleitung'), oeffnungszeiten, parken },
  },
});
