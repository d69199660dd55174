/**
 * Pull-based sync of one edge with the origin. `syncDomain` (serialised per domain) fetches the project's state,
 * the manifests of revisions it does not hold, and only the blobs it lacks (each verified), then swaps the
 * project in one step. `reconcile` compares every project's version with the origin's list (start-up and
 * periodically) so an edge that missed syncs while down converges. Unreferenced blobs are collected when no sync
 * is running.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { checkDomain } from '../protocol/domain.ts';
import type { BlobLocation } from '../store/types.ts';
import { blobsOfManifests, blobUrlsOf } from '../protocol/blob-urls.ts';
import type {
  EdgeBlobUrl,
  EdgeRevisionManifest,
  EdgeSyncContent,
  EdgeSyncResponse,
} from '../protocol/edge.ts';
import { BLOB_BATCH_MAX } from '../protocol/limits.ts';
import { eachLimited } from '../store/each-limited.ts';
import { PACKED_BLOB_MAX_BYTES, PACKS_DIR, PackWriter } from '../store/blobs/packs.ts';
import { readRuns, streamRuns } from '../store/blobs/reads.ts';
import { batches, receiveBatch, type WantedBlob } from './blob-batch.ts';
import type { EdgeBlobStore } from './blob-store.ts';
import { Compressor } from './compressor.ts';
import { syncFilesystem } from '../store/sync-filesystem.ts';
import { fsyncDir } from './disk.ts';
import type { OriginClient } from './origin-client.ts';
import { DEFAULT_SETTINGS, type EdgeProject, type EdgeRevision, type ProjectTable } from './projects.ts';

/** A prefetched (not yet published) revision is kept this long even though the origin does not list it. */
const PENDING_KEEP_MS = 15 * 60 * 1000;
const BLOB_CONCURRENCY = 8;
/** Batch requests of small blobs in flight at once (one is being received while the next is answered). */
const BATCH_CONCURRENCY = 2;
/** Blobs hard-linked from the origin between two turns of the event loop. */
const ADOPT_BATCH = 512;
/**
 * From this many blob folders on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync of
 * each folder (all at once) (figures: docs/bench.md, "Measurements behind the code").
 */
const SYNCFS_MIN_DIRS = 192;
/** One GET of a blob URL reads up to this much of a pack (neighbouring blobs of one batch). */
const URL_RUN_BYTES = 8 * 1024 * 1024;
/**
 * At most this many revisions named ahead (`prefetch`, a list from the request body) are asked beside the
 * project's state: a deploy names its one pending revision (a few when deploys overlap). Each manifest asked early
 * is held in memory until its turn and takes one of the origin client's 16 connections meanwhile, so a long list
 * must not be asked all at once; the rest are asked one by one in their turn.
 */
const PREFETCH_EARLY = 4;
/** After a read from the object store failed, blobs come through the origin for this long. */
const DIRECT_PAUSE_MS = 60_000;

/** Where to read blobs straight from the object store (origin `POST /_sitepub/blob-urls`), by sha256. */
type Urls = Map<string, EdgeBlobUrl>;

export interface SyncerOptions {
  id: string;
  origin: OriginClient;
  blobs: EdgeBlobStore;
  projects: ProjectTable;
  compressor: Compressor;
  /**
   * Where the origin keeps a verified blob on this machine (edges started by `sitepub serve`): such blobs are
   * hard-linked instead of downloaded (a packed blob by linking its pack). Null or absent: download.
   */
  localBlob?: (sha256: string) => BlobLocation | null;
  /** Called after a project changed, e.g. to drop cached responses of removed blobs. */
  onChange?: (domain: string) => void;
  log?: (msg: string) => void;
}

export class Syncer {
  readonly #o: SyncerOptions;
  readonly #chains = new Map<string, Promise<unknown>>();
  readonly #pending = new Map<string, Map<number, number>>();
  readonly #inflightBlobs = new Map<string, Promise<number>>();
  readonly #errors = new Map<string, string>();
  #active = 0;
  #gcWanted = false;
  /** Until when blobs are not read from the object store (a read from it failed). */
  #directPausedUntil = 0;

  constructor(options: SyncerOptions) {
    this.#o = options;
  }

  lastError(domain: string): string | null {
    return this.#errors.get(domain) ?? null;
  }

