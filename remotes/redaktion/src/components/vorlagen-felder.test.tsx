/**
 * The page editor draws a form for every template every remote declares (issue: "the editor draws a
 * form for each"), and what such a form posts comes back as the block's options.
 */
import type { RemoteDefinition, TemplateCatalog } from '@musterstadt/shell-contract';
import { renderToStaticMarkup } from 'react-dom/server';
/* eslint-disable @nx/enforce-module-boundaries -- the block forms are drawn from every remote's declarations; this test holds them to all of them */
import barfusspark from '../../../barfusspark/src/remote';
import feuerwehr from '../../../feuerwehr/src/remote';
import intranet from '../../../intranet/src/remote';
import jugendhaus from '../../../jugendhaus/src/remote';
import ratsinfo from '../../../ratsinfo/src/remote';
import schools from '../../../schools/src/remote';
import town from '../../../town/src/remote';
/* eslint-enable @nx/enforce-module-boundaries */
import redaktion from '../remote';
import { feldart, gepostet, layoutWahl, objektAus, type Schema, vorlagenFuer } from '../forms/seiten-felder';
import { VorlagenFelder } from './vorlagen-felder';

const REMOTES: RemoteDefinition[] = [town, feuerwehr, schools, barfusspark, jugendhaus, ratsinfo, intranet, redaktion];

async function katalog(): Promise<TemplateCatalog> {
  const remotes: TemplateCatalog['remotes'] = {};
  const layouts: TemplateCatalog['layouts'] = {};
  const layoutTitles: TemplateCatalog['layoutTitles'] = {};
  for (const remote of REMOTES) {
    const module = await remote.templateOptions?.();
    remotes[remote.id] = JSON.parse(JSON.stringify(module?.default ?? {})) as TemplateCatalog['remotes'][string];
    for (const layout of Object.keys(remote.layouts)) {
      layouts[layout] = remote.id;
      layoutTitles[layout] = remote.layoutTitles?.[layout] ?? '';
    }
  }
  return { layouts, layoutTitles, remotes };
}

/** The controls a drawn field leaves in the markup: its posted path, or its list's add button, or its group's legend. */
function gezeichnet(markup: string, pfad: string, name: string, schema: Schema): boolean {
  switch (feldart(schema, name)) {
    case 'objekte':
      return markup.includes(`value="dazu:${pfad}"`);
    case 'gruppe':
      return Object.entries(schema.properties ?? {}).every(([teil, unter]) => gezeichnet(markup, `${pfad}.${teil}`, teil, unter));
    default:
      return markup.includes(`name="schluessel" value="${pfad}"`);
  }
}

describe('block forms drawn from the template options', () => {
  it('draws a field for every option of every template of every remote', async () => {
    const alle = await katalog();
    let vorlagen = 0;
    for (const [remote, templates] of Object.entries(alle.remotes)) {
      expect([remote, Object.keys(templates).length > 0]).toEqual([remote, true]);
      for (const [name, optionen] of Object.entries(templates)) {
        const schema = optionen.context as Schema;
        const markup = renderToStaticMarkup(<VorlagenFelder schema={schema} pfad="blocks.0.context" wert={{}} fehler={{}} />);
        const fehlend = Object.entries(schema.properties ?? {}).filter(([feld, teil]) => !gezeichnet(markup, `blocks.0.context.${feld}`, feld, teil));
        expect([`${remote}/${name}`, fehlend.map(([feld]) => feld)]).toEqual([`${remote}/${name}`, []]);
        // Every field has a German label (its title).
        for (const teil of Object.values(schema.properties ?? {})) expect(markup).toContain(teil.title ?? '\u0000');
        vorlagen += 1;
      }
    }
    expect(vorlagen).toBeGreaterThan(100);
  });

  it('offers every layout of every remote by the German title its remote declares, never by its name alone', async () => {
    const alle = await katalog();
    const wahl = layoutWahl(alle);
    expect(wahl.length).toBeGreaterThan(10);
    for (const layout of wahl) expect([layout.name, layout.titel.trim() !== '' && layout.titel !== layout.name]).toEqual([layout.name, true]);
    expect(wahl).toContainEqual({ name: 'default', titel: 'Stadt: Standard (mit Seitenleiste)' });
    // The editorial area's own layouts are no page's choice.
    expect(wahl.map((layout) => layout.name)).not.toContain('redaktion');
  });

  it("offers the layout's remote's templates and the town's, by German title", async () => {
    const alle = await katalog();
    const feuerwehrLayout = Object.keys(feuerwehr.layouts)[0] as string;
    const titel = vorlagenFuer(alle, feuerwehrLayout).map((vorlage) => `${vorlage.remote}:${vorlage.title}`);
    expect(titel).toContain('town:Text');
    expect(titel.some((eintrag) => eintrag.startsWith('feuerwehr:'))).toBe(true);
    expect(titel.some((eintrag) => eintrag.startsWith('schools:') || eintrag.startsWith('redaktion:'))).toBe(false);
  });

  it('reads back what the drawn form posts: text, number, yes/no, a choice, a list of entries and the data calls', () => {
    const schema: Schema = {
      type: 'object',
      required: ['apiCalls'],
      properties: {
        titel: { type: 'string', title: 'Überschrift' },
        anzahl: { type: 'integer', title: 'Anzahl' },
        kompakt: { type: 'boolean', title: 'Kompakt' },
        ansicht: { title: 'Ansicht', anyOf: [{ const: 'liste' }, { const: 'detail' }] },
        eintraege: { type: 'array', title: 'Einträge', items: { type: 'object', properties: { link: { type: 'string', title: 'Link' } } } },
        apiCalls: { type: 'array', title: 'Datenabfragen der Seite', items: { type: 'string' } },
      },
    };
    const wert = {
      titel: 'Ansprechpartner',
      anzahl: 3,
      kompakt: true,
      ansicht: 'detail',
      eintraege: [{ link: '/rathaus' }, { link: '/abfall' }],
      apiCalls: ['kontakt'],
    };
    const markup = renderToStaticMarkup(<VorlagenFelder schema={schema} pfad="blocks.0.context" wert={wert} fehler={{}} />);
    // What a browser would post: each named control in document order (a ticked checkbox included).
    const form = document.createElement('form');
    form.innerHTML = markup;
    const felder: Record<string, string[]> = {};
    for (const element of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('[name]'))) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox' && !element.checked) continue;
      if (element instanceof HTMLButtonElement) continue;
      (felder[element.name] ??= []).push(element.value);
    }
    expect(objektAus(schema, 'blocks.0.context', gepostet(felder))).toEqual(wert);
    expect(markup).toContain('value="dazu:blocks.0.context.eintraege"');
    expect(markup).toContain('value="weg:blocks.0.context.eintraege.1"');
  });
});
