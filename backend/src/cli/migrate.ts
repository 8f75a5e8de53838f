import { loadConfigOrExit } from '../config/config';
import { createDb } from '../db/create-db';
import { migrate } from '../db/migrate';

/** `npm run migrate`: applies pending migrations to the configured database, then exits. */
async function main(): Promise<void> {
  const db = await createDb(loadConfigOrExit());
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
