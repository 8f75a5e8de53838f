import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiSecurity } from '@nestjs/swagger';
import { API_KEY_AUTH } from '../http/openapi.decorators';
import type { ApiKeyScope } from './api-key-scopes';

export const API_KEY_SCOPE = 'seedline:api-key-scope';

/**
 * The route also serves an API key that holds `scope` (`Authorization: Bearer seedline_...`), besides
 * the admin session. AdminGuard reads it; the contract lists the bearer scheme and names the scope in
 * `x-api-key-scope` (OpenAPI 3.0 lets only OAuth schemes list scopes in the requirement itself).
 */
export const AllowApiKey = (scope: ApiKeyScope, options: { alsoAnonymous?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(API_KEY_SCOPE, scope),
    ApiBearerAuth(API_KEY_AUTH),
    ApiExtension('x-api-key-scope', scope),
    // An empty requirement: the route answers anyone too (the public's view), so no scheme is required.
    ...(options.alsoAnonymous ? [ApiSecurity({})] : []),
  );
