import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { inhaltSchema } from './inhalt.server';
import neu from './neu.server';
import { wegweiserFormwerte } from './wegweiser-felder';

const PROFIL = { id: 1, name: 'Julia Hartmann', email: 'j@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
const caps = (antworten: Antworten) => formCaps(antworten, PROFIL, true);

const person = {
  anrede: 'Frau',
  vorname: 'Jana',
  nachname: 'Fehrenbach',
  funktion: 'Leiterin des Bürgerbüros',
  aemter: [1, 4],
  telefon: '+49 7999 123-120',
  email: 'buergerbuero@musterstadt.de',
  zimmer: 'EG 0.12',
  sprechzeiten: 'Montag bis Freitag 08:00 bis 12:00 Uhr',
};
const werte = wegweiserFormwerte('mitarbeiter', person);
const post = (aktion: string, aenderung: Record<string, string> = {}) => ({
  id: '7',
  basis_revision: '11',
  aktion,
  ursprung: JSON.stringify({ werte, felder: person }),
  grund: '',
  veroeffentlichen_ab: '',
  veroeffentlichen_bis: '',
  ...werte,
  ...aenderung,
});

describe('the edit form of a person of the staff directory', () => {
  it('shows the departments as numbered choices in their order and needs no title (the title is the name)', async () => {
    expect(werte).toMatchObject({ wegweiser: 'mitarbeiter', anrede: 'Frau', aemter_0: '1', aemter_1: '4', telefon: '+49 7999 123-120' });
    expect(await validateForm(inhaltSchema, post('speichern'))).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('speichern', { aemter_2: 'alle' }))).toMatchObject({
      ok: false,
      errors: { aemter_2: 'Bitte wählen Sie einen Eintrag aus der Liste.' },
    });
  });

  it('saves the new phone number and a third department; a department set to „(keine)“ is left out', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/7/revisionen': { status: 201, body: { id: 7, revision: { id: 12 } } } });
    const outcome = await handler.submit(
      post('speichern', { telefon: ' 07999 123-177 ', aemter_0: '', aemter_2: '3', anrede: '' }) as never,
      capabilities,
      undefined,
    );
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=gespeichert' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/inhalte/7/revisionen',
        body: { basis_revision: 11, felder: { ...person, anrede: null, telefon: '07999 123-177', aemter: [4, 3] } },
      },
    ]);
  });

  it('puts the findings of the checks at the fields and at the department’s choice', async () => {
    const { capabilities } = caps({
      'POST /api/cms/redaktion/inhalte/7/revisionen': { status: 201, body: { id: 7, revision: { id: 12 } } },
      'POST /api/cms/redaktion/inhalte/7/zur-freigabe': {
        status: 422,
        body: {
          error: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
          errors: { telefon: 'Telefonnummer passt nicht', 'aemter.1': 'Kein Amt' },
        },
      },
    });
    const outcome = await handler.submit(post('zur-freigabe', { telefon: '0800-MUSTER' }) as never, capabilities, undefined);
    expect(outcome).toMatchObject({ status: 'invalid', errors: { telefon: 'Telefonnummer passt nicht', aemter_1: 'Kein Amt' } });
  });

  it('creates a person from a name: the last word the surname', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte': { status: 201, body: { id: 31 } } });
    const outcome = await neu.submit({ ort: 'mitarbeiter:stadt:mitarbeiterverzeichnis', titel: 'Anna Maria Schwörer' } as never, capabilities, undefined);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/31?meldung=angelegt' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/inhalte',
        body: { art: 'mitarbeiter', bereich: 'stadt', ablage: 'mitarbeiterverzeichnis', felder: { vorname: 'Anna Maria', nachname: 'Schwörer' } },
      },
    ]);
  });
});
