/** A staff member's profile as the session keeps it, in the store too: never the token. */
export interface IntranetProfile {
  uuid: string;
  vorname: string;
  nachname: string;
  email: string;
}

declare module '@musterstadt/shell-contract/store' {
  interface SessionProfiles {
    intranet: IntranetProfile;
  }
}
