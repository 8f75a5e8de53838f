import { ERASED_TEXT, redactMentions, withoutMentions } from './job-traces';

const erased = new Set(['resp-erased']);

describe('an erased response’s words in AI jobs', () => {
  it('drops the payload entries that mention it, keeping the rest', () => {
    const payload = {
      surveyId: 's1',
      responses: [
        { id: 'resp-erased', answers: [{ questionId: 'q1', text: 'My secret words.' }] },
        { id: 'resp-kept', answers: [{ questionId: 'q1', text: 'Other words.' }] },
      ],
    };
    expect(withoutMentions(payload, erased)).toEqual({ surveyId: 's1', responses: [payload.responses[1]] });
  });

  it('erases the words of each quote of it in a result, keeping its shape and ids', () => {
    const quote = (responseId: string) => ({
      text: 'My secret words.',
      responseId,
      responseNumber: 1,
      questionId: 'q1',
      source: 'answer',
      language: 'en',
      gloss: null,
      glossNote: 'No gloss.',
    });
    const result = { themes: [{ id: 't1', name: 'Invoices', quotes: [quote('resp-erased'), quote('resp-kept')] }] };
    expect(redactMentions(result, erased)).toEqual({
      themes: [
        {
          id: 't1',
          name: 'Invoices',
          quotes: [{ ...quote('resp-erased'), text: ERASED_TEXT, glossNote: ERASED_TEXT }, quote('resp-kept')],
        },
      ],
    });
  });
});
