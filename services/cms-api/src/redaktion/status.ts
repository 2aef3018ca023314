/**
 * Statuses and publishing. 'Zur Freigabe geben' runs the checks; 'Freigeben und veröffentlichen'
 * (never by the revision's author, unless the section is set to one-person publishing) publishes it
 * where its kind is read (arten.ts: the table `items` for articles, events and dates) at once, or at a
 * planned time ('Geplant'); 'Zurückziehen' removes it, and its address answers 410 from then on. Planned starts and ends run as the content API's durable jobs
 * (zeitplan.ts).
 */
import { REDAKTION_MESSAGES, type RedaktionAktion, type RedaktionArt, type RedaktionStatus } from '@musterstadt/cms-contract';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { isGoneUrl, lookupRoute } from '../content';
import { type Bereiche } from './bereiche';
import { AntwortFehler, konflikt } from './fehler';
import { artVon } from './arten';
import { verwendeteMedien } from './felder';
import { type InhaltRow, type RevisionRow, ladeInhalt, ladeRevision, letzterStatus, neuerStatus } from './inhalte';
import { akteur } from './konten';
import { SYSTEM, protokolliere } from './protokoll';
import { pdfHinweis, type PdfBefund } from './pdf-pruefung';
import type { MedienDatei } from './pruefungen';
import { type Editor, darfIn, forbidden, verlangeRechtIn } from './rechte';
import { planeEnde, planeVeroeffentlichung } from './zeitplan';

export interface StatusKontext {
  alle: Bereiche;
  /** Sections set to one-person publishing. */
  einpersonen: ReadonlySet<string>;
  now: Date;
}

const falscherStatus = (status: RedaktionStatus, was: string): HttpError => konflikt(`Der Inhalt hat den Status „${status}“: ${was}`);

function verlangeAktuelle(inhalt: InhaltRow, revisionId: number, nummer: () => Promise<number>): Promise<void> {
  if (revisionId === inhalt.aktuelle_revision_id) return Promise.resolve();
  return nummer().then((n) => {
    throw konflikt(`Es gibt inzwischen eine neuere Fassung (Nr. ${n}) dieses Inhalts. Bitte sehen Sie sie sich an, bevor Sie fortfahren.`);
  });
}

const nummerDer = (tx: Queryable, inhalt: InhaltRow) => async (): Promise<number> => (await ladeRevision(tx, inhalt.id, inhalt.aktuelle_revision_id)).nummer;

/** Names of media-library files the revision uses. */
async function medienNamen(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM redaktion_medien UNION ALL SELECT name FROM redaktion_medien_varianten');
  return new Set(rows.map((row) => row.name));
}

/** The address with and without its closing slash. */
const variantenVon = (pfad: string): string[] => (pfad === '/' ? ['/'] : [pfad, pfad.endsWith('/') ? pfad.slice(0, -1) : `${pfad}/`]);

/** Whether a path of this site leads to a public page: a stored page (with or without the closing slash) or the pattern of a detail page, and not an address of withdrawn content. */
async function stehtSeite(db: Queryable, pfad: string): Promise<boolean> {
  for (const url of variantenVon(pfad)) {
    if ((await lookupRoute(db, url)) && !(await isGoneUrl(db, url))) return true;
  }
  return false;
}

/** Whether a new page of the editorial area at that address waits for approval or is scheduled (`bis`: scheduled no later than then). */
async function wartendeSeite(db: Queryable, pfad: string, bis?: Date): Promise<boolean> {
  const { rows } = await db.query(
    bis === undefined
      ? "SELECT 1 FROM redaktion_inhalte WHERE art = 'seite' AND status IN ('Zur Freigabe', 'Geplant') AND adresse = ANY($1::text[]) LIMIT 1"
      : "SELECT 1 FROM redaktion_inhalte WHERE art = 'seite' AND status = 'Geplant' AND geplant_ab <= $2 AND adresse = ANY($1::text[]) LIMIT 1",
    bis === undefined ? [variantenVon(pfad)] : [variantenVon(pfad), bis.toISOString()],
  );
  return rows.length > 0;
}

