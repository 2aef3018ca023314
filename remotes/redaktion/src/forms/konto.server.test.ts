import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { kontoSchema } from './konto.server';

const PROFIL = { id: 5, name: 'Verena Koch', email: 'verena.koch@musterstadt.de', rollen: ['Administration'], bereiche: [] };
const caps = (antworten: Antworten, session = true) => formCaps(antworten, PROFIL, session);

const neu = {
  aktion: 'speichern',
  name: 'Petra Lang',
  email: 'petra.lang@musterstadt.de',
  passwort: 'Schule!Lang20261',
  rollen: 'Redakteur',
  bereiche: 'grundschule-musterstadt',
};

async function submit(input: Record<string, unknown>, antworten: Antworten) {
  const checked = await validateForm(kontoSchema, input);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const { capabilities, calls } = caps(antworten);
  return { outcome: await handler.submit(checked.values as never, capabilities, undefined), calls };
}

describe('the account form of the administration', () => {
  it('mails the person a link for a new password and comes back to the account with the message', async () => {
    const { outcome, calls } = await submit(
      { id: '9', aktion: 'passwort-link' },
      { 'POST /api/cms/redaktion/konten/9/passwort-link': { status: 200, body: { id: 9, aktiv: true } } },
    );
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/konten/9/passwort-link', body: {} }]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/9?meldung=link-geschickt' });
  });

  it('refuses in German what the content API would refuse: no name, a wrong address, a short first password, no role', async () => {
    expect(await validateForm(kontoSchema, { aktion: 'speichern', name: ' ', email: 'petra@', passwort: 'kurz' })).toEqual({
      ok: false,
      errors: {
        name: 'Bitte geben Sie den Namen an (höchstens 120 Zeichen).',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        passwort: 'Das Passwort muss mindestens 12 und höchstens 128 Zeichen lang sein.',
        rollen: 'Ein Konto braucht mindestens eine Rolle.',
      },
    });
  });

  it('leaves the password of an existing account alone when the field stays empty', async () => {
    expect(await validateForm(kontoSchema, { ...neu, id: '9', passwort: '' })).toMatchObject({ ok: true });
    expect(await validateForm(kontoSchema, { ...neu, id: '9', passwort: 'zu kurz' })).toMatchObject({ ok: false, errors: { passwort: expect.any(String) } });
  });

  it('creates the account with one ticked role and section as lists, and goes on to its page', async () => {
    const { outcome, calls } = await submit(neu, { 'POST /api/cms/redaktion/konten': { status: 201, body: { id: 17 } } });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/konten',
        body: {
          name: 'Petra Lang',
          email: 'petra.lang@musterstadt.de',
          rollen: ['Redakteur'],
          bereiche: ['grundschule-musterstadt'],
          passwort: 'Schule!Lang20261',
        },
      },
    ]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/17?meldung=konto-angelegt' });
  });

  it('invites the person by mail when the first password stays empty', async () => {
    expect(await validateForm(kontoSchema, { ...neu, passwort: '' })).toMatchObject({ ok: true });
    const { outcome, calls } = await submit({ ...neu, passwort: '' }, { 'POST /api/cms/redaktion/konten': { status: 201, body: { id: 18 } } });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/konten',
        body: { name: 'Petra Lang', email: 'petra.lang@musterstadt.de', rollen: ['Redakteur'], bereiche: ['grundschule-musterstadt'] },
      },
    ]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/18?meldung=konto-eingeladen' });
  });

  it('puts the content API’s refusal at its field: an address already taken (409), an unknown section (400)', async () => {
    const taken = await submit(neu, {
      'POST /api/cms/redaktion/konten': { status: 409, body: { error: 'Für diese E-Mail-Adresse gibt es schon ein Konto.' } },
    });
    expect(taken.outcome).toEqual({
      status: 'invalid',
      errors: { email: 'Für diese E-Mail-Adresse gibt es schon ein Konto.' },
      message: 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
    });
    const unknown = await submit(
      { ...neu, bereiche: ['stadt', 'mond'] },
      { 'POST /api/cms/redaktion/konten': { status: 400, body: { error: 'Den Bereich „mond“ gibt es nicht.' } } },
    );
    expect(unknown.outcome).toMatchObject({ status: 'invalid', errors: { bereiche: 'Den Bereich „mond“ gibt es nicht.' } });
  });

  it('changes an account with only a new password when one is typed, and shows a 403 as its German message', async () => {
    const plain = await submit(
      { ...neu, id: '9', passwort: '', rollen: ['Redakteur', 'Freigabe'], bereiche: undefined },
      { 'PATCH /api/cms/redaktion/konten/9': { status: 200, body: { id: 9 } } },
    );
    expect(plain.calls[0]?.body).toEqual({ name: 'Petra Lang', email: 'petra.lang@musterstadt.de', rollen: ['Redakteur', 'Freigabe'], bereiche: [] });
    expect(plain.outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/9?meldung=konto-gespeichert' });

    const self = await submit(
      { ...neu, id: '5', passwort: '' },
      { 'PATCH /api/cms/redaktion/konten/5': { status: 403, body: { error: 'Sie können sich die Rolle „Administration“ nicht selbst nehmen.' } } },
    );
    expect(self.outcome).toMatchObject({ status: 'error', httpStatus: 403, message: 'Sie können sich die Rolle „Administration“ nicht selbst nehmen.' });
  });

  it('ends an account with its reason, without asking for name or roles', async () => {
    const { outcome, calls } = await submit(
      { id: '9', aktion: 'beenden', grund: 'Hat die Schule verlassen.' },
      { 'POST /api/cms/redaktion/konten/9/beenden': { status: 200, body: { id: 9, aktiv: false } } },
    );
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/konten/9/beenden', body: { grund: 'Hat die Schule verlassen.' } }]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/9?meldung=konto-beendet' });
  });

  it('activates an ended account again with its reason, and shows the content API’s refusal', async () => {
    expect(await validateForm(kontoSchema, { id: '9', aktion: 'aktivieren', grund: '' })).toMatchObject({ ok: true });
    const { outcome, calls } = await submit(
      { id: '9', aktion: 'aktivieren', grund: 'Zurück aus der Elternzeit.' },
      { 'POST /api/cms/redaktion/konten/9/aktivieren': { status: 200, body: { id: 9, aktiv: true } } },
    );
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/konten/9/aktivieren', body: { grund: 'Zurück aus der Elternzeit.' } }]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/konten/9?meldung=konto-aktiviert' });

    const ohneGrund = await submit({ id: '9', aktion: 'aktivieren' }, { 'POST /api/cms/redaktion/konten/9/aktivieren': { status: 200, body: { id: 9 } } });
    expect(ohneGrund.calls[0]?.body).toEqual({});

    const schonAktiv = await submit(
      { id: '9', aktion: 'aktivieren' },
      {
        'POST /api/cms/redaktion/konten/9/aktivieren': { status: 409, body: { error: 'Dieses Konto ist nicht beendet; es gibt nichts wieder zu aktivieren.' } },
      },
    );
    expect(schonAktiv.outcome).toMatchObject({
      status: 'error',
      httpStatus: 409,
      message: 'Dieses Konto ist nicht beendet; es gibt nichts wieder zu aktivieren.',
    });

    const ohneKonto = await submit({ id: '', aktion: 'aktivieren' }, {});
    expect(ohneKonto.outcome).toMatchObject({ status: 'invalid', message: 'Ein Konto, das es noch nicht gibt, kann nicht wieder aktiviert werden.' });
    expect(ohneKonto.calls).toEqual([]);
  });

  it('asks for a new login when the editor’s session is gone', async () => {
    const checked = await validateForm(kontoSchema, neu);
    const { capabilities, calls } = caps({}, false);
    expect(await handler.submit((checked as unknown as { values: never }).values, capabilities, undefined)).toMatchObject({ status: 'error', httpStatus: 401 });
    expect(calls).toEqual([]);
  });
});
