import type { ItemData } from '../content/repository';
import { insertPortal } from '../content/portal';
import type { Db, Queryable } from '../core/db';
import { seedRowDatabase } from '../row-database';
import { type DatedArticle, feuerwehrArtikel, stadtArtikel } from './data/artikel';
import { STADT_DOKUMENTE } from './data/dokumente';
import type { DokumentSeed } from './data/teilseiten';
import { MENUES } from './data/menues';
import { portale } from './data/portal';
import { RAHMEN_MENUES } from './data/rahmen-menues';
import { RAHMEN_SEITEN } from './data/rahmen-seiten';
import { BEREICH_SEITEN } from './data/bereich-seiten';
import { SCHULFRUCHT_SEITEN, schulfruchtTage } from './data/schulfrucht';
import { seedBuergerservice } from './seed-buergerservice';
import { type RatsinfoSeedSummary, planRatsinfo, seedRatsinfo } from './ratsinfo/seed';
import { RATSINFO_SEITEN } from './ratsinfo/pages';
import { INTRANET_SEITEN } from './intranet/pages';
import { type IntranetSeedSummary, seedIntranet } from './intranet/seed';
import { REDAKTION_SEITEN } from './redaktion/pages';
import { SEITEN } from './data/seiten';
import { seedSubsites, type SubsiteSeedSummary } from './seed-subsites';
import { type EventSeed, dauer, startInTagen, veranstaltungen } from './data/veranstaltungen';
import { seedTownTemplates } from './seed-templates';
import { berlinDayAt } from '../core/time';
import { type RedaktionSeedSummary, seedRedaktion } from '../redaktion/seed';

/** Key of the advisory lock that keeps two starting instances from seeding at once. */
const LOCK_KEY = 430_002;

export interface SeedSummary {
  pages: number;
  menus: number;
  artikel: number;
  veranstaltungen: number;
  /** Entries of the town's content templates (notice board, departments, staff, …). */
  eintraege: number;
  /** Fire brigade, schools, barefoot park and youth centre. */
  teilseiten: SubsiteSeedSummary;
  ratsinfo: RatsinfoSeedSummary;
  intranet: IntranetSeedSummary;
  redaktion: RedaktionSeedSummary;
}

const json = (value: unknown): string => JSON.stringify(value);

