import { READ_MODEL_PLAN } from '../../app/read-models';
import { EventStoreService } from '../../core/event-store.service';
import { rebuildReadModels } from '../../projections/rebuild';
import { readByIdBeforeAndAfterCompletion } from '../../testing/completed-response-id.scenario';
import { cipherOf } from '../../testing/event-cipher';
import { readModelSnapshot } from '../../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { SurveyEvent } from '../survey.events';

// Issue 34 over HTTP on the real Postgres: the allow-list and end screen endpoints, and the framing headers
// of /embed/{slug}: frame-ancestors from the allow-list there, 'none' and X-Frame-Options everywhere else.

let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;
let admin: Agent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function createSurvey(body: Record<string, unknown> = {}) {
  counter += 1;
  const slug = `embed-${counter}-${Date.now().toString(36)}`;
  const res = await admin
    .post('/api/surveys')
    .send({ title: 'Embedded pulse', slug, ...body })
    .expect(201);
  return { id: res.body.id as string, slug };
}

const frameAncestorsOf = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));

describe('GET /embed/{slug}: who may frame the survey', () => {
  it('names the allow-list in frame-ancestors and sends no X-Frame-Options', async () => {
    const { id, slug } = await createSurvey();
    await admin
      .put(`/api/surveys/${id}/embed-origins`)
      .send({ origins: ['https://intranet.example.com', 'http://localhost:4000'] })
      .expect(200);
    const res = await t.agent().get(`/embed/${slug}`);
    expect(frameAncestorsOf(res.headers['content-security-policy'])).toBe(
      "frame-ancestors 'self' https://intranet.example.com http://localhost:4000",
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy stays as the site's.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // By id as well as by slug.
    const byId = await t.agent().get(`/embed/${id}`);
    expect(frameAncestorsOf(byId.headers['content-security-policy'])).toContain('https://intranet.example.com');
  });

  it('refuses an origin that would add a directive, and builds the header only from valid origins', async () => {
    const { id, slug } = await createSurvey();
    const refused = await admin
      .put(`/api/surveys/${id}/embed-origins`)
      .send({ origins: ['https://a.example;sandbox', "https://b.example'"] })
      .expect(400);
    expect(refused.body.detail).toMatch(/is not an origin/);
    // An allow-list saved before the grammar was strict (its event is in the log): only its valid entries count.
    const saved: SurveyEvent = {
      type: 'SurveyEmbedOriginsSet',
      schemaVersion: 1,
      data: {
        surveyId: id,
        origins: ['https://a.example;sandbox', "https://b.example'", 'https://ok.example'],
        setAt: new Date().toISOString(),
      },
    };
    await t.app
      .get(EventStoreService)
      .handle({ initialState: () => null, evolve: () => null, decide: () => [saved] }, `survey-${id}`, null);
    const res = await t.agent().get(`/embed/${slug}`);
    expect(res.headers['content-security-policy']).not.toMatch(/sandbox|b\.example/);
    expect(frameAncestorsOf(res.headers['content-security-policy'])).toBe("frame-ancestors 'self' https://ok.example");
  });

  it('lets no other site frame a survey with an empty allow-list, nor an unknown survey', async () => {
    const { slug } = await createSurvey();
    const res = await t.agent().get(`/embed/${slug}`);
    expect(frameAncestorsOf(res.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    const unknown = await t.agent().get('/embed/no-such-survey-here');
    expect(frameAncestorsOf(unknown.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
  });

  it('lets other sites load /embed.js', async () => {
    const res = await t.agent().get('/embed.js');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.agent().get('/favicon.svg');
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('keeps every other page unframeable', async () => {
    const { id, slug } = await createSurvey();
    await admin
      .put(`/api/surveys/${id}/embed-origins`)
      .send({ origins: ['https://intranet.example.com'] })
      .expect(200);
    const page = await t.agent().get(`/survey/${slug}`);
    expect(frameAncestorsOf(page.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await t.agent().get(`/api/surveys/${slug}`);
    expect(frameAncestorsOf(api.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
  });
});

it('the response id an embed tells its host at completion opens nothing (it resumed the response while open)', async () => {
  expect(await readByIdBeforeAndAfterCompletion(t)).toEqual({ open: 200, completed: [404, 404] });
});

describe('PUT /api/surveys/{id}/embed-origins and /end-screen', () => {
  it('stores both, shows them on the survey and in its public document, and refuses bad input with 400', async () => {
    const { id, slug } = await createSurvey();
    const origins = await admin
      .put(`/api/surveys/${slug}/embed-origins`)
      .send({ origins: ['https://Intranet.example.com/'] })
      .expect(200);
    expect(origins.body.embedOrigins).toEqual(['https://intranet.example.com']);
    const bad = await admin
      .put(`/api/surveys/${id}/embed-origins`)
      .send({ origins: ['http://example.com'] })
      .expect(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');

    const endScreen = {
      texts: { en: { title: 'Thanks, team!' }, ur: { title: 'شکریہ، ٹیم!', message: 'آپ کا شکریہ' } },
      redirectUrl: 'https://example.com/next?team={team}',
      redirectTopWindow: true,
    };
    const saved = await admin.put(`/api/surveys/${id}/end-screen`).send(endScreen).expect(200);
    // Read back with where respondents go when no URL is set (issue 49): false, the spec's home.
    expect(saved.body.endScreen).toEqual({ ...endScreen, stayOnEndScreen: false });
    const document = await t.agent().get(`/api/surveys/${slug}/document`).expect(200);
    expect(document.body.survey.endScreen).toEqual({ ...endScreen, stayOnEndScreen: false });
    expect(document.body.survey.embedOrigins).toEqual(['https://intranet.example.com']);
    await admin.put(`/api/surveys/${id}/end-screen`).send({ redirectUrl: 'http://example.com' }).expect(400);
    // Issue 44: what a browser reads as https://{team}/ is refused, whatever the regex of old let through.
    for (const redirectUrl of ['https:\t//{team}', 'https:\\\\{team}']) {
      const refused = await admin.put(`/api/surveys/${id}/end-screen`).send({ redirectUrl }).expect(400);
      expect(refused.body.detail).toBe('The redirect URL cannot hold tabs, line breaks or backslashes');
    }
  });

  it('answers the defaults for a survey that never set them, and needs an admin', async () => {
    const { id } = await createSurvey({ isActive: false });
    const survey = await admin.get(`/api/surveys/${id}`).expect(200);
    expect(survey.body).toMatchObject({
      isActive: false,
      availability: 'inactive',
      embedOrigins: [],
      endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: false },
    });
    await t.agent().put(`/api/surveys/${id}/embed-origins`).send({ origins: [] }).expect(401);
    await t.agent().put(`/api/surveys/${id}/end-screen`).send({}).expect(401);
  });
});

it('a rebuild from the events gives the same surveys rows and documents, sharing settings included', async () => {
  const { id } = await createSurvey();
  await admin
    .put(`/api/surveys/${id}/embed-origins`)
    .send({ origins: ['https://rebuilt.example'] })
    .expect(200);
  await admin
    .put(`/api/surveys/${id}/end-screen`)
    .send({ texts: { en: { title: 'Rebuilt' } }, redirectUrl: 'https://rebuilt.example/{utm_source}' })
    .expect(200);
  const before = await readModelSnapshot(t.db);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(await readModelSnapshot(t.db)).toEqual(before);
  const document = await t.agent().get(`/api/surveys/${id}/document`).expect(200);
  expect(document.body.survey.embedOrigins).toEqual(['https://rebuilt.example']);
});
