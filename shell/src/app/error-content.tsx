import type { PageError } from './page-data';
import { TEXTS } from './texts';

/** Body of the error page; the layout renders its heading. */
export function ErrorContent({ error, path }: { error: PageError; path: string }) {
  if (error.kind === 'not-found') {
    const subject = encodeURIComponent('Fehlerhafter Link auf musterstadt.de');
    const body = encodeURIComponent(`Die Adresse ${path} existiert nicht mehr.`);
    return (
      <div className="shell-error">
        <p>{TEXTS.notFoundBody}</p>
        <p>
          {TEXTS.notFoundReport}: <a href={`mailto:${TEXTS.reportMail}?subject=${subject}&body=${body}`}>{TEXTS.reportMail}</a>.
        </p>
        <p>
          <a className="ms-button" href="/">
            {TEXTS.backHome}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="shell-error">
      <p>{error.kind === 'forbidden' ? TEXTS.forbiddenBody : TEXTS.errorBody}</p>
      <p className="shell-error__status">Fehlercode: {error.status}</p>
      <p>
        <a className="ms-button" href="/">
          {TEXTS.backHome}
        </a>
      </p>
    </div>
  );
}
