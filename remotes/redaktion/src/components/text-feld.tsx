import { island } from '@musterstadt/shell-contract';
import { RichTextField } from '@musterstadt/ui/forms';
import { linkHref } from '@musterstadt/ui/forms/rich-text-html';

/** The markup the editor keeps as it is (the content API keeps more: tables, figures, other headings). */
const EDITOR_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3']);

/**
 * Whether the editor can take the text without losing anything: only the markup it knows, and links
 * to web or mail addresses (a relative link or a table stays in the plain field, as HTML).
 */
export function editorKannText(html: string): boolean {
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const tag = (match[2] ?? '').toLowerCase();
    if (!EDITOR_TAGS.has(tag)) return false;
    if (tag === 'a' && match[1] !== '/') {
      const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[3] ?? '');
      if (!href || !linkHref((href[2] ?? href[3] ?? href[4] ?? '').replace(/&amp;/g, '&'))) return false;
    }
  }
  return true;
}

interface TextFeldProps {
  label: string;
  wert: string;
  fehler?: string;
  /** The posted name and the field's id (default `text`, `rd-text`): a portal has one text per module. */
  name?: string;
  id?: string;
}

/**
 * The text of an item: with JavaScript the kit's rich-text editor (subheadings, bold, italic, lists,
 * links) on top of the text area, which keeps the HTML and posts it as `text`; without JavaScript, or
 * for a text with markup the editor does not know, the plain text area of HTML.
 */
function TextFeldView({ label, wert, fehler, name = 'text', id = 'rd-text' }: TextFeldProps) {
  if (!editorKannText(wert)) {
    return (
      <div className="rd-field">
        <label htmlFor={id}>{label}</label>
        <p className="rd-hint" id={`${id}-hinweis`}>
          Dieser Text enthält Formatierungen (etwa Tabellen oder Links innerhalb der Website), die der Editor nicht kennt. Sie bearbeiten ihn deshalb als HTML.
        </p>
        {fehler && (
          <p className="rd-error" id={`${id}-fehler`}>
            {fehler}
          </p>
        )}
        <textarea
          id={id}
          name={name}
          rows={12}
          defaultValue={wert}
          aria-describedby={fehler ? `${id}-hinweis ${id}-fehler` : `${id}-hinweis`}
          aria-invalid={fehler ? true : undefined}
        />
      </div>
    );
  }
  return <RichTextField id={id} name={name} label={label} rows={12} headings defaultValue={wert} {...(fehler ? { error: fehler } : {})} />;
}

export const TextFeld = island('text', TextFeldView);
