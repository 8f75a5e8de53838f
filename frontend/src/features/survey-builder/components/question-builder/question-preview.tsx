import { Star } from 'lucide-react';

import { UserText } from '@/components/ui/user-text';
import { Suspense, useContext, useId, useMemo, useState, type ComponentType } from 'react';
import { isChoice, type QuestionDraft } from '../../lib/question-draft';
import { PreviewControlContext, type PreviewControlProps } from './preview-control';

// The question as a respondent meets it in the traditional survey: the respondent's own control when
// the app hands it in (PreviewControlContext), to try out; else (and while its chunk loads) a read-only
// picture of the same parts: choices, stars, the 0–10 row with its end labels, Yes/No, the unit.

const Box = ({ children, round = false }: { children: string; round?: boolean }) => (
  <span className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800">
    <span
      aria-hidden="true"
      className={
        round
          ? 'h-4 w-4 shrink-0 rounded-full border border-slate-400'
          : 'h-4 w-4 shrink-0 rounded border border-slate-400'
      }
    />
    <UserText as="span">{children}</UserText>
  </span>
);

const Body = ({ draft }: { draft: QuestionDraft }) => {
  const labels = draft.options.map((o) => o.label.trim()).filter((l) => l !== '');
  switch (draft.questionType) {
    case 'single_choice':
    case 'multiple_choice': {
      const round = draft.questionType === 'single_choice';
      return (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={round ? 'Choose one' : 'Choose any'}>
          {labels.map((label, i) => (
            <li key={i}>
              <Box round={round}>{label}</Box>
            </li>
          ))}
          {draft.allowOther ? (
            <li>
              <Box round={round}>Other (in their own words)</Box>
            </li>
          ) : null}
        </ul>
      );
    }
    case 'rating':
      return (
        <p className="grid max-w-48 grid-cols-5 gap-1 text-amber-500">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="aspect-square h-auto w-full max-w-7" aria-hidden="true" />
          ))}
          <span className="sr-only">1 to 5 stars</span>
        </p>
      );
    case 'scale':
      return (
        <div>
          <p className="grid max-w-md grid-cols-11 gap-0.5 sm:gap-1" aria-label="0 to 10">
            {Array.from({ length: 11 }, (_, n) => (
              <span
                key={n}
                className="flex h-9 min-w-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm tracking-tight text-slate-800 tabular-nums"
              >
                {n}
              </span>
            ))}
          </p>
          <p className="mt-1.5 flex justify-between gap-4 text-xs text-slate-600">
            <span>
              0: <bdi dir="auto">{draft.scaleLabels.min}</bdi>
            </span>
            <span className="text-right">
              10: <bdi dir="auto">{draft.scaleLabels.max}</bdi>
            </span>
          </p>
        </div>
      );
    case 'yes_no':
      return (
        <p className="flex gap-2">
          {['Yes', 'No'].map((label) => (
            <span key={label} className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm text-slate-800">
              {label}
            </span>
          ))}
        </p>
      );
    case 'number': {
      const { min, max, unit } = draft.numberRange;
      const bounds = [min.trim() && `from ${min.trim()}`, max.trim() && `up to ${max.trim()}`].filter(Boolean);
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="h-10 w-28 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />
          {unit.trim() ? <bdi dir="auto">{unit.trim()}</bdi> : null}
          {bounds.length > 0 ? <span className="text-xs text-slate-600">({bounds.join(', ')})</span> : null}
        </p>
      );
    }
    case 'text':
      return <span className="block h-10 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />;
    case 'textarea':
      return <span className="block h-20 rounded-lg border border-slate-300 bg-white" aria-hidden="true" />;
    default: {
      const unknown: never = draft.questionType;
      return <>{String(unknown)}</>;
    }
  }
};

/** The draft as a question the respondent's control reads (unsaved options go by their draft key). */
const previewQuestion = (draft: QuestionDraft): PreviewControlProps['question'] => {
  const bound = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  return {
    questionText: draft.text.trim(),
    questionType: draft.questionType,
    options: isChoice(draft.questionType)
      ? draft.options.filter((o) => o.label.trim() !== '').map((o) => ({ id: o.id ?? o.key, label: o.label.trim() }))
      : null,
    allowOther: isChoice(draft.questionType) && draft.allowOther,
    scaleLabels: draft.questionType === 'scale' ? draft.scaleLabels : null,
    numberRange:
      draft.questionType === 'number'
        ? {
            min: bound(draft.numberRange.min),
            max: bound(draft.numberRange.max),
            unit: draft.numberRange.unit.trim() || null,
          }
        : null,
  };
};

/** The respondent's own control, to try out: what is picked here is never saved. */
const LivePreview = ({
  Control,
  draft,
  labelledBy,
}: {
  Control: ComponentType<PreviewControlProps>;
  draft: QuestionDraft;
  labelledBy: string;
}) => {
  const [value, setValue] = useState('');
  const question = useMemo(() => previewQuestion(draft), [draft]);
  // A type change makes an earlier pick meaningless: start again.
  const [type, setType] = useState(draft.questionType);
  if (type !== draft.questionType) {
    setType(draft.questionType);
    setValue('');
  }
  return (
    <Suspense fallback={<Body draft={draft} />}>
      <Control
        question={question}
        language="en"
        value={value}
        onChange={setValue}
        onSubmit={() => undefined}
        labelledBy={labelledBy}
      />
    </Suspense>
  );
};

export const QuestionPreview = ({ draft, position }: { draft: QuestionDraft; position: number }) => {
  const Control = useContext(PreviewControlContext);
  const textId = `${useId()}-text`;
  return (
    <figure
      className="max-w-full min-w-0 overflow-hidden rounded-xl border border-dashed border-slate-300 bg-white p-3 sm:p-4"
      data-testid="question-preview"
    >
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Preview<span className="sr-only"> of question {position}</span>
      </figcaption>
      <p id={textId} className="mb-3 font-medium break-words text-slate-900">
        {draft.text.trim() ? (
          <UserText as="span" className="break-words">
            {draft.text.trim()}
          </UserText>
        ) : (
          <span className="text-slate-600">Your question</span>
        )}
        {draft.isRequired ? null : <span className="ml-2 text-sm font-normal text-slate-600">(optional)</span>}
      </p>
      {Control ? <LivePreview Control={Control} draft={draft} labelledBy={textId} /> : <Body draft={draft} />}
    </figure>
  );
};
