import { parseLastEventId, sseFrame, toLiveEvent } from './live-change';

describe('live changes', () => {
  const row = { position: 42, streamId: 'response-r1', type: 'AnswerRecorded', surveyId: 's1' };

  it('names each response event as a change of its survey', () => {
    expect(toLiveEvent(row)).toEqual({ position: 42, surveyId: 's1', responseId: 'r1', change: 'answered' });
    const changes = ['ResponseStarted', 'FollowUpAsked', 'FollowUpAnswered', 'ResponseCompleted', 'ResponseErased'].map(
      (type) => toLiveEvent({ ...row, type })?.change,
    );
    expect(changes).toEqual(['started', 'follow_up_asked', 'follow_up_answered', 'completed', 'erased']);
  });

  it('tells nothing of other streams or unknown events', () => {
    expect(toLiveEvent({ ...row, streamId: 'survey-s1', type: 'QuestionAdded', surveyId: null })).toBeNull();
    expect(toLiveEvent({ ...row, type: 'SomethingNew' })).toBeNull();
  });

  it('frames an event with its position as id', () => {
    expect(sseFrame({ position: 42, surveyId: 's1', responseId: 'r1', change: 'completed' })).toBe(
      'id: 42\nevent: response\ndata: {"responseId":"r1","change":"completed"}\n\n',
    );
  });

  it('reads Last-Event-ID only when it is a position', () => {
    expect(parseLastEventId('17')).toBe(17);
    expect(parseLastEventId(['18'])).toBe(18);
    expect(parseLastEventId(undefined)).toBeNull();
    expect(parseLastEventId('abc')).toBeNull();
    expect(parseLastEventId('-1')).toBeNull();
    expect(parseLastEventId('1'.repeat(40))).toBeNull();
  });
});
