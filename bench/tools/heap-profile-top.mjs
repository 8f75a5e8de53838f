// Summarizes a sampling heap profile (.heapprofile, from bench/lib/heap-profile.cjs or --heap-prof):
// the sampled bytes by allocating function (self) and by package, and inclusive bytes of the functions
// whose names match an optional filter.
//   node bench/tools/heap-profile-top.mjs <file.heapprofile> [top=30] [filter-regexp]
import fs from 'node:fs';
import { addTo as add, frameLabel as label, packageOf } from '../lib/profile-frames.mjs';

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
/** @param {string} url */
const pkg = (url) => packageOf(url, '(native)');

const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

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
