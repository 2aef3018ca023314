/** A real SMTP server (smtp-server) that a test starts; the content API sends the sign-up mails to it. */
import { SMTPServer } from 'smtp-server';

/** The port the platform's content API is configured to send mail to in the tests (global setup). */
export const MAILBOX_PORT = 4325 + Number(process.env.PORT_OFFSET ?? 0);

export interface Mail {
  to: string[];
  raw: string;
}

export interface Mailbox {
  messages: Mail[];
  /** Messages whose text contains all the given parts. */
  find(...parts: string[]): Mail[];
  close(): Promise<void>;
}

export async function openMailbox(): Promise<Mailbox> {
  const messages: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks, so texts can be searched.
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(MAILBOX_PORT, '127.0.0.1', resolve);
  });
  return {
    messages,
    find: (...parts) => messages.filter((mail) => parts.every((part) => mail.raw.includes(part) || mail.to.includes(part))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
