import { z } from 'zod';
import { chatLanguageSchema } from './chat-followup.job';
import { ANALYSIS_ROLES } from '../survey-rules/analysis-role';
import { QUESTION_TYPES } from '../survey-rules/question-shape';

/** Job: read a survey's responses and report the themes they raise and the AI-workflow opportunities. */
export const ANALYSE_RESPONSES_JOB = 'analyse-responses';

/** Limits of the payload and the report, in entries or characters. */
export const MAX_ANALYSED_RESPONSES = 20_000;
export const MAX_ANALYSED_QUESTIONS = 200;
export const MAX_ANSWER_TEXT_LENGTH = 5_000;
/**
 * Themes a report may hold. No method caps below this (a theme of the minimum size is never dropped for
 * want of room: the report shows the tail folded); a theme needs 2% of the responses per themes question,
 * so a survey reaches it only with several themes questions.
 */
export const MAX_REPORT_THEMES = 100;
export const MAX_REPORT_OPPORTUNITIES = 12;
export const MAX_QUOTES_PER_THEME = 5;
export const MAX_QUOTE_LENGTH = 600;
export const MAX_KEYPHRASES = 6;

/** What the offline provider says instead of an English gloss of an Urdu quote. */
export const OFFLINE_GLOSS_NOTE = 'No English gloss: the offline provider cannot translate.';

const id = z.string().trim().min(1).max(100);
const isoDateTime = z.iso.datetime({ offset: true });

export const analysisRoleSchema = z.enum(ANALYSIS_ROLES);

/**
 * A question of the survey. `role` is the consultant's choice of what the analysis does with its answers;
 * absent, the analysis infers it from `questionType`, `options`, `unit` and the text (inferAnalysisRole).
 */
export const analysedQuestionSchema = z.object({
  id,
  text: z.string().trim().min(1).max(1_000),
  questionType: z.enum(QUESTION_TYPES).optional(),
  /** The labels of a choice question's options, in order. */
  options: z.array(z.string().max(200)).max(50).optional(),
  /** A number question's unit ("hours per week"). */
  unit: z.string().trim().min(1).max(40).optional(),
  role: analysisRoleSchema.optional(),
});

export const analysedAnswerSchema = z.object({
  questionId: id,
  text: z.string().max(MAX_ANSWER_TEXT_LENGTH),
});

/** A follow-up the chat asked after the answer to `questionId`, and what the respondent said. */
export const analysedFollowUpSchema = z.object({
  questionId: id,
  question: z.string().max(1_000),
  answer: z.string().max(MAX_ANSWER_TEXT_LENGTH),
});

/** Hidden-field values by key (a key like the survey declares it, a value as the link gave it). */
const hiddenValuesSchema = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().min(1).max(200));

/** Per segment question (by id), per answer given: how many responses (of a theme, or of all analysed). */
export const segmentAnswersSchema = z.record(id, z.record(z.string().min(1).max(200), z.number().int().min(0)));

/** Per hidden field, per value: how many responses (of a theme, or of all analysed). */
export const segmentCountsSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  z.record(z.string().min(1).max(200), z.number().int().min(0)),
);

export const analysedResponseSchema = z.object({
  id,
  /** The response's number in the survey, shown as "Response #n". */
  n: z.number().int().min(1),
  language: chatLanguageSchema,
  startedAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  answers: z.array(analysedAnswerSchema).max(MAX_ANALYSED_QUESTIONS),
  followUps: z.array(analysedFollowUpSchema).max(MAX_ANALYSED_QUESTIONS).optional(),
  /** The values its link carried (hidden fields such as team, and UTM), by key: for the per-segment shares. */
  hiddenFields: hiddenValuesSchema.optional(),
});

export const analyseResponsesPayloadSchema = z.object({
  surveyId: id,
  questions: z.array(analysedQuestionSchema).max(MAX_ANALYSED_QUESTIONS),
  responses: z.array(analysedResponseSchema).max(MAX_ANALYSED_RESPONSES),
  companyData: z.string().max(50_000).optional(),
});

/**
 * A verbatim quote, linked to its response and question. `gloss` is an English rendering of an Urdu
 * quote when the provider can give one; otherwise null, with `glossNote` saying why.
 */
export const reportQuoteSchema = z.object({
  text: z.string().trim().min(1).max(MAX_QUOTE_LENGTH),
  responseId: id,
  responseNumber: z.number().int().min(1),
  questionId: id,
  /** Whether the words answer the base question or a follow-up the chat asked about it. */
  source: z.enum(['answer', 'follow-up']),
  language: chatLanguageSchema,
  gloss: z
    .string()
    .trim()
    .min(1)
    .max(MAX_QUOTE_LENGTH * 2)
    .nullable(),
  glossNote: z.string().trim().min(1).max(200).nullable(),
});

