/**
 * Outgoing mail of the content API (confirmations, reminders, contact messages) over SMTP with
 * nodemailer. Without an SMTP URL every message is written as an .eml file into a local outbox
 * folder instead, so that a developer can read what would have been sent.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message as the service sends it: plain text, German; the mailer sets the sender address. */
export interface MailMessage {
  /** Name shown as the sender, e.g. the school's; default 'Stadt Musterstadt'. */
  fromName?: string;
  to: string;
  bcc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** Further headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent along (e.g. the photos of a damage report, to the office only). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailer {
  /** Where mail goes, for the start-up log ('smtp://host:port' or the outbox folder). */
  readonly target: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const DEFAULT_SENDER = 'noreply@musterstadt.de';
export const DEFAULT_SENDER_NAME = 'Stadt Musterstadt';

function envelope({ fromName = DEFAULT_SENDER_NAME, ...message }: MailMessage, sender: string) {
  return { ...message, from: { name: fromName, address: sender } };
}

/** `<repo root>/outbox`: src/core and dist/core both sit four levels below the repository root. */
export const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'outbox');

// A mail server that does not answer must not hold a sign-up for minutes.
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** Sends over SMTP, e.g. smtp://127.0.0.1:2525 or smtps://user:pass@host:465. */
export function smtpMailer(url: string, sender = DEFAULT_SENDER): Mailer {
  const target = new URL(url);
  if (target.protocol !== 'smtp:' && target.protocol !== 'smtps:') throw new Error('The SMTP URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    target: `${target.protocol}//${target.host}`,
    async send(message) {
      await transport.sendMail(envelope(message, sender));
    },
    close: () => transport.close(),
  };
}

/** Writes each message as an .eml file into a folder: mail without a mail server, for local runs. */
export function outboxMailer(dir: string = DEFAULT_OUTBOX_DIR, sender = DEFAULT_SENDER): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(message) {
      const info = (await transport.sendMail(envelope(message, sender))) as { message: Buffer; messageId: string };
      await mkdir(dir, { recursive: true });
      const id = info.messageId.replace(/[^\w.-]/g, '');
      await writeFile(path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message);
    },
    close: () => transport.close(),
  };
}

/**
 * SMTP when `smtpUrl` is given (default SMTP_URL), else the outbox folder (MAIL_OUTBOX_DIR or
 * <repo>/outbox); sender MAIL_FROM.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env, smtpUrl: string | undefined = env.SMTP_URL): Mailer {
  const sender = env.MAIL_FROM || DEFAULT_SENDER;
  return smtpUrl ? smtpMailer(smtpUrl, sender) : outboxMailer(env.MAIL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR, sender);
}
