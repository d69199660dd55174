export const id = 447;
export const ids = [447];
export const modules = {

/***/ 34941:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ FileBlobStore)
});

// UNUSED EXPORTS: MD5_TURN_BLOBS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
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

// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/fsync.js
var fsync = __webpack_require__(89892);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/durable-batch.js
var durable_batch = __webpack_require__(40800);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/loose.js
var loose = __webpack_require__(10420);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/packs.js
var packs = __webpack_require__(15439);
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







class FileMedium {
    root;
    tmp;
    tempMode = 0o644;
    md5OfTemps = false;
    ownsFound = true;
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

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/sessions.js + 1 modules
var sessions = __webpack_require__(48391);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/write.js
var write = __webpack_require__(3017);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/file-store.js
/**
 * Content-addressed blob store in the data folder (FileBlobStore): the session logic of sessions.ts over the
 * data folder (file-medium.ts), and the reads, from the files themselves: `<root>/<sha256[0..2]>/<sha256>` and
 * byte ranges of `<root>/packs/<name>.pack` (what an edge in the same process tree hard-links: `local`).
 * A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * The parts, each in this folder: sessions.ts (writes, sessions, removals), file-medium.ts (putting and
 * removing files), loose.ts (blobs with a file of their own), packs-index.ts (blobs in packs), claims.ts (what
 * sessions hold, what is being removed), durable-batch.ts (a session's new blobs until commit), write.ts
 * (hashing a source, spilling it), md5.ts (the md5 pass), file-batch.ts (reading many).
 */











class FileBlobStore {
    root;
    tmp;
    #files;
    #sessions;
    constructor(root, tmp, options = {}) {
        this.root = root;
        this.tmp = tmp;
        this.#files = new FileMedium(root, tmp, options.syncFilesystem ?? sync_filesystem/* syncFilesystem */.j);
        this.#sessions = new sessions/* BlobSessions */.n(this.#files);
    }
    async init() {
        await (0,promises_.mkdir)(this.root, { recursive: true });
        await (0,promises_.mkdir)(this.tmp, { recursive: true });
        await this.#files.packs.load();
    }
    /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
    cleanTemp() {
        return this.#sessions.cleanTemp();
    }
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
        const packed = this.#files.packs.get(sha256);
        if (packed)
            return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
        if (!loose/* SHA256 */.a.test(sha256))
            return null;
        const path = this.#files.loose.pathOf(sha256);
        const st = (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false });
        return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
    }
    /** md5 of each listed blob, from its bytes on disk (md5.ts); a blob not stored is left out. */
    md5(sha256s) {
        return md5Of((sha256) => this.#locate(sha256), sha256s, write/* SMALL_BLOB_BYTES */.cy);
    }
    write(source) {
        return this.#sessions.write(source);
    }
    session() {
        return this.#sessions.session();
    }
    /** Removes packed blobs and blobs with a file of their own unused since the grace period; 0 when the data
     * folder cannot be listed. */
    async collectGarbage(referenced, graceMs) {
        const cutoff = Date.now() - graceMs;
        const dirs = await (0,promises_.readdir)(this.root).catch(() => null);
        const removed = await this.#sessions.collect(referenced, this.#files.garbage(cutoff, dirs ?? []));
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


/***/ })

};
