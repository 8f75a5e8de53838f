import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SurveyFixture } from './fixture';

/**
 * The held-out fixtures: every `SurveyFixture` (format 2) exported by a .ts file in held-out/. Read only
 * by `npm run eval:held-out -w worker`, never by a spec, so `npm test` never runs them.
 */
export function heldOutFixtures(dir = join(__dirname, 'held-out')): SurveyFixture[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.spec.ts'))
    .sort();
  return files.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a folder of fixtures, loaded as found
    const exported = require(join(dir, file)) as Record<string, unknown>;
    return Object.values(exported).filter(isSurveyFixture);
  });
}

function isSurveyFixture(value: unknown): value is SurveyFixture {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 2;
}
