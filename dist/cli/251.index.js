export const id = 251;
export const ids = [251];
export const modules = {

/***/ 40800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ addTemp),
/* harmony export */   MD: () => (/* binding */ COMMIT_CONCURRENCY),
/* harmony export */   QD: () => (/* binding */ newPending),
/* harmony export */   ac: () => (/* binding */ dropBatch),
/* harmony export */   mm: () => (/* binding */ isPending),
/* harmony export */   o7: () => (/* binding */ fsyncFile),
/* harmony export */   w5: () => (/* binding */ commitBatch)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _each_limited_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54827);
/* harmony import */ var _fsync_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89892);
/**
 * A session's new blobs, written but not yet durable nor in place: large ones each in a temp file, small ones in
 * the session's pack (the same for both media, sessions.ts). `commitBatch` (the data folder's) makes them durable
 * as a batch (one filesystem sync for a large batch, see
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
const fsyncFile = (path) => (0,_fsync_js__WEBPACK_IMPORTED_MODULE_1__/* .fsyncPath */ .H)(path, 'r+');
/**
 * Records a closed temp file of new content in the batch (`settle`, the data folder's fsync, started early for
 * the first ones); false when the batch already has that content (the same content written twice at once keeps
 * the first file).
 */
function addTemp(pending, sha256, blob, settle) {
    if (pending.files.has(sha256))
        return false;
    pending.files.set(sha256, blob);
    if (settle && pending.files.size <= EARLY_FSYNCS) {
        pending.early = pending.early.then(() => settle(blob.path));
        // awaited by commit() (unless the batch takes the filesystem sync); a session that never commits
        // drops its files, and their fsyncs' failures
        pending.early.catch(() => undefined);
    }
    return true;
}
/** Deletes the batch's temp files and pack, and empties it; returns how many blobs it held. */
async function dropBatch(pending) {
    const temps = [...pending.files.values()].map((f) => f.path);
    const { pack } = pending;
    Object.assign(pending, newPending()); // fsyncs already started fail on the removed files, unheard
    await pack?.discard().catch(() => undefined);
    await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_2__/* .eachLimited */ .k)(temps, COMMIT_CONCURRENCY, (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(p).catch(() => undefined));
    return temps.length + (pack?.size ?? 0);
}
/**
 * Makes the batch durable and puts it in place (the pack and its index with two renames, each temp file with
 * one). On failure no temp file is left behind (what was already placed stays held by the
 * session, and is discarded with it).
 */
async function commitBatch(pending, to) {
    const { pack, early } = pending;
    const batch = [...pending.files].map(([sha256, f]) => [sha256, f.path]);
    if (pack) {
        try {
            to.placed(await pack.place(to.packsDir), pack);
        }
        catch (err) {
            await pack.discard().catch(() => undefined);
            await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_2__/* .eachLimited */ .k)(batch, COMMIT_CONCURRENCY, ([, p]) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(p).catch(() => undefined));
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
            await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_2__/* .eachLimited */ .k)(temps.slice(EARLY_FSYNCS), COMMIT_CONCURRENCY, fsyncFile);
        }
        await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_2__/* .eachLimited */ .k)(batch, COMMIT_CONCURRENCY, ([sha256, p]) => to.place(sha256, p));
    }
    catch (err) {
        // the deploy fails: no temp file is left behind (what was already placed is held, and discarded)
        await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_2__/* .eachLimited */ .k)(temps, COMMIT_CONCURRENCY, (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(p).catch(() => undefined));
        throw err;
    }
}


/***/ }),

