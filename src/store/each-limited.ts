/**
 * Runs `job` on every item, at most `limit` at a time (a sliding window, not chunks). On the first failure no
 * further item is started; the jobs already running are waited for, then that first error is thrown, so a
 * caller's clean-up never races work still in flight. p-map, which the other bounded loops use, rejects at the
 * first failure while the rest still run: that fits where nothing is cleaned up after a failure, not here.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  // No worker would start, and every job would be skipped without a word.
  if (!(limit >= 1)) throw new RangeError(`eachLimited: limit must be at least 1; got ${limit}`);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < items.length && !failure; i = next++) {
      try {
        await job(items[i]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
