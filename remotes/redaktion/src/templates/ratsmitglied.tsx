import type { RatsmitgliedAktion, RatsmitgliedDetail } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { Ergebnis, PostForm } from '../components/form-parts';
import { ANREDEN, deutschesDatum, Feld, gremiumOptionen, kontoStand, linkKnopf, RATSMITGLIED_LABELS } from '../components/ratsmitglied-felder';
import { MELDUNGEN } from '../forms/meldungen';
import { PATHS, queryValue } from '../texts';

function mitgliedAus(value: unknown): RatsmitgliedDetail | null {
  const mitglied = value as Partial<RatsmitgliedDetail> | null;
  return mitglied &&
    typeof mitglied.id === 'number' &&
    Array.isArray(mitglied.mitgliedschaften) &&
    Array.isArray(mitglied.gremien) &&
    Array.isArray(mitglied.aktionen)
    ? (mitglied as RatsmitgliedDetail)
    : null;
}

/**
 * One council member (`/redaktion/ratsmitglieder/:id`): the public data and the memberships (what
 * /ratsinfo/personen, /ratsinfo/gremien and OParl show), which the administration and the council
 * office keep; for the administration also the login's e-mail address, a link for a new password and
 * the end of the account after a confirmation step (`?beenden=1`) with an optional reason.
 */
