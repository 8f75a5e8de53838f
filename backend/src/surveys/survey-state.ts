// A survey stream's state: the events folded (evolve), and the lookups every decision starts from.

import type { AnalysisRole } from '@seedline/shared';
import { evolveLogic, type SurveyLogic } from './logic/survey-logic.decider';
import { NotFoundError } from '../common/errors';
import { shapeOf, type QuestionShape } from '@seedline/shared';
import {
  DEFAULT_SURVEY_LANGUAGES,
  TRANSLATION_LANGUAGES,
  type SurveyLanguage,
  type SurveyTranslation,
  type TranslationLanguage,
} from './translations';
import type { SurveyCreated, SurveyEvent } from './survey.events';
import { surveyEventTypes } from './survey.events';
import type { HiddenField } from './response-settings';
import { DEFAULT_END_SCREEN, type EndScreen } from './sharing';

// ---- state ----

export type SurveyQuestionState = {
  questionId: string;
  questionText: string;
  shape: QuestionShape;
  order: number;
  isRequired: boolean;
  /** The consultant's choice of its role in the analysis; absent: inferred. */
  analysisRole?: AnalysisRole | null;
};

export type SurveyTranslations = Partial<Record<TranslationLanguage, SurveyTranslation>>;

export type SurveyState =
  | { status: 'none' }
  | {
      status: 'created' | 'deleted';
      surveyId: string;
      title: string;
      description: string | null;
      slug: string | null;
      logo: string | null;
      isActive: boolean;
      closesAt: string | null;
      responseCap: number | null;
      /** In the order they are shown (by order, then as added). */
      questions: SurveyQuestionState[];
      languages: SurveyLanguage[];
      translations: SurveyTranslations;
      hiddenFields: HiddenField[];
      abandonAfterDays: number | null;
      /** Who may embed it (survey-sharing.ts); empty: nobody else. */
      embedOrigins: string[];
      endScreen: EndScreen;
      /** On the unlocked /surveys list (true, the default) or only reachable by its link. */
      listed: boolean;
      /** The client it is for (clients/), or null. */
      clientId: string | null;
      /** Each question's branching rules, in order (survey-logic.decider.ts). */
      logic: SurveyLogic;
    };

export type ExistingSurvey = Exclude<SurveyState, { status: 'none' }>;

export type State = SurveyState;

export const initialState = (): SurveyState => ({ status: 'none' });

/** Questions sorted as shown: by order, ties as added (a stable sort). */
export const byOrder = (questions: SurveyQuestionState[]): SurveyQuestionState[] =>
  [...questions].sort((a, b) => a.order - b.order);

/** The translations without a removed question's texts. */
export function withoutQuestion(translations: SurveyTranslations, questionId: string): SurveyTranslations {
  const result: SurveyTranslations = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = translations[language];
    if (!translation) continue;
    const { [questionId]: _removed, ...questions } = translation.questions;
    result[language] = { ...translation, questions };
  }
  return result;
}

export function evolve(state: SurveyState, event: SurveyEvent): SurveyState {
  if (event.type === 'SurveyCreated') {
    const { surveyId, title, description, slug, logo, isActive } = event.data;
    const settings = {
      closesAt: null,
      responseCap: null,
      questions: [],
      languages: [...DEFAULT_SURVEY_LANGUAGES],
      translations: {},
      hiddenFields: [],
      abandonAfterDays: null,
      embedOrigins: [],
      endScreen: DEFAULT_END_SCREEN,
      listed: true,
      clientId: null,
      logic: {},
    };
    return { status: 'created', surveyId, title, description, slug, logo, isActive, ...settings };
  }
  if (state.status !== 'none') return evolveExisting(state, event);
  // Stored events are facts: one that does not fit the state is skipped, never rejected; an unknown
  // type means the store holds events newer than this code: fail loudly.
  if (!surveyEventTypes.includes(event.type)) throw new Error(`Unknown survey event ${String(event.type)}`);
  return state;
}

