import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

// The API reads JSON bodies up to 64 KB (app.factory.ts). A route that takes more (a roster CSV sent as
// JSON text) says so with @BodyLimit; Fastify's route bodyLimit, which the JSON parser then honours, is
// set from it as the route is registered. A body over it is 413, as everywhere.

type WithBodyLimit = { bodyLimit?: unknown };

/** This route takes JSON bodies up to `bytes`. */
export const BodyLimit = (bytes: number) => RouteConfig({ bodyLimit: bytes } satisfies WithBodyLimit);

/** Gives each route declared with @BodyLimit its limit; call before the routes are registered. */
export function applyRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as WithBodyLimit | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
