import { expect, type Page } from '@playwright/test';
import { injectAxe, WCAG_TAGS } from './axe';

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}
interface AxeWindow {
  axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
}

/** Runs axe-core in the page with the WCAG 2.1 A/AA tags; returns the violations in a readable form. */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, WCAG_TAGS);
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} – ${node.target.join(' ')}`));
}

/** Waits until the town header is hydrated (its toggles are buttons). */
export async function waitForTownHeader(page: Page): Promise<void> {
  await expect(page.locator('header.town-header[data-enhanced="true"]')).toBeAttached();
}

/** Collects console errors and warnings and page errors (hydration problems show up there). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