/***/ 10420:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ SHA256),
/* harmony export */   h: () => (/* binding */ LooseBlobs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * Blobs with a file of their own, `<root>/<sha256[0..2]>/<sha256>`: their paths, whether one exists (from each
 * prefix folder's listing, read once and kept up to date by this process's renames and unlinks), placing a
 * durable temp file as one, removing one.
 */



const SHA256 = /^[0-9a-f]{64}$/;
/** A folder's entry names; none when it does not exist (yet), or is not a folder (as `stat` would find no blob). */
function listFolder(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return [];
        throw err;
    }
}
class LooseBlobs {
    #root;
    /** `root` normalised, ending in `/`: blob paths are this plus `<sha256[0..2]>/<sha256>`. */
    #rootPrefix;
    /** Prefix folders known to exist (saves a mkdir per blob). */
    #dirs = new Set();
    /**
     * The blobs with a file of their own, per prefix folder (`<sha256[0..2]>` \u2192 names), each folder listed on
     * first use and kept up to date by this process's renames and unlinks (see has).
     */
    #names = new Map();
    constructor(root) {
        this.#root = root;
        this.#rootPrefix = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '/');
    }
    /** Where blob `sha256` has its own file; throws on a malformed digest. */
    path(sha256) {
        if (!SHA256.test(sha256))
            throw new Error(`not a sha256 hex digest: ${sha256.slice(0, 80)}`);
        return this.pathOf(sha256);
    }
    /** Where a blob's own file is, for a digest known to be well formed (no check, no path.join per call). */
    pathOf(sha256) {
        return `${this.#rootPrefix}${sha256.slice(0, 2)}/${sha256}`;
    }
    /**
     * Whether a blob the store hashed itself has a file of its own. Asked once per uploaded file (a deploy of
     * 7,453 icons asks 7,453 times, nearly always of new content), so the answer comes from the listing of its
     * prefix folder, read once (one `readdir` instead of a failed `stat` per new blob, which showed in the origin's
     * CPU during such a deploy). A blob the listing has is confirmed with a `stat`, so a file
     * removed behind the store's back is written again, as before; a file put there behind its back is only
     * written again (same content, same name).
     */
    has(sha256) {
        const prefix = sha256.slice(0, 2);
        let names = this.#names.get(prefix);
        if (!names) {
            names = new Set(listFolder(this.#rootPrefix + prefix));
            this.#names.set(prefix, names);
        }
        return names.has(sha256) && ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(this.pathOf(sha256), { throwIfNoEntry: false })?.isFile() ?? false);
    }
    /** Keeps a listed prefix folder's names in step with a blob file placed (true) or removed (false). */
    #changed(sha256, present) {
        const names = this.#names.get(sha256.slice(0, 2));
        if (present)
            names?.add(sha256);
        else
            names?.delete(sha256);
    }
    /** Renames a durable temp file into place as blob `sha256`. */
    async place(sha256, tmpPath) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.#root, sha256.slice(0, 2));
        if (!this.#dirs.has(dir)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
            this.#dirs.add(dir);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmpPath, this.path(sha256));
        this.#changed(sha256, true);
    }
    async remove(sha256) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(this.path(sha256));
        this.#changed(sha256, false);
    }
}


/***/ }),

/***/ 40324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ parseIndex),
/* harmony export */   CY: () => (/* binding */ removePack),
/* harmony export */   Lb: () => (/* binding */ PACKS_DIR),
/* harmony export */   lp: () => (/* binding */ PackWriter),
/* harmony export */   q: () => (/* binding */ PACKED_BLOB_MAX_BYTES),
/* harmony export */   t8: () => (/* binding */ readPacks),
/* harmony export */   zn: () => (/* binding */ indexPathOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _fsync_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89892);
/**
 * Pack files of the origin's blob store: a deploy's new small blobs written one after another into one file,
 * `<root>/packs/<name>.pack`, with an index `<name>.idx` beside it (one `<sha256> <offset> <size>` line per
 * blob). Creating a file costs far more kernel time than writing its bytes into an open one
 * (bench/file-create-probe.ts; figures: docs/bench.md, "Measurements behind the code"), so a site of many small files is stored with two files
 * instead of one per file, and an edge next to the origin hard-links those two instead of one per file.
 *
 * A pack is written in the store's temp folder, made durable (fsync of both files), then renamed into
 * `packs/` (the index last) and the folder fsynced; once there, neither file changes again: a pack is deleted
 * as a whole when none of its blobs is wanted any more. A crash leaves at most a temp pack (removed at
 * start-up) or a pack without its index (removed by `readPacks`).
 */




const SHA256 = /^[0-9a-f]{64}$/;
const PACKS_DIR = 'packs';
/**
 * Blobs up to this size go into packs: the origin's new small blobs of a deploy, and a standalone edge's
 * downloaded ones (src/edge/blob-batch.ts). Larger files keep a file of their own.
 */
const PACKED_BLOB_MAX_BYTES = 256 * 1024;
const indexPathOf = (packPath) => packPath.replace(/\.pack$/, '.idx');
/** Appended blobs are gathered up to this many bytes before one write (7,453 icons: 7,453 writes \u2192 22). */
const WRITE_BUFFER_BYTES = 256 * 1024;
/**
 * Appends blobs to a new pack in `tmpDir`. Writes are synchronous: the blobs are small and already in memory,
 * and a write to the page cache takes microseconds against a thread-pool round trip each. They are gathered in
 * a buffer of WRITE_BUFFER_BYTES first: on a site of thousands of icons one write call per blob was a tenth of
 * the origin's receive.
 */
