/**
 * Citizens' submissions meant for the public site (events, clubs, business entries, notice-board
 * ads) as the editorial area's queue sees them: which wait, their files, approving (the mailed
 * link's code path, `gibFrei`), rejecting with a reason that is mailed to the sender, and deleting
 * the personal data of rejected and expired submissions after the period the privacy page states.
 * Rights and the audit log are the editorial area's (redaktion/eingaenge-routes.ts).
 */
import type { Eingang, EingangArt, EingangDatei, FormularArt } from '@musterstadt/cms-contract';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { type JobKind, completeJob, enqueueJob } from '../core/jobs';
import type { Mailer } from '../core/mailer';
import { berlinGermanDate, berlinTime } from '../core/time';
import { type EingabeRow, type Freigabe, gibFrei, ladeEingabe, veroeffentlichungVon } from './freigabe';
import { FORMULAR_AEMTER, type FormularAmt } from './routes';

const DAY = 86_400_000;

/**
 * Days after a rejection, or after the approval period ran out, until the personal data of a
 * submission that was not published is deleted. The privacy page (section 9) states this period.
 */
export const PERSONENDATEN_TAGE = 30;

/** Which section's editors decide each kind: every kind is published on the town's own lists. */
export const EINGANG_BEREICH: Record<EingangArt, string> = {
  veranstaltung: 'stadt',
  verein: 'stadt',
  brancheneintrag: 'stadt',
  'schwarzes-brett': 'stadt',
};

const ARTEN = Object.keys(EINGANG_BEREICH) as EingangArt[];

export const EINGANG_NAMEN: Record<EingangArt, { name: string; ziel: string }> = {
  veranstaltung: { name: 'Veranstaltung', ziel: 'Veranstaltungskalender (/veranstaltungen)' },
  verein: { name: 'Verein', ziel: 'Vereinsverzeichnis (/freizeit-tourismus/vereine)' },
  brancheneintrag: { name: 'Brancheneintrag', ziel: 'Branchenbuch (/leben-wohnen/branchenbuch)' },
  'schwarzes-brett': { name: 'Anzeige', ziel: 'Schwarzes Brett (/leben-wohnen/schwarzes-brett)' },
};

export const istEingangArt = (art: string): art is EingangArt => (ARTEN as string[]).includes(art);

export const EINGAENGE_MESSAGES = {
  notFound: 'Diese Eingabe gibt es nicht oder sie wartet nicht auf eine Freigabe.',
  dateiNotFound: 'Diese Datei gibt es nicht (mehr).',
  freigegeben: (am: string) => `Diese Eingabe wurde bereits am ${am} freigegeben und veröffentlicht. Sie wird nicht noch einmal veröffentlicht.`,
  abgelehnt: (am: string) => `Diese Eingabe wurde bereits am ${am} abgelehnt.`,
  abgelaufen: (tage: number) =>
    `Die Frist für die Freigabe dieser Eingabe ist abgelaufen (${tage} Tage nach dem Eingang). Sie wird nicht mehr veröffentlicht; die Absenderin oder der Absender kann sie neu einreichen.`,
  grund: 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).',
} as const;

const zeitpunkt = (value: Date | string): string => {
  const date = new Date(value);
  return `${berlinGermanDate(date)}, ${berlinTime(date)} Uhr`;
};

/** The title a submission would be published with. */
function titelVon(row: Pick<EingabeRow, 'veroeffentlichung' | 'zusammenfassung'>): string {
  const v = veroeffentlichungVon(row);
  if (!v) return row.zusammenfassung;
  return v.ziel === 'verein' || v.ziel === 'brancheneintrag' ? v.name : v.titel;
}

/** A submission of the queue, before the editorial area adds what the caller may do. */
export type WartendeEingabe = Omit<Eingang, 'aktionen'>;

interface WartendRow extends EingabeRow {
  email: string | null;
  felder: { label: string; wert: string }[] | string;
}

/** A decided or expired submission: why it cannot be decided now (409 or 410), in German. */
function entschieden(row: EingabeRow, now: Date, tage: number): HttpError | undefined {
  if (row.freigegeben) return new HttpError(409, EINGAENGE_MESSAGES.freigegeben(zeitpunkt(row.freigegeben)));
  if (row.abgelehnt) return new HttpError(409, EINGAENGE_MESSAGES.abgelehnt(zeitpunkt(row.abgelehnt)));
  if (new Date(row.erstellt).getTime() + tage * DAY <= now.getTime()) return new HttpError(410, EINGAENGE_MESSAGES.abgelaufen(tage));
  return undefined;
}

export interface EingaengeOptionen {
  db: Db;
  approval: Freigabe;
  /** The mailer of the forms' mails; without it, the rejection mail waits as a job. */
  mailer?: Mailer | undefined;
  aemter?: Record<FormularArt, FormularAmt>;
}

