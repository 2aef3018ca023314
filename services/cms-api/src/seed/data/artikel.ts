import { media } from '../../content/media';
import type { DocumentRef, ImageRef, LinkRef, Rubrik } from '../../core/types';
import { ARTIKEL_RUBRIKEN as R, FEUERWEHR_RUBRIKEN as F } from './rubriken';

export interface ArticleSeed {
  slug: string;
  titel: string;
  einleitung: string;
  /** HTML paragraphs. */
  text: string;
  bild: string;
  bildtext: string;
  bildcopyright: string;
  /** Published this many days before the seed run … */
  tageZurueck: number;
  /** … at this Berlin wall-clock time. */
  uhrzeit: [number, number];
  rubriken: Rubrik[];
  links?: LinkRef[];
  dokumente?: DocumentRef[];
  galerie?: ImageRef[];
  seo?: { title: string; description: string };
}

const STADT = 'Stadt Musterstadt';

/** 24 news items of the town (bereich 'stadt'), newest first: three pages of ten. */
export const STADT_ARTIKEL: ArticleSeed[] = [
  {
    slug: 'gemeinderat-beschliesst-haushalt',
    titel: 'Gemeinderat beschließt Haushalt für das kommende Jahr',
    einleitung:
      'Mit großer Mehrheit hat der Gemeinderat den Haushaltsplan verabschiedet. Schwerpunkte sind die Sanierung der Schulen, der Breitbandausbau und die Erneuerung der Wasserleitungen.',
    text:
      '<p>In seiner jüngsten öffentlichen Sitzung hat der Gemeinderat den Haushalt für das kommende Jahr mit 17 Ja-Stimmen bei zwei Enthaltungen beschlossen. Der Ergebnishaushalt umfasst rund 31,4 Millionen Euro, für Investitionen sind 8,9 Millionen Euro vorgesehen.</p>' +
      '<p>Den größten Posten bildet die energetische Sanierung der Grundschule Musterstadt mit 2,6 Millionen Euro. Weitere Mittel fließen in den Glasfaserausbau in den Ortsteilen, die Erneuerung der Wasserleitung in der Bergstraße sowie in neue Fahrzeuge für Bauhof und Feuerwehr.</p>' +
      '<p>Bürgermeisterin Katrin Albrecht dankte dem Gremium für die sachlichen Beratungen: „Wir investieren in die Zukunft unserer Kinder und in eine verlässliche Infrastruktur, ohne die Schulden der Stadt zu erhöhen.“ Der Haushaltsplan liegt nach der Genehmigung durch das Landratsamt im Rathaus zur Einsichtnahme aus.</p>',
    bild: media('rathaus'),
    bildtext: 'Das Rathaus am Marktplatz, Sitz des Gemeinderats',
    bildcopyright: STADT,
    tageZurueck: 1,
    uhrzeit: [16, 30],
    rubriken: [R.rathaus],
    links: [{ link: '/gemeinderat', linktext: 'Sitzungen und Beschlüsse des Gemeinderats' }],
    dokumente: [{ link: '/api/cms/media/haushaltsplan-entwurf.pdf', downloadtext: 'Haushaltsplan (Entwurf, PDF, 4,2 MB)' }],
  },
  {
    slug: 'hauptstrasse-vollsperrung-kanalsanierung',
    titel: 'Hauptstraße: Vollsperrung wegen Kanalsanierung',
    einleitung:
      'Zwischen der Einmündung Kirchstraße und dem Kreisverkehr am Bahnhof wird die Hauptstraße für rund sechs Wochen voll gesperrt. Eine Umleitung ist ausgeschildert.',
    text:
      '<p>Ab Montag der kommenden Woche saniert die Stadt den Abwasserkanal unter der Hauptstraße. Der rund 80 Jahre alte Kanal ist an mehreren Stellen undicht und wird in offener Bauweise erneuert. Dafür muss der Abschnitt zwischen Kirchstraße und Bahnhofskreisel voll gesperrt werden.</p>' +
      '<p>Der Durchgangsverkehr wird über die Schwarzwaldstraße und die Talstraße umgeleitet. Fußgängerinnen und Fußgänger können die Baustelle jederzeit passieren, die Geschäfte bleiben erreichbar. Die Bushaltestelle „Rathaus“ wird vorübergehend in die Kirchstraße verlegt.</p>' +
      '<p>Wir bitten alle Anwohnerinnen, Anwohner und Verkehrsteilnehmenden um Verständnis für die unvermeidlichen Behinderungen. Fragen beantwortet das Tiefbauamt unter Telefon 07999 123-310.</p>',
    bild: media('marktplatz'),
    bildtext: 'Die Hauptstraße führt direkt am Marktplatz vorbei',
    bildcopyright: STADT,
    tageZurueck: 2,
    uhrzeit: [10, 15],
    rubriken: [R.bauen],
    dokumente: [{ link: '/api/cms/media/umleitungsplan-hauptstrasse.pdf', downloadtext: 'Umleitungsplan (PDF, 1,1 MB)' }],
  },
  {
    slug: 'buergerbuero-neue-oeffnungszeiten',
    titel: 'Bürgerbüro mit neuen Öffnungszeiten',
    einleitung: 'Das Bürgerbüro im Rathaus öffnet künftig auch am Donnerstagabend und am ersten Samstag im Monat. Termine können online gebucht werden.',
    text:
      '<p>Um Berufstätigen den Weg ins Rathaus zu erleichtern, hat das Bürgerbüro seine Öffnungszeiten erweitert. Ab sofort gelten folgende Zeiten: Montag bis Freitag von 8 bis 12 Uhr, Dienstag zusätzlich von 14 bis 16 Uhr und Donnerstag von 14 bis 18.30 Uhr. Am ersten Samstag im Monat ist das Bürgerbüro von 9 bis 12 Uhr geöffnet.</p>' +
      '<p>Für Personalausweise, Reisepässe und Meldeangelegenheiten empfehlen wir, vorab online einen Termin zu vereinbaren. So entfallen Wartezeiten. Spontane Besuche sind während der Öffnungszeiten weiterhin möglich.</p>' +
      '<p>Viele Anliegen wie die Beantragung einer Meldebescheinigung oder eines Anwohnerparkausweises lassen sich inzwischen auch vollständig digital erledigen.</p>',
    bild: media('rathaus'),
    bildtext: 'Das Bürgerbüro befindet sich im Erdgeschoss des Rathauses',
    bildcopyright: STADT,
    tageZurueck: 3,
    uhrzeit: [9, 0],
    rubriken: [R.rathaus],
    links: [
      { link: '/buergerservice', linktext: 'Bürgerservice von A bis Z' },
      { link: '/buergerservice/termin', linktext: 'Online einen Termin vereinbaren' },
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
    bild: media('schwarzwald-panorama'),
    bildtext: 'Auch die Höhenlagen rund um Hallwangen werden ans schnelle Netz angeschlossen',
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
    tageZurueck: 6,
    uhrzeit: [14, 0],
    rubriken: [R.freizeit],
    galerie: [
      { bild: media('stadtfest'), bildtext: 'Abendstimmung auf dem Festplatz', bildcopyright: 'Petra Hummel' },
      { bild: media('stadtkapelle'), bildtext: 'Die Stadtkapelle eröffnet das Fest auf der Marktplatzbühne', bildcopyright: 'Petra Hummel' },
      { bild: media('marktplatz'), bildtext: 'Vereinsstände rund um den Marktplatz', bildcopyright: STADT },
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
    bild: media('rathaus'),
    bildtext: 'Die Stadtverwaltung koordiniert die Vergabe der Betreuungsplätze',
    bildcopyright: STADT,
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
      '<p>Die Stadt hat das Material mit 4.500 Euro unterstützt. Bürgermeisterin Albrecht würdigte das Engagement: „Gut ausgeschilderte Wege sind die Visitenkarte unserer Stadt für Gäste und eine Freude für alle, die hier wohnen.“</p>' +
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
      '<p>Interessierte melden sich beim Wahlamt per E-Mail an wahlen@musterstadt.de oder telefonisch unter 07999 123-120.</p>',
    bild: media('rathaus'),
    bildtext: 'Im Rathaus laufen die Vorbereitungen für die Wahl',
    bildcopyright: STADT,
    tageZurueck: 11,
    uhrzeit: [8, 30],
    rubriken: [R.rathaus],
    dokumente: [{ link: '/api/cms/media/merkblatt-wahlhelfer.pdf', downloadtext: 'Merkblatt für Wahlhelfende (PDF, 240 KB)' }],
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
    bildcopyright: STADT,
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
    bild: media('marktplatz'),
    bildtext: 'Die neuen Tonnen werden straßenweise ausgeliefert',
    bildcopyright: STADT,
    tageZurueck: 14,
    uhrzeit: [9, 30],
    rubriken: [R.umwelt],
    links: [{ link: '/abfall', linktext: 'Abfallkalender und Abfuhrtermine' }],
    dokumente: [{ link: '/api/cms/media/info-gelbe-tonne.pdf', downloadtext: 'Informationsblatt Gelbe Tonne (PDF, 380 KB)' }],
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
    tageZurueck: 16,
    uhrzeit: [13, 10],
    rubriken: [R.freizeit],
  },
  {
    slug: 'ehrung-blutspenderinnen-und-blutspender',
    titel: 'Stadt ehrt langjährige Blutspenderinnen und Blutspender',
    einleitung: 'Im Rahmen eines Empfangs im Rathaus wurden 23 Bürgerinnen und Bürger für 10 bis 125 Blutspenden ausgezeichnet.',
    text:
      '<p>Bürgermeisterin Katrin Albrecht und der Vorsitzende des DRK-Ortsvereins, Thomas Brenner, überreichten Urkunden, Ehrennadeln und ein kleines Präsent. „Jede einzelne Spende kann Leben retten. Sie zeigen, was Gemeinsinn bedeutet“, sagte die Bürgermeisterin.</p>' +
      '<p>Besonders geehrt wurde Werner Haug, der bereits 125 Mal Blut gespendet hat. Für 100 Spenden wurden Gisela Kern und Manfred Vogt ausgezeichnet.</p>' +
      '<p>Der nächste Blutspendetermin findet in der Stadthalle statt. Neue Spenderinnen und Spender zwischen 18 und 68 Jahren sind herzlich willkommen.</p>',
    bild: media('rathaus'),
    bildtext: 'Der Empfang fand im Bürgersaal des Rathauses statt',
    bildcopyright: STADT,
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
    bild: media('schwarzwald-panorama'),
    bildtext: 'In den Höhenlagen beginnt der Winter oft früh',
    bildcopyright: STADT,
    tageZurueck: 22,
    uhrzeit: [10, 30],
    rubriken: [R.bauen, R.umwelt],
    dokumente: [{ link: '/api/cms/media/streupflichtsatzung.pdf', downloadtext: 'Streupflichtsatzung (PDF, 160 KB)' }],
  },
  {
    slug: 'sanierung-grundschule-hallwangen-abgeschlossen',
    titel: 'Sanierung der Grundschule Hallwangen abgeschlossen',
    einleitung: 'Neue Fenster, gedämmte Fassade und moderne Klassenzimmer: Nach zwei Jahren Bauzeit ist die Grundschule Hallwangen fertig saniert.',
    text:
      '<p>Schülerinnen, Schüler und Lehrkräfte der Grundschule Hallwangen können sich über ein rundum erneuertes Schulhaus freuen. Neben der energetischen Sanierung wurden alle Klassenzimmer mit digitalen Tafeln ausgestattet und ein Aufzug eingebaut, der das Gebäude barrierefrei erschließt.</p>' +
      '<p>Die Gesamtkosten belaufen sich auf 3,4 Millionen Euro. Durch die Photovoltaikanlage auf dem Dach und die neue Heizung mit Wärmepumpe sinkt der Energieverbrauch der Schule um mehr als die Hälfte.</p>' +
      '<p>Zur Einweihung lädt die Schulgemeinschaft alle Bürgerinnen und Bürger zu einem Tag der offenen Tür ein.</p>',
    bild: media('stadtbuecherei'),
    bildtext: 'Die neue Schulbibliothek der Grundschule Hallwangen',
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
    bildcopyright: STADT,
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
    bild: media('schwarzwald-panorama'),
    bildtext: 'Der Lindenbuckel oberhalb der Kernstadt',
    bildcopyright: 'Petra Hummel',
    tageZurueck: 33,
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
    bild: media('rathaus'),
    bildtext: 'Der Jugendgemeinderat tagt im Sitzungssaal des Rathauses',
    bildcopyright: STADT,
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
    bildcopyright: STADT,
    tageZurueck: 39,
    uhrzeit: [12, 30],
    rubriken: [R.rathaus],
    dokumente: [
      { link: '/api/cms/media/amtsblatt-2026-45.pdf', downloadtext: 'Amtsblatt Ausgabe 45 (PDF, 5,8 MB)' },
      { link: '/api/cms/media/amtsblatt-2026-44.pdf', downloadtext: 'Amtsblatt Ausgabe 44 (PDF, 6,1 MB)' },
    ],
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
    bild: media('schwarzwald-panorama'),
    bildtext: 'Streuobstwiesen an den Hängen des Sulzbachtals',
    bildcopyright: 'Jonas Riegger',
    tageZurueck: 42,
    uhrzeit: [10, 0],
    rubriken: [R.umwelt],
    dokumente: [{ link: '/api/cms/media/antrag-streuobst.pdf', downloadtext: 'Antragsformular Streuobstförderung (PDF, 120 KB)' }],
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
    bild: media('marktplatz'),
    bildtext: 'Musterstadt bietet Raum für Handwerk und Gewerbe',
    bildcopyright: STADT,
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
    bild: media('rathaus'),
    bildtext: 'Die Sprechstunde findet im Rathaus statt',
    bildcopyright: STADT,
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
      '<p>Das Heimatmuseum in der Kirchstraße ist sonntags von 14 bis 17 Uhr geöffnet, Gruppenführungen sind nach Vereinbarung auch an anderen Tagen möglich. Der Eintritt ist frei.</p>',
    bild: media('wanderweg'),
    bildtext: 'Die Flößerpfade führten durch die Täler rund um Musterstadt',
    bildcopyright: 'Heimatverein Musterstadt',
    tageZurueck: 55,
    uhrzeit: [15, 0],
    rubriken: [R.freizeit],
    links: [{ link: '/freizeit-tourismus/heimatmuseum', linktext: 'Heimatmuseum: Öffnungszeiten und Führungen' }],
  },
];

const FEUERWEHR = 'Feuerwehr Musterstadt';

/** Six news items of the fire brigade (bereich 'feuerwehr'). */
export const FEUERWEHR_ARTIKEL: ArticleSeed[] = [
  {
    slug: 'neues-hlf-in-dienst-gestellt',
    titel: 'Neues Hilfeleistungslöschfahrzeug in Dienst gestellt',
    einleitung: 'Das neue HLF 20 ersetzt ein 28 Jahre altes Löschfahrzeug. Es bietet Platz für neun Einsatzkräfte und führt 2.000 Liter Löschwasser mit.',
    text:
      '<p>Nach einer feierlichen Segnung durch Pfarrerin Anne Löffler und Pfarrer Martin Beck hat Bürgermeisterin Katrin Albrecht den Fahrzeugschlüssel an Kommandant Markus Keller übergeben. Das Fahrzeug kostet rund 520.000 Euro, das Land beteiligt sich mit 92.000 Euro.</p>' +
      '<p>Neben der Brandbekämpfung ist das HLF 20 für die technische Hilfeleistung ausgestattet: Es verfügt über einen hydraulischen Rettungssatz, einen Lichtmast und eine Schnellangriffseinrichtung. In den vergangenen Wochen haben sich alle Maschinisten intensiv mit dem neuen Fahrzeug vertraut gemacht.</p>' +
      '<p>Beim Tag der offenen Tür kann das Fahrzeug aus der Nähe besichtigt werden.</p>',
    bild: media('feuerwehr-fahrzeug'),
    bildtext: 'Das neue HLF 20 der Freiwilligen Feuerwehr Musterstadt',
    bildcopyright: FEUERWEHR,
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
    bildcopyright: FEUERWEHR,
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
      '<p>Gleichzeitig wurde eine Löschwasserversorgung vom Hydranten und vom Sulzbach aufgebaut. Kommandant Markus Keller erläuterte den Zuschauern die einzelnen Schritte über Lautsprecher.</p>' +
      '<p>Die Übungsbeobachter zeigten sich zufrieden. Im Anschluss lud die Feuerwehr zu Getränken und Gegrilltem ins Feuerwehrhaus ein.</p>',
    bild: media('feuerwehr-fahrzeug'),
    bildtext: 'Einsatzfahrzeuge bei der Hauptübung',
    bildcopyright: FEUERWEHR,
    tageZurueck: 12,
    uhrzeit: [20, 15],
    rubriken: [F.uebung],
  },
  {
    slug: 'jugendfeuerwehr-leistungsabzeichen',
    titel: 'Jugendfeuerwehr erwirbt Leistungsabzeichen',
    einleitung: 'Neun Mitglieder der Jugendfeuerwehr haben die Prüfung zur Leistungsspange bestanden – mit einem der besten Ergebnisse im Landkreis.',
    text:
      '<p>Die Leistungsspange ist die höchste Auszeichnung, die Jugendliche in der Jugendfeuerwehr erwerben können. Geprüft werden ein Löschangriff, Schnelligkeitsübungen, Kugelstoßen, ein Staffellauf und Fragen aus der Feuerwehrtechnik und dem Allgemeinwissen.</p>' +
      '<p>Monatelang hatte die Gruppe unter Leitung von Jugendwartin Julia Fritz geübt. „Ihr habt gezeigt, was Teamgeist bedeutet“, lobte Kommandant Markus Keller.</p>' +
      '<p>Die Jugendfeuerwehr nimmt Mädchen und Jungen ab zehn Jahren auf. Die Übungsabende finden freitags ab 18 Uhr im Feuerwehrhaus statt.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Die Jugendfeuerwehr übt freitags im Feuerwehrhaus',
    bildcopyright: FEUERWEHR,
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
    bildcopyright: FEUERWEHR,
    tageZurueck: 28,
    uhrzeit: [10, 0],
    rubriken: [F.wehr],
    dokumente: [{ link: '/api/cms/media/merkblatt-rauchmelder.pdf', downloadtext: 'Merkblatt Rauchmelder (PDF, 210 KB)' }],
  },
  {
    slug: 'jahreshauptversammlung-ehrungen',
    titel: 'Jahreshauptversammlung: Ehrungen und Beförderungen',
    einleitung: '187 Einsätze im vergangenen Jahr, zwölf neue Mitglieder und zahlreiche Ehrungen: Die Feuerwehr blickt auf ein ereignisreiches Jahr zurück.',
    text:
      '<p>In seinem Bericht ging Kommandant Markus Keller auf die gestiegene Zahl technischer Hilfeleistungen ein, vor allem nach Unwettern. Die Einsatzabteilung zählt derzeit 86 aktive Mitglieder, darunter 14 Frauen.</p>' +
      '<p>Für 25 Jahre aktiven Dienst wurden Sandra Wörner und Tobias Schill mit dem Feuerwehr-Ehrenzeichen in Silber ausgezeichnet, für 40 Jahre erhielt Hans-Peter Gaiser das Ehrenzeichen in Gold. Zudem wurden elf Kameradinnen und Kameraden befördert.</p>' +
      '<p>Bürgermeisterin Katrin Albrecht dankte der Wehr für ihre ständige Einsatzbereitschaft und kündigte an, dass die Planungen für den Anbau am Feuerwehrhaus fortgesetzt werden.</p>',
    bild: media('feuerwehrhaus'),
    bildtext: 'Die Versammlung fand im Schulungsraum des Feuerwehrhauses statt',
    bildcopyright: FEUERWEHR,
    tageZurueck: 40,
    uhrzeit: [21, 0],
    rubriken: [F.wehr],
  },
];
