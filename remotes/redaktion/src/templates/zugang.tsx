import type { ZugangLink } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { anmeldungFuer, queryValue } from '../texts';

const LABELS = { passwort: 'Neues Passwort', passwort_wiederholung: 'Neues Passwort wiederholen' };
const BEREICH: Record<string, string> = { intranet: 'das Intranet', ratsinfo: 'das Ratsinformationssystem', redaktion: 'die Redaktion' };

function linkAus(value: unknown): ZugangLink | { error: string } | null {
  const body = value as Partial<ZugangLink> & { error?: unknown };
  if (body && typeof body.art === 'string' && typeof body.name === 'string') return body as ZugangLink;
  if (body && typeof body.error === 'string') return { error: body.error };
  return null;
}

function PasswortFeld({ form, name }: { form: BlockForm; name: keyof typeof LABELS }) {
  const fehler = fehlerVon(form, name);
  const beschreibung = [name === 'passwort' ? 'rd-passwort-regel' : undefined, fehler ? `rd-${name}-fehler` : undefined].filter(Boolean).join(' ');
  return (
    <div className="rd-field">
      <label htmlFor={`rd-${name}`}>{LABELS[name]}</label>
      {name === 'passwort' && (
        <p className="rd-hint" id="rd-passwort-regel">
          Mindestens 12 Zeichen. Gut zu merken und schwer zu erraten ist ein kurzer Satz aus mehreren Wörtern. Sehr häufig verwendete Passwörter werden
          abgelehnt.
        </p>
      )}
      {fehler && (
        <p className="rd-error" id={`rd-${name}-fehler`}>
          {fehler}
        </p>
      )}
      <input
        id={`rd-${name}`}
        type="password"
        name={name}
        autoComplete="new-password"
        required
        defaultValue=""
        aria-invalid={fehler ? true : undefined}
        aria-describedby={beschreibung || undefined}
      />
    </div>
  );
}

/**
 * The page of the links the administration mails (`/redaktion/zugang?token=`): the person sets the
 * password of her new account or a new one, twice; a link that is unknown, used, replaced or
 * expired says so in German. After success (`?fertig=<kind>`) it leads to the kind's login.
 */
export default function Zugang({ page, data, form }: TemplateProps) {
  const fertig = queryValue(page.search, 'fertig');
  if (fertig) {
    return (
      <div className="rd-notice" role="status">
        <p>Ihr Passwort ist festgelegt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.</p>
        <p>
          <a className="rd-button" href={anmeldungFuer(fertig)}>
            Zur Anmeldung für {BEREICH[fertig] ?? 'Ihren Bereich'}
          </a>
        </p>
      </div>
    );
  }
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar. Bitte laden Sie die Seite später noch einmal.</p>;
  const submission = form.submission;
  const postedToken = submission?.values?.token;
  const token = queryValue(page.search, 'token') || (typeof postedToken === 'string' ? postedToken : '');
  const link = linkAus(data.zugang);
  // A post that failed on the link itself (expired meanwhile, used) leaves nothing to fill in.
  const linkTot = submission?.status === 'error';
  const gueltig = link && 'art' in link ? link : null;
  if (linkTot || (!submission && !gueltig)) {
    const meldung = linkTot ? submission?.message : link && 'error' in link ? link.error : undefined;
    return (
      <div className="rd-summary" role="alert">
        <h2>Dieser Link funktioniert nicht</h2>
        <p>{meldung ?? 'Der Link kann gerade nicht geprüft werden. Bitte versuchen Sie es später noch einmal.'}</p>
      </div>
    );
  }
  return (
    <>
      <Ergebnis form={form} labels={LABELS} />
      {gueltig && (
        <p>
          Guten Tag {gueltig.name}, {gueltig.zweck === 'einladung' ? 'willkommen! Legen Sie hier das Passwort' : 'legen Sie hier das neue Passwort'} für{' '}
          {BEREICH[gueltig.art] ?? 'Ihren Zugang'} fest.
        </p>
      )}
      <PostForm form={form} label="Passwort festlegen">
        <input type="hidden" name="token" value={token} />
        <PasswortFeld form={form} name="passwort" />
        <PasswortFeld form={form} name="passwort_wiederholung" />
        <p className="rd-actions">
          <button type="submit">Passwort festlegen</button>
        </p>
      </PostForm>
    </>
  );
}
