import type { FastifyInstance } from 'fastify';

/** What the development reload needs of the remote registry. */
export interface ReleaseSource {
  readonly ids: string[];
  asset(id: string): { entry: string } | undefined;
  refresh(): Promise<void>;
}

/**
 * Development only (`npm run dev`): a Server-Sent Events stream at /_dev/reload that names the remotes
 * whose new build the registry picked up, so open pages that use them reload. Never registered in a
 * production build (see app.ts).
 */
export function registerDevReload(app: FastifyInstance, registry: ReleaseSource, intervalMs = 500): void {
  const entries = () => new Map(registry.ids.map((id) => [id, registry.asset(id)?.entry]));
  let known = entries();
  let checking = false;
  const listeners = new Set<(ids: string[]) => void>();

  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    registry
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        checking = false;
        const now = entries();
        const changed = [...now].filter(([id, entry]) => entry && entry !== known.get(id)).map(([id]) => id);
        known = now;
        if (changed.length > 0) for (const listener of listeners) listener(changed);
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get('/_dev/reload', (request, reply) => {
    // The stream is written by hand: no compression, no buffering, open until the page goes away.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write('retry: 1000\n\n');
    const send = (ids: string[]) => res.write(`event: release\ndata: ${JSON.stringify(ids)}\n\n`);
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    listeners.add(send);
    request.raw.on('close', () => {
      listeners.delete(send);
      clearInterval(ping);
    });
  });
}
