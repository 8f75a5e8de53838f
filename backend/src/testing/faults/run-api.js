// Runs the API (or one of its CLIs) from its TypeScript source in a child process, for the fault
// tests: `node run-api.js [backend/src/cli/rebuild.ts]` (default: backend/src/app/main.ts).
// The same swc transform as jest, decorators included; @seedline/worker maps to its source, as in jest.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../../..');
const workerEntry = path.join(root, 'worker/src/index.ts');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === '@seedline/worker' ? workerEntry : resolve.call(this, request, ...rest);
};

require(path.resolve(root, process.argv[2] ?? 'backend/src/app/main.ts'));
