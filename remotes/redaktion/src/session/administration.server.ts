/**
 * The page middleware `redaktion-administration` (server build only): the accounts and the audit log
 * are for the role `Administration` alone. It follows `redaktion-anmeldung` on those pages; an editor
 * without the role gets the German 403 page, as the content API answers her calls 403.
 */
import { defineMiddleware, next, toLogin } from '@musterstadt/shell-contract/server';
import { PATHS } from '../texts';
import type { RedaktionProfile } from './profile';

export default defineMiddleware((request) => {
  const profil = request.sessions['redaktion'] as Partial<RedaktionProfile> | undefined;
  if (!profil) return toLogin(PATHS.login, request);
  return Array.isArray(profil.rollen) && profil.rollen.includes('Administration') ? next(['redaktion']) : { status: 403 };
});
