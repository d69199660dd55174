export const id = 449;
export const ids = [449];
export const modules = {

/***/ 5610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ FileBlobStore)
/* harmony export */ });
/* harmony import */ var p_map__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(606);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57075);
/* harmony import */ var _fsync_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(89892);
/* harmony import */ var _sync_filesystem_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22256);
/* harmony import */ var _each_limited_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(54827);
/* harmony import */ var _loose_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(10420);
/* harmony import */ var _medium_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(46579);
/* harmony import */ var _packs_index_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(64757);
/* harmony import */ var _packs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(40324);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(73865);
/* harmony import */ var _md5_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(68886);
/**
 * Content-addressed blob store in the data folder (FileBlobStore): the blob store of store.ts (sessions, reads,
 * md5s, removals) over the data folder as its medium (FileMedium): blobs with a file of their own,
 * `<root>/<sha256[0..2]>/<sha256>` (loose.ts), and a deploy's new small blobs in one pack per deploy,
 * `<root>/packs/<name>.pack` (packs.ts, packs-index.ts): what an edge in the same process tree hard-links
 * (`local`). A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * New content is made durable before it is put in place: a blob written outside a session is fsynced then
 * renamed; a session's batch is made durable at once (putBatch: one filesystem sync for a large batch, an fsync
 * each otherwise, the first ones started while the upload goes on), then renamed into place, then the blob
 * directories are fsynced so the renames are durable before a revision references them. Content already stored
 * is never synced again. One origin process owns a data folder, so a failed deploy may remove content it found
 * stored (ownsFound).
 */














