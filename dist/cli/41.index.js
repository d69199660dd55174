export const id = 41;
export const ids = [41];
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

/***/ 84079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lf: () => (/* binding */ openSqlite),
  ZF: () => (/* binding */ sqliteSql)
});

// UNUSED EXPORTS: openDatabaseFile, transaction

// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(80099);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/kysely.js + 65 modules
var kysely = __webpack_require__(61980);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
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
/**
 * Removes group and other permissions from each existing file of `files`; returns one line per file it changed,
 * e.g. `tightened /d/sitepub.db from 0644 to 0600`, for the caller to log.
 */
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

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/db.js
var sql_db = __webpack_require__(24398);
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

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/dialect.js


/** Statements kept prepared at most; the oldest is dropped beyond. */
const STATEMENT_CACHE = 256;
/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
    get supportsTransactionalDdl() {
        return true;
    }
}
class NodeSqliteDialect {
    #db;
    constructor(db) {
        this.#db = db;
    }
    createDriver() {
        return new NodeSqliteDriver(this.#db);
    }
    createQueryCompiler() {
        return new SqliteQueryCompiler();
    }
    createAdapter() {
        return new NodeSqliteAdapter();
    }
    createIntrospector(db) {
        return new SqliteIntrospector(db);
    }
}
class NodeSqliteDriver {
    #db;
    #connection;
    #held = Promise.resolve();
    constructor(db) {
        this.#db = db;
        this.#connection = new NodeSqliteConnection(db);
    }
    async init() { }
    async acquireConnection() {
        // Each caller waits for the one before it to release the connection: a queue of promises.
        const before = this.#held;
        let release;
        this.#held = new Promise((resolve) => (release = resolve));
        await before;
        this.#connection.release = release;
        return this.#connection;
    }
    async beginTransaction() {
        this.#connection.exec('BEGIN IMMEDIATE');
    }
    async commitTransaction() {
        this.#connection.exec('COMMIT');
    }
    async rollbackTransaction() {
        // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
        if (this.#db.isTransaction)
            this.#connection.exec('ROLLBACK');
    }
    async releaseConnection() {
        this.#connection.release();
    }
    async destroy() {
        if (this.#db.isOpen)
            this.#db.close();
    }
}
class NodeSqliteConnection {
    #db;
    #statements = new Map();
    release = () => undefined;
    constructor(db) {
        this.#db = db;
    }
    exec(sql) {
        try {
            this.#db.exec(sql);
        }
        catch (err) {
            throw (0,errors/* fromNative */.iX)(err, 'writing the database');
        }
    }
    #prepare(sql) {
        let statement = this.#statements.get(sql);
        if (statement)
            return statement;
        statement = this.#db.prepare(sql);
        if (this.#statements.size >= STATEMENT_CACHE) {
            const oldest = this.#statements.keys().next().value;
            if (oldest !== undefined)
                this.#statements.delete(oldest);
        }
        this.#statements.set(sql, statement);
        return statement;
    }
    async executeQuery(query) {
        const params = query.parameters.map(toSqlite);
        let reader = false;
        try {
            const statement = this.#prepare(query.sql);
            reader = statement.columns().length > 0;
            if (reader)
                return { rows: statement.all(...params) };
            const { changes, lastInsertRowid } = statement.run(...params);
            return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
        }
        catch (err) {
            throw (0,errors/* fromNative */.iX)(err, reader ? 'reading the database' : 'writing the database');
        }
    }
    // eslint-disable-next-line require-yield -- streaming is not offered: every query returns its rows at once
    async *streamQuery() {
        throw new Error('the node:sqlite dialect does not stream query results');
    }
}
/** Kysely passes booleans and undefined as they are; node:sqlite takes neither. */
function toSqlite(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (value === undefined)
        return null;
    return value;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/database.js
/**
 * Opens the embedded server's node:sqlite database file for the SQL layer (src/store/sql/) and brings its schema up
 * to date (sql/migrations.ts; a data folder of an earlier version is adopted there). Also the synchronous
 * transactions of the parts not on the layer yet.
 */






/** The database (or its folder) cannot be opened for writing: names the file and what to do. */
class DatabaseOpenError extends Error {
    code;
    constructor(file, operation, cause) {
        const e = cause;
        const why = e.code ?? e.message;
        super(`cannot ${operation} the database ${file} (${why}): the data folder must be writable by this user; ` +
            'fix its permissions or pass --data with a writable folder', { cause });
        this.name = 'DatabaseOpenError';
        this.code = e.code ?? 'EIO';
    }
}
/**
 * Opens `file` (created with mode 0600 first: it holds password hashes and TLS keys), without migrating. Files of
 * an existing install readable by others are tightened to owner-only; one line per change goes to `notices`.
 */
function openDatabaseFile(file, notices) {
    const onDisk = file !== ':memory:' && !file.startsWith('file:');
    let db;
    try {
        if (onDisk)
            createPrivateFile(file);
    }
    catch (err) {
        throw new DatabaseOpenError(file, 'create', err);
    }
    try {
        db = new external_node_sqlite_.DatabaseSync(file);
        db.exec('PRAGMA journal_mode = WAL');
    }
    catch (err) {
        throw new DatabaseOpenError(file, 'open', err);
    }
    if (onDisk) {
        // SQLite gives -wal and -shm the database's mode; an older install may have left them (or it) 0644.
        const changed = tightenModes([file, `${file}-wal`, `${file}-shm`]);
        notices?.push(...changed.map((line) => `${line} (it holds password hashes and TLS keys)`));
    }
    // FULL: a committed transaction survives power loss, not only a process crash.
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    return db;
}
/** The SQL layer over an open node:sqlite database. */
function sqliteSql(db) {
    return new sql_db/* SqlDb */.R('sqlite', new kysely/* Kysely */._$({ dialect: new NodeSqliteDialect(db) }));
}
/** Opens `file` and migrates it: the database (for the parts not on the SQL layer yet) and its SQL layer. */
async function openSqlite(file, notices) {
    const db = openDatabaseFile(file, notices);
    const sql = sqliteSql(db);
    try {
        await sql.migrate();
    }
    catch (err) {
        db.close();
        throw err;
    }
    return { db, sql };
}
/**
 * Runs `fn` in one IMMEDIATE transaction (node:sqlite is synchronous, so nothing interleaves inside it). A full
 * disk, a busy or read-only database\u2026 leaves it as a StoreError (src/store/errors.ts).
 */
function transaction(db, fn) {
    return mapNative('writing the database', () => {
        db.exec('BEGIN IMMEDIATE');
        try {
            const result = fn();
            db.exec('COMMIT');
            return result;
        }
        catch (err) {
            // a failed COMMIT (SQLITE_FULL) may have ended the transaction already
            if (db.isTransaction)
                db.exec('ROLLBACK');
            throw err;
        }
    });
}


/***/ })

};
