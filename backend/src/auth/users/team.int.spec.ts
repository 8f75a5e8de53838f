import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp, type App } from '../../app/app.factory';
import { READ_MODEL_PLAN } from '../../app/read-models';
import { systemClock } from '../../core/tokens';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { joinTeam, MEMBER_PASSWORD, tokenOf } from '../../testing/team-members';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

// The team on the real Postgres: invitations, each role's allowed and refused calls, API keys bound to
// their maker, deactivation on two replicas.

let t: TestApp;
let skewMs = 0;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(systemClock().getTime() + skewMs) });
});
afterAll(() => t.close());
afterEach(() => {
  skewMs = 0;
});

const PASSWORD = MEMBER_PASSWORD;
type AuditRow = { subjectId: string; subjectType: string; eventType: string; username: string | null };
let serial = 0;

/** The owner invites `role`; the invitee sets a password with the link and logs in. */
async function member(role: 'owner' | 'consultant' | 'viewer') {
  return joinTeam(t, role, `${role}${++serial}`);
}

async function makeSurvey(agent: TestAgent) {
  const survey = (
    await agent
      .post('/api/surveys')
      .send({ title: `Team ${++serial}`, isActive: true })
      .expect(201)
  ).body as { id: string };
  await agent.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Why?', order: 1 }).expect(201);
  return survey;
}

async function startResponse(surveyId: string): Promise<string> {
  const started = await t
    .agent()
    .post(`/api/surveys/${surveyId}/responses`)
    .send({ surveyMode: 'traditional' })
    .expect(201);
  return started.body.id as string;
}

describe('the first owner', () => {
  it('is ADMIN_USERNAME, and lists the team', async () => {
    const owner = await t.adminAgent();
    await owner.get('/api/auth/me').expect(200, { user: { username: TEST_ADMIN.username, role: 'owner' } });
    const list = await owner.get('/api/users').expect(200);
    expect(list.body[0]).toMatchObject({ username: TEST_ADMIN.username, role: 'owner', status: 'active' });
  });
});

describe('invitations', () => {
  it('are used once: the second use is 410 and the link is not stored', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner.post('/api/users/invitations').send({ username: 'once', role: 'viewer' }).expect(201);
    expect(body.user).toMatchObject({ username: 'once', role: 'viewer', status: 'invited' });
    const token = tokenOf(body.link);
    const stored = await t.db.query(`SELECT 1 FROM events WHERE data::text LIKE $1`, [`%${token}%`]);
    expect(stored.rows).toHaveLength(0);
    await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(200);
    const again = await t
      .agent()
      .post('/api/users/password')
      .send({ token, password: `${PASSWORD} two` })
      .expect(410);
    expect(again.body.detail).toBe('This link has been used or has expired; ask an owner for a new one');
    await t.agent().post('/api/auth/login').send({ username: 'once', password: PASSWORD }).expect(200);
  });

  it('expire after 7 days', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner.post('/api/users/invitations').send({ username: 'late', role: 'viewer' }).expect(201);
    skewMs = 7 * 24 * 60 * 60 * 1000 + 1000;
    await t
      .agent()
      .post('/api/users/password')
      .send({ token: tokenOf(body.link), password: PASSWORD })
      .expect(410);
  });

  it('refuse a short or common password (400, saying why) and keep the link usable', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner.post('/api/users/invitations').send({ username: 'weak', role: 'viewer' }).expect(201);
    const token = tokenOf(body.link);
    const short = await t.agent().post('/api/users/password').send({ token, password: 'short' }).expect(400);
    expect(short.body.detail).toBe('Use at least 10 characters');
    const common = await t.agent().post('/api/users/password').send({ token, password: 'password1234' }).expect(400);
    expect(common.body.detail).toMatch(/too common/);
    await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(200);
  });

  it('refuse a taken name, whatever its case (409)', async () => {
    const owner = await t.adminAgent();
    await owner.post('/api/users/invitations').send({ username: 'ADMIN', role: 'viewer' }).expect(409);
  });

  it('a reset link sets a new password once, and ends the sessions the old one opened', async () => {
    const { agent, username, id } = await member('consultant');
    const owner = await t.adminAgent();
    const { body } = await owner.post(`/api/users/${id}/password-link`).expect(201);
    await t
      .agent()
      .post('/api/users/password')
      .send({ token: tokenOf(body.link), password: `${PASSWORD} anew` })
      .expect(200);
    await agent.get('/api/auth/me').expect(401);
    await t.agent().post('/api/auth/login').send({ username, password: PASSWORD }).expect(401);
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username, password: `${PASSWORD} anew` })
      .expect(200);
  });
});

