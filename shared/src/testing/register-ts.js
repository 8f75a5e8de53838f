// Lets a child process of a test run TypeScript from source, as jest does: `.ts` files compile on
// require with the same swc transform (decorators included), and the workspaces' packages resolve to
// their sources, so no build is needed. Used by worker/src/testing/run-ts.js and the API's fault runner.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '../../..');
const SOURCES = {
  '@seedline/shared': 'shared/src/index.ts',
  '@seedline/shared/testing': 'shared/src/testing/index.ts',
  '@seedline/worker': 'worker/src/index.ts',
  '@seedline/worker/testing': 'worker/src/testing/index.ts',
};

function registerTypeScript() {
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
    const source = SOURCES[request];
    return source ? path.join(root, source) : resolve.call(this, request, ...rest);
  };
}

module.exports = { registerTypeScript, root };
