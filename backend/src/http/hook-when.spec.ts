import Fastify, { type FastifyRequest } from 'fastify';
import { hookWhen } from './hook-when';

describe('hookWhen', () => {
  async function app() {
    const fastify = Fastify();
    const ran: string[] = [];
    fastify.addHook(
      'preValidation',
      hookWhen(
        (req: FastifyRequest) => req.url.startsWith('/guarded'),
        async (req, reply) => {
          ran.push(req.url);
          await new Promise((resolve) => setImmediate(resolve));
          if (req.headers['x-refuse']) await reply.code(403).send({ refused: true });
        },
      ),
    );
    fastify.get('/guarded', async () => ({ ok: 'guarded' }));
    fastify.get('/open', async () => ({ ok: 'open' }));
    await fastify.ready();
    return { fastify, ran };
  }

  it('runs the hook for the requests it applies to, and lets the others through without it', async () => {
    const { fastify, ran } = await app();
    expect((await fastify.inject('/open')).json()).toEqual({ ok: 'open' });
    expect((await fastify.inject('/guarded')).json()).toEqual({ ok: 'guarded' });
    expect(ran).toEqual(['/guarded']);
    await fastify.close();
  });

  it('lets the hook answer the request itself', async () => {
    const { fastify } = await app();
    const res = await fastify.inject({ url: '/guarded', headers: { 'x-refuse': '1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ refused: true });
    await fastify.close();
  });
});
