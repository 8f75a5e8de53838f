import type { ResponseRecorder } from '../logic/response-recorder';
import { askFollowUp } from './ask-follow-up';
import { completeResponse } from './complete-response';
import { saveAnswer } from './save-answer';

/** A respondent's answers, recorded on the server as they are given. */
export const serverRecorder: ResponseRecorder = {
  saveAnswer,
  complete: (responseId) => completeResponse(responseId),
  askFollowUp,
};