class FileBlobStore extends _store_js__WEBPACK_IMPORTED_MODULE_9__/* .MediumBlobStore */ .a {
    root;
    constructor(root, tmp, options = {}) {
        super(new FileMedium(root, tmp, options.syncFilesystem ?? _sync_filesystem_js__WEBPACK_IMPORTED_MODULE_5__/* .syncFilesystem */ .j));
        this.root = root;
    }
    async init() {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.root, { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.tmp, { recursive: true });
        await this.medium.loadPacks();
    }
    /** From the listing of each prefix folder (loose.ts): no failed `stat` per new blob. */
    async has(sha256) {
        return this.medium.known(sha256);
    }
    flush(sha256s) {
        return this.medium.flush(sha256s);
    }
    /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
    local = {
        path: (sha256) => this.medium.loose.path(sha256),
        locate: (sha256) => this.medium.locate(sha256),
    };
}
const fsyncFile = (path) => (0,_fsync_js__WEBPACK_IMPORTED_MODULE_4__/* .fsyncPath */ .H)(path, 'r+');
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
    /** The packs' blobs (`key`: the pack file's path), listed from their indexes at start-up (loadPacks). */
    packs = new _packs_index_js__WEBPACK_IMPORTED_MODULE_11__/* .PacksIndex */ .P(false);
    packsDir;
    loose;
    #syncFilesystem;
    constructor(root, tmp, syncFilesystem) {
        this.root = root;
        this.tmp = tmp;
        this.#syncFilesystem = syncFilesystem;
        this.packsDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _packs_js__WEBPACK_IMPORTED_MODULE_8__/* .PACKS_DIR */ .Lb);
        this.loose = new _loose_js__WEBPACK_IMPORTED_MODULE_6__/* .LooseBlobs */ .h(root);
    }
    /** Lists the blobs of the packs on disk; deletes packs none of whose blobs is listed. */
    async loadPacks() {
        for (const found of await (0,_packs_js__WEBPACK_IMPORTED_MODULE_8__/* .readPacks */ .t8)(this.packsDir))
            await this.#list((0,_packs_index_js__WEBPACK_IMPORTED_MODULE_11__/* .indexedPack */ .L)(found.path, found.mtimeMs, found.entries));
    }
    /** Lists a pack's blobs (content another pack has stays listed there); removes the pack when none is left. */
    async #list(pack) {
        if (this.packs.add(pack).live === 0)
            await this.#removePack(pack);
    }
    #removePack(pack) {
        this.packs.forget(pack.key);
        return (0,_packs_js__WEBPACK_IMPORTED_MODULE_8__/* .removePack */ .CY)(pack.key);
    }
    get doing() {
        return `storing blobs in ${this.root}`;
    }
    starting() {
        return null;
    }
    known(sha256) {
        return this.packs.has(sha256) || (_loose_js__WEBPACK_IMPORTED_MODULE_6__/* .SHA256 */ .a.test(sha256) && this.loose.has(sha256));
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.utimes)(this.loose.path(sha256), now, now).catch(() => undefined);
    }
    settle(path) {
        return fsyncFile(path);
    }
    async put(sha256, blob) {
        await fsyncFile(blob.path);
        await this.loose.place(sha256, blob.path);
    }
    /**
     * Makes the batch durable and puts it in place (the pack and its index with two renames, each temp file with
     * one), then fsyncs the folders of `sha256s`. On failure no temp file is left behind (what was already placed
     * stays held by the session, and is discarded with it).
     */
    async putBatch(batch, sha256s) {
        const temps = [...batch.files];
        try {
            if (batch.pack) {
                const path = await batch.pack.place(this.packsDir);
                void this.#list((0,_packs_index_js__WEBPACK_IMPORTED_MODULE_11__/* .indexedPack */ .L)(path, Date.now(), batch.pack.listed()));
            }
            if (temps.length > 0) {
                const synced = temps.length >= _medium_js__WEBPACK_IMPORTED_MODULE_7__/* .SYNCFS_MIN_FILES */ .AC && (await this.#syncFilesystem(this.tmp));
                if (!synced) {
                    await batch.early;
                    await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_12__/* .eachLimited */ .k)(temps.slice(_medium_js__WEBPACK_IMPORTED_MODULE_7__/* .EARLY_FSYNCS */ .HC), _medium_js__WEBPACK_IMPORTED_MODULE_7__/* .COMMIT_CONCURRENCY */ .MD, ([, f]) => fsyncFile(f.path));
                }
                await (0,_each_limited_js__WEBPACK_IMPORTED_MODULE_12__/* .eachLimited */ .k)(temps, _medium_js__WEBPACK_IMPORTED_MODULE_7__/* .COMMIT_CONCURRENCY */ .MD, ([sha256, f]) => this.loose.place(sha256, f.path));
            }
        }
        catch (err) {
            await (0,_medium_js__WEBPACK_IMPORTED_MODULE_7__/* .dropBatch */ .ac)(batch);
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
                dirs.add((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, sha.slice(0, 2)));
        // A few at a time: the thread pool is shared with the uploads still running.
        await (0,p_map__WEBPACK_IMPORTED_MODULE_13__/* ["default"] */ .Ay)([...dirs], (dir) => (0,_fsync_js__WEBPACK_IMPORTED_MODULE_4__/* .fsyncPath */ .H)(dir), { concurrency: _medium_js__WEBPACK_IMPORTED_MODULE_7__/* .COMMIT_CONCURRENCY */ .MD });
    }
    locate(sha256) {
        const packed = this.packs.locate(sha256);
        if (packed || !_loose_js__WEBPACK_IMPORTED_MODULE_6__/* .SHA256 */ .a.test(sha256))
            return packed;
        const path = this.loose.pathOf(sha256);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
        return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
    }
    async readRange({ path, offset, size }) {
        let fh;
        try {
            fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
        }
        catch (err) {
            if (err.code === 'ENOENT')
                return null;
            throw err;
        }
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
            await this.#removePack(emptied);
    }
    /**
     * What garbage collection may remove: packed blobs, then blobs with a file of their own, unused since `cutoff`.
     */
    async *garbage(cutoff) {
        for (const [sha256, entry] of this.packs.snapshot())
            yield {
                sha256,
                kind: undefined,
                confirm: async () => this.packs.get(sha256) === entry && entry.usedAt <= cutoff,
            };
        for (const dir of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(this.root).catch(() => [])) {
            for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, dir)).catch(() => [])) {
                if (!_loose_js__WEBPACK_IMPORTED_MODULE_6__/* .SHA256 */ .a.test(name))
                    continue;
                const p = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.root, dir, name);
                // raced with another removal or a write (stat/unlink failing): left
                yield { sha256: name, kind: undefined, confirm: async () => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(p)).mtimeMs <= cutoff };
            }
        }
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

