// The responses screen's tabs, kept in the URL beside the filters (?tab=summary&status=completed),
// so a view can be reloaded, shared and gone back to. Pure.
import { filterParams, type ResponseFilter } from './response-filter';

export const RESPONSES_TABS = [
  { value: 'summary', label: 'Summary' },
  { value: 'responses', label: 'Responses' },
  { value: 'drop-off', label: 'Drop-off' },
  { value: 'reports', label: 'Reports' },
] as const;

export type ResponsesTab = (typeof RESPONSES_TABS)[number]['value'];

/** The tab a link to the screen lands on: the responses themselves. */
export const DEFAULT_TAB: ResponsesTab = 'responses';

export const parseTab = (search: URLSearchParams): ResponsesTab =>
  RESPONSES_TABS.find((tab) => tab.value === search.get('tab'))?.value ?? DEFAULT_TAB;

/** The screen's query: the filters in their fixed order, then the tab unless it is the default. */
export const screenParams = (filter: ResponseFilter, tab: ResponsesTab): URLSearchParams => {
  const params = filterParams(filter);
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  return params;
};
