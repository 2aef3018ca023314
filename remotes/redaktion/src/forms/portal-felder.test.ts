import type { RedaktionPortalFelder } from '@musterstadt/cms-client';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { inhaltSchema } from './inhalt.server';
import { baueUm, portalFelderAus, portalFormwerte, portalUrsprung } from './portal-felder';

const FELDER: RedaktionPortalFelder = {
  titel: 'Willkommen in Musterstadt',
  seo: { title: 'Musterstadt', description: 'Die Website der Stadt' },
  module: [
    {
      typ: 'hero-slider',
      titel: 'Willkommen',
      titel1: 'Eins',
      link1: '/veranstaltungen',
      bildupload1: { bild: '/api/cms/medien/a-1.jpg', bildtext: 'Bild eins', bildcopyright: 'Stadt' },
      titel2: 'Zwei',
      bildupload2: { bild: '/api/cms/medien/b-2.jpg', bildtext: null, bildcopyright: 'Stadt', bild_dekorativ: true },
    },
    { typ: 'suche', titel: 'Was suchen Sie?' },
    { typ: 'headline-teaser', titel: 'Aktuelles', quelle: { typ: 'artikel', bereich: 'stadt', anzahl: 3 } },
    {
      typ: 'bild-text',
      titel: 'Museum',
      text: '<p>Text</p>',
      anordnung: 'text-bild',
      parallax: 'an',
      bildupload: { bild: '/x.jpg', bildtext: 'X', bildcopyright: 'Y' },
    },
    { typ: 'auch-interessant', titel: 'Auch interessant', menue: 'Auch interessant' },
  ],
};

describe('the portal form', () => {
  it('posts the stored fields back unchanged: order, numbered entries, pictures, boxes, lists and kept fields', () => {
    expect(portalFelderAus(portalFormwerte(FELDER))).toEqual(FELDER);
    expect(JSON.parse(portalUrsprung(FELDER))).toEqual(FELDER);
  });

  it('takes an unticked parallax box as off and a ticked decoration box as a decorative picture', () => {
    const werte = portalFormwerte(FELDER);
    const felder = portalFelderAus({ ...werte, m_parallax: [], m_dekorativ: ['0.1', '3'] });
    expect(felder.module[3]).toMatchObject({ parallax: 'aus', bildupload: { bild: '/x.jpg', bild_dekorativ: true } });
    expect(felder.module[0]?.bildupload1).toMatchObject({ bild_dekorativ: true });
    expect(felder.module[0]?.bildupload2).not.toHaveProperty('bild_dekorativ');
  });

  it('moves, removes and adds modules, and names the module that keeps the focus', () => {
    const module = FELDER.module;
    expect(baueUm(module, { art: 'hoch', index: 2 })?.module.map((modul) => modul.typ)).toEqual([
      'hero-slider',
      'headline-teaser',
      'suche',
      'bild-text',
      'auch-interessant',
    ]);
    expect(baueUm(module, { art: 'hoch', index: 2 })?.index).toBe(1);
    expect(baueUm(module, { art: 'runter', index: 4 })).toBeNull();
    expect(baueUm(module, { art: 'hoch', index: 0 })).toBeNull();
    expect(baueUm(module, { art: 'entfernen', index: 4 })).toEqual({ module: module.slice(0, 4), index: 3 });
    expect(baueUm(module, { art: 'hinzufuegen', typ: 'eventteaser' })?.module[5]).toEqual({ typ: 'eventteaser', quelle: { typ: 'veranstaltung', anzahl: 3 } });
  });

  it('moves a module dragged to another place there, and names it for the focus; a drop outside the list or in place changes nothing', () => {
    const module = FELDER.module;
    const gezogen = baueUm(module, { art: 'ziehen', index: 4, nach: 1 });
    expect(gezogen?.module.map((modul) => modul.typ)).toEqual(['hero-slider', 'auch-interessant', 'suche', 'headline-teaser', 'bild-text']);
    expect(gezogen?.index).toBe(1);
    expect(baueUm(module, { art: 'ziehen', index: 0, nach: 2 })?.module.map((modul) => modul.typ)).toEqual([
      'suche',
      'headline-teaser',
      'hero-slider',
      'bild-text',
      'auch-interessant',
    ]);
    expect(baueUm(module, { art: 'ziehen', index: 1, nach: 5 })).toBeNull();
    expect(baueUm(module, { art: 'ziehen', index: 1, nach: 1 })).toBeNull();
  });

  it('validates a posted portal form, a single module posting plain values, and refuses unknown actions', async () => {
    const werte = portalFormwerte({ titel: 'Gäste', module: [{ typ: 'text', text: '<p>Hallo</p>' }] });
    const einzeln = Object.fromEntries(Object.entries(werte).map(([name, wert]) => [name, Array.isArray(wert) ? (wert[0] ?? '') : wert]));
    const basis = { id: '4', basis_revision: '9', art: 'portal', ...einzeln, m_parallax: [], m_dekorativ: [] };
    const ok = await validateForm(inhaltSchema, { ...basis, aktion: 'runter-0' });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(portalFelderAus(ok.values).module).toEqual([{ typ: 'text', text: '<p>Hallo</p>' }]);
    expect((await validateForm(inhaltSchema, { ...basis, aktion: 'hinzufuegen' })).ok).toBe(true);
    expect((await validateForm(inhaltSchema, { ...basis, aktion: 'ziehen-3-0' })).ok).toBe(true);
    expect((await validateForm(inhaltSchema, { ...basis, aktion: 'ziehen-3' })).ok).toBe(false);
    expect(await validateForm(inhaltSchema, { ...basis, aktion: 'sprengen-1' })).toEqual({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
  });
});
