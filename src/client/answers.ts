/**
 * Every reader of the API's answers that goes through the wire schemas, in one module that a Client loads on
 * first use (answerReaders(), load-answers.ts): the lenient reader (normalize.ts) and the schemas the calls read
 * with, and the upload delta's two answers. The schemas are built by TypeBox when their module loads, about a
 * sixth of a command's start-up (docs/bench.md, CLI): loaded while the first request is out instead.
 */
import { Type } from 'typebox';
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

/** What a delta cannot be used without (an expiry may be absent: the delta then lasts). */
const DeltaCore = Type.Pick(UploadDelta, ['id', 'missing', 'expiresAt']);

/**
 * Checks a delta answer as UploadDelta says and against the listed files: every path it asks for was listed,
 * once. Returns the delta, or why it cannot be used (the deploy then uploads every file): a missing or unusable
 * `id`, `missing` or `expiresAt`. Its other fields are extras: one of another type is left out and one this
 * client does not know is not passed on, both said in `notes` (for the caller to report).
 */
export function checkDelta(
  answer: unknown,
  hashes: SiteContentHashes,
  notes = new Notes(),
): UploadDelta | string {
  const core = new Notes();
  const a = readAs(DeltaCore, answer, core);
  core.absent.delete('expiresAt');
  const wrong = [...core.odd, ...[...core.absent].map((f) => `has no "${f}"`)];
  if (!a || wrong.length) return `the answer ${wrong.join('; ')}`;
  const { id = '', missing = [], expiresAt = Number.POSITIVE_INFINITY } = a;
  if (!/^[\x21-\x7e]+$/.test(id)) return 'the answer has no usable "id"';
  const unknown = missing.find((p) => !Object.hasOwn(hashes, p));
  if (unknown !== undefined) return `the answer asks for ${JSON.stringify(unknown)}, which was not listed`;
  if (new Set(missing).size !== missing.length) return 'the answer lists a path twice';
  const { reusedFiles, reusedBytes, encodings } = readAs(UploadDelta, answer, notes) ?? {};
  notes.absent.delete('expiresAt');
  for (const key of Object.keys(answer as object))
    if (!Object.hasOwn(UploadDelta.properties, key)) notes.unknown.add(key);
  return {
    id,
    missing,
    expiresAt,
    ...(reusedFiles !== undefined && { reusedFiles }),
    ...(reusedBytes !== undefined && { reusedBytes }),
    ...(encodings !== undefined && { encodings }),
  };
}
