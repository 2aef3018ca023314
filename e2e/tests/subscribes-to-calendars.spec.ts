import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';

const wallClock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test.describe('a visitor takes dates into the own calendar', () => {
  test('downloads an event as .ics with the time shown on the page', async ({ page }) => {
    await page.goto('/veranstaltungen');
    const card = page.locator('.town-event-card .ms-card__title a').first();
    const title = (await card.textContent())!.trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const when = (await page.locator('.town-event__facts dd').first().textContent())!;
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Termin in den eigenen Kalender übernehmen (iCal)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const events = parse(Buffer.concat(chunks).toString('utf8'));
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.summary).toBe(title);
    const start = event.startDate;
    if (start.isDate) {
      expect(when).toContain(`${String(start.day).padStart(2, '0')}.${String(start.month).padStart(2, '0')}.${start.year}`);
    } else {
      // 'DD.MM.YYYY, HH:mm' in Berlin, as the page shows it.
      const [date, time] = wallClock.format(start.toJSDate()).split(', ');
      expect(when).toContain(date!);
      expect(when).toContain(`${time} Uhr`);
      expect(start.zone?.tzid).toBe('Europe/Berlin');
    }
  });

  test('subscribes to all events and to the collection dates of a district', async ({ page, request }) => {
    const all = await request.get('/api/cms/ical/veranstaltungen.ics');
    expect(all.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parse(await all.text()).length).toBeGreaterThan(5);

    await page.goto('/abfall?bezirk=kernstadt-sued');
    const href = (await page.getByRole('link', { name: 'Termine als Kalender abonnieren (iCal)' }).getAttribute('href'))!;
    const feed = await request.get(href);
    expect(feed.status()).toBe(200);
    const events = parse(await feed.text());
    const firstShown = (await page.locator('.town-abfall__tage time').first().getAttribute('datetime'))!;
    const sameDay = events.filter((event) => event.startDate.toString() === firstShown);
    expect(sameDay.length).toBeGreaterThan(0);
    for (const event of sameDay) expect(event.startDate.isDate).toBe(true);
    const kinds = await page.locator('.town-abfall__tage > li').first().locator('.town-abfall__art').allTextContents();
    expect(sameDay.map((event) => event.summary).sort()).toEqual(kinds.sort());
  });
});
