// `node bench/tools/heap-snapshot-top.mjs <file.heapsnapshot>`: what a heap snapshot holds, summed by
// kind of node (code, strings, arrays, objects, native such as ArrayBuffer contents), the largest
// object constructors and the largest single nodes. Written for the API's snapshots at rest
// (bench/tools/idle-memory.mjs --snapshots=DIR) and during a CSV export.
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/tools/heap-snapshot-top.mjs <file.heapsnapshot>');
  process.exit(2);
}
const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'));
const {
  node_fields: fields,
  node_types: [types],
} = snapshot.snapshot.meta;
const width = fields.length;
const typeAt = fields.indexOf('type');
const nameAt = fields.indexOf('name');
const sizeAt = fields.indexOf('self_size');
const { nodes, strings } = snapshot;

/** @type {Map<string, number>} */ const byType = new Map();
/** @type {Map<string, { bytes: number, count: number }>} */ const byConstructor = new Map();
/** @type {{ type: string, name: string, bytes: number }[]} */ const largest = [];
let total = 0;
for (let i = 0; i < nodes.length; i += width) {
  const type = types[nodes[i + typeAt]];
  const name = strings[nodes[i + nameAt]];
  const bytes = nodes[i + sizeAt];
  total += bytes;
  byType.set(type, (byType.get(type) ?? 0) + bytes);
  if (type === 'object' || type === 'native') {
    const entry = byConstructor.get(`${type}: ${name}`) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count++;
    byConstructor.set(`${type}: ${name}`, entry);
  }
  if (bytes >= 256 * 1024) largest.push({ type, name: String(name).replace(/\s+/g, ' ').slice(0, 80), bytes });
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1).padStart(7)} MB`;
console.log(`${file}: ${mb(total)} in ${(nodes.length / width).toLocaleString('en-US')} nodes\n\nby kind of node:`);
for (const [type, bytes] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${mb(bytes)}  ${type}`);
console.log('\nlargest constructors (objects and native):');
for (const [name, { bytes, count }] of [...byConstructor].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 15))
  console.log(`  ${mb(bytes)}  ${name} (${count.toLocaleString('en-US')})`);
console.log('\nlargest single nodes (256 KB and more):');
for (const node of largest.sort((a, b) => b.bytes - a.bytes).slice(0, 10))
  console.log(`  ${mb(node.bytes)}  ${node.type}: ${node.name}`);
