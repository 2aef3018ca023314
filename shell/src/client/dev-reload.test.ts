import { pageUsesRemote } from './dev-reload';

describe('pageUsesRemote', () => {
  it('finds a remote by the files the page loaded from it or links', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/_remotes/schools/@abc/browser/styles.1.css">';
    const loaded = [{ name: 'http://localhost/_remotes/feuerwehr/@def/browser/remoteEntry.js' }];
    expect(pageUsesRemote('feuerwehr', document, loaded)).toBe(true);
    expect(pageUsesRemote('schools', document, loaded)).toBe(true);
    expect(pageUsesRemote('town', document, loaded)).toBe(false);
  });
});
