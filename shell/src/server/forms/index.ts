import { randomBytes } from 'node:crypto';
import { createCmsClient, type CmsWriteClient } from '@musterstadt/cms-client';
import { Captcha } from '@musterstadt/forms/server';
import type { AnyFormHandler, FormCapabilities } from '@musterstadt/shell-contract';
import type { ShellConfig } from '../config';
import type { RemoteRegistry } from '../remote-registry';
import type { FormLookup } from './handler';

export { formRoutes } from './routes';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

/**
 * What the shell lends every form handler: the row database and the content API as clients that
 * carry their credentials (the token stays in the client), and error reporting.
 */
export function formCapabilities(
  config: Pick<ShellConfig, 'CMS_API_URL' | 'ROW_DATABASE_URL' | 'ROW_DATABASE_TOKEN' | 'FORM_CAPTCHA_SECRET'>,
  cms: CmsWriteClient,
  report: Reporter,
): FormCapabilities {
  const rows = createCmsClient({
    baseUrl: config.ROW_DATABASE_URL ?? config.CMS_API_URL,
    headers: config.ROW_DATABASE_TOKEN ? { authorization: `Token ${config.ROW_DATABASE_TOKEN}` } : {},
    timeoutMs: 8000,
  });
  // Several shells behind one address need the same FORM_CAPTCHA_SECRET; one shell makes its own.
  const captcha = new Captcha(config.FORM_CAPTCHA_SECRET ?? randomBytes(32).toString('base64url'));
  return {
    rows,
    cms,
    captcha: { create: () => captcha.create(), verify: (token, answer) => captcha.verify(token, answer) },
    report: (error, context = {}) => report(error, { phase: 'form handler', ...context }),
  };
}

/**
 * The forms of the remotes: the remote that owns a form id (like a template name) lends its
 * handler from its current server build, so a release of the remote changes the form.
 */
export class RemoteForms implements FormLookup {
  constructor(
    private readonly registry: Pick<RemoteRegistry, 'owner' | 'form'>,
    readonly caps: FormCapabilities,
    private readonly report: Reporter,
  ) {}

  /** The remote that owns a form id now (its login kinds' sessions go to the form's handler). */
  owner(id: string): string | undefined {
    return this.registry.owner('forms', id);
  }

  async get(id: string): Promise<AnyFormHandler | undefined> {
    // The registry follows releases in the background, so the owner and handler are of the current build.
    const remote = this.registry.owner('forms', id);
    if (!remote) return undefined;
    try {
      return await this.registry.form(remote, id);
    } catch (error) {
      this.report(error, { remote, form: id, phase: 'load form handler' });
      return undefined;
    }
  }
}