/***/ 19374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lf: () => (/* binding */ openSqlite),
  ZF: () => (/* binding */ sqliteSql)
});

// UNUSED EXPORTS: openDatabaseFile

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

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/dialect/sqlite/sqlite-dialect.js
/// <reference types="./sqlite-dialect.d.ts" />





/**
 * SQLite dialect that uses the [better-sqlite3](https://github.com/JoshuaWise/better-sqlite3) library.
 *
 * The constructor takes an instance of {@link SqliteDialectConfig}.
 *
 * ```ts
 * import Database from 'better-sqlite3'
 *
 * new SqliteDialect({
 *   database: new Database('db.sqlite')
 * })
 * ```
 *
 * If you want the pool to only be created once it's first used, `database`
 * can be a function:
 *
 * ```ts
 * import Database from 'better-sqlite3'
 *
 * new SqliteDialect({
 *   database: async () => new Database('db.sqlite')
 * })
 * ```
 */
class SqliteDialect {
    #config;
    constructor(config) {
        this.#config = (0,object_utils/* freeze */.CN)({ ...config });
    }
    createDriver() {
        return new SqliteDriver(this.#config);
    }
    createQueryCompiler() {
        return new SqliteQueryCompiler();
    }
    createAdapter() {
        return new SqliteAdapter();
    }
    createIntrospector(db) {
        return new SqliteIntrospector(db);
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/errors.js
var errors = __webpack_require__(46342);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/dialect.js


/** Statements kept prepared at most; the oldest is dropped beyond. */
const STATEMENT_CACHE = 256;
/** SQLite runs DDL inside transactions, so the migrator may apply each run of migrations all or nothing. */
class NodeSqliteAdapter extends SqliteAdapter {
    get supportsTransactionalDdl() {
        return true;
    }
}
class NodeSqliteDialect extends SqliteDialect {
    #database;
    constructor(db) {
        const database = new NodeSqliteDatabase(db);
        super({ database });
        this.#database = database;
    }
    createDriver() {
        return new NodeSqliteDriver(this.#database);
    }
    createAdapter() {
        return new NodeSqliteAdapter();
    }
}
class NodeSqliteDriver extends SqliteDriver {
    #database;
    constructor(database) {
        super({ database });
        this.#database = database;
    }
    async beginTransaction(connection) {
        await connection.executeQuery(compiled_query/* CompiledQuery */.E.raw('BEGIN IMMEDIATE'));
    }
    async rollbackTransaction(connection) {
        // A failed COMMIT (SQLITE_FULL) may have ended the transaction already.
        if (this.#database.db.isTransaction)
            await super.rollbackTransaction(connection);
    }
}
class NodeSqliteDatabase {
    db;
    #statements = new Map();
    constructor(db) {
        this.db = db;
    }
    close() {
        if (this.db.isOpen)
            this.db.close();
    }
    prepare(sql) {
        let statement = this.#statements.get(sql);
        if (statement)
            return statement;
        statement = adapt((0,errors/* mapNative */.Y)('writing the database', () => this.db.prepare(sql)));
        if (this.#statements.size >= STATEMENT_CACHE) {
            const oldest = this.#statements.keys().next().value;
            if (oldest !== undefined)
                this.#statements.delete(oldest);
        }
        this.#statements.set(sql, statement);
        return statement;
    }
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
/**
 * Opens the embedded server's node:sqlite database file for the SQL layer (src/store/sql/) and brings its schema up
 * to date (sql/migrations.ts; a data folder of an earlier version is adopted there).
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
/** Opens `file` and migrates it: the database and its SQL layer. */
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


/***/ })

};
