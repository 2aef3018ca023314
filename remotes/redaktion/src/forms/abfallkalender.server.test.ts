import type { CmsResponse, CmsWriteClient } from '@musterstadt/cms-client';
import type { FormCapabilities, UploadedFile } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import handler, { abfallSchema } from './abfallkalender.server';

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

const datei: UploadedFile = { field: 'datei', name: 'abfuhr-2027.csv', type: 'text/csv', data: new TextEncoder().encode('Datum;Bezirk;Abfallart\n') };

describe('the waste calendar import form', () => {
  it('sends the file as base64 with its year and shows the pending import', async () => {
    const checked = await validateForm(abfallSchema, { aktion: 'hochladen', jahr: ' 2027 ' });
    expect(checked).toMatchObject({ ok: true });
    const { capabilities, calls } = caps({ status: 201, body: { id: 7 } });
    const values = (checked as unknown as { values: never }).values;
    expect(await handler.submit(values, capabilities, undefined, [datei])).toEqual({
      status: 'success',
      redirect: '/redaktion/abfallkalender?meldung=abfall-importiert',
    });
    expect(calls).toEqual([
      { call: 'POST /api/cms/redaktion/abfall/importe', body: { jahr: 2027, dateiname: 'abfuhr-2027.csv', daten: 'RGF0dW07QmV6aXJrO0FiZmFsbGFydAo=' } },
    ]);
  });

  it('asks for the year and the file in German', async () => {
    expect(await validateForm(abfallSchema, { aktion: 'hochladen', jahr: '27' })).toMatchObject({
      ok: false,
      errors: { jahr: 'Bitte geben Sie das Jahr als vierstellige Zahl an (z. B. 2027).' },
    });
    const { capabilities, calls } = caps();
    expect(await handler.submit({ aktion: 'hochladen', jahr: '2027', id: '' }, capabilities, undefined, [])).toEqual({
      status: 'invalid',
      errors: { datei: 'Bitte wählen Sie die CSV-Datei des Entsorgers aus.' },
      message: 'Bitte wählen Sie die CSV-Datei des Entsorgers aus.',
    });
    expect(calls).toEqual([]);
  });

  it('puts the refused lines at the file field', async () => {
    const zeile = 'Zeile 3: „31.02.2027“ ist kein gültiges Datum (TT.MM.JJJJ).';
    const { capabilities } = caps({
      status: 422,
      body: { error: 'Die Datei enthält fehlerhafte Zeilen. Es wurde nichts übernommen.', errors: { daten: zeile }, zeilen: [{ zeile: 3, meldung: zeile }] },
    });
    expect(await handler.submit({ aktion: 'hochladen', jahr: '2027', id: '' }, capabilities, undefined, [datei])).toEqual({
      status: 'invalid',
      errors: { datei: zeile },
      message: 'Die Datei enthält fehlerhafte Zeilen. Es wurde nichts übernommen.',
    });
  });

  it('approves and discards by the import’s id, and passes the four-eyes refusal on', async () => {
    const vierAugen = 'Sie haben diesen Import selbst hochgeladen. Nach dem Vier-Augen-Prinzip muss eine andere Person mit der Rolle „Freigabe“ ihn freigeben.';
    const { capabilities, calls } = caps({ status: 200, body: { id: 7 } }, { status: 403, body: { error: vierAugen } });
    expect(await handler.submit({ aktion: 'freigeben', jahr: '', id: '7' }, capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/abfallkalender?meldung=abfall-freigegeben',
    });
    expect(await handler.submit({ aktion: 'freigeben', jahr: '', id: '8' }, capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 403,
      message: vierAugen,
    });
    expect(calls.map((c) => c.call)).toEqual(['POST /api/cms/redaktion/abfall/importe/7/freigeben', 'POST /api/cms/redaktion/abfall/importe/8/freigeben']);
  });
});
