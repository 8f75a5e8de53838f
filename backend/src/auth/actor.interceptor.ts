import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { runAs, type Actor } from '../core/actor';
import { adminOf } from '../http/request-identity';
import { apiKeyOf } from './api-key-caller';

/** Who a request acts as: its API key, its logged-in member, else a respondent (the public). */
export function actorOf(req: FastifyRequest): Actor {
  const key = apiKeyOf(req);
  if (key) return { kind: 'api-key', keyId: key.keyId, userId: key.userId, username: key.username };
  const user = adminOf(req);
  if (user) return { kind: 'user', userId: user.userId, username: user.username };
  return { kind: 'respondent' };
}

/**
 * Runs every route handler as its request's actor (core/actor.ts), so each event the command path appends
 * says who caused it, with nothing passed along by hand. Guards have run by then: the identity is known.
 */
@Injectable()
export class ActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const actor = actorOf(context.switchToHttp().getRequest<FastifyRequest>());
    return new Observable((subscriber) => runAs(actor, () => next.handle().subscribe(subscriber)));
  }
}
