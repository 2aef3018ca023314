import { expect, test, type Locator, type Page } from '@playwright/test';

const PAUSE = 'Automatischen Bildwechsel anhalten';
const PLAY = 'Automatischen Bildwechsel starten';
/** The carousel's autoplay delay (libs/ui AUTOPLAY_DELAY_MS). */
const DELAY = 6000;

function carousel(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true }).and(page.locator('[aria-roledescription="Karussell"]'));
}

/**
 * Loads the page on Playwright's clock and, once `ready` shows, stops the page's time so that only
 * `clock.runFor` moves it: the autoplay timers then fire exactly when the test says, without real waiting.
 */
async function openWithStoppedClock(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  // A second ahead of the page's time, well inside the first 6 s of the autoplay that has just started.
  await page.clock.pauseAt(now + 1000);
}

const homePause = (page: Page) => carousel(page, 'Willkommen in Musterstadt').getByRole('button', { name: PAUSE });

/** Counts the ends of the slide transitions (a CSS transition, in real time) on the slider's track. */
async function countTransitionEnds(root: Locator): Promise<() => Promise<number>> {
  const wrapper = root.locator('.swiper-wrapper');
  await wrapper.evaluate((element) => {
    const counter = { ends: 0 };
    (window as unknown as { transitionEnds: typeof counter }).transitionEnds = counter;
    element.addEventListener('transitionend', (event) => {
      if (event.target === element) counter.ends += 1;
    });
  });
  return () => wrapper.evaluate(() => (window as unknown as { transitionEnds: { ends: number } }).transitionEnds.ends);
}

test.describe('a visitor stops the pictures that change on their own', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the home slider turns every six seconds until its pause control stops it', async ({ page }) => {
    await openWithStoppedClock(page, '/', homePause);
    const slider = carousel(page, 'Willkommen in Musterstadt');
    const pause = slider.getByRole('button', { name: PAUSE });
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 von 5');
    await expect(slider.getByRole('group', { name: '1 von 5' }).getByRole('heading', { level: 1 })).toHaveText('Willkommen in Musterstadt');
    const transitionEnds = await countTransitionEnds(slider);

    // The first turn: the autoplay started while the page loaded, less than 6 s of page time ago.
    await page.clock.runFor(DELAY);
    await expect(active).toHaveAttribute('aria-label', '2 von 5');
    expect(await slider.locator('.swiper-wrapper').evaluate((el) => (el as HTMLElement).style.transitionDuration)).toBe('600ms');
    // The next 6 s start when the slide has arrived: the one real wait, the 600 ms CSS transition.
    await expect.poll(transitionEnds).toBe(1);

    // The second turn comes exactly 6000 ms later, not a millisecond before.
    await page.clock.runFor(DELAY - 1);
    await expect(active).toHaveAttribute('aria-label', '2 von 5');
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute('aria-label', '3 von 5');

    await pause.click();
    const play = slider.getByRole('button', { name: PLAY });
    await expect(play).toBeVisible();
    await expect(slider.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(5 * DELAY);
    await expect(active).toHaveAttribute('aria-label', '3 von 5');

    await play.click();
    await expect(pause).toBeVisible();
    await expect(slider.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(DELAY);
    await expect(active).toHaveAttribute('aria-label', '4 von 5');
  });

  test('keyboard focus in a slide stops the rotation', async ({ page }) => {
    await openWithStoppedClock(page, '/', homePause);
    const slider = carousel(page, 'Willkommen in Musterstadt');
    await slider.getByRole('link', { name: /Was ist los in Musterstadt/ }).focus();
    await expect(slider.getByRole('button', { name: PLAY })).toBeVisible();
    await page.clock.runFor(5 * DELAY);
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '1 von 5');
  });

  test('the hero of a default page turns on its own and can be paused, too', async ({ page }) => {
    const hero = carousel(page, 'Bilder zu dieser Seite');
    await openWithStoppedClock(page, '/verwaltung/', () => hero.getByRole('button', { name: PAUSE }));
    const active = hero.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 von 2');
    await page.clock.runFor(DELAY);
    await expect(active).toHaveAttribute('aria-label', '2 von 2');
    await hero.getByRole('button', { name: PAUSE }).click();
    await expect(hero.getByRole('button', { name: PLAY })).toBeVisible();
    await page.clock.runFor(5 * DELAY);
    await expect(active).toHaveAttribute('aria-label', '2 von 2');
  });
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees no autoplay and no pause control, but can still turn the slides', async ({ page }) => {
    const slider = carousel(page, 'Willkommen in Musterstadt');
    const next = slider.getByRole('button', { name: 'Nächste Folie' });
    await openWithStoppedClock(page, '/', () => next);
    await expect(slider.getByRole('button', { name: /Bildwechsel/ })).toHaveCount(0);
    await page.clock.runFor(5 * DELAY);
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 von 5');
    await next.click();
    await expect(active).toHaveAttribute('aria-label', '2 von 5');
    await expect(slider.getByText('2 / 5')).toBeVisible();
  });
});
