import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-client';
import type { QualityVerdict, ResponseQuality } from '@/types/generated/api';
import { QUALITY_VERDICTS, verdictLabel } from '../lib/quality-display';

const VARIANT: Record<QualityVerdict, BadgeVariant> = { ok: 'muted', review: 'warning', low_quality: 'danger' };
const ICON = { ok: ShieldCheck, review: ShieldQuestion, low_quality: ShieldAlert } as const;

/** The verdict that stands, as a badge: "Quality: Low quality"; nothing until scored. */
export const QualityBadge = ({ quality }: { quality: ResponseQuality | null | undefined }) => {
  const verdict = quality?.verdict;
  if (!quality || !verdict) return null;
  const Icon = ICON[verdict];
  return (
    <Badge variant={VARIANT[verdict]} data-testid="quality-badge">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      Quality: {verdictLabel(verdict)}
      {quality.overrule ? ' (overruled)' : null}
    </Badge>
  );
};

/**
 * Why the verdict is what it is (the reasons in English, Urdu beside each), what could not be judged
 * yet, and the consultant's own verdict to set.
 */
export const QualityPanel = ({
  quality,
  onOverrule,
}: {
  quality: ResponseQuality | null | undefined;
  onOverrule?: (verdict: QualityVerdict) => Promise<void>;
}) => {
  const selectId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!quality?.verdict) return null;
  const { reasons, notes, overrule, computedVerdict } = quality;
  if (reasons.length === 0 && notes.length === 0 && !overrule && !onOverrule) return null;
  return (
    <section
      aria-label="Response quality"
      className="border-b border-slate-100 bg-slate-50 px-5 py-3 text-sm text-slate-700"
      data-testid="quality-panel"
    >
      {reasons.length > 0 ? (
        <ul className="max-w-2xl list-disc space-y-1 pl-5" data-testid="quality-reasons">
          {reasons.map((reason) => (
            <li key={reason.signal}>
              {reason.en}
              <span lang="ur" dir="rtl" className="block text-slate-600">
                {reason.ur}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {notes.map((note) => (
        <p key={note.en} className="text-slate-600">
          {note.en}
        </p>
      ))}
      {overrule ? (
        <p className="mt-1 text-slate-600" data-testid="quality-overrule">
          Set to {verdictLabel(overrule.verdict)}
          {overrule.by ? ` by ${overrule.by}` : ''}; the signals say{' '}
          {computedVerdict ? verdictLabel(computedVerdict) : 'nothing yet'}.
        </p>
      ) : null}
      {onOverrule ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-xs font-medium text-slate-700">
            Your verdict
          </label>
          <select
            id={selectId}
            className={cn(fieldClasses, 'h-9 w-auto py-0')}
            value={overrule?.verdict ?? quality.verdict}
            disabled={saving}
            onChange={(event) => {
              const verdict = QUALITY_VERDICTS.find((v) => v === event.target.value);
              if (!verdict) return;
              setSaving(true);
              setError(null);
              onOverrule(verdict)
                .catch((caught: unknown) => setError(errorMessage(caught)))
                .finally(() => setSaving(false));
            }}
          >
            {QUALITY_VERDICTS.map((verdict) => (
              <option key={verdict} value={verdict}>
                {verdictLabel(verdict)}
              </option>
            ))}
          </select>
          {error ? (
            <p role="alert" className="text-red-700">
              Could not save the verdict: {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
