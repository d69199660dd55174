/**
 * Rules keyed by path pattern, looked up in file order: literal patterns in a Map (one lookup whatever their
 * number); the others bucketed by their first segment when it is literal (`/blog/:slug` under `blog`), so a
 * request tests only its own bucket and the patterns that start with a placeholder or splat, and only those
 * written before the first literal hit. Built once per revision; read on every request.
 */
import { matchPattern, normalisePath, type Params, type PathPattern } from './pattern.ts';

interface Entry<T> {
  index: number;
  pattern: PathPattern;
  value: T;
}

export interface Match<T> {
  value: T;
  params: Params;
}

export class PathTable<T> {
  readonly #literal = new Map<string, Entry<T>[]>();
  /** Patterns by literal first segment. */
  readonly #buckets = new Map<string, Entry<T>[]>();
  /** Patterns whose first segment is a placeholder or has a splat: tested for every path. */
  readonly #wild: Entry<T>[] = [];
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(pattern: PathPattern, value: T): void {
    const entry = { index: this.#size++, pattern, value };
    if (pattern.literal !== null) push(this.#literal, pattern.literal, entry);
    else if (pattern.head !== null) push(this.#buckets, pattern.head, entry);
    else this.#wild.push(entry);
  }

  /** The patterns `path` may match, in file order: its first segment's bucket merged with the wild ones. */
  #candidates(path: string): Entry<T>[] {
    const slash = path.indexOf('/', 1);
    const bucket = this.#buckets.get(slash === -1 ? path.slice(1) : path.slice(1, slash));
    if (!bucket) return this.#wild;
    if (this.#wild.length === 0) return bucket;
    return [...bucket, ...this.#wild].sort((a, b) => a.index - b.index);
  }

  /** The first rule (in file order) whose pattern matches `path` (a decoded request path), with its captures. */
  first(path: string): Match<T> | null {
    const p = normalisePath(path);
    const hit = this.#literal.get(p)?.[0];
    const before = hit ? hit.index : Infinity;
    for (const e of this.#candidates(p)) {
      if (e.index > before) break;
      const params = matchPattern(e.pattern, p);
      if (params) return { value: e.value, params };
    }
    return hit ? { value: hit.value, params: {} } : null;
  }

  /** Every rule whose pattern matches `path`, in file order. */
  all(path: string): Match<T>[] {
    const p = normalisePath(path);
    const found: { index: number; match: Match<T> }[] = [];
    for (const e of this.#literal.get(p) ?? [])
      found.push({ index: e.index, match: { value: e.value, params: {} } });
    for (const e of this.#candidates(p)) {
      const params = matchPattern(e.pattern, p);
      if (params) found.push({ index: e.index, match: { value: e.value, params } });
    }
    if (found.length > 1) found.sort((a, b) => a.index - b.index);
    return found.map((f) => f.match);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
