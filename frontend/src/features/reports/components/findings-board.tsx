import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { UserText } from '@/components/ui/user-text';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import type {
  BoardOpportunity,
  BoardTheme,
  CurateReport,
  FindingsBoard as Board,
  Question,
  ReportQuote as Quote,
} from '@/types/generated/api';
import { curateReport, quoteKey, useFindingsBoard } from '../api/findings-board';
import { ReportQuote, ResponseLink } from './report-quote';

type Curate = (change: CurateReport) => Promise<boolean>;
type Mode = 'rename' | 'merge' | 'split' | 'hide' | 'quotes' | 'notes' | 'move';

const MODES: Array<[Mode, string]> = [
  ['rename', 'Rename'],
  ['merge', 'Merge into…'],
  ['split', 'Split…'],
  ['move', 'Move an answer…'],
  ['quotes', 'Choose quotes'],
  ['notes', 'Segment notes'],
  ['hide', 'Hide…'],
];

const fieldLabel = 'block text-sm font-medium text-slate-800';

/** A small form with its submit and cancel buttons. */
const EditForm = ({
  onSubmit,
  onCancel,
  submit,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  submit: string;
  children: ReactNode;
}) => (
  <form
    className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
    onSubmit={(event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    {children}
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm">
        {submit}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  </form>
);

const quoteLabel = (quote: Quote) => `Response #${quote.responseNumber}: ${quote.text}`;

const ThemeEditor = ({
  mode,
  theme,
  others,
  curate,
  close,
}: {
  mode: Mode;
  theme: BoardTheme;
  others: BoardTheme[];
  curate: Curate;
  close: () => void;
}) => {
  const id = useId();
  const [name, setName] = useState(mode === 'rename' ? theme.name : '');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState(theme.segmentNotes ?? '');
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [picked, setPicked] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>(theme.quotes.map(quoteKey));
  const [answer, setAnswer] = useState(theme.availableQuotes[0]?.responseId ?? '');
  const done = (ok: boolean) => ok && close();
  const answers = [...new Map(theme.availableQuotes.map((q) => [q.responseId, q])).values()];
  const byKey = new Map(theme.availableQuotes.map((q) => [quoteKey(q), q]));

  const targetSelect = (label: string) => (
    <div>
      <label htmlFor={`${id}-target`} className={fieldLabel}>
        {label}
      </label>
      <select
        id={`${id}-target`}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-slate-900"
      >
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
    </div>
  );

  switch (mode) {
    case 'rename':
      return (
        <EditForm
          submit="Save name"
          onCancel={close}
          onSubmit={() => void curate({ type: 'ThemeRenamed', themeId: theme.id, name }).then(done)}
        >
          <label htmlFor={`${id}-name`} className={fieldLabel}>
            Theme name
          </label>
          <Input id={`${id}-name`} dir="auto" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </EditForm>
      );
    case 'merge':
      return others.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">There is no other theme to merge into.</p>
      ) : (
        <EditForm
          submit="Merge"
          onCancel={close}
          onSubmit={() => void curate({ type: 'ThemesMerged', themeId: theme.id, intoThemeId: target }).then(done)}
        >
          {targetSelect(`Merge “${theme.name}” into`)}
        </EditForm>
      );
    case 'move':
      return others.length === 0 || answers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">There is no answer or no other theme to move it to.</p>
      ) : (
        <EditForm
          submit="Move answer"
          onCancel={close}
          onSubmit={() =>
            void curate({ type: 'AnswerMoved', responseId: answer, fromThemeId: theme.id, toThemeId: target }).then(
              done,
            )
          }
        >
          <div>
            <label htmlFor={`${id}-answer`} className={fieldLabel}>
              Answer
            </label>
            <select
              id={`${id}-answer`}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-slate-900"
            >
              {answers.map((q) => (
                <option key={q.responseId} value={q.responseId}>
                  {quoteLabel(q).slice(0, 90)}
                </option>
              ))}
            </select>
          </div>
          {targetSelect('Move to')}
        </EditForm>
      );
    case 'split':
      return (
        <EditForm
          submit="Split"
          onCancel={close}
          onSubmit={() => void curate({ type: 'ThemeSplit', themeId: theme.id, name, responseIds: picked }).then(done)}
        >
          <label htmlFor={`${id}-name`} className={fieldLabel}>
            Name of the new theme
          </label>
          <Input id={`${id}-name`} dir="auto" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          <fieldset>
            <legend className={fieldLabel}>The answers that form it</legend>
            <ul className="mt-1 space-y-1">
              {answers.map((q) => (
                <li key={q.responseId}>
                  <label className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="mt-1"
                      checked={picked.includes(q.responseId)}
                      onChange={(event) =>
                        setPicked(
                          event.target.checked ? [...picked, q.responseId] : picked.filter((r) => r !== q.responseId),
                        )
                      }
                    />
                    <UserText as="span">{quoteLabel(q)}</UserText>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </EditForm>
      );
    case 'hide':
      return (
        <EditForm
          submit="Hide theme"
          onCancel={close}
          onSubmit={() => void curate({ type: 'ThemeHidden', themeId: theme.id, reason }).then(done)}
        >
          <label htmlFor={`${id}-reason`} className={fieldLabel}>
            Why hide it? (shown in the history)
          </label>
          <Input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
        </EditForm>
      );
    case 'notes':
      return (
        <EditForm
          submit="Save notes"
          onCancel={close}
          onSubmit={() => void curate({ type: 'SegmentNotesSet', themeId: theme.id, notes }).then(done)}
        >
          <label htmlFor={`${id}-notes`} className={fieldLabel}>
            Segment notes (who raises it)
          </label>
          <Textarea
            id={`${id}-notes`}
            dir="auto"
            value={notes}
            maxLength={1000}
            onChange={(e) => setNotes(e.target.value)}
          />
        </EditForm>
      );
    case 'quotes': {
      const move = (i: number, by: number) => {
        const next = [...chosen];
        const [item] = next.splice(i, 1);
        next.splice(i + by, 0, item!);
        setChosen(next);
      };
      const rest = theme.availableQuotes.filter((q) => !chosen.includes(quoteKey(q)));
      return (
        <EditForm
          submit="Save quotes"
          onCancel={close}
          onSubmit={() => void curate({ type: 'QuotesChosen', themeId: theme.id, quoteKeys: chosen }).then(done)}
        >
          <p className={fieldLabel}>Shown, in this order (at most 5)</p>
          <ol className="space-y-2" aria-label="Chosen quotes">
            {chosen.map((key, i) => (
              <li key={key} className="flex items-start gap-2 rounded-lg bg-white p-2 text-sm">
                <UserText as="span" className="min-w-0 flex-1 break-words">
                  {byKey.get(key) ? quoteLabel(byKey.get(key)!) : key}
                </UserText>
                <span className="flex shrink-0 gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move quote ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Move quote ${i + 1} down`}
                    disabled={i === chosen.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove quote ${i + 1}`}
                    onClick={() => setChosen(chosen.filter((k) => k !== key))}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          {rest.length > 0 ? (
            <ul className="space-y-2" aria-label="Other quotes of its answers">
              {rest.map((q) => (
                <li key={quoteKey(q)} className="flex items-start gap-2 text-sm">
                  <UserText as="span" className="min-w-0 flex-1 break-words text-slate-700">
                    {quoteLabel(q)}
                  </UserText>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={chosen.length >= 5}
                    onClick={() => setChosen([...chosen, quoteKey(q)])}
                    aria-label={`Add the quote of Response #${q.responseNumber}`}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </EditForm>
      );
    }
    default:
      return null;
  }
};

const ThemeCard = ({
  theme,
  board,
  surveyId,
  questions,
  curate,
}: {
  theme: BoardTheme;
  board: Board;
  surveyId: string;
  questions: readonly Question[];
  curate: Curate;
}) => {
  const [mode, setMode] = useState<Mode | null>(null);
  const headingId = `board-theme-${theme.id}`;
  const others = board.themes.filter((t) => t.id !== theme.id);
  const candidate = theme.origin === 'candidate';
  return (
    <article
      aria-labelledby={headingId}
      data-testid="board-theme"
      className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${
        theme.hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-baseline gap-2">
        <UserText as="h3" id={headingId} className="min-w-0 flex-1 text-lg font-semibold break-words text-slate-900">
          {theme.name}
        </UserText>
        {candidate ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            New candidate
          </span>
        ) : null}
        {theme.origin === 'split' ? (
          <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">Split</span>
        ) : null}
        {theme.hidden ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Hidden</span>
        ) : null}
      </div>
      {theme.name !== theme.originalName ? (
        <p className="mt-1 text-sm text-slate-600">
          The analysis called it <UserText as="span" className="inline">{`“${theme.originalName}”`}</UserText>
        </p>
      ) : null}
      {theme.hidden && theme.hiddenReason ? (
        <p className="mt-1 text-sm text-slate-700">Hidden: {theme.hiddenReason}</p>
      ) : null}
      <UserText className="mt-1 text-slate-700">{theme.summary}</UserText>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full bg-emerald-500" style={{ width: `${Math.round(theme.share * 100)}%` }} />
      </div>
      {theme.segmentNotes ? (
        <UserText className="mt-2 text-sm whitespace-pre-line text-slate-700" data-testid="board-theme-notes">
          {theme.segmentNotes}
        </UserText>
      ) : null}
      {theme.quotes.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-label={`Quotes for ${theme.name}`}>
          {theme.quotes.map((quote) => (
            <li key={quoteKey(quote)}>
              <ReportQuote quote={quote} surveyId={surveyId} questions={questions} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">No quote chosen.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2 print:hidden" role="group" aria-label={`Change ${theme.name}`}>
        {candidate ? (
          <Button size="sm" onClick={() => void curate({ type: 'ThemeKept', themeId: theme.id })}>
            Keep theme
          </Button>
        ) : null}
        {MODES.filter(([m]) => !(m === 'hide' && theme.hidden)).map(([m, label]) => (
          <Button
            key={m}
            size="sm"
            variant={mode === m ? 'secondary' : 'outline'}
            aria-expanded={mode === m}
            onClick={() => setMode(mode === m ? null : m)}
          >
            {label}
          </Button>
        ))}
        {theme.hidden ? (
          <Button size="sm" variant="outline" onClick={() => void curate({ type: 'ThemeShown', themeId: theme.id })}>
            Show again
          </Button>
        ) : null}
      </div>
      {mode ? (
        <ThemeEditor key={mode} mode={mode} theme={theme} others={others} curate={curate} close={() => setMode(null)} />
      ) : null}
    </article>
  );
};

const IceEditor = ({ opportunity, curate }: { opportunity: BoardOpportunity; curate: Curate }) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [scores, setScores] = useState({
    impact: opportunity.impact.value,
    confidence: opportunity.confidence.value,
    ease: opportunity.ease.value,
  });
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <Button size="sm" variant="outline" className="print:hidden" onClick={() => setOpen(true)} aria-expanded={false}>
        Edit ICE scores
      </Button>
    );
  }
  return (
    <EditForm
      submit="Save scores"
      onCancel={() => setOpen(false)}
      onSubmit={() =>
        void curate({ type: 'IceScoresEdited', opportunityId: opportunity.id, ...scores, reason }).then(
          (ok) => ok && setOpen(false),
        )
      }
    >
      <div className="grid grid-cols-3 gap-2">
        {(['impact', 'confidence', 'ease'] as const).map((dimension) => (
          <div key={dimension}>
            <label htmlFor={`${id}-${dimension}`} className={`${fieldLabel} capitalize`}>
              {dimension}
            </label>
            <Input
              id={`${id}-${dimension}`}
              type="number"
              min={1}
              max={10}
              value={scores[dimension]}
              onChange={(e) => setScores({ ...scores, [dimension]: Number(e.target.value) })}
            />
          </div>
        ))}
      </div>
      <label htmlFor={`${id}-reason`} className={fieldLabel}>
        Reason for the new scores
      </label>
      <Input id={`${id}-reason`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
    </EditForm>
  );
};

const describeChange = (board: Board, change: Board['changes'][number]) => {
  const name = board.themes.find((t) => t.id === change.themeId)?.name ?? change.themeId;
  const answers = `${change.responses} new ${change.responses === 1 ? 'answer' : 'answers'}`;
  return change.kind === 'joined'
    ? `${answers} joined “${name}”.`
    : `New candidate theme “${name}” (${answers}): keep it, merge it or hide it.`;
};

/**
 * The findings board: the consultant curates the analysis before the client sees it. Every change is
 * recorded on the report (the history below says who made it and when); the proposal drafts from it.
 * Every action is a button or a form field: no dragging.
 */
export const FindingsBoard = ({
  reportId,
  surveyId,
  questions,
}: {
  reportId: string;
  surveyId: string;
  questions: readonly Question[];
}) => {
  const board = useFindingsBoard(reportId);
  const [error, setError] = useState<string | null>(null);
  const [showHidden, setShowHidden] = useState(true);
  const curate: Curate = async (change) => {
    setError(null);
    try {
      const next = await curateReport(reportId, change);
      await board.mutate(next, { revalidate: false });
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    }
  };
  if (board.error)
    return (
      <ErrorState title="Could not load the findings board" error={board.error} onRetry={() => void board.mutate()} />
    );
  if (!board.data) return <LoadingState label="Loading the findings board..." />;
  const data = board.data;
  const hiddenCount = data.themes.filter((t) => t.hidden).length;
  const themes = showHidden ? data.themes : data.themes.filter((t) => !t.hidden);
  return (
    <section aria-labelledby="findings-board-heading" className="space-y-6" data-testid="findings-board">
      <div>
        <h2 id="findings-board-heading" className="text-xl font-bold text-slate-900">
          Findings board
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Rename, merge, split or hide themes, move answers and choose quotes before the client sees them. The proposal
          drafts from this board.
        </p>
      </div>
      {data.changes.length > 0 ? (
        <div
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="board-changes"
        >
          <p className="font-semibold">Since the last curated report</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {data.changes.map((change) => (
              <UserText as="li" key={`${change.kind}-${change.themeId}`}>
                {describeChange(data, change)}
              </UserText>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {hiddenCount > 0 ? (
        <label className="flex items-center gap-2 text-sm text-slate-800 print:hidden">
          <input type="checkbox" checked={showHidden} onChange={(e) => setShowHidden(e.target.checked)} />
          Show hidden themes ({hiddenCount})
        </label>
      ) : null}
      <ol className="space-y-4">
        {themes.map((theme) => (
          <li key={theme.id}>
            <ThemeCard theme={theme} board={data} surveyId={surveyId} questions={questions} curate={curate} />
          </li>
        ))}
      </ol>
      <section aria-labelledby="board-opportunities-heading">
        <h3 id="board-opportunities-heading" className="text-lg font-bold text-slate-900">
          Opportunities from the curated themes
        </h3>
        {data.opportunities.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No opportunity serves a theme that is shown.</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {data.opportunities.map((o) => (
              <li
                key={o.id}
                className="rounded-2xl border border-slate-200 bg-white p-4"
                data-testid="board-opportunity"
              >
                <p className="font-semibold text-slate-900">
                  {o.title} <span className="font-normal text-slate-700">(ICE {o.score.toFixed(1)})</span>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  Impact {o.impact.value}, confidence {o.confidence.value}, ease {o.ease.value}
                  {o.iceEditReason ? <> (edited: {o.iceEditReason})</> : null}
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  Serves:{' '}
                  <UserText as="span" data-testid="board-opportunity-themes">
                    {o.themeNames.join('; ')}
                  </UserText>
                </p>
                {o.quotes.length > 0 ? (
                  <ul className="mt-2 space-y-1 text-sm" aria-label={`Quotes for ${o.title}`}>
                    {o.quotes.map((q) => (
                      <li key={quoteKey(q)} className="flex flex-wrap gap-x-2">
                        <UserText as="span" className="break-words text-slate-800">
                          {`“${q.text}”`}
                        </UserText>
                        <ResponseLink surveyId={surveyId} quote={q} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-3">
                  <IceEditor opportunity={o} curate={curate} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="board-history-heading">
        <h3 id="board-history-heading" className="text-lg font-bold text-slate-900">
          History
        </h3>
        {data.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No change yet: the board is as the analysis left it.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm" data-testid="board-history">
            {[...data.history].reverse().map((entry, i) => (
              <li key={`${entry.at}-${i}`} className="flex flex-wrap gap-x-2">
                <span className="text-slate-600">{formatDateTime(entry.at)}</span>
                <span className="text-slate-600">{entry.by ?? 'someone'}</span>
                <UserText as="span" className="text-slate-900">
                  {entry.summary}
                </UserText>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
};
