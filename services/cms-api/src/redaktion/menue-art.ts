/**
 * The kind `menue`: each named menu of the site (the town's main menu, footers and quick links, each
 * sub-site's main menu) is one piece of content of the section that keeps it (bereiche.ts). Its
 * revision holds the tree of entries; publishing writes the row of `menus` the layouts read. Menus are
 * taken over as they are (the seed's, those a layout brought); editors change them, never create or
 * withdraw one (the headers and footers need them).
 */
import { type MenuItem, type RedaktionFeldVergleich, type RedaktionMenueFelder, bereinige, flach, pfadText, pruefeBaum } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { slugOf } from '../core/slug';
import type { ArtDefinition } from './arten';
import { type Bereiche, bereiche } from './bereiche';
import { AntwortFehler, konflikt } from './fehler';
import { uebernimmBestand } from './uebernahme';
import { seitenPfad } from './pruefungen';
import { teile } from './vergleich';

/** A menu's fields as a revision stores them. */
export interface MenueFelder {
  titel: string;
  /** The levels its header shows (from the section's definition, never from the editor). */
  ebenen: number;
  eintraege: MenuItem[];
}

const ebenenVon = (name: string, alle: Bereiche = bereiche()): number => alle.menue(name).ebenen;

function gespeichert(wert: unknown): MenueFelder {
  const stored = (wert ?? {}) as Partial<MenueFelder>;
  const titel = stored.titel ?? '';
  return { titel, ebenen: ebenenVon(titel), eintraege: stored.eintraege ?? [] };
}

/** The tree as text, one entry a line, indented by level: what the comparison of two revisions shows. */
export function alsText(eintraege: readonly MenuItem[]): string {
  return flach(eintraege)
    .map(({ pfad, eintrag }) => `${'  '.repeat(pfad.length - 1)}– ${eintrag.title}${eintrag.href ? ` (${eintrag.href})` : ''}`)
    .join('\n');
}

/** Menus of the site that the editorial area does not keep yet become content of their section, published. */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number; name: string; items: MenuItem[] | null; updated_at: Date | string }>(
    `SELECT m.id, m.name, m.items, m.updated_at FROM menus m
     WHERE NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = 'menue' AND r.ziel_id = m.id) ORDER BY m.id`,
  );
  const vergeben = new Set(
    (await tx.query<{ key: string }>("SELECT ablage || ' ' || slug AS key FROM redaktion_inhalte WHERE art = 'menue'")).rows.map((row) => row.key),
  );
  const bestand = rows.map((menue) => {
    // A section's menus are kept under its id (as its pages are).
    const bereich = alle.menue(menue.name).bereich.id;
    const basis = slugOf(menue.name) || 'menue';
    const slug = vergeben.has(`${bereich} ${basis}`) ? `${basis}-${menue.id}` : basis;
    vergeben.add(`${bereich} ${slug}`);
    const felder: MenueFelder = { titel: menue.name, ebenen: ebenenVon(menue.name, alle), eintraege: menue.items ?? [] };
    return {
      art: 'menue',
      bereich,
      ablage: bereich,
      slug,
      titel: menue.name,
      adresse: null,
      ziel_id: menue.id,
      erst: new Date(menue.updated_at).toISOString(),
      felder,
    };
  });
  return uebernimmBestand(tx, bestand, now);
}

/** A tree that is no menu (empty titles, links that are no address, deeper than the header shows) is not saved. */
async function normalisiere(eingabe: unknown): Promise<MenueFelder> {
  const felder = eingabe as RedaktionMenueFelder;
  const titel = felder.titel.normalize('NFC').trim();
  const ebenen = ebenenVon(titel);
  const eintraege = bereinige(felder.eintraege);
  const errors = pruefeBaum(eintraege, ebenen);
  if (Object.keys(errors).length > 0) {
    const erste = Object.values(errors)[0] as string;
    throw new AntwortFehler(422, { error: `Das Menü lässt sich so nicht speichern: ${erste}`, errors });
  }
  return { titel, ebenen, eintraege };
}

/** The checks before approval: the tree as a whole, and every link within the site leads to a page (as for rich text). */
async function pruefe(felder: MenueFelder, fuehrtZuSeite: (pfad: string) => Promise<boolean>): Promise<Record<string, string>> {
  const errors = pruefeBaum(felder.eintraege, felder.ebenen);
  for (const { pfad, eintrag } of flach(felder.eintraege)) {
    const ziel = seitenPfad(eintrag.href ?? undefined);
    const schluessel = pfadText(pfad);
    if (ziel !== null && !errors[schluessel] && !(await fuehrtZuSeite(ziel))) {
      errors[schluessel] =
        `Der Eintrag „${eintrag.title}“ führt zu ${ziel}, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie den Link.`;
    }
  }
  return errors;
}

async function vergleiche(alt: MenueFelder, neu: MenueFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const a = alsText(alt.eintraege);
  const n = alsText(neu.eintraege);
  const geaendert = a !== n;
  if (nurGeaenderte && !geaendert) return [];
  return [{ feld: 'eintraege', bezeichnung: 'Einträge', geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] }];
}

/** Writes the tree into the menu's row: the headers and footers read it from there. */
async function veroeffentliche(tx: Queryable, inhalt: { ziel_id: number | null; titel: string }, felder: MenueFelder, now: Date): Promise<number> {
  const items = JSON.stringify(felder.eintraege);
  if (inhalt.ziel_id !== null) {
    const { rows } = await tx.query<{ id: number }>('UPDATE menus SET items = $2::jsonb, updated_at = $3 WHERE id = $1 RETURNING id', [
      inhalt.ziel_id,
      items,
      now.toISOString(),
    ]);
    if (rows[0]) return rows[0].id;
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO menus (name, items, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (name) DO UPDATE SET items = EXCLUDED.items, updated_at = EXCLUDED.updated_at RETURNING id`,
    [inhalt.titel, items, now.toISOString()],
  );
  return (rows[0] as { id: number }).id;
}

export const MENUE_ART: ArtDefinition<MenueFelder> = {
  uebernimm,
  normalisiere,
  gespeichert,
  titel: (felder) => felder.titel,
  neueAdresse: async () => {
    throw new HttpError(400, 'Menüs legt die Website selbst an (ihre Seiten nennen sie). Neue Einträge fügen Sie im Editor eines Menüs hinzu.');
  },
  pruefe: (_inhalt, felder, umgebung) => pruefe(felder, umgebung.fuehrtZuSeite),
  vergleiche,
  veroeffentliche: (tx, inhalt, felder, now) => veroeffentliche(tx, inhalt, felder, now),
  entziehe: async () => {
    throw konflikt('Ein Menü lässt sich nicht zurückziehen: Kopf und Fuß der Seiten brauchen es. Ändern Sie stattdessen seine Einträge.');
  },
  // Head and foot of the pages need it: it has no end of publication, and nobody is offered to withdraw it.
  bleibt: 'Ein Menü bleibt veröffentlicht; ein Ende der Veröffentlichung lässt sich nicht festlegen. Bitte lassen Sie „Veröffentlicht bis“ leer.',
  // A menu has no text of its own to warn about; its links are checked before approval.
  hinweise: async () => ({}),
};
