import { defineTemplateOptions, Type, type TemplateOptionsInput } from '@musterstadt/shell-contract/server';

const html = (title: string, description = 'Formatierter Text (HTML).') => Type.Optional(Type.String({ title, description, contentMediaType: 'text/html' }));
const text = (title: string, description?: string) => Type.String({ title, ...(description ? { description } : {}) });
const link = (title: string, description = 'Adresse einer Seite dieser Website, z. B. /gydo/berichte/') => Type.Optional(text(title, description));

const HOME_FIELDS = {
  titel: Type.Optional(text('Überschrift')),
  text: html('Begrüßungstext'),
  fakten: Type.Optional(Type.Array(Type.Object({ wert: text('Wert', 'z. B. 742'), label: text('Beschriftung') }), { title: 'Zahlen zur Schule' })),
  kachelnTitel: Type.Optional(text('Überschrift der Kacheln')),
  kacheln: Type.Optional(
    Type.Array(Type.Object({ titel: text('Titel'), text: text('Text'), link: link('Link'), linktext: Type.Optional(text('Linktext')) }), { title: 'Kacheln' }),
  ),
  newsLink: link('Link zu allen Neuigkeiten'),
  termineLink: link('Link zu allen Terminen'),
};
const HOME_CALLS = {
  count: [0, 2],
  description: 'Die Abfragen „news“ (Neuigkeiten) und „termine“ (Termine) der Seite; die Vorlage zeigt, was die Seite hat.',
} as const;

const home = (title: string, description: string): TemplateOptionsInput => ({ title, description, fields: HOME_FIELDS, apiCalls: HOME_CALLS });

const schulfrucht = (title: string): TemplateOptionsInput => ({
  title,
  description: 'Anmeldung von Eltern für einen Helfertag beim Schulobst, mit Sicherheitsabfrage; die Schule bekommt die Anmeldung per E-Mail.',
  fields: {
    titel: Type.Optional(text('Überschrift des Formulars')),
    einleitung: html('Einleitung'),
    kontaktEmail: Type.Optional(text('E-Mail-Adresse der Schule', 'Hierhin gehen die Anmeldungen.')),
    datenschutz: link('Link zur Datenschutzerklärung', 'Standard: /datenschutz'),
  },
});

/** What a block of each schools' template takes (for the editorial area's block forms). */
export default defineTemplateOptions({
  'grundschule-home': home('Startseite einer Grundschule', 'Begrüßung, Zahlen, Kacheln, Neuigkeiten und Termine der Schule.'),
  'werkrealschule-home': home('Startseite der Werkrealschule', 'Begrüßung, Zahlen, Kacheln, Neuigkeiten und Termine der Schule.'),
  'gymnasium-home': home('Startseite des Gymnasiums', 'Begrüßung, Zahlen, Kacheln, Neuigkeiten und Termine der Schule.'),
  'berufliche-schule-home': home('Startseite der Beruflichen Schulen', 'Begrüßung, Zahlen, die Schularten als Kacheln, Neuigkeiten und Termine.'),
  'berufliche-schule-home-schulart': {
    title: 'Startseite einer Schulart',
    description: 'Eine Schulart der Beruflichen Schulen: Begrüßung, Zahlen, die Schritte der Bewerbung, die Profile als Kacheln und Neuigkeiten.',
    fields: {
      ...HOME_FIELDS,
      schritteTitel: Type.Optional(text('Überschrift der Schritte')),
      schritte: Type.Optional(Type.Array(Type.Object({ titel: text('Titel'), text: text('Text') }), { title: 'Schritte der Bewerbung' })),
    },
    apiCalls: HOME_CALLS,
  },
  'schul-downloads': {
    title: 'Downloads einer Schule',
    description: 'Formulare und Elternbriefe als Dateien, in Gruppen.',
    fields: {
      text: html('Einleitung'),
      gruppen: Type.Optional(
        Type.Array(
          Type.Object({
            titel: text('Titel der Gruppe'),
            dokumente: Type.Array(
              Type.Object({
                link: text('Datei', 'Adresse der Datei, z. B. /api/cms/dokumente/ferienplan.pdf'),
                downloadtext: Type.Optional(Type.Union([text('Linktext'), Type.Null()])),
                beschreibung: Type.Optional(Type.Union([text('Beschreibung'), Type.Null()])),
              }),
              { title: 'Dateien' },
            ),
          }),
          { title: 'Gruppen' },
        ),
      ),
    },
  },
  'schulfrucht-musterstadt': schulfrucht('Schulobst-Helfertag (Grundschule Musterstadt)'),
  'schulfrucht-aach': schulfrucht('Schulobst-Helfertag (Außenstelle Aach)'),
});
