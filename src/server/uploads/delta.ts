/**
 * Upload deltas (sitepub's extension of the deploy API, "upload plans" in the API and docs/server.md): a client
 * lists every file of a site with its sha256 and size; the server answers which paths it must send, because
 * content a stored revision of the same account already references need not travel again. The deploy that names
 * the delta (`x-sitepub-upload`) then carries only those files, and its revision is the archive plus the delta's
 * reused files. Deltas are kept in the store's shared state (delta-registry.ts), so a delta made through one
 * origin serves a deploy through any other; they are single-use and expire after DELTA_TTL_MS: a delta that is
 * gone makes the deploy answer 412, and the client deploys again without one. A listing by size alone is a
 * question, not a delta: which files are worth hashing (worthHashing), so that a client need not hash a site of
 * which nothing can be reused.
 */
import type { DeployLimits } from '../deploy/limits.ts';
import { ArchiveError, ArchiveGuard } from '../deploy/archive-guard.ts';
import type { FileRecord } from '../../store/types.ts';

export const DELTA_TTL_MS = 15 * 60 * 1000;
/** Any top-level folder name: the guard strips it, as it does the archive's. */
const PREFIX = 'site';

export interface DeltaFile {
  path: string;
  size: number;
  sha256: string;
}

export interface UploadDelta {
  id: string;
  domain: string;
  accountId: string;
  expiresAt: number;
  /** Paths the archive must bring, with the content they must have. */
  missing: Map<string, DeltaFile>;
  /** Files taken from content the server holds, complete file records. */
  reused: FileRecord[];
}

/**
 * Pure: checks a listed site against the deploy limits and rules with the same guard archives go through
 * (paths, duplicates, case collisions, file count, total size); returns the canonical paths. Throws ArchiveError.
 */
export function checkListing(files: readonly DeltaFile[], limits: DeployLimits): DeltaFile[] {
  const guard = new ArchiveGuard(limits);
  const out: DeltaFile[] = [];
  for (const f of files) {
    const decision = guard.entry('File', `${PREFIX}/${f.path.replace(/^\/+/, '')}`);
    if (decision.kind !== 'file') throw new ArchiveError('BAD_NAME', `${f.path} is not a file path`);
    guard.addBytes(f.size);
    out.push({ path: decision.path, size: f.size, sha256: f.sha256 });
  }
  guard.finish();
  return out;
}

/** A guard that already holds a delta's reused files, so the archive is checked against the whole site. */
export function guardFor(delta: UploadDelta, limits: DeployLimits): ArchiveGuard {
  const guard = new ArchiveGuard(limits);
  for (const f of delta.reused) {
    guard.entry('File', `${PREFIX}${f.path}`);
    guard.addBytes(f.size);
  }
  return guard;
}

/** Pure: the revision's files, once the archive matched the delta exactly; otherwise ArchiveError. */
export function completeFromDelta(delta: UploadDelta, received: readonly FileRecord[]): FileRecord[] {
  const seen = new Set<string>();
  for (const f of received) {
    const want = delta.missing.get(f.path);
    if (!want) {
      throw new ArchiveError(
        'PLAN_MISMATCH',
        `archive holds ${f.path}, which the upload plan did not ask for; pack only the plan's missing files`,
      );
    }
    if (want.sha256 !== f.sha256 || want.size !== f.size) {
      throw new ArchiveError(
        'PLAN_MISMATCH',
        `archive's ${f.path} is not the content the upload plan listed (the file changed after planning?); deploy again`,
      );
    }
    seen.add(f.path);
  }
  const absent = [...delta.missing.keys()].filter((p) => !seen.has(p));
  if (absent.length > 0) {
    throw new ArchiveError(
      'PLAN_MISMATCH',
      `archive lacks ${absent.length} file(s) the upload plan asked for (first: ${absent[0]}); deploy again`,
    );
  }
  return [...received, ...delta.reused];
}

/** A file of a size-only listing: before hashing, a client asks which files could be reused (worthHashing). */
export interface SizedFile {
  path: string;
  size: number;
}

/**
 * Pure: the paths of a size-only listing whose size is that of content the account holds (`heldSizes`): only
 * those could be reused, so only those are worth hashing. Sorted.
 */
export function worthHashing(files: readonly SizedFile[], heldSizes: ReadonlySet<number>): string[] {
  return files
    .filter((f) => heldSizes.has(f.size))
    .map((f) => f.path)
    .sort();
}
