import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { EventStoreService } from '../core/event-store.service';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { decider as reportDecider, streamIdFor as reportStream } from '../reports/report.decider';
import { cipherOf } from '../testing/event-cipher';
import { seedAnalysedSurvey, untilReportEnded as untilEnded } from '../testing/analysed-survey';
import { startTestApp, type TestApp } from '../testing/test-app';
import { REPORT_NOT_COMPLETED_MESSAGE } from './proposals.service';

const seedSurvey = async (app: TestApp, admin: TestAgent) =>
  (await seedAnalysedSurvey(app, admin, { description: 'Where the finance team spends its week.' })).surveyId;

describe('proposals drafted from a report, on Postgres', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('drafts a proposal from a completed report, edits it, reads it back; a rebuild reproduces it', async () => {
    const admin = await app.adminAgent();
    const surveyId = await seedSurvey(app, admin);
    const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
    const report = await untilEnded(admin, reportId);
    expect(report.status).toBe('completed');

    const drafted = (
      await admin
        .post(`/api/reports/${reportId}/proposals`)
        .send({ companyData: 'Company: Acme Ltd', clientContact: 'Dana Whitfield', clientRole: 'Finance Director' })
        .expect(201)
    ).body;
    expect(drafted.document.client).toEqual({ name: 'Acme Ltd', contact: 'Dana Whitfield', role: 'Finance Director' });
    expect(drafted.document).toEqual(expect.objectContaining({ paperSize: 'letter', currency: 'USD' }));
    expect(drafted).toEqual(
      expect.objectContaining({ id: expect.any(String), reportId, surveyId, clientName: 'Acme Ltd', editedAt: null }),
    );
    const sections = drafted.document.pages.flat();
    expect(sections.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['context', 'ice', 'opportunities', 'pricing', 'timeline', 'next-steps']),
    );
    const table = sections
      .find((s: { id: string }) => s.id === 'ice')
      .blocks.find((b: { kind: string }) => b.kind === 'table');
    expect(table.rows[0][0]).toBe(report.report.opportunities[0].title);
    const quotes = sections
      .find((s: { id: string }) => s.id === 'opportunities')
      .blocks.find((b: { kind: string }) => b.kind === 'quotes');
    const firstQuote = report.report.opportunities[0].quotes[0];
    expect(quotes.items[0]).toEqual({
      responseId: firstQuote.responseId,
      questionId: firstQuote.questionId,
      place: 'opportunities/0/0',
      withdrawn: false,
      responseNumber: firstQuote.responseNumber,
      text: firstQuote.text,
      gloss: firstQuote.gloss,
    });

    const document = structuredClone(drafted.document);
    document.title = 'Invoice capture pilot';
    document.pages[0][0].blocks[0].text = 'Acme Ltd keeps its books in Sage.';
    document.paperSize = 'a4';
    document.currency = 'PKR';
    const edited = (await admin.put(`/api/proposals/${drafted.id}`).send(document).expect(200)).body;
    expect(edited.title).toBe('Invoice capture pilot');
    expect(edited.editedAt).toEqual(expect.any(String));

    const read = (await admin.get(`/api/proposals/${drafted.id}`).expect(200)).body;
    expect(read.document).toEqual(document);
    // An editor that leaves paper and currency out keeps them; the choice is an event on the stream.
    const { paperSize: _paper, currency: _currency, ...withoutChoice } = document;
    await admin.put(`/api/proposals/${drafted.id}`).send(withoutChoice).expect(200);
    expect((await admin.get(`/api/proposals/${drafted.id}`).expect(200)).body.document).toEqual(document);
    const { rows: events } = await app.db.query<{ type: string; data: { document: { paperSize: string } } }>(
      `SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`proposal-${drafted.id}`],
    );
    expect(events.map((e) => [e.type, e.data.document.paperSize])).toEqual([
      ['ProposalDrafted', 'letter'],
      ['ProposalEdited', 'a4'],
    ]);
    const list = (await admin.get('/api/proposals').expect(200)).body;
    expect(list[0]).toEqual({
      id: drafted.id,
      reportId,
      surveyId,
      title: 'Invoice capture pilot',
      clientName: 'Acme Ltd',
      draftedAt: drafted.draftedAt,
      editedAt: edited.editedAt,
    });

    const before = (await app.db.query('SELECT * FROM proposals ORDER BY id')).rows;
    await rebuildReadModels(app.db, READ_MODEL_PLAN, { cipher: cipherOf(app) });
    expect((await app.db.query('SELECT * FROM proposals ORDER BY id')).rows).toEqual(before);
  }, 60_000);

  it("takes the company data, the name and the contact from the survey's client, without asking again", async () => {
    const admin = await app.adminAgent();
    const surveyId = await seedSurvey(app, admin);
    const client = await admin
      .post('/api/clients')
      .send({
        name: 'Acme Textiles',
        description: 'Industry: textiles\nLocation: Faisalabad',
        contacts: [{ name: 'Ayesha Khan', role: 'HR lead', email: 'ayesha@acme.example' }],
      })
      .expect(201);
    await admin.patch(`/api/surveys/${surveyId}`).send({ clientId: client.body.id }).expect(200);
    const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
    expect((await untilEnded(admin, reportId)).status).toBe('completed');
    const drafted = (await admin.post(`/api/reports/${reportId}/proposals`).send({}).expect(201)).body;
    expect(drafted.clientName).toBe('Acme Textiles');
    expect(drafted.document.client).toEqual({ name: 'Acme Textiles', contact: 'Ayesha Khan', role: 'HR lead' });
    const prose = JSON.stringify(drafted.document.pages);
    expect(prose).toContain('Acme Textiles works in textiles.');
    expect(prose).toContain('It is based in Faisalabad.');
    expect(prose).not.toContain('ayesha@acme.example');
    // What the consultant types when drafting still wins.
    const named = (
      await admin.post(`/api/reports/${reportId}/proposals`).send({ clientContact: 'Bilal Ahmed' }).expect(201)
    ).body;
    expect(named.document.client).toEqual({ name: 'Acme Textiles', contact: 'Bilal Ahmed', role: 'HR lead' });
  });

  it('refuses bad edits with 400, unknown ids with 404, and a report not completed with 409', async () => {
    const admin = await app.adminAgent();
    const surveyId = await seedSurvey(app, admin);
    const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
    await untilEnded(admin, reportId);
    // Nobody named: no proposal 'Prepared for' a placeholder.
    await admin.post(`/api/reports/${reportId}/proposals`).send({}).expect(400);
    const drafted = (
      await admin.post(`/api/reports/${reportId}/proposals`).send({ clientName: 'Acme Ltd' }).expect(201)
    ).body;
    expect(drafted.document.client).toEqual({ name: 'Acme Ltd', contact: '', role: '' });

    const bad = structuredClone(drafted.document);
    bad.pages[0][0].blocks[0] = { kind: 'paragraph', text: 'x', rows: [['y']] };
    const refused = await admin.put(`/api/proposals/${drafted.id}`).send(bad).expect(400);
    expect(refused.body.message).toBe('Page 1 section 1 block 1 has no field rows');
    await admin
      .put(`/api/proposals/${drafted.id}`)
      .send({ ...drafted.document, title: 42 })
      .expect(400);
    await admin
      .put(`/api/proposals/${drafted.id}`)
      .send({ ...drafted.document, extra: true })
      .expect(400);

    await admin
      .put(`/api/proposals/${drafted.id}`)
      .send({ ...drafted.document, currency: 'rupees' })
      .expect(400);
    await admin
      .put(`/api/proposals/${drafted.id}`)
      .send({ ...drafted.document, paperSize: 'legal' })
      .expect(400);

    // The consultancy: the spec's until changed; a proposal drafted after a change is prepared by the new one.
    expect((await admin.get('/api/settings/consultancy').expect(200)).body).toEqual({
      firm: 'Seedline AI, LLC',
      name: 'Seedline project team',
      email: 'hello@seedline.ai',
      address: '',
      signature: '',
    });
    const firm = {
      firm: 'Indus Advisory (Pvt) Ltd',
      name: 'Ayesha Malik',
      email: 'ayesha@indus.pk',
      address: '14 Mall Road\nLahore 54000\nPakistan',
      signature: 'Ayesha Malik\nManaging Partner',
    };
    await admin
      .put('/api/settings/consultancy')
      .send({ ...firm, email: 'nope' })
      .expect(400);
    expect((await admin.put('/api/settings/consultancy').send(firm).expect(200)).body).toEqual(firm);
    expect((await admin.get('/api/settings/consultancy').expect(200)).body).toEqual(firm);
    const second = (await admin.post(`/api/reports/${reportId}/proposals`).send({ clientName: 'Acme Ltd' }).expect(201))
      .body;
    expect(second.document.preparedBy).toEqual(firm);
    expect((await admin.get(`/api/proposals/${drafted.id}`).expect(200)).body.document.preparedBy.firm).toBe(
      'Seedline AI, LLC',
    );
    await admin.put('/api/settings/consultancy').send(drafted.document.preparedBy).expect(200);

    await admin.put('/api/proposals/nope').send(drafted.document).expect(404);
    await admin.get('/api/proposals/nope').expect(404);
    await admin.post('/api/reports/nope/proposals').expect(404);

    // A report still queued (recorded, its job not yet seen) cannot be drafted.
    const queuedId = randomUUID();
    await app.app.get(EventStoreService).handle(reportDecider, reportStream(queuedId), {
      type: 'RequestReport',
      reportId: queuedId,
      surveyId,
      provider: 'offline',
      coverage: { responses: 1, from: null, to: null },
      now: new Date().toISOString(),
    });
    const early = await admin.post(`/api/reports/${queuedId}/proposals`).send({}).expect(409);
    expect(early.body.message).toBe(REPORT_NOT_COMPLETED_MESSAGE);
    await app.agent().get('/api/proposals').expect(401);
  }, 60_000);
});
