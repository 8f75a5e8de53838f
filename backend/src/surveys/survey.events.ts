// Facts of a survey stream (`survey-<id>`). Stored as JSON: times are ISO strings.
// A changed shape gets a new schemaVersion, so stored events stay readable.

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

export const QUESTION_TYPES = ['textarea'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export type QuestionAdded = {
  type: 'QuestionAdded';
  schemaVersion: 1;
  data: {
    surveyId: string;
    questionId: string;
    questionText: string;
    questionType: QuestionType;
    order: number;
    isRequired: boolean;
    addedAt: string;
  };
};

/** Nothing is removed from the store; read models hide a deleted survey. */
export type SurveyDeleted = {
  type: 'SurveyDeleted';
  schemaVersion: 1;
  data: { surveyId: string; deletedAt: string };
};

export type SurveyEvent = SurveyCreated | QuestionAdded | SurveyDeleted;
export type SurveyEventType = SurveyEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<SurveyEventType, true> = { SurveyCreated: true, QuestionAdded: true, SurveyDeleted: true };
export const surveyEventTypes = Object.keys(listed) as SurveyEventType[];
