/**
 * The kind `seite`: a row of the table `pages` (address, layout, title, description, canonical,
 * breadcrumbs, hero pictures, blocks and their api calls). A page belongs to the section of its
 * sub-site's address prefix, every other page to 'stadt' (bereiche.ts). Moving a published page
 * or withdrawing it leaves a redirect (table `weiterleitungen`): the old address answers 301 to the
 * new one, a withdrawn page's to its parent page.
 */
import { istMenueLink, type RedaktionBlock, type RedaktionFeldVergleich, type RedaktionSeitenFelder } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { badRequest } from '../core/errors';
import { slugOf } from '../core/slug';
import { type PageRow, toRouteResult } from '../content';
import type { ArtDefinition, NeueAdresse, PruefUmgebung } from './arten';
import { type Bereiche, bereiche } from './bereiche';
import { konflikt } from './fehler';
import { cleanRichText } from './html';
import type { InhaltRow } from './inhalte';
import { type MedienDateien, nichtssagend, pdfWarnung, pruefeText, seitenPfad, textHinweise } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

/** A title picture; `bild_dekorativ` marks decoration (it needs no text; the public page gives it an empty alt). */
type Bild = { bild: string; bildtext: string | null; bildcopyright: string | null; bild_dekorativ?: true };
type Block = { template: string; slot: string; context: Record<string, unknown>; options: Record<string, unknown> };

/** A page's fields as a revision stores them: every field present, blank as null. */
export interface SeitenFelder {
  url: string;
  layout: string;
  theme: string | null;
  titel: string;
  description: string | null;
  canonical: string | null;
  breadcrumbs: { title: string; url?: string }[];
  hero_images: Bild[];
  blocks: Block[];
  api_calls: Record<string, unknown>[];
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.normalize('NFC').trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
};

/** An address as the public route looks it up: no closing slash (but '/'). */
export const seitenAdresse = (url: string): string => {
  const clean = url.trim().replace(/\/{2,}/g, '/');
  return clean.length > 1 && clean.endsWith('/') ? clean.slice(0, -1) : clean;
};

/** Keys of a block's options that hold an address. */
const LINK_SCHLUESSEL = /(^|_)(link|url|href|detailurl)(_|$|\d)/i;
/** Keys of a block's options that hold rich text. */
const HTML_SCHLUESSEL = /^(text|html|inhalt)$/i;

/** Strings of a block's options tidied: trimmed; rich text cleaned as an article's text is. */
async function saeubere(value: unknown, schluessel = ''): Promise<unknown> {
  if (typeof value === 'string') {
    const trimmed = value.normalize('NFC').trim();
    return HTML_SCHLUESSEL.test(schluessel) && /<[a-z]/i.test(trimmed) ? await cleanRichText(trimmed) : trimmed;
  }
  if (Array.isArray(value)) return Promise.all(value.map((entry) => saeubere(entry, schluessel)));
  if (value !== null && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) result[key] = await saeubere(entry, key);
    return result;
  }
  return value;
}

async function normalisiere(eingabe: RedaktionSeitenFelder): Promise<SeitenFelder> {
  const blocks: Block[] = [];
  for (const block of eingabe.blocks ?? []) blocks.push(await normalisiereBlock(block));
  return {
    url: seitenAdresse(eingabe.url),
    layout: eingabe.layout.trim(),
    theme: text(eingabe.theme),
    titel: (text(eingabe.titel) ?? '').replace(/\s+/g, ' '),
    description: text(eingabe.description),
    canonical: text(eingabe.canonical),
    breadcrumbs: (eingabe.breadcrumbs ?? []).map((crumb) => ({ title: crumb.title.trim(), ...(text(crumb.url) ? { url: text(crumb.url) as string } : {}) })),
    hero_images: (eingabe.hero_images ?? []).map((bild) => ({
      bild: bild.bild.trim(),
      bildtext: bild.bild_dekorativ === true ? null : text(bild.bildtext),
      bildcopyright: text(bild.bildcopyright),
      ...(bild.bild_dekorativ === true ? { bild_dekorativ: true as const } : {}),
    })),
    blocks,
    api_calls: eingabe.api_calls ?? [],
  };
}