/**
 * Whether a path of this site leads to a page as the public route finds it, or to a new page of the
 * editorial area at that address that waits for approval or is scheduled: it goes for approval
 * together with what links to it (a menu entry).
 */
async function fuehrtZuSeite(db: Queryable, pfad: string): Promise<boolean> {
  return (await stehtSeite(db, pfad)) || wartendeSeite(db, pfad);
}

const wartetNoch = (pfade: readonly string[]): string =>
  `Hier führt ein Link zu ${pfade.map((pfad) => `„${pfad}“`).join(', ')}, einer neuen Seite, die noch nicht veröffentlicht ist. ` +
  'Bitte geben Sie zuerst diese Seite frei (oder veröffentlichen Sie diesen Inhalt nicht vor ihr).';

/**
 * A link may go for approval together with the new page it leads to, but is published only once that
 * page is public by then: published, or scheduled no later than `ab`. Else 422, at the link's field,
 * naming the page to approve first.
 */
async function verlangeVeroeffentlichteZiele(tx: Queryable, inhalt: InhaltRow, felder: unknown, ab: Date, now: Date): Promise<void> {
  const warten = await tx.query("SELECT 1 FROM redaktion_inhalte WHERE art = 'seite' AND status IN ('Zur Freigabe', 'Geplant') LIMIT 1");
  if (warten.rows.length === 0) return;
  const wartend = new Set<string>();
  const bisDahin = async (pfad: string): Promise<boolean> => {
    if ((await stehtSeite(tx, pfad)) || (await wartendeSeite(tx, pfad, ab))) return true;
    if (await wartendeSeite(tx, pfad)) wartend.add(pfad);
    return false;
  };
  const vorhandeneMedien = await medienNamen(tx);
  const streng = await artVon(inhalt.art).pruefe(inhalt, felder, { db: tx, now, vorhandeneMedien, fuehrtZuSeite: bisDahin });
  if (wartend.size === 0) return;
  const sonst = await artVon(inhalt.art).pruefe(inhalt, felder, { db: tx, now, vorhandeneMedien, fuehrtZuSeite: (pfad) => fuehrtZuSeite(tx, pfad) });
  const felderMitLink = Object.keys(streng).filter((feld) => !(feld in sonst));
  if (felderMitLink.length === 0) return;
  const meldung = wartetNoch([...wartend]);
  throw new AntwortFehler(422, { error: meldung, errors: Object.fromEntries(felderMitLink.map((feld) => [feld, meldung])) });
}

/** The checks before 'Zur Freigabe geben', for a revision's fields (as its kind stores them). */
export async function pruefeFelder(tx: Queryable, inhalt: InhaltRow, felder: unknown, now: Date): Promise<Record<string, string>> {
  return artVon(inhalt.art).pruefe(inhalt, felder, { db: tx, now, vorhandeneMedien: await medienNamen(tx), fuehrtZuSeite: (pfad) => fuehrtZuSeite(tx, pfad) });
}

/** What the warnings need to know of the media-library files the fields use (by file name). */
async function medienDateien(db: Queryable, felder: unknown, eigene: readonly string[] = []): Promise<Map<string, MedienDatei>> {
  const namen = [...new Set([...verwendeteMedien(felder), ...eigene])];
  const dokumente = [
    ...new Set([...JSON.stringify(felder).matchAll(/\/api\/cms\/dokumente\/([a-z0-9][a-z0-9-]*\.pdf)/g)].map((treffer) => treffer[1] as string)),
  ];
  const dateien = new Map<string, MedienDatei>();
  if (namen.length === 0 && dokumente.length === 0) return dateien;
  const { rows } = await db.query<{
    name: string;
    breite: number | null;
    pdf_pruefung: PdfBefund | null;
    dokument: string | null;
    varianten: { breite: number; name: string }[] | null;
  }>(
    `SELECT m.name, m.breite, m.pdf_pruefung, m.dokument,
       (SELECT jsonb_agg(jsonb_build_object('breite', v.breite, 'name', v.name)) FROM redaktion_medien_varianten v WHERE v.medium_id = m.id) AS varianten
     FROM redaktion_medien m
     WHERE m.name = ANY($1::text[]) OR m.id IN (SELECT medium_id FROM redaktion_medien_varianten WHERE name = ANY($1::text[])) OR m.dokument = ANY($2::text[])`,
    [namen, dokumente],
  );
  for (const row of rows) {
    const fassungen = [...(row.varianten ?? []), ...(row.breite ? [{ breite: row.breite, name: row.name }] : [])];
    const pdf = row.pdf_pruefung ? pdfHinweis(row.pdf_pruefung) : null;
    for (const fassung of [{ breite: row.breite, name: row.name }, ...(row.varianten ?? [])]) {
      dateien.set(fassung.name, { breite: fassung.breite, pdfHinweis: pdf, fassungen });
    }
    if (row.dokument) dateien.set(`dokumente/${row.dokument}`, { breite: null, pdfHinweis: pdf, fassungen: [] });
  }
  return dateien;
}

