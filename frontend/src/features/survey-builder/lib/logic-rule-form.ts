import type { HiddenField, LogicRuleInput, Question } from '@/types/generated/api';

// The Logic panel's form (issue 29): a rule made with selects only, one condition or several (all of
// them, or any), and an action. Pure: what each select offers and the rule it makes; the server says
// whether the rule fits (400 in words).

export type ConditionForm = {
  /** 'q:<id>' an answer, 'h:<key>' a hidden field, 'lang' the language. */
  subject: string;
  operator: string;
  /** An option id, a number, a hidden value or a language, as the operator needs. */
  value: string;
};

export type RuleForm = ConditionForm & {
  /** The conditions after the first. */
  more: ConditionForm[];
  /** How the conditions combine. */
  match: 'all' | 'any';
  /** 'end', 'skip' or 'jump:<question id>'. */
  action: string;
};

export const MATCH_CHOICES: Choice[] = [
  { value: 'all', label: 'all of these hold' },
  { value: 'any', label: 'any of these holds' },
];

export type Choice = { value: string; label: string };

const NUMBER_WORDS: Choice[] = [
  { value: 'eq', label: 'is' },
  { value: 'ne', label: 'is not' },
  { value: 'lt', label: 'is less than' },
  { value: 'lte', label: 'is at most' },
  { value: 'gt', label: 'is more than' },
  { value: 'gte', label: 'is at least' },
];

export const LANGUAGE_CHOICES: Choice[] = [
  { value: 'en', label: 'English' },
  { value: 'ur', label: 'Urdu' },
];

const range = (min: number, max: number): Choice[] =>
  Array.from({ length: max - min + 1 }, (_, i) => ({ value: String(min + i), label: String(min + i) }));

/** What a rule on the question at `at` may look at: this and earlier answers, the hidden fields, the language. */
export function subjectChoices(
  questions: readonly Question[],
  at: number,
  hiddenFields: readonly HiddenField[],
): Choice[] {
  return [
    ...questions.slice(0, at + 1).map((q, i) => ({ value: `q:${q.id}`, label: `Q${i + 1}'s answer` })),
    ...hiddenFields.map((field) => ({ value: `h:${field.key}`, label: `Hidden field ${field.label || field.key}` })),
    { value: 'lang', label: 'The language' },
  ];
}

const questionOf = (questions: readonly Question[], subject: string) =>
  subject.startsWith('q:') ? questions.find((q) => `q:${q.id}` === subject) : undefined;

export function operatorChoices(questions: readonly Question[], subject: string): Choice[] {
  const question = questionOf(questions, subject);
  if (!question)
    return [
      { value: 'is', label: 'is' },
      { value: 'is_not', label: 'is not' },
    ];
  switch (question.questionType) {
    case 'single_choice':
    case 'multiple_choice':
      return [
        { value: 'is', label: 'is' },
        { value: 'is_not', label: 'is not' },
        { value: 'includes_any', label: 'includes' },
      ];
    case 'yes_no':
      return [
        { value: 'is_yes', label: 'is Yes' },
        { value: 'is_no', label: 'is No' },
      ];
    case 'rating':
    case 'scale':
    case 'number':
      return NUMBER_WORDS;
    default:
      return [
        { value: 'is_empty', label: 'is empty' },
        { value: 'is_not_empty', label: 'is not empty' },
      ];
  }
}

/** The values the condition compares with; [] when the operator needs none, null for a typed number. */
export function valueChoices(
  questions: readonly Question[],
  subject: string,
  operator: string,
  hiddenFields: readonly HiddenField[],
): Choice[] | null {
  if (subject === 'lang') return LANGUAGE_CHOICES;
  if (subject.startsWith('h:')) {
    const field = hiddenFields.find((f) => `h:${f.key}` === subject);
    return field?.allowedValues ? field.allowedValues.map((v) => ({ value: v, label: v })) : null;
  }
  const question = questionOf(questions, subject);
  if (!question || ['is_yes', 'is_no', 'is_empty', 'is_not_empty'].includes(operator)) return [];
  switch (question.questionType) {
    case 'single_choice':
    case 'multiple_choice':
      return (question.options ?? []).map((o) => ({ value: o.id, label: o.label }));
    case 'rating':
      return range(1, 5);
    case 'scale':
      return range(0, 10);
    default:
      return null;
  }
}

/** Jump to a later question, end, or (for a rule none of whose conditions is on this question's own answer) skip it. */
export function actionChoices(
  questions: readonly Question[],
  at: number,
  subjects: string | readonly string[],
): Choice[] {
  const own = ([] as string[]).concat(subjects).includes(`q:${questions[at]?.id}`);
  return [
    ...questions.slice(at + 1).map((q, i) => ({ value: `jump:${q.id}`, label: `jump to Q${at + i + 2}` })),
    { value: 'end', label: 'end the survey' },
    ...(own ? [] : [{ value: 'skip', label: 'skip this question' }]),
  ];
}

/** The form's first choices for a question: its own answer (or the first subject), first operator, value, action. */
export function initialRuleForm(
  questions: readonly Question[],
  at: number,
  hiddenFields: readonly HiddenField[],
): RuleForm {
  const subject = subjectChoices(questions, at, hiddenFields).at(at)?.value ?? 'lang';
  return fittedForm(questions, at, hiddenFields, {
    subject,
    operator: '',
    value: '',
    more: [],
    match: 'all',
    action: actionChoices(questions, at, subject)[0]?.value ?? 'end',
  });
}

