import { eachBounded } from './bounded';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('eachBounded', () => {
  it('does every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const done = await eachBounded([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running--;
    });
    expect(done).toBe(7);
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing after a failure, lets the running ones finish, then rejects with it', async () => {
    const started: number[] = [];
    let finished = 0;
    const run = eachBounded([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('line 1 refused');
      await tick();
      finished++;
    });
    await expect(run).rejects.toThrow('line 1 refused');
    expect(started).toEqual([0, 1]);
    expect(finished).toBe(1);
  });

  it('answers 0 for no items', async () => {
    expect(await eachBounded([], 8, () => Promise.reject(new Error('never')))).toBe(0);
  });
});
