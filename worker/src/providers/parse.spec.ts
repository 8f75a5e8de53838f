import { MalformedModelOutputError, parseFollowUpProposal, parseGeneratedQuestions, parseJsonObject } from './parse';

describe('parseJsonObject', () => {
  it('reads plain and fenced JSON objects', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject('```json\n{"a":1}\n```')).toEqual({ a: 1 });
  });
  it.each([[null], [''], ['not json'], ['[1,2]'], ['"text"']])('rejects %p as malformed', (content) => {
    expect(() => parseJsonObject(content)).toThrow(MalformedModelOutputError);
  });
});

describe('parseGeneratedQuestions', () => {
  const answer = (questions: unknown) => JSON.stringify({ questions });

  it('strips numbering, drops blanks and duplicates, cuts to the count', () => {
    const content = answer([
      '1. Which tasks repeat?',
      '- Which tasks repeat?',
      ' ',
      '2) Where is data re-typed?',
      'Who approves outputs?',
    ]);
    expect(parseGeneratedQuestions(content, 2, 'en')).toEqual(['Which tasks repeat?', 'Where is data re-typed?']);
  });

  it('is malformed with fewer usable questions than asked', () => {
    expect(() => parseGeneratedQuestions(answer(['Which tasks repeat?', 'Which tasks repeat?']), 2, 'en')).toThrow(
      'the model gave 1 usable questions, 2 were asked for',
    );
  });

  it('is malformed without a list of strings', () => {
    expect(() => parseGeneratedQuestions('{"items":["a"]}', 1, 'en')).toThrow(MalformedModelOutputError);
    expect(() => parseGeneratedQuestions('{"questions":[1,2]}', 1, 'en')).toThrow(MalformedModelOutputError);
  });

  it('is malformed in the wrong language', () => {
    expect(() => parseGeneratedQuestions(answer(['Which tasks repeat?']), 1, 'ur')).toThrow('requested language (ur)');
    expect(parseGeneratedQuestions(answer(['کون سے کام بار بار ہوتے ہیں؟']), 1, 'ur')).toHaveLength(1);
  });
});

describe('parseFollowUpProposal', () => {
  it('returns the proposed follow-up', () => {
    expect(
      parseFollowUpProposal('{"followUpQuestion":" How often? ","isComplete":false,"shouldMoveToNext":false}', 'en'),
    ).toBe('How often?');
  });
  it('returns null when the model moves on, completes, or proposes nothing', () => {
    expect(
      parseFollowUpProposal('{"followUpQuestion":null,"isComplete":false,"shouldMoveToNext":true}', 'en'),
    ).toBeNull();
    expect(parseFollowUpProposal('{"followUpQuestion":"Why?","isComplete":true}', 'en')).toBeNull();
    expect(parseFollowUpProposal('{"followUpQuestion":"  "}', 'en')).toBeNull();
  });
  it('is malformed without followUpQuestion, or in the wrong language', () => {
    expect(() => parseFollowUpProposal('{"isComplete":false}', 'en')).toThrow(MalformedModelOutputError);
    expect(() => parseFollowUpProposal('{"followUpQuestion":"How often?"}', 'ur')).toThrow(MalformedModelOutputError);
  });
});
