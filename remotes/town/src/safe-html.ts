import { safeHtml, type SafeHtml, type SanitizeScope } from '@musterstadt/ui';
import { UNIQUE_CONTAINERS } from './unique-containers';

/** A content field of a town block made safe where it is rendered (scripts as the block's options allow). */
export function townHtml(html: string | null | undefined, scope?: SanitizeScope): SafeHtml {
  return safeHtml(html, scope, UNIQUE_CONTAINERS);
}
