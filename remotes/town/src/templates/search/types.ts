/** The answer of GET /api/cms/suche (spec point 3: _type, url, _source.es_pfad, _source.es_pfad_ext). */
export interface SearchHit {
  _id: string;
  _type: string;
  _score?: number;
  /** Web address of a web-contact. */
  url?: string;
  _source: {
    es_pfad: string;
    es_pfad_ext?: string;
    titel?: string;
    art?: string;
    bereich?: string;
    datum_von?: string | null;
  };
  titel: string;
  /** HTML in which only <mark> is markup (the search terms). */
  auszug?: string;
  detailURL?: string | null;
}

export interface SearchAnswer {
  q?: string;
  data?: SearchHit[];
  anzahl?: number;
  seiten?: number;
  error?: string;
}
