import { defineTemplateOptions, Type, type TemplateOptionsInput } from '@musterstadt/shell-contract/server';

const html = (title: string, description = 'Formatierter Text (HTML).') => Type.Optional(Type.String({ title, description, contentMediaType: 'text/html' }));
const text = (title: string, description?: string) => Type.String({ title, ...(description ? { description } : {}) });
const optional = (title: string, description?: string) => Type.Optional(text(title, description));
const link = (title: string, description = 'Adresse einer Seite dieser Website, z. B. /aktuelles') => optional(title, description);
const one = (description: string) => ({ count: 1, description });

/** A list or detail page of one api call's answer, without options of its own. */
const shows = (title: string, description: string, call: string): TemplateOptionsInput => ({ title, description, apiCalls: one(call) });

/** A teaser of a list with a heading and a link to the whole list. */
const teaser = (title: string, description: string, call: string): TemplateOptionsInput => ({
  title,
  description,
  fields: { titel: optional('Überschrift'), link: link('Link zur ganzen Liste'), linktext: optional('Linktext') },
  apiCalls: one(call),
});

/** A citizens' form with a security question: heading, introduction and the privacy link. */
const form = (title: string, description: string): TemplateOptionsInput => ({
  title,
  description,
  fields: {
    titel: optional('Überschrift des Formulars'),
    einleitung: html('Einleitung'),
    datenschutz: link('Link zur Datenschutzerklärung', 'Standard: /datenschutz'),
  },
});

/** A part of the service guide: its list or, with `ansicht: 'detail'`, one entry. */
const guide = (title: string, description: string, call: string): TemplateOptionsInput => ({
  title,
  description,
  fields: {
    ansicht: Type.Optional(
      Type.Union([Type.Literal('liste'), Type.Literal('detail')], { title: 'Ansicht', description: 'Liste aller Einträge oder ein Eintrag (Detailseite).' }),
    ),
    einleitung: html('Einleitung'),
  },
  apiCalls: one(call),
});

