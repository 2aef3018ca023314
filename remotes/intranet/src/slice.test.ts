import type { IntranetText } from '@musterstadt/cms-client';
import { loggedIn, loggedOut, makeStore } from '@musterstadt/shell-contract/store';
import { benutzerGesetzt, injectedIntranet, ladeListe, ladeNeueste, listeGeladen, mergeNeueste, NEUESTE_STANDARD } from './slice';

const text = (id: number, datum_von: string, rubrik = 'rundschreiben'): IntranetText => ({
  id,
  titel: `Text ${id}`,
  einleitung: '',
  autor: 'Hauptamt',
  datum_von,
  rubrik: { id: 1, url: rubrik, titel: rubrik, detailURL: `/intranet/rubriken/${rubrik}` },
  detailURL: `/intranet/texte/${id}`,
});

const ok = (body: unknown) => () => Promise.resolve({ ok: true, body });
const state = (store: ReturnType<typeof makeStore>) => injectedIntranet.selectSlice(store.getState());

describe('intranet slice', () => {
  it('merges the latest texts over the sections, newest first, cut to the page size (default 3)', () => {
    const rundschreiben = [text(1, '2026-11-18T08:00:00Z'), text(2, '2026-10-01T08:00:00Z')];
    const it = [text(3, '2026-11-19T07:00:00Z', 'it'), text(4, '2026-11-02T09:00:00Z', 'it')];
    const kantine = [text(5, '2026-11-17T10:00:00Z', 'kantine')];
    expect(NEUESTE_STANDARD).toBe(3);
    expect(mergeNeueste([rundschreiben, it, kantine]).map((t) => t.id)).toEqual([3, 1, 5]);
    expect(mergeNeueste([rundschreiben, it, kantine], 4).map((t) => t.id)).toEqual([3, 1, 5, 4]);
    expect(mergeNeueste([rundschreiben, null, undefined], 10).map((t) => t.id)).toEqual([1, 2]);
    // The input lists are not changed.
    expect(rundschreiben.map((t) => t.id)).toEqual([1, 2]);
  });

  it('loads the latest texts of each section into the store; a failed section counts as empty', async () => {
    const store = makeStore();
    const result = await store.dispatch(
      ladeNeueste([ok({ data: [text(1, '2026-11-18T08:00:00Z')] }), () => Promise.reject(new Error('down')), ok({ data: [text(3, '2026-11-19T08:00:00Z')] })]),
    );
    expect(result).toBe(true);
    expect(state(store).neuesteTexte.map((t) => t.id)).toEqual([3, 1]);
    expect(state(store).loading).toBe(false);
  });

  it('clears the list and returns false when a fetch fails, silently', async () => {
    const store = makeStore();
    expect(await store.dispatch(ladeListe('rubriken', ok({ data: [{ id: 1 }] })))).toBe(true);
    expect(state(store).rubriken).toHaveLength(1);
    expect(await store.dispatch(ladeListe('rubriken', () => Promise.resolve({ ok: false, body: { error: 'kaputt' } })))).toBe(false);
    expect(state(store).rubriken).toEqual([]);
    store.dispatch(listeGeladen({ liste: 'archivDokumente', werte: [{ id: 1 } as never] }));
    expect(await store.dispatch(ladeListe('archivDokumente', () => Promise.reject(new Error('offline'))))).toBe(false);
    expect(state(store).archivDokumente).toEqual([]);
    expect(await store.dispatch(ladeListe('texte', ok({ keine: 'liste' })))).toBe(false);
    expect(await store.dispatch(ladeNeueste([() => Promise.reject(new Error('a')), ok(null)]))).toBe(false);
    expect(state(store).neuesteTexte).toEqual([]);
    expect(state(store).loading).toBe(false);
  });

  it('empties texts, categories, archive, archive topics and documents on logout', async () => {
    const store = makeStore();
    store.dispatch(loggedIn('intranet', { uuid: 'u', vorname: 'Anna', nachname: 'Schmid', email: 'a@b.de' }));
    store.dispatch(benutzerGesetzt({ uuid: 'u', vorname: 'Anna', nachname: 'Schmid', email: 'a@b.de' }));
    for (const liste of ['texte', 'rubriken', 'archiv', 'archivThemen', 'archivDokumente', 'neuesteTexte'] as const) {
      await store.dispatch(ladeListe(liste, ok({ data: [{ id: 1 }] })));
      expect(state(store)[liste]).toHaveLength(1);
    }
    store.dispatch(loggedOut('intranet'));
    const after = state(store);
    expect([after.texte, after.rubriken, after.archiv, after.archivThemen, after.archivDokumente]).toEqual([[], [], [], [], []]);
    expect(after.user).toBeNull();
    expect(store.getState().session.intranet).toBeNull();
  });
});
