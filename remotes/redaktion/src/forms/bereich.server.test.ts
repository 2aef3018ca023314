import type { CmsResponse, CmsWriteClient } from '@musterstadt/cms-client';
import type { FormCapabilities } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import handler, { bereichSchema } from './bereich.server';

function caps(answer: CmsResponse<unknown>) {
  const calls: { call: string; body: unknown }[] = [];
  const cms = {
    baseUrl: 'http://cms.test',
    async send(method: string, path: string, body?: unknown) {
      calls.push({ call: `${method} ${path}`, body });
      return answer;
    },
  } as unknown as CmsWriteClient;
  const capabilities = { cms, sessions: { redaktion: { profile: { id: 5, rollen: ['Administration'] }, cms } } } as unknown as FormCapabilities;
  return { capabilities, calls };
}

describe('the one-person publishing of a section', () => {
  it('turns it on for the section and goes back to the sections on the accounts page', async () => {
    const checked = await validateForm(bereichSchema, { bereich: 'grundschule-musterstadt', einpersonen_freigabe: 'ja' });
    const { capabilities, calls } = caps({ status: 200, body: { id: 'grundschule-musterstadt', einpersonen_freigabe: true } });
    expect(await handler.submit((checked as unknown as { values: never }).values, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/konten?meldung=bereich-geaendert#bereiche',
    });
    expect(calls).toEqual([{ call: 'PATCH /api/cms/redaktion/bereiche/grundschule-musterstadt', body: { einpersonen_freigabe: true } }]);
  });

  it('refuses a value other than ja or nein, and shows the content API’s 403 in German', async () => {
    expect(await validateForm(bereichSchema, { bereich: 'stadt', einpersonen_freigabe: 'vielleicht' })).toMatchObject({ ok: false });
    const { capabilities } = caps({ status: 403, body: { error: 'Dafür fehlt Ihnen die Rolle „Administration“.' } });
    expect(await handler.submit({ bereich: 'stadt', einpersonen_freigabe: 'nein' }, capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 403,
      message: 'Dafür fehlt Ihnen die Rolle „Administration“.',
    });
  });
});
