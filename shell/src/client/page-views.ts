/** True when the visitor asked not to be tracked (Do-Not-Track or Global Privacy Control). */
export function trackingRefused(nav: Navigator = navigator): boolean {
  return nav.doNotTrack === '1' || (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Counts a client-side navigation through the site's own beacon (the server passes it on without personal data). */
export function countPageView(beacon: string, view: { path: string; title: string }, nav: Navigator = navigator): void {
  if (trackingRefused(nav) || typeof nav.sendBeacon !== 'function') return;
  nav.sendBeacon(beacon, new Blob([JSON.stringify({ path: view.path, title: view.title })], { type: 'application/json' }));
}
