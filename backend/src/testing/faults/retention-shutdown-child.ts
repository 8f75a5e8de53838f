// For contact-retention-shutdown.int.spec.ts: a retention scheduler on an unreachable Redis, started and
// shut down as the API does, then nothing else: the process must end by itself once the shutdown is over.
import type { AppConfig } from '../../config/config';
import { ContactRetentionScheduler } from '../../contact/contact-retention.scheduler';
import type { ContactService } from '../../contact/contact.service';
import { systemClock } from '../../core/tokens';

const scheduler = new ContactRetentionScheduler(
  { redisUrl: process.env.REDIS_URL, queuePrefix: 'retention-shutdown' } as AppConfig,
  {} as ContactService,
  systemClock,
);
scheduler.onApplicationBootstrap();
// The queue, the worker and its blocking connection are trying Redis by the time the shutdown starts.
setTimeout(() => {
  void scheduler.onApplicationShutdown().then(() => console.log('shut down'));
}, 500);
