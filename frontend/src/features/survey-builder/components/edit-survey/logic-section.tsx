import { Check, GitBranch, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import type { HiddenField, LogicRuleInput, Question, QuestionLogic, Survey, SurveyLogic } from '@/types/generated/api';
import { useSurveyQuestions } from '../../api/get-survey-questions';
import { useResponseSettings } from '../../api/response-settings';
import { addLogicRule, changeLogicRule, removeLogicRule, useSurveyLogic } from '../../api/survey-logic';
import {
  actionChoices,
  emptyCondition,
  emptyRuleForm,
  fittedForm,
  formComplete,
  mapSentence,
  MATCH_CHOICES,
  operatorChoices,
  questionName,
  ruleForm,
  ruleInput,
  subjectChoices,
  valueChoices,
  type Choice,
  type ConditionForm,
  type RuleForm,
} from '../../lib/logic-rule-form';
import { FormSection } from '@/components/ui/form-section';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';

// The builder's branching (issue 29): per question a Logic panel with its rules as sentences and a
// rule made with selects; the server's refusal shown in its words; a map of who goes where.

const Select = ({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) => (
  <div>
    <Label htmlFor={id}>{label}</Label>
    <select id={id} className={`${fieldClasses} h-11`} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  </div>
);

/** One condition's selects: what it looks at, how it compares, and the value when it needs one. */
const ConditionFields = ({
  id,
  questions,
  at,
  hiddenFields,
  condition,
  onChange,
}: {
  id: string;
  questions: Question[];
  at: number;
  hiddenFields: HiddenField[];
  condition: ConditionForm;
  onChange: (part: Partial<ConditionForm>) => void;
}) => {
  const values = valueChoices(questions, condition.subject, condition.operator, hiddenFields);
  const subjects = subjectChoices(questions, at, hiddenFields);
  const ifSelect = (
    <Select
      id={`${id}-subject`}
      label="If"
      value={condition.subject}
      choices={condition.subject === '' ? [{ value: '', label: 'Choose…' }, ...subjects] : subjects}
      onChange={(subject) => onChange({ subject })}
    />
  );
  if (condition.subject === '') return ifSelect;
  return (
    <>
      {ifSelect}
      <Select
        id={`${id}-operator`}
        label="Condition"
        value={condition.operator}
        choices={operatorChoices(questions, condition.subject)}
        onChange={(operator) => onChange({ operator })}
      />
      {values === null ? (
        <div>
          <Label htmlFor={`${id}-value`}>Value</Label>
          <Input
            id={`${id}-value`}
            type={condition.subject.startsWith('q:') ? 'number' : 'text'}
            value={condition.value}
            onChange={(e) => onChange({ value: e.target.value })}
          />
        </div>
      ) : values.length > 0 ? (
        <Select
          id={`${id}-value`}
          label="Value"
          value={condition.value}
          choices={values}
          onChange={(value) => onChange({ value })}
        />
      ) : null}
    </>
  );
};

const CHOOSE: Choice = { value: '', label: 'Choose…' };

/** A rule's form, empty for a new rule or filled from the rule being edited; it closes when saved. */
const RuleBuilder = ({
  questions,
  at,
  hiddenFields,
  initial,
  editing,
  onSave,
  onCancel,
}: {
  questions: Question[];
  at: number;
  hiddenFields: HiddenField[];
  initial: RuleForm;
  /** The sentence of the rule being edited; null for a new rule. */
  editing: string | null;
  onSave: (rule: LogicRuleInput) => Promise<unknown>;
  onCancel: () => void;
}) => {
  const [form, setForm] = useState<RuleForm>(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fitted = fittedForm(questions, at, hiddenFields, form);
  const id = `logic-q${at + 1}`;
  const which = editing ? 'this rule' : 'the new rule';
  const change = (part: Partial<RuleForm>) => {
    setRefusal(null);
    setForm(fittedForm(questions, at, hiddenFields, { ...fitted, ...part }));
  };
  const changeMore = (index: number, part: Partial<ConditionForm>) =>
    change({ more: fitted.more.map((condition, i) => (i === index ? { ...condition, ...part } : condition)) });
  const complete = formComplete(fitted);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setRefusal('Choose what the rule looks at and what it does.');
      return;
    }
    setBusy(true);
    try {
      await onSave(ruleInput(questions, fitted));
    } catch (error) {
      setRefusal(errorMessage(error, editing ? 'The rule could not be changed.' : 'The rule could not be added.'));
      setBusy(false);
    }
  };
  const actions = actionChoices(questions, at, [fitted.subject, ...fitted.more.map((c) => c.subject)]);
  return (
    <form
      className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      onSubmit={(event) => void onSubmit(event)}
      aria-label={editing ? `Edit rule of Q${at + 1}: ${editing}` : `New rule for Q${at + 1}`}
      data-testid="logic-rule-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <ConditionFields
          id={id}
          questions={questions}
          at={at}
          hiddenFields={hiddenFields}
          condition={fitted}
          onChange={change}
        />
      </div>
      {fitted.more.length > 0 ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Select
            id={`${id}-match`}
            label="Follow the rule when"
            value={fitted.match}
            choices={MATCH_CHOICES}
            onChange={(match) => change({ match: match === 'any' ? 'any' : 'all' })}
          />
        </div>
      ) : null}
      {fitted.more.map((condition, index) => (
        <fieldset key={index} className="mt-3 border-t border-slate-200 pt-3">
          <legend className="sr-only">Condition {index + 2}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ConditionFields
              id={`${id}-c${index + 2}`}
              questions={questions}
              at={at}
              hiddenFields={hiddenFields}
              condition={condition}
              onChange={(part) => changeMore(index, part)}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => change({ more: fitted.more.filter((_, i) => i !== index) })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove condition {index + 2}
          </Button>
        </fieldset>
      ))}
      <div className="mt-3">
        <Button variant="ghost" size="sm" onClick={() => change({ more: [...fitted.more, emptyCondition()] })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add condition
          <span className="sr-only">{` to ${which} of Q${at + 1}`}</span>
        </Button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Select
          id={`${id}-action`}
          label="Then"
          value={fitted.action}
          choices={fitted.action === '' ? [CHOOSE, ...actions] : actions}
          onChange={(action) => change({ action })}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          <Check className="h-4 w-4" aria-hidden="true" />
          {editing ? 'Save changes' : 'Save rule'}
          <span className="sr-only">{editing ? ` to the rule of Q${at + 1}` : ` to Q${at + 1}`}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
    </form>
  );
};

const QuestionPanel = ({
  survey,
  questions,
  at,
  logic,
  hiddenFields,
}: {
  survey: Survey;
  questions: Question[];
  at: number;
  logic: QuestionLogic | undefined;
  hiddenFields: HiddenField[];
}) => {
  const question = questions[at]!;
  const rules = logic?.rules ?? [];
  const [removeError, setRemoveError] = useState<string | null>(null);
  /** Which form is open: none, a new rule's, or the rule being edited (its id). */
  const [open, setOpen] = useState<null | 'new' | string>(null);
  const label = `Q${at + 1}`;
  const editedRule = rules.find((rule) => rule.ruleId === open);
  const builder = (initial: RuleForm, editing: string | null, save: (rule: LogicRuleInput) => Promise<unknown>) => (
    <RuleBuilder
      key={`${open}-${questions.map((q) => q.id).join()}`}
      questions={questions}
      at={at}
      hiddenFields={hiddenFields}
      initial={initial}
      editing={editing}
      onSave={async (rule) => {
        await save(rule);
        setOpen(null);
      }}
      onCancel={() => setOpen(null)}
    />
  );
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="logic-panel">
      <h3 className="text-sm font-semibold text-slate-900">
        {label}. <span className="font-normal">{question.questionText}</span>
      </h3>
      {rules.length > 0 ? (
        <ol className="mt-2 space-y-2" aria-label={`Rules of ${label}`}>
          {rules.map((rule) => (
            <li key={rule.ruleId} className="text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words text-slate-800" data-testid="logic-rule">
                  {rule.sentence}
                  {rule.problem ? <span className="block text-red-800">Not followed: {rule.problem}</span> : null}
                </span>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setOpen(rule.ruleId)}
                    disabled={open === rule.ruleId}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit<span className="sr-only"> rule: {rule.sentence}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      void removeLogicRule(survey.id, question.id, rule.ruleId).then(
                        () => {
                          setRemoveError(null);
                          if (open === rule.ruleId) setOpen(null);
                        },
                        (error: unknown) => setRemoveError(errorMessage(error)),
                      )
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    Remove<span className="sr-only"> rule: {rule.sentence}</span>
                  </Button>
                </span>
              </div>
              {editedRule && open === rule.ruleId
                ? builder(ruleForm(questions, at, hiddenFields, rule), rule.sentence, (input) =>
                    changeLogicRule(survey.id, question.id, rule.ruleId, input),
                  )
                : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No rules: everyone goes on to the next question.</p>
      )}
      {removeError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {removeError}
        </p>
      ) : null}
      {open === 'new' ? (
        builder(emptyRuleForm(), null, (input) => addLogicRule(survey.id, question.id, input))
      ) : (
        <div className="mt-2">
          <Button variant="outline" size="sm" onClick={() => setOpen('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add rule<span className="sr-only"> to {label}</span>
          </Button>
        </div>
      )}
    </li>
  );
};

const PathMap = ({ logic, questions }: { logic: SurveyLogic; questions: Question[] }) => (
  <div className="mt-6">
    <h3 id="path-map-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
      <GitBranch className="h-4 w-4" aria-hidden="true" />
      Who gets what
    </h3>
    <ol className="mt-2 space-y-2 text-sm" aria-labelledby="path-map-heading" data-testid="path-map">
      {logic.pathMap.map((entry) => (
        <li key={entry.questionId} className="rounded-md border border-slate-200 px-3 py-2">
          <span className="font-semibold break-words">{questionName(questions, entry.label)}</span>
          {entry.skippedWhen.map((sentence) => (
            <span key={sentence} className="block break-words text-slate-700">
              Skipped: {sentence}
            </span>
          ))}
          {entry.leadsTo.map((sentence) => (
            <span key={sentence} className="block break-words text-slate-700">
              {mapSentence(questions, sentence)}
            </span>
          ))}
          <span className="block break-words text-slate-600">
            {entry.leadsTo.length > 0 ? 'Otherwise' : 'Then'}: {questionName(questions, entry.otherwise)}
          </span>
        </li>
      ))}
    </ol>
  </div>
);

/** /admin/surveys/:id/edit: the Logic section, after the questions. */
export const LogicSection = ({ survey }: { survey: Survey }) => {
  const questions = useSurveyQuestions(survey.id);
  const logic = useSurveyLogic(survey.id);
  const settings = useResponseSettings(survey.id);
  const list = [...(questions.data ?? [])].sort((a, b) => a.order - b.order);
  const error = questions.error ?? logic.error ?? settings.error;
  const rules = logic.data;
  const hiddenFields = settings.data?.hiddenFields;
  return (
    <FormSection
      title="Logic"
      id="logic-heading"
      lead="Skip, jump or end on answers, hidden fields and the language. Jumps only go forward."
    >
      {error ? (
        <ErrorState title="Could not load the logic" error={error} />
      ) : !questions.data || !rules || !hiddenFields ? (
        <LoadingState label="Loading logic..." />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">Add questions first.</p>
      ) : (
        <>
          <ol className="space-y-3">
            {list.map((question, at) => (
              <QuestionPanel
                key={question.id}
                survey={survey}
                questions={list}
                at={at}
                logic={rules.questions.find((q) => q.questionId === question.id)}
                hiddenFields={hiddenFields}
              />
            ))}
          </ol>
          <PathMap logic={rules} questions={list} />
        </>
      )}
    </FormSection>
  );
};
