import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { rowsHolding } from '../testing/table-search';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ALREADY_COMPLETED, LINK_NOT_FOUND } from './personal-links.service';

// Personal links on the real Postgres (issue 48): one per person on the client's roster, resumed on a second
// device, never a second completed response; in anonymous mode no table or event holds a person beside
// their response; identified mode shows the person; coverage by team within the floor; a rebuild equal to
// the live rows.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ROSTER = [
  'Name,E-mail,Team,Language',
  ...['Ayesha Khan', 'Bilal Ahmed', 'Chand Bibi', 'Danish Ali', 'Erum Shah', 'Faraz Butt'].map(
    (name, i) => `${name},${name.split(' ')[0]!.toLowerCase()}@acme.example,Tax,${i === 1 ? 'ur' : 'en'}`,
  ),
  'گل بانو,gul@acme.example,Legal,ur',
  'Hamza Iqbal,hamza@acme.example,Legal,en',
].join('\n');

type Link = {
  personId: string;
  name: string | null;
  email: string | null;
  team: string | null;
  status: string;
  path: string;
};

/** A client with the roster above, and a survey of it with one question. */
async function setUp(title: string) {
  const admin = await t.adminAgent();
  const client = (
    await admin
      .post('/api/clients')
      .send({ name: `${title} client` })
      .expect(201)
  ).body as { id: string };
  await admin.post(`/api/clients/${client.id}/roster/import`).send({ csv: ROSTER }).expect(200);
  const survey = (await admin.post('/api/surveys').send({ title, isActive: true, clientId: client.id }).expect(201))
    .body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'What slows you down?' }).expect(201)
  ).body as { id: string };
  return { admin, survey, question };
}

const tokenOf = (link: Link) => link.path.replace('/i/', '');

async function linksOf(surveyId: string): Promise<{ anonymity: string; links: Link[] }> {
  return (await (await t.adminAgent()).get(`/api/surveys/${surveyId}/personal-links`).expect(200)).body;
}

