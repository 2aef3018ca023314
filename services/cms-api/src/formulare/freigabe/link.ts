/** The approval link in the office's mail: an HS256 token naming one submission, expiring after some days. */
import { randomBytes } from 'node:crypto';
import { FREIGABE_PFAD } from './messages';

/** jose is an ES module; the service is CommonJS, so it is loaded once on first use. */
type Jose = typeof import('jose', { with: { 'resolution-mode': 'import' } });
let joseModule: Promise<Jose> | undefined;
const jose = (): Promise<Jose> => (joseModule ??= import('jose'));

const AUDIENCE = 'formular-freigabe';

/** Signs and checks approval links: HS256 tokens naming one submission, expiring after `days`. */
export interface Freigabe {
  /** Days a link is valid: a submission not approved within them has expired. */
  tage: number;
  link(id: number, now?: Date): Promise<{ url: string; bis: Date }>;
  verify(token: string, now?: Date): Promise<{ ok: true; id: number } | { ok: false; abgelaufen: boolean }>;
}

export function freigabe({ secret, siteUrl, days = 14 }: { secret: Uint8Array; siteUrl: string; days?: number }): Freigabe {
  return {
    tage: days,
    async link(id, now = new Date()) {
      const issued = Math.floor(now.getTime() / 1000);
      const bis = new Date((issued + days * 86_400) * 1000);
      const { SignJWT } = await jose();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(id))
        .setAudience(AUDIENCE)
        .setIssuedAt(issued)
        .setExpirationTime(Math.floor(bis.getTime() / 1000))
        .sign(secret);
      return { url: `${siteUrl}${FREIGABE_PFAD}?token=${token}`, bis };
    },
    async verify(token, now = new Date()) {
      if (token.length > 2000) return { ok: false, abgelaufen: false };
      const { jwtVerify, errors: joseErrors } = await jose();
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? { ok: true, id } : { ok: false, abgelaufen: false };
      } catch (error) {
        return { ok: false, abgelaufen: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}

/** Reads FORM_APPROVAL_SECRET (32+ characters) and FORM_APPROVAL_DAYS; random secret per start without it. */
export function freigabeFromEnv(env: NodeJS.ProcessEnv, siteUrl: string): Freigabe {
  const secretText = env.FORM_APPROVAL_SECRET;
  if (secretText !== undefined && secretText !== '' && secretText.length < 32) throw new Error('FORM_APPROVAL_SECRET must be at least 32 characters long');
  const daysText = env.FORM_APPROVAL_DAYS;
  const days = daysText ? Number(daysText) : 14;
  if (!Number.isInteger(days) || days < 1 || days > 90) throw new Error('FORM_APPROVAL_DAYS must be a whole number of days from 1 to 90');
  const secret = secretText ? new TextEncoder().encode(secretText) : new Uint8Array(randomBytes(32));
  return freigabe({ secret, siteUrl, days });
}
