import { baseKeymap, chainCommands, exitCode, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { AllSelection, EditorState, Selection, TextSelection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { linkHref, parseRichText, richTextHtml, richTextParser, richTextSchema as schema } from './rich-text-html';

export interface RichTextEditorProps {
  /** id of the editable area: the error summary's link lands there. */
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The text area that keeps the field's value (and posts it); the editor writes into it. */
  source: HTMLTextAreaElement;
  /** The visitor was typing in the text area: the editor takes the focus, the caret at the end. */
  takeFocus?: boolean;
  /** The field takes subheadings (h2): a toolbar button turns a paragraph into one and back. */
  headings?: boolean;
}

function markType(name: string): MarkType {
  const type = schema.marks[name];
  if (!type) throw new Error(`rich text: no mark ${name}`);
  return type;
}

function nodeType(name: string): NodeType {
  const type = schema.nodes[name];
  if (!type) throw new Error(`rich text: no node ${name}`);
  return type;
}

const strong = markType('strong');
const em = markType('em');
const link = markType('link');
const bulletList = nodeType('bullet_list');
const orderedList = nodeType('ordered_list');
const listItem = nodeType('list_item');
const hardBreak = nodeType('hard_break');
const heading = nodeType('heading');
const paragraph = nodeType('paragraph');

/** Whether the selection starts in a subheading (its first paragraph is one). */
function inHeading(state: EditorState): boolean {
  const { $from, from, to } = state.selection;
  if ($from.parent.isTextblock) return $from.parent.type === heading;
  let first: NodeType | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    if (first) return false;
    if (node.isTextblock) first = node.type;
    return !node.isTextblock;
  });
  return first === heading;
}

/** Turns the paragraph into a subheading, or the subheading back into a paragraph. */
const toggleHeading: Command = (state, dispatch) =>
  inHeading(state) ? setBlockType(paragraph)(state, dispatch) : setBlockType(heading, { level: 2 })(state, dispatch);

const insertBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView());
  return true;
});

/** Writes the value the way typing would, so react-hook-form and any listener see the change. */
function writeSource(source: HTMLTextAreaElement, value: string) {
  if (source.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  if (setter) setter.call(source, value);
  else source.value = value;
  source.dispatchEvent(new Event('input', { bubbles: true }));
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  return empty ? !!type.isInSet(state.storedMarks ?? $from.marks()) : state.doc.rangeHasMark(from, to, type);
}

/** The kind of the innermost list around a position, if any. */
function listAt(state: EditorState, pos: number): NodeType | null {
  const $pos = state.doc.resolve(pos);
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (node.type === bulletList || node.type === orderedList) return node.type;
  }
  return null;
}

/** Whether every paragraph of the selection is in a list of this kind. */
function inList(state: EditorState, type: NodeType): boolean {
  const { from, to, empty } = state.selection;
  if (empty) return listAt(state, from) === type;
  let all = true;
  let any = false;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    any = true;
    if (listAt(state, pos + 1) !== type) all = false;
    return false;
  });
  return any && all;
}

/** Turns the list on or off: lifts the items out of a list of this kind, else wraps them in one. */
function toggleList(type: NodeType): Command {
  return (state, dispatch, view) => {
    // After 'select all', the list commands need a selection inside the text: narrow it first.
    if (state.selection instanceof AllSelection && dispatch && view) {
      view.dispatch(state.tr.setSelection(TextSelection.between(state.doc.resolve(0), state.doc.resolve(state.doc.content.size))));
      return toggleList(type)(view.state, view.dispatch, view);
    }
    return inList(state, type) ? liftListItem(listItem)(state, dispatch) : wrapInList(type)(state, dispatch);
  };
}

/** The link mark's range around the cursor, and its address. */
function linkAround(state: EditorState): { from: number; to: number; href: string } | null {
  const { $from, from, to } = state.selection;
  const mark =
    link.isInSet($from.marks()) ??
    (from !== to
      ? state.doc
          .resolve(from + 1)
          .marks()
          .find((m) => m.type === link)
      : undefined);
  if (!mark) return null;
  let start = from;
  let end = to;
  while (start > $from.start() && state.doc.rangeHasMark(start - 1, start, link)) start -= 1;
  while (end < $from.end() && state.doc.rangeHasMark(end, end + 1, link)) end += 1;
  return { from: start, to: end, href: mark.attrs.href as string };
}

