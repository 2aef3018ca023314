import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const pages = process.argv.slice(2);
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of pages) {
    await page.goto('http://localhost:4200' + p, { waitUntil: 'networkidle' });
    const name = (p.replace(/\W+/g, '_') || 'home') + '-' + width;
    await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
