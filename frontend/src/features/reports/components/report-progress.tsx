import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { ReportStatus } from '@/types/generated/api';
import { clampProgress, progressLabel } from '../lib/report-display';

/**
 * The analysis's progress: a labelled bar with the percentage in words beside it. Once the report is
 * ready the bar goes: what stays is the same live status line, saying so, above the report.
 */
export const ReportProgress = ({ status, progress }: { status: ReportStatus; progress: number }) => {
  const labelId = useId();
  const value = status === 'completed' ? 100 : clampProgress(progress);
  const label = progressLabel(status, value);
  if (status === 'completed')
    return (
      <p
        role="status"
        data-testid="report-progress"
        className="flex items-center gap-2 text-sm font-medium text-emerald-800 print:hidden"
      >
        <CircleCheck className="h-4 w-4" aria-hidden="true" />
        {label}
      </p>
    );
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="report-progress">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id={labelId} role="status" className="font-medium text-slate-800">
          {label}
        </p>
        <span className="font-semibold text-slate-900 tabular-nums" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%, ${label}`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-emerald-600 motion-safe:transition-[width] motion-safe:duration-700"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
};
