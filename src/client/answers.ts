/**
 * Every reader of the API's answers that goes through the wire schemas, in one module that a Client loads on
 * first use (answerReaders(), load-answers.ts): the lenient reader (normalize.ts) and the schemas the calls read
 * with, and the upload delta's two answers. The schemas are built by TypeBox when their module loads, about a
 * sixth of a command's start-up (docs/bench.md, CLI): loaded while the first request is out instead.
 */
import type { SiteContentHashes } from '../pack/manifest.ts';
import { Notes, readAs } from './normalize.ts';
import { UploadDelta, UploadSizeAnswer } from '../protocol/uploads.ts';

export { infoOf, metadataOf, Notes, revisionAnswer, revisionList } from './normalize.ts';
export { CutoverResult, DiscardResult, RollbackResult } from '../protocol/types.ts';

/** The answer to a size-only listing, or undefined if it is not one (the listing by sha256 then follows). */
export function sizeAnswer(answer: unknown): UploadSizeAnswer | undefined {
  const notes = new Notes();
  const { worthHashing, encodings = [] } = readAs(UploadSizeAnswer, answer, notes) ?? {};
  return worthHashing && !notes.absent.has('worthHashing') ? { worthHashing, encodings } : undefined;
}

/**
 * Checks a delta answer as UploadDelta says (no expiry: it lasts) and against the listed files: every path it
 * asks for was listed, once. Returns the delta, or why it cannot be used (the deploy then uploads every file).
 */
export function checkDelta(answer: unknown, hashes: SiteContentHashes): UploadDelta | string {
  const notes = new Notes();
  const a = readAs(UploadDelta, answer, notes);
  notes.absent.delete('expiresAt');
  const wrong = [...notes.odd, ...[...notes.absent].map((f) => `has no "${f}"`)];
  if (!a || wrong.length) return `the answer ${wrong.join('; ')}`;
  const { id = '', missing = [], expiresAt = Number.POSITIVE_INFINITY } = a;
  if (!/^[\x21-\x7e]+$/.test(id)) return 'the answer has no usable "id"';
  const unknown = missing.find((p) => !Object.hasOwn(hashes, p));
  if (unknown !== undefined) return `the answer asks for ${JSON.stringify(unknown)}, which was not listed`;
  if (new Set(missing).size !== missing.length) return 'the answer lists a path twice';
  return { ...a, id, missing, expiresAt };
}