describe('roles', () => {
  it('a viewer reads and is refused every change with 403 naming the role', async () => {
    const owner = await t.adminAgent();
    const survey = await makeSurvey(owner);
    const { agent } = await member('viewer');
    await agent.get('/api/surveys').expect(200);
    await agent.get(`/api/surveys/${survey.id}/responses`).expect(200);
    const refused = await agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Mine now' }).expect(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    await agent.post('/api/surveys').send({ title: 'No' }).expect(403);
    await agent.delete(`/api/surveys/${survey.id}`).expect(403);
    await agent
      .post('/api/api-keys')
      .send({ label: 'x', scopes: ['surveys:read'] })
      .expect(403);
    await agent.get('/api/users').expect(403);
  });

  it('a consultant builds and runs surveys but may not erase or manage the team', async () => {
    const { agent } = await member('consultant');
    const survey = await makeSurvey(agent);
    await agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Renamed' }).expect(200);
    const erase = await agent.delete(`/api/responses/${await startResponse(survey.id)}`).expect(403);
    expect(erase.body.detail).toBe('This needs the owner role; you are signed in as a consultant');
    await agent.post(`/api/surveys/${survey.id}/responses/erase`).send({}).expect(403);
    await agent.get('/api/users').expect(403);
    await agent.post('/api/users/invitations').send({ username: 'nope', role: 'owner' }).expect(403);
    await agent
      .post('/api/api-keys')
      .send({ label: 'Export', scopes: ['responses:read'] })
      .expect(201);
  });

  it('an owner erases', async () => {
    const owner = await t.adminAgent();
    const survey = await makeSurvey(owner);
    await owner.delete(`/api/responses/${await startResponse(survey.id)}`).expect(204);
  });
});

describe('deactivation', () => {
  it("ends the member's sessions and API keys at once, on every replica; a deactivated member cannot log in", async () => {
    const { agent, username, id } = await member('consultant');
    const key = (
      await agent
        .post('/api/api-keys')
        .send({ label: 'Nightly', scopes: ['surveys:read'] })
        .expect(201)
    ).body.secret as string;
    const cookie = (await t.agent().post('/api/auth/login').send({ username, password: PASSWORD }).expect(200)).headers[
      'set-cookie'
    ][0].split(';')[0];
    let second: App | undefined;
    try {
      second = await createApp({ config: t.config, logger: false });
      const replica = request(second.app.getHttpServer());
      await replica.get('/api/auth/me').set('Cookie', cookie).expect(200);
      await replica.get('/api/surveys').set('Authorization', `Bearer ${key}`).expect(200);
      const owner = await t.adminAgent();
      const off = await owner.post(`/api/users/${id}/deactivate`).expect(200);
      expect(off.body).toMatchObject({ username, status: 'deactivated' });
      await replica.get('/api/auth/me').set('Cookie', cookie).expect(401);
      await replica.get('/api/surveys').set('Authorization', `Bearer ${key}`).expect(401);
      await agent.get('/api/auth/me').expect(401);
      await t.agent().post('/api/auth/login').send({ username, password: PASSWORD }).expect(401);
    } finally {
      await second?.close();
    }
  });

  it('never takes away the last owner, nor lets owners deactivate themselves', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner.get('/api/users').expect(200);
    const me = body.find((u: { username: string }) => u.username === TEST_ADMIN.username);
    await owner.post(`/api/users/${me.id}/deactivate`).expect(403);
  });
});