/** The warnings before 'Zur Freigabe geben' (they do not stop it), for a revision's fields (as its kind stores them). */
export async function hinweiseZu(db: Queryable, art: RedaktionArt, felder: unknown): Promise<Record<string, string>> {
  const definition = artVon(art);
  return definition.hinweise(felder, await medienDateien(db, felder, definition.eigeneMedien?.(definition.gespeichert(felder)) ?? []));
}

export async function zurFreigabe(tx: Queryable, editor: Editor, inhaltId: number, revisionId: number, kontext: StatusKontext): Promise<void> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  verlangeRechtIn(editor, 'schreiben', inhalt.bereich, kontext.alle);
  if (inhalt.status !== 'Entwurf' && inhalt.status !== 'Zurückgezogen') {
    throw falscherStatus(inhalt.status, 'Zur Freigabe geben lässt sich ein Entwurf oder ein zurückgezogener Inhalt.');
  }
  await verlangeAktuelle(inhalt, revisionId, nummerDer(tx, inhalt));
  const revision = await ladeRevision(tx, inhaltId, revisionId);
  const errors = await pruefeFelder(tx, inhalt, artVon(inhalt.art).gespeichert(revision.felder), kontext.now);
  if (Object.keys(errors).length > 0) throw new AntwortFehler(422, { error: REDAKTION_MESSAGES.checksFailed, errors });
  await neuerStatus(tx, { inhaltId, revisionId, status: 'Zur Freigabe', aktion: 'zur-freigabe', kontoId: editor.id, zeit: kontext.now });
  await tx.query("UPDATE redaktion_inhalte SET status = 'Zur Freigabe', geaendert_am = $2 WHERE id = $1", [inhaltId, kontext.now.toISOString()]);
  await protokolliere(tx, { zeit: kontext.now, wer: akteur(editor), was: 'status.zur-freigabe', inhaltId, revisionId, details: { titel: inhalt.titel } });
}

/** Writes a revision where the public reads it (its kind says where) and keeps the media it uses public (an intranet file never). */
async function veroeffentliche(tx: Queryable, inhalt: InhaltRow, revision: RevisionRow, bis: Date | null, now: Date): Promise<void> {
  const definition = artVon(inhalt.art);
  const felder = definition.gespeichert(revision.felder);
  const zielId = await definition.veroeffentliche(tx, inhalt, felder, now);
  const medien = verwendeteMedien(felder);
  if (medien.length > 0) {
    await tx.query(
      `UPDATE redaktion_medien SET oeffentlich_seit = $2 WHERE oeffentlich_seit IS NULL AND NOT intern
         AND (name = ANY($1::text[]) OR id IN (SELECT medium_id FROM redaktion_medien_varianten WHERE name = ANY($1::text[])))`,
      [medien, now.toISOString()],
    );
  }
  await tx.query(
    `UPDATE redaktion_inhalte SET status = 'Veröffentlicht', veroeffentlichte_revision_id = $2, ziel_id = $3, geplant_ab = NULL, geplant_bis = $4,
       erstveroeffentlicht_am = COALESCE(erstveroeffentlicht_am, $5), geaendert_am = $5
     WHERE id = $1`,
    [inhalt.id, revision.id, zielId, bis?.toISOString() ?? null, now.toISOString()],
  );
}

