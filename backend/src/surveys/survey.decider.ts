// Pure decisions for a survey stream. Time and ids arrive with the command; slug uniqueness
// needs the read model, so the service checks it before deciding.

import { canonicalJson } from '../common/canonical-json';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { charLength, isoTimestamp, optionalSlug, optionalText, requiredText } from '../common/text-rules';
import {
  isChoiceType,
  lockedShapeChange,
  questionShape,
  shapeOf,
  storedShape,
  type ChoiceOption,
  type QuestionShape,
  type QuestionShapeInput,
} from './question-shape';
import {
  DEFAULT_SURVEY_LANGUAGES,
  surveyLanguages,
  surveyTranslation,
  TRANSLATION_LANGUAGES,
  type QuestionTranslation,
  type SurveyLanguage,
  type SurveyTranslation,
  type TranslationLanguage,
} from './survey-translation';
import type {
  QuestionAdded,
  QuestionRemoved,
  QuestionRequiredSet,
  QuestionReworded,
  QuestionShapeChanged,
  QuestionsReordered,
  SurveyCloseDateSet,
  SurveyCreated,
  SurveyDeleted,
  SurveyDetailsChanged,
  SurveyDuplicated,
  SurveyEvent,
  SurveyLanguagesSet,
  SurveyResponseCapSet,
  SurveyTranslationSet,
} from './survey.events';
import { surveyEventTypes } from './survey.events';
import type { HiddenField } from './hidden-fields';
import {
  copiedResponseSettings,
  decideResponseSettings,
  type ResponseSettingsCommand,
} from './response-settings.decider';
import { DEFAULT_END_SCREEN, type EndScreen } from './survey-sharing';
import { decideSharing, type SetEmbedOrigins, type SetEndScreen } from './survey-sharing.decider';
import { copiedLogic, decideLogic, evolveLogic, type LogicCommand, type SurveyLogic } from './survey-logic.decider';

export const streamIdFor = (surveyId: string): string => `survey-${surveyId}`;

export const SURVEY_LIMITS = {
  title: 200,
  description: 2000,
  logo: 500,
  questionText: 2000,
  /** The largest response cap; a cap is a whole number from 1. */
  responseCap: 1_000_000_000,
} as const;

export const QUESTIONS_LOCKED_MESSAGES = {
  remove: 'Questions cannot be removed once the survey has responses',
  reorder: 'Questions cannot be reordered once the survey has responses',
  addInside: 'Once the survey has responses, new questions can only be added at the end',
} as const;

const COPY_TITLE_SUFFIX = ' (copy)';

// ---- commands ----

export type CreateSurvey = {
  type: 'CreateSurvey';
  surveyId: string;
  title: string;
  description?: string | null;
  slug?: string | null;
  logo?: string | null;
  isActive?: boolean;
  /** The languages respondents may choose; left out: English and Urdu. */
  languages?: unknown;
  now: string;
};

/** The shape fields are checked by questionShape (question-shape.ts); all left out: a long text question. */
export type AddQuestion = {
  type: 'AddQuestion';
  surveyId: string;
  questionId: string;
  questionText: string;
  order?: number;
  isRequired?: boolean;
  /** Whether the survey has a response (read model): then a question may only be added at the end. */
  hasResponses?: boolean;
  now: string;
} & QuestionShapeInput;

export type DeleteSurvey = { type: 'DeleteSurvey'; surveyId: string; now: string };

/** Any of the fields; those left out stay as they are, and unchanged values record nothing. */
export type EditSurvey = {
  type: 'EditSurvey';
  surveyId: string;
  title?: string;
  description?: string | null;
  /** Checked to be free by the service (it needs the read model). */
  slug?: string | null;
  logo?: string | null;
  isActive?: boolean;
  closesAt?: string | null;
  responseCap?: number | null;
  languages?: unknown;
  now: string;
};

/** Decided on the copy's (empty) stream, from the source's folded state. */
export type DuplicateSurvey = {
  type: 'DuplicateSurvey';
  surveyId: string;
  source: SurveyState;
  /** A free slug for the copy, found by the service (`<slug>-copy`, `-copy-2`, ...), or null. */
  slug: string | null;
  /** Ids for the copies of the source's questions, one each, in the source's question order. */
  questionIds: string[];
  now: string;
};

export type RewordQuestion = {
  type: 'RewordQuestion';
  surveyId: string;
  questionId: string;
  questionText: string;
  now: string;
};

