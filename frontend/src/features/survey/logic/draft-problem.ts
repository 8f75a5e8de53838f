import type { SurveyLabels } from '../content/labels';
import type { DraftAnswer } from './question-controls';

/** Why a draft cannot be sent, in the respondent's language; null when it can (or is merely empty). */
export const draftProblemText = (answer: DraftAnswer, labels: SurveyLabels): string | null => {
  if (answer.kind !== 'invalid') return null;
  const bound = answer.bound ?? 0;
  switch (answer.problem) {
    case 'otherEmpty':
      return labels.otherEmpty;
    case 'otherChoiceEmpty':
      return labels.otherChoiceEmpty;
    case 'notANumber':
      return labels.notANumber;
    case 'tooSmall':
      return labels.tooSmall(bound);
    case 'tooLarge':
      return labels.tooLarge(bound);
    case 'tooLong':
      return labels.tooLong(bound);
    default: {
      const unhandled: never = answer.problem;
      throw new Error(`Unknown problem ${String(unhandled)}`);
    }
  }
};
