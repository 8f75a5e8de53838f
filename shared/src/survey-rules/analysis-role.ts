// The role each question plays in the analysis of a survey's responses (issue 46), and the default
// inferred from the question itself, so the builder, the report and the analysis show the same one.
// Pure and import-free (the browser loads it through `@survey-rules`).

/**
 * - `themes`: an open question about the work; its answers are read for themes.
 * - `segment`: who answered (role, team, site); its answers split a theme's share ("9 of 12 cashiers").
 * - `measure`: a number with a unit, such as hours per week; it feeds the opportunities' time estimates.
 * - `remarks`: a catch-all ("Anything else?"); its answers form their own group, never a theme.
 * - `left_out`: not read by the analysis (ratings, yes/no, choices that do not describe the respondent).
 */
export const ANALYSIS_ROLES = ['themes', 'segment', 'measure', 'remarks', 'left_out'] as const;
export type AnalysisRole = (typeof ANALYSIS_ROLES)[number];

export type RoleQuestion = {
  text: string;
  questionType?: string;
  options?: readonly string[];
  unit?: string | null;
};

// The phrasings below are general English and Urdu question vocabulary (how surveys ask who someone is,
// how long something takes, and whether there is anything more to say), not words of any one survey.

/** A catch-all closing question: "Anything else?", "Any other comments?", "کوئی اور بات؟". */
const CATCH_ALL =
  /\b(?:anything\s+(?:else|more)|any\s+(?:other|further|final|more|additional)\s+(?:comments?|remarks?|thoughts|feedback|suggestions?|points?)|other\s+(?:comments?|remarks?|suggestions?)|(?:additional|further|final|general)\s+(?:comments?|remarks?|thoughts|feedback)|(?:would|wish)\s+to\s+add|like\s+to\s+add|want\s+to\s+add)\b|کوئی\s+اور|اور\s+کچھ|مزید\s+(?:کچھ|کوئی|تبصرہ|رائے)/iu;

/** The question asks about the respondent: role, job, team, department, office, site, tenure. */
const ABOUT_RESPONDENT =
  /\b(?:your\s+(?:role|job|position|title|grade|team|department|office|unit|branch|site|location|region|area|shift|function|level|centre|center|ward|school|division)|(?:role|job|position|team|department|office|branch|site|centre|center|region|shift)\s+(?:are|do)\s+you|(?:are|do)\s+you\s+(?:work|based)\s+(?:in|at)|where\s+(?:are|do)\s+you\s+(?:work|based)|how\s+long\s+have\s+you\s+(?:worked|been)|(?:describes|best\s+describes)\s+(?:you|your)|who\s+are\s+you|years\s+of\s+(?:experience|service))\b|آپ\s+کا\s+(?:عہدہ|شعبہ|کام\s+کیا)|آپ\s+کس\s+(?:شعبے|ٹیم|دفتر|برانچ)/iu;

/** A time unit in a number's unit or question: "hours per week", "minutes a day", "گھنٹے". */
const TIME_UNIT = /\b(?:hours?|hrs?|minutes?|mins?|days?)\b|گھنٹ|منٹ/iu;

/** The role a question has when the consultant has not set one. */
export function inferAnalysisRole(question: RoleQuestion): AnalysisRole {
  const text = question.text;
  switch (question.questionType) {
    case 'number':
      return TIME_UNIT.test(question.unit ?? '') || TIME_UNIT.test(text) ? 'measure' : 'left_out';
    case 'single_choice':
    case 'multiple_choice':
      return ABOUT_RESPONDENT.test(text) ? 'segment' : 'left_out';
    case 'rating':
    case 'scale':
    case 'yes_no':
      return 'left_out';
    case 'text':
      return ABOUT_RESPONDENT.test(text) ? 'segment' : CATCH_ALL.test(text) ? 'remarks' : 'themes';
    case 'textarea':
    case undefined:
      return CATCH_ALL.test(text) ? 'remarks' : 'themes';
    default:
      return 'left_out';
  }
}
