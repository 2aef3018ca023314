import type { RedaktionProfil } from '@musterstadt/cms-client';

/** An editor's profile as the session keeps it, in the store too: never the token. */
export type RedaktionProfile = RedaktionProfil;

declare module '@musterstadt/shell-contract/store' {
  interface SessionProfiles {
    redaktion: RedaktionProfile;
  }
}

/** The section of the council office (Sitzungsdienst). */
export const SITZUNGSDIENST = 'ratsinfo';

/**
 * Whether the profile may open the council members' pages: the administration, and the council
 * office (role Redakteur in its section), which keeps the persons and their memberships.
 */
export function pflegtRatsmitglieder(profil: Partial<RedaktionProfile> | null | undefined): boolean {
  const rollen = Array.isArray(profil?.rollen) ? profil.rollen : [];
  if (rollen.includes('Administration')) return true;
  const bereiche = Array.isArray(profil?.bereiche) ? profil.bereiche : [];
  return rollen.includes('Redakteur') && bereiche.some((bereich) => bereich.id === SITZUNGSDIENST);
}
