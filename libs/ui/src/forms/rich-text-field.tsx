import { useCallback, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { alreadyReachedFor, classes, describedBy, FieldError, Hint } from './field-parts';
import type { TextAreaFieldProps } from './fields';
import type { RichTextEditorProps } from './rich-text-editor';

export type RichTextFieldProps = TextAreaFieldProps & {
  /** The field takes subheadings (an editorial article's text); a form for citizens does not. */
  headings?: boolean;
};

const PLAIN_HINT = (
  <p>
    Trennen Sie Absätze durch eine leere Zeile. Erlaubt sind außerdem &lt;strong&gt;, &lt;em&gt;, Listen (&lt;ul&gt;, &lt;ol&gt;, &lt;li&gt;) und Links (&lt;a
    href=&quot;https://…&quot;&gt;).
  </p>
);

const EDITOR_HINT = <p>Mit den Knöpfen über dem Feld setzen Sie Text fett oder kursiv, beginnen eine Liste oder fügen einen Link ein.</p>;

const HEADINGS_PLAIN_HINT = <p>Zwischenüberschriften schreiben Sie als &lt;h2&gt;…&lt;/h2&gt;.</p>;

const HEADINGS_EDITOR_HINT = <p>Der erste Knopf macht aus einem Absatz eine Zwischenüberschrift und wieder einen Absatz.</p>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Rich text. Without JavaScript a text area that takes plain paragraphs (an empty line between them)
 * and a few marks; the server keeps only that allowlist (sanitizeRichText in libs/forms). With
 * JavaScript an editor (its own chunk, loaded when the visitor first focuses, points at or touches
 * the field) takes the text area's
 * place, labelled by the field's label and described by its hint and error; the text area stays in
 * the form, out of sight, and holds the HTML the editor writes, so both ways post the same field.
 */
export function RichTextField({ id, label, hint, error, className, ref, rows = 8, headings = false, ...textarea }: RichTextFieldProps) {
  const sourceRef = useRef<HTMLTextAreaElement | null>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [source, setSource] = useState<HTMLTextAreaElement | null>(null);
  const [wanted, setWanted] = useState(false);
  // Whether the text area had the focus when the editor took its place: the editor takes it over.
  const [takeFocus, setTakeFocus] = useState(false);

  // The editor's chunk (ProseMirror) loads when the visitor first shows intent for the field
  // (focus, pointer, touch), not with the page: until then the text area works as it is, and what
  // was typed in it becomes the editor's text.
  const wantEditor = useCallback(() => setWanted(true), []);

  // A visitor may reach for the field before the page's island has hydrated (a fast hand on a slow
  // phone): the focus or pointer is already on the text area then, and no new event will come.
  useEffect(() => {
    const area = sourceRef.current;
    if (area && alreadyReachedFor(area)) setWanted(true);
  }, []);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor').then(
      (module) => {
        if (!current || !sourceRef.current) return;
        setTakeFocus(document.activeElement === sourceRef.current);
        setSource(sourceRef.current);
        setEditor(() => module.RichTextEditor);
      },
      // The text area keeps working when the editor cannot be loaded.
      (reason: unknown) => console.error('[rich text] the editor could not be loaded', reason),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      sourceRef.current = element;
      setRef(ref, element);
    },
    [ref],
  );

  const enhanced = Editor !== null && source !== null;
  const labelId = `${id}-label`;
  const shownHint = (
    <>
      {hint && <p>{hint}</p>}
      {enhanced ? EDITOR_HINT : PLAIN_HINT}
      {headings && (enhanced ? HEADINGS_EDITOR_HINT : HEADINGS_PLAIN_HINT)}
    </>
  );
  const description = describedBy(id, shownHint, error);
  return (
    <div
      className={classes('ms-field', error && 'ms-field--error', className)}
      onFocus={enhanced ? undefined : wantEditor}
      onPointerEnter={enhanced ? undefined : wantEditor}
      onPointerDown={enhanced ? undefined : wantEditor}
      onTouchStart={enhanced ? undefined : wantEditor}
    >
      {enhanced ? (
        <div className="ms-field__label" id={labelId}>
          {label}
        </div>
      ) : (
        <label className="ms-field__label" htmlFor={id} id={labelId}>
          {label}
        </label>
      )}
      <Hint id={id} hint={shownHint} />
      {error && <FieldError id={id} message={error} />}
      {enhanced && <Editor id={id} labelId={labelId} describedBy={description} invalid={!!error} source={source} takeFocus={takeFocus} headings={headings} />}
      <textarea
        ref={attach}
        rows={rows}
        className="ms-textarea"
        id={enhanced ? `${id}-quelltext` : id}
        hidden={enhanced}
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
        {...textarea}
      />
    </div>
  );
}
