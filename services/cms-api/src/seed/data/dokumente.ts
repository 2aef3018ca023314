/**
 * The town's downloadable documents (news, tenders, building areas, job offers): tagged German PDFs
 * served at /api/cms/dokumente/<name>, like the sub-sites' forms. Their facts come from the fact sheet.
 */
import type { DocumentRef } from '../../core/types';
import { type DokumentSeed, dokument } from './teilseiten';
import { type Haushaltszahlen, FEUERWEHR, HAUSHALT, OEFFNUNGSZEITEN, ORTE, STADT, buergermeisterinName, millionen, telefon } from './stadt';

const RATHAUS = `Stadt ${STADT.name} · ${ORTE.rathaus.strasse} · ${STADT.plz} ${STADT.name} · Telefon ${telefon('zentrale')}`;
const VERGABESTELLE = `Stadt ${STADT.name} · Zentrale Vergabestelle · ${ORTE.rathaus.strasse} · ${STADT.plz} ${STADT.name}`;
const STADTBAUAMT = `Stadt ${STADT.name} · Stadtbauamt · ${ORTE.technischesRathaus.name}, ${ORTE.technischesRathaus.strasse} · ${STADT.plz} ${STADT.name}`;

/** A link to a town document with its title as the link text; the page shows its file type. */
export const dokumentLink = (name: string, downloadtext: string): DocumentRef => ({ link: dokument(name), downloadtext });

/** The budget plan of a year at a glance: the draft while it is discussed, the adopted plan afterwards. */
export function haushaltsplanDokument(jahr: number, zahlen: Haushaltszahlen, entwurf: boolean): DokumentSeed {
  const ergebnis = zahlen.ertraege - zahlen.aufwendungen;
  return {
    name: entwurf ? `haushaltsplan-${jahr}-entwurf.pdf` : `haushaltsplan-${jahr}.pdf`,
    titel: entwurf ? `Entwurf des Haushaltsplans ${jahr} im Überblick` : `Haushaltsplan ${jahr} im Überblick`,
    herausgeber: `Stadt ${STADT.name} · Kämmerei · ${ORTE.rathaus.strasse} · ${STADT.plz} ${STADT.name} · Telefon ${telefon('kaemmerei')}`,
    absaetze: [
      entwurf
        ? `Die Verwaltung hat den Entwurf des Haushaltsplans ${jahr} in den Gemeinderat eingebracht. Nach der Vorberatung im Verwaltungsausschuss soll der Gemeinderat den Plan im Dezember beschließen.`
        : `Der Gemeinderat hat die Haushaltssatzung ${jahr} mit dem Haushaltsplan beschlossen (${HAUSHALT.stimmen.ja} Ja-Stimmen, ${HAUSHALT.stimmen.nein} Nein-Stimmen, ${HAUSHALT.stimmen.enthaltungen} Enthaltung).`,
      'Ergebnishaushalt:',
      `• Ordentliche Erträge: ${millionen(zahlen.ertraege)}`,
      `• Ordentliche Aufwendungen: ${millionen(zahlen.aufwendungen)}`,
      `• Ordentliches Ergebnis: ${millionen(ergebnis)}`,
      'Finanzhaushalt:',
      `• Investitionen: ${millionen(zahlen.investitionen)}`,
      `• Größte Einzelmaßnahme: ${zahlen.groessteInvestition.was} mit ${millionen(zahlen.groessteInvestition.millionen)}`,
      '• Kreditaufnahmen: keine',
      `Schwerpunkte der Investitionen sind ${zahlen.schwerpunkte.join(', ')}.`,
      `Der vollständige Haushaltsplan liegt nach der Genehmigung durch das Landratsamt im Rathaus, ${ORTE.rathaus.strasse}, während der Öffnungszeiten zur Einsichtnahme aus.`,
    ],
  };
}

