/**
 * Demo content of the town's content templates: entries of the eintraege table, the pages that show
 * them, the menus of their 'Auch interessant' blocks and the main-menu links to the new pages.
 * Written with ON CONFLICT DO NOTHING so it never fights content that already exists.
 */
import type { Queryable } from '../core/db';
import type { EntryType } from '../content/eintraege';
import { AUCH_INTERESSANT_MENUES, HAUPTMENUE_ERGAENZUNGEN, STELLENANGEBOTE_ARTIKEL, VORLAGEN_SEITEN } from './data/vorlagen-seiten';
import { AUSSCHREIBUNGEN } from './data/ausschreibungen';
import { BAUGEBIETE } from './data/baugebiete';
import { BILDERGALERIEN } from './data/bildergalerien';
import { BRANCHENEINTRAEGE } from './data/branchenbuch';
import { EINRICHTUNGEN } from './data/einrichtungen';
import { SCHWARZES_BRETT } from './data/schwarzes-brett';
import { AEMTER, MITARBEITER } from './data/verwaltung';
import { ZEITSTRAHLEN } from './data/zeitstrahl';
import { type EntrySeed, type MenuAddition, relativ } from './data/vorlagen-typen';
import type { MenuItem } from '../core/types';

export interface TemplateSeedSummary {
  pages: number;
  menus: number;
  eintraege: number;
  artikel: number;
}

const ENTRIES: [EntryType, EntrySeed[]][] = [
  ['amt', AEMTER],
  ['mitarbeiter', MITARBEITER],
  ['meldung', SCHWARZES_BRETT],
  ['ausschreibung', AUSSCHREIBUNGEN],
  ['baugebiet', BAUGEBIETE],
  ['bildergalerie', BILDERGALERIEN],
  ['brancheneintrag', BRANCHENEINTRAEGE],
  ['einrichtung', EINRICHTUNGEN],
  ['zeitstrahl', ZEITSTRAHLEN],
];

const json = (value: unknown): string => JSON.stringify(value);

/** Appends `addition` below the titled path of `items`; false when the path does not exist or the link is there already. */
export function addMenuItem(items: MenuItem[], addition: MenuAddition): boolean {
  let level = items;
  for (const title of addition.unter) {
    const parent = level.find((item) => item.title === title);
    if (!parent) return false;
    parent.menuItems ??= [];
    level = parent.menuItems;
  }
  if (level.some((item) => item.href === addition.eintrag.href)) return false;
  level.push(addition.eintrag);
  return true;
}

export async function seedTownTemplates(tx: Queryable, now: Date): Promise<TemplateSeedSummary> {
  let pages = 0;
  for (const page of VORLAGEN_SEITEN) {
    const { rows } = await tx.query(
      `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb)
       ON CONFLICT (url) DO NOTHING RETURNING url`,
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
    pages += rows.length;
  }

  let eintraege = 0;
  for (const [typ, seeds] of ENTRIES) {
    for (const seed of seeds) {
      const data = typeof seed.data === 'function' ? seed.data(now) : (seed.data ?? {});
      const { rows } = await tx.query(
        `INSERT INTO eintraege (typ, slug, titel, einleitung, text, bild, bildtext, bildcopyright, datum_von, datum_bis, sortierung, detail_url, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb)
         ON CONFLICT (typ, slug) DO NOTHING RETURNING id`,
        [
          typ,
          seed.slug,
          seed.titel,
          seed.einleitung ?? null,
          seed.text ?? null,
          seed.bild ?? null,
          seed.bildtext ?? null,
          seed.bildcopyright ?? null,
          seed.von ? relativ(now, seed.von) : null,
          seed.bis ? relativ(now, seed.bis) : null,
          seed.sortierung ?? 0,
          seed.detailURL,
          json(data),
        ],
      );
      eintraege += rows.length;
    }
  }

  const article = STELLENANGEBOTE_ARTIKEL;
  const { rows: articles } = await tx.query(
    `INSERT INTO items (typ, bereich, slug, titel, einleitung, text, bild, bildtext, bildcopyright, detail_url, data)
     VALUES ('artikel', 'seiten', $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     ON CONFLICT (typ, bereich, slug) DO NOTHING RETURNING id`,
    [
      article.slug,
      article.titel,
      article.einleitung,
      article.text,
      article.bild,
      article.bildtext,
      article.bildcopyright,
      article.detailURL,
      json(article.data),
    ],
  );

  let menus = 0;
  for (const menu of AUCH_INTERESSANT_MENUES) {
    const { rows } = await tx.query('INSERT INTO menus (name, items) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING RETURNING name', [
      menu.name,
      json(menu.items),
    ]);
    menus += rows.length;
  }
  const { rows: mains } = await tx.query<{ items: MenuItem[] }>("SELECT items FROM menus WHERE name = 'Hauptmenü' FOR UPDATE");
  const main = mains[0];
  if (main) {
    const items = main.items ?? [];
    const changed = HAUPTMENUE_ERGAENZUNGEN.map((addition) => addMenuItem(items, addition)).some(Boolean);
    if (changed) await tx.query("UPDATE menus SET items = $1::jsonb, updated_at = now() WHERE name = 'Hauptmenü'", [json(items)]);
  }
  return { pages, menus, eintraege, artikel: articles.length };
}
