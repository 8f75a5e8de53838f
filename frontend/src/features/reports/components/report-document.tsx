import type { ReactNode } from 'react';
import type { Question, Report, ReportContent } from '@/types/generated/api';
import { formatDateTime } from '@/lib/format-date';
import { coverageText, droppedQuotesText, durationText, providerLabel, reportQualityText } from '../lib/report-display';
import { OpportunitiesTable } from './opportunities-table';
import { ReportThemes } from './report-themes';

/**
 * A completed report: what it covers and who made it, the themes with their quotes, the ranked
 * opportunities and how many invented quotes were dropped. `actions` is the slot for what can be
 * done with a finished report (e.g. "Create proposal from report").
 */
export const ReportDocument = ({
  report,
  content,
  questions,
  actions,
}: {
  report: Report;
  content: ReportContent;
  questions: readonly Question[];
  actions?: ReactNode;
}) => {
  const took = durationText(report.durationMs);
  const quality = reportQualityText(report);
  return (
    <div className="space-y-10" data-testid="report-document">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-600">Covers</dt>
          <dd className="text-slate-900">
            {coverageText(content.coverage)}
            {quality ? (
              <span className="block text-slate-700" data-testid="report-quality">
                {quality}
              </span>
            ) : null}
          </dd>
          <dt className="font-medium text-slate-600">Made by</dt>
          <dd className="text-slate-900">{providerLabel(content.provider)}</dd>
          <dt className="font-medium text-slate-600">Finished</dt>
          <dd className="text-slate-900">
            {report.completedAt ? formatDateTime(report.completedAt) : '—'}
            {took ? `, took ${took}` : null}
          </dd>
        </dl>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <ReportThemes
        themes={content.themes}
        total={content.coverage.responses}
        surveyId={report.surveyId}
        questions={questions}
        coverage={content.themeCoverage}
        segments={content.segments}
      />
      <OpportunitiesTable opportunities={content.opportunities} themes={content.themes} surveyId={report.surveyId} />
      <p className="text-sm text-slate-700" data-testid="dropped-quotes">
        {droppedQuotesText(content.droppedQuotes)}
      </p>
    </div>
  );
};