  /**
   * Serialised per domain; concurrent calls for one domain run one after another (each sees fresh state). `via`:
   * the origin that asked for this sync, whose calls go to it first (OriginClient.via). `content`: what that
   * origin sent with its request, taken instead of asking (its state only when not older than the one held).
   */
  syncDomain(
    domain: string,
    prefetch: number[] = [],
    via?: string,
    content: EdgeSyncContent | null = null,
  ): Promise<EdgeSyncResponse> {
    const prev = this.#chains.get(domain) ?? Promise.resolve();
    const origin = via === undefined ? this.#o.origin : (this.#o.origin.via?.(via) ?? this.#o.origin);
    const next = prev.catch(() => {}).then(() => this.#run(domain, prefetch, origin, content));
    this.#chains.set(domain, next);
    void next
      .finally(() => {
        if (this.#chains.get(domain) === next) this.#chains.delete(domain);
      })
      .catch(() => {});
    return next;
  }

  async #run(
    domain: string,
    prefetch: number[],
    origin: OriginClient,
    content: EdgeSyncContent | null,
  ): Promise<EdgeSyncResponse> {
    this.#active++;
    this.#o.compressor.hold();
    try {
      const res = await this.#sync(domain, prefetch, origin, content);
      this.#errors.delete(domain);
      return res;
    } catch (err) {
      this.#errors.set(domain, (err as Error).message);
      throw err;
    } finally {
      this.#o.compressor.release();
      this.#active--;
      if (this.#active === 0 && this.#gcWanted) void this.collectGarbage().catch(() => {});
    }
  }

  async #sync(
    domain: string,
    prefetch: number[],
    origin: OriginClient,
    content: EdgeSyncContent | null,
  ): Promise<EdgeSyncResponse> {
    const { projects, id } = this.#o;
    const check = checkDomain(domain);
    if (!check.ok || check.domain !== domain)
      throw new Error(`not a canonical domain: ${domain.slice(0, 80)}`);
    // a state older than the one held (a request overtaken by another origin's) is asked afresh
    const given = content && content.state.version >= (projects.get(domain)?.version ?? 0) ? content : null;
    // the manifests of revisions asked ahead (a deploy's pending one) come with the request, or are asked beside
    // the project's state, not after it: one round trip less before the blobs (a manifest never changes; a
    // refusal is thrown where used)
    const early = new Map<number, Promise<EdgeRevisionManifest | null>>();
    for (const m of given?.manifests ?? []) if (m.domain === domain) early.set(m.rev, Promise.resolve(m));
    for (const rev of prefetch)
      if (early.size < PREFETCH_EARLY && !projects.get(domain)?.revisions.has(rev) && !early.has(rev)) {
        const manifest = origin.getRevision(domain, rev);
        manifest.catch(() => {});
        early.set(rev, manifest);
      }
    const state = given?.state ?? (await origin.getProject(domain));
    const sent = given?.urls
      ? blobUrlsOf(given.urls, given.urls.sha256 ?? blobsOfManifests(given.manifests))
      : null;
    const known: Urls = new Map(sent?.map((u) => [u.sha256, u]));
    if (!state) return this.#removed(domain);

    const now = Date.now();
    const pending = this.#pending.get(domain) ?? new Map<number, number>();
    for (const rev of prefetch) pending.set(rev, now + PENDING_KEEP_MS);
    for (const [rev, until] of pending) if (until < now || state.revisions.includes(rev)) pending.delete(rev);
    if (pending.size > 0) this.#pending.set(domain, pending);
    else this.#pending.delete(domain);

    const wanted = [...new Set([...state.revisions, ...pending.keys()])];
    const current = projects.get(domain);
    const revisions = new Map<number, EdgeRevision>();
    let bytesFetched = 0;
    let blobsFetched = 0;
    for (const rev of wanted) {
      const held = current?.revisions.get(rev);
      if (held && state.revisions.includes(rev)) {
        revisions.set(rev, held);
        continue;
      }
      // Not listed by the origin: still pending (a deploy being distributed) or discarded meanwhile; ask.
      const manifest = await (early.get(rev) ?? origin.getRevision(domain, rev));
      if (!manifest) {
        if (state.revisions.includes(rev))
          throw new Error(`origin lists revision ${rev} of ${domain} but has no manifest`);
        pending.delete(rev);
        continue;
      }
      if (held) {
        revisions.set(rev, held);
        continue;
      }
      const fetched = await this.#fetchBlobs(manifest.files, origin, known);
      bytesFetched += fetched.bytes;
      blobsFetched += fetched.count;
      await projects.writeRevision(domain, rev, manifest.createdAt, manifest.files);
      const built = projects.buildRevision(rev, manifest.createdAt, manifest.files);
      if (!built) throw new Error(`revision ${rev} of ${domain}: a blob vanished during sync`);
      await projects.loadRules(built);
      revisions.set(rev, built);
      for (const f of built.files.values()) if (f.compressible) this.#o.compressor.enqueue(f.blob);
    }
    if (state.liveRev !== null && !revisions.has(state.liveRev)) {
      throw new Error(`origin's live revision ${state.liveRev} of ${domain} is not among its revisions`);
    }
    // An alias names one of the revisions just listed; one that does not (discarded meanwhile) is left out.
    const aliases = new Map(Object.entries(state.aliases ?? {}).filter(([, rev]) => revisions.has(rev)));
    const project: EdgeProject = {
      domain,
      version: state.version,
      liveRev: state.liveRev,
      settings: { ...DEFAULT_SETTINGS, ...state.settings },
      revisions,
      aliases,
      syncedAt: Date.now(),
    };
    await projects.set(project);
    if (current && [...current.revisions.keys()].some((r) => !revisions.has(r))) this.#gcWanted = true;
    this.#o.onChange?.(domain);
    return {
      edge: id,
      domain,
      removed: false,
      version: state.version,
      liveRev: state.liveRev,
      revisions: [...revisions.keys()].sort((a, b) => b - a),
      bytesFetched,
      blobsFetched,
    };
  }

  /** The origin has no such project (any more): the edge forgets it. */
  async #removed(domain: string): Promise<EdgeSyncResponse> {
    this.#pending.delete(domain);
    if (await this.#o.projects.remove(domain)) {
      this.#gcWanted = true;
      this.#o.onChange?.(domain);
    }
    return {
      edge: this.#o.id,
      domain,
      removed: true,
      version: null,
      liveRev: null,
      revisions: [],
      bytesFetched: 0,
      blobsFetched: 0,
    };
  }

