export const id = 112;
export const ids = [112];
export const modules = {

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


/***/ })

};
