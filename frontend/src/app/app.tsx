import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRouter } from './router';
import { ScrollToTop } from './scroll-to-top';

export const App = () => (
  <AppProvider>
    <ScrollToTop />
    {/* The last resort, for an error in a layout outside the routes' own boundaries. */}
    <RouteErrorBoundary>
      <AppRouter />
    </RouteErrorBoundary>
  </AppProvider>
);
