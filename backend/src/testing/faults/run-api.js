// Runs the API (or one of its CLIs) from its TypeScript source in a child process, for the fault
// tests: `node run-api.js [backend/src/cli/rebuild.ts]` (default: backend/src/app/main.ts).
// The same swc transform as jest, decorators included; the workspaces map to their sources, as in jest.
const path = require('node:path');
const { registerTypeScript, root } = require('../../../../shared/src/testing/register-ts');

registerTypeScript();
require(path.resolve(root, process.argv[2] ?? 'backend/src/app/main.ts'));
