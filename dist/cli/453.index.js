export const id = 453;
export const ids = [453];
export const modules = {

/***/ 5610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ FileBlobStore)
/* harmony export */ });
/* harmony import */ var p_map__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(606);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var _fsync_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89892);
/* harmony import */ var _sync_filesystem_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22256);
/* harmony import */ var _each_limited_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(54827);
/* harmony import */ var _loose_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10420);
/* harmony import */ var _medium_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(46579);
/* harmony import */ var _packs_index_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(64757);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40324);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(15235);
/**
 * The blob store (store.ts) over the data folder (FileMedium): blobs with a file of their own (loose.ts) and a
 * deploy's new small blobs in one pack (packs.ts), which an edge in the same process tree hard-links (`local`).
 * New content is durable before it is put in place, and its renames before a revision references it
 * (docs/server.md, "Crash safety"). One origin process owns a data folder, so a failed deploy may remove content
 * it found stored (ownsFound).
 */












class FileBlobStore extends _store_js__WEBPACK_IMPORTED_MODULE_8__/* .MediumBlobStore */ .a {
    root;
    /** `syncFilesystem`: the batch's durability barrier (tests swap it). */
    constructor(root, tmp, options = {}) {
        super(new FileMedium(root, tmp, options.syncFilesystem ?? _sync_filesystem_js__WEBPACK_IMPORTED_MODULE_4__/* .syncFilesystem */ .j));
        this.root = root;
    }
    /** Makes the folders, lists the packs and removes what a crash left half-written; `readOnly`: only lists. */
    async init({ readOnly = false } = {}) {
        if (!readOnly)
            for (const dir of [this.root, this.tmp])
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
        await this.medium.loadPacks(!readOnly);
    }
    local = {
        path: (sha256) => this.medium.loose.path(sha256),
        locate: (sha256) => this.medium.locate(sha256),
    };
}
const fsyncFile = (path) => (0,_fsync_js__WEBPACK_IMPORTED_MODULE_3__/* .fsyncPath */ .H)(path, 'r+');
/** One read of a batch merges neighbouring packed blobs up to this many bytes. */
const FILE_RUN_BYTES = 1024 * 1024;
/** A removal decides by where the blob is found (`kind` unused): this process alone changes the data folder. */
class FileMedium {
    root;
    tmp;
    doing;
    tempMode = 0o644;
    md5OfTemps = false;
    ownsFound = true;
    runBytes = FILE_RUN_BYTES;
    locateConcurrency = 1; // a map lookup or a stat: nothing to wait for
    /** The packs' blobs (`key`: the pack file's path). */
    packs = new _packs_index_js__WEBPACK_IMPORTED_MODULE_9__/* .PacksIndex */ .P();
    packsDir;
    loose;
    #syncFilesystem;
    constructor(root, tmp, syncFilesystem) {
        this.root = root;
        this.tmp = tmp;
        this.doing = `storing blobs in ${root}`;
        this.#syncFilesystem = syncFilesystem;
        this.packsDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _packs_js__WEBPACK_IMPORTED_MODULE_7__/* .PACKS_DIR */ .Lb);
        this.loose = new _loose_js__WEBPACK_IMPORTED_MODULE_5__/* .LooseBlobs */ .h(root);
    }
    async loadPacks(tidy) {
        for (const found of await (0,_packs_js__WEBPACK_IMPORTED_MODULE_7__/* .readPacks */ .t8)(this.packsDir, tidy))
            await this.#list({ key: found.path, writtenAt: found.mtimeMs, live: 0 }, found.entries, tidy);
    }
    /** Lists a pack's blobs (content another pack has stays there); `tidy`: removes the pack when none is left. */
    async #list(pack, entries, tidy = true) {
        if (this.packs.add(pack, entries).live === 0 && tidy)
            await (0,_packs_js__WEBPACK_IMPORTED_MODULE_7__/* .removePack */ .CY)(pack.key);
    }
    known(sha256) {
        return this.locate(sha256) !== null;
    }
    async has(sha256) {
        return this.known(sha256);
    }
    async touch(sha256) {
        const packed = this.packs.get(sha256);
        if (packed) {
            packed.usedAt = Date.now();
            return;
        }
        const now = new Date();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.utimes)(this.loose.path(sha256), now, now).catch(() => undefined);
    }
    settle(path) {
        return fsyncFile(path);
    }
    /** On failure no temp file is left behind (what was placed stays held by the session, discarded with it). */
    async putBatch(batch, sha256s) {
        const temps = [...batch.files];
        try {
            if (batch.pack) {
                const path = await batch.pack.place(this.packsDir);
                const entries = Array.from(batch.pack.entries, ([sha256, [offset, size]]) => [sha256, offset, size]);
                void this.#list({ key: path, writtenAt: Date.now(), live: 0 }, entries);
            }
            if (temps.length > 0) {
                const synced = temps.length >= _medium_js__WEBPACK_IMPORTED_MODULE_6__/* .SYNCFS_MIN_FILES */ .AC && (await this.#syncFilesystem(this.tmp));
                if (!synced) {
                    await batch.early;
                    await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_10__/* .eachLimited */ .k)(temps.slice(_medium_js__WEBPACK_IMPORTED_MODULE_6__/* .EARLY_FSYNCS */ .HC), _medium_js__WEBPACK_IMPORTED_MODULE_6__/* .COMMIT_CONCURRENCY */ .MD, ([, f]) => fsyncFile(f.path));
                }
                await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_10__/* .eachLimited */ .k)(temps, _medium_js__WEBPACK_IMPORTED_MODULE_6__/* .COMMIT_CONCURRENCY */ .MD, ([sha256, f]) => this.loose.place(sha256, f.path));
            }
        }
        catch (err) {
            await (0,_medium_js__WEBPACK_IMPORTED_MODULE_6__/* .dropBatch */ .ac)(batch);
            throw err;
        }
        await this.flush(sha256s);
        return [];
    }
    /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
    async flush(sha256s) {
        const dirs = new Set();
        // a packed blob's folder is `packs/`, made durable when its pack was placed
        for (const sha of sha256s)
            if (!this.packs.has(sha))
                dirs.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, sha.slice(0, 2)));
        // A few at a time: the thread pool is shared with the uploads still running.
        await (0,p_map__WEBPACK_IMPORTED_MODULE_11__/* ["default"] */ .Ay)([...dirs], (dir) => (0,_fsync_js__WEBPACK_IMPORTED_MODULE_3__/* .fsyncPath */ .H)(dir), { concurrency: _medium_js__WEBPACK_IMPORTED_MODULE_6__/* .COMMIT_CONCURRENCY */ .MD });
    }
    /** Loose blobs from the listing of their prefix folder (loose.ts). */
    locate(sha256) {
        return this.packs.locate(sha256) ?? (_loose_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256 */ .a.test(sha256) ? this.loose.locate(sha256) : null);
    }
    async readRange({ path, offset, size }) {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r').catch((err) => {
            if (err.code === 'ENOENT')
                return null;
            throw err;
        });
        if (!fh)
            return null;
        // size > 0: the store answers an empty blob without reading (reads.ts, md5.ts)
        const highWaterMark = Math.min(size, FILE_RUN_BYTES);
        return fh.createReadStream({ start: offset, end: offset + size - 1, highWaterMark });
    }
    isAt() {
        return true;
    }
    async delete(sha256) {
        if (!this.packs.has(sha256))
            return this.loose.remove(sha256);
        const emptied = this.packs.unlist(sha256);
        if (emptied)
            await (0,_packs_js__WEBPACK_IMPORTED_MODULE_7__/* .removePack */ .CY)(emptied.key);
    }
    async *garbage(cutoff) {
        yield* this.packs.garbage(cutoff);
        for (const dir of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(this.root).catch(() => [])) {
            for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, dir)).catch(() => [])) {
                if (!_loose_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256 */ .a.test(name))
                    continue;
                const p = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, dir, name);
                // raced with another removal or a write (stat/unlink failing): left
                yield { sha256: name, kind: undefined, confirm: async () => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(p)).mtimeMs <= cutoff };
            }
        }
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
/** Blobs with a file of their own, `<root>/<sha256[0..2]>/<sha256>`. */



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
    /** Per prefix folder, its blobs: listed on first use, then kept up to date by this process's renames and unlinks. */
    #names = new Map();
    constructor(root) {
        this.#root = root;
        this.#rootPrefix = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, '/');
    }
    /** Where blob `sha256` has its own file; throws on a malformed digest. */
    path(sha256) {
        if (!SHA256.test(sha256))
            throw new Error(`not a sha256 hex digest: ${sha256.slice(0, 80)}`);
        return this.#pathOf(sha256);
    }
    /** `path` without the check, for a digest known to be well formed. */
    #pathOf(sha256) {
        return `${this.#rootPrefix}${sha256.slice(0, 2)}/${sha256}`;
    }
    /**
     * Where blob `sha256` (a well-formed digest) has a file of its own, or null. Asked once per uploaded file, nearly
     * always of new content: answered from the prefix folder's listing (a failed `stat` per new blob showed in the
     * origin's CPU). A listed blob is confirmed with a `stat`, so a file removed behind the store's back is written
     * again; one put there behind its back is not found, and only written again.
     */
    locate(sha256) {
        const prefix = sha256.slice(0, 2);
        let names = this.#names.get(prefix);
        if (!names) {
            names = new Set(listFolder(this.#rootPrefix + prefix));
            this.#names.set(prefix, names);
        }
        if (!names.has(sha256))
            return null;
        const path = this.#pathOf(sha256);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
        return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
    }
    /** Renames a durable temp file into place as blob `sha256`. */
    async place(sha256, tmpPath) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.#root, sha256.slice(0, 2));
        if (!this.#dirs.has(dir)) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
            this.#dirs.add(dir);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmpPath, this.path(sha256));
        this.#names.get(sha256.slice(0, 2))?.add(sha256);
    }
    async remove(sha256) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(this.path(sha256));
        this.#names.get(sha256.slice(0, 2))?.delete(sha256);
    }
}


/***/ }),

/***/ 46579:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AC: () => (/* binding */ SYNCFS_MIN_FILES),
/* harmony export */   AY: () => (/* binding */ addTemp),
/* harmony export */   HC: () => (/* binding */ EARLY_FSYNCS),
/* harmony export */   MD: () => (/* binding */ COMMIT_CONCURRENCY),
/* harmony export */   QD: () => (/* binding */ newPending),
/* harmony export */   ac: () => (/* binding */ dropBatch),
/* harmony export */   mm: () => (/* binding */ isPending)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _each_limited_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54827);
/**
 * What the blob store (store.ts) needs of the medium that keeps the blobs: the data folder (file-store.ts) or an
 * S3 bucket (src/store/s3/medium.ts). `K` is how a blob the medium created is kept (S3: its own object or a pack),
 * handed back to `isAt` and `delete` so a removal removes exactly what was created.
 */


/** From this many new blobs on, one `sync -f` is cheaper than an fsync each (docs/bench.md). */
const SYNCFS_MIN_FILES = 128;
/** Thread-pool jobs at once when putting or dropping a batch (the pool is shared with uploads still running). */
const COMMIT_CONCURRENCY = 8;
const EARLY_FSYNCS = SYNCFS_MIN_FILES - 1;
const newPending = () => ({ files: new Map(), pack: null, early: Promise.resolve() });
const isPending = (p, sha256) => p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false);
/** Records a closed temp file of new content in the batch; false when the batch has that content already. */
function addTemp(pending, sha256, blob, settle) {
    if (pending.files.has(sha256))
        return false;
    pending.files.set(sha256, blob);
    if (settle && pending.files.size <= EARLY_FSYNCS) {
        pending.early = pending.early.then(() => settle(blob.path));
        // awaited by the commit; a session that never commits drops its files and their failures
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
    await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_1__/* .eachLimited */ .k)(temps, COMMIT_CONCURRENCY, (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.unlink)(p).catch(() => undefined));
    return temps.length + (pack?.size ?? 0);
}


/***/ }),

