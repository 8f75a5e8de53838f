import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import {
  isFiltered,
  LANGUAGE_OPTIONS,
  MODE_OPTIONS,
  QUALITY_OPTIONS,
  splitHidden,
  STATUS_OPTIONS,
  type ResponseFilter,
} from '../lib/response-filter';

/** A hidden field the filter offers: its key, and its allowed values when the survey lists them. */
export type HiddenFilterField = { key: string; allowedValues: string[] | null };

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

/**
 * A hidden field and its value ('team' = 'finance'), as one `hidden=team:finance` filter. A field with
 * allowed values offers them; any other takes a typed value, applied on Enter or when leaving the box.
 */
const HiddenFilter = ({
  fields,
  value,
  onChange,
}: {
  fields: readonly HiddenFilterField[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const keyId = useId();
  const valueId = useId();
  const current = splitHidden(value);
  const [key, setKey] = useState(current?.key ?? '');
  const [draft, setDraft] = useState(current?.value ?? '');
  useEffect(() => {
    setKey(current?.key ?? '');
    setDraft(current?.value ?? '');
  }, [current?.key, current?.value]);
  const field = fields.find((f) => f.key === key);
  const apply = (nextKey: string, nextValue: string) => {
    const trimmed = nextValue.trim();
    onChange(nextKey && trimmed ? `${nextKey}:${trimmed}` : undefined);
  };
  return (
    <>
      <div className="min-w-0">
        <label htmlFor={keyId} className="mb-1 block text-xs font-medium text-slate-700">
          Hidden field
        </label>
        <select
          id={keyId}
          className={cn(fieldClasses, 'h-10 py-0')}
          value={key}
          onChange={(event) => {
            setKey(event.target.value);
            setDraft('');
            if (current) onChange(undefined);
          }}
        >
          <option value="">Any</option>
          {fields.map((f) => (
            <option key={f.key} value={f.key}>
              {f.key}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={valueId} className="mb-1 block text-xs font-medium text-slate-700">
          Value
        </label>
        {field?.allowedValues ? (
          <select
            id={valueId}
            className={cn(fieldClasses, 'h-10 py-0')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              apply(key, event.target.value);
            }}
          >
            <option value="">All</option>
            {[...field.allowedValues, 'other'].map((allowed) => (
              <option key={allowed} value={allowed}>
                {allowed}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={valueId}
            className={cn(fieldClasses, 'h-10 py-0')}
            value={draft}
            disabled={!key}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => apply(key, draft)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(key, draft);
            }}
          />
        )}
      </div>
    </>
  );
};

/** Status, mode, language and start-date range; every change is applied at once to every tab (and kept in the URL). */
export const ResponseFilters = ({
  filter,
  onChange,
  hiddenFields = [],
}: {
  filter: ResponseFilter;
  onChange: (filter: ResponseFilter) => void;
  /** The survey's hidden fields (declared and UTM): a field/value filter when there are any. */
  hiddenFields?: readonly HiddenFilterField[];
}) => {
  const set =
    <K extends keyof ResponseFilter>(key: K) =>
    (value: string | undefined) =>
      onChange({ ...filter, [key]: value as ResponseFilter[K] });
  return (
    <form
      role="search"
      aria-label="Filter responses"
      className={cn(
        'grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:items-end',
        hiddenFields.length > 0
          ? 'lg:grid-cols-4'
          : 'lg:grid-cols-[repeat(4,minmax(8rem,1fr))_repeat(2,minmax(10rem,1.2fr))_auto]',
      )}
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField label="Status" value={filter.status} options={STATUS_OPTIONS} onChange={set('status')} />
      <SelectField label="Mode" value={filter.mode} options={MODE_OPTIONS} onChange={set('mode')} />
      <SelectField label="Language" value={filter.language} options={LANGUAGE_OPTIONS} onChange={set('language')} />
      <SelectField label="Quality" value={filter.quality} options={QUALITY_OPTIONS} onChange={set('quality')} />
      <DateField label="Started from" value={filter.from} onChange={set('from')} />
      <DateField label="Started until" value={filter.to} onChange={set('to')} />
      {hiddenFields.length > 0 ? (
        <HiddenFilter fields={hiddenFields} value={filter.hidden} onChange={set('hidden')} />
      ) : null}
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
      <label className="col-span-full flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-emerald-700"
          checked={filter.lowQuality === 'include'}
          onChange={(event) => onChange({ ...filter, lowQuality: event.target.checked ? 'include' : undefined })}
        />
        Include low-quality responses in the summary and drop-off
      </label>
    </form>
  );
};
