import type {
  AnalyseResponsesPayload,
  AnalyseResponsesResult,
  AnalysisProgress,
  ChatFollowUpPayload,
  ChatFollowUpResult,
  GenerateQuestionsPayload,
  GenerateQuestionsResult,
  TranslateTextsPayload,
  TranslateTextsResult,
} from '@seedline/shared';

/** What every AI provider (OpenAI-compatible or the offline one) offers to the job processor. */
export type AiProvider = {
  /** Short, honest name for logs and health output, e.g. "offline" or "openai:gpt-4o-mini". */
  readonly name: string;
  generateQuestions(input: GenerateQuestionsPayload): Promise<GenerateQuestionsResult>;
  chatFollowUp(input: ChatFollowUpPayload): Promise<ChatFollowUpResult>;
  /**
   * Every key of the input once, translated. A provider that cannot translate throws AiUnsupportedError
   * with words for the admin; without the method the job fails the same way.
   */
  translateTexts?(input: TranslateTextsPayload): Promise<TranslateTextsResult>;
  /**
   * A provider's own reading of a survey's responses; without one, the job runs the offline analysis
   * (analyseResponsesOffline). The report has been through the quote guard.
   */
  analyseResponses?(input: AnalyseResponsesPayload, onProgress: AnalysisProgress): Promise<AnalyseResponsesResult>;
};
