import { ERASED_TEXT } from '@seedline/worker';
import { REDACTED } from '../event-store/field-crypto';
import { jobMetadata } from './queue-dashboard';

describe('the queue dashboard’s view of a job', () => {
  it('shows metadata only: ids as they are, lists and texts as their lengths', () => {
    expect(
      jobMetadata({
        surveyId: 's1',
        requestId: 'req-1',
        questions: [{ id: 'q1', text: 'Which tasks?' }],
        responses: [{ id: 'r1', answers: [{ text: 'My words.' }] }],
        companyData: 'Acme Ltd, 80 staff',
        prompt: 'Ask 5 questions',
        isLastQuestion: true,
        coverage: { responses: 1 },
      }),
    ).toEqual({
      surveyId: 's1',
      requestId: 'req-1',
      questions: '1 item(s)',
      responses: '1 item(s)',
      companyData: '18 character(s)',
      prompt: '15 character(s)',
      isLastQuestion: true,
      coverage: '{1 field(s)}',
    });
    expect(jobMetadata(null)).toBeNull();
  });

  it('erases words in queued jobs as the event store reads an erased stream', () => {
    expect(ERASED_TEXT).toBe(REDACTED);
  });
});