async function insertArticle(tx: Queryable, bereich: 'stadt' | 'feuerwehr', seed: DatedArticle, now: Date): Promise<void> {
  const datumVon = berlinDayAt(now, -seed.tageZurueck, seed.uhrzeit[0], seed.uhrzeit[1]);
  const detailBase = bereich === 'feuerwehr' ? '/feuerwehr/feuerwehrmeldungen' : '/aktuelles';
  const data: ItemData = {
    links: seed.links ?? [],
    dokumente: seed.dokumente ?? [],
    bildergalerie_zuordnung: seed.galerie ? { bilder: seed.galerie } : null,
    seo: seed.seo ?? null,
    rubriken: seed.rubriken,
  };
  await tx.query(
    `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, detail_url, data)
     VALUES ('artikel', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
    [
      bereich,
      seed.slug,
      seed.titel,
      seed.einleitung,
      seed.text,
      seed.bild,
      seed.bildtext,
      seed.bildcopyright,
      datumVon.toISOString(),
      `${detailBase}/${seed.slug}`,
      json(data),
    ],
  );
}

async function insertEvent(tx: Queryable, seed: EventSeed, now: Date): Promise<void> {
  const start = startInTagen(now, seed.wann);
  const ganztaegig = seed.ganztaegig === true;
  const datumVon = ganztaegig ? berlinDayAt(now, start, 0, 0) : berlinDayAt(now, start, seed.von[0], seed.von[1]);
  const datumBis = berlinDayAt(now, start + dauer(seed), seed.bis[0], seed.bis[1]);
  const data: ItemData = {
    links: seed.links ?? [],
    dokumente: [],
    bildergalerie_zuordnung: null,
    seo: null,
    rubriken: seed.rubriken,
    veranstaltungsort: seed.veranstaltungsort ?? null,
    brancheneintrag_veranstaltungsort: seed.brancheneintrag ? { titel: seed.brancheneintrag } : null,
    veranstalter: seed.veranstalter ?? null,
  };
  await tx.query(
    `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, ganztaegig, detail_url, data)
     VALUES ('veranstaltung', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)`,
    [
      seed.bereich,
      seed.slug,
      seed.titel,
      seed.einleitung,
      seed.text,
      seed.bild,
      seed.bildtext,
      seed.bildcopyright,
      datumVon.toISOString(),
      datumBis.toISOString(),
      ganztaegig,
      `/veranstaltungen/${seed.slug}`,
      json(data),
    ],
  );
}

/** A downloadable document (served as PDF at /api/cms/dokumente/<name>). */
export async function insertDokument(tx: Queryable, doc: DokumentSeed): Promise<void> {
  await tx.query('INSERT INTO dokumente (name, titel, herausgeber, absaetze) VALUES ($1, $2, $3, $4::jsonb)', [
    doc.name,
    doc.titel,
    doc.herausgeber,
    json(doc.absaetze),
  ]);
}

/** Writes the whole demo content. Expects empty tables; use seedIfEmpty on start. */
export async function seedContent(tx: Queryable, now: Date = new Date()): Promise<SeedSummary> {
  const pages = [...SEITEN, ...SCHULFRUCHT_SEITEN, ...RAHMEN_SEITEN, ...BEREICH_SEITEN, ...RATSINFO_SEITEN, ...INTRANET_SEITEN, ...REDAKTION_SEITEN];
  for (const page of pages) {
    await tx.query(
      `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls, middleware)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb)`,
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
        json(page.middleware ?? []),
      ],
    );
  }
  // The staff intranet's pages, and the town's pages for council members, are never found by the public site search.
  await tx.query("UPDATE pages SET suchbar = false WHERE url = '/intranet' OR url LIKE '/intranet/%' OR url = '/rathaus/ratsmitglieder'");
  // Nor are the editorial area's.
  await tx.query("UPDATE pages SET suchbar = false WHERE url = '/redaktion' OR url LIKE '/redaktion/%'");
  const menus = [...MENUES, ...RAHMEN_MENUES];
  for (const menu of menus) {
    await tx.query('INSERT INTO menus (name, items) VALUES ($1, $2::jsonb)', [menu.name, json(menu.items)]);
  }
  // Oldest first, so that ids grow with the date like in a real CMS.
  const stadt = stadtArtikel(now, planRatsinfo(now).haushalt);
  const articles = [
    ...stadt.artikel.map((seed) => ({ bereich: 'stadt' as const, seed })),
    ...feuerwehrArtikel(now).map((seed) => ({ bereich: 'feuerwehr' as const, seed })),
  ].sort((a, b) => b.seed.tageZurueck - a.seed.tageZurueck);
  for (const { bereich, seed } of articles) await insertArticle(tx, bereich, seed, now);
  for (const doc of [...STADT_DOKUMENTE, ...stadt.dokumente]) await insertDokument(tx, doc);
  const events = veranstaltungen(now);
  for (const seed of events) await insertEvent(tx, seed, now);
  for (const portal of portale(now)) await insertPortal(tx, portal);
  const templates = await seedTownTemplates(tx, now);
  const teilseiten = await seedSubsites(tx, now);
  await seedRowDatabase(tx, schulfruchtTage(now), now);
  await seedBuergerservice(tx, now);
  const ratsinfo = await seedRatsinfo(tx, now);
  const intranet = await seedIntranet(tx, now);
  const redaktion = await seedRedaktion(tx, now);
  return {
    pages: pages.length + templates.pages,
    menus: menus.length + templates.menus,
    artikel: articles.length + templates.artikel,
    veranstaltungen: events.length,
    eintraege: templates.eintraege,
    teilseiten,
    ratsinfo,
    intranet,
    redaktion,
  };
}

/**
 * Seeds the demo content in one transaction when there is no page yet (first start).
 * Returns what it wrote, or null when the database already had content.
 */
export function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pages');
    if (Number(rows[0]?.n ?? 0) > 0) return null;
    return seedContent(tx, now);
  });
}
