/** A remote's files are served below /_remotes/<id>/ (entry, chunks, stylesheets). */
export function pageUsesRemote(
  id: string,
  doc: Document = document,
  resources: readonly { name: string }[] = performance.getEntriesByType('resource'),
): boolean {
  const marker = `/_remotes/${id}/`;
  return resources.some((entry) => entry.name.includes(marker)) || doc.querySelector(`link[href*="${marker}"], script[src*="${marker}"]`) !== null;
}

/**
 * Development only (bundled when the shell is built with NODE_ENV=development): reloads the page when
 * the shell reports a new build of a remote this page uses.
 */
export function listenForReleases(): void {
  const source = new EventSource('/_dev/reload');
  source.addEventListener('release', (event) => {
    const ids = JSON.parse((event as MessageEvent<string>).data) as string[];
    if (ids.some((id) => pageUsesRemote(id))) window.location.reload();
  });
}
