import { parseAiJobPayload } from './ai-jobs';
import { REQUEST_ID_KEY, isAcceptableRequestId, jobContextOf, toJobData } from './job-context';

const payload = { prompt: 'Ask 3 questions', companyData: 'A school with 30 teachers.' };

describe('the request id that travels with a job', () => {
  it('rides in the job data beside the payload, and the payload schema strips it again', () => {
    const data = toJobData(payload, { requestId: 'req-42' });
    expect(data).toEqual({ ...payload, [REQUEST_ID_KEY]: 'req-42' });
    expect(jobContextOf(data)).toEqual({ requestId: 'req-42' });
    expect(parseAiJobPayload('generate-questions', data)).toEqual(payload);
  });

  it('leaves the data as the payload without a request id', () => {
    expect(toJobData(payload)).toEqual(payload);
    expect(toJobData(payload, { requestId: undefined })).toEqual(payload);
    expect(jobContextOf(payload)).toEqual({});
  });

  it.each([['a b'], ['x"\n{"level":60}'], ['é'], [''], ['r'.repeat(129)], [42], [null]])(
    'refuses %p as a request id, on both sides',
    (id) => {
      expect(isAcceptableRequestId(id)).toBe(false);
      expect(toJobData(payload, { requestId: id as string })).toEqual(payload);
      expect(jobContextOf({ ...payload, requestId: id })).toEqual({});
    },
  );

  it('accepts UUIDs and plain proxy ids', () => {
    for (const id of ['5eed0000-0000-4000-8000-000000000000', 'lb-7:1a2b.3c', 'r'.repeat(128)]) {
      expect(isAcceptableRequestId(id)).toBe(true);
    }
  });

  it('reads nothing from data that is not an object', () => {
    expect(jobContextOf(undefined)).toEqual({});
    expect(jobContextOf('requestId')).toEqual({});
  });
});
