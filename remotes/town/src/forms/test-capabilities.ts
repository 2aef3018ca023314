import type { CmsResponse, CmsWriteClient, WriteMethod } from '@musterstadt/cms-client';
import { Captcha } from '@musterstadt/forms/server';
import type { CaptchaChallenge, FormCapabilities, FormHandler, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';

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

/** Submits `input` to a captcha form's handler as the shell would, with the right answer to its captcha. */
export async function submitWithCaptcha<Values, Data>(
  handler: FormHandler<Values, Data>,
  caps: FormCapabilities,
  input: Record<string, unknown>,
  files: UploadedFile[] = [],
) {
  if (!handler.load) throw new Error('This form asks no captcha question.');
  const { captcha } = (await handler.load(caps)) as { captcha: CaptchaChallenge };
  const checked = await validateForm(handler.schema, { ...input, captcha: '2', captchaToken: captcha.token });
  if (!checked.ok) throw new Error(JSON.stringify(checked));
  return handler.submit(checked.values as never, caps, undefined, files);
}
