import { AppProvider } from './provider';
import { AppRouter } from './router';
import { ScrollToTop } from './scroll-to-top';

export const App = () => (
  <AppProvider>
    <ScrollToTop />
    <AppRouter />
  </AppProvider>
);