/** Removes what is public (its kind says how); its address answers 410 or a redirect from now on. */
async function entziehe(tx: Queryable, inhalt: InhaltRow, now: Date): Promise<void> {
  if (inhalt.ziel_id === null) return;
  await artVon(inhalt.art).entziehe(tx, inhalt, now);
  await tx.query('UPDATE redaktion_inhalte SET veroeffentlichte_revision_id = NULL, geplant_bis = NULL, geaendert_am = $2 WHERE id = $1', [
    inhalt.id,
    now.toISOString(),
  ]);
}

export interface FreigabeAngaben {
  revision: number;
  ab: Date | null;
  bis: Date | null;
}

export async function freigeben(tx: Queryable, editor: Editor, inhaltId: number, angaben: FreigabeAngaben, kontext: StatusKontext): Promise<RedaktionStatus> {
  const { now } = kontext;
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  verlangeRechtIn(editor, 'freigeben', inhalt.bereich, kontext.alle);
  if (inhalt.status !== 'Zur Freigabe') throw falscherStatus(inhalt.status, 'Freigeben lässt sich nur, was zur Freigabe gegeben wurde.');
  await verlangeAktuelle(inhalt, angaben.revision, nummerDer(tx, inhalt));
  const revision = await ladeRevision(tx, inhaltId, angaben.revision);
  const einpersonen = revision.autor_id === editor.id;
  if (einpersonen && !kontext.einpersonen.has(inhalt.bereich)) throw forbidden(REDAKTION_MESSAGES.fourEyes);
  const start = angaben.ab !== null && angaben.ab.getTime() > now.getTime() ? angaben.ab : null;
  const bleibt = artVon(inhalt.art).bleibt;
  if (angaben.bis !== null && bleibt) throw new AntwortFehler(422, { error: bleibt, errors: { veroeffentlichen_bis: bleibt } });
  if (angaben.bis !== null && angaben.bis.getTime() <= (start ?? now).getTime()) {
    throw new AntwortFehler(422, {
      error: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.',
      errors: { veroeffentlichen_bis: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.' },
    });
  }
  await verlangeVeroeffentlichteZiele(tx, inhalt, artVon(inhalt.art).gespeichert(revision.felder), start ?? now, now);
  const wer = akteur(editor);
  const details = {
    titel: inhalt.titel,
    einpersonen,
    ...(einpersonen ? { hinweis: 'Ein-Personen-Freigabe: Autorin oder Autor hat selbst freigegeben.' } : {}),
  };
  if (start !== null) {
    await neuerStatus(tx, {
      inhaltId,
      revisionId: revision.id,
      status: 'Geplant',
      aktion: 'geplant',
      kontoId: editor.id,
      zeit: now,
      geplantAb: start,
      geplantBis: angaben.bis,
      einpersonen,
    });
    await tx.query("UPDATE redaktion_inhalte SET status = 'Geplant', geplant_ab = $2, geaendert_am = $3 WHERE id = $1", [
      inhaltId,
      start.toISOString(),
      now.toISOString(),
    ]);
    await planeVeroeffentlichung(tx, inhaltId, revision.id, start);
    if (angaben.bis !== null) await planeEnde(tx, inhaltId, angaben.bis);
    await protokolliere(tx, {
      zeit: now,
      wer,
      was: 'status.geplant',
      inhaltId,
      revisionId: revision.id,
      details: { ...details, ab: start.toISOString(), bis: angaben.bis?.toISOString() ?? null },
    });
    return 'Geplant';
  }
  await veroeffentliche(tx, inhalt, revision, angaben.bis, now);
  await neuerStatus(tx, {
    inhaltId,
    revisionId: revision.id,
    status: 'Veröffentlicht',
    aktion: 'freigegeben',
    kontoId: editor.id,
    zeit: now,
    geplantBis: angaben.bis,
    einpersonen,
  });
  if (angaben.bis !== null) await planeEnde(tx, inhaltId, angaben.bis);
  await protokolliere(tx, {
    zeit: now,
    wer,
    was: 'status.veroeffentlicht',
    inhaltId,
    revisionId: revision.id,
    details: { ...details, bis: angaben.bis?.toISOString() ?? null },
  });
  return 'Veröffentlicht';
}

export async function zurueckgeben(tx: Queryable, editor: Editor, inhaltId: number, revisionId: number, grund: string, kontext: StatusKontext): Promise<void> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  verlangeRechtIn(editor, 'freigeben', inhalt.bereich, kontext.alle);
  if (inhalt.status !== 'Zur Freigabe' && inhalt.status !== 'Geplant') {
    throw falscherStatus(inhalt.status, 'Zurück an die Redaktion geht, was zur Freigabe gegeben oder geplant ist.');
  }
  await verlangeAktuelle(inhalt, revisionId, nummerDer(tx, inhalt));
  await neuerStatus(tx, { inhaltId, revisionId, status: 'Entwurf', aktion: 'zurueckgegeben', kontoId: editor.id, zeit: kontext.now, grund: grund.trim() });
  await tx.query("UPDATE redaktion_inhalte SET status = 'Entwurf', geplant_ab = NULL, geaendert_am = $2 WHERE id = $1", [inhaltId, kontext.now.toISOString()]);
  await protokolliere(tx, {
    zeit: kontext.now,
    wer: akteur(editor),
    was: 'status.zurueckgegeben',
    inhaltId,
    revisionId,
    details: { titel: inhalt.titel, grund: grund.trim() },
  });
}

