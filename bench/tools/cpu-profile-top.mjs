// Summarizes a V8 .cpuprofile (from node --cpu-prof): self time by function and by package, and
// inclusive time of the functions whose names match an optional filter.
//   node bench/tools/cpu-profile-top.mjs <file.cpuprofile> [top=30] [filter-regexp]
import fs from 'node:fs';
import { addTo as add, frameLabel as label, packageOf } from '../lib/profile-frames.mjs';

const [file, topArg, filterArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/tools/cpu-profile-top.mjs <file.cpuprofile> [top] [filter-regexp]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
/** @type {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[] }} */
/** @param {string} url */
const pkg = (url) => packageOf(url, '(native/gc/idle)');

const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** @type {Map<number, any>} */
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** @type {Map<number, number>} */
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

const selfByFn = new Map();
const selfByPkg = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  const key =
    name === '(idle)' || name === '(program)' || name === '(garbage collector)' ? name : label(node.callFrame);
  add(selfByFn, key, us);
  add(selfByPkg, name === '(idle)' ? '(idle)' : name === '(garbage collector)' ? '(gc)' : pkg(node.callFrame.url), us);
}

/** @param {Map<string, number>} map @param {number} n */
const print = (map, n) => {
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${((us / totalUs) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`total ${(totalUs / 1000).toFixed(0)} ms sampled\n\nself time by package:`);
print(selfByPkg, 25);
console.log('\nself time by function:');
print(selfByFn, top);

const SOCKET_WRITES = /^(writev|writeString|writeBuffer|writeUtf8String|writeLatin1String)$/;
// Where the time goes, by kind of work: each sample goes to the first kind (in this order) that its
// stack shows. Socket writes go to the database when a query sent them, else to HTTP.
/** @type {[string, (frame: { functionName: string, url: string }, leaf: boolean) => boolean][]} */
const KINDS = [
  ['waiting (idle)', (f, leaf) => leaf && f.functionName === '(idle)'],
  ['garbage collection', (f, leaf) => leaf && f.functionName === '(garbage collector)'],
  [
    'start-up (loading modules)',
    (f) => /^(wrapSafe|compileFunction|internalModuleStat|readFileUtf8)$/.test(f.functionName),
  ],
  [
    'database (pg driver, queries on the socket)',
    (f) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\/|\/dist\/db\//.test(f.url),
  ],
  ['HTTP server and socket (node:http, node:net)', (f, leaf) => leaf && SOCKET_WRITES.test(f.functionName)],
  [
    'event encoding and encryption',
    (f) => /field-crypto|event-cipher|\/event-store\/|\/projections\/|\.projection\.js|\.decider\.js/.test(f.url),
  ],
  [
    'validation (class-validator, pipe)',
    (f) => /class-validator|class-transformer|validation\.pipe|validator\//.test(f.url),
  ],
  // JSON.stringify and JSON.parse are inlined into their callers' self time (express's stringify, body-parser's parse).
  ['JSON', (f, leaf) => leaf && /^(stringify|parse|JSONParse|JSONStringify)$/.test(f.functionName)],
  [
    'logging and metrics (pino, prom-client)',
    (f) =>
      /pino|sonic-boom|prom-client|\/ops\/(logger|metrics)/.test(f.url) ||
      (f.functionName === 'record' && /observe-requests/.test(f.url)),
  ],
  [
    'HTTP framework and middleware (Nest, Express, helmet)',
    (f) =>
      /node_modules\/(@nestjs|express|router|body-parser|helmet|path-to-regexp|parseurl|finalhandler|on-finished|send|qs|cookie|raw-body|type-is|content-type|iconv-lite|depd|fastify|find-my-way|@fastify|light-my-request|avvio|middie)\/|\/dist\/(http|auth|rate-limit)\/|app\.factory/.test(
        f.url,
      ),
  ],
  [
    'HTTP server and socket (node:http, node:net)',
    (f) =>
      /^node:(_http|net|internal\/stream|internal\/streams|stream)/.test(f.url) ||
      /^(writev|writeString|writeBuffer|writeUtf8String|writeLatin1String)$/.test(f.functionName),
  ],
  ['app code', (f) => /\/(backend|worker)\/dist\//.test(f.url)],
];
const byKind = new Map();
for (const [id, us] of selfUs) {
  const stack = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) stack.push(byId.get(cur).callFrame);
  const kind =
    KINDS.find(([, test]) => stack.some((frame, i) => test(frame, i === 0)))?.[0] ?? 'other (Node internals, V8)';
  add(byKind, kind, us);
}
const busyUs = totalUs - (byKind.get('waiting (idle)') ?? 0);
console.log('\nby kind of work (share of all samples; of the busy ones):');
for (const [key, us] of [...byKind].sort((a, b) => b[1] - a[1])) {
  const ofBusy = key === 'waiting (idle)' ? '' : `${((us / busyUs) * 100).toFixed(1).padStart(5)} % of busy`;
  console.log(
    `${((us / totalUs) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${ofBusy.padEnd(16)}  ${key}`,
  );
}

if (filterArg) {
  const filter = new RegExp(filterArg);
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur).callFrame;
      const key = label(frame);
      if (!seen.has(key) && filter.test(key)) {
        seen.add(key);
        add(inclusive, key, us);
      }
    }
  }
  console.log(`\ninclusive time of functions matching ${filter}:`);
  print(inclusive, top);
}
