import { segmentCounts } from './segments';

describe('segmentCounts', () => {
  it('counts responses per hidden-field value, for every key a response carried', () => {
    expect(
      segmentCounts([
        { hiddenFields: { team: 'finance', utm_source: 'email' } },
        { hiddenFields: { team: 'finance' } },
        { hiddenFields: { team: 'operations' } },
        {},
      ]),
    ).toEqual({ team: { finance: 2, operations: 1 }, utm_source: { email: 1 } });
  });

  it('is absent when no response carried a value', () => {
    expect(segmentCounts([{}, { hiddenFields: {} }])).toBeUndefined();
  });
});
