/**
 * Where upload plans (plans.ts) wait between `POST /:domain/uploads` and the deploy that names one: the store's
 * shared state (`store.shared`), so that a plan made through one origin is used by a deploy through any other
 * origin of the same database (docs/scale-out.md). Each plan is one entry (JSON, up to 10,100 paths) under
 * PLANS, expiring with the plan; a small index entry per plan (INDEX: plan id → account id) lets the caps below
 * be kept without reading the plans themselves. A plan is taken once: of two deploys naming it, through the same
 * origin or two, exactly one gets it.
 */
import { randomBytes } from 'node:crypto';
import type { SharedStateStore } from '../../store/contract/shared-state.ts';
import type { BlobFacts, FileRecord } from '../../store/types.ts';
import { PLAN_TTL_MS, type PlannedFile, type UploadPlan } from './plans.ts';

const PLANS = 'upload-plans';
const INDEX = 'upload-plan-index';

/** Plans held at once per account; the oldest goes first (each holds up to 10,100 paths). */
export const MAX_PLANS_PER_ACCOUNT = 8;
/**
 * Plans held at once, whoever made them. Accounts are free to create, so the per-account cap alone would not
 * bound the table: at most this many plans (each one row of up to a few MB of JSON, gone after PLAN_TTL_MS)
 * are kept, the oldest going first (its deploy then gets 412 and uploads everything). Counted from the index, a
 * few bytes per plan. Under concurrent creation through several origins either cap may be passed by the plans
 * being created at that instant; the next creation trims again.
 */
export const MAX_PLANS = 1024;

/** A plan as stored: its maps as arrays. */
interface StoredPlan {
  id: string;
  domain: string;
  accountId: string;
  expiresAt: number;
  missing: PlannedFile[];
  reused: FileRecord[];
}

function encode(plan: UploadPlan): string {
  const stored: StoredPlan = { ...plan, missing: [...plan.missing.values()] };
  return JSON.stringify(stored);
}

function decode(text: string): UploadPlan | null {
  let v: Partial<StoredPlan>;
  try {
    v = JSON.parse(text) as Partial<StoredPlan>;
  } catch {
    return null;
  }
  if (
    typeof v.id !== 'string' ||
    typeof v.domain !== 'string' ||
    typeof v.accountId !== 'string' ||
    typeof v.expiresAt !== 'number' ||
    !Array.isArray(v.missing) ||
    !Array.isArray(v.reused)
  )
    return null;
  return {
    id: v.id,
    domain: v.domain,
    accountId: v.accountId,
    expiresAt: v.expiresAt,
    missing: new Map(v.missing.map((f) => [f.path, f])),
    reused: v.reused,
  };
}

/** A plan's index entry: its account and domain, so that ownership is known without reading the plan itself. */
const owner = (accountId: string, domain: string): string => `${accountId}\n${domain}`;

export class UploadPlans {
  readonly #shared: SharedStateStore;
  readonly #now: () => number;
  readonly #maxPlans: number;

  constructor(shared: SharedStateStore, now: () => number = Date.now, options: { maxPlans?: number } = {}) {
    this.#shared = shared;
    this.#now = now;
    this.#maxPlans = options.maxPlans ?? MAX_PLANS;
  }

  /** Plans held now (not expired, not taken), whoever made them. */
  async count(): Promise<number> {
    return (await this.#shared.list(INDEX, this.#now())).length;
  }

  /**
   * Splits a checked listing into reused and missing files, and keeps the plan. `known`: content the account's
   * stored revisions reference and the blob store holds.
   */
  async create(o: {
    domain: string;
    accountId: string;
    files: readonly PlannedFile[];
    known: ReadonlyMap<string, BlobFacts>;
  }): Promise<UploadPlan> {
    const now = this.#now();
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
      expiresAt: now + PLAN_TTL_MS,
      missing,
      reused,
    };
    const expiry = { now, expiresAt: plan.expiresAt };
    await this.#shared.put(PLANS, plan.id, encode(plan), expiry);
    await this.#shared.put(INDEX, plan.id, owner(plan.accountId, plan.domain), expiry);
    await this.#trim(plan, now);
    return plan;
  }

  /** The plan a deploy names; null when unknown, expired, taken, or another account's or domain's. */
  async peek(id: string, domain: string, accountId: string): Promise<UploadPlan | null> {
    const entry = await this.#shared.get(PLANS, id, this.#now());
    const plan = entry ? decode(entry.value) : null;
    return plan && plan.domain === domain && plan.accountId === accountId ? plan : null;
  }

  /** Whether a plan of that account and domain is held (its small index entry only: the plan is not read). */
  async holds(id: string, domain: string, accountId: string): Promise<boolean> {
    const entry = await this.#shared.get(INDEX, id, this.#now());
    return entry?.value === owner(accountId, domain);
  }

  /** Takes a plan for a deploy (single use, whichever origin asks); null like `peek`. */
  async take(id: string, domain: string, accountId: string): Promise<UploadPlan | null> {
    if (!(await this.holds(id, domain, accountId))) return null; // another's plan stays for its owner
    const now = this.#now();
    const entry = await this.#shared.take(PLANS, id, now);
    await this.#shared.delete(INDEX, id, now);
    return entry ? decode(entry.value) : null;
  }

  /**
   * Drops the oldest plans beyond the per-account and the global cap (index order: oldest write first), never
   * the one just made (plans made within the same millisecond have no order between them).
   */
  async #trim(made: UploadPlan, now: number): Promise<void> {
    const others = (await this.#shared.list(INDEX, now)).filter((e) => e.key !== made.id);
    const drop = new Set<string>();
    const mine = others.filter((e) => e.value.split('\n')[0] === made.accountId);
    for (const e of mine.slice(0, Math.max(0, mine.length - MAX_PLANS_PER_ACCOUNT + 1))) drop.add(e.key);
    const rest = others.filter((e) => !drop.has(e.key));
    for (const e of rest.slice(0, Math.max(0, rest.length - this.#maxPlans + 1))) drop.add(e.key);
    for (const id of drop) {
      await this.#shared.delete(PLANS, id, now);
      await this.#shared.delete(INDEX, id, now);
    }
  }
}
