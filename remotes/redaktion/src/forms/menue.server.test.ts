import type { MenuItem } from '@musterstadt/cms-client';
import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler from './menue.server';
import { menueSchema } from './menue';

const PROFIL = { id: 3, name: 'Kai Moser', email: 'kai.moser@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
const caps = (antworten: Antworten) => formCaps(antworten, PROFIL);

const MENU: MenuItem[] = [
  { title: 'Start', href: '/feuerwehr/' },
  { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
  { title: 'Mitglied werden', href: '/feuerwehr/mitglied-werden/' },
];

const post = (aktion: string, mehr: Record<string, unknown> = {}) => ({
  id: '21',
  basis_revision: '40',
  name: 'Hauptmenü Feuerwehr',
  ebenen: '1',
  aktion,
  ursprung: JSON.stringify(MENU),
  titel: MENU.map((item) => item.title),
  link: MENU.map((item) => item.href ?? ''),
  neu_titel: '',
  neu_link: '',
  neu_unter: '',
  grund: '',
  ...mehr,
});

const gespeichert = { status: 201, body: { id: 21, revision: { id: 41 } } };
const REVISION = 'POST /api/cms/redaktion/inhalte/21/revisionen';
const submit = async (values: Record<string, unknown>, antworten: Antworten) => {
  const { capabilities, calls } = caps(antworten);
  const checked = await validateForm(menueSchema, values);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return { outcome: await handler.submit(checked.values as never, capabilities, undefined), calls };
};

describe('the menu editor’s form', () => {
  it('accepts its buttons and refuses any other action', async () => {
    expect(await validateForm(menueSchema, post('nach-oben:1'))).toMatchObject({ ok: true });
    expect(await validateForm(menueSchema, post('einruecken:1.0.2'))).toMatchObject({ ok: true });
    expect(await validateForm(menueSchema, post('springen:1'))).toMatchObject({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
    expect(await validateForm(menueSchema, post('nach-oben:x'))).toMatchObject({ ok: false });
    // A menu of one entry posts plain strings.
    expect(await validateForm(menueSchema, { ...post('speichern'), titel: 'Start', link: '/feuerwehr/' })).toMatchObject({
      ok: true,
      values: { titel: ['Start'], link: ['/feuerwehr/'] },
    });
  });

  it('moves an entry, saves the tree with what was typed, and goes back to the entry’s button', async () => {
    const { outcome, calls } = await submit(post('nach-oben:2', { titel: ['Start', 'Einsätze', 'Mitglied werden!'] }), { [REVISION]: gespeichert });
    expect(calls).toEqual([
      {
        call: REVISION,
        body: {
          basis_revision: 40,
          felder: {
            titel: 'Hauptmenü Feuerwehr',
            eintraege: [
              { title: 'Start', href: '/feuerwehr/' },
              { title: 'Mitglied werden!', href: '/feuerwehr/mitglied-werden/' },
              { title: 'Einsätze', href: '/feuerwehr/einsaetze/' },
            ],
          },
        },
      },
    ]);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/menues/21?meldung=nach-oben&fokus=1~nach-oben' });
  });

  it('an entry dragged to another place among its neighbours: saved there with what was typed, and the page focuses the entry', async () => {
    expect(await validateForm(menueSchema, post('ziehen:2:0'))).toMatchObject({ ok: true });
    expect(await validateForm(menueSchema, post('ziehen:2:x'))).toMatchObject({ ok: false, errors: { aktion: 'Diese Aktion gibt es nicht.' } });
    const { outcome, calls } = await submit(post('ziehen:2:0', { titel: ['Start!', 'Einsätze', 'Mitglied werden'] }), { [REVISION]: gespeichert });
    expect((calls[0]?.body as { felder: { eintraege: MenuItem[] } }).felder.eintraege.map((item) => item.title)).toEqual([
      'Mitglied werden',
      'Start!',
      'Einsätze',
    ]);
    // No button moved it: the focus goes to the entry (its title), the page says it moved up.
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/menues/21?meldung=nach-oben&fokus=0' });
    const runter = await submit(post('ziehen:0:2'), { [REVISION]: gespeichert });
    expect((runter.calls[0]?.body as { felder: { eintraege: MenuItem[] } }).felder.eintraege.map((item) => item.title)).toEqual([
      'Einsätze',
      'Mitglied werden',
      'Start',
    ]);
    expect(runter.outcome).toEqual({ status: 'success', redirect: '/redaktion/menues/21?meldung=nach-unten&fokus=2' });
  });

  it('refuses a drop outside the entry’s neighbours with the tree kept; nothing is sent', async () => {
    const { outcome, calls } = await submit(post('ziehen:0:7'), {});
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ status: 'invalid', data: { baum: MENU } });
  });

  it('adds an entry where the editor chose, also when Enter in its field pressed the form’s first button', async () => {
    const { outcome, calls } = await submit(post('speichern', { neu_titel: ' Termine ', neu_link: '/feuerwehr/termine/' }), { [REVISION]: gespeichert });
    expect((calls[0]?.body as { felder: { eintraege: MenuItem[] } }).felder.eintraege.at(-1)).toEqual({ title: 'Termine', href: '/feuerwehr/termine/' });
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/menues/21?meldung=hinzugefuegt&fokus=3' });
  });

  it('refuses a move the menu’s depth does not allow, and gives back the tree as typed; nothing is sent', async () => {
    const { outcome, calls } = await submit(post('einruecken:1', { titel: ['Start', 'Einsätze (neu)', 'Mitglied werden'] }), {});
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({
      status: 'invalid',
      message: expect.stringContaining('nur eine Ebene'),
      data: { baum: [MENU[0], { title: 'Einsätze (neu)', href: '/feuerwehr/einsaetze/' }, MENU[2]] },
    });
    const ohneTitel = await submit(post('hinzufuegen', { neu_link: '/feuerwehr/termine/' }), {});
    expect(ohneTitel.outcome).toMatchObject({
      status: 'invalid',
      errors: { neu_titel: 'Bitte geben Sie dem neuen Eintrag einen Titel.' },
      data: { neu: { link: '/feuerwehr/termine/' } },
    });
  });

  it('puts a refusal of the content API at the form, with the tree kept', async () => {
    const { outcome } = await submit(post('nach-unten:0'), {
      [REVISION]: { status: 403, body: { error: 'Der Bereich „Stadt“ gehört nicht zu Ihren Bereichen. Inhalte dort können Sie weder sehen noch bearbeiten.' } },
    });
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 403, message: expect.stringContaining('„Stadt“'), data: { baum: MENU } });
  });

  it('gives an unchanged menu for approval without saving, a changed one after saving it', async () => {
    // The page shows the tree as the content API stored it: keys in another order are the same tree.
    const gespeicherterBaum = MENU.map((item) => ({ href: item.href, title: item.title }));
    const unverändert = await submit(post('zur-freigabe', { ursprung: JSON.stringify(gespeicherterBaum) }), {
      'POST /api/cms/redaktion/inhalte/21/zur-freigabe': { status: 200, body: {} },
    });
    expect(unverändert.calls.map((call) => call.call)).toEqual(['POST /api/cms/redaktion/inhalte/21/zur-freigabe']);
    expect(unverändert.outcome).toEqual({ status: 'success', redirect: '/redaktion/menues/21?meldung=zur-freigabe' });
    const geaendert = await submit(post('zur-freigabe', { link: ['/feuerwehr/', '/feuerwehr/einsaetze/', '/feuerwehr/mitmachen/'] }), {
      [REVISION]: gespeichert,
      'POST /api/cms/redaktion/inhalte/21/zur-freigabe': { status: 422, body: { error: 'Bitte prüfen', errors: { '2': 'Der Eintrag führt ins Leere.' } } },
    });
    expect(geaendert.calls.map((call) => [call.call, call.body])).toEqual([
      [REVISION, expect.anything()],
      ['POST /api/cms/redaktion/inhalte/21/zur-freigabe', { revision: 41 }],
    ]);
    expect(geaendert.outcome).toMatchObject({ status: 'invalid', errors: { '2': 'Der Eintrag führt ins Leere.' }, data: { gespeichert: 41 } });
  });

  it('answers a form that does not fit its tree with a German 400, nothing sent', async () => {
    const { outcome, calls } = await submit(post('speichern', { titel: ['Start'] }), {});
    expect(outcome).toMatchObject({ status: 'error', httpStatus: 400, message: 'Das Formular ist unvollständig. Bitte laden Sie die Seite neu.' });
    expect(calls).toEqual([]);
  });
});
