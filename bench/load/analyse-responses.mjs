// Child process of the `analysis` scenario: the offline provider analyses a generated survey of N
// responses in a fresh process, so its peak RSS is the job's own. Prints one JSON line.
//   node bench/load/analyse-responses.mjs <input.json>   input: { responses: number }
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { analyseResponsesOffline } = require(path.join(root, 'worker/dist/index.js'));

const { responses: count } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const QUESTIONS = [
  { id: 'q1', text: 'What does a normal week look like in your role?' },
  { id: 'q2', text: 'Which tasks take the most time, and how often do they come up?' },
  { id: 'q3', text: 'Where do you re-type or copy information between systems?' },
  { id: 'q4', text: 'What slows you down when you need an answer from someone else?' },
  { id: 'q5', text: 'If one thing could be automated tomorrow, what would it be?' },
];

// Answers in the voices a discovery survey gets: four recurring pains in varied words (English and
// Urdu), stated times, and noise.
const PAINS = [
  (n) => `I re-type about ${n} supplier invoices a day from email into Sage by hand, it takes most of my morning.`,
  (n) => `Copying invoice numbers and totals into the accounts spreadsheet, roughly ${n} a day, all manual.`,
  (n) => `ہم روزانہ تقریباً ${n} انوائس ہاتھ سے سسٹم میں درج کرتے ہیں`,
  (n) => `Chasing approvals over email: I send ${n} reminders a week before a purchase order gets signed.`,
  (n) => `Waiting for my manager to approve expenses, it can take ${n} days and I follow up by email every time.`,
  (n) => `منظوری کے لیے ای میل پر بار بار یاد دہانی کرانی پڑتی ہے، ہر ہفتے ${n} بار`,
  (n) => `Searching the shared drive for the latest contract version, maybe ${n} minutes every time.`,
  (n) => `Finding documents is hard, folders are a mess and I spend ${n} minutes a day looking for files.`,
  (n) => `Building the staff rota in Excel every Friday takes ${n} hours, and changes come by WhatsApp.`,
  (n) => `شیڈول ایکسل میں بنتا ہے اور ہر ہفتے ${n} گھنٹے لگتے ہیں`,
];
const NOISE = [
  'Mostly meetings and customer calls, nothing special.',
  'It varies a lot from week to week.',
  'Not sure, things are fine overall.',
  'The coffee machine is broken again.',
  'ٹھیک ہے، کوئی خاص مسئلہ نہیں',
];

/** A small deterministic generator, so every run analyses the same survey. */
function random(seed) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const next = random(20261123);
const pick = (list) => list[Math.floor(next() * list.length)];
const start = Date.parse('2026-11-01T09:00:00Z');
const payload = {
  surveyId: 'bench-survey',
  questions: QUESTIONS,
  responses: Array.from({ length: count }, (_, i) => {
    const answers = QUESTIONS.map((q) => ({
      questionId: q.id,
      text: next() < 0.55 ? pick(PAINS)(2 + Math.floor(next() * 40)) : pick(NOISE),
    }));
    const urdu = answers.filter((a) => /[\u0600-\u06FF]/.test(a.text)).length > answers.length / 2;
    return {
      id: `r${i + 1}`,
      n: i + 1,
      language: urdu ? 'ur' : 'en',
      startedAt: new Date(start + i * 60_000).toISOString(),
      completedAt: new Date(start + i * 60_000 + 300_000).toISOString(),
      answers,
    };
  }),
};

// The wink model loads on first use; a job pays that once per worker process, so it is timed apart.
const loadStarted = performance.now();
analyseResponsesOffline({ ...payload, responses: payload.responses.slice(0, 1) });
const modelLoadMs = performance.now() - loadStarted;

const started = performance.now();
const report = analyseResponsesOffline(payload);
const ms = performance.now() - started;
console.log(
  JSON.stringify({
    responses: count,
    ms,
    modelLoadMs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    themes: report.themes.length,
    topThemes: report.themes.slice(0, 4).map((t) => `${t.name} (${t.responseCount})`),
  }),
);
