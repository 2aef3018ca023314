/**
 * @jest-environment node
 */
import { createElement } from 'react';
import type { PageData } from '../app/page-data';
import { renderDocument } from './render';

// A block as long as a year of collection dates or the ABC of all services.
const LongList = () =>
  createElement(
    'ul',
    null,
    Array.from({ length: 600 }, (_, i) => createElement('li', { key: i }, `Mittwoch, Abfuhr Nummer ${i}: Restmüll und Gelber Sack`)),
  );

const page: PageData = {
  view: {
    path: '/abfall',
    search: '?bezirk=hallwangen',
    layout: 'default',
    theme: 'default',
    title: 'Abfallkalender',
    heading: 'Abfallkalender',
    description: 'Abfuhrtermine',
    canonical: '/abfall',
    breadcrumbs: [],
    heroImages: [],
    status: 200,
  },
  layout: null,
  blocks: [{ remote: 'town', template: 'abfall-termine', slot: 'main', block: { template: 'abfall-termine' }, data: {} }],
  menus: {},
  remotes: [],
};

async function html(): Promise<string> {
  const stream = await renderDocument(
    page,
    { layout: () => undefined, template: () => ({ default: LongList }) },
    {
      assets: { scripts: [], css: [] },
      origin: 'http://localhost',
      onError: (error) => {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('streamed document', () => {
  it('puts a long block in place, readable without JavaScript, not behind its fallback', async () => {
    const text = await html();
    expect(text).toContain('Abfuhr Nummer 599');
    expect(text).not.toContain('<template id="B:');
    expect(text).not.toContain('Dieser Inhalt kann zurzeit leider nicht angezeigt werden');
  });
});
