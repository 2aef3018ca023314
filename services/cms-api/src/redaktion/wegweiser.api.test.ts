/**
 * The service guide in the editorial area on the real server and a freshly seeded database (PGlite,
 * and PostgreSQL when DATABASE_URL is set): the seeded entries are content of the section 'stadt'
 * with their opening times in the spec's types; the town editor changes a unit's opening times
 * (refused while spans overlap or the phone number does not fit the phone rule), a person's phone
 * number, links a service to a form and writes a new service; a second person approves; the public
 * guide, the links in both directions and the site search show it at once; the fire-brigade editor
 * is refused; a withdrawn entry's address answers 410.
 */
import type {
  RedaktionInhalt,
  RedaktionInhaltKopf,
  RedaktionListe,
  RedaktionPruefung,
  RedaktionWegweiserArt,
  WegweiserEinheitFelder,
  WegweiserLeistungFelder,
  WegweiserPersonFelder,
} from '@musterstadt/cms-contract';
import { REDAKTION_MESSAGES } from '@musterstadt/cms-contract';
import { BACKENDS } from '../testing/backends';
import { KONTEN, type Redaktionsumgebung, starteRedaktion } from '../testing/redaktion';

const SEEDED_AT = new Date('2026-11-20T09:00:00Z');

jest.setTimeout(120_000);

interface Oeffentlich {
  data: Record<string, unknown>[];
  anzahl: number;
}