export type RemoveQuestion = {
  type: 'RemoveQuestion';
  surveyId: string;
  questionId: string;
  hasResponses: boolean;
  now: string;
};

export type ReorderQuestions = {
  type: 'ReorderQuestions';
  surveyId: string;
  questionIds: string[];
  hasResponses: boolean;
  now: string;
};

/**
 * Any of the question's text and shape fields. The shape fields sent are laid over the current shape;
 * a new questionType drops the settings that do not belong to it (unless sent). Once the survey has
 * responses, the type, the options and "Other" are kept (lockedShapeChange): 409.
 */
export type EditQuestion = {
  type: 'EditQuestion';
  surveyId: string;
  questionId: string;
  questionText?: string;
  isRequired?: boolean;
  hasResponses: boolean;
  now: string;
} & QuestionShapeInput;

/** One language's whole translation, replaced (blank texts fall back to the original). */
export type SetSurveyTranslation = {
  type: 'SetSurveyTranslation';
  surveyId: string;
  language: string;
  translation: unknown;
  now: string;
};

export type SurveyCommand =
  | CreateSurvey
  | AddQuestion
  | DeleteSurvey
  | EditSurvey
  | DuplicateSurvey
  | RewordQuestion
  | RemoveQuestion
  | ReorderQuestions
  | EditQuestion
  | SetSurveyTranslation
  | ResponseSettingsCommand
  | SetEmbedOrigins
  | SetEndScreen
  | LogicCommand;
export type Command = SurveyCommand;

// ---- state ----

export type SurveyQuestionState = {
  questionId: string;
  questionText: string;
  shape: QuestionShape;
  order: number;
  isRequired: boolean;
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
      /** Each question's branching rules, in order (survey-logic.decider.ts). */
      logic: SurveyLogic;
    };
type ExistingSurvey = Exclude<SurveyState, { status: 'none' }>;
export type State = SurveyState;

export const initialState = (): SurveyState => ({ status: 'none' });

/** Questions sorted as shown: by order, ties as added (a stable sort). */
const byOrder = (questions: SurveyQuestionState[]): SurveyQuestionState[] =>
  [...questions].sort((a, b) => a.order - b.order);

/** The translations without a removed question's texts. */
function withoutQuestion(translations: SurveyTranslations, questionId: string): SurveyTranslations {
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

function evolveExisting(state: ExistingSurvey, event: Exclude<SurveyEvent, SurveyCreated>): SurveyState {
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

// ---- decisions ----

const sameLanguages = (a: readonly SurveyLanguage[], b: readonly SurveyLanguage[]): boolean =>
  a.length === b.length && a.every((language, index) => language === b[index]);

function languagesSet(surveyId: string, languages: SurveyLanguage[], at: string): SurveyLanguagesSet {
  return { type: 'SurveyLanguagesSet', schemaVersion: 1, data: { surveyId, languages, setAt: at } };
}

function createSurvey(command: CreateSurvey, state: SurveyState): SurveyEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('Survey already exists');
  const isActive = command.isActive ?? true;
  if (typeof isActive !== 'boolean') throw new ValidationError('isActive must be true or false');
  const languages = command.languages === undefined ? null : surveyLanguages(command.languages);
  const declared =
    languages === null || sameLanguages(languages, DEFAULT_SURVEY_LANGUAGES)
      ? []
      : [languagesSet(command.surveyId, languages, command.now)];
  const created: SurveyCreated[] = [
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
  return [...created, ...declared];
}

const questionText = (value: unknown): string =>
  requiredText(value, { label: 'Question text', max: SURVEY_LIMITS.questionText });

/** The order after the last question: what "at the end" means. */
const endOrder = (questions: SurveyQuestionState[]): number =>
  questions.reduce((max, question) => Math.max(max, question.order), 0) + 1;

function questionOrder(value: number | undefined, questions: SurveyQuestionState[]): number {
  if (value === undefined) return endOrder(questions);
  if (!Number.isInteger(value) || value < 1) {
    throw new ValidationError('Question order must be a whole number of 1 or more');
  }
  return value;
}

/** The survey the command is about; a deleted one is gone for every command. */
function existing(state: SurveyState): ExistingSurvey {
  if (state.status !== 'created') throw new NotFoundError('Survey not found');
  return state;
}

function addQuestion(command: AddQuestion, state: SurveyState): QuestionAdded[] {
  const survey = existing(state);
  if (survey.questions.some((question) => question.questionId === command.questionId)) {
    throw new IllegalStateError('Question already exists');
  }
  const order = questionOrder(command.order, survey.questions);
  // Answers point at their questions by id, and a respondent mid-way counts on the order he saw.
  if (command.hasResponses && order < endOrder(survey.questions)) {
    throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.addInside);
  }
  const isRequired = command.isRequired ?? true;
  if (typeof isRequired !== 'boolean') throw new ValidationError('isRequired must be true or false');
  const text = questionText(command.questionText);
  const shape = questionShape(command);
  return [
    {
      type: 'QuestionAdded',
      schemaVersion: 1,
      data: {
        surveyId: survey.surveyId,
        questionId: command.questionId,
        questionText: text,
        ...storedShape(shape),
        order,
        isRequired,
        addedAt: command.now,
      },
    },
  ];
}

function deleteSurvey(command: DeleteSurvey, state: SurveyState): SurveyDeleted[] {
  const { surveyId } = existing(state);
  return [{ type: 'SurveyDeleted', schemaVersion: 1, data: { surveyId, deletedAt: command.now } }];
}

function closesAt(value: string | null): string | null {
  return value === null ? null : isoTimestamp(value, 'closesAt');
}

function responseCap(value: number | null): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > SURVEY_LIMITS.responseCap) {
    throw new ValidationError('responseCap must be a whole number of 1 or more');
  }
  return value;
}

