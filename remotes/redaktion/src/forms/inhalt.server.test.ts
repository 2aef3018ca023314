import { validateForm } from '@musterstadt/ui/forms/schema';
import { type Antworten, formCaps } from '../testing/form-caps';
import handler, { inhaltSchema } from './inhalt.server';
import { formwerte } from './felder';

const PROFIL = { id: 1, name: 'Julia Hartmann', email: 'j@musterstadt.de', rollen: ['Redakteur'], bereiche: [] };
const caps = (antworten: Antworten, session = true) => formCaps(antworten, PROFIL, session);

const gespeichert = { status: 201, body: { id: 7, revision: { id: 12 } } };
const felder = {
  titel: 'Neues Dach',
  einleitung: 'Die Halle bekommt ein Dach.',
  text: null,
  bild: null,
  bildtext: null,
  bildcopyright: null,
  bild_dekorativ: false,
};
const werte = formwerte(felder);
const post = (aktion: string, aenderung: Partial<typeof werte & { veroeffentlichen_ab: string; veroeffentlichen_bis: string }> = {}) => ({
  id: '7',
  basis_revision: '11',
  aktion,
  ursprung: JSON.stringify(werte),
  grund: '',
  veroeffentlichen_ab: '',
  veroeffentlichen_bis: '',
  ...werte,
  ...aenderung,
});