/** Issues of the official gazette, named after their calendar week. */
export function amtsblattDokument(jahr: number, woche: number, datum: string): DokumentSeed {
  return {
    name: `amtsblatt-${jahr}-${String(woche).padStart(2, '0')}.pdf`,
    titel: `Musterstadt aktuell – Amtsblatt Nr. ${woche}/${jahr}`,
    herausgeber: `Herausgeberin: Stadt ${STADT.name}, vertreten durch ${STADT.buergermeisterin.amt} ${buergermeisterinName()} · erschienen am ${datum}`,
    absaetze: [
      'In dieser Ausgabe:',
      '• Amtliche Bekanntmachungen der Stadt',
      '• Aus dem Gemeinderat: Bericht über die öffentliche Sitzung',
      '• Baustellen und Straßensperrungen der Woche',
      '• Abfuhrtermine, ärztlicher Notdienst und Apothekennotdienst',
      '• Nachrichten aus Kindergärten, Schulen, Kirchengemeinden und Vereinen',
      `Das Amtsblatt erscheint jeden Donnerstag und wird an alle Haushalte in ${STADT.ortsteile
        .map((o) => o.name)
        .join(', ')
        .replace(/, ([^,]*)$/, ' und $1')} verteilt. Redaktionsschluss ist montags um 12 Uhr.`,
    ],
  };
}

