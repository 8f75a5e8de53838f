import { useEffect, useReducer, useState } from 'react';
import { useAiProvider } from '@/hooks/use-ai-status';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { PublicSurvey, Question, SurveyMode } from '@/types/generated/api';
import { getResponseProgress } from '../api/get-response-progress';
import { sortQuestions } from '../api/get-survey-questions';
import { surveyDocumentKey, useSurveyDocument } from '../api/get-survey-document';
import { startResponse } from '../api/start-response';
import { surveyLabels } from '../content/labels';
import { previewLabels } from '../content/preview-labels';
import { useEmbed } from '../embed/embed-context';
import { surveyEnding, type SurveyEnding } from '../logic/end-screen';
import { surveyFailureOf } from '../logic/failure';
import {
  hiddenValuesFromSearch,
  keepRecordedHiddenValues,
  linkHiddenValues,
  type HiddenValues,
} from '../logic/hidden-field-values';
import type { PreviewSession } from '../logic/preview-session';
import { browserResponseStore, type ResponseStore } from '../logic/response-session';
import { serverRecorder } from '../api/server-recorder';
import { surveyDescriptionIn, surveyTitleIn, type SurveyLanguage } from '../logic/survey-language';
import { initialSurveyPageState, pageLanguage, surveyPageReducer } from '../logic/survey-page-flow';
import { ChatSurvey } from './chat-survey';
import { LanguageChoice } from './language-choice';
import { ModeChoice } from './mode-choice';
import {
  SurveyNotFound,
  SurveyLoadError,
  SurveyUnavailable,
  WaitingMessage,
  unavailableText,
  type Unavailability,
} from './status-screens';
import { ShownText } from './question-control/shown-text';
import { SurveyFrame } from './survey-frame';
import { SurveyLogo } from './survey-logo';
import { TraditionalSurvey } from './traditional-survey';

const EN = surveyLabels('en');
const UR = surveyLabels('ur');

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Why nobody can start this survey now, or null while it is open (an older server sends no availability). */
const unavailabilityOf = (survey: PublicSurvey): Unavailability | null => {
  const availability = survey.availability;
  return availability === 'inactive' || availability === 'closed' || availability === 'full' ? availability : null;
};

const Unavailable = ({ survey, reason }: { survey: PublicSurvey; reason: Unavailability }) => {
  useDocumentTitle(`${survey.title}: ${unavailableText(reason, EN).title}`);
  return (
    <SurveyFrame language="en" header={<SurveyLogo logo={survey.logo} alt={EN.surveyLogo(survey.title)} />}>
      <SurveyUnavailable
        reason={reason}
        surveyTitle={{ en: survey.title, ur: surveyTitleIn(survey, 'ur').text }}
        english={EN}
        urdu={UR}
      />
    </SurveyFrame>
  );
};

/**
 * A preview ends on its thank-you screen: it follows no redirect, home or elsewhere, and says that
 * nothing was submitted instead of "Your response has been submitted successfully".
 */
const previewEnding = (ending: SurveyEnding, language: SurveyLanguage, isPreview: boolean): SurveyEnding =>
  isPreview ? { ...ending, message: previewLabels[language].finished, redirect: { kind: 'none' } } : ending;

/** /survey/:idOrSlug: loads the survey with its questions (one document), then runs the flow. */
export const SurveyPage = ({ idOrSlug }: { idOrSlug: string }) => {
  const { data, error } = useSurveyDocument(idOrSlug);
  const { mutate } = useSWRConfig();
  const reload = () => void mutate(surveyDocumentKey(idOrSlug));

  // A survey nobody can start shows its page at once, unless this tab has a response under way in one
  // that closed or filled up: that one may still be finished. A switched-off survey takes no answers at
  // all, so its page shows whatever this tab holds (and its document has no questions).
  const unavailable = data ? unavailabilityOf(data.survey) : null;
  if (data && unavailable && (unavailable === 'inactive' || browserResponseStore.read(data.survey.id) === null)) {
    return <Unavailable survey={data.survey} reason={unavailable} />;
  }

  if (isNotFound(error)) {
    return (
      <SurveyFrame language="en" header={<SurveyLogo alt="" />}>
        <SurveyNotFound labels={EN} />
      </SurveyFrame>
    );
  }
  if (error) {
    return (
      <SurveyFrame language="en" header={<SurveyLogo alt="" />}>
        <SurveyLoadError
          labels={EN}
          message={error instanceof ApiError ? errorMessage(error) : EN.loadFailedBody}
          onRetry={reload}
        />
      </SurveyFrame>
    );
  }
  if (!data) {
    return (
      <SurveyFrame language="en">
        <WaitingMessage title={EN.loading} />
      </SurveyFrame>
    );
  }
  return (
    <SurveyFlow
      survey={data.survey}
      questions={sortQuestions(data.questions)}
      store={browserResponseStore}
      onRefused={reload}
    />
  );
};

export type SurveyFlowProps = {
  survey: PublicSurvey;
  questions: Question[];
  store: ResponseStore;
  /** Starting was refused (409): read the survey again, so a survey that closed meanwhile shows its page. */
  onRefused: () => void;
  /** An admin's preview (issue 48): the response lives in this session only; nothing reaches the server. */
  preview?: PreviewSession | null;
};

const searchNow = () => (typeof window === 'undefined' ? '' : window.location.search);

