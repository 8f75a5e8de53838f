import { QUALITY_SIGNALS, type FixtureAnswer, type FixtureQuestion, type QualityFixture } from './fixture';

/**
 * What is wrong with a fixture's form, in words (empty when nothing): run on the tuning set by its
 * spec and on the held-out set before it is scored, so a mistake in a fixture is not read as a miss.
 */
export function fixtureProblems(fixture: QualityFixture): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${fixture.id}/${where}: ${what}`);
  const questions = new Map(fixture.questions.map((q) => [q.id, q]));
  if (questions.size !== fixture.questions.length) say('questions', 'question ids repeat');
  const ids = new Set<string>();
  for (const response of fixture.responses) {
    if (ids.has(response.id)) say(response.id, 'response id repeats');
    ids.add(response.id);
    if (Number.isNaN(Date.parse(response.startedAt))) say(response.id, `startedAt ${response.startedAt} is not a time`);
    const answered = new Set<string>();
    let last = 0;
    for (const answer of response.answers) {
      const question = questions.get(answer.questionId);
      if (!question) say(response.id, `answers unknown question ${answer.questionId}`);
      else {
        const misfit = valueProblem(question, answer);
        if (misfit) say(response.id, `${answer.questionId}: ${misfit}`);
      }
      if (answered.has(answer.questionId)) say(response.id, `answers ${answer.questionId} twice`);
      answered.add(answer.questionId);
      if (!(answer.at > last)) say(response.id, `${answer.questionId} recorded at ${answer.at} s, not after ${last} s`);
      last = answer.at;
    }
    const { verdict, planted } = response.truth;
    for (const signal of planted) {
      if (!(QUALITY_SIGNALS as readonly string[]).includes(signal)) say(response.id, `unknown signal ${signal}`);
    }
    if (new Set(planted).size !== planted.length) say(response.id, 'a planted signal is listed twice');
    if (verdict === 'low_quality' && planted.length === 0) say(response.id, 'low quality with nothing planted');
  }
  return problems;
}

function valueProblem(question: FixtureQuestion, answer: FixtureAnswer): string | null {
  const { value } = answer;
  const integerIn = (min: number, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${String(value)} is not ${min}–${max}`;
  const optionIds = new Set((question.options ?? []).map((o) => o.id));
  switch (question.type) {
    case 'textarea':
    case 'text':
      return value === undefined ? null : 'a text question has no value';
    case 'rating':
      return integerIn(1, 5);
    case 'scale':
      return integerIn(0, 10);
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'yes_no needs true or false';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'number needs a number';
    case 'single_choice':
      return typeof value === 'string' && optionIds.has(value) ? null : `${String(value)} is not an option`;
    case 'multiple_choice':
      return typeof value === 'object' &&
        value !== null &&
        'selected' in value &&
        value.selected.every((id) => optionIds.has(id))
        ? null
        : 'multiple_choice needs { selected: option ids, other }';
    default: {
      const never: never = question.type;
      return `unknown type ${String(never)}`;
    }
  }
}
