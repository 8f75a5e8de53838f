import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { SESSION_COOKIE_NAME } from '../auth/session.setup';
import { startTestApp, type TestApp } from '../testing/test-app';

// Hostile input over every route of the router's own table: never a 5xx, never a crash, always a
// JSON error with a message; and valid text (Urdu, RTL, emoji) comes back exactly as sent.

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

let t: TestApp;
let admin: TestAgent;
let adminCookie: string;
const known: { surveyId: string; slug: string; questionId: string; responseId: string } = {
  surveyId: '',
  slug: '',
  questionId: '',
  responseId: '',
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
  const login = await t
    .agent()
    .post('/api/auth/login')
    .send({ username: 'admin', password: 'test-admin-password' })
    .expect(200);
  adminCookie = ([] as string[])
    .concat(login.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!
    .split(';')[0];
  const survey = (
    await admin.post('/api/surveys').send({ title: 'Property survey', slug: 'property-survey' }).expect(201)
  ).body;
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Anything?' }).expect(201)
  ).body;
  const response = (
    await t.agent().post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).expect(201)
  ).body;
  Object.assign(known, { surveyId: survey.id, slug: survey.slug, questionId: question.id, responseId: response.id });
});
afterAll(() => t.close());

type Route = { method: string; path: string };

/** Every route of the API, as Nest registered it. */
function routeTable(): Route[] {
  return t.apiRoutes().map((route) => {
    const [method, path] = route.split(' ');
    return { method, path };
  });
}

// ---- hostile values --------------------------------------------------------------------------

const NASTY_STRINGS = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil\u202C',
  'اردو میں جواب',
  '👩‍💻🇵🇰',
  'e\u0301\u0301\u0301',
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(20_000),
  'ا'.repeat(11_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const knownId = () =>
  fc.constantFrom(known.surveyId, known.questionId, known.responseId, '00000000-0000-4000-8000-000000000000');

const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    knownId(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'role')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
}));

const FIELDS = [
  'title',
  'description',
  'slug',
  'logo',
  'isActive',
  'questionText',
  'questionType',
  'order',
  'isRequired',
  'surveyId',
  'surveyMode',
  'language',
  'respondentName',
  'respondentEmail',
  'responseId',
  'questionId',
  'followUpId',
  'answerText',
  'completedAt',
  'name',
  'email',
  'company',
  'message',
  'website',
  'username',
  'password',
  'prompt',
  'companyData',
  'userMessage',
  'currentQuestion',
  'conversationHistory',
  'isLastQuestion',
];

const fieldValue = (field: string) =>
  fc.oneof(
    hostileValue,
    // Often the right type and plausible values, so the input gets past the DTO into the domain.
    field === 'surveyMode' ? fc.constantFrom('traditional', 'ai_chat', 'TRADITIONAL') : hostileString,
    field === 'completedAt'
      ? fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom('2024-02-30T00:00:00Z', '+275760-09-13T00:00:00.000Z'),
        )
      : knownId(),
  );

const bodyObject = fc
  .subarray(FIELDS, { maxLength: 8 })
  .chain((fields) =>
    fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(f)])) as Record<string, fc.Arbitrary<unknown>>),
  );

type Body = { type: string; raw: string | null };

