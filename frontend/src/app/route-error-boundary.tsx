import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { isChunkLoadError } from './chunk-load-error';

const reloadPage = () => window.location.reload();

/** What shows instead of a route that failed: a page that could not load, or one that broke. */
export const RouteErrorFallback = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const chunk = isChunkLoadError(error);
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <div role="alert">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {chunk ? 'This page could not be loaded' : 'Something went wrong'}
        </h1>
        <p className="mt-3 text-slate-600">
          {chunk
            ? 'The site may have been updated since you opened it, or the connection dropped. Reload to get the latest version.'
            : 'This page ran into an unexpected error. Try again, or reload the page if it keeps happening.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {chunk ? (
            // lazy() keeps a failed import's rejection, so only a reload fetches the chunk again.
            <Button onClick={reloadPage}>Reload</Button>
          ) : (
            <>
              <Button onClick={onRetry}>Try again</Button>
              <Button variant="outline" onClick={reloadPage}>
                Reload
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
};

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; failed: boolean };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  componentDidUpdate(prev: BoundaryProps) {
    // Going to another page clears the error, so the menu and links still work after one.
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? (
      <RouteErrorFallback error={this.state.error} onRetry={this.reset} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches what a route throws while loading its chunk or rendering, and shows a message with a way
 * out instead of a blank page. It resets when the location changes.
 */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
};
