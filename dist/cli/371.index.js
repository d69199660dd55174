export const id = 371;
export const ids = [371];
export const modules = {

/***/ 72325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ Claims)
/* harmony export */ });
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

/***/ 95742:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readRuns)
/* harmony export */ });
/**
 * Reading many blobs back to back (BlobStore.readBatch, what `POST /_sitepub/blobs` sends a standalone edge):
 * neighbouring ranges of one source (a pack file, or a pack object of an S3 bucket) merged into one read, so a
 * batch of a deploy's packed icons costs a few reads rather than one per blob.
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


/***/ }),

/***/ 3017:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ smallInfo),
/* harmony export */   cy: () => (/* binding */ SMALL_BLOB_BYTES),
/* harmony export */   f4: () => (/* binding */ writeAll),
/* harmony export */   zy: () => (/* binding */ readHead)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15439);
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
/** Writes the head and the rest of the source to `fh`; returns the whole blob's digest and size. */
async function writeAll(fh, head) {
    const put = async (chunk) => {
        let off = 0;
        while (off < chunk.byteLength) {
            const { bytesWritten } = await fh.write(chunk, off, chunk.byteLength - off);
            off += bytesWritten;
        }
    };
    for (const chunk of head.chunks)
        await put(chunk);
    head.chunks.length = 0;
    if (head.known)
        return head.known;
    let size = head.size;
    for (let r = await head.rest.next(); !r.done; r = await head.rest.next()) {
        head.sha.update(r.value);
        size += r.value.byteLength;
        await put(r.value);
    }
    return { sha256: head.sha.digest('hex'), size };
}


/***/ }),

/***/ 23165:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ lockDataDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * One process per data folder: `sitepub serve` and `sitepub edge` hold `<data>/sitepub.lock` (the holder's pid,
 * command and start time) while they run. A second process on the same folder is refused with a message naming
 * the first; a lock left by a process that is gone (crash, kill -9, reboot) is taken over.
 *
 * Liveness: `process.kill(pid, 0)`; on Linux the process's start time (/proc/<pid>/stat) is compared too, so a
 * pid reused after a reboot does not keep a stale lock alive.
 */



const LOCK_FILE = 'sitepub.lock';
class DataDirLockedError extends Error {
    code = 'EDATALOCKED';
    constructor(dir, holder) {
        const elsewhere = holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)();
        super(`${dir} is in use by another sitepub process (pid ${holder.pid}${elsewhere ? ` on host ${holder.host}` : ''}, ` +
            `\`sitepub ${holder.command}\` since ${holder.since}): two processes must not share a data folder. Stop ` +
            `that process, or pass --data with another folder` +
            `${holder.command === 'edge' ? ' (a copy of an edge folder: delete edge-id in it)' : ''}. ` +
            (elsewhere
                ? `Its liveness cannot be checked from here: if no sitepub runs on ${holder.host} any more (a container ` +
                    `restarted under a new host name), delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE)}.`
                : `If pid ${holder.pid} is not sitepub, delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE)}.`));
        this.name = 'DataDirLockedError';
    }
}
/** Locks held by this process, by folder: a second open in this process is refused as well. */
const held = new Set();
function startTicks(pid) {
    try {
        // Field 22 of /proc/<pid>/stat, counted after the parenthesised command name (which may hold spaces).
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    }
    catch {
        return null;
    }
}
function alive(holder) {
    if (!Number.isInteger(holder.pid) || holder.pid <= 0)
        return false;
    if (holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)())
        return true; // a shared folder mounted on two machines: assume it runs
    try {
        process.kill(holder.pid, 0);
    }
    catch (err) {
        if (err.code !== 'EPERM')
            return false;
    }
    const ticks = startTicks(holder.pid);
    return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}
