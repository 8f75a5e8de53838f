import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { REQUIRED_ROLE_EXTENSION, type Role } from '../http/roles';

export const REQUIRED_ROLE = 'seedline:required-role';

/**
 * The least role a session needs for this route, when it is more than the default (reading: viewer;
 * changing: consultant; http/roles.ts). AdminGuard reads it; the contract shows it in x-required-role
 * (routes without it get the default there too: http/openapi-tidy.ts).
 */
export const RequiresRole = (role: Role) =>
  applyDecorators(SetMetadata(REQUIRED_ROLE, role), ApiExtension(REQUIRED_ROLE_EXTENSION, role));