/** The edited details that differ from the survey's: each validated as at creation. */
function changedDetails(
  command: EditSurvey,
  survey: ExistingSurvey,
): Omit<SurveyDetailsChanged['data'], 'surveyId' | 'changedAt'> {
  const changed: Omit<SurveyDetailsChanged['data'], 'surveyId' | 'changedAt'> = {};
  if (command.title !== undefined) {
    const title = requiredText(command.title, { label: 'Title', max: SURVEY_LIMITS.title });
    if (title !== survey.title) changed.title = title;
  }
  if (command.description !== undefined) {
    const description = optionalText(command.description, { label: 'Description', max: SURVEY_LIMITS.description });
    if (description !== survey.description) changed.description = description;
  }
  if (command.slug !== undefined) {
    const slug = optionalSlug(command.slug);
    if (slug !== survey.slug) changed.slug = slug;
  }
  if (command.logo !== undefined) {
    const logo = optionalText(command.logo, { label: 'Logo', max: SURVEY_LIMITS.logo });
    if (logo !== survey.logo) changed.logo = logo;
  }
  return changed;
}

/** Only what changes is recorded: an edit that changes nothing records nothing. */
function editSurvey(command: EditSurvey, state: SurveyState): SurveyEvent[] {
  const survey = existing(state);
  const { surveyId } = survey;
  const at = command.now;
  const events: SurveyEvent[] = [];
  const details = changedDetails(command, survey);
  if (Object.keys(details).length > 0) {
    events.push({ type: 'SurveyDetailsChanged', schemaVersion: 1, data: { surveyId, ...details, changedAt: at } });
  }
  if (command.isActive !== undefined) {
    if (typeof command.isActive !== 'boolean') throw new ValidationError('isActive must be true or false');
    if (command.isActive && !survey.isActive) {
      events.push({ type: 'SurveyActivated', schemaVersion: 1, data: { surveyId, activatedAt: at } });
    } else if (!command.isActive && survey.isActive) {
      events.push({ type: 'SurveyDeactivated', schemaVersion: 1, data: { surveyId, deactivatedAt: at } });
    }
  }
  if (command.closesAt !== undefined) {
    const value = closesAt(command.closesAt);
    if (value !== survey.closesAt) {
      events.push({ type: 'SurveyCloseDateSet', schemaVersion: 1, data: { surveyId, closesAt: value, setAt: at } });
    }
  }
  if (command.responseCap !== undefined) {
    const value = responseCap(command.responseCap);
    if (value !== survey.responseCap) {
      events.push({
        type: 'SurveyResponseCapSet',
        schemaVersion: 1,
        data: { surveyId, responseCap: value, setAt: at },
      });
    }
  }
  if (command.languages !== undefined) {
    const languages = surveyLanguages(command.languages);
    if (!sameLanguages(languages, survey.languages)) events.push(languagesSet(surveyId, languages, at));
  }
  return events;
}

