import { MalformedModelOutputError } from './parse';
import { chunkByBudget, estimateTokens, parseMap, parseReduce, unitsOf } from './openai-analysis';

describe('response analysis with a model: the pure parts', () => {
  it('estimates tokens as characters / 4', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcdefgh')).toBe(2);
    expect(estimateTokens('abcdefghi')).toBe(3);
  });

  it('cuts lines into consecutive chunks within the budget; a line over it goes alone', () => {
    const line = 'x'.repeat(396); // 99 tokens + 1 for the line break
    expect(chunkByBudget([line, line, line, line, line], 250)).toEqual([[0, 1], [2, 3], [4]]);
    expect(chunkByBudget(['y'.repeat(4_000), line], 250)).toEqual([[0], [1]]);
    expect(chunkByBudget([], 250)).toEqual([]);
  });

  it('lists answers and answered follow-ups as units, in Urdu when the response or the text is', () => {
    const units = unitsOf({
      surveyId: 's',
      questions: [{ id: 'q1', text: 'Q?' }],
      responses: [
        {
          id: 'r1',
          n: 3,
          language: 'en',
          startedAt: '2025-01-01T00:00:00.000Z',
          completedAt: null,
          answers: [
            { questionId: 'q1', text: 'Invoices by hand' },
            { questionId: 'q2', text: '  ' },
          ],
          followUps: [{ questionId: 'q1', question: 'How long?', answer: 'تقریباً دو گھنٹے روزانہ' }],
        },
      ],
    });
    expect(units).toEqual([
      expect.objectContaining({ id: 'u1', n: 3, source: 'answer', language: 'en' }),
      expect.objectContaining({ id: 'u2', n: 3, source: 'follow-up', language: 'ur' }),
    ]);
  });

  it('refuses a map answer out of schema, citing foreign answers, or leaving an Urdu quote unglossed', () => {
    const byId = new Map(
      unitsOf({
        surveyId: 's',
        questions: [],
        responses: [
          {
            id: 'r1',
            n: 1,
            language: 'ur',
            startedAt: '2025-01-01T00:00:00.000Z',
            completedAt: null,
            answers: [{ questionId: 'q1', text: 'انوائس' }],
          },
        ],
      }).map((u) => [u.id, u]),
    );
    const theme = (quote: object) =>
      JSON.stringify({
        themes: [{ name: 'n', summary: 's', units: ['u1'], quotes: [{ unit: 'u1', text: 'انوائس', ...quote }] }],
      });
    expect(() => parseMap('{"themes":[{}]}', new Set(['u1']), byId)).toThrow(MalformedModelOutputError);
    expect(() => parseMap(theme({ gloss: 'invoice' }), new Set(['u2']), byId)).toThrow(/not one of the answers/);
    expect(() => parseMap(theme({ gloss: null }), new Set(['u1']), byId)).toThrow(/no English gloss/);
    expect(parseMap(theme({ gloss: 'invoice' }), new Set(['u1']), byId).themes).toHaveLength(1);
  });

  it('refuses a reduce answer naming unknown candidates or theme numbers', () => {
    const ice = { value: 5, reason: 'r' };
    const answer = (candidates: string[], themes: number[]) =>
      JSON.stringify({
        themes: [{ name: 'n', summary: 's', candidates }],
        opportunities: [{ title: 't', description: 'd', impact: ice, confidence: ice, ease: ice, themes }],
      });
    expect(() => parseReduce(answer(['c9'], [1]), new Set(['c1']))).toThrow(/not one of the candidate/);
    expect(() => parseReduce(answer(['c1'], [2]), new Set(['c1']))).toThrow(/theme number/);
    expect(parseReduce(answer(['c1'], [1]), new Set(['c1'])).opportunities).toHaveLength(1);
  });
});
