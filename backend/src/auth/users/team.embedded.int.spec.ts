import { READ_MODEL_PLAN } from '../../app/read-models';
import { systemClock } from '../../core/tokens';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { joinTeam, MEMBER_PASSWORD, tokenOf } from '../../testing/team-members';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';

// The team on the embedded default (the PostgreSQL the API starts under DATA_DIR): each role's allowed and
// refused calls, an invitation used once and expiring, a change of role, deactivation and reactivation, and
// the users and audit read models rebuilt from the log equal to the live ones.

let t: TestApp;
let skewMs = 0;
beforeAll(async () => {
  t = await startTestApp({ embedded: true, clock: () => new Date(systemClock().getTime() + skewMs) });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(() => t?.close());
afterEach(() => {
  skewMs = 0;
});

describe('the team on the embedded Postgres', () => {
  it('lets each role do its part and refuses the rest with 403 naming the role', async () => {
    expect(t.db.embedded).toBe(true);
    const consultant = await joinTeam(t, 'consultant', 'rukhsana');
    const viewer = await joinTeam(t, 'viewer', 'danish');
    const survey = (await consultant.agent.post('/api/surveys').send({ title: 'Embedded team' }).expect(201)).body;
    await consultant.agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Renamed' }).expect(200);
    const started = await t
      .agent()
      .post(`/api/surveys/${survey.id}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const erase = await consultant.agent.delete(`/api/responses/${started.body.id}`).expect(403);
    expect(erase.body.detail).toBe('This needs the owner role; you are signed in as a consultant');
    await viewer.agent.get(`/api/surveys/${survey.id}`).expect(200);
    const refused = await viewer.agent.patch(`/api/surveys/${survey.id}`).send({ title: 'Mine' }).expect(403);
    expect(refused.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    await viewer.agent.get('/api/users').expect(403);
    await (await t.adminAgent()).delete(`/api/responses/${started.body.id}`).expect(204);
  });

  it('uses an invitation once and not after 7 days', async () => {
    const owner = await t.adminAgent();
    const first = await owner.post('/api/users/invitations').send({ username: 'once', role: 'viewer' }).expect(201);
    const token = tokenOf(first.body.link);
    await t.agent().post('/api/users/password').send({ token, password: MEMBER_PASSWORD }).expect(200);
    await t.agent().post('/api/users/password').send({ token, password: MEMBER_PASSWORD }).expect(410);
    const late = await owner.post('/api/users/invitations').send({ username: 'late', role: 'viewer' }).expect(201);
    skewMs = 7 * 24 * 60 * 60 * 1000 + 1000;
    await t
      .agent()
      .post('/api/users/password')
      .send({ token: tokenOf(late.body.link), password: MEMBER_PASSWORD })
      .expect(410);
  });

  it('changes a role, deactivates and reactivates, and rebuilds users and the audit trail as they were', async () => {
    const member = await joinTeam(t, 'consultant', 'shazia');
    const owner = await t.adminAgent();
    await owner.post(`/api/users/${member.id}/role`).send({ role: 'viewer' }).expect(200);
    await member.agent.post('/api/surveys').send({ title: 'No' }).expect(403);
    await owner.post(`/api/users/${member.id}/deactivate`).expect(200);
    await member.agent.get('/api/auth/me').expect(401);
    const back = await owner.post(`/api/users/${member.id}/reactivate`).expect(200);
    expect(back.body).toMatchObject({ role: 'viewer', status: 'active' });
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username: member.username, password: MEMBER_PASSWORD })
      .expect(200, { user: { username: member.username, role: 'viewer' } });

    const read = async () => ({
      users: (await t.db.query('SELECT * FROM users ORDER BY id')).rows,
      audit: (await t.db.query('SELECT * FROM audit_entries ORDER BY position')).rows,
    });
    const live = await read();
    expect(live.audit.map((row) => row.kind)).toEqual(expect.arrayContaining(['role-changed', 'reactivated']));
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await read()).toEqual(live);
  });
});
