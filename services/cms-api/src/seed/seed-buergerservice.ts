/** Seeds the pages and data of the site search, the service guide and the waste calendar. */
import { abfuhrplan } from '../abfall/abfall-plan';
import type { Queryable } from '../core/db';
import { ABFALLARTEN, ABFUHRBEZIRKE } from './data/abfall';
import { BUERGERSERVICE_SEITEN } from './data/buergerservice-seiten';
import { EINHEITEN, FORMULARE, LEBENSLAGEN, LEISTUNGEN, PERSONEN, WEBVERWEISE } from './data/wegweiser';
import { berlinParts } from '../core/time';

const json = (value: unknown): string => JSON.stringify(value);

/** Days of collection dates seeded: from the Monday of the current week for about thirteen months. */
export const ABFALL_TAGE = 400;

async function insertPages(tx: Queryable): Promise<void> {
  for (const page of BUERGERSERVICE_SEITEN) {
    await tx.query(
      `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls, suchbar)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11)`,
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
        page.suchbar,
      ],
    );
  }
}

async function insertGuide(tx: Queryable): Promise<void> {
  const ids = new Map<string, number>();
  const insert = async (art: string, slug: string, titel: string, sortiername: string, einleitung: string | null, text: string | null, daten: object) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO wegweiser_eintraege (art, slug, titel, sortiername, einleitung, text, daten) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [art, slug, titel, sortiername, einleitung, text, json(daten)],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Guide entry ${art}:${slug} was not stored`);
    ids.set(`${art}:${slug}`, id);
  };
  const link = async (vonArt: string, von: string, nachArt: string, nach: string, position: number) => {
    const from = ids.get(`${vonArt}:${von}`);
    const to = ids.get(`${nachArt}:${nach}`);
    if (from === undefined || to === undefined) throw new Error(`Unknown guide entry in link ${vonArt}:${von} → ${nachArt}:${nach}`);
    await tx.query('INSERT INTO wegweiser_bezuege (von, nach, position) VALUES ($1, $2, $3)', [from, to, position]);
  };

  for (const unit of EINHEITEN) {
    const { slug, titel, einleitung, text, ...daten } = unit;
    await insert('einheit', slug, titel, titel, einleitung, text, daten);
  }
  for (const person of PERSONEN) {
    const { slug, vorname, nachname, funktion, telefon, email, zimmer, sprechzeiten } = person;
    await insert('person', slug, `${vorname} ${nachname}`, `${nachname}, ${vorname}`, funktion, null, {
      vorname,
      nachname,
      funktion,
      kontakt: { telefon, email },
      zimmer,
      sprechzeiten,
    });
    await link('person', slug, 'einheit', person.einheit, 0);
  }
  for (const form of FORMULARE) {
    await insert('formular', form.slug, form.titel, form.titel, form.einleitung, form.text, { format: form.format, online: form.online ?? null });
  }
  for (const service of LEISTUNGEN) {
    const { slug, titel, einleitung, text, thema, unterlagen, kosten, synonyme, online } = service;
    await insert('leistung', slug, titel, titel, einleitung, text, { thema, unterlagen, kosten, synonyme: synonyme ?? [], online: online ?? null });
    await link('leistung', slug, 'einheit', service.einheit, 0);
    for (const [index, person] of service.personen.entries()) await link('leistung', slug, 'person', person, index);
    for (const [index, form] of (service.formulare ?? []).entries()) await link('leistung', slug, 'formular', form, index);
  }
  for (const situation of LEBENSLAGEN) {
    await insert('lebenslage', situation.slug, situation.titel, situation.titel, situation.einleitung, situation.text, {});
    for (const [index, service] of situation.leistungen.entries()) await link('lebenslage', situation.slug, 'leistung', service, index);
  }
  for (const [position, entry] of WEBVERWEISE.entries()) {
    await tx.query(
      `INSERT INTO webverweise (art, titel, beschreibung, url, es_pfad, es_pfad_ext, daten, position) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [entry.art, entry.titel, entry.beschreibung, entry.url ?? null, entry.es_pfad, entry.es_pfad_ext ?? null, json(entry.daten ?? {}), position],
    );
  }
}

async function insertWaste(tx: Queryable, now: Date): Promise<void> {
  for (const [position, art] of ABFALLARTEN.entries()) {
    await tx.query('INSERT INTO abfall_arten (schluessel, name, beschreibung, position) VALUES ($1, $2, $3, $4)', [
      art.schluessel,
      art.name,
      art.beschreibung,
      position,
    ]);
  }
  const today = berlinParts(now);
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  for (const [index, bezirk] of ABFUHRBEZIRKE.entries()) {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO abfall_bezirke (slug, name, beschreibung, position) VALUES ($1, $2, $3, $4) RETURNING id', [
      bezirk.slug,
      bezirk.name,
      bezirk.beschreibung,
      index,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`District ${bezirk.slug} was not stored`);
    await tx.query(
      'INSERT INTO abfall_strassen (name, ortsteil, bezirk_id) SELECT name, ortsteil, $3 FROM unnest($1::text[], $2::text[]) AS s (name, ortsteil)',
      [bezirk.strassen.map((s) => s.name), bezirk.strassen.map((s) => s.ortsteil), id],
    );
    const plan = abfuhrplan({ von: monday, tage: ABFALL_TAGE, wochentag: bezirk.wochentag, index });
    await tx.query(
      'INSERT INTO abfall_termine (bezirk_id, art, datum, hinweis) SELECT $4, art, datum, hinweis FROM unnest($1::text[], $2::date[], $3::text[]) AS t (art, datum, hinweis)',
      [plan.map((entry) => entry.art), plan.map((entry) => entry.datum), plan.map((entry) => entry.hinweis), id],
    );
  }
}

export interface BuergerserviceSummary {
  seiten: number;
  leistungen: number;
  abfallbezirke: number;
}

export async function seedBuergerservice(tx: Queryable, now: Date = new Date()): Promise<BuergerserviceSummary> {
  await insertPages(tx);
  await insertGuide(tx);
  await insertWaste(tx, now);
  return { seiten: BUERGERSERVICE_SEITEN.length, leistungen: LEISTUNGEN.length, abfallbezirke: ABFUHRBEZIRKE.length };
}
