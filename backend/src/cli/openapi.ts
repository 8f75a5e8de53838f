import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildContract, CONTRACT_FILES } from '../app/openapi-contract';

/**
 * `npm run contract` (and `npm run build`, before the frontend): writes docs/openapi.json and
 * frontend/src/types/generated/api.ts from the controllers and DTOs. Needs no database.
 */
async function main(): Promise<void> {
  const contract = await buildContract();
  const files: [string, string][] = [
    [CONTRACT_FILES.document, contract.documentJson],
    [CONTRACT_FILES.types, contract.types],
  ];
  for (const [file, text] of files) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const before = await fs.readFile(file, 'utf8').catch(() => null);
    if (before !== text) await fs.writeFile(file, text);
    console.log(`${before === text ? 'unchanged' : 'written'}: ${path.relative(process.cwd(), file)}`);
  }
  const operations = Object.values(contract.document.paths).flatMap((item) => Object.keys(item));
  console.log(`${operations.length} operations on ${Object.keys(contract.document.paths).length} paths`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
