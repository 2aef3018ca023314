/**
 * Search hits as the front end reads them (spec point 3: `_type`, `url`, `_source.es_pfad`, optional
 * `_source.es_pfad_ext`), the redirect target of a single hit (spec point 2), and the highlighted
 * snippet, in which only <mark> survives.
 */
import { CONTROL_CHARACTERS } from '@musterstadt/cms-contract';
import { decodeHTML } from 'entities';

export type SearchType = 'page' | 'article' | 'event' | 'directory-guide' | 'web-contact' | 'link' | (string & {});

export interface SearchHit {
  _id: string;
  _type: SearchType;
  _score: number;
  /** The web address of a web-contact. */
  url?: string;
  _source: {
    es_pfad: string;
    es_pfad_ext?: string;
    titel: string;
    /** Kind of a directory-guide entry (leistung, formular, lebenslage, einheit, person). */
    art?: string;
    /** Section of a content item (stadt, feuerwehr, …). */
    bereich?: string;
    datum_von?: string | null;
  };
  titel: string;
  /** HTML: the matching passage with the search terms in <mark>; nothing else is markup. */
  auszug: string;
  /** Where the hit leads (and where a single hit redirects to); null when no safe target exists. */
  detailURL: string | null;
}

/** Base path of the service guide; a directory-guide hit's es_pfad is relative to it. */
export const GUIDE_BASE = '/wegweiser';

// Control characters and backslashes: browsers read '/\host' as '//host'.
const unsafe = (target: string): boolean => CONTROL_CHARACTERS.test(target) || target.includes('\\');

/** A same-site path or an http(s) URL, else null (never javascript:, data: or '//host'). */
export function safeTarget(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const target = value.trim();
  if (!target || unsafe(target)) return null;
  if (target.startsWith('/')) return target.startsWith('//') ? null : target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The external guide path of a directory-guide entry: '/wegweiser/' + its es_pfad. */
export function guidePath(esPfad: string): string | null {
  const relative = esPfad.replace(/^\/+/, '');
  return /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(relative) ? `${GUIDE_BASE}/${relative}` : null;
}

/**
 * Where a hit leads, by the rules of spec point 2: a web-contact to its url; a directory-guide entry
 * to the guide path built from es_pfad; otherwise es_pfad_ext if present, else es_pfad. A target that
 * is not a same-site path or an http(s) URL counts as absent, so the next rule applies.
 */
export function detailUrl(hit: Pick<SearchHit, '_type' | 'url' | '_source'>): string | null {
  const candidates: (string | null | undefined)[] = [];
  if (hit._type === 'web-contact') candidates.push(hit.url);
  if (hit._type === 'directory-guide') candidates.push(guidePath(hit._source.es_pfad));
  candidates.push(hit._source.es_pfad_ext, hit._source.es_pfad);
  for (const candidate of candidates) {
    const target = safeTarget(candidate);
    if (target) return target;
  }
  return null;
}

/** Markers ts_headline puts around matches; private-use characters that content does not contain. */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The snippet of ts_headline (tags of the source already dropped, entities still encoded) as HTML in
 * which only <mark> is markup: everything else is decoded and escaped as text.
 */
export function markedSnippet(headline: string | null | undefined): string {
  if (!headline) return '';
  const text = decodeHTML(headline).replace(/\s+/g, ' ').trim();
  const pattern = new RegExp(`${MARK_START}([^${MARK_START}${MARK_STOP}]*)${MARK_STOP}`, 'g');
  const stray = new RegExp(`[${MARK_START}${MARK_STOP}]`, 'g');
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += escapeHtml(text.slice(last, match.index).replace(stray, ''));
    html += `<mark>${escapeHtml(match[1] ?? '')}</mark>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return (html + escapeHtml(text.slice(last).replace(stray, ''))).trim();
}

/** The source's block ends, which become line breaks before ts_headline (its own tag handling would run blocks together). */
export const BLOCK_END = '</(?:p|li|h[1-6]|td|th|dd|dt|blockquote|figcaption)>|<br\\s*/?>';

const TAG = /<\/?[a-zA-Z][^>]*>/g;
/** A full stop that ends no sentence: after a single letter (z. B., u. a.), an ordinal number or a common abbreviation. */
const NO_SENTENCE_END =
  /(?:(?:^|[\s(])[A-Za-zÄÖÜäöü]|\d|\b(?:Nr|Str|Dr|Prof|ca|bzw|usw|etc|ggf|inkl|zzgl|vgl|St|Abs|Tel|geb|evtl|max|min|Mio|Mrd|Std|Jh|Jan|Feb|Aug|Sept|Okt|Nov|Dez))\.$/;
const SENTENCE_END = new RegExp(`[.!?](?=\\s+[${MARK_START}]?["„»(]?[A-ZÄÖÜ0-9])`, 'g');

/** The sentences of a block of text, split where a sentence ends (not after 'z. B.' or '1.'). */
export function sentences(block: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of block.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + 1;
    if (NO_SENTENCE_END.test(block.slice(start, end))) continue;
    parts.push(block.slice(start, end).trim());
    start = end;
  }
  parts.push(block.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * A snippet that begins where a sentence begins: from the document ts_headline marked in full
 * (HighlightAll, the source's block ends as line breaks), the first sentence with a match and the
 * ones after it, up to about `maxWords` words; the document's first sentences when nothing in the text
 * matched (the title did). A sentence cut short ends with ' …'. Markers stay for markedSnippet.
 */
export function sentenceSnippet(highlighted: string | null | undefined, maxWords = 35): string {
  if (!highlighted) return '';
  const all = highlighted
    .replace(TAG, '')
    .split(/\n+/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap(sentences);
  const first = Math.max(
    0,
    all.findIndex((sentence) => sentence.includes(MARK_START)),
  );
  const words: string[] = [];
  for (const sentence of all.slice(first)) {
    const next = sentence.split(' ');
    if (words.length > 0 && words.length + next.length > maxWords) break;
    if (words.length + next.length > maxWords) {
      words.push(...next.slice(0, maxWords), '…');
      break;
    }
    words.push(...next);
  }
  return words.join(' ');
}
