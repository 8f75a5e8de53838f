import { loadConfigOrExit } from '../config/config';
import { createDb } from '../db/create-db';
import { createEventCipher } from '../event-store/data-encryption-key';
import { FieldOpenerThread } from '../event-store/field-opener';
import { migrate } from '../db/migrate';
import { EVENT_CATALOGUE } from '../app/event-catalogue';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';

/** `npm run rebuild-read-models`: replays the whole event log into fresh read models. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = await createDb(config);
  const cipher = createEventCipher(config, EVENT_CATALOGUE);
  // Personal fields are decrypted on a thread of their own, beside the parsing and planning of the batches.
  const opener = new FieldOpenerThread();
  try {
    await migrate(db);
    const started = performance.now();
    const { events } = await rebuildReadModels(db, READ_MODEL_PLAN, { cipher, opener: opener.open });
    console.log(`Rebuilt read models from ${events} events in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await opener.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
