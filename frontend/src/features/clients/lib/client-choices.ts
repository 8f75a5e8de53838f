// Which clients a picker offers. An archived client (its engagement over) leaves the pickers, but a
// survey that is already its own keeps showing it, and the dashboard's filter still reaches its surveys.
import type { Client } from '@/types/generated/api';

export type ClientChoice = Pick<Client, 'id' | 'name'>;

type Listed = Pick<Client, 'id' | 'name'>;

/** An archived client's name in a picker. */
export const archivedLabel = (name: string) => `${name} (archived)`;

/**
 * The choices of a survey's client picker: the clients in the lists, and the survey's current client
 * when it is archived (marked, after them), so the picker never shows a blank for it.
 */
export function surveyClientChoices(
  current: readonly Listed[],
  archived: readonly Listed[],
  chosenId: string | null,
): ClientChoice[] {
  const choices = current.map(({ id, name }) => ({ id, name }));
  if (!chosenId || choices.some((c) => c.id === chosenId)) return choices;
  const chosen = archived.find((c) => c.id === chosenId);
  return chosen ? [...choices, { id: chosen.id, name: archivedLabel(chosen.name) }] : choices;
}

/** The dashboard filter's choices: the clients in the lists, then each archived client that has surveys (marked). */
export function surveyFilterChoices(
  current: readonly Listed[],
  archived: readonly Listed[],
  surveys: readonly { clientId: string | null }[],
): ClientChoice[] {
  const owners = new Set(surveys.map((s) => s.clientId));
  return [
    ...current.map(({ id, name }) => ({ id, name })),
    ...archived.filter((c) => owners.has(c.id)).map((c) => ({ id: c.id, name: archivedLabel(c.name) })),
  ];
}
