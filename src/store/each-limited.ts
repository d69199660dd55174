/**
 * Runs `job` on every item, at most `limit` at a time. On the first failure no further item is started and the
 * running ones are waited for before it is thrown, so a caller's clean-up never races work in flight (p-map
 * rejects while the rest still run).
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
