import { isServerPath } from '../http/static-frontend';

type RoutedRequest = { baseUrl?: string; path: string; route?: { path?: unknown } };

/**
 * The metric label of a request: the route template that answered it (`/api/surveys/:idOrSlug`),
 * never the raw path, so ids cannot blow up the number of series. Requests no route took are
 * `frontend` (the app's pages and assets) or `unrouted` (unknown API paths, refused before routing).
 */
export function routeLabel(req: RoutedRequest): string {
  const template = req.route?.path;
  if (typeof template === 'string') return `${req.baseUrl ?? ''}${template}` || '/';
  return isServerPath(req.path) ? 'unrouted' : 'frontend';
}
