/**
 * The deploy's report of its rule files (src/rules/): the same compiler the edges run, here only for the bad lines,
 * which the `info` line carries to whoever deploys (`ruleProblems`, a sitepub field the official CLI ignores).
 * A rule file with bad lines still deploys; the edges apply its good lines.
 */
import type { Readable } from 'node:stream';
import {
  compileRules,
  MAX_RULE_FILE_BYTES,
  ruleFilesOf,
  type RuleFile,
  type RuleProblem,
} from '../../rules/index.ts';
import type { FileRecord } from '../../store/types.ts';

/** How the report reads a file's content (the blob store's `read`). */
export type ReadBlob = (sha256: string) => Promise<Readable | null>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bad lines of the revision's rule files, in file order (none when it has no rule file). */
export async function ruleProblems(files: readonly FileRecord[], read: ReadBlob): Promise<RuleProblem[]> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const present = ruleFilesOf(byPath.keys());
  if (present.length === 0) return [];
  const texts = new Map<RuleFile, Buffer | null>();
  for (const path of present) {
    const f = byPath.get(path)!;
    const stream = f.size > MAX_RULE_FILE_BYTES ? null : await read(f.sha256);
    texts.set(path, stream ? await readAll(stream) : null);
  }
  return compileRules(texts).problems;
}
