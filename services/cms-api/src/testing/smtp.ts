/**
 * A real SMTP server for tests (smtp-server), on a free port of 127.0.0.1. It keeps every message
 * it accepts, parsed with mailparser. Not part of the build (tsconfig.build.json).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMail {
  to: string;
  subject: string;
  text: string;
  headers: ParsedMail['headers'];
}

export interface TestSmtpServer {
  url: string;
  messages: TestMail[];
  /** Refuse the next messages (a mail server that is down or full). */
  refuse: boolean;
  /** The next message to `to`, waiting for it up to `timeoutMs`. */
  next(to: string, timeoutMs?: number): Promise<TestMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: TestMail[] = [];
  const taken = new Set<TestMail>();
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          messages.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '', text: mail.text ?? '', headers: mail.headers });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    async next(to, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mail = messages.find((message) => message.to === to && !taken.has(message));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
