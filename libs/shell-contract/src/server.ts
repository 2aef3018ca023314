/**
 * What a remote contributes from its server build alone (left out of its browser build): login kinds,
 * page middleware, feeds, and the helpers of its form handlers. An entry of its own, so that no browser loads it.
 */
import { validateLoaders, type RemoteDefinition } from './define-remote';
import { validateFeeds } from './feeds';
import type { FormCapabilities, FormSession } from './form-handler';
import type { LoginKindName, SessionProfiles } from './session';

export * from './login-kind';
export * from './middleware';
export * from './previews';
/** @public a remote's feed contribution, for remotes that type their feeds */
export type { ContributedFeed } from './feeds';

/** Checks a loaded remote entry's `logins`, `middleware`, `feeds` and `previews` (the rest is `validateRemoteDefinition`'s); what is wrong, or null. */
export function validateServerContributions(definition: Pick<RemoteDefinition, 'logins' | 'middleware' | 'feeds' | 'previews'>): string | null {
  return (
    validateLoaders(definition.logins, 'logins', 'name') ??
    validateLoaders(definition.middleware, 'middleware', 'name') ??
    validateLoaders(definition.previews, 'previews', 'name') ??
    (definition.feeds === undefined ? null : validateFeeds(definition.feeds))
  );
}

/** The request's session of one of the form's login kinds, typed by the profile its remote declared. */
export function formSession<K extends LoginKindName>(caps: FormCapabilities, kind: K): FormSession<SessionProfiles[K]> | undefined {
  return caps.sessions?.[kind] as FormSession<SessionProfiles[K]> | undefined;
}
