// The committed contract (docs/openapi.json, the frontend's generated types) must be what the code
// generates. `npm run build` regenerates both, so `npm test` keeps the committed copies before it builds
// and compares them after: a stale contract fails the run instead of being silently rewritten.
//
// Usage: contract-fresh.mjs save <dir> <file>...     copy each file (relative to the working directory) into dir
//        contract-fresh.mjs compare <dir> <file>...  exit 1 naming each file that differs from its copy
import fs from 'node:fs';
import path from 'node:path';

const [command, dir, ...files] = process.argv.slice(2);
if (!['save', 'compare'].includes(command) || !dir || files.length === 0) {
  console.error('usage: contract-fresh.mjs save|compare <dir> <file>...');
  process.exit(2);
}

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
const copyOf = (file) => path.join(dir, file);

if (command === 'save') {
  for (const file of files) {
    const text = read(file);
    fs.mkdirSync(path.dirname(copyOf(file)), { recursive: true });
    if (text === null) fs.rmSync(copyOf(file), { force: true });
    else fs.writeFileSync(copyOf(file), text);
  }
  process.exit(0);
}

const stale = files.filter((file) => read(file) !== read(copyOf(file)));
for (const file of stale) {
  const [before, after] = [read(copyOf(file)) ?? '', read(file) ?? ''].map((text) => text.split('\n'));
  const line = after.findIndex((text, i) => text !== before[i]) + 1 || after.length + 1;
  console.log(
    `contract: ${file} was out of date with the controllers and DTOs (the build regenerated it; first ` +
      `difference at line ${line}): run \`npm run contract\` and commit the result`,
  );
}
if (stale.length === 0) console.log(`contract: ${files.join(', ')} are what the code generates`);
process.exit(stale.length === 0 ? 0 : 1);
