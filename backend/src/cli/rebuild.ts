import { loadConfig } from '../config/config';
import { createDb } from '../db/create-db';
import { migrate } from '../db/migrate';
import { ALL_PROJECTIONS } from '../projections/all-projections';
import { rebuildReadModels } from '../projections/rebuild';

/** `npm run rebuild-read-models`: replays the whole event log into fresh read models. */
async function main(): Promise<void> {
  const db = await createDb(loadConfig());
  try {
    await migrate(db);
    const started = Date.now();
    const { events } = await rebuildReadModels(db, ALL_PROJECTIONS);
    console.log(`Rebuilt read models from ${events} events in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
