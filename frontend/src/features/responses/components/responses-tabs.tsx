import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RESPONSES_TABS, type ResponsesTab } from '../lib/responses-tabs';

export const tabId = (tab: ResponsesTab) => `responses-tab-${tab}`;
export const panelId = (tab: ResponsesTab) => `responses-panel-${tab}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows/Home/End move between tabs and select them,
 * each tab controls its panel. A count (responses, reports) follows a tab's name.
 */
export const ResponsesTabList = ({
  selected,
  counts,
  onSelect,
}: {
  selected: ResponsesTab;
  counts: Partial<Record<ResponsesTab, number>>;
  onSelect: (tab: ResponsesTab) => void;
}) => {
  const refs = useRef<Partial<Record<ResponsesTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = RESPONSES_TABS.findIndex((tab) => tab.value === selected);
    const last = RESPONSES_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % RESPONSES_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % RESPONSES_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = RESPONSES_TABS[next]!.value;
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Views of the responses"
      className="flex overflow-x-auto border-b border-slate-200 sm:gap-1"
    >
      {RESPONSES_TABS.map((tab) => {
        const active = tab.value === selected;
        const count = counts[tab.value];
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[tab.value] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={active}
            aria-controls={panelId(tab.value)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px flex flex-1 shrink-0 items-center justify-center gap-1.5 border-b-2 px-1 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-700 sm:flex-none sm:gap-2 sm:px-4',
              active
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {tab.label}
            {count !== undefined ? (
              <span
                className={cn(
                  'rounded-full px-1.5 py-0.5 text-xs tabular-nums sm:px-2',
                  active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700',
                )}
              >
                {count.toLocaleString('en-US')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
};

/** A tab's panel; the others stay mounted but hidden, so switching never fetches again. */
export const ResponsesTabPanel = ({
  tab,
  selected,
  children,
}: {
  tab: ResponsesTab;
  selected: ResponsesTab;
  children: ReactNode;
}) => (
  <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== selected} className="pt-6">
    {children}
  </div>
);
