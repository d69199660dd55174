export const id = 144;
export const ids = [144,112];
export const modules = {

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

/***/ 53112:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ missingCopies),
/* harmony export */   GN: () => (/* binding */ conflictMessage),
/* harmony export */   Gx: () => (/* binding */ orderTables),
/* harmony export */   e1: () => (/* binding */ asText),
/* harmony export */   redactUrl: () => (/* binding */ redactUrl)
/* harmony export */ });
/* unused harmony exports SKIPPED_TABLES, SECRET_COLUMNS, foreignKeyOrder, shown */
/* harmony import */ var _sql_migrations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80845);
/**
 * What `sitepub migrate` copies from an embedded server's SQLite database, in which order, and how a row already in
 * the target is told apart from a conflicting one. Pure: the schema facts come in (read from the source by
 * source.ts), each table's copy (TableCopy) in order goes out.
 *
 * Every table is copied in foreign-key order (a parent before the rows that reference it), so a run stopped half
 * way leaves nothing dangling and the next run inserts only what is missing. A table with a primary key is
 * inserted with ON CONFLICT DO NOTHING; a skipped row is then looked up in the target by each of its unique keys,
 * and its identity columns compared: equal means "already there", anything else is a conflict that stops the run.
 * A table without any unique key (live_history, rate_hits) is copied as a multiset: each distinct row as many
 * times as the source has it more than the target.
 */

/**
 * Columns that say what a row IS, beyond its keys: a row of the target with the same key but another value here is
 * somebody else's data. Everything else may have moved on in the target since a first run (a token's use count, a
 * project's live pointer, a renewed certificate) and is left as the target has it.
 */
const IDENTITY = {
    accounts: ['id', 'email'],
    tokens: ['id', 'account_id', 'hash'],
    codes: ['hash', 'account_id', 'purpose'],
    projects: ['domain', 'owner_id'],
    revisions: ['domain', 'rev', 'account_id', 'content_hash'],
    revision_files: ['domain', 'rev', 'path', 'sha256', 'size'],
    dns_records: ['id', 'domain', 'type', 'name'],
    billing_accounts: ['account_id', 'customer_id'],
    billing_links: ['hash', 'account_id', 'kind'],
    login_sessions: ['uuid', 'poll_hash'],
};
/**
 * Rows that are not copied: revisions whose upload never completed (the embedded store drops them when it opens),
 * and the rows that belong to them.
 */
const READY_REVISION = (alias) => `EXISTS (SELECT 1 FROM revisions r WHERE r.domain = ${alias}.domain AND r.rev = ${alias}.rev AND r.status <> 'pending')`;
const WHERE = {
    revisions: `t.status <> 'pending'`,
    revision_files: READY_REVISION('t'),
    aliases: READY_REVISION('t'),
    // Entries that expire (upload plans, the old server's edge registrations) belong to its running process: the
    // cluster's edges register themselves. What never expires (ACME keys, wildcard certificates) is copied.
    shared_state: 't.expires_at IS NULL',
};
/** Bookkeeping of the embedded store that has no place in the target (the target runs its own migrations). */
const SKIPPED_TABLES = new Set(_sql_migrations_js__WEBPACK_IMPORTED_MODULE_0__/* .BOOKKEEPING_TABLES */ .XX);
/**
 * Columns whose values are secrets or stand in for one (password hashes, token and link hashes, private keys,
 * session codes, shared state values such as ACME keys): never printed, not even in a conflict error.
 */
const SECRET_COLUMNS = new Set([
    'password_hash',
    'hash',
    'poll_hash',
    'code',
    'key_pem',
    'value',
]);
/**
 * Orders tables so that every table comes after the tables it references (Kahn's algorithm; ties by name, so the
 * order is stable). A reference to a table that is not copied is ignored; a cycle is an error naming its tables.
 */
