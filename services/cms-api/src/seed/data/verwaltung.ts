import { media } from '../../content/media';
import { type EntrySeed, relativ, zeit } from './vorlagen-typen';

const STADT = 'Stadt Musterstadt';
const RATHAUS = { location: 'Rathaus', street: 'Marktplatz 1', zip: '79999', city: 'Musterstadt' };
const TECHNISCHES_RATHAUS = { location: 'Technisches Rathaus', street: 'Bahnhofstraße 12', zip: '79999', city: 'Musterstadt' };

/** The general opening times of the town hall, shared by most departments. */
export const RATHAUS_ZEITEN = [zeit('mo-fr', '08:00', '12:00'), zeit('di', '14:00', '16:00'), zeit('do', '14:00', '18:30')];

const detail = (slug: string) => `/rathaus/aemter/${slug}`;

/** Departments of the town administration. */
export const AEMTER: EntrySeed[] = [
  {
    slug: 'buergerbuero',
    titel: 'Bürgerbüro',
    sortierung: 1,
    einleitung:
      '<p>Das Bürgerbüro ist Ihre erste Anlaufstelle im Rathaus: Ausweise und Pässe, An- und Ummeldung, Führungszeugnisse und das Fundbüro unter einem Dach.</p>',
    text:
      '<p>Im Bürgerbüro im Erdgeschoss des Rathauses erledigen Sie die meisten Anliegen an einem Ort. Für Personalausweise und Reisepässe bringen Sie bitte ein aktuelles biometrisches Passfoto und Ihr bisheriges Dokument mit.</p>' +
      '<p>Damit Sie nicht warten müssen, empfehlen wir, vorab einen Termin zu vereinbaren. Während der Öffnungszeiten sind spontane Besuche weiterhin möglich.</p>',
    bild: media('rathaus'),
    bildtext: 'Der Eingang zum Bürgerbüro im Rathaus',
    bildcopyright: STADT,
    detailURL: detail('buergerbuero'),
    data: (now: Date) => ({
      adresse: { ...RATHAUS, location: 'Rathaus, Erdgeschoss' },
      kontakt: { telefon: '+49 7999 123-120', fax: '+49 7999 123-129', email: 'buergerbuero@musterstadt.de' },
      leistungen: ['Personalausweis und Reisepass', 'An-, Um- und Abmeldung', 'Meldebescheinigung', 'Führungszeugnis', 'Fundbüro', 'Anwohnerparkausweis'],
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: 'Termine für Ausweise und Pässe vereinbaren Sie bitte telefonisch oder per E-Mail.',
          regelzeiten: [...RATHAUS_ZEITEN, zeit('sa', '09:00', '12:00')],
          abweichungen: [
            {
              beginn: relativ(now, { tage: -3 }),
              ende: relativ(now, { tage: 11, uhrzeit: [18, 0] }),
              text: 'Wegen Umbauarbeiten im Erdgeschoss finden Sie das Bürgerbüro vorübergehend im Sitzungssaal im 1. Obergeschoss. Der Aufzug ist in Betrieb.',
            },
            {
              beginn: relativ(now, { tage: -20 }),
              ende: relativ(now, { tage: -6, uhrzeit: [12, 0] }),
              text: 'Wegen einer Softwareumstellung können keine Meldebescheinigungen ausgestellt werden.',
            },
          ],
        },
        {
          typ: 'telefon',
          hinweis: null,
          regelzeiten: [zeit('mo-fr', '08:00', '16:00')],
          abweichungen: [],
        },
      ],
    }),
  },
  {
    slug: 'haupt-und-personalamt',
    titel: 'Haupt- und Personalamt',
    sortierung: 2,
    einleitung:
      '<p>Das Haupt- und Personalamt unterstützt die Bürgermeisterin und den Gemeinderat, betreut die Beschäftigten der Stadt und informiert die Öffentlichkeit.</p>',
    text:
      '<p>Zu den Aufgaben gehören die Vorbereitung der Sitzungen des Gemeinderats und seiner Ausschüsse, das Personalwesen für rund 180 Beschäftigte, die Ausbildung, die Pflege der Städtepartnerschaft sowie die Presse- und Öffentlichkeitsarbeit mit dem wöchentlichen Amtsblatt.</p>' +
      '<p>Fragen zu Stellenausschreibungen und Bewerbungen beantwortet Ihnen das Sachgebiet Personal gern.</p>',
    detailURL: detail('haupt-und-personalamt'),
    data: {
      adresse: { ...RATHAUS, location: 'Rathaus, 1. Obergeschoss' },
      kontakt: { telefon: '+49 7999 123-110', email: 'hauptamt@musterstadt.de' },
      leistungen: ['Sitzungsdienst des Gemeinderats', 'Personal und Ausbildung', 'Amtsblatt und Öffentlichkeitsarbeit', 'Städtepartnerschaft', 'Wahlen'],
      oeffnungszeiten: [{ typ: 'allgemein', hinweis: null, regelzeiten: RATHAUS_ZEITEN, abweichungen: [] }],
    },
  },
  {
    slug: 'kaemmerei',
    titel: 'Kämmerei und Stadtkasse',
    sortierung: 3,
    einleitung: '<p>Die Kämmerei plant den Haushalt der Stadt, erhebt Steuern und Gebühren und zahlt die Rechnungen der Stadt aus.</p>',
    text:
      '<p>Sie erhalten hier Auskunft zu Grundsteuer, Gewerbesteuer und Hundesteuer, zu Gebührenbescheiden für Wasser und Abwasser sowie zu Ratenzahlungen. Die Stadtkasse nimmt Zahlungen bevorzugt per Überweisung oder Lastschrift entgegen.</p>' +
      '<p>Bitte geben Sie bei jeder Zahlung das Kassenzeichen Ihres Bescheids an, damit wir sie schnell zuordnen können.</p>',
    detailURL: detail('kaemmerei'),
    data: {
      adresse: { ...RATHAUS, location: 'Rathaus, 2. Obergeschoss' },
      kontakt: { telefon: '+49 7999 123-200', email: 'kaemmerei@musterstadt.de' },
      leistungen: ['Grundsteuer', 'Gewerbesteuer', 'Hundesteuer', 'Wasser- und Abwassergebühren', 'SEPA-Lastschriftmandat'],
      oeffnungszeiten: [
        { typ: 'allgemein', hinweis: 'Die Stadtkasse nimmt keine Bargeldzahlungen über 500 Euro an.', regelzeiten: RATHAUS_ZEITEN, abweichungen: [] },
      ],
    },
  },
  {
    slug: 'bauamt',
    titel: 'Stadtbauamt',
    sortierung: 4,
    einleitung:
      '<p>Das Stadtbauamt plant die Entwicklung der Stadt, berät Bauwillige, vergibt städtische Bauplätze und betreut Straßen, Kanäle und öffentliche Gebäude.</p>',
    text:
      '<p>Vor einem Bauantrag lohnt sich ein Beratungsgespräch: Wir klären mit Ihnen, welcher Bebauungsplan gilt, welche Unterlagen nötig sind und ob Ihr Vorhaben verfahrensfrei ist. Bauanträge reichen Sie digital über das Bauportal des Landes ein.</p>' +
      '<p>Die Abteilung Tiefbau ist für Straßen, Wege, Brücken, die Wasserversorgung und die Abwasserbeseitigung zuständig und koordiniert die Baustellen im Stadtgebiet.</p>',
    bild: media('marktplatz'),
    bildtext: 'Blick vom Technischen Rathaus auf die Innenstadt',
    bildcopyright: STADT,
    detailURL: detail('bauamt'),
    data: {
      adresse: TECHNISCHES_RATHAUS,
      kontakt: { telefon: '+49 7999 123-410', email: 'bauamt@musterstadt.de' },
      leistungen: ['Bauberatung und Bauanträge', 'Bebauungspläne', 'Vergabe städtischer Bauplätze', 'Straßen und Tiefbau', 'Wasserversorgung und Abwasser'],
      oeffnungszeiten: [
        {
          typ: 'service',
          hinweis: 'Bauberatung nur nach Terminvereinbarung.',
          regelzeiten: [
            zeit('mo', '08:00', '12:00'),
            zeit('di', '08:00', '12:00'),
            zeit('do', '08:00', '12:00'),
            zeit('do', '14:00', '18:00'),
            zeit('fr', '08:00', '12:00'),
          ],
          abweichungen: [],
        },
      ],
    },
  },
  {
    slug: 'ordnungsamt',
    titel: 'Ordnungsamt',
    sortierung: 5,
    einleitung: '<p>Das Ordnungsamt kümmert sich um Sicherheit und Ordnung: Gewerbe, Veranstaltungen, Verkehr, Märkte und den Vollzugsdienst.</p>',
    text:
      '<p>Hier melden Sie ein Gewerbe an, beantragen die Genehmigung für ein Straßenfest oder einen Infostand und erhalten verkehrsrechtliche Anordnungen für Baustellen und Umzüge.</p>' +
      '<p>Der Gemeindevollzugsdienst ist werktags im Stadtgebiet unterwegs und überwacht den ruhenden Verkehr sowie die Einhaltung der Polizeiverordnung.</p>',
    detailURL: detail('ordnungsamt'),
    data: {
      adresse: { ...RATHAUS, location: 'Rathaus, Erdgeschoss' },
      kontakt: { telefon: '+49 7999 123-330', email: 'ordnungsamt@musterstadt.de' },
      leistungen: ['Gewerbeanmeldung', 'Genehmigung von Veranstaltungen', 'Verkehrsrechtliche Anordnungen', 'Wochenmarkt', 'Gemeindevollzugsdienst'],
      oeffnungszeiten: [{ typ: 'allgemein', hinweis: null, regelzeiten: RATHAUS_ZEITEN, abweichungen: [] }],
    },
  },
  {
    slug: 'standesamt',
    titel: 'Standesamt',
    sortierung: 6,
    einleitung: '<p>Das Standesamt beurkundet Geburten, Eheschließungen und Sterbefälle und traut Paare im historischen Trausaal des Rathauses.</p>',
    text:
      '<p>Trauungen sind im Trausaal des Rathauses und nach Absprache im Heimatmuseum möglich. Bitte melden Sie Ihre Eheschließung frühestens sechs Monate vor dem Wunschtermin an.</p>' +
      '<p>Urkunden aus den Personenstandsregistern können Sie schriftlich, per E-Mail oder persönlich beantragen.</p>',
    detailURL: detail('standesamt'),
    data: {
      adresse: { ...RATHAUS, location: 'Rathaus, Erdgeschoss' },
      kontakt: { telefon: '+49 7999 123-320', email: 'standesamt@musterstadt.de' },
      leistungen: ['Anmeldung der Eheschließung', 'Trauungen', 'Geburtsurkunden', 'Sterbeurkunden', 'Namenserklärungen'],
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: 'Trauungen finden auch freitags nachmittags und am ersten Samstag im Monat statt.',
          regelzeiten: [
            zeit('mo', '08:00', '12:00'),
            zeit('di', '08:00', '12:00'),
            zeit('di', '14:00', '16:00'),
            zeit('do', '08:00', '12:00'),
            zeit('do', '14:00', '18:30'),
            zeit('fr', '08:00', '12:00'),
          ],
          abweichungen: [],
        },
      ],
    },
  },
];

