import type { TemplateProps } from '@musterstadt/shell-contract';
import { MELDUNGEN } from '../forms/meldungen';
import { PASSWORT_FEHLER, PASSWORT_MAX, PASSWORT_MIN, PATHS, queryValue } from '../texts';

const FELDER = [
  { name: 'passwort_alt', label: 'Bisheriges Passwort', autoComplete: 'current-password' },
  { name: 'passwort_neu', label: 'Neues Passwort', autoComplete: 'new-password', hinweis: true },
  { name: 'passwort_wiederholung', label: 'Neues Passwort wiederholen', autoComplete: 'new-password' },
] as const;

/**
 * The editor's own password (`/redaktion/passwort`): the current one and the new one twice. A plain form
 * that posts to this page; the shell checks it, asks the content API, puts the new session into the
 * cookie and comes back here with `?meldung=` or `?fehler=`. Passwords are never shown again.
 */
export default function Passwort({ page }: TemplateProps) {
  const fehler = PASSWORT_FEHLER[queryValue(page.search, 'fehler')];
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  return (
    <>
      {meldung === MELDUNGEN['passwort-geaendert'] && !fehler && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      {fehler && (
        <div className="rd-summary" role="alert" tabIndex={-1} id="rd-ergebnis">
          <h2>Das Passwort ist nicht geändert</h2>
          <p>{fehler.feld ? <a href={`#rd-${fehler.feld}`}>{fehler.text}</a> : fehler.text}</p>
        </div>
      )}
      <p>
        Nach der Änderung enden alle anderen Anmeldungen Ihres Kontos, etwa auf einem anderen Rechner; hier bleiben Sie angemeldet. Wo Ihr Konto gerade
        angemeldet ist, sehen Sie unter <a href={PATHS.anmeldungen}>Ihre Anmeldungen</a>.
      </p>
      <form method="post" action={PATHS.passwort} aria-label="Passwort ändern" noValidate>
        <input type="hidden" name="ziel" value={`${PATHS.passwort}?meldung=passwort-geaendert`} />
        {FELDER.map((feld) => {
          const id = `rd-${feld.name}`;
          const hier = fehler?.feld === feld.name;
          const beschreibung = ['hinweis' in feld ? 'rd-passwort-regel' : '', hier ? `${id}-fehler` : ''].filter(Boolean).join(' ');
          return (
            <div className="rd-field" key={feld.name}>
              <label htmlFor={id}>{feld.label}</label>
              {'hinweis' in feld && (
                <p className="rd-hint" id="rd-passwort-regel">
                  Mindestens {PASSWORT_MIN} und höchstens {PASSWORT_MAX} Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.
                </p>
              )}
              {hier && (
                <p className="rd-error" id={`${id}-fehler`}>
                  {fehler.text}
                </p>
              )}
              <input
                id={id}
                type="password"
                name={feld.name}
                autoComplete={feld.autoComplete}
                defaultValue=""
                required
                aria-describedby={beschreibung || undefined}
                aria-invalid={hier ? true : undefined}
              />
            </div>
          );
        })}
        <p className="rd-actions">
          <button type="submit">Passwort ändern</button>
        </p>
      </form>
    </>
  );
}
