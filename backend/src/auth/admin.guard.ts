import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { UnauthorizedError } from '../common/errors';
import { adminOf } from './request-identity';

/** Admin-only routes: a logged-in admin session, else 401 JSON. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!adminOf(req)) throw new UnauthorizedError('Authentication required');
    return true;
  }
}
