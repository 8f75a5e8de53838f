// What the live feed tells of an appended event: pure mapping from the log to the wire.

/** The change a response event makes, as the feed names it (null: not a response event). */
export const LIVE_CHANGES = [
  'started',
  'answered',
  'follow_up_asked',
  'follow_up_answered',
  'completed',
  'erased',
] as const;
export type LiveChange = (typeof LIVE_CHANGES)[number];

const CHANGE_OF: Readonly<Record<string, LiveChange>> = {
  ResponseStarted: 'started',
  AnswerRecorded: 'answered',
  FollowUpAsked: 'follow_up_asked',
  FollowUpAnswered: 'follow_up_answered',
  ResponseCompleted: 'completed',
  ResponseErased: 'erased',
};

export const RESPONSE_STREAM_PREFIX = 'response-';

/** An appended event as the tail reads it: its position, and for response streams the survey it belongs to. */
export type TailRow = { position: number; streamId: string; type: string; surveyId: string | null };

/** One event of the feed: `id:` is the global position. */
export type LiveEvent = { position: number; surveyId: string; responseId: string; change: LiveChange };

export function toLiveEvent(row: TailRow): LiveEvent | null {
  const change = CHANGE_OF[row.type];
  if (!change || !row.surveyId || !row.streamId.startsWith(RESPONSE_STREAM_PREFIX)) return null;
  return {
    position: row.position,
    surveyId: row.surveyId,
    responseId: row.streamId.slice(RESPONSE_STREAM_PREFIX.length),
    change,
  };
}

/** The Server-Sent Events frame of one event. */
export function sseFrame(event: LiveEvent): string {
  const data = JSON.stringify({ responseId: event.responseId, change: event.change });
  return `id: ${event.position}\nevent: response\ndata: ${data}\n\n`;
}

/** Last-Event-ID (header or query), or null when absent or not a position. */
export function parseLastEventId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}
