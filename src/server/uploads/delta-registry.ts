/**
 * Where upload deltas (delta.ts) wait between `POST /:domain/uploads` and the deploy that names one: the store's
 * shared state (`store.shared`), so that a delta made through one origin is used by a deploy through any other
 * origin of the same database (docs/scale-out.md). Each delta is one entry (JSON, up to 10,100 paths) under
 * DELTAS, expiring with the delta; a small index entry per delta (INDEX: delta id → account id) lets the caps
 * below be kept without reading the deltas themselves. A delta is taken once: of two deploys naming it, through the same
 * origin or two, exactly one gets it.
 */
import { randomBytes } from 'node:crypto';
import type { SharedStateRepository } from '../../store/sql/shared-state.ts';
import type { BlobFacts, FileRecord } from '../../store/types.ts';
import { DELTA_TTL_MS, type DeltaFile, type UploadDelta } from './delta.ts';

// Stored names, kept from when deltas were called upload plans: existing data stays readable.
const DELTAS = 'upload-plans';
const INDEX = 'upload-plan-index';

/** Deltas held at once per account; the oldest goes first (each holds up to 10,100 paths). */
export const MAX_DELTAS_PER_ACCOUNT = 8;
/**
 * Deltas held at once, whoever made them. Accounts are free to create, so the per-account cap alone would not
 * bound the table: at most this many deltas (each one row of up to a few MB of JSON, gone after DELTA_TTL_MS)
 * are kept, the oldest going first (its deploy then gets 412 and uploads everything). Counted from the index, a
 * few bytes per delta. Under concurrent creation through several origins either cap may be passed by the deltas
 * being created at that instant; the next creation trims again.
 */
export const MAX_DELTAS = 1024;

/** A delta as stored: its maps as arrays. */
interface StoredDelta {
  id: string;
  domain: string;
  accountId: string;
  expiresAt: number;
  missing: DeltaFile[];
  reused: FileRecord[];
}

function encode(delta: UploadDelta): string {
  const stored: StoredDelta = { ...delta, missing: [...delta.missing.values()] };
  return JSON.stringify(stored);
}

function decode(text: string): UploadDelta | null {
  let v: Partial<StoredDelta>;
  try {
    v = JSON.parse(text) as Partial<StoredDelta>;
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

/** A delta's index entry: its account and domain, so that ownership is known without reading the delta itself. */
const owner = (accountId: string, domain: string): string => `${accountId}\n${domain}`;

export class UploadDeltas {
  readonly #shared: SharedStateRepository;
  readonly #now: () => number;
  readonly #maxDeltas: number;

  constructor(
    shared: SharedStateRepository,
    now: () => number = Date.now,
    options: { maxDeltas?: number } = {},
  ) {
    this.#shared = shared;
    this.#now = now;
    this.#maxDeltas = options.maxDeltas ?? MAX_DELTAS;
  }

  /** Deltas held now (not expired, not taken), whoever made them. */
  async count(): Promise<number> {
    return (await this.#shared.list(INDEX, this.#now())).length;
  }

  /**
   * Splits a checked listing into reused and missing files, and keeps the delta. `known`: content the account's
   * stored revisions reference and the blob store holds.
   */
  async create(o: {
    domain: string;
    accountId: string;
    files: readonly DeltaFile[];
    known: ReadonlyMap<string, BlobFacts>;
  }): Promise<UploadDelta> {
    const now = this.#now();
    const missing = new Map<string, DeltaFile>();
    const reused: FileRecord[] = [];
    for (const f of o.files) {
      const k = o.known.get(f.sha256);
      if (k && k.size === f.size) reused.push({ path: f.path, sha256: f.sha256, md5: k.md5, size: f.size });
      else missing.set(f.path, f);
    }
    const delta: UploadDelta = {
      id: randomBytes(16).toString('base64url'),
      domain: o.domain,
      accountId: o.accountId,
      expiresAt: now + DELTA_TTL_MS,
      missing,
      reused,
    };
    const expiry = { now, expiresAt: delta.expiresAt };
    await this.#shared.put(DELTAS, delta.id, encode(delta), expiry);
    await this.#shared.put(INDEX, delta.id, owner(delta.accountId, delta.domain), expiry);
    await this.#trim(delta, now);
    return delta;
  }

  /** The delta a deploy names; null when unknown, expired, taken, or another account's or domain's. */
  async peek(id: string, domain: string, accountId: string): Promise<UploadDelta | null> {
    const entry = await this.#shared.get(DELTAS, id, this.#now());
    const delta = entry ? decode(entry.value) : null;
    return delta && delta.domain === domain && delta.accountId === accountId ? delta : null;
  }

  /** Whether a delta of that account and domain is held (its small index entry only: the delta is not read). */
  async holds(id: string, domain: string, accountId: string): Promise<boolean> {
    const entry = await this.#shared.get(INDEX, id, this.#now());
    return entry?.value === owner(accountId, domain);
  }

  /** Takes a delta for a deploy (single use, whichever origin asks); null like `peek`. */
  async take(id: string, domain: string, accountId: string): Promise<UploadDelta | null> {
    if (!(await this.holds(id, domain, accountId))) return null; // another's delta stays for its owner
    const now = this.#now();
    const entry = await this.#shared.take(DELTAS, id, now);
    await this.#shared.delete(INDEX, id, now);
    return entry ? decode(entry.value) : null;
  }

  /**
   * Drops the oldest deltas beyond the per-account and the global cap (index order: oldest write first), never
   * the one just made (deltas made within the same millisecond have no order between them).
   */
  async #trim(made: UploadDelta, now: number): Promise<void> {
    const others = (await this.#shared.list(INDEX, now)).filter((e) => e.key !== made.id);
    const drop = new Set<string>();
    const mine = others.filter((e) => e.value.split('\n')[0] === made.accountId);
    for (const e of mine.slice(0, Math.max(0, mine.length - MAX_DELTAS_PER_ACCOUNT + 1))) drop.add(e.key);
    const rest = others.filter((e) => !drop.has(e.key));
    for (const e of rest.slice(0, Math.max(0, rest.length - this.#maxDeltas + 1))) drop.add(e.key);
    for (const id of drop) {
      await this.#shared.delete(DELTAS, id, now);
      await this.#shared.delete(INDEX, id, now);
    }
  }
}
