import type { CmsResponse, CmsWriteClient } from '@musterstadt/cms-client';
import type { FormCapabilities, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { aendern, hochladen, medienSchema, mediumSchema } from './medien.server';

function caps(...answers: CmsResponse<unknown>[]) {
  const calls: { call: string; body: unknown }[] = [];
  const cms = {
    baseUrl: 'http://cms.test',
    async send(method: string, path: string, body?: unknown) {
      calls.push({ call: `${method} ${path}`, body });
      return answers.shift() ?? { status: 500, body: null };
    },
  } as unknown as CmsWriteClient;
  const capabilities = { cms, sessions: { redaktion: { profile: { id: 1, rollen: ['Redakteur'] }, cms } } } as unknown as FormCapabilities;
  return { capabilities, calls };
}

const bild: UploadedFile = { field: 'datei', name: 'Löschzug.png', type: 'image/png', data: new Uint8Array([137, 80, 78, 71]) };

describe('uploading a file to the media library', () => {
  it('sends the file as base64 with its section and texts, and goes on to the file’s page', async () => {
    const checked = await validateForm(medienSchema, {
      bereich: 'stadt',
      titel: ' Löschzug ',
      alt: 'Das Löschfahrzeug vor dem Gerätehaus',
      copyright: 'Feuerwehr',
    });
    expect(checked).toMatchObject({ ok: true });
    const { capabilities, calls } = caps({ status: 201, body: { id: 41 } });
    const values = (checked as unknown as { values: never }).values;
    expect(await hochladen.submit(values, capabilities, undefined, [bild])).toEqual({
      status: 'success',
      redirect: '/redaktion/medien/41?meldung=medium-hochgeladen',
    });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/medien',
        body: {
          bereich: 'stadt',
          dateiname: 'Löschzug.png',
          daten: 'iVBORw==',
          titel: 'Löschzug',
          alt: 'Das Löschfahrzeug vor dem Gerätehaus',
          copyright: 'Feuerwehr',
          dekorativ: false,
        },
      },
    ]);
  });

  it('sends a decorative picture without text', async () => {
    const { capabilities, calls } = caps({ status: 201, body: { id: 42 } });
    await hochladen.submit({ bereich: 'stadt', titel: '', alt: 'vergessen', copyright: 'Stadt', dekorativ: 'ja' }, capabilities, undefined, [bild]);
    expect(calls[0]?.body).toMatchObject({ alt: null, dekorativ: true, copyright: 'Stadt' });
  });

  it('puts the content API’s German field messages (422) at the fields, the file’s own at the file field', async () => {
    const alt = 'Bitte beschreiben Sie, was auf dem Bild zu sehen ist (Alternativtext), oder markieren Sie es als dekorativ.';
    const { capabilities } = caps(
      { status: 422, body: { error: alt, errors: { alt } } },
      { status: 415, body: { error: 'Diese Datei nimmt die Mediathek nicht an.' } },
      { status: 400, body: { error: 'Die Datei fehlt.', errors: { daten: 'Die Datei fehlt.' } } },
    );
    const values = { bereich: 'stadt', titel: '', alt: '', copyright: 'Stadt', dekorativ: '' };
    expect(await hochladen.submit(values, capabilities, undefined, [bild])).toEqual({ status: 'invalid', errors: { alt }, message: alt });
    expect(await hochladen.submit(values, capabilities, undefined, [bild])).toEqual({
      status: 'invalid',
      errors: { datei: 'Diese Datei nimmt die Mediathek nicht an.' },
      message: 'Diese Datei nimmt die Mediathek nicht an.',
    });
    expect(await hochladen.submit(values, capabilities, undefined, [bild])).toMatchObject({ status: 'error', httpStatus: 400, message: 'Die Datei fehlt.' });
  });

  it('takes pictures and PDFs up to 10 MB, one at a time, and wants a file and a section', async () => {
    expect(hochladen.files?.['datei']).toEqual({
      types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      maxBytes: 10 * 1024 * 1024,
      maxFiles: 1,
      required: expect.stringMatching(/^Bitte wählen Sie eine Datei aus/),
    });
    expect(await validateForm(medienSchema, { bereich: '' })).toMatchObject({
      ok: false,
      errors: { bereich: 'Bitte wählen Sie den Bereich, zu dem die Datei gehört.' },
    });
  });

  it('asks for a new login when the session is gone', async () => {
    const capabilities = { cms: {} } as unknown as FormCapabilities;
    expect(await hochladen.submit({ bereich: 'stadt', titel: '', alt: '', copyright: '', dekorativ: '' }, capabilities, undefined, [bild])).toMatchObject({
      status: 'error',
      httpStatus: 401,
    });
  });
});