export const SurveyFlow = ({ survey, questions, store, onRefused, preview = null }: SurveyFlowProps) => {
  const { embedded } = useEmbed();
  const aiProvider = useAiProvider();
  // The link's hidden-field / UTM values (kept for this tab, so a reload before the start sends them too);
  // after the start, the values the server recorded. They go with the start and fill the redirect.
  // A preview reads the link's values (to try branching on them) and keeps nothing of them.
  const [hidden, setHidden] = useState<HiddenValues>(() =>
    preview ? hiddenValuesFromSearch(searchNow()) : linkHiddenValues(survey.id),
  );
  const [state, dispatch] = useReducer(surveyPageReducer, undefined, () =>
    initialSurveyPageState(store.read(survey.id) !== null),
  );
  const language = pageLanguage(state);
  // A survey declared English-only asks no language (surveys from before declared both).
  const urduOffered = survey.languages?.includes('ur') ?? true;
  const labels = surveyLabels(language);
  const shownTitle = surveyTitleIn(survey, language);
  const title = shownTitle.text;
  useDocumentTitle(title);

  useEffect(() => {
    if (state.phase === 'language' && !urduOffered) dispatch({ type: 'languageChosen', language: 'en' });
  }, [state.phase, urduOffered]);

  // A response this tab started: resume it at the first unanswered question, unless it is finished or gone.
  useEffect(() => {
    if (state.phase !== 'checking') return undefined;
    const stored = store.read(survey.id);
    if (!stored) {
      dispatch({ type: 'nothingToResume' });
      return undefined;
    }
    let cancelled = false;
    getResponseProgress(stored.responseId).then(
      (progress) => {
        if (cancelled) return;
        if (progress.completedAt || progress.surveyId !== survey.id) {
          store.clear(survey.id, stored.responseId);
          dispatch({ type: 'nothingToResume' });
          return;
        }
        dispatch({
          type: 'resumed',
          language: stored.language,
          mode: stored.mode,
          responseId: stored.responseId,
          resume: { answers: progress.answers },
        });
      },
      (err: unknown) => {
        if (cancelled) return;
        if (isNotFound(err)) store.clear(survey.id, stored.responseId);
        dispatch({ type: 'nothingToResume' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, store, survey.id]);

  const onChooseMode = async (mode: SurveyMode) => {
    if (state.phase !== 'mode') return;
    const chosenLanguage = state.language;
    dispatch({ type: 'modeChosen', mode });
    if (preview) {
      dispatch({ type: 'started', responseId: preview.start(mode, chosenLanguage) });
      return;
    }
    try {
      // The values read when the page opened: the address may have lost its query since.
      const response = await startResponse(survey.id, mode, chosenLanguage, hidden);
      keepRecordedHiddenValues(survey.id, response.hiddenFields);
      setHidden(response.hiddenFields);
      store.write(survey.id, { responseId: response.id, mode, language: chosenLanguage });
      dispatch({ type: 'started', responseId: response.id });
    } catch (error) {
      const failed = surveyLabels(chosenLanguage);
      const description = {
        rateLimited: failed.tooManyRequests,
        surveyGone: failed.surveyGoneBody,
        surveyClosed: failed.surveyClosedBody,
        other: failed.startFailed,
      }[surveyFailureOf(error)];
      toast({ title: failed.errorTitle, description, variant: 'destructive' });
      dispatch({ type: 'startFailed' });
      if (error instanceof ApiError && error.status === 409) onRefused();
    }
  };

  const header = <SurveyLogo logo={survey.logo} alt={labels.surveyLogo(title)} />;

  switch (state.phase) {
    case 'checking':
      return (
        <SurveyFrame language={language}>
          <WaitingMessage title={labels.loading} />
        </SurveyFrame>
      );
    case 'language':
      return (
        <SurveyFrame language="en" header={header}>
          <LanguageChoice
            surveyTitle={survey.title}
            onChoose={(chosen) => dispatch({ type: 'languageChosen', language: chosen })}
          />
        </SurveyFrame>
      );
    case 'mode':
      return (
        <SurveyFrame language={language} header={header}>
          <ModeChoice
            labels={labels}
            title={shownTitle}
            description={surveyDescriptionIn(survey, language)}
            hasQuestions={questions.length > 0}
            onChoose={(mode) => void onChooseMode(mode)}
            onChangeLanguage={urduOffered ? () => dispatch({ type: 'changeLanguage' }) : undefined}
            aiFollowUps={!preview && aiProvider === 'model'}
          />
        </SurveyFrame>
      );
    case 'starting':
      return (
        <SurveyFrame language={language} header={header}>
          <WaitingMessage title={labels.preparing} detail={labels.pleaseWait} />
        </SurveyFrame>
      );
    case 'taking': {
      const props = {
        surveyId: survey.id,
        questions,
        language,
        labels,
        responseId: state.responseId,
        savedAnswers: state.resume?.answers ?? null,
        store,
        ending: previewEnding(surveyEnding(survey.endScreen, language, hidden, embedded), language, preview !== null),
        hiddenValues: hidden,
        recorder: preview?.recorder ?? serverRecorder,
      };
      return (
        <SurveyFrame
          language={language}
          header={
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              {header}
              {/* The page's h1 while questions take the stage (each question is the screen's h2). */}
              <h1 className="min-w-0 text-sm font-semibold break-words text-slate-600">
                <ShownText shown={shownTitle} />
              </h1>
            </div>
          }
        >
          {questions.length === 0 ? (
            <p role="status" className="text-lg text-slate-700">
              {labels.noQuestions}
            </p>
          ) : state.mode === 'traditional' ? (
            <TraditionalSurvey {...props} />
          ) : (
            <ChatSurvey {...props} />
          )}
        </SurveyFrame>
      );
    }
    default: {
      const unhandled: never = state;
      throw new Error(`Unknown phase ${(unhandled as { phase?: unknown }).phase}`);
    }
  }
};
