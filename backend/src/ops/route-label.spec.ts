import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('is the route template, with the router base, never the raw path', () => {
    expect(routeLabel({ path: '/api/surveys/1234', route: { path: '/api/surveys/:idOrSlug' } })).toBe(
      '/api/surveys/:idOrSlug',
    );
    expect(routeLabel({ baseUrl: '/admin/queues', path: '/x', route: { path: '/api/queues' } })).toBe(
      '/admin/queues/api/queues',
    );
  });

  it('groups requests no route took', () => {
    expect(routeLabel({ path: '/api/nope/123' })).toBe('unrouted');
    expect(routeLabel({ path: '/uploads/abc.png' })).toBe('unrouted');
    expect(routeLabel({ path: '/healthz' })).toBe('unrouted');
    expect(routeLabel({ path: '/admin/surveys/123' })).toBe('frontend');
    expect(routeLabel({ path: '/assets/index-abc.js' })).toBe('frontend');
    expect(routeLabel({ path: '/apis' })).toBe('frontend');
  });
});
