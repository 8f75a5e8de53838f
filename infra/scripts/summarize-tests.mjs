// Adds up the jest and Playwright JSON reports into the one closing line CI reads:
//   ci: N passed, N failed, N skipped, N todo
// (skipped: jest's skipped tests and Playwright's skipped and fixme ones; todo: jest's it.todo). CI reads
// the line's start, `ci: N passed, N failed`; what a run did not check is said after it.
import fs from 'node:fs';

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Usage: summarize-tests.mjs <jest.json> <playwright.json> [name=exitCode ...]
// Each name=exitCode (lint, format, contract-lint, …) counts as one check that passed or failed.
const [jestFile, playwrightFile, ...checks] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let todo = 0;

for (const check of checks) {
  const [name, code] = check.split('=');
  if (code === '0') passed += 1;
  else {
    failed += 1;
    console.log(`${name} failed (exit ${code})`);
  }
}

const jest = read(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests ?? 0;
  todo += jest.numTodoTests ?? 0;
} else {
  failed += 1;
  console.log(`jest report missing: ${jestFile}`);
}

const pw = read(playwrightFile);
if (pw?.stats) {
  passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped ?? 0;
} else {
  failed += 1;
  console.log(`playwright report missing: ${playwrightFile}`);
}

console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped, ${todo} todo`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
