import type { BlockForm } from '@musterstadt/shell-contract';
import { eingabe, fehlerVon } from './form-parts';

/** German labels of the media forms' fields, for the error summary's links. */
export const MEDIEN_LABELS: Record<string, string> = {
  datei: 'Datei',
  bereich: 'Bereich',
  titel: 'Titel',
  alt: 'Alternativtext',
  copyright: 'Urheberrecht',
  dekorativ: 'Dekorativ',
};

/** A field's error line (its id ties it to the input). */
export function FeldFehler({ form, name }: { form: BlockForm; name: string }) {
  const fehler = fehlerVon(form, name);
  return fehler ? (
    <p className="rd-error" id={`rd-${name}-fehler`}>
      {fehler}
    </p>
  ) : null;
}

/** The attributes that tie an input to its hint and its error. */
export function beschrieben(form: BlockForm, name: string, hinweis?: string) {
  const ids = [hinweis, fehlerVon(form, name) ? `rd-${name}-fehler` : undefined].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': fehlerVon(form, name) ? true : undefined };
}

/** Title, alternative text (or decorative) and rights of a file, filled in again as posted after a refusal. */
export function MediumAngaben({ form, werte }: { form: BlockForm; werte: { titel: string; alt: string; copyright: string; dekorativ: boolean } }) {
  const dekorativ = form.submission?.values ? eingabe(form, 'dekorativ', '') === 'ja' : werte.dekorativ;
  return (
    <>
      <div className="rd-field">
        <label htmlFor="rd-titel">{MEDIEN_LABELS.titel}</label>
        <p className="rd-hint" id="rd-titel-hinweis">
          Für die Suche in der Mediathek; ohne Angabe der Dateiname.
        </p>
        <FeldFehler form={form} name="titel" />
        <input id="rd-titel" type="text" name="titel" defaultValue={eingabe(form, 'titel', werte.titel)} {...beschrieben(form, 'titel', 'rd-titel-hinweis')} />
      </div>
      <div className="rd-field">
        <label htmlFor="rd-alt">{MEDIEN_LABELS.alt}</label>
        <p className="rd-hint" id="rd-alt-hinweis">
          Bei Bildern: Was ist auf dem Bild zu sehen? Menschen, die das Bild nicht sehen, hören diesen Text.
        </p>
        <FeldFehler form={form} name="alt" />
        <textarea id="rd-alt" name="alt" rows={3} defaultValue={eingabe(form, 'alt', werte.alt)} {...beschrieben(form, 'alt', 'rd-alt-hinweis')} />
      </div>
      <div className="rd-field">
        <div className="rd-check">
          <input id="rd-dekorativ" type="checkbox" name="dekorativ" value="ja" defaultChecked={dekorativ} {...beschrieben(form, 'dekorativ')} />
          <label htmlFor="rd-dekorativ">Das Bild ist dekorativ (nur Schmuck, es braucht keinen Alternativtext)</label>
        </div>
        <FeldFehler form={form} name="dekorativ" />
      </div>
      <div className="rd-field">
        <label htmlFor="rd-copyright">{MEDIEN_LABELS.copyright}</label>
        <p className="rd-hint" id="rd-copyright-hinweis">
          Wer hat die Rechte am Bild? Zum Beispiel „Foto: Stadt Musterstadt“.
        </p>
        <FeldFehler form={form} name="copyright" />
        <input
          id="rd-copyright"
          type="text"
          name="copyright"
          defaultValue={eingabe(form, 'copyright', werte.copyright)}
          {...beschrieben(form, 'copyright', 'rd-copyright-hinweis')}
        />
      </div>
    </>
  );
}
