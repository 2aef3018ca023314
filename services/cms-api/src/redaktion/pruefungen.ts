/**
 * Checks before 'Zur Freigabe geben', each with a German message at its field (as GOV.UK's Content
 * Publisher does): pictures need a text unless they are decoration, headings keep their order,
 * links say where they lead and a link within the site leads to a page, an event ends after it
 * starts and a new one does not lie in the past.
 */
import type { RedaktionItemArt } from '@musterstadt/cms-contract';
import { berlinDate } from '../core/time';
import type { Felder } from './felder';
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
 * (when `fuehrtZuSeite` is given) links within the site that lead to no page.
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

const medienName = (url: string): string | undefined => /^\/api\/cms\/medien\/([^/?#]+)$/.exec(url)?.[1];

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
