import { type ChatLanguage, DEFAULT_QUESTION_COUNT, type GenerateQuestionsPayload } from '@seedline/shared';
import { detectLanguage, requestedQuestionCount } from '../analysis/text-analysis';

/** The language of the admin's input: Urdu when the company data or the prompt is mostly Urdu script. */
export function inputLanguage(input: GenerateQuestionsPayload): ChatLanguage {
  return detectLanguage(input.companyData) === 'ur' || detectLanguage(input.prompt) === 'ur' ? 'ur' : 'en';
}

/** The number of questions the prompt asks for, else the spec's 10. */
export function questionCount(input: GenerateQuestionsPayload): number {
  return requestedQuestionCount(input.prompt) ?? DEFAULT_QUESTION_COUNT;
}