async function normalisiereBlock(block: RedaktionBlock): Promise<Block> {
  return {
    template: block.template.trim(),
    slot: text(block.slot) ?? 'main',
    context: (await saeubere(block.context)) as Record<string, unknown>,
    options: block.options ?? {},
  };
}

function gespeichert(wert: unknown): SeitenFelder {
  const stored = (wert ?? {}) as Partial<SeitenFelder>;
  return {
    url: stored.url ?? '/',
    layout: stored.layout ?? '',
    theme: stored.theme ?? null,
    titel: stored.titel ?? '',
    description: stored.description ?? null,
    canonical: stored.canonical ?? null,
    breadcrumbs: stored.breadcrumbs ?? [],
    hero_images: stored.hero_images ?? [],
    blocks: (stored.blocks ?? []).map((block) => ({
      template: block.template,
      slot: block.slot ?? 'main',
      context: block.context ?? {},
      options: block.options ?? {},
    })),
    api_calls: stored.api_calls ?? [],
  };
}

function felderAusSeite(row: PageRow): SeitenFelder {
  return gespeichert({
    url: row.url,
    layout: row.layout,
    theme: row.theme,
    titel: row.title,
    description: row.description,
    canonical: row.canonical,
    breadcrumbs: row.breadcrumbs ?? [],
    hero_images: (row.hero_images ?? []).map((bild) => ({ bild: bild.bild, bildtext: bild.bildtext ?? null, bildcopyright: bild.bildcopyright ?? null })),
    blocks: row.blocks ?? [],
    api_calls: row.api_calls ?? [],
  });
}

/** The title pictures as the public page stores them: a decorative one without text. */
const oeffentlicheBilder = (bilder: readonly Bild[]): Bild[] =>
  bilder.map(({ bild, bildtext, bildcopyright, bild_dekorativ: dekorativ }) => ({ bild, bildtext: dekorativ ? null : bildtext, bildcopyright }));

