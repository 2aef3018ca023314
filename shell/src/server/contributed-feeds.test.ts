/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { ContributedFeed } from '@musterstadt/shell-contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerClaims } from './claims';
import { feedAt, feedClaimant, registerFeedRoute } from './contributed-feeds';
import { startUpstream, type Upstream } from './test-upstream';

// Two feeds as a council's remote contributes them: OParl open data and a calendar to subscribe to.
const FEEDS: ContributedFeed[] = [
  { path: '/oparl/v1', upstream: '/api/cms/oparl/v1', segments: 3, query: '*', cors: true, notFound: 'Dieses OParl-Objekt gibt es nicht.' },
  { path: '/rat/sitzungen.ics', upstream: '/api/cms/ical/sitzungen.ics', query: ['gremium'] },
];

describe('the feeds the remotes contribute', () => {
  let upstream: Upstream;
  let app: FastifyInstance;
  let base: string;
  let feeds: ContributedFeed[];

  beforeAll(async () => {
    upstream = await startUpstream({ id: 'https://www.musterstadt.de/oparl/v1' }, { 'access-control-allow-origin': 'https://evil.example' });
    feeds = FEEDS;
    app = Fastify();
    registerClaims(app, [feedClaimant(() => feeds)]);
    registerFeedRoute(app, { feeds: () => feeds, cmsApiUrl: upstream.url });
    app.get('*', async () => ({ seite: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  const seen = () => upstream.seen;
  beforeEach(() => {
    upstream.seen.length = 0;
    feeds = FEEDS;
  });

  it('passes a feed and its lists with their filters to the named content-API path, open to every site, without cookies', async () => {
    const root = await fetch(`${base}/oparl/v1`, { headers: { cookie: 'ms_rat=secret', authorization: 'secret' } });
    expect(root.status).toBe(200);
    expect(root.headers.get('access-control-allow-origin')).toBe('*');
    expect(await root.json()).toEqual({ id: 'https://www.musterstadt.de/oparl/v1' });
    const list = await fetch(`${base}/oparl/v1/body/1/paper?page=2&created_since=2026-01-01T00%3A00%3A00%2B01%3A00`);
    expect(list.status).toBe(200);
    expect(seen().map((s) => s.url)).toEqual(['/api/cms/oparl/v1', '/api/cms/oparl/v1/body/1/paper?page=2&created_since=2026-01-01T00%3A00%3A00%2B01%3A00']);
    expect(JSON.stringify(seen().map((s) => s.headers))).not.toContain('secret');
  });

  it('passes on only the query parameters a feed names, and no CORS for a feed that does not ask for it', async () => {
    const ics = await fetch(`${base}/rat/sitzungen.ics?gremium=GR&andere=1`);
    expect(ics.headers.get('access-control-allow-origin')).toBeNull();
    await fetch(`${base}/rat/sitzungen.ics?gremium=`);
    expect(seen().map((s) => s.url)).toEqual(['/api/cms/ical/sitzungen.ics?gremium=GR', '/api/cms/ical/sitzungen.ics']);
  });

  it('refuses paths that could leave the feed, and leaves other paths to the pages', async () => {
    for (const path of ['/oparl/v1/..%2F..%2Fraete%2F1', '/oparl/v1/a/b/c/d', '/oparl/v1/body/1%2F..%2F..%2Fx', '/oparl/v1/file/1.pdf']) {
      const answer = await fetch(`${base}${path}`);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(((await answer.json()) as { error: string }).error).toBe('Dieses OParl-Objekt gibt es nicht.');
    }
    for (const path of ['/rat/sitzungen.ics/x', '/oparl/v10', '/oparl']) expect(await (await fetch(`${base}${path}`)).json()).toEqual({ seite: true });
    expect(seen()).toEqual([]);
  });

  it('follows a release that removes a feed', async () => {
    feeds = [];
    expect(await (await fetch(`${base}/oparl/v1`)).json()).toEqual({ seite: true });
    expect(feedAt(FEEDS, '/oparl/v1/')?.path).toBe('/oparl/v1');
  });
});