describe.each(BACKENDS)('service guide in the editorial area on $name', (backend) => {
  let env: Redaktionsumgebung;
  let redakteurin = '';
  let freigabe = '';

  beforeAll(async () => {
    env = await starteRedaktion(backend, SEEDED_AT);
    redakteurin = await env.anmelden(KONTEN.stadt);
    freigabe = await env.anmelden(KONTEN.freigabe);
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const oeffentlich = (segment: string, slug?: string) =>
    env.call<Oeffentlich>('GET', `/api/cms/wegweiser/${segment}${slug === undefined ? '' : `?slug=${slug}`}`).then((antwort) => antwort.body);
  const inhaltZu = async (art: RedaktionWegweiserArt, slug: string): Promise<RedaktionInhalt<RedaktionWegweiserArt>> => {
    const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', `/api/cms/redaktion/inhalte?bereich=stadt&art=${art}&pro_seite=100`, {
      token: redakteurin,
    });
    const kopf = liste.body.data.find((entry) => entry.slug === slug) as RedaktionInhaltKopf;
    return (await env.call<RedaktionInhalt<RedaktionWegweiserArt>>('GET', `/api/cms/redaktion/inhalte/${kopf.id}`, { token: redakteurin })).body;
  };
  const speichere = (inhalt: RedaktionInhalt<RedaktionWegweiserArt>, felder: unknown) =>
    env.call<RedaktionInhalt<RedaktionWegweiserArt>>('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/revisionen`, {
      token: redakteurin,
      body: { basis_revision: inhalt.revision.id, felder },
    });
  /** Gives the revision for approval and has the second person approve it. */
  const veroeffentliche = async (inhalt: RedaktionInhalt<RedaktionWegweiserArt>) => {
    const eingereicht = await env.call('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: inhalt.revision.id },
    });
    expect(eingereicht.status).toBe(200);
    const frei = await env.call<RedaktionInhalt>('POST', `/api/cms/redaktion/inhalte/${inhalt.id}/freigeben`, {
      token: freigabe,
      body: { revision: inhalt.revision.id },
    });
    expect(frei.status).toBe(200);
    return frei.body;
  };

  it('keeps every seeded entry as content of the town, units with their opening times in the spec’s types and nothing of the old text lost', async () => {
    for (const [art, segment] of [
      ['wegweiser-einheit', 'organisationseinheiten'],
      ['wegweiser-person', 'ansprechpartner'],
      ['wegweiser-leistung', 'leistungen'],
      ['wegweiser-formular', 'formulare'],
      ['wegweiser-lebenslage', 'lebenslagen'],
    ] as const) {
      const liste = await env.call<RedaktionListe<RedaktionInhaltKopf>>('GET', `/api/cms/redaktion/inhalte?bereich=stadt&art=${art}&pro_seite=100`, {
        token: redakteurin,
      });
      expect(liste.status).toBe(200);
      expect(liste.body.anzahl).toBe((await oeffentlich(segment)).anzahl);
      expect(liste.body.data.every((entry) => entry.status === 'Veröffentlicht' && entry.adresse?.startsWith(`/wegweiser/${segment}/`))).toBe(true);
    }
    const buergerbuero = await inhaltZu('wegweiser-einheit', 'buergerbuero');
    const zeiten = (buergerbuero.felder as Required<WegweiserEinheitFelder>).oeffnungszeiten[0];
    expect(zeiten?.typ).toBe('allgemein');
    expect(zeiten?.regelzeiten).toEqual(
      expect.arrayContaining([
        { tagtyp: 'mo', beginn: '08:00', ende: '12:00' },
        { tagtyp: 'mi', beginn: '14:00', ende: '16:00' },
        { tagtyp: 'do', beginn: '14:00', ende: '18:30' },
      ]),
    );
    expect(zeiten?.hinweis).toBe('Erster Samstag im Monat: 9:00 bis 12:00 Uhr');
    const person = await inhaltZu('wegweiser-person', 'jana-fehrenbach');
    expect(person.felder).toMatchObject({ vorname: 'Jana', nachname: 'Fehrenbach' });
    expect((person.felder as Required<WegweiserPersonFelder>).einheit).toEqual(expect.any(Number));
  });

  it('refuses overlapping spans and a phone number against the phone rule at their fields, then publishes the unit’s new times', async () => {
    const einheit = await inhaltZu('wegweiser-einheit', 'standesamt');
    const felder = einheit.felder as Required<WegweiserEinheitFelder>;
    const falsch = {
      ...felder,
      telefon: '07999 123-DURCHWAHL',
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: null,
          regelzeiten: [
            { tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' },
            { tagtyp: 'di', beginn: '11:00', ende: '13:00' },
            { tagtyp: 'do', beginn: '18:00', ende: '14:00' },
          ],
          abweichungen: [{ beginn: '2026-12-27', ende: '2026-12-24', text: 'geschlossen' }],
        },
      ],
    };
    const gespeichert = await speichere(einheit, falsch);
    expect(gespeichert.status).toBe(201);
    const pruefung = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${einheit.id}/zur-freigabe`, {
      token: redakteurin,
      body: { revision: gespeichert.body.revision.id },
    });
    expect(pruefung.status).toBe(422);
    expect(pruefung.body.error).toBe(REDAKTION_MESSAGES.checksFailed);
    expect(pruefung.body.errors).toEqual({
      telefon: expect.stringMatching(/Telefonnummer passt nicht/),
      'oeffnungszeiten.0.regelzeiten.1.beginn': 'Die Zeit 11:00 bis 13:00 Uhr am Dienstag überschneidet sich mit der Zeit in Zeile 1.',
      'oeffnungszeiten.0.regelzeiten.2.ende': 'Die Zeit am Donnerstag endet (14:00 Uhr), bevor sie beginnt (18:00 Uhr).',
      'oeffnungszeiten.0.abweichungen.0.ende': 'Die abweichende Zeit endet, bevor sie beginnt.',
    });

    const richtig = {
      ...felder,
      telefon: '07999 123-150',
      oeffnungszeiten: [
        {
          typ: 'allgemein',
          hinweis: 'Trauungen nach Vereinbarung.',
          regelzeiten: [
            { tagtyp: 'mo-fr', beginn: '08:00', ende: '12:00' },
            { tagtyp: 'do', beginn: '14:00', ende: '18:00' },
          ],
          abweichungen: [
            { beginn: '2026-11-20', ende: '2026-11-21', text: 'Wegen einer Schulung geschlossen' },
            { beginn: '2026-12-24', ende: '2026-12-31', text: 'geschlossen' },
          ],
        },
      ],
    };
    const zweite = await speichere(gespeichert.body, richtig);
    expect(zweite.status).toBe(201);
    await veroeffentliche(zweite.body);

    const [standesamt] = (await oeffentlich('organisationseinheiten', 'standesamt')).data;
    expect(standesamt).toMatchObject({
      telefon: '07999 123-150',
      oeffnungszeiten: [
        { tage: 'Montag bis Freitag', zeiten: '8:00 bis 12:00 Uhr' },
        { tage: 'Donnerstag', zeiten: '14:00 bis 18:00 Uhr' },
      ],
      oeffnungszeiten_hinweis: 'Trauungen nach Vereinbarung.',
      // Only the deviation that applies now (the test clock: 20 November).
      abweichende_zeiten: [{ beginn: '2026-11-20', ende: '2026-11-21', text: 'Wegen einer Schulung geschlossen' }],
    });
  });

  it('publishes a person’s new phone number, a service’s new form in both directions and a new service the site search finds', async () => {
    const person = await inhaltZu('wegweiser-person', 'jana-fehrenbach');
    const personFelder = person.felder as Required<WegweiserPersonFelder>;
    const neu = await speichere(person, { ...personFelder, kontakt: { ...personFelder.kontakt, telefon: '+49 7999 123-177' } });
    expect(neu.status).toBe(201);
    await veroeffentliche(neu.body);
    const [jana] = (await oeffentlich('ansprechpartner', 'jana-fehrenbach')).data;
    expect(jana).toMatchObject({ kontakt: { telefon: '+49 7999 123-177' }, einheit: { id: personFelder.einheit } });

    const formular = (await oeffentlich('formulare', 'briefwahlantrag')).data[0] as { id: number };
    const leistung = await inhaltZu('wegweiser-leistung', 'fundsachen');
    const leistungFelder = leistung.felder as Required<WegweiserLeistungFelder>;
    expect(leistungFelder.formulare).not.toContain(formular.id);
    const verknuepft = await speichere(leistung, { ...leistungFelder, formulare: [...leistungFelder.formulare, formular.id] });
    await veroeffentliche(verknuepft.body);
    const fundsachen = (await oeffentlich('leistungen', 'fundsachen')).data[0] as { formulare: { id: number }[]; ansprechpartner: unknown[] };
    expect(fundsachen.formulare.map((form) => form.id).at(-1)).toBe(formular.id);
    expect(fundsachen.ansprechpartner).toHaveLength(leistungFelder.ansprechpartner.length);
    const briefwahl = (await oeffentlich('formulare', 'briefwahlantrag')).data[0] as { leistungen: { detailURL: string }[] };
    expect(briefwahl.leistungen.map((entry) => entry.detailURL)).toContain('/wegweiser/leistungen/fundsachen');

    // A link to an entry that does not exist is reported at its place before approval.
    const angelegt = await env.call<RedaktionInhalt<RedaktionWegweiserArt>>('POST', '/api/cms/redaktion/inhalte', {
      token: redakteurin,
      body: {
        art: 'wegweiser-leistung',
        bereich: 'stadt',
        felder: {
          titel: 'Streuobstwiese pachten',
          einleitung: 'Die Stadt verpachtet ihre Streuobstwiesen an Bürgerinnen und Bürger, die sie pflegen.',
          text: '<p>Pachtverträge laufen zehn Jahre. Die Hochstämme bleiben Eigentum der Stadt.</p>',
          unterlagen: ['Personalausweis'],
          synonyme: ['Obstbaumwiese'],
          einheit: leistungFelder.einheit,
          formulare: [999_999],
        },
      },
    });
    expect(angelegt.status).toBe(201);
    expect(angelegt.body).toMatchObject({ slug: 'streuobstwiese-pachten', adresse: '/wegweiser/leistungen/streuobstwiese-pachten', status: 'Entwurf' });
    const pruefung = await env.call<RedaktionPruefung>('POST', `/api/cms/redaktion/inhalte/${angelegt.body.id}/pruefung`, { token: redakteurin, body: {} });
    expect(pruefung.body.errors).toEqual({ 'formulare.0': expect.stringContaining('kein veröffentlichtes Formular mit der ID 999999') });
    const korrigiert = await speichere(angelegt.body, { ...angelegt.body.felder, formulare: [formular.id] });
    const frei = await veroeffentliche(korrigiert.body);
    expect((await env.call('GET', '/api/cms/route?url=/wegweiser/leistungen/streuobstwiese-pachten')).status).toBe(200);
    const suche = await env.call('GET', `/api/cms/suche?q=${encodeURIComponent('Obstbaumwiese')}`);
    expect(JSON.stringify(suche.body)).toContain('/wegweiser/leistungen/streuobstwiese-pachten');
    const abc = await env.call<{ data: { eintraege: { titel: string }[] }[] }>('GET', '/api/cms/wegweiser/abc?buchstabe=S');
    expect(abc.body.data[0]?.eintraege.map((entry) => entry.titel)).toContain('Streuobstwiese pachten');

    // Withdrawn: gone from the guide, its address answers 410.
    const zurueck = await env.call('POST', `/api/cms/redaktion/inhalte/${frei.id}/zurueckziehen`, {
      token: freigabe,
      body: { grund: 'Die Wiesen sind verpachtet.' },
    });
    expect(zurueck.status).toBe(200);
    expect((await oeffentlich('leistungen', 'streuobstwiese-pachten')).anzahl).toBe(0);
    expect((await env.call('GET', '/api/cms/route?url=/wegweiser/leistungen/streuobstwiese-pachten')).status).toBe(410);
  });

  it('refuses the fire-brigade editor the town’s service guide', async () => {
    const feuerwehr = await env.anmelden(KONTEN.feuerwehr);
    const einheit = await inhaltZu('wegweiser-einheit', 'ordnungsamt');
    expect((await env.call('GET', `/api/cms/redaktion/inhalte/${einheit.id}`, { token: feuerwehr })).status).toBe(403);
    const speichern = await env.call('POST', `/api/cms/redaktion/inhalte/${einheit.id}/revisionen`, {
      token: feuerwehr,
      body: { basis_revision: einheit.revision.id, felder: einheit.felder },
    });
    expect(speichern.status).toBe(403);
    const anlegen = await env.call('POST', '/api/cms/redaktion/inhalte', {
      token: feuerwehr,
      body: { art: 'wegweiser-person', bereich: 'stadt', felder: { vorname: 'Max', nachname: 'Muster' } },
    });
    expect(anlegen.status).toBe(403);
  });
});
