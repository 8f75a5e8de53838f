// Pure decisions for a survey stream. Time and ids arrive with the command; slug uniqueness
// needs the read model, so the service checks it before deciding.
import { canonicalJson } from '../common/canonical-json';
import { IllegalStateError, ValidationError } from '../common/errors';
import { charLength, isoTimestamp, optionalSlug, optionalText, requiredText } from '../common/text-rules';
import { storedShape } from '@seedline/shared';
import {
  DEFAULT_SURVEY_LANGUAGES,
  surveyLanguages,
  TRANSLATION_LANGUAGES,
  type SurveyLanguage,
  type SurveyTranslation,
} from './translations';
import type {
  QuestionAdded,
  SurveyClientSet,
  SurveyCloseDateSet,
  SurveyCreated,
  SurveyDeleted,
  SurveyDetailsChanged,
  SurveyDuplicated,
  SurveyEvent,
  SurveyLanguagesSet,
  SurveyResponseCapSet,
} from './survey.events';
import {
  copiedResponseSettings,
  decideResponseSettings,
  type ResponseSettingsCommand,
} from './response-settings/response-settings.decider';
import { DEFAULT_END_SCREEN } from './sharing';
import {
  decideSharing,
  type SetEmbedOrigins,
  type SetEndScreen,
  type SetListed,
} from './sharing/survey-sharing.decider';
import { copiedLogic, decideLogic, type LogicCommand } from './logic/survey-logic.decider';
import { SURVEY_LIMITS } from './survey-limits';
import {
  addQuestion,
  editQuestion,
  isEmptyTranslation,
  removeQuestion,
  reorderQuestions,
  rewordQuestion,
  setSurveyTranslation,
  translationSet,
  type AddQuestion,
  type EditQuestion,
  type RemoveQuestion,
  type ReorderQuestions,
  type RewordQuestion,
  type SetSurveyTranslation,
} from './questions/survey-questions.decider';
import { evolve, existing, initialState, type ExistingSurvey, type SurveyState } from './survey-state';

export type { ExistingSurvey, State, SurveyQuestionState, SurveyState, SurveyTranslations } from './survey-state';
export type {
  AddQuestion,
  EditQuestion,
  RemoveQuestion,
  ReorderQuestions,
  RewordQuestion,
  SetSurveyTranslation,
} from './questions/survey-questions.decider';
export { initialState, evolve } from './survey-state';

export const streamIdFor = (surveyId: string): string => `survey-${surveyId}`;

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
  /** The client it is for (checked to exist by the service), or null/absent: for no client. */
  clientId?: unknown;
  /** On the unlocked /surveys list; left out: listed, unless the survey is for a client (issue 47 item 4). */
  listed?: unknown;
  now: string;
};

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
  /** The client it is for (checked to exist by the service), or null: for no client. */
  clientId?: unknown;
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
  | SetListed
  | LogicCommand;

export type Command = SurveyCommand;

// ---- decisions ----

const sameLanguages = (a: readonly SurveyLanguage[], b: readonly SurveyLanguage[]): boolean =>
  a.length === b.length && a.every((language, index) => language === b[index]);

function languagesSet(surveyId: string, languages: SurveyLanguage[], at: string): SurveyLanguagesSet {
  return { type: 'SurveyLanguagesSet', schemaVersion: 1, data: { surveyId, languages, setAt: at } };
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A client's id as a command names it: an id, or null (absent too) for no client. */
export function clientIdOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !CLIENT_ID.test(value)) {
    throw new ValidationError('clientId must be the id of a client, or null', [
      { pointer: '/clientId', detail: 'Choose a client from the list' },
    ]);
  }
  return value;
}

function clientSet(surveyId: string, clientId: string | null, at: string): SurveyClientSet {
  return { type: 'SurveyClientSet', schemaVersion: 1, data: { surveyId, clientId, setAt: at } };
}

/**
 * A survey for a client starts unlisted, so one client's staff never see another's on /surveys (issue 47
 * item 4), unless the consultant lists it; one for no client is listed unless the consultant says not.
 */
function clientAndListing(command: CreateSurvey): SurveyEvent[] {
  const clientId = clientIdOf(command.clientId);
  if (command.listed !== undefined && typeof command.listed !== 'boolean') {
    throw new ValidationError('listed must be true or false');
  }
  const listed = command.listed ?? clientId === null;
  const { surveyId, now } = command;
  return [
    ...(clientId === null ? [] : [clientSet(surveyId, clientId, now)]),
    ...(listed
      ? []
      : [{ type: 'SurveyListingSet', schemaVersion: 1, data: { surveyId, listed, setAt: now } } as const]),
  ];
}

function createSurvey(command: CreateSurvey, state: SurveyState): SurveyEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('Survey already exists');
  const isActive = command.isActive ?? true;
  if (typeof isActive !== 'boolean') throw new ValidationError('isActive must be true or false');
  const assigned = clientAndListing(command);
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
  return [...created, ...declared, ...assigned];
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
  if (command.clientId !== undefined) {
    const clientId = clientIdOf(command.clientId);
    if (clientId !== survey.clientId) events.push(clientSet(surveyId, clientId, at));
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
  // The questions' analysis roles, as the consultant set them.
  source.questions.forEach((question, index) => {
    if (!question.analysisRole) return;
    const data = { surveyId, questionId: command.questionIds[index]!, role: question.analysisRole, setAt: now };
    settings.push({ type: 'QuestionAnalysisRoleSet', schemaVersion: 1, data });
  });
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
  if (source.clientId !== null) settings.push(clientSet(surveyId, source.clientId, now));
  if (!source.listed) {
    settings.push({ type: 'SurveyListingSet', schemaVersion: 1, data: { surveyId, listed: false, setAt: now } });
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
    case 'SetListed':
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
