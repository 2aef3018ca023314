/**
 * The waste calendar's import (`/redaktion/abfallkalender`): the collection company's CSV for one
 * year, posted as multipart/form-data to the page; the content API reads it and keeps it as a pending
 * import (refusing bad lines by their number, at the file field). The approver approves or discards it
 * with a plain post to the same page; the one who uploaded it may discard it.
 */
import type { AbfallImport } from '@musterstadt/cms-client';
import { defineFormHandler, type SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { PATHS } from '../texts';
import { abgelehnt, abgelehnteDatei, dateiFuerApi, FORM_TEXTS, istOutcome, rufe, sitzung } from './antworten';

export const ABFALL_FORM_ID = 'redaktion-abfallkalender';

/** The collection company's file: text (CSV), up to 1 MB. */
export const ABFALL_DATEI = {
  types: ['text/csv'],
  maxBytes: 1024 * 1024,
  maxFiles: 1,
} as const;

const DATEI_FEHLT = 'Bitte wählen Sie die CSV-Datei des Entsorgers aus.';

export const abfallSchema = yup.object({
  aktion: yup.string().required('Bitte wählen Sie eine Aktion.').oneOf(['hochladen', 'freigeben', 'verwerfen'], 'Diese Aktion gibt es nicht.'),
  jahr: yup
    .string()
    .trim()
    .default('')
    .when('aktion', {
      is: 'hochladen',
      then: (schema) =>
        schema.required('Bitte geben Sie das Jahr der Termine an.').matches(/^20\d\d$/, 'Bitte geben Sie das Jahr als vierstellige Zahl an (z. B. 2027).'),
    }),
  id: yup
    .string()
    .default('')
    .when('aktion', { is: (aktion: string) => aktion !== 'hochladen', then: (schema) => schema.required().matches(/^[1-9]\d{0,9}$/) }),
});

type Werte = { aktion: 'hochladen' | 'freigeben' | 'verwerfen'; jahr: string; id: string };

export default defineFormHandler<Werte>({
  id: ABFALL_FORM_ID,
  schema: abfallSchema,
  messages: FORM_TEXTS,
  files: { datei: ABFALL_DATEI },

  async submit(values, caps, _state, files = []): Promise<SubmitOutcome> {
    const session = sitzung(caps);
    if (istOutcome(session)) return session;
    if (values.aktion !== 'hochladen') {
      const answer = await rufe<AbfallImport>(session.cms, 'POST', `/api/cms/redaktion/abfall/importe/${Number(values.id)}/${values.aktion}`, {});
      if (answer.status !== 200) return abgelehnt(answer, values.aktion);
      return { status: 'success', redirect: `${PATHS.abfallkalender}?meldung=abfall-${values.aktion === 'freigeben' ? 'freigegeben' : 'verworfen'}` };
    }
    const file = files.find((entry) => entry.field === 'datei');
    if (!file) return { status: 'invalid', errors: { datei: DATEI_FEHLT }, message: DATEI_FEHLT };
    const answer = await rufe<AbfallImport>(session.cms, 'POST', '/api/cms/redaktion/abfall/importe', {
      jahr: Number(values.jahr),
      ...dateiFuerApi(file, 'abfuhrtermine.csv'),
    });
    if (answer.status !== 201) return abgelehnteDatei(answer, 'import', [400, 413]);
    return { status: 'success', redirect: `${PATHS.abfallkalender}?meldung=abfall-importiert` };
  },
});
