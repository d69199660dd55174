export const id = 548;
export const ids = [548];
export const modules = {

/***/ 25678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ parsePreviewHost),
/* harmony export */   BS: () => (/* binding */ aliasHost),
/* harmony export */   D2: () => (/* binding */ checkDomain),
/* harmony export */   pE: () => (/* binding */ previewHost),
/* harmony export */   rQ: () => (/* binding */ canonicalHost),
/* harmony export */   vU: () => (/* binding */ parseRevArg)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/**
 * Domain names and preview hosts, shared by server, edge, client and Action.
 * A domain must match the official CLI's rule (/^[a-zA-Z0-9_-]+\.[.a-zA-Z0-9_-]+$/, docs/surge-protocol.md \u00a73),
 * plus DNS length rules. Canonical form: lower case, no trailing dot, IDN as punycode.
 * Preview host of a revision: `<rev>-<domain>` (the form the official clients accept as a cutover rev).
 */

const SHAPE = /^[a-z0-9_-]+\.[.a-z0-9_-]+$/;
function canonicalHost(host) {
    let h = host.trim().toLowerCase();
    if (h.startsWith('['))
        return h; // IPv6 literal: never a project
    const colon = h.lastIndexOf(':');
    if (colon !== -1)
        h = h.slice(0, colon);
    while (h.endsWith('.'))
        h = h.slice(0, -1);
    if (/[^\x20-\x7e]/.test(h))
        h = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(h) || h;
    return h;
}
function checkDomain(input) {
    if (typeof input !== 'string' || input.length === 0)
        return { ok: false, rule: 'domain is empty' };
    let d = input
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '');
    while (d.endsWith('.'))
        d = d.slice(0, -1);
    if (/[^\x20-\x7e]/.test(d)) {
        const ascii = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(d);
        if (!ascii)
            return { ok: false, rule: 'domain is not a valid internationalised name' };
        d = ascii;
    }
    if (d.length > 253)
        return { ok: false, rule: 'domain is longer than 253 characters' };
    if (!SHAPE.test(d)) {
        return {
            ok: false,
            rule: 'domain must be labels of letters, digits, "-" or "_" separated by dots, with at least one dot',
        };
    }
    for (const label of d.split('.')) {
        if (label.length === 0)
            return { ok: false, rule: 'domain has an empty label (two dots in a row)' };
        if (label.length > 63)
            return { ok: false, rule: `label "${label.slice(0, 20)}\u2026" is longer than 63 characters` };
        if (label.startsWith('-') || label.endsWith('-'))
            return { ok: false, rule: `label "${label}" starts or ends with "-"` };
    }
    return { ok: true, domain: d };
}
function previewHost(rev, domain) {
    return `${rev}-${domain}`;
}
/** Host of a preview alias `<name>-<domain>` (protocol/aliases.ts; here so the edge needs no schema module). */
function aliasHost(name, domain) {
    return `${name}-${domain}`;
}
/** Splits a preview host `<13+ digit rev>-<domain>` into its parts, or null. */
function parsePreviewHost(host) {
    const m = /^(\d{10,16})-(.+)$/.exec(host);
    if (!m)
        return null;
    return { rev: Number(m[1]), domain: m[2] };
}
/** A rev argument as the official clients send it: `<rev>` or `<rev>-<domain>`. */
function parseRevArg(arg) {
    const m = /^(\d{1,16})(?:-.+)?$/.exec(arg);
    return m ? Number(m[1]) : null;
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

/***/ 54827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ eachLimited)
/* harmony export */ });
/**
 * Runs `job` on every item, at most `limit` at a time. On the first failure no further item is started and the
 * running ones are waited for before it is thrown, so a caller's clean-up never races work in flight (p-map
 * rejects while the rest still run).
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


/***/ })

};
