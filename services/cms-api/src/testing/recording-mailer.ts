import type { MailMessage, Mailer } from '../core/mailer';

/**
 * A mailer for tests that keeps every message it is given. With `failing` set it refuses to send,
 * as an unreachable SMTP server does.
 */
export function recordingMailer(): Mailer & { sent: MailMessage[]; failing: boolean } {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; failing: boolean } = {
    target: 'memory',
    sent,
    failing: false,
    async send(message) {
      if (mailer.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(message);
    },
    close: () => undefined,
  };
  return mailer;
}