/***/ 64757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ PacksIndex)
/* harmony export */ });
class PacksIndex {
    #packed = new Map();
    get(sha256) {
        return this.#packed.get(sha256);
    }
    locate(sha256) {
        const at = this.#packed.get(sha256);
        return at ? { path: at.pack.key, offset: at.offset, size: at.size, packed: true } : null;
    }
    has(sha256) {
        return this.#packed.has(sha256);
    }
    /** Lists the blobs of `pack` where no pack preferred to it has them; returns it. */
    add(pack, entries) {
        for (const [sha256, offset, size] of entries) {
            const known = this.#packed.get(sha256);
            if (known && !this.prefers(pack, known.pack))
                continue;
            if (known)
                known.pack.live--;
            this.#packed.set(sha256, { pack, offset, size, usedAt: pack.writtenAt });
            pack.live++;
        }
        return pack;
    }
    /** Whether content two packs hold is found in `pack` rather than in `known`: here the one listed first keeps it. */
    prefers(_pack, _known) {
        return false;
    }
    /** Unlists a packed blob; returns its pack when that was the pack's last blob found in it. */
    unlist(sha256) {
        const at = this.#packed.get(sha256);
        if (!at)
            return null;
        this.#packed.delete(sha256);
        return --at.pack.live === 0 ? at.pack : null;
    }
    /** Packed blobs unused since `cutoff` (ms), each confirmed under the removal mark: still found there, unused. */
    *garbage(cutoff) {
        for (const [sha256, at] of [...this.#packed])
            if (at.usedAt <= cutoff)
                yield {
                    sha256,
                    kind: at.pack,
                    confirm: async () => this.#packed.get(sha256) === at && at.usedAt <= cutoff,
                };
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
/* harmony import */ var _sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87838);
/* harmony import */ var _loose_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10420);
/**
 * Packs: a deploy's new small blobs one after another in `<root>/packs/<name>.pack`, with an index `<name>.idx`
 * (one `<sha256> <offset> <size>` line per blob). Creating a file costs far more kernel time than writing its
 * bytes into an open one (docs/server.md, "Crash safety"). A pack is written in the temp folder, made durable,
 * renamed into `packs/` (the index last), never changed again, and deleted as a whole.
 */






const PACKS_DIR = 'packs';
/** Blobs up to this size go into packs (the origin's and a standalone edge's); larger ones have a file of their own. */
const PACKED_BLOB_MAX_BYTES = 256 * 1024;
const indexPathOf = (packPath) => packPath.replace(/\.pack$/, '.idx');
/** Appended blobs are gathered up to this many bytes before one write (7,453 icons: 7,453 writes \u2192 22). */
const WRITE_BUFFER_BYTES = 256 * 1024;
/**
 * Appends blobs to a new pack in `tmpDir`, synchronously: the blobs are small and in memory, and a write to the
 * page cache takes microseconds against a thread-pool round trip (one write call per blob was a tenth of the
 * origin's receive on a site of thousands of icons: hence the buffer).
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
    /** sha256 \u2192 md5 (hex) of each blob appended, when asked for (S3: the md5 pass then reads no pack back). */
    md5s;
    constructor(tmpDir, name, withMd5 = false) {
        this.name = name;
        this.#tmpPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(tmpDir, `${name}.pack`);
        this.md5s = withMd5 ? new Map() : null;
    }
    append(sha256, chunks, size) {
        if (this.entries.has(sha256))
            return;
        this.#fd ??= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.#tmpPath, 'wx', 0o644);
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
        // listed once its bytes are written
        this.entries.set(sha256, [this.#offset, size]);
        this.md5s?.set(sha256, (0,_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .digestOf */ .o)('md5', chunks));
        this.#offset += size;
    }
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
    /** Puts the pack durably in `packsDir`; returns its path. A failure leaves at most a pack without index there. */
    async place(packsDir) {
        const text = this.indexText();
        const tmpIndex = indexPathOf(this.#tmpPath);
        // Both fsyncs at once, off the main thread (a synchronous one held it 40 ms on swagger-ui's pack).
        await Promise.all([
            (0,_fsync_js__WEBPACK_IMPORTED_MODULE_3__/* .fsyncPath */ .H)(this.finish()),
            (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmpIndex, text, { flag: 'wx', mode: 0o644, flush: true }),
        ]);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(packsDir, { recursive: true });
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(packsDir, `${this.name}.pack`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(this.#tmpPath, path);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmpIndex, indexPathOf(path));
        await (0,_fsync_js__WEBPACK_IMPORTED_MODULE_3__/* .fsyncPath */ .H)(packsDir);
        return path;
    }
    /** Closes the pack's temp file; returns its path (the S3 store uploads it from there). */
    finish() {
        if (this.#fd === null)
            throw new Error('empty pack');
        this.#flush();
        this.#buffer = null;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.#fd);
        this.#fd = null;
        return this.#tmpPath;
    }
    indexText() {
        let text = '';
        for (const [sha256, [offset, size]] of this.entries)
            text += `${sha256} ${offset} ${size}\n`;
        return text;
    }
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
        if (!sha || !_loose_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256 */ .a.test(sha) || !Number.isSafeInteger(offset) || !Number.isSafeInteger(size))
            continue;
        if (offset < 0 || size < 0 || offset + size > packSize)
            continue;
        out.push([sha, offset, size]);
    }
    return out;
}
/**
 * The placed packs of `packsDir` (the origin's and an edge's). `tidy`: removes what a crash left half-placed (a
 * pack without index and vice versa); a folder only read (`sitepub migrate`'s source) is left as it is.
 */
async function readPacks(packsDir, tidy = true) {
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
            if (tidy && !present.has(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(name, '.idx')}.pack`))
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(path, { force: true });
            continue;
        }
        if (!name.endsWith('.pack'))
            continue;
        const index = indexPathOf(path);
        if (!present.has((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(index))) {
            if (tidy)
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
async function removePack(path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path).catch(() => undefined);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(indexPathOf(path)).catch(() => undefined);
}


/***/ }),

/***/ 14099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JF: () => (/* binding */ readOne),
/* harmony export */   KH: () => (/* binding */ groupRuns),
/* harmony export */   P8: () => (/* binding */ streamRuns),
/* harmony export */   Y6: () => (/* binding */ locateAll),
/* harmony export */   x3: () => (/* binding */ readBatch),
/* harmony export */   xx: () => (/* binding */ readRuns),
/* harmony export */   yh: () => (/* binding */ locateEach)
/* harmony export */ });
/* harmony import */ var p_map__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(606);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/**
 * Reading blobs, once for both media: one, or many back to back (readBatch, what `POST /_sitepub/blobs` sends a
 * standalone edge: every blob located first, neighbouring ranges of a pack merged into one read of up to the
 * medium's `runBytes`, the next read opened while the previous one streams).
 */


/**
 * Ranges of one source merged into reads of at most `maxBytes` (a larger range is a read of its own): adjacent
 * ones, or with `gaps` any later one of the same source, the bytes between read through (ranges sorted by offset).
 */
function groupRuns(ranges, maxBytes, gaps = false) {
    const runs = [];
    let last;
    for (const at of ranges) {
        const end = at.offset + at.size;
        if (last?.path === at.path &&
            (gaps ? at.offset >= last.offset : at.offset === last.offset + last.size) &&
            end - last.offset <= maxBytes) {
            last.size = Math.max(last.size, end - last.offset);
            runs.at(-1).members.push(at);
        }
        else
            runs.push({ range: (last = { path: at.path, offset: at.offset, size: at.size }), members: [at] });
    }
    return runs;
}
/** Adjacent ranges of one source merged into reads of at most `maxBytes` (a larger blob is a run of its own). */
const readRuns = (ranges, maxBytes) => groupRuns(ranges, maxBytes).map((run) => run.range);
/** Where each of `sha256s` is; a blob not stored is left out. */
async function locateAll(medium, sha256s) {
    const found = new Map();
    const locate = async (sha256) => {
        const at = await medium.locate(sha256);
        if (at)
            found.set(sha256, at);
    };
    const unique = [...new Set(sha256s)];
    // one at a time: a plain loop (thousands of map lookups through p-map cost more than the lookups)
    if (medium.locateConcurrency === 1)
        for (const sha256 of unique)
            await locate(sha256);
    else
        await (0,p_map__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .Ay)(unique, locate, { concurrency: medium.locateConcurrency });
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
/** Where each of `sha256s` is, in the order asked; or the first one not stored. */
async function locateEach(medium, sha256s) {
    const found = await locateAll(medium, sha256s);
    const missing = sha256s.find((sha256) => !found.has(sha256));
    return missing === undefined
        ? { ok: true, at: sha256s.map((sha256) => found.get(sha256)) }
        : { ok: false, missing };
}
async function readBatch(medium, sha256s) {
    const located = await locateEach(medium, sha256s);
    if (!located.ok)
        return located;
    const runs = readRuns(located.at, medium.runBytes).filter((r) => r.size > 0);
    return {
        ok: true,
        bytes: located.at.reduce((sum, at) => sum + at.size, 0),
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

/***/ 15235:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ MediumBlobStore)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/reads.js
var reads = __webpack_require__(14099);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/md5.js
/**
 * md5 of stored blobs, from their bytes (writes compute sha256 only; a manifest's `md5sum` needs md5):
 * neighbouring blobs of one file or object hashed from one read of up to the medium's `runBytes` (gaps read
 * through: one read is worth more than their bytes), a larger blob as it streams; a blob this process uploaded
 * from its upload (medium.uploadedMd5), so the pass after a deploy reads back nothing it wrote.
 */



/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
const MD5_TURN_BLOBS = 256;
/** Reads at once. */
const MD5_CONCURRENCY = 4;
/**
 * The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn: after a deploy of
 * thousands of icons, one turn per 4 MiB alone held the first request to an edge noticeably (docs/bench.md).
 */
function turns() {
    let bytes = 0;
    let blobs = 0;
    return (n) => {
        bytes += n;
        if (++blobs < MD5_TURN_BLOBS && bytes < MD5_TURN_BYTES)
            return undefined;
        bytes = blobs = 0;
        return new Promise((resolve) => setImmediate(resolve));
    };
}
/** md5 (hex) of each stored blob of `sha256s`; a blob not stored, or gone before it was read, is left out. */
async function md5Of(medium, sha256s) {
    const out = new Map();
    const toRead = [];
    for (const [sha256, at] of await (0,reads/* locateAll */.Y6)(medium, sha256s)) {
        const uploaded = medium.uploadedMd5?.(sha256);
        if (uploaded)
            out.set(sha256, uploaded);
        else if (at.size === 0)
            out.set(sha256, (0,external_node_crypto_.createHash)('md5').digest('hex'));
        else
            toRead.push({ ...at, sha256 });
    }
    toRead.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.offset - b.offset));
    const runs = (0,reads/* groupRuns */.KH)(toRead, medium.runBytes, true);
    const turn = turns();
    await (0,p_map/* default */.Ay)(runs, (run) => md5Run(medium, run, out, turn), { concurrency: MD5_CONCURRENCY });
    return out;
}
/** The md5s of the blobs of one run into `out`; none when the file or object is gone. */
async function md5Run(medium, { range, members }, out, turn) {
    const body = await medium.readRange(range);
    if (!body)
        return;
    const short = () => new Error(`${range.path} is shorter than the ${range.size} bytes at ${range.offset} its blobs take`);
    if (members.length === 1) {
        const md5 = (0,external_node_crypto_.createHash)('md5');
        let got = 0;
        for await (const chunk of body) {
            md5.update(chunk);
            got += chunk.byteLength;
        }
        if (got < range.size)
            throw short();
        out.set(members[0].sha256, md5.digest('hex'));
        return turn(range.size);
    }
    // a run is held whole (at most the medium's run size): a data folder's read comes as one chunk, hashed where it
    // lies; an S3 body comes in pieces, joined once
    const chunks = (await body.toArray());
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    if (bytes.byteLength < range.size)
        throw short();
    for (const at of members) {
        const from = at.offset - range.offset;
        out.set(at.sha256, (0,external_node_crypto_.hash)('md5', bytes.subarray(from, from + at.size), 'hex'));
        const turned = turn(at.size);
        if (turned)
            await turned;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/medium.js
var blobs_medium = __webpack_require__(46579);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/packs.js
var packs = __webpack_require__(40324);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sha256.js
var sha256 = __webpack_require__(87838);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/write.js
/**
 * A blob's source hashed as it streams: a small blob held in memory until its hash is known (content already
 * stored never touches the disk), a larger one spilled to a temp file.
 */



/** Hashed in memory before any disk write (at most 16 in flight per deploy). */
const SMALL_BLOB_BYTES = packs/* PACKED_BLOB_MAX_BYTES */.q;
/** A blob given whole in memory: its digest and size, or null when it is larger than a small blob. */
function smallInfo(chunks) {
    let size = 0;
    for (const c of chunks)
        size += c.byteLength;
    return size <= SMALL_BLOB_BYTES ? { sha256: (0,sha256/* sha256Of */.B)(chunks), size } : null;
}
async function readHead(source) {
    const sha = (0,external_node_crypto_.createHash)('sha256');
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
/** A spilled blob goes to disk in writes of about this much (tar hands it over in chunks of 16 KiB and less). */
const SPILL_WRITE_BYTES = 256 * 1024;
/**
 * Writes the head and the rest of the source to `fh`; returns the whole blob's digest and size, and with
 * `withMd5` its md5 (base64, as S3's Content-MD5 wants it, so the server checks what it received).
 */
async function spill(fh, head, withMd5) {
    const md5 = withMd5 ? (0,external_node_crypto_.createHash)('md5') : null;
    let held = [];
    let heldBytes = 0;
    const flush = async () => {
        const chunks = held;
        let left = heldBytes;
        held = [];
        heldBytes = 0;
        while (left > 0) {
            const { bytesWritten } = await fh.writev(chunks);
            left -= bytesWritten;
            if (left > 0)
                chunks.splice(0, chunks.length, Buffer.concat(chunks).subarray(bytesWritten));
        }
    };
    const put = async (chunk) => {
        md5?.update(chunk);
        held.push(chunk);
        heldBytes += chunk.byteLength;
        if (heldBytes >= SPILL_WRITE_BYTES)
            await flush();
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
    await flush();
    return md5 ? { ...info, md5: md5.digest('base64') } : info;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/store.js
/**
 * The blob store once for both media (medium.ts: the data folder, an S3 bucket): writes by sha256, deploy
 * sessions (hold, commit, release, discard), garbage collection under the same holds, reads (reads.ts) and md5s
 * (md5.ts). How sessions, holds and removals behave: docs/server.md ("Crash safety", "Store contract") and
 * docs/scale-out.md ("Holds, failed deploys and garbage collection").
 */









class MediumBlobStore {
    tmp;
    medium;
    /** sha256 \u2192 number of sessions holding it: a blob held is never removed. */
    #held = new Map();
    /** sha256 \u2192 its removal in progress (a discard or garbage collection): a session claiming it waits. */
    #removing = new Map();
    /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
    #tmpPrefix = `${Date.now()}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    #tmpCount = 0;
    constructor(medium) {
        this.tmp = medium.tmp;
        this.medium = medium;
    }
    /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
    async cleanTemp() {
        for (const name of await (0,promises_.readdir)(this.tmp))
            await (0,promises_.rm)((0,external_node_path_.join)(this.tmp, name), { force: true, recursive: true });
    }
    async has(sha256) {
        return (await this.medium.locate(sha256)) !== null;
    }
    async stat(sha256) {
        const at = await this.medium.locate(sha256);
        return at && { size: at.size };
    }
    read(sha256) {
        return (0,reads/* readOne */.JF)(this.medium, sha256);
    }
    readBatch(sha256s) {
        return (0,reads/* readBatch */.x3)(this.medium, sha256s);
    }
    md5(sha256s) {
        return md5Of(this.medium, sha256s);
    }
    write(source) {
        return (0,errors/* mapNativeAsync */.Ey)(this.medium.doing, () => this.#write(source, null));
    }
    async collectGarbage(referenced, graceMs) {
        let removed = 0;
        for await (const g of this.medium.garbage(Date.now() - graceMs)) {
            if (referenced(g.sha256))
                continue;
            if (await this.#remove(g.sha256, g.kind, g.confirm))
                removed++;
        }
        return removed;
    }
    session() {
        const medium = this.medium;
        const held = new Set();
        const batch = (0,blobs_medium/* newPending */.QD)();
        let open = true;
        const ready = medium.starting?.() ?? null;
        let readyNow = ready === null;
        void ready?.finally(() => (readyNow = true));
        const holdNow = (sha256) => {
            if (held.has(sha256))
                return;
            held.add(sha256);
            this.#held.set(sha256, (this.#held.get(sha256) ?? 0) + 1);
        };
        const hold = async (sha256) => {
            if (!open)
                throw new Error('blob session already ended');
            holdNow(sha256);
            // A removal that started before this claim finishes first; `has()` then tells the truth.
            await this.#removing.get(sha256);
        };
        const release = () => {
            if (!open)
                return;
            open = false;
            void (0,blobs_medium/* dropBatch */.ac)(batch); // temp files of a session ended without commit()
            for (const sha256 of held) {
                const n = (this.#held.get(sha256) ?? 1) - 1;
                if (n > 0)
                    this.#held.set(sha256, n);
                else
                    this.#held.delete(sha256);
            }
        };
        const s = { hold, batch, ready, own: new Map() };
        return {
            write: (source) => {
                if (!open)
                    return Promise.reject(new Error('blob session already ended'));
                return (0,errors/* mapNativeAsync */.Ey)(medium.doing, () => this.#write(source, s));
            },
            // no promise: a deploy of mdi-icons' 7,453 icons went through five or six per file with `write`
            writeNow: (chunks) => {
                if (!open || !readyNow)
                    return null;
                const known = smallInfo(chunks);
                if (!known || this.#removing.has(known.sha256))
                    return null;
                holdNow(known.sha256);
                this.#keep(batch, known, chunks);
                return known;
            },
            hold,
            commit: (sha256s) => (0,errors/* mapNativeAsync */.Ey)(medium.doing, async () => {
                const taken = { ...batch };
                Object.assign(batch, (0,blobs_medium/* newPending */.QD)());
                for (const [sha256, kind] of await medium.putBatch(taken, sha256s))
                    s.own.set(sha256, kind);
            }),
            release,
            discard: async (referenced) => {
                let removed = await (0,blobs_medium/* dropBatch */.ac)(batch);
                release();
                for (const sha256 of held) {
                    const kind = s.own.get(sha256);
                    if (kind === undefined && !medium.ownsFound)
                        continue; // found stored: left to garbage collection
                    const confirm = async () => medium.isAt(sha256, kind) && !(await referenced(sha256));
                    if (await this.#remove(sha256, kind, confirm))
                        removed++;
                }
                held.clear();
                return removed;
            },
        };
    }
    /** Removes a blob unless held or being removed; `confirm` runs under the removal mark. A failure: not removed. */
    async #remove(sha256, kind, confirm) {
        if (this.#held.has(sha256) || this.#removing.has(sha256))
            return false;
        const removal = (async () => {
            if (!(await confirm()))
                return false;
            await this.medium.delete(sha256, kind);
            return true;
        })()
            .catch(() => false)
            .finally(() => this.#removing.delete(sha256));
        this.#removing.set(sha256, removal);
        return removal;
    }
    /** The session's hold runs once the hash is known, before the existence check; without a session, put at once. */
    async #write(source, s) {
        if (Array.isArray(source)) {
            // a small blob already in memory (the deploy's receive): hashed in one call, no iteration through promises
            const chunks = source;
            const known = smallInfo(chunks);
            if (known && (await this.#keepSmall(known, chunks, s)))
                return known;
        }
        const head = await readHead(source);
        if (head.known && (await this.#keepSmall(head.known, head.chunks, s)))
            return head.known;
        return this.#writeFile(head, s);
    }
    /** A small blob, hashed: kept in the session's batch; false when there is none and the store lacks it. */
    async #keepSmall(known, chunks, s) {
        if (s) {
            await s.hold(known.sha256);
            await s.ready;
            this.#keep(s.batch, known, chunks);
            return true;
        }
        if (!this.medium.known(known.sha256))
            return false;
        await this.medium.touch(known.sha256);
        return true;
    }
    async #writeFile(head, s) {
        const medium = this.medium;
        const tmpPath = (0,external_node_path_.join)(medium.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
        const fh = await (0,promises_.open)(tmpPath, 'wx', medium.tempMode);
        let kept = false; // handed to a batch
        try {
            let blob;
            try {
                blob = await spill(fh, head, medium.md5OfTemps);
            }
            finally {
                await fh.close();
            }
            const info = { sha256: blob.sha256, size: blob.size };
            if (s && !head.known)
                await s.hold(info.sha256);
            if (s && (0,blobs_medium/* isPending */.mm)(s.batch, info.sha256))
                return info;
            if (await medium.has(info.sha256)) {
                await medium.touch(info.sha256);
                return info;
            }
            const temp = { path: tmpPath, size: info.size, md5: blob.md5 };
            // The same content written twice at once by one session keeps the first temp file; a write outside a
            // session puts a batch of its own at once.
            const batch = s?.batch ?? (0,blobs_medium/* newPending */.QD)();
            kept = (0,blobs_medium/* addTemp */.AY)(batch, info.sha256, temp, medium.settle?.bind(medium));
            if (!s)
                await medium.putBatch(batch, [info.sha256]);
            return info;
        }
        finally {
            if (!kept)
                await (0,promises_.unlink)(tmpPath).catch(() => undefined);
        }
    }
    /** New small content into the session's pack; content stored already is touched (garbage collection's grace). */
    #keep(batch, known, chunks) {
        if ((0,blobs_medium/* isPending */.mm)(batch, known.sha256))
            return;
        if (this.medium.known(known.sha256)) {
            void this.medium.touch(known.sha256);
            return;
        }
        batch.pack ??= new packs/* PackWriter */.lp(this.medium.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`, this.medium.md5OfTemps);
        batch.pack.append(known.sha256, chunks, known.size);
    }
}


/***/ }),

/***/ 46342:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   Co: () => (/* binding */ NETWORK_CODES),
/* harmony export */   Ey: () => (/* binding */ mapNativeAsync),
/* harmony export */   P2: () => (/* binding */ isAlreadyThere),
/* harmony export */   Y: () => (/* binding */ mapNative),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   c4: () => (/* binding */ isNotFound),
/* harmony export */   lH: () => (/* binding */ s3Error)
/* harmony export */ });
/* unused harmony exports STORE_ERROR_CODES, fromNative, redact */
/**
 * Typed storage errors with stable codes (docs/server.md, "Errors"): every backend turns the native failures it
 * meets into a StoreError once, where it calls the medium; everything above decides by `code` only. The message
 * is for the operator's log: a client sees only the words chosen for the code (src/server/public-errors.ts).
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
/** `err` as a StoreError when it is a file-system or node:sqlite failure of a known kind, else unchanged. */
function fromNative(err, what) {
    if (err instanceof StoreError)
        return err;
    const native = nativeOf(err);
    // node:sqlite's constraint and SQL errors have no code here: they stay as they are
    const code = native.code === 'ERR_SQLITE_ERROR' && typeof native.errcode === 'number'
        ? SQLITE[native.errcode & 0xff]
        : typeof native.code === 'string'
            ? ERRNO[native.code]
            : undefined;
    if (!code)
        return err;
    const detail = typeof native.message === 'string' ? native.message : String(err);
    return new StoreError(code, `${what}: ${detail}`, { cause: err });
}
/** Runs `fn`, rethrowing a native failure as a StoreError. */
function mapNative(what, fn) {
    try {
        return fn();
    }
    catch (err) {
        throw fromNative(err, what);
    }
}
const mapNativeAsync = (what, fn) => fn().catch((err) => {
    throw fromNative(err, what);
});
// S3: what a failure of the AWS SDK means for the operator, every secret of the environment masked.
const statusOf = (err) => nativeOf(err).$metadata?.httpStatusCode;
function isNotFound(err) {
    const { name } = nativeOf(err);
    return statusOf(err) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}
/** A conditional write refused: the object exists already. */
function isAlreadyThere(err) {
    const { name } = nativeOf(err);
    const status = statusOf(err);
    return (status === 412 ||
        name === 'PreconditionFailed' ||
        (status === 409 && name === 'ConditionalRequestConflict'));
}
/** Socket failures: the server (S3, PostgreSQL) cannot be reached. */
const NETWORK_CODES = new Set('ECONNREFUSED ECONNRESET EHOSTUNREACH ENETUNREACH ENOTFOUND EAI_AGAIN ETIMEDOUT EPIPE'.split(' '));
/** The network failure under `err` (its causes, an AggregateError's errors), if any. */
function networkCode(err, depth = 0) {
    const f = nativeOf(err);
    if (depth > 5 || !err)
        return undefined;
    if (typeof f.code === 'string' && NETWORK_CODES.has(f.code))
        return f.code;
    if (f.name === 'TimeoutError' || f.code === 'TimeoutError')
        return 'timeout';
    const inner = Array.isArray(f.errors) ? f.errors : [];
    for (const e of [...inner, f.cause]) {
        const code = networkCode(e, depth + 1);
        if (code)
            return code;
    }
    return undefined;
}
const ACCESS_NAMES = new Set('AccessDenied InvalidAccessKeyId SignatureDoesNotMatch InvalidToken ExpiredToken CredentialsProviderError'.split(' '));
const FULL_NAMES = new Set(['QuotaExceeded', 'InsufficientStorage', 'EntityTooLarge']);
function redact(text, secrets) {
    return secrets.reduce((out, s) => out.split(s).join('***'), text);
}
/** The StoreError of a failed S3 call `what` (e.g. "reading blobs/ab\u2026"), naming what to check. */
function s3Error(err, what, where) {
    const { name = '', message = '' } = nativeOf(err);
    const status = statusOf(err);
    const said = name || status;
    const net = networkCode(err);
    // no `cause`: the SDK's error carries the raw request and response, which is not for logs
    const fail = (code, text) => new StoreError(code, redact(`S3 object store ${where.endpoint}, bucket ${where.bucket}: ${text}`, where.secrets));
    if (net)
        return fail('SITEPUB_STORAGE_UNAVAILABLE', `unreachable (${net}) while ${what}; check that the S3 server is running and that ` +
            'AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL name it');
    if (FULL_NAMES.has(name) || status === 507)
        return fail('SITEPUB_STORAGE_FULL', `out of space (${said}) while ${what}; raise the quota or free space in the bucket`);
    if (ACCESS_NAMES.has(name) || status === 403 || status === 401)
        return fail('SITEPUB_STORAGE_DENIED', `access denied (${said}) while ${what}; check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or the AWS ` +
            'shared files) and that this user may read and write the bucket');
    if (name === 'NoSuchBucket')
        return fail('SITEPUB_STORAGE_DENIED', `the bucket does not exist (it is created at start-up; was it deleted?) while ${what}`);
    // 5xx (InternalError, ServiceUnavailable, SlowDown): the server is there but not serving; else a failure
    return fail(status !== undefined && status >= 500 ? 'SITEPUB_STORAGE_UNAVAILABLE' : 'SITEPUB_STORAGE_FAILED', `${what} failed: ${name || 'error'}${status ? ` (HTTP ${status})` : ''}${message ? `: ${String(message)}` : ''}`);
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
 * The CA root of the embedded store: `<dir>/root.cert.pem` and `root.key.pem` (0600). The key is put in place
 * first, so a half-written root (a crash in between) reads as none. The data folder's lock leaves no writer to race.
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
/* harmony export */   B: () => (/* binding */ mailFileName),
/* harmony export */   q: () => (/* binding */ FileOutbox)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46342);
/** The embedded store's mail outbox: a JSON file per mail (0600, temp file + rename), forwarded with any tool. */




/** `<epoch ms>-<kind>-<random>.json`: unique, sorted by queue time. */
const mailFileName = (kind, now) => `${now}-${kind.replace(/[^a-z0-9-]/gi, '_')}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.json`;
class FileOutbox {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    put(mail) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .mapNativeAsync */ .Ey)(`writing a mail to the outbox ${this.dir}`, async () => {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
            const name = mailFileName(mail.kind, Date.now());
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


/***/ }),

/***/ 89892:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ fsyncPath)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/** fsync by path (a folder's makes its renames durable); 'r+' for a file on systems that want write access. */

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
/* harmony export */   B: () => (/* binding */ sha256Of),
/* harmony export */   o: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/** Hex digest of bytes already in memory, given as the pieces they arrived in: one call for a single piece. */

function digestOf(algorithm, chunks) {
    if (chunks.length === 1)
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)(algorithm, chunks[0], 'hex');
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(algorithm);
    for (const c of chunks)
        h.update(c);
    return h.digest('hex');
}
const sha256Of = (chunks) => digestOf('sha256', chunks);


/***/ }),

/***/ 33911:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ Repository),
  R: () => (/* binding */ SqlDb)
});

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-transformer.js + 1 modules
var operation_node_transformer = __webpack_require__(89346);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/camel-case/camel-case-transformer.js
/// <reference types="./camel-case-transformer.d.ts" />

class SnakeCaseTransformer extends operation_node_transformer/* OperationNodeTransformer */.V {
    #snakeCase;
    constructor(snakeCase) {
        super();
        this.#snakeCase = snakeCase;
    }
    transformIdentifier(node, queryId) {
        node = super.transformIdentifier(node, queryId);
        return {
            ...node,
            name: this.#snakeCase(node.name),
        };
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/camel-case/camel-case.js
/// <reference types="./camel-case.d.ts" />
/**
 * Creates a function that transforms camel case strings to snake case.
 */
function createSnakeCaseMapper({ upperCase = false, underscoreBeforeDigits = false, underscoreBetweenUppercaseLetters = false, } = {}) {
    return memoize((str) => {
        if (str.length === 0) {
            return str;
        }
        const upper = str.toUpperCase();
        const lower = str.toLowerCase();
        let out = lower[0];
        for (let i = 1, l = str.length; i < l; ++i) {
            const char = str[i];
            const prevChar = str[i - 1];
            const upperChar = upper[i];
            const prevUpperChar = upper[i - 1];
            const lowerChar = lower[i];
            const prevLowerChar = lower[i - 1];
            // If underScoreBeforeDigits is true then, well, insert an underscore
            // before digits :). Only the first digit gets an underscore if
            // there are multiple.
            if (underscoreBeforeDigits &&
                isDigit(char) &&
                !isDigit(prevChar) &&
                !out.endsWith('_')) {
                out += '_' + char;
                continue;
            }
            // Test if `char` is an upper-case character and that the character
            // actually has different upper and lower case versions.
            if (char === upperChar && upperChar !== lowerChar) {
                const prevCharacterIsUppercase = prevChar === prevUpperChar && prevUpperChar !== prevLowerChar;
                // If underscoreBetweenUppercaseLetters is true, we always place an underscore
                // before consecutive uppercase letters (e.g. "fooBAR" becomes "foo_b_a_r").
                // Otherwise, we don't (e.g. "fooBAR" becomes "foo_bar").
                if (underscoreBetweenUppercaseLetters || !prevCharacterIsUppercase) {
                    out += '_' + lowerChar;
                }
                else {
                    out += lowerChar;
                }
            }
            else {
                out += char;
            }
        }
        if (upperCase) {
            return out.toUpperCase();
        }
        else {
            return out;
        }
    });
}
/**
 * Creates a function that transforms snake case strings to camel case.
 */
function createCamelCaseMapper({ upperCase = false, } = {}) {
    return memoize((str) => {
        if (str.length === 0) {
            return str;
        }
        if (upperCase && isAllUpperCaseSnakeCase(str)) {
            // Only convert to lower case if the string is all upper
            // case snake_case. This allows camelCase strings to go
            // through without changing.
            str = str.toLowerCase();
        }
        let out = str[0];
        for (let i = 1, l = str.length; i < l; ++i) {
            const char = str[i];
            const prevChar = str[i - 1];
            if (char !== '_') {
                if (prevChar === '_') {
                    out += char.toUpperCase();
                }
                else {
                    out += char;
                }
            }
        }
        return out;
    });
}
function isAllUpperCaseSnakeCase(str) {
    for (let i = 1, l = str.length; i < l; ++i) {
        const char = str[i];
        if (char !== '_' && char !== char.toUpperCase()) {
            return false;
        }
    }
    return true;
}
function isDigit(char) {
    return char >= '0' && char <= '9';
}
function memoize(func) {
    const cache = new Map();
    return (str) => {
        let mapped = cache.get(str);
        if (!mapped) {
            mapped = func(str);
            cache.set(str, mapped);
        }
        return mapped;
    };
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/camel-case/camel-case-plugin.js
/// <reference types="./camel-case-plugin.d.ts" />



/**
 * A plugin that converts snake_case identifiers in the database into
 * camelCase in the JavaScript side.
 *
 * For example let's assume we have a table called `person_table`
 * with columns `first_name` and `last_name` in the database. When
 * using `CamelCasePlugin` we would setup Kysely like this:
 *
 * ```ts
 * import * as Sqlite from 'better-sqlite3'
 * import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely'
 *
 * interface CamelCasedDatabase {
 *   userMetadata: {
 *     firstName: string
 *     lastName: string
 *   }
 * }
 *
 * const db = new Kysely<CamelCasedDatabase>({
 *   dialect: new SqliteDialect({
 *     database: new Sqlite(':memory:'),
 *   }),
 *   plugins: [new CamelCasePlugin()],
 * })
 *
 * const person = await db.selectFrom('userMetadata')
 *   .where('firstName', '=', 'Arnold')
 *   .select(['firstName', 'lastName'])
 *   .executeTakeFirst()
 *
 * if (person) {
 *   console.log(person.firstName)
 * }
 * ```
 *
 * The generated SQL (SQLite):
 *
 * ```sql
 * select "first_name", "last_name" from "user_metadata" where "first_name" = ?
 * ```
 *
 * As you can see from the example, __everything__ needs to be defined
 * in camelCase in the TypeScript code: table names, columns, schemas,
 * __everything__. When using the `CamelCasePlugin` Kysely works as if
 * the database was defined in camelCase.
 *
 * There are various options you can give to the plugin to modify
 * the way identifiers are converted. See {@link CamelCasePluginOptions}.
 * If those options are not enough, you can override this plugin's
 * `snakeCase` and `camelCase` methods to make the conversion exactly
 * the way you like:
 *
 * ```ts
 * class MyCamelCasePlugin extends CamelCasePlugin {
 *   protected override snakeCase(str: string): string {
 *     // ...
 *
 *     return str
 *   }
 *
 *   protected override camelCase(str: string): string {
 *     // ...
 *
 *     return str
 *   }
 * }
 * ```
 */
class CamelCasePlugin {
    opt;
    #camelCase;
    #snakeCase;
    #snakeCaseTransformer;
    constructor(opt = {}) {
        this.opt = opt;
        this.#camelCase = createCamelCaseMapper(opt);
        this.#snakeCase = createSnakeCaseMapper(opt);
        this.#snakeCaseTransformer = new SnakeCaseTransformer(this.snakeCase.bind(this));
    }
    transformQuery(args) {
        return this.#snakeCaseTransformer.transformNode(args.node, args.queryId);
    }
    async transformResult(args) {
        if (args.result.rows && Array.isArray(args.result.rows)) {
            return {
                ...args.result,
                rows: args.result.rows.map((row) => this.mapRow(row)),
            };
        }
        return args.result;
    }
    mapRow(row) {
        return Object.keys(row).reduce((obj, key) => {
            let value = row[key];
            if (Array.isArray(value)) {
                value = value.map((it) => (canMap(it, this.opt) ? this.mapRow(it) : it));
            }
            else if (canMap(value, this.opt)) {
                value = this.mapRow(value);
            }
            obj[this.camelCase(key)] = value;
            return obj;
        }, {});
    }
    snakeCase(str) {
        return this.#snakeCase(str);
    }
    camelCase(str) {
        return this.#camelCase(str);
    }
}
function canMap(obj, opt) {
    return (0,object_utils/* isPlainObject */.Qd)(obj) && !opt?.maintainNestedObjectKeys;
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js + 1 modules
var sql = __webpack_require__(48956);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-compiler/compiled-query.js
var compiled_query = __webpack_require__(36560);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/migration/migrator.js + 1 modules
var migration_migrator = __webpack_require__(47611);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/migrations.js
var migrations = __webpack_require__(80845);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/db.js
/**
 * The handle every repository queries through: Kysely over schema.ts on node:sqlite or PostgreSQL, columns in
 * camelCase (CamelCasePlugin), with what differs between the two kept here: transactions (retried after a
 * PostgreSQL deadlock), row and key locks, byte-wise text order.
 */





/** Rows per INSERT of insertRows on SQLite (a few parameters each: within its limit of 32,766). */
const ROW_BATCH = 1000;
const TX_TRIES = 3;
/** The SqlDb whose tx() function is running (work it left running after it returned is no longer `open`). */
const inTx = new external_node_async_hooks_.AsyncLocalStorage();
const inOpenTx = (db) => {
    const t = inTx.getStore();
    return t !== undefined && t.open && t.db === db;
};
/** A query on the root handle inside one of its transactions is a bug: on SQLite it waits forever. */
const outsideTransactions = (owner) => ({
    transformQuery({ node }) {
        if (inOpenTx(owner))
            throw new Error('a query on the database handle inside one of its transactions: query through the `q` that tx() hands its ' +
                'function (on SQLite the handle waits for the transaction, which waits for the query)');
        return node;
    },
    transformResult: async ({ result }) => result,
});
/** CamelCasePlugin, leaving a row whose columns need no renaming as it is (a file list's thousands of rows). */
class CamelCase extends CamelCasePlugin {
    mapRow(row) {
        for (const key in row)
            if (key.includes('_'))
                return super.mapRow(row);
        return row;
    }
    /** `passwordHash` \u2192 `password_hash`: a column's name in the database, as the plugin writes it. */
    column(name) {
        return this.snakeCase(name);
    }
}
class SqlDb {
    dialect;
    /** Outside transactions (a query on it inside one of them throws). */
    db;
    /** `db` with the columns' own names (whole rows copied: src/store/transfer/). */
    raw;
    #root;
    #camel;
    #names = new CamelCase();
    #options;
    /** The SQL of a full batch of insertRows, by table and columns. */
    #batchTexts = new Map();
    constructor(dialect, db, options = {}) {
        this.dialect = dialect;
        this.#root = db;
        this.#camel = db.withPlugin(this.#names);
        this.db = this.#camel.withPlugin(outsideTransactions(this));
        this.raw = db.withPlugin(outsideTransactions(this));
        this.#options = options;
    }
    /**
     * Runs `fn` in one transaction (SQLite: BEGIN IMMEDIATE, every other query waits; PostgreSQL: READ COMMITTED on
     * one pooled connection); rolls back if it throws. `fn` must query through the `q` it is given (`db` and a
     * nested tx() throw), and only the database: it may run again.
     */
    async tx(fn) {
        if (inOpenTx(this))
            throw new Error('tx() inside a transaction of the same database');
        for (let attempt = 1;; attempt++) {
            try {
                return await this.#camel.transaction().execute(async (q) => {
                    const mark = { db: this, open: true };
                    try {
                        return await inTx.run(mark, () => fn(q));
                    }
                    finally {
                        mark.open = false;
                    }
                });
            }
            catch (err) {
                if (!this.#options.retryable?.(err))
                    throw err;
                if (attempt >= TX_TRIES)
                    throw this.#options.gaveUp?.(err) ?? err;
            }
        }
    }
    /** Inserts `row` into `table`; on a row of the same `key`, replaces every other column with `row`'s. */
    async upsert(table, key, row, q = this.db) {
        const others = Object.keys(row).filter((c) => !key.includes(c));
        await q
            .insertInto(table)
            .values(row)
            .onConflict((oc) => oc
            .columns(key)
            .doUpdateSet(Object.fromEntries(others.map((c) => [c, sql/* sql */.l.ref(`excluded.${c}`)]))))
            .execute();
    }
    /**
     * Inserts `rows` without building a query of thousands of values (which costs more than running it): on SQLite,
     * ROW_BATCH rows per prepared statement; on PostgreSQL, all in one JSON parameter (`json_populate_recordset`).
     */
    async insertRows(q, table, columns, rows) {
        if (rows.length === 0)
            return;
        if (this.dialect === 'postgres') {
            const names = sql/* sql */.l.join(columns.map((c) => sql/* sql */.l.ref(c)));
            // Rows keyed by the columns' names in the database; as they are when no name needs renaming (file lists).
            const stored = columns.map((c) => this.#names.column(c));
            const json = stored.every((name, i) => name === columns[i])
                ? JSON.stringify(rows, [...columns])
                : JSON.stringify(rows.map((r) => Object.fromEntries(columns.map((c, i) => [stored[i], r[c]]))));
            await (0,sql/* sql */.l) `INSERT INTO ${sql/* sql */.l.table(table)} (${names}) SELECT ${names}
        FROM json_populate_recordset(NULL::${sql/* sql */.l.table(table)}, ${json}::json)`.execute(q);
            return;
        }
        for (let start = 0; start < rows.length; start += ROW_BATCH) {
            // node:sqlite runs each statement on this thread: between batches the event loop runs (the transaction keeps
            // the connection), so the deploy's blobs are put in place meanwhile instead of after (docs/bench.md).
            if (start > 0)
                await (0,promises_.setImmediate)();
            const batch = rows.slice(start, start + ROW_BATCH);
            const params = batch.flatMap((r) => columns.map((c) => r[c]));
            await q.executeQuery(compiled_query/* CompiledQuery */.E.raw(this.#insertText(table, columns, batch.length), params));
        }
    }
    #insertText(table, columns, count) {
        const key = `${table}(${columns.join()})`;
        const kept = count === ROW_BATCH ? this.#batchTexts.get(key) : undefined;
        if (kept)
            return kept;
        const row = Object.fromEntries(columns.map((c) => [this.#names.column(c), 0]));
        const text = this.#root
            .insertInto(table)
            .values(Array.from({ length: count }, () => row))
            .compile().sql;
        if (count === ROW_BATCH)
            this.#batchTexts.set(key, text);
        return text;
    }
    /** Applies the pending migrations; returns their names. */
    async migrate() {
        const migrator = new migration_migrator/* Migrator */.aR({
            db: this.#root,
            provider: { getMigrations: async () => (0,migrations/* migrationsFor */.jA)(this.dialect) },
            migrationTableName: migrations/* MIGRATION_TABLE */.wp,
            migrationLockTableName: migrations/* MIGRATION_LOCK_TABLE */.K_,
        });
        const { error, results } = await migrator.migrateToLatest();
        if (error !== undefined) {
            if (error instanceof errors/* StoreError */.AD)
                throw error; // unreachable database\u2026: the caller names it
            const failed = results?.find((r) => r.status === 'Error')?.migrationName;
            const why = error instanceof Error ? error.message : String(error);
            throw new Error(`could not bring the ${this.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} schema up to date` +
                `${failed ? ` (migration ${failed})` : ''}: ${why}`, { cause: error });
        }
        return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    }
    /**
     * Locks `keys` for the rest of the transaction `q` (PostgreSQL advisory locks, taken in one order so callers
     * with overlapping keys cannot deadlock; a SQLite transaction holds the whole database already).
     */
    async lockKeys(q, keys) {
        if (this.dialect === 'sqlite')
            return;
        await (0,sql/* sql */.l) `SELECT pg_advisory_xact_lock(h) FROM (
      SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest(${[...keys]}::text[]) AS k ORDER BY h) locks`.execute(q);
    }
    /** `column` for ORDER BY in byte order (SQLite's default; PostgreSQL's "C" collation), as names are listed. */
    bytes(column) {
        return this.dialect === 'sqlite'
            ? (0,sql/* sql */.l) `${sql/* sql */.l.ref(column)}`
            : (0,sql/* sql */.l) `${sql/* sql */.l.ref(column)} COLLATE "C"`;
    }
}
/** A repository of one aggregate: its queries over the database. */
class Repository {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
}


/***/ }),

/***/ 65818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ openSqlite),
  Z: () => (/* binding */ sqliteSql)
});

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(80099);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/kysely.js + 65 modules
var kysely = __webpack_require__(61980);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/private-files.js
/**
 * Owner-only modes for the files that hold secrets (sitepub.db and its -wal/-shm: password hashes, token
 * hashes, TLS private keys). Modes are set with chmod, so they do not depend on the process umask.
 */

const PRIVATE_FILE_MODE = 0o600;
/** Creates `file` empty with mode 0600 when it does not exist yet (before a library opens it with its own mode). */
function createPrivateFile(file) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, 'wx', PRIVATE_FILE_MODE);
    }
    catch (err) {
        if (err.code === 'EEXIST')
            return;
        throw err;
    }
    (0,external_node_fs_.closeSync)(fd);
    (0,external_node_fs_.chmodSync)(file, PRIVATE_FILE_MODE);
}
/** Removes group and other permissions from each existing file of `files`; returns a line per change to log. */
function tightenModes(files) {
    const changed = [];
    for (const file of files) {
        const st = (0,external_node_fs_.statSync)(file, { throwIfNoEntry: false });
        if (!st?.isFile() || (st.mode & 0o077) === 0)
            continue;
        const before = st.mode & 0o777;
        const after = before & 0o700;
        (0,external_node_fs_.chmodSync)(file, after);
        changed.push(`tightened ${file} from 0${before.toString(8)} to 0${after.toString(8)}`);
    }
    return changed;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/db.js + 3 modules
var sql_db = __webpack_require__(33911);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-compiler/default-query-compiler.js + 1 modules
var default_query_compiler = __webpack_require__(39170);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dialect/sqlite/sqlite-query-compiler.js
/// <reference types="./sqlite-query-compiler.d.ts" />

const ID_WRAP_REGEX = /"/g;
const JSON_PATH_MEMBER_ESCAPE_REGEX = /[\\'"]/g;
class SqliteQueryCompiler extends default_query_compiler/* DefaultQueryCompiler */.n {
    visitOrAction(node) {
        this.append('or ');
        this.append(node.action);
    }
    getCurrentParameterPlaceholder() {
        return '?';
    }
    getLeftExplainOptionsWrapper() {
        return '';
    }
    getRightExplainOptionsWrapper() {
        return '';
    }
    getLeftIdentifierWrapper() {
        return '"';
    }
    getRightIdentifierWrapper() {
        return '"';
    }
    getAutoIncrement() {
        return 'autoincrement';
    }
    sanitizeIdentifier(identifier) {
        return identifier.replace(ID_WRAP_REGEX, '""');
    }
    sanitizeJSONPathMemberValue(value) {
        return value.replace(JSON_PATH_MEMBER_ESCAPE_REGEX, (char) => char === '\\' ? '\\\\' : char === "'" ? "''" : '\\"');
    }
    visitDefaultInsertValue(_) {
        // sqlite doesn't support the `default` keyword in inserts.
        this.append('null');
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/migration/migrator.js + 1 modules
var migrator = __webpack_require__(47611);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js + 1 modules
var sql = __webpack_require__(48956);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dialect/sqlite/sqlite-introspector.js
/// <reference types="./sqlite-introspector.d.ts" />


class SqliteIntrospector {
    #db;
    constructor(db) {
        this.#db = db;
    }
    async getSchemas() {
        // Sqlite doesn't support schemas.
        return [];
    }
    async getTables(options = { withInternalKyselyTables: false }) {
        return await this.#getTableMetadata(options);
    }
    async getMetadata(options) {
        return {
            tables: await this.getTables(options),
        };
    }
    #tablesQuery(qb, options) {
        let tablesQuery = qb
            .selectFrom('sqlite_master')
            .where('type', 'in', ['table', 'view'])
            .where('name', 'not like', 'sqlite_%')
            .select(['name', 'sql', 'type'])
            .orderBy('name');
        if (!options.withInternalKyselyTables) {
            tablesQuery = tablesQuery
                .where('name', '!=', migrator/* DEFAULT_MIGRATION_TABLE */.kQ)
                .where('name', '!=', migrator/* DEFAULT_MIGRATION_LOCK_TABLE */.sy);
        }
        return tablesQuery;
    }
    async #getTableMetadata(options) {
        const tablesResult = await this.#tablesQuery(this.#db, options).execute();
        const tableMetadata = await this.#db
            .with('table_list', (qb) => this.#tablesQuery(qb, options))
            .selectFrom([
            'table_list as tl',
            (0,sql/* sql */.l) `pragma_table_info(tl.name)`.as('p'),
        ])
            .select([
            'tl.name as table',
            'p.cid',
            'p.name',
            'p.type',
            'p.notnull',
            'p.dflt_value',
            'p.pk',
        ])
            .orderBy('tl.name')
            .orderBy('p.cid')
            .execute();
        const columnsByTable = {};
        for (const row of tableMetadata) {
            columnsByTable[row.table] ??= [];
            columnsByTable[row.table].push(row);
        }
        return tablesResult.map(({ name, sql, type }) => {
            // // Try to find the name of the column that has `autoincrement` \ud83e\udd26
            let autoIncrementCol = sql
                ?.split(/[\(\),]/)
                ?.find((it) => it.toLowerCase().includes('autoincrement'))
                ?.trimStart()
                ?.split(/\s+/)?.[0]
                ?.replace(/["`]/g, '');
            const columns = columnsByTable[name] ?? [];
            // Otherwise, check for an INTEGER PRIMARY KEY
            // https://www.sqlite.org/autoinc.html
            if (!autoIncrementCol) {
                const pkCols = columns.filter((r) => r.pk > 0);
                if (pkCols.length === 1 && pkCols[0].type.toLowerCase() === 'integer') {
                    autoIncrementCol = pkCols[0].name;
                }
            }
            return {
                name: name,
                isView: type === 'view',
                columns: columns.map((col) => ({
                    name: col.name,
                    dataType: col.type,
                    isNullable: !col.notnull,
                    isAutoIncrementing: col.name === autoIncrementCol,
                    hasDefaultValue: col.dflt_value != null,
                    comment: undefined,
                })),
            };
        });
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/dialect/dialect-adapter-base.js
var dialect_adapter_base = __webpack_require__(87664);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dialect/sqlite/sqlite-adapter.js
/// <reference types="./sqlite-adapter.d.ts" />

class SqliteAdapter extends dialect_adapter_base/* DialectAdapterBase */.l {
    get supportsTransactionalDdl() {
        return false;
    }
    get supportsReturning() {
        return true;
    }
    async acquireMigrationLock(_db, _opt) {
        // SQLite only has one connection that's reserved by the migration system
        // for the whole time between acquireMigrationLock and releaseMigrationLock.
        // We don't need to do anything here.
    }
    async releaseMigrationLock(_db, _opt) {
        // SQLite only has one connection that's reserved by the migration system
        // for the whole time between acquireMigrationLock and releaseMigrationLock.
        // We don't need to do anything here.
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js + 2 modules
var select_query_node = __webpack_require__(24517);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/savepoint-parser.js
var savepoint_parser = __webpack_require__(96226);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-compiler/compiled-query.js
var compiled_query = __webpack_require__(36560);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/query-id.js + 1 modules
var query_id = __webpack_require__(38557);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dialect/sqlite/sqlite-driver.js
/// <reference types="./sqlite-driver.d.ts" />





class SqliteDriver {
    #config;
    #connectionMutex = new ConnectionMutex();
    #db;
    #connection;
    constructor(config) {
        this.#config = (0,object_utils/* freeze */.CN)({ ...config });
    }
    async init() {
        this.#db = (0,object_utils/* isFunction */.Tn)(this.#config.database)
            ? await this.#config.database()
            : this.#config.database;
        this.#connection = new SqliteConnection(this.#db);
        if (this.#config.onCreateConnection) {
            await this.#config.onCreateConnection(this.#connection);
        }
    }
    async acquireConnection() {
        // SQLite only has one single connection. We use a mutex here to wait
        // until the single connection has been released.
        await this.#connectionMutex.lock();
        return this.#connection;
    }
    async beginTransaction(connection) {
        await connection.executeQuery(compiled_query/* CompiledQuery */.E.raw('begin'));
    }
    async commitTransaction(connection) {
        await connection.executeQuery(compiled_query/* CompiledQuery */.E.raw('commit'));
    }
    async rollbackTransaction(connection) {
        await connection.executeQuery(compiled_query/* CompiledQuery */.E.raw('rollback'));
    }
    async savepoint(connection, savepointName, compileQuery) {
        await connection.executeQuery(compileQuery((0,savepoint_parser/* parseSavepointCommand */._)('savepoint', savepointName), (0,query_id/* createQueryId */.a)()));
    }
    async rollbackToSavepoint(connection, savepointName, compileQuery) {
        await connection.executeQuery(compileQuery((0,savepoint_parser/* parseSavepointCommand */._)('rollback to', savepointName), (0,query_id/* createQueryId */.a)()));
    }
    async releaseSavepoint(connection, savepointName, compileQuery) {
        await connection.executeQuery(compileQuery((0,savepoint_parser/* parseSavepointCommand */._)('release', savepointName), (0,query_id/* createQueryId */.a)()));
    }
    async releaseConnection() {
        this.#connectionMutex.unlock();
    }
    async destroy() {
        this.#db?.close();
    }
}
class SqliteConnection {
    #db;
    constructor(db) {
        this.#db = db;
    }
    executeQuery(compiledQuery) {
        const { sql, parameters } = compiledQuery;
        const stmt = this.#db.prepare(sql);
        if (stmt.reader) {
            return Promise.resolve({
                rows: stmt.all(parameters),
            });
        }
        const { changes, lastInsertRowid } = stmt.run(parameters);
        return Promise.resolve({
            numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
            insertId: lastInsertRowid !== undefined && lastInsertRowid !== null
                ? BigInt(lastInsertRowid)
                : undefined,
            rows: [],
        });
    }
    async *streamQuery(compiledQuery, _chunkSize) {
        const { sql, parameters, query } = compiledQuery;
        const stmt = this.#db.prepare(sql);
        if (select_query_node/* SelectQueryNode */.L.is(query)) {
            const iter = stmt.iterate(parameters);
            for (const row of iter) {
                yield {
                    rows: [row],
                };
            }
        }
        else {
            throw new Error('Sqlite driver only supports streaming of select queries');
        }
    }
}
class ConnectionMutex {
    #promise;
    #resolve;
    async lock() {
        while (this.#promise) {
            await this.#promise;
        }
        this.#promise = new Promise((resolve) => {
            this.#resolve = resolve;
        });
    }
    unlock() {
        const resolve = this.#resolve;
        this.#promise = undefined;
        this.#resolve = undefined;
        resolve?.();
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/dialect.js


/** Statements kept prepared at most (a repository's queries compile to a few texts). */
const STATEMENT_CACHE = 256;
/** Kysely's SQLite dialect over `db`: its compiler and introspector, with the driver and adapter below. */
function nodeSqliteDialect(db) {
    return {
        createAdapter: () => new NodeSqliteAdapter(),
        createDriver: () => new NodeSqliteDriver(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
        createIntrospector: (k) => new SqliteIntrospector(k),
    };
}
/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
    get supportsTransactionalDdl() {
        return true;
    }
}
class NodeSqliteDriver extends SqliteDriver {
    #db;
    constructor(db) {
        super({ database: nodeSqliteDatabase(db) });
        this.#db = db;
    }
    async beginTransaction(connection) {
        await connection.executeQuery(compiled_query/* CompiledQuery */.E.raw('BEGIN IMMEDIATE'));
    }
    async rollbackTransaction(connection) {
        // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
        if (this.#db.isTransaction)
            await super.rollbackTransaction(connection);
    }
}
/** `db` as Kysely's driver calls it, its statements kept prepared by SQL text. */
function nodeSqliteDatabase(db) {
    const statements = new Map();
    return {
        close: () => {
            if (db.isOpen)
                db.close();
        },
        prepare(sql) {
            let statement = statements.get(sql);
            if (statement)
                return statement;
            statement = adapt((0,errors/* mapNative */.Y)('writing the database', () => db.prepare(sql)));
            if (statements.size >= STATEMENT_CACHE)
                statements.clear();
            statements.set(sql, statement);
            return statement;
        },
    };
}
/** node:sqlite's statement as Kysely's driver calls it (parameters as an array, `reader` for a query of rows). */
function adapt(statement) {
    const reader = statement.columns().length > 0;
    const doing = reader ? 'reading the database' : 'writing the database';
    // Kysely passes booleans and undefined as they are; node:sqlite takes neither.
    const args = (params) => params.map((v) => (typeof v === 'boolean' ? Number(v) : v === undefined ? null : v));
    return {
        reader,
        all: (params) => (0,errors/* mapNative */.Y)(doing, () => statement.all(...args(params))),
        run: (params) => (0,errors/* mapNative */.Y)(doing, () => statement.run(...args(params))),
        iterate: (params) => (0,errors/* mapNative */.Y)(doing, () => statement.iterate(...args(params))),
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/database.js
/** Opens the embedded server's node:sqlite database file for the SQL layer and migrates it. */





/** Why `file` could not be created or opened, with its errno `code` (EIO when it has none). */
function openFailure(file, operation, cause) {
    const { code, message } = cause;
    const err = new Error(`cannot ${operation} the database ${file} (${code ?? message}): the data folder must be writable by ` +
        'this user; fix its permissions or pass --data with a writable folder', { cause });
    return Object.assign(err, { name: 'DatabaseOpenError', code: code ?? 'EIO' });
}
/** The SQL layer over an open node:sqlite database. */
function sqliteSql(db) {
    return new sql_db/* SqlDb */.R('sqlite', new kysely/* Kysely */._$({ dialect: nodeSqliteDialect(db) }));
}
/**
 * Opens `file` (created with mode 0600 first: it holds password hashes and TLS keys; an older install's files
 * readable by others are tightened, one line per change in `notices`) and migrates it.
 */
async function openSqlite(file) {
    const onDisk = file !== ':memory:' && !file.startsWith('file:');
    let db;
    try {
        if (onDisk)
            createPrivateFile(file);
    }
    catch (err) {
        throw openFailure(file, 'create', err);
    }
    try {
        db = new external_node_sqlite_.DatabaseSync(file);
        db.exec('PRAGMA journal_mode = WAL');
    }
    catch (err) {
        throw openFailure(file, 'open', err);
    }
    // SQLite gives -wal and -shm the database's mode; an older install may have left them (or it) 0644.
    const changed = onDisk ? tightenModes([file, `${file}-wal`, `${file}-shm`]) : [];
    const notices = changed.map((line) => `${line} (it holds password hashes and TLS keys)`);
    // FULL: a committed transaction survives power loss, not only a process crash.
    db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000');
    const sql = sqliteSql(db);
    try {
        await sql.migrate();
    }
    catch (err) {
        db.close();
        throw err;
    }
    return { db, sql, notices };
}


/***/ }),

/***/ 22256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ syncFilesystem)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/**
 * One `syncfs(2)` for a batch of new files instead of an fsync each (docs/bench.md): Node has no binding, so
 * coreutils' `sync -f DIR` (Linux). Anything else (no `sync`, a failure, a time-out) resolves false, and the
 * caller fsyncs each file: durability never depends on it.
 */

const syncFilesystem = (dir) => process.platform !== 'linux'
    ? Promise.resolve(false)
    : new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('sync', ['-f', dir], { timeout: 120_000, windowsHide: true }, (err) => resolve(!err));
    });


/***/ }),

/***/ 87664:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ DialectAdapterBase)
/* harmony export */ });
/// <reference types="./dialect-adapter-base.d.ts" />
/**
 * A basic implementation of `DialectAdapter` with sensible default values.
 * Third-party dialects can extend this instead of implementing the `DialectAdapter`
 * interface from scratch. That way all new settings will get default values when
 * they are added and there will be less breaking changes.
 */
class DialectAdapterBase {
    get supportsCreateIfNotExists() {
        return true;
    }
    get supportsTransactionalDdl() {
        return false;
    }
    get supportsReturning() {
        return false;
    }
    get supportsOutput() {
        return false;
    }
}


/***/ }),

/***/ 12893:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ AbortedTransactionError),
/* harmony export */   e: () => (/* binding */ isAbortedTransactionError)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./aborted-transaction-error.d.ts" />

const ABORTED_TRANSACTION_ERROR = Symbol.for('kysely.AbortedTransactionError');
/**
 * Thrown when the database rolls back a transaction instead of committing it.
 */
class AbortedTransactionError extends Error {
    name = 'AbortedTransactionError';
    [ABORTED_TRANSACTION_ERROR] = true;
    constructor() {
        super('Transaction was rolled back instead of committed');
    }
}
function isAbortedTransactionError(error) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(error) && ABORTED_TRANSACTION_ERROR in error;
}


/***/ }),

/***/ 61980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _$: () => (/* binding */ Kysely)
});

// UNUSED EXPORTS: Command, ConnectionBuilder, ControlledTransaction, ControlledTransactionBuilder, Transaction, TransactionBuilder, isKyselyProps

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/alter-table-node.js
/// <reference types="./alter-table-node.d.ts" />

/**
 * @internal
 */
const AlterTableNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AlterTableNode';
    },
    create(table) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AlterTableNode',
            table,
        });
    },
    cloneWithTableProps(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
    cloneWithColumnAlteration(node, columnAlteration) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            columnAlterations: node.columnAlterations
                ? [...node.columnAlterations, columnAlteration]
                : [columnAlteration],
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/create-index-node.js
/// <reference types="./create-index-node.d.ts" />


/**
 * @internal
 */
const CreateIndexNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CreateIndexNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CreateIndexNode',
            name: identifier_node/* IdentifierNode */.O.create(name),
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
    cloneWithColumns(node, columns) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            columns: [...(node.columns || []), ...columns],
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/create-schema-node.js
/// <reference types="./create-schema-node.d.ts" />


/**
 * @internal
 */
const CreateSchemaNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CreateSchemaNode';
    },
    create(schema, params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CreateSchemaNode',
            schema: identifier_node/* IdentifierNode */.O.create(schema),
            ...params,
        });
    },
    cloneWith(createSchema, params) {
        return (0,object_utils/* freeze */.CN)({
            ...createSchema,
            ...params,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/create-table-node.js
var create_table_node = __webpack_require__(95034);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/schemable-identifier-node.js
var schemable_identifier_node = __webpack_require__(99073);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-index-node.js
/// <reference types="./drop-index-node.d.ts" />


/**
 * @internal
 */
const DropIndexNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropIndexNode';
    },
    create(name, params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropIndexNode',
            name: schemable_identifier_node/* SchemableIdentifierNode */.y.create(name),
            ...params,
        });
    },
    cloneWith(dropIndex, props) {
        return (0,object_utils/* freeze */.CN)({
            ...dropIndex,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-schema-node.js
/// <reference types="./drop-schema-node.d.ts" />


/**
 * @internal
 */
const DropSchemaNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropSchemaNode';
    },
    create(schema, params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropSchemaNode',
            schema: identifier_node/* IdentifierNode */.O.create(schema),
            ...params,
        });
    },
    cloneWith(dropSchema, params) {
        return (0,object_utils/* freeze */.CN)({
            ...dropSchema,
            ...params,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-table-node.js
/// <reference types="./drop-table-node.d.ts" />

/**
 * @internal
 */
const DropTableNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropTableNode';
    },
    create(table, params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropTableNode',
            table,
            ...params,
        });
    },
    cloneWith(dropIndex, params) {
        return (0,object_utils/* freeze */.CN)({
            ...dropIndex,
            ...params,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/add-column-node.js
/// <reference types="./add-column-node.d.ts" />

/**
 * @internal
 */
const AddColumnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AddColumnNode';
    },
    create(column) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AddColumnNode',
            column,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/column-node.js
var column_node = __webpack_require__(58711);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/column-definition-node.js
/// <reference types="./column-definition-node.d.ts" />


/**
 * @internal
 */
const ColumnDefinitionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ColumnDefinitionNode';
    },
    create(column, dataType) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ColumnDefinitionNode',
            column: column_node/* ColumnNode */.Z.create(column),
            dataType,
        });
    },
    cloneWithFrontModifier(node, modifier) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            frontModifiers: node.frontModifiers
                ? (0,object_utils/* freeze */.CN)([...node.frontModifiers, modifier])
                : [modifier],
        });
    },
    cloneWithEndModifier(node, modifier) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            endModifiers: node.endModifiers
                ? (0,object_utils/* freeze */.CN)([...node.endModifiers, modifier])
                : [modifier],
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-column-node.js
/// <reference types="./drop-column-node.d.ts" />


