/**
 * Demo accounts of the editorial area (listed in the README under "Redaktion") and the takeover of
 * the seeded articles, events and dates, whose history starts at their seeded state.
 */
import type { RedaktionRolle } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { hashPassword } from '../auth';
import { bereiche as bereicheFuer } from './bereiche';
import { artVon, uebernimmAlles } from './arten';

export interface DemoKonto {
  name: string;
  email: string;
  passwort: string;
  rollen: RedaktionRolle[];
  bereiche: string[];
}

export function demoKonten(product: string): DemoKonto[] {
  return [
    { name: 'Julia Hartmann', email: 'julia.hartmann@musterstadt.de', passwort: 'Redaktion!Stadt2026', rollen: ['Redakteur'], bereiche: ['stadt'] },
    { name: 'Thomas Berger', email: 'thomas.berger@musterstadt.de', passwort: 'Freigabe!Stadt2026', rollen: ['Redakteur', 'Freigabe'], bereiche: ['stadt'] },
    { name: 'Kai Moser', email: 'kai.moser@musterstadt.de', passwort: 'Feuerwehr!Presse2026', rollen: ['Redakteur'], bereiche: ['feuerwehr'] },
    {
      name: 'Lena Fischer',
      email: 'lena.fischer@musterstadt.de',
      passwort: 'Schule!Redaktion2026',
      rollen: ['Redakteur'],
      bereiche: [`grundschule-${product}`],
    },
    { name: 'Verena Koch', email: 'verena.koch@musterstadt.de', passwort: 'Verwaltung!Admin2026', rollen: ['Administration'], bereiche: [] },
    // The IT service writes its notices into the intranet's category 'IT-Hinweise', nowhere else.
    {
      name: 'Stefan Albrecht',
      email: 'stefan.albrecht@musterstadt.de',
      passwort: 'Intranet!ITService2026',
      rollen: ['Redakteur'],
      bereiche: ['intranet-it-hinweise'],
    },
    // The personnel office keeps the document archive (service agreements …) and its own category.
    {
      name: 'Anna Roth',
      email: 'anna.roth@musterstadt.de',
      passwort: 'Intranet!Personal2026',
      rollen: ['Redakteur', 'Freigabe'],
      bereiche: ['intranet-archiv', 'intranet-personal'],
    },
  ];
}

export interface RedaktionSeedSummary {
  konten: number;
  /** Articles, events and dates taken over. */
  inhalte: number;
  /** Pages taken over (all but pattern pages, pages behind a login and the areas with their own systems). */
  seiten: number;
}

export async function seedRedaktion(tx: Queryable, now: Date, product: string = process.env.PRODUCT || 'musterstadt'): Promise<RedaktionSeedSummary> {
  const konten = demoKonten(product);
  // argon2 works on the thread pool: the hashes side by side.
  const hashes = await Promise.all(konten.map((konto) => hashPassword(konto.passwort)));
  for (const [index, konto] of konten.entries()) {
    await tx.query(
      `INSERT INTO redaktion_konten (email, name, passwort_hash, rollen, bereiche, erstellt_am) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [konto.email, konto.name, hashes[index], konto.rollen, konto.bereiche, now.toISOString()],
    );
  }
  // Pages first, so that `inhalte` counts the articles, events and dates.
  const alle = bereicheFuer(product);
  const seiten = await artVon('seite').uebernimm(tx, alle, now);
  const inhalte = await uebernimmAlles(tx, alle, now);
  return { konten: konten.length, inhalte, seiten };
}
