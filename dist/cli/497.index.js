export const id = 497;
export const ids = [497];
export const modules = {

/***/ 23165:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ lockDataDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * One process per data folder: `sitepub serve` and `sitepub edge` hold `<data>/sitepub.lock` while they run. A
 * second process is refused with a message naming the first; a lock whose process is gone is taken over. Liveness:
 * `process.kill(pid, 0)`, and on Linux the start time (/proc/<pid>/stat), so a pid reused after a reboot is not it.
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
/** Runs `fn`, ignoring its failure (the file is gone already, or another process got there first). */
const quietly = (fn) => {
    try {
        fn();
    }
    catch {
        // nothing to do
    }
};
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
/** The holder a lock file's text names, or null when it names none (damaged, or not read). */
function parseHolder(text) {
    try {
        const body = JSON.parse(text ?? '');
        return typeof body?.pid === 'number' ? body : null;
    }
    catch {
        return null;
    }
}
const readText = (file) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch {
        return null;
    }
};
/**
 * A lock file is only ever linked into place whole, so one that cannot be read as a lock is damaged (a crash before
 * its bytes reached the disk): stale once it is older than this, held until then.
 */
const DAMAGED_LOCK_GRACE_MS = 10_000;
/**
 * Moves the stale lock `text` out of the way; false when another process got there first. Renamed, not deleted,
 * so that a fresh lock linked in meanwhile is seen (its text differs) and put back.
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
        // someone's fresh lock: back in place (fails only if yet another one is there: locked either way)
        quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(aside, file));
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
        throw new DataDirLockedError(dir, parseHolder(readText(file)) ?? mine);
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
            const text = readText(file);
            if (text === null)
                continue; // released meanwhile: link again
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
        quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(tmp));
    }
    held.add(dir);
    let released = false;
    return () => {
        if (released)
            return;
        released = true;
        held.delete(dir);
        const holder = parseHolder(readText(file));
        if (holder?.pid === process.pid && holder.since === mine.since)
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file));
    };
}


/***/ }),

/***/ 84497:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TransferSource: () => (/* binding */ TransferSource)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_sqlite__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80099);
/* harmony import */ var _blobs_file_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5610);
/* harmony import */ var _data_lock_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23165);
/* harmony import */ var _database_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65818);
/* harmony import */ var _files_ca_keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24062);
/* harmony import */ var _files_outbox_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(44300);
/**
 * The source of `sitepub migrate`: an embedded server's data folder, read and never written (the database opened
 * read-only, without migration; the blob store's packs listed, not tidied). Its lock, the one file made there, is
 * held for the whole run, so a running `sitepub serve` refuses it.
 */










class TransferSource {
    dir;
    db;
    /** The data folder's blobs, only read. */
    blobs;
    sql;
    /** The CA root and the outbox as the embedded server keeps them (only read). */
    ca;
    outbox;
    #unlock;
    constructor(dir, db, blobs, unlock) {
        this.dir = dir;
        this.db = db;
        this.blobs = blobs;
        this.sql = (0,_database_js__WEBPACK_IMPORTED_MODULE_7__/* .sqliteSql */ .Z)(db);
        this.ca = new _files_ca_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .FileCaKeys */ .X((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'ca'));
        this.outbox = new _files_outbox_js__WEBPACK_IMPORTED_MODULE_9__/* .FileOutbox */ .q((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'outbox'));
        this.#unlock = unlock;
    }
    /** `dir`: absolute. */
    static async open(dir) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'sitepub.db');
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            throw new Error(`${dir} holds no sitepub.db: --from must name the data folder of an embedded server (the --data of ` +
                '`sitepub serve`, default ./sitepub-data)');
        const unlock = (0,_data_lock_js__WEBPACK_IMPORTED_MODULE_6__/* .lockDataDir */ .N)(dir, 'migrate');
        try {
            // A database a server closed is its file alone (its write-ahead log gone or empty): opened immutable, SQLite
            // makes no -wal and -shm beside it, as a read-only open does. A log a crash left is read.
            const url = (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(file);
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(`${file}-wal`, { throwIfNoEntry: false })?.size)
                url.searchParams.set('immutable', '1');
            const db = new node_sqlite__WEBPACK_IMPORTED_MODULE_4__.DatabaseSync(url, { readOnly: true });
            const blobs = new _blobs_file_store_js__WEBPACK_IMPORTED_MODULE_5__/* .FileBlobStore */ .r((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'blobs'), (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'tmp'));
            await blobs.init({ readOnly: true });
            return new TransferSource(dir, db, blobs, unlock);
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
    /** Distinct content the ready revisions reference. */
    async referencedContent() {
        const rows = await this.sql.db
            .selectFrom('revision_files as f')
            .innerJoin('revisions as r', (j) => j.onRef('r.domain', '=', 'f.domain').onRef('r.rev', '=', 'f.rev').on('r.status', '<>', 'pending'))
            .select((eb) => ['f.sha256', eb.fn.max('f.size').as('size')])
            .groupBy('f.sha256')
            .orderBy('f.sha256')
            .execute();
        return rows.map((r) => ({ sha256: r.sha256, size: Number(r.size) }));
    }
    async readBlob(sha256) {
        const stream = await this.blobs.read(sha256);
        if (!stream)
            throw new Error(`the data folder lacks the content ${sha256} that a revision references: its blob is missing. Restore ` +
                'the data folder from a backup, or discard the revisions that use it (sitepub discard), then run again');
        return stream;
    }
    /** The files of `<data>/acme/` (temp files of an interrupted write left out). */
    async acmeFiles() {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'acme');
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir).catch((err) => {
            if (err.code === 'ENOENT')
                return [];
            throw err;
        });
        const files = names.filter((n) => !n.endsWith('.tmp')).sort();
        return Promise.all(files.map(async (name) => ({ name, text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name), 'utf8') })));
    }
    /** `<data>/edge-secret` when the embedded server made one (its value is not read). */
    edgeSecretFile() {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, 'edge-secret');
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? file : null;
    }
}


/***/ })

};
