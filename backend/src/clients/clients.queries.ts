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
};

const COLUMNS = 'id, name, description, contacts, created_at, updated_at';

const clientView = (row: ClientRow): ClientView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  contacts: row.contacts ?? [],
  createdAt: isoOrNull(row.created_at) as string,
  updatedAt: isoOrNull(row.updated_at) as string,
});

/** Every client, by name (ignoring case). */
export async function listClients(db: Queryable): Promise<ClientView[]> {
  const { rows } = await db.query<ClientRow>(`SELECT ${COLUMNS} FROM clients ORDER BY lower(name), id`);
  return rows.map(clientView);
}

export async function findClient(db: Queryable, clientId: string): Promise<ClientView | null> {
  const { rows } = await db.query<ClientRow>(`SELECT ${COLUMNS} FROM clients WHERE id = $1`, [clientId]);
  return rows[0] ? clientView(rows[0]) : null;
}

/** Whether another client has this name (ignoring case and surrounding spaces). */
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
