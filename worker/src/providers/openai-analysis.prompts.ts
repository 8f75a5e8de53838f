import type { AnalysedQuestion } from '@seedline/shared';

/** One answer (or follow-up answer) as the model sees it, with the id its quotes cite. */
export type AnalysisUnit = {
  id: string;
  responseId: string;
  n: number;
  questionId: string;
  source: 'answer' | 'follow-up';
  language: 'en' | 'ur';
  text: string;
};

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The line that stands for a unit in a map prompt. */
export function unitLine(unit: AnalysisUnit, questionNumber: number): string {
  const lang = unit.language === 'ur' ? ', Urdu' : '';
  const kind = unit.source === 'follow-up' ? 'follow-up answer' : 'answer';
  return `[${unit.id}] (Response #${unit.n}, Q${questionNumber} ${kind}${lang}) ${unit.text.replace(/\s+/g, ' ').trim()}`;
}

const MAP_SYSTEM = [
  'You analyse answers to a workplace discovery survey, to find the pains and repeated work that AI workflows could remove.',
  'Reply with one JSON object only: {"themes":[{"name","summary","units":["u1",...],"quotes":[{"unit","text","gloss"}]}]}.',
  'A theme is a concrete problem several answers raise (e.g. "Invoices re-typed by hand"); name it in plain English, at most 8 words; summary is one sentence.',
  '"units" lists every answer id below that raises the theme.',
  'Quotes: 1 to 5 per theme, each copied character for character from the answer it cites (a whole sentence or a clause); never paraphrase, never translate inside "text".',
  'For a quote from an Urdu answer, "gloss" is its English translation; otherwise "gloss" is null.',
  'At most 12 themes; leave out answers that raise no problem.',
  'Never make a theme of a non-answer ("No comment", "N/A", "کچھ نہیں"), of bare sentiment ("Happy overall") or of who the respondent is (their role, team or site).',
].join('\n');

export function mapMessages(
  questions: ReadonlyArray<AnalysedQuestion & { label: string }>,
  lines: readonly string[],
  chunk: { index: number; count: number },
): ChatMessage[] {
  // Only the questions about the work (role "themes"): who answered, the hours and the closing remarks are
  // read apart, never sent as themes.
  const questionList = questions.map((q) => `${q.label}. ${q.text}`).join('\n');
  return [
    { role: 'system', content: MAP_SYSTEM },
    {
      role: 'user',
      content: `Questions about the work:\n${questionList}\n\nAnswers (part ${chunk.index + 1} of ${chunk.count}):\n${lines.join('\n')}`,
    },
  ];
}

export type CandidateForPrompt = { id: string; name: string; summary: string; responses: number; quotes: string[] };

const REDUCE_SYSTEM = [
  'You merge candidate themes found in parts of a survey into the final report, and propose AI-workflow opportunities.',
  'Reply with one JSON object only: {"themes":[{"name","summary","candidates":["c1",...]}],"opportunities":[{"title","description","impact":{"value","reason"},"confidence":{"value","reason"},"ease":{"value","reason"},"themes":[1],"hoursSavedPerWeek","hoursSavedArithmetic"}]}.',
  'Merge candidates that describe the same problem; every theme lists the candidate ids it merges. At most 12 themes, most widespread first.',
  'Opportunities: at most 12, each a concrete AI workflow that removes the work a theme describes; "themes" are 1-based indexes into your themes.',
  'ICE values are whole numbers 1..10 with a one-line reason each: impact (how much work it removes), confidence (how clearly the answers support it), ease (how easy to put in place).',
  'hoursSavedPerWeek and hoursSavedArithmetic (e.g. "3 people × 2 h/day × 5 days = 30 h/week") only when the quotes state times; otherwise both null.',
].join('\n');

/** When the survey asks the hours itself, they are computed from its answers, not estimated. */
const MEASURED_HOURS =
  'The survey has its own hours question: the hours are computed from its answers, so set hoursSavedPerWeek and hoursSavedArithmetic to null.';

export function reduceMessages(
  candidates: readonly CandidateForPrompt[],
  analysedResponses: number,
  measured = false,
): ChatMessage[] {
  const list = candidates
    .map(
      (c) =>
        `[${c.id}] ${c.name} (${c.responses} responses): ${c.summary}` +
        c.quotes.map((q) => `\n  - "${q.replace(/\s+/g, ' ').trim()}"`).join(''),
    )
    .join('\n');
  return [
    { role: 'system', content: measured ? `${REDUCE_SYSTEM}\n${MEASURED_HOURS}` : REDUCE_SYSTEM },
    { role: 'user', content: `Responses analysed: ${analysedResponses}\n\nCandidate themes:\n${list}` },
  ];
}

/** What the model hears when its answer could not be used: the problem, and the request to answer again. */
export function reAskMessages(messages: readonly ChatMessage[], reply: string | null, problem: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: reply ?? '' },
    {
      role: 'user',
      content: `That reply could not be used: ${problem}. Reply again with the JSON object only, exactly as specified.`,
    },
  ];
}
