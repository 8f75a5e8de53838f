import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { sortQuestions } from '../api/get-survey-questions';
import { useSurveyPreview } from '../api/get-survey-preview';
import { surveyLabels } from '../content/labels';
import { previewLabels } from '../content/preview-labels';
import { createPreviewSession } from '../logic/preview-session';
import { languageAttributes } from '../logic/survey-language';
import { SurveyLoadError, SurveyNotFound, WaitingMessage } from './status-screens';
import { SurveyFrame } from './survey-frame';
import { SurveyLogo } from './survey-logo';
import { SurveyFlow } from './survey-page';

const EN = surveyLabels('en');
const P = previewLabels;

/** Says, in English and Urdu, that this is a preview and nothing is recorded; starts it again. */
const PreviewBanner = ({ surveyId, onRestart }: { surveyId: string; onRestart: (() => void) | null }) => (
  // Laid out left to right whatever the survey's language (the page turns rtl in Urdu); each line keeps its own.
  <aside
    aria-label={P.en.region}
    data-testid="preview-banner"
    lang="en"
    dir="ltr"
    className="z-20 border-b sm:sticky sm:top-0 border-amber-300 bg-amber-50 text-amber-950 shadow-sm"
  >
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-6">
      <div className="flex min-w-0 gap-2">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold" lang="en" dir="ltr">
            {P.en.title}
          </p>
          <p className="text-sm" lang="en" dir="ltr">
            {P.en.detail}
          </p>
          <p className="mt-1 font-semibold" {...languageAttributes('ur')}>
            {P.ur.title}
          </p>
          <p className="text-sm" {...languageAttributes('ur')}>
            {P.ur.detail}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onRestart ? (
          <Button type="button" variant="outline" size="sm" onClick={onRestart}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <span lang="en">{P.en.restart}</span>
            <span aria-hidden="true">·</span>
            <span {...languageAttributes('ur')}>{P.ur.restart}</span>
          </Button>
        ) : null}
        <ButtonLink variant="ghost" size="sm" href={paths.admin.editSurvey.href(surveyId)}>
          {P.en.back}
        </ButtonLink>
      </div>
    </div>
  </aside>
);

/**
 * /survey/:id/preview (issue 48 item 6): the respondent's page for an admin to walk, in either mode and
 * language, following the survey's branching, with a session kept in memory: no response is started,
 * no answer saved, no AI asked, no event written. A draft or switched-off survey previews too.
 */
export const SurveyPreviewPage = ({ id }: { id: string }) => {
  const { data, error, mutate } = useSurveyPreview(id);
  // Each round is a fresh session: "Start again" goes back to the choice of language and mode.
  const [round, setRound] = useState(() => ({ n: 0, session: createPreviewSession() }));
  const restart = () => setRound(({ n }) => ({ n: n + 1, session: createPreviewSession() }));

  let body;
  if (error instanceof ApiError && error.status === 404) {
    body = (
      <SurveyFrame language="en" header={<SurveyLogo alt="" />}>
        <SurveyNotFound labels={EN} />
      </SurveyFrame>
    );
  } else if (error) {
    body = (
      <SurveyFrame language="en" header={<SurveyLogo alt="" />}>
        <SurveyLoadError
          labels={EN}
          message={error instanceof ApiError ? errorMessage(error) : EN.loadFailedBody}
          onRetry={() => void mutate()}
        />
      </SurveyFrame>
    );
  } else if (!data) {
    body = (
      <SurveyFrame language="en">
        <WaitingMessage title={EN.loading} />
      </SurveyFrame>
    );
  } else {
    body = (
      <SurveyFlow
        key={round.n}
        survey={data.survey}
        questions={sortQuestions(data.questions)}
        store={round.session.store}
        preview={round.session}
        onRefused={restart}
      />
    );
  }
  return (
    <>
      <PreviewBanner surveyId={data?.survey.id ?? id} onRestart={data ? restart : null} />
      {body}
    </>
  );
};