/** The copy's title: the source's with " (copy)", shortened to fit the title limit. */
export function copyTitle(title: string): string {
  const room = SURVEY_LIMITS.title - charLength(COPY_TITLE_SUFFIX);
  const kept = charLength(title) > room ? Array.from(title).slice(0, room).join('').trimEnd() : title;
  return `${kept}${COPY_TITLE_SUFFIX}`;
}

/** A new survey with everything of the source (details, questions, close date, cap), switched off. */
function duplicateSurvey(command: DuplicateSurvey, state: SurveyState): SurveyEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('Survey already exists');
  const source = existing(command.source);
  if (command.questionIds.length !== source.questions.length) {
    throw new Error('DuplicateSurvey needs one new question id per source question');
  }
  const { surveyId, now } = command;
  const created: SurveyCreated = {
    type: 'SurveyCreated',
    schemaVersion: 1,
    data: {
      surveyId,
      title: copyTitle(source.title),
      description: source.description,
      slug: optionalSlug(command.slug),
      logo: source.logo,
      isActive: false,
      createdAt: now,
    },
  };
  const duplicated: SurveyDuplicated = {
    type: 'SurveyDuplicated',
    schemaVersion: 1,
    data: { surveyId, sourceSurveyId: source.surveyId, duplicatedAt: now },
  };
  const questions: QuestionAdded[] = source.questions.map((question, index) => ({
    type: 'QuestionAdded',
    schemaVersion: 1,
    data: {
      surveyId,
      questionId: command.questionIds[index]!,
      questionText: question.questionText,
      ...storedShape(question.shape),
      order: index + 1,
      isRequired: question.isRequired,
      addedAt: now,
    },
  }));
  const settings: SurveyEvent[] = [];
  if (source.closesAt !== null) {
    const data = { surveyId, closesAt: source.closesAt, setAt: now };
    settings.push({ type: 'SurveyCloseDateSet', schemaVersion: 1, data } satisfies SurveyCloseDateSet);
  }
  if (source.responseCap !== null) {
    const data = { surveyId, responseCap: source.responseCap, setAt: now };
    settings.push({ type: 'SurveyResponseCapSet', schemaVersion: 1, data } satisfies SurveyResponseCapSet);
  }
  if (!sameLanguages(source.languages, DEFAULT_SURVEY_LANGUAGES)) {
    settings.push(languagesSet(surveyId, [...source.languages], now));
  }
  settings.push(...copiedResponseSettings(source, surveyId, now));
  if (source.embedOrigins.length > 0) {
    const data = { surveyId, origins: [...source.embedOrigins], setAt: now };
    settings.push({ type: 'SurveyEmbedOriginsSet', schemaVersion: 1, data });
  }
  if (canonicalJson(source.endScreen) !== canonicalJson(DEFAULT_END_SCREEN)) {
    settings.push({
      type: 'SurveyEndScreenSet',
      schemaVersion: 1,
      data: { surveyId, endScreen: source.endScreen, setAt: now },
    });
  }
  // The copies' translations name the copies' questions.
  const copyId = new Map(source.questions.map((question, index) => [question.questionId, command.questionIds[index]!]));
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = source.translations[language];
    if (!translation || isEmptyTranslation(translation)) continue;
    const mapped: SurveyTranslation = { ...translation, questions: {} };
    for (const [questionId, texts] of Object.entries(translation.questions)) {
      const id = copyId.get(questionId);
      if (id !== undefined) mapped.questions[id] = texts;
    }
    settings.push(translationSet(surveyId, language, mapped, now));
  }
  return [created, duplicated, ...questions, ...settings, ...copiedLogic(source.logic, copyId, surveyId, now)];
}

const isEmptyTranslation = (translation: SurveyTranslation): boolean =>
  translation.title === undefined &&
  translation.description === undefined &&
  Object.keys(translation.questions).length === 0;

function translationSet(
  surveyId: string,
  language: TranslationLanguage,
  translation: SurveyTranslation,
  at: string,
): SurveyTranslationSet {
  return { type: 'SurveyTranslationSet', schemaVersion: 1, data: { surveyId, language, translation, setAt: at } };
}

function questionOf(survey: ExistingSurvey, questionId: string): SurveyQuestionState {
  const question = survey.questions.find((q) => q.questionId === questionId);
  if (!question) throw new NotFoundError('Question not found');
  return question;
}

/** Always allowed: the answers given before keep the wording they were answered against. */
function rewordQuestion(command: RewordQuestion, state: SurveyState): QuestionReworded[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  const text = questionText(command.questionText);
  if (text === question.questionText) return [];
  const data = {
    surveyId: survey.surveyId,
    questionId: question.questionId,
    questionText: text,
    rewordedAt: command.now,
  };
  return [{ type: 'QuestionReworded', schemaVersion: 1, data }];
}

