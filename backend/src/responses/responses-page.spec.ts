import { ValidationError } from '../common/errors';
import {
  dateOrTimestampMessage,
  decodeCursor,
  encodeCursor,
  filterSql,
  INVALID_CURSOR_MESSAGE,
  isDateOrTimestamp,
  isPagedRequest,
} from './responses-page';

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
    ['a day that no month has', Buffer.from('["2026-02-30T10:00:00.123456Z","x"]').toString('base64url')],
    ['an hour past midnight', Buffer.from('["2026-02-03T24:00:00.123456Z","x"]').toString('base64url')],
    ['an id with NUL', Buffer.from('["2026-03-04T10:00:00.123456Z","a\\u0000b"]').toString('base64url')],
    [
      'an id of 101 characters',
      Buffer.from(`["2026-03-04T10:00:00.123456Z","${'a'.repeat(101)}"]`).toString('base64url'),
    ],
  ])('refuses %s with a clear 400', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(new ValidationError(INVALID_CURSOR_MESSAGE));
  });
});

describe('from and to', () => {
  it.each([
    '2026-02-28',
    '2024-02-29',
    '2026-02-28T10:00:00Z',
    '2026-02-28T10:00:00.123456+05:30',
    '2026-02-28T23:59:59-08:00',
  ])('take %s', (value) => {
    expect(isDateOrTimestamp(value)).toBe(true);
  });

  it.each([
    '2026',
    '2026-01',
    '2026-02-29',
    '2026-13-01',
    '2026-02-28T10:00',
    '2026-02-28T10:00:00',
    '2026-02-28T25:00:00Z',
    '2026-02-28T10:00:00+24:00',
    '20260228',
    ' 2026-02-28',
  ])('refuse %s', (value) => {
    expect(isDateOrTimestamp(value)).toBe(false);
    expect(() => filterSql({ from: value }, [])).toThrow(
      new ValidationError('from must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp (YYYY-MM-DDTHH:MM:SSZ)'),
    );
    expect(() => filterSql({ to: value }, [])).toThrow(new ValidationError(dateOrTimestampMessage('to')));
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
    // In progress: not completed, and not closed as abandoned either.
    expect(filterSql({ status: 'in_progress' }, [])).toBe('completed_at IS NULL AND abandoned_at IS NULL');
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
