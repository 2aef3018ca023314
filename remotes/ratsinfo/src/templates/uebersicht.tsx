import type { RatsListe, RatsSitzung, RatsUebersicht } from '@musterstadt/cms-client';
import type { TemplateProps } from '@musterstadt/shell-contract';
import { LogoutForm } from '../components/forms';
import { SitzungListe } from '../components/parts';
import { Zuletzt } from '../components/zuletzt';
import { useCouncilUser } from '../slice';
import { PATHS, queryValue } from '../texts';
import { LoginPrompt } from './anmelden';
import Passwort from './passwort';

/** Start page: for members their committees, next meetings and latest papers; for visitors the next public meetings. */
export default function Uebersicht(props: TemplateProps) {
  const { page, data } = props;
  const user = useCouncilUser();
  const uebersicht = data.uebersicht as (RatsUebersicht & { error?: string }) | null | undefined;
  const naechste = (data.naechste as RatsListe<RatsSitzung> | null | undefined)?.data ?? [];
  if (!user || !uebersicht || uebersicht.error) {
    return (
      <>
        <section aria-labelledby="ri-naechste">
          <h2 id="ri-naechste">Nächste Sitzungen</h2>
          <SitzungListe sitzungen={naechste} leer="Aktuell stehen keine Termine an" />
          <p>
            <a href={PATHS.sitzungen}>Alle Sitzungen</a>
          </p>
        </section>
        <section aria-labelledby="ri-anmeldung">
          <h2 id="ri-anmeldung">Anmeldung für Mitglieder</h2>
          <LoginPrompt path={PATHS.home} />
        </section>
      </>
    );
  }
  if (!user.pw_geaendert) return <Passwort {...props} />;
  return (
    <>
      {queryValue(page.search, 'hinweis') === 'passwort-geaendert' && (
        <p className="ms-area-notice" role="status">
          Ihr Passwort wurde geändert.
        </p>
      )}
      <section aria-labelledby="ri-willkommen" className="ms-area-box">
        <h2 id="ri-willkommen">
          Willkommen, {user.vorname} {user.nachname}
        </h2>
        {user.taetigkeitsbereiche.length > 0 && <p>Tätigkeitsbereiche: {user.taetigkeitsbereiche.join(', ')}</p>}
        <LogoutForm />
      </section>
      <section aria-labelledby="ri-gremien">
        <h2 id="ri-gremien">Meine Gremien</h2>
        <ul className="ms-area-list">
          {uebersicht.gremien.map((m) => (
            <li key={m.gremium.id} className="ms-area-list__item">
              <a href={m.gremium.detailURL}>{m.gremium.name}</a> <span className="ms-area-meta">· {m.rolle}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ri-naechste">
        <h2 id="ri-naechste">Meine nächsten Sitzungen</h2>
        <SitzungListe sitzungen={uebersicht.naechsteSitzungen} leer="Aktuell stehen keine Termine an" />
      </section>
      <section aria-labelledby="ri-vorlagen">
        <h2 id="ri-vorlagen">Neueste Vorlagen</h2>
        <ul className="ms-area-list">
          {uebersicht.neueVorlagen.map((v) => (
            <li key={v.id} className="ms-area-list__item">
              <a href={v.detailURL}>{v.titel}</a>{' '}
              <span className="ms-area-meta">
                · {v.aktenzeichen} · {v.art}
                {v.oeffentlich ? '' : ' · nichtöffentlich'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Zuletzt />
    </>
  );
}
