/**
 * For the form handlers' tests: the capabilities the shell lends a handler, with a content API that
 * answers each `METHOD path` as the test says (else 500) and records every call with its body.
 */
import type { CmsResponse, CmsWriteClient } from '@musterstadt/cms-client';
import type { FormCapabilities } from '@musterstadt/shell-contract';

export type Antworten = Record<string, CmsResponse<unknown>>;

export function formCaps(antworten: Antworten, profile: Record<string, unknown>, session = true) {
  const calls: { call: string; body: unknown }[] = [];
  const cms: CmsWriteClient = {
    baseUrl: 'http://cms.test',
    async get<T>() {
      return { status: 404, body: null } as CmsResponse<T>;
    },
    async send<T>(method: string, path: string, body?: unknown) {
      calls.push({ call: `${method} ${path}`, body });
      return (antworten[`${method} ${path}`] ?? { status: 500, body: null }) as CmsResponse<T>;
    },
  };
  const capabilities = {
    cms,
    rows: cms,
    report: () => undefined,
    ...(session ? { sessions: { redaktion: { profile, cms } } } : {}),
  } as unknown as FormCapabilities;
  return { capabilities, calls };
}
