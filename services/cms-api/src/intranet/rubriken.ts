/**
 * The staff intranet's categories (Rubriken): what each is for and which office signs its texts. The
 * seed writes them into `intranet_rubriken`; the editorial area makes each a section of its own, so an
 * account may be given single categories (services/cms-api/src/redaktion/bereiche.ts).
 */
export interface IntranetRubrikDefinition {
  url: string;
  titel: string;
  beschreibung: string;
  /** The office whose name the category's texts carry. */
  autor: string;
}

export const INTRANET_RUBRIKEN: readonly IntranetRubrikDefinition[] = [
  {
    url: 'rundschreiben',
    titel: 'Rundschreiben',
    beschreibung: 'Rundschreiben der Bürgermeisterin und der Amtsleitungen an alle Beschäftigten.',
    autor: 'Hauptamt',
  },
  {
    url: 'dienstanweisungen',
    titel: 'Dienstanweisungen',
    beschreibung: 'Verbindliche Regelungen für den Dienstbetrieb der Stadtverwaltung.',
    autor: 'Hauptamt – Organisation',
  },
  { url: 'kantine', titel: 'Kantinenplan', beschreibung: 'Der Speiseplan der Kantine im Rathaus, Woche für Woche.', autor: 'Kantine im Rathaus' },
  { url: 'it-hinweise', titel: 'IT-Hinweise', beschreibung: 'Wartungsfenster, Sicherheitswarnungen und neue Programme des IT-Service.', autor: 'IT-Service' },
  {
    url: 'personal',
    titel: 'Personal und Fortbildung',
    beschreibung: 'Stellenausschreibungen im Haus, Fortbildungen und Neuigkeiten aus dem Personalamt.',
    autor: 'Personalamt',
  },
  {
    url: 'arbeitsschutz',
    titel: 'Arbeitsschutz und Gesundheit',
    beschreibung: 'Betriebliches Gesundheitsmanagement, Erste Hilfe und Arbeitssicherheit.',
    autor: 'Fachkraft für Arbeitssicherheit',
  },
  {
    url: 'gebaeude',
    titel: 'Gebäude und Dienstfahrzeuge',
    beschreibung: 'Hausverwaltung, Raumbuchung, Schlüssel und Fahrzeugpool.',
    autor: 'Gebäudemanagement',
  },
  { url: 'personalrat', titel: 'Personalrat', beschreibung: 'Mitteilungen, Sprechstunden und Versammlungen des Personalrats.', autor: 'Personalrat' },
];
