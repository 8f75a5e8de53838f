import { eventText, whoText } from './audit-display';

describe('an audit entry in words', () => {
  it('names the member, their key, or the system', () => {
    expect(whoText({ actorKind: 'user', username: 'sana' })).toBe('sana');
    expect(whoText({ actorKind: 'api-key', username: 'sana' })).toBe("sana's API key");
    expect(whoText({ actorKind: 'system', username: null })).toBe('Seedline');
    expect(whoText({ actorKind: 'unknown', username: null })).toBe('Before names were recorded');
  });

  it('spells the event out', () => {
    expect(eventText('QuestionReworded')).toBe('Question reworded');
    expect(eventText('ResponsesExported')).toBe('Responses exported');
  });
});
