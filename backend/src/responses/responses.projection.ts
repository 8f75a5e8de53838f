import { hiddenValuesOf } from './hidden-values';
import type { RecordedEvent } from '../event-store/event-store';
import { positionOf, type Projection } from '../projections/projection';
import { jsonb, type RowChange } from '../projections/row-change';
import { storedAnswerValue } from './answer-value-shape';
import { responseEventTypes, type ResponseEvent } from './response.events';

export { hiddenValuesOf };

/** responses, answers and follow_ups tables from the response streams. */
export function projectResponse(
  event: ResponseEvent & { globalPosition: number; streamVersion?: number },
): RowChange[] {
  switch (event.type) {
    case 'ResponseStarted': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'responses',
          key: { id: d.responseId },
          values: {
            survey_id: d.surveyId,
            survey_mode: d.surveyMode,
            language: d.language,
            respondent_name: d.respondentName,
            respondent_email: d.respondentEmail,
            hidden_fields: jsonb(hiddenValuesOf(d.hiddenFields)),
            submitted_at: d.startedAt,
            completed_at: null,
            abandoned_at: null,
          },
        },
      ];
    }
    case 'AnswerRecorded': {
      const d = event.data;
      // The latest answer to a question replaces the earlier one; the log keeps both.
      return [
        {
          op: 'upsert',
          table: 'answers',
          key: { response_id: d.responseId, question_id: d.questionId },
          // The position tells which wording of the question the answer was given against.
          values: {
            answer_text: d.answerText,
            answer_value: jsonb(storedAnswerValue(d.answerValue)),
            answered_at: d.recordedAt,
            answered_position: positionOf(event),
          },
        },
      ];
    }
    case 'FollowUpAsked': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'follow_ups',
          key: { id: d.followUpId },
          values: {
            response_id: d.responseId,
            question_id: d.questionId,
            question_text: d.questionText,
            asked_at: d.askedAt,
          },
        },
      ];
    }
    case 'FollowUpAnswered': {
      const d = event.data;
      return [
        {
          op: 'update',
          table: 'follow_ups',
          key: { id: d.followUpId },
          values: { answer_text: d.answerText, answered_at: d.answeredAt },
        },
      ];
    }
    case 'ResponseCompleted':
      return [
        {
          op: 'update',
          table: 'responses',
          key: { id: event.data.responseId },
          values: { completed_at: event.data.completedAt },
        },
      ];
    case 'ResponseAbandoned':
      return [
        {
          op: 'update',
          table: 'responses',
          key: { id: event.data.responseId },
          values: { abandoned_at: event.data.abandonedAt },
        },
      ];
    case 'ResponsePathSet': {
      const { responseId, passedBy, offPathAnswers, endedAt } = event.data;
      const values = { passed_by: jsonb(passedBy.length > 0 ? passedBy : null), path_ended_at: endedAt ?? null };
      return [
        { op: 'update', table: 'responses', key: { id: responseId }, values },
        { op: 'update', table: 'answers', key: { response_id: responseId }, values: { off_path: false }, many: true },
        ...offPathAnswers.map((questionId): RowChange => ({
          op: 'update',
          table: 'answers',
          key: { response_id: responseId, question_id: questionId },
          values: { off_path: true },
        })),
      ];
    }
    case 'ResponseErased': {
      // Erased: the rows go (the log keeps the events, their personal fields unreadable without the key).
      const key = { response_id: event.data.responseId };
      return [
        { op: 'delete', table: 'answers', key },
        { op: 'delete', table: 'follow_ups', key },
        { op: 'delete', table: 'responses', key: { id: event.data.responseId } },
      ];
    }
    case 'ResponseQualityOverruled':
      return []; // response_quality_overrules, kept by quality/response-quality-overrule.projection.ts
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled response event ${(unhandled as ResponseEvent).type}`);
    }
  }
}

export const responsesProjection: Projection = {
  name: 'responses',
  tables: ['responses', 'answers', 'follow_ups'],
  handles: responseEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) =>
    projectResponse(event as unknown as ResponseEvent & { globalPosition: number; streamVersion?: number }),
};
