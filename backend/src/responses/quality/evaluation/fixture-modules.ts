import fs from 'node:fs';
import path from 'node:path';
import type { QualityFixture } from './fixture';

const looksLikeFixture = (value: unknown): value is QualityFixture =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QualityFixture).id === 'string' &&
  Array.isArray((value as QualityFixture).questions) &&
  Array.isArray((value as QualityFixture).responses);

/** Every fixture exported by the modules (`.js`, as built) of a folder, in file-name order; none when it has none. */
export async function fixturesIn(folder: string): Promise<QualityFixture[]> {
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.js')) : [];
  const fixtures: QualityFixture[] = [];
  for (const file of files.sort()) {
    const exported = (await import(path.join(folder, file))) as Record<string, unknown>;
    fixtures.push(...Object.values(exported).filter(looksLikeFixture));
  }
  return fixtures;
}
