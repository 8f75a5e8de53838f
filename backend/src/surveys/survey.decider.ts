// Pure decisions for a survey stream. Time and ids arrive with the command; slug uniqueness
// needs the read model, so the service checks it before deciding.

import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { optionalSlug, optionalText, requiredText } from '../common/text-rules';
import type { QuestionAdded, QuestionType, SurveyCreated, SurveyDeleted, SurveyEvent } from './survey.events';

export const streamIdFor = (surveyId: string): string => `survey-${surveyId}`;

export const SURVEY_LIMITS = {
  title: 200,
  description: 2000,
  logo: 500,
  questionText: 2000,
} as const;

// ---- commands ----

export type CreateSurvey = {
  type: 'CreateSurvey';
  surveyId: string;
  title: string;
  description?: string | null;
  slug?: string | null;
  logo?: string | null;
  isActive?: boolean;
  now: string;
};

export type AddQuestion = {
  type: 'AddQuestion';
  surveyId: string;
  questionId: string;
  questionText: string;
  questionType?: string;
  order?: number;
  isRequired?: boolean;
  now: string;
};

export type DeleteSurvey = { type: 'DeleteSurvey'; surveyId: string; now: string };

export type SurveyCommand = CreateSurvey | AddQuestion | DeleteSurvey;
export type Command = SurveyCommand;

// ---- state ----

export type SurveyQuestionState = { questionId: string; order: number; isRequired: boolean };

export type SurveyState =
  | { status: 'none' }
  | {
      status: 'created' | 'deleted';
      surveyId: string;
      title: string;
      slug: string | null;
      isActive: boolean;
      questions: SurveyQuestionState[];
    };
export type State = SurveyState;

export const initialState = (): SurveyState => ({ status: 'none' });

export function evolve(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'SurveyCreated': {
      const { surveyId, title, slug, isActive } = event.data;
      return { status: 'created', surveyId, title, slug, isActive, questions: [] };
    }
    case 'QuestionAdded': {
      // Stored events are facts: one that does not fit the state is skipped, never rejected.
      if (state.status === 'none') return state;
      const { questionId, order, isRequired } = event.data;
      return { ...state, questions: [...state.questions, { questionId, order, isRequired }] };
    }
    case 'SurveyDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default: {
      // An unknown type means the store holds events newer than this code: fail loudly.
      const unhandled: never = event;
      throw new Error(`Unknown survey event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

// ---- decisions ----

function createSurvey(command: CreateSurvey, state: SurveyState): SurveyCreated[] {
  if (state.status !== 'none') throw new IllegalStateError('Survey already exists');
  const isActive = command.isActive ?? true;
  if (typeof isActive !== 'boolean') throw new ValidationError('isActive must be true or false');
  return [
    {
      type: 'SurveyCreated',
      schemaVersion: 1,
      data: {
        surveyId: command.surveyId,
        title: requiredText(command.title, { label: 'Title', max: SURVEY_LIMITS.title }),
        description: optionalText(command.description, { label: 'Description', max: SURVEY_LIMITS.description }),
        slug: optionalSlug(command.slug),
        logo: optionalText(command.logo, { label: 'Logo', max: SURVEY_LIMITS.logo }),
        isActive,
        createdAt: command.now,
      },
    },
  ];
}

function questionType(value: string | undefined): QuestionType {
  if (value === undefined || value === 'textarea') return 'textarea';
  throw new ValidationError("Question type must be 'textarea'");
}

function questionOrder(value: number | undefined, questionCount: number): number {
  if (value === undefined) return questionCount + 1;
  if (!Number.isInteger(value) || value < 1) {
    throw new ValidationError('Question order must be a whole number of 1 or more');
  }
  return value;
}

function addQuestion(command: AddQuestion, state: SurveyState): QuestionAdded[] {
  if (state.status !== 'created') throw new NotFoundError('Survey not found');
  if (state.questions.some((question) => question.questionId === command.questionId)) {
    throw new IllegalStateError('Question already exists');
  }
  const isRequired = command.isRequired ?? true;
  if (typeof isRequired !== 'boolean') throw new ValidationError('isRequired must be true or false');
  return [
    {
      type: 'QuestionAdded',
      schemaVersion: 1,
      data: {
        surveyId: state.surveyId,
        questionId: command.questionId,
        questionText: requiredText(command.questionText, {
          label: 'Question text',
          max: SURVEY_LIMITS.questionText,
        }),
        questionType: questionType(command.questionType),
        order: questionOrder(command.order, state.questions.length),
        isRequired,
        addedAt: command.now,
      },
    },
  ];
}

function deleteSurvey(command: DeleteSurvey, state: SurveyState): SurveyDeleted[] {
  if (state.status !== 'created') throw new NotFoundError('Survey not found');
  return [{ type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId: state.surveyId, deletedAt: command.now } }];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: SurveyCommand, state: SurveyState): SurveyEvent[] {
  switch (command.type) {
    case 'CreateSurvey':
      return createSurvey(command, state);
    case 'AddQuestion':
      return addQuestion(command, state);
    case 'DeleteSurvey':
      return deleteSurvey(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
