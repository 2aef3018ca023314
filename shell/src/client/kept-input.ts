import { ISLAND_TAG } from '@musterstadt/shell-contract/island-tags';

/**
 * What the visitor typed, chose or ticked on the shown page, so that nothing of it is lost: not to an
 * island hydrating over the server's HTML (a form library setting its defaults, React rendering the
 * island anew after a mismatch), and not to a navigation swapping the page (the same form on the next
 * page gets the values; another page is only shown after asking).
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlState {
  value: string;
  checked: boolean;
  selected: number[];
}

interface Selection {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** Where a control stands in its island (or page): its form, its name, its place among controls of that name. */
interface ControlKey {
  form: number;
  name: string;
  index: number;
}

const CONTROLS = 'input, textarea, select';
/** Controls whose value is the page's, never the visitor's. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

export const LEAVE_QUESTION =
  'Sie haben in einem Formular auf dieser Seite Angaben gemacht, die noch nicht gesendet sind. Wenn Sie die Seite wechseln, gehen sie verloren. Möchten Sie die Seite trotzdem wechseln?';

/** Fields of a form that is sent (not a search) holding a text: typed now, or given back by the server after a submission. */
export function holdsEnteredText(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).some(
    (control) =>
      !NOT_TYPED.has(control.type) &&
      control.type !== 'checkbox' &&
      control.type !== 'radio' &&
      control.form?.method.toLowerCase() === 'post' &&
      control.value.trim() !== '',
  );
}

/**
 * Whether the visitor is already in a field of the shown page (she clicked into it while the page was
 * still being swapped in): a navigation then leaves the focus where she put it.
 */
export function typingIn(root: ParentNode, active: Element | null = document.activeElement): boolean {
  return isControl(active) && typed(active) && root.contains(active);
}

