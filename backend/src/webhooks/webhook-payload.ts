import type { AnswerView, ResponseView } from '../responses';
import { TEST_EVENT_TYPE } from './webhook-events';
import type { DeliveryRow } from './webhooks.queries';

// The body of a delivery: `{type, timestamp, data}` (Standard Webhooks). It is built at each attempt
// from the ids the delivery keeps and the read models, never stored: an erased response's data is
// gone from here too.

export type WebhookBody = { type: string; timestamp: string; data: Record<string, unknown> };

/** A completed response as receivers get it. */
export type CompletedResponseData = {
  /**
   * The response as the API shows it to the admin, its hidden-field and UTM values (`hiddenFields`)
   * included: personal data like the name and e-mail beside them, sealed in the log and erased with the
   * response, sent only to the admin's own endpoints, which `response.erased` tells to erase their copy.
   */
  response: ResponseView;
  /**
   * The answers on the response's path (responses/on-path.ts), in question order: answerText, the typed
   * answerValue, and the follow-ups asked about it. An answer a changed earlier answer left off the path
   * is not sent.
   */
  answers: AnswerView[];
};

/** What the body needs from the other modules; answers null when the response no longer exists. */
export type PayloadSources = {
  completedResponse(responseId: string): Promise<CompletedResponseData | null>;
};

/** The body, or null when its subject is gone (a response erased before its completion was delivered). */
export async function buildBody(delivery: DeliveryRow, sources: PayloadSources): Promise<WebhookBody | null> {
  const data = await dataOf(delivery, sources);
  return data && { type: delivery.eventType, timestamp: delivery.eventAt, data };
}

async function dataOf(delivery: DeliveryRow, sources: PayloadSources): Promise<Record<string, unknown> | null> {
  const { surveyId, subjectId } = delivery;
  switch (delivery.eventType) {
    case 'response.started':
    case 'response.erased':
      // Ids only: a receiver that keeps copies can erase its own.
      return { responseId: subjectId, surveyId };
    case 'response.completed': {
      const completed = subjectId ? await sources.completedResponse(subjectId) : null;
      return completed && { ...completed };
    }
    case 'survey.closed':
      return { surveyId };
    case 'report.completed':
      return { reportId: subjectId, surveyId };
    case TEST_EVENT_TYPE:
      return { endpointId: delivery.endpointId, message: 'A test event from Seedline' };
    default:
      return null;
  }
}