function parseHolder(text) {
    try {
        const body = JSON.parse(text);
        return typeof body?.pid === 'number' ? body : null;
    }
    catch {
        return null;
    }
}
function readHolder(file) {
    try {
        return parseHolder((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        return null;
    }
}
/**
 * A lock file is only ever linked into place whole, so one that cannot be read as a lock is damaged (a crash before
 * its bytes reached the disk): stale once it is older than this, held until then.
 */
const DAMAGED_LOCK_GRACE_MS = 10_000;
/**
 * Moves the stale lock `text` (as read) out of the way; false when another process got there first. Renamed, not
 * deleted, so that a fresh lock another process linked in meanwhile is seen (its text differs) and put back.
 */
function removeStale(file, text) {
    const aside = `${file}.stale.${process.pid}`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(file, aside);
    }
    catch {
        return false; // gone already: another process took it over
    }
    const moved = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(aside, 'utf8');
    if (moved !== text) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(aside, file); // someone's fresh lock: back in place (fails only if yet another one is there)
        }
        catch {
            // the folder has a lock again either way
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(aside);
        return false;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(aside);
    return true;
}
/** Takes the lock of `dir` for `command` ('serve' or 'edge'); returns its release (idempotent). */
function lockDataDir(dir, command) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE);
    const mine = {
        pid: process.pid,
        command,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(),
        startTicks: startTicks(process.pid),
        since: new Date().toISOString(),
    };
    if (held.has(dir))
        throw new DataDirLockedError(dir, readHolder(file) ?? mine);
    // Written whole under a name of its own, then linked into place: the lock file never exists without its
    // contents, and the link fails with EEXIST while another process holds the folder.
    const tmp = `${file}.${process.pid}.tmp`;
    const writable = (err) => new Error(`cannot create ${file} (${err.code ?? err.message}): the data folder ` +
        `${dir} must be writable by this user; fix its permissions or pass --data with a writable folder`, { cause: err });
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
    }
    catch (err) {
        throw writable(err);
    }
    try {
        for (let attempt = 0;; attempt++) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(tmp, file);
                break;
            }
            catch (err) {
                if (err.code !== 'EEXIST' || attempt > 3)
                    throw writable(err);
            }
            let text;
            try {
                text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
            }
            catch {
                continue; // released meanwhile: link again
            }
            const holder = parseHolder(text);
            if (holder && holder.pid !== process.pid && alive(holder))
                throw new DataDirLockedError(dir, holder);
            if (!holder && Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).mtimeMs < DAMAGED_LOCK_GRACE_MS)
                throw new Error(`${file} exists but holds no complete lock (written moments ago?): another sitepub process may be ` +
                    'starting on this data folder; try again in a few seconds, or delete the file if none runs');
            removeStale(file, text); // its process is gone (or another process removed it first): link again
        }
    }
    finally {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(tmp);
        }
        catch {
            // not there
        }
    }
    held.add(dir);
    let released = false;
    return () => {
        if (released)
            return;
        released = true;
        held.delete(dir);
        const holder = readHolder(file);
        if (holder?.pid === process.pid && holder.since === mine.since) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file);
            }
            catch {
                // already gone
            }
        }
    };
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

/***/ 15439:
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


/***/ }),

/***/ 6930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MigrationSource: () => (/* binding */ MigrationSource)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80099);
/* harmony import */ var _blobs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29624);
/* harmony import */ var _data_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23165);
/* harmony import */ var _files_ca_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(24062);
/* harmony import */ var _files_outbox_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(44300);
/**
 * The SQLite backend as the source of `sitepub migrate` (src/store/migrate/): an embedded server's data folder,
 * read and never written. The SQLite database is opened read-only through node:sqlite (no migration, no clean-up
 * as SqliteStore.open would do), blobs are read through the FileBlobStore, the CA root, outbox and ACME files from
 * their folders. The folder's lock is held for the whole run, so no `sitepub serve` writes while it is copied, and
 * a running one refuses the migration.
 */








