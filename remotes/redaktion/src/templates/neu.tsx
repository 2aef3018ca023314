import type { TemplateProps } from '@musterstadt/shell-contract';
import { eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { useProfil } from '../session/use-profil';
import { ARTEN, PATHS } from '../texts';

const LABELS = { ort: 'Art und Ablage', titel: 'Titel' };

/** Kinds created elsewhere or not here. */
const NICHT_HIER: ReadonlySet<string> = new Set(['seite', 'portal']);

/** A new piece of content: what it is and where it appears (the editor's sections' places), and its title. */
export default function Neu({ form }: TemplateProps) {
  const profil = useProfil();
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const orte = (profil?.bereiche ?? []).flatMap((bereich) =>
    // Pages have a form of their own (/redaktion/seiten/neu): address, layout and blocks; portals are
    // edited, never created (they are the site's fixed start pages).
    bereich.ablagen
      .filter((ablage) => !NICHT_HIER.has(ablage.art))
      .map((ablage) => ({
        wert: `${ablage.art}:${bereich.id}:${ablage.ablage}`,
        text: `${ARTEN[ablage.art] ?? ablage.art} – ${ablage.titel}`,
        bereich: bereich.titel,
      })),
  );
  const ortFehler = fehlerVon(form, 'ort');
  const titelFehler = fehlerVon(form, 'titel');
  return (
    <>
      <Ergebnis form={form} labels={LABELS} />
      <PostForm form={form} label="Neuer Inhalt">
        <div className="rd-field">
          <label htmlFor="rd-ort">{LABELS.ort}</label>
          {ortFehler && (
            <p className="rd-error" id="rd-ort-fehler">
              {ortFehler}
            </p>
          )}
          <select
            id="rd-ort"
            name="ort"
            defaultValue={eingabe(form, 'ort', '')}
            aria-describedby={ortFehler ? 'rd-ort-fehler' : undefined}
            aria-invalid={ortFehler ? true : undefined}
          >
            <option value="">Bitte wählen</option>
            {orte.map((ort) => (
              <option key={ort.wert} value={ort.wert}>
                {`${ort.bereich}: ${ort.text}`}
              </option>
            ))}
          </select>
        </div>
        <div className="rd-field">
          <label htmlFor="rd-titel">{LABELS.titel}</label>
          {titelFehler && (
            <p className="rd-error" id="rd-titel-fehler">
              {titelFehler}
            </p>
          )}
          <input
            id="rd-titel"
            type="text"
            name="titel"
            defaultValue={eingabe(form, 'titel', '')}
            aria-describedby={titelFehler ? 'rd-titel-fehler' : undefined}
            aria-invalid={titelFehler ? true : undefined}
          />
        </div>
        <p className="rd-actions">
          <button type="submit">Anlegen</button>
        </p>
      </PostForm>
      <p>
        <a href={PATHS.seiteNeu}>Eine neue Seite anlegen</a> (mit Adresse, Layout und Blöcken)
      </p>
    </>
  );
}
