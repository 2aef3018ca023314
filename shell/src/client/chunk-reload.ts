const KEY = 'ms-chunk-reload';

/** True for the errors a stale or unreachable bundle produces ('Loading chunk N failed', ...). */
export function isChunkLoadError(error: unknown): boolean {
  const err = error as { name?: string; message?: string } | null;
  const message = String(err?.message ?? error ?? '');
  return (
    err?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|RUNTIME-00[18]|Failed to load script|ScriptExternalLoadError/i.test(message)
  );
}

/**
 * Loads `href` (by default: reloads the current page) once per address; a second failure in a row is
 * left to the error handling. A client navigation passes its target, which is not yet the address.
 */
export function reloadOnce(href: string = window.location.href): boolean {
  try {
    if (sessionStorage.getItem(KEY) === href) return false;
    sessionStorage.setItem(KEY, href);
  } catch {
    // Storage blocked: still reload, the browser's own loop protection applies.
  }
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
  return true;
}

export function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
