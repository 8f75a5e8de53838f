import { startTestApp, type TestApp } from '../testing/test-app';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi';
import { buildOpenApiDocument } from './openapi-contract';

// The running API serves the same document the contract is generated from, and that document
// covers every route the router knows.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every route of the API, as `METHOD /path/{param}` (OpenAPI's template syntax). */
function routeTable(): string[] {
  return t.apiRoutes().map((route) => route.replace(/:([A-Za-z]+)/g, '{$1}'));
}

/** The reference's own routes (swagger-ui and the document), which the document does not describe. */
const isReferenceRoute = (route: string) =>
  route === `GET ${OPENAPI_JSON_PATH}` || route.startsWith(`GET ${API_DOCS_PATH}`);

describe('the OpenAPI document', () => {
  it('is served at GET /api/openapi.json, equal to the one the contract is generated from', async () => {
    const res = await t.agent().get(OPENAPI_JSON_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(await buildOpenApiDocument());
  });

  it('describes every route of the router, and no route that does not exist', async () => {
    const document = await buildOpenApiDocument();
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = routeTable().filter((route) => !isReferenceRoute(route));
    expect(routes).toEqual(expect.arrayContaining(['POST /api/surveys', 'GET /api/surveys/{idOrSlug}', 'GET /readyz']));
    expect([...routes].sort()).toEqual([...documented].sort());
  });
});

describe('the API reference', () => {
  it('serves swagger-ui at GET /api/docs under the same security headers as the rest of the app', async () => {
    const docs = await t.agent().get(API_DOCS_PATH).expect(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.text).toContain('swagger-ui');
    const init = await t.agent().get(`${API_DOCS_PATH}/swagger-ui-init.js`).expect(200);
    expect(init.text).toContain('"/api/surveys/{idOrSlug}"');
    const elsewhere = await t.agent().get('/healthz').expect(200);
    expect(docs.headers['content-security-policy']).toBe(elsewhere.headers['content-security-policy']);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
