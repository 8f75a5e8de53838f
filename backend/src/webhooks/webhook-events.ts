// Which log events become which webhook events: a pure mapping from the log to the wire.
import type { LogEvent } from '../event-store/log-follower';

export const WEBHOOK_EVENT_TYPES = [
  'response.started',
  'response.completed',
  'response.erased',
  'survey.closed',
  'report.completed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event", whatever the endpoint subscribes to. */
export const TEST_EVENT_TYPE = 'webhook.test';
export type DeliveredType = WebhookEventType | typeof TEST_EVENT_TYPE;

/** An event as the dispatcher reads it from the log: ids only, never the (sealed) personal fields. */
export type { LogEvent } from '../event-store/log-follower';

/** What a delivery is made of: the event type and the ids its body is built from. */
export type WebhookEvent = {
  type: WebhookEventType;
  position: number;
  surveyId: string | null;
  /** The response or report the event is about (null for a survey event). */
  subjectId: string | null;
  at: string;
};

/** The log's erasure of a response: what a delivery about that response checks before keeping a reply. */
export const RESPONSE_ERASED = 'ResponseErased';

const STREAM_TYPES: Readonly<Record<string, { prefix: string; type: WebhookEventType }>> = {
  ResponseStarted: { prefix: 'response-', type: 'response.started' },
  ResponseCompleted: { prefix: 'response-', type: 'response.completed' },
  [RESPONSE_ERASED]: { prefix: 'response-', type: 'response.erased' },
  SurveyDeactivated: { prefix: 'survey-', type: 'survey.closed' },
  ReportCompleted: { prefix: 'report-', type: 'report.completed' },
};

/** The log event types the dispatcher needs to read. */
export const LOG_TYPES_OF_INTEREST = Object.keys(STREAM_TYPES);

export function toWebhookEvent(event: LogEvent): WebhookEvent | null {
  const known = STREAM_TYPES[event.type];
  if (!known || !event.streamId.startsWith(known.prefix)) return null;
  const streamKey = event.streamId.slice(known.prefix.length);
  const isSurvey = known.prefix === 'survey-';
  return {
    type: known.type,
    position: event.position,
    surveyId: isSurvey ? streamKey : event.surveyId,
    subjectId: isSurvey ? null : streamKey,
    at: event.recordedAt,
  };
}

/** An endpoint as routing sees it. */
export type EndpointRoute = {
  id: string;
  surveyId: string | null;
  eventTypes: readonly string[];
  createdPosition: number;
};

/** Does the event go to this endpoint: a type it asked for, its survey (or all), and after it was added. */
export function wants(endpoint: EndpointRoute, event: WebhookEvent): boolean {
  return (
    endpoint.eventTypes.includes(event.type) &&
    event.position > endpoint.createdPosition &&
    (endpoint.surveyId === null || endpoint.surveyId === event.surveyId)
  );
}