describe('the edit form of a piece of content', () => {
  it('accepts the posted form and refuses an empty title in German', async () => {
    expect(await validateForm(inhaltSchema, post('speichern'))).toMatchObject({ ok: true });
    expect(await validateForm(inhaltSchema, post('speichern', { titel: ' ' }))).toMatchObject({
      ok: false,
      errors: { titel: 'Bitte geben Sie einen Titel an.' },
    });
  });

  it('saves a new revision from the revision the form showed, and goes back to the form', async () => {
    const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/7/revisionen': gespeichert });
    const outcome = await handler.submit(post('speichern', { titel: 'Neues Dach für die Halle' }) as never, capabilities, undefined);
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=gespeichert' });
    expect(calls).toEqual([
      {
        call: 'POST /api/cms/redaktion/inhalte/7/revisionen',
        body: { basis_revision: 11, felder: { ...felder, titel: 'Neues Dach für die Halle', datum_von: null, datum_bis: null, veranstaltungsort: null } },
      },
    ]);
  });

  it('gives unchanged content for approval without saving, and changed content after saving it', async () => {
    const unchanged = caps({ 'POST /api/cms/redaktion/inhalte/7/zur-freigabe': { status: 200, body: {} } });
    expect(await handler.submit(post('zur-freigabe') as never, unchanged.capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/inhalte/7?meldung=zur-freigabe',
    });
    expect(unchanged.calls).toEqual([{ call: 'POST /api/cms/redaktion/inhalte/7/zur-freigabe', body: { revision: 11 } }]);

    const changed = caps({
      'POST /api/cms/redaktion/inhalte/7/revisionen': gespeichert,
      'POST /api/cms/redaktion/inhalte/7/zur-freigabe': { status: 200, body: {} },
    });
    await handler.submit(post('zur-freigabe', { einleitung: 'Anders.\r\nZweite Zeile.' }) as never, changed.capabilities, undefined);
    expect(changed.calls.map((c) => c.call)).toEqual(['POST /api/cms/redaktion/inhalte/7/revisionen', 'POST /api/cms/redaktion/inhalte/7/zur-freigabe']);
    expect(changed.calls[0]?.body).toMatchObject({ felder: { einleitung: 'Anders.\nZweite Zeile.' } });
    expect(changed.calls[1]?.body).toEqual({ revision: 12 });
  });

  it('publishes now, or plans the publication from a time ahead and until an end the approver sets', async () => {
    const now = caps({ 'POST /api/cms/redaktion/inhalte/7/freigeben': { status: 200, body: { status: 'Veröffentlicht' } } });
    expect(await handler.submit(post('freigeben') as never, now.capabilities, undefined)).toEqual({
      status: 'success',
      redirect: '/redaktion/inhalte/7?meldung=freigeben',
    });
    expect(now.calls).toEqual([
      { call: 'POST /api/cms/redaktion/inhalte/7/freigeben', body: { revision: 11, veroeffentlichen_ab: null, veroeffentlichen_bis: null } },
    ]);

    const planned = caps({ 'POST /api/cms/redaktion/inhalte/7/freigeben': { status: 200, body: { status: 'Geplant' } } });
    const outcome = await handler.submit(
      post('freigeben', { veroeffentlichen_ab: '2026-12-24T08:00', veroeffentlichen_bis: ' 2027-01-06T18:00 ' }) as never,
      planned.capabilities,
      undefined,
    );
    expect(outcome).toEqual({ status: 'success', redirect: '/redaktion/inhalte/7?meldung=geplant' });
    expect(planned.calls[0]?.body).toEqual({ revision: 11, veroeffentlichen_ab: '2026-12-24T08:00', veroeffentlichen_bis: '2027-01-06T18:00' });

    const endFirst = caps({
      'POST /api/cms/redaktion/inhalte/7/freigeben': {
        status: 422,
        body: {
          error: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.',
          errors: { veroeffentlichen_bis: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.' },
        },
      },
    });
    expect(await handler.submit(post('freigeben', { veroeffentlichen_bis: '2020-01-01T00:00' }) as never, endFirst.capabilities, undefined)).toMatchObject({
      status: 'invalid',
      errors: { veroeffentlichen_bis: 'Das Ende der Veröffentlichung muss nach ihrem Beginn liegen.' },
    });
  });

  it("shows the content API's refusals: 403 as its German message, 422 at the fields, 409 with what changed meanwhile", async () => {
    const forbidden = caps({ 'POST /api/cms/redaktion/inhalte/7/freigeben': { status: 403, body: { error: 'Dafür fehlt Ihnen die Rolle „Freigabe“.' } } });
    expect(await handler.submit(post('freigeben') as never, forbidden.capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 403,
      message: 'Dafür fehlt Ihnen die Rolle „Freigabe“.',
    });

    const checks = caps({
      'POST /api/cms/redaktion/inhalte/7/zur-freigabe': { status: 422, body: { error: 'Bevor …', errors: { bildtext: 'Das Bild braucht einen Bildtext.' } } },
    });
    expect(await handler.submit(post('zur-freigabe') as never, checks.capabilities, undefined)).toEqual({
      status: 'invalid',
      errors: { bildtext: 'Das Bild braucht einen Bildtext.' },
      message: 'Bevor …',
    });

    const aenderungen = [{ feld: 'titel', bezeichnung: 'Titel', geaendert: true, alt: 'A', neu: 'B', teile: [] }];
    const conflict = caps({
      'POST /api/cms/redaktion/inhalte/7/revisionen': {
        status: 409,
        body: { error: 'Dieser Inhalt wurde inzwischen geändert.', aenderungen, aktuelle_revision: { id: 13 } },
      },
    });
    expect(await handler.submit(post('speichern') as never, conflict.capabilities, undefined)).toMatchObject({
      status: 'error',
      httpStatus: 409,
      message: 'Dieser Inhalt wurde inzwischen geändert.',
      data: { aenderungen, aktuelle_revision: { id: 13 } },
    });
  });

  describe('Vorschau', () => {
    const link = { token: 'abc.def.ghi', url: '/redaktion/vorschau?token=abc.def.ghi', gueltig_bis: '2026-11-28T10:00:00.000Z' };

    it('goes on to the preview link of the revision the form showed, saving nothing when nothing changed', async () => {
      const { capabilities, calls } = caps({ 'POST /api/cms/redaktion/inhalte/7/vorschau': { status: 201, body: link } });
      expect(await handler.submit(post('vorschau') as never, capabilities, undefined)).toEqual({ status: 'success', redirect: link.url });
      expect(calls).toEqual([{ call: 'POST /api/cms/redaktion/inhalte/7/vorschau', body: { revision: 11 } }]);
    });

    it('saves what the editor typed first, and previews that new revision (nothing typed is lost)', async () => {
      const { capabilities, calls } = caps({
        'POST /api/cms/redaktion/inhalte/7/revisionen': gespeichert,
        'POST /api/cms/redaktion/inhalte/7/vorschau': { status: 201, body: link },
      });
      const outcome = await handler.submit(post('vorschau', { titel: 'Neues Dach für die Halle' }) as never, capabilities, undefined);
      expect(outcome).toEqual({ status: 'success', redirect: link.url });
      expect(calls.map((c) => c.call)).toEqual(['POST /api/cms/redaktion/inhalte/7/revisionen', 'POST /api/cms/redaktion/inhalte/7/vorschau']);
      expect(calls[0]?.body).toMatchObject({ basis_revision: 11, felder: { titel: 'Neues Dach für die Halle' } });
      expect(calls[1]?.body).toEqual({ revision: 12 });
    });

    it('asks for no link when saving the typed input is refused: the form comes back with the message and the input', async () => {
      const { capabilities, calls } = caps({
        'POST /api/cms/redaktion/inhalte/7/revisionen': { status: 422, body: { error: 'Bitte prüfen Sie Ihre Angaben.', errors: { titel: 'Zu lang.' } } },
      });
      expect(await handler.submit(post('vorschau', { titel: 'x'.repeat(20) }) as never, capabilities, undefined)).toEqual({
        status: 'invalid',
        errors: { titel: 'Zu lang.' },
        message: 'Bitte prüfen Sie Ihre Angaben.',
      });
      expect(calls.map((c) => c.call)).toEqual(['POST /api/cms/redaktion/inhalte/7/revisionen']);
    });

    it("shows the content API's refusal of the link in German, and that the input was saved", async () => {
      const { capabilities } = caps({
        'POST /api/cms/redaktion/inhalte/7/revisionen': gespeichert,
        'POST /api/cms/redaktion/inhalte/7/vorschau': {
          status: 404,
          body: { error: 'Für diesen Inhalt gibt es auf der Website keine Seite, auf der er sich zeigen ließe.' },
        },
      });
      expect(await handler.submit(post('vorschau', { titel: 'Anders' }) as never, capabilities, undefined)).toMatchObject({
        status: 'error',
        httpStatus: 404,
        message: 'Für diesen Inhalt gibt es auf der Website keine Seite, auf der er sich zeigen ließe.',
        data: { gespeichert: 12 },
      });
    });
  });

  it('asks for a login when the session is gone, and sends nothing', async () => {
    const { capabilities, calls } = caps({}, false);
    expect(await handler.submit(post('speichern') as never, capabilities, undefined)).toMatchObject({ status: 'error', httpStatus: 401 });
    expect(calls).toEqual([]);
  });
});