function isControl(node: EventTarget | null): node is Control {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

function typed(control: Control): boolean {
  return !(control instanceof HTMLInputElement && NOT_TYPED.has(control.type));
}

function stateOf(control: Control): ControlState {
  return {
    value: control.value,
    checked: control instanceof HTMLInputElement ? control.checked : false,
    selected: control instanceof HTMLSelectElement ? Array.from(control.options, (option, index) => (option.selected ? index : -1)).filter((i) => i >= 0) : [],
  };
}

function selectionOf(control: Control): Selection | null {
  if (control instanceof HTMLSelectElement) return null;
  try {
    return { start: control.selectionStart, end: control.selectionEnd, direction: control.selectionDirection };
  } catch {
    // e-mail and number fields have no selection to read
    return null;
  }
}

/** The island (or, outside islands, the page root) a control belongs to. */
function scopeOf(control: Element): Element | null {
  return control.closest(ISLAND_TAG) ?? control.closest('#root');
}

function controlsOf(scope: ParentNode): Control[] {
  return Array.from(scope.querySelectorAll<Control>(CONTROLS)).filter(typed);
}

function keyOf(control: Control, scope: ParentNode): ControlKey {
  const forms = Array.from(scope.querySelectorAll('form'));
  const form = control.form ? forms.indexOf(control.form) : -1;
  const name = control.name || (control.id ? `#${control.id}` : '');
  const index = controlsOf(scope)
    .filter((other) => (other.name || (other.id ? `#${other.id}` : '')) === name && other.form === control.form)
    .indexOf(control);
  return { form, name, index };
}

function sameKey(a: ControlKey, b: ControlKey): boolean {
  return a.form === b.form && a.name === b.name && a.index === b.index;
}

function findControl(scope: ParentNode, key: ControlKey): Control | null {
  return controlsOf(scope).find((control) => sameKey(keyOf(control, scope), key)) ?? null;
}

function nativeSetter(control: Control, property: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  const proto = Object.getPrototypeOf(control) as object;
  return Object.getOwnPropertyDescriptor(proto, property)?.set;
}

/**
 * Gives a control the visitor's state again. Values go through the element's own setter and an
 * `input` event, so that a library or React holding the value sees the change as the visitor's.
 */
let applying = false;

function apply(control: Control, state: ControlState): boolean {
  applying = true;
  try {
    return applyState(control, state);
  } finally {
    applying = false;
  }
}

function applyState(control: Control, state: ControlState): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === state.checked) return false;
    // A click is how React and form libraries learn of a changed box.
    control.click();
    return true;
  }
  if (control instanceof HTMLSelectElement) {
    const now = stateOf(control).selected;
    if (now.join() === state.selected.join()) return false;
    Array.from(control.options).forEach((option, index) => {
      option.selected = state.selected.includes(index);
    });
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (control.value === state.value) return false;
  nativeSetter(control, 'value')?.call(control, state.value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

interface Entry {
  key: ControlKey;
  state: ControlState;
  selection: Selection | null;
}

/** The visitor's input of the shown page, per island (or page root). */
export class VisitorInput {
  private readonly scopes = new Map<Element, Map<Control, Entry>>();
  private focused: { scope: Element; key: ControlKey; selection: Selection | null } | null = null;
  private readonly doc: Document;

  constructor(doc: Document = document) {
    this.doc = doc;
    // Typing, choosing, a password manager filling in: anything but this class giving input back.
    const onInput = (event: Event) => {
      if (!applying && isControl(event.target) && typed(event.target)) this.record(event.target);
    };
    const onCaret = (event: Event) => {
      if (!applying && isControl(event.target)) this.noteFocus(event.target);
    };
    // A sent form is no longer at risk: what it held has gone to the server.
    const onSubmit = (event: Event) => {
      const form = event.target as HTMLFormElement;
      for (const entries of this.scopes.values()) for (const control of entries.keys()) if (control.form === form) entries.delete(control);
    };
    doc.addEventListener('input', onInput, true);
    doc.addEventListener('change', onInput, true);
    for (const name of ['focusin', 'keyup', 'mouseup', 'select']) doc.addEventListener(name, onCaret, true);
    doc.addEventListener('submit', onSubmit, true);
  }

  /** Notes a control's state as the visitor's (typed, or carried over from the page before). */
  record(control: Control): void {
    const scope = scopeOf(control);
    if (!scope) return;
    let entries = this.scopes.get(scope);
    if (!entries) this.scopes.set(scope, (entries = new Map()));
    entries.set(control, { key: keyOf(control, scope), state: stateOf(control), selection: selectionOf(control) });
    this.noteFocus(control);
  }

  private noteFocus(control: Control) {
    const scope = scopeOf(control);
    if (!scope || this.doc.activeElement !== control) return;
    this.focused = { scope, key: keyOf(control, scope), selection: selectionOf(control) };
    const entry = this.scopes.get(scope)?.get(control);
    if (entry) entry.selection = this.focused.selection;
  }

  /**
   * After an island has hydrated: every control the visitor changed holds her state again (found
   * anew when React replaced it), and the focus and caret are where she left them.
   */
  restore(scope: Element): void {
    const entries = this.scopes.get(scope);
    if (!entries) return;
    for (const [control, entry] of Array.from(entries)) {
      const target = control.isConnected && scope.contains(control) ? control : findControl(scope, entry.key);
      if (!target) continue;
      if (target !== control) {
        entries.delete(control);
        entries.set(target, entry);
      }
      if (apply(target, entry.state) && this.doc.activeElement === target) this.select(target, entry.selection);
    }
    const focused = this.focused;
    if (focused?.scope === scope) {
      const active = this.doc.activeElement;
      if (!active || active === this.doc.body || !active.isConnected) {
        const target = findControl(scope, focused.key);
        if (target) {
          target.focus({ preventScroll: true });
          this.select(target, focused.selection);
        }
      }
    }
  }

  private select(control: Control, selection: Selection | null) {
    if (!selection || selection.start === null || control instanceof HTMLSelectElement) return;
    try {
      control.setSelectionRange(selection.start, selection.end ?? selection.start, selection.direction ?? undefined);
    } catch {
      // fields without a caret
    }
  }

  /** The forms of `root` that hold input of the visitor not yet sent (search forms, which only ask for a page, aside). */
  unsent(root: ParentNode): HTMLFormElement[] {
    const forms = new Set<HTMLFormElement>();
    for (const entries of this.scopes.values()) {
      for (const control of entries.keys()) {
        const form = control.form;
        if (form && control.isConnected && root.contains(control) && form.method.toLowerCase() !== 'get') forms.add(form);
      }
    }
    return [...forms];
  }

  /**
   * Whether each unsent form of `shown` has its like on the page `next` (the same island, posting to
   * the same address): then the visitor's input can go along with her.
   */
  canCarry(shown: ParentNode, next: ParentNode): boolean {
    return this.unsent(shown).every((form) => twinOf(describe(form), next) !== null);
  }

  /**
   * The visitor's input of the unsent forms of `shown`, to take along to the next page, and the field
   * she is in (even before her first key has arrived there), so that what she goes on typing lands in
   * the same field of the next page.
   */
  take(shown: ParentNode): CarriedForm[] {
    const active = this.doc.activeElement;
    const inField = isControl(active) && typed(active) && active.form && shown.contains(active) ? active : null;
    const forms = this.unsent(shown);
    if (inField?.form && !forms.includes(inField.form)) forms.push(inField.form);
    return forms.map((form) => {
      const controls = controlsOf(form).flatMap((control) => {
        const entry = this.entryOf(control);
        const focused = control === inField;
        if (!entry && !focused) return [];
        const key = entry?.key ?? keyOf(control, form);
        const selection = (focused ? selectionOf(control) : null) ?? entry?.selection ?? null;
        return [{ name: key.name, index: key.index, state: stateOf(control), selection, focused, changed: entry !== undefined }];
      });
      return { ...describe(form), controls };
    });
  }

  /** Puts taken input into the like forms of `next` (in the document now); true when the focus went along too. */
  put(forms: readonly CarriedForm[], next: ParentNode): boolean {
    let focusedOne = false;
    for (const carried of forms) {
      const twin = twinOf(carried, next);
      if (!twin) continue;
      for (const { name, index, state, selection, focused, changed } of carried.controls) {
        const to = findControl(twin, { form: -1, name, index });
        if (!to) continue;
        if (changed) {
          if (to instanceof HTMLInputElement && (to.type === 'checkbox' || to.type === 'radio')) to.checked = state.checked;
          else if (to instanceof HTMLSelectElement) Array.from(to.options).forEach((option, i) => (option.selected = state.selected.includes(i)));
          else to.value = state.value;
          this.record(to);
        }
        if (!focused) continue;
        to.focus({ preventScroll: true });
        this.select(to, selection);
        this.noteFocus(to);
        focusedOne = true;
      }
    }
    return focusedOne;
  }

  private entryOf(control: Control): Entry | undefined {
    for (const entries of this.scopes.values()) {
      const entry = entries.get(control);
      if (entry) return entry;
    }
    return undefined;
  }

  /** Forgets what belonged to a page that is gone. */
  forget(root: ParentNode): void {
    for (const scope of Array.from(this.scopes.keys())) if (!scope.isConnected || root.contains(scope)) this.scopes.delete(scope);
    if (this.focused && (!this.focused.scope.isConnected || root.contains(this.focused.scope))) this.focused = null;
  }
}

/** What makes two forms alike: the island they are in (or none), where and how they post. */
interface FormIdentity {
  island: string | null;
  action: string;
  method: string;
}

/** A form's input taken along to the next page. */
export interface CarriedForm extends FormIdentity {
  /** `changed`: the visitor changed the control (not only went into it). */
  controls: { name: string; index: number; state: ControlState; selection: Selection | null; focused: boolean; changed: boolean }[];
}

function describe(form: HTMLFormElement): FormIdentity {
  return {
    island: form.closest(ISLAND_TAG)?.getAttribute('data-island') ?? null,
    action: form.getAttribute('action') ?? '',
    method: form.method.toLowerCase(),
  };
}

/** The form on `next` that is like the described one. */
function twinOf(like: FormIdentity, next: ParentNode): HTMLFormElement | null {
  return (
    Array.from(next.querySelectorAll('form')).find((other) => {
      const it = describe(other);
      return it.island === like.island && it.action === like.action && it.method === like.method;
    }) ?? null
  );
}
