import { media } from '../../content/media';
import { berlinParts } from '../../core/time';
import type { DocumentRef, ImageRef, LinkRef, Rubrik } from '../../core/types';
import type { Haushaltsberatung } from '../ratsinfo/seed';
import { amtsblattDokument, dokumentLink, haushaltsplanDokument } from './dokumente';
import { deutschesDatum, heute, isoWoche, letztesMal, plusTage, tageZwischen, tagUndMonat, wochentag } from './kalender';
import { ARTIKEL_RUBRIKEN as R, FEUERWEHR_RUBRIKEN as F } from './rubriken';
import { FEUERWEHR, HAUSHALT, JAHRESTERMINE, OEFFNUNGSZEITEN, ORTE, STADT, buergermeisterin, millionen, telefon } from './stadt';
import type { DokumentSeed } from './teilseiten';

export interface ArticleSeed {
  slug: string;
  titel: string;
  einleitung: string;
  /** HTML paragraphs. */
  text: string;
  bild: string;
  bildtext: string;
  bildcopyright: string;
  /** Published this many days before the seed run, or a given number of days after a date of the town's year … */
  tageZurueck?: number;
  nach?: { jahrestermin: keyof typeof JAHRESTERMINE; tage: number };
  /** … at this Berlin wall-clock time. */
  uhrzeit: [number, number];
  rubriken: Rubrik[];
  links?: LinkRef[];
  dokumente?: DocumentRef[];
  galerie?: ImageRef[];
  seo?: { title: string; description: string };
}

/** An article whose day is resolved for a seed run. */
export type DatedArticle = ArticleSeed & { tageZurueck: number };

const STADTVERWALTUNG = `Stadt ${STADT.name}`;

/** Days before the seed run on which an article appeared. */
export function tageZurueck(now: Date, seed: Pick<ArticleSeed, 'tageZurueck' | 'nach'>): number {
  if (seed.nach) {
    const termin = JAHRESTERMINE[seed.nach.jahrestermin];
    const nachTagen = ('dauerTage' in termin ? termin.dauerTage : 0) + seed.nach.tage;
    return tageZwischen(plusTage(letztesMal(termin, now, nachTagen + 1), nachTagen), heute(now));
  }
  if (seed.tageZurueck === undefined) throw new Error('An article needs tageZurueck or nach');
  return seed.tageZurueck;
}

