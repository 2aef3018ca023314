import { validateForm } from '@musterstadt/ui/forms/schema';
import { parsePoint, SCHADENSMELDUNG_MESSAGES as M, schadensmeldungSchema } from './schadensmeldung';

const valid = {
  art: 'strasse',
  beschreibung: 'Tiefes Schlagloch auf der rechten Fahrspur.',
  adresse: 'Hauptstraße 12',
  standort: '',
  name: '',
  email: '',
  telefon: '',
  datenschutz: true,
  captcha: '4',
  captchaToken: 't.1.s',
  firma: '',
};

describe('damage report schema', () => {
  it('takes an address or a point, and leaves the contact to the sender', async () => {
    expect((await validateForm(schadensmeldungSchema, valid)).ok).toBe(true);
    expect((await validateForm(schadensmeldungSchema, { ...valid, adresse: '', standort: '48.0521, 8.2103' })).ok).toBe(true);
  });

  it('answers the xor message naming both fields for neither and for both', async () => {
    for (const change of [{ adresse: '' }, { standort: '48.0521, 8.2103' }]) {
      const checked = await validateForm(schadensmeldungSchema, { ...valid, ...change });
      expect(checked.ok).toBe(false);
      expect(Object.values(checked.ok ? {} : checked.errors)).toContain(M.ort);
    }
    expect(M.ort).toBe('Bitte füllen Sie genau eines der beiden Felder aus: „Adresse oder Ortsangabe“ oder „Punkt auf der Karte“.');
  });

  it('gives German messages for a bad point, kind, description and address', async () => {
    const errors = async (change: Record<string, unknown>) => {
      const checked = await validateForm(schadensmeldungSchema, { ...valid, ...change });
      return checked.ok ? {} : checked.errors;
    };
    expect(await errors({ adresse: '', standort: '91, 8' })).toMatchObject({ standort: M.standort });
    expect(await errors({ art: 'ufo' })).toMatchObject({ art: M.art });
    expect(await errors({ beschreibung: 'kaputt' })).toMatchObject({ beschreibung: M.beschreibung });
    expect(await errors({ adresse: 'x'.repeat(201) })).toMatchObject({ adresse: M.adresse });
    expect(await errors({ email: 'hanna@' })).toMatchObject({ email: M.email });
  });

  it('reads points as latitude, longitude', () => {
    expect(parsePoint('48.0521, 8.2103')).toEqual([48.0521, 8.2103]);
    expect(parsePoint('48,0521 8,2103')).toBeNull();
    expect(parsePoint('-33.9; 151.2')).toEqual([-33.9, 151.2]);
    expect(parsePoint('95, 8')).toBeNull();
  });
});