interface StaffSeed {
  slug: string;
  /** Tells the staff block's heading: 'Ihr Ansprechpartner' or 'Ihre Ansprechpartnerin'. */
  anrede: 'Frau' | 'Herr';
  vorname: string;
  nachname: string;
  funktion: string;
  aemter: string[];
  telefon: string;
  email: string;
  zimmer: string;
  sprechzeiten: string;
}

const IM_RATHAUS = 'Montag bis Freitag 08:00 bis 12:00 Uhr, Donnerstag 14:00 bis 18:30 Uhr';

const STAFF: StaffSeed[] = [
  {
    slug: 'katrin-albrecht',
    vorname: 'Katrin',
    nachname: 'Albrecht',
    anrede: 'Frau',
    funktion: 'Bürgermeisterin',
    aemter: ['haupt-und-personalamt'],
    telefon: '+49 7999 123-100',
    email: 'buergermeisterin@musterstadt.de',
    zimmer: '1.01',
    sprechzeiten: 'Bürgersprechstunde am ersten Montag im Monat von 17:00 bis 19:00 Uhr nach Anmeldung',
  },
  {
    slug: 'thomas-kienzle',
    vorname: 'Thomas',
    nachname: 'Kienzle',
    anrede: 'Herr',
    funktion: 'Leiter des Haupt- und Personalamts',
    aemter: ['haupt-und-personalamt'],
    telefon: '+49 7999 123-110',
    email: 'thomas.kienzle@musterstadt.de',
    zimmer: '1.03',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'miriam-baumann',
    vorname: 'Miriam',
    nachname: 'Baumann',
    anrede: 'Frau',
    funktion: 'Presse- und Öffentlichkeitsarbeit, Amtsblatt',
    aemter: ['haupt-und-personalamt'],
    telefon: '+49 7999 123-105',
    email: 'presse@musterstadt.de',
    zimmer: '1.04',
    sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr',
  },
  {
    slug: 'jana-fehrenbach',
    vorname: 'Jana',
    nachname: 'Fehrenbach',
    anrede: 'Frau',
    funktion: 'Leiterin des Bürgerbüros',
    aemter: ['buergerbuero'],
    telefon: '+49 7999 123-120',
    email: 'jana.fehrenbach@musterstadt.de',
    zimmer: 'EG 02',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'murat-yildiz',
    vorname: 'Murat',
    nachname: 'Yıldız',
    anrede: 'Herr',
    funktion: 'Pass- und Meldewesen',
    aemter: ['buergerbuero'],
    telefon: '+49 7999 123-121',
    email: 'murat.yildiz@musterstadt.de',
    zimmer: 'EG 03',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'lea-schwaer',
    vorname: 'Lea',
    nachname: 'Schwär',
    anrede: 'Frau',
    funktion: 'Pass- und Meldewesen, Fundbüro',
    aemter: ['buergerbuero'],
    telefon: '+49 7999 123-122',
    email: 'lea.schwaer@musterstadt.de',
    zimmer: 'EG 03',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'bernd-albiez',
    vorname: 'Bernd',
    nachname: 'Albiez',
    anrede: 'Herr',
    funktion: 'Kämmerer',
    aemter: ['kaemmerei'],
    telefon: '+49 7999 123-201',
    email: 'bernd.albiez@musterstadt.de',
    zimmer: '2.01',
    sprechzeiten: 'nach Vereinbarung',
  },
  {
    slug: 'nicole-faller',
    vorname: 'Nicole',
    nachname: 'Faller',
    anrede: 'Frau',
    funktion: 'Steuern und Abgaben',
    aemter: ['kaemmerei'],
    telefon: '+49 7999 123-202',
    email: 'nicole.faller@musterstadt.de',
    zimmer: '2.03',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'stefan-brunner',
    vorname: 'Stefan',
    nachname: 'Brunner',
    anrede: 'Herr',
    funktion: 'Leiter des Bauamts',
    aemter: ['bauamt'],
    telefon: '+49 7999 123-401',
    email: 'stefan.brunner@musterstadt.de',
    zimmer: 'TR 1.10',
    sprechzeiten: 'nach Vereinbarung',
  },
  {
    slug: 'carina-dold',
    vorname: 'Carina',
    nachname: 'Dold',
    anrede: 'Frau',
    funktion: 'Bauplatzvergabe und Liegenschaften',
    aemter: ['bauamt'],
    telefon: '+49 7999 123-305',
    email: 'carina.dold@musterstadt.de',
    zimmer: 'TR 1.12',
    sprechzeiten: 'Montag, Dienstag und Donnerstag 08:00 bis 12:00 Uhr',
  },
  {
    slug: 'michael-ruf',
    vorname: 'Michael',
    nachname: 'Ruf',
    anrede: 'Herr',
    funktion: 'Tiefbau, Straßen und Baustellen',
    aemter: ['bauamt'],
    telefon: '+49 7999 123-310',
    email: 'michael.ruf@musterstadt.de',
    zimmer: 'TR 2.04',
    sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr',
  },
  {
    slug: 'thomas-schuler',
    vorname: 'Thomas',
    nachname: 'Schuler',
    anrede: 'Herr',
    funktion: 'Leiter des Ordnungsamts',
    aemter: ['ordnungsamt'],
    telefon: '+49 7999 123-331',
    email: 'thomas.schuler@musterstadt.de',
    zimmer: 'EG 12',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'elena-vogt',
    vorname: 'Elena',
    nachname: 'Vogt',
    anrede: 'Frau',
    funktion: 'Gewerbe und Gaststätten',
    aemter: ['ordnungsamt'],
    telefon: '+49 7999 123-332',
    email: 'elena.vogt@musterstadt.de',
    zimmer: 'EG 14',
    sprechzeiten: IM_RATHAUS,
  },
  {
    slug: 'martina-fischer',
    vorname: 'Martina',
    nachname: 'Fischer',
    anrede: 'Frau',
    funktion: 'Standesbeamtin',
    aemter: ['standesamt'],
    telefon: '+49 7999 123-321',
    email: 'martina.fischer@musterstadt.de',
    zimmer: 'EG 08',
    sprechzeiten: IM_RATHAUS,
  },
];

/** Staff of the administration; no detail pages of their own. */
export const MITARBEITER: EntrySeed[] = STAFF.map((person) => ({
  slug: person.slug,
  titel: `${person.vorname} ${person.nachname}`,
  detailURL: null,
  data: {
    anrede: person.anrede,
    vorname: person.vorname,
    nachname: person.nachname,
    funktion: person.funktion,
    aemter: person.aemter,
    kontakt: { telefon: person.telefon, email: person.email },
    zimmer: person.zimmer,
    sprechzeiten: person.sprechzeiten,
  },
}));
