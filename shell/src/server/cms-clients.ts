import { createCmsClient, type CmsWriteClient } from '@musterstadt/cms-client';
import type { ShellConfig } from './config';

/**
 * The shell's one way to the content API. Every client carries the service token (it opens the
 * content API's write and mail endpoints; only the shell has it); some carry more: a session's token
 * or a submission's idempotency key. Only the server holds these clients.
 */
export interface CmsClients {
  /** Calls with the service token only. */
  readonly base: CmsWriteClient;
  /** Calls that also carry these headers. */
  with(headers: Record<string, string>): CmsWriteClient;
}

export function cmsClients(config: Pick<ShellConfig, 'CMS_API_URL' | 'CMS_SERVICE_TOKEN'>, timeoutMs = 8000): CmsClients {
  const service: Record<string, string> = config.CMS_SERVICE_TOKEN ? { 'x-service-token': config.CMS_SERVICE_TOKEN } : {};
  const make = (headers: Record<string, string>) => createCmsClient({ baseUrl: config.CMS_API_URL, timeoutMs, headers: { ...service, ...headers } });
  return { base: make({}), with: make };
}
