import { CONTRACT_API_VERSION, island } from '@musterstadt/shell-contract';
import { RemoteModules, type RemoteContainer } from './remote-modules';

const shareScope = { react: {} };
Object.assign(globalThis, { __webpack_init_sharing__: async () => undefined, __webpack_share_scopes__: { default: shareScope } });

const Kopf = island('kopf', () => null);
const Falsch = island('anders', () => null);

function container(version: string, inits: unknown[]): RemoteContainer {
  const definition = {
    id: 'town',
    apiVersion: CONTRACT_API_VERSION,
    layouts: {},
    templates: {},
    islands: { kopf: async () => ({ default: Kopf }), falsch: async () => ({ default: Falsch }) },
    version,
  };
  return {
    init: (scope) => {
      inits.push(scope);
    },
    get: async (module) => {
      if (module !== './remote') throw new Error(`no ${module}`);
      return () => ({ default: definition });
    },
  };
}

const asset = (version: string) => ({ id: 'town', version, entry: `/_remotes/town/@${version}/browser/remoteEntry.js`, css: [] });

describe('the remotes in the browser', () => {
  it('import the entry of the version the page was rendered with, once, joined to the shell share scope', async () => {
    const loaded: string[] = [];
    const inits: unknown[] = [];
    const modules = new RemoteModules(async (url) => {
      loaded.push(url);
      return container(url, inits);
    });
    modules.register([asset('v1')]);
    await expect(modules.island('town', 'kopf')).resolves.toBe(Kopf);
    await expect(modules.island('town', 'kopf')).resolves.toBe(Kopf);
    expect(loaded).toEqual(['/_remotes/town/@v1/browser/remoteEntry.js']);
    expect(inits).toEqual([shareScope]);

    // A page of a new release brings the new version.
    modules.register([asset('v2')]);
    await modules.island('town', 'kopf');
    expect(loaded).toEqual(['/_remotes/town/@v1/browser/remoteEntry.js', '/_remotes/town/@v2/browser/remoteEntry.js']);
  });

  it('refuse what the page does not know, a missing island and one under another name', async () => {
    const modules = new RemoteModules(async (url) => container(url, []));
    await expect(modules.island('town', 'kopf')).rejects.toThrow('Remote town is not part of the page');
    modules.register([asset('v1')]);
    await expect(modules.island('town', 'fuss')).rejects.toThrow('Island town/fuss missing');
    await expect(modules.island('town', 'falsch')).rejects.toThrow('Island town/falsch is not an island of that name');
  });

  it('try again after an entry could not be loaded', async () => {
    let fail = true;
    const modules = new RemoteModules(async (url) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return container(url, []);
    });
    modules.register([asset('v1')]);
    await expect(modules.island('town', 'kopf')).rejects.toThrow('Failed to fetch');
    fail = false;
    await expect(modules.island('town', 'kopf')).resolves.toBe(Kopf);
  });
});
