import type { ItemData } from '../content/repository';
import type { Queryable } from '../core/db';
import { berlinDayAt } from '../core/time';
import { barfussparkContent } from './data/barfusspark';
import { feuerwehrContent } from './data/feuerwehr';
import { jugendhausContent } from './data/jugendhaus';
import { ersterPassenderTag, heute, tageZwischen } from './data/kalender';
import { schulenContent } from './data/schulen';
import type { SubsiteArticleSeed, SubsiteContent, TerminSeed } from './data/teilseiten';

export interface SubsiteSeedSummary {
  pages: number;
  menus: number;
  artikel: number;
  termine: number;
  dokumente: number;
}

const json = (value: unknown): string => JSON.stringify(value);

/** Everything the sub-sites (fire brigade, schools, barefoot park, youth centre) bring along. */
export function subsiteContent(product: string, now: Date): SubsiteContent {
  const parts = [feuerwehrContent(product), ...schulenContent(product), barfussparkContent(now), jugendhausContent()];
  return {
    seiten: parts.flatMap((p) => p.seiten),
    menues: parts.flatMap((p) => p.menues),
    artikel: parts.flatMap((p) => p.artikel),
    termine: parts.flatMap((p) => p.termine),
    dokumente: parts.flatMap((p) => p.dokumente),
  };
}

/**
 * Days from `now`'s Berlin date to a date's start: at least `inTagen`, on `wochentag` if given, never on
 * a public holiday or between Christmas and New Year.
 */
export function terminOffset(now: Date, seed: Pick<TerminSeed, 'inTagen' | 'wochentag'>): number {
  return tageZwischen(heute(now), ersterPassenderTag(now, seed));
}

async function insertArticle(tx: Queryable, seed: SubsiteArticleSeed, now: Date): Promise<void> {
  const datumVon = berlinDayAt(now, -seed.tageZurueck, seed.uhrzeit[0], seed.uhrzeit[1]);
  const data: ItemData = { links: seed.links ?? [], dokumente: seed.dokumente ?? [], bildergalerie_zuordnung: null, seo: null, rubriken: seed.rubriken };
  await tx.query(
    `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, detail_url, data)
     VALUES ('artikel', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [
      seed.bereich,
      seed.slug,
      seed.titel,
      seed.einleitung,
      seed.text,
      seed.bild ?? null,
      seed.bildtext ?? null,
      seed.bildcopyright ?? null,
      datumVon.toISOString(),
      `${seed.detailBase}/${seed.slug}`,
      json(data),
    ],
  );
}

async function insertTermin(tx: Queryable, seed: TerminSeed, now: Date): Promise<void> {
  const start = terminOffset(now, seed);
  const ganztaegig = seed.ganztaegig === true;
  const datumVon = ganztaegig ? berlinDayAt(now, start, 0, 0) : berlinDayAt(now, start, seed.von[0], seed.von[1]);
  const datumBis = berlinDayAt(now, start + (seed.dauerTage ?? 0), seed.bis[0], seed.bis[1]);
  const data: ItemData = { links: [], dokumente: [], bildergalerie_zuordnung: null, seo: null, rubriken: seed.rubriken ?? [], veranstaltungsort: seed.ort };
  // Dates have no detail page of their own: the list says everything.
  await tx.query(
    `INSERT INTO items (typ, bereich, slug, titel, einleitung, datum_von, datum_bis, ganztaegig, detail_url, data)
     VALUES ('termin', $1, $2, $3, $4, $5, $6, $7, NULL, $8::jsonb)`,
    [seed.bereich, seed.slug, seed.titel, seed.einleitung, datumVon.toISOString(), datumBis.toISOString(), ganztaegig, json(data)],
  );
}

/** Writes the sub-sites' demo content; called by seedContent in the same transaction. */
export async function seedSubsites(tx: Queryable, now: Date, product: string = process.env.PRODUCT || 'musterstadt'): Promise<SubsiteSeedSummary> {
  const content = subsiteContent(product, now);
  for (const page of content.seiten) {
    await tx.query(
      `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb)`,
      [
        page.url,
        page.layout,
        page.theme,
        page.title,
        page.description,
        page.url.includes('/:') ? null : (page.canonical ?? page.url),
        json(page.breadcrumbs),
        json(page.heroImages),
        json(page.blocks),
        json(page.apiCalls),
      ],
    );
  }
  for (const menu of content.menues) {
    await tx.query('INSERT INTO menus (name, items) VALUES ($1, $2::jsonb)', [menu.name, json(menu.items)]);
  }
  // Oldest first, so that ids grow with the date.
  for (const seed of [...content.artikel].sort((a, b) => b.tageZurueck - a.tageZurueck)) await insertArticle(tx, seed, now);
  for (const seed of content.termine) await insertTermin(tx, seed, now);
  for (const doc of content.dokumente) {
    await tx.query('INSERT INTO dokumente (name, titel, herausgeber, absaetze) VALUES ($1, $2, $3, $4::jsonb)', [
      doc.name,
      doc.titel,
      doc.herausgeber,
      json(doc.absaetze),
    ]);
  }
  return {
    pages: content.seiten.length,
    menus: content.menues.length,
    artikel: content.artikel.length,
    termine: content.termine.length,
    dokumente: content.dokumente.length,
  };
}
