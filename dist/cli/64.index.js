export const id = 64;
export const ids = [64];
export const modules = {

/***/ 562:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ WILDCARD_FILE),
/* harmony export */   PC: () => (/* binding */ ACME_WILDCARDS),
/* harmony export */   V_: () => (/* binding */ wildcardFile),
/* harmony export */   WJ: () => (/* binding */ wildcardKey),
/* harmony export */   ZD: () => (/* binding */ ACCOUNT_KEY_FILE),
/* harmony export */   j5: () => (/* binding */ accountKeyFile),
/* harmony export */   kd: () => (/* binding */ ACME_ACCOUNT_KEYS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/**
 * Where the ACME state is kept, once for the server that keeps it (src/server/ca/acme-account.ts,
 * wildcard-store.ts) and `sitepub migrate`, which carries the files into the shared state (transfer/acme-files.ts):
 * the shared-state namespaces, and the file names of `<data>/acme/` that servers before the shared state wrote.
 */

/** Account keys by ACME directory URL. */
const ACME_ACCOUNT_KEYS = 'acme-account-keys';
/** Wildcard certificates by zone, lowercased (`wildcardKey`). */
const ACME_WILDCARDS = 'acme-wildcards';
const wildcardKey = (zone) => zone.toLowerCase();
/** An account key's file: named by a hash of its directory URL only. */
const accountKeyFile = (directoryUrl) => `account-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', directoryUrl).slice(0, 16)}.key.pem`;
const ACCOUNT_KEY_FILE = /^account-[0-9a-f]{16}\.key\.pem$/;
/** A wildcard certificate's file: its zone, characters a file name cannot hold as `_`. */
const wildcardFile = (zone) => `wildcard-${wildcardKey(zone).replace(/[^a-z0-9.-]/g, '_')}.json`;
/** `[1]`: the zone of a wildcard certificate's file. */
const WILDCARD_FILE = /^wildcard-(.+)\.json$/;


/***/ }),

/***/ 18851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ chunksOf)
/* harmony export */ });
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


/***/ }),

/***/ 51064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  transfer: () => (/* binding */ transfer)
});

// UNUSED EXPORTS: VerificationError, verify

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/chunks.js
var chunks = __webpack_require__(18851);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/each-limited.js
var each_limited = __webpack_require__(54827);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/acme-names.js
var acme_names = __webpack_require__(562);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/acme-files.js
/**
 * Pure: the files of `<data>/acme/` as the shared-state entries a cluster reads (src/server/ca/acme-account.ts,
 * wildcard-store.ts). An account key's file is named by a hash of its directory's URL, so the URL is found among
 * the candidates (`--acme-directory` and Let's Encrypt's two); a key of another directory is left out and named.
 */

