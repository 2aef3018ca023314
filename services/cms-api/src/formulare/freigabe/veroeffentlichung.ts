/** What an approval publishes, by kind of form: the fields a submission carries for it. */
/** What an approved event becomes: an item of the event calendar. */
export interface VeranstaltungVeroeffentlichung {
  ziel: 'veranstaltung';
  titel: string;
  einleitung: string;
  /** Rich text, reduced to the allowlist. */
  text: string;
  beginn: string;
  ende: string;
  ganztaegig: boolean;
  ort: string;
  veranstalter: string;
  rubriken: number[];
  /** Position of the picture among the submission's files, or null. */
  bild?: number | null;
}

/** What an approved club becomes: an entry of the club directory. */
export interface VereinVeroeffentlichung {
  ziel: 'verein';
  name: string;
  beschreibung: string;
  ort: string;
  webseite: string | null;
  ansprechperson: string;
  kontakt: string;
  rubriken: number[];
}

/** Day types of the directory's regular opening times. */
export const TAGTYPEN = ['mo-fr', 'mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;
export type Tagtyp = (typeof TAGTYPEN)[number];

/** What an approved business entry becomes: an entry of the business directory. */
export interface BrancheneintragVeroeffentlichung {
  ziel: 'brancheneintrag';
  name: string;
  branche: number;
  /** Plain text; paragraphs at empty lines. */
  beschreibung: string;
  strasse: string;
  plz: string;
  ort: string;
  telefon: string;
  email: string | null;
  webseite: string | null;
  zeiten: { tagtyp: Tagtyp; beginn: string; ende: string }[];
  hinweis: string | null;
  /** Position of the logo among the submission's files, or null. */
  logo: number | null;
}

/** What an approved ad becomes: a notice on the notice board until the end of its last day. */
export interface AnzeigeVeroeffentlichung {
  ziel: 'anzeige';
  rubrik: number;
  titel: string;
  /** Plain text; paragraphs at empty lines. */
  text: string;
  /** Last day on the board, 'YYYY-MM-DD' (Berlin). */
  bis: string;
  anbieter: string;
  telefon: string | null;
  email: string | null;
  /** Position of the picture among the submission's files, or null. */
  bild: number | null;
}

export type Veroeffentlichung = VeranstaltungVeroeffentlichung | VereinVeroeffentlichung | BrancheneintragVeroeffentlichung | AnzeigeVeroeffentlichung;
