// `node bench/tools/embedded-engine.mjs`: the embedded engine's rows alone (bench/scenarios/embedded-engine.mjs),
// without the bench's Postgres-and-Redis stack. Needs `npm run build` first; leaves nothing behind.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from '../lib/report.mjs';
import { embeddedEngine } from '../scenarios/embedded-engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const result = await embeddedEngine({ root });
console.log(JSON.stringify(result.details, null, 2));
console.log(`\n${formatTable(result.rows)}\n`);
