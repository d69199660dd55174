/** `items` in consecutive chunks of at most `maxCount` items and (unless one item alone is larger) `maxBytes`. */
export function chunksOf<T extends { size: number }>(
  items: readonly T[],
  maxCount: number,
  maxBytes: number,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= maxCount || bytes + item.size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += item.size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}
