import { answeredText, responseCountText } from './count-text';

describe('counts in words', () => {
  it('agrees noun and verb with the number of responses', () => {
    expect(responseCountText(1, true)).toBe('1 response matches the filters');
    expect(responseCountText(0, true)).toBe('0 responses match the filters');
    expect(responseCountText(18, true)).toBe('18 responses match the filters');
    expect(responseCountText(1, false)).toBe('1 response');
    expect(responseCountText(1200, false)).toBe('1,200 responses');
  });

  it('says answers of those shown', () => {
    expect(answeredText(13, 14)).toBe('13 answers of 14 shown');
    expect(answeredText(1, 1)).toBe('1 answer of 1 shown');
    expect(answeredText(1)).toBe('1 answer');
  });
});
