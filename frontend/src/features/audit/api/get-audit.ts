import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { AuditKind } from '@/types/generated/api';

export type AuditFilter = { userId?: string; surveyId?: string; kind?: AuditKind };

const clean = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as AuditFilter;

export const auditKey = (filter: AuditFilter) => ['/api/audit', JSON.stringify(clean(filter))] as const;

/** The newest entries of the trail matching the filter (owners only). */
export const useAudit = (filter: AuditFilter) =>
  useSWR(auditKey(filter), () =>
    answer(api.GET('/api/audit', { params: { query: { ...clean(filter), limit: 200 } } })),
  );

/** The same filter's CSV download (a plain link: the browser saves the file with the session cookie). */
export const auditCsvHref = (filter: AuditFilter): string => {
  const query = new URLSearchParams(clean(filter) as Record<string, string>).toString();
  return `/api/audit/entries.csv${query ? `?${query}` : ''}`;
};
