import { validateForm } from '@musterstadt/ui/forms/schema';
import { ibanOf, VEREINSPAUSCHALE_MESSAGES as M, vereinspauschaleSchema } from './vereinspauschale';

const valid = {
  verein: 'Schachclub Musterstadt e. V.',
  zweck: 'jugend',
  begruendung: 'Wir haben 23 Mitglieder unter 18 Jahren.',
  name: 'Petra Schwarz',
  funktion: 'Kassenwartin',
  email: 'kasse@example.org',
  telefon: '',
  kontoinhaber: 'Schachclub Musterstadt e. V.',
  iban: 'DE89 3704 0044 0532 0130 00',
  datenschutz: true,
  captcha: '4',
  captchaToken: 't.1.s',
  firma: '',
};

describe('flat-rate request schema', () => {
  it('takes a valid application', async () => {
    expect((await validateForm(vereinspauschaleSchema, valid)).ok).toBe(true);
  });

  it('checks the IBAN with its check digits (ibantools), in any spacing', async () => {
    expect(ibanOf('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(ibanOf('AT61 1904 3002 3457 3201')).toBe('AT61 1904 3002 3457 3201');
    for (const iban of ['DE89 3704 0044 0532 0130 01', 'DE00 0000 0000 0000 0000 00', 'XX89370400440532013000', '1234', '']) {
      const checked = await validateForm(vereinspauschaleSchema, { ...valid, iban });
      expect(checked.ok ? {} : checked.errors).toMatchObject({ iban: M.iban });
    }
  });

  it('needs the club, the purpose, the contact person and an address for the confirmation', async () => {
    const checked = await validateForm(vereinspauschaleSchema, { ...valid, verein: '', zweck: 'urlaub', name: '', email: '' });
    expect(checked.ok ? {} : checked.errors).toMatchObject({ verein: M.verein, zweck: M.zweck, name: M.name, email: M.email });
  });
});
