// A worker process for the stalled-job test: it takes a job, says so, and never finishes it,
// so the test can kill it mid-job.
import pino from 'pino';
import { createOfflineProvider } from '../providers/offline.provider';
import { createAiWorker } from '../queue/ai-worker';

const offline = createOfflineProvider();
const worker = createAiWorker({
  connection: process.env.REDIS_URL!,
  prefix: process.env.QUEUE_PREFIX!,
  lockDuration: Number(process.env.LOCK_DURATION_MS),
  stalledInterval: Number(process.env.STALLED_INTERVAL_MS),
  logger: pino({ level: 'silent' }),
  provider: {
    name: 'stuck',
    async generateQuestions(input) {
      process.stdout.write('job started\n');
      await new Promise((resolve) => setTimeout(resolve, 120_000));
      return offline.generateQuestions(input);
    },
    chatFollowUp: (input) => offline.chatFollowUp(input),
  },
});
worker.on('ready', () => process.stdout.write('worker ready\n'));
