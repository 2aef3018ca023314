import type { RedaktionBereich, RedaktionKonto } from '@musterstadt/cms-client';
import type { BlockForm, TemplateProps } from '@musterstadt/shell-contract';
import { auswahl, eingabe, Ergebnis, fehlerVon, PostForm } from '../components/form-parts';
import { listeAus } from '../components/inhalte-tabelle';
import { MELDUNGEN } from '../forms/meldungen';
import { PATHS, queryValue, ROLLEN, zeit } from '../texts';

const LABELS = { name: 'Name', email: 'E-Mail-Adresse', passwort: 'Passwort', rollen: 'Rollen', bereiche: 'Bereiche', grund: 'Grund' };

function kontoAus(value: unknown): RedaktionKonto | null {
  const konto = value as Partial<RedaktionKonto> | null;
  return konto && typeof konto.id === 'number' && typeof konto.name === 'string' && Array.isArray(konto.rollen) ? (konto as RedaktionKonto) : null;
}

/** A field's error line and the attributes that tie it to its input. */
function Fehler({ form, name }: { form: BlockForm; name: keyof typeof LABELS }) {
  const fehler = fehlerVon(form, name);
  return fehler ? (
    <p className="rd-error" id={`rd-${name}-fehler`}>
      {fehler}
    </p>
  ) : null;
}

const beschrieben = (form: BlockForm, name: string, hinweis?: string) => {
  const ids = [hinweis, fehlerVon(form, name) ? `rd-${name}-fehler` : undefined].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': fehlerVon(form, name) ? true : undefined };
};

/** The optional reason of ending or activating an account, for the audit log. */
function GrundFeld({ form }: { form: BlockForm }) {
  return (
    <div className="rd-field">
      <label htmlFor="rd-grund">Grund (freiwillig, steht im Protokoll)</label>
      <Fehler form={form} name="grund" />
      <textarea id="rd-grund" name="grund" defaultValue={eingabe(form, 'grund', '')} {...beschrieben(form, 'grund')} />
    </div>
  );
}

/**
 * A new editorial account (`/redaktion/konten/neu`) or one that exists (`/redaktion/konten/:id`):
 * name, e-mail address, password, roles and sections; an active account can be ended, an ended one
 * activated again.
 */
