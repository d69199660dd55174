export const id = 930;
export const ids = [930];
export const modules = {

/***/ 98605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ FileBlobStore)
});

// UNUSED EXPORTS: MD5_TURN_BLOBS

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sync-filesystem.js
var sync_filesystem = __webpack_require__(22256);
// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/fsync.js
var fsync = __webpack_require__(89892);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/durable-batch.js
var durable_batch = __webpack_require__(40800);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/loose.js
var loose = __webpack_require__(10420);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/packs.js
var packs = __webpack_require__(40324);
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

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/file-medium.js
/**
 * The data folder as a blob medium (medium.ts): blobs with a file of their own, `<root>/<sha256[0..2]>/<sha256>`
 * (loose.ts), and a deploy's new small blobs in one pack per deploy, `<root>/packs/<name>.pack` (packs.ts,
 * packs-index.ts). New content is made durable before it is put in place: a blob written outside a session is
 * fsynced then renamed; a session's batch is made durable at once (durable-batch.ts: one filesystem sync for a
 * large batch, an fsync each otherwise, the first ones started while the upload goes on), then renamed into
 * place, then the blob directories are fsynced so the renames are durable before a revision references them.
 * Content already stored is never synced again. One origin process owns a data folder, so a failed deploy may
 * remove content it found stored (ownsFound).
 */









