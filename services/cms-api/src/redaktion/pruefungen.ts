/**
 * Checks before 'Zur Freigabe geben', each with a German message at its field (as GOV.UK's Content
 * Publisher does): pictures need a text unless they are decoration, headings keep their order,
 * links say where they lead and a link within the site leads to a page, an event ends after it
 * starts and a new one does not lie in the past.
 */
import type { RedaktionItemArt } from '@musterstadt/cms-contract';
import { berlinDate } from '../core/time';
import { type Felder, MEDIEN_PFAD } from './felder';
import { tokens } from './html';

/** Link texts that say nothing about where a link leads. */
const NICHTSSAGEND = new Set([
  'hier',
  'mehr',
  'weiter',
  'link',
  'klick',
  'klicken',
  'hier klicken',
  'klicken sie hier',
  'mehr dazu',
  'mehr erfahren',
  'mehr lesen',
  'mehr infos',
  'mehr informationen',
  'weiterlesen',
  'weitere informationen',
  'details',
  'siehe hier',
  'zum artikel',
  'download',
  'pdf',
  'datei',
  'dokument',
]);

const normalisiert = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[.,:;!?…»«„“"'()[\]>→-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const nichtssagend = (text: string): boolean => NICHTSSAGEND.has(normalisiert(text));

const zitat = (text: string): string => {
  const kurz = text.replace(/\s+/g, ' ').trim();
  return kurz.length > 60 ? `${kurz.slice(0, 57)}…` : kurz;
};

const MELDUNGEN = {
  titel: 'Bitte geben Sie einen Titel an.',
  bildtext:
    'Das Bild braucht einen Bildtext, der beschreibt, was darauf zu sehen ist (für Menschen, die es nicht sehen). Ist es nur Schmuck, markieren Sie es als dekorativ.',
  bildcopyright: 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).',
  galerieBildtext: 'Dieses Bild der Galerie braucht einen Bildtext, der beschreibt, was darauf zu sehen ist.',
  galerieBild: 'Bei diesem Bild der Galerie fehlt die Bilddatei.',
  linkOhneAdresse: 'Dieser Link hat keine Adresse. Bitte tragen Sie ein, wohin er führen soll, oder entfernen Sie ihn.',
  linkOhneText: 'Dieser Link hat keinen Text. Bitte beschreiben Sie, wohin er führt.',
  dokumentOhneAdresse: 'Bei diesem Dokument fehlt die Datei. Bitte wählen Sie sie aus oder entfernen Sie den Eintrag.',
  dokumentOhneText: 'Dieses Dokument braucht einen Text, der sagt, was es enthält (z. B. „Haushaltsplan 2027, PDF“).',
  medienFehlt: 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.',
} as const;

const vage = (text: string): string =>
  `Der Linktext „${zitat(text)}“ sagt nicht, wohin der Link führt. Bitte beschreiben Sie das Ziel (z. B. „Haushaltsplan 2027 als PDF“).`;

/** Addresses the site's services answer rather than its pages: files, feeds, the API, the shell's own. */
const KEINE_SEITE = /^\/(?:api\/|_)|\.[a-z0-9]{2,5}$/i;

