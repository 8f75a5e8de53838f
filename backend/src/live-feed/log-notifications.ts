import { Client } from 'pg';
import type { Db } from '../db/db';

/** The channel the events trigger notifies (migration 010); the payload is the schema appended to. */
export const EVENTS_CHANNEL = 'seedline_events';

/** Wakes the tail on appends. `onLost` says the wake-ups stopped (the tail then reconnects and re-reads). */
export type LogNotifications = { close(): Promise<void> };

export type ListenTarget = {
  db: Db;
  onNotify: (schema: string) => void;
  onLost: (error: Error) => void;
};

/** A connection of its own (LISTEN holds it, so never the pool's), on DATABASE_URL's server or the embedded one. */
export async function listenToLog(target: ListenTarget): Promise<LogNotifications> {
  const client = new Client({ connectionString: target.db.connectionString, connectionTimeoutMillis: 3000 });
  let closing = false;
  const lost = (error: Error) => {
    if (closing) return;
    closing = true;
    client.end().catch(() => undefined);
    target.onLost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the LISTEN connection ended')));
  client.on('notification', (message) => {
    if (message.channel === EVENTS_CHANNEL) target.onNotify(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}
