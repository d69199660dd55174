/**
 * The cluster's origins an edge learned (origin-list.ts), kept in `<data>/origins.json` so that an edge restarted
 * while its `--origin` is down still knows the others. A missing or unreadable file is an empty list: the
 * origins tell the edge again at its next registration or sync.
 */
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OriginList } from './origin-list.ts';

const FILE = 'origins.json';

export function readKnownOrigins(data: string): unknown[] {
  try {
    const value: unknown = JSON.parse(readFileSync(join(data, FILE), 'utf8'));
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Writes the list whole (temp file, then rename): a reader sees the old list or the new one. */
export async function saveKnownOrigins(data: string, origins: readonly string[]): Promise<void> {
  const file = join(data, FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(origins)}\n`);
  await rename(tmp, file);
}

export interface KnownOrigins {
  origins: OriginList;
  /** Takes a cluster's origin list; a change is logged and saved. */
  learn(urls: unknown): void;
  /** Resolves once what was learned so far is saved (or failed to be, which was logged). */
  saved(): Promise<void>;
}

/** The edge's origin list: `--origin` and the origins kept in `<data>` from earlier starts. */
export function knownOrigins(o: { data: string; origin: string; log: (msg: string) => void }): KnownOrigins {
  const origins = new OriginList(o.origin, readKnownOrigins(o.data));
  // one write at a time, in the order learned
  let saving = Promise.resolve();
  return {
    origins,
    learn(urls) {
      if (!origins.learn(urls)) return;
      const list = origins.learned();
      const names = origins.all().map((u) => new URL(u).origin);
      o.log(`the cluster's origins: ${names.join(', ')}`);
      saving = saving
        .then(() => saveKnownOrigins(o.data, list))
        .catch((err: unknown) => o.log(`cannot keep the origin list: ${(err as Error).message}`));
    },
    saved: () => saving,
  };
}
