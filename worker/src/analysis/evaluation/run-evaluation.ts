import { fixtureProblems, type SurveyFixture } from './fixture';
import { TUNING_FIXTURES } from './fixtures';
import { evaluateFixture, meetsGoals, outcomeReport } from './evaluate';
import { heldOutFixtures } from './held-out-fixtures';

/**
 * `npm run eval:tuning -w worker` / `npm run eval:held-out -w worker`: the offline report on one part of
 * the evaluation set, printed as a table (the one worker/README.md shows). Exits 1 when a fixture is
 * malformed or misses a goal, 2 when the part has no fixture. The held-out part is run once, at the end.
 */
function main(part: string | undefined): number {
  const fixtures: readonly SurveyFixture[] =
    part === 'tuning' ? TUNING_FIXTURES : part === 'held-out' ? heldOutFixtures() : [];
  if (part !== 'tuning' && part !== 'held-out') {
    console.error('usage: run-evaluation.ts tuning|held-out');
    return 2;
  }
  if (fixtures.length === 0) {
    console.log(`No ${part} fixtures (a .ts file exporting a SurveyFixture in evaluation/${part}/).`);
    return 2;
  }
  const problems = fixtures.flatMap(fixtureProblems);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }
  const outcomes = fixtures.map(evaluateFixture);
  console.log(`${part}: ${fixtures.length} fixtures\n`);
  console.log(outcomeReport(outcomes));
  return outcomes.every(meetsGoals) ? 0 : 1;
}

// argv: node, run-ts.js, this file, the part.
process.exitCode = main(process.argv[3]);