/** One read of a batch merges neighbouring packed blobs up to this many bytes. */
const FILE_RUN_BYTES = 1024 * 1024;
class FileMedium {
    root;
    tmp;
    tempMode = 0o644;
    md5OfTemps = false;
    ownsFound = true;
    runBytes = FILE_RUN_BYTES;
    locateConcurrency = 1; // a map lookup or a stat: nothing to wait for
    packs;
    loose;
    #syncFilesystem;
    constructor(root, tmp, syncFilesystem) {
        this.root = root;
        this.tmp = tmp;
        this.#syncFilesystem = syncFilesystem;
        this.packs = new PacksIndex(root);
        this.loose = new loose/* LooseBlobs */.h(root);
    }
    /** What a StoreError of a write says was being done (for the log: it names the folder). */
    get doing() {
        return `storing blobs in ${this.root}`;
    }
    starting() {
        return null;
    }
    known(sha256) {
        return this.packs.has(sha256) || (loose/* SHA256 */.a.test(sha256) && this.loose.has(sha256));
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
        await (0,promises_.utimes)(this.loose.path(sha256), now, now).catch(() => undefined);
    }
    settle(path) {
        return (0,durable_batch/* fsyncFile */.o7)(path);
    }
    async put(sha256, blob) {
        await (0,durable_batch/* fsyncFile */.o7)(blob.path);
        await this.loose.place(sha256, blob.path);
    }
    async putBatch(batch, sha256s) {
        await (0,durable_batch/* commitBatch */.w5)(batch, {
            tmp: this.tmp,
            packsDir: this.packs.dir,
            syncFilesystem: this.#syncFilesystem,
            placed: (path, writer) => this.packs.placed(path, writer),
            place: (sha256, tmpPath) => this.loose.place(sha256, tmpPath),
        });
        await this.flush(sha256s);
        return [];
    }
    /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
    async flush(sha256s) {
        const dirs = new Set();
        // a packed blob's folder is `packs/`, made durable when its pack was placed
        for (const sha of sha256s)
            if (!this.packs.has(sha))
                dirs.add((0,external_node_path_.join)(this.root, sha.slice(0, 2)));
        // A few at a time: the thread pool is shared with the uploads still running.
        await (0,p_map/* default */.Ay)([...dirs], (dir) => (0,fsync/* fsyncPath */.H)(dir), { concurrency: durable_batch/* COMMIT_CONCURRENCY */.MD });
    }
    locate(sha256) {
        const packed = this.packs.get(sha256);
        if (packed)
            return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
        if (!loose/* SHA256 */.a.test(sha256))
            return null;
        const path = this.loose.pathOf(sha256);
        const st = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
        return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
    }
    async readRange({ path, offset, size }) {
        let fh;
        try {
            fh = await (0,promises_.open)(path, 'r');
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return null;
            throw err;
        }
        if (size === 0) {
            await fh.close();
            return external_node_stream_.Readable.from([]);
        }
        const highWaterMark = Math.min(size, FILE_RUN_BYTES);
        return fh.createReadStream({ start: offset, end: offset + size - 1, highWaterMark });
    }
    isAt() {
        return true;
    }
    async delete(sha256) {
        const packed = this.packs.get(sha256);
        if (packed)
            await this.packs.remove(sha256, packed);
        else
            await this.loose.remove(sha256);
    }
    /**
     * What garbage collection may remove: packed blobs, then blobs with a file of their own (in `dirs`, the
     * root's entries), unused since `cutoff`.
     */
    async *garbage(cutoff, dirs) {
        for (const [sha256, entry] of this.packs.snapshot())
            yield {
                sha256,
                kind: undefined,
                confirm: async () => this.packs.get(sha256) === entry && entry.usedAt <= cutoff,
            };
        for (const dir of dirs) {
            let names;
            try {
                names = await (0,promises_.readdir)((0,external_node_path_.join)(this.root, dir));
            }
            catch {
                continue;
            }
            for (const name of names) {
                if (!loose/* SHA256 */.a.test(name))
                    continue;
                const p = (0,external_node_path_.join)(this.root, dir, name);
                // raced with another removal or a write (stat/unlink failing): left
                yield { sha256: name, kind: undefined, confirm: async () => (await (0,promises_.stat)(p)).mtimeMs <= cutoff };
            }
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/store.js + 2 modules
var store = __webpack_require__(22094);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/write.js
var write = __webpack_require__(3017);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/file-store.js
/**
 * Content-addressed blob store in the data folder (FileBlobStore): the blob store of store.ts (sessions, reads)
 * over the data folder (file-medium.ts): `<root>/<sha256[0..2]>/<sha256>` and byte ranges of
 * `<root>/packs/<name>.pack` (what an edge in the same process tree hard-links: `local`).
 * A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * The parts, each in this folder: store.ts (the store over a medium), sessions.ts (writes, sessions, removals),
 * reads.ts (reading one or many), file-medium.ts (putting, reading and removing files), loose.ts (blobs with a
 * file of their own), packs.ts and packs-index.ts (blobs in packs), claims.ts (what sessions hold, what is being
 * removed), durable-batch.ts (a session's new blobs until commit), write.ts (hashing a source, spilling it),
 * md5.ts (the md5 pass).
 */







class FileBlobStore extends store/* MediumBlobStore */.a {
    root;
    #files;
    constructor(root, tmp, options = {}) {
        const files = new FileMedium(root, tmp, options.syncFilesystem ?? sync_filesystem/* syncFilesystem */.j);
        super(files);
        this.root = root;
        this.#files = files;
    }
    async init() {
        await (0,promises_.mkdir)(this.root, { recursive: true });
        await (0,promises_.mkdir)(this.tmp, { recursive: true });
        await this.#files.packs.load();
    }
    /** From the listing of each prefix folder (loose.ts): no failed `stat` per new blob. */
    async has(sha256) {
        return this.#files.known(sha256);
    }
    /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
    flush(sha256s) {
        return this.#files.flush(sha256s);
    }
    /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
    local = {
        path: (sha256) => this.#files.loose.path(sha256),
        locate: (sha256) => this.#files.locate(sha256),
    };
    /** md5 of each listed blob, from its bytes on disk (md5.ts); a blob not stored is left out. */
    md5(sha256s) {
        return md5Of((sha256) => this.#files.locate(sha256), sha256s, write/* SMALL_BLOB_BYTES */.cy);
    }
    /** Removes packed blobs and blobs with a file of their own unused since the grace period; 0 when the data
     * folder cannot be listed. */
    async collectGarbage(referenced, graceMs) {
        const cutoff = Date.now() - graceMs;
        const dirs = await (0,promises_.readdir)(this.root).catch(() => null);
        const removed = await this.sessions.collect(referenced, this.#files.garbage(cutoff, dirs ?? []));
        return dirs ? removed : 0;
    }
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
/* harmony import */ var _blobs_file_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98605);
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
            const blobs = new _blobs_file_store_js__WEBPACK_IMPORTED_MODULE_4__/* .FileBlobStore */ .r((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'blobs'), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'tmp'));
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
