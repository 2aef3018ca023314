import type { BusyFn, NavigateFn } from '@musterstadt/shell-contract';
import { activateScripts } from '@musterstadt/ui/content-scripts';
import { enhanceAllToggles } from '@musterstadt/ui/enhance';
import type { ErrorReporter } from '../app/boundaries';
import type { BootState } from '../server/render';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { findIslands } from './island-elements';
import { releasePendingSubmit, replayPendingClick, scheduleIslands, type Scheduler } from './island-schedule';
import type { IslandRoots } from './islands';
import { holdsEnteredText, type VisitorInput } from './kept-input';
import { LazyStore } from './lazy-store';
import type { RemoteModules } from './remote-modules';

/** The carousels' marker (libs/ui `CAROUSEL_ATTRIBUTE`), read here without loading the carousel's code. */
const CAROUSEL_SELECTOR = '[data-ms-carousel]';

export interface PageEnhancerDeps {
  report: ErrorReporter;
  input: VisitorInput;
  navigate: NavigateFn;
  busy: BusyFn;
  scheduler?: Scheduler;
}

/**
 * What the browser adds to a page the server sent complete: the scripts its content may embed, the
 * header's toggles and menus, swiper on its carousels (each only where the page has one), and its
 * islands, each hydrated when it asks to be. React and an island's code load only when an island is
 * due; a page without islands never loads them.
 */
export class PageEnhancer {
  private modules: Promise<RemoteModules> | undefined;
  private readonly store = new LazyStore();
  private islands: Promise<IslandRoots> | undefined;
  private teardowns: (() => void)[] = [];

  constructor(private readonly deps: PageEnhancerDeps) {}

  enhance(root: HTMLElement, page: BootState, href?: string): void {
    const guard = (what: string, run: () => (() => void) | void) => {
      try {
        const teardown = run();
        if (teardown) this.teardowns.push(teardown);
      } catch (error) {
        // One enhancement failing leaves the page and the other enhancements as they are.
        this.deps.report(error, { phase: what });
      }
    };
    guard('scripts', () => {
      activateScripts(root);
    });
    guard('toggles', () => enhanceAllToggles(root));
    if (root.querySelector(CAROUSEL_SELECTOR)) {
      let stop: (() => void) | undefined;
      let gone = false;
      this.teardowns.push(() => {
        gone = true;
        stop?.();
      });
      import(/* webpackChunkName: "carousel" */ '@musterstadt/ui/carousel-enhance').then(
        ({ enhanceCarousels }) => {
          if (!gone) stop = enhanceCarousels(root, (error) => this.deps.report(error, { phase: 'carousel' }));
        },
        (error: unknown) => this.failed(error, href, 'carousel'),
      );
    }
    const elements = findIslands(root);
    if (elements.length > 0) {
      guard('islands', () => scheduleIslands(elements, (due) => void this.hydrate(due, page, href), this.deps.scheduler));
    }
  }

  /** Takes the shown page's enhancements down (before the next page takes its place). */
  leave(): void {
    for (const teardown of this.teardowns.splice(0)) teardown();
  }

  /** Unmounts the islands of a page that is no longer in the document. */
  unmountGone(): void {
    void this.islands?.then((islands) => islands.unmountDetached());
  }

  private async hydrate(elements: HTMLElement[], page: BootState, href?: string): Promise<void> {
    try {
      // The remotes' loader (with the contract it checks them against) and React come with the first island due.
      this.islands ??= import(/* webpackChunkName: "islands" */ './islands').then(({ IslandRoots }) => new IslandRoots());
      this.islands.catch(() => {
        this.islands = undefined;
      });
      this.modules ??= import(/* webpackChunkName: "islands" */ './remote-modules').then(({ RemoteModules }) => new RemoteModules());
      this.modules.catch(() => {
        this.modules = undefined;
      });
      const [islands, modules, frame] = await Promise.all([this.islands, this.modules, this.store.frame(page)]);
      modules.register(page.remotes);
      const failures = await islands.hydrate(elements, {
        load: (remote, name) => modules.island(remote, name),
        frame,
        navigate: this.deps.navigate,
        busy: this.deps.busy,
        onError: this.deps.report,
        restore: (element) => {
          this.deps.input.restore(element);
          replayPendingClick(element);
        },
      });
      // An island that could not hydrate stays the server's form: one sent meanwhile goes as it is.
      elements.filter((element) => !element.hasAttribute('data-hydrating')).forEach(releasePendingSubmit);
      if (failures.some(isChunkLoadError) && this.mayReload()) reloadOnce(href);
    } catch (error) {
      elements.forEach(releasePendingSubmit);
      this.failed(error, href, 'hydrate');
    }
  }

  /**
   * A stale bundle is mended by loading the page again, but never over what the visitor has typed
   * (or the server gave back after a submission), nor without a connection: the server's page works
   * without its islands.
   */
  private mayReload(): boolean {
    return window.navigator.onLine && this.deps.input.unsent(document).length === 0 && !holdsEnteredText(document);
  }

  private failed(error: unknown, href: string | undefined, phase: string) {
    // The page stays as the server sent it: fully usable, just not enhanced.
    if (isChunkLoadError(error) && this.mayReload() && reloadOnce(href)) return;
    this.deps.report(error, { phase });
  }
}