function foreignKeyOrder(tables) {
    const byName = new Map(tables.map((t) => [t.name, t]));
    const waiting = new Map(tables.map((t) => [t.name, new Set(t.references.filter((r) => r !== t.name && byName.has(r)))]));
    const ordered = [];
    while (waiting.size > 0) {
        const ready = [...waiting].filter(([, deps]) => deps.size === 0).map(([name]) => name);
        if (ready.length === 0)
            throw new Error(`the source database's foreign keys form a cycle between ${[...waiting.keys()].sort().join(', ')}: ` +
                'it was not written by sitepub serve');
        for (const name of ready.sort()) {
            waiting.delete(name);
            ordered.push(byName.get(name));
            for (const deps of waiting.values())
                deps.delete(name);
        }
    }
    return ordered;
}
/** The copies of the source's tables, in foreign-key order. */
function orderTables(tables) {
    return foreignKeyOrder(tables.filter((t) => !SKIPPED_TABLES.has(t.name))).map((t) => {
        const keys = [t.primaryKey, ...t.uniqueKeys].filter((k) => k.length > 0);
        const keyColumns = keys.flat();
        const identity = [...new Set([...keyColumns, ...(IDENTITY[t.name] ?? [])])].filter((c) => t.columns.includes(c));
        return { name: t.name, columns: t.columns, keys, identity, where: WHERE[t.name] ?? null };
    });
}
/** A value as PostgreSQL's `::text` prints it, for comparing a source value with a target one. */
function asText(value, targetType) {
    if (value === null || value === undefined)
        return null;
    if (targetType === 'bool')
        return value === 0 || value === 0n || value === false ? 'false' : 'true';
    if (value instanceof Uint8Array)
        return `\\x${Buffer.from(value).toString('hex')}`;
    return String(value);
}
/** One row's value of `column` for a message: secret columns are named but never shown. */
function shown(column, value) {
    if (SECRET_COLUMNS.has(column))
        return `${column}=<secret>`;
    return `${column}=${value === null || value === undefined ? 'null' : JSON.stringify(value)}`;
}
/**
 * Why a source row cannot go into the target: the target row found by one of its keys (null: none found by any)
 * differs in identity columns. Names the table, the key and the columns, never a secret value.
 */
function conflictMessage(copy, row, found) {
    const what = `${copy.name} row ${(copy.keys[0] ?? copy.identity).map((c) => shown(c, row[c])).join(', ')}`;
    const because = found
        ? `the target already holds a row with the same ${found.key.join(', ')} that differs in ${found.differs.join(', ')}`
        : 'the target refused it, yet holds no row with any of its keys (a constraint of the target schema?)';
    return (`cannot copy ${what}: ${because}. The target database holds other data for the same keys: migrate into an ` +
        'empty database, or into the one an earlier run of this command filled from the same data folder');
}
/**
 * For a table without keys: the copies of source rows the target still lacks, given the target's rows in the same
 * comparable form that `key` gives a source row. A row the source holds n times and the target m times is
 * missing n - m times.
 */
function missingCopies(source, target, key) {
    const have = new Map();
    for (const k of target)
        have.set(k, (have.get(k) ?? 0) + 1);
    const missing = [];
    for (const row of source) {
        const k = key(row);
        const n = have.get(k) ?? 0;
        if (n > 0)
            have.set(k, n - 1);
        else
            missing.push(row);
    }
    return missing;
}
/** `postgres://user:secret@host/db` without its password (`postgres://user:***@host/db`), for messages. */
function redactUrl(url) {
    try {
        const u = new URL(url);
        if (u.password)
            u.password = '***';
        for (const name of [...u.searchParams.keys()])
            if (/pass|secret|key|token/i.test(name))
                u.searchParams.set(name, '***');
        return u.toString();
    }
    catch {
        return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
    }
}


/***/ }),

/***/ 26144:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  transfer: () => (/* binding */ transfer)
});

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/each-limited.js
var each_limited = __webpack_require__(54827);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/acme-files.js
/**
 * The files of an embedded server's `<data>/acme/` as the shared-state entries every origin of a cluster reads
 * (src/store/contract/shared-state.ts; the namespaces of src/server/ca/acme-account.ts and wildcard-store.ts):
 * - `account-<hash>.key.pem`, the ACME account key of one directory, \u2192 (`acme-account-keys`, directory URL). The
 *   file is named by a hash of the URL only, so the URL is found among the candidates (the directory the server
 *   was started with, `--acme-directory` / SITEPUB_ACME_DIRECTORY, and Let's Encrypt's two); a key of another
 *   directory is left out and named (the cluster registers a new account there when it first orders).
 * - `wildcard-<zone>.json`, the platform's wildcard certificate, \u2192 (`acme-wildcards`, zone).
 * Pure. Files of other names are not ACME state and are refused by name.
 */

