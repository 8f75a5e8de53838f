import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type TestAgent from 'supertest/lib/agent';
import { AI_TRANSLATE_RATE_LIMIT } from '../ai/ai.controller';
import { AdminGuard } from '../auth';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RateLimitGuard } from './rate-limit.guard';

// Limits on admin-only routes are counted after authentication (issue 26): anonymous calls from the
// admin's own address, refused with 401, never spend the admin's allowance.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

const TRANSLATE = { targetLanguage: 'ur', texts: [{ key: 'title', text: 'Team survey' }] };

it('leaves the admin its AI translations after 30 anonymous calls from the same address', async () => {
  for (let i = 0; i < AI_TRANSLATE_RATE_LIMIT.limit; i++) {
    await t.agent().post('/api/ai-translate').send(TRANSLATE).expect(401);
  }
  const res = await admin.post('/api/ai-translate').send(TRANSLATE);
  expect(res.status).not.toBe(429);
  expect(res.headers['retry-after']).toBeUndefined();
});

it('runs the admin check before the limit on every route that has both', () => {
  const routes: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const proto = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name === 'constructor' || typeof proto[name] !== 'function') continue;
        const guards: unknown[] = [
          ...(Reflect.getMetadata(GUARDS_METADATA, metatype) ?? []),
          ...(Reflect.getMetadata(GUARDS_METADATA, proto[name] as object) ?? []),
        ];
        if (!guards.includes(AdminGuard) || !guards.includes(RateLimitGuard)) continue;
        routes.push(`${metatype.name}.${name}`);
        expect({
          route: `${metatype.name}.${name}`,
          adminFirst: guards.indexOf(AdminGuard) < guards.indexOf(RateLimitGuard),
        }).toEqual({
          route: `${metatype.name}.${name}`,
          adminFirst: true,
        });
      }
    }
  }
  expect(routes).toEqual(expect.arrayContaining(['AiController.generateQuestions', 'AiController.translate']));
});
