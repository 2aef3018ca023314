import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { inhaltSchema } from './inhalt.server';
import { archivUrsprung } from './archiv-felder';

const PROFIL = { id: 7, name: 'Anna Roth', email: 'anna.roth@musterstadt.de', rollen: ['Redakteur', 'Freigabe'], bereiche: [] };
const caps = (antworten: Antworten) => formCaps(antworten, PROFIL, true);

const PDF = '/api/cms/medien/dienstvereinbarung-gleitzeit-1a2b3c4d.pdf';
const felder = {
  thema: 'Dienstvereinbarungen',
  thema_beschreibung: null,
  titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
  dokumente: [{ id: 3, downloadtext: 'Gleitzeit 2024', datei: null, stand: '2024-01-15', gueltig_von: '2024-02-01', gueltig_bis: null }],
};
const gespeichert = { status: 201, body: { id: 9, revision: { id: 41 } } };

/** The form as the page posts it: the documents' fields once per document, in order. */
const post = (aktion: string, aenderung: Record<string, unknown> = {}) => ({
  id: '9',
  basis_revision: '40',
  art: 'intranet-archiv',
  archiv_bereich: 'intranet-archiv',
  aktion,
  ursprung: archivUrsprung(felder),
  grund: '',
  veroeffentlichen_ab: '',
  veroeffentlichen_bis: '',
  archiv_thema: 'Dienstvereinbarungen',
  archiv_thema_beschreibung: '',
  titel: 'Dienstvereinbarung Gleitende Arbeitszeit',
  d_id: '3',
  d_downloadtext: 'Gleitzeit 2024',
  d_datei: '',
  d_stand: '2024-01-15',
  d_gueltig_von: '2024-02-01',
  d_gueltig_bis: '',
  ...aenderung,
});

/** The values the shell hands the handler after checking the posted form. */
async function werte(posted: Record<string, unknown>): Promise<unknown> {
  const result = await validateForm(inhaltSchema, posted);
  if (!result.ok) throw new Error(`the form was refused: ${JSON.stringify(result.errors)}`);
  return result.values;
}

