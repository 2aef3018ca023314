import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { anmeldungenSchema } from './anmeldungen.server';

const ID = '7d0e2b9c-1111-4c7a-8e0b-5a5b6c7d8e9f';

const PROFIL = { id: 7, name: 'Petra Lang', email: 'petra.lang@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };

async function submit(input: Record<string, unknown>, antworten: Antworten, session = true) {
  const checked = await validateForm(anmeldungenSchema, input);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const { capabilities, calls } = formCaps(antworten, PROFIL, session);
  return { outcome: await handler.submit(checked.values as never, capabilities, undefined), calls };
}

describe('ending one of the editor’s own sessions', () => {
  it('refuses anything but a session id in German', async () => {
    expect(await validateForm(anmeldungenSchema, { id: '../konten/1' })).toEqual({ ok: false, errors: { id: 'Diese Anmeldung gibt es nicht.' } });
    expect(await validateForm(anmeldungenSchema, {})).toEqual({ ok: false, errors: { id: 'Bitte wählen Sie eine Anmeldung.' } });
  });

  it('ends the session with the editor’s token and comes back to the list with the notice', async () => {
    const { outcome, calls } = await submit({ id: ID.toUpperCase() }, { [`DELETE /api/cms/sitzungen/${ID}`]: { status: 204, body: null } });
    expect(calls).toEqual([{ call: `DELETE /api/cms/sitzungen/${ID}`, body: undefined }]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/anmeldungen?meldung=sitzung-beendet' });
  });

  it('shows the content API’s German refusal of a session that is not the editor’s own or already ended', async () => {
    const message = 'Diese Sitzung gibt es nicht, sie ist schon beendet, oder sie gehört nicht zu Ihrer Anmeldung.';
    const { outcome } = await submit({ id: ID }, { [`DELETE /api/cms/sitzungen/${ID}`]: { status: 404, body: { error: message } } });
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 404, message });
  });

  it('asks for a new login when the editor’s session is gone, and calls nothing', async () => {
    const { outcome, calls } = await submit({ id: ID }, {}, false);
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 401 });
    expect(calls).toEqual([]);
  });
});
