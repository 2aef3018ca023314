/** German texts of the connection status and app mode. */
export const OFFLINE_TEXTS = {
  offline: 'Sie sind offline. Bereits gelesene Seiten lassen sich weiter öffnen; Formulare können Sie erst wieder mit Internetverbindung absenden.',
  online: 'Sie sind wieder online.',
  formNeedsConnection:
    'Zum Absenden brauchen Sie eine Internetverbindung. Ihre Eingaben bleiben erhalten – bitte senden Sie das Formular erneut, sobald Sie wieder online sind.',
} as const;

/** Cookie that tells the server the site runs from the home screen (spec point 4). */
export const APP_MODE_COOKIE = 'ms-app';

/** Marks app mode while the site runs as an installed app (display-mode standalone), and unmarks it otherwise. */
export function markAppMode(win: Window = window): void {
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches || (win.navigator as { standalone?: boolean }).standalone === true;
  const secure = win.location.protocol === 'https:' ? '; Secure' : '';
  const marked = new RegExp(`(?:^|;\\s*)${APP_MODE_COOKIE}=1(?:;|$)`).test(win.document.cookie);
  if (standalone && !marked) win.document.cookie = `${APP_MODE_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  else if (!standalone && marked) win.document.cookie = `${APP_MODE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * A polite status message while the connection is gone, an announcement when it is back, and forms
 * that say sending needs a connection instead of failing. Returns the teardown.
 */
export function watchConnection(win: Window = window): () => void {
  const doc = win.document;
  const status = doc.getElementById('ms-network-status');
  const announcer = doc.getElementById('ms-announcer');
  // The region stays in the document (an empty one takes no room), so screen readers announce changes.
  const show = (text: string) => {
    if (status) status.textContent = text;
  };
  const onOffline = () => show(OFFLINE_TEXTS.offline);
  const onOnline = () => {
    show('');
    if (announcer) announcer.textContent = OFFLINE_TEXTS.online;
  };
  // Capture phase on the document: before any form's own handler, so nothing is lost or half-sent.
  const onSubmit = (event: Event) => {
    if (win.navigator.onLine) return;
    event.preventDefault();
    event.stopPropagation();
    show(OFFLINE_TEXTS.formNeedsConnection);
  };
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  doc.addEventListener('submit', onSubmit, true);
  if (!win.navigator.onLine) onOffline();
  return () => {
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
    doc.removeEventListener('submit', onSubmit, true);
  };
}

/** Registers the service worker where the browser has one; without it the site works as before. */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
