import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import { alsTag, bearbeiten, bearbeitenSchema, einladen, einladenSchema } from './ratsmitglieder.server';

const PROFIL = { id: 5, name: 'Verena Koch', email: 'verena.koch@musterstadt.de', rollen: ['Administration'], bereiche: [] };
const API = '/api/cms/redaktion/ratsmitglieder';
const PERSON = {
  anrede: 'Frau',
  titel: '',
  vorname: 'Hanna',
  nachname: 'Brecht',
  email: 'hanna.brecht@musterstadt.de',
  partei: 'Freie Wähler',
  beruf: 'Försterin',
  wohnort: 'Musterstadt',
};

async function einladenMit(input: Record<string, unknown>, antworten: Antworten) {
  const checked = await validateForm(einladenSchema, input);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const { capabilities, calls } = formCaps(antworten, PROFIL, true);
  return { outcome: await einladen.submit(checked.values as never, capabilities, undefined), calls };
}

async function bearbeitenMit(input: Record<string, unknown>, antworten: Antworten) {
  const checked = await validateForm(bearbeitenSchema, input);
  if (!checked.ok) throw new Error(`invalid: ${JSON.stringify(checked.errors)}`);
  const { capabilities, calls } = formCaps(antworten, PROFIL, true);
  return { outcome: await bearbeiten.submit(checked.values as never, capabilities, undefined), calls };
}

