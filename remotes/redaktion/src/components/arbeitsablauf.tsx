/**
 * The steps of the editorial workflow at the foot of an editor (the buttons the content API offers
 * this editor for this piece, named as the workflow names them) and the schedule an approval may set.
 */
import type { RedaktionAktion } from '@musterstadt/cms-client';
import type { BlockForm } from '@musterstadt/shell-contract';
import { eingabe, fehlerVon } from './form-parts';

/** The buttons, named exactly as the editorial workflow names them, in the order they are offered. */
const KNOEPFE: readonly [RedaktionAktion, string][] = [
  ['speichern', 'Speichern'],
  ['vorschau', 'Vorschau'],
  ['zur-freigabe', 'Zur Freigabe geben'],
  ['freigeben', 'Freigeben und veröffentlichen'],
  ['zurueckgeben', 'Zurück an die Redaktion'],
  ['zurueckziehen', 'Zurückziehen'],
];

/** The workflow's buttons the content API offers (`aktionen`). */
export function Arbeitsschritte({ aktionen }: { aktionen: readonly RedaktionAktion[] }) {
  return (
    <p className="rd-actions">
      {KNOEPFE.filter(([aktion]) => aktionen.includes(aktion)).map(([aktion, text]) => (
        <button key={aktion} type="submit" name="aktion" value={aktion}>
          {text}
        </button>
      ))}
    </p>
  );
}

/** When an approved item goes online and, if set, offline again (blank: at once, and for good). */
export function Zeitplan({ form }: { form: BlockForm }) {
  const feld = (name: 'veroeffentlichen_ab' | 'veroeffentlichen_bis', label: string, hinweis: string) => {
    const fehler = fehlerVon(form, name);
    const id = `rd-${name}`;
    return (
      <div className="rd-field">
        <label htmlFor={id}>{label}</label>
        <p className="rd-hint" id={`${id}-hinweis`}>
          {hinweis}
        </p>
        {fehler && (
          <p className="rd-error" id={`${id}-fehler`}>
            {fehler}
          </p>
        )}
        <input
          id={id}
          type="datetime-local"
          name={name}
          defaultValue={eingabe(form, name, '')}
          aria-describedby={fehler ? `${id}-hinweis ${id}-fehler` : `${id}-hinweis`}
          aria-invalid={fehler ? true : undefined}
        />
      </div>
    );
  };
  return (
    <fieldset className="rd-fieldset">
      <legend>Zeitplan der Veröffentlichung (für „Freigeben und veröffentlichen“)</legend>
      {feld('veroeffentlichen_ab', 'Veröffentlichen ab', 'Leer lassen, um sofort zu veröffentlichen. Eine spätere Zeit macht den Inhalt „Geplant“.')}
      {feld('veroeffentlichen_bis', 'Veröffentlicht bis', 'Freiwillig: Zu dieser Zeit wird der Inhalt von selbst zurückgezogen.')}
    </fieldset>
  );
}
