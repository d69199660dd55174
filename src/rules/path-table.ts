/**
 * Rules keyed by path pattern, looked up in file order: literal patterns in a Map (one lookup whatever their
 * number), the others tested in order, and only those written before the first literal hit. Built once per
 * revision; read on every request.
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
  readonly #dynamic: Entry<T>[] = [];
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(pattern: PathPattern, value: T): void {
    const entry = { index: this.#size++, pattern, value };
    if (pattern.literal === null) this.#dynamic.push(entry);
    else {
      const list = this.#literal.get(pattern.literal);
      if (list) list.push(entry);
      else this.#literal.set(pattern.literal, [entry]);
    }
  }

  /** The first rule (in file order) whose pattern matches `path` (a decoded request path), with its captures. */
  first(path: string): Match<T> | null {
    const p = normalisePath(path);
    const hit = this.#literal.get(p)?.[0];
    const before = hit ? hit.index : Infinity;
    for (const e of this.#dynamic) {
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
    for (const e of this.#dynamic) {
      const params = matchPattern(e.pattern, p);
      if (params) found.push({ index: e.index, match: { value: e.value, params } });
    }
    if (found.length > 1) found.sort((a, b) => a.index - b.index);
    return found.map((f) => f.match);
  }
}
