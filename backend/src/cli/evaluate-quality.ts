import path from 'node:path';
import { evaluate, evaluationTable } from '../responses/quality/evaluation/evaluate';
import { fixtureProblems } from '../responses/quality/evaluation/fixture-check';
import { fixturesIn } from '../responses/quality/evaluation/fixture-modules';
import { TUNING_FIXTURES } from '../responses/quality/evaluation/tuning';

/**
 * `npm run evaluate-quality -- tuning | held-out`: the response-quality figures (issue 50) on the
 * tuning set, or on the surveys in responses/quality/evaluation/held-out/ (every module there,
 * each exporting fixtures), checked for form first. The held-out part is run once, at the end.
 */
const HELD_OUT = path.join(__dirname, '../responses/quality/evaluation/held-out');

async function main(): Promise<number> {
  const part = process.argv[2];
  if (part !== 'tuning' && part !== 'held-out') {
    console.error('usage: npm run evaluate-quality -- tuning | held-out');
    return 2;
  }
  const fixtures = part === 'tuning' ? [...TUNING_FIXTURES] : await fixturesIn(HELD_OUT);
  if (fixtures.length === 0) {
    console.log(`The ${part} set holds no survey (backend/src/responses/quality/evaluation/held-out/ has none).`);
    return 0;
  }
  const problems = fixtures.flatMap(fixtureProblems);
  if (problems.length > 0) {
    console.error(`The ${part} set is malformed:\n${problems.join('\n')}`);
    return 1;
  }
  const result = evaluate(fixtures);
  console.log(`Response quality on the ${part} set: ${fixtures.map((f) => f.id).join(', ')}\n`);
  console.log(evaluationTable(result));
  for (const m of result.misses) {
    console.log(`${m.fixture}/${m.response} ${m.what}: expected ${m.expected}, got ${m.got} (${m.reasons})`);
  }
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