/** The queue's service, as the editorial area uses it. */
export interface Eingaenge {
  /** Submissions of these kinds waiting for approval, newest first. */
  wartende(arten: readonly EingangArt[], now: Date): Promise<WartendeEingabe[]>;
  /** The kind of a submission of the queue (404 for one that publishes nothing or is gone). */
  artVon(id: number): Promise<EingangArt>;
  /** Publishes a waiting submission as the mailed link does; 409 when decided, 410 when expired. */
  freigeben(id: number, now: Date, kontoId: number, protokoll: (tx: Queryable, titel: string, url: string) => Promise<void>): Promise<string>;
  /** Rejects a waiting submission with a reason and mails it to the sender (a durable job); 409 / 410 as above. */
  ablehnen(id: number, grund: string, now: Date, kontoId: number, protokoll: (tx: Queryable, titel: string) => Promise<void>): Promise<void>;
  /** A file of a submission that is still kept, with the kind of its submission; 404 otherwise. */
  datei(id: number): Promise<{ art: EingangArt; name: string; typ: string; daten: Uint8Array }>;
}

export const ABLEHNUNG_MAIL_JOB = 'formular-ablehnung';
const ablehnungKey = (id: number) => `${ABLEHNUNG_MAIL_JOB}:${id}`;

interface AblehnungRow {
  id: number;
  art: FormularArt;
  email: string | null;
  zusammenfassung: string;
  veroeffentlichung: EingabeRow['veroeffentlichung'];
  erstellt: Date | string;
  ablehnungsgrund: string | null;
  personendaten_geloescht: Date | string | null;
}

/** The sender's mail: the submission is not published, and why. */
export function ablehnungMail(row: AblehnungRow, amt: FormularAmt, to: string) {
  return {
    fromName: 'Stadt Musterstadt',
    to,
    replyTo: amt.email,
    subject: `Ihre Eingabe „${titelVon(row)}“ wird nicht veröffentlicht`,
    text: [
      'Guten Tag,',
      '',
      `vielen Dank für Ihre Angaben im Formular „${amt.titel}“ vom ${zeitpunkt(row.erstellt)} (Nummer ${row.id}). Wir haben sie geprüft und veröffentlichen sie nicht.`,
      '',
      'Begründung:',
      row.ablehnungsgrund ?? '',
      '',
      'Wenn Sie Fragen haben, antworten Sie einfach auf diese E-Mail. Gern können Sie Ihre Angaben auch korrigiert neu einreichen.',
      '',
      `Ihre Angaben und Dateien löschen wir ${PERSONENDATEN_TAGE} Tage nach dieser Nachricht.`,
      '',
      'Mit freundlichen Grüßen',
      'Stadt Musterstadt',
    ].join('\n'),
  };
}

async function sendeAblehnung(db: Queryable, mailer: Mailer, aemter: Record<FormularArt, FormularAmt>, id: number): Promise<void> {
  const { rows } = await db.query<AblehnungRow>(
    'SELECT id, art, email, zusammenfassung, veroeffentlichung, erstellt, ablehnungsgrund, personendaten_geloescht FROM formular_eingaben WHERE id = $1',
    [id],
  );
  const row = rows[0];
  // Nobody to tell (no address given), or the data is already deleted.
  if (!row?.email || row.personendaten_geloescht) return;
  await mailer.send(ablehnungMail(row, aemter[row.art], row.email));
}

/** The job kind that mails a rejection to its sender: retried with growing pauses until it went out. */
export function ablehnungMailJob({
  db,
  mailer,
  aemter = FORMULAR_AEMTER,
}: {
  db: Queryable;
  mailer: Mailer;
  aemter?: Record<FormularArt, FormularAmt>;
}): JobKind<{
  eingabe_id: number;
}> {
  return {
    art: ABLEHNUNG_MAIL_JOB,
    maxAttempts: 20,
    run: (job) => sendeAblehnung(db, mailer, aemter, job.daten.eingabe_id),
  };
}

/**
 * The recurring job kind that deletes the personal data of submissions meant for the public site
 * that were rejected, or not approved within the approval period, PERSONENDATEN_TAGE days ago: the
 * answers, the address, what it would have published and its files. The number, kind and dates stay.
 */
export function personendatenJob(db: Db, approval: Pick<Freigabe, 'tage'>): JobKind {
  return {
    art: 'formular-personendaten-loeschen',
    everyMs: DAY,
    async run(_job, now) {
      await loeschePersonendaten(db, approval.tage, now);
    },
  };
}

/** Deletes what the job deletes; returns the numbers of the submissions concerned. */
export async function loeschePersonendaten(db: Db, tage: number, now: Date): Promise<number[]> {
  const nachAblehnung = new Date(now.getTime() - PERSONENDATEN_TAGE * DAY);
  const nachEingang = new Date(now.getTime() - (tage + PERSONENDATEN_TAGE) * DAY);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `UPDATE formular_eingaben
          SET email = NULL, felder = '[]'::jsonb, veroeffentlichung = NULL, ablehnungsgrund = NULL,
              zusammenfassung = 'Eingabe ' || id || ' (Angaben gelöscht)', personendaten_geloescht = $3
        WHERE personendaten_geloescht IS NULL AND freigegeben IS NULL AND art = ANY ($4::text[])
          AND (abgelehnt < $1 OR (abgelehnt IS NULL AND veroeffentlichung IS NOT NULL AND erstellt < $2))
        RETURNING id`,
      [nachAblehnung, nachEingang, now, ARTEN],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await tx.query('DELETE FROM formular_dateien WHERE eingabe_id = ANY ($1::int[])', [ids]);
    return ids;
  });
}

