import type { QuestionType } from '@/types/generated/api';
import type { SurveyLabels } from '../content/labels';
import { isOtherChoice, type AnswerValue, type MultipleChoiceValue } from './question-controls';
import type { LocalizedQuestion } from './survey-language';

type AnswerLabels = Pick<SurveyLabels, 'yes' | 'no' | 'other' | 'listSeparator' | 'ratingValue' | 'scaleValue'>;

/**
 * A typed answer as the respondent reads it back (previous answers, the chat's own message), in
 * their language: the option labels they saw, "4 out of 5", "Yes", "12 hours per week".
 */
export const shownAnswerText = (
  questionType: QuestionType,
  question: Pick<LocalizedQuestion, 'options' | 'unit'>,
  value: AnswerValue,
  labels: AnswerLabels,
): string => {
  const labelOf = (id: string) => question.options.find((o) => o.id === id)?.label.text ?? id;
  switch (questionType) {
    case 'single_choice':
      return isOtherChoice(value) ? `${labels.other}: ${value.other}` : labelOf(String(value));
    case 'multiple_choice': {
      const { selected, other } = value as MultipleChoiceValue;
      return [...selected.map(labelOf), ...(other === null ? [] : [`${labels.other}: ${other}`])].join(
        labels.listSeparator,
      );
    }
    case 'rating':
      return labels.ratingValue(Number(value));
    case 'scale':
      return labels.scaleValue(Number(value));
    case 'yes_no':
      return value === true ? labels.yes : labels.no;
    case 'number':
      return question.unit ? `${String(value)} ${question.unit.text}` : String(value);
    default:
      return String(value);
  }
};
