/** The mail with a link to set a password (an invitation or a new password), for every login kind. */
import { ZUGANG_MESSAGES, ZUGANG_SEITE } from '@musterstadt/cms-contract';
import type { FastifyBaseLogger } from 'fastify';
import { type LinkZweck, endAllSessions, stelleLinkAus } from '../auth';
import type { Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import type { Mailer } from '../core/mailer';
import { berlinGermanDate, berlinTime } from '../core/time';
import { type ProtokollAkteur, protokolliere } from './protokoll';

/** Where a link leads, in the words of the mail. */
export interface LinkBereich {
  /** 'das Intranet' */
  akkusativ: string;
  /** 'im Intranet' */
  ort: string;
}

export const INTRANET_BEREICH: LinkBereich = { akkusativ: 'das Intranet', ort: 'im Intranet' };
export const RATSINFO_BEREICH: LinkBereich = { akkusativ: 'das Ratsinformationssystem', ort: 'im Ratsinformationssystem' };
export const REDAKTION_BEREICH: LinkBereich = { akkusativ: 'die Redaktion der Website', ort: 'in der Redaktion der Website' };

/** The mail with the link: an invitation or a new password, in German, with the link's last minute. */
export function linkMail(
  zweck: LinkZweck,
  bereich: LinkBereich,
  person: { name: string; email: string },
  link: { url: string; laeuftAb: Date; anmeldung: string },
  von: string,
): { subject: string; text: string } {
  const bis = `${berlinGermanDate(link.laeuftAb)}, ${berlinTime(link.laeuftAb)} Uhr`;
  const einleitung =
    zweck === 'einladung'
      ? `${von} hat Sie in ${bereich.akkusativ} der Stadt Musterstadt eingeladen. Bitte legen Sie über diesen Link Ihr Passwort fest:`
      : `${von} hat für Ihr Konto ${bereich.ort} der Stadt Musterstadt ein neues Passwort angefordert. Bitte legen Sie es über diesen Link fest:`;
  return {
    subject:
      zweck === 'einladung' ? `Ihre Einladung in ${bereich.akkusativ} der Stadt Musterstadt` : `Neues Passwort für ${bereich.akkusativ} der Stadt Musterstadt`,
    text: [
      `Guten Tag ${person.name},`,
      '',
      einleitung,
      '',
      link.url,
      '',
      `Der Link gilt bis ${bis} und nur einmal. Das Passwort braucht mindestens 12 Zeichen.`,
      `Danach melden Sie sich unter ${link.anmeldung} mit Ihrer E-Mail-Adresse ${person.email} und Ihrem Passwort an.`,
      ...(zweck === 'passwort' ? ['', 'Sobald Sie das neue Passwort festlegen, enden alle bisherigen Anmeldungen Ihres Kontos.'] : []),
      '',
      'Haben Sie diese E-Mail nicht erwartet, können Sie sie löschen: Ohne den Link geschieht nichts.',
      '',
      'Stadt Musterstadt',
    ].join('\n'),
  };
}

/** The account a link is for, in the words the mail and the audit log need. */
export interface LinkKonto {
  /** The login kind ('intranet', 'ratsinfo', 'redaktion'). */
  art: string;
  /** The account's key within its kind, as text. */
  konto: string;
  name: string;
  email: string;
  bereich: LinkBereich;
  /** The kind's login page (a path). */
  anmeldung: string;
  /** The editorial account, for the audit log's filter by account. */
  kontoId?: number;
}

/**
 * Issues a link for the account inside the caller's transaction, writes who sent it to whom into
 * the audit log and answers the mail to send after the commit (a failed mail leaves a link nobody
 * has: the administration sends a new one).
 */
export async function stelleLinkMitMailAus(
  tx: Queryable,
  zweck: LinkZweck,
  konto: LinkKonto,
  von: ProtokollAkteur,
  zugang: { siteUrl: string; linkSekunden: number },
  now: Date,
): Promise<{ to: string; subject: string; text: string }> {
  const { token, laeuftAb } = await stelleLinkAus(tx, { art: konto.art, konto: konto.konto, zweck, von: von.id }, now, zugang.linkSekunden);
  await protokolliere(tx, {
    zeit: now,
    wer: von,
    was: zweck === 'einladung' ? 'zugang.eingeladen' : 'zugang.passwort-link',
    ...(konto.kontoId !== undefined ? { kontoId: konto.kontoId } : {}),
    details: { art: konto.art, konto: konto.konto, name: konto.name, email: konto.email, laeuft_ab_am: laeuftAb.toISOString() },
  });
  const text = linkMail(
    zweck,
    konto.bereich,
    { name: konto.name, email: konto.email },
    { url: `${zugang.siteUrl}${ZUGANG_SEITE}?token=${token}`, laeuftAb, anmeldung: `${zugang.siteUrl}${konto.anmeldung}` },
    von.name,
  );
  return { to: konto.email, ...text };
}

/** Sends a link's mail; a failure is a 503 with the German message (the link stays unused and the next one replaces it). */
export async function verschickeLinkMail(mailer: Mailer, mail: { to: string; subject: string; text: string }, log: FastifyBaseLogger): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'account link mail failed');
    throw new HttpError(503, ZUGANG_MESSAGES.mailFehler);
  }
}

/**
 * The end of a person's access of any login kind (inside the caller's transaction, after the account
 * is marked ended): the open links stop working, every session ends at its next request, and the
 * audit log says who ended whose access, when and why.
 */
export async function beendeZugang(
  tx: Queryable,
  konto: Pick<LinkKonto, 'art' | 'konto' | 'name' | 'email'>,
  grund: string | undefined,
  von: ProtokollAkteur,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE konto_links SET ersetzt_am = $3 WHERE art = $1 AND konto = $2 AND benutzt_am IS NULL AND ersetzt_am IS NULL', [
    konto.art,
    konto.konto,
    now,
  ]);
  const sitzungen = await endAllSessions(tx, konto.art, konto.konto, 'konto', now);
  await protokolliere(tx, {
    zeit: now,
    wer: von,
    was: 'zugang.beendet',
    details: { art: konto.art, konto: konto.konto, name: konto.name, email: konto.email, grund: grund?.trim() || null, sitzungen },
  });
}
