import type { AnalysedResponse } from '@seedline/shared';

// Who raises a theme (issue 34): per hidden field and value, how many responses. Counts only, never
// which response: the report says "raised by 9 of 12 in finance", the reader merges small segments.

export type SegmentCounts = Record<string, Record<string, number>>;

/** `{segments}` to spread into a theme or a report, or nothing when there are none. */
export const withSegments = (segments: SegmentCounts | undefined): { segments?: SegmentCounts } =>
  segments ? { segments } : {};

/** The responses per hidden-field value; undefined when none of them carried a value. */
export function segmentCounts(responses: Iterable<Pick<AnalysedResponse, 'hiddenFields'>>): SegmentCounts | undefined {
  const counts: SegmentCounts = {};
  let any = false;
  for (const response of responses) {
    for (const [key, value] of Object.entries(response.hiddenFields ?? {})) {
      const byValue = (counts[key] ??= {});
      byValue[value] = (byValue[value] ?? 0) + 1;
      any = true;
    }
  }
  return any ? counts : undefined;
}