/** 23 news items of the town (bereich 'stadt'); with the budget's news three pages of ten. */
export const STADT_ARTIKEL: ArticleSeed[] = [
  {
    slug: 'hauptstrasse-vollsperrung-kanalsanierung',
    titel: 'Hauptstraße: Vollsperrung wegen Kanalsanierung',
    einleitung:
      'Zwischen der Einmündung Kirchstraße und dem Kreisverkehr am Bahnhof wird die Hauptstraße für rund sechs Wochen voll gesperrt. Eine Umleitung ist ausgeschildert.',
    text:
      '<p>Ab Montag der kommenden Woche saniert die Stadt den Abwasserkanal unter der Hauptstraße. Der rund 80 Jahre alte Kanal ist an mehreren Stellen undicht und wird in offener Bauweise erneuert. Dafür muss der Abschnitt zwischen Kirchstraße und Bahnhofskreisel voll gesperrt werden.</p>' +
      '<p>Der Durchgangsverkehr wird über die Schwarzwaldstraße und die Talstraße umgeleitet. Fußgängerinnen und Fußgänger können die Baustelle jederzeit passieren, die Geschäfte bleiben erreichbar. Die Bushaltestelle „Rathaus“ wird vorübergehend in die Kirchstraße verlegt.</p>' +
      `<p>Wir bitten alle Anwohnerinnen, Anwohner und Verkehrsteilnehmenden um Verständnis für die unvermeidlichen Behinderungen. Fragen beantwortet das Tiefbauamt unter Telefon ${telefon('tiefbau')}.</p>`,
    bild: media('baustelle'),
    bildtext: 'Bagger und Absperrung: Der Kanal unter der Hauptstraße wird in offener Bauweise erneuert',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 2,
    uhrzeit: [10, 15],
    rubriken: [R.bauen],
    dokumente: [dokumentLink('umleitungsplan-hauptstrasse.pdf', 'Umleitungsplan')],
  },
  {
    slug: 'buergerbuero-neue-oeffnungszeiten',
    titel: 'Bürgerbüro mit neuen Öffnungszeiten',
    einleitung:
      'Das Bürgerbüro im Rathaus öffnet künftig auch am Donnerstagabend und samstags am Vormittag. Termine für Ausweise und Pässe vereinbaren Sie telefonisch oder per E-Mail.',
    text:
      '<p>Um Berufstätigen den Weg ins Rathaus zu erleichtern, hat das Bürgerbüro seine Öffnungszeiten erweitert. Ab sofort gelten folgende Zeiten: Montag bis Freitag von 8 bis 12 Uhr, Dienstag zusätzlich von 14 bis 16 Uhr und Donnerstag von 14 bis 18.30 Uhr. Samstags ist das Bürgerbüro von 9 bis 12 Uhr geöffnet.</p>' +
      `<p>Für Personalausweise, Reisepässe und Meldeangelegenheiten empfehlen wir, vorab einen Termin zu vereinbaren – telefonisch unter ${telefon('buergerbuero')} oder per E-Mail an buergerbuero@musterstadt.de. So entfallen Wartezeiten. Spontane Besuche sind während der Öffnungszeiten weiterhin möglich.</p>` +
      '<p>Viele Anliegen wie die Beantragung einer Meldebescheinigung oder eines Anwohnerparkausweises lassen sich inzwischen auch vollständig digital erledigen.</p>',
    bild: media('rathaus'),
    bildtext: 'Das Bürgerbüro befindet sich im Erdgeschoss des Rathauses',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 3,
    uhrzeit: [9, 0],
    rubriken: [R.rathaus],
    links: [
      { link: '/buergerservice', linktext: 'Bürgerservice von A bis Z' },
      { link: '/rathaus/aemter/buergerbuero', linktext: 'Bürgerbüro: Öffnungszeiten und Kontakt' },
    ],
  },
  {
    slug: 'glasfaserausbau-hallwangen',
    titel: 'Glasfaserausbau: Zweiter Bauabschnitt startet in Hallwangen',
    einleitung:
      'Nach der Kernstadt ist nun der Ortsteil Hallwangen an der Reihe: Rund 420 Haushalte und 35 Betriebe erhalten einen Glasfaseranschluss bis ins Haus.',
    text:
      '<p>Der Zweckverband Breitband Nordschwarzwald beginnt in diesen Tagen mit den Tiefbauarbeiten in Hallwangen. Die Leitungen werden überwiegend im Gehweg verlegt; dafür kommt an vielen Stellen ein schonendes Spülbohrverfahren zum Einsatz.</p>' +
      '<p>Eigentümerinnen und Eigentümer, die noch keinen Hausanschluss beantragt haben, können dies während der Bauphase kostenfrei nachholen. Nach Abschluss der Arbeiten in der jeweiligen Straße fallen für einen nachträglichen Anschluss Kosten an.</p>' +
      '<p>Eine Informationsveranstaltung mit Vertretern des Zweckverbands findet im Gemeindehaus Hallwangen statt. Der genaue Termin wird im Amtsblatt bekannt gegeben.</p>',
    bild: media('glasfaser'),
    bildtext: 'In Hallwangen werden die Leerrohre für das Glasfasernetz im Gehweg verlegt',
    bildcopyright: 'Jonas Riegger',
    tageZurueck: 5,
    uhrzeit: [11, 45],
    rubriken: [R.bauen, R.wirtschaft],
    links: [{ link: '/leben-wohnen/breitband', linktext: 'Alles zum Breitbandausbau in Musterstadt' }],
  },
  {
    slug: 'rueckblick-stadtfest',
    titel: 'Rückblick auf das Stadtfest: Drei Tage Musik und Begegnung',
    einleitung:
      'Rund 12.000 Gäste haben mit uns gefeiert. Vereine, Musikgruppen und Gastronomen haben die Innenstadt drei Tage lang in eine große Festmeile verwandelt.',
    text:
      '<p>Bei bestem Wetter war die Innenstadt von Freitagabend bis Sonntag voller Leben. Auf der Bühne am Marktplatz spielten unter anderem die Stadtkapelle, die Schulband der Werkrealschule und die Coverband „Hochschwarzwald Express“.</p>' +
      '<p>Besonders gefragt war das Kinderprogramm im Rathaushof mit Bastelständen, Kinderschminken und einer Mitmachaktion der Jugendfeuerwehr. Der Erlös der Tombola in Höhe von 3.850 Euro geht in diesem Jahr an den Förderverein des Kindergartens Sonnenschein.</p>' +
      '<p>Unser Dank gilt den 27 beteiligten Vereinen, den vielen ehrenamtlichen Helferinnen und Helfern sowie den Mitarbeitenden des Bauhofs, die für einen reibungslosen Ablauf gesorgt haben.</p>',
    bild: media('stadtfest'),
    bildtext: 'Lichterketten und Wimpel über der Festmeile in der Innenstadt',
    bildcopyright: 'Petra Hummel',
    nach: { jahrestermin: 'stadtfest', tage: 2 },
    uhrzeit: [14, 0],
    rubriken: [R.freizeit],
    galerie: [
      { bild: media('stadtfest'), bildtext: 'Abendstimmung auf dem Festplatz', bildcopyright: 'Petra Hummel' },
      { bild: media('stadtkapelle'), bildtext: 'Die Stadtkapelle eröffnet das Fest auf der Marktplatzbühne', bildcopyright: 'Petra Hummel' },
      { bild: media('marktplatz'), bildtext: 'Vereinsstände rund um den Marktplatz', bildcopyright: STADTVERWALTUNG },
    ],
    seo: {
      title: 'Stadtfest Musterstadt: Rückblick mit Bildergalerie',
      description: 'Drei Tage Musik, Kinderprogramm und Begegnung: Der Rückblick auf das Stadtfest in Musterstadt mit Bildern von der Festmeile.',
    },
  },
  {
    slug: 'kindergarten-sonnenschein-erweiterung',
    titel: 'Kindergarten Sonnenschein erhält zwei neue Gruppenräume',
    einleitung:
      'Der Anbau am Kindergarten Sonnenschein ist fertig. Damit entstehen 40 zusätzliche Betreuungsplätze, darunter zehn für Kinder unter drei Jahren.',
    text:
      '<p>Nach gut einem Jahr Bauzeit konnte der Erweiterungsbau des Kindergartens Sonnenschein in der Lindenstraße seiner Bestimmung übergeben werden. Der zweigeschossige Holzbau bietet zwei helle Gruppenräume, einen Schlafraum, einen Bewegungsraum und eine neue Küche.</p>' +
      '<p>Die Kosten von rund 2,1 Millionen Euro werden zu einem Drittel aus Fördermitteln des Landes finanziert. Die neuen Gruppen starten schrittweise, sobald das zusätzliche pädagogische Personal vollständig eingestellt ist.</p>' +
      '<p>Eltern, die einen Betreuungsplatz suchen, können ihr Kind über das zentrale Anmeldeportal der Stadt vormerken lassen.</p>',
    bild: media('kindergarten'),
    bildtext: 'Der neue Holzanbau am Kinderhaus Sonnenschein',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 8,
    uhrzeit: [12, 0],
    rubriken: [R.bildung],
    links: [{ link: '/leben-wohnen/kinderbetreuung', linktext: 'Kinderbetreuung und Anmeldung' }],
  },
  {
    slug: 'schwarzwaldverein-neue-wegweiser',
    titel: 'Schwarzwaldverein erneuert Wegweiser rund um den Kienberg',
    einleitung: 'Ehrenamtliche der Ortsgruppe haben in den vergangenen Wochen mehr als 60 Wegweiser und Markierungen am Kienberg und im Sulzbachtal erneuert.',
    text:
      '<p>Die Ortsgruppe Musterstadt des Schwarzwaldvereins betreut rund 120 Kilometer Wanderwege auf unserer Gemarkung. In zahlreichen Arbeitseinsätzen wurden verwitterte Schilder ausgetauscht, Markierungen nachgezogen und zwei Ruhebänke am Kienbergblick neu aufgestellt.</p>' +
      `<p>Die Stadt hat das Material mit 4.500 Euro unterstützt. ${STADT.buergermeisterin.amt} ${STADT.buergermeisterin.nachname} würdigte das Engagement: „Gut ausgeschilderte Wege sind die Visitenkarte unserer Stadt für Gäste und eine Freude für alle, die hier wohnen.“</p>` +
      '<p>Wer bei künftigen Arbeitseinsätzen mithelfen möchte, ist herzlich willkommen. Die Ortsgruppe trifft sich jeden ersten Dienstag im Monat im Gasthaus Hirschen.</p>',
    bild: media('wanderweg'),
    bildtext: 'Neue Wegweiser am Aufstieg zum Kienberg',
    bildcopyright: 'Schwarzwaldverein Musterstadt',
    tageZurueck: 9,
    uhrzeit: [15, 20],
    rubriken: [R.freizeit, R.soziales],
    links: [{ link: '/freizeit-tourismus/wandern', linktext: 'Wandertouren rund um Musterstadt' }],
  },
  {
    slug: 'wahlhelferinnen-und-wahlhelfer-gesucht',
    titel: 'Wahlhelferinnen und Wahlhelfer für die Bürgermeisterwahl gesucht',
    einleitung:
      'Für die kommende Bürgermeisterwahl sucht die Stadt engagierte Bürgerinnen und Bürger, die in den Wahlvorständen mitarbeiten. Es gibt ein Erfrischungsgeld.',
    text:
      '<p>Damit die Wahl in allen zwölf Wahlbezirken und bei der Briefwahl reibungslos ablaufen kann, werden rund 110 Wahlhelferinnen und Wahlhelfer benötigt. Mitmachen kann, wer mindestens 16 Jahre alt ist und in Musterstadt wahlberechtigt ist.</p>' +
      '<p>Die Wahlvorstände sind in zwei Schichten eingeteilt und zählen nach Schließung der Wahllokale gemeinsam die Stimmen aus. Vorab gibt es eine kurze Schulung im Rathaus. Für den Einsatz wird ein Erfrischungsgeld von 50 Euro gezahlt.</p>' +
      `<p>Interessierte melden sich beim Wahlamt per E-Mail an wahlen@musterstadt.de oder telefonisch unter ${telefon('wahlamt')}.</p>`,
    bild: media('wahllokal'),
    bildtext: 'Wahlkabine und Wahlurne im Wahllokal',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 11,
    uhrzeit: [8, 30],
    rubriken: [R.rathaus],
    dokumente: [dokumentLink('merkblatt-wahlhelfer.pdf', 'Merkblatt für Wahlhelferinnen und Wahlhelfer')],
  },
  {
    slug: 'stadtbuecherei-digitale-ausleihe',
    titel: 'Stadtbücherei startet digitale Ausleihe',
    einleitung:
      'E-Books, Hörbücher und Zeitschriften rund um die Uhr: Mit dem Leseausweis der Stadtbücherei stehen ab sofort mehr als 40.000 digitale Medien zur Verfügung.',
    text:
      '<p>Die Stadtbücherei Musterstadt ist dem Onleihe-Verbund „Schwarzwald digital“ beigetreten. Alle Leserinnen und Leser können mit ihrer Ausweisnummer und ihrem Passwort digitale Medien auf Smartphone, Tablet oder E-Book-Reader ausleihen.</p>' +
      '<p>Die Leihfrist beträgt je nach Medium zwischen einer und drei Wochen; die Titel werden danach automatisch zurückgegeben. Säumnisgebühren fallen dadurch nicht an.</p>' +
      '<p>Wer Unterstützung bei der Einrichtung braucht, kann zur offenen Digitalsprechstunde kommen, die jeden Mittwoch von 15 bis 17 Uhr in der Bücherei stattfindet.</p>',
    bild: media('stadtbuecherei'),
    bildtext: 'Leseecke in der Stadtbücherei',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 12,
    uhrzeit: [10, 0],
    rubriken: [R.bildung, R.freizeit],
    links: [{ link: '/bildung/stadtbuecherei', linktext: 'Stadtbücherei: Öffnungszeiten und Angebote' }],
  },
  {
    slug: 'gelbe-tonne-ersetzt-gelben-sack',
    titel: 'Gelbe Tonne ersetzt den Gelben Sack',
    einleitung:
      'Zum Jahreswechsel stellt der Landkreis die Sammlung von Verpackungsabfällen auf die Gelbe Tonne um. Die Tonnen werden in den kommenden Wochen verteilt.',
    text:
      '<p>Jeder Haushalt erhält automatisch eine Gelbe Tonne mit 240 Litern Volumen, Mehrfamilienhäuser auf Wunsch auch größere Behälter. Eine Bestellung ist nicht erforderlich. Die Tonnen werden kostenlos geliefert und mit einem Informationsblatt versehen.</p>' +
      '<p>Die Abfuhr erfolgt weiterhin alle vier Wochen. Gelbe Säcke, die noch im Haushalt vorhanden sind, können bis Ende März zusätzlich neben die Tonne gestellt werden.</p>' +
      '<p>Wer aus Platzgründen keine Tonne aufstellen kann, meldet sich bitte beim Abfallwirtschaftsbetrieb des Landkreises. Die Abfuhrtermine finden Sie wie gewohnt im Abfallkalender.</p>',
    bild: media('gelbe-tonne'),
    bildtext: 'Die neuen Tonnen werden straßenweise ausgeliefert',
    bildcopyright: STADTVERWALTUNG,
    nach: { jahrestermin: 'gelbeTonne', tage: 0 },
    uhrzeit: [9, 30],
    rubriken: [R.umwelt],
    links: [{ link: '/abfall', linktext: 'Abfallkalender und Abfuhrtermine' }],
    dokumente: [dokumentLink('info-gelbe-tonne.pdf', 'Informationsblatt Gelbe Tonne')],
  },
  {
    slug: 'freibad-saisonbilanz',
    titel: 'Freibad zieht positive Saisonbilanz',
    einleitung:
      'Mehr als 58.000 Badegäste hat das Freibad in dieser Saison gezählt – so viele wie seit zehn Jahren nicht. Die neue Wasserrutsche war der Publikumsmagnet.',
    text:
      '<p>Das Team des Freibads blickt auf eine erfolgreiche Saison zurück. An heißen Tagen kamen bis zu 2.300 Gäste, die neue Breitwellenrutsche und der sanierte Kinderbereich wurden sehr gut angenommen.</p>' +
      '<p>Auch die Frühschwimmerzeiten ab 6.30 Uhr und die Schwimmkurse der DLRG-Ortsgruppe waren stark nachgefragt. 146 Kinder haben in diesem Sommer ihr Seepferdchen abgelegt.</p>' +
      '<p>In der Winterpause wird die Filtertechnik des Schwimmerbeckens erneuert. Die Stadt dankt allen Badegästen für eine friedliche Saison und dem Personal für seinen Einsatz.</p>',
    bild: media('freibad'),
    bildtext: 'Schwimmerbecken mit Sprungturm im Freibad Musterstadt',
    bildcopyright: 'Sabine Wagner',
    nach: { jahrestermin: 'freibadSaisonende', tage: 9 },
    uhrzeit: [13, 10],
    rubriken: [R.freizeit],
  },
  {
    slug: 'ehrung-blutspenderinnen-und-blutspender',
    titel: 'Stadt ehrt langjährige Blutspenderinnen und Blutspender',
    einleitung: 'Im Rahmen eines Empfangs im Rathaus wurden 23 Bürgerinnen und Bürger für 10 bis 125 Blutspenden ausgezeichnet.',
    text:
      `<p>${buergermeisterin()} und der Vorsitzende des DRK-Ortsvereins, Thomas Brenner, überreichten Urkunden, Ehrennadeln und ein kleines Präsent. „Jede einzelne Spende kann Leben retten. Sie zeigen, was Gemeinsinn bedeutet“, sagte die Bürgermeisterin.</p>` +
      '<p>Besonders geehrt wurde Werner Haug, der bereits 125 Mal Blut gespendet hat. Für 100 Spenden wurden Gisela Kern und Manfred Vogt ausgezeichnet.</p>' +
      '<p>Der nächste Blutspendetermin findet in der Stadthalle statt. Neue Spenderinnen und Spender zwischen 18 und 68 Jahren sind herzlich willkommen.</p>',
    bild: media('blutspende'),
    bildtext: 'Jede Spende zählt: Blutspende des DRK-Ortsvereins',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 18,
    uhrzeit: [17, 0],
    rubriken: [R.soziales],
    links: [{ link: '/veranstaltungen', linktext: 'Nächste Blutspendetermine im Veranstaltungskalender' }],
  },
  {
    slug: 'ehrenamtspreis-tafelladen',
    titel: 'Ehrenamtspreis der Bürgerstiftung geht an den Tafelladen',
    einleitung: 'Die Bürgerstiftung Musterstadt zeichnet das Team des Tafelladens für sein langjähriges Engagement aus. Der Preis ist mit 2.000 Euro dotiert.',
    text:
      '<p>Seit 2009 versorgt der Tafelladen in der Bahnhofstraße Menschen mit geringem Einkommen mit Lebensmitteln. Rund 40 Ehrenamtliche holen Waren bei Supermärkten und Bäckereien ab, sortieren sie und geben sie dreimal wöchentlich aus.</p>' +
      '<p>In seiner Laudatio betonte Stiftungsvorsitzender Dr. Rainer Maier, dass der Tafelladen weit mehr sei als eine Ausgabestelle: „Hier finden Menschen ein offenes Ohr, einen Kaffee und oft auch Rat in schwierigen Lebenslagen.“</p>' +
      '<p>Das Preisgeld soll in ein neues Kühlfahrzeug fließen. Wer den Tafelladen unterstützen möchte, kann sich direkt vor Ort oder über die Freiwilligenagentur im Rathaus melden.</p>',
    bild: media('marktplatz'),
    bildtext: 'Der Tafelladen liegt in der Bahnhofstraße nahe dem Marktplatz',
    bildcopyright: 'Bürgerstiftung Musterstadt',
    tageZurueck: 20,
    uhrzeit: [11, 0],
    rubriken: [R.soziales],
  },
  {
    slug: 'raeum-und-streupflicht-hinweise',
    titel: 'Räum- und Streupflicht: Was Anliegerinnen und Anlieger wissen müssen',
    einleitung:
      'Bei Schnee und Glätte müssen Gehwege werktags von 7 bis 20 Uhr, an Sonn- und Feiertagen ab 8 Uhr geräumt und gestreut sein. Die Stadt bittet um Beachtung der Satzung.',
    text:
      '<p>Die Streupflichtsatzung der Stadt verpflichtet Eigentümerinnen, Eigentümer und Mieter, die Gehwege entlang ihres Grundstücks in einer Breite von mindestens einem Meter von Schnee und Eis freizuhalten. Wo kein Gehweg vorhanden ist, gilt dies für einen entsprechenden Streifen am Fahrbahnrand.</p>' +
      '<p>Als Streumittel sind Sand, Splitt oder Granulat zu verwenden. Auftausalz ist nur an Treppen und starken Gefällstrecken erlaubt, da es Bäume und Grundwasser schädigt.</p>' +
      '<p>Der städtische Winterdienst räumt die Fahrbahnen nach einem festen Plan, beginnend mit Hauptverkehrsstraßen, Busrouten und steilen Straßen. Wir bitten darum, Fahrzeuge so zu parken, dass die Räumfahrzeuge ungehindert durchkommen.</p>',
    bild: media('winterwald'),
    bildtext: 'Verschneiter Wald über der Stadt: In den Höhenlagen beginnt der Winter oft früh',
    bildcopyright: STADTVERWALTUNG,
    nach: { jahrestermin: 'winterdienst', tage: 0 },
    uhrzeit: [10, 30],
    rubriken: [R.bauen, R.umwelt],
    dokumente: [dokumentLink('streupflichtsatzung.pdf', 'Streupflichtsatzung')],
  },
  {
    slug: 'sanierung-grundschule-hallwangen-abgeschlossen',
    titel: 'Sanierung der Grundschule Hallwangen abgeschlossen',
    einleitung: 'Neue Fenster, gedämmte Fassade und moderne Klassenzimmer: Nach zwei Jahren Bauzeit ist die Grundschule Hallwangen fertig saniert.',
    text:
      '<p>Schülerinnen, Schüler und Lehrkräfte der Grundschule Hallwangen können sich über ein rundum erneuertes Schulhaus freuen. Neben der energetischen Sanierung wurden alle Klassenzimmer mit digitalen Tafeln ausgestattet und ein Aufzug eingebaut, der das Gebäude barrierefrei erschließt.</p>' +
      '<p>Die Gesamtkosten belaufen sich auf 3,4 Millionen Euro. Durch die Photovoltaikanlage auf dem Dach und die neue Heizung mit Wärmepumpe sinkt der Energieverbrauch der Schule um mehr als die Hälfte.</p>' +
      '<p>Zur Einweihung lädt die Schulgemeinschaft alle Bürgerinnen und Bürger zu einem Tag der offenen Tür ein.</p>',
    bild: media('dorfschule'),
    bildtext: 'Die frisch sanierte Grundschule Hallwangen',
    bildcopyright: 'Jonas Riegger',
    tageZurueck: 25,
    uhrzeit: [14, 45],
    rubriken: [R.bildung, R.bauen],
    links: [{ link: '/grundschule-hallwangen/', linktext: 'Zur Website der Grundschule Hallwangen' }],
  },
  {
    slug: 'bushaltestellen-barrierefrei',
    titel: 'Vier Bushaltestellen werden barrierefrei ausgebaut',
    einleitung: 'Höhere Bordsteine, Leitstreifen und neue Wartehäuschen: Die Haltestellen Rathaus, Bahnhof, Schulzentrum und Kurpark werden umgebaut.',
    text:
      '<p>Mit dem Umbau können Menschen mit Rollstuhl, Rollator oder Kinderwagen künftig stufenlos in die Busse einsteigen. Taktile Bodenleitelemente erleichtern blinden und sehbehinderten Menschen die Orientierung.</p>' +
      '<p>Die Arbeiten beginnen an der Haltestelle Schulzentrum und werden nacheinander ausgeführt, sodass immer nur eine Haltestelle betroffen ist. Ersatzhaltestellen sind jeweils in unmittelbarer Nähe eingerichtet.</p>' +
      '<p>Das Land fördert die Maßnahme mit 75 Prozent der Kosten aus dem Landesgemeindeverkehrsfinanzierungsgesetz.</p>',
    bild: media('marktplatz'),
    bildtext: 'Die Haltestelle Rathaus liegt direkt am Marktplatz',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 27,
    uhrzeit: [9, 15],
    rubriken: [R.bauen],
  },
  {
    slug: 'wochenmarkt-neue-staende',
    titel: 'Wochenmarkt: Drei neue Stände auf dem Marktplatz',
    einleitung: 'Eine Käserei aus dem Kinzigtal, ein Imker aus Hallwangen und ein Stand mit Backwaren aus dem Holzofen bereichern ab sofort den Wochenmarkt.',
    text:
      '<p>Der Wochenmarkt wächst: Jeden Samstag bieten nun 18 Händlerinnen und Händler regionale Produkte auf dem Marktplatz an. Neu dabei sind die Hofkäserei Bühler, die Imkerei Schmieder und die Holzofenbäckerei Kaltenbach.</p>' +
      '<p>„Der Markt ist für viele ein fester Treffpunkt am Wochenende“, freut sich Marktmeister Stefan Ruf. Das Angebot reicht von Obst und Gemüse über Fleisch- und Wurstwaren bis zu Blumen und Schwarzwälder Spezialitäten.</p>' +
      '<p>Der Markt findet samstags von 8 bis 12.30 Uhr statt. Während der Kanalsanierung in der Hauptstraße ist der Marktplatz über die Kirchstraße erreichbar.</p>',
    bild: media('marktplatz'),
    bildtext: 'Marktstände mit regionalen Produkten',
    bildcopyright: 'Sabine Wagner',
    tageZurueck: 30,
    uhrzeit: [8, 0],
    rubriken: [R.wirtschaft, R.freizeit],
  },
  {
    slug: 'baumpflanzaktion-lindenbuckel',
    titel: 'Bürgerinnen und Bürger pflanzen 120 Bäume am Lindenbuckel',
    einleitung: 'Bei der gemeinsamen Pflanzaktion von Stadt, Forstrevier und Schulen ist am Lindenbuckel ein neuer Mischwald entstanden.',
    text:
      '<p>Rund 90 Freiwillige, darunter viele Familien und zwei Schulklassen der Werkrealschule, haben auf einer vom Sturm geschädigten Fläche Traubeneichen, Bergahorne, Weißtannen und Elsbeeren gepflanzt.</p>' +
      '<p>Revierförster Michael Dold erläuterte, warum die Baumarten sorgfältig ausgewählt wurden: „Ein gemischter Wald kommt mit Trockenheit und Hitze deutlich besser zurecht als eine Fichtenmonokultur.“</p>' +
      '<p>Der Obst- und Gartenbauverein versorgte die Helferinnen und Helfer mit Most und Vesper. Die Stadt plant, die Aktion im kommenden Jahr zu wiederholen.</p>',
    bild: media('herbstwald'),
    bildtext: 'Mischwald im Herbst: So soll es am Lindenbuckel einmal aussehen',
    bildcopyright: 'Petra Hummel',
    nach: { jahrestermin: 'baumpflanzung', tage: 2 },
    uhrzeit: [16, 0],
    rubriken: [R.umwelt],
  },
  {
    slug: 'jugendgemeinderat-konstituiert',
    titel: 'Neuer Jugendgemeinderat hat sich konstituiert',
    einleitung: 'Zwölf Jugendliche zwischen 14 und 19 Jahren vertreten künftig die Interessen der jungen Generation gegenüber Verwaltung und Gemeinderat.',
    text:
      '<p>In der konstituierenden Sitzung wählte der Jugendgemeinderat Lea Schuler zur Sprecherin und Emil Hartmann zu ihrem Stellvertreter. Die Wahlbeteiligung unter den Jugendlichen lag bei erfreulichen 41 Prozent.</p>' +
      '<p>Ganz oben auf der Liste der Anliegen stehen eine bessere Busverbindung am Abend, ein überdachter Treffpunkt im Kurpark und mehr Veranstaltungen im Jugendhaus.</p>' +
      '<p>Der Jugendgemeinderat verfügt über ein eigenes Budget von 5.000 Euro im Jahr und hat in den Sitzungen des Gemeinderats ein Rede- und Antragsrecht.</p>',
    bild: media('sitzungssaal'),
    bildtext: 'Der Jugendgemeinderat tagt im Sitzungssaal des Rathauses',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 36,
    uhrzeit: [18, 30],
    rubriken: [R.rathaus, R.bildung],
    links: [{ link: '/jugendhaus/', linktext: 'Zum Jugendhaus Musterstadt' }],
  },
  {
    slug: 'amtsblatt-als-e-paper',
    titel: 'Amtsblatt jetzt auch als E-Paper',
    einleitung:
      'Das wöchentliche Amtsblatt der Stadt Musterstadt kann ab sofort kostenlos als E-Paper gelesen werden – auf Wunsch mit Benachrichtigung per E-Mail.',
    text:
      '<p>Neben der gedruckten Ausgabe, die weiterhin an alle Haushalte verteilt wird, erscheint das Amtsblatt nun jeden Donnerstag auch digital. Die E-Paper-Ausgabe enthält alle amtlichen Bekanntmachungen, die Berichte aus dem Gemeinderat und die Mitteilungen der Vereine und Kirchen.</p>' +
      '<p>Wer auf die Papierausgabe verzichten möchte, kann dies dem Verlag mitteilen. Das spart Papier und Verteilkosten.</p>' +
      '<p>Ältere Ausgaben stehen im Archiv als PDF zum Herunterladen bereit.</p>',
    bild: media('rathaus'),
    bildtext: 'Das Amtsblatt wird im Rathaus redaktionell betreut',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 39,
    uhrzeit: [12, 30],
    rubriken: [R.rathaus],
    // The two issues before the article's day, filled in by stadtArtikel.
    dokumente: [],
  },
  {
    slug: 'foerderung-streuobstwiesen',
    titel: 'Stadt fördert Pflege von Streuobstwiesen',
    einleitung:
      'Wer hochstämmige Obstbäume pflanzt oder fachgerecht schneiden lässt, kann einen Zuschuss von der Stadt erhalten. Anträge sind ab sofort möglich.',
    text:
      '<p>Streuobstwiesen prägen die Landschaft rund um Musterstadt und bieten Lebensraum für mehr als 5.000 Tier- und Pflanzenarten. Um diese wertvollen Flächen zu erhalten, hat der Gemeinderat ein eigenes Förderprogramm aufgelegt.</p>' +
      '<p>Gefördert werden die Neupflanzung von Hochstämmen regionaler Sorten mit 30 Euro je Baum sowie der fachgerechte Erziehungs- und Erhaltungsschnitt mit 15 Euro je Baum. Pro Antragsteller und Jahr stehen bis zu 600 Euro zur Verfügung.</p>' +
      '<p>Der Obst- und Gartenbauverein bietet begleitend Schnittkurse an. Anträge nimmt das Umweltamt entgegen.</p>',
    bild: media('streuobstwiese'),
    bildtext: 'Streuobstwiesen an den Hängen des Sulzbachtals',
    bildcopyright: 'Jonas Riegger',
    tageZurueck: 42,
    uhrzeit: [10, 0],
    rubriken: [R.umwelt],
    dokumente: [dokumentLink('antrag-streuobst.pdf', 'Antragsformular Streuobstförderung')],
    links: [{ link: '/leben-wohnen/umwelt', linktext: 'Umwelt- und Klimaschutz in Musterstadt' }],
  },
  {
    slug: 'gewerbegebiet-breitwiesen-erste-betriebe',
    titel: 'Gewerbegebiet Breitwiesen: Erste Betriebe ziehen ein',
    einleitung: 'Ein Holzbauunternehmen, eine Elektrofirma und ein Fahrradhändler haben ihre neuen Gebäude im Gewerbegebiet Breitwiesen bezogen.',
    text:
      '<p>Knapp zwei Jahre nach der Erschließung nimmt das Gewerbegebiet Breitwiesen Gestalt an. Von den 14 Bauplätzen sind inzwischen elf verkauft, drei Betriebe haben den Betrieb bereits aufgenommen. Insgesamt entstehen rund 120 Arbeitsplätze.</p>' +
      '<p>Bei der Vergabe der Grundstücke hat die Stadt Wert auf flächensparendes Bauen, begrünte Dächer und Photovoltaik gelegt. Ein Fuß- und Radweg verbindet das Gebiet direkt mit dem Bahnhof.</p>' +
      '<p>Für die verbleibenden Bauplätze können sich interessierte Unternehmen bei der Wirtschaftsförderung melden.</p>',
    bild: media('werkstatt'),
    bildtext: 'Handwerk und Gewerbe finden in Breitwiesen Platz',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 46,
    uhrzeit: [11, 30],
    rubriken: [R.wirtschaft],
    links: [{ link: '/wirtschaft', linktext: 'Wirtschaftsförderung und freie Gewerbeflächen' }],
  },
  {
    slug: 'seniorenbeirat-sprechstunde',
    titel: 'Seniorenbeirat bietet monatliche Sprechstunde an',
    einleitung:
      'Ob Fragen zu Pflege, Mobilität oder Freizeitangeboten: Der Seniorenbeirat ist ab sofort jeden zweiten Mittwoch im Monat im Rathaus ansprechbar.',
    text:
      '<p>Die Mitglieder des Seniorenbeirats kennen die Angebote für ältere Menschen in Musterstadt und vermitteln bei Bedarf an die richtigen Stellen – vom Pflegestützpunkt des Landkreises bis zum Bürgerbus.</p>' +
      '<p>Die Sprechstunde findet von 10 bis 12 Uhr im Besprechungsraum im Erdgeschoss des Rathauses statt. Eine Anmeldung ist nicht notwendig. Auf Wunsch sind auch Hausbesuche möglich.</p>' +
      '<p>Außerdem lädt der Seniorenbeirat regelmäßig zum Seniorennachmittag mit Kaffee, Kuchen und einem kleinen Programm ein.</p>',
    bild: media('seniorennachmittag'),
    bildtext: 'Beim Seniorennachmittag lädt der Seniorenbeirat zu Kaffee und Kuchen ein',
    bildcopyright: STADTVERWALTUNG,
    tageZurueck: 50,
    uhrzeit: [9, 45],
    rubriken: [R.soziales],
  },
  {
    slug: 'heimatmuseum-ausstellung-floesserei',
    titel: 'Heimatmuseum zeigt neue Dauerausstellung zur Flößerei',
    einleitung:
      'Wie die Stämme aus dem Schwarzwald bis nach Holland kamen, erzählt die neue Dauerausstellung im Heimatmuseum – mit Modellen, Werkzeugen und Hörstationen.',
    text:
      '<p>Über Jahrhunderte war die Flößerei ein wichtiger Erwerbszweig im Nordschwarzwald. Auf dem Sulzbach und der Nagold wurden Tannenstämme zu Flößen gebunden und bis an den Rhein gebracht. Die neue Ausstellung zeigt, wie gefährlich und kunstvoll diese Arbeit war.</p>' +
      '<p>Herzstück ist ein sechs Meter langes Floßmodell, das Mitglieder des Heimatvereins in mehr als 800 Arbeitsstunden gebaut haben. An Hörstationen berichten Nachfahren von Flößerfamilien aus Musterstadt.</p>' +
      `<p>Das Heimatmuseum im Vogtshaus, ${ORTE.heimatmuseum.strasse}, hat geöffnet: ${OEFFNUNGSZEITEN.museum}. Gruppenführungen sind nach Vereinbarung auch an anderen Tagen möglich.</p>`,
    bild: media('heimatmuseum'),
    bildtext: 'Das Vogtshaus mit dem Heimatmuseum',
    bildcopyright: 'Heimatverein Musterstadt',
    tageZurueck: 55,
    uhrzeit: [15, 0],
    rubriken: [R.freizeit],
    links: [{ link: '/freizeit-tourismus/heimatmuseum', linktext: 'Heimatmuseum: Öffnungszeiten und Führungen' }],
  },
];

