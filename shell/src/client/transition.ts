/** How the page's content leaves and comes on a client navigation (spec point 4: 'page', out-in). */
export type PageMotion = 'view-transition' | 'fade' | 'none';

/** Class of the document while a page transition runs (the content then carries its transition name). */
export const TRANSITION_CLASS = 'ms-page-transition';
/** Classes of the page root while its content fades out, and before the new content fades in. */
export const LEAVING_CLASS = 'ms-page-leaving';
export const ENTERING_CLASS = 'ms-page-entering';
/** The fade-out's length (shell.css); the fade-in follows it. */
export const FADE_OUT_MS = 120;

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => { updateCallbackDone: Promise<void>; finished: Promise<void> };
};

export function pageMotion(doc: Document = document): PageMotion {
  const win = doc.defaultView;
  if (!win || win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return 'none';
  return typeof (doc as ViewTransitionDocument).startViewTransition === 'function' ? 'view-transition' : 'fade';
}

function nextFrame(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => resolve()));
}

/** Resolves when the element's opacity transition has ended (or its time is over, should no event come). */
function faded(element: HTMLElement, win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      element.removeEventListener('transitionend', onEnd);
      win.clearTimeout(timer);
      resolve();
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === element && event.propertyName === 'opacity') done();
    };
    element.addEventListener('transitionend', onEnd);
    const timer = win.setTimeout(done, FADE_OUT_MS + 80);
  });
}

/**
 * Runs `update` (the page swap) inside the 'page' transition, out-in: the shown content fades out
 * completely, and only then the new content fades in. With the View Transitions API where the
 * browser has it, a CSS fade where it does not, and none with reduced motion. Resolves once the new
 * content is in the document (the fade-in may still run).
 */
export async function transitionPage(root: HTMLElement, update: () => void): Promise<void> {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const motion = pageMotion(doc);
  if (motion === 'none') {
    update();
    return;
  }
  if (motion === 'view-transition') {
    doc.documentElement.classList.add(TRANSITION_CLASS);
    const transition = (doc as ViewTransitionDocument).startViewTransition?.(update);
    if (!transition) {
      doc.documentElement.classList.remove(TRANSITION_CLASS);
      update();
      return;
    }
    void transition.finished.finally(() => doc.documentElement.classList.remove(TRANSITION_CLASS));
    await transition.updateCallbackDone;
    return;
  }
  root.classList.add(LEAVING_CLASS);
  await faded(root, win);
  update();
  root.classList.replace(LEAVING_CLASS, ENTERING_CLASS);
  // One frame at opacity 0, then the fade-in runs as the class goes.
  await nextFrame(win);
  root.classList.remove(ENTERING_CLASS);
}
