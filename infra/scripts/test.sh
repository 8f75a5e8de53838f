#!/usr/bin/env bash
# `npm test`: everything the tests need, then every check: lint and format, the build (type check,
# bundles, the generated API contract), the committed contract against the one the build generated,
# the contract's lint (redocly), jest (unit + integration on the real Postgres and Redis) and Playwright
# (the built app in Debian's Chromium). Ends with one line:
#   ci: N passed, N failed, N skipped, N todo
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .ci-out
rm -f .ci-out/jest.json .ci-out/playwright.json

bash infra/scripts/ensure-services.sh || { echo "ci: 0 passed, 1 failed"; exit 1; }
bash infra/scripts/ensure-chromium.sh || { echo "ci: 0 passed, 1 failed"; exit 1; }

echo "== format (prettier --check)"
# Before the build, which rewrites two of the files it checks (the generated contract).
npx prettier --check --log-level warn .
format_rc=$?

# eslint reads none of the files the type check and build write (dist/, node_modules/.cache, the generated
# contract: all ignored in eslint.config.mjs), so it runs beside them, on the other core; its output is
# shown once it is done.
npx eslint . >.ci-out/eslint.log 2>&1 &
lint_pid=$!
show_lint() {
  wait $lint_pid
  lint_rc=$?
  echo "== lint (eslint)"
  cat .ci-out/eslint.log
}

# The build regenerates the contract: keep the committed copies first, to compare after.
CONTRACT_FILES=(docs/openapi.json frontend/src/types/generated/api.ts)
node infra/scripts/contract-fresh.mjs save .ci-out/contract "${CONTRACT_FILES[@]}"

echo "== type check (specs included) and build (production code only)"
if ! npm run typecheck --silent || ! npm run build --silent; then
  show_lint
  echo "ci: 0 passed, 1 failed"
  exit 1
fi
show_lint

echo "== contract: the committed docs/openapi.json and generated types are what the build generated"
node infra/scripts/contract-fresh.mjs compare .ci-out/contract "${CONTRACT_FILES[@]}"
fresh_rc=$?

echo "== contract lint (redocly, recommended rules: redocly.yaml)"
npm run lint:contract --silent
contract_rc=$?

echo "== jest: unit and integration"
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --json --outputFile=.ci-out/jest.json "$@"
jest_rc=$?

echo "== playwright: browser"
CI=1 npx playwright test -c frontend/e2e/playwright.config.ts
pw_rc=$?

node infra/scripts/summarize-tests.mjs .ci-out/jest.json .ci-out/playwright.json lint=$lint_rc format=$format_rc \
  contract-fresh=$fresh_rc contract-lint=$contract_rc
summary_rc=$?
if [ $jest_rc -ne 0 ] || [ $pw_rc -ne 0 ] || [ $summary_rc -ne 0 ]; then exit 1; fi
