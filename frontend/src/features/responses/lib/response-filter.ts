// The responses screen's filters, kept in the URL query so a filtered view can be reloaded,
// shared and gone back to. Pure: parsing, writing and the API's query string.
import type { Language, QualityVerdict, ResponseSettings, ResponseStatus, SurveyMode } from '@/types/generated/api';

export type ResponseFilter = {
  status?: ResponseStatus;
  mode?: SurveyMode;
  language?: Language;
  /** 'YYYY-MM-DD', inclusive */
  from?: string;
  /** 'YYYY-MM-DD', inclusive */
  to?: string;
  /** A hidden-field value, 'key:value' ('team:finance'). */
  hidden?: string;
  /** Only responses whose quality verdict stands at this (issue 50). */
  quality?: QualityVerdict;
  /** Count low-quality responses in the summary and drop-off too (left out by default). */
  lowQuality?: 'include';
};

export const FILTER_KEYS = ['status', 'mode', 'language', 'from', 'to', 'hidden', 'quality', 'lowQuality'] as const;

export const QUALITY_OPTIONS: readonly { value: QualityVerdict; label: string }[] = [
  { value: 'ok', label: 'OK' },
  { value: 'review', label: 'Review' },
  { value: 'low_quality', label: 'Low quality' },
];

export const STATUS_OPTIONS: readonly { value: ResponseStatus; label: string }[] = [
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'abandoned', label: 'Abandoned' },
];
export const MODE_OPTIONS: readonly { value: SurveyMode; label: string }[] = [
  { value: 'traditional', label: 'Traditional' },
  { value: 'ai_chat', label: 'AI chat' },
];
export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'ur', label: 'Urdu' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HIDDEN = /^[a-z][a-z0-9_]{0,39}:.{1,200}$/su;

/** 'team:finance' → { key: 'team', value: 'finance' }; null for anything else. */
export const splitHidden = (hidden: string | undefined): { key: string; value: string } | null => {
  if (!hidden || !HIDDEN.test(hidden)) return null;
  const colon = hidden.indexOf(':');
  return { key: hidden.slice(0, colon), value: hidden.slice(colon + 1) };
};

const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null): T | undefined =>
  options.find((option) => option.value === value)?.value;

const day = (value: string | null): string | undefined =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;

/** What the URL asks for; anything unknown or malformed is left out rather than sent to the API. */
export const parseFilter = (search: URLSearchParams): ResponseFilter => {
  const filter: ResponseFilter = {
    status: oneOf(STATUS_OPTIONS, search.get('status')),
    mode: oneOf(MODE_OPTIONS, search.get('mode')),
    language: oneOf(LANGUAGE_OPTIONS, search.get('language')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    hidden: splitHidden(search.get('hidden') ?? undefined) ? (search.get('hidden') ?? undefined) : undefined,
    quality: oneOf(QUALITY_OPTIONS, search.get('quality')),
    lowQuality: search.get('lowQuality') === 'include' ? 'include' : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ResponseFilter;
};

/** The filter as query parameters, in a fixed order (stable URLs and cache keys). */
export const filterParams = (filter: ResponseFilter): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
};

/** The filter as the API's query parameters (a list of hidden-field values there, one here). */
export const filterQuery = (filter: ResponseFilter) => {
  const { hidden, ...rest } = Object.fromEntries(
    FILTER_KEYS.filter((key) => filter[key]).map((key) => [key, filter[key]]),
  ) as ResponseFilter;
  return { ...rest, ...(hidden ? { hidden: [hidden] } : {}) };
};

/** Whether the filter leaves responses out (counting low-quality ones too leaves none out). */
export const isFiltered = (filter: ResponseFilter): boolean =>
  FILTER_KEYS.some((key) => key !== 'lowQuality' && Boolean(filter[key]));

/** The hidden fields to filter by: the survey's recognised keys, with the declared fields' allowed values. */
export const hiddenFilterFields = (
  settings: Pick<ResponseSettings, 'hiddenFields' | 'recognisedKeys'> | undefined,
): { key: string; allowedValues: string[] | null }[] =>
  (settings?.recognisedKeys ?? []).map((key) => ({
    key,
    allowedValues: settings?.hiddenFields.find((field) => field.key === key)?.allowedValues ?? null,
  }));

/** The API URL of one page of responses. */
export const responsePageUrl = (
  surveyId: string,
  filter: ResponseFilter,
  limit: number,
  cursor: string | null,
): string => {
  const params = filterParams(filter);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/surveys/${encodeURIComponent(surveyId)}/responses?${params.toString()}`;
};

/** The server's CSV of every response matching the filter. */
export const responsesCsvUrl = (surveyId: string, filter: ResponseFilter): string => {
  const query = filterParams(filter).toString();
  return `/api/surveys/${encodeURIComponent(surveyId)}/responses.csv${query ? `?${query}` : ''}`;
};
