import type { ChatLanguage, GenerateQuestionsPayload } from '@seedline/shared';
import { readCompanyProfile, type CompanyProfile } from '../analysis/company-profile';
import { readSpecificsWithFeatures } from '../analysis/company-specifics';
import { QUESTION_BANKS, fill, type QuestionBank } from './offline-question-bank';
import { inputLanguage, questionCount } from './generation-target';
import { keepsInterviewRules } from './interview-guard';
import { specificQuestions, type PlannedQuestion } from './offline-specific-questions';
import { proposeQuestionType } from './question-typing';
import { dedupeKey } from '../analysis/text-analysis';

export { pickSpecifics, type PlannedQuestion } from './offline-specific-questions';

/** Broad questions that open the interview before the company's own specifics. */
const OPENERS = 1;
/** No frame opens more than this many questions of a set. */
export const MAX_FRAME_USES = 2;

/**
 * Deterministic discovery questions in a consultant's voice, broad to specific: a broad opener (the
 * typical workflow), then questions built from the specifics the company data names (its tools as a
 * multiple choice and a rating, its documents, channels, volumes, stated times, pains and outcomes, each
 * in a frame of its kind, with the data stated as context and never attributed to the respondent), then
 * general and industry questions only to fill what the data does not give. Exactly `questionCount(input)`
 * distinct questions, none of them leading, no frame used more than twice.
 */
export function offlineQuestions(input: GenerateQuestionsPayload): string[] {
  return planQuestions(input).map((q) => q.text);
}

/** The questions with their proposed type, their frame and whether each quotes the company's own words. */
export function planQuestions(input: GenerateQuestionsPayload): PlannedQuestion[] {
  const language = inputLanguage(input);
  const bank = QUESTION_BANKS[language];
  const count = questionCount(input);
  const { specifics, features } = readSpecificsWithFeatures(input.companyData, language);
  const specific = specificQuestions({
    text: input.companyData,
    specifics,
    features,
    language,
    limit: count >= 4 ? count - OPENERS : count,
  });
  // A broad question's type is proposed only once it is taken (the bank holds some sixty of them).
  const broad = broadQuestions(bank, language, readCompanyProfile(input.companyData)).map((text): PlannedQuestion => ({
    text,
    cites: false,
    frame: `broad:${dedupeKey(text)}`,
    get typed() {
      return proposeQuestionType(text);
    },
  }));
  const openers = Math.max(0, count - specific.length);

  const seen = new Set<string>();
  const uses = new Map<string, number>();
  const result: PlannedQuestion[] = [];
  const take = (questions: readonly PlannedQuestion[], limit: number) => {
    let taken = 0;
    for (const question of questions) {
      if (result.length === count || taken === limit) return;
      const key = dedupeKey(question.text);
      const used = uses.get(question.frame) ?? 0;
      if (seen.has(key) || used >= MAX_FRAME_USES || !keepsInterviewRules(question.text)) continue;
      seen.add(key);
      uses.set(question.frame, used + 1);
      result.push({ text: question.text, cites: question.cites, frame: question.frame, typed: question.typed });
      taken++;
    }
  };
  take(broad, openers);
  take(specific, Infinity);
  take(broad, Infinity); // only when a specific question was a duplicate
  return result;
}

/** The broad questions, most useful first: the workflow, the sector, the team, then the general bank. */
function broadQuestions(bank: QuestionBank, language: ChatLanguage, profile: CompanyProfile): string[] {
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