/**
 * @internal
 */
const DropColumnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropColumnNode';
    },
    create(column) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropColumnNode',
            column: column_node/* ColumnNode */.Z.create(column),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/rename-column-node.js
/// <reference types="./rename-column-node.d.ts" />


/**
 * @internal
 */
const RenameColumnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'RenameColumnNode';
    },
    create(column, newColumn) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'RenameColumnNode',
            column: column_node/* ColumnNode */.Z.create(column),
            renameTo: column_node/* ColumnNode */.Z.create(newColumn),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/check-constraint-node.js
/// <reference types="./check-constraint-node.d.ts" />


/**
 * @internal
 */
const CheckConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CheckConstraintNode';
    },
    create(expression, constraintName) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CheckConstraintNode',
            expression,
            name: constraintName
                ? identifier_node/* IdentifierNode */.O.create(constraintName)
                : undefined,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/references-node.js
/// <reference types="./references-node.d.ts" />

const ON_MODIFY_FOREIGN_ACTIONS = [
    'no action',
    'restrict',
    'cascade',
    'set null',
    'set default',
];
/**
 * @internal
 */
const ReferencesNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ReferencesNode';
    },
    create(table, columns) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ReferencesNode',
            table,
            columns: (0,object_utils/* freeze */.CN)([...columns]),
        });
    },
    cloneWithOnDelete(references, onDelete) {
        return (0,object_utils/* freeze */.CN)({
            ...references,
            onDelete,
        });
    },
    cloneWithOnUpdate(references, onUpdate) {
        return (0,object_utils/* freeze */.CN)({
            ...references,
            onUpdate,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-all-node.js
var select_all_node = __webpack_require__(69007);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-source.js
var operation_node_source = __webpack_require__(58952);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-node.js
var value_node = __webpack_require__(93732);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/default-value-parser.js
/// <reference types="./default-value-parser.d.ts" />


function parseDefaultValueExpression(value) {
    return (0,operation_node_source/* isOperationNodeSource */.N)(value)
        ? value.toOperationNode()
        : value_node/* ValueNode */.q.createImmediate(value);
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/generated-node.js
/// <reference types="./generated-node.d.ts" />

/**
 * @internal
 */
const GeneratedNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'GeneratedNode';
    },
    create(params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'GeneratedNode',
            ...params,
        });
    },
    createWithExpression(expression) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'GeneratedNode',
            always: true,
            expression,
        });
    },
    cloneWith(node, params) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...params,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/default-value-node.js
/// <reference types="./default-value-node.d.ts" />

/**
 * @internal
 */
const DefaultValueNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DefaultValueNode';
    },
    create(defaultValue) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DefaultValueNode',
            defaultValue,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/on-modify-action-parser.js
/// <reference types="./on-modify-action-parser.d.ts" />

function parseOnModifyForeignAction(action) {
    if (ON_MODIFY_FOREIGN_ACTIONS.includes(action)) {
        return action;
    }
    throw new Error(`invalid OnModifyForeignAction ${action}`);
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/column-definition-builder.js
/// <reference types="./column-definition-builder.d.ts" />









class ColumnDefinitionBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /**
     * Adds `auto_increment` or `autoincrement` to the column definition
     * depending on the dialect.
     *
     * Some dialects like PostgreSQL don't support this. On PostgreSQL
     * you can use the `serial` or `bigserial` data type instead.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.autoIncrement().primaryKey())
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `id` integer primary key auto_increment
     * )
     * ```
     */
    autoIncrement() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { autoIncrement: true }));
    }
    /**
     * Makes the column an identity column.
     *
     * This only works on some dialects like MS SQL Server (MSSQL).
     *
     * For PostgreSQL's `generated always as identity` use {@link generatedAlwaysAsIdentity}.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.identity().primaryKey())
     *   .execute()
     * ```
     *
     * The generated SQL (MSSQL):
     *
     * ```sql
     * create table "person" (
     *   "id" integer identity primary key
     * )
     * ```
     */
    identity() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { identity: true }));
    }
    /**
     * Makes the column the primary key.
     *
     * If you want to specify a composite primary key use the
     * {@link CreateTableBuilder.addPrimaryKeyConstraint} method.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `id` integer primary key
     * )
     */
    primaryKey() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { primaryKey: true }));
    }
    /**
     * Adds a foreign key constraint for the column.
     *
     * If your database engine doesn't support foreign key constraints in the
     * column definition (like MySQL 5) you need to call the table level
     * {@link CreateTableBuilder.addForeignKeyConstraint} method instead.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('owner_id', 'integer', (col) => col.references('person.id'))
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "pet" (
     *   "owner_id" integer references "person" ("id")
     * )
     * ```
     */
    references(ref) {
        const references = (0,reference_parser/* parseStringReference */.q5)(ref);
        if (!references.table || select_all_node/* SelectAllNode */.U.is(references.column)) {
            throw new Error(`invalid call references('${ref}'). The reference must have format table.column or schema.table.column`);
        }
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            references: ReferencesNode.create(references.table, [
                references.column,
            ]),
        }));
    }
    /**
     * Adds an `on delete` constraint for the foreign key column.
     *
     * If your database engine doesn't support foreign key constraints in the
     * column definition (like MySQL 5) you need to call the table level
     * {@link CreateTableBuilder.addForeignKeyConstraint} method instead.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn(
     *     'owner_id',
     *     'integer',
     *     (col) => col.references('person.id').onDelete('cascade')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "pet" (
     *   "owner_id" integer references "person" ("id") on delete cascade
     * )
     * ```
     */
    onDelete(onDelete) {
        if (!this.#node.references) {
            throw new Error('on delete constraint can only be added for foreign keys');
        }
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            references: ReferencesNode.cloneWithOnDelete(this.#node.references, parseOnModifyForeignAction(onDelete)),
        }));
    }
    /**
     * Adds an `on update` constraint for the foreign key column.
     *
     * If your database engine doesn't support foreign key constraints in the
     * column definition (like MySQL 5) you need to call the table level
     * {@link CreateTableBuilder.addForeignKeyConstraint} method instead.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn(
     *     'owner_id',
     *     'integer',
     *     (col) => col.references('person.id').onUpdate('cascade')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "pet" (
     *   "owner_id" integer references "person" ("id") on update cascade
     * )
     * ```
     */
    onUpdate(onUpdate) {
        if (!this.#node.references) {
            throw new Error('on update constraint can only be added for foreign keys');
        }
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            references: ReferencesNode.cloneWithOnUpdate(this.#node.references, parseOnModifyForeignAction(onUpdate)),
        }));
    }
    /**
     * Adds a unique constraint for the column.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('email', 'varchar(255)', col => col.unique())
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `email` varchar(255) unique
     * )
     * ```
     */
    unique() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { unique: true }));
    }
    /**
     * Adds a `not null` constraint for the column.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('first_name', 'varchar(255)', col => col.notNull())
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `first_name` varchar(255) not null
     * )
     * ```
     */
    notNull() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { notNull: true }));
    }
    /**
     * Adds a `unsigned` modifier for the column.
     *
     * This only works on some dialects like MySQL.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('age', 'integer', col => col.unsigned())
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `age` integer unsigned
     * )
     * ```
     */
    unsigned() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { unsigned: true }));
    }
    /**
     * Adds a default value constraint for the column.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('number_of_legs', 'integer', (col) => col.defaultTo(4))
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `pet` (
     *   `number_of_legs` integer default 4
     * )
     * ```
     *
     * Values passed to `defaultTo` are interpreted as value literals by default. You can define
     * an arbitrary SQL expression using the {@link sql} template tag:
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('pet')
     *   .addColumn(
     *     'created_at',
     *     'timestamp',
     *     (col) => col.defaultTo(sql`CURRENT_TIMESTAMP`)
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `pet` (
     *   `created_at` timestamp default CURRENT_TIMESTAMP
     * )
     * ```
     */
    defaultTo(value) {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            defaultTo: DefaultValueNode.create(parseDefaultValueExpression(value)),
        }));
    }
    /**
     * Adds a check constraint for the column.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('number_of_legs', 'integer', (col) =>
     *     col.check(sql`number_of_legs < 5`)
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `pet` (
     *   `number_of_legs` integer check (number_of_legs < 5)
     * )
     * ```
     */
    check(expression) {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            check: CheckConstraintNode.create(expression.toOperationNode()),
        }));
    }
    /**
     * Makes the column a generated column using a `generated always as` statement.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('full_name', 'varchar(255)',
     *     (col) => col.generatedAlwaysAs(sql`concat(first_name, ' ', last_name)`)
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `full_name` varchar(255) generated always as (concat(first_name, ' ', last_name))
     * )
     * ```
     */
    generatedAlwaysAs(expression) {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            generated: GeneratedNode.createWithExpression(expression.toOperationNode()),
        }));
    }
    /**
     * Adds the `generated always as identity` specifier.
     *
     * This only works on some dialects like PostgreSQL.
     *
     * For MS SQL Server (MSSQL)'s identity column use {@link identity}.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.generatedAlwaysAsIdentity().primaryKey())
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "person" (
     *   "id" integer generated always as identity primary key
     * )
     * ```
     */
    generatedAlwaysAsIdentity() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            generated: GeneratedNode.create({ identity: true, always: true }),
        }));
    }
    /**
     * Adds the `generated by default as identity` specifier on supported dialects.
     *
     * This only works on some dialects like PostgreSQL.
     *
     * For MS SQL Server (MSSQL)'s identity column use {@link identity}.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.generatedByDefaultAsIdentity().primaryKey())
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "person" (
     *   "id" integer generated by default as identity primary key
     * )
     * ```
     */
    generatedByDefaultAsIdentity() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            generated: GeneratedNode.create({ identity: true, byDefault: true }),
        }));
    }
    /**
     * Makes a generated column stored instead of virtual. This method can only
     * be used with {@link generatedAlwaysAs}
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('full_name', 'varchar(255)', (col) => col
     *     .generatedAlwaysAs(sql`concat(first_name, ' ', last_name)`)
     *     .stored()
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `full_name` varchar(255) generated always as (concat(first_name, ' ', last_name)) stored
     * )
     * ```
     */
    stored() {
        if (!this.#node.generated) {
            throw new Error('stored() can only be called after generatedAlwaysAs');
        }
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, {
            generated: GeneratedNode.cloneWith(this.#node.generated, {
                stored: true,
            }),
        }));
    }
    /**
     * This can be used to add any additional SQL right after the column's data type.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .addColumn(
     *     'first_name',
     *     'varchar(36)',
     *     (col) => col.modifyFront(sql`collate utf8mb4_general_ci`).notNull()
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `id` integer primary key,
     *   `first_name` varchar(36) collate utf8mb4_general_ci not null
     * )
     * ```
     */
    modifyFront(modifier) {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWithFrontModifier(this.#node, modifier.toOperationNode()));
    }
    /**
     * Adds `nulls not distinct` specifier.
     * Should be used with `unique` constraint.
     *
     * This only works on some dialects like PostgreSQL.
     *
     * ### Examples
     *
     * ```ts
     * db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .addColumn('first_name', 'varchar(30)', col => col.unique().nullsNotDistinct())
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create table "person" (
     *   "id" integer primary key,
     *   "first_name" varchar(30) unique nulls not distinct
     * )
     * ```
     */
    nullsNotDistinct() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { nullsNotDistinct: true }));
    }
    /**
     * Adds `if not exists` specifier. This only works for PostgreSQL.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .alterTable('person')
     *   .addColumn('email', 'varchar(255)', col => col.unique().ifNotExists())
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * alter table "person" add column if not exists "email" varchar(255) unique
     * ```
     */
    ifNotExists() {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWith(this.#node, { ifNotExists: true }));
    }
    /**
     * This can be used to add any additional SQL to the end of the column definition.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .addColumn(
     *     'age',
     *     'integer',
     *     col => col.unsigned()
     *       .notNull()
     *       .modifyEnd(sql`comment ${sql.lit('it is not polite to ask a woman her age')}`)
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `id` integer primary key,
     *   `age` integer unsigned not null comment 'it is not polite to ask a woman her age'
     * )
     * ```
     */
    modifyEnd(modifier) {
        return new ColumnDefinitionBuilder(ColumnDefinitionNode.cloneWithEndModifier(this.#node, modifier.toOperationNode()));
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/modify-column-node.js
/// <reference types="./modify-column-node.d.ts" />

/**
 * @internal
 */
const ModifyColumnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ModifyColumnNode';
    },
    create(column) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ModifyColumnNode',
            column,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/data-type-parser.js + 1 modules
var data_type_parser = __webpack_require__(10960);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/foreign-key-constraint-node.js
/// <reference types="./foreign-key-constraint-node.d.ts" />



/**
 * @internal
 */
const ForeignKeyConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ForeignKeyConstraintNode';
    },
    create(sourceColumns, targetTable, targetColumns, constraintName) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ForeignKeyConstraintNode',
            columns: sourceColumns,
            references: ReferencesNode.create(targetTable, targetColumns),
            name: constraintName
                ? identifier_node/* IdentifierNode */.O.create(constraintName)
                : undefined,
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/foreign-key-constraint-builder.js
/// <reference types="./foreign-key-constraint-builder.d.ts" />


class ForeignKeyConstraintBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    onDelete(onDelete) {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, {
            onDelete: parseOnModifyForeignAction(onDelete),
        }));
    }
    onUpdate(onUpdate) {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, {
            onUpdate: parseOnModifyForeignAction(onUpdate),
        }));
    }
    deferrable() {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, { deferrable: true }));
    }
    notDeferrable() {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, { deferrable: false }));
    }
    initiallyDeferred() {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: true,
        }));
    }
    initiallyImmediate() {
        return new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: false,
        }));
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/add-constraint-node.js
/// <reference types="./add-constraint-node.d.ts" />

/**
 * @internal
 */
const AddConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AddConstraintNode';
    },
    create(constraint) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AddConstraintNode',
            constraint,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/unique-constraint-node.js
/// <reference types="./unique-constraint-node.d.ts" />



/**
 * @internal
 */
const UniqueConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'UniqueConstraintNode';
    },
    create(columns, constraintName, nullsNotDistinct) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'UniqueConstraintNode',
            columns: (0,object_utils/* freeze */.CN)(columns.map(column_node/* ColumnNode */.Z.create)),
            name: constraintName
                ? identifier_node/* IdentifierNode */.O.create(constraintName)
                : undefined,
            nullsNotDistinct,
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-constraint-node.js
/// <reference types="./drop-constraint-node.d.ts" />


/**
 * @internal
 */
const DropConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropConstraintNode';
    },
    create(constraintName) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropConstraintNode',
            constraintName: identifier_node/* IdentifierNode */.O.create(constraintName),
        });
    },
    cloneWith(dropConstraint, props) {
        return (0,object_utils/* freeze */.CN)({
            ...dropConstraint,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/alter-column-node.js
/// <reference types="./alter-column-node.d.ts" />


/**
 * @internal
 */
const AlterColumnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AlterColumnNode';
    },
    create(column, prop, value) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AlterColumnNode',
            column: column_node/* ColumnNode */.Z.create(column),
            [prop]: value,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-column-builder.js
/// <reference types="./alter-column-builder.d.ts" />



class AlterColumnBuilder {
    #column;
    constructor(column) {
        this.#column = column;
    }
    setDataType(dataType) {
        return new AlteredColumnBuilder(AlterColumnNode.create(this.#column, 'dataType', (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType)));
    }
    setDefault(value) {
        return new AlteredColumnBuilder(AlterColumnNode.create(this.#column, 'setDefault', parseDefaultValueExpression(value)));
    }
    dropDefault() {
        return new AlteredColumnBuilder(AlterColumnNode.create(this.#column, 'dropDefault', true));
    }
    setNotNull() {
        return new AlteredColumnBuilder(AlterColumnNode.create(this.#column, 'setNotNull', true));
    }
    dropNotNull() {
        return new AlteredColumnBuilder(AlterColumnNode.create(this.#column, 'dropNotNull', true));
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
}
/**
 * Allows us to force consumers to do exactly one alteration to a column.
 *
 * One cannot do no alterations:
 *
 * ```ts
 * await db.schema
 *   .alterTable('person')
 * //  .execute() // Property 'execute' does not exist on type 'AlteredColumnBuilder'.
 * ```
 *
 * ```ts
 * await db.schema
 *   .alterTable('person')
 * //  .alterColumn('age', (ac) => ac) // Type 'AlterColumnBuilder' is not assignable to type 'AlteredColumnBuilder'.
 * //  .execute()
 * ```
 *
 * One cannot do multiple alterations:
 *
 * ```ts
 * await db.schema
 *   .alterTable('person')
 * //  .alterColumn('age', (ac) => ac.dropNotNull().setNotNull()) // Property 'setNotNull' does not exist on type 'AlteredColumnBuilder'.
 * //  .execute()
 * ```
 *
 * Which would now throw a compilation error, instead of a runtime error.
 */
class AlteredColumnBuilder {
    #alterColumnNode;
    constructor(alterColumnNode) {
        this.#alterColumnNode = alterColumnNode;
    }
    toOperationNode() {
        return this.#alterColumnNode;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-table-executor.js
/// <reference types="./alter-table-executor.d.ts" />

class AlterTableExecutor {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-table-add-foreign-key-constraint-builder.js
/// <reference types="./alter-table-add-foreign-key-constraint-builder.d.ts" />



class AlterTableAddForeignKeyConstraintBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    onDelete(onDelete) {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.onDelete(onDelete),
        });
    }
    onUpdate(onUpdate) {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.onUpdate(onUpdate),
        });
    }
    deferrable() {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.deferrable(),
        });
    }
    notDeferrable() {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.notDeferrable(),
        });
    }
    initiallyDeferred() {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.initiallyDeferred(),
        });
    }
    initiallyImmediate() {
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder: this.#props.constraintBuilder.initiallyImmediate(),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(AlterTableNode.cloneWithTableProps(this.#props.node, {
            addConstraint: AddConstraintNode.create(this.#props.constraintBuilder.toOperationNode()),
        }), this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-table-drop-constraint-builder.js
/// <reference types="./alter-table-drop-constraint-builder.d.ts" />



class AlterTableDropConstraintBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    ifExists() {
        return new AlterTableDropConstraintBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                dropConstraint: DropConstraintNode.cloneWith(this.#props.node.dropConstraint, {
                    ifExists: true,
                }),
            }),
        });
    }
    cascade() {
        return new AlterTableDropConstraintBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                dropConstraint: DropConstraintNode.cloneWith(this.#props.node.dropConstraint, {
                    modifier: 'cascade',
                }),
            }),
        });
    }
    restrict() {
        return new AlterTableDropConstraintBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                dropConstraint: DropConstraintNode.cloneWith(this.#props.node.dropConstraint, {
                    modifier: 'restrict',
                }),
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/primary-key-constraint-node.js
/// <reference types="./primary-key-constraint-node.d.ts" />



/**
 * @internal
 */
const PrimaryKeyConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'PrimaryKeyConstraintNode';
    },
    create(columns, constraintName) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'PrimaryKeyConstraintNode',
            columns: (0,object_utils/* freeze */.CN)(columns.map(column_node/* ColumnNode */.Z.create)),
            name: constraintName
                ? identifier_node/* IdentifierNode */.O.create(constraintName)
                : undefined,
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({ ...node, ...props });
    },
});
/**
 * Backwards compatibility for a typo in the codebase.
 *
 * @deprecated Use {@link PrimaryKeyConstraintNode} instead.
 */
const PrimaryConstraintNode = (/* unused pure expression or super */ null && (PrimaryKeyConstraintNode));

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/add-index-node.js
/// <reference types="./add-index-node.d.ts" />


/**
 * @internal
 */
const AddIndexNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AddIndexNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AddIndexNode',
            name: identifier_node/* IdentifierNode */.O.create(name),
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
    cloneWithColumns(node, columns) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            columns: [...(node.columns || []), ...columns],
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-table-add-index-builder.js
/// <reference types="./alter-table-add-index-builder.d.ts" />





class AlterTableAddIndexBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Makes the index unique.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .alterTable('person')
     *   .addIndex('person_first_name_index')
     *   .unique()
     *   .column('email')
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` add unique index `person_first_name_index` (`email`)
     * ```
     */
    unique() {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.cloneWith(this.#props.node.addIndex, {
                    unique: true,
                }),
            }),
        });
    }
    /**
     * Adds a column to the index.
     *
     * Also see {@link columns} for adding multiple columns at once or {@link expression}
     * for specifying an arbitrary expression.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .alterTable('person')
     *   .addIndex('person_first_name_and_age_index')
     *   .column('first_name')
     *   .column('age desc')
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` add index `person_first_name_and_age_index` (`first_name`, `age` desc)
     * ```
     */
    column(column) {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.cloneWithColumns(this.#props.node.addIndex, [
                    (0,reference_parser/* parseOrderedColumnName */.Ow)(column),
                ]),
            }),
        });
    }
    /**
     * Specifies a list of columns for the index.
     *
     * Also see {@link column} for adding a single column or {@link expression} for
     * specifying an arbitrary expression.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .alterTable('person')
     *   .addIndex('person_first_name_and_age_index')
     *   .columns(['first_name', 'age desc'])
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` add index `person_first_name_and_age_index` (`first_name`, `age` desc)
     * ```
     */
    columns(columns) {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.cloneWithColumns(this.#props.node.addIndex, columns.map(reference_parser/* parseOrderedColumnName */.Ow)),
            }),
        });
    }
    /**
     * Specifies an arbitrary expression for the index.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .alterTable('person')
     *   .addIndex('person_first_name_index')
     *   .expression(sql<boolean>`(first_name < 'Sami')`)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` add index `person_first_name_index` ((first_name < 'Sami'))
     * ```
     */
    expression(expression) {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.cloneWithColumns(this.#props.node.addIndex, [
                    expression.toOperationNode(),
                ]),
            }),
        });
    }
    using(indexType) {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.cloneWith(this.#props.node.addIndex, {
                    using: raw_node/* RawNode */.z.createWithSql(indexType),
                }),
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/unique-constraint-builder.js
/// <reference types="./unique-constraint-builder.d.ts" />

class UniqueConstraintNodeBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /**
     * Adds `nulls not distinct` to the unique constraint definition
     *
     * Supported by PostgreSQL dialect only
     */
    nullsNotDistinct() {
        return new UniqueConstraintNodeBuilder(UniqueConstraintNode.cloneWith(this.#node, { nullsNotDistinct: true }));
    }
    deferrable() {
        return new UniqueConstraintNodeBuilder(UniqueConstraintNode.cloneWith(this.#node, { deferrable: true }));
    }
    notDeferrable() {
        return new UniqueConstraintNodeBuilder(UniqueConstraintNode.cloneWith(this.#node, { deferrable: false }));
    }
    initiallyDeferred() {
        return new UniqueConstraintNodeBuilder(UniqueConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: true,
        }));
    }
    initiallyImmediate() {
        return new UniqueConstraintNodeBuilder(UniqueConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: false,
        }));
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/primary-key-constraint-builder.js
/// <reference types="./primary-key-constraint-builder.d.ts" />

class PrimaryKeyConstraintBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    deferrable() {
        return new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.cloneWith(this.#node, { deferrable: true }));
    }
    notDeferrable() {
        return new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.cloneWith(this.#node, { deferrable: false }));
    }
    initiallyDeferred() {
        return new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: true,
        }));
    }
    initiallyImmediate() {
        return new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.cloneWith(this.#node, {
            initiallyDeferred: false,
        }));
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/check-constraint-builder.js
/// <reference types="./check-constraint-builder.d.ts" />
class CheckConstraintBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/rename-constraint-node.js
/// <reference types="./rename-constraint-node.d.ts" />


/**
 * @internal
 */
const RenameConstraintNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'RenameConstraintNode';
    },
    create(oldName, newName) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'RenameConstraintNode',
            oldName: identifier_node/* IdentifierNode */.O.create(oldName),
            newName: identifier_node/* IdentifierNode */.O.create(newName),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/alter-table-builder.js
/// <reference types="./alter-table-builder.d.ts" />






























/**
 * This builder can be used to create a `alter table` query.
 */
class AlterTableBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    renameTo(newTableName) {
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                renameTo: (0,table_parser/* parseTable */.M$)(newTableName),
            }),
        });
    }
    setSchema(newSchema) {
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                setSchema: identifier_node/* IdentifierNode */.O.create(newSchema),
            }),
        });
    }
    alterColumn(column, alteration) {
        const builder = alteration(new AlterColumnBuilder(column));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, builder.toOperationNode()),
        });
    }
    dropColumn(column) {
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, DropColumnNode.create(column)),
        });
    }
    renameColumn(column, newColumn) {
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, RenameColumnNode.create(column, newColumn)),
        });
    }
    addColumn(columnName, dataType, build = object_utils/* noop */.lQ) {
        const builder = build(new ColumnDefinitionBuilder(ColumnDefinitionNode.create(columnName, (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType))));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, AddColumnNode.create(builder.toOperationNode())),
        });
    }
    modifyColumn(columnName, dataType, build = object_utils/* noop */.lQ) {
        const builder = build(new ColumnDefinitionBuilder(ColumnDefinitionNode.create(columnName, (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType))));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, ModifyColumnNode.create(builder.toOperationNode())),
        });
    }
    /**
     * See {@link CreateTableBuilder.addUniqueConstraint}
     */
    addUniqueConstraint(constraintName, columns, build = object_utils/* noop */.lQ) {
        const uniqueConstraintBuilder = build(new UniqueConstraintNodeBuilder(UniqueConstraintNode.create(columns, constraintName)));
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addConstraint: AddConstraintNode.create(uniqueConstraintBuilder.toOperationNode()),
            }),
        });
    }
    /**
     * See {@link CreateTableBuilder.addCheckConstraint}
     */
    addCheckConstraint(constraintName, checkExpression, build = object_utils/* noop */.lQ) {
        const constraintBuilder = build(new CheckConstraintBuilder(CheckConstraintNode.create(checkExpression.toOperationNode(), constraintName)));
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addConstraint: AddConstraintNode.create(constraintBuilder.toOperationNode()),
            }),
        });
    }
    /**
     * See {@link CreateTableBuilder.addForeignKeyConstraint}
     *
     * Unlike {@link CreateTableBuilder.addForeignKeyConstraint} this method returns
     * the constraint builder and doesn't take a callback as the last argument. This
     * is because you can only add one column per `ALTER TABLE` query.
     */
    addForeignKeyConstraint(constraintName, columns, targetTable, targetColumns, build = object_utils/* noop */.lQ) {
        const constraintBuilder = build(new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.create(columns.map(column_node/* ColumnNode */.Z.create), (0,table_parser/* parseTable */.M$)(targetTable), targetColumns.map(column_node/* ColumnNode */.Z.create), constraintName)));
        return new AlterTableAddForeignKeyConstraintBuilder({
            ...this.#props,
            constraintBuilder,
        });
    }
    /**
     * See {@link CreateTableBuilder.addPrimaryKeyConstraint}
     */
    addPrimaryKeyConstraint(constraintName, columns, build = object_utils/* noop */.lQ) {
        const constraintBuilder = build(new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.create(columns, constraintName)));
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addConstraint: AddConstraintNode.create(constraintBuilder.toOperationNode()),
            }),
        });
    }
    dropConstraint(constraintName) {
        return new AlterTableDropConstraintBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                dropConstraint: DropConstraintNode.create(constraintName),
            }),
        });
    }
    renameConstraint(oldName, newName) {
        return new AlterTableDropConstraintBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                renameConstraint: RenameConstraintNode.create(oldName, newName),
            }),
        });
    }
    /**
     * This can be used to add index to table.
     *
     *  ### Examples
     *
     * ```ts
     * db.schema.alterTable('person')
     *   .addIndex('person_email_index')
     *   .column('email')
     *   .unique()
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` add unique index `person_email_index` (`email`)
     * ```
     */
    addIndex(indexName) {
        return new AlterTableAddIndexBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                addIndex: AddIndexNode.create(indexName),
            }),
        });
    }
    /**
     * This can be used to drop index from table.
     *
     * ### Examples
     *
     * ```ts
     * db.schema.alterTable('person')
     *   .dropIndex('person_email_index')
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * alter table `person` drop index `test_first_name_index`
     * ```
     */
    dropIndex(indexName) {
        return new AlterTableExecutor({
            ...this.#props,
            node: AlterTableNode.cloneWithTableProps(this.#props.node, {
                dropIndex: DropIndexNode.create(indexName),
            }),
        });
    }
    /**
     * Calls the given function passing `this` as the only argument.
     *
     * See {@link CreateTableBuilder.$call}
     */
    $call(func) {
        return func(this);
    }
}
class AlterTableColumnAlteringBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    alterColumn(column, alteration) {
        const builder = alteration(new AlterColumnBuilder(column));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, builder.toOperationNode()),
        });
    }
    dropColumn(column) {
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, DropColumnNode.create(column)),
        });
    }
    renameColumn(column, newColumn) {
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, RenameColumnNode.create(column, newColumn)),
        });
    }
    addColumn(columnName, dataType, build = object_utils/* noop */.lQ) {
        const builder = build(new ColumnDefinitionBuilder(ColumnDefinitionNode.create(columnName, (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType))));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, AddColumnNode.create(builder.toOperationNode())),
        });
    }
    modifyColumn(columnName, dataType, build = object_utils/* noop */.lQ) {
        const builder = build(new ColumnDefinitionBuilder(ColumnDefinitionNode.create(columnName, (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType))));
        return new AlterTableColumnAlteringBuilder({
            ...this.#props,
            node: AlterTableNode.cloneWithColumnAlteration(this.#props.node, ModifyColumnNode.create(builder.toOperationNode())),
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-transformer.js + 1 modules
var operation_node_transformer = __webpack_require__(89346);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-list-node.js
var value_list_node = __webpack_require__(47093);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/immediate-value/immediate-value-transformer.js
/// <reference types="./immediate-value-transformer.d.ts" />



/**
 * Transforms all ValueNodes to immediate.
 *
 * WARNING! This should never be part of the public API. Users should never use this.
 * This is an internal helper.
 *
 * @internal
 */
class ImmediateValueTransformer extends operation_node_transformer/* OperationNodeTransformer */.V {
    transformPrimitiveValueList(node) {
        return value_list_node/* ValueListNode */.s.create(node.values.map(value_node/* ValueNode */.q.createImmediate));
    }
    transformValue(node) {
        return value_node/* ValueNode */.q.createImmediate(node.value);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/create-index-builder.js
/// <reference types="./create-index-builder.d.ts" />








class CreateIndexBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Adds the "if not exists" modifier.
     *
     * If the index already exists, no error is thrown if this method has been called.
     */
    ifNotExists() {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWith(this.#props.node, {
                ifNotExists: true,
            }),
        });
    }
    /**
     * Makes the index unique.
     */
    unique() {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWith(this.#props.node, {
                unique: true,
            }),
        });
    }
    /**
     * Adds `nulls not distinct` specifier to index.
     * This only works on some dialects like PostgreSQL.
     *
     * ### Examples
     *
     * ```ts
     * db.schema.createIndex('person_first_name_index')
     *  .on('person')
     *  .column('first_name')
     *  .nullsNotDistinct()
     *  .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create index "person_first_name_index"
     * on "test" ("first_name")
     * nulls not distinct;
     * ```
     */
    nullsNotDistinct() {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWith(this.#props.node, {
                nullsNotDistinct: true,
            }),
        });
    }
    /**
     * Specifies the table for the index.
     */
    on(table) {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWith(this.#props.node, {
                table: (0,table_parser/* parseTable */.M$)(table),
            }),
        });
    }
    /**
     * Adds a column to the index.
     *
     * Also see {@link columns} for adding multiple columns at once or {@link expression}
     * for specifying an arbitrary expression.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *         .createIndex('person_first_name_and_age_index')
     *         .on('person')
     *         .column('first_name')
     *         .column('age desc')
     *         .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create index "person_first_name_and_age_index" on "person" ("first_name", "age" desc)
     * ```
     */
    column(column) {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWithColumns(this.#props.node, [
                (0,reference_parser/* parseOrderedColumnName */.Ow)(column),
            ]),
        });
    }
    /**
     * Specifies a list of columns for the index.
     *
     * Also see {@link column} for adding a single column or {@link expression} for
     * specifying an arbitrary expression.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *         .createIndex('person_first_name_and_age_index')
     *         .on('person')
     *         .columns(['first_name', 'age desc'])
     *         .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create index "person_first_name_and_age_index" on "person" ("first_name", "age" desc)
     * ```
     */
    columns(columns) {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWithColumns(this.#props.node, columns.map(reference_parser/* parseOrderedColumnName */.Ow)),
        });
    }
    /**
     * Specifies an arbitrary expression for the index.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createIndex('person_first_name_index')
     *   .on('person')
     *   .expression(sql`first_name COLLATE "fi_FI"`)
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create index "person_first_name_index" on "person" (first_name COLLATE "fi_FI")
     * ```
     */
    expression(expression) {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWithColumns(this.#props.node, [
                expression.toOperationNode(),
            ]),
        });
    }
    using(indexType) {
        return new CreateIndexBuilder({
            ...this.#props,
            node: CreateIndexNode.cloneWith(this.#props.node, {
                using: raw_node/* RawNode */.z.createWithSql(indexType),
            }),
        });
    }
    where(...args) {
        const transformer = new ImmediateValueTransformer();
        return new CreateIndexBuilder({
            ...this.#props,
            node: query_node/* QueryNode */.L.cloneWithWhere(this.#props.node, transformer.transformNode((0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args), this.#props.queryId)),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/create-schema-builder.js
/// <reference types="./create-schema-builder.d.ts" />


class CreateSchemaBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    ifNotExists() {
        return new CreateSchemaBuilder({
            ...this.#props,
            node: CreateSchemaNode.cloneWith(this.#props.node, { ifNotExists: true }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/on-commit-action-parse.js
/// <reference types="./on-commit-action-parse.d.ts" />

function parseOnCommitAction(action) {
    if (create_table_node/* ON_COMMIT_ACTIONS */.o.includes(action)) {
        return action;
    }
    throw new Error(`invalid OnCommitAction ${action}`);
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/expression-parser.js
var expression_parser = __webpack_require__(61655);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/create-table-builder.js
/// <reference types="./create-table-builder.d.ts" />

















/**
 * This builder can be used to create a `create table` query.
 */
class CreateTableBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Adds the "temporary" modifier.
     *
     * Use this to create a temporary table.
     */
    temporary() {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWith(this.#props.node, {
                temporary: true,
            }),
        });
    }
    /**
     * Adds an "on commit" statement.
     *
     * This can be used in conjunction with temporary tables on supported databases
     * like PostgreSQL.
     */
    onCommit(onCommit) {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWith(this.#props.node, {
                onCommit: parseOnCommitAction(onCommit),
            }),
        });
    }
    /**
     * Adds the "if not exists" modifier.
     *
     * If the table already exists, no error is thrown if this method has been called.
     */
    ifNotExists() {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWith(this.#props.node, {
                ifNotExists: true,
            }),
        });
    }
    /**
     * Adds a column to the table.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', (col) => col.autoIncrement().primaryKey())
     *   .addColumn('first_name', 'varchar(50)', (col) => col.notNull())
     *   .addColumn('last_name', 'varchar(255)')
     *   .addColumn('bank_balance', 'numeric(8, 2)')
     *   // You can specify any data type using the `sql` tag if the types
     *   // don't include it.
     *   .addColumn('data', sql`any_type_here`)
     *   .addColumn('parent_id', 'integer', (col) =>
     *     col.references('person.id').onDelete('cascade')
     *   )
     * ```
     *
     * With this method, it's once again good to remember that Kysely just builds the
     * query and doesn't provide the same API for all databases. For example, some
     * databases like older MySQL don't support the `references` statement in the
     * column definition. Instead foreign key constraints need to be defined in the
     * `create table` query. See the next example:
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', (col) => col.primaryKey())
     *   .addColumn('parent_id', 'integer')
     *   .addForeignKeyConstraint(
     *     'person_parent_id_fk',
     *     ['parent_id'],
     *     'person',
     *     ['id'],
     *     (cb) => cb.onDelete('cascade')
     *   )
     *   .execute()
     * ```
     *
     * Another good example is that PostgreSQL doesn't support the `auto_increment`
     * keyword and you need to define an autoincrementing column for example using
     * `serial`:
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'serial', (col) => col.primaryKey())
     *   .execute()
     * ```
     */
    addColumn(columnName, dataType, build = object_utils/* noop */.lQ) {
        const columnBuilder = build(new ColumnDefinitionBuilder(ColumnDefinitionNode.create(columnName, (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType))));
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithColumn(this.#props.node, columnBuilder.toOperationNode()),
        });
    }
    /**
     * Adds a primary key constraint for one or more columns.
     *
     * The constraint name can be anything you want, but it must be unique
     * across the whole database.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('first_name', 'varchar(64)')
     *   .addColumn('last_name', 'varchar(64)')
     *   .addPrimaryKeyConstraint('primary_key', ['first_name', 'last_name'])
     *   .execute()
     * ```
     */
    addPrimaryKeyConstraint(constraintName, columns, build = object_utils/* noop */.lQ) {
        const constraintBuilder = build(new PrimaryKeyConstraintBuilder(PrimaryKeyConstraintNode.create(columns, constraintName)));
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithConstraint(this.#props.node, constraintBuilder.toOperationNode()),
        });
    }
    /**
     * Adds a unique constraint for one or more columns.
     *
     * The constraint name can be anything you want, but it must be unique
     * across the whole database.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('first_name', 'varchar(64)')
     *   .addColumn('last_name', 'varchar(64)')
     *   .addUniqueConstraint(
     *     'first_name_last_name_unique',
     *     ['first_name', 'last_name']
     *   )
     *   .execute()
     * ```
     *
     * In dialects such as PostgreSQL you can specify `nulls not distinct` as follows:
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('first_name', 'varchar(64)')
     *   .addColumn('last_name', 'varchar(64)')
     *   .addUniqueConstraint(
     *     'first_name_last_name_unique',
     *     ['first_name', 'last_name'],
     *     (cb) => cb.nullsNotDistinct()
     *   )
     *   .execute()
     * ```
     */
    addUniqueConstraint(constraintName, columns, build = object_utils/* noop */.lQ) {
        const uniqueConstraintBuilder = build(new UniqueConstraintNodeBuilder(UniqueConstraintNode.create(columns, constraintName)));
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithConstraint(this.#props.node, uniqueConstraintBuilder.toOperationNode()),
        });
    }
    /**
     * Adds a check constraint.
     *
     * The constraint name can be anything you want, but it must be unique
     * across the whole database.
     *
     * ### Examples
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('animal')
     *   .addColumn('number_of_legs', 'integer')
     *   .addCheckConstraint('check_legs', sql`number_of_legs < 5`)
     *   .execute()
     * ```
     */
    addCheckConstraint(constraintName, checkExpression, build = object_utils/* noop */.lQ) {
        const constraintBuilder = build(new CheckConstraintBuilder(CheckConstraintNode.create(checkExpression.toOperationNode(), constraintName)));
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithConstraint(this.#props.node, constraintBuilder.toOperationNode()),
        });
    }
    /**
     * Adds a foreign key constraint.
     *
     * The constraint name can be anything you want, but it must be unique
     * across the whole database.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('owner_id', 'integer')
     *   .addForeignKeyConstraint(
     *     'owner_id_foreign',
     *     ['owner_id'],
     *     'person',
     *     ['id'],
     *   )
     *   .execute()
     * ```
     *
     * Add constraint for multiple columns:
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('owner_id1', 'integer')
     *   .addColumn('owner_id2', 'integer')
     *   .addForeignKeyConstraint(
     *     'owner_id_foreign',
     *     ['owner_id1', 'owner_id2'],
     *     'person',
     *     ['id1', 'id2'],
     *     (cb) => cb.onDelete('cascade')
     *   )
     *   .execute()
     * ```
     */
    addForeignKeyConstraint(constraintName, columns, targetTable, targetColumns, build = object_utils/* noop */.lQ) {
        const builder = build(new ForeignKeyConstraintBuilder(ForeignKeyConstraintNode.create(columns.map(column_node/* ColumnNode */.Z.create), (0,table_parser/* parseTable */.M$)(targetTable), targetColumns.map(column_node/* ColumnNode */.Z.create), constraintName)));
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithConstraint(this.#props.node, builder.toOperationNode()),
        });
    }
    /**
     * This can be used to add any additional SQL to the front of the query __after__ the `create` keyword.
     *
     * Also see {@link temporary}.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .modifyFront(sql`global temporary`)
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .addColumn('first_name', 'varchar(64)', col => col.notNull())
     *   .addColumn('last_name', 'varchar(64)', col => col.notNull())
     *   .execute()
     * ```
     *
     * The generated SQL (Postgres):
     *
     * ```sql
     * create global temporary table "person" (
     *   "id" integer primary key,
     *   "first_name" varchar(64) not null,
     *   "last_name" varchar(64) not null
     * )
     * ```
     */
    modifyFront(modifier) {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithFrontModifier(this.#props.node, modifier.toOperationNode()),
        });
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * Also see {@link onCommit}.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey())
     *   .addColumn('first_name', 'varchar(64)', col => col.notNull())
     *   .addColumn('last_name', 'varchar(64)', col => col.notNull())
     *   .modifyEnd(sql`collate utf8_unicode_ci`)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * create table `person` (
     *   `id` integer primary key,
     *   `first_name` varchar(64) not null,
     *   `last_name` varchar(64) not null
     * ) collate utf8_unicode_ci
     * ```
     */
    modifyEnd(modifier) {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWithEndModifier(this.#props.node, modifier.toOperationNode()),
        });
    }
    /**
     * Allows to create table from `select` query.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('copy')
     *   .temporary()
     *   .as(db.selectFrom('person').select(['first_name', 'last_name']))
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * create temporary table "copy" as
     * select "first_name", "last_name" from "person"
     * ```
     */
    as(expression) {
        return new CreateTableBuilder({
            ...this.#props,
            node: create_table_node/* CreateTableNode */.B.cloneWith(this.#props.node, {
                selectQuery: (0,expression_parser/* parseExpression */.YK)(expression),
            }),
        });
    }
    /**
     * Calls the given function passing `this` as the only argument.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createTable('test')
     *   .$call((builder) => builder.addColumn('id', 'integer'))
     *   .execute()
     * ```
     *
     * This is useful for creating reusable functions that can be called with a builder.
     *
     * ```ts
     * import { type CreateTableBuilder, sql } from 'kysely'
     *
     * const addDefaultColumns = (ctb: CreateTableBuilder<any, any>) => {
     *   return ctb
     *     .addColumn('id', 'integer', (col) => col.notNull())
     *     .addColumn('created_at', 'date', (col) =>
     *       col.notNull().defaultTo(sql`now()`)
     *     )
     *     .addColumn('updated_at', 'date', (col) =>
     *       col.notNull().defaultTo(sql`now()`)
     *     )
     * }
     *
     * await db.schema
     *   .createTable('test')
     *   .$call(addDefaultColumns)
     *   .execute()
     * ```
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/drop-index-builder.js
/// <reference types="./drop-index-builder.d.ts" />



class DropIndexBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Specifies the table the index was created for. This is not needed
     * in all dialects.
     */
    on(table) {
        return new DropIndexBuilder({
            ...this.#props,
            node: DropIndexNode.cloneWith(this.#props.node, {
                table: (0,table_parser/* parseTable */.M$)(table),
            }),
        });
    }
    ifExists() {
        return new DropIndexBuilder({
            ...this.#props,
            node: DropIndexNode.cloneWith(this.#props.node, {
                ifExists: true,
            }),
        });
    }
    cascade() {
        return new DropIndexBuilder({
            ...this.#props,
            node: DropIndexNode.cloneWith(this.#props.node, {
                cascade: true,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/drop-schema-builder.js
/// <reference types="./drop-schema-builder.d.ts" />


class DropSchemaBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    ifExists() {
        return new DropSchemaBuilder({
            ...this.#props,
            node: DropSchemaNode.cloneWith(this.#props.node, {
                ifExists: true,
            }),
        });
    }
    cascade() {
        return new DropSchemaBuilder({
            ...this.#props,
            node: DropSchemaNode.cloneWith(this.#props.node, {
                cascade: true,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/drop-table-builder.js
/// <reference types="./drop-table-builder.d.ts" />


class DropTableBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    ifExists() {
        return new DropTableBuilder({
            ...this.#props,
            node: DropTableNode.cloneWith(this.#props.node, {
                ifExists: true,
            }),
        });
    }
    cascade() {
        return new DropTableBuilder({
            ...this.#props,
            node: DropTableNode.cloneWith(this.#props.node, {
                cascade: true,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/query-id.js + 1 modules
var query_id = __webpack_require__(38557);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-plugin.js + 1 modules
var with_schema_plugin = __webpack_require__(58383);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/create-view-node.js
var create_view_node = __webpack_require__(42553);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/immediate-value/immediate-value-plugin.js
/// <reference types="./immediate-value-plugin.d.ts" />

/**
 * Transforms all ValueNodes to immediate.
 *
 * WARNING! This should never be part of the public API. Users should never use this.
 * This is an internal helper.
 *
 * @internal
 */
class ImmediateValuePlugin {
    #transformer = new ImmediateValueTransformer();
    transformQuery(args) {
        return this.#transformer.transformNode(args.node, args.queryId);
    }
    transformResult(args) {
        return Promise.resolve(args.result);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/create-view-builder.js
/// <reference types="./create-view-builder.d.ts" />




class CreateViewBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Adds the "temporary" modifier.
     *
     * Use this to create a temporary view.
     */
    temporary() {
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                temporary: true,
            }),
        });
    }
    materialized() {
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                materialized: true,
            }),
        });
    }
    /**
     * Only implemented on some dialects like SQLite. On most dialects, use {@link orReplace}.
     */
    ifNotExists() {
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                ifNotExists: true,
            }),
        });
    }
    orReplace() {
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                orReplace: true,
            }),
        });
    }
    columns(columns) {
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                columns: columns.map(reference_parser/* parseColumnName */.RY),
            }),
        });
    }
    /**
     * Sets the select query or a `values` statement that creates the view.
     *
     * WARNING!
     * Some dialects don't support parameterized queries in DDL statements and therefore
     * the query or raw {@link sql } expression passed here is interpolated into a single
     * string opening an SQL injection vulnerability. DO NOT pass unchecked user input
     * into the query or raw expression passed to this method!
     */
    as(query) {
        const queryNode = query
            .withPlugin(new ImmediateValuePlugin())
            .toOperationNode();
        return new CreateViewBuilder({
            ...this.#props,
            node: create_view_node/* CreateViewNode */.Y.cloneWith(this.#props.node, {
                as: queryNode,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-view-node.js
/// <reference types="./drop-view-node.d.ts" />


/**
 * @internal
 */
const DropViewNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropViewNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropViewNode',
            name: schemable_identifier_node/* SchemableIdentifierNode */.y.create(name),
        });
    },
    cloneWith(dropView, params) {
        return (0,object_utils/* freeze */.CN)({
            ...dropView,
            ...params,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/drop-view-builder.js
/// <reference types="./drop-view-builder.d.ts" />


class DropViewBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    materialized() {
        return new DropViewBuilder({
            ...this.#props,
            node: DropViewNode.cloneWith(this.#props.node, {
                materialized: true,
            }),
        });
    }
    ifExists() {
        return new DropViewBuilder({
            ...this.#props,
            node: DropViewNode.cloneWith(this.#props.node, {
                ifExists: true,
            }),
        });
    }
    cascade() {
        return new DropViewBuilder({
            ...this.#props,
            node: DropViewNode.cloneWith(this.#props.node, {
                cascade: true,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/create-type-node.js
/// <reference types="./create-type-node.d.ts" />



/**
 * @internal
 */
const CreateTypeNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CreateTypeNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CreateTypeNode',
            name,
        });
    },
    cloneWithEnum(createType, values) {
        return (0,object_utils/* freeze */.CN)({
            ...createType,
            enum: value_list_node/* ValueListNode */.s.create(values.map(value_node/* ValueNode */.q.createImmediate)),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/create-type-builder.js
/// <reference types="./create-type-builder.d.ts" />


class CreateTypeBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    /**
     * Creates an enum type.
     *
     * ### Examples
     *
     * ```ts
     * db.schema.createType('species').asEnum(['cat', 'dog', 'frog'])
     * ```
     */
    asEnum(values) {
        return new CreateTypeBuilder({
            ...this.#props,
            node: CreateTypeNode.cloneWithEnum(this.#props.node, values),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/drop-type-node.js
/// <reference types="./drop-type-node.d.ts" />

/**
 * @internal
 */
const DropTypeNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DropTypeNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DropTypeNode',
            name,
        });
    },
    cloneWith(dropType, params) {
        return (0,object_utils/* freeze */.CN)({
            ...dropType,
            ...params,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/drop-type-builder.js
/// <reference types="./drop-type-builder.d.ts" />


class DropTypeBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    ifExists() {
        return new DropTypeBuilder({
            ...this.#props,
            node: DropTypeNode.cloneWith(this.#props.node, {
                ifExists: true,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/identifier-parser.js
/// <reference types="./identifier-parser.d.ts" />

function parseSchemableIdentifier(id) {
    const SCHEMA_SEPARATOR = '.';
    if (id.includes(SCHEMA_SEPARATOR)) {
        const parts = id.split(SCHEMA_SEPARATOR).map(trim);
        if (parts.length === 2) {
            return schemable_identifier_node/* SchemableIdentifierNode */.y.createWithSchema(parts[0], parts[1]);
        }
        else {
            throw new Error(`invalid schemable identifier ${id}`);
        }
    }
    else {
        return schemable_identifier_node/* SchemableIdentifierNode */.y.create(id);
    }
}
function trim(str) {
    return str.trim();
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/refresh-materialized-view-node.js
/// <reference types="./refresh-materialized-view-node.d.ts" />


/**
 * @internal
 */
const RefreshMaterializedViewNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'RefreshMaterializedViewNode';
    },
    create(name) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'RefreshMaterializedViewNode',
            name: schemable_identifier_node/* SchemableIdentifierNode */.y.create(name),
        });
    },
    cloneWith(createView, params) {
        return (0,object_utils/* freeze */.CN)({
            ...createView,
            ...params,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/refresh-materialized-view-builder.js
/// <reference types="./refresh-materialized-view-builder.d.ts" />


class RefreshMaterializedViewBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Adds the "concurrently" modifier.
     *
     * Use this to refresh the view without locking out concurrent selects on the materialized view.
     *
     * WARNING!
     * This cannot be used with the "with no data" modifier.
     */
    concurrently() {
        return new RefreshMaterializedViewBuilder({
            ...this.#props,
            node: RefreshMaterializedViewNode.cloneWith(this.#props.node, {
                concurrently: true,
                withNoData: false,
            }),
        });
    }
    /**
     * Adds the "with data" modifier.
     *
     * If specified (or defaults) the backing query is executed to provide the new data, and the materialized view is left in a scannable state
     */
    withData() {
        return new RefreshMaterializedViewBuilder({
            ...this.#props,
            node: RefreshMaterializedViewNode.cloneWith(this.#props.node, {
                withNoData: false,
            }),
        });
    }
    /**
     * Adds the "with no data" modifier.
     *
     * If specified, no new data is generated and the materialized view is left in an unscannable state.
     *
     * WARNING!
     * This cannot be used with the "concurrently" modifier.
     */
    withNoData() {
        return new RefreshMaterializedViewBuilder({
            ...this.#props,
            node: RefreshMaterializedViewNode.cloneWith(this.#props.node, {
                withNoData: true,
                concurrently: false,
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.node, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        await this.#props.executor.executeQuery(this.compile());
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/schema/schema.js
/// <reference types="./schema.d.ts" />




























/**
 * Provides methods for building database schema.
 */
class SchemaModule {
    #executor;
    constructor(executor) {
        this.#executor = executor;
    }
    /**
     * Create a new table.
     *
     * ### Examples
     *
     * This example creates a new table with columns `id`, `first_name`,
     * `last_name` and `gender`:
     *
     * ```ts
     * await db.schema
     *   .createTable('person')
     *   .addColumn('id', 'integer', col => col.primaryKey().autoIncrement())
     *   .addColumn('first_name', 'varchar', col => col.notNull())
     *   .addColumn('last_name', 'varchar', col => col.notNull())
     *   .addColumn('gender', 'varchar')
     *   .execute()
     * ```
     *
     * This example creates a table with a foreign key. Not all database
     * engines support column-level foreign key constraint definitions.
     * For example if you are using MySQL 5.X see the next example after
     * this one.
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('id', 'integer', col => col.primaryKey().autoIncrement())
     *   .addColumn('owner_id', 'integer', col => col
     *     .references('person.id')
     *     .onDelete('cascade')
     *   )
     *   .execute()
     * ```
     *
     * This example adds a foreign key constraint for a columns just
     * like the previous example, but using a table-level statement.
     * On MySQL 5.X you need to define foreign key constraints like
     * this:
     *
     * ```ts
     * await db.schema
     *   .createTable('pet')
     *   .addColumn('id', 'integer', col => col.primaryKey().autoIncrement())
     *   .addColumn('owner_id', 'integer')
     *   .addForeignKeyConstraint(
     *     'pet_owner_id_foreign', ['owner_id'], 'person', ['id'],
     *     (constraint) => constraint.onDelete('cascade')
     *   )
     *   .execute()
     * ```
     */
    createTable(table) {
        return new CreateTableBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: create_table_node/* CreateTableNode */.B.create((0,table_parser/* parseTable */.M$)(table)),
        });
    }
    /**
     * Drop a table.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .dropTable('person')
     *   .execute()
     * ```
     */
    dropTable(table) {
        return new DropTableBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: DropTableNode.create((0,table_parser/* parseTable */.M$)(table)),
        });
    }
    /**
     * Create a new index.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createIndex('person_full_name_unique_index')
     *   .on('person')
     *   .columns(['first_name', 'last_name'])
     *   .execute()
     * ```
     */
    createIndex(indexName) {
        return new CreateIndexBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: CreateIndexNode.create(indexName),
        });
    }
    /**
     * Drop an index.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .dropIndex('person_full_name_unique_index')
     *   .execute()
     * ```
     */
    dropIndex(indexName) {
        return new DropIndexBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: DropIndexNode.create(indexName),
        });
    }
    /**
     * Create a new schema.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createSchema('some_schema')
     *   .execute()
     * ```
     */
    createSchema(schema) {
        return new CreateSchemaBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: CreateSchemaNode.create(schema),
        });
    }
    /**
     * Drop a schema.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .dropSchema('some_schema')
     *   .execute()
     * ```
     */
    dropSchema(schema) {
        return new DropSchemaBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: DropSchemaNode.create(schema),
        });
    }
    /**
     * Alter a table.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .alterTable('person')
     *   .alterColumn('first_name', (ac) => ac.setDataType('text'))
     *   .execute()
     * ```
     */
    alterTable(table) {
        return new AlterTableBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: AlterTableNode.create((0,table_parser/* parseTable */.M$)(table)),
        });
    }
    /**
     * Create a new view.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createView('dogs')
     *   .orReplace()
     *   .as(db.selectFrom('pet').selectAll().where('species', '=', 'dog'))
     *   .execute()
     * ```
     */
    createView(viewName) {
        return new CreateViewBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: create_view_node/* CreateViewNode */.Y.create(viewName),
        });
    }
    /**
     * Refresh a materialized view.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .refreshMaterializedView('my_view')
     *   .concurrently()
     *   .execute()
     * ```
     */
    refreshMaterializedView(viewName) {
        return new RefreshMaterializedViewBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: RefreshMaterializedViewNode.create(viewName),
        });
    }
    /**
     * Drop a view.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .dropView('dogs')
     *   .ifExists()
     *   .execute()
     * ```
     */
    dropView(viewName) {
        return new DropViewBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: DropViewNode.create(viewName),
        });
    }
    /**
     * Create a new type.
     *
     * Only some dialects like PostgreSQL have user-defined types.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .createType('species')
     *   .asEnum(['dog', 'cat', 'frog'])
     *   .execute()
     * ```
     */
    createType(typeName) {
        return new CreateTypeBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: CreateTypeNode.create(parseSchemableIdentifier(typeName)),
        });
    }
    /**
     * Drop a type.
     *
     * Only some dialects like PostgreSQL have user-defined types.
     *
     * ### Examples
     *
     * ```ts
     * await db.schema
     *   .dropType('species')
     *   .ifExists()
     *   .execute()
     * ```
     */
    dropType(typeName) {
        return new DropTypeBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#executor,
            node: DropTypeNode.create(parseSchemableIdentifier(typeName)),
        });
    }
    /**
     * Returns a copy of this schema module with the given plugin installed.
     */
    withPlugin(plugin) {
        return new SchemaModule(this.#executor.withPlugin(plugin));
    }
    /**
     * Returns a copy of this schema module  without any plugins.
     */
    withoutPlugins() {
        return new SchemaModule(this.#executor.withoutPlugins());
    }
    /**
     * See {@link QueryCreator.withSchema}
     */
    withSchema(schema) {
        return new SchemaModule(this.#executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)));
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/dynamic/dynamic-reference-builder.js
var dynamic_reference_builder = __webpack_require__(56692);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/dynamic/dynamic-table-builder.js
var dynamic_table_builder = __webpack_require__(96245);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dynamic/dynamic.js
/// <reference types="./dynamic.d.ts" />


class DynamicModule {
    /**
     * Creates a dynamic reference to a column that is not know at compile time.
     *
     * Kysely is built in a way that by default you can't refer to tables or columns
     * that are not actually visible in the current query and context. This is all
     * done by TypeScript at compile time, which means that you need to know the
     * columns and tables at compile time. This is not always the case of course.
     *
     * This method is meant to be used in those cases where the column names
     * come from the user input or are not otherwise known at compile time.
     *
     * WARNING! Unlike values, column names are not escaped by the database engine
     * or Kysely and if you pass in unchecked column names using this method, you
     * create an SQL injection vulnerability. Always __always__ validate the user
     * input before passing it to this method.
     *
     * There are couple of examples below for some use cases, but you can pass
     * `ref` to other methods as well. If the types allow you to pass a `ref`
     * value to some place, it should work.
     *
     * ### Examples
     *
     * Filter by a column not know at compile time:
     *
     * ```ts
     * async function someQuery(filterColumn: string, filterValue: string) {
     *   const { ref } = db.dynamic
     *
     *   return await db
     *     .selectFrom('person')
     *     .selectAll()
     *     .where(ref(filterColumn), '=', filterValue)
     *     .execute()
     * }
     *
     * someQuery('first_name', 'Arnold')
     * someQuery('person.last_name', 'Aniston')
     * ```
     *
     * Order by a column not know at compile time:
     *
     * ```ts
     * async function someQuery(orderBy: string) {
     *   const { ref } = db.dynamic
     *
     *   return await db
     *     .selectFrom('person')
     *     .select('person.first_name as fn')
     *     .orderBy(ref(orderBy))
     *     .execute()
     * }
     *
     * someQuery('fn')
     * ```
     *
     * In this example we add selections dynamically:
     *
     * ```ts
     * const { ref } = db.dynamic
     *
     * // Some column name provided by the user. Value not known at compile time.
     * const columnFromUserInput: PossibleColumns = 'birthdate';
     *
     * // A type that lists all possible values `columnFromUserInput` can have.
     * // You can use `keyof Person` if any column of an interface is allowed.
     * type PossibleColumns = 'last_name' | 'first_name' | 'birthdate'
     *
     * const [person] = await db.selectFrom('person')
     *   .select([
     *     ref<PossibleColumns>(columnFromUserInput),
     *     'id'
     *   ])
     *   .execute()
     *
     * // The resulting type contains all `PossibleColumns` as optional fields
     * // because we cannot know which field was actually selected before
     * // running the code.
     * const lastName: string | null | undefined = person?.last_name
     * const firstName: string | undefined = person?.first_name
     * const birthDate: Date | null | undefined = person?.birthdate
     *
     * // The result type also contains the compile time selection `id`.
     * person?.id
     * ```
     */
    ref(reference) {
        return new dynamic_reference_builder/* DynamicReferenceBuilder */.g(reference);
    }
    /**
     * Creates a table reference to a table that's not fully known at compile time.
     *
     * The type `T` is allowed to be a union of multiple tables.
     *
     * <!-- siteExample("select", "Generic find query", 130) -->
     *
     * A generic type-safe helper function for finding a row by a column value:
     *
     * ```ts
     * import { SelectType } from 'kysely'
     * import { Database } from 'type-editor'
     *
     * async function getRowByColumn<
     *   T extends keyof Database,
     *   C extends keyof Database[T] & string,
     *   V extends SelectType<Database[T][C]>,
     * >(t: T, c: C, v: V) {
     *   // We need to use the dynamic module since the table name
     *   // is not known at compile time.
     *   const { table, ref } = db.dynamic
     *
     *   return await db
     *     .selectFrom(table(t).as('t'))
     *     .selectAll()
     *     .where(ref(c), '=', v)
     *     .orderBy('t.id')
     *     .executeTakeFirstOrThrow()
     * }
     *
     * const person = await getRowByColumn('person', 'first_name', 'Arnold')
     * ```
     */
    table(table) {
        return new dynamic_table_builder/* DynamicTableBuilder */.bj(table);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/driver/default-connection-provider.js
/// <reference types="./default-connection-provider.d.ts" />
class DefaultConnectionProvider {
    #driver;
    constructor(driver) {
        this.#driver = driver;
    }
    async provideConnection(consumer) {
        const connection = await this.#driver.acquireConnection();
        try {
            return await consumer(connection);
        }
        finally {
            await this.#driver.releaseConnection(connection);
        }
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-creator.js + 24 modules
var query_creator = __webpack_require__(29822);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-executor/query-executor-base.js
var query_executor_base = __webpack_require__(61360);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-executor/default-query-executor.js
/// <reference types="./default-query-executor.d.ts" />

class DefaultQueryExecutor extends query_executor_base/* QueryExecutorBase */.R {
    #compiler;
    #adapter;
    #connectionProvider;
    constructor(compiler, adapter, connectionProvider, plugins = []) {
        super(plugins);
        this.#compiler = compiler;
        this.#adapter = adapter;
        this.#connectionProvider = connectionProvider;
    }
    get adapter() {
        return this.#adapter;
    }
    compileQuery(node, queryId) {
        return this.#compiler.compileQuery(node, queryId);
    }
    provideConnection(consumer) {
        return this.#connectionProvider.provideConnection(consumer);
    }
    withPlugins(plugins) {
        return new DefaultQueryExecutor(this.#compiler, this.#adapter, this.#connectionProvider, [...this.plugins, ...plugins]);
    }
    withPlugin(plugin) {
        return new DefaultQueryExecutor(this.#compiler, this.#adapter, this.#connectionProvider, [...this.plugins, plugin]);
    }
    withPluginAtFront(plugin) {
        return new DefaultQueryExecutor(this.#compiler, this.#adapter, this.#connectionProvider, [plugin, ...this.plugins]);
    }
    withConnectionProvider(connectionProvider) {
        return new DefaultQueryExecutor(this.#compiler, this.#adapter, connectionProvider, [...this.plugins]);
    }
    withoutPlugins() {
        return new DefaultQueryExecutor(this.#compiler, this.#adapter, this.#connectionProvider, []);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/performance-now.js
/// <reference types="./performance-now.d.ts" />

function performanceNow() {
    if (typeof performance !== 'undefined' && (0,object_utils/* isFunction */.Tn)(performance.now)) {
        return performance.now();
    }
    else {
        return Date.now();
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/driver/runtime-driver.js
/// <reference types="./runtime-driver.d.ts" />

/**
 * A small wrapper around {@link Driver} that makes sure the driver is
 * initialized before it is used, only initialized and destroyed
 * once etc.
 */
class RuntimeDriver {
    #driver;
    #log;
    #initPromise;
    #initDone;
    #destroyPromise;
    #connections = new WeakSet();
    constructor(driver, log) {
        this.#initDone = false;
        this.#driver = driver;
        this.#log = log;
    }
    async init() {
        if (this.#destroyPromise) {
            throw new Error('driver has already been destroyed');
        }
        if (!this.#initPromise) {
            this.#initPromise = this.#driver
                .init()
                .then(() => {
                this.#initDone = true;
            })
                .catch((err) => {
                this.#initPromise = undefined;
                return Promise.reject(err);
            });
        }
        await this.#initPromise;
    }
    async acquireConnection() {
        if (this.#destroyPromise) {
            throw new Error('driver has already been destroyed');
        }
        if (!this.#initDone) {
            await this.init();
        }
        const connection = await this.#driver.acquireConnection();
        if (!this.#connections.has(connection)) {
            if (this.#needsLogging()) {
                this.#addLogging(connection);
            }
            this.#connections.add(connection);
        }
        return connection;
    }
    async releaseConnection(connection) {
        await this.#driver.releaseConnection(connection);
    }
    beginTransaction(connection, settings) {
        return this.#driver.beginTransaction(connection, settings);
    }
    commitTransaction(connection) {
        return this.#driver.commitTransaction(connection);
    }
    rollbackTransaction(connection) {
        return this.#driver.rollbackTransaction(connection);
    }
    savepoint(connection, savepointName, compileQuery) {
        if (this.#driver.savepoint) {
            return this.#driver.savepoint(connection, savepointName, compileQuery);
        }
        throw new Error('The `savepoint` method is not supported by this driver');
    }
    rollbackToSavepoint(connection, savepointName, compileQuery) {
        if (this.#driver.rollbackToSavepoint) {
            return this.#driver.rollbackToSavepoint(connection, savepointName, compileQuery);
        }
        throw new Error('The `rollbackToSavepoint` method is not supported by this driver');
    }
    releaseSavepoint(connection, savepointName, compileQuery) {
        if (this.#driver.releaseSavepoint) {
            return this.#driver.releaseSavepoint(connection, savepointName, compileQuery);
        }
        throw new Error('The `releaseSavepoint` method is not supported by this driver');
    }
    async destroy() {
        if (!this.#initPromise) {
            return;
        }
        await this.#initPromise;
        if (!this.#destroyPromise) {
            this.#destroyPromise = this.#driver.destroy().catch((err) => {
                this.#destroyPromise = undefined;
                return Promise.reject(err);
            });
        }
        await this.#destroyPromise;
    }
    #needsLogging() {
        return (this.#log.isLevelEnabled('query') || this.#log.isLevelEnabled('error'));
    }
    // This method monkey patches the database connection's executeQuery method
    // by adding logging code around it. Monkey patching is not pretty, but it's
    // the best option in this case.
    #addLogging(connection) {
        const executeQuery = connection.executeQuery;
        const streamQuery = connection.streamQuery;
        const dis = this;
        connection.executeQuery = async (compiledQuery) => {
            let caughtError;
            const startTime = performanceNow();
            try {
                return await executeQuery.call(connection, compiledQuery);
            }
            catch (error) {
                caughtError = error;
                await dis.#logError(error, compiledQuery, startTime);
                throw error;
            }
            finally {
                if (!caughtError) {
                    await dis.#logQuery(compiledQuery, startTime);
                }
            }
        };
        connection.streamQuery = async function* (compiledQuery, chunkSize) {
            let caughtError;
            const startTime = performanceNow();
            try {
                for await (const result of streamQuery.call(connection, compiledQuery, chunkSize)) {
                    yield result;
                }
            }
            catch (error) {
                caughtError = error;
                await dis.#logError(error, compiledQuery, startTime);
                throw error;
            }
            finally {
                if (!caughtError) {
                    await dis.#logQuery(compiledQuery, startTime, true);
                }
            }
        };
    }
    async #logError(error, compiledQuery, startTime) {
        await this.#log.error(() => ({
            level: 'error',
            error,
            query: compiledQuery,
            queryDurationMillis: this.#calculateDurationMillis(startTime),
        }));
    }
    async #logQuery(compiledQuery, startTime, isStream = false) {
        await this.#log.query(() => ({
            level: 'query',
            isStream,
            query: compiledQuery,
            queryDurationMillis: this.#calculateDurationMillis(startTime),
        }));
    }
    #calculateDurationMillis(startTime) {
        return performanceNow() - startTime;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/driver/aborted-transaction-error.js
var aborted_transaction_error = __webpack_require__(12893);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/driver/single-connection-provider.js
/// <reference types="./single-connection-provider.d.ts" />
const ignoreError = () => { };
class SingleConnectionProvider {
    #connection;
    #runningPromise;
    constructor(connection) {
        this.#connection = connection;
    }
    async provideConnection(consumer) {
        while (this.#runningPromise) {
            await this.#runningPromise.catch(ignoreError);
        }
        // `#runningPromise` must be set to undefined before it's
        // resolved or rejected. Otherwise the while loop above
        // will misbehave.
        this.#runningPromise = this.#run(consumer).finally(() => {
            this.#runningPromise = undefined;
        });
        return this.#runningPromise;
    }
    // Run the runner in an async function to make sure it doesn't
    // throw synchronous errors.
    async #run(runner) {
        return await runner(this.#connection);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/driver/driver.js
/// <reference types="./driver.d.ts" />
const TRANSACTION_ACCESS_MODES = ['read only', 'read write'];
const TRANSACTION_ISOLATION_LEVELS = [
    'read uncommitted',
    'read committed',
    'repeatable read',
    'serializable',
    'snapshot',
];
function validateTransactionSettings(settings) {
    if (settings.accessMode &&
        !TRANSACTION_ACCESS_MODES.includes(settings.accessMode)) {
        throw new Error(`invalid transaction access mode ${settings.accessMode}`);
    }
    if (settings.isolationLevel &&
        !TRANSACTION_ISOLATION_LEVELS.includes(settings.isolationLevel)) {
        throw new Error(`invalid transaction isolation level ${settings.isolationLevel}`);
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/function-module.js + 3 modules
var function_module = __webpack_require__(45369);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/log.js
/// <reference types="./log.d.ts" />

const logLevels = ['query', 'error'];
const LOG_LEVELS = (0,object_utils/* freeze */.CN)(logLevels);
class Log {
    #levels;
    #logger;
    constructor(config) {
        if ((0,object_utils/* isFunction */.Tn)(config)) {
            this.#logger = config;
            this.#levels = (0,object_utils/* freeze */.CN)({
                query: true,
                error: true,
            });
        }
        else {
            this.#logger = defaultLogger;
            this.#levels = (0,object_utils/* freeze */.CN)({
                query: config.includes('query'),
                error: config.includes('error'),
            });
        }
    }
    isLevelEnabled(level) {
        return this.#levels[level];
    }
    async query(getEvent) {
        if (this.#levels.query) {
            await this.#logger(getEvent());
        }
    }
    async error(getEvent) {
        if (this.#levels.error) {
            await this.#logger(getEvent());
        }
    }
}
function defaultLogger(event) {
    if (event.level === 'query') {
        const prefix = `kysely:query:${event.isStream ? 'stream:' : ''}`;
        console.log(`${prefix} ${event.query.sql}`);
        console.log(`${prefix} duration: ${event.queryDurationMillis.toFixed(1)}ms`);
    }
    else if (event.level === 'error') {
        if (event.error instanceof Error) {
            console.error(`kysely:error: ${event.error.stack ?? event.error.message}`);
        }
        else {
            console.error(`kysely:error: ${JSON.stringify({
                error: event.error,
                query: event.query.sql,
                queryDurationMillis: event.queryDurationMillis,
            })}`);
        }
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/compilable.js
/// <reference types="./compilable.d.ts" />

function isCompilable(value) {
    return (0,object_utils/* isObject */.Gv)(value) && (0,object_utils/* isFunction */.Tn)(value.compile);
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/case-builder.js
var case_builder = __webpack_require__(20456);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/case-node.js
var case_node = __webpack_require__(32309);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/provide-controlled-connection.js + 1 modules
var provide_controlled_connection = __webpack_require__(2199);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/log-once.js
var log_once = __webpack_require__(14776);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/kysely.js
/// <reference types="./kysely.d.ts" />




















// @ts-ignore
Symbol.asyncDispose ??= Symbol('Symbol.asyncDispose');
/**
 * The main Kysely class.
 *
 * You should create one instance of `Kysely` per database using the {@link Kysely}
 * constructor. The dialect manages database connections and may use a shared
 * pool or database instance.
 *
 * ### Examples
 *
 * This example assumes your database has a "person" table:
 *
 * ```ts
 * import * as Sqlite from 'better-sqlite3'
 * import {\u00a0type Generated, Kysely, SqliteDialect } from 'kysely'
 *
 * interface Database {
 *   person: {
 *     id: Generated<number>
 *     first_name: string
 *     last_name: string | null
 *   }
 * }
 *
 * const db = new Kysely<Database>({
 *   dialect: new SqliteDialect({
 *     database: new Sqlite(':memory:'),
 *   })
 * })
 * ```
 *
 * @typeParam DB - The database interface type. Keys of this type must be table names
 *    in the database and values must be interfaces that describe the rows in those
 *    tables. See the examples above.
 */
class Kysely extends query_creator/* QueryCreator */.n {
    #props;
    constructor(args) {
        let superProps;
        let props;
        if (isKyselyProps(args)) {
            superProps = { executor: args.executor };
            props = { ...args };
        }
        else {
            const dialect = args.dialect;
            const driver = dialect.createDriver();
            const compiler = dialect.createQueryCompiler();
            const adapter = dialect.createAdapter();
            const log = new Log(args.log ?? []);
            const runtimeDriver = new RuntimeDriver(driver, log);
            const connectionProvider = new DefaultConnectionProvider(runtimeDriver);
            const executor = new DefaultQueryExecutor(compiler, adapter, connectionProvider, args.plugins ?? []);
            superProps = { executor };
            props = {
                config: args,
                executor,
                dialect,
                driver: runtimeDriver,
            };
        }
        super(superProps);
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Returns the {@link SchemaModule} module for building database schema.
     */
    get schema() {
        return new SchemaModule(this.#props.executor);
    }
    /**
     * Returns a the {@link DynamicModule} module.
     *
     * The {@link DynamicModule} module can be used to bypass strict typing and
     * passing in dynamic values for the queries.
     */
    get dynamic() {
        return new DynamicModule();
    }
    /**
     * Returns a {@link DatabaseIntrospector | database introspector}.
     */
    get introspection() {
        return this.#props.dialect.createIntrospector(this.withoutPlugins());
    }
    case(value) {
        return new case_builder/* CaseBuilder */.OU({
            node: case_node/* CaseNode */.P.create((0,object_utils/* isUndefined */.b0)(value) ? undefined : (0,expression_parser/* parseExpression */.YK)(value)),
        });
    }
    /**
     * Returns a {@link FunctionModule} that can be used to write somewhat type-safe function
     * calls.
     *
     * ```ts
     * const { count } = db.fn
     *
     * await db.selectFrom('person')
     *   .innerJoin('pet', 'pet.owner_id', 'person.id')
     *   .select([
     *     'id',
     *     count('pet.id').as('person_count'),
     *   ])
     *   .groupBy('person.id')
     *   .having(count('pet.id'), '>', 10)
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "person"."id", count("pet"."id") as "person_count"
     * from "person"
     * inner join "pet" on "pet"."owner_id" = "person"."id"
     * group by "person"."id"
     * having count("pet"."id") > $1
     * ```
     *
     * Why "somewhat" type-safe? Because the function calls are not bound to the
     * current query context. They allow you to reference columns and tables that
     * are not in the current query. E.g. remove the `innerJoin` from the previous
     * query and TypeScript won't even complain.
     *
     * If you want to make the function calls fully type-safe, you can use the
     * {@link ExpressionBuilder.fn} getter for a query context-aware, stricter {@link FunctionModule}.
     *
     * ```ts
     * await db.selectFrom('person')
     *   .innerJoin('pet', 'pet.owner_id', 'person.id')
     *   .select((eb) => [
     *     'person.id',
     *     eb.fn.count('pet.id').as('pet_count')
     *   ])
     *   .groupBy('person.id')
     *   .having((eb) => eb.fn.count('pet.id'), '>', 10)
     *   .execute()
     * ```
     */
    get fn() {
        return (0,function_module/* createFunctionModule */.t)();
    }
    /**
     * Creates a {@link TransactionBuilder} that can be used to run queries inside a transaction.
     *
     * The returned {@link TransactionBuilder} can be used to configure the transaction. The
     * {@link TransactionBuilder.execute} method can then be called to run the transaction.
     * {@link TransactionBuilder.execute} takes a function that is run inside the
     * transaction. If the function throws an exception,
     * 1. the exception is caught,
     * 2. the transaction is rolled back, and
     * 3. the exception is thrown again.
     * Otherwise the transaction is committed.
     *
     * The callback function passed to the {@link TransactionBuilder.execute | execute}
     * method gets the transaction object as its only argument. The transaction is
     * of type {@link Transaction} which inherits {@link Kysely}. Any query
     * started through the transaction object is executed inside the transaction.
     *
     * To run a controlled transaction, allowing you to commit and rollback manually,
     * use {@link startTransaction} instead.
     *
     * ### Examples
     *
     * <!-- siteExample("transactions", "Simple transaction", 10) -->
     *
     * This example inserts two rows in a transaction. If an exception is thrown inside
     * the callback passed to the `execute` method,
     * 1. the exception is caught,
     * 2. the transaction is rolled back, and
     * 3. the exception is thrown again.
     * Otherwise the transaction is committed.
     *
     * ```ts
     * const catto = await db.transaction().execute(async (trx) => {
     *   const jennifer = await trx.insertInto('person')
     *     .values({
     *       first_name: 'Jennifer',
     *       last_name: 'Aniston',
     *       age: 40,
     *     })
     *     .returning('id')
     *     .executeTakeFirstOrThrow()
     *
     *   return await trx.insertInto('pet')
     *     .values({
     *       owner_id: jennifer.id,
     *       name: 'Catto',
     *       species: 'cat',
     *       is_favorite: false,
     *     })
     *     .returningAll()
     *     .executeTakeFirst()
     * })
     * ```
     *
     * Setting the isolation level:
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     *
     * await db
     *   .transaction()
     *   .setIsolationLevel('serializable')
     *   .execute(async (trx) => {
     *     await doStuff(trx)
     *   })
     *
     * async function doStuff(kysely: typeof db) {
     *   // ...
     * }
     * ```
     */
    transaction() {
        return new TransactionBuilder({ ...this.#props });
    }
    /**
     * Creates a {@link ControlledTransactionBuilder} that can be used to run queries inside a controlled transaction.
     *
     * The returned {@link ControlledTransactionBuilder} can be used to configure the transaction.
     * The {@link ControlledTransactionBuilder.execute} method can then be called
     * to start the transaction and return a {@link ControlledTransaction}.
     *
     * A {@link ControlledTransaction} allows you to commit and rollback manually,
     * execute savepoint commands. It extends {@link Transaction} which extends {@link Kysely},
     * so you can run queries inside the transaction. Once the transaction is committed,
     * or rolled back, it can't be used anymore - all queries will throw an error.
     * This is to prevent accidentally running queries outside the transaction - where
     * atomicity is not guaranteed anymore.
     *
     * ### Examples
     *
     * <!-- siteExample("transactions", "Controlled transaction", 11) -->
     *
     * A controlled transaction allows you to commit and rollback manually, execute
     * savepoint commands, and queries in general.
     *
     * In this example we start a transaction, use it to insert two rows and then commit
     * the transaction. If an error is thrown, we catch it and rollback the transaction.
     *
     * ```ts
     * const trx = await db.startTransaction().execute()
     *
     * try {
     *   const jennifer = await trx.insertInto('person')
     *     .values({
     *       first_name: 'Jennifer',
     *       last_name: 'Aniston',
     *       age: 40,
     *     })
     *     .returning('id')
     *     .executeTakeFirstOrThrow()
     *
     *   const catto = await trx.insertInto('pet')
     *     .values({
     *       owner_id: jennifer.id,
     *       name: 'Catto',
     *       species: 'cat',
     *       is_favorite: false,
     *     })
     *     .returningAll()
     *     .executeTakeFirstOrThrow()
     *
     *   await trx.commit().execute()
     *
     *   // ...
     * } catch (error) {
     *   await trx.rollback().execute()
     * }
     * ```
     *
     * <!-- siteExample("transactions", "Controlled transaction /w savepoints", 12) -->
     *
     * A controlled transaction allows you to commit and rollback manually, execute
     * savepoint commands, and queries in general.
     *
     * In this example we start a transaction, insert a person, create a savepoint,
     * try inserting a toy and a pet, and if an error is thrown, we rollback to the
     * savepoint. Eventually we release the savepoint, insert an audit record and
     * commit the transaction. If an error is thrown, we catch it and rollback the
     * transaction.
     *
     * ```ts
     * const trx = await db.startTransaction().execute()
     *
     * try {
     *   const jennifer = await trx
     *     .insertInto('person')
     *     .values({
     *       first_name: 'Jennifer',
     *       last_name: 'Aniston',
     *       age: 40,
     *     })
     *     .returning('id')
     *     .executeTakeFirstOrThrow()
     *
     *   const trxAfterJennifer = await trx.savepoint('after_jennifer').execute()
     *
     *   try {
     *     const catto = await trxAfterJennifer
     *       .insertInto('pet')
     *       .values({
     *         owner_id: jennifer.id,
     *         name: 'Catto',
     *         species: 'cat',
     *       })
     *       .returning('id')
     *       .executeTakeFirstOrThrow()
     *
     *     await trxAfterJennifer
     *       .insertInto('toy')
     *       .values({ name: 'Bone', price: 1.99, pet_id: catto.id })
     *       .execute()
     *   } catch (error) {
     *     await trxAfterJennifer.rollbackToSavepoint('after_jennifer').execute()
     *   }
     *
     *   await trxAfterJennifer.releaseSavepoint('after_jennifer').execute()
     *
     *   await trx.insertInto('audit').values({ action: 'added Jennifer' }).execute()
     *
     *   await trx.commit().execute()
     * } catch (error) {
     *   await trx.rollback().execute()
     * }
     * ```
     */
    startTransaction() {
        return new ControlledTransactionBuilder({ ...this.#props });
    }
    /**
     * Provides a kysely instance bound to a single database connection.
     *
     * ### Examples
     *
     * ```ts
     * await db
     *   .connection()
     *   .execute(async (db) => {
     *     // `db` is an instance of `Kysely` that's bound to a single
     *     // database connection. All queries executed through `db` use
     *     // the same connection.
     *     await doStuff(db)
     *   })
     *
     * async function doStuff(kysely: typeof db) {
     *   // ...
     * }
     * ```
     */
    connection() {
        return new ConnectionBuilder({ ...this.#props });
    }
    /**
     * Returns a copy of this Kysely instance with the given plugin installed.
     */
    withPlugin(plugin) {
        return new Kysely({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    /**
     * Returns a copy of this Kysely instance without any plugins.
     */
    withoutPlugins() {
        return new Kysely({
            ...this.#props,
            executor: this.#props.executor.withoutPlugins(),
        });
    }
    /**
     * @override
     */
    withSchema(schema) {
        return new Kysely({
            ...this.#props,
            executor: this.#props.executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)),
        });
    }
    /**
     * Returns a copy of this Kysely instance with tables added to its
     * database type.
     *
     * This method only modifies the types and doesn't affect any of the
     * executed queries in any way.
     *
     * ### Examples
     *
     * The following example adds and uses a temporary table:
     *
     * ```ts
     * await db.schema
     *   .createTable('temp_table')
     *   .temporary()
     *   .addColumn('some_column', 'integer')
     *   .execute()
     *
     * const tempDb = db.withTables<{
     *   temp_table: {
     *     some_column: number
     *   }
     * }>()
     *
     * await tempDb
     *   .insertInto('temp_table')
     *   .values({ some_column: 100 })
     *   .execute()
     * ```
     */
    withTables() {
        return new Kysely({ ...this.#props });
    }
    /**
     * Releases all resources and disconnects from the database.
     *
     * Call this when you are done using the `Kysely` instance and Kysely is
     * responsible for closing its connections, pool, or database instance.
     *
     * If the pool or database instance is shared with other consumers or its
     * lifecycle is managed elsewhere, skip this call. Let the application close it
     * once all consumers, including Kysely, have finished. No separate cleanup of
     * the `Kysely` instance is needed.
     *
     * The driver is initialized lazily. If initialization hasn't started, this
     * method does nothing.
     */
    async destroy() {
        await this.#props.driver.destroy();
    }
    /**
     * Returns true if this `Kysely` instance is a transaction.
     *
     * You can also use `db instanceof Transaction`.
     */
    get isTransaction() {
        return false;
    }
    /**
     * @internal
     * @private
     */
    getExecutor() {
        return this.#props.executor;
    }
    /**
     * Executes a given compiled query or query builder.
     *
     * See {@link https://github.com/kysely-org/kysely/blob/master/site/docs/recipes/0004-splitting-query-building-and-execution.md#execute-compiled-queries splitting build, compile and execute code recipe} for more information.
     */
    executeQuery(query, 
    // TODO: remove this in the future. deprecated in  0.28.x
    queryId) {
        if (queryId !== undefined) {
            (0,log_once/* logOnce */.u)('Passing `queryId` in `db.executeQuery` is deprecated and will result in a compile-time error in the future.');
        }
        const compiledQuery = isCompilable(query) ? query.compile() : query;
        return this.getExecutor().executeQuery(compiledQuery);
    }
    async [Symbol.asyncDispose]() {
        await this.destroy();
    }
}
class Transaction extends Kysely {
    #props;
    constructor(props) {
        super(props);
        this.#props = props;
    }
    // The return type is `true` instead of `boolean` to make Kysely<DB>
    // unassignable to Transaction<DB> while allowing assignment the
    // other way around.
    get isTransaction() {
        return true;
    }
    transaction() {
        throw new Error('calling the transaction method for a Transaction is not supported');
    }
    connection() {
        throw new Error('calling the connection method for a Transaction is not supported');
    }
    async destroy() {
        throw new Error('calling the destroy method for a Transaction is not supported');
    }
    withPlugin(plugin) {
        return new Transaction({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    withoutPlugins() {
        return new Transaction({
            ...this.#props,
            executor: this.#props.executor.withoutPlugins(),
        });
    }
    withSchema(schema) {
        return new Transaction({
            ...this.#props,
            executor: this.#props.executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)),
        });
    }
    withTables() {
        return new Transaction({ ...this.#props });
    }
}
function isKyselyProps(obj) {
    return ((0,object_utils/* isObject */.Gv)(obj) &&
        (0,object_utils/* isObject */.Gv)(obj.config) &&
        (0,object_utils/* isObject */.Gv)(obj.driver) &&
        (0,object_utils/* isObject */.Gv)(obj.executor) &&
        (0,object_utils/* isObject */.Gv)(obj.dialect));
}
class ConnectionBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    async execute(callback) {
        return this.#props.executor.provideConnection(async (connection) => {
            const executor = this.#props.executor.withConnectionProvider(new SingleConnectionProvider(connection));
            const db = new Kysely({
                ...this.#props,
                executor,
            });
            return await callback(db);
        });
    }
}
class TransactionBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    setAccessMode(accessMode) {
        return new TransactionBuilder({
            ...this.#props,
            accessMode,
        });
    }
    setIsolationLevel(isolationLevel) {
        return new TransactionBuilder({
            ...this.#props,
            isolationLevel,
        });
    }
    async execute(callback) {
        const { isolationLevel, accessMode, ...kyselyProps } = this.#props;
        const settings = { isolationLevel, accessMode };
        validateTransactionSettings(settings);
        return this.#props.executor.provideConnection(async (connection) => {
            const transactionState = {
                status: 'active',
            };
            const executor = new NotCommittedOrRolledBackAssertingExecutor(this.#props.executor.withConnectionProvider(new SingleConnectionProvider(connection)), transactionState);
            const transaction = new Transaction({
                ...kyselyProps,
                executor,
            });
            let transactionBegun = false;
            try {
                await this.#props.driver.beginTransaction(connection, settings);
                transactionBegun = true;
                const result = await callback(transaction);
                await this.#props.driver.commitTransaction(connection);
                transactionState.status = 'committed';
                return result;
            }
            catch (error) {
                if ((0,aborted_transaction_error/* isAbortedTransactionError */.e)(error)) {
                    transactionState.status = 'aborted';
                }
                else if (transactionBegun) {
                    await this.#props.driver.rollbackTransaction(connection);
                    transactionState.status = 'rolled back';
                }
                throw error;
            }
        });
    }
}
class ControlledTransactionBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    setAccessMode(accessMode) {
        return new ControlledTransactionBuilder({
            ...this.#props,
            accessMode,
        });
    }
    setIsolationLevel(isolationLevel) {
        return new ControlledTransactionBuilder({
            ...this.#props,
            isolationLevel,
        });
    }
    async execute() {
        const { isolationLevel, accessMode, ...props } = this.#props;
        const settings = { isolationLevel, accessMode };
        validateTransactionSettings(settings);
        const connection = await (0,provide_controlled_connection/* provideControlledConnection */.G)(this.#props.executor);
        try {
            await this.#props.driver.beginTransaction(connection.connection, settings);
        }
        catch (error) {
            connection.release();
            throw error;
        }
        return new ControlledTransaction({
            ...props,
            connection,
            transactionState: { status: 'active' },
            executor: this.#props.executor.withConnectionProvider(new SingleConnectionProvider(connection.connection)),
        });
    }
}
class ControlledTransaction extends Transaction {
    #props;
    #compileQuery;
    constructor(props) {
        const controlledState = props.transactionState ?? {
            status: 'active',
        };
        const controlledProps = {
            ...props,
            transactionState: controlledState,
            executor: new NotCommittedOrRolledBackAssertingExecutor(props.executor, controlledState),
        };
        const { connection, transactionState, ...transactionProps } = controlledProps;
        super(transactionProps);
        this.#props = (0,object_utils/* freeze */.CN)(controlledProps);
        const queryId = (0,query_id/* createQueryId */.a)();
        this.#compileQuery = (node) => controlledProps.executor.compileQuery(node, queryId);
    }
    get isCommitted() {
        return this.#props.transactionState.status === 'committed';
    }
    get isRolledBack() {
        return (this.#props.transactionState.status === 'rolled back' ||
            this.#props.transactionState.status === 'aborted');
    }
    /**
     * Commits the transaction.
     *
     * If the database rolls back instead of committing, marks the transaction
     * as rolled back, releases the connection and throws {@link AbortedTransactionError}.
     *
     * Waits for ongoing queries to finish. Streams must be exhausted or closed
     * before awaiting this command. When consuming a stream with `for await`,
     * exit the loop before committing.
     *
     * See {@link rollback}.
     *
     * ### Examples
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     * import type { Database } from 'type-editor' // imaginary module
     *
     * const trx = await db.startTransaction().execute()
     *
     * try {
     *   await doSomething(trx)
     *
     *   await trx.commit().execute()
     * } catch (error) {
     *   await trx.rollback().execute()
     * }
     *
     * async function doSomething(kysely: Kysely<Database>) {}
     * ```
     */
    commit() {
        return new Command(async () => {
            await this.#props.executor.provideConnection(async (connection) => {
                try {
                    await this.#props.driver.commitTransaction(connection);
                }
                catch (error) {
                    if ((0,aborted_transaction_error/* isAbortedTransactionError */.e)(error)) {
                        this.#props.transactionState.status = 'aborted';
                        this.#props.connection.release();
                    }
                    throw error;
                }
                this.#props.transactionState.status = 'committed';
                this.#props.connection.release();
            });
        });
    }
    /**
     * Rolls back the transaction.
     *
     * If a commit already reported that the database rolled back the transaction,
     * succeeds without sending another rollback command.
     *
     * The connection is released even if the rollback fails, so the transaction
     * cannot be used afterwards in either case.
     *
     * Waits for ongoing queries to finish. Streams must be exhausted or closed
     * before awaiting this command. When consuming a stream with `for await`,
     * exit the loop before rolling back.
     *
     * See {@link commit} and {@link rollbackToSavepoint}.
     *
     * ### Examples
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     * import type { Database } from 'type-editor' // imaginary module
     *
     * const trx = await db.startTransaction().execute()
     *
     * try {
     *   await doSomething(trx)
     *
     *   await trx.commit().execute()
     * } catch (error) {
     *   await trx.rollback().execute()
     * }
     *
     * async function doSomething(kysely: Kysely<Database>) {}
     * ```
     */
    rollback() {
        return new Command(async () => {
            if (this.#props.transactionState.status === 'aborted') {
                return;
            }
            await this.#props.executor.provideConnection(async (connection) => {
                // A failed rollback can't be meaningfully retried (e.g. dead connection).
                try {
                    await this.#props.driver.rollbackTransaction(connection);
                }
                finally {
                    this.#props.transactionState.status = 'rolled back';
                    this.#props.connection.release();
                }
            });
        });
    }
    /**
     * Creates a savepoint with a given name.
     *
     * Waits for ongoing queries to finish. Streams must be exhausted or closed
     * before awaiting this command. When consuming a stream with `for await`,
     * exit the loop before creating a savepoint.
     *
     * See {@link rollbackToSavepoint} and {@link releaseSavepoint}.
     *
     * For a type-safe experience, you should use the returned instance from now on.
     *
     * ### Examples
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     * import type { Database } from 'type-editor' // imaginary module
     *
     * const trx = await db.startTransaction().execute()
     *
     * await insertJennifer(trx)
     *
     * const trxAfterJennifer = await trx.savepoint('after_jennifer').execute()
     *
     * try {
     *   await doSomething(trxAfterJennifer)
     * } catch (error) {
     *   await trxAfterJennifer.rollbackToSavepoint('after_jennifer').execute()
     * }
     *
     * async function insertJennifer(kysely: Kysely<Database>) {}
     * async function doSomething(kysely: Kysely<Database>) {}
     * ```
     */
    savepoint(savepointName) {
        return new Command(async () => {
            await this.#props.executor.provideConnection(async (connection) => {
                await this.#props.driver.savepoint?.(connection, savepointName, this.#compileQuery);
            });
            return new ControlledTransaction({ ...this.#props });
        });
    }
    /**
     * Rolls back to a savepoint with a given name.
     *
     * Waits for ongoing queries to finish. Streams must be exhausted or closed
     * before awaiting this command. When consuming a stream with `for await`,
     * exit the loop before rolling back to a savepoint.
     *
     * See {@link savepoint} and {@link releaseSavepoint}.
     *
     * You must use the same instance returned by {@link savepoint}, or
     * escape the type-check by using `as any`.
     *
     * ### Examples
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     * import type { Database } from 'type-editor' // imaginary module
     *
     * const trx = await db.startTransaction().execute()
     *
     * await insertJennifer(trx)
     *
     * const trxAfterJennifer = await trx.savepoint('after_jennifer').execute()
     *
     * try {
     *   await doSomething(trxAfterJennifer)
     * } catch (error) {
     *   await trxAfterJennifer.rollbackToSavepoint('after_jennifer').execute()
     * }
     *
     * async function insertJennifer(kysely: Kysely<Database>) {}
     * async function doSomething(kysely: Kysely<Database>) {}
     * ```
     */
    rollbackToSavepoint(savepointName) {
        return new Command(async () => {
            await this.#props.executor.provideConnection(async (connection) => {
                await this.#props.driver.rollbackToSavepoint?.(connection, savepointName, this.#compileQuery);
            });
            return new ControlledTransaction({ ...this.#props });
        });
    }
    /**
     * Releases a savepoint with a given name.
     *
     * Waits for ongoing queries to finish. Streams must be exhausted or closed
     * before awaiting this command. When consuming a stream with `for await`,
     * exit the loop before releasing a savepoint.
     *
     * See {@link savepoint} and {@link rollbackToSavepoint}.
     *
     * You must use the same instance returned by {@link savepoint}, or
     * escape the type-check by using `as any`.
     *
     * ### Examples
     *
     * ```ts
     * import type { Kysely } from 'kysely'
     * import type { Database } from 'type-editor' // imaginary module
     *
     * const trx = await db.startTransaction().execute()
     *
     * await insertJennifer(trx)
     *
     * const trxAfterJennifer = await trx.savepoint('after_jennifer').execute()
     *
     * try {
     *   await doSomething(trxAfterJennifer)
     * } catch (error) {
     *   await trxAfterJennifer.rollbackToSavepoint('after_jennifer').execute()
     * }
     *
     * await trxAfterJennifer.releaseSavepoint('after_jennifer').execute()
     *
     * await doSomethingElse(trx)
     *
     * async function insertJennifer(kysely: Kysely<Database>) {}
     * async function doSomething(kysely: Kysely<Database>) {}
     * async function doSomethingElse(kysely: Kysely<Database>) {}
     * ```
     */
    releaseSavepoint(savepointName) {
        return new Command(async () => {
            await this.#props.executor.provideConnection(async (connection) => {
                await this.#props.driver.releaseSavepoint?.(connection, savepointName, this.#compileQuery);
            });
            return new ControlledTransaction({ ...this.#props });
        });
    }
    withPlugin(plugin) {
        return new ControlledTransaction({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    withoutPlugins() {
        return new ControlledTransaction({
            ...this.#props,
            executor: this.#props.executor.withoutPlugins(),
        });
    }
    withSchema(schema) {
        return new ControlledTransaction({
            ...this.#props,
            executor: this.#props.executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)),
        });
    }
    withTables() {
        return new ControlledTransaction({ ...this.#props });
    }
}
class Command {
    #cb;
    constructor(cb) {
        this.#cb = cb;
    }
    /**
     * Executes the command.
     */
    async execute() {
        return await this.#cb();
    }
}
function assertNotCommittedOrRolledBack(transactionState) {
    if (transactionState.status === 'committed') {
        throw new Error('Transaction is already committed');
    }
    if (transactionState.status !== 'active') {
        throw new Error('Transaction is already rolled back');
    }
}
/**
 * An executor wrapper that asserts that the transaction state is not committed
 * or rolled back when a query is executed.
 *
 * @internal
 */
class NotCommittedOrRolledBackAssertingExecutor {
    #executor;
    #transactionState;
    constructor(executor, transactionState) {
        this.#executor =
            executor instanceof NotCommittedOrRolledBackAssertingExecutor
                ? executor.#executor
                : executor;
        this.#transactionState = transactionState;
    }
    get adapter() {
        return this.#executor.adapter;
    }
    get plugins() {
        return this.#executor.plugins;
    }
    transformQuery(node, queryId) {
        return this.#executor.transformQuery(node, queryId);
    }
    compileQuery(node, queryId) {
        return this.#executor.compileQuery(node, queryId);
    }
    provideConnection(consumer) {
        assertNotCommittedOrRolledBack(this.#transactionState);
        return this.#executor.provideConnection(async (connection) => {
            assertNotCommittedOrRolledBack(this.#transactionState);
            return await consumer(connection);
        });
    }
    executeQuery(compiledQuery) {
        assertNotCommittedOrRolledBack(this.#transactionState);
        return this.#executor
            .withConnectionProvider(this)
            .executeQuery(compiledQuery);
    }
    stream(compiledQuery, chunkSize) {
        assertNotCommittedOrRolledBack(this.#transactionState);
        return this.#executor
            .withConnectionProvider(this)
            .stream(compiledQuery, chunkSize);
    }
    withConnectionProvider(connectionProvider) {
        return new NotCommittedOrRolledBackAssertingExecutor(this.#executor.withConnectionProvider(connectionProvider), this.#transactionState);
    }
    withPlugin(plugin) {
        return new NotCommittedOrRolledBackAssertingExecutor(this.#executor.withPlugin(plugin), this.#transactionState);
    }
    withPlugins(plugins) {
        return new NotCommittedOrRolledBackAssertingExecutor(this.#executor.withPlugins(plugins), this.#transactionState);
    }
    withPluginAtFront(plugin) {
        return new NotCommittedOrRolledBackAssertingExecutor(this.#executor.withPluginAtFront(plugin), this.#transactionState);
    }
    withoutPlugins() {
        return new NotCommittedOrRolledBackAssertingExecutor(this.#executor.withoutPlugins(), this.#transactionState);
    }
}


/***/ }),

/***/ 47611:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sy: () => (/* binding */ DEFAULT_MIGRATION_LOCK_TABLE),
  kQ: () => (/* binding */ DEFAULT_MIGRATION_TABLE),
  aR: () => (/* binding */ Migrator)
});

// UNUSED EXPORTS: DEFAULT_ALLOW_UNORDERED_MIGRATIONS, MIGRATION_LOCK_ID, NO_MIGRATIONS

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/noop-plugin.js
/// <reference types="./noop-plugin.d.ts" />
class NoopPlugin {
    transformQuery(args) {
        return args.node;
    }
    async transformResult(args) {
        return args.result;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-plugin.js + 1 modules
var with_schema_plugin = __webpack_require__(58383);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/migration/migrator.js
/// <reference types="./migrator.d.ts" />



const DEFAULT_MIGRATION_TABLE = 'kysely_migration';
const DEFAULT_MIGRATION_LOCK_TABLE = 'kysely_migration_lock';
const DEFAULT_ALLOW_UNORDERED_MIGRATIONS = false;
const MIGRATION_LOCK_ID = 'migration_lock';
const NO_MIGRATIONS = (0,object_utils/* freeze */.CN)({ __noMigrations__: true });
/**
 * A class for running migrations.
 *
 * ### Example
 *
 * This example uses the {@link FileMigrationProvider} that reads migrations
 * files from a single folder. You can easily implement your own
 * {@link MigrationProvider} if you want to provide migrations some
 * other way.
 *
 * ```ts
 * import { promises as fs } from 'node:fs'
 * import path from 'node:path'
 * import * as Sqlite from 'better-sqlite3'
 * import {
 *   FileMigrationProvider,
 *   Kysely,
 *   Migrator,
 *   SqliteDialect
 * } from 'kysely'
 *
 * const db = new Kysely<any>({
 *   dialect: new SqliteDialect({
 *     database: Sqlite(':memory:')
 *   })
 * })
 *
 * const migrator = new Migrator({
 *   db,
 *   provider: new FileMigrationProvider({
 *     fs,
 *     // Path to the folder that contains all your migrations.
 *     migrationFolder: 'some/path/to/migrations',
 *     path,
 *   })
 * })
 * ```
 */
class Migrator {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Returns a {@link MigrationInfo} object for each migration.
     *
     * The returned array is sorted by migration name.
     */
    async getMigrations() {
        const tableExists = await this.#doesTableExist(this.#migrationTable);
        const executedMigrations = tableExists
            ? await this.#props.db
                .withPlugin(this.#schemaPlugin)
                .selectFrom(this.#migrationTable)
                .select(['name', 'timestamp'])
                .$narrowType()
                .execute()
            : [];
        const migrations = await this.#resolveMigrations();
        return migrations.map(({ name, ...migration }) => {
            const executed = executedMigrations.find((it) => it.name === name);
            return {
                name,
                migration,
                executedAt: executed ? new Date(executed.timestamp) : undefined,
            };
        });
    }
    /**
     * Runs all migrations that have not yet been run.
     *
     * This method returns a {@link MigrationResultSet} instance and _never_ throws.
     * {@link MigrationResultSet.error} holds the error if something went wrong.
     * {@link MigrationResultSet.results} contains information about which migrations
     * were executed and which failed. See the examples below.
     *
     * This method goes through all possible migrations provided by the provider and runs the
     * ones whose names come alphabetically after the last migration that has been run. If the
     * list of executed migrations doesn't match the beginning of the list of possible migrations
     * an error is returned.
     *
     * ### Examples
     *
     * ```ts
     * import { promises as fs } from 'node:fs'
     * import path from 'node:path'
     * import * as Sqlite from 'better-sqlite3'
     * import { FileMigrationProvider, Migrator } from 'kysely'
     *
     * const migrator = new Migrator({
     *   db,
     *   provider: new FileMigrationProvider({
     *     fs,
     *     migrationFolder: 'some/path/to/migrations',
     *     path,
     *   })
     * })
     *
     * const { error, results } = await migrator.migrateToLatest()
     *
     * results?.forEach((it) => {
     *   if (it.status === 'Success') {
     *     console.log(`migration "${it.migrationName}" was executed successfully`)
     *   } else if (it.status === 'Error') {
     *     console.error(`failed to execute migration "${it.migrationName}"`)
     *   }
     * })
     *
     * if (error) {
     *   console.error('failed to run `migrateToLatest`')
     *   console.error(error)
     * }
     * ```
     */
    async migrateToLatest() {
        return this.#migrate(() => ({ direction: 'Up', step: Infinity }));
    }
    /**
     * Migrate up/down to a specific migration.
     *
     * This method returns a {@link MigrationResultSet} instance and _never_ throws.
     * {@link MigrationResultSet.error} holds the error if something went wrong.
     * {@link MigrationResultSet.results} contains information about which migrations
     * were executed and which failed.
     *
     * ### Examples
     *
     * ```ts
     * import { promises as fs } from 'node:fs'
     * import path from 'node:path'
     * import { FileMigrationProvider, Migrator } from 'kysely'
     *
     * const migrator = new Migrator({
     *   db,
     *   provider: new FileMigrationProvider({
     *     fs,
     *     // Path to the folder that contains all your migrations.
     *     migrationFolder: 'some/path/to/migrations',
     *     path,
     *   })
     * })
     *
     * await migrator.migrateTo('some_migration')
     * ```
     *
     * If you specify the name of the first migration, this method migrates
     * down to the first migration, but doesn't run the `down` method of
     * the first migration. In case you want to migrate all the way down,
     * you can use a special constant `NO_MIGRATIONS`:
     *
     * ```ts
     * import { promises as fs } from 'node:fs'
     * import path from 'node:path'
     * import { FileMigrationProvider, Migrator, NO_MIGRATIONS } from 'kysely'
     *
     * const migrator = new Migrator({
     *   db,
     *   provider: new FileMigrationProvider({
     *     fs,
     *     // Path to the folder that contains all your migrations.
     *     migrationFolder: 'some/path/to/migrations',
     *     path,
     *   })
     * })
     *
     * await migrator.migrateTo(NO_MIGRATIONS)
     * ```
     */
    async migrateTo(targetMigrationName) {
        return this.#migrate(({ migrations, executedMigrations, pendingMigrations, }) => {
            if ((0,object_utils/* isObject */.Gv)(targetMigrationName) &&
                targetMigrationName.__noMigrations__ === true) {
                return { direction: 'Down', step: Infinity };
            }
            if (!migrations.find((m) => m.name === targetMigrationName)) {
                throw new Error(`migration "${targetMigrationName}" doesn't exist`);
            }
            const executedIndex = executedMigrations.indexOf(targetMigrationName);
            const pendingIndex = pendingMigrations.findIndex((m) => m.name === targetMigrationName);
            if (executedIndex !== -1) {
                return {
                    direction: 'Down',
                    step: executedMigrations.length - executedIndex - 1,
                };
            }
            else if (pendingIndex !== -1) {
                return { direction: 'Up', step: pendingIndex + 1 };
            }
            else {
                throw new Error(`migration "${targetMigrationName}" isn't executed or pending`);
            }
        });
    }
    /**
     * Migrate one step up.
     *
     * This method returns a {@link MigrationResultSet} instance and _never_ throws.
     * {@link MigrationResultSet.error} holds the error if something went wrong.
     * {@link MigrationResultSet.results} contains information about which migrations
     * were executed and which failed.
     *
     * ### Examples
     *
     * ```ts
     * import { promises as fs } from 'node:fs'
     * import path from 'node:path'
     * import { FileMigrationProvider, Migrator } from 'kysely'
     *
     * const migrator = new Migrator({
     *   db,
     *   provider: new FileMigrationProvider({
     *     fs,
     *     // Path to the folder that contains all your migrations.
     *     migrationFolder: 'some/path/to/migrations',
     *     path,
     *   })
     * })
     *
     * await migrator.migrateUp()
     * ```
     */
    async migrateUp() {
        return this.#migrate(() => ({ direction: 'Up', step: 1 }));
    }
    /**
     * Migrate one step down.
     *
     * This method returns a {@link MigrationResultSet} instance and _never_ throws.
     * {@link MigrationResultSet.error} holds the error if something went wrong.
     * {@link MigrationResultSet.results} contains information about which migrations
     * were executed and which failed.
     *
     * ### Examples
     *
     * ```ts
     * import { promises as fs } from 'node:fs'
     * import path from 'node:path'
     * import { FileMigrationProvider, Migrator } from 'kysely'
     *
     * const migrator = new Migrator({
     *   db,
     *   provider: new FileMigrationProvider({
     *     fs,
     *     // Path to the folder that contains all your migrations.
     *     migrationFolder: 'some/path/to/migrations',
     *     path,
     *   })
     * })
     *
     * await migrator.migrateDown()
     * ```
     */
    async migrateDown() {
        return this.#migrate(() => ({ direction: 'Down', step: 1 }));
    }
    async #migrate(getMigrationDirectionAndStep) {
        try {
            await this.#ensureMigrationTableSchemaExists();
            await this.#ensureMigrationTableExists();
            await this.#ensureMigrationLockTableExists();
            await this.#ensureLockRowExists();
            return await this.#runMigrations(getMigrationDirectionAndStep);
        }
        catch (error) {
            if (error instanceof MigrationResultSetError) {
                return error.resultSet;
            }
            return { error };
        }
    }
    get #migrationTableSchema() {
        return this.#props.migrationTableSchema;
    }
    get #migrationTable() {
        return this.#props.migrationTableName ?? DEFAULT_MIGRATION_TABLE;
    }
    get #migrationLockTable() {
        return this.#props.migrationLockTableName ?? DEFAULT_MIGRATION_LOCK_TABLE;
    }
    get #allowUnorderedMigrations() {
        return (this.#props.allowUnorderedMigrations ?? DEFAULT_ALLOW_UNORDERED_MIGRATIONS);
    }
    get #schemaPlugin() {
        if (this.#migrationTableSchema) {
            return new with_schema_plugin/* WithSchemaPlugin */.B(this.#migrationTableSchema);
        }
        return new NoopPlugin();
    }
    async #ensureMigrationTableSchemaExists() {
        if (!this.#migrationTableSchema) {
            // Use default schema. Nothing to do.
            return;
        }
        const schemaExists = await this.#doesSchemaExist();
        if (schemaExists) {
            return;
        }
        try {
            await this.#createIfNotExists(this.#props.db.schema.createSchema(this.#migrationTableSchema));
        }
        catch (error) {
            const schemaExists = await this.#doesSchemaExist();
            // At least on PostgreSQL, `if not exists` doesn't guarantee the `create schema`
            // query doesn't throw if the schema already exits. That's why we check if
            // the schema exist here and ignore the error if it does.
            if (!schemaExists) {
                throw error;
            }
        }
    }
    async #ensureMigrationTableExists() {
        const tableExists = await this.#doesTableExist(this.#migrationTable);
        if (tableExists) {
            return;
        }
        try {
            await this.#createIfNotExists(this.#props.db.schema
                .withPlugin(this.#schemaPlugin)
                .createTable(this.#migrationTable)
                .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
                // The migration run time as ISO string. This is not a real date type as we
                // can't know which data type is supported by all future dialects.
                .addColumn('timestamp', 'varchar(255)', (col) => col.notNull()));
        }
        catch (error) {
            const tableExists = await this.#doesTableExist(this.#migrationTable);
            // At least on PostgreSQL, `if not exists` doesn't guarantee the `create table`
            // query doesn't throw if the table already exits. That's why we check if
            // the table exist here and ignore the error if it does.
            if (!tableExists) {
                throw error;
            }
        }
    }
    async #ensureMigrationLockTableExists() {
        const tableExists = await this.#doesTableExist(this.#migrationLockTable);
        if (tableExists) {
            return;
        }
        try {
            await this.#createIfNotExists(this.#props.db.schema
                .withPlugin(this.#schemaPlugin)
                .createTable(this.#migrationLockTable)
                .addColumn('id', 'varchar(255)', (col) => col.notNull().primaryKey())
                .addColumn('is_locked', 'integer', (col) => col.notNull().defaultTo(0)));
        }
        catch (error) {
            const tableExists = await this.#doesTableExist(this.#migrationLockTable);
            // At least on PostgreSQL, `if not exists` doesn't guarantee the `create table`
            // query doesn't throw if the table already exits. That's why we check if
            // the table exist here and ignore the error if it does.
            if (!tableExists) {
                throw error;
            }
        }
    }
    async #ensureLockRowExists() {
        const lockRowExists = await this.#doesLockRowExists();
        if (lockRowExists) {
            return;
        }
        try {
            await this.#props.db
                .withPlugin(this.#schemaPlugin)
                .insertInto(this.#migrationLockTable)
                .values({ id: MIGRATION_LOCK_ID, is_locked: 0 })
                .execute();
        }
        catch (error) {
            const lockRowExists = await this.#doesLockRowExists();
            if (!lockRowExists) {
                throw error;
            }
        }
    }
    async #doesSchemaExist() {
        const schemas = await this.#props.db.introspection.getSchemas();
        return schemas.some((it) => it.name === this.#migrationTableSchema);
    }
    async #doesTableExist(tableName) {
        const schema = this.#migrationTableSchema;
        const tables = await this.#props.db.introspection.getTables({
            withInternalKyselyTables: true,
        });
        return tables.some((it) => it.name === tableName && (!schema || it.schema === schema));
    }
    async #doesLockRowExists() {
        const lockRow = await this.#props.db
            .withPlugin(this.#schemaPlugin)
            .selectFrom(this.#migrationLockTable)
            .where('id', '=', MIGRATION_LOCK_ID)
            .select('id')
            .executeTakeFirst();
        return !!lockRow;
    }
    async #runMigrations(getMigrationDirectionAndStep) {
        const adapter = this.#props.db.getExecutor().adapter;
        const lockOptions = (0,object_utils/* freeze */.CN)({
            lockTable: this.#props.migrationLockTableName ?? DEFAULT_MIGRATION_LOCK_TABLE,
            lockRowId: MIGRATION_LOCK_ID,
            lockTableSchema: this.#props.migrationTableSchema,
        });
        const run = async (db) => {
            const state = await this.#getState(db);
            if (state.migrations.length === 0) {
                return { results: [] };
            }
            const { direction, step } = getMigrationDirectionAndStep(state);
            if (step <= 0) {
                return { results: [] };
            }
            if (direction === 'Down') {
                return await this.#migrateDown(db, state, step);
            }
            else if (direction === 'Up') {
                return await this.#migrateUp(db, state, step);
            }
            return { results: [] };
        };
        const runWithLock = async (db, cb) => {
            try {
                await adapter.acquireMigrationLock(db, lockOptions);
                return await cb(db);
            }
            finally {
                await adapter.releaseMigrationLock(db, lockOptions);
            }
        };
        if (adapter.supportsTransactionalDdl && !this.#props.disableTransactions) {
            return this.#props.db
                .connection()
                .execute((db) => runWithLock(db, (db) => db.transaction().execute((trx) => run(trx))));
        }
        return this.#props.db.connection().execute((db) => runWithLock(db, run));
    }
    async #getState(db) {
        const migrations = await this.#resolveMigrations();
        const executedMigrations = await this.#getExecutedMigrations(db);
        this.#ensureNoMissingMigrations(migrations, executedMigrations);
        if (!this.#allowUnorderedMigrations) {
            this.#ensureMigrationsInOrder(migrations, executedMigrations);
        }
        const pendingMigrations = this.#getPendingMigrations(migrations, executedMigrations);
        return (0,object_utils/* freeze */.CN)({
            migrations,
            executedMigrations,
            lastMigration: (0,object_utils/* getLast */.Ps)(executedMigrations),
            pendingMigrations,
        });
    }
    #getPendingMigrations(migrations, executedMigrations) {
        return migrations.filter((migration) => {
            return !executedMigrations.includes(migration.name);
        });
    }
    async #resolveMigrations() {
        const allMigrations = await this.#props.provider.getMigrations();
        return Object.keys(allMigrations)
            .sort()
            .map((name) => ({
            ...allMigrations[name],
            name,
        }));
    }
    async #getExecutedMigrations(db) {
        const executedMigrations = await db
            .withPlugin(this.#schemaPlugin)
            .selectFrom(this.#migrationTable)
            .select(['name', 'timestamp'])
            .$narrowType()
            .execute();
        const nameComparator = this.#props.nameComparator || ((a, b) => a.localeCompare(b));
        return (executedMigrations
            // https://github.com/kysely-org/kysely/issues/843
            .sort((a, b) => {
            if (a.timestamp === b.timestamp) {
                return nameComparator(a.name, b.name);
            }
            return (new Date(a.timestamp).getTime() - new Date(b.timestamp).getTime());
        })
            .map((it) => it.name));
    }
    #ensureNoMissingMigrations(migrations, executedMigrations) {
        // Ensure all executed migrations exist in the `migrations` list.
        for (const executed of executedMigrations) {
            if (!migrations.some((it) => it.name === executed)) {
                throw new Error(`corrupted migrations: previously executed migration ${executed} is missing`);
            }
        }
    }
    #ensureMigrationsInOrder(migrations, executedMigrations) {
        // Ensure the executed migrations are the first ones in the migration list.
        for (let i = 0; i < executedMigrations.length; ++i) {
            if (migrations[i].name !== executedMigrations[i]) {
                throw new Error(`corrupted migrations: expected previously executed migration ${executedMigrations[i]} to be at index ${i} but ${migrations[i].name} was found in its place. New migrations must always have a name that comes alphabetically after the last executed migration.`);
            }
        }
    }
    async #migrateDown(db, state, step) {
        const migrationsToRollback = state.executedMigrations
            .slice()
            .reverse()
            .slice(0, step)
            .map((name) => {
            return state.migrations.find((it) => it.name === name);
        });
        const results = migrationsToRollback.map((migration) => {
            return {
                migrationName: migration.name,
                direction: 'Down',
                status: 'NotExecuted',
            };
        });
        for (let i = 0; i < results.length; ++i) {
            const migration = migrationsToRollback[i];
            try {
                if (migration.down) {
                    await migration.down(db);
                    await db
                        .withPlugin(this.#schemaPlugin)
                        .deleteFrom(this.#migrationTable)
                        .where('name', '=', migration.name)
                        .execute();
                    results[i] = {
                        migrationName: migration.name,
                        direction: 'Down',
                        status: 'Success',
                    };
                }
            }
            catch (error) {
                results[i] = {
                    migrationName: migration.name,
                    direction: 'Down',
                    status: 'Error',
                };
                throw new MigrationResultSetError({
                    error,
                    results,
                });
            }
        }
        return { results };
    }
    async #migrateUp(db, state, step) {
        const migrationsToRun = state.pendingMigrations.slice(0, step);
        const results = migrationsToRun.map((migration) => {
            return {
                migrationName: migration.name,
                direction: 'Up',
                status: 'NotExecuted',
            };
        });
        for (let i = 0; i < results.length; i++) {
            const migration = state.pendingMigrations[i];
            try {
                await migration.up(db);
                await db
                    .withPlugin(this.#schemaPlugin)
                    .insertInto(this.#migrationTable)
                    .values({
                    name: migration.name,
                    timestamp: new Date().toISOString(),
                })
                    .execute();
                results[i] = {
                    migrationName: migration.name,
                    direction: 'Up',
                    status: 'Success',
                };
            }
            catch (error) {
                results[i] = {
                    migrationName: migration.name,
                    direction: 'Up',
                    status: 'Error',
                };
                throw new MigrationResultSetError({
                    error,
                    results,
                });
            }
        }
        return { results };
    }
    async #createIfNotExists(qb) {
        if (this.#props.db.getExecutor().adapter.supportsCreateIfNotExists) {
            qb = qb.ifNotExists();
        }
        await qb.execute();
    }
}
class MigrationResultSetError extends Error {
    #resultSet;
    constructor(result) {
        super();
        this.#resultSet = result;
    }
    get resultSet() {
        return this.#resultSet;
    }
}


/***/ }),

/***/ 95034:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ CreateTableNode),
/* harmony export */   o: () => (/* binding */ ON_COMMIT_ACTIONS)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./create-table-node.d.ts" />

const ON_COMMIT_ACTIONS = ['preserve rows', 'delete rows', 'drop'];
/**
 * @internal
 */
const CreateTableNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'CreateTableNode';
    },
    create(table) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'CreateTableNode',
            table,
            columns: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([]),
        });
    },
    cloneWithColumn(createTable, column) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createTable,
            columns: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...createTable.columns, column]),
        });
    },
    cloneWithConstraint(createTable, constraint) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createTable,
            constraints: createTable.constraints
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...createTable.constraints, constraint])
                : (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([constraint]),
        });
    },
    cloneWithFrontModifier(createTable, modifier) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createTable,
            frontModifiers: createTable.frontModifiers
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...createTable.frontModifiers, modifier])
                : (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([modifier]),
        });
    },
    cloneWithEndModifier(createTable, modifier) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createTable,
            endModifiers: createTable.endModifiers
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...createTable.endModifiers, modifier])
                : (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([modifier]),
        });
    },
    cloneWith(createTable, params) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createTable,
            ...params,
        });
    },
});


