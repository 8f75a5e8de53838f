import { filterParams, isFiltered, parseFilter, responsePageUrl, responsesCsvUrl } from './response-filter';

describe('parseFilter', () => {
  it('reads the known filters from the URL query', () => {
    expect(
      parseFilter(new URLSearchParams('status=completed&mode=ai_chat&language=ur&from=2026-03-01&to=2026-03-31')),
    ).toEqual({ status: 'completed', mode: 'ai_chat', language: 'ur', from: '2026-03-01', to: '2026-03-31' });
  });

  it('leaves out unknown values and malformed dates', () => {
    expect(parseFilter(new URLSearchParams('status=done&mode=&language=fr&from=yesterday&to=2026-13-45'))).toEqual({});
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ mode: 'traditional' })).toBe(true);
  });
});

it('writes the filter in a fixed order, so equal filters give equal URLs', () => {
  expect(filterParams({ to: '2026-03-31', status: 'in_progress' }).toString()).toBe('status=in_progress&to=2026-03-31');
  expect(responsePageUrl('s 1', { language: 'en' }, 25, null)).toBe(
    '/api/surveys/s%201/responses?language=en&limit=25',
  );
  expect(responsePageUrl('s1', {}, 25, 'abc_-')).toBe('/api/surveys/s1/responses?limit=25&cursor=abc_-');
  expect(responsesCsvUrl('s1', {})).toBe('/api/surveys/s1/responses.csv');
  expect(responsesCsvUrl('s1', { mode: 'ai_chat' })).toBe('/api/surveys/s1/responses.csv?mode=ai_chat');
});
