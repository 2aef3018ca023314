import { media } from '../../content/media';
import type { Rubrik } from '../../core/types';
import type { EntrySeed } from './vorlagen-typen';

/** Categories of the notice board (list page /leben-wohnen/schwarzes-brett). */
export const BRETT_RUBRIKEN = {
  vereine: { id: 31, titel: 'Vereine und Gruppen', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=31' },
  biete: { id: 32, titel: 'Biete und suche', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=32' },
  ehrenamt: { id: 33, titel: 'Ehrenamt', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=33' },
  fundsachen: { id: 34, titel: 'Fundsachen', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=34' },
  hinweise: { id: 35, titel: 'Veranstaltungshinweise', detailURL: '/leben-wohnen/schwarzes-brett?rubrik_id=35' },
} satisfies Record<string, Rubrik>;

const R = BRETT_RUBRIKEN;

interface NoticeSeed {
  slug: string;
  titel: string;
  einleitung: string;
  text: string;
  rubrik: Rubrik;
  anbieter: string;
  kontakt: { telefon?: string; email?: string };
  /** Posted this many days ago … */
  vorTagen: number;
  /** … and shown for this many days from today (negative: expired). */
  nochTage: number;
  bild?: { bild: string; bildtext: string; bildcopyright: string };
}

const NOTICES: NoticeSeed[] = [
  {
    slug: 'liederkranz-sucht-maennerstimmen',
    titel: 'Liederkranz sucht Tenöre und Bässe',
    einleitung: 'Der Gesangverein Liederkranz 1848 freut sich über neue Sänger – Notenkenntnisse sind keine Voraussetzung.',
    text:
      '<p>Unser Männerchor probt jeden Dienstag von 20 bis 21.30 Uhr im Probelokal der Stadthalle. Für das Jubiläumskonzert im Herbst suchen wir Verstärkung in den Stimmlagen Tenor und Bass.</p>' +
      '<p>Kommen Sie einfach unverbindlich zu einer Probe vorbei. Nach der Probe sitzen wir meist noch in geselliger Runde zusammen.</p>',
    rubrik: R.vereine,
    anbieter: 'Gesangverein Liederkranz 1848 Musterstadt e. V.',
    kontakt: { telefon: '+49 7999 4512', email: 'vorstand@liederkranz-musterstadt.de' },
    vorTagen: 2,
    nochTage: 60,
    bild: { bild: media('stadtkapelle'), bildtext: 'Der Liederkranz beim Konzert in der Stadthalle', bildcopyright: 'Liederkranz Musterstadt' },
  },
  {
    slug: 'kinderkleiderbasar-festhalle',
    titel: 'Kinderkleider- und Spielzeugbasar in der Stadthalle',
    einleitung: 'Gut erhaltene Kinderkleidung, Spielsachen, Bücher und Kinderwagen: Beim Basar des Elternbeirats finden Familien vieles für wenig Geld.',
    text:
      '<p>Der Elternbeirat des Kinderhauses Sonnenschein veranstaltet seinen Basar in der Stadthalle. Verkauft wird nach Nummernsystem, zwanzig Prozent des Erlöses kommen dem Kinderhaus zugute.</p>' +
      '<p>Verkaufsnummern vergibt der Elternbeirat per E-Mail. Schwangere erhalten mit Mutterpass eine halbe Stunde früher Einlass.</p>',
    rubrik: R.hinweise,
    anbieter: 'Elternbeirat Kinderhaus Sonnenschein',
    kontakt: { email: 'basar@kinderhaus-sonnenschein.de' },
    vorTagen: 3,
    nochTage: 20,
  },
  {
    slug: 'lesepaten-grundschule',
    titel: 'Lesepatinnen und Lesepaten gesucht',
    einleitung: 'Die Grundschule Musterstadt sucht Menschen, die einmal pro Woche eine Stunde lang mit Kindern lesen.',
    text:
      '<p>Lesen öffnet Türen. Als Lesepatin oder Lesepate begleiten Sie ein bis zwei Kinder der zweiten und dritten Klasse, lesen gemeinsam Bücher und sprechen über Geschichten.</p>' +
      '<p>Sie brauchen keine pädagogische Ausbildung, nur Freude am Lesen und etwas Geduld. Die Stadt übernimmt die Kosten für das erweiterte Führungszeugnis.</p>',
    rubrik: R.ehrenamt,
    anbieter: 'Grundschule Musterstadt',
    kontakt: { telefon: '+49 7999 123-610', email: 'sekretariat@gs-musterstadt.de' },
    vorTagen: 5,
    nochTage: 90,
    bild: { bild: media('stadtbuecherei'), bildtext: 'Lesestunde in der Stadtbücherei', bildcopyright: 'Stadtbücherei Musterstadt' },
  },
  {
    slug: 'repair-cafe-jugendhaus',
    titel: 'Repair-Café im Jugendhaus',
    einleitung: 'Reparieren statt wegwerfen: Ehrenamtliche Tüftlerinnen und Tüftler helfen bei defekten Toastern, Radios, Fahrrädern und Kleidung.',
    text:
      '<p>Das Repair-Café öffnet jeden zweiten Samstag im Monat von 14 bis 17 Uhr im Jugendhaus. Bringen Sie Ihr defektes Gerät mit, wir reparieren es gemeinsam mit Ihnen. Für Kaffee und Kuchen ist gesorgt.</p>' +
      '<p>Wir suchen weitere Helferinnen und Helfer mit Erfahrung in Elektrik, Nähen oder Holzarbeiten.</p>',
    rubrik: R.vereine,
    anbieter: 'Initiative Nachhaltiges Musterstadt',
    kontakt: { email: 'repaircafe@musterstadt-nachhaltig.de' },
    vorTagen: 6,
    nochTage: 45,
  },
  {
    slug: 'mitfahrbank-aach',
    titel: 'Neue Mitfahrbank in Aach',
    einleitung: 'Wer von Aach in die Kernstadt möchte, setzt sich auf die neue Mitfahrbank an der Bushaltestelle Dorfplatz und klappt das Zielschild aus.',
    text:
      '<p>Der Ortschaftsrat Aach hat gemeinsam mit dem Seniorenrat eine Mitfahrbank aufgestellt. Autofahrerinnen und Autofahrer, die in Richtung Musterstadt unterwegs sind, sind eingeladen, Wartende mitzunehmen.</p>' +
      '<p>Eine zweite Bank für die Rückfahrt steht am Bahnhof Musterstadt.</p>',
    rubrik: R.hinweise,
    anbieter: 'Ortschaftsrat Aach',
    kontakt: { telefon: '+49 7999 123-700' },
    vorTagen: 8,
    nochTage: 30,
  },
  {
    slug: 'gartenhilfe-senioren',
    titel: 'Nachbarschaftshilfe sucht Gartenhelferinnen und -helfer',
    einleitung: 'Ältere Menschen in Musterstadt wünschen sich Unterstützung beim Rasenmähen, Heckeschneiden und Laubrechen.',
    text:
      '<p>Die Nachbarschaftshilfe vermittelt Helferinnen und Helfer an Seniorinnen und Senioren, die ihren Garten nicht mehr allein pflegen können. Der Einsatz ist flexibel, schon zwei Stunden im Monat helfen.</p>' +
      '<p>Helfende erhalten eine Aufwandsentschädigung und sind über die Stadt versichert.</p>',
    rubrik: R.ehrenamt,
    anbieter: 'Nachbarschaftshilfe Musterstadt',
    kontakt: { telefon: '+49 7999 123-560', email: 'nachbarschaftshilfe@musterstadt.de' },
    vorTagen: 9,
    nochTage: 60,
  },
  {
    slug: 'lauftreff-einsteiger',
    titel: 'Lauftreff für Einsteigerinnen und Einsteiger',
    einleitung: 'In zehn Wochen vom Spaziergang zu 30 Minuten Laufen: Der Turnverein startet einen neuen Einsteigerkurs.',
    text:
      '<p>Treffpunkt ist jeden Mittwoch um 18.30 Uhr am Parkplatz des Sportplatzes. Erfahrene Übungsleiterinnen begleiten die Gruppe, das Tempo richtet sich nach den Langsamsten.</p>' +
      '<p>Die Teilnahme ist kostenlos, auch für Nichtmitglieder.</p>',
    rubrik: R.vereine,
    anbieter: 'Turnverein 1872 Musterstadt e. V.',
    kontakt: { email: 'laufen@tv-musterstadt.de' },
    vorTagen: 11,
    nochTage: 25,
    bild: { bild: media('wanderweg'), bildtext: 'Die Laufstrecke führt am Sulzbach entlang', bildcopyright: 'TV Musterstadt' },
  },
  {
    slug: 'kinderfahrraeder-abzugeben',
    titel: 'Gebrauchte Kinderfahrräder abzugeben',
    einleitung: 'Die Fahrradwerkstatt des Jugendhauses hat zehn Kinderfahrräder überholt und gibt sie gegen eine Spende ab.',
    text:
      '<p>Die Räder in den Größen 16 bis 24 Zoll sind verkehrssicher und frisch gewartet. Sie können im Jugendhaus zu den Öffnungszeiten angeschaut und probegefahren werden.</p>' +
      '<p>Die Spenden fließen in Werkzeug und Ersatzteile für die Werkstatt.</p>',
    rubrik: R.biete,
    anbieter: 'Jugendhaus Musterstadt',
    kontakt: { telefon: '+49 7999 123-800' },
    vorTagen: 12,
    nochTage: 14,
  },
  {
    slug: 'buecher-tauschregal-bahnhof',
    titel: 'Bücher-Tauschregal am Bahnhof',
    einleitung: 'Im ehemaligen Fahrkartenschalter steht ein Regal zum Bücherteilen: Buch hineinstellen, Buch mitnehmen.',
    text:
      '<p>Das Tauschregal ist täglich von 6 bis 22 Uhr zugänglich. Bitte stellen Sie nur gut erhaltene Bücher hinein, keine Zeitschriften und keine Schulbücher.</p>' +
      '<p>Ehrenamtliche des Fördervereins der Stadtbücherei sehen regelmäßig nach dem Rechten.</p>',
    rubrik: R.biete,
    anbieter: 'Förderverein Stadtbücherei Musterstadt',
    kontakt: { email: 'foerderverein@stadtbuecherei-musterstadt.de' },
    vorTagen: 14,
    nochTage: 120,
  },
  {
    slug: 'obstbaumschnittkurs',
    titel: 'Obstbaumschnittkurs auf der Streuobstwiese',
    einleitung: 'Der Obst- und Gartenbauverein zeigt, wie junge und alte Obstbäume richtig geschnitten werden.',
    text:
      '<p>Der Kurs findet auf der vereinseigenen Streuobstwiese am Sonnenhang statt. Bitte bringen Sie wetterfeste Kleidung und, wenn vorhanden, eine Baumschere mit.</p>' +
      '<p>Die Teilnahme kostet für Mitglieder nichts, für Gäste fünf Euro.</p>',
    rubrik: R.vereine,
    anbieter: 'Obst- und Gartenbauverein Musterstadt',
    kontakt: { telefon: '+49 7999 3318' },
    vorTagen: 16,
    nochTage: 18,
  },
  {
    slug: 'spieleabend-gemeindehaus',
    titel: 'Spieleabend für Jung und Alt',
    einleitung: 'Brettspiele, Kartenspiele und Knobeleien: Jeden letzten Freitag im Monat lädt der Seniorenrat ins Gemeindehaus ein.',
    text:
      '<p>Ob Doppelkopf, Carcassonne oder Mensch ärgere dich nicht – beim Spieleabend kommen Generationen zusammen. Spiele sind vorhanden, eigene dürfen gern mitgebracht werden.</p>' +
      '<p>Beginn ist um 19 Uhr, der Eintritt ist frei.</p>',
    rubrik: R.hinweise,
    anbieter: 'Seniorenrat Musterstadt',
    kontakt: { telefon: '+49 7999 123-560' },
    vorTagen: 18,
    nochTage: 40,
  },
  {
    slug: 'kindertagespflege-gesucht',
    titel: 'Tagesmütter und Tagesväter gesucht',
    einleitung: 'Der Tageselternverein sucht Menschen, die Kinder unter drei Jahren in familiärer Umgebung betreuen möchten.',
    text:
      '<p>Kindertagespflege ist eine wichtige Ergänzung zu Krippe und Kindergarten. Der Verein bietet eine kostenlose Qualifizierung, fachliche Begleitung und Vertretung im Krankheitsfall.</p>' +
      '<p>Ein Informationsabend findet im Rathaus statt; die Anmeldung nimmt der Verein entgegen.</p>',
    rubrik: R.biete,
    anbieter: 'Tageselternverein Musterkreis e. V.',
    kontakt: { telefon: '+49 7990 22110', email: 'info@tageseltern-musterkreis.de' },
    vorTagen: 20,
    nochTage: 50,
  },
  {
    slug: 'fotowettbewerb-mein-musterstadt',
    titel: 'Fotowettbewerb „Mein Musterstadt“',
    einleitung: 'Zeigen Sie uns Ihre Lieblingsorte! Die besten Bilder erscheinen im Stadtkalender und in der Bildergalerie der Stadt.',
    text:
      '<p>Teilnehmen können alle, die in Musterstadt wohnen oder arbeiten. Pro Person können bis zu drei Fotos eingereicht werden, die Jury wählt zwölf Motive für den Stadtkalender aus.</p>' +
      '<p>Mit der Einsendung bestätigen Sie, dass Sie die Rechte an den Bildern besitzen und abgebildete Personen einverstanden sind.</p>',
    rubrik: R.hinweise,
    anbieter: 'Stadt Musterstadt, Öffentlichkeitsarbeit',
    kontakt: { telefon: '+49 7999 123-105', email: 'presse@musterstadt.de' },
    vorTagen: 24,
    nochTage: 35,
    bild: { bild: media('schwarzwald-panorama'), bildtext: 'Blick über Musterstadt im Herbst', bildcopyright: 'Sabine Wagner' },
  },
  {
    slug: 'trachtengruppe-probt-wieder',
    titel: 'Trachtengruppe probt wieder',
    einleitung: 'Nach der Sommerpause beginnt die Trachtengruppe mit den Proben für den Heimatabend – neue Tänzerinnen und Tänzer sind willkommen.',
    text:
      '<p>Geprobt wird donnerstags um 19.30 Uhr im Saal des Gasthauses „Zum Hirschen“. Eine eigene Tracht ist für den Anfang nicht nötig, der Verein verleiht Trachten aus seinem Fundus.</p>' +
      '<p>Auch Jugendliche ab 14 Jahren können mitmachen.</p>',
    rubrik: R.vereine,
    anbieter: 'Trachtengruppe Musterstadt',
    kontakt: { email: 'info@trachtengruppe-musterstadt.de' },
    vorTagen: 27,
    nochTage: 28,
  },
  {
    slug: 'altkleidersammlung-abgeschlossen',
    titel: 'Altkleidersammlung der Landjugend',
    einleitung: 'Die Landjugend sammelt gut erhaltene Kleidung und Schuhe für die Kleiderkammer des Roten Kreuzes.',
    text: '<p>Die Säcke werden am Sammeltag ab 8 Uhr an den Straßen abgeholt. Bitte stellen Sie sie gut sichtbar an den Gehwegrand.</p><p>Vielen Dank für Ihre Unterstützung.</p>',
    rubrik: R.hinweise,
    anbieter: 'Landjugend Musterstadt',
    kontakt: { email: 'landjugend@musterstadt-land.de' },
    vorTagen: 40,
    nochTage: -5,
  },
];

const STADT_BILD = 'Stadt Musterstadt';

/** Notice-board entries; the last one has expired and shows in no list. */
export const SCHWARZES_BRETT: EntrySeed[] = NOTICES.map((notice) => ({
  slug: notice.slug,
  titel: notice.titel,
  einleitung: notice.einleitung,
  text: notice.text,
  bild: notice.bild?.bild,
  bildtext: notice.bild?.bildtext,
  bildcopyright: notice.bild?.bildcopyright ?? (notice.bild ? STADT_BILD : undefined),
  von: { tage: -notice.vorTagen, uhrzeit: [9, 30] },
  bis: { tage: notice.nochTage, uhrzeit: [23, 59] },
  detailURL: `/leben-wohnen/schwarzes-brett/${notice.slug}`,
  data: { rubriken: [notice.rubrik], anbieter: notice.anbieter, kontakt: notice.kontakt },
}));
