/**
 * The intranet's own slice, injected into the shell's root reducer when the remote loads, with the
 * spec's state (point 3): loading flag, user, texts, categories, latest texts, archive, archive topics,
 * archive documents. Rules (points 4, 7, 8): latest texts are merged over the sections, sorted newest
 * first and cut to the page size (default 3); a failed fetch clears its list and returns false,
 * silently; logout empties texts, categories, archive, archive topics and documents.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IntranetArchiv, IntranetArchivThema, IntranetDokument, IntranetRubrik, IntranetText } from '@musterstadt/cms-client';
import { isLoggedOutOf, rootReducer, selectProfile, type AppDispatch, type RootState } from '@musterstadt/shell-contract/store';
import { useDispatch, useSelector } from 'react-redux';
import type { IntranetProfile } from './session/profile';

/** Latest texts shown when no page size is given (spec point 9). */
export const NEUESTE_STANDARD = 3;

export interface IntranetState {
  loading: boolean;
  /** The profile as the session slice has it (never the token). */
  user: IntranetProfile | null;
  texte: IntranetText[];
  rubriken: IntranetRubrik[];
  neuesteTexte: IntranetText[];
  archiv: IntranetArchiv[];
  archivThemen: IntranetArchivThema[];
  archivDokumente: IntranetDokument[];
}

/** The lists a fetch fills (and a failed fetch clears). */
export type IntranetListe = 'texte' | 'rubriken' | 'neuesteTexte' | 'archiv' | 'archivThemen' | 'archivDokumente';

export const initialIntranetState: IntranetState = {
  loading: false,
  user: null,
  texte: [],
  rubriken: [],
  neuesteTexte: [],
  archiv: [],
  archivThemen: [],
  archivDokumente: [],
};

/** Merges the sections' latest texts, newest first, cut to the page size. */
export function mergeNeueste(sections: readonly (readonly IntranetText[] | null | undefined)[], proSeite: number = NEUESTE_STANDARD): IntranetText[] {
  const size = Number.isInteger(proSeite) && proSeite > 0 ? proSeite : NEUESTE_STANDARD;
  return sections
    .flatMap((section) => (Array.isArray(section) ? section : []))
    .slice()
    .sort((a, b) => Date.parse(b.datum_von) - Date.parse(a.datum_von) || b.id - a.id)
    .slice(0, size);
}

type ListPayload = { [K in IntranetListe]: { liste: K; werte: IntranetState[K] } }[IntranetListe];

export const intranetSlice = createSlice({
  name: 'intranet',
  initialState: initialIntranetState,
  reducers: {
    ladenBegonnen(state) {
      state.loading = true;
    },
    listeGeladen(state, action: PayloadAction<ListPayload>) {
      (state as Record<IntranetListe, unknown>)[action.payload.liste] = action.payload.werte;
      state.loading = false;
    },
    listeFehlgeschlagen(state, action: PayloadAction<IntranetListe>) {
      state[action.payload] = [];
      state.loading = false;
    },
    benutzerGesetzt(state, action: PayloadAction<IntranetProfile | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Logout empties the five lists and the user (spec point 4).
    builder.addMatcher(isLoggedOutOf('intranet'), (state) => {
      state.user = null;
      state.texte = [];
      state.rubriken = [];
      state.archiv = [];
      state.archivThemen = [];
      state.archivDokumente = [];
      state.neuesteTexte = [];
      state.loading = false;
    });
  },
  selectors: {
    selectIntranet: (state) => state,
  },
});

declare module '@musterstadt/shell-contract/store' {
  interface LazyLoadedSlices {
    intranet: IntranetState;
  }
}

export const injectedIntranet = intranetSlice.injectInto(rootReducer);
export const { ladenBegonnen, listeGeladen, listeFehlgeschlagen, benutzerGesetzt } = intranetSlice.actions;

/**
 * Loads one list: on success it holds the answer and true is returned; a failed fetch (an error, a
 * status outside 2xx, an answer without a list) clears the list and returns false, silently.
 */
export function ladeListe<K extends IntranetListe>(
  liste: K,
  fetcher: () => Promise<{ ok: boolean; body: unknown }>,
  auswahl: (body: unknown) => unknown = listOf,
) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(ladenBegonnen());
    try {
      const answer = await fetcher();
      const werte = answer.ok ? auswahl(answer.body) : null;
      if (!Array.isArray(werte)) {
        dispatch(listeFehlgeschlagen(liste));
        return false;
      }
      dispatch(listeGeladen({ liste, werte } as ListPayload));
      return true;
    } catch {
      dispatch(listeFehlgeschlagen(liste));
      return false;
    }
  };
}

/** The list of an answer: `data` of `{data: [...]}`, or the answer itself when it is a list. */
export function listOf(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  return body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : null;
}

/**
 * Latest texts of several sections: each section's fetch that fails counts as an empty list; the
 * rest are merged, sorted and cut. Returns false (and clears the list) when every section failed.
 */
export function ladeNeueste(fetchers: (() => Promise<{ ok: boolean; body: unknown }>)[], proSeite: number = NEUESTE_STANDARD) {
  return async (dispatch: AppDispatch): Promise<boolean> => {
    dispatch(ladenBegonnen());
    const sections = await Promise.all(
      fetchers.map(async (fetcher) => {
        try {
          const answer = await fetcher();
          const list = answer.ok ? listOf(answer.body) : null;
          return Array.isArray(list) ? (list as IntranetText[]) : null;
        } catch {
          return null;
        }
      }),
    );
    if (sections.length > 0 && sections.every((s) => s === null)) {
      dispatch(listeFehlgeschlagen('neuesteTexte'));
      return false;
    }
    dispatch(listeGeladen({ liste: 'neuesteTexte', werte: mergeNeueste(sections, proSeite) }));
    return true;
  };
}

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The staff member logged in to the intranet, or null. */
export const selectIntranetUser = (state: RootState): IntranetProfile | null => selectProfile(state, 'intranet');

export function useIntranetUser(): IntranetProfile | null {
  return useAppSelector(selectIntranetUser);
}

export function useIntranet(): IntranetState {
  return useAppSelector(injectedIntranet.selectors.selectIntranet);
}
