import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import { Captcha } from '@musterstadt/forms/server';
import type { FormCapabilities } from '@musterstadt/shell-contract';

type Answer = CmsResponse | (() => CmsResponse | Promise<CmsResponse>);

/**
 * What a form handler is given in its tests: a content API that records every write and gives
 * `answer`, no row database, and a real captcha whose sums are always 1 + 1.
 */
export function testCapabilities(answer: Answer = { status: 200, body: { ok: true, id: 1 } }) {
  const sent: { method: WriteMethod; path: string; body?: unknown }[] = [];
  const cms: CmsWriteClient = {
    baseUrl: 'http://cms',
    get: () => Promise.reject(new Error('not used')),
    async send<T>(method: WriteMethod, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return (typeof answer === 'function' ? await answer() : answer) as CmsResponse<T>;
    },
  };
  const captcha = new Captcha('a-test-secret-of-at-least-32-chars!', Date.now, () => 0);
  const caps: FormCapabilities = {
    cms,
    rows: { baseUrl: '', get: () => Promise.reject(new Error('no rows')), send: () => Promise.reject(new Error('no rows')) },
    captcha: { create: () => captcha.create(), verify: (token, value) => captcha.verify(token, value) },
    report: jest.fn(),
  };
  return { caps, sent };
}