describe('the council members’ forms of the administration', () => {
  it('reads a day from a date field or in German, and refuses one that does not exist', () => {
    expect(alsTag('2026-12-01')).toBe('2026-12-01');
    expect(alsTag('1.12.2026')).toBe('2026-12-01');
    expect(alsTag('')).toBe('');
    expect(alsTag('30.02.2026')).toBeUndefined();
    expect(alsTag('morgen')).toBeUndefined();
  });

  it('asks for the person’s data, and for role and beginning once a committee is chosen', async () => {
    const result = await validateForm(einladenSchema, {
      aktion: 'einladen',
      vorname: ' ',
      nachname: 'B',
      email: 'hanna@',
      partei: '',
      wohnort: 'M',
      gremium_id: '3',
      rolle: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        vorname: 'Bitte geben Sie den Vornamen an (höchstens 80 Zeichen).',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        partei: 'Bitte geben Sie die Partei oder Fraktion an (höchstens 80 Zeichen).',
        rolle: 'Bitte geben Sie die Rolle im Gremium an (höchstens 80 Zeichen), z. B. „Mitglied“.',
        seit: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
      },
    });
    const bisVorher = await validateForm(einladenSchema, {
      ...PERSON,
      aktion: 'einladen',
      gremium_id: '3',
      rolle: 'Mitglied',
      seit: '01.12.2026',
      bis: '30.11.2026',
    });
    expect(bisVorher).toEqual({ ok: false, errors: { bis: 'Das Ende der Mitgliedschaft darf nicht vor ihrem Beginn liegen.' } });
    // Without a committee, no membership is asked for.
    expect((await validateForm(einladenSchema, { ...PERSON, aktion: 'einladen', rolle: '' })).ok).toBe(true);
  });

  it('invites with the first membership and puts a taken address at its field', async () => {
    const eingabe = { ...PERSON, aktion: 'einladen', gremium_id: '3', rolle: 'Mitglied', seit: '1.12.2026', bis: '' };
    const ok = await einladenMit(eingabe, { [`POST ${API}`]: { status: 201, body: { id: 31 } } });
    expect(ok.calls).toEqual([
      { call: `POST ${API}`, body: { ...PERSON, mitgliedschaften: [{ gremium_id: 3, rolle: 'Mitglied', seit: '2026-12-01', bis: null }] } },
    ]);
    expect(ok.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder?meldung=eingeladen' });
    const ohneGremium = await einladenMit({ ...PERSON, aktion: 'einladen' }, { [`POST ${API}`]: { status: 201, body: { id: 32 } } });
    expect(ohneGremium.calls[0]?.body).toEqual({ ...PERSON, mitgliedschaften: [] });
    const vergeben = 'Für diese E-Mail-Adresse gibt es schon ein Ratsmitglied.';
    const taken = await einladenMit(eingabe, { [`POST ${API}`]: { status: 409, body: { error: vergeben } } });
    expect(taken.outcome).toEqual({ status: 'invalid', errors: { email: vergeben }, message: vergeben });
  });

  it('sends a password link for the member named, and for nobody without a number', async () => {
    const link = await einladenMit({ aktion: 'passwort-link', id: '12' }, { [`POST ${API}/12/passwort-link`]: { status: 200, body: {} } });
    expect(link.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder?meldung=link-geschickt' });
    const ohne = await einladenMit({ aktion: 'passwort-link', id: 'x' }, {});
    expect(ohne).toEqual({ outcome: { status: 'invalid', errors: {}, message: 'Bitte wählen Sie ein Ratsmitglied aus der Liste.' }, calls: [] });
  });

  it('saves the public data, and changes, adds and removes memberships on the member’s page', async () => {
    const gespeichert = await bearbeitenMit({ ...PERSON, aktion: 'speichern', id: '12' }, { [`PATCH ${API}/12`]: { status: 200, body: {} } });
    expect(gespeichert.calls).toEqual([{ call: `PATCH ${API}/12`, body: PERSON }]);
    expect(gespeichert.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder/12?meldung=ratsmitglied-gespeichert' });

    const bis = await bearbeitenMit(
      { aktion: 'mitgliedschaft-aendern', id: '12', mid: '40', rolle: 'Mitglied', seit: '2024-07-01', bis: '30.06.2027' },
      { [`PATCH ${API}/12/mitgliedschaften/40`]: { status: 200, body: {} } },
    );
    expect(bis.calls).toEqual([{ call: `PATCH ${API}/12/mitgliedschaften/40`, body: { rolle: 'Mitglied', seit: '2024-07-01', bis: '2027-06-30' } }]);
    expect(bis.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder/12?meldung=mitgliedschaft-gespeichert' });

    const doppelt = 'Das Ratsmitglied gehört diesem Gremium schon an. Ändern Sie bitte die bestehende Mitgliedschaft.';
    const neu = await bearbeitenMit(
      { aktion: 'mitgliedschaft-neu', id: '12', gremium_id: '2', rolle: 'Mitglied', seit: '2026-12-01' },
      { [`POST ${API}/12/mitgliedschaften`]: { status: 409, body: { error: doppelt } } },
    );
    expect(neu.calls[0]?.body).toEqual({ gremium_id: 2, rolle: 'Mitglied', seit: '2026-12-01', bis: null });
    expect(neu.outcome).toEqual({ status: 'invalid', errors: { gremium_id: doppelt }, message: doppelt });
    expect((await validateForm(bearbeitenSchema, { aktion: 'mitgliedschaft-neu', id: '12', rolle: 'Mitglied', seit: '2026-12-01' })).ok).toBe(false);

    const entfernt = await bearbeitenMit(
      { aktion: 'mitgliedschaft-entfernen', id: '12', mid: '40' },
      { [`DELETE ${API}/12/mitgliedschaften/40`]: { status: 200, body: {} } },
    );
    expect(entfernt.calls).toEqual([{ call: `DELETE ${API}/12/mitgliedschaften/40`, body: undefined }]);
    expect(entfernt.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder/12?meldung=mitgliedschaft-entfernt' });
  });

  it('ends the account with the optional reason', async () => {
    const ende = await bearbeitenMit(
      { aktion: 'beenden', id: '12', grund: ' Mandat niedergelegt ' },
      { [`POST ${API}/12/beenden`]: { status: 200, body: {} } },
    );
    expect(ende.calls).toEqual([{ call: `POST ${API}/12/beenden`, body: { grund: 'Mandat niedergelegt' } }]);
    expect(ende.outcome).toEqual({ status: 'success', redirect: '/redaktion/ratsmitglieder/12?meldung=ratskonto-beendet' });
    const ohneGrund = await bearbeitenMit({ aktion: 'beenden', id: '12' }, { [`POST ${API}/12/beenden`]: { status: 200, body: {} } });
    expect(ohneGrund.calls[0]?.body).toEqual({});
  });
});