describe('the edit form of an archive of the intranet document archive', () => {
  it('accepts the posted form with one or several documents and the document buttons', async () => {
    expect(await validateForm(inhaltSchema, post('speichern'))).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('hinzufuegen', { d_id: ['3', ''], d_downloadtext: ['a', 'b'] }))).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('entfernen-1'))).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('loeschen-1'))).toMatchObject({ ok: false });
  });

  it('gives an unchanged archive for approval without saving it', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/9/zur-freigabe': { status: 200, body: {} } });
    const outcome = await handler.submit((await werte(post('zur-freigabe'))) as never, capabilities, undefined);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/9?meldung=zur-freigabe' });
    expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/inhalte/9/zur-freigabe', body: { revision: 40 } }]);
  });

  it('adds an empty document and saves, going back to it', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/9/revisionen': gespeichert });
    const outcome = await handler.submit((await werte(post('hinzufuegen'))) as never, capabilities, undefined);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/9?meldung=dokument-hinzugefuegt#rd-dokument-1' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/inhalte/9/revisionen',
        body: {
          basis_revision: 40,
          felder: {
            ...felder,
            dokumente: [...felder.dokumente, { id: null, downloadtext: '', datei: null, stand: null, gueltig_von: null, gueltig_bis: null }],
          },
        },
      },
    ]);
  });

  it('saves the changed documents before approval (the file, the dates) and removes one by its button', async () => {
    const zwei = {
      d_id: ['3', ''],
      d_downloadtext: ['Gleitzeit 2024', 'Gleitzeit 2027'],
      d_datei: ['', PDF],
      d_stand: ['2024-01-15', '2026-11-20'],
      d_gueltig_von: ['2024-02-01', '2027-01-01'],
      d_gueltig_bis: ['2026-12-31', ''],
    };
    const freigabe = caps({
      'POST /api/cms/redaktion/inhalte/9/revisionen': gespeichert,
      'POST /api/cms/redaktion/inhalte/9/zur-freigabe': { status: 200, body: {} },
    });
    const outcome = await handler.submit((await werte(post('zur-freigabe', zwei))) as never, freigabe.capabilities, undefined);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/9?meldung=zur-freigabe' });
    expect(freigabe.calls[0]?.body).toEqual({
      basis_revision: 40,
      felder: {
        ...felder,
        dokumente: [
          { ...felder.dokumente[0], gueltig_bis: '2026-12-31' },
          { id: null, downloadtext: 'Gleitzeit 2027', datei: PDF, stand: '2026-11-20', gueltig_von: '2027-01-01', gueltig_bis: null },
        ],
      },
    });
    expect(freigabe.calls[1]).toEqual({ call: 'POST /api/cms/redaktion/inhalte/9/zur-freigabe', body: { revision: 41 } });

    const entfernen = caps({ 'POST /api/cms/redaktion/inhalte/9/revisionen': gespeichert });
    expect(await handler.submit((await werte(post('entfernen-0', zwei))) as never, entfernen.capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/inhalte/9?meldung=dokument-entfernt#rd-dokumente',
    });
    expect((entfernen.calls[0]?.body as { felder: { dokumente: unknown[] } }).felder.dokumente).toEqual([
      { id: null, downloadtext: 'Gleitzeit 2027', datei: PDF, stand: '2026-11-20', gueltig_von: '2027-01-01', gueltig_bis: null },
    ]);
  });

  it('uploads a chosen PDF into the archive section of the media library and saves it as a new document', async () => {
    const datei = { field: 'd_upload', name: 'Gleitzeit 2027.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.7 Gleitzeit') };
    const { capabilities, calls } = caps({
      'POST /api/cms/redaktion/medien': { status: 201, body: { id: 4, url: PDF } },
      'POST /api/cms/redaktion/inhalte/9/revisionen': gespeichert,
    });
    const outcome = await handler.submit((await werte(post('hinzufuegen'))) as never, capabilities, undefined, [datei]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/9?meldung=dokument-hochgeladen#rd-dokument-1' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/medien',
        body: { bereich: 'intranet-archiv', dateiname: 'Gleitzeit 2027.pdf', daten: datei.data.toString('base64'), titel: 'Gleitzeit 2027' },
      },
      {
        call: 'POST /api/cms/redaktion/inhalte/9/revisionen',
        body: {
          basis_revision: 40,
          felder: {
            ...felder,
            dokumente: [...felder.dokumente, { id: null, downloadtext: 'Gleitzeit 2027', datei: PDF, stand: null, gueltig_von: null, gueltig_bis: null }],
          },
        },
      },
    ]);

    // A file the content API refuses stands at the upload field, and nothing is saved.
    const abgelehnt = caps({ 'POST /api/cms/redaktion/medien': { status: 413, body: { error: 'Die Datei ist zu groß (höchstens 10 MB).' } } });
    expect(await handler.submit((await werte(post('speichern'))) as never, abgelehnt.capabilities, undefined, [datei])).toEqual({
      status: 'invalid',
      errors: { d_upload: 'Die Datei ist zu groß (höchstens 10 MB).' },
      message: 'Die Datei ist zu groß (höchstens 10 MB).',
    });
    expect(abgelehnt.calls.map((call) => call.call)).toEqual(['POST /api/cms/redaktion/medien']);
  });

  it('brings the content API checks back at the document fields', async () => {
    const errors = { 'dokumente.0.gueltig_bis': '„Gültig bis“ darf nicht vor „Gültig von“ liegen.' };
    const { capabilities } = caps({
      'POST /api/cms/redaktion/inhalte/9/revisionen': gespeichert,
      'POST /api/cms/redaktion/inhalte/9/zur-freigabe': {
        status: 422,
        body: { error: 'Bevor der Inhalt zur Freigabe gehen kann, sind noch Angaben zu korrigieren.', errors },
      },
    });
    const outcome = await handler.submit((await werte(post('zur-freigabe', { d_gueltig_bis: '2024-01-01' }))) as never, capabilities, undefined);
    expect(outcome).toMatchObject({ status: 'invalid', errors });
  });
});