const deep = fc.integer({ min: 20, max: 30_000 }).map((n) => `{"title":${'['.repeat(n)}${']'.repeat(n)}}`);
const deepObject = fc.integer({ min: 20, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`);

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: bodyObject.map((v): Body => ({ type: 'application/json', raw: JSON.stringify(v) })) },
  { weight: 2, arbitrary: fc.jsonValue().map((v): Body => ({ type: 'application/json', raw: JSON.stringify(v) })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((raw): Body => ({ type: 'application/json', raw })) },
  { weight: 1, arbitrary: fc.oneof(deep, deepObject).map((raw): Body => ({ type: 'application/json', raw })) },
  {
    weight: 1,
    arbitrary: fc.constant<Body>({ type: 'application/json', raw: JSON.stringify({ title: 'x'.repeat(70_000) }) }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/xml',
        ),
        fc.string({ maxLength: 40 }),
      )
      .map(([type, raw]): Body => ({ type, raw })),
  },
  { weight: 1, arbitrary: fc.constant<Body>({ type: 'none', raw: null }) },
);

/** A path parameter: a known id, random Unicode, or a deliberately odd raw segment. */
const pathParam = fc.oneof(
  knownId().map((id) => encodeURIComponent(id)),
  fc.constant('property-survey'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as (invalid) UTF-8
    }
  }),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    'a%00b',
    '%ZZ',
    '%E0%A4%A',
    'x'.repeat(3_000),
    '-1',
    '0',
    '1e9',
    'null',
    '__proto__',
    '%20',
    '%F0%9F%92%A5',
  ),
);

const call = fc.record({ param: pathParam, param2: pathParam, body, asAdmin: fc.boolean(), ip: fc.ipV4() });

/**
 * Reads an answer whole, except an event stream (the live feed), which never ends on its own: only
 * its headers are read, then the connection is closed (as a browser leaving the page would).
 */
function untilStreamHeaders(res: IncomingMessage, done: (error: Error | null, body: unknown) => void): void {
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    res.destroy();
    done(null, {});
    return;
  }
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => {
    (res as IncomingMessage & { text?: string }).text = text;
    try {
      done(null, text ? JSON.parse(text) : {});
    } catch {
      done(null, {}); // not JSON (a CSV, a page): expectSaneAnswer checks the type of error answers
    }
  });
}

function expectSaneAnswer(res: request.Response, label: string): void {
  const where = `${label} -> ${res.status} ${String(res.text).slice(0, 200)}`;
  expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
  expect(res.headers['x-request-id']).toBeTruthy();
  if (res.status >= 400) {
    expect({ where, type: res.headers['content-type'] }).toEqual({
      where,
      type: expect.stringMatching(/^application\/problem\+json/),
    });
    expect({ where, status: res.body.status, title: typeof res.body.title, detail: typeof res.body.detail }).toEqual({
      where,
      status: res.status,
      title: 'string',
      detail: 'string',
    });
    expect(res.body.detail.length).toBeGreaterThan(0);
  }
}

describe('every endpoint under hostile input', () => {
  it('walks a route table that covers the API', () => {
    const routes = routeTable().map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/surveys',
        'GET /api/surveys/:idOrSlug',
        'POST /api/answers',
        'PATCH /api/responses/:id',
        'POST /api/contact',
        'GET /readyz',
      ]),
    );
  });

  it('reads only the headers of an event stream (the live feed), so the walk cannot hang on one', async () => {
    const res = await request(t.app.getHttpServer())
      .get(`/api/surveys/${known.surveyId}/responses/live`)
      .set('Cookie', adminCookie)
      .buffer(true)
      .parse((answer, done) => untilStreamHeaders(answer as unknown as IncomingMessage, done));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  // One property per route, so a failure names it; logout and login as the admin would end the
  // shared admin session, so those two run anonymously only.
  const routes = () => routeTable();
  it('never answers 5xx and always answers JSON errors', async () => {
    const seen = new Map<number, number>();
    const table = routes();
    for (const route of table) {
      await fc.assert(
        fc.asyncProperty(call, async ({ param, param2, body: payload, asAdmin, ip }) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z]+/g, () => (i++ === 0 ? param : param2));
          const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
          let req = request(t.app.getHttpServer())[method](path).set('X-Forwarded-For', ip);
          const admin = asAdmin && !route.path.startsWith('/api/auth/');
          if (admin) req = req.set('Cookie', adminCookie);
          if (payload.raw !== null) req = req.set('Content-Type', payload.type).send(payload.raw);
          if (route.path.endsWith('/live'))
            req = req.buffer(true).parse((res, done) => untilStreamHeaders(res as unknown as IncomingMessage, done));
          const res = await req;
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          expectSaneAnswer(
            res,
            `${route.method} ${path.slice(0, 120)} ${admin ? '(admin)' : ''} body=${payload.raw === null ? '-' : payload.raw.slice(0, 120)}`,
          );
        }),
        { numRuns: NUM_RUNS },
      );
    }
    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(table.length * NUM_RUNS);
    process.stdout.write(
      `hostile input: ${table.length} routes, ${total} calls, statuses ${JSON.stringify(Object.fromEntries(seen))}\n`,
    );
  }, 240_000);
});

// ---- valid data round-trips exactly ----------------------------------------------------------

const URDU = [...'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےۓ۔،؟٫۰۱۲۳'];
const textUnit = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...URDU) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ' ',
      '\u200F',
      '\u200E',
      '\u202B',
      '\u202C',
      '\u2067',
      '\u2069',
      '👩‍💻',
      '🇵🇰',
      'é',
      'e\u0301',
      '\n',
      '"',
      '\\',
      '<b>',
      '&amp;',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);
const codePoints = (s: string) => [...s].length;
/** Text a person could type: no NUL, no broken Unicode, already trimmed, not blank, within `max` characters. */
const validText = (max: number) =>
  fc
    .string({ unit: textUnit, minLength: 1, maxLength: Math.min(max, 60) })
    .filter((s) => s === s.trim() && s.length > 0 && !s.includes('\u0000') && codePoints(s) <= max);

describe('valid data round-trips exactly', () => {
  it('survey titles, descriptions and questions', async () => {
    await fc.assert(
      fc.asyncProperty(validText(200), validText(2000), validText(1000), async (title, description, questionText) => {
        const created = await admin.post('/api/surveys').send({ title, description }).expect(201);
        expect(created.body).toMatchObject({ title, description });
        const read = await t.agent().get(`/api/surveys/${created.body.id}`).expect(200);
        expect([read.body.title, read.body.description]).toEqual([title, description]);
        await admin.post(`/api/surveys/${created.body.id}/questions`).send({ questionText }).expect(201);
        const questions = await t.agent().get(`/api/surveys/${created.body.id}/questions`).expect(200);
        expect(questions.body.map((q: { questionText: string }) => q.questionText)).toEqual([questionText]);
      }),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);

  it('respondent names and answers, as the respondent and the admin read them', async () => {
    // A survey of its own: the hostile run above may have deleted or completed the shared one.
    const survey = (await admin.post('/api/surveys').send({ title: 'Round trip' }).expect(201)).body;
    const question = (
      await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Say it' }).expect(201)
    ).body;
    await fc.assert(
      fc.asyncProperty(validText(200), validText(10_000), async (respondentName, answerText) => {
        const started = await t
          .agent()
          .post(`/api/surveys/${survey.id}/responses`)
          .send({ surveyMode: 'ai_chat', language: 'ur', respondentName })
          .expect(201);
        expect(started.body.respondentName).toBe(respondentName);
        await t
          .agent()
          .post('/api/answers')
          .send({ responseId: started.body.id, questionId: question.id, answerText })
          .expect(201);
        const progress = await t.agent().get(`/api/responses/${started.body.id}`).expect(200);
        expect(progress.body.answers.map((a: { answerText: string }) => a.answerText)).toEqual([answerText]);
        const answers = await admin.get(`/api/responses/${started.body.id}/answers`).expect(200);
        expect(answers.body[0].answerText).toBe(answerText);
      }),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);

  it('contact messages', async () => {
    await fc.assert(
      fc.asyncProperty(
        validText(200),
        validText(200),
        validText(5000),
        fc.ipV4(),
        async (name, company, message, ip) => {
          const sent = await t
            .agent()
            .post('/api/contact')
            .set('X-Forwarded-For', ip)
            .send({ name, email: 'someone@example.com', company, message });
          expect(sent.status).toBe(201);
          const list = await admin.get('/api/contact-messages').expect(200);
          const stored = list.body.find((m: { id: string }) => m.id === sent.body.id);
          expect([stored.name, stored.company, stored.message]).toEqual([name, company, message]);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);
});
