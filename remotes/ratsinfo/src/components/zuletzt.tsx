import { island } from '@musterstadt/shell-contract';
import { useHydrated } from '@musterstadt/ui';
import { useEffect } from 'react';
import { sitzungAngesehen, useAppDispatch, useCouncilUser, useZuletzt, type ZuletztAngesehen } from '../slice';

/**
 * 'Zuletzt angesehen': the meetings a member opened in this visit, from the browser's store (the
 * server does not know them). Shown once hydrated, so the server's HTML and the first render agree.
 */
function ZuletztView() {
  const hydrated = useHydrated();
  const zuletzt = useZuletzt();
  if (!hydrated || zuletzt.length === 0) return null;
  return (
    <section aria-labelledby="ri-zuletzt">
      <h2 id="ri-zuletzt">Zuletzt angesehen</h2>
      <ul className="ms-area-list">
        {zuletzt.map((s) => (
          <li key={s.id} className="ms-area-list__item">
            <a href={s.detailURL}>{s.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notes a meeting a member opened (for 'Zuletzt angesehen'); shows nothing. */
function AngesehenView({ sitzung }: { sitzung: ZuletztAngesehen }) {
  const user = useCouncilUser();
  const dispatch = useAppDispatch();
  const { id, name, detailURL } = sitzung;
  useEffect(() => {
    if (user) dispatch(sitzungAngesehen({ id, name, detailURL }));
  }, [dispatch, id, name, detailURL, user]);
  return null;
}

export const Zuletzt = island('zuletzt', ZuletztView, { hydrate: 'idle' });
export const Angesehen = island('angesehen', AngesehenView, { hydrate: 'idle' });
