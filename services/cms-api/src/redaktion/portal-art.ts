/**
 * The kind `portal`: each portal page (the home page, the guests' and the administration's start
 * pages …) is one piece of content of the section `stadt`; its fields are the title, the SEO texts
 * and the modules in order. Publishing writes the row of `portals` the public portal endpoints
 * read. A portal is never withdrawn: the home page must not vanish.
 */
import {
  PORTAL_ICONS,
  PORTAL_MAX_SLIDES,
  portalModulForm,
  type PortalModul,
  type RedaktionFeldVergleich,
  type RedaktionPortalFelder,
  type RouteLookupResult,
} from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { fillPortal, type PortalModuleSeed } from '../content';
import type { ArtDefinition, VorschauQuelle, VorschauSeite } from './arten';
import type { Bereiche } from './bereiche';
import { AntwortFehler, konflikt } from './fehler';
import { cleanRichText, plainText } from './html';
import type { InhaltRow } from './inhalte';
import { type MedienDateien, nichtssagend, pdfWarnung, pruefeText, seitenPfad, textHinweise } from './pruefungen';
import { teile } from './vergleich';
import { uebernimmBestand } from './uebernahme';

export type PortalFelder = Required<Pick<RedaktionPortalFelder, 'titel' | 'module'>> & { seo: { title: string; description: string } | null };

export const PORTAL_ABLAGE = 'portale';

export const PORTAL_MELDUNGEN = {
  nichtZurueckziehen:
    'Ein Portal lässt sich nicht zurückziehen: Die Seite (etwa die Startseite) darf nicht verschwinden. Ändern Sie stattdessen seine Module und geben Sie die neue Fassung frei.',
  keinEnde: 'Ein Portal bleibt veröffentlicht; ein Ende der Veröffentlichung lässt sich nicht festlegen. Bitte lassen Sie „Veröffentlicht bis“ leer.',
  keinNeues: 'Neue Portale legt die Redaktion nicht an. Bitte bearbeiten Sie eines der bestehenden Portale.',
  zuVieleSlides: `Ein Hero-Slider zeigt höchstens ${PORTAL_MAX_SLIDES} Bilder. Bitte entfernen Sie ein Bild, bevor Sie ein weiteres hinzufügen.`,
} as const;

/** The public address of the home page's portal; the other portals' addresses are the pages that call them. */
const STARTSEITE = 'startseite';
const endpunkt = (name: string): string => (name === STARTSEITE ? '/api/cms/startseite' : `/api/cms/portal/${name}`);

// --- Fields -----------------------------------------------------------------------------------------

const zeile = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

type Bild = NonNullable<PortalModul['bildupload']>;

function bildAus(value: unknown): Bild | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const bild = value as Partial<Bild>;
  const adresse = zeile(bild.bild);
  if (!adresse) return undefined;
  return {
    bild: adresse,
    bildtext: zeile(bild.bildtext) ?? null,
    bildcopyright: zeile(bild.bildcopyright) ?? null,
    ...(bild.bild_dekorativ === true ? { bild_dekorativ: true } : {}),
  };
}

const RICH_TEXT = new Set(['text', 'einleitung']);
const NUMMER = /^(titel|untertitel|text|link|linktext|icon|bildupload)(\d)$/;

/** One module as stored: blank fields left out, rich text cleaned, pictures without a file dropped. */
async function modulAus(eingabe: PortalModul): Promise<PortalModul> {
  const modul: Record<string, unknown> = { typ: eingabe.typ };
  for (const [feld, wert] of Object.entries(eingabe)) {
    if (feld === 'typ' || wert === undefined || wert === null) continue;
    if (feld === 'bildupload' || NUMMER.exec(feld)?.[1] === 'bildupload') {
      const bild = bildAus(wert);
      if (bild) modul[feld] = bild;
    } else if (feld === 'bilder' && Array.isArray(wert)) {
      modul.bilder = wert.map(bildAus).filter((bild): bild is Bild => bild !== undefined);
    } else if (feld === 'quelle' && typeof wert === 'object') {
      modul.quelle = wert;
    } else if (RICH_TEXT.has(feld)) {
      const text = zeile(wert);
      const sauber = text === undefined ? undefined : zeile(await cleanRichText(text));
      if (sauber !== undefined) modul[feld] = sauber;
    } else {
      const text = zeile(wert);
      if (text !== undefined) modul[feld] = feld.startsWith('titel') ? text.replace(/\s+/g, ' ') : text;
    }
  }
  return modul as PortalModul;
}

