import { CURRENT_ATTRIBUTE, MENU_ATTRIBUTE, SUBMENU_ATTRIBUTE } from './attributes';

/** A menu's submenus, once enhanced: opened one at a time, and with the panel of the page around it. */
export interface EnhancedMenu {
  /** The menu's panel opened (`true`: the submenu of the current page opens) or closed (all close). */
  setOverlay(open: boolean): void;
  teardown(): void;
}

let panels = 0;

/**
 * Turns each `<details data-ms-submenu>` of a `[data-ms-menu]` navigation into a button and a panel
 * (the button's accessible name is the attribute's value, spec point 2): one submenu open at a time;
 * Escape, a click elsewhere and, outside an overlay, keyboard focus leaving the menu close it; a
 * chosen link closes it and calls `onNavigate`.
 */
export function enhanceMenu(nav: HTMLElement, onNavigate: () => void): EnhancedMenu {
  const doc = nav.ownerDocument;
  const items: { item: HTMLElement; toggle: HTMLButtonElement; panel: HTMLElement; current: boolean }[] = [];
  for (const details of Array.from(nav.querySelectorAll<HTMLDetailsElement>(`details[${SUBMENU_ATTRIBUTE}]`))) {
    const summary = details.querySelector(':scope > summary');
    const item = details.parentElement;
    if (!summary || !item) continue;
    const toggle = doc.createElement('button');
    toggle.type = 'button';
    toggle.className = summary.className;
    toggle.setAttribute('aria-label', details.getAttribute(SUBMENU_ATTRIBUTE) ?? '');
    toggle.setAttribute('aria-expanded', 'false');
    toggle.append(...Array.from(summary.childNodes));
    const contents = Array.from(details.childNodes).filter((node) => node !== summary);
    const only = contents.filter((node) => node.nodeType === 1);
    let panel: HTMLElement;
    if (only.length === 1 && contents.every((node) => node === only[0] || (node.nodeType === 3 && !node.textContent?.trim()))) {
      panel = only[0] as HTMLElement;
    } else {
      panel = doc.createElement('div');
      panel.append(...contents);
    }
    panel.id ||= `ms-submenu-${(panels += 1)}`;
    panel.hidden = true;
    toggle.setAttribute('aria-controls', panel.id);
    details.replaceWith(toggle, panel);
    items.push({ item, toggle, panel, current: details.hasAttribute(CURRENT_ATTRIBUTE) });
  }
  nav.classList.add('is-enhanced');
  let overlay = false;

  const show = (open: HTMLElement | null) => {
    for (const entry of items) {
      const isOpen = entry.item === open;
      entry.toggle.setAttribute('aria-expanded', String(isOpen));
      entry.panel.hidden = !isOpen;
      entry.item.classList.toggle('is-open', isOpen);
    }
  };
  const openItem = () => items.find((entry) => entry.item.classList.contains('is-open'));

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const entry = items.find(({ toggle }) => toggle.contains(target));
    if (entry) {
      show(openItem() === entry ? null : entry.item);
      return;
    }
    if (target.closest('a[href]')) {
      show(null);
      onNavigate();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const open = openItem();
    if (event.key !== 'Escape' || !open) return;
    show(null);
    // In an overlay, Escape closes the overlay too and its toggle takes the focus.
    if (!overlay) open.toggle.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!overlay && openItem() && !nav.contains(event.relatedTarget as Node | null)) show(null);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (openItem() && !nav.contains(event.target as Node)) show(null);
  };
  nav.addEventListener('click', onClick);
  nav.addEventListener('keydown', onKeyDown);
  nav.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerdown', onPointerDown);
  return {
    setOverlay(open) {
      overlay = open;
      show(open ? (items.find((entry) => entry.current)?.item ?? null) : null);
    },
    teardown() {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown);
    },
  };
}

export const MENU_SELECTOR = `[${MENU_ATTRIBUTE}]`;
