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

/** Reloads the page once per address; a second failure in a row is left to the error handling. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(KEY) === window.location.href) return false;
    sessionStorage.setItem(KEY, window.location.href);
  } catch {
    // Storage blocked: still reload, the browser's own loop protection applies.
  }
  window.location.reload();
  return true;
}

export function clearReloadMark(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
