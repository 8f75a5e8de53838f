import { History, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserText } from '@/components/ui/user-text';
import { errorMessage } from '@/lib/api-client';
import { respondentTextLang } from '@/lib/user-text';
import type { Language, ResponseHistoryEntry } from '@/types/generated/api';
import { useResponseHistory } from '../api/get-response-history';
import { entryQuestionText } from '../lib/history-display';
import { languageLabel, modeLabel } from '../lib/response-display';
import { QUALITY_VERDICTS, verdictLabel } from '../lib/quality-display';

const KIND_LABEL: Record<ResponseHistoryEntry['kind'], string> = {
  started: 'Started',
  answered: 'Answered',
  revised: 'Changed an answer',
  follow_up_asked: 'AI follow-up asked',
  follow_up_answered: 'AI follow-up answered',
  completed: 'Completed',
  abandoned: 'Closed as abandoned',
  left_path: 'Answer left off the path',
  erased: 'Erased',
  quality_overruled: 'Quality verdict overruled',
};

/** To the second: a timeline's moments are often within one minute. */
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const formatMoment = (iso: string) => momentFormat.format(new Date(iso));

const Quote = ({ label, text, language }: { label: string; text: string; language: Language | null }) => (
  <div className="mt-1">
    <span className="text-xs font-medium text-slate-500">{label}</span>
    <UserText
      lang={respondentTextLang(text, language)}
      className="text-sm break-words whitespace-pre-wrap text-slate-900"
    >
      {text}
    </UserText>
  </div>
);

const Entry = ({
  entry,
  earlier,
  language,
}: {
  entry: ResponseHistoryEntry;
  earlier: readonly ResponseHistoryEntry[];
  language: Language | null;
}) => {
  const questionText = entryQuestionText(entry, earlier);
  const { answerText } = entry;
  return (
    <li className="relative border-l-2 border-slate-200 pb-5 pl-5 last:pb-0" data-testid="history-entry">
      <span aria-hidden="true" className="absolute top-1.5 -left-[5px] h-2 w-2 rounded-full bg-emerald-600" />
      <p className="text-sm font-semibold text-slate-900">
        {KIND_LABEL[entry.kind]}
        <span className="font-normal text-slate-600">
          {' · '}
          <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
        </span>
      </p>
      {entry.kind === 'started' && entry.surveyMode ? (
        <p className="text-sm text-slate-700">
          {modeLabel(entry.surveyMode)} · {languageLabel(entry.language)}
        </p>
      ) : null}
      {questionText ? <UserText className="mt-0.5 text-sm break-words text-slate-700">{questionText}</UserText> : null}
      {entry.kind === 'left_path' ? (
        <p className="mt-0.5 text-sm text-slate-600">
          A changed earlier answer skipped this question: the answer is kept but left out of results.
        </p>
      ) : null}
      {entry.kind === 'quality_overruled' ? (
        <p className="mt-0.5 text-sm text-slate-700">
          Now: {verdictLabel(QUALITY_VERDICTS.find((v) => v === answerText) ?? 'ok')}
        </p>
      ) : null}
      {entry.previousText !== null ? <Quote label="Before" text={entry.previousText} language={language} /> : null}
      {answerText !== null && entry.kind !== 'quality_overruled' ? (
        <Quote label={entry.kind === 'revised' ? 'After' : 'Answer'} text={answerText} language={language} />
      ) : null}
    </li>
  );
};

const Timeline = ({ responseId }: { responseId: string }) => {
  const { data, error, mutate } = useResponseHistory(responseId);
  if (error)
    return (
      <div role="alert" className="text-sm text-red-700">
        <p>Could not load the history: {errorMessage(error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!data) return <Spinner label="Loading the history..." />;
  const language = data.entries.find((entry) => entry.kind === 'started')?.language ?? null;
  return (
    <>
      {data.erased ? (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          This response was erased: what was written is gone for good; only the moments remain.
        </p>
      ) : null}
      <ol aria-label="Timeline" className="ml-1">
        {data.entries.map((entry, index) => (
          <Entry key={entry.position} entry={entry} earlier={data.entries.slice(0, index)} language={language} />
        ))}
      </ol>
    </>
  );
};

/**
 * "History" and the response's timeline in a native modal <dialog>: focus moves into it and stays
 * there, Escape closes it, and focus returns to the button. Fetched only while open.
 */
export const ResponseHistoryButton = ({ responseId, number }: { responseId: string; number: number }) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History className="h-4 w-4" aria-hidden="true" />
        History<span className="sr-only"> of response #{number}</span>
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto max-h-[85vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        <div className="sticky top-0 flex items-center justify-between gap-3 border-b border-slate-100 bg-white px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            History of response #{number}
          </h2>
          <Button variant="ghost" size="icon" onClick={() => setOpen(false)} aria-label="Close">
            <X className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        <div className="px-5 py-4">{open ? <Timeline responseId={responseId} /> : null}</div>
      </dialog>
    </>
  );
};
