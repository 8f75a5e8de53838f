import { Queue } from 'bullmq';
import { queueDashboard } from './queue-dashboard';

// bull-board is loaded only by a deployment with a queue to show (Redis): the embedded default, whose
// jobs run in-process, never loads it.

jest.mock('@bull-board/api', () => {
  (globalThis as { bullBoardLoads?: number }).bullBoardLoads = 1;
  return jest.requireActual('@bull-board/api');
});
const loaded = () => (globalThis as { bullBoardLoads?: number }).bullBoardLoads === 1;

it('loads bull-board with the first dashboard over a queue, not for the in-process redirect', async () => {
  queueDashboard(null);
  expect(loaded()).toBe(false);

  const queue = new Queue(`dashboard-loading-spec-${process.pid}-${Date.now()}`, {
    connection: { host: '127.0.0.1', port: 6379 },
  });
  try {
    queueDashboard(queue);
    expect(loaded()).toBe(true);
  } finally {
    await queue.close();
  }
});
