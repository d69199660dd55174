/**
 * Upload plans (sitepub's extension of the deploy API, docs/server.md): a client lists every file of a site
 * with its sha256 and size; the server answers which paths it must send, because content a stored revision of
 * the same account already references need not travel again. The deploy that names the plan
 * (`x-sitepub-upload`) then carries only those files, and its revision is the archive plus the plan's other
 * files. Plans live in memory, are single-use and expire after PLAN_TTL_MS: a plan lost to a restart makes the
 * deploy answer 412, and the client deploys again without one. A listing by size alone is a question, not a
 * plan: which files are worth hashing (worthHashing), so that a client need not hash a site of which nothing can
 * be reused.
 */
import { randomBytes } from 'node:crypto';
import type { DeployLimits } from '../deploy/limits.ts';
import { ArchiveError, ArchiveGuard } from '../deploy/archive-guard.ts';
import type { BlobFacts, FileRecord } from '../../store/types.ts';

export const PLAN_TTL_MS = 15 * 60 * 1000;
/** Plans held at once per account; the oldest goes first (each holds up to 10,100 paths). */
const MAX_PLANS_PER_ACCOUNT = 8;
/**
 * Plans held at once on the server, whoever made them: accounts are free to create, so the per-account cap
 * alone would not bound memory. The oldest goes first; its deploy then gets 412 and uploads everything.
 */
export const MAX_PLANS = 256;
/** Any top-level folder name: the guard strips it, as it does the archive's. */
const PREFIX = 'site';

export interface PlannedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface UploadPlan {
  id: string;
  domain: string;
  accountId: string;
  expiresAt: number;
  /** Paths the archive must bring, with the content they must have. */
  missing: Map<string, PlannedFile>;
  /** Files taken from content the server holds, complete file records. */
  reused: FileRecord[];
}

/**
 * Pure: checks a listed site against the deploy limits and rules with the same guard archives go through
 * (paths, duplicates, case collisions, file count, total size); returns the canonical paths. Throws ArchiveError.
 */
export function checkListing(files: readonly PlannedFile[], limits: DeployLimits): PlannedFile[] {
  const guard = new ArchiveGuard(limits);
  const out: PlannedFile[] = [];
  for (const f of files) {
    const decision = guard.entry('File', `${PREFIX}/${f.path.replace(/^\/+/, '')}`);
    if (decision.kind !== 'file') throw new ArchiveError('BAD_NAME', `${f.path} is not a file path`);
    guard.addBytes(f.size);
    out.push({ path: decision.path, size: f.size, sha256: f.sha256 });
  }
  guard.finish();
  return out;
}

/** A guard that already holds a plan's reused files, so the archive is checked against the whole site. */
export function guardFor(plan: UploadPlan, limits: DeployLimits): ArchiveGuard {
  const guard = new ArchiveGuard(limits);
  for (const f of plan.reused) {
    guard.entry('File', `${PREFIX}${f.path}`);
    guard.addBytes(f.size);
  }
  return guard;
}

/** Pure: the revision's files, once the archive matched the plan exactly; otherwise ArchiveError. */
export function completeFromPlan(plan: UploadPlan, received: readonly FileRecord[]): FileRecord[] {
  const seen = new Set<string>();
  for (const f of received) {
    const want = plan.missing.get(f.path);
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
  const absent = [...plan.missing.keys()].filter((p) => !seen.has(p));
  if (absent.length > 0) {
    throw new ArchiveError(
      'PLAN_MISMATCH',
      `archive lacks ${absent.length} file(s) the upload plan asked for (first: ${absent[0]}); deploy again`,
    );
  }
  return [...received, ...plan.reused];
}

export class UploadPlans {
  readonly #plans = new Map<string, UploadPlan>();
  readonly #now: () => number;

  readonly #maxPlans: number;

  constructor(now: () => number = Date.now, options: { maxPlans?: number } = {}) {
    this.#now = now;
    this.#maxPlans = options.maxPlans ?? MAX_PLANS;
  }

  get size(): number {
    return this.#plans.size;
  }

  /**
   * Splits a checked listing into reused and missing files. `known`: content the account's stored revisions
   * reference and the blob store holds.
   */
  create(o: {
    domain: string;
    accountId: string;
    files: readonly PlannedFile[];
    known: ReadonlyMap<string, BlobFacts>;
  }): UploadPlan {
    this.#prune();
    const missing = new Map<string, PlannedFile>();
    const reused: FileRecord[] = [];
    for (const f of o.files) {
      const k = o.known.get(f.sha256);
      if (k && k.size === f.size) reused.push({ path: f.path, sha256: f.sha256, md5: k.md5, size: f.size });
      else missing.set(f.path, f);
    }
    const plan: UploadPlan = {
      id: randomBytes(16).toString('base64url'),
      domain: o.domain,
      accountId: o.accountId,
      expiresAt: this.#now() + PLAN_TTL_MS,
      missing,
      reused,
    };
    const mine = [...this.#plans.values()].filter((p) => p.accountId === o.accountId);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_PLANS_PER_ACCOUNT + 1)))
      this.#plans.delete(old.id);
    this.#plans.set(plan.id, plan);
    for (const id of this.#plans.keys()) {
      if (this.#plans.size <= this.#maxPlans) break;
      this.#plans.delete(id); // Map order: oldest first
    }
    return plan;
  }

  /** The plan a deploy names; null when unknown, expired, or another account's or domain's. */
  peek(id: string, domain: string, accountId: string): UploadPlan | null {
    this.#prune();
    const plan = this.#plans.get(id);
    return plan && plan.domain === domain && plan.accountId === accountId ? plan : null;
  }

  /** Takes a plan for a deploy (single use); null like `peek`. */
  take(id: string, domain: string, accountId: string): UploadPlan | null {
    const plan = this.peek(id, domain, accountId);
    if (plan) this.#plans.delete(id);
    return plan;
  }

  #prune(): void {
    const now = this.#now();
    for (const [id, p] of this.#plans) if (p.expiresAt <= now) this.#plans.delete(id);
  }
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
