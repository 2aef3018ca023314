import type { RedaktionSeitenFelder } from '@musterstadt/cms-client';
import type { FormCapabilities, TemplateCatalog } from '@musterstadt/shell-contract';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { seiteSchema } from './seite.server';

const PROFIL = { id: 1, name: 'Julia Hartmann', email: 'julia.hartmann@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };

const KATALOG = {
  layouts: { default: 'town' },
  layoutTitles: { default: 'Standard' },
  remotes: {
    town: {
      text: {
        title: 'Text',
        description: 'Überschrift und Text.',
        context: { type: 'object', properties: { ueberschrift: { type: 'string', title: 'Überschrift' } } },
      },
      mitarbeiter: {
        title: 'Ansprechpartner',
        description: 'Personen.',
        context: { type: 'object', properties: { titel: { type: 'string', title: 'Titel' } } },
      },
    },
  },
} as unknown as TemplateCatalog;

const GESPEICHERT: RedaktionSeitenFelder = {
  url: '/leben-wohnen/spielplatz',
  layout: 'default',
  titel: 'Spielplatz',
  description: 'Der Spielplatz.',
  canonical: null,
  breadcrumbs: [{ title: 'Startseite', url: '/' }, { title: 'Spielplatz' }],
  hero_images: [
    { bild: '/api/cms/medien/a.jpg', bildtext: 'Schaukel', bildcopyright: 'Stadt' },
    { bild: '/api/cms/medien/b.jpg', bildtext: null, bildcopyright: 'Stadt', bild_dekorativ: true },
  ],
  blocks: [
    { template: 'text', slot: 'main', context: { ueberschrift: 'Geräte' } },
    { template: 'mitarbeiter', slot: 'main', context: { titel: 'Wer ihn betreut' } },
  ],
  api_calls: [],
};

/** The form as the page posts it: every field of the stored page, pairs of `schluessel` and `wert`, ticked boxes in `an`. */
function post(aktion: string, aenderungen: Record<string, string> = {}) {
  const paare: [string, string][] = [
    ['breadcrumbs.0.title', 'Startseite'],
    ['breadcrumbs.0.url', '/'],
    ['breadcrumbs.1.title', 'Spielplatz'],
    ['breadcrumbs.1.url', ''],
    ['hero_images.0.bild', '/api/cms/medien/a.jpg'],
    ['hero_images.0.bildtext', 'Schaukel'],
    ['hero_images.0.bildcopyright', 'Stadt'],
    ['hero_images.1.bild', '/api/cms/medien/b.jpg'],
    ['hero_images.1.bildtext', ''],
    ['hero_images.1.bildcopyright', 'Stadt'],
    ['blocks.0.template', 'text'],
    ['blocks.0.slot', 'main'],
    ['blocks.0.context.ueberschrift', 'Geräte'],
    ['blocks.1.template', 'mitarbeiter'],
    ['blocks.1.slot', 'main'],
    ['blocks.1.context.titel', 'Wer ihn betreut'],
  ].map(([schluessel = '', wert = '']) => [schluessel, aenderungen[schluessel] ?? wert] as [string, string]);
  return {
    id: '7',
    basis_revision: '70',
    aktion,
    ursprung: JSON.stringify(GESPEICHERT),
    url: GESPEICHERT.url,
    titel: GESPEICHERT.titel,
    layout: 'default',
    description: GESPEICHERT.description,
    canonical: '',
    api_calls: '',
    schluessel: paare.map(([schluessel]) => schluessel),
    wert: paare.map(([, wert]) => wert),
    an: ['hero_images.1.bild_dekorativ'],
  };
}

const REVISION = 'POST /api/cms/redaktion/inhalte/7/revisionen';
const gespeichert = { status: 201, body: { id: 7, revision: { id: 71 } } };

async function submit(values: Record<string, unknown>, antworten: Antworten = { [REVISION]: gespeichert }) {
  const { capabilities, calls } = formCaps(antworten, PROFIL);
  const checked = await validateForm(seiteSchema, values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const caps = { ...capabilities, templateCatalog: () => KATALOG } as FormCapabilities;
  return { outcome: await handler.submit(checked.values as never, caps, KATALOG), calls };
}

const gesendet = (calls: { call: string; body: unknown }[]) => (calls[0]?.body as { felder: RedaktionSeitenFelder }).felder;

describe('the page form', () => {
  it('accepts the moves of blocks, title pictures and breadcrumbs by button and by dragging, and refuses other actions', async () => {
    for (const aktion of [
      'hoch:1',
      'runter:hero_images.0',
      'entfernen:breadcrumbs.1',
      'verschieben:blocks.1.0',
      'verschieben:hero_images.0.1',
      'dazu:breadcrumbs',
      'dazu:hero_images',
    ]) {
      expect(await validateForm(seiteSchema, post(aktion))).toMatchObject({ ok: true });
    }
    for (const aktion of ['verschieben:blocks.1', 'verschieben:andere.0.1', 'dazu:andere', 'hoch:andere.1']) {
      expect(await validateForm(seiteSchema, post(aktion))).toMatchObject({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
    }
  });

  it('saves the breadcrumbs and every title picture as typed, a decorative one without its text', async () => {
    const { outcome, calls } = await submit(
      post('speichern', { 'breadcrumbs.1.title': 'Spielplatz am Kurpark', 'hero_images.1.bildtext': 'wird nicht gebraucht' }),
    );
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=gespeichert' });
    const felder = gesendet(calls);
    expect(felder.breadcrumbs).toEqual([{ title: 'Startseite', url: '/' }, { title: 'Spielplatz am Kurpark' }]);
    expect(felder.hero_images).toEqual([
      { bild: '/api/cms/medien/a.jpg', bildtext: 'Schaukel', bildcopyright: 'Stadt' },
      { bild: '/api/cms/medien/b.jpg', bildtext: null, bildcopyright: 'Stadt', bild_dekorativ: true },
    ]);
  });

  it('saves nothing when nothing changed and the editor asks for approval', async () => {
    const { calls } = await submit(post('zur-freigabe'), { 'POST /api/cms/redaktion/inhalte/7/zur-freigabe': { status: 200, body: {} } });
    expect(calls.map((call) => call.call)).toEqual(['POST /api/cms/redaktion/inhalte/7/zur-freigabe']);
  });

  it('a block dropped at another place: saved in the new order with what was typed, and the page focuses it and says where it stands', async () => {
    const { outcome, calls } = await submit(post('verschieben:blocks.1.0', { 'blocks.0.context.ueberschrift': 'Geräte und Spiele' }));
    expect(gesendet(calls).blocks).toEqual([
      { template: 'mitarbeiter', slot: 'main', context: { titel: 'Wer ihn betreut' } },
      { template: 'text', slot: 'main', context: { ueberschrift: 'Geräte und Spiele' } },
    ]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=verschoben&fokus=blocks.0' });
  });

  it('a block moved by its button: the focus goes back to that button', async () => {
    const { outcome, calls } = await submit(post('hoch:1'));
    expect(gesendet(calls).blocks?.map((block) => block.template)).toEqual(['mitarbeiter', 'text']);
    expect(outcome).toEqual({ status: 'success', redirect: `/redaktion/inhalte/7?meldung=verschoben&fokus=${encodeURIComponent('blocks.0~hoch')}` });
  });

  it('moves, adds and removes title pictures and breadcrumbs', async () => {
    const runter = await submit(post('runter:hero_images.0'));
    expect(gesendet(runter.calls).hero_images?.map((bild) => bild.bild)).toEqual(['/api/cms/medien/b.jpg', '/api/cms/medien/a.jpg']);
    expect(runter.outcome).toMatchObject({ redirect: `/redaktion/inhalte/7?meldung=verschoben&fokus=${encodeURIComponent('hero_images.1~runter')}` });

    const gezogen = await submit(post('verschieben:breadcrumbs.1.0'));
    expect(gesendet(gezogen.calls).breadcrumbs?.map((krume) => krume.title)).toEqual(['Spielplatz', 'Startseite']);

    const dazu = await submit(post('dazu:breadcrumbs'));
    expect(gesendet(dazu.calls).breadcrumbs).toEqual([{ title: 'Startseite', url: '/' }, { title: 'Spielplatz' }, { title: '' }]);
    expect(dazu.outcome).toMatchObject({ redirect: '/redaktion/inhalte/7?meldung=hinzugefuegt&fokus=breadcrumbs.2' });

    const weg = await submit(post('entfernen:hero_images.0'));
    expect(gesendet(weg.calls).hero_images?.map((bild) => bild.bild)).toEqual(['/api/cms/medien/b.jpg']);
    expect(weg.outcome).toMatchObject({ redirect: '/redaktion/inhalte/7?meldung=entfernt&fokus=hero_images' });
  });

  it('a new page starts with the breadcrumbs of its address: the home page, each page above it by its title, the page itself', async () => {
    const { capabilities, calls } = formCaps({ 'POST /api/cms/redaktion/inhalte': { status: 201, body: { id: 9 } } }, PROFIL);
    const cms = (capabilities as unknown as { sessions: { redaktion: { cms: { get: unknown } } } }).sessions.redaktion.cms;
    const gefragt: unknown[] = [];
    cms.get = async (_path: string, params: { url: string }) => {
      gefragt.push(params.url);
      // '/leben-wohnen' is a page; '/leben-wohnen/gaerten' is none.
      return params.url === '/leben-wohnen'
        ? { status: 200, body: { url: '/leben-wohnen', title: 'Leben & Wohnen' } }
        : { status: 404, body: { error: 'nicht gefunden' } };
    };
    const checked = await validateForm(seiteSchema, {
      aktion: 'anlegen',
      bereich: 'stadt',
      url: '/leben-wohnen/gaerten/muehlbach',
      titel: 'Gärten am Mühlbach',
      layout: 'default',
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const outcome = await handler.submit(checked.values as never, { ...capabilities, templateCatalog: () => KATALOG } as FormCapabilities, KATALOG);
    expect(gefragt).toEqual(['/leben-wohnen', '/leben-wohnen/gaerten']);
    expect((calls[0]?.body as { felder: RedaktionSeitenFelder }).felder.breadcrumbs).toEqual([
      { title: 'Startseite', url: '/' },
      { title: 'Leben & Wohnen', url: '/leben-wohnen' },
      { title: 'Gärten am Mühlbach' },
    ]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/9?meldung=gespeichert' });
  });

  it('a drop outside the list changes nothing and saves the page as typed', async () => {
    const { outcome, calls } = await submit(post('verschieben:blocks.1.9'));
    expect(gesendet(calls).blocks?.map((block) => block.template)).toEqual(['text', 'mitarbeiter']);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=gespeichert' });
  });
});
