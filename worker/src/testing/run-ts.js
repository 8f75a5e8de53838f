// Runs a TypeScript file in a child process for integration tests: `node run-ts.js <file.ts>`.
// Compiles on require with swc (CommonJS), the same transform jest uses.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require(require('node:path').resolve(process.argv[2]));
