import { safeHtml, type SafeHtml, type SanitizeScope } from '@musterstadt/ui';

/** The job-listing widget fills this container; editors sometimes paste it twice (spec: trimmed to one). */
export const UNIQUE_CONTAINERS = ['stellenportal'] as const;

/** A content field of a town block made safe where it is rendered (scripts as the block's options allow). */
export function townHtml(html: string | null | undefined, scope?: SanitizeScope): SafeHtml {
  return safeHtml(html, scope, UNIQUE_CONTAINERS);
}
