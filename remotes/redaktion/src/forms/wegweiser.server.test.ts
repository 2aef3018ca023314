import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { inhaltSchema } from './inhalt.server';
import { wegweiserFormwerte } from './wegweiser-felder';

const PROFIL = { id: 1, name: 'Julia Hartmann', email: 'j@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
const caps = (antworten: Antworten) => formCaps(antworten, PROFIL, true);

const einheit = {
  titel: 'Standesamt',
  einleitung: 'Geburten, Eheschließungen und Sterbefälle.',
  text: null,
  adresse: { gebaeude: 'Rathaus', strasse: 'Marktplatz 1', plz: '79999', ort: 'Musterstadt' },
  telefon: '07999 123-150',
  fax: null,
  email: 'standesamt@musterstadt.de',
  oeffnungszeiten: [
    { typ: 'allgemein', hinweis: null, regelzeiten: [{ tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' }], abweichungen: [] },
    { typ: 'telefon', hinweis: null, regelzeiten: [{ tagtyp: 'do', beginn: '14:00', ende: '18:00' }], abweichungen: [] },
  ],
};
const werte = wegweiserFormwerte('wegweiser-einheit', einheit);
const post = (aktion: string, aenderung: Record<string, string> = {}) => ({
  id: '7',
  basis_revision: '11',
  aktion,
  ursprung: JSON.stringify({ werte, felder: einheit }),
  grund: '',
  veroeffentlichen_ab: '',
  veroeffentlichen_bis: '',
  ...werte,
  ...aenderung,
});

describe('the edit form of an entry of the service guide', () => {
  it('shows the stored opening times as rows and accepts the posted form; a person needs no title', async () => {
    expect(werte).toMatchObject({
      wegweiser: 'wegweiser-einheit',
      zeiten_typ: 'allgemein',
      regel_0_tag: 'mo-fr',
      regel_0_beginn: '08:00',
      adresse_strasse: 'Marktplatz 1',
    });
    expect(await validateForm(inhaltSchema, post('speichern'))).toMatchObject({ ok: true });
    const person = {
      id: '8',
      basis_revision: '3',
      aktion: 'speichern',
      ...wegweiserFormwerte('wegweiser-person', { vorname: 'Jana', nachname: 'Fehrenbach', einheit: 4 }),
    };
    expect(person).toMatchObject({ einheit_0: '4', vorname: 'Jana' });
    expect(await validateForm(inhaltSchema, person)).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('speichern', { regel_1_beginn: '8 Uhr' }))).toMatchObject({
      ok: false,
      errors: { regel_1_beginn: 'Bitte geben Sie die Uhrzeit als HH:MM an.' },
    });
  });

  it('saves the rows the editor filled (blank rows left out, a one-day deviation ending that day), keeping the kinds of times the form does not show', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/7/revisionen': { status: 201, body: { id: 7, revision: { id: 12 } } } });
    const outcome = await handler.submit(
      post('speichern', {
        regel_2_tag: 'do',
        regel_2_beginn: '14:00',
        regel_2_ende: '18:00',
        abw_0_beginn: '2026-12-24',
        abw_0_text: 'geschlossen',
        telefon: '07999 123-151',
      }) as never,
      capabilities,
      undefined,
    );
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=gespeichert' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/inhalte/7/revisionen',
        body: {
          basis_revision: 11,
          felder: {
            ...einheit,
            telefon: '07999 123-151',
            oeffnungszeiten: [
              {
                typ: 'allgemein',
                hinweis: null,
                regelzeiten: [
                  { tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' },
                  { tagtyp: 'do', beginn: '14:00', ende: '18:00' },
                ],
                abweichungen: [{ beginn: '2026-12-24', ende: '2026-12-24', text: 'geschlossen' }],
              },
              einheit.oeffnungszeiten[1],
            ],
          },
        },
      },
    ]);
  });

  it('puts the findings of the checks at the rows the editor filled', async () => {
    const { capabilities } = caps({
      'POST /api/cms/redaktion/inhalte/7/revisionen': { status: 201, body: { id: 7, revision: { id: 12 } } },
      'POST /api/cms/redaktion/inhalte/7/zur-freigabe': {
        status: 422,
        body: {
          error: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.',
          errors: { 'oeffnungszeiten.0.regelzeiten.1.beginn': 'Überschneidung', telefon: 'Telefonnummer passt nicht' },
        },
      },
    });
    const outcome = await handler.submit(
      post('zur-freigabe', { regel_3_tag: 'mo', regel_3_beginn: '11:00', regel_3_ende: '13:00', telefon: '0800-MUSTER' }) as never,
      capabilities,
      undefined,
    );
    expect(outcome).toMatchObject({ status: 'invalid', errors: { regel_3_beginn: 'Überschneidung', telefon: 'Telefonnummer passt nicht' } });
  });
});
