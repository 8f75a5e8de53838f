import type { RecordedEvent } from '../../event-store/event-store';
import { REDACTED } from '../../event-store/field-crypto';
import type { ResponseEvent } from '../response.events';
import { wordingLookup } from './question-wording';
import { buildTimeline } from './response-timeline';

const R = 'resp-1';
const S = 'survey-1';
let position = 0;

function recorded(event: ResponseEvent): RecordedEvent<ResponseEvent> {
  position += 1;
  return {
    ...event,
    globalPosition: position * 10,
    streamId: `response-${R}`,
    streamVersion: position,
    metadata: {},
    recordedAt: '2026-01-01T00:00:00.000Z',
  } as RecordedEvent<ResponseEvent>;
}

function story(text = (value: string) => value): RecordedEvent<ResponseEvent>[] {
  position = 0;
  return [
    recorded({
      type: 'ResponseStarted',
      schemaVersion: 1,
      data: {
        responseId: R,
        surveyId: S,
        surveyMode: 'ai_chat',
        language: 'ur',
        respondentName: text('Ayesha'),
        respondentEmail: null,
        startedAt: '2026-01-01T10:00:00.000Z',
      },
    }),
    recorded({
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: { responseId: R, questionId: 'q1', answerText: text('Too slow'), recordedAt: '2026-01-01T10:01:00.000Z' },
    }),
    recorded({
      type: 'FollowUpAsked',
      schemaVersion: 1,
      data: {
        responseId: R,
        questionId: 'q1',
        followUpId: 'f1',
        questionText: text('Slow where?'),
        askedAt: '2026-01-01T10:01:05.000Z',
      },
    }),
    recorded({
      type: 'FollowUpAnswered',
      schemaVersion: 1,
      data: { responseId: R, followUpId: 'f1', answerText: text('Checkout'), answeredAt: '2026-01-01T10:02:00.000Z' },
    }),
    recorded({
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: {
        responseId: R,
        questionId: 'q1',
        answerText: text('Slow at checkout'),
        recordedAt: '2026-01-01T10:03:00.000Z',
      },
    }),
    recorded({
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: { responseId: R, questionId: 'q2', answerText: text('Yes'), recordedAt: '2026-01-01T10:04:00.000Z' },
    }),
    recorded({
      type: 'ResponseCompleted',
      schemaVersion: 1,
      data: { responseId: R, completedAt: '2026-01-01T10:05:00.000Z' },
    }),
  ];
}

const current = new Map([
  ['q1', 'How was it?'],
  ['q2', 'Would you come back?'],
]);

