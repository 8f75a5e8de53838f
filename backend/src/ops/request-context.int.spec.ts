import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { silentLogger } from './logger';
import { createMetrics } from './metrics';
import { observeRequests } from './observe-requests.middleware';
import { currentRequestId } from './request-context';

@Controller('probe')
class ProbeController {
  @Post()
  async probe(@Body() body: { wait?: number }) {
    const before = currentRequestId();
    await new Promise((resolve) => setTimeout(resolve, body.wait ?? 1));
    return { before, after: currentRequestId() };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

// Services deep in a handler (e.g. one that enqueues an AI job) read the id with currentRequestId():
// it must survive the body parser (which resumes the chain from socket callbacks) and every await.
describe('the request id inside route handlers', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter(), { logger: false });
    observeRequests(app.getHttpAdapter().getInstance(), { metrics: createMetrics(), logger: silentLogger() });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('is the caller’s id after the body was parsed and across awaits', async () => {
    const res = await request(app.getHttpServer())
      .post('/probe')
      .set('X-Request-Id', 'ctx-1')
      .send({ wait: 5 })
      .expect(201);
    expect(res.body).toEqual({ before: 'ctx-1', after: 'ctx-1' });
  });

  it('survives a body that arrives in pieces', async () => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/probe',
          headers: { 'content-type': 'application/json', 'content-length': '11', 'x-request-id': 'slow-body' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.write('{"wait"');
      setTimeout(() => req.end(':10}'), 50);
    });
    expect(JSON.parse(body)).toEqual({ before: 'slow-body', after: 'slow-body' });
  });

  it('keeps concurrent requests apart', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `req-${i}`);
    const answers = await Promise.all(
      ids.map((id, i) =>
        request(app.getHttpServer())
          .post('/probe')
          .set('X-Request-Id', id)
          .send({ wait: (8 - i) * 3 }),
      ),
    );
    expect(answers.map((a) => a.body)).toEqual(ids.map((id) => ({ before: id, after: id })));
  });

  it('is the generated id when the caller sent none', async () => {
    const res = await request(app.getHttpServer()).post('/probe').send({}).expect(201);
    expect(res.body.before).toBe(res.headers['x-request-id']);
  });
});
