import { createHmac } from 'node:crypto';
import os from 'node:os';
import Fastify from 'fastify';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { sessionOf } from '../http/request-identity';
import { SESSION_COOKIE_NAME, mayUseSession, setupSessions } from './session.setup';

const request = (method: string, path: string, cookie?: string) => ({
  method,
  path,
  headers: cookie === undefined ? {} : { cookie },
});

describe('which requests load a session', () => {
  it('every request that carries the session cookie, whatever it asks for', () => {
    expect(mayUseSession(request('GET', '/api/surveys', `${SESSION_COOKIE_NAME}=s%3Aabc.def`))).toBe(true);
    expect(mayUseSession(request('GET', '/assets/index.js', `theme=dark; ${SESSION_COOKIE_NAME}=s%3Aabc.def`))).toBe(
      true,
    );
  });

  it('the two calls that start one: logging in and unlocking the survey list', () => {
    expect(mayUseSession(request('POST', '/api/auth/login'))).toBe(true);
    expect(mayUseSession(request('POST', '/api/surveys/unlock'))).toBe(true);
  });

  it('no cookie-less respondent, visitor or file request', () => {
    expect(mayUseSession(request('POST', '/api/answers'))).toBe(false);
    expect(mayUseSession(request('GET', '/api/surveys/5eed0000-0000-4000-8000-000000000000'))).toBe(false);
    expect(mayUseSession(request('GET', '/api/auth/login'))).toBe(false);
    expect(mayUseSession(request('GET', '/', 'theme=dark'))).toBe(false);
  });

  it('never a request that presents an API key, whatever cookie rides along', () => {
    const withKey = {
      method: 'POST',
      path: '/api/surveys',
      headers: { cookie: `${SESSION_COOKIE_NAME}=s%3Aabc.def`, authorization: `Bearer seedline_${'a'.repeat(43)}` },
    };
    expect(mayUseSession(withKey)).toBe(false);
    expect(mayUseSession({ ...withKey, headers: { ...withKey.headers, authorization: 'Bearer metrics-token' } })).toBe(
      true,
    );
  });
});

describe('setupSessions', () => {
  it('gives a session (loading it when the cookie is signed) only to the requests mayUseSession names', async () => {
    const secret = 'a-session-secret-of-forty-characters-0123';
    const queries: string[] = [];
    // Only which requests reach the store is looked at here; the store itself is specced on Postgres.
    const db = {
      query: async (sql: string) => {
        queries.push(sql);
        return { rows: [], rowCount: 0 };
      },
    } as unknown as Db;
    const config = {
      sessionSecret: secret,
      dataDir: os.tmpdir(),
      adminUsername: 'admin',
      sessionAbsoluteTtlMs: 60_000,
    };
    const fastify = Fastify();
    await setupSessions(fastify, { config: config as AppConfig, db });
    fastify.all('/*', async (req) => ({ session: sessionOf(req) !== null }));
    await fastify.ready();
    const ask = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
      queries.length = 0;
      const res = await fastify.inject({ method, url, headers });
      return { session: (res.json() as { session: boolean }).session, queries: queries.length };
    };
    const signed = `${SESSION_COOKIE_NAME}=${encodeURIComponent(`s:some-id.${createHmac('sha256', secret).update('some-id').digest('base64').replace(/=/g, '')}`)}`;
    try {
      expect(await ask('POST', '/api/answers')).toEqual({ session: false, queries: 0 });
      expect(await ask('GET', '/assets/app.js', { cookie: 'theme=dark' })).toEqual({ session: false, queries: 0 });
      expect(await ask('POST', '/api/auth/login')).toEqual({ session: true, queries: 0 });
      // A cookie whose signature fails is a new, empty session, never looked up.
      expect(await ask('GET', '/api/auth/me', { cookie: `${SESSION_COOKIE_NAME}=s%3Asome-id.forged` })).toEqual({
        session: true,
        queries: 0,
      });
      expect(await ask('GET', '/api/auth/me', { cookie: signed })).toEqual({ session: true, queries: 1 });
      const key = { cookie: signed, authorization: `Bearer seedline_${'a'.repeat(43)}` };
      expect(await ask('GET', '/api/surveys', key)).toEqual({ session: false, queries: 0 });
    } finally {
      await fastify.close();
    }
  });
});