/***/ }),

/***/ 42553:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ CreateViewNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _schemable_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99073);
/// <reference types="./create-view-node.d.ts" />


/**
 * @internal
 */
const CreateViewNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'CreateViewNode';
    },
    create(name) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'CreateViewNode',
            name: _schemable_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemableIdentifierNode */ .y.create(name),
        });
    },
    cloneWith(createView, params) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...createView,
            ...params,
        });
    },
});


/***/ }),

/***/ 96226:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ parseSavepointCommand)
/* harmony export */ });
/* harmony import */ var _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72500);
/* harmony import */ var _operation_node_raw_node_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75721);
/// <reference types="./savepoint-parser.d.ts" />


function parseSavepointCommand(command, savepointName) {
    return _operation_node_raw_node_js__WEBPACK_IMPORTED_MODULE_0__/* .RawNode */ .z.createWithChildren([
        _operation_node_raw_node_js__WEBPACK_IMPORTED_MODULE_0__/* .RawNode */ .z.createWithSql(`${command} `),
        _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentifierNode */ .O.create(savepointName), // ensures savepointName gets sanitized
    ]);
}


/***/ }),

/***/ 36560:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ CompiledQuery)
/* harmony export */ });
/* harmony import */ var _operation_node_raw_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75721);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _util_query_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38557);
/// <reference types="./compiled-query.d.ts" />