class MigrationSource {
    dir;
    db;
    blobs;
    #unlock;
    constructor(dir, db, blobs, unlock) {
        this.dir = dir;
        this.db = db;
        this.blobs = blobs;
        this.#unlock = unlock;
    }
    /** Opens the data folder `dir` (absolute) read-only; refuses a folder a running server holds. */
    static async open(dir) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'sitepub.db');
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            throw new Error(`${dir} holds no sitepub.db: --from must name the data folder of an embedded server (the --data of ` +
                '`sitepub serve`, default ./sitepub-data)');
        const unlock = (0,_data_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .lockDataDir */ .N)(dir, 'migrate');
        try {
            const db = new node_sqlite__WEBPACK_IMPORTED_MODULE_3__.DatabaseSync(file, { readOnly: true });
            const blobs = new _blobs_js__WEBPACK_IMPORTED_MODULE_4__/* .FileBlobStore */ .r((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'blobs'), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'tmp'));
            await blobs.init();
            return new MigrationSource(dir, db, blobs, unlock);
        }
        catch (err) {
            unlock();
            throw err;
        }
    }
    close() {
        try {
            this.db.close();
        }
        finally {
            this.#unlock();
        }
    }
    #all(sql, ...params) {
        return this.db.prepare(sql).all(...params);
    }
    /** The user tables of the database with their keys and references (sqlite_* tables left out). */
    tables() {
        const names = this.#all(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`).map((r) => String(r.name));
        return names.map((name) => {
            const q = JSON.stringify(name);
            const info = this.#all(`PRAGMA table_info(${q})`);
            const primaryKey = info
                .filter((c) => Number(c.pk) > 0)
                .sort((a, b) => Number(a.pk) - Number(b.pk))
                .map((c) => String(c.name));
            const uniqueKeys = this.#all(`PRAGMA index_list(${q})`)
                .filter((i) => Number(i.unique) === 1 && i.origin !== 'pk' && Number(i.partial) === 0)
                .map((i) => this.#all(`PRAGMA index_info(${JSON.stringify(String(i.name))})`)
                .sort((a, b) => Number(a.seqno) - Number(b.seqno))
                .map((c) => String(c.name)));
            const references = [...new Set(this.#all(`PRAGMA foreign_key_list(${q})`).map((f) => String(f.table)))];
            return { name, columns: info.map((c) => String(c.name)), primaryKey, uniqueKeys, references };
        });
    }
    /** Up to `limit` rows of the plan's table after rowid `after`, in rowid order, each with its `__rowid`. */
    rows(plan, after, limit) {
        const cols = plan.columns.map((c) => `t.${JSON.stringify(c)}`).join(', ');
        return this.#all(`SELECT ${cols}, t.rowid AS __rowid FROM ${JSON.stringify(plan.name)} t ` +
            `WHERE t.rowid > ? ${plan.where ? `AND ${plan.where}` : ''} ORDER BY t.rowid LIMIT ?`, after, limit);
    }
    /** The ready revisions, in a stable order. */
    revisions() {
        return this.#all(`SELECT domain, rev FROM revisions WHERE status <> 'pending' ORDER BY domain, rev`).map((r) => ({ domain: String(r.domain), rev: Number(r.rev) }));
    }
    /** Distinct content the ready revisions reference, with its size. */
    referencedContent() {
        return this.#all(`SELECT f.sha256, MAX(f.size) AS size FROM revision_files f JOIN revisions r
         ON r.domain = f.domain AND r.rev = f.rev AND r.status <> 'pending'
       GROUP BY f.sha256 ORDER BY f.sha256`).map((r) => ({ sha256: String(r.sha256), size: Number(r.size) }));
    }
    /** Every token's hash with its id and account: what must resolve the same in the target. */
    tokens() {
        return this.#all('SELECT id, hash, account_id FROM tokens ORDER BY id').map((r) => ({
            id: String(r.id),
            hash: String(r.hash),
            accountId: String(r.account_id),
        }));
    }
    /**
     * A revision's manifest as Store.getRevisionManifest gives it, without writing: md5s not computed yet by the
     * embedded store are computed here from the blobs' bytes (and not recorded).
     */
    async manifest(domain, rev) {
        const rows = this.#all('SELECT path, sha256, md5, size FROM revision_files WHERE domain = ? AND rev = ? ORDER BY path', domain, rev);
        const missing = rows.filter((r) => r.md5 === '' || r.md5 === null).map((r) => String(r.sha256));
        const computed = missing.length ? await this.blobs.md5(missing) : new Map();
        return rows.map((r) => {
            const sha256 = String(r.sha256);
            const md5 = r.md5 === '' || r.md5 === null ? computed.get(sha256) : String(r.md5);
            if (md5 === undefined)
                throw new Error(`the data folder lacks the content ${sha256} of ${String(r.path)} in revision ${rev} of ${domain}: ` +
                    'its blob is missing or unreadable');
            return { path: String(r.path), sha256, md5, size: Number(r.size) };
        });
    }
    async readBlob(sha256) {
        const stream = await this.blobs.read(sha256);
        if (!stream)
            throw new Error(`the data folder lacks the content ${sha256} that a revision references: its blob is missing. Restore ` +
                'the data folder from a backup, or discard the revisions that use it (sitepub discard), then run again');
        return stream;
    }
    ca() {
        return new _files_ca_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .FileCaKeys */ .X((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'ca')).get();
    }
    outbox() {
        return new _files_outbox_js__WEBPACK_IMPORTED_MODULE_7__/* .FileOutbox */ .q((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'outbox')).list();
    }
    /** The files of `<data>/acme/` (temp files of an interrupted write left out). */
    async acmeFiles() {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'acme');
        let names;
        try {
            names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir)).filter((n) => !n.endsWith('.tmp')).sort();
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return [];
            throw err;
        }
        return Promise.all(names.map(async (name) => ({ name, text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), 'utf8') })));
    }
    /** `<data>/edge-secret` when the embedded server made one (its value is not read). */
    edgeSecretFile() {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'edge-secret');
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? file : null;
    }
}


/***/ }),

/***/ 22256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ syncFilesystem)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/**
 * One `syncfs(2)` for a whole batch of new files, instead of one fsync per file.
 *
 * Much faster for thousands of small files (bench/file-create-probe.ts; figures: docs/bench.md, "Measurements behind the code"). Node has no
 * binding for syncfs, so this runs coreutils' `sync -f DIR` (Linux; GNU coreutils 8.24+), which syncs the
 * filesystem holding DIR and reports failure by its exit code. Anything else (another OS, no `sync`, a non-zero
 * exit, a time-out) resolves false, and the caller fsyncs each file instead: durability never depends on it.
 */

const syncFilesystem = (dir) => process.platform !== 'linux'
    ? Promise.resolve(false)
    : new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('sync', ['-f', dir], { timeout: 120_000, windowsHide: true }, (err) => resolve(!err));
    });


/***/ })

};
