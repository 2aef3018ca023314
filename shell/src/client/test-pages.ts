import type { BootState } from '../server/render';

/** A page document as the shell renders it, for the browser's tests. */
export function pageHtml({
  path,
  title,
  body,
  theme = 'default',
  robots = false,
  css = [],
}: {
  path: string;
  title: string;
  body: string;
  theme?: string;
  robots?: boolean;
  css?: string[];
}): string {
  const boot: BootState = { view: { path, title, status: 200 }, remotes: [] };
  return [
    `<!DOCTYPE html><html lang="de" data-theme="${theme}"><head><meta charset="utf-8">`,
    `<title>${title} | Stadt Musterstadt</title><meta name="description" content="Über ${title}">`,
    `<link rel="canonical" href="https://www.musterstadt.de${path}">`,
    robots ? '<meta name="robots" content="noindex">' : '',
    `<script type="application/ld+json">{"name":"${title}"}</script>`,
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    '</head><body><div id="root">',
    body,
    `</div><div id="ms-announcer"></div><script id="__BOOT__" type="application/json">${JSON.stringify(boot)}</script></body></html>`,
  ].join('');
}

/** Puts a page into jsdom's document, as the browser loaded it. */
export function showPage(html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.dataset.theme = parsed.documentElement.dataset.theme ?? '';
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}