const FW_BILD = 'Feuerwehr Musterstadt';

/** Six news items of the fire brigade (bereich 'feuerwehr'). */
export const FEUERWEHR_ARTIKEL: ArticleSeed[] = [
  {
    slug: 'neues-hlf-in-dienst-gestellt',
    titel: 'Neues Hilfeleistungslöschfahrzeug in Dienst gestellt',
    einleitung: 'Das neue HLF 20 ersetzt ein 28 Jahre altes Löschfahrzeug. Es bietet Platz für neun Einsatzkräfte und führt 2.000 Liter Löschwasser mit.',
    text:
      `<p>Nach einer feierlichen Segnung durch Pfarrerin Anne Löffler und Pfarrer Martin Beck hat ${buergermeisterin()} den Fahrzeugschlüssel an Kommandant ${FEUERWEHR.kommandant} übergeben. Das Fahrzeug kostet rund 520.000 Euro, das Land beteiligt sich mit 92.000 Euro.</p>` +
      '<p>Neben der Brandbekämpfung ist das HLF 20 für die technische Hilfeleistung ausgestattet: Es verfügt über einen hydraulischen Rettungssatz, einen Lichtmast und eine Schnellangriffseinrichtung. In den vergangenen Wochen haben sich alle Maschinisten intensiv mit dem neuen Fahrzeug vertraut gemacht.</p>' +
      '<p>Beim Tag der offenen Tür kann das Fahrzeug aus der Nähe besichtigt werden.</p>',
    bild: media('feuerwehr-fahrzeug'),
    bildtext: 'Das neue HLF 20 der Freiwilligen Feuerwehr Musterstadt',
    bildcopyright: FW_BILD,
    tageZurueck: 2,
    uhrzeit: [19, 0],
    rubriken: [F.wehr],
  },
  {
    slug: 'zimmerbrand-lindenstrasse',
    titel: 'Zimmerbrand in der Lindenstraße: Bewohner unverletzt',
    einleitung: 'Ein ausgelöster Rauchmelder hat Schlimmeres verhindert: Die Feuerwehr konnte einen Zimmerbrand in einem Mehrfamilienhaus schnell löschen.',
    text:
      '<p>Am späten Abend wurde die Feuerwehr zu einem Wohnungsbrand in die Lindenstraße alarmiert. Beim Eintreffen der ersten Kräfte hatten die Bewohnerinnen und Bewohner das Gebäude bereits verlassen, nachdem sie durch einen Rauchmelder geweckt worden waren.</p>' +
      '<p>Ein Trupp unter Atemschutz brachte das Feuer im Wohnzimmer im ersten Obergeschoss rasch unter Kontrolle. Anschließend wurde das Gebäude mit einem Hochleistungslüfter rauchfrei gemacht. Verletzt wurde niemand; die Brandwohnung ist vorerst nicht bewohnbar.</p>' +
      '<p>Im Einsatz waren 28 Einsatzkräfte mit fünf Fahrzeugen sowie der Rettungsdienst und die Polizei. Die Brandursache ermittelt die Polizei.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Die Einsatzkräfte rückten vom Feuerwehrhaus aus',
    bildcopyright: FW_BILD,
    tageZurueck: 5,
    uhrzeit: [8, 45],
    rubriken: [F.einsatz],
  },
  {
    slug: 'hauptuebung-grundschule',
    titel: 'Hauptübung an der Grundschule Musterstadt',
    einleitung:
      'Zahlreiche Zuschauerinnen und Zuschauer verfolgten die jährliche Hauptübung: Angenommen war ein Brand im Werkraum mit mehreren vermissten Personen.',
    text:
      '<p>Nach der Alarmierung ging alles sehr schnell: Innerhalb weniger Minuten waren die ersten Fahrzeuge vor Ort. Atemschutztrupps durchsuchten das verrauchte Gebäude und retteten fünf Darstellerinnen und Darsteller der Jugendfeuerwehr, während über die Drehleiter zwei Personen aus dem Obergeschoss gerettet wurden.</p>' +
      `<p>Gleichzeitig wurde eine Löschwasserversorgung vom Hydranten und vom Sulzbach aufgebaut. Kommandant ${FEUERWEHR.kommandant} erläuterte den Zuschauern die einzelnen Schritte über Lautsprecher.</p>` +
      '<p>Die Übungsbeobachter zeigten sich zufrieden. Im Anschluss lud die Feuerwehr zu Getränken und Gegrilltem ins Feuerwehrhaus ein.</p>',
    bild: media('feuerwehr-fahrzeug'),
    bildtext: 'Einsatzfahrzeuge bei der Hauptübung',
    bildcopyright: FW_BILD,
    nach: { jahrestermin: 'hauptuebung', tage: 1 },
    uhrzeit: [20, 15],
    rubriken: [F.uebung],
  },
  {
    slug: 'jugendfeuerwehr-leistungsabzeichen',
    titel: 'Jugendfeuerwehr erwirbt Leistungsabzeichen',
    einleitung: 'Neun Mitglieder der Jugendfeuerwehr haben die Prüfung zur Leistungsspange bestanden – mit einem der besten Ergebnisse im Landkreis.',
    text:
      '<p>Die Leistungsspange ist die höchste Auszeichnung, die Jugendliche in der Jugendfeuerwehr erwerben können. Geprüft werden ein Löschangriff, Schnelligkeitsübungen, Kugelstoßen, ein Staffellauf und Fragen aus der Feuerwehrtechnik und dem Allgemeinwissen.</p>' +
      `<p>Monatelang hatte die Gruppe unter Leitung von Jugendwartin ${FEUERWEHR.jugendwartin} geübt. „Ihr habt gezeigt, was Teamgeist bedeutet“, lobte Kommandant ${FEUERWEHR.kommandant}.</p>` +
      '<p>Die Jugendfeuerwehr nimmt Mädchen und Jungen ab zehn Jahren auf. Die Übungsabende finden freitags ab 18 Uhr im Feuerwehrhaus statt.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Die Jugendfeuerwehr übt freitags im Feuerwehrhaus',
    bildcopyright: FW_BILD,
    tageZurueck: 20,
    uhrzeit: [17, 30],
    rubriken: [F.jugend],
    links: [{ link: '/feuerwehr/mitglied-werden/', linktext: 'Mitmachen in der Jugendfeuerwehr' }],
  },
  {
    slug: 'rauchmelder-retten-leben',
    titel: 'Rauchmelder retten Leben: Tipps der Feuerwehr',
    einleitung: 'In Baden-Württemberg sind Rauchmelder in allen Wohnungen Pflicht. Die Feuerwehr erklärt, worauf es bei Montage und Wartung ankommt.',
    text:
      '<p>Die meisten Brandopfer sterben nicht durch Flammen, sondern durch giftigen Rauch – oft im Schlaf. Ein Rauchmelder warnt frühzeitig und verschafft die entscheidenden Minuten, um sich in Sicherheit zu bringen.</p>' +
      '<p>Rauchmelder gehören in alle Schlafräume, Kinderzimmer und Flure, die als Rettungsweg dienen. Sie werden möglichst in der Raummitte an der Decke montiert. Einmal im Jahr sollte die Funktion mit der Prüftaste getestet werden; Geräte mit fest eingebauter Batterie halten in der Regel zehn Jahre.</p>' +
      '<p>Bei Fragen beraten Sie die Kameradinnen und Kameraden der Feuerwehr gerne, zum Beispiel beim Tag der offenen Tür.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Brandschutzberatung im Feuerwehrhaus',
    bildcopyright: FW_BILD,
    tageZurueck: 28,
    uhrzeit: [10, 0],
    rubriken: [F.wehr],
    dokumente: [dokumentLink('merkblatt-rauchmelder.pdf', 'Merkblatt Rauchmelder')],
  },
  {
    slug: 'jahreshauptversammlung-ehrungen',
    titel: 'Jahreshauptversammlung: Ehrungen und Beförderungen',
    einleitung: `${FEUERWEHR.einsaetzeVorjahr} Einsätze im vergangenen Jahr, zwölf neue Mitglieder und zahlreiche Ehrungen: Die Feuerwehr blickt auf ein ereignisreiches Jahr zurück.`,
    text:
      `<p>In seinem Bericht ging Kommandant ${FEUERWEHR.kommandant} auf die gestiegene Zahl technischer Hilfeleistungen ein, vor allem nach Unwettern. Die Einsatzabteilung zählt derzeit ${FEUERWEHR.aktive} aktive Mitglieder, darunter ${FEUERWEHR.frauen} Frauen.</p>` +
      '<p>Für 25 Jahre aktiven Dienst wurden Sandra Wörner und Tobias Schill mit dem Feuerwehr-Ehrenzeichen in Silber ausgezeichnet, für 40 Jahre erhielt Hans-Peter Gaiser das Ehrenzeichen in Gold. Zudem wurden elf Kameradinnen und Kameraden befördert.</p>' +
      `<p>${buergermeisterin()} dankte der Wehr für ihre ständige Einsatzbereitschaft und kündigte an, dass die Stadt ein neues Löschgruppenfahrzeug für die Abteilung Hallwangen in den nächsten Haushalt aufnehmen will.</p>`,
    bild: media('feuerwehrhaus'),
    bildtext: 'Die Versammlung fand im Schulungsraum des Feuerwehrhauses statt',
    bildcopyright: FW_BILD,
    nach: { jahrestermin: 'jahreshauptversammlung', tage: 1 },
    uhrzeit: [21, 0],
    rubriken: [F.wehr],
  },
];

