import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config/config';
import { createDb } from '../db/create-db';
import { migrate } from '../db/migrate';
import { EVENT_CATALOGUE } from '../app/event-catalogue';
import { createEventCipher } from '../event-store/data-encryption-key';
import { DEFAULT_BATCH_SIZE, encryptEventLog } from '../event-store/encrypt-events';

/**
 * `npm run encrypt-events [-- --batch-size N] [-- --max-batches N]`: the one-off re-encryption of an
 * event log written before crypto-shredding (docs/operations.md, "Encrypting the event log").
 * Resumable: an interrupted run continues from its checkpoint.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'batch-size': { type: 'string' }, 'max-batches': { type: 'string' } },
  });
  const whole = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`--${name} must be a whole number of at least 1`);
    return Number(raw);
  };
  const config = loadConfigOrExit();
  const db = await createDb(config);
  try {
    await migrate(db);
    const started = performance.now();
    const result = await encryptEventLog(db, createEventCipher(config, EVENT_CATALOGUE), {
      batchSize: whole('batch-size', values['batch-size']) ?? DEFAULT_BATCH_SIZE,
      maxBatches: whole('max-batches', values['max-batches']),
      log: (message) => console.log(message),
    });
    console.log(
      `${result.status === 'swapped' ? 'Done' : 'Paused'}: ${result.copied} events copied, ` +
        `${result.encrypted} encrypted, in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
