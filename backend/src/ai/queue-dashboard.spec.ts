import { ERASED_TEXT } from '@seedline/worker';
import { REDACTED } from '../event-store/field-crypto';
import {
  ADMIN_DASHBOARD_PATH,
  BACK_LINK_TEXT,
  IN_APP_JOBS_PATH,
  jobMetadata,
  QUEUE_DASHBOARD_PATH,
  queueDashboard,
} from './queue-dashboard';

describe('the queue dashboard’s view of a job', () => {
  it('shows metadata only: ids as they are, lists and texts as their lengths', () => {
    expect(
      jobMetadata({
        surveyId: 's1',
        requestId: 'req-1',
        questions: [{ id: 'q1', text: 'Which tasks?' }],
        responses: [{ id: 'r1', answers: [{ text: 'My words.' }] }],
        companyData: 'Acme Ltd, 80 staff',
        prompt: 'Ask 5 questions',
        isLastQuestion: true,
        coverage: { responses: 1 },
      }),
    ).toEqual({
      surveyId: 's1',
      requestId: 'req-1',
      questions: '1 item(s)',
      responses: '1 item(s)',
      companyData: '18 character(s)',
      prompt: '15 character(s)',
      isLastQuestion: true,
      coverage: '{1 field(s)}',
    });
    expect(jobMetadata(null)).toBeNull();
  });

  it('erases words in queued jobs as the event store reads an erased stream', () => {
    expect(ERASED_TEXT).toBe(REDACTED);
  });
});

describe('the queue dashboard’s way back', () => {
  it('links back to the admin dashboard, with the queue (bull-board) and without it', async () => {
    const { Queue } = await import('bullmq');
    const Fastify = (await import('fastify')).default;
    const request = (await import('supertest')).default;
    const queue = new Queue(`dashboard-spec-${process.pid}-${Date.now()}`, {
      connection: { host: '127.0.0.1', port: 6379 },
    });
    try {
      const withQueue = Fastify().register(queueDashboard(queue), { prefix: QUEUE_DASHBOARD_PATH });
      await withQueue.ready();
      const page = await request(withQueue.server).get(QUEUE_DASHBOARD_PATH).expect(200);
      await withQueue.close();
      // bull-board writes its uiConfig into the page it serves; its header shows the misc links.
      expect(page.text).toContain(BACK_LINK_TEXT);
      expect(page.text).toContain(ADMIN_DASHBOARD_PATH);
    } finally {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    // Without a queue the admin's own jobs page (in the admin's styling, with its nav) lists the jobs.
    const withoutQueue = Fastify().register(queueDashboard(null), { prefix: QUEUE_DASHBOARD_PATH });
    await withoutQueue.ready();
    await request(withoutQueue.server).get(QUEUE_DASHBOARD_PATH).expect(302).expect('Location', IN_APP_JOBS_PATH);
    await withoutQueue.close();
  });
});