/** The fields as a revision stores them; a hero slider with more than five slides is refused at its sixth. */
export async function normalisierePortal(eingabe: RedaktionPortalFelder): Promise<PortalFelder> {
  const module = await Promise.all(eingabe.module.map(modulAus));
  const errors: Record<string, string> = {};
  module.forEach((modul, index) => {
    if (modul.typ !== 'hero-slider') return;
    const zuViel = Object.keys(modul).find((feld) => Number(NUMMER.exec(feld)?.[2] ?? 0) > PORTAL_MAX_SLIDES);
    if (zuViel) errors[`module.${index}.${zuViel}`] = PORTAL_MELDUNGEN.zuVieleSlides;
  });
  if (Object.keys(errors).length > 0) throw new AntwortFehler(422, { error: PORTAL_MELDUNGEN.zuVieleSlides, errors, eingabe });
  const title = zeile(eingabe.seo?.title);
  const description = zeile(eingabe.seo?.description);
  return {
    titel: (zeile(eingabe.titel) ?? '').replace(/\s+/g, ' '),
    seo: title || description ? { title: title ?? '', description: description ?? '' } : null,
    module,
  };
}

export function gespeichertesPortal(value: unknown): PortalFelder {
  const felder = (value && typeof value === 'object' ? value : {}) as Partial<RedaktionPortalFelder>;
  const seo = felder.seo && (felder.seo.title || felder.seo.description) ? { title: felder.seo.title ?? '', description: felder.seo.description ?? '' } : null;
  return { titel: typeof felder.titel === 'string' ? felder.titel : '', seo, module: Array.isArray(felder.module) ? felder.module : [] };
}

// --- Checks -----------------------------------------------------------------------------------------

const BEZEICHNUNG: Record<string, string> = {
  titel: 'Titel',
  untertitel: 'Untertitel',
  einleitung: 'Einleitung',
  text: 'Text',
  link: 'Link',
  linktext: 'Linktext',
  icon: 'Symbol',
  parallax: 'Parallax',
  anordnung: 'Anordnung',
  bildupload: 'Bild',
  quelle: 'Liste',
};

/** German name of a module field (`titel2` → 'Titel 2'). */
export function feldBezeichnung(feld: string): string {
  const nummer = NUMMER.exec(feld);
  return nummer ? `${BEZEICHNUNG[nummer[1] as string] ?? nummer[1]} ${nummer[2]}` : (BEZEICHNUNG[feld] ?? feld);
}

const leer = (modul: Record<string, unknown>, feld: string): boolean => {
  const wert = modul[feld];
  if (wert === undefined || wert === null) return true;
  if (typeof wert === 'string') return wert.trim() === '';
  if (typeof wert === 'object' && 'bild' in wert) return !zeile((wert as { bild?: unknown }).bild);
  return false;
};

