import type { ChatFollowUpPayload, ChatLanguage } from '@seedline/shared';
import { asksStatisticAsProcess, isLeading } from '../interview-guard';
import { planQuestions } from '../offline-questions';
import { offlineProbe } from '../offline-follow-up';
import { dedupeKey, detectLanguage } from '../../analysis/text-analysis';
import type { EvaluationAnswer } from './answers';
import type { EvaluationProfile } from './profiles';
import { scoreVoice, type VoiceScore } from './voice';

export const EVALUATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

export type ProfileScore = {
  id: string;
  field: string;
  cited: string[];
  missed: string[];
  distinct: number;
  /** Questions quoting the company's own words (any expected specific). */
  citing: number;
  statisticAsProcess: string[];
  leading: string[];
  questions: string[];
  /** The consultant's-voice checks (voice.ts). */
  voice: VoiceScore;
  /** Frames the generator used more than twice ("system.enter (3)"). */
  overusedFrames: string[];
};

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

export function scoreProfile(profile: EvaluationProfile): ProfileScore {
  const plan = planQuestions({ prompt: EVALUATION_PROMPT, companyData: profile.text });
  const questions = plan.map((q) => q.text);
  const text = norm(questions.join('\n'));
  const cited = profile.expect.filter((e) => text.includes(norm(e)));
  return {
    id: profile.id,
    field: profile.field,
    cited,
    missed: profile.expect.filter((e) => !cited.includes(e)),
    distinct: new Set(questions.map(dedupeKey)).size,
    citing: plan.filter((q) => q.cites).length,
    statisticAsProcess: questions.filter(asksStatisticAsProcess),
    leading: questions.filter(isLeading),
    questions,
    voice: scoreVoice(
      questions,
      plan.map((q) => q.typed),
    ),
    overusedFrames: overused(plan.map((q) => q.frame)),
  };
}

function overused(frames: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const frame of frames) counts.set(frame, (counts.get(frame) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 2).map(([frame, n]) => `${frame} (${n})`);
}

/** A word at a word start ("AI" is not in "wait"). */
function mentions(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}`, 'iu').test(text);
}

export type AnswerScore = { id: string; followUp: string | null; accepted: boolean; problems: string[] };

export function scoreAnswer(answer: EvaluationAnswer): AnswerScore {
  const input: ChatFollowUpPayload = {
    userMessage: answer.answer,
    currentQuestion: answer.question,
    conversationHistory: [{ role: 'assistant', content: answer.question }],
    isLastQuestion: false,
    language: answer.language,
  };
  const followUp = offlineProbe(input);
  const problems: string[] = [];
  if (answer.expectFollowUp === false) {
    if (followUp !== null) problems.push('asked a follow-up after a specific answer');
    return { id: answer.id, followUp, accepted: problems.length === 0, problems };
  }
  if (followUp === null) return { id: answer.id, followUp, accepted: false, problems: ['no follow-up'] };
  const f = norm(followUp);
  for (const word of answer.mustMention) if (!f.includes(norm(word))) problems.push(`does not name "${word}"`);
  for (const word of answer.mustNotMention) if (mentions(followUp, word)) problems.push(`introduces "${word}"`);
  if (!/[?؟]$/.test(followUp)) problems.push('not a question');
  if (detectLanguage(followUp) !== (answer.language satisfies ChatLanguage)) problems.push('wrong language');
  if (isLeading(followUp)) problems.push('leading');
  return { id: answer.id, followUp, accepted: problems.length === 0, problems };
}
