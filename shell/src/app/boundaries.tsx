import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { TEXTS } from './texts';

export function BlockFallback() {
  return (
    <div className="ms-block-fallback" role="note">
      <p>{TEXTS.blockFallback}</p>
    </div>
  );
}

export type ErrorReporter = (error: unknown, context: Record<string, unknown>) => void;

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  onError?: ErrorReporter;
  label: string;
}

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, { where: this.props.label, componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Isolates one remote block: a throw while rendering costs only this block. The Suspense boundary
 * makes the server stream the fallback instead of failing the whole page; the browser then retries
 * and the error boundary keeps the fallback.
 */
export function BlockBoundary({ children, label, onError }: { children: ReactNode; label: string; onError?: ErrorReporter }) {
  return (
    <ErrorBoundary fallback={<BlockFallback />} label={label} onError={onError}>
      <Suspense fallback={<BlockFallback />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function LayoutBoundary({ children, fallback, onError }: { children: ReactNode; fallback: ReactNode; onError?: ErrorReporter }) {
  return (
    <ErrorBoundary fallback={fallback} label="layout" onError={onError}>
      {children}
    </ErrorBoundary>
  );
}
