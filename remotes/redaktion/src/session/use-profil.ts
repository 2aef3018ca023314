import { selectProfile, type RootState } from '@musterstadt/shell-contract/store';
import { useSelector } from 'react-redux';
import type { RedaktionProfile } from './profile';

/** The logged-in editor's profile (from the session slice), or null. */
export function useProfil(): RedaktionProfile | null {
  return useSelector((state: RootState) => selectProfile(state, 'redaktion'));
}
