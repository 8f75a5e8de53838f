import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE_NAME } from '../auth/session.setup';
import { API_KEY_AUTH, METRICS_TOKEN_AUTH, SESSION_AUTH } from '../http/openapi.decorators';
import { tidyOpenApiDocument } from '../http/openapi-tidy';

/** The browsable reference (swagger-ui) and the document it shows. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/openapi.json';

/** The document's info.version: bumped when the contract changes in a way clients must notice. */
export const API_VERSION = '1.0.0';

const DESCRIPTION = [
  'The HTTP API of Seedline: JSON in and out, camelCase fields.',
  'Errors are RFC 9457 problems (`application/problem+json`, the Problem schema). Admin calls need the session cookie that',
  'POST /api/auth/login sets, and a role: each such operation names the least role it needs in x-required-role',
  '(viewer reads, consultant changes, owner also manages the team, erases and reads the audit trail); a member below it',
  'gets 403 naming both roles. State-changing requests from another origin are refused (403). Scripts use an API key',
  '(`Authorization: Bearer seedline_...`) on the routes that name a scope for it.',
  'More in docs/API.md; this document is generated from the controllers and DTOs (`npm run contract`).',
].join(' ');

function documentConfig() {
  return new DocumentBuilder()
    .setTitle('Seedline API')
    .setDescription(DESCRIPTION)
    .setVersion(API_VERSION)
    .addCookieAuth(
      SESSION_COOKIE_NAME,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAME,
        description:
          'The session cookie: a team member after POST /api/auth/login, or a survey list unlocked by its password',
      },
      SESSION_AUTH,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics' },
      METRICS_TOKEN_AUTH,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'seedline_<43 characters>',
        description:
          "An API key made on the admin's API keys page, for scripts. A route that takes one names the scope it needs in x-api-key-scope (responses:read, surveys:read, surveys:write); a key without it gets 403, a revoked or unknown one 401. Never put a key in the URL (400).",
      },
      API_KEY_AUTH,
    )
    .build();
}

/**
 * Object keys in a fixed (sorted) order, so the checked-in document changes only where the API does.
 * A schema's `properties` keep the order the class declares them in, which is the order readers expect.
 */
export function withSortedKeys<T>(value: T, isPropertyMap = false): T {
  if (Array.isArray(value)) return value.map((item) => withSortedKeys(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!isPropertyMap) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, withSortedKeys(v, !isPropertyMap && k === 'properties')])) as T;
}

/** The OpenAPI document of every controller the app has registered. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  return withSortedKeys(tidyOpenApiDocument(SwaggerModule.createDocument(app, documentConfig())));
}

/** The document as checked in at docs/openapi.json: two-space JSON with a final newline. */
export function openApiJson(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** GET /api/openapi.json and the swagger-ui reference at GET /api/docs; call before app.init(). */
export function setupApiReference(app: INestApplication): void {
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup(API_DOCS_PATH, app, () => (document ??= createOpenApiDocument(app)), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Seedline API reference',
    swaggerOptions: { validatorUrl: null, docExpansion: 'list', tagsSorter: 'alpha', operationsSorter: 'alpha' },
  });
}
