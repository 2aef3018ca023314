import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const [name, path] of [['ratsinfo', '/ratsinfo'], ['sitzungen', '/ratsinfo/sitzungen'], ['anmelden', '/ratsinfo/anmelden'], ['nachbarschaftshilfe', '/nachbarschaftshilfe'], ['grundschule', '/grundschule-musterstadt/']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
  }
  await context.close();
}
await browser.close();