const parseFelder = (felder: WartendRow['felder']): { label: string; wert: string }[] =>
  typeof felder === 'string' ? (JSON.parse(felder) as { label: string; wert: string }[]) : felder;

export function eingaenge({ db, approval, mailer, aemter = FORMULAR_AEMTER }: EingaengeOptionen): Eingaenge {
  const tage = approval.tage;

  async function wartende(arten: readonly EingangArt[], now: Date): Promise<WartendeEingabe[]> {
    if (arten.length === 0) return [];
    const { rows } = await db.query<WartendRow>(
      `SELECT id, art, zusammenfassung, veroeffentlichung, freigegeben, veroeffentlicht_url, abgelehnt, erstellt, email, felder
         FROM formular_eingaben
        WHERE veroeffentlichung IS NOT NULL AND freigegeben IS NULL AND abgelehnt IS NULL AND art = ANY ($1::text[]) AND erstellt > $2
        ORDER BY erstellt DESC, id DESC LIMIT 200`,
      [arten, new Date(now.getTime() - tage * DAY)],
    );
    const ids = rows.map((row) => row.id);
    const dateien =
      ids.length === 0
        ? []
        : (
            await db.query<EingangDatei & { eingabe_id: number }>(
              'SELECT id, eingabe_id, name, typ, groesse FROM formular_dateien WHERE eingabe_id = ANY ($1::int[]) ORDER BY id',
              [ids],
            )
          ).rows;
    return rows.map((row) => {
      const art = row.art as EingangArt;
      return {
        id: row.id,
        art,
        art_name: EINGANG_NAMEN[art].name,
        bereich: EINGANG_BEREICH[art],
        titel: titelVon(row),
        eingegangen: new Date(row.erstellt).toISOString(),
        frist: new Date(new Date(row.erstellt).getTime() + tage * DAY).toISOString(),
        email: row.email,
        angaben: parseFelder(row.felder),
        dateien: dateien.filter((datei) => datei.eingabe_id === row.id).map(({ id, name, typ, groesse }) => ({ id, name, typ, groesse })),
        ziel: EINGANG_NAMEN[art].ziel,
      };
    });
  }

  async function artVon(id: number): Promise<EingangArt> {
    const row = await ladeEingabe(db, id);
    if (!row || !istEingangArt(row.art) || (!row.veroeffentlichung && !row.abgelehnt && !row.freigegeben)) throw notFound(EINGAENGE_MESSAGES.notFound);
    return row.art;
  }

  /** The locked row of a submission that waits, or the German refusal. */
  async function wartend(tx: Queryable, id: number, now: Date): Promise<EingabeRow> {
    const row = await ladeEingabe(tx, id, true);
    if (!row || !istEingangArt(row.art)) throw notFound(EINGAENGE_MESSAGES.notFound);
    const refusal = entschieden(row, now, tage);
    if (refusal) throw refusal;
    if (!row.veroeffentlichung) throw notFound(EINGAENGE_MESSAGES.notFound);
    return row;
  }

  return {
    wartende,
    artVon,
    freigeben: (id, now, kontoId, protokoll) =>
      db.transaction(async (tx) => {
        const row = await wartend(tx, id, now);
        const url = await gibFrei(tx, row, now, kontoId);
        await protokoll(tx, titelVon(row), url);
        return url;
      }),
    async ablehnen(id, grund, now, kontoId, protokoll) {
      await db.transaction(async (tx) => {
        const row = await wartend(tx, id, now);
        await tx.query('UPDATE formular_eingaben SET abgelehnt = $2, ablehnungsgrund = $3, entschieden_von = $4 WHERE id = $1', [id, now, grund, kontoId]);
        // The mail is a durable job: a broken mail server delays it, never loses it.
        await enqueueJob(tx, { art: ABLEHNUNG_MAIL_JOB, schluessel: ablehnungKey(id), faelligAm: new Date(now.getTime() + 60_000), daten: { eingabe_id: id } });
        await protokoll(tx, titelVon(row));
      });
      if (!mailer) return;
      try {
        await sendeAblehnung(db, mailer, aemter, id);
        await completeJob(db, ablehnungKey(id), now);
      } catch {
        // The job tries again.
      }
    },
    async datei(id) {
      const { rows } = await db.query<{ art: string; name: string; typ: string; daten: Uint8Array; geloescht: Date | null }>(
        `SELECT e.art, d.name, d.typ, d.daten, e.personendaten_geloescht AS geloescht
           FROM formular_dateien d JOIN formular_eingaben e ON e.id = d.eingabe_id WHERE d.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row || row.geloescht || !istEingangArt(row.art)) throw notFound(EINGAENGE_MESSAGES.dateiNotFound);
      return { art: row.art, name: row.name, typ: row.typ, daten: row.daten };
    },
  };
}
