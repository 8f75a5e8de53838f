import type { GenerateQuestionsPayload } from '../contract/generate-questions.job';
import { readCompanyProfile, type CompanyProfile } from './company-profile';
import { readSpecifics, SPECIFIC_ORDER, SPECIFIC_PRIORITY, type Specific } from './company-specifics';
import { QUESTION_BANKS, fill, type QuestionBank } from './offline-question-bank';
import { inputLanguage, questionCount } from './generation-target';
import { keepsInterviewRules } from './interview-guard';
import { dedupeKey } from './text-analysis';

/** Broad questions that open the interview before the company's own specifics. */
const OPENERS = 1;

/**
 * Deterministic discovery questions, broad to specific: a broad opener (the typical workflow), then one question per specific the company data names (its tools, channels, documents,
 * terms, volumes, stated times, pains and outcomes, quoted in its own words and asked by their kind), then
 * general and industry questions only to fill what the data does not give. Exactly `questionCount(input)`
 * distinct questions, none of them leading.
 */
export function offlineQuestions(input: GenerateQuestionsPayload): string[] {
  return planQuestions(input).map((q) => q.text);
}

/** The questions with whether each quotes the company's own words. */
export function planQuestions(input: GenerateQuestionsPayload): Array<{ text: string; cites: boolean }> {
  const language = inputLanguage(input);
  const bank = QUESTION_BANKS[language];
  const count = questionCount(input);
  const specific = pickSpecifics(readSpecifics(input.companyData, language), count >= 4 ? count - OPENERS : count).map(
    (s) => fill(bank.specific[s.kind], { x: s.text }),
  );
  const broad = broadQuestions(bank, language, readCompanyProfile(input.companyData));
  const openers = Math.max(0, count - specific.length);

  const seen = new Set<string>();
  const result: Array<{ text: string; cites: boolean }> = [];
  const take = (questions: readonly string[], limit: number, cites = false) => {
    let taken = 0;
    for (const question of questions) {
      if (result.length === count || taken === limit) return;
      const key = dedupeKey(question);
      if (seen.has(key) || !keepsInterviewRules(question)) continue;
      seen.add(key);
      result.push({ text: question, cites });
      taken++;
    }
  };
  take(broad, openers);
  take(specific, Infinity, true);
  take(broad, Infinity); // only when a specific question was a duplicate
  return result;
}

/**
 * Up to `limit` specifics, one of each kind in turn (so a long list of tools does not crowd out the pains),
 * then ordered broad to specific by kind, and by position in the text within a kind.
 */
export function pickSpecifics(all: readonly Specific[], limit: number): Specific[] {
  const byKind = SPECIFIC_PRIORITY.map((kind) => all.filter((s) => s.kind === kind));
  const picked: Specific[] = [];
  const end = (s: Specific) => s.start + s.text.length;
  const overlapsPicked = (s: Specific) => picked.some((p) => p.start < end(s) && s.start < end(p));
  // First without overlaps (two questions about the same words waste one), then any that are left.
  for (const allowOverlap of [false, true]) {
    const cursors = byKind.map(() => 0);
    for (let progress = true; progress && picked.length < limit;) {
      progress = false;
      byKind.forEach((list, k) => {
        while (cursors[k]! < list.length && picked.length < limit) {
          const next = list[cursors[k]!++]!;
          if (picked.includes(next) || (!allowOverlap && overlapsPicked(next))) continue;
          picked.push(next);
          progress = true;
          break;
        }
      });
    }
  }
  const rank = (s: Specific) => SPECIFIC_ORDER.indexOf(s.kind);
  return picked.sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}

/** The broad questions, most useful first: the workflow, the sector, the team, then the general bank. */
function broadQuestions(bank: QuestionBank, language: 'en' | 'ur', profile: CompanyProfile): string[] {
  const { sector: found } = profile;
  const sector = found
    ? bank.sector.map((t) => fill(t, { sector: found.label[language], examples: found.examples[language] }))
    : [];
  const size = sizeQuestions(bank, profile);
  const [typical, ...generic] = [bank.generic[1]!, bank.generic[0]!, ...bank.generic.slice(2)];
  return [
    typical!,
    ...(sector.length > 0 ? [sector[2]!] : []),
    ...size.slice(0, 1),
    ...interleave(generic, [...sector.slice(0, 2), ...size.slice(1)]),
    ...bank.areaStems.flatMap((stem) => bank.areas.map((area) => fill(stem, { area }))),
  ];
}

function sizeQuestions(bank: QuestionBank, profile: CompanyProfile): string[] {
  const n = profile.teamSize;
  if (n === null) return profile.small ? [bank.sizeSmall] : [];
  if (n < 50) return [fill(bank.sizeKnownSmall, { n }), bank.sizeSmall];
  return bank.sizeKnownLarge.map((t) => fill(t, { n }));
}

/** a0 b0 a1 b1 ... then the rest of the longer list. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}
