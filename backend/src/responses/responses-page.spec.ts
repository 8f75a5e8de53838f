import { ValidationError } from '../common/errors';
import { decodeCursor, encodeCursor, filterSql, INVALID_CURSOR_MESSAGE, isPagedRequest } from './responses-page';

describe('the page cursor', () => {
  it('is base64url text that decodes to the keyset it was made of', () => {
    const key = { at: '2026-03-04T10:00:00.123456Z', id: '3f0c1e9a-5b7d-4c2e-9a1f-0d2b3c4e5f60' };
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it.each([
    ['not base64 json', 'not-a-cursor'],
    ['empty', ''],
    ['an object', Buffer.from('{"at":"2026-03-04T10:00:00.123456Z","id":"x"}').toString('base64url')],
    ['a time without microseconds', Buffer.from('["2026-03-04T10:00:00.123Z","x"]').toString('base64url')],
    ['an impossible time', Buffer.from('["2026-13-44T10:00:00.123456Z","x"]').toString('base64url')],
    ['an empty id', Buffer.from('["2026-03-04T10:00:00.123456Z",""]').toString('base64url')],
  ])('refuses %s with a clear 400', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(new ValidationError(INVALID_CURSOR_MESSAGE));
  });
});

describe('filterSql', () => {
  it('is TRUE without a filter, so the counts can stay index-only', () => {
    const params: unknown[] = ['survey'];
    expect(filterSql({}, params)).toBe('TRUE');
    expect(params).toEqual(['survey']);
  });

  it('binds every value as a parameter after those already there', () => {
    const params: unknown[] = ['survey'];
    const sql = filterSql({ status: 'completed', mode: 'ai_chat', language: 'ur' }, params);
    expect(sql).toBe('completed_at IS NOT NULL AND survey_mode = $2 AND language = $3');
    expect(params).toEqual(['survey', 'ai_chat', 'ur']);
    expect(filterSql({ status: 'in_progress' }, [])).toBe('completed_at IS NULL');
  });

  it('reads a date as a whole UTC day, both ends inclusive, and a date-time as it is', () => {
    const days: unknown[] = [];
    expect(filterSql({ from: '2026-02-28', to: '2026-02-28' }, days)).toBe(
      'submitted_at >= $1::timestamptz AND submitted_at < $2::timestamptz',
    );
    expect(days).toEqual(['2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    const times: unknown[] = [];
    expect(filterSql({ from: '2026-02-28T10:00:00Z', to: '2026-02-28T11:00:00Z' }, times)).toBe(
      'submitted_at >= $1::timestamptz AND submitted_at <= $2::timestamptz',
    );
    expect(times).toEqual(['2026-02-28T10:00:00Z', '2026-02-28T11:00:00Z']);
  });
});

it('a request is paged when any paging or filter parameter is given', () => {
  expect(isPagedRequest({})).toBe(false);
  expect(isPagedRequest({ limit: undefined, status: undefined })).toBe(false);
  expect(isPagedRequest({ status: 'completed' })).toBe(true);
  expect(isPagedRequest({ limit: 10 })).toBe(true);
});
