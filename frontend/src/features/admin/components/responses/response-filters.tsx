import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  isFiltered,
  LANGUAGE_OPTIONS,
  MODE_OPTIONS,
  STATUS_OPTIONS,
  type ResponseFilter,
} from '../../lib/response-filter';

type Option = { value: string; label: string };

const SelectField = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-10 py-0')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

const DateField = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={cn(fieldClasses, 'h-10 py-0')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
};

/** Status, mode, language and start-date range; every change is applied at once to every tab (and kept in the URL). */
export const ResponseFilters = ({
  filter,
  onChange,
}: {
  filter: ResponseFilter;
  onChange: (filter: ResponseFilter) => void;
}) => {
  const set =
    <K extends keyof ResponseFilter>(key: K) =>
    (value: string | undefined) =>
      onChange({ ...filter, [key]: value as ResponseFilter[K] });
  return (
    <form
      role="search"
      aria-label="Filter responses"
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(9rem,1fr))_repeat(2,minmax(10rem,1.2fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField label="Status" value={filter.status} options={STATUS_OPTIONS} onChange={set('status')} />
      <SelectField label="Mode" value={filter.mode} options={MODE_OPTIONS} onChange={set('mode')} />
      <SelectField label="Language" value={filter.language} options={LANGUAGE_OPTIONS} onChange={set('language')} />
      <DateField label="Started from" value={filter.from} onChange={set('from')} />
      <DateField label="Started until" value={filter.to} onChange={set('to')} />
      <Button
        variant="ghost"
        size="sm"
        className="h-10 self-end"
        disabled={!isFiltered(filter)}
        onClick={() => onChange({})}
      >
        <X className="h-4 w-4" aria-hidden="true" />
        Clear filters
      </Button>
    </form>
  );
};