type ButtonName = 'ueberschrift' | 'fett' | 'kursiv' | 'liste' | 'nummern' | 'link';

const HEADING_BUTTON: { name: ButtonName; label: string; keys: string } = { name: 'ueberschrift', label: 'Zwischenüberschrift', keys: 'Control+Alt+2' };

const BUTTONS: { name: ButtonName; label: string; keys: string }[] = [
  { name: 'fett', label: 'Fett', keys: 'Control+B' },
  { name: 'kursiv', label: 'Kursiv', keys: 'Control+I' },
  { name: 'liste', label: 'Aufzählung', keys: 'Control+Shift+8' },
  { name: 'nummern', label: 'Nummerierte Liste', keys: 'Control+Shift+7' },
  { name: 'link', label: 'Link', keys: 'Control+K' },
];

/**
 * The rich-text editor on top of the field's text area (ProseMirror): a labelled, multi-line text box
 * with a toolbar (one tab stop, arrow keys between its buttons, each button saying whether it is on)
 * for bold, italic, the two lists and links. Tab leaves the editor as it leaves any field. Every
 * change is written to the text area as the HTML the server keeps.
 */
export function RichTextEditor({ id, labelId, describedBy, invalid, source, takeFocus = false, headings = false }: RichTextEditorProps) {
  const buttons = headings ? [HEADING_BUTTON, ...BUTTONS] : BUTTONS;
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [, setVersion] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkForm, setLinkForm] = useState<{ href: string; error: string | null } | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const openLinkRef = useRef<() => void>(() => undefined);
  // Read once, when the editor is created.
  const takeFocusRef = useRef(takeFocus);
  const headingsRef = useRef(headings);

  // Created in the same task as the commit that hides the text area, so no key typed meanwhile
  // goes elsewhere: the editor starts from the text area's value and takes the focus at once.
  useLayoutEffect(() => {
    const mount = mountRef.current;
    if (!mount) return undefined;
    const state = EditorState.create({
      doc: parseRichText(source.value, headingsRef.current),
      plugins: [
        ...(headingsRef.current ? [keymap({ 'Mod-Alt-2': toggleHeading })] : []),
        history(),
        keymap({
          'Mod-z': undo,
          'Shift-Mod-z': redo,
          'Mod-y': redo,
          'Mod-b': toggleMark(strong),
          'Mod-i': toggleMark(em),
          'Shift-Mod-8': toggleList(bulletList),
          'Shift-Mod-7': toggleList(orderedList),
          'Mod-k': () => {
            openLinkRef.current();
            return true;
          },
          'Shift-Enter': insertBreak,
          Enter: splitListItem(listItem),
          'Mod-[': liftListItem(listItem),
          'Mod-]': sinkListItem(listItem),
        }),
        keymap(baseKeymap),
      ],
    });
    const view = new EditorView(mount, {
      state,
      attributes: { class: 'ms-richtext__area ms-textarea' },
      // Pasted HTML is read as the field reads it (headings only where the field takes them).
      clipboardParser: richTextParser(headingsRef.current),
      dispatchTransaction(transaction) {
        const next = view.state.apply(transaction);
        view.updateState(next);
        if (transaction.docChanged) writeSource(source, richTextHtml(next.doc));
        setVersion((version) => version + 1);
      },
    });
    viewRef.current = view;
    // What the server would keep from what was there (e.g. text typed before the script came).
    writeSource(source, richTextHtml(view.state.doc));
    if (takeFocusRef.current) {
      view.dispatch(view.state.tr.setSelection(Selection.atEnd(view.state.doc)));
      view.focus();
    }
    setVersion((version) => version + 1);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [source]);

  // The editable element's name, description and state follow the field's.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.setProps({
      attributes: {
        class: 'ms-richtext__area ms-textarea',
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    });
  });

  const view = viewRef.current;
  const state = view?.state;
  const pressed: Record<ButtonName, boolean> = {
    ueberschrift: !!state && inHeading(state),
    fett: !!state && markActive(state, strong),
    kursiv: !!state && markActive(state, em),
    liste: !!state && inList(state, bulletList),
    nummern: !!state && inList(state, orderedList),
    link: !!state && !!linkAround(state),
  };

  const run = (command: Command) => {
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  };

  const openLink = () => {
    if (!view) return;
    setLinkForm({ href: linkAround(view.state)?.href ?? 'https://', error: null });
  };
  openLinkRef.current = openLink;
  useEffect(() => {
    if (linkForm && document.activeElement !== linkInputRef.current) linkInputRef.current?.focus();
  }, [linkForm]);

  const closeLink = () => {
    setLinkForm(null);
    view?.focus();
  };

  const applyLink = () => {
    if (!view || !linkForm) return;
    const href = linkHref(linkForm.href);
    if (!href) {
      setLinkForm({ ...linkForm, error: 'Bitte geben Sie eine Adresse an, die mit https://, http:// oder mailto: beginnt.' });
      return;
    }
    const { state: current } = view;
    const existing = linkAround(current);
    let tr = current.tr;
    if (existing) {
      tr = tr.removeMark(existing.from, existing.to, link).addMark(existing.from, existing.to, link.create({ href }));
    } else if (current.selection.empty) {
      // No text chosen: the address itself becomes the link's text.
      const from = current.selection.from;
      tr = tr.insertText(href, from).addMark(from, from + href.length, link.create({ href }));
      tr = tr.setSelection(TextSelection.create(tr.doc, from + href.length));
    } else {
      tr = tr.addMark(current.selection.from, current.selection.to, link.create({ href }));
    }
    view.dispatch(tr);
    closeLink();
  };

  const removeLink = () => {
    if (!view) return;
    const existing = linkAround(view.state);
    if (existing) view.dispatch(view.state.tr.removeMark(existing.from, existing.to, link));
    closeLink();
  };

  const press = (name: ButtonName) => {
    if (name === 'ueberschrift') run(toggleHeading);
    else if (name === 'fett') run(toggleMark(strong));
    else if (name === 'kursiv') run(toggleMark(em));
    else if (name === 'liste') run(toggleList(bulletList));
    else if (name === 'nummern') run(toggleList(orderedList));
    else openLink();
  };

  // Toolbar pattern: one tab stop, arrow keys, Home and End move between the buttons.
  const onToolbarKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -buttons.length, End: buttons.length };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = Math.min(buttons.length - 1, Math.max(0, focusIndex + move));
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const linkInputId = `${id}-link`;
  const linkErrorId = `${id}-link-fehler`;
  return (
    <div className="ms-richtext">
      <div className="ms-richtext__toolbar" role="toolbar" aria-label="Textformat" aria-controls={id} onKeyDown={onToolbarKey}>
        {buttons.map((button, index) => (
          <button
            key={button.name}
            type="button"
            className={`ms-richtext__button ms-richtext__button--${button.name}`}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={pressed[button.name]}
            aria-keyshortcuts={button.keys}
            title={`${button.label} (${button.keys.replace('Control', 'Strg').replace('Shift', 'Umschalt')})`}
            onFocus={() => setFocusIndex(index)}
            // Keep the editor's selection while the mouse presses a button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(button.name)}
          >
            {button.label}
          </button>
        ))}
      </div>
      {linkForm && (
        <div className="ms-richtext__link" role="group" aria-label="Link bearbeiten">
          <label htmlFor={linkInputId}>Adresse des Links (https://…)</label>
          <input
            ref={linkInputRef}
            id={linkInputId}
            type="url"
            className="ms-input"
            value={linkForm.href}
            aria-invalid={linkForm.error ? true : undefined}
            aria-describedby={linkForm.error ? linkErrorId : undefined}
            onChange={(event) => setLinkForm({ href: event.currentTarget.value, error: null })}
            onKeyDown={(event) => {
              // Enter sets the link instead of sending the form; Escape goes back to the text.
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                closeLink();
              }
            }}
          />
          {linkForm.error && (
            <p id={linkErrorId} className="ms-field__error">
              {linkForm.error}
            </p>
          )}
          <div className="ms-richtext__link-actions">
            <button type="button" className="ms-button ms-button--secondary" onClick={applyLink}>
              Link setzen
            </button>
            {pressed.link && (
              <button type="button" className="ms-button ms-button--secondary" onClick={removeLink}>
                Link entfernen
              </button>
            )}
            <button type="button" className="ms-button ms-button--secondary" onClick={closeLink}>
              Abbrechen
            </button>
          </div>
        </div>
      )}
      <div ref={mountRef} />
    </div>
  );
}
