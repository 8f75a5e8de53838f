// Facts of a survey stream (`survey-<id>`). Stored as JSON: times are ISO strings.
// A changed shape gets a new schemaVersion, so stored events stay readable.
import type { AnalysisRole } from '@seedline/shared';

export type SurveyCreated = {
  type: 'SurveyCreated';
  schemaVersion: 1;
  data: {
    surveyId: string;
    title: string;
    description: string | null;
    slug: string | null;
    /** Path of the uploaded logo, e.g. '/uploads/logo-123.png'. */
    logo: string | null;
    isActive: boolean;
    createdAt: string;
  };
};

import type { HiddenField } from './response-settings';
import type { StoredQuestionShape, LogicRule } from '@seedline/shared';
import type { SurveyLanguage, SurveyTranslation } from './translations';
import type { EndScreen } from './sharing';

export { QUESTION_TYPES, type QuestionType } from '@seedline/shared';

export type QuestionAdded = {
  type: 'QuestionAdded';
  schemaVersion: 1;
  data: {
    surveyId: string;
    questionId: string;
    questionText: string;
    order: number;
    isRequired: boolean;
    addedAt: string;
  } & StoredQuestionShape; // events from before question types carry questionType 'textarea' only
};

/** Nothing is removed from the store; read models hide a deleted survey. */
export type SurveyDeleted = {
  type: 'SurveyDeleted';
  schemaVersion: 1;
  data: { surveyId: string; deletedAt: string };
};

// ---- lifecycle (issue 15) ----

/** Title, description, slug and logo: only the fields that changed are listed. */
export type SurveyDetailsChanged = {
  type: 'SurveyDetailsChanged';
  schemaVersion: 1;
  data: {
    surveyId: string;
    title?: string;
    description?: string | null;
    slug?: string | null;
    logo?: string | null;
    changedAt: string;
  };
};

export type SurveyActivated = {
  type: 'SurveyActivated';
  schemaVersion: 1;
  data: { surveyId: string; activatedAt: string };
};

export type SurveyDeactivated = {
  type: 'SurveyDeactivated';
  schemaVersion: 1;
  data: { surveyId: string; deactivatedAt: string };
};

/** From closesAt on, the survey takes no new responses; null removes the close date. */
export type SurveyCloseDateSet = {
  type: 'SurveyCloseDateSet';
  schemaVersion: 1;
  data: { surveyId: string; closesAt: string | null; setAt: string };
};

/** Once this many responses were started, the survey takes no new ones; null removes the cap. */
export type SurveyResponseCapSet = {
  type: 'SurveyResponseCapSet';
  schemaVersion: 1;
  data: { surveyId: string; responseCap: number | null; setAt: string };
};

/** Recorded on the copy's stream, after its SurveyCreated: where it was copied from. */
export type SurveyDuplicated = {
  type: 'SurveyDuplicated';
  schemaVersion: 1;
  data: { surveyId: string; sourceSurveyId: string; duplicatedAt: string };
};

/** The answers given before keep the wording they were answered against (question_wordings). */
export type QuestionReworded = {
  type: 'QuestionReworded';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; questionText: string; rewordedAt: string };
};

/** Only before the survey's first response. */
export type QuestionRemoved = {
  type: 'QuestionRemoved';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; removedAt: string };
};

/** Only before the survey's first response: every question, in its new order (order = index + 1). */
export type QuestionsReordered = {
  type: 'QuestionsReordered';
  schemaVersion: 1;
  data: { surveyId: string; questionIds: string[]; reorderedAt: string };
};

// ---- question types and translations (issue 16) ----

/** The question's type and its settings, replaced whole (see question-shape.ts for what may change when). */
export type QuestionShapeChanged = {
  type: 'QuestionShapeChanged';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; changedAt: string } & Required<StoredQuestionShape>;
};

/** The languages a respondent may choose; English (the original) is always one. */
export type SurveyLanguagesSet = {
  type: 'SurveyLanguagesSet';
  schemaVersion: 1;
  data: { surveyId: string; languages: SurveyLanguage[]; setAt: string };
};

/** Every translated text of one language, replaced whole; what is left out falls back to the original. */
export type SurveyTranslationSet = {
  type: 'SurveyTranslationSet';
  schemaVersion: 1;
  data: { surveyId: string; language: Exclude<SurveyLanguage, 'en'>; translation: SurveyTranslation; setAt: string };
};

/** Whether a respondent must answer the question (checked from then on; answers given before stay). */
export type QuestionRequiredSet = {
  type: 'QuestionRequiredSet';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; isRequired: boolean; setAt: string };
};

