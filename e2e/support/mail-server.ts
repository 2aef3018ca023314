// A real SMTP server for the end-to-end run: the content API sends its mails here (SMTP_URL), and
// each message lands as an .eml file in a folder the tests read (E2E_MAIL_DIR).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailServer {
  url: string;
  dir: string;
  close(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'musterstadt-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(dir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every mail received so far, oldest first (needs E2E_MAIL_DIR from the global setup). */
async function receivedMails(): Promise<ReceivedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the mail server runs only with the platform the tests start');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return { file, to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/** The mails to `address`, waiting until there are at least `count` of them. */
export async function mailsTo(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await receivedMails()).filter((mail) => mail.to === address.toLowerCase());
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
