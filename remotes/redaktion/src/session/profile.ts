import type { RedaktionProfil } from '@musterstadt/cms-client';

/** An editor's profile as the session keeps it, in the store too: never the token. */
export type RedaktionProfile = RedaktionProfil;

declare module '@musterstadt/shell-contract/store' {
  interface SessionProfiles {
    redaktion: RedaktionProfile;
  }
}
