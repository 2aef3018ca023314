import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { TEXTS } from './texts';

/**
 * Where the server render is: the block (or else the layout) an error while rendering belongs to, so
 * that it is reported with its remote and template. React renders a page depth first and hands an
 * error to the render's error callback as it is thrown, so the part last entered is the one.
 */
export interface RenderErrors {
  enter(context: Record<string, string>): void;
  leave(): void;
}

export const RenderErrorsContext = createContext<RenderErrors | null>(null);

function Enter({ context }: { context: Record<string, string> }) {
  useContext(RenderErrorsContext)?.enter(context);
  return null;
}

function Leave() {
  useContext(RenderErrorsContext)?.leave();
  return null;
}

/** What shows in place of a block that cannot be shown (its remote is down, or its template failed). */
export function BlockFallback() {
  return (
    <div className="ms-block-fallback" role="note">
      <p>{TEXTS.blockFallback}</p>
    </div>
  );
}

export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

/**
 * Isolates one remote block: a throw while rendering costs only this block, which the server
 * renders as the German fallback (the error is reported with the block's remote and template).
 */
export function BlockBoundary({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Suspense fallback={<BlockFallback />}>
      <Enter context={{ where: label }} />
      {children}
      <Leave />
    </Suspense>
  );
}