export const reportThemeSchema = z.object({
  id,
  name: z.string().trim().min(1).max(120),
  /** One sentence. */
  summary: z.string().trim().min(1).max(400),
  /** Responses that raise the theme, and their share of the responses analysed (0..1). */
  responseCount: z.number().int().min(1),
  share: z.number().min(0).max(1),
  /** 2 to 5 when the report is made; the quote guard may leave fewer, never none. */
  quotes: z.array(reportQuoteSchema).min(1).max(MAX_QUOTES_PER_THEME),
  /** The words its responses share most, in their own script, best first (offline provider). */
  keyphrases: z.array(z.string().trim().min(1).max(80)).max(MAX_KEYPHRASES).optional(),
  /** Its responses per hidden-field value ("raised by 9 of 12 in finance"); absent when no link carried any. */
  segments: segmentCountsSchema.optional(),
  /** Its responses per answer to each segment question ("9 of 12 cashiers"); absent when the survey has none. */
  segmentAnswers: segmentAnswersSchema.optional(),
  /**
   * True for a theme a model proposed (the OpenAI provider): a candidate for the consultant to curate,
   * not a finding yet. Absent for the offline method's themes.
   */
  candidate: z.boolean().optional(),
  /**
   * Every response the theme holds, by id (its quotes are a few of them): what the findings board curates
   * (move, split, merge) and what a re-run matches new themes against. Absent from older reports.
   */
  responseIds: z.array(id).max(MAX_ANALYSED_RESPONSES).optional(),
});

/** What the analysis did with each question, and whether that was inferred or the consultant's choice. */
export const questionRoleSchema = z.object({
  questionId: id,
  role: analysisRoleSchema,
  inferred: z.boolean(),
});

/**
 * The answers to the remarks questions ("Anything else?"): their own group, never a theme. Non-answers
 * ("No comment", "کچھ نہیں") and bare sentiment ("Happy overall") are counted apart.
 */
export const reportRemarksSchema = z.object({
  name: z.string().trim().min(1).max(120),
  questionIds: z.array(id).min(1),
  /** Responses with a remark that says something. */
  responseCount: z.number().int().min(0),
  /** Responses whose remarks are only non-answers or bare sentiment. */
  nonAnswers: z.number().int().min(0),
  summary: z.string().trim().min(1).max(400),
  /**
   * What the remarks raise most ("parking", "canteen"), with how many raise each (two at least, like a
   * theme's keyphrases). No verbatim quotes: the report's quotes are kept under each quoted response's
   * key so erasure reaches them, and that covers themes and opportunities only (the findings board may
   * add remarks).
   */
  topics: z.array(z.object({ phrase: z.string().trim().min(1).max(80), count: z.number().int().min(2) })).max(10),
});

/** How many of the latest responses raised no theme not already raised before them. */
export const saturationRunSchema = z.object({
  /** The run of latest responses (in the order they came) that raised no new theme. */
  lastWithoutNew: z.number().int().min(0),
  responses: z.number().int().min(0),
  /** "The last 12 responses raised no new theme." */
  summary: z.string().trim().min(1).max(200),
});

export const reportSaturationSchema = saturationRunSchema.extend({
  /** The same per answer to each segment question, for segments of at least the minimum theme size. */
  bySegment: z
    .array(saturationRunSchema.extend({ questionId: id, value: z.string().min(1).max(200) }))
    .max(200)
    .optional(),
});

/** One ICE dimension: a whole number 1..10 and the one-line reason for it. */
export const iceRatingSchema = z.object({
  value: z.number().int().min(1).max(10),
  reason: z.string().trim().min(1).max(300),
});

/**
 * ICE score: the mean of impact, confidence and ease, to one decimal, so it reads on the same 1..10
 * scale as its parts. (A product would let one weak part sink an otherwise strong opportunity; the
 * mean keeps the three visible side by side and the ranking easy to explain.)
 */
export function iceScore(impact: number, confidence: number, ease: number): number {
  return Math.round(((impact + confidence + ease) / 3) * 10) / 10;
}

