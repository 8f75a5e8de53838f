// One error hierarchy with an HTTP meaning. Domain code throws these; one exception
// filter turns them into RFC 9457 problems (http/problem.ts). No framework imports here.
import { RuleViolation } from '@seedline/shared';

/** One field's problem: a JSON Pointer (URI fragment) to the field, and what is wrong with it. */
export type FieldError = { pointer: string; detail: string };

/** A question a refusal names: its id, and its place in the survey ("Q3") as the detail reads it. */
export type QuestionRef = { questionId: string; label: string };

/** A problem of one line of an uploaded file (a roster CSV): its line as a spreadsheet shows it, header 1. */
export type LineError = { line: number; message: string };

/** Members a problem carries beside the standard ones (RFC 9457 section 3.2), when its error has them. */
export type ProblemExtensions = { unansweredQuestions?: QuestionRef[]; lineErrors?: LineError[] };

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  /** The fields at fault, when known (a 400 from DTO validation names each one). */
  readonly errors?: FieldError[];
  /** Extension members of the problem this error answers with (problem.ts). */
  readonly extensions?: ProblemExtensions;
  constructor(message: string, errors?: FieldError[]) {
    super(message);
    this.name = new.target.name;
    if (errors) this.errors = errors;
  }
}

export class ValidationError extends AppError {
  readonly statusCode = 400;
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
}

/** The command is not allowed in the stream's current state (e.g. answering a completed response). */
export class IllegalStateError extends AppError {
  readonly statusCode = 409;
}

/**
 * 409: the respondent's path has required questions without an answer: one before the question being
 * answered (named alone), or any at all when completing (all named, in path order).
 */
export class UnansweredRequiredError extends IllegalStateError {
  override readonly extensions: { unansweredQuestions: QuestionRef[] };
  constructor(message: string, unansweredQuestions: QuestionRef[]) {
    super(message);
    this.extensions = { unansweredQuestions };
  }
}

/** 400: lines of an uploaded file are at fault, each named (`lineErrors`); nothing of the file was taken. */
export class LineErrorsError extends ValidationError {
  override readonly extensions: { lineErrors: LineError[] };
  constructor(message: string, lineErrors: LineError[]) {
    super(message);
    this.extensions = { lineErrors };
  }
}

/** A unique value is already taken (e.g. a survey slug). */
export class ConflictError extends AppError {
  readonly statusCode = 409;
}

/** Optimistic concurrency: the stream moved on since it was read. Callers may retry. */
export class ConcurrencyError extends AppError {
  readonly statusCode = 409;
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} changed while the command ran; please retry`);
  }
}

/** The thing existed but was deleted (e.g. answering a deleted survey's response). */
export class GoneError extends AppError {
  readonly statusCode = 410;
}

export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
}

export class RateLimitedError extends AppError {
  readonly statusCode = 429;
}

export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;
}

export class GatewayTimeoutError extends AppError {
  readonly statusCode = 504;
}

/**
 * Runs one of the survey's shared rules (question shapes, typed answers: @seedline/shared, which the
 * browser runs too) where the API decides: a broken rule is the caller's mistake, a ValidationError (400).
 */
export function underSurveyRules<T>(rule: () => T): T {
  try {
    return rule();
  } catch (error) {
    if (error instanceof RuleViolation) throw new ValidationError(error.message);
    throw error;
  }
}
