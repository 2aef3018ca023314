import { validateForm } from '@musterstadt/ui/forms/schema';
import { testCapabilities } from '../test-capabilities';
import freigabe, { FREIGABE_ENDPOINT } from './entry-approval.server';

describe('approval handler', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-_';

  it('publishes through the content API and goes on to the page of the link', async () => {
    const { caps, sent } = testCapabilities({ status: 200, body: { status: 'freigegeben', url: '/veranstaltungen/x-1' } });
    expect(await freigabe.submit({ token }, caps, undefined)).toEqual({ status: 'success', redirect: `/formulare/freigabe?token=${token}` });
    expect(sent).toEqual([{ method: 'POST', path: FREIGABE_ENDPOINT, body: { token } }]);
  });

  it.each([
    [410, 'Der Freigabe-Link ist abgelaufen. Der Eintrag wurde nicht veröffentlicht.'],
    [400, 'Der Freigabe-Link ist ungültig. Der Eintrag wurde nicht veröffentlicht.'],
  ])('answers the content API’s %i with a German message', async (status, message) => {
    const { caps } = testCapabilities({ status, body: { error: 'x' } });
    expect(await freigabe.submit({ token }, caps, undefined)).toMatchObject({ status: 'error', message });
  });

  it('passes on why an entry can no longer be published', async () => {
    const error = 'Die Anzeige sollte nur bis zum 12.03.2030 hängen und wird deshalb nicht mehr veröffentlicht.';
    const { caps } = testCapabilities({ status: 409, body: { error } });
    expect(await freigabe.submit({ token }, caps, undefined)).toMatchObject({ status: 'error', httpStatus: 409, message: error });
  });

  it('takes only a token of the link’s characters', async () => {
    expect(await validateForm(freigabe.schema, { token: '<script>' })).toMatchObject({ ok: false });
    expect(await validateForm(freigabe.schema, { token, publish: 'all' })).toMatchObject({ ok: false });
  });
});
