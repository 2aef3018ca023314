import type { FormHandler, SubmitOutcome } from '@musterstadt/shell-contract';
import { yup } from '@musterstadt/ui/forms/schema';
import { FormRegistry, NO_CAPABILITIES, processSubmission } from './handler';

const schema = yup.object({
  name: yup.string().trim().required('Bitte geben Sie Ihren Namen an').min(2, 'Bitte geben Sie Ihren Namen an'),
  ok: yup.boolean().required('Bitte bestätigen').isTrue('Bitte bestätigen'),
  firma: yup.string().default(''),
});

function setup(outcome: SubmitOutcome | Error = { status: 'success' }, prepare?: () => Promise<{ context: Record<string, unknown>; state: unknown }>) {
  const submitted: unknown[] = [];
  const handler: FormHandler<{ name: string }, unknown, unknown> = {
    id: 'testformular',
    schema,
    honeypot: 'firma',
    messages: { success: 'Danke!', error: 'Leider ging etwas schief.' },
    ...(prepare ? { prepare } : {}),
    async submit(values) {
      submitted.push(values);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  const reported: unknown[] = [];
  const warned: Record<string, unknown>[] = [];
  const deps = { report: (error: unknown) => reported.push(error), warn: (context: Record<string, unknown>) => warned.push(context), caps: NO_CAPABILITIES };
  return { handler, submitted, reported, warned, run: (input: unknown) => processSubmission(handler, input, deps) };
}

describe('processSubmission', () => {
  it('submits valid values and answers success without echoing them', async () => {
    const { run, submitted } = setup();
    expect(await run({ name: ' Julia ', ok: true, firma: '' })).toEqual({ httpStatus: 200, result: { status: 'success', message: 'Danke!' } });
    expect(submitted).toEqual([{ name: 'Julia', ok: true, firma: '' }]);
  });

  it('refuses a filled honeypot with the error outcome, submits nothing and only logs it', async () => {
    const { run, submitted, reported, warned } = setup();
    const answer = await run({ name: 'Bot', ok: true, firma: 'Spam GmbH' });
    expect(answer).toEqual({ httpStatus: 400, result: { status: 'error', message: 'Leider ging etwas schief.', values: { name: 'Bot', ok: true } } });
    expect(submitted).toEqual([]);
    expect(reported).toEqual([]);
    expect(warned).toEqual([{ form: 'testformular' }]);
  });

  it('answers field errors with 422 and the entered values, never the honeypot', async () => {
    const { run, submitted } = setup();
    expect(await run({ name: 'J', firma: '' })).toEqual({
      httpStatus: 422,
      result: {
        status: 'invalid',
        message: 'Bitte prüfen Sie Ihre Angaben.',
        errors: { name: 'Bitte geben Sie Ihren Namen an', ok: 'Bitte bestätigen' },
        values: { name: 'J' },
      },
    });
    expect(submitted).toEqual([]);
  });

  it('answers a body that is no form, or has unknown fields, with 400', async () => {
    const { run } = setup();
    for (const input of [null, 'name=Julia', [1], { name: 'Julia', ok: true, admin: true }]) {
      const answer = await run(input);
      expect(answer.httpStatus).toBe(400);
      expect(answer.result.status).toBe('invalid');
      expect(answer.result.message).toMatch(/^(Die Angaben des Formulars|Das Formular enthält)/);
    }
  });

  it('gives the error outcome and reports when preparing or submitting fails', async () => {
    const failing = setup({ status: 'success' }, () => Promise.reject(new Error('row database down')));
    expect((await failing.run({ name: 'Julia', ok: true })).httpStatus).toBe(502);
    expect(failing.reported).toEqual([new Error('row database down')]);
    expect(failing.submitted).toEqual([]);

    const throwing = setup(new Error('boom'));
    expect(await throwing.run({ name: 'Julia', ok: true })).toMatchObject({ httpStatus: 502, result: { status: 'error' } });
    expect(throwing.reported).toEqual([new Error('boom')]);

    const mail = new Error('mail failed');
    const reporting = setup({ status: 'error', httpStatus: 502, reason: 'mail', problem: mail });
    await reporting.run({ name: 'Julia', ok: true });
    expect(reporting.reported).toEqual([mail]);
  });

  it('logs a refusal without a problem (a full day) instead of reporting it', async () => {
    const { run, reported, warned } = setup({ status: 'error', httpStatus: 409, reason: 'day full' });
    expect(await run({ name: 'Julia', ok: true })).toMatchObject({ httpStatus: 409, result: { status: 'error', message: 'Leider ging etwas schief.' } });
    expect(reported).toEqual([]);
    expect(warned).toEqual([{ form: 'testformular', reason: 'day full' }]);
  });

  it('answers fields a service behind the form refused with 422, the messages and the entered values', async () => {
    const { run } = setup({ status: 'invalid', errors: { name: 'Diesen Namen kennen wir nicht.' } });
    expect(await run({ name: 'Julia', ok: true, firma: '' })).toEqual({
      httpStatus: 422,
      result: {
        status: 'invalid',
        message: 'Bitte prüfen Sie Ihre Angaben.',
        errors: { name: 'Diesen Namen kennen wir nicht.' },
        values: { name: 'Julia', ok: true },
      },
    });
  });

  it('passes the capabilities to every step and the prepared context to the schema', async () => {
    const lent: unknown[] = [];
    const { handler, run } = setup({ status: 'success' }, async () => ({ context: {}, state: 'vorbereitet' }));
    const prepare = handler.prepare!;
    handler.prepare = (caps) => (lent.push(['prepare', caps]), prepare(caps));
    handler.submit = async (_values, caps, state) => (lent.push(['submit', caps, state]), { status: 'success' });
    await run({ name: 'Julia', ok: true });
    expect(lent).toEqual([
      ['prepare', NO_CAPABILITIES],
      ['submit', NO_CAPABILITIES, 'vorbereitet'],
    ]);
  });

  it('answers a failure with its own German text when the handler words it', async () => {
    const { run } = setup({ status: 'error', httpStatus: 503, reason: 'mail', message: 'Die E-Mail konnte gerade nicht versendet werden.' });
    expect(await run({ name: 'Julia', ok: true })).toMatchObject({
      httpStatus: 503,
      result: { status: 'error', message: 'Die E-Mail konnte gerade nicht versendet werden.' },
    });
  });

  it('passes the prepared context to the schema', async () => {
    const withContext = yup.object({
      tag: yup.string().test('angeboten', 'Bitte wählen Sie einen Tag aus der Liste', (v, t) => (t.options.context?.tage as string[]).includes(v ?? '')),
    });
    const { handler, run } = setup({ status: 'success' }, async () => ({ context: { tage: ['1'] }, state: null }));
    handler.schema = withContext;
    delete handler.honeypot;
    expect((await run({ tag: '2' })).result.errors).toEqual({ tag: 'Bitte wählen Sie einen Tag aus der Liste' });
    expect((await run({ tag: '1' })).httpStatus).toBe(200);
  });
});

describe('FormRegistry', () => {
  it('finds handlers by id and refuses a second one with the same id', async () => {
    const { handler } = setup();
    const registry = new FormRegistry([handler]);
    expect(await registry.get('testformular')).toBe(handler);
    expect(await registry.get('kontakt')).toBeUndefined();
    expect(() => registry.register(handler)).toThrow('registered twice');
  });
});