/** The last part of a page's identity in the editorial area: its first address as words ('/leben-wohnen/spielplaetze' → 'leben-wohnen-spielplaetze'). */
const slugDerAdresse = (url: string): string => (url === '/' ? 'startseite' : slugOf(url.replace(/\//g, ' ')));

/** The nearest page above an address ('/a/b/c' → '/a/b' if that is a page, else '/a', else '/'). */
async function elternSeite(db: Queryable, url: string): Promise<string> {
  const teile = url.split('/').filter(Boolean);
  for (let n = teile.length - 1; n > 0; n -= 1) {
    const kandidat = `/${teile.slice(0, n).join('/')}`;
    const { rows } = await db.query('SELECT 1 FROM pages WHERE url = $1', [kandidat]);
    if (rows.length > 0) return kandidat;
  }
  return '/';
}

// --- Taking over what is public -------------------------------------------------------------------

/**
 * Pages of the site that the editorial area does not keep yet (seeded, or added before it) become
 * content whose first revision is their state now, published. Pattern pages (`/aktuelles/:slug`),
 * pages behind a login (middleware) and the areas with their own systems stay out.
 */
async function uebernehmeSeiten(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const { rows } = await tx.query<PageRow & { updated_at: Date | string }>(
    `SELECT p.url, p.layout, p.theme, p.title, p.description, p.canonical, p.breadcrumbs, p.hero_images, p.blocks, p.api_calls, p.middleware, p.updated_at
     FROM pages p
     WHERE p.url NOT LIKE '%:%' AND jsonb_array_length(COALESCE(p.middleware, '[]'::jsonb)) = 0
       AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = 'seite' AND r.adresse = p.url)
     ORDER BY p.url`,
  );
  const seiten = rows.flatMap((row) => {
    const bereich = alle.derSeite(row.url);
    return bereich ? [{ row, bereich: bereich.id }] : [];
  });
  if (seiten.length === 0) return 0;
  const vergeben = new Set(
    (await tx.query<{ key: string }>("SELECT ablage || ' ' || slug AS key FROM redaktion_inhalte WHERE art = 'seite'")).rows.map((row) => row.key),
  );
  const bestand = seiten.map(({ row, bereich }) => {
    const basis = slugDerAdresse(row.url);
    let slug = basis;
    for (let n = 2; vergeben.has(`${bereich} ${slug}`); n += 1) slug = `${basis}-${n}`;
    vergeben.add(`${bereich} ${slug}`);
    const erst = new Date(row.updated_at).toISOString();
    return { art: 'seite', bereich, ablage: bereich, slug, titel: row.title, adresse: row.url, ziel_id: null, erst, felder: felderAusSeite(row) };
  });
  // A page's public id is its own: the table pages knows it by address.
  return uebernimmBestand(tx, bestand, now);
}

// --- Addresses ------------------------------------------------------------------------------------

/** Whether an address is free for this page: no other page, pattern or piece of content has it. */
async function adresseFrei(db: Queryable, url: string, inhaltId: number | null): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM pages WHERE url = $1 AND NOT EXISTS (
              SELECT 1 FROM redaktion_inhalte WHERE id = $2 AND art = 'seite' AND adresse = $1 AND veroeffentlichte_revision_id IS NOT NULL))
          + (SELECT count(*) FROM redaktion_inhalte WHERE adresse = $1 AND ($2::int IS NULL OR id <> $2)) AS n`,
    [url, inhaltId],
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

const MELDUNGEN = {
  titel: 'Bitte geben Sie einen Titel an.',
  description: 'Bitte geben Sie eine Beschreibung an. Sie steht in Suchmaschinen und beim Teilen unter dem Titel (ein bis zwei Sätze).',
  vergeben: (url: string) => `Unter der Adresse „${url}“ gibt es schon eine Seite. Bitte wählen Sie eine andere.`,
  bereich: (url: string, bereich: string) => `Die Adresse „${url}“ gehört nicht zum Bereich „${bereich}“. Seiten eines Bereichs liegen unter seinen Adressen.`,
  eigenesSystem: (url: string) => `Seiten unter „${url}“ werden nicht in der Redaktion gepflegt.`,
  layout: 'Bitte wählen Sie ein Layout.',
  vorlage: 'Bitte wählen Sie eine Vorlage für diesen Block.',
  bild: 'Bitte wählen Sie ein Bild aus der Mediathek, oder entfernen Sie dieses Titelbild.',
  bildtext: 'Das Titelbild braucht einen Bildtext, der beschreibt, was darauf zu sehen ist. Ist es nur Schmuck, markieren Sie es als dekorativ.',
  krume: 'Bitte geben Sie den Text dieses Eintrags an, oder entfernen Sie ihn.',
  link: 'Der Link muss eine Adresse dieser Website (beginnend mit „/“) oder eine Webadresse (https://…) sein.',
  bildcopyright: 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).',
  startseite: 'Die Startseite lässt sich nicht zurückziehen oder verschieben.',
} as const;

/** Whether the address may belong to the section (400 with the reason otherwise). */
function verlangeBereich(alle: Bereiche, url: string, bereich: string): void {
  const ziel = alle.derSeite(url);
  if (!ziel) throw badRequest(MELDUNGEN.eigenesSystem(url));
  if (ziel.id !== bereich) throw badRequest(MELDUNGEN.bereich(url, alle.get(bereich)?.titel ?? bereich));
}

async function neueAdresse(tx: Queryable, alle: Bereiche, bereich: string, felder: SeitenFelder): Promise<NeueAdresse> {
  verlangeBereich(alle, felder.url, bereich);
  if (!(await adresseFrei(tx, felder.url, null))) throw konflikt(MELDUNGEN.vergeben(felder.url));
  const basis = slugDerAdresse(felder.url);
  let slug = basis;
  for (let n = 2; ; n += 1) {
    const { rows } = await tx.query("SELECT 1 FROM redaktion_inhalte WHERE art = 'seite' AND ablage = $1 AND slug = $2", [bereich, slug]);
    if (rows.length === 0) break;
    slug = `${basis}-${n}`;
  }
  return { slug, adresse: felder.url };
}

// --- Checks ---------------------------------------------------------------------------------------

/** Every address in a block's options, with the path of its field (`context.eintraege.0.link`). */
function adressenIn(value: unknown, pfad: string, schluessel: string, treffer: { pfad: string; wert: string }[]): void {
  if (typeof value === 'string') {
    if (LINK_SCHLUESSEL.test(schluessel)) treffer.push({ pfad, wert: value });
    return;
  }
  if (Array.isArray(value)) value.forEach((entry, index) => adressenIn(entry, `${pfad}.${index}`, schluessel, treffer));
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) adressenIn(entry, `${pfad}.${key}`, key, treffer);
  }
}

/** Rich-text options of a block, with their field paths. */
function texteIn(value: unknown, pfad: string, schluessel: string, treffer: { pfad: string; wert: string }[]): void {
  if (typeof value === 'string') {
    if (HTML_SCHLUESSEL.test(schluessel) && /<[a-z]/i.test(value)) treffer.push({ pfad, wert: value });
    return;
  }
  if (Array.isArray(value)) value.forEach((entry, index) => texteIn(entry, `${pfad}.${index}`, schluessel, treffer));
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) texteIn(entry, `${pfad}.${key}`, key, treffer);
  }
}

const toterLink = (pfad: string): string =>
  `Der Link führt zu ${pfad}, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.`;

async function pruefe(alle: Bereiche, inhalt: InhaltRow, felder: SeitenFelder, umgebung: PruefUmgebung): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const setze = (feld: string, meldung: string): void => {
    errors[feld] ??= meldung;
  };
  if (felder.titel.trim() === '') setze('titel', MELDUNGEN.titel);
  if (!felder.description) setze('description', MELDUNGEN.description);
  if (felder.layout === '') setze('layout', MELDUNGEN.layout);
  const ziel = alle.derSeite(felder.url);
  if (!ziel) setze('url', MELDUNGEN.eigenesSystem(felder.url));
  else if (ziel.id !== inhalt.bereich) setze('url', MELDUNGEN.bereich(felder.url, alle.get(inhalt.bereich)?.titel ?? inhalt.bereich));
  else if (felder.url !== inhalt.adresse || inhalt.veroeffentlichte_revision_id === null) {
    if (inhalt.adresse === '/' && felder.url !== '/') setze('url', MELDUNGEN.startseite);
    else if (felder.url !== inhalt.adresse && (await umgebung.fuehrtZuSeite(felder.url))) setze('url', MELDUNGEN.vergeben(felder.url));
  }
  felder.hero_images.forEach((bild, index) => {
    if (!bild.bild) setze(`hero_images.${index}.bild`, MELDUNGEN.bild);
    if (!bild.bildtext && !bild.bild_dekorativ) setze(`hero_images.${index}.bildtext`, MELDUNGEN.bildtext);
    if (!bild.bildcopyright) setze(`hero_images.${index}.bildcopyright`, MELDUNGEN.bildcopyright);
  });
  for (const [index, krume] of felder.breadcrumbs.entries()) {
    if (!krume.title) setze(`breadcrumbs.${index}.title`, MELDUNGEN.krume);
    const pfad = krume.url ? seitenPfad(krume.url) : null;
    if (krume.url && !istMenueLink(krume.url)) setze(`breadcrumbs.${index}.url`, MELDUNGEN.link);
    else if (pfad && !(await umgebung.fuehrtZuSeite(pfad))) setze(`breadcrumbs.${index}.url`, toterLink(pfad));
  }
  for (const [index, block] of felder.blocks.entries()) {
    if (!block.template) setze(`blocks.${index}.template`, MELDUNGEN.vorlage);
    const adressen: { pfad: string; wert: string }[] = [];
    adressenIn(block.context, `blocks.${index}.context`, '', adressen);
    for (const adresse of adressen) {
      const pfad = seitenPfad(adresse.wert);
      if (pfad && !(await umgebung.fuehrtZuSeite(pfad))) setze(adresse.pfad, toterLink(pfad));
    }
    const texte: { pfad: string; wert: string }[] = [];
    texteIn(block.context, `blocks.${index}.context`, '', texte);
    for (const eintrag of texte) {
      const befunde = await pruefeText(eintrag.wert, umgebung.fuehrtZuSeite);
      if (befunde.length > 0) setze(eintrag.pfad, befunde.join(' '));
    }
    const linktext = block.context.linktext;
    if (typeof linktext === 'string' && nichtssagend(linktext)) {
      setze(`blocks.${index}.context.linktext`, `Der Linktext „${linktext}“ sagt nicht, wohin der Link führt. Bitte beschreiben Sie das Ziel.`);
    }
  }
  return errors;
}

/** Warnings in the blocks: linked PDFs that are not accessible, pictures in rich text wider than needed. */
async function hinweise(felder: SeitenFelder, medien: MedienDateien): Promise<Record<string, string>> {
  const gefunden: Record<string, string> = {};
  for (const [index, block] of felder.blocks.entries()) {
    const adressen: { pfad: string; wert: string }[] = [];
    adressenIn(block.context, `blocks.${index}.context`, '', adressen);
    for (const adresse of adressen) {
      const warnung = pdfWarnung(adresse.wert, '', medien);
      if (warnung) gefunden[adresse.pfad] ??= warnung;
    }
    const texte: { pfad: string; wert: string }[] = [];
    texteIn(block.context, `blocks.${index}.context`, '', texte);
    for (const eintrag of texte) {
      const befunde = await textHinweise(eintrag.wert, medien);
      if (befunde.length > 0) gefunden[eintrag.pfad] ??= befunde.join(' ');
    }
  }
  return gefunden;
}

// --- Comparing ------------------------------------------------------------------------------------

type Feld = keyof SeitenFelder;

const BEZEICHNUNGEN: Record<Feld, string> = {
  url: 'Adresse',
  layout: 'Layout',
  theme: 'Farbschema',
  titel: 'Titel',
  description: 'Beschreibung',
  canonical: 'Kanonische Adresse',
  breadcrumbs: 'Brotkrumen',
  hero_images: 'Titelbilder',
  blocks: 'Blöcke',
  api_calls: 'Datenabrufe',
};

const einzeilig = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function lesbar(felder: SeitenFelder, feld: Feld): string {
  switch (feld) {
    case 'breadcrumbs':
      return felder.breadcrumbs.map((crumb) => crumb.title).join(' › ');
    case 'hero_images':
      return felder.hero_images
        .map((bild) =>
          [bild.bild, bild.bild_dekorativ ? 'dekorativ' : bild.bildtext, bild.bildcopyright ? `© ${bild.bildcopyright}` : null].filter(Boolean).join(' – '),
        )
        .join('\n');
    case 'blocks':
      return felder.blocks
        .map(
          (block, index) =>
            `${index + 1}. ${block.template}: ${Object.entries(block.context)
              .filter(([key]) => key !== 'apiCalls')
              .map(([key, value]) => `${key} = ${einzeilig(value)}`)
              .join('; ')}`,
        )
        .join('\n');
    case 'api_calls':
      return felder.api_calls.map((call) => einzeilig(call)).join('\n');
    default: {
      const value = felder[feld];
      return typeof value === 'string' ? value : '';
    }
  }
}

async function vergleiche(alt: SeitenFelder, neu: SeitenFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const result: RedaktionFeldVergleich[] = [];
  for (const feld of Object.keys(BEZEICHNUNGEN) as Feld[]) {
    const geaendert = JSON.stringify(alt[feld] ?? null) !== JSON.stringify(neu[feld] ?? null);
    if (nurGeaenderte && !geaendert) continue;
    const a = lesbar(alt, feld);
    const n = lesbar(neu, feld);
    result.push({ feld, bezeichnung: BEZEICHNUNGEN[feld], geaendert, alt: a, neu: n, teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }] });
  }
  return result;
}

// --- Publishing and withdrawing -------------------------------------------------------------------

/** Stores a redirect and points the ones that led to `von` at `nach`; none ever points at itself. */
async function leiteUm(tx: Queryable, von: string, nach: string, inhaltId: number, grund: 'verschoben' | 'zurueckgezogen', now: Date): Promise<void> {
  await tx.query('UPDATE weiterleitungen SET nach = $2 WHERE nach = $1', [von, nach]);
  await tx.query('DELETE FROM weiterleitungen WHERE von = nach OR von = $1', [nach]);
  if (von === nach) return;
  await tx.query(
    `INSERT INTO weiterleitungen (von, nach, inhalt_id, grund, seit) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (von) DO UPDATE SET nach = EXCLUDED.nach, inhalt_id = EXCLUDED.inhalt_id, grund = EXCLUDED.grund, seit = EXCLUDED.seit`,
    [von, nach, inhaltId, grund, now.toISOString()],
  );
}

async function veroeffentliche(tx: Queryable, alle: Bereiche, inhalt: InhaltRow, felder: SeitenFelder, now: Date): Promise<number> {
  verlangeBereich(alle, felder.url, inhalt.bereich);
  const bisher = inhalt.veroeffentlichte_revision_id !== null ? inhalt.adresse : null;
  if (felder.url !== bisher && !(await adresseFrei(tx, felder.url, inhalt.id))) throw konflikt(MELDUNGEN.vergeben(felder.url));
  if (bisher === '/' && felder.url !== '/') throw konflikt(MELDUNGEN.startseite);
  const { rows } = await tx.query<{ theme: string }>('SELECT theme FROM pages WHERE url = $1 OR url = $2 ORDER BY url = $1 DESC LIMIT 1', [
    bisher ?? felder.url,
    await elternSeite(tx, felder.url),
  ]);
  const theme = felder.theme ?? rows[0]?.theme ?? 'default';
  if (bisher !== null && bisher !== felder.url) {
    await tx.query('DELETE FROM pages WHERE url = $1', [bisher]);
    await leiteUm(tx, bisher, felder.url, inhalt.id, 'verschoben', now);
  }
  await tx.query('DELETE FROM weiterleitungen WHERE von = $1', [felder.url]);
  await tx.query('DELETE FROM entfernte_inhalte WHERE url = $1', [felder.url]);
  await tx.query(
    `INSERT INTO pages (url, layout, theme, title, description, canonical, breadcrumbs, hero_images, blocks, api_calls, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11)
     ON CONFLICT (url) DO UPDATE SET layout = EXCLUDED.layout, theme = EXCLUDED.theme, title = EXCLUDED.title, description = EXCLUDED.description,
       canonical = EXCLUDED.canonical, breadcrumbs = EXCLUDED.breadcrumbs, hero_images = EXCLUDED.hero_images, blocks = EXCLUDED.blocks,
       api_calls = EXCLUDED.api_calls, updated_at = EXCLUDED.updated_at`,
    [
      felder.url,
      felder.layout,
      theme,
      felder.titel,
      felder.description,
      felder.canonical,
      JSON.stringify(felder.breadcrumbs),
      JSON.stringify(oeffentlicheBilder(felder.hero_images)),
      JSON.stringify(felder.blocks),
      JSON.stringify(felder.api_calls),
      now.toISOString(),
    ],
  );
  await tx.query('UPDATE redaktion_inhalte SET adresse = $2 WHERE id = $1', [inhalt.id, felder.url]);
  return inhalt.id;
}

async function entziehe(tx: Queryable, inhalt: InhaltRow, now: Date): Promise<void> {
  const url = inhalt.adresse;
  if (url === null) return;
  if (url === '/') throw konflikt(MELDUNGEN.startseite);
  await tx.query('DELETE FROM pages WHERE url = $1', [url]);
  await leiteUm(tx, url, await elternSeite(tx, url), inhalt.id, 'zurueckgezogen', now);
}

// --- The definition -------------------------------------------------------------------------------

/** The sections the content API runs with (PRODUCT names the first primary school). */
const abschnitte = (): Bereiche => bereiche();

export const SEITE: ArtDefinition<SeitenFelder> = {
  uebernimm: uebernehmeSeiten,
  normalisiere: (eingabe) => normalisiere(eingabe as RedaktionSeitenFelder),
  gespeichert,
  titel: (felder) => felder.titel,
  neueAdresse: (tx, ablage, felder) => neueAdresse(tx, abschnitte(), ablage, felder),
  pruefe: (inhalt, felder, umgebung) => pruefe(abschnitte(), inhalt, felder, umgebung),
  hinweise,
  vergleiche,
  veroeffentliche: (tx, inhalt, felder, now) => veroeffentliche(tx, abschnitte(), inhalt, felder, now),
  entziehe,
  vorschau: async (_quelle, _inhalt, felder, mitToken) => {
    const row: PageRow = {
      url: felder.url,
      layout: felder.layout,
      theme: felder.theme ?? 'default',
      title: felder.titel,
      description: felder.description,
      canonical: felder.canonical,
      breadcrumbs: felder.breadcrumbs,
      hero_images: oeffentlicheBilder(felder.hero_images),
      blocks: felder.blocks,
      api_calls: felder.api_calls as unknown as PageRow['api_calls'],
      middleware: [],
    };
    return { url: felder.url, route: mitToken(toRouteResult(row, felder.url)), antworten: {} };
  },
};
