/** Answers of the waste calendar endpoints (/api/cms/abfall/…). */

interface Bezirk {
  slug: string;
  name: string;
  beschreibung?: string | null;
}

interface Art {
  schluessel: string;
  name: string;
  beschreibung?: string | null;
}

export interface Stammdaten {
  bezirke: Bezirk[];
  arten: Art[];
  tageVorher: { tage: number; text: string }[];
  strassen: { id: number; name: string; ortsteil: string; label: string }[];
}

export interface Termin {
  datum: string;
  art: string;
  name: string;
  hinweis?: string | null;
}

export interface Kalender {
  suche: string | null;
  strassen: { id: number; name: string; ortsteil: string; bezirk: Bezirk }[];
  strasse: { id: number; name: string; ortsteil: string } | null;
  bezirk: Bezirk | null;
  monate?: number;
  termine: Termin[];
  ical: string | null;
  error?: string;
}
