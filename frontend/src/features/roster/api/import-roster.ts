import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { rosterKey } from './get-roster';

/** What importing the CSV would do, and its lines at fault; nothing is stored. */
export const previewRosterImport = (clientId: string, csv: string) =>
  answer(api.POST('/api/clients/{clientId}/roster/preview', { params: { path: { clientId } }, body: { csv } }));

/** Imports the CSV (refused whole while any line is at fault); the roster is refetched. */
export const importRoster = async (clientId: string, csv: string) => {
  const result = await answer(
    api.POST('/api/clients/{clientId}/roster/import', { params: { path: { clientId } }, body: { csv } }),
  );
  await refresh(rosterKey(clientId));
  return result;
};
