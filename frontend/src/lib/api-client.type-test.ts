// The contract checks every call at compile time. This file is compiled with the app (`npm run typecheck
// -w frontend`, `npm run build`) and never run: each line under `@ts-expect-error` must fail to compile,
// or the directive itself is an error, so a client that stopped checking paths, parameters or bodies
// breaks the build.
import { answer, api } from './api-client';

export const callsTheContractRefuses = () => [
  // @ts-expect-error a path the API does not have
  api.GET('/api/survey', {}),
  // @ts-expect-error a method the path does not take
  api.DELETE('/api/auth/me', {}),
  // @ts-expect-error a path parameter left out
  api.GET('/api/surveys/{idOrSlug}', { params: {} }),
  // @ts-expect-error a path parameter under a name the path does not have
  api.GET('/api/surveys/{idOrSlug}', { params: { path: { id: 's1' } } }),
  // @ts-expect-error a query parameter outside its enum
  api.GET('/api/surveys/{idOrSlug}/summary', { params: { path: { idOrSlug: 's1' }, query: { status: 'done' } } }),
  // @ts-expect-error a body without a required field
  api.POST('/api/auth/login', { body: { username: 'admin' } }),
  // @ts-expect-error a body field of the wrong type
  api.POST('/api/surveys', { body: { title: 42, isActive: true } }),
  // @ts-expect-error a body where the call takes none
  api.DELETE('/api/api-keys/{id}', { params: { path: { id: 'k1' } }, body: { reason: 'x' } }),
];

export const answersHaveTheContractsTypes = async () => {
  const session = await answer(api.POST('/api/auth/login', { body: { username: 'admin', password: 'secret' } }));
  const name: string = session.user.username;
  // @ts-expect-error the answer is a Session, not a number
  const wrong: number = session;
  return [name, wrong];
};
