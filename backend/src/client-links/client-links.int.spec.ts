import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../testing/test-app';
import { problemOf } from '../testing/problem';
import { LINK_EXPIRED_MESSAGE, LINK_REVOKED_MESSAGE } from './client-link.decider';
import { PASSCODE_NEEDED_MESSAGE, WRONG_PASSCODE_MESSAGE } from './client-links.service';

// The read-only client link on the real Postgres: made by the team (token shown once, hashed in the
// store), read by the client within the anonymity floor, every view in the audit trail, closed (410) by a
// revocation and by its expiry (the app's clock moved on).

let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + offsetMs + days * 86_400_000).toISOString();

/** A survey with a scale and a free-text question, a shareable team field and a personal employee field. */
async function seedSurvey(teams: Record<string, number>) {
  const admin = await t.adminAgent();
  const slug = `client-${randomBytes(4).toString('hex')}`;
  const survey = (await admin.post('/api/surveys').send({ title: 'Staff pulse', slug }).expect(201)).body as {
    id: string;
  };
  const add = (questionText: string, questionType: string) =>
    admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ questionText, questionType, isRequired: false })
      .expect(201);
  const scale = (await add('How likely are you to recommend working here?', 'scale')).body as { id: string };
  const text = (await add('What should change?', 'textarea')).body as { id: string };
  await admin
    .put(`/api/surveys/${survey.id}/response-settings`)
    .send({
      hiddenFields: [
        { key: 'team', label: 'Team' },
        { key: 'employee', label: 'Employee id', personal: true },
      ],
    })
    .expect(200);
  let n = 0;
  for (const [team, count] of Object.entries(teams)) {
    for (let i = 0; i < count; i++) {
      n++;
      const agent = t.agent();
      const started = await agent
        .post(`/api/surveys/${slug}/responses`)
        .send({ surveyMode: 'traditional', hiddenFields: { team, employee: `emp-${9000 + n}` } })
        .expect(201);
      const id = started.body.id as string;
      await agent
        .post('/api/answers')
        .send({ responseId: id, questionId: scale.id, answerValue: 5 + (n % 5) })
        .expect(201);
      const words = n === 1 ? 'Parking is full, write to jane.doe@example.com or call 0300-1234567' : 'More training';
      await agent.post('/api/answers').send({ responseId: id, questionId: text.id, answerText: words }).expect(201);
      await agent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    }
  }
  return { admin, survey };
}

type Created = { link: { id: string; passcode: boolean; minGroupSize: number; freeText: boolean }; path: string };

async function makeLink(surveyId: string, input: Record<string, unknown> = {}) {
  const admin = await t.adminAgent();
  const res = await admin
    .post(`/api/surveys/${surveyId}/client-links`)
    .send({ clientName: 'Indus Foods', expiresAt: inDays(30), ...input })
    .expect(201);
  const created = res.body as Created;
  return { ...created, token: created.path.replace('/client/', '') };
}

