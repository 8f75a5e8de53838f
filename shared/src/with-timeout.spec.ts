import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('passes a value or a failure through when the promise settles in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 1_000)).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1_000)).rejects.toThrow('refused');
  });

  it('rejects, saying how long it waited, when the promise never settles', async () => {
    await expect(withTimeout(new Promise(() => undefined), 5)).rejects.toThrow('no answer within 5 ms');
  });
});