describe('changing or deleting a file', () => {
  it('saves its texts and comes back to its page', async () => {
    const checked = await validateForm(mediumSchema, { id: '7', aktion: 'speichern', titel: '', alt: 'Brunnen', copyright: 'Stadt' });
    const { capabilities, calls } = caps({ status: 200, body: { id: 7 } });
    expect(await aendern.submit((checked as unknown as { values: never }).values, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/medien/7?meldung=medium-gespeichert',
    });
    expect(calls).toEqual([{ call: 'PATCH /api/cms/redaktion/medien/7', body: { alt: 'Brunnen', copyright: 'Stadt', dekorativ: false } }]);
  });

  it('deletes an unused file and goes back to the library', async () => {
    const { capabilities, calls } = caps({ status: 204, body: null });
    expect(await aendern.submit({ id: '7', aktion: 'loeschen', titel: '', alt: '', copyright: '', dekorativ: '' }, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/medien?meldung=medium-geloescht',
    });
    expect(calls.map((call) => call.call)).toEqual(['DELETE /api/cms/redaktion/medien/7']);
  });

  it('shows the content API’s German refusal of deleting a file in use (409)', async () => {
    const error = 'Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst aus den genannten Inhalten.';
    const { capabilities } = caps({ status: 409, body: { error, verwendung: [] } });
    expect(await aendern.submit({ id: '7', aktion: 'loeschen', titel: '', alt: '', copyright: '', dekorativ: '' }, capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 409,
      message: error,
    });
  });

  it('replaces a document by a new PDF, and wants the file', async () => {
    const pdf: UploadedFile = { field: 'datei', name: 'Streupflichtsatzung 2027.pdf', type: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) };
    const leer = { id: '8', aktion: 'ersetzen' as const, titel: '', alt: '', copyright: '', dekorativ: '' };
    const { capabilities, calls } = caps({ status: 200, body: { id: 8 } });
    expect(await aendern.submit(leer, capabilities, undefined, [pdf])).toEqual({ status: 'success', redirect: '/redaktion/medien/8?meldung=medium-ersetzt' });
    expect(calls).toEqual([{ call: 'PUT /api/cms/redaktion/medien/8/datei', body: { dateiname: 'Streupflichtsatzung 2027.pdf', daten: 'JVBERg==' } }]);
    expect(await aendern.submit(leer, caps().capabilities, undefined, [])).toEqual({
      status: 'invalid',
      errors: { datei: 'Bitte wählen Sie die neue Fassung des Dokuments aus (ein PDF-Dokument).' },
      message: 'Bitte wählen Sie die neue Fassung des Dokuments aus (ein PDF-Dokument).',
    });
    // The content API's refusal of the file stands at the file field.
    const nurPdf = 'Ein Dokument lässt sich nur durch ein PDF-Dokument ersetzen.';
    expect(await aendern.submit(leer, caps({ status: 415, body: { error: nurPdf, errors: { daten: nurPdf } } }).capabilities, undefined, [pdf])).toMatchObject({
      status: 'invalid',
      errors: { datei: nurPdf },
    });
    expect(aendern.files).toEqual({ datei: { types: ['application/pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 } });
  });

  it('knows no other action', async () => {
    expect(await validateForm(mediumSchema, { id: '7', aktion: 'umbenennen' })).toMatchObject({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
  });
});
