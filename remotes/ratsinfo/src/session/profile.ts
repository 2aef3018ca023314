/** A council member's profile as the session keeps it, in the store too: never the token. */
export interface CouncilProfile {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  pw_geaendert: boolean;
  taetigkeitsbereiche: string[];
}

declare module '@musterstadt/shell-contract/store' {
  interface SessionProfiles {
    ratsinfo: CouncilProfile;
  }
}
