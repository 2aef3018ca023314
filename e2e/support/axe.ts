import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

let axeSource: string | undefined;

/**
 * Puts axe-core into the page. Evaluated through the browser's protocol, not as a script element:
 * the site's Content-Security-Policy (rightly) refuses inline scripts, and must stay on in the tests.
 */
export async function injectAxe(page: Page): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/** The WCAG 2.1 A and AA rules of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Injects axe-core into the page and returns the WCAG 2.1 AA violations it finds. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await injectAxe(page);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
}