  /** `known`: where to read some blobs straight from the object store, sent with the request. */
  async #fetchBlobs(
    files: { sha256: string; size: number }[],
    origin: OriginClient,
    known: Urls,
  ): Promise<{ bytes: number; count: number }> {
    const { blobs } = this.#o;
    const todo = new Map<string, number>();
    for (const f of files) if (!blobs.has(f.sha256)) todo.set(f.sha256, f.size);
    let bytes = 0;
    let count = 0;
    // Blobs the origin next to this edge holds are hard-linked in one synchronous pass, handing the event loop
    // back every ADOPT_BATCH blobs (faster than a promise per blob); the rest, and any that cannot be linked,
    // are downloaded.
    const queue: [string, number][] = [];
    const localBlob = this.#o.localBlob;
    let adopted = 0;
    for (const entry of todo) {
      const [sha, size] = entry;
      const local = localBlob && !this.#inflightBlobs.has(sha) ? localBlob(sha) : null;
      if (local && blobs.adopt(sha, size, local)) {
        bytes += size;
        count++;
        if (++adopted % ADOPT_BATCH === 0) await setImmediate();
      } else queue.push(entry);
    }
    // The rest is downloaded: small blobs in batches into one pack of this edge's own, larger ones one by one.
    // A blob another sync is already fetching is waited for, not fetched twice.
    const others: Promise<number>[] = [];
    const small: WantedBlob[] = [];
    const large: WantedBlob[] = [];
    for (const [sha256, size] of queue) {
      const job = this.#inflightBlobs.get(sha256);
      if (job) others.push(job);
      else (size <= PACKED_BLOB_MAX_BYTES ? small : large).push({ sha256, size });
    }
    const urls =
      small.length + large.length > 0 ? await this.#urlsOf([...small, ...large], origin, known) : null;
    const packed = small.length > 0 ? this.#fetchPacked(small, urls, origin) : null;
    const separate = large.length > 0 ? this.#fetchEach(large, urls, origin) : null;
    const [inPack, one] = await Promise.all([packed, separate]);
    await Promise.all(others);
    for (const r of [inPack, one]) {
      if (!r) continue;
      bytes += r.bytes;
      count += r.count;
    }
    // make the renames and links durable before any manifest names these blobs: many folders (a file-heavy
    // site spreads over all 256) take one filesystem sync, a few an fsync each, as does a failed sync. A
    // packed blob's folder is `packs`, where its pack was linked; a pack this edge wrote is durable already.
    const dirs = [
      ...new Set([...todo.keys()].filter((sha) => !inPack?.placed.has(sha)).map((sha) => blobs.dirOf(sha))),
    ];
    if (dirs.length < SYNCFS_MIN_DIRS || !(await syncFilesystem(blobs.root)))
      await Promise.all(dirs.map((d) => fsyncDir(d)));
    return { bytes, count };
  }

  /** Registers `job` as the fetch of each of `wanted` (another sync then waits for it rather than fetching). */
  #claim(wanted: readonly WantedBlob[], job: Promise<unknown>): void {
    for (const { sha256, size } of wanted) {
      const mine = job.then(() => size);
      this.#inflightBlobs.set(sha256, mine);
      void mine.finally(() => this.#inflightBlobs.delete(sha256)).catch(() => {});
    }
  }

  /**
   * Where to read `wanted` straight from the object store: those `known` says, the rest asked of the origin in
   * lists of BLOB_BATCH_MAX (all at once); null when it offers no such URLs (a blob store read through the origin
   * only) or the last read from the object store failed less than DIRECT_PAUSE_MS ago: everything then comes
   * through the origin.
   */
  async #urlsOf(wanted: readonly WantedBlob[], origin: OriginClient, known: Urls): Promise<Urls | null> {
    if (Date.now() < this.#directPausedUntil) return null;
    const urls: Urls = new Map();
    const ask: string[] = [];
    for (const { sha256 } of wanted) {
      const at = known.get(sha256);
      if (at) urls.set(sha256, at);
      else ask.push(sha256);
    }
    if (ask.length > 0 && !origin.blobUrls) return null;
    try {
      const lists: Promise<EdgeBlobUrl[] | null>[] = [];
      for (let i = 0; i < ask.length; i += BLOB_BATCH_MAX)
        lists.push(origin.blobUrls!(ask.slice(i, i + BLOB_BATCH_MAX)));
      for (const list of await Promise.all(lists)) {
        if (!list) return null;
        for (const u of list) urls.set(u.sha256, u);
      }
      if (wanted.some((b) => !urls.has(b.sha256))) return null; // an answer that left a blob out
    } catch (err) {
      this.#directFailed(err);
      return null;
    }
    return urls;
  }

  /** Whether to read from the object store now; false for DIRECT_PAUSE_MS after a failed read. */
  #direct(urls: Urls | null): urls is Urls {
    return urls !== null && !!this.#o.origin.openUrl && Date.now() >= this.#directPausedUntil;
  }

  #directFailed(err: unknown): void {
    this.#directPausedUntil = Date.now() + DIRECT_PAUSE_MS;
    // a presigned URL in a message would be a read key for minutes: left out
    const message = (err as Error).message.replace(/https?:\/\/\S*/g, '<blob URL>');
    this.#o.log?.(`reading blobs from the object store failed (${message}); through the origin for a while`);
  }

  /** Downloads blobs one request each, BLOB_CONCURRENCY at a time, each into a file of its own. */
  #fetchEach(
    wanted: readonly WantedBlob[],
    urls: Urls | null,
    origin: OriginClient,
  ): Promise<{ bytes: number; count: number }> {
    const job = this.#download(wanted, urls, origin);
    this.#claim(wanted, job);
    return job;
  }

  async #download(
    wanted: readonly WantedBlob[],
    urls: Urls | null,
    origin: OriginClient,
  ): Promise<{ bytes: number; count: number }> {
    const { blobs } = this.#o;
    let bytes = 0;
    await eachLimited(wanted, BLOB_CONCURRENCY, async ({ sha256, size }) => {
      const at = urls?.get(sha256);
      if (at && at.size > 0 && this.#direct(urls)) {
        try {
          await blobs.put(sha256, size, await origin.openUrl!(at.url, at.offset, at.size));
          bytes += size;
          return;
        } catch (err) {
          this.#directFailed(err); // then through the origin
        }
      }
      await blobs.put(sha256, size, await origin.openBlob(sha256));
      bytes += size;
    });
    return { bytes, count: wanted.length };
  }

  /** A batch's bytes from the object store: its blobs in the order given, neighbouring ones in one GET. */
  #directBody(batch: readonly WantedBlob[], urls: Urls): AsyncIterable<Uint8Array> {
    const ranges = batch.map((b) => {
      const at = urls.get(b.sha256)!;
      return { path: at.url, offset: at.offset, size: at.size };
    });
    const runs = readRuns(ranges, URL_RUN_BYTES).filter((r) => r.size > 0);
    return streamRuns((run) => this.#o.origin.openUrl!(run.path, run.offset, run.size), runs);
  }

  /**
   * Downloads small blobs in batches (from the object store when `urls` says where, in the order they lie
   * there; else `POST /_sitepub/blobs`), BATCH_CONCURRENCY requests at a time, each verified as it arrives and
   * appended to one new pack, which is made durable and placed in `packs/` before any of its blobs counts as
   * held. A batch the object store fails is asked of the origin. An origin without the batch route (or one
   * that lost a blob meanwhile) answers 404: what is left is then fetched one by one.
   */
  #fetchPacked(
    wanted: readonly WantedBlob[],
    urls: Urls | null,
    origin: OriginClient,
  ): Promise<{ bytes: number; count: number; placed: Set<string> }> {
    const { blobs } = this.#o;
    const job = (async () => {
      const writer = new PackWriter(blobs.tmp, `edge-${Date.now()}-${randomBytes(6).toString('hex')}`);
      let refused = false;
      let placed = new Set<string>();
      try {
        // a failed batch stops the others and is thrown once none is still writing to the pack
        const append = (sha256: string, chunks: Uint8Array[], size: number) => {
          writer.append(sha256, chunks, size); // a blob appended twice (a batch asked again) is kept once
        };
        await eachLimited(
          batches(urls ? inStoreOrder(wanted, urls) : wanted),
          BATCH_CONCURRENCY,
          async (batch) => {
            if (refused) return;
            if (this.#direct(urls))
              try {
                return await receiveBatch(this.#directBody(batch, urls), batch, append);
              } catch (err) {
                this.#directFailed(err); // then through the origin
              }
            const body = await origin.openBlobs(batch.map((b) => b.sha256));
            if (!body) refused = true;
            else await receiveBatch(body, batch, append);
          },
        );
        if (writer.size > 0) {
          blobs.addPack(await writer.place(join(blobs.root, PACKS_DIR)), writer.bytes, writer.entries);
          placed = new Set(writer.entries.keys());
        }
      } catch (err) {
        await writer.discard();
        throw err;
      }
      let bytes = writer.bytes;
      const rest = refused ? wanted.filter((b) => !placed.has(b.sha256)) : [];
      if (rest.length > 0) {
        this.#o.log?.(
          `the origin has no blob batches (or lost a blob); fetching ${rest.length} blobs one by one`,
        );
        const each = await this.#download(rest, null, origin);
        bytes += each.bytes;
      }
      return { bytes, count: wanted.length, placed };
    })();
    this.#claim(wanted, job);
    return job;
  }

  /** Brings every project in line with the origin's list; returns the domains that failed. */
  async reconcile(): Promise<string[]> {
    const { origin, projects } = this.#o;
    const list = await origin.listProjects();
    const remote = new Map(list.map((p) => [p.domain, p.version]));
    const failed: string[] = [];
    const todo: string[] = [];
    for (const p of projects.all()) if (!remote.has(p.domain)) todo.push(p.domain);
    for (const [domain, version] of remote) {
      const local = projects.get(domain);
      if (!local || local.version !== version || this.#errors.has(domain)) todo.push(domain);
    }
    for (const domain of todo) {
      try {
        await this.syncDomain(domain);
      } catch (err) {
        failed.push(domain);
        this.#o.log?.(`reconcile ${domain}: ${(err as Error).message}`);
      }
    }
    this.#gcWanted = true;
    if (this.#active === 0) await this.collectGarbage();
    return failed;
  }

  /** Deletes blobs no held revision references. Runs only when no sync is in flight. */
  async collectGarbage(): Promise<number> {
    if (this.#active > 0) {
      this.#gcWanted = true;
      return 0;
    }
    this.#gcWanted = false;
    const { blobs, projects } = this.#o;
    const refs = projects.referencedBlobs();
    const doomed = [...blobs.shas()].filter((sha) => !refs.has(sha) && !this.#inflightBlobs.has(sha));
    for (const sha of doomed) {
      if (this.#active > 0) break;
      await blobs.remove(sha);
    }
    return doomed.length;
  }
}

/** `wanted` sorted as the blobs lie in the object store (by object, then offset): neighbours share a GET. */
function inStoreOrder(wanted: readonly WantedBlob[], urls: Urls): WantedBlob[] {
  const at = (b: WantedBlob) => urls.get(b.sha256)!;
  return [...wanted].sort((a, b) => {
    const x = at(a);
    const y = at(b);
    return x.url < y.url ? -1 : x.url > y.url ? 1 : x.offset - y.offset;
  });
}
