import { useCallback, useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { classes, describedBy, FieldError, Hint } from './field-parts';
import type { TextAreaFieldProps } from './fields';
import type { RichTextEditorProps } from './rich-text-editor';

export type RichTextFieldProps = TextAreaFieldProps;

const PLAIN_HINT = (
  <p>
    Trennen Sie Absätze durch eine leere Zeile. Erlaubt sind außerdem &lt;strong&gt;, &lt;em&gt;, Listen (&lt;ul&gt;, &lt;ol&gt;, &lt;li&gt;) und Links (&lt;a
    href=&quot;https://…&quot;&gt;).
  </p>
);

const EDITOR_HINT = <p>Mit den Knöpfen über dem Feld setzen Sie Text fett oder kursiv, beginnen eine Liste oder fügen einen Link ein.</p>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Rich text. Without JavaScript a text area that takes plain paragraphs (an empty line between them)
 * and a few marks; the server keeps only that allowlist (sanitizeRichText in libs/forms). With
 * JavaScript an editor (its own chunk, loaded only where such a field is) takes the text area's
 * place, labelled by the field's label and described by its hint and error; the text area stays in
 * the form, out of sight, and holds the HTML the editor writes, so both ways post the same field.
 */
export function RichTextField({ id, label, hint, error, className, ref, rows = 8, ...textarea }: RichTextFieldProps) {
  const sourceRef = useRef<HTMLTextAreaElement | null>(null);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [source, setSource] = useState<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor').then(
      (module) => {
        if (!current || !sourceRef.current) return;
        setSource(sourceRef.current);
        setEditor(() => module.RichTextEditor);
      },
      // The text area keeps working when the editor cannot be loaded.
      (reason: unknown) => console.error('[rich text] the editor could not be loaded', reason),
    );
    return () => {
      current = false;
    };
  }, []);

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
    </>
  );
  const description = describedBy(id, shownHint, error);
  return (
    <div className={classes('ms-field', error && 'ms-field--error', className)}>
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
      {enhanced && <Editor id={id} labelId={labelId} describedBy={description} invalid={!!error} source={source} />}
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
