import { ModuleCache, type ModuleKey } from './module-cache';

const key = (version: string, name = 'feuerwehr'): ModuleKey => ({ remote: 'feuerwehr', version, kind: 'layouts', name });
const fakeModule = () => ({ default: () => null });

describe('ModuleCache', () => {
  it('loads a module once per remote, version, kind and name, sharing a load in progress', async () => {
    const cache = new ModuleCache();
    const loader = jest.fn(async () => fakeModule());
    const [a, b] = await Promise.all([cache.load(key('v1'), loader), cache.load(key('v1'), loader)]);
    expect(b).toBe(a);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.peek(key('v1'))).toBe(a);
    expect(cache.peek({ ...key('v1'), kind: 'templates' })).toBeUndefined();
    expect(await cache.load(key('v2'), loader)).not.toBe(a);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load, so the next page tries again', async () => {
    const cache = new ModuleCache();
    await expect(cache.load(key('v1'), () => Promise.reject(new Error('Loading chunk 3 failed')))).rejects.toThrow('Loading chunk 3 failed');
    expect(cache.peek(key('v1'))).toBeUndefined();
    const loaded = await cache.load(key('v1'), async () => fakeModule());
    expect(cache.peek(key('v1'))).toBe(loaded);
  });

  it('keeps the last two builds of a remote and forgets older ones', async () => {
    const cache = new ModuleCache();
    for (const version of ['v1', 'v2', 'v3']) await cache.load(key(version), async () => fakeModule());
    expect(cache.peek(key('v1'))).toBeUndefined();
    expect(cache.peek(key('v2'))).toBeDefined();
    expect(cache.peek(key('v3'))).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('gives a page its remotes’ modules in the versions the page names', async () => {
    const cache = new ModuleCache();
    const old = await cache.load(key('v1'), async () => fakeModule());
    const current = await cache.load(key('v2'), async () => fakeModule());
    expect(cache.view([{ id: 'feuerwehr', version: 'v1' }]).layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBe(old);
    expect(cache.view([{ id: 'feuerwehr', version: 'v2' }]).layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBe(current);
    expect(cache.view([{ id: 'feuerwehr', version: 'v2' }]).template({ remote: 'feuerwehr', name: 'feuerwehr' })).toBeUndefined();
    expect(cache.view([]).layout({ remote: 'feuerwehr', name: 'feuerwehr' })).toBeUndefined();
  });
});