/** The path of a link within this site that should lead to a page ('/abfall' of '/abfall?bezirk=2#termine'), else null. */
export function seitenPfad(href: string | undefined): string | null {
  const adresse = href?.trim() ?? '';
  if (!adresse.startsWith('/') || adresse.startsWith('//')) return null;
  const pfad = adresse.split(/[?#]/)[0] ?? '';
  return pfad === '' || KEINE_SEITE.test(pfad) ? null : pfad;
}

const toterLink = (name: string, pfad: string): string =>
  `Der Link${name ? ` „${zitat(name)}“` : ''} führt zu ${pfad}, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.`;

/** Whether a path of this site leads to a page (see `fuehrtZuSeite` of status.ts). */
export type SeitenPruefung = (pfad: string) => Promise<boolean>;

/**
 * Findings in the rich text: headings out of order, pictures without alt, vague or empty links, and
 * (when `fuehrtZuSeite` is given) links within the site that lead to no page. The heading rule, for
 * each block of text on its own: the page's title is the h1, so the text starts at h2 (an h1 in it is
 * named); a heading is at most one level deeper than the one before it (h2 then h4 skips a level);
 * going back up any number of levels opens a new section and is fine.
 */
export async function pruefeText(html: string, fuehrtZuSeite?: SeitenPruefung): Promise<string[]> {
  const fehler: string[] = [];
  const intern: { pfad: string; name: string }[] = [];
  let ebene = 1;
  let ueberschrift: { ebene: number; text: string } | null = null;
  let link: { href: string | undefined; text: string; alt: string } | null = null;
  for (const token of await tokens(html)) {
    if (token.type === 'open') {
      const h = /^h([1-6])$/.exec(token.name);
      if (h) ueberschrift = { ebene: Number(h[1]), text: '' };
      if (token.name === 'a') link = { href: token.attribs.href, text: '', alt: '' };
      if (token.name === 'img') {
        if (token.attribs.alt === undefined) {
          fehler.push(
            'Ein Bild im Text hat keinen Alternativtext. Bitte beschreiben Sie, was darauf zu sehen ist (oder geben Sie ihm einen leeren, wenn es nur Schmuck ist).',
          );
        } else if (link) link.alt += ` ${token.attribs.alt}`;
      }
    } else if (token.type === 'text') {
      if (ueberschrift) ueberschrift.text += token.text;
      if (link) link.text += token.text;
    } else if (token.type === 'close') {
      if (ueberschrift && token.name === `h${ueberschrift.ebene}`) {
        const { ebene: neu, text } = ueberschrift;
        if (neu === 1) {
          fehler.push(`Die Überschrift „${zitat(text)}“ hat Ebene 1. Die hat die Seite schon (der Titel); beginnen Sie im Text mit Ebene 2.`);
        } else if (neu > ebene + 1) {
          fehler.push(
            `Die Überschriften springen von Ebene ${ebene} auf Ebene ${neu} („${zitat(text)}“). Bitte lassen Sie keine Ebene aus, sonst finden sich Menschen mit Screenreader nicht zurecht.`,
          );
        }
        if (text.trim() === '') fehler.push('Eine Überschrift im Text ist leer. Bitte geben Sie ihr einen Text oder entfernen Sie sie.');
        ebene = neu;
        ueberschrift = null;
      }
      if (link && token.name === 'a') {
        const sichtbar = link.text.replace(/\s+/g, ' ').trim();
        const name = (sichtbar || link.alt).trim();
        if (!link.href || link.href.trim() === '' || link.href.trim() === '#') {
          fehler.push(`Ein Link im Text${name ? ` („${zitat(name)}“)` : ''} hat keine Adresse. Bitte tragen Sie ein, wohin er führen soll.`);
        } else if (name === '') {
          fehler.push('Ein Link im Text hat keinen Text. Bitte beschreiben Sie, wohin er führt.');
        } else if (nichtssagend(name)) {
          fehler.push(vage(name));
        }
        const pfad = seitenPfad(link.href);
        if (pfad) intern.push({ pfad, name });
        link = null;
      }
    }
  }
  if (fuehrtZuSeite) {
    for (const { pfad, name } of intern) if (!(await fuehrtZuSeite(pfad))) fehler.push(toterLink(name, pfad));
  }
  return fehler;
}

export interface PruefKontext {
  art: RedaktionItemArt;
  /** Never published: an event must not start in the past. */
  neu: boolean;
  now: Date;
  /** Names of the media-library files that exist. */
  vorhandeneMedien: ReadonlySet<string>;
  /** Whether a path of this site leads to a page; without it, links within the site are not followed. */
  fuehrtZuSeite?: SeitenPruefung;
}

// Warnings: findings that do not stop 'Zur Freigabe geben' but that the editor and the approver
// should see (at the field, as the checks' messages): a linked PDF of the media library that is not
// accessible, a picture in the text whose file is wider than its place can show.

/** The file name of an address in the media library. */
const medienName = (url: string): string | undefined => /^\/api\/cms\/medien\/([^/?#]+)$/.exec(url)?.[1];

/**
 * The key of a file in `MedienDateien`: a library file's name, or `dokumente/<name>` for a document of
 * the site that the library took over (its address stays /api/cms/dokumente/<name>).
 */
const dateiSchluessel = (url: string): string | undefined => {
  const dokument = /^\/api\/cms\/dokumente\/([a-z0-9][a-z0-9-]*\.pdf)$/.exec(url)?.[1];
  return dokument ? `dokumente/${dokument}` : medienName(url);
};

/** A file of the media library as the warnings see it, by its key (the main file or one of its widths; see dateiSchluessel). */
export interface MedienDatei {
  /** Width in pixels of this file (pictures). */
  breite: number | null;
  /** A PDF's accessibility warning (see pdf-pruefung.ts); null when it is accessible or a picture. */
  pdfHinweis: string | null;
  /** Every stored width of the same picture (the main file and its smaller widths), with its file name. */
  fassungen: readonly { breite: number; name: string }[];
}

export type MedienDateien = ReadonlyMap<string, MedienDatei>;

/**
 * The widest column the layouts give rich text: the page container (76rem, libs/ui tokens.css) less
 * its padding of 2rem on each side, in CSS pixels. Screens of twice the pixel density show twice as
 * many image pixels; more than that is weight a visitor on a slow network downloads for nothing.
 */
export const TEXTSPALTE_PX = 76 * 16 - 2 * 2 * 16;
const PIXELDICHTE = 2;

/**
 * The warning for a linked document of the media library that is not accessible, naming it; null for
 * any other address or an accessible PDF.
 */
export function pdfWarnung(url: string | null | undefined, name: string, medien: MedienDateien): string | null {
  const schluessel = url ? dateiSchluessel(url.trim()) : undefined;
  const hinweis = schluessel ? medien.get(schluessel)?.pdfHinweis : null;
  const datei = schluessel?.replace(/^dokumente\//, '') ?? '';
  return hinweis ? `${name ? `„${zitat(name)}“ (${datei})` : datei}: ${hinweis}` : null;
}

/**
 * The warning for a picture of the media library in the text whose file is wider than needed: its
 * place is the text column, or less when the picture has a `width`; at twice the pixel density it
 * needs twice that. It warns when another stored width of the same picture, smaller than the one
 * used, still fills the place, and names that file. A picture from elsewhere (its width unknown) and
 * one with no smaller width that fits say nothing.
 */
export function bildBreiteWarnung(
  bild: { src?: string | undefined; width?: string | undefined; alt?: string | undefined },
  medien: MedienDateien,
): string | null {
  const datei = bild.src ? medienName(bild.src.trim()) : undefined;
  const eintrag = datei ? medien.get(datei) : undefined;
  if (!eintrag?.breite) return null;
  const angegeben = /^\s*(\d{1,5})\s*(?:px)?\s*$/.exec(bild.width ?? '')?.[1];
  const anzeige = Math.min(angegeben ? Number(angegeben) : TEXTSPALTE_PX, TEXTSPALTE_PX);
  const noetig = anzeige * PIXELDICHTE;
  const passend = eintrag.fassungen
    .filter((fassung) => fassung.breite >= noetig && fassung.breite < (eintrag.breite ?? 0))
    .sort((a, b) => a.breite - b.breite)[0];
  if (!passend) return null;
  const name = bild.alt?.trim() ? `Das Bild „${zitat(bild.alt)}“` : 'Ein Bild im Text';
  return `${name} ist ${eintrag.breite} Pixel breit, wird hier aber höchstens ${anzeige} Pixel breit gezeigt (${noetig} Pixel bei doppelter Pixeldichte). Bitte verwenden Sie die kleinere Fassung mit ${passend.breite} Pixeln: ${MEDIEN_PFAD}${passend.name}`;
}

/** Warnings in the rich text: linked PDFs that are not accessible, pictures wider than needed. */
export async function textHinweise(html: string, medien: MedienDateien): Promise<string[]> {
  const hinweise: string[] = [];
  let link: { href: string | undefined; text: string } | null = null;
  for (const token of await tokens(html)) {
    if (token.type === 'open' && token.name === 'a') link = { href: token.attribs.href, text: '' };
    else if (token.type === 'open' && token.name === 'img') {
      const warnung = bildBreiteWarnung(token.attribs, medien);
      if (warnung) hinweise.push(warnung);
    } else if (token.type === 'text' && link) link.text += token.text;
    else if (token.type === 'close' && token.name === 'a' && link) {
      const warnung = pdfWarnung(link.href, link.text.replace(/\s+/g, ' ').trim(), medien);
      if (warnung) hinweise.push(warnung);
      link = null;
    }
  }
  return hinweise;
}

/** The warnings of a kind whose only rich text is `text` (at that field). */
export async function textFeldHinweise(text: string | null, medien: MedienDateien): Promise<Record<string, string>> {
  const befunde = text ? await textHinweise(text, medien) : [];
  return befunde.length > 0 ? { text: befunde.join(' ') } : {};
}

/** The warnings per field (`dokumente.0.link`, `text`, …); they never stop the approval. */
export async function pruefeHinweise(felder: Felder, medien: MedienDateien): Promise<Record<string, string>> {
  const hinweise: Record<string, string> = {};
  if (felder.text) {
    const befunde = await textHinweise(felder.text, medien);
    if (befunde.length > 0) hinweise.text = befunde.join(' ');
  }
  felder.dokumente.forEach((dokument, index) => {
    const warnung = pdfWarnung(dokument.link, dokument.downloadtext ?? '', medien);
    if (warnung) hinweise[`dokumente.${index}.link`] = warnung;
  });
  felder.links.forEach((link, index) => {
    const warnung = pdfWarnung(link.link, link.linktext ?? '', medien);
    if (warnung) hinweise[`links.${index}.link`] = warnung;
  });
  return hinweise;
}

/** The findings per field (`links.0.linktext`, …); empty when the content may go for approval. */
export async function pruefe(felder: Felder, kontext: PruefKontext): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const setze = (feld: string, meldung: string): void => {
    errors[feld] ??= meldung;
  };
  const fehlendesMedium = (url: string): boolean => {
    const name = medienName(url);
    return name !== undefined && !kontext.vorhandeneMedien.has(name);
  };

  if (felder.titel.trim() === '') setze('titel', MELDUNGEN.titel);

  if (felder.bild) {
    if (fehlendesMedium(felder.bild)) setze('bild', MELDUNGEN.medienFehlt);
    if (!felder.bild_dekorativ && !felder.bildtext) setze('bildtext', MELDUNGEN.bildtext);
    if (!felder.bildcopyright) setze('bildcopyright', MELDUNGEN.bildcopyright);
  }
  (felder.bildergalerie_zuordnung?.bilder ?? []).forEach((bild, index) => {
    if (!bild.bild) setze(`bildergalerie_zuordnung.bilder.${index}.bild`, MELDUNGEN.galerieBild);
    else if (fehlendesMedium(bild.bild)) setze(`bildergalerie_zuordnung.bilder.${index}.bild`, MELDUNGEN.medienFehlt);
    if (!bild.bildtext) setze(`bildergalerie_zuordnung.bilder.${index}.bildtext`, MELDUNGEN.galerieBildtext);
    if (!bild.bildcopyright) setze(`bildergalerie_zuordnung.bilder.${index}.bildcopyright`, MELDUNGEN.bildcopyright);
  });

  if (felder.text) {
    const befunde = await pruefeText(felder.text, kontext.fuehrtZuSeite);
    if (befunde.length > 0) setze('text', befunde.join(' '));
  }

  for (const [index, link] of felder.links.entries()) {
    if (!link.link) setze(`links.${index}.link`, MELDUNGEN.linkOhneAdresse);
    const pfad = seitenPfad(link.link);
    if (pfad && kontext.fuehrtZuSeite && !(await kontext.fuehrtZuSeite(pfad))) setze(`links.${index}.link`, toterLink(link.linktext ?? '', pfad));
    if (!link.linktext) setze(`links.${index}.linktext`, MELDUNGEN.linkOhneText);
    else if (nichtssagend(link.linktext)) setze(`links.${index}.linktext`, vage(link.linktext));
  }
  felder.dokumente.forEach((dokument, index) => {
    if (!dokument.link) setze(`dokumente.${index}.link`, MELDUNGEN.dokumentOhneAdresse);
    else if (fehlendesMedium(dokument.link)) setze(`dokumente.${index}.link`, MELDUNGEN.medienFehlt);
    if (!dokument.downloadtext) setze(`dokumente.${index}.downloadtext`, MELDUNGEN.dokumentOhneText);
    else if (nichtssagend(dokument.downloadtext)) setze(`dokumente.${index}.downloadtext`, vage(dokument.downloadtext));
  });

  if (kontext.art !== 'artikel') {
    const was = kontext.art === 'termin' ? 'Der Termin' : 'Die Veranstaltung';
    const von = felder.datum_von ? new Date(felder.datum_von) : null;
    const bis = felder.datum_bis ? new Date(felder.datum_bis) : null;
    if (!von) setze('datum_von', `Bitte geben Sie an, wann ${was === 'Der Termin' ? 'der Termin' : 'die Veranstaltung'} beginnt.`);
    if (von && bis && bis.getTime() < von.getTime()) {
      setze('datum_bis', `${was} endet, bevor ${was === 'Der Termin' ? 'er' : 'sie'} beginnt. Bitte prüfen Sie Beginn und Ende.`);
    }
    if (von && kontext.neu) {
      // A whole-day event of today is not in the past.
      const vorbei = felder.ganztaegig ? berlinDate(von) < berlinDate(kontext.now) : von.getTime() < kontext.now.getTime();
      if (vorbei) setze('datum_von', `Der Beginn liegt in der Vergangenheit. ${was} ist neu und muss in der Zukunft liegen.`);
    }
  }
  return errors;
}