/** The question's role in the analysis (issue 46), as the consultant set it; null: inferred again. */
export type QuestionAnalysisRoleSet = {
  type: 'QuestionAnalysisRoleSet';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; role: AnalysisRole | null; setAt: string };
};

/** The hidden fields the survey's links may carry (issue 34), replaced whole. */
export type SurveyHiddenFieldsSet = {
  type: 'SurveyHiddenFieldsSet';
  schemaVersion: 1;
  data: { surveyId: string; hiddenFields: HiddenField[]; setAt: string };
};

/** After how many days without activity an unfinished response is closed as abandoned; null: never. */
export type SurveyAbandonAfterSet = {
  type: 'SurveyAbandonAfterSet';
  schemaVersion: 1;
  data: { surveyId: string; abandonAfterDays: number | null; setAt: string };
};

// ---- sharing: embedding and end screens (issue 34) ----

/** The origins that may show the survey in a frame (Content-Security-Policy frame-ancestors), replaced whole. */
export type SurveyEmbedOriginsSet = {
  type: 'SurveyEmbedOriginsSet';
  schemaVersion: 1;
  data: { surveyId: string; origins: string[]; setAt: string };
};

/** The thank-you texts by language, the redirect and the embed switch, replaced whole (see survey-sharing.ts). */
export type SurveyEndScreenSet = {
  type: 'SurveyEndScreenSet';
  schemaVersion: 1;
  data: { surveyId: string; endScreen: EndScreen; setAt: string };
};

/** Whether the survey shows on the unlocked /surveys list (true) or only by its link (false); issue 47. */
export type SurveyListingSet = {
  type: 'SurveyListingSet';
  schemaVersion: 1;
  data: { surveyId: string; listed: boolean; setAt: string };
};

/** The client the survey is for (issue 47 item 3), or null: for no client. Reports and proposals follow it. */
export type SurveyClientSet = {
  type: 'SurveyClientSet';
  schemaVersion: 1;
  data: { surveyId: string; clientId: string | null; setAt: string };
};

// ---- branching (issue 29) ----

// Each carries the question's rules as they stand after it, in order, so a read model needs no fold.

/** A rule placed last on a question's list (see logic/survey-logic.ts). */
export type LogicRuleAdded = {
  type: 'LogicRuleAdded';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; rule: LogicRule; rules: LogicRule[]; addedAt: string };
};

/** A rule replaced where it stands; answers given before keep the path they were given on. */
export type LogicRuleChanged = {
  type: 'LogicRuleChanged';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; rule: LogicRule; rules: LogicRule[]; changedAt: string };
};

export type LogicRuleRemoved = {
  type: 'LogicRuleRemoved';
  schemaVersion: 1;
  data: { surveyId: string; questionId: string; ruleId: string; rules: LogicRule[]; removedAt: string };
};

export type SurveyEvent =
  | SurveyCreated
  | QuestionAdded
  | SurveyDeleted
  | SurveyDetailsChanged
  | SurveyActivated
  | SurveyDeactivated
  | SurveyCloseDateSet
  | SurveyResponseCapSet
  | SurveyDuplicated
  | QuestionReworded
  | QuestionRemoved
  | QuestionsReordered
  | QuestionShapeChanged
  | SurveyLanguagesSet
  | SurveyTranslationSet
  | QuestionRequiredSet
  | QuestionAnalysisRoleSet
  | SurveyHiddenFieldsSet
  | SurveyAbandonAfterSet
  | SurveyEmbedOriginsSet
  | SurveyEndScreenSet
  | SurveyListingSet
  | SurveyClientSet
  | LogicRuleAdded
  | LogicRuleChanged
  | LogicRuleRemoved;
export type SurveyEventType = SurveyEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<SurveyEventType, true> = {
  SurveyCreated: true,
  QuestionAdded: true,
  SurveyDeleted: true,
  SurveyDetailsChanged: true,
  SurveyActivated: true,
  SurveyDeactivated: true,
  SurveyCloseDateSet: true,
  SurveyResponseCapSet: true,
  SurveyDuplicated: true,
  QuestionReworded: true,
  QuestionRemoved: true,
  QuestionsReordered: true,
  QuestionShapeChanged: true,
  SurveyLanguagesSet: true,
  SurveyTranslationSet: true,
  QuestionRequiredSet: true,
  QuestionAnalysisRoleSet: true,
  SurveyHiddenFieldsSet: true,
  SurveyAbandonAfterSet: true,
  SurveyEmbedOriginsSet: true,
  SurveyEndScreenSet: true,
  SurveyListingSet: true,
  SurveyClientSet: true,
  LogicRuleAdded: true,
  LogicRuleChanged: true,
  LogicRuleRemoved: true,
};
export const surveyEventTypes = Object.keys(listed) as SurveyEventType[];
