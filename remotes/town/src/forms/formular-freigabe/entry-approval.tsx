import { blockData, FORM_ID_FIELD, safeHref, type TemplateProps } from '@musterstadt/shell-contract';
import { FormErrorNotice } from '@musterstadt/ui/forms';
import { useId } from 'react';

/** What the content API says about an approval link. */
interface FreigabeState {
  status?: 'offen' | 'freigegeben' | 'abgelehnt' | 'abgelaufen' | 'ungueltig';
  art?: string;
  zusammenfassung?: string;
  url?: string | null;
}

const ARTEN: Record<string, { name: string; ziel: string }> = {
  veranstaltung: { name: 'Veranstaltung', ziel: 'im Veranstaltungskalender' },
  verein: { name: 'Verein', ziel: 'im Vereinsverzeichnis' },
  brancheneintrag: { name: 'Betrieb', ziel: 'im Branchenbuch' },
  'schwarzes-brett': { name: 'Anzeige', ziel: 'am Schwarzen Brett' },
};

function Redaktion() {
  return (
    <>
      Fragen beantwortet die Webredaktion im Rathaus: <a href="tel:+4979991230">07999 123-0</a>.
    </>
  );
}

function tokenOf(search: string): string {
  const token = new URLSearchParams(search).get('token') ?? '';
  return /^[\w.-]{1,2000}$/.test(token) ? token : '';
}

/**
 * Template 'formular-freigabe': the page an approval link in an office's mail opens. Opening it
 * changes nothing (mail scanners follow links); the editor publishes with the button, a same-site
 * POST. Says in German whether the link is open, already used, expired or invalid.
 */
export default function EntryApproval(props: TemplateProps) {
  const { block, page, form } = props;
  const state = blockData<FreigabeState>(props) ?? {};
  const titleId = useId();
  const token = tokenOf(page.search);
  const art = ARTEN[state.art ?? ''] ?? { name: 'Eintrag', ziel: 'auf der Website' };
  const failed = form?.submission && form.submission.status !== 'success' ? form.submission.message : undefined;
  const formId = form?.id ?? block.template;

  let body;
  if (failed) {
    body = (
      <FormErrorNotice title="Der Eintrag wurde nicht veröffentlicht." message={failed} focusKey={1}>
        <Redaktion />
      </FormErrorNotice>
    );
  } else if (state.status === 'freigegeben') {
    const url = safeHref(state.url ?? '');
    body = (
      <div className="ms-notice ms-notice--success" role="status">
        <p>
          <strong>
            {art.name} „{state.zusammenfassung}“ ist freigegeben und {art.ziel} veröffentlicht.
          </strong>
        </p>
        {url && (
          <p>
            <a href={url}>Zum veröffentlichten Eintrag</a>
          </p>
        )}
      </div>
    );
  } else if (state.status === 'offen' && token && form) {
    body = (
      <>
        <dl className="town-freigabe__angaben">
          <dt>Art</dt>
          <dd>{art.name}</dd>
          <dt>Eingabe</dt>
          <dd>{state.zusammenfassung}</dd>
        </dl>
        <p>
          Alle Angaben stehen in der E-Mail, die diesen Link enthält. Erst mit der Schaltfläche wird der Eintrag {art.ziel} veröffentlicht; das Öffnen des Links
          allein ändert nichts.
        </p>
        <form method="post" action={form.action}>
          <input type="hidden" name={FORM_ID_FIELD} value={formId} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="ms-button">
            Jetzt veröffentlichen
          </button>
        </form>
      </>
    );
  } else if (state.status === 'abgelehnt') {
    body = (
      <div className="ms-notice" role="status">
        <p>
          <strong>Diese Eingabe wurde in der Redaktion abgelehnt.</strong>
        </p>
        <p>
          Der Eintrag wird nicht veröffentlicht; die Absenderin oder der Absender hat die Begründung per E-Mail erhalten. <Redaktion />
        </p>
      </div>
    );
  } else if (state.status === 'abgelaufen') {
    body = (
      <div className="ms-notice ms-notice--error" role="alert">
        <p>
          <strong>Der Freigabe-Link ist abgelaufen.</strong>
        </p>
        <p>
          Der Eintrag wurde nicht veröffentlicht. Freigabe-Links gelten 14 Tage. <Redaktion />
        </p>
      </div>
    );
  } else {
    body = (
      <div className="ms-notice ms-notice--error" role="alert">
        <p>
          <strong>Der Freigabe-Link ist ungültig.</strong>
        </p>
        <p>
          Bitte öffnen Sie den Link noch einmal aus der E-Mail und achten Sie darauf, dass er vollständig ist. <Redaktion />
        </p>
      </div>
    );
  }

  return (
    <section id={formId} className="town-kontakt" aria-labelledby={titleId}>
      <h2 id={titleId}>{state.status === 'offen' && !failed ? `${art.name} prüfen und freigeben` : 'Freigabe'}</h2>
      {body}
    </section>
  );
}