const CompiledQuery = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    raw(sql, parameters = []) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            sql,
            query: _operation_node_raw_node_js__WEBPACK_IMPORTED_MODULE_1__/* .RawNode */ .z.createWithSql(sql),
            parameters: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(parameters),
            queryId: (0,_util_query_id_js__WEBPACK_IMPORTED_MODULE_2__/* .createQueryId */ .a)(),
        });
    },
});


/***/ }),

/***/ 39170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ DefaultQueryCompiler)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/create-table-node.js
var create_table_node = __webpack_require__(95034);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/insert-query-node.js
var insert_query_node = __webpack_require__(21473);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-visitor.js
/// <reference types="./operation-node-visitor.d.ts" />

class OperationNodeVisitor {
    nodeStack = [];
    get parentNode() {
        return this.nodeStack[this.nodeStack.length - 2];
    }
    #visitors = (0,object_utils/* freeze */.CN)({
        AliasNode: this.visitAlias.bind(this),
        ColumnNode: this.visitColumn.bind(this),
        IdentifierNode: this.visitIdentifier.bind(this),
        SchemableIdentifierNode: this.visitSchemableIdentifier.bind(this),
        RawNode: this.visitRaw.bind(this),
        ReferenceNode: this.visitReference.bind(this),
        SelectQueryNode: this.visitSelectQuery.bind(this),
        SelectionNode: this.visitSelection.bind(this),
        TableNode: this.visitTable.bind(this),
        FromNode: this.visitFrom.bind(this),
        SelectAllNode: this.visitSelectAll.bind(this),
        AndNode: this.visitAnd.bind(this),
        OrNode: this.visitOr.bind(this),
        ValueNode: this.visitValue.bind(this),
        ValueListNode: this.visitValueList.bind(this),
        PrimitiveValueListNode: this.visitPrimitiveValueList.bind(this),
        ParensNode: this.visitParens.bind(this),
        JoinNode: this.visitJoin.bind(this),
        OperatorNode: this.visitOperator.bind(this),
        WhereNode: this.visitWhere.bind(this),
        InsertQueryNode: this.visitInsertQuery.bind(this),
        DeleteQueryNode: this.visitDeleteQuery.bind(this),
        ReturningNode: this.visitReturning.bind(this),
        CreateTableNode: this.visitCreateTable.bind(this),
        AddColumnNode: this.visitAddColumn.bind(this),
        ColumnDefinitionNode: this.visitColumnDefinition.bind(this),
        DropTableNode: this.visitDropTable.bind(this),
        DataTypeNode: this.visitDataType.bind(this),
        OrderByNode: this.visitOrderBy.bind(this),
        OrderByItemNode: this.visitOrderByItem.bind(this),
        GroupByNode: this.visitGroupBy.bind(this),
        GroupByItemNode: this.visitGroupByItem.bind(this),
        UpdateQueryNode: this.visitUpdateQuery.bind(this),
        ColumnUpdateNode: this.visitColumnUpdate.bind(this),
        LimitNode: this.visitLimit.bind(this),
        OffsetNode: this.visitOffset.bind(this),
        OnConflictNode: this.visitOnConflict.bind(this),
        OnDuplicateKeyNode: this.visitOnDuplicateKey.bind(this),
        CreateIndexNode: this.visitCreateIndex.bind(this),
        DropIndexNode: this.visitDropIndex.bind(this),
        ListNode: this.visitList.bind(this),
        PrimaryKeyConstraintNode: this.visitPrimaryKeyConstraint.bind(this),
        UniqueConstraintNode: this.visitUniqueConstraint.bind(this),
        ReferencesNode: this.visitReferences.bind(this),
        CheckConstraintNode: this.visitCheckConstraint.bind(this),
        WithNode: this.visitWith.bind(this),
        CommonTableExpressionNode: this.visitCommonTableExpression.bind(this),
        CommonTableExpressionNameNode: this.visitCommonTableExpressionName.bind(this),
        HavingNode: this.visitHaving.bind(this),
        CreateSchemaNode: this.visitCreateSchema.bind(this),
        DropSchemaNode: this.visitDropSchema.bind(this),
        AlterTableNode: this.visitAlterTable.bind(this),
        DropColumnNode: this.visitDropColumn.bind(this),
        RenameColumnNode: this.visitRenameColumn.bind(this),
        AlterColumnNode: this.visitAlterColumn.bind(this),
        ModifyColumnNode: this.visitModifyColumn.bind(this),
        AddConstraintNode: this.visitAddConstraint.bind(this),
        DropConstraintNode: this.visitDropConstraint.bind(this),
        RenameConstraintNode: this.visitRenameConstraint.bind(this),
        ForeignKeyConstraintNode: this.visitForeignKeyConstraint.bind(this),
        CreateViewNode: this.visitCreateView.bind(this),
        RefreshMaterializedViewNode: this.visitRefreshMaterializedView.bind(this),
        DropViewNode: this.visitDropView.bind(this),
        GeneratedNode: this.visitGenerated.bind(this),
        DefaultValueNode: this.visitDefaultValue.bind(this),
        OnNode: this.visitOn.bind(this),
        ValuesNode: this.visitValues.bind(this),
        SelectModifierNode: this.visitSelectModifier.bind(this),
        CreateTypeNode: this.visitCreateType.bind(this),
        DropTypeNode: this.visitDropType.bind(this),
        ExplainNode: this.visitExplain.bind(this),
        DefaultInsertValueNode: this.visitDefaultInsertValue.bind(this),
        AggregateFunctionNode: this.visitAggregateFunction.bind(this),
        OverNode: this.visitOver.bind(this),
        PartitionByNode: this.visitPartitionBy.bind(this),
        PartitionByItemNode: this.visitPartitionByItem.bind(this),
        SetOperationNode: this.visitSetOperation.bind(this),
        BinaryOperationNode: this.visitBinaryOperation.bind(this),
        UnaryOperationNode: this.visitUnaryOperation.bind(this),
        UsingNode: this.visitUsing.bind(this),
        FunctionNode: this.visitFunction.bind(this),
        CaseNode: this.visitCase.bind(this),
        WhenNode: this.visitWhen.bind(this),
        JSONReferenceNode: this.visitJSONReference.bind(this),
        JSONPathNode: this.visitJSONPath.bind(this),
        JSONPathLegNode: this.visitJSONPathLeg.bind(this),
        JSONOperatorChainNode: this.visitJSONOperatorChain.bind(this),
        TupleNode: this.visitTuple.bind(this),
        MergeQueryNode: this.visitMergeQuery.bind(this),
        MatchedNode: this.visitMatched.bind(this),
        AddIndexNode: this.visitAddIndex.bind(this),
        CastNode: this.visitCast.bind(this),
        FetchNode: this.visitFetch.bind(this),
        TopNode: this.visitTop.bind(this),
        OutputNode: this.visitOutput.bind(this),
        OrActionNode: this.visitOrAction.bind(this),
        CollateNode: this.visitCollate.bind(this),
    });
    visitNode = (node) => {
        this.nodeStack.push(node);
        this.#visitors[node.kind](node);
        this.nodeStack.pop();
    };
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operator-node.js
var operator_node = __webpack_require__(18953);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/parens-node.js
var parens_node = __webpack_require__(30486);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/create-view-node.js
var create_view_node = __webpack_require__(42553);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/set-operation-node.js
var set_operation_node = __webpack_require__(2131);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/when-node.js
var when_node = __webpack_require__(49669);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/log-once.js
var log_once = __webpack_require__(14776);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-compiler/default-query-compiler.js
/// <reference types="./default-query-compiler.d.ts" />











