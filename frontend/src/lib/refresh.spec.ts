import { isKeyOfSurvey, isReportKey } from './refresh';

describe("a survey's cached keys", () => {
  it("are its reads, by array key or by URL, and no other survey's", () => {
    expect(isKeyOfSurvey(['/api/surveys', 'abc'], 'abc')).toBe(true);
    expect(isKeyOfSurvey(['/api/surveys', 'abc', 'questions'], 'abc')).toBe(true);
    expect(isKeyOfSurvey('/api/surveys/abc/summary?language=ur', 'abc')).toBe(true);
    expect(isKeyOfSurvey('/api/surveys/abc/drop-off', 'abc')).toBe(true);
    expect(isKeyOfSurvey('/api/surveys/abcd/summary', 'abc')).toBe(false);
    expect(isKeyOfSurvey(['/api/surveys', 'abcd'], 'abc')).toBe(false);
    expect(isKeyOfSurvey('/api/surveys', 'abc')).toBe(false);
    expect(isKeyOfSurvey(['/api/surveys', 'a b'], 'a b')).toBe(false);
    expect(isKeyOfSurvey(['/api/surveys', 'a%20b'], 'a b')).toBe(true);
  });

  it('include reports, which quote answers', () => {
    expect(isReportKey(['/api/reports', 'r1'])).toBe(true);
    expect(isReportKey('/api/reports')).toBe(false);
  });
});
