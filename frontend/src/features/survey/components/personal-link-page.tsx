import { CircleCheck, SearchX, ShieldCheck, UserRound } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { SurveyMode } from '@/types/generated/api';
import { openPersonalLink, startPersonalResponse } from '../api/personal-link';
import { surveyLabels } from '../content/labels';
import { anonymityStatement, personalLinkTexts } from '../content/personal-link-texts';
import { useAiProvider } from '@/hooks/use-ai-status';
import { browserResponseStore } from '../logic/response-session';
import type { SurveyLanguage } from '../logic/survey-language';
import { SurveyLoadError, WaitingMessage } from './status-screens';
import { SurveyFrame } from './survey-frame';
import { SurveyLogo } from './survey-logo';
import { ModeChoice } from './mode-choice';

const plain = (text: string) => ({ text, original: false });

/**
 * /i/:token: a person's own link (issue 48). The first screen says whether the answers are anonymous or
 * carry their name, in their language; then the usual choice of mode starts the link's response, or
 * "Continue" picks up the one already started (on this device or another). The survey page then runs
 * the response as if this tab had started it.
 */
export const PersonalLinkPage = ({ token }: { token: string }) => {
  const { data, error, mutate } = useSWR(['personal-link', token], () => openPersonalLink(token), {
    revalidateOnFocus: false,
  });
  const [chosenLanguage, setLanguage] = useState<SurveyLanguage | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const aiProvider = useAiProvider();

  const language: SurveyLanguage = chosenLanguage ?? (data?.language === 'ur' ? 'ur' : 'en');
  const t = personalLinkTexts(language);
  const labels = surveyLabels(language);
  const header = <SurveyLogo alt="" />;

  if (error instanceof ApiError && error.status === 404) {
    return (
      <SurveyFrame language={language} header={header}>
        <section className="flex flex-1 flex-col items-center justify-center py-16 text-center">
          <SearchX className="h-12 w-12 text-slate-400" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.notFoundTitle}</h1>
          <p className="mt-3 max-w-md text-slate-600">{t.notFoundBody}</p>
        </section>
      </SurveyFrame>
    );
  }
  if (error) {
    return (
      <SurveyFrame language={language} header={header}>
        <SurveyLoadError labels={labels} message={errorMessage(error)} onRetry={() => void mutate()} />
      </SurveyFrame>
    );
  }
  if (!data || starting) {
    return (
      <SurveyFrame language={language} header={header}>
        <WaitingMessage title={starting ? t.starting : labels.loading} />
      </SurveyFrame>
    );
  }

  const urduOffered = data.languages.includes('ur');
  const statement = anonymityStatement(language, data.anonymity, data.name);
  const goToSurvey = (responseId: string, mode: SurveyMode) => {
    browserResponseStore.write(data.surveyId, { responseId, mode, language });
    navigate(paths.survey.href(data.slug ?? data.surveyId));
  };
  const start = async (mode: SurveyMode) => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await startPersonalResponse(token, mode, language);
      if (!started.responseId || !started.surveyMode) {
        await mutate(started, { revalidate: false });
        setStarting(false);
        return;
      }
      goToSurvey(started.responseId, started.surveyMode);
    } catch (caught) {
      setStartError(errorMessage(caught));
      setStarting(false);
      await mutate();
    }
  };

  return (
    <SurveyFrame language={language} header={header}>
      <div className="flex flex-1 flex-col" data-testid="personal-link">
        <aside
          className="mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50/70 p-4 text-emerald-950"
          aria-labelledby="anonymity-title"
          data-testid="anonymity-statement"
        >
          {data.anonymity === 'anonymous' ? (
            <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          ) : (
            <UserRound className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
          )}
          <div>
            <h2 id="anonymity-title" className="font-semibold">
              {statement.title}
            </h2>
            <p className="mt-1 text-sm leading-relaxed">{statement.body}</p>
          </div>
        </aside>
        {startError ? (
          <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {startError}
          </p>
        ) : null}
        {data.status === 'completed' ? (
          <section className="flex flex-1 flex-col items-center justify-center py-12 text-center">
            <CircleCheck className="h-12 w-12 text-emerald-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-bold tracking-tight">{t.completedTitle}</h1>
            <p className="mt-3 max-w-md text-slate-600">{t.completedBody}</p>
          </section>
        ) : data.status === 'started' && data.responseId && data.surveyMode ? (
          <section className="flex flex-1 flex-col justify-center py-10">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
            <h2 className="mt-8 text-xl font-semibold">{t.continueTitle}</h2>
            <p className="mt-2 max-w-xl text-slate-600">{t.continueBody}</p>
            <div>
              <Button className="mt-6" size="lg" onClick={() => goToSurvey(data.responseId!, data.surveyMode!)}>
                {t.continue}
              </Button>
            </div>
          </section>
        ) : (
          <ModeChoice
            labels={labels}
            title={plain(data.title)}
            description={null}
            hasQuestions
            onChoose={(mode) => void start(mode)}
            aiFollowUps={aiProvider === 'model'}
            {...(urduOffered ? { onChangeLanguage: () => setLanguage(language === 'ur' ? 'en' : 'ur') } : {})}
          />
        )}
      </div>
    </SurveyFrame>
  );
};
