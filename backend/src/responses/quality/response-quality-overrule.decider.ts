// Pure decisions for overruling a response's quality verdict (issue 50): the consultant's verdict is a
// fact on the response's stream, the audit trail of who judged what (who and when: the event's metadata).

import { NotFoundError, ValidationError } from '../../common/errors';
import type { ResponseEvent, ResponseQualityOverruled } from '../response.events';
import { QUALITY_VERDICTS, type QualityVerdictKind } from './quality-verdict';

export type OverruleQuality = { type: 'OverruleQuality'; responseId: string; verdict: QualityVerdictKind };

export type OverruleState = { status: 'none' } | { status: 'exists'; surveyId: string };

export const initialState = (): OverruleState => ({ status: 'none' });

export function evolve(state: OverruleState, event: ResponseEvent): OverruleState {
  switch (event.type) {
    case 'ResponseStarted':
      return { status: 'exists', surveyId: event.data.surveyId };
    case 'ResponseErased':
      return { status: 'none' };
    default:
      return state;
  }
}

/** Returns the event the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: OverruleQuality, state: OverruleState): ResponseQualityOverruled[] {
  if (command.type !== 'OverruleQuality') throw new ValidationError(`Unknown command ${String(command.type)}`);
  if (!(QUALITY_VERDICTS as readonly string[]).includes(command.verdict)) {
    throw new ValidationError('verdict must be ok, review or low_quality');
  }
  // Erased, or never started: there is nothing to judge.
  if (state.status !== 'exists') throw new NotFoundError('Response not found');
  return [
    {
      type: 'ResponseQualityOverruled',
      schemaVersion: 1,
      data: { responseId: command.responseId, surveyId: state.surveyId, verdict: command.verdict },
    },
  ];
}

export const responseQualityOverruleDecider = { initialState, evolve, decide };