/** What a block of each town template takes (for the editorial area's block forms). */
export default defineTemplateOptions({
  portal: shows('Portalseite', 'Die Module eines Portals (Startseite, Gäste, Verwaltung, Wirtschaft).', 'Die Module des Portals.'),
  text: { title: 'Text', description: 'Ein Textabschnitt mit Überschrift.', fields: { titel: optional('Überschrift'), text: html('Text') } },
  'artikel-liste': shows('Nachrichtenliste', 'Meldungen als Liste mit Filter und Seitenblättern.', 'Die Liste der Meldungen.'),
  'artikel-detail': shows('Nachricht', 'Eine Meldung mit Bild, Text, Links und Dokumenten.', 'Die Meldung der Adresse.'),
  'artikel-teaser': teaser('Nachrichten-Anreißer', 'Die neuesten Meldungen mit Link zu allen.', 'Die Liste der Meldungen.'),
  'veranstaltung-liste': shows('Veranstaltungskalender', 'Veranstaltungen als Liste mit Filter und Seitenblättern.', 'Die Liste der Veranstaltungen.'),
  'veranstaltung-detail': shows('Veranstaltung', 'Eine Veranstaltung mit Ort, Zeit und Kalendereintrag.', 'Die Veranstaltung der Adresse.'),
  'veranstaltung-teaser': teaser('Veranstaltungs-Anreißer', 'Die nächsten Veranstaltungen mit Link zu allen.', 'Die Liste der Veranstaltungen.'),
  'schwarzes-brett': {
    title: 'Schwarzes Brett',
    description: 'Die Meldungen des Schwarzen Bretts mit Filter nach Rubriken.',
    fields: {
      rubriken: Type.Optional(
        Type.Array(
          Type.Object({
            id: Type.Integer({ title: 'Nummer der Rubrik' }),
            titel: text('Titel'),
            detailURL: Type.Optional(Type.Union([text('Adresse der gefilterten Liste'), Type.Null()])),
          }),
          { title: 'Rubriken', description: 'Die Rubriken, nach denen Besucher filtern können.' },
        ),
      ),
    },
    apiCalls: one('Die Liste der Meldungen.'),
  },
  'schwarzes-brett-detail': shows('Meldung am Schwarzen Brett', 'Eine Meldung mit Kontakt.', 'Die Meldung der Adresse.'),
  'schwarzes-brett-block': teaser('Meldungen am Schwarzen Brett (Kasten)', 'Einige Meldungen als Kasten, etwa Fundsachen.', 'Die Liste der Meldungen.'),
  'schwarzes-brett-portal': teaser('Meldungen am Schwarzen Brett (Portal)', 'Die neuesten Meldungen für ein Portal.', 'Die Liste der Meldungen.'),
  mitarbeiter: shows('Ansprechpartner', 'Kontaktkarten von Mitarbeiterinnen und Mitarbeitern.', 'Die Liste der Personen.'),
  'mitarbeiter-liste': {
    title: 'Mitarbeiterverzeichnis',
    description: 'Alle Mitarbeiterinnen und Mitarbeiter von A bis Z.',
    fields: { titel: optional('Überschrift') },
    apiCalls: one('Die Liste der Personen.'),
  },
  aemter: shows('Ämter', 'Die Ämter der Verwaltung als Liste.', 'Die Liste der Ämter.'),
  'amt-detail': shows('Amt', 'Ein Amt mit Aufgaben, Kontakt, Öffnungszeiten und Personen.', 'Das Amt der Adresse.'),
  oeffnungszeiten: {
    title: 'Öffnungszeiten',
    description: 'Die Öffnungszeiten eines Amts oder einer Einrichtung, auf Wunsch mit Kontakt.',
    fields: {
      titel: optional('Überschrift', 'Standard: der Name des Amts oder der Einrichtung.'),
      ohneKontakt: Type.Optional(Type.Boolean({ title: 'Ohne Adresse und Kontakt' })),
    },
    apiCalls: one('Das Amt oder die Einrichtung.'),
  },
  ausschreibungen: shows('Ausschreibungen', 'Die laufenden Ausschreibungen und Stellen.', 'Die Liste der Ausschreibungen.'),
  'ausschreibung-detail': shows('Ausschreibung', 'Eine Ausschreibung mit Fristen und Unterlagen.', 'Die Ausschreibung der Adresse.'),
  baugebiete: shows('Baugebiete', 'Die Baugebiete mit Karte.', 'Die Liste der Baugebiete.'),
  'baugebiet-detail': shows('Baugebiet', 'Ein Baugebiet mit Karte, Bauplätzen und Unterlagen.', 'Das Baugebiet der Adresse.'),
  bildergalerie: shows('Bildergalerie', 'Die Bilder einer Galerie.', 'Die Galerie.'),
  brancheneintraege: {
    title: 'Branchenbuch',
    description: 'Die Betriebe mit Filter nach Branchen und Link zum Eintragen.',
    fields: {
      branchen: Type.Optional(
        Type.Array(Type.Object({ id: Type.Integer({ title: 'Nummer der Branche' }), titel: text('Titel') }), {
          title: 'Branchen',
          description: 'Die Branchen, nach denen Besucher filtern können.',
        }),
      ),
      formular: link('Link zum Formular „Betrieb eintragen“'),
    },
    apiCalls: one('Die Liste der Betriebe.'),
  },
  'brancheneintrag-detail': shows('Betrieb', 'Ein Eintrag des Branchenbuchs.', 'Der Betrieb der Adresse.'),
  preise: {
    title: 'Preise',
    description: 'Die Preise einer Einrichtung.',
    fields: { titel: optional('Überschrift', 'Standard: Preise') },
    apiCalls: one('Die Einrichtung mit ihren Preisen.'),
  },
  zeitstrahl: shows('Zeitstrahl', 'Ereignisse einer Geschichte in zeitlicher Folge.', 'Der Zeitstrahl.'),
  'pwa-uebersicht': {
    title: 'App der Stadt',
    description: 'Was die Website als App auf dem Startbildschirm bietet und wie man sie installiert.',
    fields: {
      text: html('Einleitung'),
      kacheln: Type.Optional(
        Type.Array(
          Type.Object({ titel: text('Titel'), text: optional('Text'), link: text('Link'), icon: optional('Symbol', 'Name eines Symbols, z. B. zeitung') }),
          {
            title: 'Kacheln',
          },
        ),
      ),
      installation: Type.Optional(
        Type.Array(Type.Object({ geraet: text('Gerät'), schritte: Type.Array(text('Schritt'), { title: 'Schritte' }) }), { title: 'Installation je Gerät' }),
      ),
    },
  },
  'push-benachrichtigungen': {
    title: 'Push-Benachrichtigungen',
    description: 'Themen abonnieren, zu denen das Gerät benachrichtigt wird.',
    fields: { titel: optional('Überschrift'), text: html('Einleitung') },
    apiCalls: one('Die Liste der Themen.'),
  },
  netzbetreiber: {
    title: 'Störung melden (Netzbetreiber)',
    description: 'Die Störungsnummern der Netzbetreiber für Strom, Gas, Wasser und mehr.',
    fields: {
      titel: optional('Überschrift'),
      netze: Type.Optional(
        Type.Array(
          Type.Object({
            sparte: text('Sparte', 'z. B. Strom'),
            betreiber: text('Betreiber'),
            telefon: optional('Störungsnummer'),
            hinweis: optional('Hinweis'),
            link: optional('Link', 'Adresse einer Website'),
            linktext: optional('Linktext'),
          }),
          { title: 'Netze' },
        ),
      ),
    },
  },
  barrierefreiheit: {
    title: 'Erklärung zur Barrierefreiheit',
    description: 'Die Erklärung nach BITV 2.0 mit Stand, Barrieren, Kontakt und Schlichtungsverfahren.',
    fields: {
      stand: optional('Stand', 'Datum der Erklärung (JJJJ-MM-TT).'),
      status: Type.Optional(
        Type.Union([Type.Literal('vollstaendig'), Type.Literal('teilweise'), Type.Literal('nicht')], { title: 'Vereinbarkeit mit der BITV 2.0' }),
      ),
      einleitung: html('Einleitung'),
      barrieren: Type.Optional(Type.Array(text('Barriere'), { title: 'Nicht barrierefreie Inhalte' })),
      erstellung: html('Erstellung der Erklärung'),
      kontakt: Type.Optional(
        Type.Object(
          { name: optional('Name'), telefon: optional('Telefon'), email: optional('E-Mail'), adresse: optional('Anschrift') },
          { title: 'Kontakt für Rückmeldungen' },
        ),
      ),
      durchsetzung: html('Durchsetzungsverfahren'),
    },
  },
  'auch-interessant': {
    title: 'Auch interessant',
    description: 'Links zu verwandten Seiten aus einem Menü, mit Bild.',
    fields: {
      titel: optional('Überschrift', 'Standard: Auch interessant'),
      bild: optional('Bild', 'Adresse eines Bildes der Mediathek'),
      bildtext: optional('Bildbeschreibung'),
      bildcopyright: optional('Bildnachweis'),
    },
    apiCalls: one('Das Menü mit den Links.'),
  },
  suche: shows('Suche', 'Die Suche über die ganze Website.', 'Die Treffer der Suche.'),
  'wegweiser-abc': {
    title: 'Wegweiser von A bis Z',
    description: 'Alle Leistungen von A bis Z.',
    fields: { einleitung: html('Einleitung') },
    apiCalls: one('Das Register von A bis Z.'),
  },
  'wegweiser-leistungen': guide(
    'Wegweiser: Leistungen',
    'Die Leistungen der Verwaltung nach Themen oder eine Leistung.',
    'Die Leistungen oder die Leistung der Adresse.',
  ),
  'wegweiser-formulare': guide('Wegweiser: Formulare', 'Die Formulare oder ein Formular.', 'Die Formulare oder das Formular der Adresse.'),
  'wegweiser-lebenslagen': guide('Wegweiser: Lebenslagen', 'Die Lebenslagen oder eine Lebenslage.', 'Die Lebenslagen oder die Lebenslage der Adresse.'),
  'wegweiser-organisationseinheiten': guide(
    'Wegweiser: Ämter und Einrichtungen',
    'Die Organisationseinheiten oder eine mit Kontakt und Zeiten.',
    'Die Organisationseinheiten oder die der Adresse.',
  ),
  'wegweiser-ansprechpartner': guide('Wegweiser: Ansprechpartner', 'Die Ansprechpartner oder eine Person.', 'Die Ansprechpartner oder die Person der Adresse.'),
  'wegweiser-navigation': { title: 'Wegweiser: Navigation', description: 'Die Bereiche des Wegweisers mit dem aktuellen markiert.' },
  'wegweiser-suche': { title: 'Wegweiser: Suche', description: 'Das Suchfeld des Wegweisers.' },
  'wegweiser-weitere-stellen': {
    title: 'Wegweiser: Weitere Stellen',
    description: 'Stellen außerhalb des Rathauses mit ihren Websites.',
    fields: { titel: optional('Überschrift', 'Standard: Weitere Stellen') },
    apiCalls: one('Die Liste der Stellen.'),
  },
  'abfall-termine': {
    title: 'Abfuhrtermine',
    description: 'Die Abfuhrtermine nach Straße oder Bezirk mit Kalenderdatei.',
    fields: { einleitung: html('Einleitung') },
    apiCalls: { count: 2, description: 'Zuerst der Abfuhrkalender, dann die Stammdaten (Bezirke, Straßen, Abfallarten).' },
  },
  'abfall-erinnerung': {
    title: 'Erinnerung an Abfuhrtermine',
    description: 'Das Formular, mit dem Bürger eine E-Mail-Erinnerung an die Abfuhr bestellen.',
    fields: { einleitung: html('Einleitung') },
    apiCalls: one('Die Stammdaten (Bezirke und Abfallarten).'),
  },
  'abfall-erinnerung-bestaetigung': {
    title: 'Erinnerung an Abfuhrtermine: Bestätigung',
    description: 'Die Seite nach dem Anmelden, Bestätigen oder Abmelden einer Erinnerung.',
    fields: {
      zustand: Type.Optional(
        Type.Union(
          ['angemeldet', 'bestaetigt', 'link-ungueltig', 'abmelden', 'abgemeldet'].map((zustand) => Type.Literal(zustand)),
          {
            title: 'Zustand',
            description: 'Welche Bestätigung die Seite zeigt.',
          },
        ),
      ),
    },
  },
  kontaktformular: {
    title: 'Kontaktformular',
    description: 'Eine Nachricht an die Stadt, mit Sicherheitsabfrage.',
    fields: {
      titel: optional('Überschrift des Formulars'),
      einleitung: html('Einleitung'),
      kontaktEmail: optional('E-Mail-Adresse der Stadt', 'Wird als Alternative zum Formular genannt.'),
      datenschutz: link('Link zur Datenschutzerklärung', 'Standard: /datenschutz'),
    },
  },
  nachbarschaftshilfe: form('Nachbarschaftshilfe', 'Hilfe anbieten oder suchen.'),
  'fuehrung-anfrage': form('Führung anfragen', 'Eine Stadtführung für eine Gruppe anfragen.'),
  'veranstaltung-melden': form('Veranstaltung melden', 'Eine Veranstaltung für den Kalender melden.'),
  'verein-eintragen': form('Verein eintragen', 'Einen Verein für das Vereinsverzeichnis melden.'),
  'formular-freigabe': shows(
    'Freigabe eines Eintrags',
    'Die Seite, auf der die Stadt einen gemeldeten Eintrag freigibt oder ablehnt.',
    'Der Eintrag des Freigabelinks.',
  ),
  vereinsverzeichnis: {
    title: 'Vereinsverzeichnis',
    description: 'Die Vereine mit Link zum Eintragen.',
    fields: { titel: optional('Überschrift'), formular: link('Link zum Formular „Verein eintragen“') },
    apiCalls: one('Die Liste der Vereine.'),
  },
  schadensmeldung: form('Schadensmeldung', 'Einen Schaden im Ort melden, etwa an Straßen oder Lampen.'),
  vereinspauschale: form('Vereinspauschale beantragen', 'Den jährlichen Zuschuss für Vereine beantragen.'),
  'betrieb-eintragen': form('Betrieb eintragen', 'Einen Betrieb für das Branchenbuch melden.'),
  'anzeige-aufgeben': form('Anzeige aufgeben', 'Eine Anzeige für das Schwarze Brett aufgeben.'),
});
