/**
 * Upload deltas (sitepub extension, docs/client.md): the client lists every file of a folder with its sha256
 * and size (or by size alone first), the server answers which ones it lacks for this account (the delta: an id
 * and the missing paths), and the deploy carries only those. The HTTP API calls the exchange an "upload plan"
 * (`POST /:domain/uploads`, header `x-sitepub-upload`), and so do the library's public names and the log lines;
 * the code calls it a delta, as "plan" is also a billing plan. Pure helpers: the request bodies, the checks of
 * the answers against what was asked, what counts as "no deltas here", and the one-line description of an upload
 * the CLI and the Action print.
 */
import { Type } from 'typebox';
import { manifestKey, type SiteContentHashes } from '../pack/manifest.ts';
import type { SiteFile } from '../pack/walk.ts';
import { ApiError } from './errors.ts';
import { Notes, readAs } from './normalize.ts';
import { UploadDelta, UploadSizeAnswer, type UploadDeltaFile } from '../protocol/uploads.ts';

export type { UploadDelta, UploadDeltaFile };

/** Request header naming the delta on `PUT /:domain` (exported by the library as UPLOAD_PLAN_HEADER). */
export const UPLOAD_DELTA_HEADER = 'x-sitepub-upload';

/** Path of the delta endpoint under a domain's path (`/<domain>`). */
export const deltaPath = (domainPath: string): string => `${domainPath}/uploads`;

/** What was (or is being) sent: files and their bytes before compression. */
export interface UploadCounts {
  files: number;
  bytes: number;
}

/** What an attempt is about to send (DeployOptions.onUpload). */
export interface UploadStart extends UploadCounts {
  /** The whole site: files and bytes before compression. */
  fileCount: number;
  projectSize: number;
  /** The upload delta's id when the server holds the other files; undefined for a full upload. */
  plan: string | undefined;
  /** 1 for the first attempt. */
  attempt: number;
}

/** Number formatting of the front end that prints the line (the CLI groups thousands, the Action does not). */
export interface UploadLineFormat {
  bytes: (n: number) => string;
  count: (n: number) => string;
}

/** The status line before an upload: how much of the site travels, how much the server already holds. */
export function uploadLine(u: UploadStart, f: UploadLineFormat): string {
  const files = (n: number): string => `${f.count(n)} file${n === 1 ? '' : 's'}`;
  if (u.plan === undefined) return `Uploading ${files(u.fileCount)} (${f.bytes(u.projectSize)})`;
  if (u.files === 0) return `Uploading nothing: all ${files(u.fileCount)} already on the server`;
  return (
    `Uploading ${f.count(u.files)} of ${files(u.fileCount)} (${f.bytes(u.bytes)}); ` +
    `${f.count(u.fileCount - u.files)} already on the server`
  );
}

/** The request body's `files`: every hashed file, in manifest-key order. */
export function deltaFiles(hashes: SiteContentHashes): UploadDeltaFile[] {
  return Object.entries(hashes).map(([path, h]) => ({ path, size: h.size, sha256: h.sha256 }));
}

/** Every walked file by size alone: a listing asked about before (or while) the files are hashed. */
export function sizeListing(files: readonly SiteFile[]): UploadDeltaFile[] {
  return files.map((f) => ({ path: manifestKey(f.path), size: f.size }));
}

/** The answer to a size-only listing, or undefined if it is not one (the listing by sha256 then follows). */
export function sizeAnswer(answer: unknown): UploadSizeAnswer | undefined {
  const notes = new Notes();
  const { worthHashing, encodings = [] } = readAs(UploadSizeAnswer, answer, notes) ?? {};
  return worthHashing && !notes.absent.has('worthHashing') ? { worthHashing, encodings } : undefined;
}

/** What a delta cannot be used without (an expiry may be absent: the delta then lasts). */
const CORE = ['id', 'missing', 'expiresAt'] as const;
const DeltaCore = Type.Pick(UploadDelta, CORE);
/** The other fields, a field this client does not know noted (closed: as the reference server sends them). */
const DeltaExtras = Type.Object(Type.Omit(UploadDelta, CORE).properties, { additionalProperties: false });

/**
 * Checks a delta answer as UploadDelta says and against the listed files: every path it asks for was listed,
 * once. Returns the delta, or why it cannot be used (the deploy then uploads every file): a missing or unusable
 * `id`, `missing` or `expiresAt`. Its other fields are extras: one of another type is left out and one this
 * client does not know is not passed on, both said in `notes` (for the caller to report). Each field is read
 * once (`missing` lists up to every file of the site).
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
  const extras = Object.fromEntries(
    Object.entries(answer as object).filter(([key]) => !(CORE as readonly string[]).includes(key)),
  );
  const { reusedFiles, reusedBytes, encodings } = readAs(DeltaExtras, extras, notes) ?? {};
  return {
    id,
    missing,
    expiresAt,
    ...(reusedFiles !== undefined && { reusedFiles }),
    ...(reusedBytes !== undefined && { reusedBytes }),
    ...(encodings !== undefined && { encodings }),
  };
}

/**
 * What a failed delta request means for the deploy (docs/client.md "Against surge.sh"):
 *  - `fail`: an answer the upload would get as well, so the deploy stops before sending its archive: 401 (the
 *    credentials), a 403 that is clearly a permission answer for the domain (an API answer naming permission,
 *    ownership, collaborators or access), a rate limit (429, or a 403 saying so: the deploy's rate-limit rules
 *    apply); and no answer at all (network; retried as any request that sent nothing).
 *  - `absent`: the server has no upload deltas (404, 405, 501: surge.sh, older sitepub servers); remembered.
 *  - `fallback`: anything else (400, 413, 422, 500, a 403 page of a proxy, ...): this deploy uploads every file.
 */
export type DeltaFailure = 'fail' | 'absent' | 'fallback';

const PERMISSION =
  /permission|not (allowed|authori[sz]ed|permitted)|\bown(s|er|ed)?\b|collaborator|access|forbidden|\bscope\b/i;

export function deltaFailure(err: unknown): DeltaFailure {
  if (!(err instanceof ApiError)) return 'fail';
  if (err.status === 404 || err.status === 405 || err.status === 501) return 'absent';
  if (err.status === 401 || err.code === 'rate-limited') return 'fail';
  if (err.status === 403 && err.code === 'forbidden' && !err.body.html) {
    const said = [err.reason ?? '', ...err.body.messages].join(' ');
    if (PERMISSION.test(said)) return 'fail';
  }
  return 'fallback';
}

/** The deploy named a delta the server no longer has (expired, used, restarted): 412 before the body. */
export function deltaRefused(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 412;
}

/** Files and bytes an archive of `missing` carries. */
export function countsOf(hashes: SiteContentHashes, missing: readonly string[]): UploadCounts {
  let bytes = 0;
  for (const p of missing) bytes += hashes[p]?.size ?? 0;
  return { files: missing.length, bytes };
}
