import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/town';

interface Swap {
  /** The shown content's opacity when its fade-out ended, while it was still in the document. */
  fadedOut: string | null;
  /** Whether that happened before the new content went in. */
  fadedBeforeSwap: boolean;
  /** The root's opacity as the new content went in. */
  opacityAtSwap: string;
  /** The page transition's animations (View Transitions API) right after the swap. */
  animations: { pseudo: string; delay: number; duration: number }[];
}

/** Records how the shown content leaves and the new one comes, in the order it happens. */
async function watchSwap(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.getElementById('root') as HTMLElement;
    const swap: Swap = { fadedOut: null, fadedBeforeSwap: false, opacityAtSwap: '', animations: [] };
    let swapped = false;
    root.addEventListener('transitionend', (event) => {
      if (event.target !== root || event.propertyName !== 'opacity' || swapped) return;
      swap.fadedOut = getComputedStyle(root).opacity;
      swap.fadedBeforeSwap = true;
    });
    const pageAnimations = () =>
      document.getAnimations().flatMap((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const pseudo = effect?.pseudoElement ?? '';
        if (!pseudo.includes('ms-page')) return [];
        const timing = effect?.getComputedTiming();
        return [{ pseudo, delay: Number(timing?.delay ?? 0), duration: Number(timing?.duration ?? 0) }];
      });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      swapped = true;
      swap.opacityAtSwap = getComputedStyle(root).opacity;
      // A view transition's animations start at the next frames after the update.
      let frames = 0;
      const look = () => {
        swap.animations = pageAnimations();
        frames += 1;
        if (swap.animations.length === 0 && frames < 30) requestAnimationFrame(look);
        else (window as unknown as { swap: Swap }).swap = swap;
      };
      requestAnimationFrame(look);
    });
    observer.observe(root, { childList: true });
  });
}

const swapSeen = (page: Page) => page.evaluate(() => (window as unknown as { swap?: Swap }).swap ?? null);

/** Follows the 'Veranstaltungen' link as a client navigation. */
async function navigate(page: Page): Promise<Swap> {
  await page.goto('/aktuelles');
  await page.waitForLoadState('networkidle');
  await watchSwap(page);
  await page.locator('a[href="/veranstaltungen"]:visible').first().click();
  await expect(page).toHaveURL(/\/veranstaltungen$/);
  await expect.poll(() => swapSeen(page)).not.toBeNull();
  return (await swapSeen(page)) as Swap;
}

test.describe("the 'page' transition in out-in mode", () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a browser without view transitions fades the old content out completely before the new one comes', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    });
    const swap = await navigate(page);
    expect(swap).toMatchObject({ fadedOut: '0', fadedBeforeSwap: true, opacityAtSwap: '0', animations: [] });
    // Then the new content fades in, and the page ends fully visible, focused on its content.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.getElementById('root') as HTMLElement).opacity)).toBe('1');
    await expect(page.locator('#inhalt')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with view transitions the old content fades out before the new one fades in', async ({ page }) => {
    const swap = await navigate(page);
    const out = swap.animations.find((animation) => animation.pseudo.includes('view-transition-old'));
    const into = swap.animations.find((animation) => animation.pseudo.includes('view-transition-new'));
    expect(out?.duration).toBeGreaterThan(0);
    // Out-in: the new content starts only when the old one has gone, never both at once.
    expect(into?.delay).toBeGreaterThanOrEqual(out?.duration ?? Infinity);
    // Short: about 200 to 300 ms in all.
    expect((into?.delay ?? 0) + (into?.duration ?? 0)).toBeLessThanOrEqual(300);
    await expect(page.getByText('Seite geladen: Veranstaltungen')).toBeAttached();
  });
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('gets the new page at once, without a transition', async ({ page }) => {
    const swap = await navigate(page);
    expect(swap).toEqual({ fadedOut: null, fadedBeforeSwap: false, opacityAtSwap: '1', animations: [] });
  });
});

test.describe('the 200 ms fetch delay', () => {
  // The test delays the shell's answer; the service worker would fetch it past the test's hands.
  test.use({ serviceWorkers: 'block' });

  test('a slow navigation shows the progress bar and marks the content busy; a quick one shows nothing', async ({ page }) => {
    // The shell's answer to one address takes 800 ms (an address no link prefetches before the click).
    await page.route('**/_page?url=%2Faktuelles%3Fseite%3D1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/aktuelles');
    await page.waitForLoadState('networkidle');
    const bar = page.locator('#ms-progress');
    const shown: boolean[] = [];
    await page.exposeFunction('barChanged', (visible: boolean) => shown.push(visible));
    await page.evaluate(() => {
      const element = document.getElementById('ms-progress') as HTMLElement;
      new MutationObserver(() => (window as unknown as { barChanged: (visible: boolean) => void }).barChanged(!element.hidden)).observe(element, {
        attributes: true,
      });
    });
    // A quick answer: the bar never shows.
    await page.locator('a[href="/veranstaltungen"]:visible').first().click();
    await expect(page).toHaveURL(/\/veranstaltungen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible();
    expect(shown).toEqual([]);

    // A slow one: the bar shows while it lasts, with aria-busy.
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p><a href="/aktuelles?seite=1">Alle Meldungen</a></p>'));
    await page.getByRole('link', { name: 'Alle Meldungen' }).click();
    await expect(bar).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/aktuelles\?seite=1$/);
    await expect(bar).toBeHidden();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
    expect(shown).toEqual([true, false]);
  });
});
