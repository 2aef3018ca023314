import { act, renderHook } from '@testing-library/react';
import { useFormSubmission, valuesAgain } from './use-form-submission';

describe('valuesAgain', () => {
  const EMPTY = { name: '', email: '', datenschutz: false };

  it('takes back the text and ticked boxes the page answered with, in the shape of the form', () => {
    expect(valuesAgain(EMPTY, { name: 'Lena Vogt', email: 'lena@example.org', datenschutz: true, firma: 'Bot AG' })).toEqual({
      name: 'Lena Vogt',
      email: 'lena@example.org',
      datenschutz: true,
    });
  });

  it('drops values of the wrong kind and starts empty without an answer', () => {
    expect(valuesAgain(EMPTY, { name: 42, email: ['x'], datenschutz: 'true' })).toEqual(EMPTY);
    expect(valuesAgain(EMPTY, undefined)).toEqual(EMPTY);
  });
});

describe('useFormSubmission', () => {
  const realFetch = globalThis.fetch;
  let keys: (string | null)[];
  let answers: (() => Response)[];

  beforeEach(() => {
    keys = [];
    answers = [];
    globalThis.fetch = (async (_input: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  // The part of a response the browser's JSON call reads (jsdom has no Response).
  const json = (status: number, body: unknown) => () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

  it('sends the same values again after a failure under the same key, and a new submission under a new one', async () => {
    const { result } = renderHook(() =>
      useFormSubmission<{ name: string }>({ formId: 'kontaktformular', submission: undefined, showErrors: () => undefined, logName: 'test' }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A network error, then a server error: the outcome is unknown, the key stays.
    await act(() => result.current.send({ name: 'Julia' }));
    answers.push(json(502, { status: 'error', message: 'Leider ging etwas schief.' }));
    await act(() => result.current.send({ name: 'Julia' }));
    expect(result.current.phase).toBe('error');
    answers.push(json(200, { status: 'success', message: 'Danke!' }));
    await act(() => result.current.send({ name: 'Julia' }));
    expect(result.current.phase).toBe('success');
    // After a success the same values are a new submission; changed values after a failure too.
    answers.push(json(502, { status: 'error', message: 'Leider ging etwas schief.' }));
    await act(() => result.current.send({ name: 'Julia' }));
    answers.push(json(200, { status: 'success', message: 'Danke!' }));
    await act(() => result.current.send({ name: 'Julia Berger' }));

    expect(keys).toHaveLength(5);
    expect(keys.every((key) => key !== null && /^[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[4]).not.toBe(keys[3]);
  });
});