/** Before the first response only; the remaining questions close the gap (1, 2, 3, ...). */
function removeQuestion(command: RemoveQuestion, state: SurveyState): SurveyEvent[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  if (command.hasResponses) throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.remove);
  const { surveyId } = survey;
  const removed: QuestionRemoved = {
    type: 'QuestionRemoved',
    schemaVersion: 1,
    data: { surveyId, questionId: question.questionId, removedAt: command.now },
  };
  const remaining = survey.questions.filter((q) => q.questionId !== question.questionId);
  if (remaining.every((q, index) => q.order === index + 1)) return [removed];
  const questionIds = remaining.map((q) => q.questionId);
  return [
    removed,
    { type: 'QuestionsReordered', schemaVersion: 1, data: { surveyId, questionIds, reorderedAt: command.now } },
  ];
}

/** Before the first response only; the list must name every question of the survey once. */
function reorderQuestions(command: ReorderQuestions, state: SurveyState): QuestionsReordered[] {
  const survey = existing(state);
  const ids = command.questionIds;
  const known = new Set(survey.questions.map((q) => q.questionId));
  const complete =
    Array.isArray(ids) &&
    ids.length === known.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => known.has(id));
  if (!complete) throw new ValidationError("questionIds must list each of the survey's questions exactly once");
  if (command.hasResponses) throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.reorder);
  if (survey.questions.every((q, index) => q.questionId === ids[index] && q.order === index + 1)) return [];
  const data = { surveyId: survey.surveyId, questionIds: [...ids], reorderedAt: command.now };
  return [{ type: 'QuestionsReordered', schemaVersion: 1, data }];
}

const SHAPE_FIELDS = ['questionType', 'options', 'allowOther', 'scaleLabels', 'numberRange'] as const;

/**
 * The shape an edit asks for: the current one with the sent fields laid over it. A new type keeps only
 * the settings that belong to it (options between the two choice types; the rest start afresh).
 */
function editedShape(current: QuestionShape, edit: QuestionShapeInput): QuestionShape {
  const type = edit.questionType ?? current.questionType;
  const base: QuestionShapeInput = { questionType: type };
  if (type === current.questionType || (typeof type === 'string' && isChoiceSwitch(current, type))) {
    base.options = current.options;
  }
  if (type === current.questionType) {
    base.allowOther = current.allowOther;
    base.scaleLabels = current.scaleLabels;
    base.numberRange = current.numberRange;
  }
  const sent = Object.fromEntries(SHAPE_FIELDS.filter((field) => edit[field] !== undefined).map((f) => [f, edit[f]]));
  if (sent.options !== undefined) sent.options = withFreshIds(sent.options, current.options ?? []);
  return questionShape({ ...base, ...sent });
}

/**
 * New options (sent without an id) get ids no current option has: an id taken by an option removed in
 * the same edit would otherwise pass to the new one, with the removed option's translation.
 */
function withFreshIds(options: unknown, current: ChoiceOption[]): unknown {
  if (!Array.isArray(options)) return options;
  const idOf = (item: unknown): unknown =>
    typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  const taken = new Set<unknown>([...current.map((option) => option.id), ...options.map(idOf)]);
  let next = 1;
  return options.map((item: unknown) => {
    const id = idOf(item);
    if (id !== undefined && id !== null) return item;
    if (typeof item !== 'string' && (typeof item !== 'object' || item === null)) return item;
    while (taken.has(`o${next}`)) next += 1;
    const fresh = `o${next}`;
    taken.add(fresh);
    return typeof item === 'string' ? { id: fresh, label: item } : { ...item, id: fresh };
  });
}

const isChoiceSwitch = (current: QuestionShape, type: string): boolean =>
  isChoiceType(current.questionType) && (type === 'single_choice' || type === 'multiple_choice');

/** A question's translated texts that still fit its shape (options it has, labels of a scale, a number's unit, "Other"). */
function fittingTranslation(translation: QuestionTranslation, shape: QuestionShape): QuestionTranslation {
  const result: QuestionTranslation = {};
  if (translation.questionText !== undefined) result.questionText = translation.questionText;
  const optionIds = new Set((shape.options ?? []).map((option) => option.id));
  const options = Object.entries(translation.options ?? {}).filter(([id]) => optionIds.has(id));
  if (options.length > 0) result.options = Object.fromEntries(options);
  if (translation.scaleLabels !== undefined && shape.questionType === 'scale')
    result.scaleLabels = translation.scaleLabels;
  if (translation.unit !== undefined && shape.questionType === 'number') result.unit = translation.unit;
  if (translation.other !== undefined && shape.allowOther) result.other = translation.other;
  return result;
}