describe('a read-only client link', () => {
  it('is shown once and stored as the SHA-256 of its token only', async () => {
    const { survey } = await seedSurvey({});
    const { link, path, token } = await makeLink(survey.id, { passcode: 'harbour-42' });
    expect(path).toMatch(/^\/client\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ passcode: true, minGroupSize: 5, freeText: false });
    const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM client_links WHERE id = $1', [link.id]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(String(rows[0]!.passcode_hash)).toMatch(/^\$argon2id\$/);
    const stored = await t.db.query<{ text: string }>(
      `SELECT string_agg(data::text || metadata::text, ' ') AS text FROM events WHERE stream_id = $1`,
      [`client-link-${link.id}`],
    );
    expect(stored.rows[0]!.text).not.toContain(token);
    expect(stored.rows[0]!.text).not.toContain('harbour-42');
    const list = await (await t.adminAgent()).get(`/api/surveys/${survey.id}/client-links`).expect(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(JSON.stringify(list.body)).not.toContain('argon2');
    expect(list.body.links[0]).toMatchObject({ id: link.id, clientName: 'Indus Foods', status: 'open' });
  });

  it('shows the page within the floor: small teams hidden with the reason, free text masked, personal fields never', async () => {
    const { survey } = await seedSurvey({ finance: 6, operations: 5, legal: 3 });
    const { token } = await makeLink(survey.id, { freeText: true });
    const res = await t.agent().get(`/api/client/${token}`).expect(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const page = res.body;
    expect(page).toMatchObject({ clientName: 'Indus Foods', surveyTitle: 'Staff pulse', minGroupSize: 5 });
    expect(page.consultancyName).toEqual(expect.any(String));
    expect(page.summary.responses).toBe(14);
    expect(page.segments.map((s: { key: string }) => s.key)).toEqual(['team']);
    const groups = page.segments[0].groups as Array<{ label: string; hidden: boolean; n: number | null }>;
    expect(groups.map((g) => [g.label, g.hidden, g.n])).toEqual([
      ['finance', false, 6],
      // Shown, operations would give legal away (14 - 6 - 5): hidden with it.
      ['operations', true, null],
      ['legal', true, null],
    ]);
    expect(page.segments[0].groups[2].hiddenReason.en).toBe(
      'Hidden: fewer than 5 people answered in this group, to protect their anonymity.',
    );
    const answers = (page.freeTextAnswers as Array<{ answers: string[] }>).flatMap((q) => q.answers);
    expect(answers).toContain('Parking is full, write to [e-mail] or call [phone]');
    const json = JSON.stringify(page);
    expect(json).not.toContain('jane.doe@example.com');
    expect(json).not.toContain('emp-9');
    expect(json).not.toContain('Employee id');
  });

  it("carries coverage by team within the link's own floor: small teams together, one team however cased, no names", async () => {
    const admin = await t.adminAgent();
    const client = (await admin.post('/api/clients').send({ name: 'Indus Foods' }).expect(201)).body as { id: string };
    const people = [
      ...['Tax', 'Tax', 'tax', 'TAX '].map((team, i) => [`Tahir Ansari ${i}`, `tax${i}@indus.example`, team]),
      ...Array.from({ length: 5 }, (_, i) => [`Amna Qureshi ${i}`, `audit${i}@indus.example`, 'Audit']),
      ['Laila Shah', 'laila@indus.example', 'Legal'],
      ['Lubna Shah', 'lubna@indus.example', 'Legal'],
      ['Imran Raza', 'imran@indus.example', 'IT'],
      ['Iqra Raza', 'iqra@indus.example', 'IT'],
    ];
    const csv = ['Name,E-mail,Team', ...people.map((p) => p.join(','))].join('\n');
    await admin.post(`/api/clients/${client.id}/roster/import`).send({ csv }).expect(200);
    const survey = (
      await admin
        .post('/api/surveys')
        .send({ title: 'Coverage pulse', isActive: true, clientId: client.id })
        .expect(201)
    ).body as { id: string };
    const { token: before } = await makeLink(survey.id, { minGroupSize: 4 });
    expect((await t.agent().get(`/api/client/${before}`).expect(200)).body.coverage).toBeNull();

    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    const links = (await admin.get(`/api/surveys/${survey.id}/personal-links`).expect(200)).body.links as Array<{
      team: string;
      path: string;
    }>;
    const respond = async (link: { path: string }, complete: boolean) => {
      const started = await t
        .agent()
        .post(`/api/personal-links/${link.path.replace('/i/', '')}/response`)
        .send({ surveyMode: 'traditional' })
        .expect(200);
      if (complete) {
        await t
          .agent()
          .patch(`/api/responses/${started.body.responseId}`)
          .send({ completedAt: new Date().toISOString() })
          .expect(200);
      }
    };
    const ofTeam = (team: string) => links.filter((l) => l.team.trim().toLowerCase() === team);
    await respond(ofTeam('tax')[0]!, true);
    await respond(ofTeam('tax')[1]!, false);
    await respond(ofTeam('legal')[0]!, true);
    await respond(ofTeam('it')[0]!, false);

    // The link's floor is 4: Tax (4, however cased) stands alone; Legal and IT (2 each) are together.
    const { token } = await makeLink(survey.id, { minGroupSize: 4 });
    const page = (await t.agent().get(`/api/client/${token}`).expect(200)).body;
    expect(page.coverage).toEqual({
      minGroupSize: 4,
      headcount: 13,
      invited: 13,
      started: 4,
      completed: 2,
      rows: [
        {
          team: 'Audit',
          kind: 'team',
          teams: 1,
          headcount: 5,
          invited: 5,
          started: 0,
          completed: 0,
          hiddenReason: null,
        },
        { team: 'Tax', kind: 'team', teams: 1, headcount: 4, invited: 4, started: 2, completed: 1, hiddenReason: null },
        {
          team: null,
          kind: 'combined',
          teams: 2,
          headcount: 4,
          invited: 4,
          started: 2,
          completed: 1,
          hiddenReason: null,
        },
      ],
    });
    const json = JSON.stringify(page);
    for (const [name, email] of people) {
      expect(json).not.toContain(name);
      expect(json).not.toContain(email);
    }

    // At the default floor of 5, Tax joins them.
    const { token: five } = await makeLink(survey.id);
    const rows = (await t.agent().get(`/api/client/${five}`).expect(200)).body.coverage.rows;
    expect(rows.map((r: { kind: string; headcount: number }) => [r.kind, r.headcount])).toEqual([
      ['team', 5],
      ['combined', 8],
    ]);
  });

  it('splits by the language and by a single-choice question about who answered, options by their labels, small ones hidden', async () => {
    const admin = await t.adminAgent();
    const slug = `client-${randomBytes(4).toString('hex')}`;
    const survey = (await admin.post('/api/surveys').send({ title: 'Dept pulse', slug }).expect(201)).body as {
      id: string;
    };
    const ask = async (questionText: string, labels: string[]) =>
      (
        await admin
          .post(`/api/surveys/${survey.id}/questions`)
          .send({ questionText, questionType: 'single_choice', options: labels.map((label) => ({ label })) })
          .expect(201)
      ).body as { id: string };
    const department = await ask('Which department are you in?', ['Tax', 'Audit', 'Advisory']);
    const colour = await ask('Which tool do you open first?', ['Excel', 'E-mail']);
    const picks = [...Array<string>(6).fill('o1'), ...Array<string>(5).fill('o2'), ...Array<string>(2).fill('o3')];
    for (const [i, pick] of picks.entries()) {
      const agent = t.agent();
      const id = (
        await agent
          .post(`/api/surveys/${slug}/responses`)
          .send({ surveyMode: 'traditional', language: i < 7 ? 'en' : 'ur' })
          .expect(201)
      ).body.id as string;
      await agent
        .post('/api/answers')
        .send({ responseId: id, questionId: department.id, answerValue: pick })
        .expect(201);
      await agent
        .post('/api/answers')
        .send({ responseId: id, questionId: colour.id, answerValue: i % 2 ? 'o1' : 'o2' })
        .expect(201);
      await agent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    }
    const { token } = await makeLink(survey.id);
    const page = (await t.agent().get(`/api/client/${token}`).expect(200)).body;
    // The tool question does not say who answered: no split by it. Seven answered in English, six in Urdu.
    expect(page.segments.map((s: { label: string }) => s.label)).toEqual(['Language', 'Which department are you in?']);
    const figures = (split: { groups: Array<{ label: string; hidden: boolean; n: number | null }> }) =>
      split.groups.map((g) => [g.label, g.hidden, g.n]);
    expect(figures(page.segments[0])).toEqual([
      ['English', false, 7],
      ['اردو (Urdu)', false, 6],
    ]);
    expect(figures(page.segments[1])).toEqual([
      ['Tax', false, 6],
      ['Audit', true, null],
      ['Advisory', true, null],
    ]);
  });

  it('leaves free text out unless the link shows it', async () => {
    const { survey } = await seedSurvey({ finance: 5 });
    const { token } = await makeLink(survey.id);
    const page = (await t.agent().get(`/api/client/${token}`).expect(200)).body;
    expect(page.freeTextAnswers).toBeNull();
    expect(JSON.stringify(page)).not.toContain('Parking is full');
  });

  it('hides the whole summary when fewer than the floor answered', async () => {
    const { survey } = await seedSurvey({ finance: 3 });
    const { token } = await makeLink(survey.id, { minGroupSize: 4, freeText: true });
    const page = (await t.agent().get(`/api/client/${token}`).expect(200)).body;
    expect(page.summary).toMatchObject({ responses: null, questions: [] });
    expect(page.summary.hiddenReason.en).toContain('fewer than 4 people');
    expect(page.freeTextAnswers).toEqual([]);
  });

  it('asks for its passcode (401), refuses a wrong one (403) and opens with the right one', async () => {
    const { survey } = await seedSurvey({ finance: 5 });
    const { token } = await makeLink(survey.id, { passcode: 'harbour-42' });
    const url = `/api/client/${token}`;
    expect((await t.agent().get(url).expect(401)).body).toEqual(problemOf(401, PASSCODE_NEEDED_MESSAGE, url));
    const wrong = await t.agent().get(url).set('X-Client-Passcode', 'harbour-41').expect(403);
    expect(wrong.body).toEqual(problemOf(403, WRONG_PASSCODE_MESSAGE, url));
    await t.agent().get(url).set('X-Client-Passcode', 'harbour-42').expect(200);
  });

  it('records every view in the audit trail as the client’s, and nothing for a refused one', async () => {
    const { survey } = await seedSurvey({ finance: 5 });
    const { link, token } = await makeLink(survey.id, { passcode: 'harbour-42' });
    await t.agent().get(`/api/client/${token}`).expect(401);
    for (let i = 0; i < 2; i++)
      await t.agent().get(`/api/client/${token}`).set('X-Client-Passcode', 'harbour-42').expect(200);
    const audit = await (await t.adminAgent()).get(`/api/audit?surveyId=${survey.id}&kind=viewed`).expect(200);
    const views = audit.body.entries as Array<Record<string, unknown>>;
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actorKind: 'client', eventType: 'ClientLinkViewed', subjectId: link.id });
    const made = await (await t.adminAgent()).get(`/api/audit?surveyId=${survey.id}&kind=shared`).expect(200);
    expect(made.body.entries[0]).toMatchObject({ actorKind: 'user', eventType: 'ClientLinkCreated' });
  });

  it('answers 410 once revoked, and 404 for a token it never gave', async () => {
    const { survey } = await seedSurvey({ finance: 5 });
    const { link, token } = await makeLink(survey.id);
    const admin = await t.adminAgent();
    const revoked = await admin.post(`/api/surveys/${survey.id}/client-links/${link.id}/revoke`).expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked' });
    const url = `/api/client/${token}`;
    const gone = await t.agent().get(url).expect(410);
    expect(gone.body).toEqual(problemOf(410, LINK_REVOKED_MESSAGE, url));
    expect(gone.headers['x-robots-tag']).toContain('noindex');
    await admin.post(`/api/surveys/${survey.id}/client-links/${link.id}/revoke`).expect(409);
    await t
      .agent()
      .get(`/api/client/${'x'.repeat(43)}`)
      .expect(404);
  });

  it('answers 410 once its expiry has passed', async () => {
    const { survey } = await seedSurvey({ finance: 5 });
    const { token } = await makeLink(survey.id, { expiresAt: inDays(1) });
    await t.agent().get(`/api/client/${token}`).expect(200);
    offsetMs += 2 * 86_400_000;
    try {
      const url = `/api/client/${token}`;
      expect((await t.agent().get(url).expect(410)).body).toEqual(problemOf(410, LINK_EXPIRED_MESSAGE, url));
      const list = await (await t.adminAgent()).get(`/api/surveys/${survey.id}/client-links`).expect(200);
      expect(list.body.links[0].status).toBe('expired');
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses bad input with a 400 naming it', async () => {
    const { survey } = await seedSurvey({});
    const admin = await t.adminAgent();
    const post = (body: Record<string, unknown>) =>
      admin.post(`/api/surveys/${survey.id}/client-links`).send({ clientName: 'Indus', expiresAt: inDays(3), ...body });
    expect((await post({ expiresAt: inDays(-1) }).expect(400)).body.detail).toBe('The expiry must be in the future');
    expect((await post({ minGroupSize: 2 }).expect(400)).body.detail).toContain('minimum group size');
    expect((await post({ clientName: '  ' }).expect(400)).body.detail).toContain('Client name');
    expect((await post({ passcode: 'abc' }).expect(400)).body.detail).toContain('passcode');
  });
});