export async function zurueckziehen(tx: Queryable, editor: Editor, inhaltId: number, grund: string, kontext: StatusKontext): Promise<void> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  verlangeRechtIn(editor, 'freigeben', inhalt.bereich, kontext.alle);
  if (inhalt.veroeffentlichte_revision_id === null && inhalt.status !== 'Geplant') {
    throw falscherStatus(inhalt.status, 'Zurückziehen lässt sich, was veröffentlicht oder geplant ist.');
  }
  const revisionId = inhalt.veroeffentlichte_revision_id ?? inhalt.aktuelle_revision_id;
  await entziehe(tx, inhalt, kontext.now);
  await neuerStatus(tx, {
    inhaltId,
    revisionId,
    status: 'Zurückgezogen',
    aktion: 'zurueckgezogen',
    kontoId: editor.id,
    zeit: kontext.now,
    grund: grund.trim(),
  });
  await tx.query("UPDATE redaktion_inhalte SET status = 'Zurückgezogen', geplant_ab = NULL, geaendert_am = $2 WHERE id = $1", [
    inhaltId,
    kontext.now.toISOString(),
  ]);
  await protokolliere(tx, {
    zeit: kontext.now,
    wer: akteur(editor),
    was: 'status.zurueckgezogen',
    inhaltId,
    revisionId,
    details: { titel: inhalt.titel, grund: grund.trim(), adresse: inhalt.adresse },
  });
}

/** Job: publish a planned revision when its time has come (nothing, if it was changed or sent back meanwhile). */
export async function veroeffentlicheGeplantes(tx: Queryable, inhaltId: number, now: Date): Promise<boolean> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  if (inhalt.status !== 'Geplant' || inhalt.geplant_ab === null || new Date(inhalt.geplant_ab).getTime() > now.getTime()) return false;
  const plan = await letzterStatus(tx, inhaltId);
  if (plan.status !== 'Geplant' || plan.revision_id !== inhalt.aktuelle_revision_id) return false;
  const revision = await ladeRevision(tx, inhaltId, plan.revision_id);
  const bis = plan.geplant_bis === null ? null : new Date(plan.geplant_bis);
  await veroeffentliche(tx, inhalt, revision, bis, now);
  await neuerStatus(tx, {
    inhaltId,
    revisionId: revision.id,
    status: 'Veröffentlicht',
    aktion: 'nach-plan-veroeffentlicht',
    kontoId: null,
    zeit: now,
    geplantBis: bis,
    einpersonen: plan.einpersonen,
  });
  await protokolliere(tx, {
    zeit: now,
    wer: SYSTEM,
    was: 'status.veroeffentlicht',
    inhaltId,
    revisionId: revision.id,
    details: { titel: inhalt.titel, geplant: true, freigegeben_von: plan.konto_name, einpersonen: plan.einpersonen },
  });
  return true;
}

