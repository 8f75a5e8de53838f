import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who caused an event: a team member (session), an API key (and the member who made it), a respondent
 * (anyone on a public route: taking a survey, the contact form), a client (a read-only client link) or the system (start-up, keepers, job
 * outcomes). The command path stamps it into each event's metadata (command-handler.ts); the audit trail
 * reads it back from the log.
 */
export type Actor =
  | { kind: 'user'; userId: string; username: string }
  | { kind: 'api-key'; keyId: string; userId: string | null; username: string | null }
  | { kind: 'respondent' }
  /** Someone outside the firm reading a client link (client-links/): the link, never a person. */
  | { kind: 'client'; linkId: string }
  | { kind: 'system' };

export const SYSTEM_ACTOR: Actor = { kind: 'system' };

const current = new AsyncLocalStorage<Actor>();

/** Runs `work` with `actor` as the cause of every event it appends (however deep the call). */
export function runAs<T>(actor: Actor, work: () => T): T {
  return current.run(actor, work);
}

/** The actor of the work in progress: the system outside any request. */
export function currentActor(): Actor {
  return current.getStore() ?? SYSTEM_ACTOR;
}
