import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// A member's own password: long enough, and not guessable from the lists of common passwords, names and
// keyboard patterns that ship with zxcvbn-ts (@zxcvbn-ts/language-common: the most common passwords of
// public breaches, with l33t and spatial variants). ADMIN_PASSWORD is the operator's and is not judged.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's 0..4: 3 is "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | null = null;
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** Why a password may not be used (null: it may). The user's own name counts as a common word. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  const result = zxcvbn().check(password, [username]);
  if (result.score >= MIN_SCORE) return null;
  return 'This password is too common or too easy to guess: add words only you would put together';
}