/** Job: end a publication whose end has come. */
export async function beendeGeplantes(tx: Queryable, inhaltId: number, now: Date): Promise<boolean> {
  const inhalt = await ladeInhalt(tx, inhaltId, true);
  if (inhalt.veroeffentlichte_revision_id === null || inhalt.geplant_bis === null || new Date(inhalt.geplant_bis).getTime() > now.getTime()) return false;
  const revisionId = inhalt.veroeffentlichte_revision_id;
  const vorher = await letzterStatus(tx, inhaltId);
  const abgelehnt = await entziehe(tx, inhalt, now).then(
    () => null,
    (error: unknown) => {
      // What the kind refuses to withdraw now (a council paper on a meeting's agenda) stays online; trying again changes nothing.
      if (error instanceof HttpError && error.statusCode === 409) return error.message;
      throw error;
    },
  );
  const grund =
    abgelehnt === null
      ? 'Ende der Veröffentlichung erreicht (bei der Freigabe festgelegt).'
      : `Das bei der Freigabe festgelegte Ende der Veröffentlichung war nicht möglich, der Inhalt bleibt online: ${abgelehnt}`;
  if (abgelehnt === null) {
    await neuerStatus(tx, { inhaltId, revisionId, status: 'Zurückgezogen', aktion: 'nach-plan-beendet', kontoId: null, zeit: now, grund });
  } else {
    await neuerStatus(tx, { inhaltId, revisionId, status: 'Veröffentlicht', aktion: 'ende-nicht-moeglich', kontoId: null, zeit: now, grund });
    await tx.query('UPDATE redaktion_inhalte SET geplant_bis = NULL WHERE id = $1', [inhaltId]);
  }
  // A newer draft or a pending approval keeps its own status; only the public version ends.
  if (inhalt.status === 'Veröffentlicht') {
    if (abgelehnt === null) await tx.query("UPDATE redaktion_inhalte SET status = 'Zurückgezogen' WHERE id = $1", [inhaltId]);
  } else {
    await neuerStatus(tx, {
      inhaltId,
      revisionId: vorher.revision_id,
      status: vorher.status,
      aktion: vorher.aktion,
      kontoId: vorher.konto_id,
      zeit: now,
      grund: vorher.grund,
      geplantAb: vorher.geplant_ab === null ? null : new Date(vorher.geplant_ab),
      geplantBis: vorher.geplant_bis === null ? null : new Date(vorher.geplant_bis),
      einpersonen: vorher.einpersonen,
    });
  }
  await protokolliere(tx, {
    zeit: now,
    wer: SYSTEM,
    was: abgelehnt === null ? 'status.zurueckgezogen' : 'status.ende-nicht-moeglich',
    inhaltId,
    revisionId,
    details: { titel: inhalt.titel, grund, adresse: inhalt.adresse },
  });
  return abgelehnt === null;
}

/** The buttons the editor may use on this content now. */
export function aktionenFuer(editor: Editor, inhalt: InhaltRow, autorId: number | null, einpersonen: ReadonlySet<string>): RedaktionAktion[] {
  const aktionen: RedaktionAktion[] = artVon(inhalt.art).vorschau ? ['vorschau'] : [];
  const schreiben = darfIn(editor, 'schreiben', inhalt.bereich);
  const freigabe = darfIn(editor, 'freigeben', inhalt.bereich);
  if (schreiben) aktionen.push('speichern', 'wiederherstellen');
  if (schreiben && (inhalt.status === 'Entwurf' || inhalt.status === 'Zurückgezogen')) aktionen.push('zur-freigabe');
  if (freigabe && inhalt.status === 'Zur Freigabe' && (autorId !== editor.id || einpersonen.has(inhalt.bereich))) aktionen.push('freigeben');
  if (freigabe && (inhalt.status === 'Zur Freigabe' || inhalt.status === 'Geplant')) aktionen.push('zurueckgeben');
  if (freigabe && (inhalt.veroeffentlichte_revision_id !== null || inhalt.status === 'Geplant') && !artVon(inhalt.art).bleibt) aktionen.push('zurueckziehen');
  return aktionen;
}
