/**
 * The markup the page script enhances (header toggles, submenus, pinning). A layout writes plain
 * server HTML that works without JavaScript (links to panels, `<details>` submenus) and marks it with
 * these attributes; the shell's page script turns it into buttons, overlays and a pinned header.
 * No React, no island: a few KB of script for every layout that uses it.
 *
 * ```html
 * <header data-ms-toggles data-ms-pin data-ms-overlay="town-overlay">
 *   <a href="#suche" data-ms-toggle="search">Suche</a>
 *   <a href="#menue" data-ms-toggle="menu" data-ms-close-above="1024">Menü</a>
 *   <div id="suche" data-ms-panel="hidden">…</div>
 *   <div id="menue"><nav data-ms-menu>
 *     <li><details data-ms-submenu="Menüpunkt X öffnet eine Liste mit 3 Unterpunkten" data-ms-current>
 *       <summary>X</summary><div id="menue-1">…</div></details></li>
 *   </nav></div>
 * </header>
 * ```
 */

/** A group of toggles whose panels are mutually exclusive (a header). Marked `data-enhanced="true"` once enhanced. */
export const TOGGLES_ATTRIBUTE = 'data-ms-toggles';
/**
 * A link to a panel of its group (`href="#id"`), becoming a button that opens and closes it. Its
 * value names the panel: the group carries `has-<name>` while it is open.
 */
export const TOGGLE_ATTRIBUTE = 'data-ms-toggle';
/** On a toggle: its panel closes when the window is wider than this many px (a menu that becomes a bar). */
export const CLOSE_ABOVE_ATTRIBUTE = 'data-ms-close-above';
/** On a panel: `hidden` while it is closed (otherwise only its class `is-open` changes). */
export const PANEL_ATTRIBUTE = 'data-ms-panel';
/** On a group: the class of the dimmed layer put behind an open panel (a click on it closes the panel). */
export const OVERLAY_ATTRIBUTE = 'data-ms-overlay';
/** On a group: it gives way when the page scrolls down and comes back when it scrolls up (`is-pinned`, `is-unpinned`). */
export const PIN_ATTRIBUTE = 'data-ms-pin';
/** A navigation whose submenus open one at a time (its class gets `is-enhanced`). */
export const MENU_ATTRIBUTE = 'data-ms-menu';
/** A `<details>` submenu of a menu; the value is its toggle's accessible name. */
export const SUBMENU_ATTRIBUTE = 'data-ms-submenu';
/** On a submenu: it holds the current page, so it opens when its menu's panel opens. */
export const CURRENT_ATTRIBUTE = 'data-ms-current';

/** The body's class while a panel with an overlay is open (the page behind does not scroll). */
export const SCROLL_LOCK_CLASS = 'ms-scroll-locked';
