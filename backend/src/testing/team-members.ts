// A member of the team through the HTTP API, as a person would become one: the owner invites, the invitee
// sets a password with the single-use link and logs in. Test code shared by the Postgres and embedded specs.

import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './test-app';

export const MEMBER_PASSWORD = 'lahore monsoon teacup ledger';

export const tokenOf = (link: string): string => link.slice(link.indexOf('#') + 1);

export type Member = { agent: TestAgent; username: string; id: string };

export async function joinTeam(t: TestApp, role: 'owner' | 'consultant' | 'viewer', username: string): Promise<Member> {
  const owner = await t.adminAgent();
  const invited = await owner.post('/api/users/invitations').send({ username, role }).expect(201);
  expect(invited.body.link).toMatch(/^\/admin\/set-password#[A-Za-z0-9_-]{43}$/);
  await t
    .agent()
    .post('/api/users/password')
    .send({ token: tokenOf(invited.body.link as string), password: MEMBER_PASSWORD })
    .expect(200, { username });
  const agent = t.agent();
  await agent
    .post('/api/auth/login')
    .send({ username, password: MEMBER_PASSWORD })
    .expect(200, { user: { username, role } });
  return { agent, username, id: invited.body.user.id as string };
}
