import { expect, test, type Locator, type Page } from '@playwright/test';

const PAUSE = 'Automatischen Bildwechsel anhalten';
const PLAY = 'Automatischen Bildwechsel starten';

function carousel(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true }).and(page.locator('[aria-roledescription="Karussell"]'));
}

/** Times (ms since the call) at which the active slide changes, watched in the page. */
async function watchSlideChanges(root: Locator): Promise<void> {
  await root.evaluate((element) => {
    const start = performance.now();
    const times: number[] = [];
    (window as unknown as { slideChanges: number[] }).slideChanges = times;
    let active = element.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
    new MutationObserver(() => {
      const now = element.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
      if (now !== active) {
        active = now;
        times.push(performance.now() - start);
      }
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

test.describe('a visitor stops the pictures that change on their own', () => {
  test.use({ reducedMotion: 'no-preference' });
  test.setTimeout(90_000);

  test('the home slider turns every six seconds until its pause control stops it', async ({ page }) => {
    await page.goto('/');
    const slider = carousel(page, 'Willkommen in Musterstadt');
    const pause = slider.getByRole('button', { name: PAUSE });
    await expect(pause).toBeVisible();
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 von 5');
    await expect(slider.getByRole('group', { name: '1 von 5' }).getByRole('heading', { level: 1 })).toHaveText('Willkommen in Musterstadt');

    await watchSlideChanges(slider);
    await expect.poll(() => page.evaluate(() => (window as unknown as { slideChanges: number[] }).slideChanges.length), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = await page.evaluate(() => (window as unknown as { slideChanges: number[] }).slideChanges);
    // 6000 ms on each slide plus the 600 ms transition.
    expect(second! - first!).toBeGreaterThan(6000);
    expect(second! - first!).toBeLessThan(7600);
    expect(await slider.locator('.swiper-wrapper').evaluate((el) => (el as HTMLElement).style.transitionDuration)).toMatch(/^(600ms|0ms)$/);

    await pause.click();
    const play = slider.getByRole('button', { name: PLAY });
    await expect(play).toBeVisible();
    await expect(slider.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
    const stoppedAt = await active.getAttribute('aria-label');
    await page.waitForTimeout(7500);
    await expect(active).toHaveAttribute('aria-label', stoppedAt!);

    await play.click();
    await expect(pause).toBeVisible();
    await expect(slider.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
    await expect(active).not.toHaveAttribute('aria-label', stoppedAt!, { timeout: 9000 });
  });

  test('keyboard focus in a slide stops the rotation', async ({ page }) => {
    await page.goto('/');
    const slider = carousel(page, 'Willkommen in Musterstadt');
    await expect(slider.getByRole('button', { name: PAUSE })).toBeVisible();
    await slider.getByRole('link', { name: /Was ist los in Musterstadt/ }).focus();
    await expect(slider.getByRole('button', { name: PLAY })).toBeVisible();
    await page.waitForTimeout(7000);
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '1 von 5');
  });

  test('the hero of a default page turns on its own and can be paused, too', async ({ page }) => {
    await page.goto('/verwaltung/');
    const hero = carousel(page, 'Bilder zu dieser Seite');
    await expect(hero.getByRole('button', { name: PAUSE })).toBeVisible();
    await expect(hero.locator('.swiper-slide-active')).toHaveAttribute('aria-label', '2 von 2', { timeout: 9000 });
    await hero.getByRole('button', { name: PAUSE }).click();
    await expect(hero.getByRole('button', { name: PLAY })).toBeVisible();
  });
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees no autoplay and no pause control, but can still turn the slides', async ({ page }) => {
    await page.goto('/');
    const slider = carousel(page, 'Willkommen in Musterstadt');
    const next = slider.getByRole('button', { name: 'Nächste Folie' });
    await expect(next).toBeVisible();
    await expect(slider.getByRole('button', { name: /Bildwechsel/ })).toHaveCount(0);
    await page.waitForTimeout(7000);
    const active = slider.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', '1 von 5');
    await next.click();
    await expect(active).toHaveAttribute('aria-label', '2 von 5');
    await expect(slider.getByText('2 / 5')).toBeVisible();
  });
});