describe('buildTimeline', () => {
  it('tells start, answers, follow-ups, the revision with its previous text, and completion, in order', () => {
    const timeline = buildTimeline(R, story(), wordingLookup([], current));
    expect(timeline).toMatchObject({ responseId: R, surveyId: S, erased: false });
    expect(timeline.entries.map((entry) => entry.kind)).toEqual([
      'started',
      'answered',
      'follow_up_asked',
      'follow_up_answered',
      'revised',
      'answered',
      'completed',
    ]);
    const [started, answered, asked, followUpAnswered, revised, second, completed] = timeline.entries;
    expect(started).toMatchObject({ at: '2026-01-01T10:00:00.000Z', surveyMode: 'ai_chat', language: 'ur' });
    expect(answered).toMatchObject({
      at: '2026-01-01T10:01:00.000Z',
      questionId: 'q1',
      questionText: 'How was it?',
      answerText: 'Too slow',
      previousText: null,
    });
    expect(asked).toMatchObject({ followUpId: 'f1', questionId: 'q1', questionText: 'Slow where?', answerText: null });
    expect(followUpAnswered).toMatchObject({ followUpId: 'f1', questionText: 'Slow where?', answerText: 'Checkout' });
    expect(revised).toMatchObject({ questionId: 'q1', answerText: 'Slow at checkout', previousText: 'Too slow' });
    expect(second).toMatchObject({ questionId: 'q2', answerText: 'Yes', previousText: null });
    expect(completed).toMatchObject({ at: '2026-01-01T10:05:00.000Z', kind: 'completed' });
    expect(timeline.entries.map((entry) => entry.position)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('names each answer with the wording it was answered against', () => {
    // q1 was reworded at position 45: the first answer (20) keeps the old wording, the revision (50) gets the new.
    const wordings = [
      { questionId: 'q1', fromPosition: 1, questionText: 'How was it?' },
      { questionId: 'q1', fromPosition: 45, questionText: 'How was your visit?' },
    ];
    const timeline = buildTimeline(R, story(), wordingLookup(wordings, new Map([['q1', 'How was your visit?']])));
    const q1 = timeline.entries.filter((entry) => entry.questionId === 'q1' && entry.followUpId === null);
    expect(q1.map((entry) => entry.questionText)).toEqual(['How was it?', 'How was your visit?']);
    // No wording known at all: null, never a crash.
    expect(timeline.entries.find((entry) => entry.questionId === 'q2')?.questionText).toBeNull();
  });

  it('shows an erased response as erased, every personal text REDACTED, the shape of the story kept', () => {
    const events = story(() => REDACTED);
    position = events.length;
    events.push(
      recorded({
        type: 'ResponseErased',
        schemaVersion: 1,
        data: {
          responseId: R,
          erasedAt: '2026-01-02T00:00:00.000Z',
          surveyId: S,
          surveyMode: 'ai_chat',
          language: 'ur',
          answeredQuestionIds: ['q1', 'q2'],
          completed: true,
        },
      }),
    );
    const timeline = buildTimeline(R, events, wordingLookup([], current));
    expect(timeline.erased).toBe(true);
    expect(timeline.entries.at(-1)).toMatchObject({ kind: 'erased', at: '2026-01-02T00:00:00.000Z' });
    const revised = timeline.entries.find((entry) => entry.kind === 'revised');
    expect(revised).toMatchObject({ answerText: REDACTED, previousText: REDACTED, questionText: 'How was it?' });
    const texts = timeline.entries.flatMap((entry) => [entry.answerText, entry.previousText]).filter(Boolean);
    expect(new Set(texts)).toEqual(new Set([REDACTED]));
    expect(JSON.stringify(timeline)).not.toContain('Ayesha');
  });

  it('says when a changed earlier answer left an answer off the path, once, and again if it leaves again', () => {
    const pathSet = (offPathAnswers: string[], setAt: string) =>
      recorded({
        type: 'ResponsePathSet',
        schemaVersion: 1,
        data: { responseId: R, passedBy: [], offPathAnswers, endedAt: null, setAt },
      });
    const events = [
      ...story(),
      recorded({
        type: 'AnswerRecorded',
        schemaVersion: 1,
        data: { responseId: R, questionId: 'q2', answerText: 'Yes', recordedAt: '2026-01-01T10:03:00.000Z' },
      }),
      pathSet(['q2'], '2026-01-01T10:04:00.000Z'),
      pathSet(['q2'], '2026-01-01T10:05:00.000Z'),
      pathSet([], '2026-01-01T10:06:00.000Z'),
      pathSet(['q2'], '2026-01-01T10:07:00.000Z'),
    ];
    const left = buildTimeline(R, events, wordingLookup([], current)).entries.filter((e) => e.kind === 'left_path');
    expect(left).toEqual([
      expect.objectContaining({
        at: '2026-01-01T10:04:00.000Z',
        questionId: 'q2',
        questionText: 'Would you come back?',
        answerText: 'Yes',
      }),
      expect.objectContaining({ at: '2026-01-01T10:07:00.000Z', questionId: 'q2' }),
    ]);
  });

  it('is empty for a stream that does not exist', () => {
    expect(buildTimeline(R, [], wordingLookup([], current))).toEqual({
      responseId: R,
      surveyId: null,
      erased: false,
      entries: [],
    });
  });
});
