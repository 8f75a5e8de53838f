// What the client page shows for the API's answer (pure): the page, or why not.
import type { ApiError } from '@/lib/api-client';

export type ClosedState =
  | { kind: 'passcode'; wrong: boolean }
  | { kind: 'too-many' }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/** The API's refusal as a state: 401 asks for the passcode, 403 says it was wrong, 410 which way the link closed. */
export function closedStateOf(error: Pick<ApiError, 'status' | 'detail'>, passcodeSent: boolean): ClosedState {
  switch (error.status) {
    case 401:
      return { kind: 'passcode', wrong: false };
    case 403:
      return { kind: 'passcode', wrong: passcodeSent };
    case 429:
      return { kind: 'too-many' };
    case 410:
      return error.detail?.includes('expired') ? { kind: 'expired' } : { kind: 'revoked' };
    case 404:
      return { kind: 'not-found' };
    default:
      return { kind: 'failed' };
  }
}
