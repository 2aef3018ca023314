import { DISCLOSURE_ATTRIBUTE } from '@musterstadt/shell-contract/island-tags';

const SELECTOR = `details[${DISCLOSURE_ATTRIBUTE}]`;

/**
 * The disclosures the remotes mark (`data-ms-disclosure`) as overlays: Escape closes an open one and
 * puts the focus back on its summary; opening one focuses its first text field. Returns the teardown.
 */
export function enhanceDisclosures(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const details of Array.from(doc.querySelectorAll<HTMLDetailsElement>(`${SELECTOR}[open]`))) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  };
  // 'toggle' does not bubble; it is seen while it is captured on its way down.
  const onToggle = (event: Event) => {
    const details = event.target as HTMLElement | null;
    if (!(details instanceof HTMLDetailsElement) || !details.matches(SELECTOR) || !details.open) return;
    details.querySelector<HTMLInputElement>('input[type="search"], input[type="text"], input:not([type])')?.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('toggle', onToggle, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('toggle', onToggle, true);
  };
}
