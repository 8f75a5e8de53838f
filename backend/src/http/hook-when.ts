import type { FastifyReply, FastifyRequest } from 'fastify';

type AsyncHook = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Hook = (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => Promise<unknown> | void;

/**
 * A Fastify hook (onRequest, preValidation, preHandler) that runs `hook` only for the requests it applies
 * to and lets every other request on at once. An async hook costs each request a promise and a turn of
 * the microtask queue even when it has nothing to do; Fastify takes a hook that either calls `done` or
 * returns a promise, so the requests a hook ignores pay nothing.
 */
export function hookWhen(applies: (req: FastifyRequest) => boolean, hook: AsyncHook): Hook {
  return (req, reply, done) => {
    if (!applies(req)) return done();
    return hook(req, reply);
  };
}
