import { lookupRoute } from '@musterstadt/cms-client';
import type { FastifyInstance } from 'fastify';
import type { CmsClients } from '../cms-clients';
import type { ShellConfig } from '../config';
import type { PageFlow } from '../page-flow';
import { formSessions } from '../request-context';
import type { LoginKinds } from '../session/kinds';
import { readSessions } from '../session/session';
import type { RemoteForms } from './index';
import { formRoutes, type RequestCapabilities } from './routes';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;

export interface FormsDeps {
  config: Pick<ShellConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>;
  forms: RemoteForms;
  clients: CmsClients;
  kinds: Pick<LoginKinds, 'all'>;
  pages: Pick<PageFlow, 'render' | 'error'>;
  report: Reporter;
  warn: (context: Record<string, unknown>, message: string) => void;
}

/**
 * What one request's form gets: the sessions the request has of the login kinds of the form's own
 * remote, and the idempotency key of a submission, which goes on to the content API (it writes once
 * per key on any instance).
 */
function requestCapabilities({ forms, clients, kinds, report }: FormsDeps): RequestCapabilities {
  return async (request, reply, { id, idempotencyKey }) => {
    const owner = forms.owner(id);
    const own = kinds.all().filter((login) => login.remote === owner);
    const sessions = own.length > 0 ? formSessions(await readSessions(request, reply, own, clients, report), owner, clients) : undefined;
    return {
      ...forms.caps,
      ...(idempotencyKey ? { cms: clients.with({ 'idempotency-key': idempotencyKey }) } : {}),
      ...(sessions ? { sessions } : {}),
    };
  };
}

/** Forms: JSON endpoints for the browser, and answers to forms posted without JavaScript (the page again). */
export async function registerForms(app: FastifyInstance, deps: FormsDeps): Promise<void> {
  const { forms, clients, report, warn, pages, config } = deps;
  await app.register(formRoutes, {
    forms,
    deps: { report, warn, caps: forms.caps },
    capsFor: requestCapabilities(deps),
    // Per address and form: one busy form does not block another.
    rateLimit: { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    pages: {
      async hasForm(path, id) {
        const route = await lookupRoute(clients.base, path).catch(() => null);
        return !!route?.pageContent.context.some((block) => block.template === id);
      },
      render: pages.render,
      error: pages.error,
    },
  });
}
