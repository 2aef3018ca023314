/** Answers of the service guide endpoints (/api/cms/wegweiser/…). */

export interface Link {
  id: number;
  titel: string;
  einleitung?: string | null;
  detailURL: string;
}

interface Adresse {
  gebaeude?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
}

export interface Einheit extends Link {
  text?: string | null;
  adresse?: Adresse | null;
  telefon?: string | null;
  fax?: string | null;
  email?: string | null;
  oeffnungszeiten?: { tage: string; zeiten: string }[];
  /** Note to the opening times, and the deviating times that apply now. */
  oeffnungszeiten_hinweis?: string | null;
  abweichende_zeiten?: { beginn: string; ende: string; text: string }[];
  ansprechpartner?: Person[];
  leistungen?: Link[];
}

/** A contact person (the spec's Staff entity: vorname, nachname, detailURL, kontakt, zimmer, sprechzeiten). */
export interface Person extends Link {
  vorname: string;
  nachname: string;
  funktion?: string | null;
  kontakt?: { telefon?: string | null; email?: string | null; fax?: string | null } | null;
  zimmer?: string | null;
  sprechzeiten?: string | null;
  einheit?: Einheit | null;
  leistungen?: Link[];
}

export interface Leistung extends Link {
  text?: string | null;
  thema?: string | null;
  unterlagen?: string[];
  kosten?: string | null;
  synonyme?: string[];
  online?: { link: string; linktext?: string | null } | null;
  einheit?: Einheit | null;
  ansprechpartner?: Person[];
  formulare?: Link[];
  lebenslagen?: Link[];
}

export interface Formular extends Link {
  text?: string | null;
  format?: string | null;
  online?: { link: string; linktext?: string | null } | null;
  leistungen?: Link[];
}

export interface Lebenslage extends Link {
  text?: string | null;
  leistungen?: Link[];
}

export interface Liste<T> {
  data?: T[];
  anzahl?: number;
  error?: string;
}

export interface Abc {
  buchstabe: string | null;
  buchstaben: { buchstabe: string; anzahl: number }[];
  data: { buchstabe: string; eintraege: Link[] }[];
  anzahl: number;
}

export interface Stelle {
  id: number;
  titel: string;
  beschreibung?: string | null;
  url: string;
  telefon?: string | null;
  adresse?: string | null;
}
