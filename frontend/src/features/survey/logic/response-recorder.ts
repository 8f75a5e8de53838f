import type { ChatFollowUpInput, FollowUpReply, RecordAnswerInput } from '@/types/generated/api';
import type { AnswerValue } from './question-controls';

/**
 * With `followUpId` it answers that AI follow-up of questionId. Text questions send answerText;
 * typed questions send answerValue (the server derives the text an admin reads).
 */
export type SaveAnswerInput = Omit<RecordAnswerInput, 'answerText' | 'answerValue'> &
  ({ answerText: string; answerValue?: undefined } | { answerText?: undefined; answerValue: AnswerValue });

/**
 * Where a response's answers go once it has started: the server (a respondent's page), or nowhere but
 * the tab (an admin's preview, issue 48: the preview walks the survey and records nothing).
 */
export type ResponseRecorder = {
  saveAnswer: (input: SaveAnswerInput) => Promise<void>;
  complete: (responseId: string) => Promise<void>;
  askFollowUp: (body: ChatFollowUpInput) => Promise<FollowUpReply>;
};
