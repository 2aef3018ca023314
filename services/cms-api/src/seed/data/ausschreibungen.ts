import { dokumentLink } from './dokumente';
import { ORTE, STADT } from './stadt';
import type { EntrySeed } from './vorlagen-typen';

const VERGABESTELLE = `Stadt ${STADT.name}, Zentrale Vergabestelle, ${ORTE.rathaus.strasse}, ${STADT.plz} ${STADT.name}`;
const detail = (slug: string) => `/rathaus/ausschreibungen/${slug}`;

/** Public tenders: four open, one whose deadline has passed (shows in no list). */
export const AUSSCHREIBUNGEN: EntrySeed[] = [
  {
    slug: 'dachsanierung-grundschule',
    titel: 'Dachsanierung der Grundschule Musterstadt – Zimmer- und Dachdeckerarbeiten',
    einleitung: 'Erneuerung der Dachdeckung und Dämmung des Hauptgebäudes der Grundschule auf rund 1.450 Quadratmetern.',
    text:
      '<p>Die Stadt Musterstadt saniert das Dach des Hauptgebäudes der Grundschule energetisch. Ausgeschrieben sind der Rückbau der bestehenden Eindeckung, Zimmerarbeiten an der Dachkonstruktion, eine Aufsparrendämmung sowie die Neueindeckung mit Tondachziegeln einschließlich Spenglerarbeiten.</p>' +
      '<p>Die Arbeiten sind während der Sommerferien auszuführen, der Schulbetrieb darf außerhalb der Ferien nicht beeinträchtigt werden. Eine Ortsbesichtigung ist nach Anmeldung bei der Vergabestelle möglich.</p>',
    von: { tage: -6, uhrzeit: [9, 0] },
    bis: { tage: 24, uhrzeit: [10, 0] },
    detailURL: detail('dachsanierung-grundschule'),
    data: {
      vergabenummer: '2026-BA-014',
      vergabeart: 'Öffentliche Ausschreibung nach VOB/A',
      ausfuehrung: 'Sommerferien, voraussichtlich Ende Juli bis Anfang September',
      vergabestelle: VERGABESTELLE,
      dokumente: [
        dokumentLink('ausschreibung-dach-grundschule-leistungsverzeichnis.pdf', 'Leistungsverzeichnis'),
        dokumentLink('ausschreibung-dach-grundschule-formblaetter.pdf', 'Formblätter zum Angebot'),
        dokumentLink('ausschreibung-dach-grundschule-plaene.pdf', 'Pläne und Fotos der Dachflächen'),
      ],
    },
  },
  {
    slug: 'winterdienst-gehwege',
    titel: 'Winterdienst auf Gehwegen, Plätzen und Parkplätzen',
    einleitung: 'Räum- und Streudienst auf städtischen Gehwegen, dem Marktplatz und fünf Parkplätzen für drei Winterperioden.',
    text:
      '<p>Vergeben wird der Winterdienst in zwei Losen: Los 1 umfasst die Kernstadt mit Marktplatz und Bahnhofsvorplatz, Los 2 die Ortsteile Hallwangen und Aach. Gefordert sind Einsatzbereitschaft ab 5 Uhr morgens und eine Dokumentation jedes Einsatzes.</p>' +
      '<p>Angebote können für ein oder beide Lose abgegeben werden.</p>',
    von: { tage: -4, uhrzeit: [9, 0] },
    bis: { tage: 17, uhrzeit: [12, 0] },
    detailURL: detail('winterdienst-gehwege'),
    data: {
      vergabenummer: '2026-OA-031',
      vergabeart: 'Öffentliche Ausschreibung nach UVgO',
      ausfuehrung: 'Drei Winterperioden, jeweils vom 1. November bis 31. März',
      vergabestelle: VERGABESTELLE,
      dokumente: [
        dokumentLink('ausschreibung-winterdienst-leistungsbeschreibung.pdf', 'Leistungsbeschreibung'),
        dokumentLink('ausschreibung-winterdienst-preisblatt.pdf', 'Preisblatt'),
      ],
    },
  },
  {
    slug: 'mannschaftstransportwagen-feuerwehr',
    titel: 'Lieferung eines Mannschaftstransportwagens für die Feuerwehr',
    einleitung: 'Beschaffung eines Mannschaftstransportwagens nach DIN 75079 mit feuerwehrtechnischer Beladung für die Abteilung Hallwangen.',
    text:
      '<p>Das Fahrzeug ersetzt den 22 Jahre alten Mannschaftstransportwagen der Abteilung Hallwangen. Gefordert sind neun Sitzplätze, Allradantrieb, eine Sondersignalanlage sowie die Vorbereitung für den Digitalfunk.</p>' +
      '<p>Die Beschaffung wird vom Land Baden-Württemberg gefördert.</p>',
    von: { tage: -10, uhrzeit: [9, 0] },
    bis: { tage: 31, uhrzeit: [11, 0] },
    detailURL: detail('mannschaftstransportwagen-feuerwehr'),
    data: {
      vergabenummer: '2026-FW-002',
      vergabeart: 'Offenes Verfahren (EU-weit) nach VgV',
      ausfuehrung: 'Lieferung spätestens zehn Monate nach Zuschlag',
      vergabestelle: VERGABESTELLE,
      dokumente: [dokumentLink('ausschreibung-mtw-leistungsbeschreibung.pdf', 'Leistungsbeschreibung')],
    },
  },
  {
    slug: 'kanal-und-wasserleitung-bergstrasse',
    titel: 'Kanal- und Wasserleitungsbau in der Bergstraße',
    einleitung: 'Erneuerung von 420 Metern Mischwasserkanal und Wasserleitung einschließlich der Hausanschlüsse und des Straßenoberbaus.',
    text:
      '<p>Im Zuge der Maßnahme werden der Mischwasserkanal DN 400, die Wasserleitung DN 150 und 38 Hausanschlüsse erneuert. Anschließend erhält die Bergstraße einen neuen Fahrbahnbelag und barrierefreie Gehwegabsenkungen.</p>' +
      '<p>Die Arbeiten erfolgen abschnittsweise unter Vollsperrung; die Zufahrt für Rettungsfahrzeuge ist jederzeit sicherzustellen.</p>',
    von: { tage: -2, uhrzeit: [9, 0] },
    bis: { tage: 38, uhrzeit: [10, 0] },
    detailURL: detail('kanal-und-wasserleitung-bergstrasse'),
    data: {
      vergabenummer: '2026-TB-009',
      vergabeart: 'Öffentliche Ausschreibung nach VOB/A',
      ausfuehrung: 'April bis November',
      vergabestelle: VERGABESTELLE,
      dokumente: [dokumentLink('ausschreibung-bergstrasse-leistungsverzeichnis.pdf', 'Leistungsverzeichnis')],
    },
  },
  {
    slug: 'unterhaltsreinigung-rathaus',
    titel: 'Unterhaltsreinigung des Rathauses',
    einleitung: 'Reinigung der Büro-, Sitzungs- und Verkehrsflächen des Rathauses für vier Jahre.',
    text: '<p>Die Angebotsfrist ist abgelaufen. Die Vergabe wird vorbereitet.</p><p>Bieterinnen und Bieter werden schriftlich über das Ergebnis informiert.</p>',
    von: { tage: -35, uhrzeit: [9, 0] },
    bis: { tage: -3, uhrzeit: [10, 0] },
    detailURL: detail('unterhaltsreinigung-rathaus'),
    data: {
      vergabenummer: '2026-HA-004',
      vergabeart: 'Öffentliche Ausschreibung nach UVgO',
      ausfuehrung: 'Vier Jahre ab Zuschlag',
      vergabestelle: VERGABESTELLE,
    },
  },
];
