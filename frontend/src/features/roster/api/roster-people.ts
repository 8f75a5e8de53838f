import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { AddRosterPersonInput, UpdateRosterPersonInput } from '@/types/generated/api';
import { rosterKey } from './get-roster';

/** Adds one person by hand; the roster is refetched. */
export const addRosterPerson = async (clientId: string, input: AddRosterPersonInput) => {
  const person = await answer(
    api.POST('/api/clients/{clientId}/roster/people', { params: { path: { clientId } }, body: input }),
  );
  await refresh(rosterKey(clientId));
  return person;
};

/** Takes a person off the roster (kept under removed until erased); the roster is refetched. */
export const removeRosterPerson = async (clientId: string, personId: string) => {
  const person = await answer(
    api.DELETE('/api/clients/{clientId}/roster/people/{personId}', { params: { path: { clientId, personId } } }),
  );
  await refresh(rosterKey(clientId));
  return person;
};

/** Erases a person for good (owners); the roster is refetched. */
export const eraseRosterPerson = async (clientId: string, personId: string) => {
  await answer(
    api.POST('/api/clients/{clientId}/roster/people/{personId}/erase', { params: { path: { clientId, personId } } }),
  );
  await refresh(rosterKey(clientId));
};

/** Edits a person (every field sent; what is the same records nothing); the roster is refetched. */
export const updateRosterPerson = async (clientId: string, personId: string, input: UpdateRosterPersonInput) => {
  const person = await answer(
    api.PATCH('/api/clients/{clientId}/roster/people/{personId}', {
      params: { path: { clientId, personId } },
      body: input,
    }),
  );
  await refresh(rosterKey(clientId));
  return person;
};
