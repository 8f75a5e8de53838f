import type { AnalysedResponse, AnalyseResponsesResult } from '@seedline/shared';
import { answerKind } from './non-answers';
import type { QuestionRoles } from './question-roles';
import { remarksGroup, type Remark } from './remarks';
import { saturation } from './saturation';
import { segmentAnswers, withSegmentAnswers } from './segment-answers';
import type { PosProfile } from './tokens';

/**
 * The parts of a report that come from the survey's design rather than from finding themes (issue 46),
 * the same for every provider: each question's role, the answers to the segment questions, the remarks
 * group and saturation. `themesOf[i]`: the ids of the themes response i (of `analysed`) is in.
 */
export function designParts(
  analysed: readonly AnalysedResponse[],
  roles: QuestionRoles,
  themesOf: ReadonlyArray<readonly string[]>,
  minThemeSize: number,
  profile?: PosProfile,
): Pick<AnalyseResponsesResult, 'questionRoles' | 'segmentAnswers' | 'remarks' | 'saturation'> {
  const segmentQuestions = roles.withRole('segment');
  const remarkQuestions = roles.withRole('remarks').map((q) => q.id);
  const remarks = remarksGroup(remarksOf(analysed, roles), remarkQuestions, analysed.length, profile);
  return {
    questionRoles: roles.all(),
    ...withSegmentAnswers(segmentAnswers(segmentQuestions, analysed)),
    ...(remarks ? { remarks } : {}),
    ...(analysed.length > 0
      ? {
          saturation: saturation(
            analysed,
            themesOf,
            segmentQuestions.map((question) => ({ question, label: roles.label(question.id) })),
            minThemeSize,
          ),
        }
      : {}),
  };
}

/** Every answer and answered follow-up to a remarks question, with what kind of answer it is. */
function remarksOf(analysed: readonly AnalysedResponse[], roles: QuestionRoles): Remark[] {
  return analysed
    .flatMap((r, response) => [
      ...r.answers
        .filter((a) => a.text.trim().length > 0 && roles.of(a.questionId) === 'remarks')
        .map((a) => ({ response, questionId: a.questionId, source: 'answer' as const, text: a.text })),
      ...(r.followUps ?? [])
        .filter((f) => f.answer.trim().length > 0 && roles.of(f.questionId) === 'remarks')
        .map((f) => ({ response, questionId: f.questionId, source: 'follow-up' as const, text: f.answer })),
    ])
    .map((unit) => ({ ...unit, kind: answerKind(unit.text) }));
}

/** The ids of the themes each response is in. */
export function themesPerResponse(
  count: number,
  themes: ReadonlyArray<{ id: string; members: readonly number[] }>,
): string[][] {
  const out: string[][] = Array.from({ length: count }, () => []);
  for (const t of themes) for (const m of t.members) out[m]!.push(t.id);
  return out;
}
