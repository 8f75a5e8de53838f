// Summarizes a sampling heap profile (.heapprofile, from bench/lib/heap-profile.cjs or --heap-prof):
// the sampled bytes by allocating function (self) and by package, and inclusive bytes of the functions
// whose names match an optional filter.
//   node bench/tools/heap-profile-top.mjs <file.heapprofile> [top=30] [filter-regexp]
import fs from 'node:fs';

const [file, topArg, filterArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/tools/heap-profile-top.mjs <file.heapprofile> [top] [filter-regexp]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
/**
 * @typedef {{ callFrame: { functionName: string, url: string, lineNumber: number }, selfSize: number,
 *   children: Node[] }} Node
 */
/** @type {{ head: Node }} */
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** @param {string} url */
function shortUrl(url) {
  if (!url) return '';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const i = url.indexOf('/dist/');
  return i >= 0 ? url.slice(url.lastIndexOf('/', i - 1) + 1) : url.replace(/^file:\/\//, '');
}
/** @param {string} url */
function pkg(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node core';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/backend/dist/')) return 'backend (app code)';
  return url;
}
/** @param {Node['callFrame']} f */
const label = (f) => `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;
/** @param {Map<string, number>} map @param {string} key @param {number} bytes */
const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);

const selfByFn = new Map();
const selfByPkg = new Map();
const inclusive = new Map();
const filter = filterArg ? new RegExp(filterArg) : null;
let total = 0;
/** @param {Node} node @param {Set<string>} onStack @returns {number} */
function walk(node, onStack) {
  const key = label(node.callFrame);
  add(selfByFn, key, node.selfSize);
  add(selfByPkg, pkg(node.callFrame.url), node.selfSize);
  total += node.selfSize;
  const fresh = !onStack.has(key);
  if (fresh) onStack.add(key);
  let sum = node.selfSize;
  for (const child of node.children) sum += walk(child, onStack);
  if (fresh) {
    onStack.delete(key);
    if (filter?.test(key)) add(inclusive, key, sum);
  }
  return sum;
}
walk(profile.head, new Set());

const mb = (/** @type {number} */ b) => `${(b / 1048576).toFixed(1)} MB`;
const pct = (/** @type {number} */ b) => `${((100 * b) / total).toFixed(1)} %`;
/** @param {string} title @param {Map<string, number>} map @param {number} n */
function print(title, map, n) {
  console.log(`\n${title}`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`  ${mb(bytes).padStart(9)} ${pct(bytes).padStart(7)}  ${key}`);
}
console.log(`sampled: ${mb(total)}`);
print('by package (self)', selfByPkg, top);
print('by function (self)', selfByFn, top);
if (filter) print(`inclusive, matching /${filterArg}/`, inclusive, top);