const medienName = (url: string): string | undefined => /^\/api\/cms\/medien\/([^/?#]+)$/.exec(url)?.[1];

/** Findings per field (`module.2.bildupload.bildtext`); empty when the portal may go for approval. */
export async function pruefePortal(
  felder: PortalFelder,
  umgebung: { vorhandeneMedien: ReadonlySet<string>; fuehrtZuSeite?: (pfad: string) => Promise<boolean> },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const setze = (feld: string, meldung: string): void => {
    errors[feld] ??= meldung;
  };
  if (felder.titel.trim() === '') setze('titel', 'Bitte geben Sie einen Titel an.');
  for (const [index, modul] of felder.module.entries()) {
    const werte = modul as Record<string, unknown>;
    const pfad = (feld: string) => `module.${index}.${feld}`;
    const form = portalModulForm(modul.typ);
    if (!form) {
      setze(pfad('typ'), `Ein Modul der Art „${modul.typ}“ kennt die Website nicht. Bitte entfernen Sie es.`);
      continue;
    }
    for (const feld of form.pflicht) {
      if (leer(werte, feld)) setze(pfad(feld), `Dem Modul „${form.name}“ fehlt: ${feldBezeichnung(feld)}.`);
    }
    if (form.quelle && !modul.quelle) setze(pfad('quelle'), `Bitte wählen Sie, welche Liste das Modul „${form.name}“ zeigt.`);
    for (const [feld, wert] of Object.entries(werte)) {
      const nummer = NUMMER.exec(feld);
      const art = nummer ? nummer[1] : feld;
      if (art === 'bildupload' && wert && typeof wert === 'object') {
        const bild = wert as Bild;
        const name = medienName(bild.bild);
        if (name !== undefined && !umgebung.vorhandeneMedien.has(name))
          setze(pfad(`${feld}.bild`), 'Diese Datei gibt es in der Mediathek nicht mehr. Bitte wählen Sie eine andere.');
        if (!bild.bild_dekorativ && !zeile(bild.bildtext)) {
          setze(
            pfad(`${feld}.bildtext`),
            'Das Bild braucht einen Bildtext, der beschreibt, was darauf zu sehen ist (für Menschen, die es nicht sehen). Ist es nur Schmuck, markieren Sie es als dekorativ.',
          );
        }
        if (!zeile(bild.bildcopyright)) setze(pfad(`${feld}.bildcopyright`), 'Bitte geben Sie an, wer die Rechte am Bild hat (Urheberrecht).');
      } else if (art === 'icon' && typeof wert === 'string' && !(PORTAL_ICONS as readonly string[]).includes(wert)) {
        setze(pfad(feld), `Das Symbol „${wert}“ kennt die Website nicht. Bitte wählen Sie eines aus der Liste.`);
      } else if (art === 'link' && typeof wert === 'string') {
        const ziel = seitenPfad(wert);
        if (ziel && umgebung.fuehrtZuSeite && !(await umgebung.fuehrtZuSeite(ziel))) {
          setze(pfad(feld), `Der Link führt zu ${ziel}, einer Seite, die es auf dieser Website nicht (mehr) gibt. Bitte prüfen Sie die Adresse.`);
        }
        const linktext = zeile(werte[`linktext${nummer?.[2] ?? ''}`]);
        if (linktext && nichtssagend(linktext)) {
          setze(pfad(`linktext${nummer?.[2] ?? ''}`), `Der Linktext „${linktext}“ sagt nicht, wohin der Link führt. Bitte beschreiben Sie das Ziel.`);
        }
      } else if (art === 'text' && feld === 'text' && typeof wert === 'string') {
        const befunde = await pruefeText(wert, umgebung.fuehrtZuSeite);
        if (befunde.length > 0) setze(pfad(feld), befunde.join(' '));
      }
    }
  }
  return errors;
}

// --- Comparing ---------------------------------------------------------------------------------------

async function modulText(modul: PortalModul | undefined): Promise<string> {
  if (!modul) return '';
  const zeilen: string[] = [`Art: ${portalModulForm(modul.typ)?.name ?? modul.typ}`];
  for (const [feld, wert] of Object.entries(modul)) {
    if (feld === 'typ' || wert === undefined || wert === null) continue;
    let text: string;
    if (typeof wert === 'string') text = RICH_TEXT.has(feld) ? await plainText(wert) : wert;
    else if (feld === 'quelle') {
      const quelle = wert as NonNullable<PortalModul['quelle']>;
      text = `${quelle.anzahl} × ${quelle.typ}${quelle.bereich ? ` (${quelle.bereich})` : ''}`;
    } else if (typeof wert === 'object' && 'bild' in wert) {
      const bild = wert as Bild;
      text = [bild.bild, bild.bild_dekorativ ? 'Schmuck' : bild.bildtext, bild.bildcopyright ? `© ${bild.bildcopyright}` : null].filter(Boolean).join(' – ');
    } else text = JSON.stringify(wert);
    zeilen.push(`${feldBezeichnung(feld)}: ${text}`);
  }
  return zeilen.join('\n');
}

/** Title, SEO texts and each module by its place, old beside new. */
export async function vergleichePortal(alt: PortalFelder, neu: PortalFelder, nurGeaenderte: boolean): Promise<RedaktionFeldVergleich[]> {
  const eintraege: { feld: string; bezeichnung: string; a: unknown; n: unknown; text: (f: PortalFelder) => Promise<string> }[] = [
    { feld: 'titel', bezeichnung: 'Titel', a: alt.titel, n: neu.titel, text: async (f) => f.titel },
    {
      feld: 'seo',
      bezeichnung: 'Suchmaschinen',
      a: alt.seo,
      n: neu.seo,
      text: async (f) => (f.seo ? `Titel: ${f.seo.title}\nBeschreibung: ${f.seo.description}` : ''),
    },
  ];
  const anzahl = Math.max(alt.module.length, neu.module.length);
  for (let index = 0; index < anzahl; index += 1) {
    eintraege.push({
      feld: `module.${index}`,
      bezeichnung: `Modul ${index + 1}`,
      a: alt.module[index] ?? null,
      n: neu.module[index] ?? null,
      text: (f) => modulText(f.module[index]),
    });
  }
  const result: RedaktionFeldVergleich[] = [];
  for (const eintrag of eintraege) {
    const geaendert = JSON.stringify(eintrag.a ?? null) !== JSON.stringify(eintrag.n ?? null);
    if (nurGeaenderte && !geaendert) continue;
    const a = await eintrag.text(alt);
    const n = await eintrag.text(neu);
    result.push({
      feld: eintrag.feld,
      bezeichnung: eintrag.bezeichnung,
      geaendert,
      alt: a,
      neu: n,
      teile: geaendert ? teile(a, n) : [{ text: n, art: 'gleich' }],
    });
  }
  return result;
}

// --- Public state -------------------------------------------------------------------------------------

/** The modules as the public endpoints store them: a decorative picture has no text (the page gives it an empty alt). */
function oeffentlicheModule(module: PortalModul[]): PortalModuleSeed[] {
  return module.map((modul) => {
    const aus: Record<string, unknown> = {};
    for (const [feld, wert] of Object.entries(modul)) {
      if (wert && typeof wert === 'object' && 'bild' in wert) {
        const { bild_dekorativ: dekorativ, ...bild } = wert as Bild;
        aus[feld] = dekorativ ? { ...bild, bildtext: null } : bild;
      } else aus[feld] = wert;
    }
    return aus as PortalModuleSeed;
  });
}

/** The address of the page that shows a portal. */
async function adresseVon(db: Queryable, name: string): Promise<string | null> {
  if (name === STARTSEITE) return '/';
  const { rows } = await db.query<{ url: string }>(
    "SELECT url FROM pages WHERE url NOT LIKE '%:%' AND EXISTS (SELECT 1 FROM jsonb_array_elements(COALESCE(api_calls, '[]'::jsonb)) c WHERE c->>'endpoint' = $1) ORDER BY length(url), url LIMIT 1",
    [endpunkt(name)],
  );
  return rows[0]?.url ?? null;
}

/** Portals the editorial area does not keep yet become content whose first revision is their state now, published. */
async function uebernimm(tx: Queryable, alle: Bereiche, now: Date): Promise<number> {
  const bereich = alle.all.find((eintrag) => eintrag.ablagen.some((ablage) => ablage.art === 'portal' && ablage.ablage === PORTAL_ABLAGE));
  if (!bereich) return 0;
  const { rows } = await tx.query<{
    id: number;
    name: string;
    titel: string;
    seo: PortalFelder['seo'];
    module: PortalModul[] | null;
    updated_at: Date | string;
  }>(
    `SELECT p.id, p.name, p.titel, p.seo, p.module, p.updated_at FROM portals p
     WHERE p.name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND NOT EXISTS (SELECT 1 FROM redaktion_inhalte r WHERE r.art = 'portal' AND r.ziel_id = p.id)
     ORDER BY p.id`,
  );
  const bestand = [];
  for (const portal of rows) {
    const felder = gespeichertesPortal({ titel: portal.titel, seo: portal.seo, module: portal.module ?? [] });
    bestand.push({
      art: 'portal',
      bereich: bereich.id,
      ablage: PORTAL_ABLAGE,
      slug: portal.name,
      titel: felder.titel,
      adresse: await adresseVon(tx, portal.name),
      ziel_id: portal.id,
      erst: new Date(portal.updated_at).toISOString(),
      felder,
    });
  }
  return uebernimmBestand(tx, bestand, now);
}

/** Writes title, SEO texts and modules into the portal's row; the portal endpoints answer them from now on. */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, felder: PortalFelder, now: Date): Promise<number> {
  const werte = [felder.titel, JSON.stringify(felder.seo), JSON.stringify(oeffentlicheModule(felder.module)), now.toISOString()];
  const { rows } = await tx.query<{ id: number }>(
    'UPDATE portals SET titel = $1, seo = $2::jsonb, module = $3::jsonb, updated_at = $4 WHERE name = $5 RETURNING id',
    [...werte, inhalt.slug],
  );
  if (rows[0]) return rows[0].id;
  const neu = await tx.query<{ id: number }>(
    'INSERT INTO portals (name, titel, seo, module, updated_at) VALUES ($5, $1, $2::jsonb, $3::jsonb, $4) RETURNING id',
    [...werte, inhalt.slug],
  );
  return (neu.rows[0] as { id: number }).id;
}

/** The portal's page with the draft's modules in place of the public ones. */
async function vorschau(quelle: VorschauQuelle, inhalt: InhaltRow, felder: PortalFelder, mitToken: <T>(wert: T) => T): Promise<VorschauSeite> {
  const url = inhalt.adresse ?? (await adresseVon(quelle.db, inhalt.slug));
  const route: RouteLookupResult | undefined =
    inhalt.slug === STARTSEITE
      ? {
          // The shell answers `/` itself (its home route); the preview draws the same page.
          url: '/',
          title: felder.titel,
          apiCalls: [{ name: 'startseite', endpoint: endpunkt(STARTSEITE), params: {}, options: { useMeta: true } }],
          pageContent: {
            pageLayout: 'portal',
            pageTheme: 'default',
            title: felder.titel,
            canonical: '/',
            breadcrumbs: [],
            heroImages: [],
            context: [{ template: 'portal', slot: 'main', context: { apiCalls: ['startseite'] }, options: {} }],
          },
        }
      : url === null
        ? undefined
        : await quelle.route(url);
  if (url === null || route === undefined) throw new HttpError(404, 'Für dieses Portal gibt es auf der Website keine Seite, auf der es sich zeigen ließe.');
  const entwurf = mitToken(await fillPortal(quelle.db, { titel: felder.titel, seo: felder.seo, module: oeffentlicheModule(felder.module) }));
  const antworten: Record<string, unknown> = {};
  for (const call of route.apiCalls) if (call.endpoint === endpunkt(inhalt.slug)) antworten[call.name] = entwurf;
  return { url, route, antworten };
}

/** Warnings in the modules' fields: a linked PDF that is not accessible, a picture in a text wider than needed. */
async function portalHinweise(felder: PortalFelder, medien: MedienDateien): Promise<Record<string, string>> {
  const gefunden: Record<string, string> = {};
  for (const [index, modul] of felder.module.entries()) {
    for (const [feld, wert] of Object.entries(modul as unknown as Record<string, unknown>)) {
      if (typeof wert !== 'string') continue;
      const befunde = [/^link/.test(feld) ? pdfWarnung(wert, '', medien) : null, ...(/<[a-z]/i.test(wert) ? await textHinweise(wert, medien) : [])];
      const text = befunde.filter((befund): befund is string => Boolean(befund)).join(' ');
      if (text) gefunden[`module.${index}.${feld}`] = text;
    }
  }
  return gefunden;
}

export const PORTAL_ART: ArtDefinition<PortalFelder> = {
  uebernimm,
  normalisiere: (eingabe) => normalisierePortal(eingabe as RedaktionPortalFelder),
  gespeichert: gespeichertesPortal,
  titel: (felder) => felder.titel,
  neueAdresse: () => Promise.reject(konflikt(PORTAL_MELDUNGEN.keinNeues)),
  pruefe: (_inhalt, felder, umgebung) => pruefePortal(felder, umgebung),
  hinweise: (felder, medien) => portalHinweise(felder, medien),
  vergleiche: vergleichePortal,
  veroeffentliche,
  entziehe: () => Promise.reject(konflikt(PORTAL_MELDUNGEN.nichtZurueckziehen)),
  vorschau,
  bleibt: PORTAL_MELDUNGEN.keinEnde,
};
