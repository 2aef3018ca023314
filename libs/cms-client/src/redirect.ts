/**
 * Redirect targets (spec point 2, search result redirect): only a path of this site or an http(s)
 * URL is ever followed; never javascript:, data: or a protocol-relative '//host' address.
 */
import { CONTROL_CHARACTERS } from '@musterstadt/cms-contract/rules';

// Control characters and backslashes: browsers read '/\host' as '//host'.
const unsafe = (target: string): boolean => CONTROL_CHARACTERS.test(target) || target.includes('\\');

/** True for a path of this site ('/wegweiser'), false for '//host', '/\host' and anything absolute. */
export function isSameSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !unsafe(target);
}

/** The target as it may be followed (a same-site path or a normalised http(s) URL), else null. */
export function safeRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string') return null;
  const value = target.trim();
  if (!value || unsafe(value)) return null;
  if (value.startsWith('/')) return isSameSitePath(value) ? value : null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