export const reportOpportunitySchema = z
  .object({
    id,
    title: z.string().trim().min(1).max(160),
    description: z.string().trim().min(1).max(600),
    impact: iceRatingSchema,
    confidence: iceRatingSchema,
    ease: iceRatingSchema,
    score: z.number().min(1).max(10),
    /** The themes that support it, by theme id. */
    themeIds: z.array(id).min(1),
    quotes: z.array(reportQuoteSchema).max(MAX_QUOTES_PER_THEME),
    /** Hours a week the answers say the work takes now; null when no answer states times. */
    hoursSavedPerWeek: z.number().min(0).nullable(),
    /**
     * The arithmetic behind it and where each figure comes from, e.g. "9 people × 6 h/week (median of Q3,
     * answered by 9 of its 10 respondents) = 54 h/week" or "3 people × 2 h/day × 5 days = 30 h/week".
     */
    hoursSavedArithmetic: z.string().trim().min(1).max(300).nullable(),
    /** Where the hours come from: the survey's measure question, or the times stated in the answers. */
    hoursSource: z.enum(['measure', 'stated']).nullable().optional(),
  })
  .refine((o) => o.score === iceScore(o.impact.value, o.confidence.value, o.ease.value), {
    message: 'score must be the mean of impact, confidence and ease, to one decimal',
    path: ['score'],
  })
  .refine((o) => (o.hoursSavedPerWeek === null) === (o.hoursSavedArithmetic === null), {
    message: 'hoursSavedPerWeek and hoursSavedArithmetic are given together',
    path: ['hoursSavedArithmetic'],
  });

export const analysisProviderSchema = z.enum(['offline', 'openai']);

export const analyseResponsesResultSchema = z
  .object({
    themes: z.array(reportThemeSchema).max(MAX_REPORT_THEMES),
    /** Ranked by ICE score, best first. */
    opportunities: z.array(reportOpportunitySchema).max(MAX_REPORT_OPPORTUNITIES),
    /** Quotes removed by the guard because they did not occur verbatim in the cited answer. */
    droppedQuotes: z.number().int().min(0),
    coverage: z.object({
      responses: z.number().int().min(0),
      from: isoDateTime.nullable(),
      to: isoDateTime.nullable(),
    }),
    provider: analysisProviderSchema,
    /** The responses analysed per hidden-field value (what a theme's segments are out of). */
    segments: segmentCountsSchema.optional(),
    /** What the themes cover (offline provider): responses in no theme, and the smallest theme size and why. */
    themeCoverage: z
      .object({
        unthemed: z.number().int().min(0),
        /** "11 of 50 responses (22%) fall in no theme." */
        summary: z.string().trim().min(1).max(200),
        minThemeSize: z.number().int().min(1),
        minThemeSizeReason: z.string().trim().min(1).max(300),
      })
      .optional(),
    /** The role each question had in this analysis (absent from reports made before issue 46). */
    questionRoles: z.array(questionRoleSchema).max(MAX_ANALYSED_QUESTIONS).optional(),
    /** The responses analysed per answer to each segment question. */
    segmentAnswers: segmentAnswersSchema.optional(),
    /** The remarks group ("Other remarks"), when the survey has a remarks question someone answered. */
    remarks: reportRemarksSchema.optional(),
    saturation: reportSaturationSchema.optional(),
  })
  .refine((r) => r.opportunities.every((o) => o.themeIds.every((t) => r.themes.some((theme) => theme.id === t))), {
    message: 'every opportunity cites themes of the report',
    path: ['opportunities'],
  });

export type AnalysedQuestion = z.infer<typeof analysedQuestionSchema>;
export type AnalysedAnswer = z.infer<typeof analysedAnswerSchema>;
export type AnalysedFollowUp = z.infer<typeof analysedFollowUpSchema>;
export type AnalysedResponse = z.infer<typeof analysedResponseSchema>;
export type AnalyseResponsesPayload = z.infer<typeof analyseResponsesPayloadSchema>;
export type ReportQuote = z.infer<typeof reportQuoteSchema>;
export type ReportTheme = z.infer<typeof reportThemeSchema>;
export type IceRating = z.infer<typeof iceRatingSchema>;
export type ReportOpportunity = z.infer<typeof reportOpportunitySchema>;
export type AnalysisProvider = z.infer<typeof analysisProviderSchema>;
export type QuestionRole = z.infer<typeof questionRoleSchema>;
export type ReportRemarks = z.infer<typeof reportRemarksSchema>;
export type ReportSaturation = z.infer<typeof reportSaturationSchema>;
export type SegmentAnswers = z.infer<typeof segmentAnswersSchema>;
export type AnalyseResponsesResult = z.infer<typeof analyseResponsesResultSchema>;

/** Called with 0..100 as the work advances, so the job can report progress. */
export type AnalysisProgress = (percent: number) => void;
