import { validateForm } from '@musterstadt/ui/forms/schema';
import { formCaps } from '../testing/form-caps';
import handler, { eingaengeSchema, GRUND_FEHLT } from './eingaenge.server';

const profil = { id: 2, rollen: ['Freigabe'] };

describe("the form of citizens' submissions", () => {
  it('approves a submission and goes back to the queue with a link to the published entry', async () => {
    const { capabilities, calls } = formCaps(
      { 'POST /api/cms/redaktion/eingaenge/12/freigeben': { status: 200, body: { id: 12, status: 'freigegeben', url: '/veranstaltungen/herbstkonzert-12' } } },
      profil,
    );
    expect(await handler.submit({ aktion: 'freigeben', id: '12', grund: '' }, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/eingaenge?meldung=eingang-freigegeben&adresse=%2Fveranstaltungen%2Fherbstkonzert-12',
    });
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/eingaenge/12/freigeben', body: {} }]);
  });

  it('rejects with the reason, and asks for one in German before calling the content API', async () => {
    expect(await validateForm(eingaengeSchema, { aktion: 'ablehnen', id: '12', grund: '   ' })).toMatchObject({ ok: false, errors: { grund: GRUND_FEHLT } });
    expect(await validateForm(eingaengeSchema, { aktion: 'freigeben', id: '12' })).toMatchObject({ ok: true });
    expect(await validateForm(eingaengeSchema, { aktion: 'loeschen', id: '12' })).toMatchObject({
      ok: false,
      errors: { aktion: 'Diese Aktion gibt es nicht.' },
    });
    const { capabilities, calls } = formCaps(
      { 'POST /api/cms/redaktion/eingaenge/12/ablehnen': { status: 200, body: { id: 12, status: 'abgelehnt', url: null } } },
      profil,
    );
    expect(await handler.submit({ aktion: 'ablehnen', id: '12', grund: 'Bitte mit Ort neu melden.' }, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/eingaenge?meldung=eingang-abgelehnt',
    });
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/eingaenge/12/ablehnen', body: { grund: 'Bitte mit Ort neu melden.' } }]);
  });

  it("passes on the content API's refusals in German: decided already (409), a missing reason at its field (400)", async () => {
    const bereits = 'Diese Eingabe wurde bereits am 27.11.2026, 09:00 Uhr freigegeben und veröffentlicht. Sie wird nicht noch einmal veröffentlicht.';
    const { capabilities } = formCaps(
      {
        'POST /api/cms/redaktion/eingaenge/12/freigeben': { status: 409, body: { error: bereits } },
        'POST /api/cms/redaktion/eingaenge/13/ablehnen': {
          status: 400,
          body: { error: 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).' },
        },
      },
      profil,
    );
    expect(await handler.submit({ aktion: 'freigeben', id: '12', grund: '' }, capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 409,
      message: bereits,
    });
    expect(await handler.submit({ aktion: 'ablehnen', id: '13', grund: 'x' }, capabilities, undefined)).toMatchObject({
      status: 'invalid',
      errors: { grund: 'Bitte geben Sie einen Grund für die Ablehnung an (höchstens 1000 Zeichen).' },
    });
  });

  it('asks for a login when the session is gone', async () => {
    const { capabilities, calls } = formCaps({}, profil, false);
    expect(await handler.submit({ aktion: 'freigeben', id: '12', grund: '' }, capabilities, undefined)).toMatchObject({ status: 'error', httpStatus: 401 });
    expect(calls).toEqual([]);
  });
});