/** The documents with fixed content, by file name. */
export const STADT_DOKUMENTE: DokumentSeed[] = [
  {
    name: 'umleitungsplan-hauptstrasse.pdf',
    titel: 'Umleitung während der Kanalsanierung in der Hauptstraße',
    herausgeber: `Stadt ${STADT.name} · Tiefbauamt · Telefon ${telefon('tiefbau')}`,
    absaetze: [
      'Die Hauptstraße ist zwischen der Einmündung Kirchstraße und dem Kreisverkehr am Bahnhof für rund sechs Wochen voll gesperrt.',
      'Umleitung für Autos und Lastwagen:',
      '• Aus Richtung Bahnhof über die Schwarzwaldstraße und die Talstraße zum Marktplatz',
      '• Aus Richtung Marktplatz über die Talstraße und die Schwarzwaldstraße zum Bahnhof',
      'Fußgängerinnen und Fußgänger können die Baustelle jederzeit passieren. Die Geschäfte bleiben erreichbar.',
      'Die Bushaltestelle „Rathaus“ ist vorübergehend in die Kirchstraße verlegt.',
    ],
  },
  {
    name: 'merkblatt-wahlhelfer.pdf',
    titel: 'Merkblatt für Wahlhelferinnen und Wahlhelfer',
    herausgeber: `Stadt ${STADT.name} · Wahlamt · Telefon ${telefon('wahlamt')} · wahlen@musterstadt.de`,
    absaetze: [
      'Wahlhelferinnen und Wahlhelfer bilden in jedem Wahlbezirk den Wahlvorstand. Sie sorgen für einen ordnungsgemäßen Ablauf der Wahl und zählen nach 18 Uhr gemeinsam die Stimmen aus.',
      'Was Sie wissen sollten:',
      '• Mitmachen kann, wer mindestens 16 Jahre alt und in Musterstadt wahlberechtigt ist.',
      '• Der Wahltag ist in zwei Schichten eingeteilt; zur Auszählung sind alle Mitglieder des Wahlvorstands da.',
      '• Vor der Wahl gibt es eine kurze Schulung im Rathaus.',
      '• Für den Einsatz zahlt die Stadt ein Erfrischungsgeld von 50 Euro.',
      'Bitte melden Sie sich beim Wahlamt, wenn Sie mithelfen möchten oder an Ihrem Einsatztag verhindert sind.',
    ],
  },
  {
    name: 'info-gelbe-tonne.pdf',
    titel: 'Die Gelbe Tonne kommt',
    herausgeber: `Stadt ${STADT.name} · Abfallberatung im Auftrag des ${STADT.landkreis.replace('Landkreis', 'Landkreises')}`,
    absaetze: [
      'Zum Jahreswechsel ersetzt die Gelbe Tonne den Gelben Sack. Jeder Haushalt erhält automatisch eine Tonne mit 240 Litern; eine Bestellung ist nicht nötig.',
      'In die Gelbe Tonne gehören:',
      '• Verpackungen aus Kunststoff, zum Beispiel Joghurtbecher, Folien und Shampooflaschen',
      '• Verpackungen aus Metall, zum Beispiel Konservendosen und Alufolie',
      '• Getränkekartons',
      'Nicht in die Gelbe Tonne gehören Glas, Papier, Bioabfall und Restmüll.',
      'Die Tonne wird weiterhin alle vier Wochen geleert. Die Termine stehen im Abfallkalender unter musterstadt.de/abfall.',
    ],
  },
  {
    name: 'streupflichtsatzung.pdf',
    titel: 'Satzung über die Verpflichtung der Straßenanlieger zum Reinigen, Schneeräumen und Bestreuen der Gehwege (Streupflichtsatzung)',
    herausgeber: RATHAUS,
    absaetze: [
      '§ 1 Übertragung der Pflicht: Den Straßenanliegern obliegt es, die Gehwege entlang ihrer Grundstücke von Schnee zu räumen und bei Glätte zu bestreuen.',
      '§ 2 Umfang: Die Gehwege sind in einer Breite von mindestens einem Meter freizuhalten. Wo kein Gehweg vorhanden ist, gilt dies für einen entsprechenden Streifen am Rand der Fahrbahn.',
      '§ 3 Zeiten: Werktags muss bis 7 Uhr, an Sonn- und Feiertagen bis 8 Uhr geräumt und gestreut sein. Bei Bedarf ist bis 20 Uhr zu wiederholen.',
      '§ 4 Streumittel: Zu verwenden sind Sand, Splitt oder Granulat. Auftausalz ist nur an Treppen und starken Gefällstrecken erlaubt.',
      '§ 5 Ordnungswidrigkeiten: Wer die Pflichten nach dieser Satzung verletzt, handelt ordnungswidrig.',
      `Ausgefertigt: ${STADT.name}, ${STADT.buergermeisterin.amt} ${buergermeisterinName()}`,
    ],
  },
  {
    name: 'antrag-streuobst.pdf',
    titel: 'Antrag auf Förderung von Streuobstbäumen',
    herausgeber: `Stadt ${STADT.name} · Umweltamt · ${ORTE.technischesRathaus.strasse} · ${STADT.plz} ${STADT.name}`,
    absaetze: [
      'Angaben zur Antragstellerin oder zum Antragsteller: Name, Anschrift, Telefon, E-Mail, Bankverbindung',
      'Lage der Streuobstwiese: Gemarkung, Flurstück',
      'Beantragte Förderung:',
      '• Neupflanzung von Hochstämmen regionaler Sorten: 30 Euro je Baum',
      '• Fachgerechter Erziehungs- oder Erhaltungsschnitt: 15 Euro je Baum',
      'Die Förderung beträgt höchstens 600 Euro je Antragsteller und Jahr. Bitte fügen Sie die Rechnung der Baumschule oder des Fachbetriebs bei.',
      'Ich versichere, dass die Bäume mindestens zehn Jahre erhalten und gepflegt werden. Ort, Datum, Unterschrift',
    ],
  },
  {
    name: 'merkblatt-rauchmelder.pdf',
    titel: 'Rauchmelder retten Leben',
    herausgeber: `Freiwillige Feuerwehr ${STADT.name} · ${ORTE.feuerwehrhaus.strasse} · ${STADT.plz} ${STADT.name} · Telefon ${telefon('feuerwehr')}`,
    absaetze: [
      'In Baden-Württemberg müssen in allen Wohnungen Rauchmelder hängen: in Schlafräumen, Kinderzimmern und Fluren, die als Rettungsweg dienen.',
      'So montieren Sie richtig:',
      '• an der Decke, möglichst in der Mitte des Raums',
      '• mindestens 50 Zentimeter Abstand zu Wänden, Balken und Lampen',
      '• nicht in Küche und Bad, wo Dampf Fehlalarme auslöst',
      'Drücken Sie einmal im Jahr die Prüftaste. Geräte mit fest eingebauter Batterie halten etwa zehn Jahre.',
      `Fragen beantworten die ${FEUERWEHR.aktive} Aktiven der Freiwilligen Feuerwehr gern – im Notfall wählen Sie immer 112.`,
    ],
  },
  {
    name: 'ausschreibung-dach-grundschule-leistungsverzeichnis.pdf',
    titel: 'Leistungsverzeichnis: Dachsanierung der Grundschule Musterstadt',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Vergabenummer 2026-BA-014 · Öffentliche Ausschreibung nach VOB/A',
      'Los 1 Zimmer- und Dachdeckerarbeiten:',
      '• Rückbau der vorhandenen Eindeckung und Entsorgung, rund 1.450 Quadratmeter',
      '• Ausbesserung der Sparren und Lattung',
      '• Aufsparrendämmung mit Holzfaserplatten, 200 Millimeter',
      '• Neueindeckung mit Tondachziegeln, einschließlich First, Grate und Ortgang',
      '• Spenglerarbeiten an Rinnen, Fallrohren und Anschlüssen in Titanzink',
      'Ausführung in den Sommerferien. Der Schulbetrieb darf außerhalb der Ferien nicht beeinträchtigt werden.',
    ],
  },
  {
    name: 'ausschreibung-dach-grundschule-formblaetter.pdf',
    titel: 'Formblätter zum Angebot: Dachsanierung der Grundschule Musterstadt',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Bitte reichen Sie mit Ihrem Angebot die folgenden Formblätter ausgefüllt und unterschrieben ein:',
      '• Angebotsschreiben mit Angebotssumme',
      '• Eigenerklärung zur Eignung',
      '• Verzeichnis der Nachunternehmerleistungen',
      '• Erklärung zur Tariftreue und zum Mindestlohn nach dem Landestariftreue- und Mindestlohngesetz',
      'Angebote, denen ein Formblatt fehlt, können ausgeschlossen werden.',
    ],
  },
  {
    name: 'ausschreibung-dach-grundschule-plaene.pdf',
    titel: 'Pläne und Fotos der Dachflächen: Grundschule Musterstadt',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Diese Unterlage beschreibt die Dachflächen des Hauptgebäudes der Grundschule Musterstadt, Schulstraße 5.',
      '• Satteldach Nord: 612 Quadratmeter, Neigung 38 Grad',
      '• Satteldach Süd: 612 Quadratmeter, Neigung 38 Grad',
      '• Zwerchhaus über dem Haupteingang: 226 Quadratmeter',
      'Die Grundrisse, Schnitte und Fotos der Dachflächen können nach Anmeldung bei der Vergabestelle im Technischen Rathaus eingesehen werden; bei der Ortsbesichtigung erhalten Sie einen Ausdruck.',
    ],
  },
  {
    name: 'ausschreibung-winterdienst-leistungsbeschreibung.pdf',
    titel: 'Leistungsbeschreibung: Winterdienst auf Gehwegen, Plätzen und Parkplätzen',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Vergabenummer 2026-OA-031 · Öffentliche Ausschreibung nach UVgO · drei Winterperioden vom 1. November bis 31. März',
      'Los 1: Kernstadt mit Marktplatz, Bahnhofsvorplatz und den Parkplätzen am Kurpark, am Freibad und am Schulzentrum',
      'Los 2: Ortsteile Hallwangen und Aach mit den Gehwegen an den Ortsdurchfahrten',
      'Anforderungen:',
      '• Einsatzbereitschaft ab 5 Uhr, an Sonn- und Feiertagen ab 6 Uhr',
      '• Räumen und Streuen innerhalb von zwei Stunden nach Schneefall',
      '• Dokumentation jedes Einsatzes mit Uhrzeit und Streumittelmenge',
    ],
  },
  {
    name: 'ausschreibung-winterdienst-preisblatt.pdf',
    titel: 'Preisblatt: Winterdienst auf Gehwegen, Plätzen und Parkplätzen',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Bitte tragen Sie Ihre Preise netto und brutto ein, getrennt nach Los:',
      '• Bereitschaftspauschale je Winterperiode',
      '• Räumen je Einsatz',
      '• Streuen je Einsatz, einschließlich Streumittel',
      '• Räumen und Streuen von Hand je Stunde',
      'Die Preise gelten für alle drei Winterperioden.',
    ],
  },
  {
    name: 'ausschreibung-mtw-leistungsbeschreibung.pdf',
    titel: 'Leistungsbeschreibung: Mannschaftstransportwagen für die Abteilung Hallwangen',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Vergabenummer 2026-FW-002 · Offenes Verfahren nach VgV',
      'Fahrgestell und Aufbau:',
      '• Mannschaftstransportwagen nach DIN 75079 mit neun Sitzplätzen',
      '• Allradantrieb, zulässige Gesamtmasse bis 3,5 Tonnen',
      '• Sondersignalanlage und Vorbereitung für den Digitalfunk',
      'Lieferung spätestens zehn Monate nach Zuschlag an das Gerätehaus Hallwangen.',
    ],
  },
  {
    name: 'ausschreibung-bergstrasse-leistungsverzeichnis.pdf',
    titel: 'Leistungsverzeichnis: Kanal- und Wasserleitungsbau in der Bergstraße',
    herausgeber: VERGABESTELLE,
    absaetze: [
      'Vergabenummer 2026-TB-009 · Öffentliche Ausschreibung nach VOB/A',
      '• Mischwasserkanal DN 400 auf 420 Metern, offene Bauweise',
      '• Wasserleitung DN 150 auf 420 Metern',
      '• 38 Hausanschlüsse für Kanal und Wasser',
      '• Straßenoberbau mit neuer Asphaltdecke und barrierefreien Gehwegabsenkungen',
      'Ausführung abschnittsweise unter Vollsperrung; die Zufahrt für Rettungsfahrzeuge ist jederzeit sicherzustellen. Das Leistungsverzeichnis als GAEB-Datei erhalten Sie auf Anfrage bei der Vergabestelle.',
    ],
  },
  {
    name: 'bebauungsplan-sonnenhalde.pdf',
    titel: 'Bebauungsplan „Sonnenhalde“ – Textteil',
    herausgeber: STADTBAUAMT,
    absaetze: [
      'Art der baulichen Nutzung: allgemeines Wohngebiet (WA).',
      'Maß der baulichen Nutzung: Grundflächenzahl 0,4; höchstens zwei Vollgeschosse.',
      'Bauweise: offene Bauweise, Einzel- und Doppelhäuser.',
      'Dächer: Satteldächer mit 25 bis 40 Grad Neigung; Dachflächen nach Süden sind mit Photovoltaik zu belegen.',
      'Wärme: Die Gebäude werden an das Nahwärmenetz der Stadtwerke angeschlossen.',
      'Der zeichnerische Teil kann im Technischen Rathaus eingesehen werden.',
    ],
  },
  {
    name: 'vergaberichtlinien-bauplaetze.pdf',
    titel: 'Richtlinien für die Vergabe städtischer Bauplätze',
    herausgeber: RATHAUS,
    absaetze: [
      'Die Stadt vergibt ihre Bauplätze nach einem Punktesystem, das der Gemeinderat beschlossen hat.',
      'Punkte gibt es für:',
      '• Kinder unter 18 Jahren im Haushalt',
      '• ehrenamtliches Engagement in Musterstadt, etwa in der Feuerwehr oder einem Verein',
      '• den Wohnsitz oder Arbeitsplatz in Musterstadt',
      'Wer einen Bauplatz erhält, muss innerhalb von drei Jahren bauen und das Haus mindestens zehn Jahre selbst bewohnen.',
    ],
  },
  {
    name: 'bewerbung-bauplatz.pdf',
    titel: 'Bewerbungsbogen für einen städtischen Bauplatz',
    herausgeber: RATHAUS,
    absaetze: [
      'Angaben zu den Bewerbenden: Name, Anschrift, Telefon, E-Mail',
      'Angaben zum Haushalt: Zahl und Alter der Kinder',
      'Ehrenamtliches Engagement in Musterstadt: Verein oder Einrichtung, seit wann',
      'Gewünschter Bauplatz: Baugebiet und Platznummer, bis zu drei Wünsche',
      'Bitte senden Sie den Bogen an das Stadtbauamt oder geben Sie ihn im Technischen Rathaus ab.',
    ],
  },
  {
    name: 'bebauungsplan-kirchacker.pdf',
    titel: 'Bebauungsplan „Kirchacker“, Ortsteil Aach – Textteil',
    herausgeber: STADTBAUAMT,
    absaetze: [
      'Art der baulichen Nutzung: allgemeines Wohngebiet (WA).',
      'Bauweise: Einzelhäuser mit Satteldach, 35 bis 45 Grad Neigung.',
      'Die Streuobstwiese am südlichen Rand bleibt als Ausgleichsfläche erhalten.',
      'Der zeichnerische Teil kann im Technischen Rathaus eingesehen werden.',
    ],
  },
  {
    name: 'bebauungsplan-talmatt-2.pdf',
    titel: 'Bebauungsplan „Talmatt II“ – Textteil',
    herausgeber: STADTBAUAMT,
    absaetze: [
      'Art der baulichen Nutzung: Gewerbegebiet (GE); Einzelhandel ist ausgeschlossen.',
      'Maß der baulichen Nutzung: Grundflächenzahl 0,8; Gebäudehöhe höchstens 12 Meter.',
      'Flachdächer sind zu begrünen oder mit Photovoltaik zu belegen.',
      'Der zeichnerische Teil kann im Technischen Rathaus eingesehen werden.',
    ],
  },
  {
    name: 'stellenausschreibung-erzieherin.pdf',
    titel: 'Stellenausschreibung: Erzieherin oder Erzieher (m/w/d)',
    herausgeber: `Stadt ${STADT.name} · Haupt- und Personalamt · ${ORTE.rathaus.strasse} · ${STADT.plz} ${STADT.name}`,
    absaetze: [
      'Für das Kinderhaus Sonnenschein suchen wir eine Erzieherin oder einen Erzieher in Teilzeit (75 Prozent), unbefristet.',
      'Ihre Aufgaben:',
      '• Bildung, Betreuung und Erziehung von Kindern im Alter von einem bis sechs Jahren',
      '• Zusammenarbeit mit den Eltern und dem Team',
      'Wir bieten eine Bezahlung nach TVöD SuE, eine betriebliche Altersvorsorge und Fortbildungen.',
      'Bewerbungen senden Sie bitte als eine PDF-Datei an bewerbung@musterstadt.de.',
    ],
  },
  {
    name: 'stellenausschreibung-buergerbuero.pdf',
    titel: 'Stellenausschreibung: Sachbearbeitung im Bürgerbüro (m/w/d)',
    herausgeber: `Stadt ${STADT.name} · Haupt- und Personalamt · ${ORTE.rathaus.strasse} · ${STADT.plz} ${STADT.name}`,
    absaetze: [
      'Für das Bürgerbüro im Rathaus suchen wir eine Sachbearbeiterin oder einen Sachbearbeiter in Vollzeit.',
      'Ihre Aufgaben:',
      '• Pass- und Meldewesen, Führungszeugnisse und Fundbüro',
      '• Beratung der Bürgerinnen und Bürger am Schalter und am Telefon',
      `Unsere Öffnungszeiten: ${OEFFNUNGSZEITEN.rathaus}.`,
      'Bewerbungen senden Sie bitte als eine PDF-Datei an bewerbung@musterstadt.de.',
    ],
  },
];