const ACME_ACCOUNT_NAMESPACE = 'acme-account-keys';
const ACME_WILDCARD_NAMESPACE = 'acme-wildcards';
/** Directories tried for an account key besides the one given. */
const KNOWN_ACME_DIRECTORIES = [
    'https://acme-v02.api.letsencrypt.org/directory',
    'https://acme-staging-v02.api.letsencrypt.org/directory',
];
const ACCOUNT = /^account-([0-9a-f]{16})\.key\.pem$/;
const WILDCARD = /^wildcard-(.+)\.json$/;
/** The hash part of an account key's file name (src/server/ca/acme-account.ts). */
const directoryHash = (url) => (0,external_node_crypto_.createHash)('sha256').update(url).digest('hex').slice(0, 16);
function acmeEntries(files, directories = []) {
    const byHash = new Map([...directories, ...KNOWN_ACME_DIRECTORIES].map((url) => [directoryHash(url), url]));
    const entries = [];
    const unmatched = [];
    for (const f of files) {
        const account = ACCOUNT.exec(f.name);
        const wildcard = WILDCARD.exec(f.name);
        if (account) {
            const url = byHash.get(account[1]);
            if (!url)
                unmatched.push(f.name);
            else
                entries.push({
                    namespace: ACME_ACCOUNT_NAMESPACE,
                    key: url,
                    value: f.text,
                    file: f.name,
                    what: `ACME account key of ${url}`,
                    mustMatch: true,
                });
        }
        else if (wildcard)
            entries.push({
                namespace: ACME_WILDCARD_NAMESPACE,
                key: wildcard[1].toLowerCase(),
                value: f.text,
                file: f.name,
                what: `wildcard certificate of ${wildcard[1]}`,
                mustMatch: false,
            });
        else
            throw new Error(`<data>/acme/${f.name} is no file sitepub serve writes (account-<hash>.key.pem, wildcard-<zone>.json): ` +
                'move it out of the data folder and run again');
    }
    return { entries, unmatched };
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js + 1 modules
var sql = __webpack_require__(48956);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/table-order.js
var table_order = __webpack_require__(53112);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/copy-rows.js
/**
 * Copies the source's tables into the target database through the SQL layer (src/store/sql/: the target is opened
 * as a store opens it, so its schema is the layer's, migrations.ts), table by table in the (foreign-key)
 * order, in batches: `INSERT \u2026 ON CONFLICT DO NOTHING RETURNING` the keys, so a second run (after a crash, a kill,
 * or to finish what a failed one left) inserts only what is missing. Every skipped row is looked up by its keys and
 * compared (table-order.ts): another row under the same key stops the run with an error naming it. No table or column is
 * named here: they come from the source (table-order.ts) and are checked against the target's.
 */


class TransferConflictError extends Error {
    name = 'TransferConflictError';
}
/** The target's columns of each table of its current schema. */
async function targetSchema(db) {
    const { rows } = await (0,sql/* sql */.l) `SELECT current_schema() AS schema`.execute(db);
    const current = rows[0]?.schema;
    const tables = new Map();
    for (const t of await db.introspection.getTables()) {
        if (t.schema !== undefined && t.schema !== current)
            continue;
        tables.set(t.name, new Map(t.columns.map((c) => [c.name, c.dataType])));
    }
    return tables;
}
/** A source value in the form the target column takes. */
function toTarget(value, udt) {
    if (value === null || value === undefined)
        return null;
    if (udt === 'bool')
        return !(value === 0 || value === 0n || value === false);
    if (udt.startsWith('_') && typeof value === 'string')
        return JSON.parse(value);
    if (typeof value === 'bigint')
        return value.toString();
    return value;
}
/** Checks that the target has every table and column of the copy; names what is missing. */
function checkTarget(copies, schema) {
    for (const copy of copies) {
        const cols = schema.get(copy.name);
        const missing = cols ? copy.columns.filter((c) => !cols.has(c)) : copy.columns;
        if (missing.length === 0)
            continue;
        throw new Error(cols
            ? `the target table ${copy.name} has no column ${missing.join(', ')}: the target's schema is older than ` +
                'the data folder (start one `sitepub serve --database \u2026` of this version on it once, or update sitepub)'
            : `the target database has no table ${copy.name}: run one \`sitepub serve --database \u2026\` of this version ` +
                'on it first (it creates the schema), or check that --database names the right database');
    }
}
/** Copies every table; returns the counts per table in the order copied. */
async function copyRows(o) {
    const db = o.sql.db;
    const copies = (0,table_order/* orderTables */.Gx)(o.source.tables());
    const schema = await targetSchema(db);
    checkTarget(copies, schema);
    const counts = {};
    for (const copy of copies) {
        const cols = schema.get(copy.name);
        const count = { copied: 0, present: 0 };
        counts[copy.name] = count;
        // A table without keys is compared whole (it is small: cutovers, rate-limit hits of the last window).
        const unkeyed = [];
        for (let after = 0;;) {
            const rows = o.source.rows(copy, after, o.batch ?? 500);
            if (rows.length === 0)
                break;
            after = Number(rows[rows.length - 1].__rowid);
            if (copy.keys.length === 0)
                unkeyed.push(...rows);
            else {
                await copyKeyedBatch(db, copy, cols, rows, count);
                o.onBatch?.(copy.name, count);
            }
        }
        if (copy.keys.length === 0) {
            await copyMultiset(db, copy, cols, unkeyed, count);
            o.onBatch?.(copy.name, count);
        }
    }
    return counts;
}
/** A source row as the target takes it. */
const valuesOf = (copy, cols, row) => Object.fromEntries(copy.columns.map((c) => [c, toTarget(row[c], cols.get(c))]));
/** Inserts `rows`, skipping those whose keys the target holds; returns the `returning` columns of those inserted. */
async function insertRows(db, copy, cols, rows, returning) {
    const insert = db
        .insertInto(copy.name)
        .values(rows.map((row) => valuesOf(copy, cols, row)))
        .onConflict((oc) => oc.doNothing());
    if (returning.length === 0) {
        await insert.execute();
        return [];
    }
    return insert.returning(returning).execute();
}
/** A row's `key` columns as comparable text (the source's and the target's values alike). */
const keyText = (row, key, cols) => JSON.stringify(key.map((c) => (0,table_order/* asText */.e1)(row[c], cols.get(c))));
/** One batch of a table with keys: insert, then account for every row the target already had. */
async function copyKeyedBatch(db, copy, cols, rows, count) {
    const primary = copy.keys[0];
    const inserted = await insertRows(db, copy, cols, rows, primary);
    count.copied += inserted.length;
    const done = new Set(inserted.map((r) => keyText(r, primary, cols)));
    const skipped = rows.filter((r) => !done.has(keyText(r, primary, cols)));
    if (skipped.length === 0)
        return;
    const found = await Promise.all(copy.keys.map((key) => lookup(db, copy, cols, skipped, key)));
    for (const row of skipped) {
        let foundBy = 0;
        copy.keys.forEach((key, i) => {
            const target = found[i].get(keyText(row, key, cols));
            if (!target)
                return;
            foundBy++;
            const differs = copy.identity.filter((c) => (0,table_order/* asText */.e1)(row[c], cols.get(c)) !== (0,table_order/* asText */.e1)(target[c], cols.get(c)));
            if (differs.length)
                throw new TransferConflictError((0,table_order/* conflictMessage */.GN)(copy, row, { key: [...key], differs }));
        });
        if (foundBy === 0)
            throw new TransferConflictError((0,table_order/* conflictMessage */.GN)(copy, row, null));
    }
    count.present += skipped.length;
}
/** The target's rows with the same `key` as `rows` (key and identity columns), by key. */
async function lookup(db, copy, cols, rows, key) {
    const found = await db
        .selectFrom(copy.name)
        .select([...new Set([...key, ...copy.identity])])
        .where((eb) => eb.or(rows.map((row) => eb.and(key.map((c) => eb(c, '=', toTarget(row[c], cols.get(c))))))))
        .execute();
    return new Map(found.map((r) => [keyText(r, key, cols), r]));
}
/** A table without keys (live_history, rate_hits): insert the copies of each row that the target lacks. */
async function copyMultiset(db, copy, cols, rows, count) {
    const target = await db.selectFrom(copy.name).select(copy.columns).execute();
    const missing = (0,table_order/* missingCopies */.EY)(rows, target.map((row) => keyText(row, copy.columns, cols)), (row) => keyText(row, copy.columns, cols));
    for (let i = 0; i < missing.length; i += 500)
        await insertRows(db, copy, cols, missing.slice(i, i + 500), []);
    count.copied += missing.length;
    count.present += rows.length - missing.length;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/copy-files.js




/** Blobs copied at once (each one a stream from disk into the target). */
const BLOB_CONCURRENCY = 4;
/**
 * Content is written through blob sessions, as a deploy writes it (small blobs packed together: one object per
 * pack in a bucket instead of one per blob), committed every CHUNK_BLOBS blobs or CHUNK_BYTES: what a stopped run
 * committed is not copied again.
 */
const CHUNK_BLOBS = 2000;
const CHUNK_BYTES = 256 * 1024 * 1024;
/** `items` in consecutive chunks of at most `maxCount` items and (unless one item alone is larger) `maxBytes`. */
function chunksOf(items, maxCount, maxBytes) {
    const chunks = [];
    let current = [];
    let bytes = 0;
    for (const item of items) {
        if (current.length > 0 && (current.length >= maxCount || bytes + item.size > maxBytes)) {
            chunks.push(current);
            current = [];
            bytes = 0;
        }
        current.push(item);
        bytes += item.size;
    }
    if (current.length)
        chunks.push(current);
    return chunks;
}
async function copyContent(content, read, target) {
    const counts = { copied: 0, present: 0, bytesCopied: 0, bytesPresent: 0 };
    for (const chunk of chunksOf(content, CHUNK_BLOBS, CHUNK_BYTES)) {
        const session = target.blobs.session();
        const written = [];
        try {
            await (0,each_limited/* eachLimited */.k)(chunk, BLOB_CONCURRENCY, async ({ sha256, size }) => {
                if (await target.blobs.has(sha256)) {
                    counts.present++;
                    counts.bytesPresent += size;
                    return;
                }
                const info = await session.write(await read(sha256));
                if (info.sha256 !== sha256)
                    throw new Error(`the data folder's blob ${sha256} reads as content ${info.sha256}: the file is damaged. Redeploy ` +
                        'the revisions that use it from their sources, or restore the data folder from a backup, then run again');
                written.push(info);
            });
            await session.commit(written.map((w) => w.sha256));
        }
        finally {
            session.release(); // after commit the blobs stay; without it what this chunk wrote is dropped
        }
        counts.copied += written.length;
        for (const w of written)
            counts.bytesCopied += w.size;
    }
    return counts;
}
async function copyCa(pair, target) {
    if (!pair)
        return 'none';
    const existing = await target.ca.get();
    const stored = existing ?? (await target.ca.create(pair));
    if (stored.certPem !== pair.certPem || stored.keyPem !== pair.keyPem)
        throw new TransferConflictError('the target already holds another CA root than the data folder (<data>/ca/): certificates the embedded ' +
            'server issued would not chain to it. Migrate into an empty database, or into the one an earlier run of ' +
            'this command filled from the same data folder');
    return existing ? 'present' : 'copied';
}
const mailKey = (m) => JSON.stringify([m.to, m.subject, m.kind, m.text]);
/** Mails of the source outbox the target's outbox lacks (same recipient, subject, kind and text). */
async function copyOutbox(mails, target) {
    const have = (await target.outbox.list()).map(mailKey);
    const missing = (0,table_order/* missingCopies */.EY)(mails, have, mailKey);
    // Oldest first, so the target lists them in the order they were queued.
    for (const m of missing)
        await target.outbox.put({ to: m.to, subject: m.subject, text: m.text, kind: m.kind });
    return { copied: missing.length, present: mails.length - missing.length };
}
async function copyAcme(files, target, o) {
    const { entries, unmatched } = acmeEntries(files, o.directories);
    const count = { copied: 0, present: 0, unmatched };
    const now = o.now;
    for (const entry of entries) {
        const conflict = () => new TransferConflictError(`the target already holds another ${entry.what} than <data>/acme/${entry.file}: migrate into an empty ` +
            'database, or into the one an earlier run of this command filled from the same data folder');
        const existing = await target.shared.get(entry.namespace, entry.key, now);
        if (existing) {
            if (existing.value !== entry.value && entry.mustMatch)
                throw conflict();
            count.present++; // the same, or e.g. a wildcard certificate the cluster renewed since: the newer one stays
            continue;
        }
        const stored = await target.shared.putIfAbsent(entry.namespace, entry.key, entry.value, { now });
        if (stored !== entry.value && entry.mustMatch)
            throw conflict();
        count.copied++;
    }
    return count;
}

// EXTERNAL MODULE: ./node_modules/p-map/index.js
var p_map = __webpack_require__(606);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/verify.js
/**
 * Verification after a copy: for every ready revision of the source, the manifest the target's Store gives
 * (getRevisionManifest) equals the source's (paths, sha256, size, md5); every blob those manifests name reads back
 * from the target whole and hashes to its name; every token's hash resolves in the target to the same token of the
 * same account. A difference is reported by what it concerns (revision, path, token id), never by a secret.
 */


class VerificationError extends Error {
    name = 'VerificationError';
    problems;
    constructor(problems) {
        const shown = problems.slice(0, 5);
        super(`the target differs from the data folder after the copy (${problems.length} problem(s)): ${shown.join('; ')}` +
            `${problems.length > shown.length ? '; \u2026' : ''}. Run the command again: it copies what is missing and ` +
            'verifies again; do not point origins at the target until it verifies');
        this.problems = problems;
    }
}
const CONCURRENCY = 4;
/** Differences between two manifests of one revision, as messages. */
function manifestDifferences(label, source, target) {
    const byPath = new Map(target.map((f) => [f.path, f]));
    const problems = [];
    for (const f of source) {
        const t = byPath.get(f.path);
        byPath.delete(f.path);
        if (!t)
            problems.push(`${label}: ${f.path} is missing in the target`);
        else {
            const differs = ['sha256', 'size', 'md5'].filter((k) => f[k] !== t[k]);
            if (differs.length)
                problems.push(`${label}: ${f.path} differs in ${differs.join(', ')}`);
        }
    }
    for (const path of byPath.keys())
        problems.push(`${label}: ${path} is only in the target`);
    return problems;
}
/** Blobs read back per request (readBatch: neighbouring blobs of one pack come in one read). */
const VERIFY_BATCH = 256;
/**
 * Reads `blobs` back from the target in one batch and checks each hashes to its name; returns the problems. The
 * bytes come back to back, so they are cut by the sizes the source's manifests give.
 */
async function checkBatch(target, blobs) {
    const batch = await target.blobs.readBatch(blobs.map((b) => b.sha256));
    if (!batch.ok)
        return [`content ${batch.missing} is not in the target`];
    const problems = [];
    let i = 0;
    let hash = (0,external_node_crypto_.createHash)('sha256');
    let left = blobs[0]?.size ?? 0;
    const finish = () => {
        const got = hash.digest('hex');
        if (got !== blobs[i].sha256)
            problems.push(`content ${blobs[i].sha256} reads back from the target as ${got}`);
        i++;
        hash = (0,external_node_crypto_.createHash)('sha256');
        left = blobs[i]?.size ?? 0;
    };
    while (i < blobs.length && left === 0)
        finish(); // empty blobs first in line
    for await (const chunk of batch.stream) {
        let at = 0;
        while (at < chunk.length) {
            if (i >= blobs.length)
                return [...problems, 'the target sent more bytes than the blobs asked for'];
            const take = Math.min(left, chunk.length - at);
            hash.update(chunk.subarray(at, at + take));
            at += take;
            left -= take;
            while (i < blobs.length && left === 0)
                finish();
        }
    }
    if (i < blobs.length)
        problems.push(`content ${blobs[i].sha256} came back short from the target`);
    return problems;
}
async function verify(source, target) {
    const problems = [];
    const blobs = new Map();
    let files = 0;
    const revisions = await source.revisions();
    await (0,p_map/* default */.Ay)(revisions, async ({ domain, rev }) => {
        const label = `revision ${rev} of ${domain}`;
        const mine = await source.manifest(domain, rev);
        let theirs;
        try {
            theirs = await target.getRevisionManifest(domain, rev);
        }
        catch (err) {
            problems.push(`${label}: the target cannot list it (${err.message})`);
            return;
        }
        problems.push(...manifestDifferences(label, mine, theirs));
        files += mine.length;
        for (const f of mine)
            blobs.set(f.sha256, f.size);
    }, { concurrency: CONCURRENCY });
    const list = [...blobs].map(([sha256, size]) => ({ sha256, size }));
    const batches = [];
    for (let i = 0; i < list.length; i += VERIFY_BATCH)
        batches.push(list.slice(i, i + VERIFY_BATCH));
    await (0,p_map/* default */.Ay)(batches, async (batch) => {
        try {
            problems.push(...(await checkBatch(target, batch)));
        }
        catch (err) {
            problems.push(`content cannot be read from the target (${err.message})`);
        }
    }, { concurrency: CONCURRENCY });
    const tokens = await source.tokens();
    for (const t of tokens) {
        const found = await target.getTokenByHash(t.hash);
        if (!found)
            problems.push(`token ${t.id} does not resolve in the target`);
        else if (found.id !== t.id || found.accountId !== t.accountId)
            problems.push(`token ${t.id} resolves in the target to another token or account`);
    }
    if (problems.length)
        throw new VerificationError(problems);
    return { revisions: revisions.length, files, blobs: blobs.size, tokens: tokens.length };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/transfer.js



async function copyCaStep(s) {
    s.report.ca = await copyCa(await s.source.ca(), s.o.target);
}
async function copyContentStep(s) {
    const content = await s.source.referencedContent();
    s.o.progress?.(`content: ${content.length} blobs referenced`);
    s.report.content = await copyContent(content, (sha) => s.source.readBlob(sha), s.o.target);
}
async function copyRowsStep(s) {
    s.report.tables = await copyRows({
        sql: s.o.sql,
        source: s.source,
        onBatch: (table, c) => s.o.progress?.(`${table}: ${c.copied} copied, ${c.present} already there`),
    });
}
async function copyRestStep(s) {
    s.report.outbox = await copyOutbox(await s.source.outbox(), s.o.target);
    s.report.acme = await copyAcme(await s.source.acmeFiles(), s.o.target, {
        now: (s.o.now ?? Date.now)(),
        directories: s.o.acmeDirectories ?? [],
    });
    if (s.report.acme.unmatched.length)
        s.o.warn?.(`not copied: ${s.report.acme.unmatched.map((f) => `<data>/acme/${f}`).join(', ')} (the ACME account key of a ` +
            'directory this command was not told: pass --acme-directory <url> with the one `sitepub serve` used)');
}
async function verifyStep(s) {
    s.o.progress?.('verifying: every revision, blob and token against the target');
    s.report.verified = await verify(s.source, s.o.target);
}
const STEPS = [
    ['CA root', copyCaStep],
    ['content', copyContentStep],
    ['tables', copyRowsStep],
    ['outbox and ACME files', copyRestStep],
    ['verification', verifyStep],
];
async function transfer(o) {
    const now = o.now ?? Date.now;
    const source = o.source;
    const s = {
        o,
        source,
        started: now(),
        report: {
            from: source.dir,
            database: o.databaseLabel,
            blobs: o.blobsLabel,
            tables: {},
            content: { copied: 0, present: 0, bytesCopied: 0, bytesPresent: 0 },
            ca: 'none',
            outbox: { copied: 0, present: 0 },
            acme: { copied: 0, present: 0, unmatched: [] },
            verified: { revisions: 0, files: 0, blobs: 0, tokens: 0 },
            edgeSecretFile: source.edgeSecretFile(),
            seconds: 0,
        },
    };
    for (const [name, step] of STEPS) {
        o.progress?.(`${name}\u2026`);
        await step(s);
    }
    s.report.seconds = (now() - s.started) / 1000;
    return s.report;
}


/***/ })

};
