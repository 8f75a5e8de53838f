import { Bot, SendHorizontal, SkipForward, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { isRequired } from '../api/get-survey-questions';
import { useSurveyEnding } from '../hooks/use-survey-ending';
import { canCorrectLast, chatQuestionView, chatReducer, initialChatState, planChatSubmit } from '../logic/chat-flow';
import { isSurveyOver, surveyFailureOf, type SurveyFailure } from '../logic/failure';
import { draftKey } from '../logic/response-session';
import { resumePoint } from '../logic/resume';
import { browserPath, followingIndex, numberedAlongPath, pathPosition, pathResumePoint } from '../logic/survey-path';
import { shownAnswerText } from '../logic/answer-text';
import { draftProblemText } from '../logic/draft-problem';
import { answerOfDraft, isTextType } from '../logic/question-controls';
import { languageAttributes, localizeQuestion } from '../logic/survey-language';
import { PreviousAnswers } from './previous-answers';
import { QuestionControl } from './question-control/question-control';
import { chipsNeedSend, hasQuickReplies, QuickReplies } from './question-control/quick-replies';
import { UntranslatedMark } from './question-control/shown-text';
import { QuestionProgress } from './question-progress';
import { SurveyOver, ThankYou } from './status-screens';
import type { SurveyFlowProps } from './survey-flow-props';
import { TypedQuestion } from './typed-question';

export const CHAT_FINISH_DELAY_MS = 1000;
export const CHAT_REDIRECT_MS = 5000;

export const ChatSurvey = ({
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
  const [point] = useState(() =>
    resumePoint(questions, savedAnswers ?? [], {
      questionText: (question) => localizeQuestion(question, language).text.text,
      // A typed answer reads back in the respondent's language ("5 میں سے 4"), as when it was given.
      answerText: (question, saved) =>
        saved.answerValue === null
          ? saved.answerText
          : shownAnswerText(question.questionType, localizeQuestion(question, language), saved.answerValue, labels),
    }),
  );
  // The base answers given, as drafts: the path (branching) is walked over them; follow-ups never change it.
  const baseAnswers = useRef<Record<string, string>>(point.answers);
  const pathNow = (answers: Record<string, string> = baseAnswers.current) =>
    browserPath(questions, { drafts: answers, hiddenValues, language });
  const [state, dispatch] = useReducer(chatReducer, undefined, () => {
    const drafts = store.readDrafts(responseId);
    const step = point.pendingFollowUp;
    const index = pathResumePoint(questions, { drafts: point.answers, hiddenValues, language }).index;
    const key = step ? draftKey(step.questionId, step.followUpId) : draftKey(questions[index]?.id ?? '');
    return initialChatState({ total: questions.length, ...point, index, draft: drafts[key] ?? '' });
  });
  const busy = useRef(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<SurveyFailure | null>(null);
  const [problemShown, setProblemShown] = useState(false);

  const question = questions[state.step.index]!;
  const localized = localizeQuestion(question, language);
  const baseText = localized.text.text;
  const step = state.step;
  // A base question of a typed kind is answered with chips or its own field; follow-ups are words.
  const typed = step.kind === 'base' && !isTextType(question.questionType);
  const chips = typed && hasQuickReplies(question.questionType);
  const problem = typed && problemShown ? draftProblemText(answerOfDraft(question, state.draft), labels) : null;
  const shownText = step.kind === 'followUp' ? step.text : baseText;
  const view = chatQuestionView(state, (i) => isRequired(questions[i] ?? {}));
  const currentPlan = planChatSubmit(state, view.optional);
  const currentDraftKey = draftKey(question.id, step.kind === 'followUp' ? step.followUpId : null);
  const processing = state.status === 'saving' || state.status === 'asking';
  const finished = state.status === 'finishing' || state.status === 'done';

  useSurveyEnding(state.status === 'done', CHAT_REDIRECT_MS, ending, responseId);

  // Focus follows the conversation: each new question (or follow-up) takes it.
  const stepKey = step.kind === 'followUp' ? `${step.index}/${step.followUpId ?? step.text}` : String(step.index);
  useEffect(() => {
    textarea.current?.focus({ preventScroll: true });
  }, [stepKey]);

  // 'Complete' shows the thank-you at once and finishes the response a second later.
  const finish = useCallback(async () => {
    try {
      await recorder.complete(responseId);
    } catch (error) {
      setFailure(surveyFailureOf(error));
      dispatch({ type: 'completeFailed' });
      return;
    }
    store.clear(surveyId, responseId);
    dispatch({ type: 'completed' });
  }, [recorder, responseId, store, surveyId]);

  useEffect(() => {
    if (state.status !== 'finishing' || state.error) return undefined;
    const timer = setTimeout(() => void finish(), CHAT_FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.error, finish]);

  const fail = (error: unknown) => {
    const kind = surveyFailureOf(error);
    setFailure(kind);
    dispatch({ type: 'failed' });
    const description = kind === 'rateLimited' ? labels.tooManyRequests : labels.processFailed;
    toast({ title: labels.errorTitle, description, variant: 'destructive' });
  };

  const onSubmit = async (draft: string = state.draft) => {
    const plan = planChatSubmit({ ...state, draft }, view.optional);
    if (plan.kind === 'blocked' || busy.current) return;
    if (draft !== state.draft) dispatch({ type: 'edit', text: draft });
    if (plan.kind === 'skip') {
      store.writeDraft(responseId, currentDraftKey, '');
      dispatch({ type: 'skipped', following: followingIndex(questions, pathNow(), question.id) });
      return;
    }
    if (typed && plan.kind === 'answer') {
      const answer = answerOfDraft(question, plan.text);
      if (answer.kind !== 'value') {
        setProblemShown(true);
        return;
      }
    }
    busy.current = true;
    setFailure(null);
    dispatch({ type: 'submitted' });
    try {
      if (plan.kind === 'answerFollowUp') {
        if (plan.followUpId) {
          await recorder.saveAnswer({
            responseId,
            questionId: question.id,
            followUpId: plan.followUpId,
            answerText: plan.text,
          });
        } else {
          // A reply without a follow-up id cannot be stored as a follow-up: keep the words with the base answer.
          const base = state.answered.at(-1)?.answerText ?? '';
          await recorder.saveAnswer({
            responseId,
            questionId: question.id,
            answerText: base ? `${base}\n\n${plan.text}` : plan.text,
          });
        }
        store.writeDraft(responseId, currentDraftKey, '');
        dispatch({
          type: 'followUpSaved',
          answerText: plan.text,
          following: followingIndex(questions, pathNow(), question.id),
        });
        return;
      }
      const answer = answerOfDraft(question, plan.text);
      if (answer.kind === 'value') {
        await recorder.saveAnswer({ responseId, questionId: question.id, answerValue: answer.answerValue });
      } else {
        await recorder.saveAnswer({ responseId, questionId: question.id, answerText: plan.text });
      }
      // What the respondent reads back: a chosen option in the words they saw, "4 out of 5"...
      const said =
        answer.kind === 'value'
          ? shownAnswerText(question.questionType, localized, answer.answerValue, labels)
          : plan.text;
      baseAnswers.current = { ...baseAnswers.current, [question.id]: plan.text };
      dispatch({ type: 'answerSaved' });
      // The server reads the question and the conversation so far from the response itself.
      const reply = await recorder.askFollowUp({ userMessage: said, language, responseId, questionId: question.id });
      store.writeDraft(responseId, currentDraftKey, '');
      const following = followingIndex(questions, pathNow(), question.id);
      dispatch({ type: 'replied', reply, questionText: baseText, answerText: said, following });
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input-method composition is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  // Back to the last question with what was answered in the box; answering it again saves it again.
  const onCorrectLast = () => {
    const last = state.answered.at(-1);
    const lastQuestion = last ? questions[last.questionNumber - 1] : undefined;
    if (!last || !lastQuestion) return;
    store.writeDraft(responseId, currentDraftKey, '');
    dispatch({ type: 'correctLast', draft: baseAnswers.current[lastQuestion.id] ?? last.answerText });
  };

  const onEdit = (text: string) => {
    setProblemShown(false);
    dispatch({ type: 'edit', text });
    store.writeDraft(responseId, currentDraftKey, text);
  };

  if (isSurveyOver(failure)) return <SurveyOver labels={labels} gone={failure === 'surveyGone'} />;

  if (finished) {
    return (
      <ThankYou
        labels={labels}
        ending={ending}
        redirecting={state.status === 'done'}
        error={
          state.error !== 'complete' ? null : failure === 'rateLimited' ? labels.tooManyRequests : labels.completeFailed
        }
        onRetry={() => {
          dispatch({ type: 'completeRetried' });
        }}
      />
    );
  }

  const skipping = currentPlan.kind === 'skip';
  const buttonLabel = view.optional ? (skipping ? labels.skip : labels.continue) : labels.send;
  const ButtonIcon = skipping ? SkipForward : SendHorizontal;
  // "Question n of m" along the respondent's path as the answers so far tell.
  const position = pathPosition(pathNow(), question.id);
  const counter = labels.questionOf(position.current, position.total);

  return (
    <div className="flex flex-1 flex-col gap-6">
      <QuestionProgress id="survey-progress" label={counter} current={position.current} total={position.total} />
      <PreviousAnswers labels={labels} answered={numberedAlongPath(state.answered, questions, pathNow())} />
      {canCorrectLast(state) ? (
        <div className="-mt-3">
          <Button variant="ghost" size="sm" onClick={onCorrectLast}>
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {labels.changeLastAnswer}
          </Button>
        </div>
      ) : null}
      <div key={stepKey} className="survey-fade-up flex items-start gap-3">
        <span className="mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 rounded-2xl rounded-ss-sm border border-slate-200 bg-white px-5 py-4 shadow-sm">
          {view.isFollowUp || view.optional ? (
            <div className="mb-2 flex flex-wrap gap-2">
              {view.isFollowUp ? <Badge>{labels.followUp}</Badge> : null}
              {view.optional ? <Badge variant="muted">{labels.optional}</Badge> : null}
            </div>
          ) : null}
          <TypedQuestion
            id="survey-question"
            text={shownText}
            prefix={view.isFollowUp ? labels.followUp : counter}
            original={step.kind === 'base' && localized.text.original}
          />
          {step.kind === 'base' && localized.hasOriginal ? (
            <div className="mt-2">
              <UntranslatedMark labels={labels} />
            </div>
          ) : null}
        </div>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        aria-busy={processing}
      >
        {chips ? (
          <QuickReplies
            question={question}
            localized={localized}
            labels={labels}
            dir={languageAttributes(language).dir}
            value={state.draft}
            onChange={onEdit}
            onSend={(draft) => void onSubmit(draft)}
            labelledBy="survey-question"
            disabled={processing}
            focusKey={stepKey}
          />
        ) : typed ? (
          <QuestionControl
            question={question}
            language={language}
            value={state.draft}
            onChange={onEdit}
            onSubmit={() => void onSubmit()}
            labelledBy="survey-question"
            describedBy={problem ? 'survey-chat-problem' : undefined}
            disabled={processing}
            invalid={problem !== null}
            takeFocus
          />
        ) : (
          <textarea
            ref={textarea}
            rows={4}
            value={state.draft}
            onChange={(event) => onEdit(event.target.value)}
            onKeyDown={onKeyDown}
            readOnly={processing}
            placeholder={labels.answerPlaceholder}
            aria-labelledby="survey-question"
            aria-describedby="survey-chat-shortcut"
            className={cn(
              'block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg text-slate-900 shadow-sm',
              'placeholder:text-slate-500 focus:border-emerald-600 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-600/40',
              processing && 'bg-slate-50 text-slate-600',
            )}
          />
        )}
        {problem ? (
          <p id="survey-chat-problem" role="alert" className="mt-3 text-sm font-medium text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-3">
          <p id="survey-chat-shortcut" className="hidden text-sm text-slate-500 sm:block">
            {typed ? (chips ? '' : labels.enterShortcut) : labels.chatShortcut}
          </p>
          {/* A chip that answers at once needs no Send button; Skip stays for an optional question. */}
          {!chips || chipsNeedSend(question, state.draft) || skipping ? (
            <Button
              type="submit"
              size="lg"
              variant={skipping ? 'outline' : 'primary'}
              className="ms-auto"
              disabled={currentPlan.kind === 'blocked'}
            >
              {buttonLabel}
              <ButtonIcon className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </form>
      <div role="status" className="min-h-6 text-sm text-slate-600">
        {processing ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" label="" />
            {step.kind === 'followUp' ? labels.saving : labels.askingFollowUp}
          </span>
        ) : null}
      </div>
      {state.error === 'process' ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failure === 'rateLimited' ? labels.tooManyRequests : labels.processFailed}
        </p>
      ) : null}
    </div>
  );
};
