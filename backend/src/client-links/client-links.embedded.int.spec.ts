import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';

// The read-only client link on the embedded default: the page within the floor (a 3-person team hidden),
// an e-mail address masked in free text, every view in the audit trail, and 410 once revoked.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(() => t?.close());

it('shows the page within the floor, masks an address, records the view and closes when revoked', async () => {
  expect(t.db.embedded).toBe(true);
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Embedded pulse', isActive: true }).expect(201))
    .body as { id: string };
  const question = (
    await admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ questionText: 'What slows you down?', questionType: 'textarea' })
      .expect(201)
  ).body as { id: string };
  await admin
    .put(`/api/surveys/${survey.id}/response-settings`)
    .send({ hiddenFields: [{ key: 'team', label: 'Team' }] })
    .expect(200);
  const teams = [
    ...Array<string>(7).fill('tax'),
    ...Array<string>(6).fill('audit'),
    ...Array<string>(5).fill('advisory'),
    ...Array<string>(3).fill('payroll'),
  ];
  for (const [i, team] of teams.entries()) {
    const agent = t.agent();
    const id = (
      await agent
        .post(`/api/surveys/${survey.id}/responses`)
        .send({ surveyMode: 'traditional', hiddenFields: { team } })
        .expect(201)
    ).body.id as string;
    const words = i === 0 ? 'Approvals wait; mail sara.k@example.org' : 'Manual reconciliations';
    await agent.post('/api/answers').send({ responseId: id, questionId: question.id, answerText: words }).expect(201);
    await agent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  }
  const made = await admin
    .post(`/api/surveys/${survey.id}/client-links`)
    .send({ clientName: 'Ravi Textiles', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), freeText: true })
    .expect(201);
  const token = (made.body.path as string).replace('/client/', '');

  const page = (await t.agent().get(`/api/client/${token}`).expect(200)).body;
  const groups = page.segments[0].groups as Array<{ label: string; hidden: boolean; n: number | null }>;
  expect(groups.map((g) => [g.label, g.hidden, g.n])).toEqual([
    ['tax', false, 7],
    ['audit', false, 6],
    // Shown, advisory would give payroll away (21 - 7 - 6 - 5): hidden with it.
    ['advisory', true, null],
    ['payroll', true, null],
  ]);
  const json = JSON.stringify(page);
  expect(json).toContain('Approvals wait; mail [e-mail]');
  expect(json).not.toContain('sara.k@example.org');

  const viewed = await admin.get('/api/audit').query({ kind: 'viewed' }).expect(200);
  expect(viewed.body.entries).toEqual([
    expect.objectContaining({ actorKind: 'client', eventType: 'ClientLinkViewed' }),
  ]);
  await admin.post(`/api/surveys/${survey.id}/client-links/${made.body.link.id}/revoke`).expect(200);
  await t.agent().get(`/api/client/${token}`).expect(410);
});
