/**
 * The page middleware `redaktion-sitzungsdienst` (server build only): the council members' pages are
 * for the administration and for the council office, which keeps the persons and their memberships
 * (role Redakteur in the section Sitzungsdienst). It follows `redaktion-anmeldung`; anyone else gets
 * the German 403 page, as the content API answers her calls 403. The pages show each caller only the
 * actions the content API allows her (`aktionen`).
 */
import { defineMiddleware, next, toLogin } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';
import { pflegtRatsmitglieder, type RedaktionProfile } from './profile';

export default defineMiddleware((request) => {
  const profil = request.sessions['redaktion'] as Partial<RedaktionProfile> | undefined;
  if (!profil) return toLogin(PATHS.login, request);
  return pflegtRatsmitglieder(profil) ? next(['redaktion']) : { status: 403 };
});
