import { ChevronDown, Inbox, SearchX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { QualityVerdict, Question, ResponsePageItem } from '@/types/generated/api';
import { EmptyState } from '@/components/ui/status-screens';
import type { ResponsesView } from '../lib/response-table';
import { ResponseCard } from './response-card';
import { ResponseTable } from './response-table';

/**
 * The loaded pages of responses, newest first, and "Load more" for the next page. After more
 * arrive, focus moves to the first new card so a keyboard user reads on from there.
 */
export const ResponseList = ({
  items,
  total,
  questions,
  filtered,
  hasMore,
  loadingMore,
  onLoadMore,
  onErase,
  onOverrule,
  onClearFilters,
  cardActions,
  view = 'cards',
  surveyId = '',
}: {
  items: ResponsePageItem[];
  total: number;
  questions: Question[];
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onErase: (item: ResponsePageItem) => Promise<void>;
  /** Sets the consultant's quality verdict on a response (issue 50). */
  onOverrule?: (item: ResponsePageItem, verdict: QualityVerdict) => Promise<void>;
  onClearFilters: () => void;
  /** Extra buttons on each card's header. */
  cardActions?: (item: ResponsePageItem) => ReactNode;
  /** Cards (default) or one table of every loaded response. */
  view?: ResponsesView;
  surveyId?: string;
}) => {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    document.getElementById(`response-${items[from]!.id}`)?.focus();
  }, [items]);

  if (items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<SearchX className="h-6 w-6" aria-hidden="true" />}
        title="No responses match these filters"
        text="Change or clear the filters to see more responses."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<Inbox className="h-6 w-6" aria-hidden="true" />}
        title="No responses yet"
        text="Share the survey link; answers show up here as respondents save them."
      />
    );
  }
  return (
    <>
      {view === 'table' ? (
        <ResponseTable surveyId={surveyId} items={items} questions={questions} />
      ) : (
        <ol className="space-y-5">
          {items.map((item) => (
            <li key={item.id}>
              <ResponseCard
                response={item}
                questions={questions}
                onErase={() => onErase(item)}
                onOverrule={onOverrule ? (verdict) => onOverrule(item, verdict) : undefined}
                actions={cardActions?.(item)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6 flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="responses-shown">
          Showing {items.length} of {total} {total === 1 ? 'response' : 'responses'}
        </p>
        {hasMore ? (
          <Button
            variant="outline"
            disabled={loadingMore}
            onClick={() => {
              focusFrom.current = items.length;
              onLoadMore();
            }}
          >
            {loadingMore ? <Spinner size="sm" label="" /> : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </>
  );
};
