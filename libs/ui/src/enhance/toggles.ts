import { CLOSE_ABOVE_ATTRIBUTE, OVERLAY_ATTRIBUTE, PANEL_ATTRIBUTE, PIN_ATTRIBUTE, SCROLL_LOCK_CLASS, TOGGLE_ATTRIBUTE, TOGGLES_ATTRIBUTE } from './attributes';
import { pinOnScroll } from './pin';
import { enhanceMenu, MENU_SELECTOR, type EnhancedMenu } from './submenus';

interface Toggle {
  name: string;
  button: HTMLButtonElement;
  panel: HTMLElement;
  /** The panel closes above this window width (px), or never. */
  closeAbove: number | null;
  menus: EnhancedMenu[];
}

/** The text field an opened panel focuses (a search panel's input). */
const FIRST_FIELD = 'input[type="search"], input[type="text"], input:not([type])';

/**
 * One group of toggles (spec points 2 and 4): each `a[data-ms-toggle]` becomes a button opening and
 * closing its panel; the panels are mutually exclusive; an open one locks the page's scrolling and
 * dims it (a click there closes it); Escape, keyboard focus leaving the group and, for a menu, a
 * window wider than its `data-ms-close-above` close it. Returns the teardown.
 */
function enhanceToggles(group: HTMLElement): () => void {
  const doc = group.ownerDocument;
  const win = doc.defaultView ?? window;
  const toggles: Toggle[] = [];
  let open: Toggle | null = null;
  let overlay: HTMLElement | null = null;
  const overlayClass = group.getAttribute(OVERLAY_ATTRIBUTE);

  const close = () => setOpen(null);
  function setOpen(next: Toggle | null) {
    if (next === open) return;
    if (open) group.classList.remove(`has-${open.name}`);
    open = next;
    for (const toggle of toggles) {
      const isOpen = toggle === next;
      toggle.button.setAttribute('aria-expanded', String(isOpen));
      toggle.panel.classList.toggle('is-open', isOpen);
      if (toggle.panel.getAttribute(PANEL_ATTRIBUTE) === 'hidden') toggle.panel.hidden = !isOpen;
      for (const menu of toggle.menus) menu.setOverlay(isOpen);
    }
    doc.body.classList.toggle(SCROLL_LOCK_CLASS, next !== null);
    overlay?.remove();
    overlay = null;
    if (!next) return;
    group.classList.add(`has-${next.name}`);
    if (overlayClass) {
      overlay = doc.createElement('div');
      overlay.className = overlayClass;
      overlay.setAttribute('aria-hidden', 'true');
      overlay.addEventListener('click', close);
      group.after(overlay);
    }
    next.panel.querySelector<HTMLInputElement>(FIRST_FIELD)?.focus();
    if (next.closeAbove !== null && win.matchMedia?.(`(min-width: ${next.closeAbove + 1}px)`).matches) close();
  }

  for (const link of Array.from(group.querySelectorAll<HTMLAnchorElement>(`a[${TOGGLE_ATTRIBUTE}]`))) {
    const id = decodeURIComponent((link.getAttribute('href') ?? '').replace(/^#/, ''));
    const panel = id ? doc.getElementById(id) : null;
    if (!panel || !group.contains(panel)) continue;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', id);
    button.append(...Array.from(link.childNodes));
    const focused = doc.activeElement === link;
    link.replaceWith(button);
    if (focused) button.focus();
    if (panel.getAttribute(PANEL_ATTRIBUTE) === 'hidden') panel.hidden = true;
    const above = Number(link.getAttribute(CLOSE_ABOVE_ATTRIBUTE));
    const toggle: Toggle = { name: link.getAttribute(TOGGLE_ATTRIBUTE) || id, button, panel, closeAbove: above > 0 ? above : null, menus: [] };
    toggle.menus = Array.from(panel.querySelectorAll<HTMLElement>(MENU_SELECTOR), (nav) => enhanceMenu(nav, close));
    button.addEventListener('click', () => setOpen(open === toggle ? null : toggle));
    toggles.push(toggle);
  }
  // Menus outside any toggle's panel (a bar of its own) still get their submenus.
  const loose = Array.from(group.querySelectorAll<HTMLElement>(MENU_SELECTOR))
    .filter((nav) => !toggles.some((toggle) => toggle.panel.contains(nav)))
    .map((nav) => enhanceMenu(nav, close));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    const closed = open;
    close();
    const active = doc.activeElement;
    if (!active || active === doc.body || closed.panel.contains(active)) closed.button.focus();
  };
  // Keyboard focus moving on to the page behind the panel closes it (the page would be covered).
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !group.contains(next)) close();
  };
  const mediaListeners = toggles
    .filter((toggle) => toggle.closeAbove !== null && typeof win.matchMedia === 'function')
    .map((toggle) => {
      const query = win.matchMedia(`(min-width: ${(toggle.closeAbove as number) + 1}px)`);
      const onChange = () => {
        if (query.matches && open === toggle) close();
      };
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    });
  doc.addEventListener('keydown', onKeyDown);
  group.addEventListener('focusout', onFocusOut);
  const unpin = group.hasAttribute(PIN_ATTRIBUTE) ? pinOnScroll(group, () => open !== null, win) : () => undefined;
  group.setAttribute('data-enhanced', 'true');

  return () => {
    close();
    unpin();
    doc.removeEventListener('keydown', onKeyDown);
    group.removeEventListener('focusout', onFocusOut);
    mediaListeners.forEach((remove) => remove());
    for (const menu of [...toggles.flatMap((toggle) => toggle.menus), ...loose]) menu.teardown();
  };
}

/** Enhances every group of toggles below `root`; returns the teardown of them all. */
export function enhanceAllToggles(root: ParentNode = document): () => void {
  const teardowns = Array.from(root.querySelectorAll<HTMLElement>(`[${TOGGLES_ATTRIBUTE}]:not([data-enhanced])`), (group) => enhanceToggles(group));
  return () => teardowns.forEach((teardown) => teardown());
}
