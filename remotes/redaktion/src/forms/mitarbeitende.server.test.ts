import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { mitarbeitendeSchema } from './mitarbeitende.server';

const PROFIL = { id: 5, name: 'Verena Koch', email: 'verena.koch@musterstadt.de', rollen: ['Administration'], bereiche: [] };
const UUID = '6f1c2a4e-8b3d-4c5e-9a17-2d4b6e8f0a11';

async function submit(input: Record<string, unknown>, antworten: Antworten) {
  const checked = await validateForm(mitarbeitendeSchema, input);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const { capabilities, calls } = formCaps(antworten, PROFIL, true);
  return { outcome: await handler.submit(checked.values as never, capabilities, undefined), calls };
}

describe('the staff access form of the administration', () => {
  it('asks for first name, last name and a valid address before it invites', async () => {
    expect(await validateForm(mitarbeitendeSchema, { aktion: 'einladen', vorname: ' ', nachname: '', email: 'mia@' })).toEqual({
      ok: false,
      errors: {
        vorname: 'Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).',
        nachname: 'Bitte geben Sie den Nachnamen an (höchstens 80 Zeichen).',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      },
    });
  });

  it('invites through the content API and puts a taken address at its field', async () => {
    const einladung = { aktion: 'einladen', vorname: 'Mia', nachname: 'Kern', email: 'mia.kern@musterstadt.de' };
    const ok = await submit(einladung, { 'POST /api/cms/redaktion/mitarbeitende': { status: 201, body: { uuid: UUID } } });
    expect(ok.calls).toEqual([{ call: 'POST /api/cms/redaktion/mitarbeitende', body: { vorname: 'Mia', nachname: 'Kern', email: 'mia.kern@musterstadt.de' } }]);
    expect(ok.outcome).toEqual({ status: 'success', redirect: '/redaktion/mitarbeitende?meldung=eingeladen' });
    const vergeben = 'Für diese E-Mail-Adresse gibt es schon ein Konto im Intranet.';
    const taken = await submit(einladung, { 'POST /api/cms/redaktion/mitarbeitende': { status: 409, body: { error: vergeben } } });
    expect(taken.outcome).toEqual({ status: 'invalid', errors: { email: vergeben }, message: vergeben });
  });

  it('sends a password link or ends the access of the person named, and nobody without an id', async () => {
    const link = await submit(
      { aktion: 'passwort-link', uuid: UUID },
      { [`POST /api/cms/redaktion/mitarbeitende/${UUID}/passwort-link`]: { status: 200, body: {} } },
    );
    expect(link.outcome).toEqual({ status: 'success', redirect: '/redaktion/mitarbeitende?meldung=link-geschickt' });
    const ende = await submit(
      { aktion: 'beenden', uuid: UUID.toUpperCase() },
      { [`POST /api/cms/redaktion/mitarbeitende/${UUID}/beenden`]: { status: 200, body: {} } },
    );
    expect(ende.calls).toEqual([{ call: `POST /api/cms/redaktion/mitarbeitende/${UUID}/beenden`, body: {} }]);
    expect(ende.outcome).toEqual({ status: 'success', redirect: '/redaktion/mitarbeitende?meldung=zugang-beendet' });
    const ohne = await submit({ aktion: 'beenden', uuid: 'x' }, {});
    expect(ohne).toEqual({ outcome: { status: 'invalid', errors: {}, message: 'Bitte wählen Sie eine Person aus der Liste.' }, calls: [] });
  });
});
