// The entry a form page loads first must not bring yup along: the schemas load on the first check.
jest.mock('yup', () => {
  throw new Error('yup was loaded with the form fields');
});

describe('the forms’ fields entry', () => {
  it('gives the labels, limits and field order without loading yup', async () => {
    const fields = await import('./fields');
    expect(fields.KONTAKT_FIELDS).toContain('nachricht');
    expect(fields.VERANSTALTUNG_LABELS.titel).toBe('Titel der Veranstaltung');
    expect(fields.CAPTCHA_FIELDS.answer).toBe('captcha');
    expect(fields.ibanOf('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('is what the schema modules build on (the same messages)', async () => {
    jest.unmock('yup');
    const { kontaktSchema, KONTAKT_MESSAGES } = jest.requireActual<typeof import('./kontakt')>('./kontakt');
    await expect(kontaktSchema.validateAt('name', { name: '' })).rejects.toThrow(KONTAKT_MESSAGES.name);
  });
});
