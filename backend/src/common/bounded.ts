/**
 * Runs `work` on each item, at most `limit` at once, and resolves when all are done. The first failure
 * stops new work from starting; what already runs finishes, then that failure rejects. Answers how many
 * items were done.
 */
export async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
        done++;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failure !== null) throw (failure as { error: unknown }).error;
  return done;
}
