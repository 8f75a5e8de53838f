import { ArrowLeft, Download, LayoutList, RotateCw, Sparkles, Table2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { mutate } from 'swr';
import { useSearchParams } from 'wouter';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { eraseResponse } from '@/features/responses/api/erase-response';
import { overruleQuality } from '@/features/responses/api/overrule-quality';
import { isDropOffKey } from '@/features/responses/api/get-drop-off';
import { isSurveySummaryKey } from '@/features/responses/api/get-survey-summary';
import { useSurvey } from '@/features/survey-builder/api/get-survey';
import { useSurveyQuestions } from '@/features/survey-builder/api/get-survey-questions';
import { useSurveyReports } from '@/features/reports/api/get-survey-reports';
import { IncludeLowQualityToggle } from '@/features/reports/components/include-low-quality-toggle';
import { useResponseSettings } from '@/features/survey-builder/api/response-settings';
import { useSurveyResponsePages } from '@/features/responses/api/get-survey-responses';
import { PageContainer } from '@/components/layouts/admin-layout';
import { ReportList } from '@/features/reports/components/report-list';
import { ClientLinksSection } from '@/features/client-link/components/client-links-section';
import { refreshCoverageOn } from '@/features/personal-links/api/personal-links';
import { PersonalLinksSection, StaffCoverage } from '@/features/personal-links/components/personal-links-section';
import { useRole } from '@/lib/admin-user';
import { AnswerSummary } from '@/features/responses/components/answer-summary';
import { DropOffChart } from '@/features/responses/components/drop-off-chart';
import { NewResponsesBanner } from '@/features/responses/components/new-responses-banner';
import { ResponseHistoryButton } from '@/features/responses/components/response-history-dialog';
import { ResponseFilters } from '@/features/responses/components/response-filters';
import { ResponseList } from '@/features/responses/components/response-list';
import { ResponsesTabList, ResponsesTabPanel } from '@/features/responses/components/responses-tabs';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { useLiveResponses } from '@/features/responses/hooks/use-live-responses';
import { useStartReport } from '@/features/reports/hooks/use-start-report';
import { responseCountText } from '@/features/responses/lib/count-text';
import {
  hiddenFilterFields,
  isFiltered,
  parseFilter,
  responsesCsvUrl,
  type ResponseFilter,
} from '@/features/responses/lib/response-filter';
import { parseView, VIEW_STORAGE_KEY, type ResponsesView } from '@/features/responses/lib/response-table';
import { parseTab, screenParams, type ResponsesTab } from '@/features/responses/lib/responses-tabs';

const backLink = (
  <ButtonLink href={paths.admin.dashboard.href()} variant="ghost" size="sm">
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to Dashboard
  </ButtonLink>
);

export const SurveyResponsesScreen = ({ params }: { params: { id?: string } }) => {
  const id = params.id ?? '';
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => parseFilter(search), [search]);
  const filtered = isFiltered(filter);
  const tab = parseTab(search);
  const setFilter = (next: ResponseFilter) => setSearch(screenParams(next, tab), { replace: true });
  // Cards or table: the admin's choice, kept in this browser.
  const [view, setView] = useState<ResponsesView>(() => {
    try {
      return parseView(window.localStorage.getItem(VIEW_STORAGE_KEY));
    } catch {
      return 'cards';
    }
  });
  const chooseView = (next: ResponsesView) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice lasts for this visit.
    }
  };
  const setTab = (next: ResponsesTab) => setSearch(screenParams(filter, next), { replace: true });
  const { mayEdit } = useRole();
  const survey = useSurvey(id);
  const questions = useSurveyQuestions(id);
  const responses = useSurveyResponsePages(id, filter);
  const reports = useSurveyReports(id);
  const settings = useResponseSettings(id);
  const hiddenFields = useMemo(() => hiddenFilterFields(settings.data), [settings.data]);
  const { start: analyse, starting } = useStartReport(id);
  // Low-quality responses are left out of a report unless asked (issue 50).
  const [reportLowQuality, setReportLowQuality] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // New and changed responses wait behind the "N new responses" control; the list never moves by itself.
  const shownIds = useMemo(() => new Set(responses.items.map((item) => item.id)), [responses.items]);
  // Coverage by team follows the feed as people start and complete (it is not behind the control).
  const live = useLiveResponses(
    id,
    (responseId) => shownIds.has(responseId),
    filter.hidden,
    (message) => refreshCoverageOn(id, message.change),
  );

  // A report's "Response #n" links here with #response-<id>: scroll to that card once the list is shown.
  useEffect(() => {
    if (!responses.loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, [responses.loaded]);

  // Data never goes stale by itself (spec section 7); the admin asks for new responses here.
  const onRefresh = async () => {
    setRefreshing(true);
    live.acknowledge();
    await Promise.allSettled([
      survey.mutate(),
      questions.mutate(),
      responses.refresh(),
      reports.mutate(),
      mutate((key) => isDropOffKey(key, id)),
      mutate((key) => isSurveySummaryKey(key, id)),
      mutate((key) => Array.isArray(key) && key[0] === '/api/responses'),
    ]);
    setRefreshing(false);
  };
  const showLive = async () => {
    live.acknowledge();
    await Promise.allSettled([
      responses.refresh(),
      survey.mutate(),
      mutate((key) => isDropOffKey(key, id)),
      mutate((key) => isSurveySummaryKey(key, id)),
    ]);
    // The reader asked for them: the newest is at the top of the list; take focus there.
    document.querySelector<HTMLElement>('[data-testid="response-card"] h2')?.focus();
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
            notFound ? undefined : () => void Promise.all([survey.mutate(), questions.mutate(), responses.refresh()])
          }
        />
      </PageContainer>
    );
  }
  if (!survey.data || !questions.data) return <LoadingState label="Loading responses..." />;

  const questionList = questions.data;
  const total = responses.total;
  const reportList = reports.data ?? [];
  return (
    <PageContainer className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-4">{backLink}</div>
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          <UserText as="span">{survey.data.title}</UserText>
        </h1>
        <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-slate-600" data-testid="responses-count">
            {total === undefined ? 'Counting responses...' : responseCountText(total, filtered)} · {questionList.length}{' '}
            {questionList.length === 1 ? 'question' : 'questions'}
          </p>
          <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
            <Button variant="ghost" onClick={onRefresh} disabled={refreshing}>
              <RotateCw className={refreshing ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
              Refresh
            </Button>
            <Button
              onClick={() => void analyse({ includeLowQuality: reportLowQuality })}
              disabled={(total === 0 && !filtered) || starting}
            >
              {starting ? <Spinner size="sm" label="" /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
              Analyse responses
            </Button>
            {/* The server streams the CSV of every response matching the filters; nothing to export, no link. */}
            {total === 0 ? (
              <Button variant="outline" disabled>
                <Download className="h-4 w-4" aria-hidden="true" />
                Export CSV
              </Button>
            ) : (
              <a href={responsesCsvUrl(id, filter)} download className={buttonClasses({ variant: 'outline' })}>
                <Download className="h-4 w-4" aria-hidden="true" />
                Export CSV
              </a>
            )}
          </div>
        </div>
        <IncludeLowQualityToggle
          checked={reportLowQuality}
          onChange={setReportLowQuality}
          className="mt-2 flex items-center gap-2 text-sm text-slate-800 md:justify-end"
        />
      </header>
      {/* The filters govern every tab: the summary, the responses, the drop-off (and the CSV). */}
      <div className="mt-6">
        <ResponseFilters filter={filter} onChange={setFilter} hiddenFields={hiddenFields} />
      </div>
      <div className="mt-6">
        <ResponsesTabList
          selected={tab}
          onSelect={setTab}
          counts={{ responses: total, reports: reports.data ? reportList.length : undefined }}
        />
        <ResponsesTabPanel tab="summary" selected={tab}>
          <AnswerSummary
            surveyId={id}
            filter={filter}
            questions={questionList}
            hiddenKeys={hiddenFields.map((field) => field.key)}
          />
          {survey.data?.clientId ? (
            mayEdit ? (
              <PersonalLinksSection surveyId={id} />
            ) : (
              <StaffCoverage surveyId={id} />
            )
          ) : null}
        </ResponsesTabPanel>
        <ResponsesTabPanel tab="responses" selected={tab}>
          <section aria-label="Responses">
            <div role="group" aria-label="Show responses as" className="mb-4 flex justify-end gap-1">
              <Button
                variant={view === 'cards' ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={view === 'cards'}
                onClick={() => chooseView('cards')}
              >
                <LayoutList className="h-4 w-4" aria-hidden="true" />
                Cards
              </Button>
              <Button
                variant={view === 'table' ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={view === 'table'}
                onClick={() => chooseView('table')}
              >
                <Table2 className="h-4 w-4" aria-hidden="true" />
                Table
              </Button>
            </div>
            <NewResponsesBanner
              newIds={live.newIds}
              changedIds={live.changedIds}
              stale={live.stale}
              onShow={() => void showLive()}
            />
            {!responses.loaded || total === undefined ? (
              <LoadingState
                label="Loading responses..."
                className="flex items-center justify-center gap-3 py-16 text-slate-700"
              />
            ) : (
              <ResponseList
                items={responses.items}
                total={total}
                questions={questionList}
                filtered={filtered}
                hasMore={responses.hasMore}
                loadingMore={responses.loadingMore}
                onLoadMore={() => void responses.loadMore()}
                onErase={async (item) => {
                  live.markHandled(item.id);
                  await eraseResponse(item.id, id);
                  await responses.refresh();
                }}
                onOverrule={async (item, verdict) => {
                  live.markHandled(item.id);
                  await overruleQuality(item.id, verdict, id);
                  await responses.refresh();
                }}
                onClearFilters={() => setFilter({})}
                cardActions={(item) => <ResponseHistoryButton responseId={item.id} number={item.number} />}
                view={view}
                surveyId={id}
              />
            )}
          </section>
        </ResponsesTabPanel>
        <ResponsesTabPanel tab="drop-off" selected={tab}>
          <DropOffChart surveyId={id} filter={filter} />
        </ResponsesTabPanel>
        <ResponsesTabPanel tab="reports" selected={tab}>
          {reportList.length > 0 ? (
            <ReportList surveyId={id} reports={reportList} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
              No reports yet. “Analyse responses” writes one from this survey’s responses.
            </p>
          )}
          {mayEdit ? (
            <div className="mt-6">
              <ClientLinksSection surveyId={id} />
            </div>
          ) : null}
        </ResponsesTabPanel>
      </div>
    </PageContainer>
  );
};
