import { ArrowLeft, Sparkles } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useReport, useReportListInStep } from '../api/get-report';
import { useSurvey } from '../api/get-survey';
import { useSurveyQuestions } from '../api/get-survey-questions';
import { useSurveyReports } from '../api/get-survey-reports';
import { reportsStartedHere } from '../api/start-report';
import { PageContainer, PageHeader } from '../components/admin-layout';
import { CreateProposalButton } from '../components/proposal/create-proposal-button';
import { ReportDocument } from '../components/report/report-document';
import { ReportFailed } from '../components/report/report-failed';
import { ReportList } from '../components/report/report-list';
import { ReportProgress } from '../components/report/report-progress';
import { ErrorState, LoadingState } from '../components/status-screens';
import { useStartReport } from '../hooks/use-start-report';
import { formatDateTime } from '../lib/format-date';
import { isFinished } from '../lib/report-view';

/** One report of a survey: its progress while the analysis runs, why it failed, or the report; and the survey's other reports. */
export const ReportScreen = ({ params }: { params: { id?: string; reportId?: string } }) => {
  const surveyId = params.id ?? '';
  const reportId = params.reportId ?? '';
  const survey = useSurvey(surveyId);
  const questions = useSurveyQuestions(surveyId);
  const report = useReport(reportId);
  const reports = useSurveyReports(surveyId);
  useReportListInStep(report.data, reports.data);
  const { start, starting } = useStartReport(surveyId);
  useDocumentTitle(survey.data ? `Report: ${survey.data.title}` : 'Report');

  const backLink = (
    <ButtonLink href={paths.admin.surveyResponses.href(surveyId)} variant="ghost" size="sm">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to responses
    </ButtonLink>
  );

  const error = survey.error ?? questions.error ?? report.error;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <PageContainer>
        <div className="mb-6">{backLink}</div>
        <h1 className="sr-only">Report</h1>
        <ErrorState
          title={notFound ? 'Report not found' : 'Could not load the report'}
          error={error}
          onRetry={
            notFound ? undefined : () => void Promise.all([survey.mutate(), questions.mutate(), report.mutate()])
          }
        />
      </PageContainer>
    );
  }
  if (!survey.data || !questions.data || !report.data) return <LoadingState label="Loading the report..." />;

  const data = report.data;
  const showProgress = !isFinished(data.status) || (data.status === 'completed' && reportsStartedHere.has(data.id));
  return (
    <PageContainer className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-4 print:hidden">{backLink}</div>
      <PageHeader
        title={
          <>
            Report:{' '}
            <UserText as="span" className="inline">
              {survey.data.title}
            </UserText>
          </>
        }
        lead={<span>Requested {formatDateTime(data.requestedAt)}</span>}
        actions={
          isFinished(data.status) ? (
            <Button variant="outline" onClick={() => void start()} disabled={starting} className="print:hidden">
              {starting ? <Spinner size="sm" label="" /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
              Analyse again
            </Button>
          ) : undefined
        }
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-8">
          {showProgress ? <ReportProgress status={data.status} progress={data.progress} /> : null}
          {data.status === 'failed' ? (
            <ReportFailed error={data.error} onRetry={() => void start()} retrying={starting} />
          ) : null}
          {data.status === 'completed' && data.report ? (
            <ReportDocument
              report={data}
              content={data.report}
              questions={questions.data}
              actions={<CreateProposalButton reportId={data.id} />}
            />
          ) : null}
        </div>
        {reports.data && reports.data.length > 0 ? (
          <aside className="min-w-0 print:hidden" aria-label="Reports of this survey">
            <ReportList surveyId={surveyId} reports={reports.data} currentId={data.id} />
          </aside>
        ) : null}
      </div>
    </PageContainer>
  );
};
