import type { Answer, SurveyMode } from '@/types/generated/api';
import type { SurveyLanguage } from './survey-language';

// The survey page's screens (spec section 4): language, mode, the response being created, the
// survey itself. A stored response of this tab skips straight to the survey.

export type SurveyResume = { answers: Answer[] };

export type SurveyPageState =
  | { phase: 'checking' }
  | { phase: 'language' }
  | { phase: 'mode'; language: SurveyLanguage }
  | { phase: 'starting'; language: SurveyLanguage; mode: SurveyMode }
  | { phase: 'taking'; language: SurveyLanguage; mode: SurveyMode; responseId: string; resume: SurveyResume | null };

export type SurveyPageAction =
  | { type: 'nothingToResume' }
  | { type: 'resumed'; language: SurveyLanguage; mode: SurveyMode; responseId: string; resume: SurveyResume }
  | { type: 'languageChosen'; language: SurveyLanguage }
  | { type: 'changeLanguage' }
  | { type: 'modeChosen'; mode: SurveyMode }
  | { type: 'started'; responseId: string }
  | { type: 'startFailed' };

export const initialSurveyPageState = (hasStoredResponse: boolean): SurveyPageState =>
  hasStoredResponse ? { phase: 'checking' } : { phase: 'language' };

export const surveyPageReducer = (state: SurveyPageState, action: SurveyPageAction): SurveyPageState => {
  switch (action.type) {
    case 'nothingToResume':
      return state.phase === 'checking' ? { phase: 'language' } : state;
    case 'resumed':
      if (state.phase !== 'checking') return state;
      return {
        phase: 'taking',
        language: action.language,
        mode: action.mode,
        responseId: action.responseId,
        resume: action.resume,
      };
    case 'languageChosen':
      return state.phase === 'language' ? { phase: 'mode', language: action.language } : state;
    case 'changeLanguage':
      return state.phase === 'mode' ? { phase: 'language' } : state;
    case 'modeChosen':
      return state.phase === 'mode' ? { phase: 'starting', language: state.language, mode: action.mode } : state;
    case 'started':
      if (state.phase !== 'starting') return state;
      return {
        phase: 'taking',
        language: state.language,
        mode: state.mode,
        responseId: action.responseId,
        resume: null,
      };
    case 'startFailed':
      // The mode is reset: back to the mode choice, in the language already chosen.
      return state.phase === 'starting' ? { phase: 'mode', language: state.language } : state;
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown action ${(unhandled as { type?: unknown }).type}`);
    }
  }
};

/** The language the screen speaks before one is chosen is English. */
export const pageLanguage = (state: SurveyPageState): SurveyLanguage => ('language' in state ? state.language : 'en');
