// Micro-benchmark: the CPU cost crypto-shredding adds per answer event (backend/dist, after `npm run build`).
// Compares JSON encoding of an AnswerRecorded's data alone with encrypt + encode + decode + decrypt,
// and times the per-command key unwrap. The database round trip for the key (one indexed SELECT per
// command, plus one INSERT for a stream's first personal event) is not in these numbers.
//   node bench/field-crypto.mjs [iterations]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const crypto = require(path.join(root, 'backend/dist/event-store/field-crypto.js'));
const { ALL_PERSONAL_FIELDS } = require(path.join(root, 'backend/dist/event-store/personal-fields.js'));

const iterations = Number(process.argv[2] ?? 200_000);
const streamId = 'response-6f1c2a9e-0d7b-4c55-9a51-2f0c7b3e9d11';
const data = {
  responseId: '6f1c2a9e-0d7b-4c55-9a51-2f0c7b3e9d11',
  questionId: '0b8f9f5e-8a43-4a8e-bd6e-3c0c1c1d2e3f',
  answerText:
    'We file expenses by hand every Friday: receipts go into a shared folder, someone copies them into a spreadsheet, ' +
    'and the manager approves them by e-mail. It takes about two hours a week.',
  recordedAt: '2026-11-23T16:00:00.000Z',
};
const kek = crypto.generateDataKey();
const key = crypto.generateDataKey();
const wrapped = crypto.wrapKey(kek, key, streamId);

function time(label, fn) {
  for (let i = 0; i < 5_000; i++) fn(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  const ns = Number(process.hrtime.bigint() - started) / iterations;
  console.log(`${label.padEnd(48)} ${(ns / 1000).toFixed(2).padStart(7)} µs/event`);
  return ns;
}

const plain = time('JSON encode + decode (today without encryption)', () => JSON.parse(JSON.stringify(data)));
const sealed = time('encrypt + encode + decode + decrypt', () => {
  const stored = JSON.parse(
    JSON.stringify(crypto.encryptData(ALL_PERSONAL_FIELDS, 'AnswerRecorded', data, key, streamId)),
  );
  return crypto.decryptData(ALL_PERSONAL_FIELDS, 'AnswerRecorded', stored, key, streamId);
});
const unwrap = time('unwrap the stream key (once per command)', () => crypto.unwrapKey(kek, wrapped, streamId));
const stored = JSON.stringify(crypto.encryptData(ALL_PERSONAL_FIELDS, 'AnswerRecorded', data, key, streamId));
console.log(
  `added CPU per answer: ${((sealed - plain + unwrap) / 1000).toFixed(2)} µs; stored data ${stored.length} bytes vs ${JSON.stringify(data).length}`,
);
