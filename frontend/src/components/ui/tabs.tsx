import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

// An accessible tab set (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End
// move between tabs; only the selected tab is in the tab order; each panel is labelled by its tab.

export type TabItem<T extends string> = { id: T; label: string; icon?: ReactNode };

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

type TabListProps<T extends string> = {
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
};

export const TabList = <T extends string>({ idPrefix, label, tabs, value, onChange }: TabListProps<T>) => {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next].id;
    onChange(id);
    refs.current.get(id)?.focus();
  };

  return (
    // Arrow keys are handled once for the whole tab list; the tabs themselves take focus (roving tabindex).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-label={label}
      className="inline-flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:w-auto"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'inline-flex min-h-10 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 py-1 text-center text-sm leading-tight font-semibold transition-colors sm:flex-none sm:gap-2 sm:px-4 sm:whitespace-nowrap',
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-950',
            )}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
};

export const TabPanel = ({
  idPrefix,
  id,
  children,
  className,
}: {
  idPrefix: string;
  id: string;
  children: ReactNode;
  className?: string;
}) => (
  <div
    role="tabpanel"
    id={panelId(idPrefix, id)}
    aria-labelledby={tabId(idPrefix, id)}
    tabIndex={0}
    className={cn('focus-visible:outline-offset-4', className)}
  >
    {children}
  </div>
);
