// Runs a TypeScript file in a child process for integration tests: `node run-ts.js <file.ts>`.
// Compiles on require with swc (CommonJS), the same transform jest uses; workspaces resolve to source.
const path = require('node:path');
const { registerTypeScript } = require('../../../shared/src/testing/register-ts');

registerTypeScript();
require(path.resolve(process.argv[2]));