describe('passwords in the log', () => {
  it('are sealed under the member’s key: no Argon2 hash in the clear in any event', async () => {
    await member('viewer');
    const { rows } = await t.db.query(`SELECT 1 FROM events WHERE data::text LIKE '%$argon2id$%'`);
    expect(rows).toEqual([]);
    const { rows: read } = await t.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE status = 'active'`,
    );
    expect(read.every((row) => row.password_hash.startsWith('$argon2id$'))).toBe(true);
  });
});

describe('a change of role', () => {
  it('holds from the next request on, for the member and their API keys, on every replica', async () => {
    const { agent, id } = await member('consultant');
    const survey = await makeSurvey(agent);
    const key = (
      await agent
        .post('/api/api-keys')
        .send({ label: 'Builder', scopes: ['surveys:read', 'surveys:write'] })
        .expect(201)
    ).body.secret as string;
    let second: App | undefined;
    try {
      second = await createApp({ config: t.config, logger: false });
      const replica = request(second.app.getHttpServer());
      const owner = await t.adminAgent();
      const changed = await owner.post(`/api/users/${id}/role`).send({ role: 'viewer' }).expect(200);
      expect(changed.body).toMatchObject({ id, role: 'viewer', status: 'active' });
      const refused = await agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Still mine?' }).expect(403);
      expect(refused.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
      await agent.get(`/api/surveys/${survey.id}`).expect(200);
      // The key keeps only what a viewer may hand out: reading.
      await replica.get('/api/surveys').set('Authorization', `Bearer ${key}`).expect(200);
      await replica.post('/api/surveys').set('Authorization', `Bearer ${key}`).send({ title: 'By key' }).expect(403);
      await owner.post(`/api/users/${id}/role`).send({ role: 'consultant' }).expect(200);
      await agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Mine again' }).expect(200);
    } finally {
      await second?.close();
    }
  });

  it('is refused for your own role, the role a member has, an unknown role and a deactivated member', async () => {
    const owner = await t.adminAgent();
    const { body } = await owner.get('/api/users').expect(200);
    const me = body.find((u: { username: string }) => u.username === TEST_ADMIN.username);
    const own = await owner.post(`/api/users/${me.id}/role`).send({ role: 'viewer' }).expect(403);
    expect(own.body.detail).toBe('You cannot change your own role');
    const { id } = await member('viewer');
    const same = await owner.post(`/api/users/${id}/role`).send({ role: 'viewer' }).expect(409);
    expect(same.body.detail).toBe('This user is already a viewer');
    await owner.post(`/api/users/${id}/role`).send({ role: 'admin' }).expect(400);
    await owner.post(`/api/users/${id}/deactivate`).expect(200);
    await owner.post(`/api/users/${id}/role`).send({ role: 'owner' }).expect(409);
    await owner.post('/api/users/nobody/role').send({ role: 'owner' }).expect(404);
  });

  it('is for owners only (403 naming the role)', async () => {
    const { agent } = await member('consultant');
    const { id } = await member('viewer');
    const refused = await agent.post(`/api/users/${id}/role`).send({ role: 'owner' }).expect(403);
    expect(refused.body.detail).toBe('This needs the owner role; you are signed in as a consultant');
  });
});

describe('reactivation', () => {
  it('lets a member back in with their password; the sessions and API keys deactivation ended stay ended', async () => {
    const { agent, username, id } = await member('consultant');
    const oldKey = (
      await agent
        .post('/api/api-keys')
        .send({ label: 'Before', scopes: ['surveys:read'] })
        .expect(201)
    ).body.secret as string;
    const owner = await t.adminAgent();
    await owner.post(`/api/users/${id}/deactivate`).expect(200);
    const back = await owner.post(`/api/users/${id}/reactivate`).expect(200);
    expect(back.body).toMatchObject({ id, status: 'active', deactivatedAt: null });
    await agent.get('/api/auth/me').expect(401);
    await t.agent().get('/api/surveys').set('Authorization', `Bearer ${oldKey}`).expect(401);
    const again = t.agent();
    await again.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
    const newKey = (
      await again
        .post('/api/api-keys')
        .send({ label: 'After', scopes: ['surveys:read'] })
        .expect(201)
    ).body.secret as string;
    await t.agent().get('/api/surveys').set('Authorization', `Bearer ${newKey}`).expect(200);
    await owner.post(`/api/users/${id}/reactivate`).expect(409);
  });

  it('of a member who never set a password leaves them invited, needing a new link', async () => {
    const owner = await t.adminAgent();
    const invited = await owner
      .post('/api/users/invitations')
      .send({ username: 'comeback', role: 'viewer' })
      .expect(201);
    const id = invited.body.user.id as string;
    await owner.post(`/api/users/${id}/deactivate`).expect(200);
    const back = await owner.post(`/api/users/${id}/reactivate`).expect(200);
    expect(back.body).toMatchObject({ status: 'invited', linkExpiresAt: null });
    await t
      .agent()
      .post('/api/users/password')
      .send({ token: tokenOf(invited.body.link), password: PASSWORD })
      .expect(410);
    const reset = await owner.post(`/api/users/${id}/password-link`).expect(201);
    await t
      .agent()
      .post('/api/users/password')
      .send({ token: tokenOf(reset.body.link), password: PASSWORD })
      .expect(200);
  });

  it('and the change of role are in the audit trail, and the users table rebuilt from the log equals the live one', async () => {
    const { id, username } = await member('viewer');
    const owner = await t.adminAgent();
    await owner.post(`/api/users/${id}/role`).send({ role: 'consultant' }).expect(200);
    await owner.post(`/api/users/${id}/deactivate`).expect(200);
    await owner.post(`/api/users/${id}/reactivate`).expect(200);
    const about = async (kind: string) =>
      ((await owner.get('/api/audit').query({ kind }).expect(200)).body.entries as AuditRow[]).filter(
        (entry) => entry.subjectId === id,
      );
    expect(await about('role-changed')).toEqual([
      expect.objectContaining({ eventType: 'UserRoleChanged', subjectType: 'user', username: TEST_ADMIN.username }),
    ]);
    expect(await about('reactivated')).toEqual([expect.objectContaining({ eventType: 'UserReactivated' })]);
    const live = await t.db.query(`SELECT * FROM users ORDER BY id`);
    expect(live.rows.find((row) => row.username === username)).toMatchObject({
      role: 'consultant',
      status: 'active',
      deactivated_at: null,
      reactivated_at: expect.any(Date),
    });
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect((await t.db.query(`SELECT * FROM users ORDER BY id`)).rows).toEqual(live.rows);
  });
});
