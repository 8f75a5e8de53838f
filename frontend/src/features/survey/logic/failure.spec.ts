import { ApiError } from '@/lib/api-client';
import { isSurveyOver, surveyFailureOf } from './failure';

const apiError = (status: number, message: string) =>
  new ApiError(status, '', JSON.stringify({ statusCode: status, message }));

describe('surveyFailureOf', () => {
  it('tells a rate limit, a deleted survey and a closed survey apart from other failures', () => {
    expect(surveyFailureOf(apiError(429, 'Too many requests'))).toBe('rateLimited');
    expect(surveyFailureOf(apiError(410, 'This survey has been deleted'))).toBe('surveyGone');
    expect(surveyFailureOf(apiError(409, 'This survey is not accepting responses'))).toBe('surveyClosed');
    expect(surveyFailureOf(apiError(409, 'This survey is closed.'))).toBe('surveyClosed');
    expect(surveyFailureOf(apiError(409, 'This survey has reached its response limit.'))).toBe('surveyClosed');
    expect(surveyFailureOf(apiError(409, 'Response is already completed'))).toBe('other');
    expect(surveyFailureOf(apiError(500, 'boom'))).toBe('other');
    expect(surveyFailureOf(new Error('offline'))).toBe('other');
  });

  it('counts only a gone or closed survey as over', () => {
    expect(isSurveyOver('surveyGone')).toBe(true);
    expect(isSurveyOver('surveyClosed')).toBe(true);
    expect(isSurveyOver('rateLimited')).toBe(false);
    expect(isSurveyOver(null)).toBe(false);
  });
});