const list = (items: readonly string[]): string => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`);

/** An article about a meeting, written the same evening: days before today and the time it appeared. */
function amAbendDerSitzung(now: Date, sitzung: { beginn: Date; ende: Date }): Pick<ArticleSeed, 'tageZurueck' | 'uhrzeit'> {
  const tage = tageZwischen(heute(sitzung.beginn), heute(now));
  const ende = berlinParts(sitzung.ende);
  const uhrzeit: [number, number] = [ende.hour, Math.min(59, ende.minute + 20)];
  if (tage > 0) return { tageZurueck: tage, uhrzeit };
  // Seeded on the evening of the meeting itself: the report appeared just now.
  const jetzt = berlinParts(new Date(now.getTime() - 60_000));
  return { tageZurueck: 0, uhrzeit: [jetzt.hour, jetzt.minute] };
}

/**
 * The budget's news, told as the council information system records it: the adoption of the plan
 * adopted last, and, while the next plan is discussed, its introduction.
 */
export function haushaltsArtikel(now: Date, haushalt: Haushaltsberatung[]): { artikel: ArticleSeed[]; dokumente: DokumentSeed[] } {
  const artikel: ArticleSeed[] = [];
  const dokumente: DokumentSeed[] = [];
  const { ja, nein, enthaltungen } = HAUSHALT.stimmen;
  const beschlossen = haushalt.find((b) => b.stand === 'beschlossen');
  if (beschlossen) {
    const { jahr, zahlen } = beschlossen;
    const plan = haushaltsplanDokument(jahr, zahlen, false);
    dokumente.push(plan);
    artikel.push({
      slug: 'gemeinderat-beschliesst-haushalt',
      titel: `Gemeinderat beschließt Haushalt ${jahr}`,
      einleitung: `Mit großer Mehrheit hat der Gemeinderat den Haushaltsplan ${jahr} verabschiedet. Schwerpunkte sind ${list(zahlen.schwerpunkte)}.`,
      text:
        `<p>In seiner öffentlichen Sitzung am ${tagUndMonat(heute(beschlossen.beschluss.beginn))} hat der Gemeinderat die Haushaltssatzung ${jahr} mit ${ja} Ja-Stimmen bei ${nein} Gegenstimmen und ${enthaltungen} Enthaltung beschlossen. Der Ergebnishaushalt sieht ordentliche Erträge von ${millionen(zahlen.ertraege)} und Aufwendungen von ${millionen(zahlen.aufwendungen)} vor; für Investitionen sind ${millionen(zahlen.investitionen)} eingeplant.</p>` +
        `<p>Den größten Posten bildet ${zahlen.groessteInvestition.was} mit ${millionen(zahlen.groessteInvestition.millionen)}. Weitere Mittel fließen in ${list(zahlen.schwerpunkte.slice(1))}. Eine Kreditaufnahme ist nicht vorgesehen.</p>` +
        `<p>${buergermeisterin()} dankte dem Gremium für die sachlichen Beratungen: „Wir investieren in die Zukunft unserer Kinder und in eine verlässliche Infrastruktur, ohne die Schulden der Stadt zu erhöhen.“ Der Haushaltsplan liegt nach der Genehmigung durch das Landratsamt im Rathaus zur Einsichtnahme aus.</p>`,
      bild: media('rathaus'),
      bildtext: 'Das Rathaus am Marktplatz, Sitz des Gemeinderats',
      bildcopyright: STADTVERWALTUNG,
      ...amAbendDerSitzung(now, beschlossen.beschluss),
      rubriken: [R.rathaus],
      links: [{ link: '/ratsinfo/sitzungen?gremium=GR', linktext: 'Sitzungen und Beschlüsse des Gemeinderats' }],
      dokumente: [dokumentLink(plan.name, plan.titel)],
    });
  }
  const entwurf = haushalt.find((b) => b.stand === 'entwurf' && b.einbringung && b.einbringung.ende.getTime() < now.getTime());
  if (entwurf?.einbringung) {
    const { jahr, zahlen } = entwurf;
    const plan = haushaltsplanDokument(jahr, zahlen, true);
    dokumente.push(plan);
    const vorberatung = entwurf.vorberatung
      ? `Der Verwaltungsausschuss berät den Entwurf am ${tagUndMonat(heute(entwurf.vorberatung.beginn))} vor; beschließen soll ihn der Gemeinderat in seiner Sitzung am ${tagUndMonat(heute(entwurf.beschluss.beginn))}.`
      : `Beschließen soll ihn der Gemeinderat in seiner Sitzung am ${tagUndMonat(heute(entwurf.beschluss.beginn))}.`;
    artikel.push({
      slug: 'haushaltsentwurf-eingebracht',
      titel: `Haushaltsentwurf ${jahr}: Investitionen von ${millionen(zahlen.investitionen)} geplant`,
      einleitung: `Die Verwaltung hat den Entwurf des Haushaltsplans ${jahr} in den Gemeinderat eingebracht. Schwerpunkte sind ${list(zahlen.schwerpunkte)}.`,
      text:
        `<p>In der öffentlichen Sitzung am ${tagUndMonat(heute(entwurf.einbringung.beginn))} hat die Kämmerei dem Gemeinderat den Entwurf für das Jahr ${jahr} vorgestellt. Er sieht ordentliche Erträge von ${millionen(zahlen.ertraege)} und Aufwendungen von ${millionen(zahlen.aufwendungen)} vor; investieren will die Stadt ${millionen(zahlen.investitionen)}.</p>` +
        `<p>Den größten Posten bildet ${zahlen.groessteInvestition.was} mit ${millionen(zahlen.groessteInvestition.millionen)}. ${vorberatung} Beide Sitzungen sind öffentlich.</p>` +
        '<p>Bis dahin beraten die Fraktionen den Entwurf. Wer Fragen zum Haushalt hat, kann sie in der Bürgerfragestunde zu Beginn jeder öffentlichen Sitzung des Gemeinderats stellen.</p>',
      bild: media('sitzungssaal'),
      bildtext: 'Im großen Sitzungssaal des Rathauses berät der Gemeinderat den Haushalt',
      bildcopyright: STADTVERWALTUNG,
      ...amAbendDerSitzung(now, entwurf.einbringung),
      rubriken: [R.rathaus],
      links: [{ link: '/ratsinfo/sitzungen?gremium=GR', linktext: 'Sitzungstermine und Tagesordnungen des Gemeinderats' }],
      dokumente: [dokumentLink(plan.name, plan.titel)],
    });
  }
  return { artikel, dokumente };
}

/** The town's news of a seed run, each dated, and the documents they link to. */
export function stadtArtikel(now: Date, haushalt: Haushaltsberatung[]): { artikel: DatedArticle[]; dokumente: DokumentSeed[] } {
  const budget = haushaltsArtikel(now, haushalt);
  const dokumente = [...budget.dokumente];
  const artikel = [...STADT_ARTIKEL, ...budget.artikel].map((seed): DatedArticle => {
    const dated: DatedArticle = { ...seed, tageZurueck: tageZurueck(now, seed) };
    if (seed.slug !== 'amtsblatt-als-e-paper') return dated;
    // The last two issues before the article: the Thursdays before its day.
    const erschienen = plusTage(heute(now), -dated.tageZurueck);
    const letzte = plusTage(erschienen, -((wochentag(erschienen) - 4 + 7) % 7 || 7));
    const ausgaben = [letzte, plusTage(letzte, -7)].map((t) => amtsblattDokument(t.year, isoWoche(t), deutschesDatum(t)));
    dokumente.push(...ausgaben);
    return { ...dated, dokumente: ausgaben.map((d) => dokumentLink(d.name, d.titel)) };
  });
  return { artikel, dokumente };
}

/** The fire brigade's news of a seed run, each dated. */
export const feuerwehrArtikel = (now: Date): DatedArticle[] => FEUERWEHR_ARTIKEL.map((seed) => ({ ...seed, tageZurueck: tageZurueck(now, seed) }));
