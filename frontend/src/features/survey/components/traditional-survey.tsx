import { ArrowLeft, ArrowRight, Check, SkipForward } from 'lucide-react';
import { useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { isRequired } from '../api/get-survey-questions';
import { useSurveyEnding } from '../hooks/use-survey-ending';
import { isSurveyOver, surveyFailureOf, type SurveyFailure } from '../logic/failure';
import { questionSizeClass } from '../logic/question-text';
import { resumePoint } from '../logic/resume';
import { draftProblemText } from '../logic/draft-problem';
import { answerBody, answerOfDraft } from '../logic/question-controls';
import { localizeQuestion } from '../logic/survey-language';
import { browserPath, followingIndex, pathPosition, pathResumePoint } from '../logic/survey-path';
import { initialTraditionalState, planContinue, planSkip, traditionalReducer } from '../logic/traditional-flow';
import { QuestionControl } from './question-control/question-control';
import { ShownText, UntranslatedMark } from './question-control/shown-text';
import { QuestionProgress } from './question-progress';
import { SurveyOver, ThankYou } from './status-screens';
import type { SurveyFlowProps } from './survey-flow-props';

export const TRADITIONAL_REDIRECT_MS = 2000;

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

export const TraditionalSurvey = ({
  surveyId,
  questions,
  language,
  labels,
  responseId,
  savedAnswers,
  store,
  ending,
  hiddenValues,
  recorder,
}: SurveyFlowProps) => {
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  const [state, dispatch] = useReducer(traditionalReducer, undefined, () => {
    const point = resumePoint(questions, savedAnswers ?? []);
    const onPath = pathResumePoint(questions, { drafts: point.answers, hiddenValues, language });
    return initialTraditionalState(point.answers, onPath.index, store.readDrafts(responseId), onPath.trail);
  });
  const busy = useRef(false);
  // A problem (number out of bounds, Other without words) shows once the respondent tries to go on.
  const [problemShown, setProblemShown] = useState(false);

  const question = questions[state.index]!;
  const localized = localizeQuestion(question, language);
  const text = localized.text.text;
  const value = state.answers[question.id] ?? '';
  const answer = answerOfDraft(question, value);
  const problem = problemShown ? draftProblemText(answer, labels) : null;
  // The path as the boxes hold the answers now (branching): the next question, and "n of m" along it.
  const path = browserPath(questions, { drafts: state.answers, hiddenValues, language });
  const nextIndex = followingIndex(questions, path, question.id);
  const position = pathPosition(path, question.id);
  const plan = planContinue(state, ids, nextIndex);
  const isLast = nextIndex === null;
  const optional = !isRequired(question);
  // Skipping leaves the answer empty, which may change the path (branching on an empty answer).
  const skipPath = browserPath(questions, { drafts: { ...state.answers, [question.id]: '' }, hiddenValues, language });
  const skipNextIndex = followingIndex(questions, skipPath, question.id);
  const skipPlan = planSkip(state, ids, optional, skipNextIndex);
  const [failure, setFailure] = useState<SurveyFailure | null>(null);
  const working = state.status === 'saving' || state.status === 'completing';
  const done = state.status === 'done';

  useSurveyEnding(done, TRADITIONAL_REDIRECT_MS, ending, responseId);

  const onContinue = async () => {
    if (plan.kind === 'blocked' || busy.current) return;
    const body = answerBody(answer);
    if (!body) {
      setProblemShown(true);
      return;
    }
    busy.current = true;
    setFailure(null);
    dispatch({ type: 'saveStarted' });
    try {
      if (plan.needsSave) {
        try {
          await recorder.saveAnswer({ responseId, questionId: plan.questionId, ...body });
        } catch (error) {
          setFailure(surveyFailureOf(error));
          dispatch({ type: 'saveFailed' });
          return;
        }
        store.writeDraft(responseId, plan.questionId, '');
      }
      dispatch({
        type: 'saved',
        questionId: plan.questionId,
        text: plan.text,
        isLast: plan.isLast,
        ...(nextIndex === null ? {} : { nextIndex }),
      });
      if (plan.isLast) await complete();
    } finally {
      busy.current = false;
    }
  };

  // The end screen alone says thank you (issue 49): no toast repeats it over the page.
  const complete = async () => {
    try {
      await recorder.complete(responseId);
    } catch (error) {
      setFailure(surveyFailureOf(error));
      dispatch({ type: 'completeFailed' });
      return;
    }
    store.clear(surveyId, responseId);
    dispatch({ type: 'completed' });
  };

  const onSkip = async () => {
    if (skipPlan.kind === 'blocked' || busy.current) return;
    busy.current = true;
    setFailure(null);
    setProblemShown(false);
    store.writeDraft(responseId, skipPlan.questionId, '');
    dispatch({
      type: 'skipped',
      questionId: skipPlan.questionId,
      isLast: skipPlan.isLast,
      ...(skipNextIndex === null ? {} : { nextIndex: skipNextIndex }),
    });
    try {
      if (skipPlan.isLast) await complete();
    } finally {
      busy.current = false;
    }
  };

  const onEdit = (next: string) => {
    setProblemShown(false);
    dispatch({ type: 'edit', questionId: question.id, text: next });
    store.writeDraft(responseId, question.id, next);
  };

  if (done) return <ThankYou labels={labels} ending={ending} redirecting />;
  if (isSurveyOver(failure)) return <SurveyOver labels={labels} gone={failure === 'surveyGone'} />;

  const errorText =
    problem ??
    (state.error && failure === 'rateLimited'
      ? labels.tooManyRequests
      : state.error === 'save'
        ? labels.saveFailed
        : state.error === 'complete'
          ? labels.completeFailed
          : null);
  const nextLabel = working ? labels.saving : isLast ? labels.submit : labels.ok;
  const NextIcon = isLast ? Check : ArrowRight;

  return (
    <div className="flex flex-1 flex-col">
      <QuestionProgress
        id="survey-progress"
        label={labels.questionOf(position.current, position.total)}
        current={position.current}
        total={position.total}
      />
      <form
        key={question.id}
        className={cn(
          'mt-8 flex flex-1 flex-col sm:mt-12',
          state.direction === 'forward' ? 'survey-slide-forward' : 'survey-slide-backward',
        )}
        onSubmit={(event) => {
          event.preventDefault();
          void onContinue();
        }}
        aria-busy={working}
      >
        <h2
          id="survey-question"
          className={cn('font-semibold tracking-tight text-balance text-slate-900', questionSizeClass(text, 'page'))}
        >
          <span className="sr-only">{labels.questionOf(position.current, position.total)}: </span>
          <ShownText shown={localized.text} />
          {localized.hasOriginal ? <UntranslatedMark labels={labels} /> : null}
          {optional ? (
            <span className="ms-2 text-base font-normal whitespace-nowrap text-slate-600">{labels.optionalMark}</span>
          ) : null}
        </h2>
        <div className="mt-6">
          <QuestionControl
            question={question}
            language={language}
            value={value}
            onChange={onEdit}
            onSubmit={() => void onContinue()}
            labelledBy="survey-question"
            describedBy={errorText ? 'survey-answer-error survey-shortcut' : 'survey-shortcut'}
            disabled={working}
            invalid={problem !== null}
            takeFocus
          />
        </div>
        {errorText ? (
          <p id="survey-answer-error" role="alert" className="mt-3 text-sm font-medium text-red-800">
            {errorText}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {state.trail.length > 0 ? (
            <Button variant="outline" size="lg" onClick={() => dispatch({ type: 'back' })} disabled={working}>
              <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
              {labels.back}
            </Button>
          ) : null}
          <Button type="submit" size="lg" disabled={plan.kind === 'blocked'}>
            {working ? <Spinner size="sm" label="" className="[&_svg]:text-white" /> : null}
            {nextLabel}
            {working ? null : <NextIcon className={cn('h-4 w-4', !isLast && 'rtl:rotate-180')} aria-hidden="true" />}
          </Button>
          {skipPlan.kind === 'skip' ? (
            <Button variant="outline" size="lg" onClick={() => void onSkip()} disabled={working}>
              {labels.skip}
              <SkipForward className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
            </Button>
          ) : null}
          <p id="survey-shortcut" className="hidden text-sm text-slate-500 sm:block">
            {question.questionType === 'textarea'
              ? labels.traditionalShortcut(isMac() ? '⌘' : 'Ctrl')
              : labels.enterShortcut}
          </p>
        </div>
      </form>
      <p role="status" className="sr-only">
        {working ? labels.saving : ''}
      </p>
    </div>
  );
};