/** A new condition's first choices: the first subject this question may look at. */
export function initialCondition(
  questions: readonly Question[],
  at: number,
  hiddenFields: readonly HiddenField[],
): ConditionForm {
  const subject = subjectChoices(questions, at, hiddenFields)[0]?.value ?? 'lang';
  return fittedCondition(questions, hiddenFields, { subject, operator: '', value: '' });
}

const pick = (choices: Choice[] | null, value: string) =>
  choices === null ? value : choices.some((c) => c.value === value) ? value : (choices[0]?.value ?? '');

/** A condition with its operator and value ones its selects offer (after its subject or operator changed). */
export function fittedCondition(
  questions: readonly Question[],
  hiddenFields: readonly HiddenField[],
  condition: ConditionForm,
): ConditionForm {
  if (condition.subject === '') return EMPTY_CONDITION;
  const operator = pick(operatorChoices(questions, condition.subject), condition.operator);
  const value = pick(valueChoices(questions, condition.subject, operator, hiddenFields), condition.value);
  return { subject: condition.subject, operator, value };
}

/** The form with each select's value one it offers (after the subject or operator changed). */
export function fittedForm(
  questions: readonly Question[],
  at: number,
  hiddenFields: readonly HiddenField[],
  form: RuleForm,
): RuleForm {
  const first = fittedCondition(questions, hiddenFields, form);
  const more = form.more.map((condition) => fittedCondition(questions, hiddenFields, condition));
  const subjects = [first.subject, ...more.map((condition) => condition.subject)];
  const action = form.action === '' ? '' : pick(actionChoices(questions, at, subjects), form.action);
  return { ...first, more, match: form.match, action };
}

type ConditionInput = LogicRuleInput['conditions'][number];

/** One condition as the API takes it. */
function conditionInput(questions: readonly Question[], form: ConditionForm): ConditionInput {
  const operator = form.operator as ConditionInput['operator'];
  if (form.subject === 'lang') return { source: 'language', operator, language: form.value as 'en' | 'ur' };
  if (form.subject.startsWith('h:')) {
    return { source: 'hidden_field', key: form.subject.slice(2), operator, value: form.value };
  }
  const question = questionOf(questions, form.subject)!;
  const condition: ConditionInput = { source: 'answer', questionId: question.id, operator };
  if (question.questionType === 'single_choice' || question.questionType === 'multiple_choice') {
    condition.optionIds = [form.value];
  } else if (['rating', 'scale', 'number'].includes(question.questionType)) {
    condition.value = Number(form.value);
  }
  return condition;
}

/** The rule the form makes, as the API takes it. */
export function ruleInput(questions: readonly Question[], form: RuleForm): LogicRuleInput {
  const action: LogicRuleInput['action'] = form.action.startsWith('jump:')
    ? { type: 'jump', toQuestionId: form.action.slice('jump:'.length) }
    : { type: form.action === 'skip' ? 'skip' : 'end' };
  const conditions = [form, ...form.more].map((condition) => conditionInput(questions, condition));
  return { match: form.more.length > 0 ? form.match : 'all', conditions, action };
}

const EMPTY_CONDITION: ConditionForm = { subject: '', operator: '', value: '' };

/** The form "Add rule" opens: nothing chosen yet, so nothing suggests a rule that does not exist. */
export function emptyRuleForm(): RuleForm {
  return { ...EMPTY_CONDITION, more: [], match: 'all', action: '' };
}

/** A further condition, nothing chosen yet. */
export function emptyCondition(): ConditionForm {
  return { ...EMPTY_CONDITION };
}

/** Whether every condition has what it looks at and the rule has an action: only then can it be saved. */
export function formComplete(form: RuleForm): boolean {
  return form.action !== '' && [form, ...form.more].every((condition) => condition.subject !== '');
}

type RuleRead = Pick<LogicRuleInput, 'match' | 'conditions' | 'action'>;

/** One saved condition back in the form's terms. */
function conditionForm(condition: ConditionInput): ConditionForm {
  const operator = condition.operator;
  if (condition.source === 'language') return { subject: 'lang', operator, value: condition.language ?? 'en' };
  if (condition.source === 'hidden_field') {
    return { subject: `h:${condition.key ?? ''}`, operator, value: String(condition.value ?? '') };
  }
  const value = condition.optionIds?.[0] ?? (condition.value === undefined ? '' : String(condition.value));
  return { subject: `q:${condition.questionId ?? ''}`, operator, value };
}

/** A saved rule as the form that edits it (Edit), fitted to the questions as they are now. */
export function ruleForm(
  questions: readonly Question[],
  at: number,
  hiddenFields: readonly HiddenField[],
  rule: RuleRead,
): RuleForm {
  const [first, ...rest] = rule.conditions.map(conditionForm);
  const action =
    rule.action.type === 'jump'
      ? `jump:${rule.action.toQuestionId ?? ''}`
      : rule.action.type === 'skip'
        ? 'skip'
        : 'end';
  return fittedForm(questions, at, hiddenFields, {
    ...(first ?? EMPTY_CONDITION),
    more: rest,
    match: rule.match,
    action,
  });
}

/** The map's sentences name a question by number and text: "jump to Q6 · How many hours…". */
export function questionName(questions: readonly Question[], label: string): string {
  const match = /^Q(\d+)$/.exec(label);
  const question = match ? questions[Number(match[1]) - 1] : undefined;
  return question ? `${label} · ${shortText(question.questionText)}` : label;
}

const shortText = (text: string) => {
  const words = text.trim();
  return words.length > 48 ? `${words.slice(0, 47).trimEnd()}…` : words;
};

/** A map sentence with its jump target named by number and text. */
export function mapSentence(questions: readonly Question[], sentence: string): string {
  return sentence.replace(/jump to (Q\d+)\b/g, (_, label: string) => `jump to ${questionName(questions, label)}`);
}
