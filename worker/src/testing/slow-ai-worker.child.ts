// A worker process for the stalled-job tests, with short lock and stall settings. With HANG_JOBS=1 it
// takes a job, says so, and never finishes it, so a test can kill it mid-job; without, it runs jobs
// on the offline provider (the restarted worker that recovers the stalled job).
import pino from 'pino';
import { warmUpTextAnalysis } from '../analysis';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import { createAiWorker } from '../queue/ai-worker';

const offline = createOfflineProvider();
// As the real worker does (main.ts): the model loads before any job, not inside one under a 1 s lock.
warmUpTextAnalysis();
const stuck: AiProvider = {
  name: 'stuck',
  async generateQuestions(input) {
    process.stdout.write('job started\n');
    await new Promise((resolve) => setTimeout(resolve, 120_000));
    return offline.generateQuestions(input);
  },
  chatFollowUp: (input) => offline.chatFollowUp(input),
};

const worker = createAiWorker({
  connection: process.env.REDIS_URL!,
  prefix: process.env.QUEUE_PREFIX!,
  lockDuration: Number(process.env.LOCK_DURATION_MS),
  stalledInterval: Number(process.env.STALLED_INTERVAL_MS),
  logger: pino({ level: 'silent' }),
  provider: process.env.HANG_JOBS === '1' ? stuck : offline,
});
worker.on('ready', () => process.stdout.write('worker ready\n'));
worker.on('completed', (job) => process.stdout.write(`job completed ${job.id}\n`));
