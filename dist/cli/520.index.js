export const id = 520;
export const ids = [520];
export const modules = {

/***/ 29624:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ FileBlobStore)
});

// UNUSED EXPORTS: MD5_TURN_BLOBS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/packs.js
var packs = __webpack_require__(15439);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/runtime/each-limited.js
var each_limited = __webpack_require__(6492);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/fsync.js
var fsync = __webpack_require__(89892);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sync-filesystem.js
var sync_filesystem = __webpack_require__(22256);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/runs.js
var blobs_runs = __webpack_require__(95742);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/file-batch.js
/**
 * FileBlobStore.readBatch: every asked blob located first (nothing is sent if one is missing), then their bytes
 * streamed in order, neighbouring blobs of one pack file read together up to FILE_RUN_BYTES at a time.
 */



const FILE_RUN_BYTES = 1024 * 1024;
function fileBatch(locate, sha256s) {
    const locations = [];
    let bytes = 0;
    for (const sha256 of sha256s) {
        const at = locate(sha256);
        if (!at)
            return { ok: false, missing: sha256 };
        locations.push(at);
        bytes += at.size;
    }
    const runs = (0,blobs_runs/* readRuns */.x)(locations, FILE_RUN_BYTES);
    return { ok: true, bytes, stream: external_node_stream_.Readable.from(readAll(runs), { objectMode: false }) };
}
async function* readAll(runs) {
    let fh = null;
    let openPath = '';
    try {
        for (const run of runs) {
            if (run.size === 0)
                continue;
            if (!fh || openPath !== run.path) {
                await fh?.close();
                fh = null;
                fh = await (0,promises_.open)(run.path, 'r');
                openPath = run.path;
            }
            for (let done = 0; done < run.size;) {
                const want = Math.min(FILE_RUN_BYTES, run.size - done);
                const { bytesRead, buffer } = await fh.read(Buffer.allocUnsafe(want), 0, want, run.offset + done);
                if (bytesRead === 0)
                    throw new Error(`${run.path} ended before byte ${run.offset + run.size}`);
                done += bytesRead;
                yield bytesRead === want ? buffer : buffer.subarray(0, bytesRead);
            }
        }
    }
    finally {
        await fh?.close();
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/claims.js
var claims = __webpack_require__(72325);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/durable-batch.js
/**
 * A session's new blobs, written but not yet durable nor in place: large ones each in a temp file, small ones in
 * the session's pack. `commitBatch` makes them durable as a batch (one filesystem sync for a large batch, see
 * sync-filesystem.ts; an fsync each otherwise, the first ones started while the upload goes on) and puts them in
 * place; `dropBatch` deletes what a session ended without committing.
 */



/**
 * From this many new blobs on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync each
 * (8 at a time) (figures: docs/bench.md, "Measurements behind the code").
 */
const SYNCFS_MIN_FILES = 128;
/** Thread-pool jobs at once when committing (the pool is shared with uploads still running). */
const COMMIT_CONCURRENCY = 8;
const EARLY_FSYNCS = SYNCFS_MIN_FILES - 1;
const newPending = () => ({
    files: new Map(),
    pack: null,
    early: Promise.resolve(),
});
const isPending = (p, sha256) => p !== null && (p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false));
const fsyncFile = (path) => (0,fsync/* fsyncPath */.H)(path, 'r+');
/**
 * Records a closed temp file of new content in the batch (its fsync started early for the first ones); false
 * when the batch already has that content (the same content written twice at once keeps the first file).
 */
function addTemp(pending, sha256, tmpPath) {
    if (pending.files.has(sha256))
        return false;
    pending.files.set(sha256, tmpPath);
    if (pending.files.size <= EARLY_FSYNCS) {
        pending.early = pending.early.then(() => fsyncFile(tmpPath));
        // awaited by commit() (unless the batch takes the filesystem sync); a session that never commits
        // drops its files, and their fsyncs' failures
        pending.early.catch(() => undefined);
    }
    return true;
}
/** Deletes the batch's temp files and pack, and empties it; returns how many blobs it held. */
async function dropBatch(pending) {
    const temps = [...pending.files.values()];
    const { pack } = pending;
    Object.assign(pending, newPending()); // fsyncs already started fail on the removed files, unheard
    await pack?.discard().catch(() => undefined);
    await (0,each_limited/* eachLimited */.k)(temps, COMMIT_CONCURRENCY, (p) => (0,promises_.unlink)(p).catch(() => undefined));
    return temps.length + (pack?.size ?? 0);
}
/**
 * Makes the batch durable and puts it in place (the pack and its index with two renames, each temp file with
 * one), and empties it. On failure no temp file is left behind (what was already placed stays held by the
 * session, and is discarded with it).
 */
async function commitBatch(pending, to) {
    const { pack, early } = pending;
    const batch = [...pending.files];
    Object.assign(pending, newPending());
    if (pack) {
        try {
            to.placed(await pack.place(to.packsDir), pack);
        }
        catch (err) {
            await pack.discard().catch(() => undefined);
            await (0,each_limited/* eachLimited */.k)(batch, COMMIT_CONCURRENCY, ([, p]) => (0,promises_.unlink)(p).catch(() => undefined));
            throw err;
        }
    }
    if (batch.length === 0)
        return;
    const temps = batch.map(([, p]) => p);
    try {
        const synced = batch.length >= SYNCFS_MIN_FILES && (await to.syncFilesystem(to.tmp));
        if (!synced) {
            await early;
            await (0,each_limited/* eachLimited */.k)(temps.slice(EARLY_FSYNCS), COMMIT_CONCURRENCY, fsyncFile);
        }
        await (0,each_limited/* eachLimited */.k)(batch, COMMIT_CONCURRENCY, ([sha256, p]) => to.place(sha256, p));
    }
    catch (err) {
        // the deploy fails: no temp file is left behind (what was already placed is held, and discarded)
        await (0,each_limited/* eachLimited */.k)(temps, COMMIT_CONCURRENCY, (p) => (0,promises_.unlink)(p).catch(() => undefined));
        throw err;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/loose.js
var loose = __webpack_require__(10420);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/md5.js
/**
 * md5 of stored blobs, from their bytes on disk (writes compute sha256 only; a manifest's `md5sum` needs md5).
 * Each file or pack is opened once for all its listed blobs and read synchronously in 256 KiB pieces,
 * neighbouring blobs of a pack from one piece (thousands of icons in one pack: the cost would be thread-pool
 * round trips, not bytes), the event loop getting a turn every MD5_TURN_BLOBS blobs or MD5_TURN_BYTES. A blob
 * not stored, or gone before it was opened, is left out of the map.
 */



/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
const MD5_TURN_BLOBS = 256;
/**
 * The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn at least every
 * MD5_TURN_BYTES and every MD5_TURN_BLOBS: after a deploy of thousands of icons, one turn per 4 MiB alone held
 * the first request to an edge noticeably (figures: docs/bench.md, "Measurements behind the code").
 */
class Turns {
    #bytes = 0;
    #blobs = 0;
    /** Whether it is time for a turn, after a blob (or a piece of one) of `bytes` bytes. */
    due(bytes) {
        this.#bytes += bytes;
        if (++this.#blobs < MD5_TURN_BLOBS && this.#bytes < MD5_TURN_BYTES)
            return false;
        this.#bytes = this.#blobs = 0;
        return true;
    }
}
const turn = () => new Promise((resolve) => setImmediate(resolve));
async function md5Of(locate, sha256s, bufferBytes) {
    const byPath = new Map();
    for (const sha256 of new Set(sha256s)) {
        const at = locate(sha256);
        if (!at)
            continue;
        let list = byPath.get(at.path);
        if (!list)
            byPath.set(at.path, (list = []));
        list.push({ sha256, offset: at.offset, size: at.size });
    }
    const out = new Map();
    const buf = Buffer.allocUnsafe(bufferBytes);
    const turns = new Turns();
    for (const [path, list] of byPath)
        await md5OfFile(path, list, { buf, turns, out });
    return out;
}
/** The md5s of the blobs `list` in one file, into `out`; none when the file is gone. */
async function md5OfFile(path, list, { buf, turns, out }) {
    let fh;
    try {
        fh = await (0,promises_.open)(path, 'r');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return;
        throw err;
    }
    try {
        // In the order they lie in the file, so neighbouring blobs of a pack come from one read of `buf`.
        list.sort((a, b) => a.offset - b.offset);
        /** The file's bytes `buf` holds: [held, held + heldBytes). */
        let held = 0;
        let heldBytes = 0;
        const short = (blob) => new Error(`blob ${blob.sha256} in ${path} is shorter than its ${blob.size} bytes`);
        for (const blob of list) {
            if (blob.size <= buf.length) {
                if (blob.offset < held || blob.offset + blob.size > held + heldBytes) {
                    held = blob.offset;
                    heldBytes = (0,external_node_fs_.readSync)(fh.fd, buf, 0, buf.length, held);
                    if (heldBytes < blob.size)
                        throw short(blob);
                }
                const at = blob.offset - held;
                out.set(blob.sha256, (0,external_node_crypto_.hash)('md5', buf.subarray(at, at + blob.size), 'hex'));
                if (turns.due(blob.size))
                    await turn();
                continue;
            }
            const md5 = (0,external_node_crypto_.createHash)('md5');
            for (let done = 0; done < blob.size;) {
                const n = (0,external_node_fs_.readSync)(fh.fd, buf, 0, Math.min(buf.length, blob.size - done), blob.offset + done);
                if (n === 0)
                    throw short(blob);
                md5.update(buf.subarray(0, n));
                done += n;
                if (turns.due(n))
                    await turn();
            }
            heldBytes = 0; // buf now holds the end of this blob's pieces, not a window from `held`
            out.set(blob.sha256, md5.digest('hex'));
        }
    }
    finally {
        await fh.close();
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/packs-index.js
/**
 * Which blobs live in packs (`<root>/packs/<name>.pack`, packs.ts) and where: read from the packs' indexes at
 * start-up, extended by each pack a session places, shrunk by removals (a pack is deleted once none of its
 * blobs is listed).
 */


class PacksIndex {
    dir;
    /** Blobs held in packs: sha256 \u2192 where. */
    #packed = new Map();
    constructor(root) {
        this.dir = (0,external_node_path_.join)(root, packs/* PACKS_DIR */.Lb);
    }
    /** Lists the blobs of the packs on disk; deletes packs none of whose blobs is listed. */
    async load() {
        for (const found of await (0,packs/* readPacks */.t8)(this.dir)) {
            const pack = { path: found.path, index: found.index, live: 0 };
            for (const [sha256, offset, size] of found.entries)
                this.#list(sha256, pack, offset, size, found.mtimeMs);
            if (pack.live === 0)
                await (0,packs/* removePack */.CY)(pack);
        }
    }
    get(sha256) {
        return this.#packed.get(sha256);
    }
    has(sha256) {
        return this.#packed.has(sha256);
    }
    /** A copy of the listing (sha256 \u2192 where), to iterate while removing. */
    snapshot() {
        return [...this.#packed];
    }
    /** Lists a packed blob unless the store already has that content. */
    #list(sha256, pack, offset, size, usedAt) {
        if (this.#packed.has(sha256))
            return;
        this.#packed.set(sha256, { pack, offset, size, usedAt });
        pack.live++;
    }
    /** Lists the blobs of a pack just placed (content another session placed meanwhile stays listed there). */
    placed(path, writer) {
        const pack = { path, index: (0,packs/* indexPathOf */.zn)(path), live: 0 };
        const now = Date.now();
        for (const [sha256, [offset, size]] of writer.entries)
            this.#list(sha256, pack, offset, size, now);
        if (pack.live === 0)
            void (0,packs/* removePack */.CY)(pack);
    }
    /** Unlists a packed blob; its pack is deleted when it was the last one listed. */
    async remove(sha256, packed) {
        this.#packed.delete(sha256);
        if (--packed.pack.live === 0)
            await (0,packs/* removePack */.CY)(packed.pack);
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/write.js
var write = __webpack_require__(3017);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs.js
/**
 * Content-addressed blob store on disk: `<root>/<sha256[0..2]>/<sha256>`, and a deploy's new small blobs in one
 * pack file per deploy, `<root>/packs/<name>.pack` (packs.ts).
 * A write streams into `<tmp>/<random>` while computing sha256 (md5s are computed later, for manifests only:
 * Store.fillMd5), fsyncs the file, then renames it into place (or drops it when the blob already exists, touching the existing one so garbage collection's grace
 * period protects it). Blobs up to 256 KiB are hashed in memory first and not written at all when they exist.
 * `flush()` then fsyncs the blob directories so the renames themselves are durable before a revision
 * references them. A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * A session's new blobs are made durable as a batch: each is written and closed in `<tmp>`, and `commit()`
 * syncs them all (one filesystem sync for a large batch, see sync-filesystem.ts; an fsync each otherwise),
 * then renames them into place and flushes the directories. Until then no other deploy sees them, and a
 * session that ends without committing deletes its temp files.
 *
 * A session's new blobs of up to 256 KiB (held in memory until hashed) go into the session's pack instead of a
 * temp file each; `commit()` makes the pack and its index durable and puts them in place with two renames. A
 * packed blob is removed from the store's listing alone; its pack is deleted once none of its blobs is listed.
 *
 * A deploy writes through a `session()`: each blob it writes or finds is held (claimed) from the moment its hash
 * is known, before the store checks whether the content exists. A failed deploy's `discard()` removes at once the
 * blobs it held that no revision references and no other session holds; a session that meets a blob being
 * removed waits for the removal, then writes the content again. Garbage collection skips held blobs too.
 * Claims live in this process: one origin process owns a data folder.
 */


















/**
 * The store's parts, each in src/store/blobs/: loose.ts (blobs with a file of their own), packs-index.ts (blobs
 * in packs), claims.ts (what sessions hold, what is being removed), durable-batch.ts (a session's new blobs until
 * commit), write.ts (hashing a source, spilling it), md5.ts (the md5 pass).
 */
class FileBlobStore {
    root;
    tmp;
    /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
    #tmpPrefix = `${Date.now()}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    #tmpCount = 0;
    #claims = new claims/* Claims */.U();
    #syncFilesystem;
    #packs;
    #loose;
    constructor(root, tmp, options = {}) {
        this.root = root;
        this.tmp = tmp;
        this.#syncFilesystem = options.syncFilesystem ?? sync_filesystem/* syncFilesystem */.j;
        this.#packs = new PacksIndex(root);
        this.#loose = new loose/* LooseBlobs */.h(root);
    }
    async init() {
        await (0,promises_.mkdir)(this.root, { recursive: true });
        await (0,promises_.mkdir)(this.tmp, { recursive: true });
        await this.#packs.load();
    }
    /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
    async cleanTemp() {
        for (const name of await (0,promises_.readdir)(this.tmp))
            await (0,promises_.rm)((0,external_node_path_.join)(this.tmp, name), { force: true, recursive: true });
    }
    async has(sha256) {
        if (this.#packs.has(sha256))
            return true;
        if (!loose/* SHA256 */.a.test(sha256))
            return false;
        return this.#loose.has(sha256);
    }
    async flush(sha256s) {
        const dirs = new Set();
        // a packed blob's folder is `packs/`, made durable when its pack was placed
        for (const sha of sha256s)
            if (!this.#packs.has(sha))
                dirs.add((0,external_node_path_.join)(this.root, sha.slice(0, 2)));
        const list = [...dirs];
        // A few at a time: the thread pool is shared with the uploads still running.
        await (0,each_limited/* eachLimited */.k)(list, COMMIT_CONCURRENCY, (dir) => (0,fsync/* fsyncPath */.H)(dir));
    }
    /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
    local = {
        path: (sha256) => this.#loose.path(sha256),
        locate: (sha256) => this.#locate(sha256),
    };
    async stat(sha256) {
        const at = this.#locate(sha256);
        return at && { size: at.size };
    }
    async read(sha256) {
        const at = this.#locate(sha256);
        if (!at)
            return null;
        if (at.size === 0)
            return external_node_stream_.Readable.from([]);
        return (0,external_node_fs_.createReadStream)(at.path, { start: at.offset, end: at.offset + at.size - 1 });
    }
    async readBatch(sha256s) {
        return fileBatch((sha256) => this.#locate(sha256), sha256s);
    }
    #locate(sha256) {
        const packed = this.#packs.get(sha256);
        if (packed)
            return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
        if (!loose/* SHA256 */.a.test(sha256))
            return null;
        const path = this.#loose.pathOf(sha256);
        const st = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
        return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
    }
    /** md5 of each listed blob, from its bytes on disk (blobs/md5.ts); a blob not stored is left out. */
    md5(sha256s) {
        return md5Of((sha256) => this.#locate(sha256), sha256s, write/* SMALL_BLOB_BYTES */.cy);
    }
    async write(source) {
        return (0,errors/* mapNativeAsync */.Ey)(this.#storing, () => this.#write(source, async () => undefined, null));
    }
    /** What a StoreError of a write says was being done (for the log: it names the folder). */
    get #storing() {
        return `storing blobs in ${this.root}`;
    }
    session() {
        const held = new Set();
        const pending = newPending();
        let open = true;
        const holdNow = (sha256) => {
            if (!held.has(sha256)) {
                held.add(sha256);
                this.#claims.add(sha256);
            }
        };
        const hold = async (sha256) => {
            if (!open)
                throw new Error('blob session already ended');
            holdNow(sha256);
            // A removal that started before this claim finishes first; `has()` then tells the truth.
            await this.#claims.removal(sha256);
        };
        const release = () => {
            if (!open)
                return;
            open = false;
            void dropBatch(pending); // temp files of a session ended without commit()
            for (const sha256 of held)
                this.#claims.drop(sha256);
        };
        return {
            write: (source) => {
                if (!open)
                    return Promise.reject(new Error('blob session already ended'));
                return (0,errors/* mapNativeAsync */.Ey)(this.#storing, () => this.#write(source, hold, pending));
            },
            // The same steps as a small blob's `write` (#keepSmall), without a promise: a deploy of mdi-icons' 7,453
            // icons went through five or six per file.
            writeNow: (chunks) => {
                if (!open)
                    return null;
                const known = (0,write/* smallInfo */.Ou)(chunks);
                if (!known || this.#claims.isRemoving(known.sha256))
                    return null;
                holdNow(known.sha256);
                const where = this.#whereIs(known.sha256, pending);
                if (where === 'stored')
                    void this.#touch(known.sha256); // held meanwhile: garbage collection skips it
                else if (where === 'new')
                    this.#append(pending, known, chunks);
                return known;
            },
            hold,
            commit: (sha256s) => (0,errors/* mapNativeAsync */.Ey)(this.#storing, async () => {
                await commitBatch(pending, {
                    tmp: this.tmp,
                    packsDir: this.#packs.dir,
                    syncFilesystem: this.#syncFilesystem,
                    placed: (path, writer) => this.#packs.placed(path, writer),
                    place: (sha256, tmpPath) => this.#loose.place(sha256, tmpPath),
                });
                await this.flush(sha256s);
            }),
            release,
            discard: async (referenced) => {
                const dropped = await dropBatch(pending);
                release();
                let removed = dropped;
                for (const sha256 of held) {
                    const gone = this.#remove(sha256, async () => !(await referenced(sha256)));
                    if (gone && (await gone))
                        removed++;
                }
                held.clear();
                return removed;
            },
        };
    }
    /**
     * Removes a blob unless a session holds it or a removal is already running (claims.ts); `confirm` runs under
     * the removal mark. Returns null when skipped, else whether it was removed.
     */
    #remove(sha256, confirm) {
        return this.#claims.remove(sha256, confirm, async () => {
            const packed = this.#packs.get(sha256);
            if (packed)
                await this.#packs.remove(sha256, packed);
            else
                await this.#loose.remove(sha256);
        });
    }
    /**
     * Streams `source` into the store; `claim(sha256)` runs once the hash is known, before the existence check.
     * With `pending` (a session), new content is left in the session's pack (small) or closed in its temp file
     * (large) and recorded there for commit(); without, it is made durable and put in place at once.
     */
    async #write(source, claim, pending) {
        if (Array.isArray(source)) {
            // A small blob already in memory (the receive of a deploy reads small files whole): hashed in one call,
            // no iteration through promises (src/server/deploy/receive.ts).
            const chunks = source;
            const known = (0,write/* smallInfo */.Ou)(chunks);
            if (known && (await this.#keepSmall(known, chunks, claim, pending)))
                return known;
        }
        // A small blob is held in memory until its hash is known, so content that is already stored (most of a
        // redeploy) never touches the disk; a larger one spills to a temp file as it streams.
        const head = await (0,write/* readHead */.zy)(source);
        if (head.known && (await this.#keepSmall(head.known, head.chunks, claim, pending)))
            return head.known;
        return this.#writeFile(head, claim, pending);
    }
    /** Writes a blob to a temp file of its own, then keeps it (new content) or drops it (content already here). */
    async #writeFile(head, claim, pending) {
        const tmpPath = (0,external_node_path_.join)(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
        const fh = await (0,promises_.open)(tmpPath, 'wx', 0o644);
        let kept = false; // renamed into place, or handed to the session's pending batch
        let info;
        let exists;
        try {
            try {
                info = await (0,write/* writeAll */.f4)(fh, head);
                if (head.known)
                    exists = false; // claimed by #keepSmall
                else {
                    await claim(info.sha256);
                    exists = isPending(pending, info.sha256) || (await this.has(info.sha256));
                }
                // A blob already stored was made durable when it was first written: only new content is synced, and a
                // session's new content is synced as one batch by commit().
                if (!exists && !pending)
                    await fh.sync();
            }
            finally {
                await fh.close();
            }
            if (exists) {
                if (!isPending(pending, info.sha256))
                    await this.#touch(info.sha256);
            }
            else if (pending) {
                // The same content written twice at once by one session keeps the first temp file.
                kept = addTemp(pending, info.sha256, tmpPath);
            }
            else {
                await this.#loose.place(info.sha256, tmpPath);
                kept = true;
            }
            return info;
        }
        finally {
            if (!kept)
                await (0,promises_.unlink)(tmpPath).catch(() => undefined);
        }
    }
    /**
     * A small blob whose hash is known: claimed, then nothing more when the store or the session has it, else
     * appended to the session's pack. False when there is no session: the caller writes it as a file of its own.
     */
    async #keepSmall(known, chunks, claim, pending) {
        await claim(known.sha256);
        const where = this.#whereIs(known.sha256, pending);
        if (where === 'stored')
            await this.#touch(known.sha256);
        if (where !== 'new')
            return true;
        if (!pending)
            return false;
        this.#append(pending, known, chunks);
        return true;
    }
    /** Once claimed, where content already is: in the session ('pending'), in the store ('stored'), or nowhere. */
    #whereIs(sha256, pending) {
        if (isPending(pending, sha256))
            return 'pending';
        return this.#packs.has(sha256) || this.#loose.has(sha256) ? 'stored' : 'new';
    }
    /** Adds new small content to the session's pack (made durable and placed by commit()). */
    #append(pending, known, chunks) {
        pending.pack ??= new packs/* PackWriter */.lp(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
        pending.pack.append(known.sha256, chunks, known.size);
    }
    /** Marks an existing blob as just used, so garbage collection's grace period protects it. */
    async #touch(sha256) {
        const packed = this.#packs.get(sha256);
        if (packed) {
            packed.usedAt = Date.now();
            return;
        }
        const now = new Date();
        await (0,promises_.utimes)(this.#loose.path(sha256), now, now).catch(() => undefined);
    }
    async collectGarbage(referenced, graceMs) {
        let removed = 0;
        const cutoff = Date.now() - graceMs;
        for (const [sha256, entry] of this.#packs.snapshot()) {
            if (referenced(sha256))
                continue;
            const gone = this.#remove(sha256, async () => this.#packs.get(sha256) === entry && entry.usedAt <= cutoff);
            if (gone && (await gone))
                removed++;
        }
        const loose = await this.#collectLoose(referenced, cutoff);
        return loose === null ? 0 : removed + loose;
    }
    /** Garbage collection of the blobs with a file of their own, unused since `cutoff`; null when the root cannot
     * be listed. */
    async #collectLoose(referenced, cutoff) {
        let removed = 0;
        let dirs;
        try {
            dirs = await (0,promises_.readdir)(this.root);
        }
        catch {
            return null;
        }
        for (const dir of dirs) {
            let names;
            try {
                names = await (0,promises_.readdir)((0,external_node_path_.join)(this.root, dir));
            }
            catch {
                continue;
            }
            for (const name of names) {
                if (!loose/* SHA256 */.a.test(name) || referenced(name))
                    continue;
                const p = (0,external_node_path_.join)(this.root, dir, name);
                // raced with another removal or a write (stat/unlink failing): left
                const gone = this.#remove(name, async () => (await (0,promises_.stat)(p)).mtimeMs <= cutoff);
                if (gone && (await gone))
                    removed++;
            }
        }
        return removed;
    }
}


/***/ }),

/***/ 24062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ FileCaKeys)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/**
 * The CA root of the embedded store: `<dir>/root.cert.pem` and `<dir>/root.key.pem` (mode 0600, folder 0700).
 * The key is put in place first and the certificate last, so a root is only read whole; a half-written one (a
 * crash in between) reads as none and is replaced. One process owns the data folder (its lock), so `create`
 * has no other writer to race.
 */


class FileCaKeys {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    async get() {
        try {
            const [certPem, keyPem] = await Promise.all([
                (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, 'root.cert.pem'), 'utf8'),
                (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, 'root.key.pem'), 'utf8'),
            ]);
            return certPem && keyPem ? { certPem, keyPem } : null;
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return null;
            throw err;
        }
    }
    async create(pair) {
        const stored = await this.get();
        if (stored)
            return stored;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(this.dir, { recursive: true, mode: 0o700 });
        const keyPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, 'root.key.pem');
        const certPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, 'root.cert.pem');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(keyPath + '.tmp', pair.keyPem, { mode: 0o600 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(keyPath + '.tmp', keyPath);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(certPath + '.tmp', pair.certPem);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(certPath + '.tmp', certPath);
        return pair;
    }
}


/***/ }),

/***/ 44300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ FileOutbox)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46342);
/**
 * The mail outbox of the embedded store: each mail is `<dir>/<epoch ms>-<kind>-<random>.json`
 * (`{to, subject, text, kind, date}`, mode 0600), written with a temp file + rename so a reader never sees half a
 * mail. Operators forward the folder with any tool.
 */




class FileOutbox {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    put(mail) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .mapNativeAsync */ .Ey)(`writing a mail to the outbox ${this.dir}`, async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
            const kind = mail.kind.replace(/[^a-z0-9-]/gi, '_');
            const name = `${Date.now()}-${kind}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.json`;
            const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, `.${name}.tmp`);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2) + '\n', {
                mode: 0o600,
            });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, name));
        });
    }
    async list() {
        let names;
        try {
            names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(this.dir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
        }
        catch {
            return [];
        }
        return Promise.all(names.map(async (file) => ({
            ...JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, file), 'utf8')),
            file,
        })));
    }
}


/***/ })

};