export default function Ratsmitglied({ page, data, form }: TemplateProps) {
  if (!form) return <p role="alert">Das Formular ist gerade nicht verfügbar.</p>;
  const mitglied = mitgliedAus(data.ratsmitglied);
  if (!mitglied) return <p role="alert">Das Ratsmitglied konnte nicht geladen werden. Bitte laden Sie die Seite neu.</p>;
  const meldung = MELDUNGEN[queryValue(page.search, 'meldung')];
  const werte = form.submission?.values;
  const aktion = werte?.aktion;
  const name = [mitglied.titel, mitglied.vorname, mitglied.nachname].filter(Boolean).join(' ');
  const seite = `${PATHS.ratsmitglieder}/${mitglied.id}`;
  const darf = (was: RatsmitgliedAktion) => mitglied.aktionen.includes(was);
  const bestaetigen = darf('beenden') && mitglied.aktiv && (queryValue(page.search, 'beenden') === '1' || aktion === 'beenden');
  const person = { form, aktiv: aktion === 'speichern' };
  const neu = { form, aktiv: aktion === 'mitgliedschaft-neu', praefix: 'rd-neu' };
  return (
    <>
      {meldung && !form.submission && (
        <p className="rd-notice" role="status">
          {meldung}
        </p>
      )}
      {/* A membership's refusal stands in its own form, at its fields. */}
      {!String(aktion ?? '').startsWith('mitgliedschaft-') && <Ergebnis form={form} labels={RATSMITGLIED_LABELS} />}
      <p className="rd-meta">
        Konto: {kontoStand(mitglied)} · öffentlich unter <a href={`/ratsinfo/personen#person-${mitglied.id}`}>Personen im Ratsinformationssystem</a>
      </p>

      {bestaetigen && (
        <section aria-labelledby="rd-beenden-titel" className="rd-notice">
          <h2 id="rd-beenden-titel">Konto von {name} beenden?</h2>
          <p>
            {name} kann sich danach nicht mehr im Ratsinformationssystem anmelden; offene Anmeldungen enden beim nächsten Seitenaufruf. Die Angaben und
            Mitgliedschaften bleiben öffentlich. Das lässt sich hier nicht rückgängig machen.
          </p>
          <PostForm form={form} id={`${form.id}-beenden`} label={`Konto von ${name} beenden`}>
            <input type="hidden" name="id" value={mitglied.id} />
            <Feld form={form} aktiv={aktion === 'beenden'} name="grund" type="textarea" wert="" />
            <p className="rd-actions">
              <button type="submit" name="aktion" value="beenden" className="rd-warnung">
                Konto endgültig beenden
              </button>
              <a href={seite}>Abbrechen</a>
            </p>
          </PostForm>
        </section>
      )}

      <h2>Öffentliche Angaben</h2>
      <PostForm form={form} id={`${form.id}-angaben`} label={`Öffentliche Angaben von ${name}`}>
        <input type="hidden" name="id" value={mitglied.id} />
        <Feld {...person} name="anrede" type="select" optionen={ANREDEN} wert={mitglied.anrede} />
        <Feld {...person} name="titel" wert={mitglied.titel ?? ''} />
        <Feld {...person} name="vorname" wert={mitglied.vorname} />
        <Feld {...person} name="nachname" wert={mitglied.nachname} />
        {darf('email') ? (
          <Feld {...person} name="email" type="email" wert={mitglied.email} hinweis="Nicht öffentlich: die Adresse der Anmeldung und der E-Mails." />
        ) : (
          <p>
            <input type="hidden" name="email" value={mitglied.email} />
            E-Mail-Adresse der Anmeldung (nicht öffentlich): {mitglied.email}. Sie ändert die Administration.
          </p>
        )}
        <Feld {...person} name="partei" wert={mitglied.partei} />
        <Feld {...person} name="beruf" wert={mitglied.beruf ?? ''} />
        <Feld {...person} name="wohnort" wert={mitglied.wohnort} />
        <p className="rd-actions">
          <button type="submit" name="aktion" value="speichern">
            Angaben speichern
          </button>
        </p>
      </PostForm>

      <h2>Mitgliedschaften in Gremien</h2>
      {mitglied.mitgliedschaften.length === 0 ? (
        <p>Noch keine Mitgliedschaft.</p>
      ) : (
        <ul>
          {mitglied.mitgliedschaften.map((m) => {
            const diese = (aktion === 'mitgliedschaft-aendern' || aktion === 'mitgliedschaft-entfernen') && werte?.mid === String(m.id);
            const feld = { form, aktiv: diese, praefix: `rd-m${m.id}` };
            return (
              <li key={m.id}>
                <PostForm form={form} id={`${form.id}-m${m.id}`} label={`Mitgliedschaft im Gremium ${m.gremium.name}`}>
                  <h3>{m.gremium.name}</h3>
                  <input type="hidden" name="id" value={mitglied.id} />
                  <input type="hidden" name="mid" value={m.id} />
                  {diese && form.submission?.message && (
                    <p className="rd-error" role="alert">
                      {form.submission.message}
                    </p>
                  )}
                  <Feld {...feld} name="rolle" wert={m.rolle} />
                  <Feld {...feld} name="seit" type="date" wert={m.seit} />
                  <Feld
                    {...feld}
                    name="bis"
                    type="date"
                    wert={m.bis ?? ''}
                    hinweis={m.bis ? `Endet am ${deutschesDatum(m.bis)}.` : 'Leer lassen, solange die Mitgliedschaft dauert.'}
                  />
                  <p className="rd-actions">
                    <button type="submit" name="aktion" value="mitgliedschaft-aendern" aria-label={`Mitgliedschaft speichern: ${m.gremium.name}`}>
                      Mitgliedschaft speichern
                    </button>
                    <button
                      type="submit"
                      name="aktion"
                      value="mitgliedschaft-entfernen"
                      className="rd-warnung"
                      aria-label={`Entfernen: Mitgliedschaft im Gremium ${m.gremium.name}`}
                    >
                      Entfernen
                    </button>
                  </p>
                </PostForm>
              </li>
            );
          })}
        </ul>
      )}
      <PostForm form={form} id={`${form.id}-neu`} label="Mitgliedschaft hinzufügen">
        <h3>Mitgliedschaft hinzufügen</h3>
        {aktion === 'mitgliedschaft-neu' && form.submission?.message && (
          <p className="rd-error" role="alert">
            {form.submission.message}
          </p>
        )}
        <input type="hidden" name="id" value={mitglied.id} />
        <Feld {...neu} name="gremium_id" type="select" optionen={gremiumOptionen(mitglied.gremien)} wert="" />
        <Feld {...neu} name="rolle" wert="Mitglied" />
        <Feld {...neu} name="seit" type="date" wert="" hinweis="Im Format TT.MM.JJJJ, falls Ihr Browser kein Kalenderfeld zeigt." />
        <Feld {...neu} name="bis" type="date" wert="" />
        <p className="rd-actions">
          <button type="submit" name="aktion" value="mitgliedschaft-neu">
            Mitgliedschaft hinzufügen
          </button>
        </p>
      </PostForm>

      {darf('passwort-link') && (
        <>
          <h2>Konto</h2>
          {mitglied.aktiv ? (
            <>
              <PostForm form={form} id={`${form.id}-link`} label={`Link für ein neues Passwort an ${name}`}>
                <input type="hidden" name="id" value={mitglied.id} />
                <p className="rd-actions">
                  <button type="submit" name="aktion" value="passwort-link">
                    {linkKnopf(mitglied)}
                  </button>
                </p>
              </PostForm>
              {!bestaetigen && darf('beenden') && (
                <p>
                  <a className="rd-button" href={`${seite}?beenden=1#rd-beenden-titel`}>
                    Konto beenden …
                  </a>
                </p>
              )}
            </>
          ) : (
            <p>Das Konto ist beendet. Die Person bleibt mit ihren Angaben und Mitgliedschaften öffentlich.</p>
          )}
        </>
      )}
      <p>
        <a href={PATHS.ratsmitglieder}>Zurück zu den Ratsmitgliedern</a>
      </p>
    </>
  );
}
