import type { GenerateQuestionsPayload } from '../contract/generate-questions.job';
import type { ChatLanguage } from '../contract/chat-followup.job';
import { TOOL_NAMES_UR, readCompanyProfile, type CompanyProfile } from './company-profile';
import { QUESTION_BANKS, fill, type QuestionBank } from './offline-question-bank';
import { inputLanguage, questionCount } from './generation-target';
import { dedupeKey } from './text-analysis';

/**
 * Deterministic discovery questions: those built from the company's own pains, tools, sector and
 * size alternate with general AI-workflow questions, then workflow-area questions fill any larger
 * count. Exactly `questionCount(input)` distinct questions.
 */
export function offlineQuestions(input: GenerateQuestionsPayload): string[] {
  const language = inputLanguage(input);
  const bank = QUESTION_BANKS[language];
  const specific = specificQuestions(bank, language, readCompanyProfile(input.companyData));
  const ordered = [...interleave(bank.generic, specific), ...areaQuestions(bank)];
  const count = questionCount(input);

  const seen = new Set<string>();
  const result: string[] = [];
  for (const question of ordered) {
    const key = dedupeKey(question);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(question);
    if (result.length === count) break;
  }
  return result;
}

function specificQuestions(bank: QuestionBank, language: ChatLanguage, profile: CompanyProfile): string[] {
  const pains = profile.pains.map((pain) => ({ pain }));
  const tools = profile.tools.map((tool) => ({ tool: language === 'ur' ? (TOOL_NAMES_UR[tool] ?? tool) : tool }));
  const { sector: found } = profile;
  const sector = found
    ? bank.sector.map((t) => fill(t, { sector: found.label[language], examples: found.examples[language] }))
    : [];
  const size = sizeQuestions(bank, profile);

  // First pass: one question per fact; second pass: the deeper variant of each.
  const firstPass = interleaveAll([
    pains.map((v) => fill(bank.pain[0], v)),
    tools.map((v) => fill(bank.tool[0], v)),
    sector.slice(0, 1),
    size.slice(0, 1),
  ]);
  const secondPass = interleaveAll([
    pains.map((v) => fill(bank.pain[1], v)),
    tools.map((v) => fill(bank.tool[1], v)),
    sector.slice(1),
    size.slice(1),
  ]);
  return [...firstPass, ...secondPass];
}

function sizeQuestions(bank: QuestionBank, profile: CompanyProfile): string[] {
  const n = profile.teamSize;
  if (n === null) return profile.small ? [bank.sizeSmall] : [];
  if (n < 50) return [fill(bank.sizeKnownSmall, { n }), bank.sizeSmall];
  return bank.sizeKnownLarge.map((t) => fill(t, { n }));
}

function areaQuestions(bank: QuestionBank): string[] {
  return bank.areaStems.flatMap((stem) => bank.areas.map((area) => fill(stem, { area })));
}

/** a0 b0 a1 b1 ... then the rest of the longer list. */
function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  return interleaveAll([a, b]);
}

function interleaveAll<T>(lists: ReadonlyArray<readonly T[]>): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  }
  return out;
}
