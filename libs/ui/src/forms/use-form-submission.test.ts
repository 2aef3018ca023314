import { valuesAgain } from './use-form-submission';

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