const LIT_WRAP_REGEX = /'/g;
const JSON_PATH_MEMBER_WRAP_REGEX = /['"]/g;
class DefaultQueryCompiler extends OperationNodeVisitor {
    #sql = '';
    #parameters = [];
    get numParameters() {
        return this.#parameters.length;
    }
    compileQuery(node, queryId) {
        this.#sql = '';
        this.#parameters = [];
        this.nodeStack.splice(0, this.nodeStack.length);
        this.visitNode(node);
        return (0,object_utils/* freeze */.CN)({
            query: node,
            queryId,
            sql: this.getSql(),
            parameters: [...this.#parameters],
        });
    }
    getSql() {
        return this.#sql;
    }
    visitSelectQuery(node) {
        const wrapInParens = this.parentNode !== undefined &&
            !parens_node/* ParensNode */.k.is(this.parentNode) &&
            !insert_query_node/* InsertQueryNode */.o.is(this.parentNode) &&
            !create_table_node/* CreateTableNode */.B.is(this.parentNode) &&
            !create_view_node/* CreateViewNode */.Y.is(this.parentNode) &&
            !set_operation_node/* SetOperationNode */.i.is(this.parentNode);
        if (this.parentNode === undefined && node.explain) {
            this.visitNode(node.explain);
            this.append(' ');
        }
        if (wrapInParens) {
            this.append('(');
        }
        if (node.with) {
            this.visitNode(node.with);
            this.append(' ');
        }
        this.append('select');
        if (node.distinctOn) {
            this.append(' ');
            this.compileDistinctOn(node.distinctOn);
        }
        if (node.frontModifiers?.length) {
            this.append(' ');
            this.compileList(node.frontModifiers, ' ');
        }
        if (node.top) {
            this.append(' ');
            this.visitNode(node.top);
        }
        if (node.selections) {
            this.append(' ');
            this.compileList(node.selections);
        }
        if (node.from) {
            this.append(' ');
            this.visitNode(node.from);
        }
        if (node.joins) {
            this.append(' ');
            this.compileList(node.joins, ' ');
        }
        if (node.where) {
            this.append(' ');
            this.visitNode(node.where);
        }
        if (node.groupBy) {
            this.append(' ');
            this.visitNode(node.groupBy);
        }
        if (node.having) {
            this.append(' ');
            this.visitNode(node.having);
        }
        if (node.setOperations) {
            this.append(' ');
            this.compileList(node.setOperations, ' ');
        }
        if (node.orderBy) {
            this.append(' ');
            this.visitNode(node.orderBy);
        }
        if (node.limit) {
            this.append(' ');
            this.visitNode(node.limit);
        }
        if (node.offset) {
            this.append(' ');
            this.visitNode(node.offset);
        }
        if (node.fetch) {
            this.append(' ');
            this.visitNode(node.fetch);
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(this.sortSelectModifiers([...node.endModifiers]), ' ');
        }
        if (wrapInParens) {
            this.append(')');
        }
    }
    visitFrom(node) {
        this.append('from ');
        this.compileList(node.froms);
    }
    visitSelection(node) {
        this.visitNode(node.selection);
    }
    visitColumn(node) {
        this.visitNode(node.column);
    }
    compileDistinctOn(expressions) {
        this.append('distinct on (');
        this.compileList(expressions);
        this.append(')');
    }
    compileList(nodes, separator = ', ') {
        const lastIndex = nodes.length - 1;
        for (let i = 0; i <= lastIndex; i++) {
            this.visitNode(nodes[i]);
            if (i < lastIndex) {
                this.append(separator);
            }
        }
    }
    visitWhere(node) {
        this.append('where ');
        this.visitNode(node.where);
    }
    visitHaving(node) {
        this.append('having ');
        this.visitNode(node.having);
    }
    visitInsertQuery(node) {
        const wrapInParens = this.parentNode !== undefined &&
            !parens_node/* ParensNode */.k.is(this.parentNode) &&
            !raw_node/* RawNode */.z.is(this.parentNode) &&
            !when_node/* WhenNode */.t.is(this.parentNode);
        if (this.parentNode === undefined && node.explain) {
            this.visitNode(node.explain);
            this.append(' ');
        }
        if (wrapInParens) {
            this.append('(');
        }
        if (node.with) {
            this.visitNode(node.with);
            this.append(' ');
        }
        this.append(node.replace ? 'replace' : 'insert');
        // TODO: remove in 0.29.
        if (node.ignore) {
            (0,log_once/* logOnce */.u)('`InsertQueryNode.ignore` is deprecated. Use `InsertQueryNode.orAction` instead.');
            this.append(' ignore');
        }
        if (node.orAction) {
            this.append(' ');
            this.visitNode(node.orAction);
        }
        if (node.top) {
            this.append(' ');
            this.visitNode(node.top);
        }
        if (node.into) {
            this.append(' into ');
            this.visitNode(node.into);
        }
        if (node.columns) {
            this.append(' (');
            this.compileList(node.columns);
            this.append(')');
        }
        if (node.output) {
            this.append(' ');
            this.visitNode(node.output);
        }
        if (node.values) {
            this.append(' ');
            this.visitNode(node.values);
        }
        if (node.defaultValues) {
            this.append(' ');
            this.append('default values');
        }
        if (node.onConflict) {
            this.append(' ');
            this.visitNode(node.onConflict);
        }
        if (node.onDuplicateKey) {
            this.append(' ');
            this.visitNode(node.onDuplicateKey);
        }
        if (node.returning) {
            this.append(' ');
            this.visitNode(node.returning);
        }
        if (wrapInParens) {
            this.append(')');
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
    }
    visitValues(node) {
        this.append('values ');
        this.compileList(node.values);
    }
    visitDeleteQuery(node) {
        const wrapInParens = this.parentNode !== undefined &&
            !parens_node/* ParensNode */.k.is(this.parentNode) &&
            !raw_node/* RawNode */.z.is(this.parentNode);
        if (this.parentNode === undefined && node.explain) {
            this.visitNode(node.explain);
            this.append(' ');
        }
        if (wrapInParens) {
            this.append('(');
        }
        if (node.with) {
            this.visitNode(node.with);
            this.append(' ');
        }
        this.append('delete ');
        if (node.top) {
            this.visitNode(node.top);
            this.append(' ');
        }
        this.visitNode(node.from);
        if (node.output) {
            this.append(' ');
            this.visitNode(node.output);
        }
        if (node.using) {
            this.append(' ');
            this.visitNode(node.using);
        }
        if (node.joins) {
            this.append(' ');
            this.compileList(node.joins, ' ');
        }
        if (node.where) {
            this.append(' ');
            this.visitNode(node.where);
        }
        if (node.returning) {
            this.append(' ');
            this.visitNode(node.returning);
        }
        if (node.orderBy) {
            this.append(' ');
            this.visitNode(node.orderBy);
        }
        if (node.limit) {
            this.append(' ');
            this.visitNode(node.limit);
        }
        if (wrapInParens) {
            this.append(')');
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
    }
    visitReturning(node) {
        this.append('returning ');
        this.compileList(node.selections);
    }
    visitAlias(node) {
        this.visitNode(node.node);
        this.append(' as ');
        this.visitNode(node.alias);
    }
    visitReference(node) {
        if (node.table) {
            this.visitNode(node.table);
            this.append('.');
        }
        this.visitNode(node.column);
    }
    visitSelectAll(_) {
        this.append('*');
    }
    visitIdentifier(node) {
        this.append(this.getLeftIdentifierWrapper());
        this.compileUnwrappedIdentifier(node);
        this.append(this.getRightIdentifierWrapper());
    }
    compileUnwrappedIdentifier(node) {
        if (!(0,object_utils/* isString */.Kg)(node.name)) {
            throw new Error('a non-string identifier was passed to compileUnwrappedIdentifier.');
        }
        this.append(this.sanitizeIdentifier(node.name));
    }
    visitAnd(node) {
        this.visitNode(node.left);
        this.append(' and ');
        this.visitNode(node.right);
    }
    visitOr(node) {
        this.visitNode(node.left);
        this.append(' or ');
        this.visitNode(node.right);
    }
    visitValue(node) {
        if (node.immediate) {
            this.appendImmediateValue(node.value);
        }
        else {
            this.appendValue(node.value);
        }
    }
    visitValueList(node) {
        this.append('(');
        this.compileList(node.values);
        this.append(')');
    }
    visitTuple(node) {
        this.append('(');
        this.compileList(node.values);
        this.append(')');
    }
    visitPrimitiveValueList(node) {
        this.append('(');
        const { values } = node;
        for (let i = 0; i < values.length; ++i) {
            this.appendValue(values[i]);
            if (i !== values.length - 1) {
                this.append(', ');
            }
        }
        this.append(')');
    }
    visitParens(node) {
        this.append('(');
        this.visitNode(node.node);
        this.append(')');
    }
    visitJoin(node) {
        this.append(JOIN_TYPE_SQL[node.joinType]);
        this.append(' ');
        this.visitNode(node.table);
        if (node.on) {
            this.append(' ');
            this.visitNode(node.on);
        }
    }
    visitOn(node) {
        this.append('on ');
        this.visitNode(node.on);
    }
    visitRaw(node) {
        const { sqlFragments, parameters: params } = node;
        for (let i = 0; i < sqlFragments.length; ++i) {
            this.append(sqlFragments[i]);
            if (params.length > i) {
                this.visitNode(params[i]);
            }
        }
    }
    visitOperator(node) {
        this.append(node.operator);
    }
    visitTable(node) {
        this.visitNode(node.table);
    }
    visitSchemableIdentifier(node) {
        if (node.schema) {
            this.visitNode(node.schema);
            this.append('.');
        }
        this.visitNode(node.identifier);
    }
    visitCreateTable(node) {
        this.append('create ');
        if (node.frontModifiers?.length) {
            this.compileList(node.frontModifiers, ' ');
            this.append(' ');
        }
        if (node.temporary) {
            this.append('temporary ');
        }
        this.append('table ');
        if (node.ifNotExists) {
            this.append('if not exists ');
        }
        this.visitNode(node.table);
        if (!node.selectQuery) {
            this.append(' (');
            this.compileList([...node.columns, ...(node.constraints ?? [])]);
            this.append(')');
        }
        if (node.onCommit) {
            this.append(' on commit ');
            this.append(node.onCommit);
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
        if (node.selectQuery) {
            this.append(' as ');
            this.visitNode(node.selectQuery);
        }
    }
    visitColumnDefinition(node) {
        if (node.ifNotExists) {
            this.append('if not exists ');
        }
        this.visitNode(node.column);
        this.append(' ');
        this.visitNode(node.dataType);
        if (node.unsigned) {
            this.append(' unsigned');
        }
        if (node.frontModifiers && node.frontModifiers.length > 0) {
            this.append(' ');
            this.compileList(node.frontModifiers, ' ');
        }
        if (node.generated) {
            this.append(' ');
            this.visitNode(node.generated);
        }
        if (node.identity) {
            this.append(' identity');
        }
        if (node.defaultTo) {
            this.append(' ');
            this.visitNode(node.defaultTo);
        }
        if (node.notNull) {
            this.append(' not null');
        }
        if (node.unique) {
            this.append(' unique');
        }
        if (node.nullsNotDistinct) {
            this.append(' nulls not distinct');
        }
        if (node.primaryKey) {
            this.append(' primary key');
        }
        if (node.autoIncrement) {
            this.append(' ');
            this.append(this.getAutoIncrement());
        }
        if (node.references) {
            this.append(' ');
            this.visitNode(node.references);
        }
        if (node.check) {
            this.append(' ');
            this.visitNode(node.check);
        }
        if (node.endModifiers && node.endModifiers.length > 0) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
    }
    getAutoIncrement() {
        return 'auto_increment';
    }
    visitReferences(node) {
        this.append('references ');
        this.visitNode(node.table);
        this.append(' (');
        this.compileList(node.columns);
        this.append(')');
        if (node.onDelete) {
            this.append(' on delete ');
            this.append(node.onDelete);
        }
        if (node.onUpdate) {
            this.append(' on update ');
            this.append(node.onUpdate);
        }
    }
    visitDropTable(node) {
        this.append('drop table ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.table);
        if (node.cascade) {
            this.append(' cascade');
        }
    }
    visitDataType(node) {
        this.append(node.dataType);
    }
    visitOrderBy(node) {
        this.append('order by ');
        this.compileList(node.items);
    }
    visitOrderByItem(node) {
        this.visitNode(node.orderBy);
        if (node.collation) {
            this.append(' ');
            this.visitNode(node.collation);
        }
        if (node.direction) {
            this.append(' ');
            this.visitNode(node.direction);
        }
        if (node.nulls) {
            this.append(' nulls ');
            this.append(node.nulls);
        }
    }
    visitGroupBy(node) {
        this.append('group by ');
        this.compileList(node.items);
    }
    visitGroupByItem(node) {
        this.visitNode(node.groupBy);
    }
    visitUpdateQuery(node) {
        const wrapInParens = this.parentNode !== undefined &&
            !parens_node/* ParensNode */.k.is(this.parentNode) &&
            !raw_node/* RawNode */.z.is(this.parentNode) &&
            !when_node/* WhenNode */.t.is(this.parentNode);
        if (this.parentNode === undefined && node.explain) {
            this.visitNode(node.explain);
            this.append(' ');
        }
        if (wrapInParens) {
            this.append('(');
        }
        if (node.with) {
            this.visitNode(node.with);
            this.append(' ');
        }
        this.append('update ');
        if (node.top) {
            this.visitNode(node.top);
            this.append(' ');
        }
        if (node.table) {
            this.visitNode(node.table);
            this.append(' ');
        }
        this.append('set ');
        if (node.updates) {
            this.compileList(node.updates);
        }
        if (node.output) {
            this.append(' ');
            this.visitNode(node.output);
        }
        if (node.from) {
            this.append(' ');
            this.visitNode(node.from);
        }
        if (node.joins) {
            if (!node.from) {
                throw new Error("Joins in an update query are only supported as a part of a PostgreSQL 'update set from join' query. If you want to create a MySQL 'update join set' query, see https://kysely.dev/docs/examples/update/my-sql-joins");
            }
            this.append(' ');
            this.compileList(node.joins, ' ');
        }
        if (node.where) {
            this.append(' ');
            this.visitNode(node.where);
        }
        if (node.returning) {
            this.append(' ');
            this.visitNode(node.returning);
        }
        if (node.orderBy) {
            this.append(' ');
            this.visitNode(node.orderBy);
        }
        if (node.limit) {
            this.append(' ');
            this.visitNode(node.limit);
        }
        if (wrapInParens) {
            this.append(')');
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
    }
    visitColumnUpdate(node) {
        this.visitNode(node.column);
        this.append(' = ');
        this.visitNode(node.value);
    }
    visitLimit(node) {
        this.append('limit ');
        this.visitNode(node.limit);
    }
    visitOffset(node) {
        this.append('offset ');
        this.visitNode(node.offset);
    }
    visitOnConflict(node) {
        this.append('on conflict');
        if (node.columns) {
            this.append(' (');
            this.compileList(node.columns);
            this.append(')');
        }
        else if (node.constraint) {
            this.append(' on constraint ');
            this.visitNode(node.constraint);
        }
        else if (node.indexExpression) {
            this.append(' (');
            this.visitNode(node.indexExpression);
            this.append(')');
        }
        if (node.indexWhere) {
            this.append(' ');
            this.visitNode(node.indexWhere);
        }
        if (node.doNothing === true) {
            this.append(' do nothing');
        }
        else if (node.updates) {
            this.append(' do update set ');
            this.compileList(node.updates);
            if (node.updateWhere) {
                this.append(' ');
                this.visitNode(node.updateWhere);
            }
        }
    }
    visitOnDuplicateKey(node) {
        this.append('on duplicate key update ');
        this.compileList(node.updates);
    }
    visitCreateIndex(node) {
        this.append('create ');
        if (node.unique) {
            this.append('unique ');
        }
        this.append('index ');
        if (node.ifNotExists) {
            this.append('if not exists ');
        }
        this.visitNode(node.name);
        if (node.table) {
            this.append(' on ');
            this.visitNode(node.table);
        }
        if (node.using) {
            this.append(' using ');
            this.visitNode(node.using);
        }
        if (node.columns) {
            this.append(' (');
            this.compileList(node.columns);
            this.append(')');
        }
        if (node.nullsNotDistinct) {
            this.append(' nulls not distinct');
        }
        if (node.where) {
            this.append(' ');
            this.visitNode(node.where);
        }
    }
    visitDropIndex(node) {
        this.append('drop index ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.name);
        if (node.table) {
            this.append(' on ');
            this.visitNode(node.table);
        }
        if (node.cascade) {
            this.append(' cascade');
        }
    }
    visitCreateSchema(node) {
        this.append('create schema ');
        if (node.ifNotExists) {
            this.append('if not exists ');
        }
        this.visitNode(node.schema);
    }
    visitDropSchema(node) {
        this.append('drop schema ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.schema);
        if (node.cascade) {
            this.append(' cascade');
        }
    }
    visitPrimaryKeyConstraint(node) {
        if (node.name) {
            this.append('constraint ');
            this.visitNode(node.name);
            this.append(' ');
        }
        this.append('primary key (');
        this.compileList(node.columns);
        this.append(')');
        this.buildDeferrable(node);
    }
    buildDeferrable(node) {
        if (node.deferrable !== undefined) {
            if (node.deferrable) {
                this.append(' deferrable');
            }
            else {
                this.append(' not deferrable');
            }
        }
        if (node.initiallyDeferred !== undefined) {
            if (node.initiallyDeferred) {
                this.append(' initially deferred');
            }
            else {
                this.append(' initially immediate');
            }
        }
    }
    visitUniqueConstraint(node) {
        if (node.name) {
            this.append('constraint ');
            this.visitNode(node.name);
            this.append(' ');
        }
        this.append('unique');
        if (node.nullsNotDistinct) {
            this.append(' nulls not distinct');
        }
        this.append(' (');
        this.compileList(node.columns);
        this.append(')');
        this.buildDeferrable(node);
    }
    visitCheckConstraint(node) {
        if (node.name) {
            this.append('constraint ');
            this.visitNode(node.name);
            this.append(' ');
        }
        this.append('check (');
        this.visitNode(node.expression);
        this.append(')');
    }
    visitForeignKeyConstraint(node) {
        if (node.name) {
            this.append('constraint ');
            this.visitNode(node.name);
            this.append(' ');
        }
        this.append('foreign key (');
        this.compileList(node.columns);
        this.append(') ');
        this.visitNode(node.references);
        if (node.onDelete) {
            this.append(' on delete ');
            this.append(node.onDelete);
        }
        if (node.onUpdate) {
            this.append(' on update ');
            this.append(node.onUpdate);
        }
        this.buildDeferrable(node);
    }
    visitList(node) {
        this.compileList(node.items);
    }
    visitWith(node) {
        this.append('with ');
        if (node.recursive) {
            this.append('recursive ');
        }
        this.compileList(node.expressions);
    }
    visitCommonTableExpression(node) {
        this.visitNode(node.name);
        this.append(' as ');
        if ((0,object_utils/* isBoolean */.Lm)(node.materialized)) {
            if (!node.materialized) {
                this.append('not ');
            }
            this.append('materialized ');
        }
        this.visitNode(node.expression);
    }
    visitCommonTableExpressionName(node) {
        this.visitNode(node.table);
        if (node.columns) {
            this.append('(');
            this.compileList(node.columns);
            this.append(')');
        }
    }
    visitAlterTable(node) {
        this.append('alter table ');
        this.visitNode(node.table);
        this.append(' ');
        if (node.renameTo) {
            this.append('rename to ');
            this.visitNode(node.renameTo);
        }
        if (node.setSchema) {
            this.append('set schema ');
            this.visitNode(node.setSchema);
        }
        if (node.addConstraint) {
            this.visitNode(node.addConstraint);
        }
        if (node.dropConstraint) {
            this.visitNode(node.dropConstraint);
        }
        if (node.renameConstraint) {
            this.visitNode(node.renameConstraint);
        }
        if (node.columnAlterations) {
            this.compileColumnAlterations(node.columnAlterations);
        }
        if (node.addIndex) {
            this.visitNode(node.addIndex);
        }
        if (node.dropIndex) {
            this.visitNode(node.dropIndex);
        }
    }
    visitAddColumn(node) {
        this.append('add column ');
        this.visitNode(node.column);
    }
    visitRenameColumn(node) {
        this.append('rename column ');
        this.visitNode(node.column);
        this.append(' to ');
        this.visitNode(node.renameTo);
    }
    visitDropColumn(node) {
        this.append('drop column ');
        this.visitNode(node.column);
    }
    visitAlterColumn(node) {
        this.append('alter column ');
        this.visitNode(node.column);
        this.append(' ');
        if (node.dataType) {
            if (this.announcesNewColumnDataType()) {
                this.append('type ');
            }
            this.visitNode(node.dataType);
            if (node.dataTypeExpression) {
                this.append('using ');
                this.visitNode(node.dataTypeExpression);
            }
        }
        if (node.setDefault) {
            this.append('set default ');
            this.visitNode(node.setDefault);
        }
        if (node.dropDefault) {
            this.append('drop default');
        }
        if (node.setNotNull) {
            this.append('set not null');
        }
        if (node.dropNotNull) {
            this.append('drop not null');
        }
    }
    visitModifyColumn(node) {
        this.append('modify column ');
        this.visitNode(node.column);
    }
    visitAddConstraint(node) {
        this.append('add ');
        this.visitNode(node.constraint);
    }
    visitDropConstraint(node) {
        this.append('drop constraint ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.constraintName);
        if (node.modifier === 'cascade') {
            this.append(' cascade');
        }
        else if (node.modifier === 'restrict') {
            this.append(' restrict');
        }
    }
    visitRenameConstraint(node) {
        this.append('rename constraint ');
        this.visitNode(node.oldName);
        this.append(' to ');
        this.visitNode(node.newName);
    }
    visitSetOperation(node) {
        this.append(node.operator);
        this.append(' ');
        if (node.all) {
            this.append('all ');
        }
        this.visitNode(node.expression);
    }
    visitCreateView(node) {
        this.append('create ');
        if (node.orReplace) {
            this.append('or replace ');
        }
        if (node.materialized) {
            this.append('materialized ');
        }
        if (node.temporary) {
            this.append('temporary ');
        }
        this.append('view ');
        if (node.ifNotExists) {
            this.append('if not exists ');
        }
        this.visitNode(node.name);
        this.append(' ');
        if (node.columns) {
            this.append('(');
            this.compileList(node.columns);
            this.append(') ');
        }
        if (node.as) {
            this.append('as ');
            this.visitNode(node.as);
        }
    }
    visitRefreshMaterializedView(node) {
        this.append('refresh materialized view ');
        if (node.concurrently) {
            this.append('concurrently ');
        }
        this.visitNode(node.name);
        if (node.withNoData) {
            this.append(' with no data');
        }
        else {
            this.append(' with data');
        }
    }
    visitDropView(node) {
        this.append('drop ');
        if (node.materialized) {
            this.append('materialized ');
        }
        this.append('view ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.name);
        if (node.cascade) {
            this.append(' cascade');
        }
    }
    visitGenerated(node) {
        this.append('generated ');
        if (node.always) {
            this.append('always ');
        }
        if (node.byDefault) {
            this.append('by default ');
        }
        this.append('as ');
        if (node.identity) {
            this.append('identity');
        }
        if (node.expression) {
            this.append('(');
            this.visitNode(node.expression);
            this.append(')');
        }
        if (node.stored) {
            this.append(' stored');
        }
    }
    visitDefaultValue(node) {
        this.append('default ');
        this.visitNode(node.defaultValue);
    }
    visitSelectModifier(node) {
        if (node.rawModifier) {
            this.visitNode(node.rawModifier);
        }
        else {
            this.append(SELECT_MODIFIER_SQL[node.modifier]);
        }
        if (node.of) {
            this.append(' of ');
            this.compileList(node.of, ', ');
        }
    }
    visitCreateType(node) {
        this.append('create type ');
        this.visitNode(node.name);
        if (node.enum) {
            this.append(' as enum ');
            this.visitNode(node.enum);
        }
    }
    visitDropType(node) {
        this.append('drop type ');
        if (node.ifExists) {
            this.append('if exists ');
        }
        this.visitNode(node.name);
    }
    visitExplain(node) {
        this.append('explain');
        if (node.options || node.format) {
            this.append(' ');
            this.append(this.getLeftExplainOptionsWrapper());
            if (node.options) {
                this.visitNode(node.options);
                if (node.format) {
                    this.append(this.getExplainOptionsDelimiter());
                }
            }
            if (node.format) {
                this.append('format');
                this.append(this.getExplainOptionAssignment());
                this.append(node.format);
            }
            this.append(this.getRightExplainOptionsWrapper());
        }
    }
    visitDefaultInsertValue(_) {
        this.append('default');
    }
    visitAggregateFunction(node) {
        this.append(node.func);
        this.append('(');
        if (node.distinct) {
            this.append('distinct ');
        }
        this.compileList(node.aggregated);
        if (node.orderBy) {
            this.append(' ');
            this.visitNode(node.orderBy);
        }
        this.append(')');
        if (node.withinGroup) {
            this.append(' within group (');
            this.visitNode(node.withinGroup);
            this.append(')');
        }
        if (node.filter) {
            this.append(' filter(');
            this.visitNode(node.filter);
            this.append(')');
        }
        if (node.over) {
            this.append(' ');
            this.visitNode(node.over);
        }
    }
    visitOver(node) {
        this.append('over(');
        if (node.partitionBy) {
            this.visitNode(node.partitionBy);
            if (node.orderBy) {
                this.append(' ');
            }
        }
        if (node.orderBy) {
            this.visitNode(node.orderBy);
        }
        this.append(')');
    }
    visitPartitionBy(node) {
        this.append('partition by ');
        this.compileList(node.items);
    }
    visitPartitionByItem(node) {
        this.visitNode(node.partitionBy);
    }
    visitBinaryOperation(node) {
        this.visitNode(node.leftOperand);
        this.append(' ');
        this.visitNode(node.operator);
        this.append(' ');
        this.visitNode(node.rightOperand);
    }
    visitUnaryOperation(node) {
        this.visitNode(node.operator);
        if (!this.isMinusOperator(node.operator)) {
            this.append(' ');
        }
        this.visitNode(node.operand);
    }
    isMinusOperator(node) {
        return operator_node/* OperatorNode */.zX.is(node) && node.operator === '-';
    }
    visitUsing(node) {
        this.append('using ');
        this.compileList(node.tables);
    }
    visitFunction(node) {
        this.append(node.func);
        this.append('(');
        this.compileList(node.arguments);
        this.append(')');
    }
    visitCase(node) {
        this.append('case');
        if (node.value) {
            this.append(' ');
            this.visitNode(node.value);
        }
        if (node.when) {
            this.append(' ');
            this.compileList(node.when, ' ');
        }
        if (node.else) {
            this.append(' else ');
            this.visitNode(node.else);
        }
        this.append(' end');
        if (node.isStatement) {
            this.append(' case');
        }
    }
    visitWhen(node) {
        this.append('when ');
        this.visitNode(node.condition);
        if (node.result) {
            this.append(' then ');
            this.visitNode(node.result);
        }
    }
    visitJSONReference(node) {
        this.visitNode(node.reference);
        this.visitNode(node.traversal);
    }
    visitJSONPath(node) {
        if (node.inOperator) {
            this.visitNode(node.inOperator);
        }
        this.append("'$");
        for (const pathLeg of node.pathLegs) {
            this.visitNode(pathLeg);
        }
        this.append("'");
    }
    visitJSONPathLeg(node) {
        const isArrayLocation = node.type === 'ArrayLocation';
        const value = String(node.value);
        if (isArrayLocation) {
            this.append('[');
            this.append(this.sanitizeStringLiteral(value));
            this.append(']');
        }
        else {
            this.append('."');
            this.append(this.sanitizeJSONPathMemberValue(value));
            this.append('"');
        }
    }
    visitJSONOperatorChain(node) {
        for (let i = 0, len = node.values.length; i < len; i++) {
            if (i === len - 1) {
                this.visitNode(node.operator);
            }
            else {
                this.append('->');
            }
            this.visitNode(node.values[i]);
        }
    }
    visitMergeQuery(node) {
        if (node.with) {
            this.visitNode(node.with);
            this.append(' ');
        }
        this.append('merge ');
        if (node.top) {
            this.visitNode(node.top);
            this.append(' ');
        }
        this.append('into ');
        this.visitNode(node.into);
        if (node.using) {
            this.append(' ');
            this.visitNode(node.using);
        }
        if (node.whens) {
            this.append(' ');
            this.compileList(node.whens, ' ');
        }
        if (node.returning) {
            this.append(' ');
            this.visitNode(node.returning);
        }
        if (node.output) {
            this.append(' ');
            this.visitNode(node.output);
        }
        if (node.endModifiers?.length) {
            this.append(' ');
            this.compileList(node.endModifiers, ' ');
        }
    }
    visitMatched(node) {
        if (node.not) {
            this.append('not ');
        }
        this.append('matched');
        if (node.bySource) {
            this.append(' by source');
        }
    }
    visitAddIndex(node) {
        this.append('add ');
        if (node.unique) {
            this.append('unique ');
        }
        this.append('index ');
        this.visitNode(node.name);
        if (node.columns) {
            this.append(' (');
            this.compileList(node.columns);
            this.append(')');
        }
        if (node.using) {
            this.append(' using ');
            this.visitNode(node.using);
        }
    }
    visitCast(node) {
        this.append('cast(');
        this.visitNode(node.expression);
        this.append(' as ');
        this.visitNode(node.dataType);
        this.append(')');
    }
    visitFetch(node) {
        this.append('fetch next ');
        this.visitNode(node.rowCount);
        this.append(` rows ${node.modifier}`);
    }
    visitOutput(node) {
        this.append('output ');
        this.compileList(node.selections);
    }
    visitTop(node) {
        this.append(`top(${node.expression})`);
        if (node.modifiers) {
            this.append(` ${node.modifiers}`);
        }
    }
    visitOrAction(node) {
        this.append(node.action);
    }
    visitCollate(node) {
        this.append('collate ');
        this.visitNode(node.collation);
    }
    append(str) {
        this.#sql += str;
    }
    appendValue(parameter) {
        this.addParameter(parameter);
        this.append(this.getCurrentParameterPlaceholder());
    }
    getLeftIdentifierWrapper() {
        return '"';
    }
    getRightIdentifierWrapper() {
        return '"';
    }
    getCurrentParameterPlaceholder() {
        return '$' + this.numParameters;
    }
    getLeftExplainOptionsWrapper() {
        return '(';
    }
    getExplainOptionAssignment() {
        return ' ';
    }
    getExplainOptionsDelimiter() {
        return ', ';
    }
    getRightExplainOptionsWrapper() {
        return ')';
    }
    sanitizeIdentifier(identifier) {
        const leftWrap = this.getLeftIdentifierWrapper();
        const rightWrap = this.getRightIdentifierWrapper();
        let sanitized = '';
        for (const c of identifier) {
            sanitized += c;
            if (c === leftWrap) {
                sanitized += leftWrap;
            }
            else if (c === rightWrap) {
                sanitized += rightWrap;
            }
        }
        return sanitized;
    }
    sanitizeStringLiteral(value) {
        return value.replace(LIT_WRAP_REGEX, "''");
    }
    sanitizeJSONPathMemberValue(value) {
        return value.replace(JSON_PATH_MEMBER_WRAP_REGEX, (char) => char === "'" ? "''" : '\\"');
    }
    addParameter(parameter) {
        this.#parameters.push(parameter);
    }
    appendImmediateValue(value) {
        if ((0,object_utils/* isString */.Kg)(value)) {
            this.appendStringLiteral(value);
        }
        else if ((0,object_utils/* isNumber */.Et)(value) || (0,object_utils/* isBoolean */.Lm)(value) || (0,object_utils/* isBigInt */.sI)(value)) {
            this.append(value.toString());
        }
        else if ((0,object_utils/* isNull */.kZ)(value)) {
            this.append('null');
        }
        else if ((0,object_utils/* isDate */.$P)(value)) {
            this.appendImmediateValue(value.toISOString());
        }
        else {
            throw new Error(`invalid immediate value ${value}`);
        }
    }
    appendStringLiteral(value) {
        this.append("'");
        this.append(this.sanitizeStringLiteral(value));
        this.append("'");
    }
    sortSelectModifiers(arr) {
        arr.sort((left, right) => left.modifier && right.modifier
            ? SELECT_MODIFIER_PRIORITY[left.modifier] -
                SELECT_MODIFIER_PRIORITY[right.modifier]
            : 1);
        return (0,object_utils/* freeze */.CN)(arr);
    }
    compileColumnAlterations(columnAlterations) {
        this.compileList(columnAlterations);
    }
    /**
     * controls whether the dialect adds a "type" keyword before a column's new data
     * type in an ALTER TABLE statement.
     */
    announcesNewColumnDataType() {
        return true;
    }
}
const SELECT_MODIFIER_SQL = (0,object_utils/* freeze */.CN)({
    ForKeyShare: 'for key share',
    ForNoKeyUpdate: 'for no key update',
    ForUpdate: 'for update',
    ForShare: 'for share',
    NoWait: 'nowait',
    SkipLocked: 'skip locked',
    Distinct: 'distinct',
});
const SELECT_MODIFIER_PRIORITY = (0,object_utils/* freeze */.CN)({
    ForKeyShare: 1,
    ForNoKeyUpdate: 1,
    ForUpdate: 1,
    ForShare: 1,
    NoWait: 2,
    SkipLocked: 2,
    Distinct: 0,
});
const JOIN_TYPE_SQL = (0,object_utils/* freeze */.CN)({
    InnerJoin: 'inner join',
    LeftJoin: 'left join',
    RightJoin: 'right join',
    FullJoin: 'full join',
    CrossJoin: 'cross join',
    LateralInnerJoin: 'inner join lateral',
    LateralLeftJoin: 'left join lateral',
    LateralCrossJoin: 'cross join lateral',
    OuterApply: 'outer apply',
    CrossApply: 'cross apply',
    Using: 'using',
});


/***/ })

};