/** Directories tried for an account key besides the ones given. */
const KNOWN_ACME_DIRECTORIES = [
    'https://acme-v02.api.letsencrypt.org/directory',
    'https://acme-staging-v02.api.letsencrypt.org/directory',
];
function acmeEntries(files, directories = []) {
    const byFile = new Map([...directories, ...KNOWN_ACME_DIRECTORIES].map((url) => [(0,acme_names/* accountKeyFile */.j5)(url), url]));
    const entries = [];
    const unmatched = [];
    for (const { name: file, text: value } of files) {
        const url = byFile.get(file);
        const zone = acme_names/* WILDCARD_FILE */.Kn.exec(file)?.[1];
        if (url)
            entries.push({
                namespace: acme_names/* ACME_ACCOUNT_KEYS */.kd,
                key: url,
                value,
                file,
                what: `ACME account key of ${url}`,
                mustMatch: true,
            });
        else if (acme_names/* ACCOUNT_KEY_FILE */.ZD.test(file))
            unmatched.push(file);
        else if (zone)
            entries.push({
                namespace: acme_names/* ACME_WILDCARDS */.PC,
                key: (0,acme_names/* wildcardKey */.WJ)(zone),
                value,
                file,
                what: `wildcard certificate of ${zone}`,
                mustMatch: false,
            });
        else
            throw new Error(`<data>/acme/${file} is no file sitepub serve writes (account-<hash>.key.pem, wildcard-<zone>.json): ` +
                'move it out of the data folder and run again');
    }
    return { entries, unmatched };
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js + 1 modules
var sql = __webpack_require__(48956);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/migrations.js
var migrations = __webpack_require__(80845);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/schema.js
var schema = __webpack_require__(77995);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/copy-rows.js
/**
 * Copies the rows of one SQL database into another, whole, table by table, parents first, in batches of
 * `INSERT \u2026 ON CONFLICT DO NOTHING RETURNING` (docs/storage.md, "`sitepub migrate`"): a skipped row is looked up
 * by each unique key of the target and its identity compared; equal is "already there", else the run stops with
 * an error naming the row, never a secret. A table without keys is copied as a multiset.
 */



const anyDb = (s) => s.raw;
class TransferConflictError extends Error {
    name = 'TransferConflictError';
}
/**
 * Columns that say what a row IS, beyond its keys: another value here under the same key is somebody else's data.
 * Any other column may have moved on in the target since a first run (a token's use count) and is left as it is.
 */
const IDENTITY = {
    tokens: ['account_id'],
    codes: ['account_id', 'purpose'],
    projects: ['owner_id'],
    revisions: ['account_id', 'content_hash'],
    revision_files: ['sha256', 'size'],
    dns_records: ['domain', 'type', 'name'],
    billing_accounts: ['customer_id'],
    billing_links: ['account_id', 'kind'],
    login_sessions: ['poll_hash'],
};
/** Values of secrets or of what stands in for one: named in messages, never shown. */
const SECRET_COLUMNS = new Set(['password_hash', 'hash', 'poll_hash', 'code', 'key_pem', 'value']);
/** A value as both databases' rows compare (PostgreSQL may read an int8 back as text). */
const asText = (value) => value === null || value === undefined ? null : String(value);
const textOf = (row, columns) => JSON.stringify(columns.map((c) => asText(row[c])));
/**
 * Rows not copied: those of a revision whose upload never completed, and shared state that expires (upload plans,
 * edge registrations; ACME keys and wildcard certificates never expire and are copied).
 */
function isCopied(table, row, pending) {
    if (table === 'shared_state')
        return row.expires_at === null;
    return !pending.has(textOf(row, ['domain', 'rev']));
}
/** The tables the source has, in SHARED_TABLES order, with their unique keys (primary key first). */
async function tableCopies(source) {
    const has = new Set((await source.db.introspection.getTables()).map((t) => t.name));
    return migrations/* SHARED_TABLES */.Cs.filter((name) => has.has(name)).map((name) => {
        const keys = (0,schema/* uniqueKeysOf */.Z)(schema/* TABLES */.C[name]);
        return { name, keys, identity: [...new Set([...keys.flat(), ...(IDENTITY[name] ?? [])])] };
    });
}
const ROWID = '__rowid';
/** The source's rows of `t` to copy, `size` at a time in rowid order (SQLite); a table without keys all at once. */
async function* batchesOf(db, t, size, pending) {
    const all = [];
    for (let after = Number.MIN_SAFE_INTEGER;;) {
        const rows = await db
            .selectFrom(t.name)
            .selectAll()
            .select((0,sql/* sql */.l) `rowid`.as(ROWID))
            .where(sql/* sql */.l.ref('rowid'), '>', after)
            .orderBy(sql/* sql */.l.ref('rowid'))
            .limit(size)
            .execute();
        if (rows.length === 0)
            break;
        after = Number(rows.at(-1)[ROWID]);
        const batch = rows
            .map(({ [ROWID]: _rowid, ...row }) => row)
            .filter((row) => isCopied(t.name, row, pending));
        if (t.keys.length)
            yield batch;
        else
            all.push(...batch);
    }
    if (t.keys.length === 0)
        yield all;
}
async function differences(db, t, rows) {
    if (rows.length === 0)
        return [];
    const found = await Promise.all(t.keys.map(async (key) => {
        const matches = await db
            .selectFrom(t.name)
            .selectAll()
            .where((eb) => eb.or(rows.map((row) => eb.and(key.map((c) => eb(c, '=', row[c]))))))
            .execute();
        return new Map(matches.map((m) => [textOf(m, key), m]));
    }));
    const out = [];
    for (const row of rows) {
        const hits = t.keys.flatMap((key, i) => {
            const target = found[i].get(textOf(row, key));
            const differs = t.identity.filter((c) => c in row && asText(row[c]) !== asText(target?.[c]));
            return target ? [{ row, key, differs }] : [];
        });
        const d = hits.length ? hits.find((h) => h.differs.length) : { row, key: null, differs: [] };
        if (d)
            out.push(d);
    }
    return out;
}
/** A multiset's missing copies: a row the source holds n times and `target` (as `key`s) m times is missing n - m. */
function missingCopies(source, target, key) {
    const have = new Map();
    for (const k of target)
        have.set(k, (have.get(k) ?? 0) + 1);
    return source.filter((row) => {
        const n = have.get(key(row)) ?? 0;
        if (n > 0)
            have.set(key(row), n - 1);
        return n === 0;
    });
}
async function missingIn(db, t, rows) {
    const columns = Object.keys(rows[0] ?? {});
    const target = await db.selectFrom(t.name).selectAll().execute();
    return missingCopies(rows, target.map((r) => textOf(r, columns)), (r) => textOf(r, columns));
}
/** One row's value of `column` for a message: secret columns are named but never shown. */
const shown = (column, value) => SECRET_COLUMNS.has(column) ? `${column}=<secret>` : `${column}=${JSON.stringify(value ?? null)}`;
const rowLabel = (t, row) => `${t.name} row ${(t.keys[0] ?? t.identity).map((c) => shown(c, row[c])).join(', ')}`;
/** Why a source row cannot go into the target. Names the table, the key and the columns, never a secret value. */
function conflictMessage(t, d) {
    const because = d.key
        ? `the target already holds a row with the same ${d.key.join(', ')} that differs in ${d.differs.join(', ')}`
        : 'the target refused it, yet holds no row with any of its keys (a constraint of the target schema?)';
    return (`cannot copy ${rowLabel(t, d.row)}: ${because}. The target database holds other data for the same keys: ` +
        'migrate into an empty database, or into the one an earlier run of this command filled from the same data folder');
}
const verifyMessage = (t, d) => `${rowLabel(t, d.row)} ${d.key ? `differs in the target in ${d.differs.join(', ')}` : 'is missing in the target'}`;
/** Each table to copy with its batches of source rows. */
async function* eachBatch(o) {
    const from = anyDb(o.source.sql);
    const pending = await from
        .selectFrom('revisions')
        .select(['domain', 'rev'])
        .where('status', '=', 'pending')
        .execute();
    const pendingKeys = new Set(pending.map((r) => textOf(r, ['domain', 'rev'])));
    for (const t of await tableCopies(o.source.sql)) {
        yield [t, []]; // every table is counted, an empty one too
        for await (const rows of batchesOf(from, t, o.batch ?? 500, pendingKeys))
            yield [t, rows];
    }
}
/** Inserts `rows`, those whose keys the target holds skipped and each checked (the same, or a conflict). */
async function insertKeyed(db, t, rows) {
    const primary = t.keys[0];
    const insert = db
        .insertInto(t.name)
        .values(rows)
        .onConflict((oc) => oc.doNothing());
    const inserted = await insert.returning(primary).execute();
    const done = new Set(inserted.map((r) => textOf(r, primary)));
    const skipped = rows.filter((r) => !done.has(textOf(r, primary)));
    const [conflict] = await differences(db, t, skipped);
    if (conflict)
        throw new TransferConflictError(conflictMessage(t, conflict));
    return inserted.length;
}
/** Inserts the copies of `rows` that the target lacks (a table without keys). */
async function insertMissing(db, t, rows, size) {
    const missing = await missingIn(db, t, rows);
    for (let i = 0; i < missing.length; i += size)
        await db
            .insertInto(t.name)
            .values(missing.slice(i, i + size))
            .execute();
    return missing.length;
}
async function copyRows(o) {
    const db = anyDb(o.sql);
    const counts = {};
    for await (const [t, rows] of eachBatch(o)) {
        const count = (counts[t.name] ??= { copied: 0, present: 0 });
        if (rows.length === 0)
            continue;
        const copied = t.keys.length ? await insertKeyed(db, t, rows) : await insertMissing(db, t, rows, 500);
        count.copied += copied;
        count.present += rows.length - copied;
        o.onBatch?.(t.name, count);
    }
    return counts;
}
/** Finds every row copyRows copies in the target; returns the rows checked per table and what differs. */
async function verifyRows(o) {
    const db = anyDb(o.sql);
    const rows = {};
    const problems = [];
    for await (const [t, batch] of eachBatch(o)) {
        rows[t.name] = (rows[t.name] ?? 0) + batch.length;
        if (t.keys.length)
            problems.push(...(await differences(db, t, batch)).map((d) => verifyMessage(t, d)));
        else if (batch.length) {
            const missing = (await missingIn(db, t, batch)).length;
            if (missing)
                problems.push(`${t.name}: ${missing} row(s) are missing in the target`);
        }
    }
    return { rows, problems };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/copy-files.js




/** Blobs copied at once (each one a stream from disk into the target). */
const BLOB_CONCURRENCY = 4;
/** Content goes through blob sessions as a deploy's (small blobs packed), each committed so a stopped run resumes. */
const CHUNK_BLOBS = 2000;
const CHUNK_BYTES = 256 * 1024 * 1024;
async function copyContent(content, read, target) {
    const counts = { copied: 0, present: 0, bytesCopied: 0, bytesPresent: 0 };
    for (const chunk of (0,chunks/* chunksOf */.U)(content, CHUNK_BLOBS, CHUNK_BYTES)) {
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
/** Mails the target's outbox lacks (same recipient, subject, kind and text), oldest first. */
async function copyOutbox(mails, target) {
    const have = (await target.outbox.list()).map(mailKey);
    const missing = missingCopies(mails, have, mailKey);
    for (const m of missing)
        await target.outbox.put({ to: m.to, subject: m.subject, text: m.text, kind: m.kind });
    return { copied: missing.length, present: mails.length - missing.length };
}
async function copyAcme(files, target, o) {
    const { entries, unmatched } = acmeEntries(files, o.directories);
    const count = { copied: 0, present: 0, unmatched };
    for (const e of entries) {
        const existing = (await target.shared.get(e.namespace, e.key, o.now))?.value;
        const stored = existing ?? (await target.shared.putIfAbsent(e.namespace, e.key, e.value, { now: o.now }));
        // Another account key is a conflict; another wildcard certificate one the cluster renewed since: it stays.
        if (stored !== e.value && e.mustMatch)
            throw new TransferConflictError(`the target already holds another ${e.what} than <data>/acme/${e.file}: migrate into an empty ` +
                'database, or into the one an earlier run of this command filled from the same data folder');
        if (existing === undefined)
            count.copied++;
        else
            count.present++;
    }
    return count;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/transfer/transfer.js


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
/** Every row and blob of the source in the target, or VerificationError naming what differs (never a secret). */
async function verify(o, content) {
    const { rows, problems } = await verifyRows({ sql: o.target.sql, source: o.source });
    const [mine, theirs] = await Promise.all([o.source.blobs.md5(content), o.target.blobs.md5(content)]);
    for (const sha256 of content) {
        const md5 = theirs.get(sha256);
        if (md5 === undefined)
            problems.push(`content ${sha256} is not in the target`);
        else if (md5 !== mine.get(sha256))
            problems.push(`content ${sha256} reads back from the target as other bytes`);
    }
    if (problems.length)
        throw new VerificationError(problems);
    const [revisions = 0, files = 0, tokens = 0] = [rows.revisions, rows.revision_files, rows.tokens];
    return { revisions, files, blobs: content.length, tokens };
}
async function transfer(o) {
    const now = o.now ?? Date.now;
    const started = now();
    const { source, target } = o;
    const step = (line) => o.progress?.(`${line}\u2026`);
    step('CA root');
    const ca = await copyCa(await source.ca.get(), target);
    step('content');
    const referenced = await source.referencedContent();
    o.progress?.(`content: ${referenced.length} blobs referenced`);
    const content = await copyContent(referenced, (sha) => source.readBlob(sha), target);
    step('tables');
    const tables = await copyRows({
        sql: target.sql,
        source,
        onBatch: (table, c) => o.progress?.(`${table}: ${c.copied} copied, ${c.present} already there`),
    });
    step('outbox and ACME files');
    const outbox = await copyOutbox(await source.outbox.list(), target);
    const acme = await copyAcme(await source.acmeFiles(), target, {
        now: now(),
        directories: o.acmeDirectories ?? [],
    });
    if (acme.unmatched.length)
        o.warn?.(`not copied: ${acme.unmatched.map((f) => `<data>/acme/${f}`).join(', ')} (the ACME account key of a ` +
            'directory this command was not told: pass --acme-directory <url> with the one `sitepub serve` used)');
    step('verification');
    o.progress?.('verifying: every revision, blob and token against the target');
    const verified = await verify(o, referenced.map((c) => c.sha256));
    const edgeSecretFile = source.edgeSecretFile();
    const seconds = (now() - started) / 1000;
    const [from, database, blobs] = [source.dir, o.databaseLabel, o.blobsLabel];
    return { from, database, blobs, tables, content, ca, outbox, acme, verified, edgeSecretFile, seconds };
}


/***/ })

};