export default function Konto({ page, data, form }: TemplateProps) {
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const konto = kontoAus(data.konto);
  const bereiche = listeAus<RedaktionBereich>(data.bereiche) ?? [];
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const aktion = form.submission?.values?.aktion;
  const beenden = aktion === 'beenden' || aktion === 'aktivieren';
  const rollen = auswahl(beenden ? undefined : form, 'rollen', konto?.rollen ?? ['Redakteur']);
  const gewaehlt = auswahl(beenden ? undefined : form, 'bereiche', konto?.bereiche ?? []);
  const wert = (name: 'name' | 'email', fallback: string) => (beenden ? fallback : eingabe(form, name, fallback));
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      <Ergebnis form={form} labels={LABELS} />
      {konto && (
        <dl className="rd-facts">
          <dt>Kontonummer</dt>
          <dd>
            {konto.id} · <a href={`${PATHS.protokoll}?wer=${konto.id}`}>Protokoll dieses Kontos</a>
          </dd>
          <dt>Angelegt</dt>
          <dd>{zeit(konto.erstellt_am)}</dd>
          {konto.geaendert_am && (
            <>
              <dt>Zuletzt geändert</dt>
              <dd>{zeit(konto.geaendert_am)}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>
            <span className="rd-status">{konto.aktiv ? 'Aktiv' : `Beendet am ${zeit(konto.beendet_am)}`}</span>
          </dd>
        </dl>
      )}
      {konto && !konto.aktiv ? (
        <>
          <p>
            Ein beendetes Konto kann sich nicht anmelden und wird nicht geändert; seine Fassungen und Protokolleinträge bleiben erhalten. Braucht die Person
            wieder Zugang, aktivieren Sie das Konto wieder.
          </p>
          <h2>Konto wieder aktivieren</h2>
          <PostForm form={form} id={`${form.id}-aktivieren`} label={`Konto von ${konto.name} wieder aktivieren`}>
            <input type="hidden" name="id" value={String(konto.id)} />
            <p>
              Das Konto erhält seine bisherigen Rollen und Bereiche zurück; die Person meldet sich mit ihrem bisherigen Passwort an. Setzen Sie danach ein neues
              Passwort, wenn sie es nicht mehr kennt.
            </p>
            <GrundFeld form={form} />
            <p className="rd-actions">
              <button type="submit" name="aktion" value="aktivieren">
                Konto wieder aktivieren
              </button>
            </p>
          </PostForm>
        </>
      ) : (
        <PostForm form={form} label={konto ? `Konto von ${konto.name} bearbeiten` : 'Neues Konto'}>
          {konto && <input type="hidden" name="id" value={String(konto.id)} />}
          <div className="rd-field">
            <label htmlFor="rd-name">{LABELS.name}</label>
            <Fehler form={form} name="name" />
            <input id="rd-name" type="text" name="name" autoComplete="off" defaultValue={wert('name', konto?.name ?? '')} {...beschrieben(form, 'name')} />
          </div>
          <div className="rd-field">
            <label htmlFor="rd-email">{LABELS.email}</label>
            <Fehler form={form} name="email" />
            <input
              id="rd-email"
              type="email"
              name="email"
              autoComplete="off"
              defaultValue={wert('email', konto?.email ?? '')}
              {...beschrieben(form, 'email')}
            />
          </div>
          <div className="rd-field">
            <label htmlFor="rd-passwort">{konto ? 'Neues Passwort' : 'Erstes Passwort (freiwillig)'}</label>
            <p className="rd-hint" id="rd-passwort-hinweis">
              {konto
                ? 'Nur ausfüllen, um ein vergessenes Passwort zu ersetzen: Alle Anmeldungen des Kontos enden dann. Mindestens 12 Zeichen.'
                : 'Leer lassen, und die Person erhält eine Einladung per E-Mail: Über den Link (72 Stunden gültig, nur einmal) legt sie ihr Passwort selbst fest, so kennt es niemand sonst. Nur wenn das nicht geht: mindestens 12 Zeichen, auf einem sicheren Weg mitteilen.'}
            </p>
            <Fehler form={form} name="passwort" />
            <input
              id="rd-passwort"
              type="password"
              name="passwort"
              autoComplete="new-password"
              defaultValue=""
              {...beschrieben(form, 'passwort', 'rd-passwort-hinweis')}
            />
          </div>
          <fieldset className="rd-field" id="rd-rollen" tabIndex={-1} {...beschrieben(form, 'rollen')}>
            <legend>{LABELS.rollen}</legend>
            <Fehler form={form} name="rollen" />
            {ROLLEN.map(({ rolle, text }) => (
              <div className="rd-check" key={rolle}>
                <input id={`rd-rolle-${rolle}`} type="checkbox" name="rollen" value={rolle} defaultChecked={rollen.includes(rolle)} />
                <label htmlFor={`rd-rolle-${rolle}`}>
                  {rolle} <span className="rd-hint">({text})</span>
                </label>
              </div>
            ))}
          </fieldset>
          <fieldset className="rd-field" id="rd-bereiche" tabIndex={-1} {...beschrieben(form, 'bereiche', 'rd-bereiche-hinweis')}>
            <legend>{LABELS.bereiche}</legend>
            <p className="rd-hint" id="rd-bereiche-hinweis">
              Was das Konto bearbeiten darf. Die Administration darf jeden Bereich. Jede Rubrik des Intranets („Intranet: …“) ist ein Bereich für sich: Ein
              Konto nur mit „Intranet: IT-Hinweise“ schreibt interne Texte nur dort.
            </p>
            <Fehler form={form} name="bereiche" />
            {bereiche.map((bereich) => (
              <div className="rd-check" key={bereich.id}>
                <input id={`rd-bereich-${bereich.id}`} type="checkbox" name="bereiche" value={bereich.id} defaultChecked={gewaehlt.includes(bereich.id)} />
                <label htmlFor={`rd-bereich-${bereich.id}`}>{bereich.titel}</label>
              </div>
            ))}
          </fieldset>
          <p className="rd-actions">
            <button type="submit" name="aktion" value="speichern">
              {konto ? 'Änderungen speichern' : 'Konto anlegen'}
            </button>
            <a href={PATHS.konten}>Zurück zu den Konten</a>
          </p>
        </PostForm>
      )}
      {konto?.aktiv && (
        <>
          <h2>Link für ein neues Passwort</h2>
          <PostForm form={form} id={`${form.id}-passwort-link`} label={`Link für ein neues Passwort an ${konto.name}`}>
            <input type="hidden" name="id" value={String(konto.id)} />
            <p>
              Die Person erhält eine E-Mail mit einem Link, über den sie selbst ein neues Passwort festlegt; so kennt niemand sonst ihr Passwort. Der Link gilt
              72 Stunden und nur einmal; sobald sie das neue Passwort festlegt, enden alle Anmeldungen des Kontos.
            </p>
            <p className="rd-actions">
              <button type="submit" name="aktion" value="passwort-link">
                Link für neues Passwort schicken
              </button>
            </p>
          </PostForm>
          <h2>Konto beenden</h2>
          <PostForm form={form} id={`${form.id}-beenden`} label={`Konto von ${konto.name} beenden`}>
            <input type="hidden" name="id" value={String(konto.id)} />
            <p>Ein beendetes Konto kann sich nicht mehr anmelden; alle seine Anmeldungen enden sofort. Fassungen und Protokoll bleiben erhalten.</p>
            <GrundFeld form={form} />
            <p className="rd-actions">
              <button type="submit" name="aktion" value="beenden">
                Konto beenden
              </button>
            </p>
          </PostForm>
        </>
      )}
    </>
  );
}
