import { ArrowLeft, Download, Inbox, RotateCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useSurvey } from '../api/get-survey';
import { useSurveyQuestions } from '../api/get-survey-questions';
import { useSurveyReports } from '../api/get-survey-reports';
import { useSurveyResponses } from '../api/get-survey-responses';
import { PageContainer, PageHeader } from '../components/admin-layout';
import { ReportList } from '../components/report/report-list';
import { ResponseCard } from '../components/responses/response-card';
import { EmptyState, ErrorState, LoadingState } from '../components/status-screens';
import { useCsvExport } from '../hooks/use-csv-export';
import { useStartReport } from '../hooks/use-start-report';

const backLink = (
  <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to Dashboard
  </ButtonLink>
);

export const SurveyResponsesScreen = ({ params }: { params: { id?: string } }) => {
  const id = params.id ?? '';
  const survey = useSurvey(id);
  const questions = useSurveyQuestions(id);
  const responses = useSurveyResponses(id);
  const { exportCsv, exporting } = useCsvExport(survey.data, questions.data, responses.data);
  const [refreshing, setRefreshing] = useState(false);
  const reports = useSurveyReports(id);
  const { start: analyse, starting } = useStartReport(id);
  const loaded = Boolean(responses.data);

  // A report's "Response #n" links here with #response-<id>: scroll to that card once the list is shown.
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [loaded]);

  // Data never goes stale by itself (spec section 7); the admin asks for new responses here.
  const onRefresh = async () => {
    setRefreshing(true);
    await Promise.allSettled([
      survey.mutate(),
      questions.mutate(),
      responses.mutate(),
      reports.mutate(),
      mutate((key) => Array.isArray(key) && key[0] === '/api/responses'),
    ]);
    setRefreshing(false);
  };
  useDocumentTitle(survey.data ? `Responses: ${survey.data.title}` : 'Responses');

  const error = survey.error ?? questions.error ?? responses.error;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <PageContainer>
        <div className="mb-6">{backLink}</div>
        <h1 className="sr-only">Survey responses</h1>
        <ErrorState
          title={notFound ? 'Survey not found' : 'Could not load the responses'}
          error={error}
          onRetry={
            notFound ? undefined : () => void Promise.all([survey.mutate(), questions.mutate(), responses.mutate()])
          }
        />
      </PageContainer>
    );
  }
  if (!survey.data || !questions.data || !responses.data) return <LoadingState label="Loading responses..." />;

  const questionList = questions.data;
  const count = responses.data.length;
  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-4">{backLink}</div>
      <PageHeader
        title={<UserText as="span">{survey.data.title}</UserText>}
        lead={
          <span>
            {count === 1 ? '1 response' : `${count} responses`} · {questions.data.length}{' '}
            {questions.data.length === 1 ? 'question' : 'questions'}
          </span>
        }
        actions={
          <>
            <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
              <RotateCw className={refreshing ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              Refresh
            </Button>
            <Button onClick={() => void analyse()} disabled={count === 0 || starting}>
              {starting ? <Spinner size="sm" label="" /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
              Analyse responses
            </Button>
            <Button variant="outline" onClick={exportCsv} disabled={count === 0 || exporting}>
              {exporting ? <Spinner size="sm" label="" /> : <Download className="h-4 w-4" aria-hidden="true" />}
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          </>
        }
      />
      {reports.data && reports.data.length > 0 ? (
        <div className="mt-8">
          <ReportList surveyId={id} reports={reports.data} />
        </div>
      ) : null}
      <section aria-label="Responses" className="mt-8">
        {count === 0 ? (
          <EmptyState
            icon={<Inbox className="h-6 w-6" aria-hidden="true" />}
            title="No responses yet"
            text="Share the survey link; answers show up here as respondents save them."
          />
        ) : (
          <ol className="space-y-5">
            {responses.data.map((response, index) => (
              <li key={response.id}>
                <ResponseCard response={response} number={index + 1} questions={questionList} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageContainer>
  );
};
