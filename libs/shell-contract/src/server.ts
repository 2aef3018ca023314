/**
 * What a remote contributes from its server build alone (left out of its browser build): login kinds,
 * page middleware, feeds, previews, template options, and the helpers of its form handlers. An entry of its own, so that no browser loads it.
 */
import { validateLoaders, type RemoteDefinition } from './define-remote';
import { validateFeeds } from './feeds';
import type { FormCapabilities, FormSession } from './form-handler';
import type { LoginKindName, SessionProfiles } from './session';

export * from './login-kind';
export * from './middleware';
export * from './previews';
export * from './template-options';
/** TypeBox's schema builder, for the fields of `defineTemplateOptions`. */
export { Type } from '@sinclair/typebox';
/** @public a remote's feed contribution, for remotes that type their feeds */
export type { ContributedFeed } from './feeds';

/**
 * Checks a loaded remote entry's `logins`, `middleware`, `feeds`, `previews` and `templateOptions` (the
 * rest is `validateRemoteDefinition`'s); what is wrong, or null. A remote with templates must declare
 * their options (`validateTemplateOptions` then checks the loaded declarations).
 */
export function validateServerContributions(
  definition: Partial<Pick<RemoteDefinition, 'templates' | 'logins' | 'middleware' | 'feeds' | 'previews' | 'templateOptions'>>,
): string | null {
  const templates = Object.keys(definition.templates ?? {});
  if (definition.templateOptions === undefined && templates.length > 0)
    return `templateOptions must declare the options of its templates (${templates.join(', ')})`;
  if (definition.templateOptions !== undefined && typeof definition.templateOptions !== 'function') return 'templateOptions must be a loader function';
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
