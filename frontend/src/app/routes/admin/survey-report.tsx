import { ArrowLeft, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useReport, useReportListInStep } from '@/features/reports/api/get-report';
import { useSurvey } from '@/features/survey-builder/api/get-survey';
import { useSurveyQuestions } from '@/features/survey-builder/api/get-survey-questions';
import { useSurveyReports } from '@/features/reports/api/get-survey-reports';
import { reportsStartedHere } from '@/features/reports/api/start-report';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { CreateProposalButton } from '@/features/proposals/components/create-proposal-button';
import { FindingsBoard } from '@/features/reports/components/findings-board';
import { ReportDocument } from '@/features/reports/components/report-document';
import { IncludeLowQualityToggle } from '@/features/reports/components/include-low-quality-toggle';
import { ReportFailed } from '@/features/reports/components/report-failed';
import { ReportList } from '@/features/reports/components/report-list';
import { ReportProgress } from '@/features/reports/components/report-progress';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useStartReport } from '@/features/reports/hooks/use-start-report';
import { formatDateTime } from '@/lib/format-date';
import { isFinished } from '@/features/reports/lib/report-display';
import { useEveryClient } from '@/features/clients/api/get-clients';
import { clientNameOf } from '@/features/clients/lib/client-groups';

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
  // A re-run reads low-quality responses as this report did, unless the consultant changes it (issue 50).
  const [lowQualityChoice, setLowQualityChoice] = useState<boolean | null>(null);
  // The report belongs to its survey's client.
  // Archived clients too: a report stays its client's.
  const clients = useEveryClient();
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
  const includeLowQuality = lowQualityChoice ?? data.lowQualityIncluded > 0;
  const again = () => void start({ includeLowQuality });
  const clientForReport = clientNameOf(clients.data, survey.data.clientId);
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
        lead={
          <span>
            {clientForReport ? <>For {clientForReport} · </> : null}
            Requested {formatDateTime(data.requestedAt)}
          </span>
        }
        actions={
          isFinished(data.status) ? (
            <div className="flex flex-col items-stretch gap-2 sm:items-end print:hidden">
              <Button variant="outline" onClick={again} disabled={starting}>
                {starting ? <Spinner size="sm" label="" /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
                Analyse again
              </Button>
              <IncludeLowQualityToggle checked={includeLowQuality} onChange={setLowQualityChoice} />
            </div>
          ) : undefined
        }
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-8">
          {showProgress ? <ReportProgress status={data.status} progress={data.progress} /> : null}
          {data.status === 'failed' ? <ReportFailed error={data.error} onRetry={again} retrying={starting} /> : null}
          {data.status === 'completed' && data.report ? (
            <FindingsBoard reportId={data.id} surveyId={surveyId} questions={questions.data} />
          ) : null}
          {data.status === 'completed' && data.report ? (
            <ReportDocument
              report={data}
              content={data.report}
              questions={questions.data}
              actions={<CreateProposalButton reportId={data.id} clientName={clientForReport} />}
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
