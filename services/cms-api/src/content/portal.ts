import type { Queryable } from '../core/db';
import { findMenu, listItems, toContentItem, toEventItem, type ItemType } from './repository';

/** Where a teaser module takes its entries from. */
export interface PortalSource {
  typ: ItemType;
  bereich?: string;
  anzahl: number;
}

export interface PortalModuleSeed {
  typ: string;
  quelle?: PortalSource;
  /** Name of a menu whose links the module shows ('Auch interessant'); the API fills `menuItems`. */
  menue?: string;
  [field: string]: unknown;
}

export interface PortalSeed {
  name: string;
  titel: string;
  seo: { title: string; description: string };
  module: PortalModuleSeed[];
}

interface PortalRow {
  name: string;
  titel: string;
  seo: PortalSeed['seo'] | null;
  module: PortalModuleSeed[] | null;
}

export async function insertPortal(tx: Queryable, portal: PortalSeed): Promise<void> {
  await tx.query('INSERT INTO portals (name, titel, seo, module) VALUES ($1, $2, $3::jsonb, $4::jsonb)', [
    portal.name,
    portal.titel,
    JSON.stringify(portal.seo),
    JSON.stringify(portal.module),
  ]);
}

/**
 * The portal with every teaser module's entries and every menu module's links filled in, or undefined
 * if there is none.
 */
export async function loadPortal(db: Queryable, name: string) {
  const { rows } = await db.query<PortalRow>('SELECT name, titel, seo, module FROM portals WHERE name = $1', [name]);
  const row = rows[0];
  return row ? fillPortal(db, row) : undefined;
}

/** A portal's answer from its stored state (or a draft of it): teaser entries and menu links filled in. */
export async function fillPortal(db: Queryable, row: Pick<PortalRow, 'titel' | 'seo' | 'module'>) {
  const module = await Promise.all(
    (row.module ?? []).map(async ({ quelle, menue, ...rest }) => {
      if (menue) {
        const menu = await findMenu(db, menue);
        return { ...rest, menuItems: menu?.items ?? [] };
      }
      if (!quelle) return rest;
      const filter = quelle.bereich ? { bereich: quelle.bereich } : {};
      const result = await listItems(db, quelle.typ, filter, { seite: 1, proSeite: Math.min(Math.max(quelle.anzahl, 1), 20) });
      const map = quelle.typ === 'veranstaltung' ? toEventItem : toContentItem;
      return { ...rest, eintraege: result.rows.map(map) };
    }),
  );
  return { titel: row.titel, seo: row.seo, module };
}
