import { defineTemplateOptions } from '@musterstadt/shell-contract/server';

const calls = (count: number | readonly [number, number], description: string) => ({ count, description });

/**
 * What a block of each template of the editorial area takes. These are the editors' own screens,
 * never built from blocks by an editor; they declare too (api calls only), so the rule has no exceptions.
 */
export default defineTemplateOptions({
  'redaktion-anmelden': { title: 'Anmeldung zur Redaktion', description: 'Das Anmeldeformular der Redaktion.' },
  'redaktion-abmelden': { title: 'Abmeldung von der Redaktion', description: 'Abmelden und die Bestätigung danach.' },
  'redaktion-start': { title: 'Start der Redaktion', description: 'Die Aufgaben der angemeldeten Person.', apiCalls: calls(1, 'Die Abfrage „aufgaben“.') },
  'redaktion-inhalte': {
    title: 'Inhalte',
    description: 'Die Inhalte der eigenen Bereiche mit Filter und Seitenblättern.',
    apiCalls: calls(1, 'Die Abfrage „inhalte“.'),
  },
  'redaktion-neu': { title: 'Neuer Inhalt', description: 'Einen Inhalt anlegen.' },
  'redaktion-inhalt': {
    title: 'Inhalt bearbeiten',
    description: 'Das Bearbeitungsformular eines Inhalts mit Prüfungen, Vorschau und Freigabe.',
    apiCalls: calls(
      9,
      'Die Abfragen „inhalt“, „bilder“ und „pdfs“ (Mediathek), die vier Listen des Wegweisers (Einheiten, Personen, Formulare, Leistungen), aus denen ein Eintrag des Wegweisers verweist, „aemter“, die Ämter einer Person des Mitarbeiterverzeichnisses, und „archiv_themen“, die Themen des Dokumentenarchivs.',
    ),
  },
  'redaktion-seite': {
    title: 'Seite bearbeiten',
    description: 'Eine Seite anlegen oder mit ihren Blöcken bearbeiten; ihre Weiterleitungen.',
    apiCalls: calls([0, 3], 'Die Abfragen „inhalt“, „weiterleitungen“ und „bilder“ (Mediathek) (keine beim Anlegen).'),
  },
  'redaktion-sitzung': {
    title: 'Sitzung bearbeiten',
    description: 'Das Bearbeitungsformular einer Sitzung des Gemeinderats: Gremium, Termin, Ort, Tagesordnung und Dateien.',
    apiCalls: calls(4, 'Die Abfragen „inhalt“, „pdfs“ (PDF-Dateien der Mediathek), „gremien“ und „vorlagen“ (veröffentlichte Vorlagen).'),
  },
  'redaktion-verlauf': {
    title: 'Versionen eines Inhalts',
    description: 'Die Versionen eines Inhalts.',
    apiCalls: calls(2, 'Die Abfragen „verlauf“ und „inhalt“.'),
  },
  'redaktion-vergleich': {
    title: 'Versionen vergleichen',
    description: 'Zwei Versionen eines Inhalts nebeneinander.',
    apiCalls: calls(2, 'Die Abfragen „vergleich“ und „inhalt“.'),
  },
  'redaktion-konten': {
    title: 'Konten der Redaktion',
    description: 'Die Konten und Bereiche (nur Administration).',
    apiCalls: calls(2, 'Die Abfragen „konten“ und „bereiche“.'),
  },
  'redaktion-konto': {
    title: 'Konto der Redaktion',
    description: 'Ein Konto anlegen oder bearbeiten (nur Administration).',
    apiCalls: calls([1, 2], 'Die Abfrage „bereiche“ und, für ein bestehendes Konto, „konto“.'),
  },
  'redaktion-mitarbeitende': {
    title: 'Zugänge zum Intranet',
    description: 'Beschäftigte einladen, Links für ein neues Passwort schicken, Zugänge beenden (nur Administration).',
    apiCalls: calls(1, 'Die Abfrage „mitarbeitende“.'),
  },
  'redaktion-ratsmitglieder': {
    title: 'Ratsmitglieder',
    description:
      'Ratsmitglieder mit Partei und Gremien (Administration und Sitzungsdienst); einladen und Links für ein neues Passwort schicken (nur Administration).',
    apiCalls: calls(1, 'Die Abfrage „ratsmitglieder“.'),
  },
  'redaktion-ratsmitglied': {
    title: 'Ratsmitglied bearbeiten',
    description:
      'Die öffentlichen Angaben und Mitgliedschaften eines Ratsmitglieds ändern (Administration und Sitzungsdienst), sein Konto beenden (nur Administration).',
    apiCalls: calls(1, 'Die Abfrage „ratsmitglied“.'),
  },
  'redaktion-zugang': {
    title: 'Passwort festlegen',
    description: 'Die öffentliche Seite der Links aus Einladung und Passwort-E-Mail.',
    apiCalls: calls(1, 'Die Abfrage „zugang“ mit dem Token des Links.'),
  },
  'redaktion-protokoll': {
    title: 'Protokoll',
    description: 'Das Protokoll der Änderungen (nur Administration).',
    apiCalls: calls(1, 'Die Abfrage „protokoll“.'),
  },
  'redaktion-medien': { title: 'Mediathek', description: 'Bilder und Dateien hochladen und finden.', apiCalls: calls(1, 'Die Abfrage „medien“.') },
  'redaktion-medium': { title: 'Datei der Mediathek', description: 'Eine Datei mit Angaben und Verwendung.', apiCalls: calls(1, 'Die Abfrage „medium“.') },
  'redaktion-passwort': { title: 'Eigenes Passwort', description: 'Das eigene Passwort ändern.' },
  'redaktion-anmeldungen': {
    title: 'Eigene Anmeldungen',
    description: 'Die eigenen Anmeldungen sehen und beenden.',
    apiCalls: calls(1, 'Die Abfrage „sitzungen“.'),
  },
  'redaktion-eingaenge': {
    title: 'Eingänge',
    description: 'Die Meldungen von Bürgerinnen und Bürgern, die auf eine Freigabe warten: prüfen, freigeben oder mit Begründung ablehnen.',
    apiCalls: calls(1, 'Die Abfrage „eingaenge“.'),
  },
  'redaktion-abfallkalender': {
    title: 'Abfallkalender importieren',
    description: 'Die Abfuhrtermine eines Jahres aus der CSV-Datei des Entsorgers übernehmen und freigeben.',
    apiCalls: calls(1, 'Die Abfrage „importe“.'),
  },
  'redaktion-menues': { title: 'Menüs', description: 'Die Menüs der eigenen Bereiche.', apiCalls: calls(1, 'Die Abfrage „menues“.') },
  'redaktion-menue': {
    title: 'Menü bearbeiten',
    description: 'Die Einträge eines Menüs als Baum: hinzufügen, umbenennen, verschieben, einrücken; Freigabe.',
    apiCalls: calls(1, 'Die Abfrage „menue“.'),
  },
});
