/**
 * The times of a session token (council and intranet). JWT times are whole seconds: the issue time
 * is rounded down and the expiry up, so a token never ends before the session it belongs to. The
 * shell's cookie lives exactly the session's seconds from the login answer; a token that expired on
 * the whole second before (up to a second early) could end a short session before it began.
 */
export function tokenTimes(now: Date, sessionSeconds: number): { issuedAt: number; expiresAt: number } {
  const ms = now.getTime();
  return { issuedAt: Math.floor(ms / 1000), expiresAt: Math.ceil((ms + sessionSeconds * 1000) / 1000) };
}
