import type { AnalysedResponse } from '@seedline/shared';
import { saturation } from './saturation';

const response = (n: number, team: string): AnalysedResponse => ({
  id: `r${n}`,
  n,
  language: 'en',
  startedAt: '2026-01-05T08:00:00.000Z',
  completedAt: null,
  answers: [{ questionId: 'team', text: team }],
});

describe('saturation', () => {
  // Responses 1..6 in the order they came; the themes each raised.
  const responses = [1, 2, 3, 4, 5, 6].map((n) => response(n, n % 2 === 0 ? 'North' : 'South'));
  const themes = [['a'], ['b'], ['a'], ['c'], ['a', 'b'], []];
  const team = {
    question: { id: 'team', text: 'Which team are you in?', questionType: 'single_choice' as const },
    label: 'Q1',
  };

  it('counts the latest responses that raised no theme not raised before them, overall and per segment', () => {
    expect(saturation(responses, themes, [team], 3)).toEqual({
      lastWithoutNew: 2,
      responses: 6,
      summary: 'The last 2 responses raised no new theme.',
      bySegment: [
        {
          questionId: 'team',
          value: 'South',
          lastWithoutNew: 0,
          responses: 3,
          summary: 'South (Q1): the latest response raised a new theme.',
        },
        {
          questionId: 'team',
          value: 'North',
          lastWithoutNew: 1,
          responses: 3,
          summary: 'North (Q1): the last response raised no new theme.',
        },
      ],
    });
  });

  it('reads the responses in the order they came, not the order given', () => {
    const reversed = [...responses].reverse();
    expect(saturation(reversed, [...themes].reverse(), [], 3).lastWithoutNew).toBe(2);
  });

  it('says so when the latest response raised a new theme', () => {
    expect(saturation(responses.slice(0, 4), themes.slice(0, 4), [], 3).summary).toBe(
      'The latest response raised a new theme.',
    );
  });
});