describe('personal links', () => {
  it('are issued once per person on the roster, carry the team, and keep no token', async () => {
    const { admin, survey } = await setUp('Issue once');
    const first = await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    expect(first.body).toEqual({ issued: 8, total: 8 });
    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201, { issued: 0, total: 8 });
    const { anonymity, links } = await linksOf(survey.id);
    expect(anonymity).toBe('anonymous');
    expect(links).toHaveLength(8);
    expect(links.every((l) => /^\/i\/[A-Za-z0-9_-]{43}$/.test(l.path) && l.status === 'not started')).toBe(true);
    expect(links.map((l) => l.team)).toEqual([...Array<string>(2).fill('Legal'), ...Array<string>(6).fill('Tax')]);
    expect(await rowsHolding(t, tokenOf(links[0]!))).toEqual([]);
    const settings = await admin.get(`/api/surveys/${survey.id}/response-settings`).expect(200);
    expect(settings.body.hiddenFields.map((f: { key: string }) => f.key)).toContain('team');
  });

  it('resume on a second device, refuse a second completed response, and are unknown when made up', async () => {
    const { admin, survey, question } = await setUp('Resume');
    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    const link = (await linksOf(survey.id)).links.find((l) => l.name === 'Bilal Ahmed')!;
    const token = tokenOf(link);

    const opened = await t.agent().get(`/api/personal-links/${token}`).expect(200);
    expect(opened.body).toMatchObject({ surveyId: survey.id, anonymity: 'anonymous', status: 'not started' });
    expect(opened.body).toMatchObject({ language: 'ur', name: null, responseId: null });
    const phone = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'traditional' });
    expect(phone.status).toBe(200);
    const responseId = phone.body.responseId as string;
    expect(phone.body).toMatchObject({ status: 'started', surveyMode: 'traditional' });
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId, questionId: question.id, answerText: 'Approvals by e-mail' })
      .expect(201);

    // The laptop: the same link continues the same response, whatever mode it asks for.
    const laptop = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'ai_chat' });
    expect(laptop.body).toMatchObject({ responseId, status: 'started', surveyMode: 'traditional' });
    const response = await t.agent().get(`/api/responses/${responseId}`).expect(200);
    expect(response.body.hiddenFields).toEqual({ team: 'Tax' });
    expect(response.body).toMatchObject({ respondentName: null, respondentEmail: null });
    await t.agent().patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);

    const again = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'traditional' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(ALREADY_COMPLETED);
    expect((await t.agent().get(`/api/personal-links/${token}`).expect(200)).body).toMatchObject({
      status: 'completed',
      responseId: null,
    });
    expect((await linksOf(survey.id)).links.find((l) => l.name === 'Bilal Ahmed')!.status).toBe('completed');
    const made = await t
      .agent()
      .get(`/api/personal-links/${'x'.repeat(43)}`)
      .expect(404);
    expect(made.body.detail).toBe(LINK_NOT_FOUND);
    await t.agent().get('/api/personal-links/short').expect(404);
  });

  it('in anonymous mode, leave no table or event holding a person beside their response', async () => {
    const { admin, survey, question } = await setUp('Anonymous');
    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    const link = (await linksOf(survey.id)).links.find((l) => l.name === 'Erum Shah')!;
    const started = await t
      .agent()
      .post(`/api/personal-links/${tokenOf(link)}/response`)
      .send({ surveyMode: 'traditional' })
      .expect(200);
    const responseId = started.body.responseId as string;
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId, questionId: question.id, answerText: 'Filing' })
      .expect(201);
    await t.agent().patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);

    const withResponse = await rowsHolding(t, responseId);
    expect(withResponse.length).toBeGreaterThan(0);
    for (const marker of [link.personId, 'Erum Shah', 'erum@acme.example']) {
      expect(withResponse.filter((row) => row.includes(marker))).toEqual([]);
    }
    // Nor does the response's page, its CSV, or the survey's responses list name the person.
    const csv = await admin.get(`/api/surveys/${survey.id}/responses.csv`).expect(200);
    expect(csv.text).not.toContain('Erum');
    const page = await admin.get(`/api/surveys/${survey.id}/responses`).expect(200);
    expect(JSON.stringify(page.body)).not.toContain('erum@acme.example');
  });

  it('in identified mode, show the person on the first screen and on the response', async () => {
    const { admin, survey } = await setUp('Identified');
    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    await admin.put(`/api/surveys/${survey.id}/anonymity`).send({ anonymity: 'identified' }).expect(200);
    const link = (await linksOf(survey.id)).links.find((l) => l.name === 'Ayesha Khan')!;
    const opened = await t
      .agent()
      .get(`/api/personal-links/${tokenOf(link)}`)
      .expect(200);
    expect(opened.body).toMatchObject({ anonymity: 'identified', name: 'Ayesha Khan' });
    const started = await t
      .agent()
      .post(`/api/personal-links/${tokenOf(link)}/response`)
      .send({ surveyMode: 'traditional' })
      .expect(200);
    const response = await admin.get(`/api/responses/${started.body.responseId}`).expect(200);
    expect(response.body).toMatchObject({ respondentName: 'Ayesha Khan', respondentEmail: 'ayesha@acme.example' });
    // Once a link is used, the respondents were told: the setting stays.
    const locked = await admin.put(`/api/surveys/${survey.id}/anonymity`).send({ anonymity: 'anonymous' }).expect(409);
    expect(locked.body.detail).toMatch(/can no longer change/);
  });

  it('count coverage by team, smaller teams together and withheld under the floor; a rebuild gives the same rows', async () => {
    const { admin, survey, question } = await setUp('Coverage');
    await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
    const links = (await linksOf(survey.id)).links.filter((l) => l.team === 'Tax');
    for (const link of links.slice(0, 3)) {
      const started = await t
        .agent()
        .post(`/api/personal-links/${tokenOf(link)}/response`)
        .send({ surveyMode: 'traditional' })
        .expect(200);
      if (link === links[0]) {
        const responseId = started.body.responseId as string;
        await t
          .agent()
          .post('/api/answers')
          .send({ responseId, questionId: question.id, answerText: 'Tax' })
          .expect(201);
        await t
          .agent()
          .patch(`/api/responses/${started.body.responseId}`)
          .send({ completedAt: new Date().toISOString() })
          .expect(200);
      }
    }
    const coverage = (await admin.get(`/api/surveys/${survey.id}/coverage`).expect(200)).body;
    expect(coverage).toMatchObject({ minGroupSize: 5, headcount: 8, invited: 8, started: 3, completed: 1 });
    expect(coverage.rows).toEqual([
      expect.objectContaining({ team: 'Tax', headcount: 6, invited: 6, started: 3, completed: 1, combined: false }),
      expect.objectContaining({ combined: true, teams: 1, headcount: 2, invited: null, completed: null }),
    ]);

    const read = async () => ({
      links: (await t.db.query('SELECT * FROM personal_links ORDER BY id')).rows,
      audiences: (await t.db.query('SELECT * FROM survey_audiences ORDER BY survey_id')).rows,
    });
    const live = await read();
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await read()).toEqual(live);
  });

  it('need a survey with a client, and a consultant to issue them', async () => {
    const admin = await t.adminAgent();
    const survey = (await admin.post('/api/surveys').send({ title: 'No client' }).expect(201)).body as { id: string };
    const refused = await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(400);
    expect(refused.body.detail).toMatch(/Assign the survey to a client first/);
  });
});
