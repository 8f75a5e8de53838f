import type { ReportSummary } from '@/types/generated/api';
import { listIsBehind } from './get-report';

const item = (id: string, status: ReportSummary['status']): ReportSummary =>
  ({
    id,
    surveyId: 's1',
    status,
    progress: 0,
    requestedAt: '2026-11-26T10:00:00.000Z',
    completedAt: null,
  }) as ReportSummary;

describe("a survey's report list beside an ended report", () => {
  it('is behind when it still lists the report queued or running, or not at all', () => {
    // A short analysis can end before the report's first read: the list read at the start says queued.
    expect(listIsBehind({ id: 'r1', status: 'completed' }, [item('r1', 'queued')])).toBe(true);
    expect(listIsBehind({ id: 'r1', status: 'failed' }, [item('r1', 'running')])).toBe(true);
    expect(listIsBehind({ id: 'r1', status: 'completed' }, [item('r0', 'completed')])).toBe(true);
  });

  it('is in step when it lists the same outcome, and a report still running asks nothing of it', () => {
    expect(listIsBehind({ id: 'r1', status: 'completed' }, [item('r1', 'completed'), item('r0', 'failed')])).toBe(
      false,
    );
    expect(listIsBehind({ id: 'r1', status: 'running' }, [item('r1', 'queued')])).toBe(false);
    expect(listIsBehind({ id: 'r1', status: 'queued' }, [])).toBe(false);
  });
});
