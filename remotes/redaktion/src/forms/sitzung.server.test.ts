import type { RedaktionSitzungFelder } from '@musterstadt/cms-client';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { sitzungFormSchema } from './sitzung.server';
import { sitzungUrsprung } from './sitzung-felder';

const PROFIL = { id: 9, name: 'Petra Lang', email: 'petra.lang@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };

const GESPEICHERT: RedaktionSitzungFelder = {
  gremium_id: 2,
  name: '5. Sitzung des Technischen Ausschusses 2027',
  beginn: '2027-02-11T17:00:00.000Z',
  ende: '2027-02-11T19:30:00.000Z',
  ort: 'Rathaus, Marktplatz 1, 79999 Musterstadt',
  raum: 'Großer Sitzungssaal',
  abgesagt: false,
  tagesordnung: [
    { id: 31, titel: 'Bekanntgaben', oeffentlich: true, vorlage_id: null, beratungsart: null, beschluss: null, ergebnis: null },
    { id: 32, titel: 'Grundstücksangelegenheit', oeffentlich: false, vorlage_id: null, beratungsart: 'Entscheidung', beschluss: null, ergebnis: null },
    { id: null, titel: 'Sanierung der Ortsdurchfahrt', oeffentlich: true, vorlage_id: 7, beratungsart: 'Vorberatung', beschluss: null, ergebnis: null },
  ],
  dateien: [{ medium: 'einladung-ta.pdf', datei: null, titel: 'Einladung', art: 'Einladung', oeffentlich: true }],
};

/** What the form posts when nothing was changed: the stored fields as the form shows them. */
const post = (aktion: string, mehr: Record<string, unknown> = {}) => ({
  id: '12',
  basis_revision: '40',
  aktion,
  ursprung: sitzungUrsprung(GESPEICHERT),
  gremium_id: '2',
  name: '5. Sitzung des Technischen Ausschusses 2027',
  beginn: '2027-02-11T18:00',
  ende: '2027-02-11T20:30',
  ort: 'Rathaus, Marktplatz 1, 79999 Musterstadt',
  raum: 'Großer Sitzungssaal',
  t_schluessel: ['0', '1', '2'],
  t_id: ['31', '32', ''],
  t_titel: ['Bekanntgaben', 'Grundstücksangelegenheit', 'Sanierung der Ortsdurchfahrt'],
  t_vorlage: ['', '', '7'],
  t_beratungsart: ['', 'Entscheidung', 'Vorberatung'],
  t_beschluss: ['', '', ''],
  t_ergebnis: ['', '', ''],
  t_nichtoeffentlich: '1',
  d_schluessel: '0',
  d_datei: '',
  d_medium: 'einladung-ta.pdf',
  d_titel: 'Einladung',
  d_art: 'Einladung',
  ...mehr,
});

const REVISION = 'POST /api/cms/redaktion/inhalte/12/revisionen';
const gespeichert = { status: 201, body: { id: 12, revision: { id: 41 } } };

async function submit(values: Record<string, unknown>, antworten: Antworten) {
  const { capabilities, calls } = formCaps(antworten, PROFIL);
  const checked = await validateForm(sitzungFormSchema, values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { outcome: await handler.submit(checked.values as never, capabilities, undefined), calls };
}

describe('the meeting form', () => {
  it('accepts its buttons and refuses any other action', async () => {
    for (const aktion of ['speichern', 'zur-freigabe', 'punkt-hinzufuegen', 'hoch-2', 'runter-0', 'entfernen-1', 'datei-hinzufuegen', 'datei-entfernen-0']) {
      expect(await validateForm(sitzungFormSchema, post(aktion))).toMatchObject({ ok: true });
    }
    expect(await validateForm(sitzungFormSchema, post('springen-1'))).toMatchObject({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
  });

  it('goes for approval without saving when nothing changed', async () => {
    const { outcome, calls } = await submit(post('zur-freigabe'), {
      'POST /api/cms/redaktion/inhalte/12/zur-freigabe': { status: 200, body: { id: 12, status: 'Zur Freigabe' } },
    });
    expect(calls.map((call) => call.call)).toEqual(['POST /api/cms/redaktion/inhalte/12/zur-freigabe']);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/12?meldung=zur-freigabe' });
  });

  it('moves an item up with what was typed, keeps its id and its box, and comes back with the focus on its button', async () => {
    const { outcome, calls } = await submit(post('hoch-2', { t_titel: ['Bekanntgaben', 'Grundstücksangelegenheit', 'Sanierung Ortsdurchfahrt'] }), {
      [REVISION]: gespeichert,
    });
    const felder = (calls[0]?.body as { felder: RedaktionSitzungFelder }).felder;
    expect(felder.tagesordnung?.map((punkt) => [punkt.id, punkt.titel, punkt.oeffentlich])).toEqual([
      [31, 'Bekanntgaben', true],
      [null, 'Sanierung Ortsdurchfahrt', true],
      [32, 'Grundstücksangelegenheit', false],
    ]);
    expect(felder.beginn).toBe('2027-02-11T18:00');
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/12?meldung=punkt-verschoben&punkt=1&knopf=hoch' });
  });

  it('adds an empty public item and a file row, and removes the last file with the focus on “Datei hinzufügen”', async () => {
    const hinzu = await submit(post('punkt-hinzufuegen'), { [REVISION]: gespeichert });
    const punkte = (hinzu.calls[0]?.body as { felder: RedaktionSitzungFelder }).felder.tagesordnung ?? [];
    expect(punkte).toHaveLength(4);
    expect(punkte[3]).toEqual({ id: null, titel: '', oeffentlich: true, vorlage_id: null, beratungsart: null, beschluss: null, ergebnis: null });
    expect(hinzu.outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/12?meldung=punkt-hinzugefuegt&punkt=3&knopf=punkt-hinzufuegen' });
    const weg = await submit(post('datei-entfernen-0'), { [REVISION]: gespeichert });
    expect((weg.calls[0]?.body as { felder: RedaktionSitzungFelder }).felder.dateien).toEqual([]);
    expect(weg.outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/12?meldung=datei-entfernt&knopf=datei-entfernen' });
  });

  it('refuses to move the first item further up, and brings the content API’s findings back to the fields', async () => {
    expect((await submit(post('hoch-0'), {})).outcome).toMatchObject({ status: 'invalid', message: 'Dieser Eintrag lässt sich nicht weiter verschieben.' });
    const errors = { 'tagesordnung.1.titel': 'Bitte geben Sie dem Tagesordnungspunkt einen Titel.' };
    const { outcome } = await submit(post('zur-freigabe', { t_titel: ['Bekanntgaben', '', 'Sanierung der Ortsdurchfahrt'] }), {
      [REVISION]: gespeichert,
      'POST /api/cms/redaktion/inhalte/12/zur-freigabe': { status: 422, body: { error: 'Bevor der Inhalt zur Freigabe gehen kann …', errors } },
    });
    expect(outcome).toMatchObject({ status: 'invalid', errors, data: { gespeichert: 41 } });
  });
});