export function evolveExisting(state: ExistingSurvey, event: Exclude<SurveyEvent, SurveyCreated>): SurveyState {
  switch (event.type) {
    case 'QuestionAdded': {
      const { questionId, questionText, order, isRequired } = event.data;
      const added = { questionId, questionText, shape: shapeOf(event.data), order, isRequired };
      return { ...state, questions: byOrder([...state.questions, added]) };
    }
    case 'SurveyDeleted':
      return { ...state, status: 'deleted' };
    case 'SurveyDetailsChanged': {
      const { surveyId: _id, changedAt: _at, ...changed } = event.data;
      return { ...state, ...changed };
    }
    case 'SurveyActivated':
      return { ...state, isActive: true };
    case 'SurveyDeactivated':
      return { ...state, isActive: false };
    case 'SurveyCloseDateSet':
      return { ...state, closesAt: event.data.closesAt };
    case 'SurveyResponseCapSet':
      return { ...state, responseCap: event.data.responseCap };
    case 'SurveyDuplicated':
      return state;
    case 'QuestionReworded': {
      const { questionId, questionText } = event.data;
      const questions = state.questions.map((q) => (q.questionId === questionId ? { ...q, questionText } : q));
      return { ...state, questions };
    }
    case 'QuestionRemoved': {
      const { questionId } = event.data;
      const questions = state.questions.filter((q) => q.questionId !== questionId);
      return { ...state, questions, translations: withoutQuestion(state.translations, questionId) };
    }
    case 'QuestionsReordered': {
      const position = new Map(event.data.questionIds.map((id, index) => [id, index + 1]));
      const questions = state.questions.map((q) => ({ ...q, order: position.get(q.questionId) ?? q.order }));
      return { ...state, questions: byOrder(questions) };
    }
    case 'QuestionShapeChanged': {
      const { surveyId: _id, questionId, changedAt: _at, ...shape } = event.data;
      const questions = state.questions.map((q) => (q.questionId === questionId ? { ...q, shape: shapeOf(shape) } : q));
      return { ...state, questions };
    }
    case 'QuestionAnalysisRoleSet': {
      const { questionId, role } = event.data;
      const questions = state.questions.map((q) => (q.questionId === questionId ? { ...q, analysisRole: role } : q));
      return { ...state, questions };
    }
    case 'QuestionRequiredSet': {
      const { questionId, isRequired } = event.data;
      const questions = state.questions.map((q) => (q.questionId === questionId ? { ...q, isRequired } : q));
      return { ...state, questions };
    }
    case 'SurveyLanguagesSet':
      return { ...state, languages: [...event.data.languages] };
    case 'SurveyTranslationSet':
      return { ...state, translations: { ...state.translations, [event.data.language]: event.data.translation } };
    case 'SurveyHiddenFieldsSet':
      return { ...state, hiddenFields: event.data.hiddenFields };
    case 'SurveyAbandonAfterSet':
      return { ...state, abandonAfterDays: event.data.abandonAfterDays };
    case 'SurveyEmbedOriginsSet':
      return { ...state, embedOrigins: [...event.data.origins] };
    case 'SurveyEndScreenSet':
      return { ...state, endScreen: event.data.endScreen };
    case 'SurveyListingSet':
      return { ...state, listed: event.data.listed };
    case 'SurveyClientSet':
      return { ...state, clientId: event.data.clientId };
    case 'LogicRuleAdded':
    case 'LogicRuleChanged':
    case 'LogicRuleRemoved':
      return { ...state, logic: evolveLogic(state.logic, event) };
    default: {
      // An unknown type means the store holds events newer than this code: fail loudly.
      const unhandled: never = event;
      throw new Error(`Unknown survey event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

/** The survey the command is about; a deleted one is gone for every command. */
export function existing(state: SurveyState): ExistingSurvey {
  if (state.status !== 'created') throw new NotFoundError('Survey not found');
  return state;
}

export function questionOf(survey: ExistingSurvey, questionId: string): SurveyQuestionState {
  const question = survey.questions.find((q) => q.questionId === questionId);
  if (!question) throw new NotFoundError('Question not found');
  return question;
}
