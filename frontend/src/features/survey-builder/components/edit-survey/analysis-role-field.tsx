import { useId, useState } from 'react';
import { ANALYSIS_ROLES, inferAnalysisRole, type AnalysisRole } from '@survey-rules/analysis-role';
import { errorMessage } from '@/lib/api-client';
import type { Question, RewordQuestionInput } from '@/types/generated/api';
import { isChoice, type QuestionDraft } from '../../lib/question-draft';

export const ANALYSIS_ROLE_LABELS: Record<AnalysisRole, string> = {
  themes: 'Themes (about the work)',
  segment: 'Segment (who answered)',
  measure: 'Measure (e.g. hours a week)',
  remarks: 'Remarks (catch-all)',
  left_out: 'Left out',
};

/** What the analysis does with the question's answers: the default inferred from the question as drafted, or the consultant's choice. */
export const AnalysisRoleField = ({
  question,
  draft,
  position,
  onSave,
}: {
  question: Question;
  draft: QuestionDraft;
  position: number;
  onSave: (body: RewordQuestionInput) => Promise<Question>;
}) => {
  const id = useId();
  const [role, setRole] = useState<AnalysisRole | null>(question.analysisRole ?? null);
  const [error, setError] = useState<string | null>(null);
  const inferred = inferAnalysisRole({
    text: draft.text,
    questionType: draft.questionType,
    ...(isChoice(draft.questionType) ? { options: draft.options.map((o) => o.label) } : {}),
    unit: draft.numberRange.unit || null,
  });
  const change = async (value: string) => {
    const next = value === '' ? null : (value as AnalysisRole);
    const before = role;
    setRole(next);
    setError(null);
    try {
      await onSave({ analysisRole: next });
    } catch (caught) {
      setRole(before);
      setError(errorMessage(caught));
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        In the analysis<span className="sr-only"> (question {position})</span>
      </label>
      <select
        id={id}
        value={role ?? ''}
        onChange={(event) => void change(event.target.value)}
        className="mt-1 w-full max-w-md rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900"
        data-testid="analysis-role"
      >
        <option value="">Default: {ANALYSIS_ROLE_LABELS[inferred]}</option>
        {ANALYSIS_ROLES.map((r) => (
          <option key={r} value={r}>
            {ANALYSIS_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
};
