/**
 * Outgoing mail over SMTP (nodemailer). Without SMTP_URL every message is written as an .eml file to
 * a local outbox folder instead, so that a developer can read what would have been sent.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where messages go: 'smtp://host:port' or the outbox folder. */
  readonly target: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `<repo root>/.data/outbox`, beside the embedded database. */
export const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '..', '..', '..', '.data', 'outbox');
export const DEFAULT_FROM = '"Stadt Musterstadt" <noreply@musterstadt.de>';

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://…; absent: the outbox folder. */
  smtpUrl?: string;
  outboxDir?: string;
  from?: string;
}

export function mailerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): MailerOptions {
  return {
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_OUTBOX_DIR ? { outboxDir: env.MAIL_OUTBOX_DIR } : {}),
    ...(env.MAIL_FROM ? { from: env.MAIL_FROM } : {}),
  };
}

export function createMailer(options: MailerOptions = {}): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      target: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const dir = options.outboxDir ?? DEFAULT_OUTBOX_DIR;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await fs.promises.writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