class PackWriter {
    name;
    #tmpPath;
    #fd = null;
    #offset = 0;
    #buffer = null;
    #buffered = 0;
    /** sha256 \u2192 [offset, size], in write order. */
    entries = new Map();
    constructor(tmpDir, name) {
        this.name = name;
        this.#tmpPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tmpDir, `${name}.pack`);
    }
    append(sha256, chunks, size) {
        const known = this.entries.get(sha256);
        if (known)
            return known;
        this.#fd ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.#tmpPath, 'wx', 0o644);
        const at = this.#offset;
        for (const chunk of chunks) {
            if (this.#buffered + chunk.byteLength > WRITE_BUFFER_BYTES)
                this.#flush();
            if (chunk.byteLength >= WRITE_BUFFER_BYTES)
                writeAll(this.#fd, chunk);
            else {
                this.#buffer ??= Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
                this.#buffer.set(chunk, this.#buffered);
                this.#buffered += chunk.byteLength;
            }
        }
        this.#offset += size;
        const slot = [at, size];
        this.entries.set(sha256, slot);
        return slot;
    }
    /** Writes what is gathered in the buffer. */
    #flush() {
        if (this.#buffered === 0 || this.#fd === null)
            return;
        writeAll(this.#fd, this.#buffer.subarray(0, this.#buffered));
        this.#buffered = 0;
    }
    get size() {
        return this.entries.size;
    }
    /** Bytes written so far: the pack file's size once placed. */
    get bytes() {
        return this.#offset;
    }
    /**
     * Makes the pack durable and puts it in `packsDir` with its index; returns the placed pack's path. On failure
     * nothing is left in `packsDir` but a pack without index, which `readPacks` removes.
     */
    async place(packsDir) {
        this.finish(true);
        const text = this.indexText();
        const tmpIndex = indexPathOf(this.#tmpPath);
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmpIndex, 'wx', 0o644);
        try {
            await fh.writeFile(text);
            await fh.sync();
        }
        finally {
            await fh.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(packsDir, { recursive: true });
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(packsDir, `${this.name}.pack`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(this.#tmpPath, path);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmpIndex, indexPathOf(path));
        await (0,_fsync_js__WEBPACK_IMPORTED_MODULE_3__/* .fsyncPath */ .H)(packsDir);
        return path;
    }
    /**
     * Writes what is buffered and closes the pack's temp file (made durable first with `sync`); returns its path.
     * The S3 store uploads it from there (src/store/s3/).
     */
    finish(sync = false) {
        if (this.#fd === null)
            throw new Error('empty pack');
        this.#flush();
        this.#buffer = null;
        if (sync)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fsyncSync)(this.#fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.#fd);
        this.#fd = null;
        return this.#tmpPath;
    }
    /** The pack's index: one `<sha256> <offset> <size>` line per blob, in write order. */
    indexText() {
        let text = '';
        for (const [sha, [offset, size]] of this.entries)
            text += `${sha} ${offset} ${size}\n`;
        return text;
    }
    /** Drops an unplaced pack (a session ended without commit). */
    async discard() {
        this.#buffer = null;
        this.#buffered = 0;
        if (this.#fd !== null) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.#fd);
            this.#fd = null;
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(this.#tmpPath, { force: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(indexPathOf(this.#tmpPath), { force: true });
    }
}
function writeAll(fd, bytes) {
    for (let off = 0; off < bytes.byteLength;)
        off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, off, bytes.byteLength - off);
}
/** Parses an index; lines that are not `<sha256> <offset> <size>` within `packSize` bytes are skipped. */
function parseIndex(text, packSize) {
    const out = [];
    for (const line of text.split('\n')) {
        const [sha, o, s] = line.split(' ');
        const offset = Number(o);
        const size = Number(s);
        if (!sha || !SHA256.test(sha) || !Number.isSafeInteger(offset) || !Number.isSafeInteger(size))
            continue;
        if (offset < 0 || size < 0 || offset + size > packSize)
            continue;
        out.push([sha, offset, size]);
    }
    return out;
}
/**
 * The placed packs of `packsDir` (missing folder: none), for the origin's store and for an edge's, which
 * hard-links the same files. Removes what a crash left half-placed: a pack without its index, an index without
 * its pack.
 */
async function readPacks(packsDir) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(packsDir);
    }
    catch {
        return [];
    }
    const present = new Set(names);
    const packs = [];
    for (const name of names) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(packsDir, name);
        if (name.endsWith('.idx')) {
            if (!present.has(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(name, '.idx')}.pack`))
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
            continue;
        }
        if (!name.endsWith('.pack'))
            continue;
        const index = indexPathOf(path);
        if (!present.has((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(index))) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
            continue;
        }
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        const entries = parseIndex(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(index, 'utf8'), st.size);
        packs.push({ path, index, size: st.size, mtimeMs: st.mtimeMs, entries });
    }
    return packs;
}
/** Deletes a pack's two files (hard links elsewhere, an edge's, keep the content). */
async function removePack(pack) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(pack.path).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(pack.index).catch(() => undefined);
}


/***/ }),

/***/ 14099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JF: () => (/* binding */ readOne),
/* harmony export */   P8: () => (/* binding */ streamRuns),
/* harmony export */   Y6: () => (/* binding */ locateAll),
/* harmony export */   x3: () => (/* binding */ readBatch),
/* harmony export */   xx: () => (/* binding */ readRuns)
/* harmony export */ });
/* harmony import */ var p_map__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(606);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/**
 * Reading blobs, once for both media (medium.ts `locate` and `readRange`): one blob (read, with a second look
 * when its pack went meanwhile), or many back to back (readBatch, what `POST /_sitepub/blobs` sends a standalone
 * edge). Every blob of a batch is located first (nothing is sent if one is missing); neighbouring ranges of one
 * source (a pack file, or a pack object of an S3 bucket) are merged into one read of up to the medium's
 * `runBytes`, so a batch of a deploy's packed icons costs a few reads rather than one per blob, the next read
 * opened while the previous one streams.
 */


/** Adjacent ranges of one source merged into reads of at most `maxBytes` (a larger blob is a run of its own). */
function readRuns(ranges, maxBytes) {
    const runs = [];
    let last;
    for (const at of ranges) {
        if (last &&
            last.path === at.path &&
            last.offset + last.size === at.offset &&
            last.size + at.size <= maxBytes)
            last.size += at.size;
        else
            runs.push((last = { path: at.path, offset: at.offset, size: at.size }));
    }
    return runs;
}
/** Where each of `sha256s` is (asked once each); a blob not stored is left out. */
async function locateAll(medium, sha256s) {
    const found = new Map();
    await (0,p_map__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .Ay)([...new Set(sha256s)], async (sha256) => {
        const at = await medium.locate(sha256);
        if (at)
            found.set(sha256, at);
    }, { concurrency: medium.locateConcurrency });
    return found;
}
/** A stored blob's bytes, or null; a pack gone since it was listed is looked for again once (medium.lost). */
async function readOne(medium, sha256) {
    for (let attempt = 0; attempt < 2; attempt++) {
        const at = await medium.locate(sha256);
        if (!at)
            return null;
        if (at.size === 0)
            return node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable.from([]);
        const body = await medium.readRange(at);
        if (body)
            return body;
        // removed (by another origin's garbage collection) since it was listed: its content may be in another pack
        if (!at.packed || !medium.lost)
            return null;
        await medium.lost(at);
    }
    return null;
}
async function readBatch(medium, sha256s) {
    const found = await locateAll(medium, sha256s);
    const ranges = [];
    let bytes = 0;
    for (const sha256 of sha256s) {
        const at = found.get(sha256);
        if (!at)
            return { ok: false, missing: sha256 };
        ranges.push(at);
        bytes += at.size;
    }
    const runs = readRuns(ranges, medium.runBytes).filter((r) => r.size > 0);
    return {
        ok: true,
        bytes,
        stream: node_stream__WEBPACK_IMPORTED_MODULE_0__.Readable.from(streamRuns((run) => medium.readRange(run), runs), { objectMode: false }),
    };
}
/**
 * The bytes of `runs` one after another, each opened with `open` (null: gone) while the previous one streams;
 * a run that sends more or fewer bytes than its size fails the stream. Also how a standalone edge reads runs of
 * a bucket's objects by URL (src/edge/sync.ts).
 */
async function* streamRuns(open, runs) {
    const openRun = async (run) => {
        const body = await open(run);
        if (!body)
            throw new Error(`${run.path} is gone (removed while being read)`);
        return body;
    };
    let next = runs[0] ? openRun(runs[0]) : null;
    try {
        for (let i = 0; i < runs.length; i++) {
            const body = await next;
            next = runs[i + 1] ? openRun(runs[i + 1]) : null;
            // a failure of the one started early is seen when its turn comes
            next?.catch(() => undefined);
            let got = 0;
            for await (const chunk of body) {
                got += chunk.byteLength;
                yield chunk;
            }
            if (got !== runs[i].size)
                throw new Error(`${runs[i].path} sent ${got} bytes of the ${runs[i].size} asked`);
        }
    }
    finally {
        // the consumer went away: the read started early is closed unread
        void next?.then((b) => b.destroy()).catch(() => undefined);
    }
}


/***/ }),

/***/ 22094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ MediumBlobStore)
});

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/reads.js
var reads = __webpack_require__(14099);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/packs.js
var packs = __webpack_require__(40324);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/claims.js
/**
 * Claim and removal bookkeeping: which blobs deploy sessions hold (sha256 \u2192 number of sessions), and which are
 * being removed (a discard or garbage collection). A blob held is never removed; a session that claims a blob
 * being removed waits for the removal. Claims live in this process: one origin process owns a data folder.
 */
class Claims {
    /** sha256 \u2192 number of sessions holding it. */
    #held = new Map();
    /** sha256 \u2192 its removal in progress. */
    #removing = new Map();
    add(sha256) {
        this.#held.set(sha256, (this.#held.get(sha256) ?? 0) + 1);
    }
    drop(sha256) {
        const n = (this.#held.get(sha256) ?? 1) - 1;
        if (n > 0)
            this.#held.set(sha256, n);
        else
            this.#held.delete(sha256);
    }
    /** The removal of `sha256` in progress, if any (a claim waits for it). */
    removal(sha256) {
        return this.#removing.get(sha256);
    }
    isRemoving(sha256) {
        return this.#removing.has(sha256);
    }
    /**
     * Runs `drop` unless a session holds the blob or a removal is already running; `confirm` runs under the
     * removal mark (a session claiming the blob meanwhile waits). Returns null when skipped, else whether it was
     * removed (a failure of `confirm` or `drop` counts as not removed).
     */
    remove(sha256, confirm, drop) {
        if (this.#held.has(sha256) || this.#removing.has(sha256))
            return null;
        const removal = (async () => {
            if (!(await confirm()))
                return false;
            await drop();
            return true;
        })()
            .catch(() => false)
            .finally(() => this.#removing.delete(sha256));
        this.#removing.set(sha256, removal);
        return removal;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/durable-batch.js
var durable_batch = __webpack_require__(40800);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/write.js
var write = __webpack_require__(3017);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/sessions.js
/**
 * The blob-session logic, once for both media (the data folder, an S3 bucket; medium.ts): writing content by
 * its sha256, deploy sessions that hold what they write or find, their commit, release and discard, and the
 * removals of garbage collection under the same claims.
 *
 * A write hashes its source as it streams (write.ts). A small blob (up to 256 KiB) is held in memory until its
 * hash is known, so content already stored never touches the disk: found stored, it is touched (garbage
 * collection's grace period protects it); new, it goes into the session's pack. A larger one is written to a
 * temp file of the medium's folder, then dropped when the content is stored already, else kept for the
 * session's commit. Outside a session new content is put at once.
 *
 * A deploy writes through a `session()`: each blob it writes or finds is held (claimed, claims.ts) from the
 * moment its hash is known, before the store checks whether the content exists. Nothing a session writes is
 * visible before `commit()`, which puts its pack and temp files as one batch (the medium's putBatch). A failed
 * deploy's `discard()` removes at once the blobs it held that no revision references and no other session
 * holds (on S3, only those it created: another origin may use content it found); a session that meets a blob
 * being removed waits for the removal, then writes the content again. Garbage collection skips held blobs too.
 * Claims live in this process.
 */








class BlobSessions {
    #medium;
    #claims = new Claims();
    /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
    #tmpPrefix = `${Date.now()}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    #tmpCount = 0;
    constructor(medium) {
        this.#medium = medium;
    }
    /** Removes the temp files in the medium's folder (left by a crash). Call only when no write is in progress. */
    async cleanTemp() {
        for (const name of await (0,promises_.readdir)(this.#medium.tmp))
            await (0,promises_.rm)((0,external_node_path_.join)(this.#medium.tmp, name), { force: true, recursive: true });
    }
    /** Streams `source` into the store; resolves once the blob is stored (durable and visible). */
    write(source) {
        return (0,errors/* mapNativeAsync */.Ey)(this.#medium.doing, () => this.#write(source, null));
    }
    session() {
        const medium = this.#medium;
        const held = new Set();
        const batch = (0,durable_batch/* newPending */.QD)();
        let open = true;
        const ready = medium.starting();
        let readyNow = ready === null;
        void ready?.finally(() => (readyNow = true));
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
            void (0,durable_batch/* dropBatch */.ac)(batch); // temp files of a session ended without commit()
            for (const sha256 of held)
                this.#claims.drop(sha256);
        };
        const s = { hold, batch, ready, own: new Map() };
        return {
            write: (source) => {
                if (!open)
                    return Promise.reject(new Error('blob session already ended'));
                return (0,errors/* mapNativeAsync */.Ey)(medium.doing, () => this.#write(source, s));
            },
            // The same steps as a small blob's `write` (#keepSmall), without a promise: a deploy of mdi-icons' 7,453
            // icons went through five or six per file.
            writeNow: (chunks) => {
                if (!open || !readyNow)
                    return null;
                const known = (0,write/* smallInfo */.Ou)(chunks);
                if (!known || this.#claims.isRemoving(known.sha256))
                    return null;
                holdNow(known.sha256);
                if ((0,durable_batch/* isPending */.mm)(batch, known.sha256))
                    return known;
                if (medium.known(known.sha256))
                    void medium.touch(known.sha256); // held meanwhile: garbage collection skips it
                else
                    this.#append(batch, known, chunks);
                return known;
            },
            hold,
            commit: (sha256s) => (0,errors/* mapNativeAsync */.Ey)(medium.doing, async () => {
                const taken = { ...batch };
                Object.assign(batch, (0,durable_batch/* newPending */.QD)());
                for (const [sha256, kind] of await medium.putBatch(taken, sha256s))
                    s.own.set(sha256, kind);
            }),
            release,
            discard: async (referenced) => {
                const dropped = await (0,durable_batch/* dropBatch */.ac)(batch);
                release();
                let removed = dropped;
                for (const sha256 of held) {
                    const kind = s.own.get(sha256);
                    if (kind === undefined && !medium.ownsFound)
                        continue; // found stored: left to garbage collection
                    const gone = this.#remove(sha256, kind, async () => medium.isAt(sha256, kind) && !(await referenced(sha256)));
                    if (gone && (await gone))
                        removed++;
                }
                held.clear();
                return removed;
            },
        };
    }
    /** Removes each candidate no file record references (unless held or being removed); returns how many. */
    async collect(referenced, garbage) {
        let removed = 0;
        for await (const g of garbage) {
            if (referenced(g.sha256))
                continue;
            const gone = this.#remove(g.sha256, g.kind, g.confirm);
            if (gone && (await gone))
                removed++;
        }
        return removed;
    }
    /**
     * Removes a blob unless a session holds it or a removal is already running (claims.ts); `confirm` runs under
     * the removal mark. Returns null when skipped, else whether it was removed.
     */
    #remove(sha256, kind, confirm) {
        return this.#claims.remove(sha256, confirm, () => this.#medium.delete(sha256, kind));
    }
    /**
     * Streams `source` into the store; the session's `hold(sha256)` runs once the hash is known, before the
     * existence check. In a session, new content is left in the session's pack (small) or closed in its temp
     * file (large) until commit(); without, it is put at once.
     */
    async #write(source, s) {
        if (Array.isArray(source)) {
            // A small blob already in memory (the receive of a deploy reads small files whole): hashed in one call,
            // no iteration through promises (src/server/deploy/receive.ts).
            const chunks = source;
            const known = (0,write/* smallInfo */.Ou)(chunks);
            if (known && (await this.#keepSmall(known, chunks, s)))
                return known;
        }
        const head = await (0,write/* readHead */.zy)(source);
        if (head.known && (await this.#keepSmall(head.known, head.chunks, s)))
            return head.known;
        return this.#writeFile(head, s);
    }
    /**
     * A small blob whose hash is known: held, then nothing more when the session or the store has it, else
     * appended to the session's pack. False when there is no session: the caller writes it as a blob of its own.
     */
    async #keepSmall(known, chunks, s) {
        if (s) {
            await s.hold(known.sha256);
            if ((0,durable_batch/* isPending */.mm)(s.batch, known.sha256))
                return true;
            if (s.ready)
                await s.ready;
        }
        if (this.#medium.known(known.sha256)) {
            await this.#medium.touch(known.sha256);
            return true;
        }
        if (!s)
            return false;
        this.#append(s.batch, known, chunks);
        return true;
    }
    /** Writes a blob to a temp file of its own, then keeps it (new content) or drops it (content already here). */
    async #writeFile(head, s) {
        const medium = this.#medium;
        const tmpPath = (0,external_node_path_.join)(medium.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
        const fh = await (0,promises_.open)(tmpPath, 'wx', medium.tempMode);
        let kept = false; // handed to the session's batch
        try {
            let blob;
            try {
                blob = await (0,write/* spill */.hG)(fh, head, medium.md5OfTemps);
            }
            finally {
                await fh.close();
            }
            const info = { sha256: blob.sha256, size: blob.size };
            if (s && !head.known)
                await s.hold(info.sha256);
            if (s && (0,durable_batch/* isPending */.mm)(s.batch, info.sha256))
                return info;
            if (await medium.has(info.sha256)) {
                await medium.touch(info.sha256);
                return info;
            }
            const temp = { path: tmpPath, size: info.size, md5: blob.md5 };
            // The same content written twice at once by one session keeps the first temp file.
            if (s)
                kept = (0,durable_batch/* addTemp */.AY)(s.batch, info.sha256, temp, medium.settle?.bind(medium));
            else
                await medium.put(info.sha256, temp); // moves the temp file, or copies it (then it is dropped here)
            return info;
        }
        finally {
            if (!kept)
                await (0,promises_.unlink)(tmpPath).catch(() => undefined);
        }
    }
    /** Adds new small content to the session's pack (put by commit()). */
    #append(batch, known, chunks) {
        batch.pack ??= new packs/* PackWriter */.lp(this.#medium.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
        batch.pack.append(known.sha256, chunks, known.size);
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/store.js


class MediumBlobStore {
    tmp;
    #medium;
    sessions;
    constructor(medium) {
        this.tmp = medium.tmp;
        this.#medium = medium;
        this.sessions = new BlobSessions(medium);
    }
    /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
    cleanTemp() {
        return this.sessions.cleanTemp();
    }
    async has(sha256) {
        return (await this.#medium.locate(sha256)) !== null;
    }
    async stat(sha256) {
        const at = await this.#medium.locate(sha256);
        return at && { size: at.size };
    }
    read(sha256) {
        return (0,reads/* readOne */.JF)(this.#medium, sha256);
    }
    readBatch(sha256s) {
        return (0,reads/* readBatch */.x3)(this.#medium, sha256s);
    }
    write(source) {
        return this.sessions.write(source);
    }
    session() {
        return this.sessions.session();
    }
}


/***/ }),

/***/ 3017:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ smallInfo),
/* harmony export */   cy: () => (/* binding */ SMALL_BLOB_BYTES),
/* harmony export */   hG: () => (/* binding */ spill),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40324);
/* harmony import */ var _sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87838);
/**
 * Reading a blob's source: hashing it as it streams, holding a small blob in memory until its hash is known (so
 * content that is already stored never touches the disk), spilling a larger one to a temp file.
 */



/** Blobs up to this size are hashed in memory before any disk write (at most 16 in flight per deploy). */
const SMALL_BLOB_BYTES = _packs_js__WEBPACK_IMPORTED_MODULE_1__/* .PACKED_BLOB_MAX_BYTES */ .q;
/** A blob given whole in memory: its digest and size, or null when it is larger than a small blob. */
function smallInfo(chunks) {
    let size = 0;
    for (const c of chunks)
        size += c.byteLength;
    return size <= SMALL_BLOB_BYTES ? { sha256: (0,_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Of */ .B)(chunks), size } : null;
}
async function readHead(source) {
    const sha = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let size = 0;
    const rest = Symbol.asyncIterator in source
        ? source[Symbol.asyncIterator]()
        : (async function* () {
            yield* source;
        })();
    const chunks = [];
    for (let r = await rest.next(); !r.done; r = await rest.next()) {
        sha.update(r.value);
        size += r.value.byteLength;
        chunks.push(r.value);
        if (size > SMALL_BLOB_BYTES)
            return { chunks, sha, size, rest, known: null };
    }
    return { chunks, sha, size, rest, known: { sha256: sha.digest('hex'), size } };
}
/**
 * Writes the head and the rest of the source to `fh`; returns the whole blob's digest and size, and with
 * `withMd5` its md5 (base64, as S3's Content-MD5 wants it, so the server checks what it received).
 */
async function spill(fh, head, withMd5) {
    const md5 = withMd5 ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('md5') : null;
    const put = async (chunk) => {
        md5?.update(chunk);
        let off = 0;
        while (off < chunk.byteLength) {
            const { bytesWritten } = await fh.write(chunk, off, chunk.byteLength - off);
            off += bytesWritten;
        }
    };
    for (const chunk of head.chunks)
        await put(chunk);
    head.chunks.length = 0;
    let info = head.known;
    if (!info) {
        let size = head.size;
        for (let r = await head.rest.next(); !r.done; r = await head.rest.next()) {
            head.sha.update(r.value);
            size += r.value.byteLength;
            await put(r.value);
        }
        info = { sha256: head.sha.digest('hex'), size };
    }
    return md5 ? { ...info, md5: md5.digest('base64') } : info;
}


/***/ }),

/***/ 54827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ eachLimited)
/* harmony export */ });
/**
 * Runs `job` on every item, at most `limit` at a time (a sliding window, not chunks). On the first failure no
 * further item is started; the jobs already running are waited for, then that first error is thrown, so a
 * caller's clean-up never races work still in flight. p-map, which the other bounded loops use, rejects at the
 * first failure while the rest still run: that fits where nothing is cleaned up after a failure, not here. Used
 * where a failure is followed by clean-up of what the jobs write: the blob store's batch commit
 * (blobs/durable-batch.ts), the S3 uploads of a batch (s3/medium.ts), `sitepub migrate`'s content copy, and an
 * edge's blob syncs (src/edge/sync.ts: a failed batch discards the pack the others append to).
 */
async function eachLimited(items, limit, job) {
    // No worker would start, and every job would be skipped without a word.
    if (!(limit >= 1))
        throw new RangeError(`eachLimited: limit must be at least 1; got ${limit}`);
    let next = 0;
    let failure = null;
    const worker = async () => {
        for (let i = next++; i < items.length && !failure; i = next++) {
            try {
                await job(items[i]);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    if (failure)
        throw failure.error;
}


/***/ }),

/***/ 46342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ isStoreError),
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   Ey: () => (/* binding */ mapNativeAsync),
/* harmony export */   iX: () => (/* binding */ fromNative)
/* harmony export */ });
/* unused harmony exports STORE_ERROR_CODES, errnoCode, sqliteCode, mapNative */
/**
 * Typed storage errors with stable codes (docs/server.md, "Errors"). Every backend turns the native failures it
 * meets (errno of the file system, node:sqlite's result codes, PostgreSQL's SQLSTATEs and lost connections, the
 * AWS SDK's S3 errors) into a StoreError once, where it calls the medium; everything above decides by `code`
 * only. The message is for the operator's log (it may name a path, a host:port, a bucket): the server never
 * shows it to a client, it shows the message it chose for the code (src/server/public-errors.ts).
 */
/** The stable codes: what failed, not which medium. */
const STORE_ERROR_CODES = (/* unused pure expression or super */ null && ([
    /** No space left (ENOSPC, EDQUOT, SQLITE_FULL, PostgreSQL 53100, an S3 quota). */
    'SITEPUB_STORAGE_FULL',
    /** The database cannot be reached (PostgreSQL refused, lost or shutting down). */
    'SITEPUB_DATABASE_UNAVAILABLE',
    /** The blob storage cannot be reached (the S3 server down or answering 5xx). */
    'SITEPUB_STORAGE_UNAVAILABLE',
    /** The storage refused this server (permissions, a read-only volume, S3 credentials, a missing bucket). */
    'SITEPUB_STORAGE_DENIED',
    /** The storage is busy or a concurrent change won (SQLITE_BUSY, a deadlock or serialization failure). */
    'SITEPUB_STORAGE_BUSY',
    /** The medium failed (EIO, SQLITE_IOERR, SQLITE_CORRUPT, PostgreSQL's system errors). */
    'SITEPUB_STORAGE_FAILED',
]));
class StoreError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.name = 'StoreError';
        this.code = code;
    }
}
function isStoreError(err) {
    return err instanceof StoreError;
}
/** errno codes of the file system \u2192 StoreError codes (others are not the storage's fault, or not known). */
const ERRNO = {
    ENOSPC: 'SITEPUB_STORAGE_FULL',
    EDQUOT: 'SITEPUB_STORAGE_FULL',
    EFBIG: 'SITEPUB_STORAGE_FULL',
    EACCES: 'SITEPUB_STORAGE_DENIED',
    EPERM: 'SITEPUB_STORAGE_DENIED',
    EROFS: 'SITEPUB_STORAGE_DENIED',
    EIO: 'SITEPUB_STORAGE_FAILED',
    EMFILE: 'SITEPUB_STORAGE_BUSY',
    ENFILE: 'SITEPUB_STORAGE_BUSY',
};
/** node:sqlite's primary result codes (errcode & 0xff) \u2192 StoreError codes. */
const SQLITE = {
    3: 'SITEPUB_STORAGE_DENIED', // SQLITE_PERM
    5: 'SITEPUB_STORAGE_BUSY', // SQLITE_BUSY
    6: 'SITEPUB_STORAGE_BUSY', // SQLITE_LOCKED
    8: 'SITEPUB_STORAGE_DENIED', // SQLITE_READONLY
    10: 'SITEPUB_STORAGE_FAILED', // SQLITE_IOERR
    11: 'SITEPUB_STORAGE_FAILED', // SQLITE_CORRUPT
    13: 'SITEPUB_STORAGE_FULL', // SQLITE_FULL
    14: 'SITEPUB_STORAGE_DENIED', // SQLITE_CANTOPEN
    26: 'SITEPUB_STORAGE_FAILED', // SQLITE_NOTADB
};
const nativeOf = (err) => (typeof err === 'object' && err !== null ? err : {});
/** The StoreError code of a file-system error (errno), or undefined. */
function errnoCode(err) {
    const { code } = nativeOf(err);
    return typeof code === 'string' ? ERRNO[code] : undefined;
}
/** The StoreError code of a node:sqlite error, or undefined (constraint and SQL errors stay as they are). */
function sqliteCode(err) {
    const { code, errcode } = nativeOf(err);
    if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number')
        return undefined;
    return SQLITE[errcode & 0xff];
}
/**
 * `err` as a StoreError when it is a file-system or node:sqlite failure of a known kind; anything else
 * (a StoreError already, a constraint error the caller handles, a bug) unchanged. `what` says what was being
 * done, for the log.
 */
function fromNative(err, what) {
    if (err instanceof StoreError)
        return err;
    const code = errnoCode(err) ?? sqliteCode(err);
    if (!code)
        return err;
    const native = nativeOf(err);
    const detail = typeof native.message === 'string' ? native.message : String(err);
    return new StoreError(code, `${what}: ${detail}`, { cause: err });
}
/** Runs `fn`, rethrowing a native failure as a StoreError (fromNative). */
function mapNative(what, fn) {
    try {
        return fn();
    }
    catch (err) {
        throw fromNative(err, what);
    }
}
/** Awaits `fn()`, rethrowing a native failure as a StoreError (fromNative). */
async function mapNativeAsync(what, fn) {
    try {
        return await fn();
    }
    catch (err) {
        throw fromNative(err, what);
    }
}


/***/ }),

/***/ 89892:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ fsyncPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/**
 * fsync of a file or a folder by path: a folder's fsync makes the renames and links in it durable. `flags`:
 * 'r' (enough for a folder, and for a file on Linux), 'r+' for a file on systems that want write access.
 */

async function fsyncPath(path, flags = 'r') {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, flags);
    try {
        await fh.sync();
    }
    finally {
        await fh.close();
    }
}


/***/ }),

/***/ 87838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ sha256Of)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/** Hex sha256 of bytes already in memory, given as the pieces they arrived in: one call for a single piece. */

function sha256Of(chunks) {
    if (chunks.length === 1)
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', chunks[0], 'hex');
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const c of chunks)
        h.update(c);
    return h.digest('hex');
}


/***/ })

};
