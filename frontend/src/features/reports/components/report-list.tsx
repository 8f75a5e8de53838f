import { Link } from 'wouter';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import type { ReportStatus, ReportSummary } from '@/types/generated/api';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { coverageText, durationText, providerLabel, reportQualityText, statusText } from '../lib/report-display';

const statusVariant: Record<ReportStatus, BadgeVariant> = {
  queued: 'muted',
  running: 'warning',
  completed: 'success',
  failed: 'danger',
};

/** A survey's reports, newest first; each opens its report. The one on screen is marked current. */
export const ReportList = ({
  surveyId,
  reports,
  currentId,
}: {
  surveyId: string;
  reports: readonly ReportSummary[];
  currentId?: string;
}) => {
  return (
    <section aria-labelledby="report-list-heading">
      <h2 id="report-list-heading" className="text-lg font-semibold text-slate-900">
        Reports
      </h2>
      <ol className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {reports.map((report) => {
          const current = report.id === currentId;
          const took = durationText(report.durationMs);
          const quality = reportQualityText(report);
          return (
            <li key={report.id} className={cn('p-4', current && 'bg-emerald-50/60')} data-testid="report-list-item">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  href={paths.admin.surveyReport.href(surveyId, report.id)}
                  aria-current={current ? 'page' : undefined}
                  className="font-semibold text-emerald-800 underline-offset-2 hover:underline"
                >
                  Report of {formatDateTime(report.requestedAt)}
                </Link>
                <Badge variant={statusVariant[report.status]}>{statusText(report.status)}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {providerLabel(report.provider)} · {coverageText(report.coverage)}
                {quality ? ` · ${quality}` : null}
                {took ? ` · took ${took}` : null}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
