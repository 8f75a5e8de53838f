// Writes letter-statistics.json: the letter counts of three general word lists and, for each, the
// score below which only 1% of that list's words fall, and only 0.1% of its words of three or four
// letters (both measured on a tenth of the words, left out of the counts). Nothing here reads the
// evaluation set.
//
//   English (Latin script): an-array-of-english-words 2.0.0 (npm, MIT), ~275,000 English words.
//   Urdu (Arabic script): the lemmas of Apertium's Urdu dictionary, apertium-urd 0.1.0~r61311 (the
//   Debian package apertium-urd, GPL-3), ~12,500 lemmas.
//   Roman Urdu (Latin script): the lemmas of Apertium's Hindi dictionary, apertium-hin 0.1.0~r59158
//   (Debian, GPL-3), ~29,000 Hindustani lemmas, each written as Roman Urdu is (roman-urdu-spelling.mjs)
//   in two spellings (zyaada, zyada): Hindi script keeps the vowels that Urdu script leaves out.
//   Only letter counts are kept, no word.
//
//   npm run build -w backend          (the counting and scoring are letter-score.ts, from dist)
//   cd /tmp && apt-get download apertium-urd apertium-hin && dpkg-deb -x apertium-urd_*.deb apertium \
//     && dpkg-deb -x apertium-hin_*.deb apertium && cd -
//   node backend/src/responses/quality/letters/build-letter-statistics.mjs \
//     /tmp/apertium/usr/share/apertium/apertium-urd/apertium-urd.urd.dix \
//     /tmp/apertium/usr/share/apertium/apertium-hin/apertium-hin.hin.dix
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { romanUrduSpellings } from './roman-urdu-spelling.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../../../dist/responses/quality/letters');
const { letterCounts, letterModel } = require(path.join(dist, 'letter-score.js'));
const { normalLetters, LATIN_WORD, ARABIC_WORD } = require(path.join(dist, 'letter-normal.js'));
const PERCENTILE = 0.01;
const SHORT_PERCENTILE = 0.001;
const SHORT_LETTERS = 4;

const [urduDix, hindiDix] = process.argv.slice(2);
if (!urduDix || !hindiDix) {
  console.error('usage: build-letter-statistics.mjs <apertium-urd.urd.dix> <apertium-hin.hin.dix>');
  process.exit(2);
}
/** @param {string} file */
const lemmas = (file) => [...fs.readFileSync(file, 'utf8').matchAll(/lm="([^"]+)"/g)].flatMap((m) => m[1].split(/\s+/));

const english = require('an-array-of-english-words')
  .map(normalLetters)
  .filter((/** @type {string} */ w) => LATIN_WORD.test(w));
const urdu = [
  ...new Set(
    lemmas(urduDix)
      .map(normalLetters)
      .filter((w) => ARABIC_WORD.test(w)),
  ),
];

const romanUrdu = [...new Set(lemmas(hindiDix).flatMap(romanUrduSpellings))];

/** @param {string[]} words @param {string} source */
function statistics(words, source) {
  const counted = words.filter((_, i) => i % 10 !== 0);
  const left = words.filter((w, i) => i % 10 === 0 && Array.from(w).length >= 3);
  const model = letterModel(letterCounts(counted));
  /** @param {string[]} some @param {number} p */
  const percentile = (some, p) => {
    const scores = some.map((w) => model.score(w)).sort((a, b) => a - b);
    return scores[Math.floor(p * (scores.length - 1))];
  };
  const threshold = percentile(left, PERCENTILE);
  // Words of three or four letters have few letters to judge by: their line is drawn lower, where
  // only SHORT_PERCENTILE of the list's short words fall.
  const shortThreshold = percentile(
    left.filter((w) => Array.from(w).length <= SHORT_LETTERS),
    SHORT_PERCENTILE,
  );
  return {
    source,
    words: words.length,
    percentile: PERCENTILE,
    threshold,
    shortPercentile: SHORT_PERCENTILE,
    shortThreshold,
    ...letterCounts(words),
  };
}

const out = {
  latin: statistics(english, 'an-array-of-english-words 2.0.0 (npm, MIT)'),
  roman: statistics(
    romanUrdu,
    'lemmas of the Apertium Hindi dictionary, apertium-hin 0.1.0~r59158 (Debian, GPL-3), spelt as Roman Urdu: letter counts only',
  ),
  arabic: statistics(
    urdu,
    'lemmas of the Apertium Urdu dictionary, apertium-urd 0.1.0~r61311 (Debian, GPL-3): letter counts only',
  ),
};
fs.writeFileSync(path.join(here, 'letter-statistics.json'), `${JSON.stringify(out)}\n`);
for (const [script, stats] of Object.entries(out))
  console.log(
    `${script}: ${stats.words} words, 1% of them below ${stats.threshold.toFixed(3)}, 0.1% of the short ones below ${stats.shortThreshold.toFixed(3)}`,
  );
