import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';

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
    expect(saved.body.endScreen).toEqual(endScreen);
    const document = await t.agent().get(`/api/surveys/${slug}/document`).expect(200);
    expect(document.body.survey.endScreen).toEqual(endScreen);
    expect(document.body.survey.embedOrigins).toEqual(['https://intranet.example.com']);
    await admin.put(`/api/surveys/${id}/end-screen`).send({ redirectUrl: 'http://example.com' }).expect(400);
  });

  it('answers the defaults for a survey that never set them, and needs an admin', async () => {
    const { id } = await createSurvey({ isActive: false });
    const survey = await admin.get(`/api/surveys/${id}`).expect(200);
    expect(survey.body).toMatchObject({
      isActive: false,
      availability: 'inactive',
      embedOrigins: [],
      endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false },
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