/**
 * Rewording, required or not, and a new shape, in one go. A shape change that leaves translated texts
 * without their setting (a removed option, a scale that became a rating) records the translation without
 * them, so a translation read back can be saved again as it is.
 */
function editQuestion(command: EditQuestion, state: SurveyState): SurveyEvent[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  const { surveyId } = survey;
  const { questionId } = question;
  const events: SurveyEvent[] = [];
  if (command.questionText !== undefined) {
    const text = questionText(command.questionText);
    if (text !== question.questionText) {
      const data = { surveyId, questionId, questionText: text, rewordedAt: command.now };
      events.push({ type: 'QuestionReworded', schemaVersion: 1, data } satisfies QuestionReworded);
    }
  }
  if (command.isRequired !== undefined) {
    if (typeof command.isRequired !== 'boolean') throw new ValidationError('isRequired must be true or false');
    if (command.isRequired !== question.isRequired) {
      const data = { surveyId, questionId, isRequired: command.isRequired, setAt: command.now };
      events.push({ type: 'QuestionRequiredSet', schemaVersion: 1, data } satisfies QuestionRequiredSet);
    }
  }
  if (SHAPE_FIELDS.some((field) => command[field] !== undefined)) {
    const shape = editedShape(question.shape, command);
    // Compared by canonical JSON: a shape read from the store (jsonb) has its keys in another order.
    if (canonicalJson(shape) !== canonicalJson(question.shape)) {
      if (command.hasResponses) {
        const refusal = lockedShapeChange(question.shape, shape);
        if (refusal !== null) throw new IllegalStateError(refusal);
      }
      const data = { surveyId, questionId, ...storedShape(shape), changedAt: command.now };
      events.push({ type: 'QuestionShapeChanged', schemaVersion: 1, data } satisfies QuestionShapeChanged);
      for (const language of TRANSLATION_LANGUAGES) {
        const translation = survey.translations[language];
        const texts = translation?.questions[questionId];
        if (!translation || !texts) continue;
        const fitting = fittingTranslation(texts, shape);
        if (canonicalJson(fitting) === canonicalJson(texts)) continue;
        const questions = { ...translation.questions };
        if (Object.keys(fitting).length > 0) questions[questionId] = fitting;
        else delete questions[questionId];
        events.push(translationSet(surveyId, language, { ...translation, questions }, command.now));
      }
    }
  }
  return events;
}

function translationLanguage(value: unknown): TranslationLanguage {
  if (typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value)) {
    return value as TranslationLanguage;
  }
  throw new ValidationError(`A translation's language must be one of ${TRANSLATION_LANGUAGES.join(', ')}`);
}

/** Replaces one language's translation; the same translation again records nothing. */
function setSurveyTranslation(command: SetSurveyTranslation, state: SurveyState): SurveyTranslationSet[] {
  const survey = existing(state);
  const language = translationLanguage(command.language);
  const translation = surveyTranslation(command.translation, survey.questions);
  const current = survey.translations[language] ?? { questions: {} };
  if (canonicalJson(translation) === canonicalJson(current)) return [];
  return [translationSet(survey.surveyId, language, translation, command.now)];
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
    case 'EditSurvey':
      return editSurvey(command, state);
    case 'DuplicateSurvey':
      return duplicateSurvey(command, state);
    case 'RewordQuestion':
      return rewordQuestion(command, state);
    case 'RemoveQuestion':
      return removeQuestion(command, state);
    case 'ReorderQuestions':
      return reorderQuestions(command, state);
    case 'EditQuestion':
      return editQuestion(command, state);
    case 'SetSurveyTranslation':
      return setSurveyTranslation(command, state);
    case 'SetHiddenFields':
    case 'SetAbandonAfter':
      return decideResponseSettings(command, existing(state));
    case 'SetEmbedOrigins':
    case 'SetEndScreen':
      return decideSharing(command, state);
    case 'AddLogicRule':
    case 'ChangeLogicRule':
    case 'RemoveLogicRule':
      return decideLogic(command, existing(state));
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
