/**
 * Personal data never reaches the error service: no form values, e-mail addresses, tokens or cookies.
 * Used as `beforeSend` of the error service in the browser, the shell server and the content API.
 */

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\b(Bearer|Token|Basic)\s+[\w.~+/=-]+/gi;
// `vorschau`: a preview link's token on the draft's pictures.
const SECRET_PARAM = /([?&;]\s*(?:token|vorschau|key|secret|passwort|password|pw|email|e-mail|session|code)=)[^&#\s"]*/gi;
const LONG_HEX = /\b[0-9a-f]{32,}\b/gi;

/** Keys whose values are dropped wherever they occur. */
const SECRET_KEYS =
  /^(cookies?|authorization|ratsinfosystem-authorization|set-cookie|passwor[dt]|pw|token|secret|e-?mail|data|body|query_string|user|ip_address)$/i;

export function scrubText(text: string): string {
  // Parameters and headers first: a token there is dropped whole, and the JWT rule's own words stay.
  return text
    .replace(SECRET_PARAM, '$1[entfernt]')
    .replace(BEARER, '$1 [entfernt]')
    .replace(JWT, '[Token entfernt]')
    .replace(EMAIL, '[E-Mail entfernt]')
    .replace(LONG_HEX, '[entfernt]');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEYS.test(key)) continue;
    out[key] = scrubValue(item, depth + 1);
  }
  return out;
}

interface ScrubbableEvent {
  request?: { headers?: Record<string, string>; url?: string } & Record<string, unknown>;
  breadcrumbs?: { category?: string }[];
  user?: unknown;
}

/** A copy of the event without personal data; form input breadcrumbs are dropped entirely. */
export function scrubEvent<T>(event: T): T {
  const copy = scrubValue(event, 0) as ScrubbableEvent;
  if (copy.request) {
    const agent = (event as ScrubbableEvent).request?.headers?.['user-agent'];
    copy.request.headers = agent ? { 'user-agent': agent } : {};
    if (copy.request.url) copy.request.url = copy.request.url.split('?')[0] ?? '';
  }
  if (copy.breadcrumbs) copy.breadcrumbs = copy.breadcrumbs.filter((crumb) => crumb.category !== 'ui.input');
  return copy as T;
}
