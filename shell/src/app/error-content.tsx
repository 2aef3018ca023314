import type { PageError } from './page-data';
import { TEXTS } from './texts';

function BackHome() {
  return (
    <p>
      <a className="ms-button" href="/">
        {TEXTS.backHome}
      </a>
    </p>
  );
}

/** Body of the error page; the layout renders its heading. */
export function ErrorContent({ error, path }: { error: PageError; path: string }) {
  // A message of its own (a preview link that expired) says what happened and what to do.
  if (error.message)
    return (
      <div className="shell-error">
        <p>{error.message}</p>
        <BackHome />
      </div>
    );
  if (error.kind === 'not-found' || error.kind === 'gone') {
    const subject = encodeURIComponent('Fehlerhafter Link auf musterstadt.de');
    const body = encodeURIComponent(`Die Adresse ${path} existiert nicht mehr.`);
    return (
      <div className="shell-error">
        <p>{error.kind === 'gone' ? TEXTS.goneBody : TEXTS.notFoundBody}</p>
        <form className="shell-error__search" action="/suche" method="get" role="search" aria-labelledby="shell-error-suche">
          <h2 id="shell-error-suche">{TEXTS.notFoundSearch}</h2>
          <label htmlFor="shell-error-q">Suchbegriff</label>
          <div className="shell-error__search-row">
            <input id="shell-error-q" type="search" name="q" autoComplete="off" />
            <button type="submit" className="ms-button">
              Suchen
            </button>
          </div>
        </form>
        <p>
          {TEXTS.notFoundReport}: <a href={`mailto:${TEXTS.reportMail}?subject=${subject}&body=${body}`}>{TEXTS.reportMail}</a>.
        </p>
        <BackHome />
      </div>
    );
  }
  return (
    <div className="shell-error">
      <p>{error.kind === 'forbidden' ? TEXTS.forbiddenBody : error.status < 500 ? TEXTS.clientErrorBody : TEXTS.errorBody}</p>
      <p className="shell-error__status">Fehlercode: {error.status}</p>
      <BackHome />
    </div>
  );
}
