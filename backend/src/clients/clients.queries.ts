import { isoOrNull, type Queryable } from '../db/db';
import type { ClientContact } from './client.events';
import type { ClientView } from './clients.views';

type ClientRow = {
  id: string;
  name: string;
  description: string | null;
  contacts: ClientContact[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  archived_at: Date | string | null;
};

const COLUMNS = 'id, name, description, contacts, created_at, updated_at, archived_at';

const clientView = (row: ClientRow): ClientView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  contacts: row.contacts ?? [],
  createdAt: isoOrNull(row.created_at) as string,
  updatedAt: isoOrNull(row.updated_at) as string,
  archivedAt: isoOrNull(row.archived_at),
});

/** The clients in the lists (or, `archived`, only the archived ones), by name (ignoring case). */
export async function listClients(db: Queryable, { archived = false } = {}): Promise<ClientView[]> {
  const { rows } = await db.query<ClientRow>(
    `SELECT ${COLUMNS} FROM clients WHERE (archived_at IS NOT NULL) = $1 ORDER BY lower(name), id`,
    [archived],
  );
  return rows.map(clientView);
}

export async function findClient(db: Queryable, clientId: string): Promise<ClientView | null> {
  const { rows } = await db.query<ClientRow>(`SELECT ${COLUMNS} FROM clients WHERE id = $1`, [clientId]);
  return rows[0] ? clientView(rows[0]) : null;
}

/** Whether another client, archived or not, has this name (ignoring case and surrounding spaces). */
export async function clientNameTaken(db: Queryable, name: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM clients WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [
    name.trim(),
    exceptId,
  ]);
  return rows.length > 0;
}

/**
 * The client's company data as one block of text, for AI question generation and proposal drafting:
 * "Company: <name>", the description, and a "Contact: <name> (<role>)" line per person (the proposal
 * puts the name and the contact in its title block, not in its prose).
 */
export function companyDataOf(client: Pick<ClientView, 'name' | 'description' | 'contacts'>): string {
  return [
    `Company: ${client.name}`,
    ...(client.description ? [client.description] : []),
    ...client.contacts.map((c) => `Contact: ${c.role ? `${c.name} (${c.role})` : c.name}`),
  ].join('\n');
}
