/**
 * Paths the remotes claim at run time: a login kind's pages (`session`), its protected files
 * (`file`) and the remotes' feeds (`feed`). They change with every release of a remote, while a
 * Fastify server's routes are fixed when it starts. So each is one route on `*` with a constraint
 * (find-my-way's custom constraint strategy), which this module derives from the request's path at
 * routing time: a claimed path goes to its module's route, any other to the pages and forms.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Claim = 'session' | 'file' | 'feed';

type Storage = ReturnType<Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']>;
type Handler = Parameters<Storage['set']>[1];

/** Tells whether a module answers a request of this method and path (the path without its query). */
export type Claimant = (method: string, path: string) => Claim | undefined;

/** The path of a request URL, without query or fragment. */
export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** The route option that makes a route answer only the requests of one claim. */
export function claimed(claim: Claim): { claim: Claim } {
  return { claim };
}

/** Registers the strategy on the root instance (before any route that uses `claimed`). */
export function registerClaims(app: FastifyInstance, claimants: readonly Claimant[]): void {
  app.addConstraintStrategy({
    name: 'claim',
    storage(): Storage {
      const handlers = new Map<unknown, Handler>();
      return {
        get: (claim) => handlers.get(claim) ?? null,
        set: (claim, handler) => {
          handlers.set(claim, handler);
        },
      };
    },
    deriveConstraint(request: FastifyRequest['raw']) {
      const path = pathOf(request.url ?? '');
      for (const claimant of claimants) {
        const claim = claimant(request.method ?? 'GET', path);
        if (claim) return claim;
      }
      return undefined;
    },
    // A request no claimant takes goes to the routes without the constraint (pages, forms).
    mustMatchWhenDerived: false,
  });
}
