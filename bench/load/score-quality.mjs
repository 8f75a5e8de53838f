// Child process of the `quality` scenario: response-quality verdicts (issue 50) for N generated
// responses of one survey, scored from scratch in a fresh process; then the work one more answer asks
// of a kept verdict (judging its response again against the survey's norms), per call. One JSON line.
//   node bench/load/score-quality.mjs <input.json>   input: { responses: number }
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quality = path.join(root, 'backend/dist/responses/quality');
const { scoreSurvey, surveyNorms, judgeResponse, rememberResponse, noEarlierResponses } = require(
  path.join(quality, 'score-survey.js'),
);
const { writtenAnswers } = require(path.join(quality, 'written-answers.js'));

const { responses: count } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const QUESTIONS = [
  { id: 'week', type: 'textarea' },
  { id: 'tool', type: 'text' },
  { id: 'r1', type: 'rating' },
  { id: 'r2', type: 'rating' },
  { id: 'r3', type: 'rating' },
  { id: 'r4', type: 'rating' },
  { id: 'ai', type: 'yes_no' },
  { id: 'wish', type: 'textarea' },
];
const OPENINGS = ['Mostly', 'Every week I spend time on', 'Roz', 'Most of my day goes to', 'زیادہ وقت', 'Usually'];
const TASKS = [
  'checking invoices against the purchase orders',
  'supplier ke bills check karna',
  'answering customer emails about late deliveries',
  'رجسٹر میں حاضری لکھنا',
  'building the rota in Excel',
  'stock ki ginti aur entry',
  'chasing approvals from managers',
  'typing up notes from the site visits',
];
const TOOLS = ['Excel', 'SAP', 'Register', 'Khata', 'ایکسل', 'WhatsApp', 'Sage', 'Paper'];
const WISHES = [
  'Reminders',
  'The invoice matching',
  'Rota ki tayyari',
  'رپورٹ خود بن جائے',
  'Nothing',
  'Reading the forms',
];
const DETAILS = [
  'which takes most of the morning',
  'because the system is slow',
  'kyunke data do jagah likhna parta hai',
  'and then I send a summary to my manager',
  'جس میں بہت وقت لگتا ہے',
  'before the Friday deadline',
  'when someone is off sick',
  'aur phir sab ko WhatsApp karna',
  'for the three branches',
  'by hand, line by line',
];
// Honest answers differ: a few words from a vocabulary of a few hundred close each one.
const WORDS = (
  'invoices orders rota stock emails calls forms reports claims payroll deliveries returns tickets audits minutes ' +
  'letters customers suppliers drivers branches approvals receipts statements contracts samples labels pallets ' +
  'trucks vans scanners printers laptops passwords budgets forecasts meetings visits complaints refunds quotes ' +
  'bohat zyada kaam waqt hisaab register khata roz hafte mahine log staff manager system slow late missing wrong ' +
  'duplicate manual paper spreadsheet sheet file folder drive inbox phone whatsapp portal website app screen ' +
  'morning evening night weekend monday friday month quarter year season rush queue backlog target deadline ' +
  'check count type copy send chase sign scan print file sort match fix update upload download book plan'
).split(' ');
const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const PASTE = 'AI can automate repetitive tasks such as data entry, reconciliation and reporting for everyone.';

/** A small deterministic generator, so every run scores the same survey. */
function random(seed) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
const next = random(20261129);
const pick = (list) => list[Math.floor(next() * list.length)];
const start = Date.parse('2026-11-01T09:00:00Z');

const responses = Array.from({ length: count }, (_, i) => {
  const kind = next();
  const speeder = kind < 0.02;
  const paster = kind >= 0.02 && kind < 0.03;
  const masher = kind >= 0.03 && kind < 0.04;
  const startedAt = start + i * 15_000;
  let at = startedAt;
  const texts = {
    week: masher
      ? 'asdf asdf jkl'
      : paster
        ? PASTE
        : `${pick(OPENINGS)} ${pick(TASKS)} ${words(3 + Math.floor(next() * 6))} ${next() < 0.3 ? pick(DETAILS) : ''}, about ${1 + Math.floor(next() * 60)} a ${pick(['day', 'week'])}.`,
    tool: pick(TOOLS),
    wish: masher ? 'sdfsdf' : paster ? PASTE : `${pick(WISHES)} ${i % 7 === 0 ? 'please' : ''}`.trim(),
  };
  const answers = QUESTIONS.map((q) => {
    const typed = q.type === 'rating' ? 1 + Math.floor(next() * 5) : q.type === 'yes_no' ? next() < 0.6 : null;
    const text = typed === null ? texts[q.id] : typed === true ? 'Yes' : typed === false ? 'No' : String(typed);
    at += (speeder ? 0.8 : (q.type.startsWith('text') ? 8 + text.length / 3 : 5) * (0.6 + next())) * 1000;
    return { questionId: q.id, text, value: typed, recordedAt: at };
  });
  return { id: `r${i + 1}`, startedAt, deviceKey: `d${Math.floor(next() * count * 0.8)}`, answers };
});
const survey = { questions: QUESTIONS, responses };

// The letter models load on first use; a process pays that once, so it is timed apart.
const loadStarted = performance.now();
scoreSurvey({ questions: QUESTIONS, responses: responses.slice(0, 1) });
const modelLoadMs = performance.now() - loadStarted;

const started = performance.now();
const cpuBefore = process.cpuUsage();
const verdicts = scoreSurvey(survey);
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;

// One more answer: its response judged again against the norms and the responses before it.
const norms = surveyNorms(survey);
const earlier = noEarlierResponses();
const sample = responses.slice(0, 20_000);
for (const response of sample) rememberResponse(response, writtenAnswers(response, norms.types), earlier);
const perAnswerStarted = performance.now();
const perAnswerCpu = process.cpuUsage();
for (const response of sample) judgeResponse(response, norms, earlier);
const perAnswerUs = ((performance.now() - perAnswerStarted) * 1000) / sample.length;
const judgeCpu = process.cpuUsage(perAnswerCpu);
const perAnswerCpuUs = (judgeCpu.user + judgeCpu.system) / sample.length;

const tally = { ok: 0, review: 0, low_quality: 0 };
for (const verdict of verdicts.values()) tally[verdict.verdict]++;
console.log(
  JSON.stringify({
    responses: count,
    ms,
    cpuMs,
    modelLoadMs,
    perAnswerUs,
    perAnswerCpuUs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    verdicts: tally,
  }),
);
