// The dashboard's client filter: all clients (grouped, each client's surveys under its name), one client,
// or the surveys for no client. Archived clients keep their surveys here: they are grouped like the others.
import type { Client } from '@/types/generated/api';

/** '' is every client; NO_CLIENT the surveys for none; otherwise a client's id. */
export const ALL_CLIENTS = '';
export const NO_CLIENT = 'none';
export type ClientFilter = string;

/** archived: the client's engagement is over (its surveys are shown all the same). */
export type ClientGroup<S> = { id: string; name: string | null; archived: boolean; surveys: S[] };

type Grouped = Pick<Client, 'id' | 'name'> & { archivedAt?: string | null };

/**
 * The surveys the filter shows, in groups: one per client that has any (in the clients' order: by name,
 * archived ones after), then those for no client (name null). A survey naming a client not in the list
 * goes with no client.
 */
export function groupByClient<S extends { clientId: string | null }>(
  surveys: readonly S[],
  clients: readonly Grouped[],
  filter: ClientFilter,
): ClientGroup<S>[] {
  const known = new Set(clients.map((c) => c.id));
  const clientOf = (survey: S) => (survey.clientId && known.has(survey.clientId) ? survey.clientId : null);
  const groups: ClientGroup<S>[] = clients.map((c) => ({
    id: c.id,
    name: c.name,
    archived: (c.archivedAt ?? null) !== null,
    surveys: surveys.filter((s) => clientOf(s) === c.id),
  }));
  groups.push({ id: NO_CLIENT, name: null, archived: false, surveys: surveys.filter((s) => clientOf(s) === null) });
  const shown = filter === ALL_CLIENTS ? groups : groups.filter((g) => g.id === filter);
  return shown.filter((g) => g.surveys.length > 0 || g.id === filter);
}

/** The client's name, or null when the id is unknown or null. */
export const clientNameOf = (clients: readonly Pick<Client, 'id' | 'name'>[] | undefined, id: string | null) =>
  (id && clients?.find((c) => c.id === id)?.name) || null;
