export const id = 822;
export const ids = [822];
export const modules = {

/***/ 27044:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ storeBackends)
/* harmony export */ });
const storeBackends = {
    postgres: async (o) => (await __webpack_require__.e(/* import() */ 540).then(__webpack_require__.bind(__webpack_require__, 48540))).PostgresStore.open(o),
    s3: async (o) => (await __webpack_require__.e(/* import() */ 961).then(__webpack_require__.bind(__webpack_require__, 30961))).S3BlobStore.open(o),
};


/***/ }),

/***/ 62833:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ openStore),
  D: () => (/* binding */ usesDataFolder)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/file-store.js
var file_store = __webpack_require__(5610);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/files/ca-keys.js
var ca_keys = __webpack_require__(24062);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/files/outbox.js
var outbox = __webpack_require__(44300);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/store.js + 12 modules
var store = __webpack_require__(47349);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/database.js + 6 modules
var database = __webpack_require__(65818);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sqlite/store.js
/** `Store` over `<dir>/sitepub.db` (node:sqlite), `<dir>/blobs` (FileBlobStore), `<dir>/outbox` and `<dir>/ca`. */







class SqliteStore extends store/* SqlStore */.U {
    db;
    dir;
    constructor(dir, db, layer, blobs) {
        const ca = new ca_keys/* FileCaKeys */.X((0,external_node_path_.join)(dir, 'ca'));
        super(layer, { blobs, ca, outbox: new outbox/* FileOutbox */.q((0,external_node_path_.join)(dir, 'outbox')) });
        this.dir = dir;
        this.db = db;
    }
    static async open(options) {
        await (0,promises_.mkdir)(options.dir, { recursive: true });
        const { db, sql, notices } = await (0,database/* openSqlite */.L)((0,external_node_path_.join)(options.dir, 'sitepub.db'));
        const blobs = new file_store/* FileBlobStore */.r((0,external_node_path_.join)(options.dir, 'blobs'), (0,external_node_path_.join)(options.dir, 'tmp'));
        await blobs.init();
        await blobs.cleanTemp();
        const store = new SqliteStore(options.dir, db, sql, blobs);
        store.notices.push(...notices);
        // Uploads interrupted by a crash: their revisions never became visible; drop them now.
        await store.revisions.removePending(Infinity);
        return store;
    }
    async close() {
        await this.revisions.settled();
        if (this.db.isOpen)
            this.db.close();
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/store-urls.js
var store_urls = __webpack_require__(50847);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/open-store.js
/**
 * The store a server runs on (docs/scale-out.md, "Configuration"): the embedded SqliteStore in `data`, or a
 * PostgresStore with its blobs in S3 or else in `data/blobs`. The backends are passed in, so this module stays
 * free of the drivers and tests can swap them.
 */





/** Which of the data folder's uses a start has: the data lock is taken whenever one of them is the origin's. */
function usesDataFolder(urls, edges) {
    return !urls.database || !urls.blobs || edges > 0;
}
async function openStore(o, urls = (0,store_urls/* storeUrlsOf */.Zs)(o)) {
    if (!urls.database) {
        const store = await SqliteStore.open({ dir: o.data });
        return {
            store,
            where: o.data,
            embedded: true,
            close: () => store.close(),
        };
    }
    let blobs;
    let tmpDir = null;
    if (urls.blobs) {
        // Several origins may share this machine and its data folder: each spools its uploads in a folder of its own.
        await (0,promises_.mkdir)((0,external_node_path_.join)(o.data, 'tmp'), { recursive: true });
        tmpDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(o.data, 'tmp', 's3-'));
        try {
            blobs = await o.backends.s3({ url: urls.blobs.url, env: o.env, tmpDir });
        }
        catch (err) {
            await (0,promises_.rm)(tmpDir, { recursive: true, force: true });
            throw err;
        }
    }
    else {
        const files = new file_store/* FileBlobStore */.r((0,external_node_path_.join)(o.data, 'blobs'), (0,external_node_path_.join)(o.data, 'tmp'));
        await files.init();
        await files.cleanTemp();
        blobs = files;
    }
    const closeBlobs = async () => {
        await blobs.close?.();
        if (tmpDir)
            await (0,promises_.rm)(tmpDir, { recursive: true, force: true });
    };
    let store;
    try {
        store = await o.backends.postgres({ url: urls.database.url, blobs });
    }
    catch (err) {
        await closeBlobs().catch(() => undefined);
        throw err;
    }
    if (!urls.blobs)
        store.notices.push(`blobs are kept in ${(0,external_node_path_.join)(o.data, 'blobs')} on this machine: this origin is the only one that can serve ` +
            'them; give --blobs s3://BUCKET[/PREFIX] (or SITEPUB_BLOBS_URL) to run several origins');
    return {
        store,
        where: `${urls.database.shown}, blobs in ${urls.blobs ? urls.blobs.url : (0,external_node_path_.join)(o.data, 'blobs')}`,
        embedded: false,
        async close() {
            try {
                await store.close();
            }
            finally {
                await closeBlobs();
            }
        },
    };
}


/***/ }),

/***/ 54291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ CertificatesRepository),
/* harmony export */   x: () => (/* binding */ CaKeysRepository)
/* harmony export */ });
/* harmony import */ var _db_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33911);

const toCert = (r) => ({
    ...r,
    altnames: JSON.parse(r.altnames),
});
class CertificatesRepository extends _db_js__WEBPACK_IMPORTED_MODULE_0__/* .Repository */ .L {
    /** Stores the certificate, replacing the domain's one of the same source. */
    async put(c) {
        const altnames = JSON.stringify(c.altnames);
        await this.sql.upsert('certificates', ['domain', 'source'], { ...c, altnames });
    }
    /** The domain's certificates, the managed one first ('managed' sorts after 'custom'). */
    async list(domain) {
        const rows = await this.sql.db
            .selectFrom('certificates')
            .selectAll()
            .where('domain', '=', domain)
            .orderBy(this.sql.bytes('source'), 'desc')
            .execute();
        return rows.map(toCert);
    }
    /** Managed certificates that expire before `before` (the renewal queue). */
    async expiringBefore(before) {
        const rows = await this.sql.db
            .selectFrom('certificates')
            .selectAll()
            .where('source', '=', 'managed')
            .where('notAfter', '<', before)
            .orderBy('notAfter')
            .orderBy(this.sql.bytes('domain'))
            .execute();
        return rows.map(toCert);
    }
}
/** The CA root in table `ca_keys` (PostgreSQL only; one row, `name` = 'root'): the first `create` of any origin wins. */
class CaKeysRepository extends _db_js__WEBPACK_IMPORTED_MODULE_0__/* .Repository */ .L {
    async get() {
        const r = await this.sql.db
            .selectFrom('ca_keys')
            .select(['certPem', 'keyPem'])
            .where('name', '=', 'root')
            .executeTakeFirst();
        return r ?? null;
    }
    async create(pair) {
        // ON CONFLICT DO NOTHING waits for a racing insert to commit, so the read after it sees the winner.
        await this.sql.db
            .insertInto('ca_keys')
            .values({ name: 'root', certPem: pair.certPem, keyPem: pair.keyPem, createdAt: Date.now() })
            .onConflict((oc) => oc.column('name').doNothing())
            .execute();
        const stored = await this.get();
        if (!stored)
            throw new Error('the CA root was removed from the database while it was being stored');
        return stored;
    }
}


/***/ }),

/***/ 47349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ SqlStore)
});

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/db.js + 3 modules
var db = __webpack_require__(33911);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/accounts.js

const toAccount = (r) => ({ ...r, shownEmail: r.shownEmail ?? r.email });
const toToken = (r) => ({ ...r, scope: JSON.parse(r.scope) });
/** Tables keyed by an account id, emptied with it (tokens and codes go by cascade). */
const ACCOUNT_TABLES = ['billing_accounts', 'billing_links', 'login_sessions'];
class AccountsRepository extends db/* Repository */.L {
    async getAccountByEmail(email) {
        return this.#get('email', email);
    }
    async getAccount(id) {
        return this.#get('id', id);
    }
    async #get(by, value) {
        const r = await this.sql.db.selectFrom('accounts').selectAll().where(by, '=', value).executeTakeFirst();
        return r ? toAccount(r) : null;
    }
    /** Inserts unless the email (canonical) exists; returns the stored row (the existing one when it raced). */
    async createAccount(email, passwordHash, now, shownEmail = email) {
        // ON CONFLICT waits for a racing insert of the email to commit, so the read after it finds the winner.
        const created = await this.sql.db
            .insertInto('accounts')
            .values({
            id: crypto.randomUUID(),
            email,
            shownEmail,
            passwordHash,
            createdAt: now,
            updatedAt: now,
        })
            .onConflict((oc) => oc.column('email').doNothing())
            .returningAll()
            .executeTakeFirst();
        if (created)
            return toAccount(created);
        const stored = await this.getAccountByEmail(email);
        if (!stored)
            throw new Error(`the account of ${email} was deleted while it was being created`);
        return stored;
    }
    /** `updated_at` moves only when something other than `verificationSentAt` (bookkeeping) changes. */
    async updateAccount(id, patch, now) {
        // The four fields by name: a wider object passed as the patch must not write any other column.
        const { passwordHash, plan, emailVerifiedAt, verificationSentAt } = patch;
        const changed = [passwordHash, plan, emailVerifiedAt].some((v) => v !== undefined);
        if (!changed && verificationSentAt === undefined)
            return;
        await this.sql.db
            .updateTable('accounts')
            .set({ passwordHash, plan, emailVerifiedAt, verificationSentAt, updatedAt: changed ? now : undefined })
            .where('id', '=', id)
            .execute();
    }
    /** Deletes the account and every row keyed by it. */
    async deleteAccount(id) {
        await this.sql.tx(async (q) => {
            for (const table of ACCOUNT_TABLES)
                await q.deleteFrom(table).where('accountId', '=', id).execute();
            await q.deleteFrom('accounts').where('id', '=', id).execute();
        });
    }
    /** Inserts the token; false (nothing stored) when its id or hash is taken already. */
    async createToken(t) {
        const r = await this.sql.db
            .insertInto('tokens')
            .values({ ...t, scope: JSON.stringify(t.scope) })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    async getTokenByHash(hash) {
        const r = await this.sql.db.selectFrom('tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
        return r ? toToken(r) : null;
    }
    async listTokens(accountId) {
        const rows = await this.sql.db
            .selectFrom('tokens')
            .selectAll()
            .where('accountId', '=', accountId)
            .orderBy('createdAt', 'desc')
            .execute();
        return rows.map(toToken);
    }
    async deleteToken(accountId, id) {
        const r = await this.sql.db
            .deleteFrom('tokens')
            .where('accountId', '=', accountId)
            .where('id', '=', id)
            .executeTakeFirst();
        return r.numDeletedRows > 0n;
    }
    async touchToken(id, now) {
        await this.sql.db
            .updateTable('tokens')
            .set((eb) => ({ uses: eb('uses', '+', 1), lastUsedAt: now }))
            .where('id', '=', id)
            .execute();
    }
    async putCode(c) {
        await this.sql.upsert('codes', ['hash'], c);
    }
    /** Deletes and returns the code if it exists and has not expired. */
    async takeCode(hash, purpose, now) {
        // DELETE \u2026 RETURNING: of two racing takers, one gets the row. An expired code is removed all the same.
        const r = await this.sql.db
            .deleteFrom('codes')
            .where('hash', '=', hash)
            .where('purpose', '=', purpose)
            .returningAll()
            .executeTakeFirst();
        return r && r.expiresAt >= now ? r : null;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/projects.js

const toProject = (r) => ({
    ...r,
    settings: JSON.parse(r.settings),
});
/** Tables keyed by a project's domain that no foreign key empties: emptied with the project. */
const PROJECT_TABLES = ['certificates', 'dns_records', 'dns_zones', 'collaborators'];
/** Takes the project's row lock for the rest of the transaction `q`; null when there is no such project. */
async function lockProject(sql, q, domain) {
    const r = await q
        .selectFrom('projects')
        .select('liveRev')
        .where('domain', '=', domain)
        .$if(sql.dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
        .executeTakeFirst();
    return r ?? null;
}
/** Counts a change of what the project serves (edges compare versions), made with `set` (the live pointer). */
async function bumpVersion(q, domain, set = {}) {
    await q
        .updateTable('projects')
        .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
        .where('domain', '=', domain)
        .execute();
}
class ProjectsRepository extends db/* Repository */.L {
    async getProject(domain) {
        const r = await this.sql.db
            .selectFrom('projects')
            .selectAll()
            .where('domain', '=', domain)
            .executeTakeFirst();
        return r ? toProject(r) : null;
    }
    /** Every project, or those `ownerId` owns, by domain. */
    async listProjects(ownerId) {
        const rows = await this.sql.db
            .selectFrom('projects')
            .selectAll()
            .$if(ownerId !== undefined, (qb) => qb.where('ownerId', '=', ownerId))
            .orderBy(this.sql.bytes('domain'))
            .execute();
        return rows.map(toProject);
    }
    /** Creates the project unless it exists; the stored row either way, and whether this call created it. */
    async claimProject(domain, ownerId, settings, now) {
        const created = await this.sql.db
            .insertInto('projects')
            .values({ domain, ownerId, settings: JSON.stringify(settings), createdAt: now })
            .onConflict((oc) => oc.column('domain').doNothing())
            .returningAll()
            .executeTakeFirst();
        if (created)
            return { ...toProject(created), created: true };
        const stored = await this.getProject(domain);
        if (!stored)
            throw new Error(`the project ${domain} was deleted while it was being claimed`);
        return { ...stored, created: false };
    }
    async updateSettings(domain, settings) {
        const r = await this.sql.db
            .updateTable('projects')
            .set((eb) => ({ settings: JSON.stringify(settings), version: eb('version', '+', 1) }))
            .where('domain', '=', domain)
            .returningAll()
            .executeTakeFirst();
        return r ? toProject(r) : null;
    }
    /** Deletes the project and everything keyed by it, in one step; blobs are left to garbage collection. */
    async deleteProject(domain) {
        return this.sql.tx(async (q) => {
            for (const table of PROJECT_TABLES)
                await q.deleteFrom(table).where('domain', '=', domain).execute();
            const r = await q.deleteFrom('projects').where('domain', '=', domain).executeTakeFirst();
            return r.numDeletedRows > 0n;
        });
    }
    async platformStats() {
        const r = await this.sql.db
            .selectFrom('revisions')
            .where('status', '=', 'ready')
            .select((eb) => [
            eb.selectFrom('projects').select(eb.fn.countAll().as('n')).as('projects'),
            eb.selectFrom('accounts').select(eb.fn.countAll().as('n')).as('accounts'),
            eb.fn.countAll().as('deployments'),
            eb.fn.coalesce(eb.fn.sum('totalSize'), eb.lit(0)).as('bytes'),
            eb.fn.coalesce(eb.fn.sum('fileCount'), eb.lit(0)).as('files'),
        ])
            .executeTakeFirst();
        return {
            projects: Number(r?.projects ?? 0),
            deployments: Number(r?.deployments ?? 0),
            bytes: Number(r?.bytes ?? 0),
            files: Number(r?.files ?? 0),
            accounts: Number(r?.accounts ?? 0),
        };
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/aliases.js


class AliasesRepository extends db/* Repository */.L {
    /** The project's aliases, by name. */
    async listAliases(domain) {
        return this.sql.db
            .selectFrom('aliases')
            .select(['domain', 'name', 'rev', 'updatedAt'])
            .where('domain', '=', domain)
            .orderBy(this.sql.bytes('name'))
            .execute();
    }
    /** Points alias `name` at ready revision `rev` (bumping the version: edges follow); false when there is none. */
    async setAlias(domain, name, rev, now) {
        return this.sql.tx(async (q) => {
            if (!(await lockProject(this.sql, q, domain)))
                return false;
            const ready = await q
                .selectFrom('revisions')
                .select('rev')
                .where((eb) => eb.and({ domain, rev }))
                .where('status', '=', 'ready')
                .executeTakeFirst();
            if (!ready)
                return false;
            await this.sql.upsert('aliases', ['domain', 'name'], { domain, name, rev, updatedAt: now }, q);
            await bumpVersion(q, domain);
            return true;
        });
    }
    /** Removes an alias (and bumps the version); false when there was none. */
    async deleteAlias(domain, name) {
        return this.sql.tx(async (q) => {
            if (!(await lockProject(this.sql, q, domain)))
                return false;
            const r = await q
                .deleteFrom('aliases')
                .where((eb) => eb.and({ domain, name }))
                .executeTakeFirst();
            if (r.numDeletedRows === 0n)
                return false;
            await bumpVersion(q, domain);
            return true;
        });
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/billing.js

const toBilling = (r) => ({
    ...r,
    card: r.card === null ? null : JSON.parse(r.card),
});
class BillingRepository extends db/* Repository */.L {
    async get(accountId) {
        const r = await this.sql.db
            .selectFrom('billing_accounts')
            .selectAll()
            .where('accountId', '=', accountId)
            .executeTakeFirst();
        return r ? toBilling(r) : null;
    }
    async put(b) {
        const card = b.card ? JSON.stringify(b.card) : null;
        await this.sql.upsert('billing_accounts', ['accountId'], { ...b, card });
    }
    async putLink(l) {
        await this.sql.db.insertInto('billing_links').values(l).execute();
    }
    /** The link unless expired at `now` (reusable until then); expired links are swept on the way. */
    async getLink(hash, now) {
        await this.sql.db.deleteFrom('billing_links').where('expiresAt', '<=', now).execute();
        const r = await this.sql.db
            .selectFrom('billing_links')
            .selectAll()
            .where('hash', '=', hash)
            .where('expiresAt', '>', now)
            .executeTakeFirst();
        return r ?? null;
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/certificates.js
var certificates = __webpack_require__(54291);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/collaborators.js
/** The people a project's owner invited (`surge --add`, `POST /:domain/collaborators`). */

class CollaboratorsRepository extends db/* Repository */.L {
    /** The project's collaborators, oldest first (then by email). */
    async list(domain) {
        return this.sql.db
            .selectFrom('collaborators')
            .select(['domain', 'email', 'invitedBy', 'createdAt'])
            .where('domain', '=', domain)
            .orderBy('createdAt')
            .orderBy(this.sql.bytes('email'))
            .execute();
    }
    async has(domain, email) {
        const r = await this.sql.db
            .selectFrom('collaborators')
            .select('domain')
            .where((eb) => eb.and({ domain, email }))
            .executeTakeFirst();
        return r !== undefined;
    }
    /** Domains the email collaborates on, sorted. */
    async domainsOf(email) {
        const rows = await this.sql.db
            .selectFrom('collaborators')
            .select('domain')
            .where('email', '=', email)
            .orderBy(this.sql.bytes('domain'))
            .execute();
        return rows.map((r) => r.domain);
    }
    /** Returns false (nothing changed) when the email already was a collaborator. */
    async add(c) {
        const r = await this.sql.db
            .insertInto('collaborators')
            .values(c)
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    async remove(domain, email) {
        const r = await this.sql.db
            .deleteFrom('collaborators')
            .where((eb) => eb.and({ domain, email }))
            .executeTakeFirst();
        return r.numDeletedRows > 0n;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/dns.js

const toRecord = ({ domain: _domain, createdAt, ...r }) => ({
    ...r,
    type: r.type,
    category: 'custom',
    created_at: new Date(createdAt).toISOString(),
});
class DnsRepository extends db/* Repository */.L {
    /** The project's custom records, oldest first. */
    async list(domain) {
        const rows = await this.sql.db
            .selectFrom('dns_records')
            .selectAll()
            .where('domain', '=', domain)
            .orderBy('createdAt')
            .orderBy(this.sql.bytes('id'))
            .execute();
        return rows.map(toRecord);
    }
    /** Adds a record with this id (unique across projects) and moves the zone's change time to `now`. */
    async add(domain, id, r, now) {
        return this.sql.tx(async (q) => {
            const row = await q
                .insertInto('dns_records')
                .values({ ...r, id, domain, createdAt: now })
                .returningAll()
                .executeTakeFirstOrThrow();
            await this.sql.upsert('dns_zones', ['domain'], { domain, changedAt: now }, q);
            return toRecord(row);
        });
    }
    /** Removes the record and moves the zone's change time; false when it is not there. */
    async remove(domain, id, now) {
        return this.sql.tx(async (q) => {
            const r = await q
                .deleteFrom('dns_records')
                .where((eb) => eb.and({ domain, id }))
                .executeTakeFirst();
            if (r.numDeletedRows === 0n)
                return false;
            await this.sql.upsert('dns_zones', ['domain'], { domain, changedAt: now }, q);
            return true;
        });
    }
    /** When a record of the zone was last added or removed; 0 when never. */
    async zoneChangedAt(domain) {
        const r = await this.sql.db
            .selectFrom('dns_zones')
            .select('changedAt')
            .where('domain', '=', domain)
            .executeTakeFirst();
        return r?.changedAt ?? 0;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js + 1 modules
var sql = __webpack_require__(48956);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/types.js
var types = __webpack_require__(47136);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/live.js
/**
 * The live pointer of a project and its history. A move is recorded at `now`, or 1 ms after the last one when that
 * is later (another origin's clock ahead), so the newest move is always the current one.
 */




/** Points production at `rev` (null = offline) and records the move. Call with the project's row lock held. */
async function moveLive(q, domain, rev, now, cause) {
    await bumpVersion(q, domain, { liveRev: rev });
    await (0,sql/* sql */.l) `INSERT INTO live_history (domain, rev, at, cause)
    SELECT ${domain}, CAST(${rev} AS BIGINT), CASE WHEN MAX(at) >= ${now} THEN MAX(at) + 1 ELSE ${now} END, ${cause}
    FROM live_history WHERE domain = ${domain}`.execute(q);
}
class LiveRepository extends db/* Repository */.L {
    /**
     * Moves production (null = offline), recording the move with its cause (default `cutover`). With `from`, only
     * if production is still there (another origin may have moved it): false, and nothing changed, when it is not.
     */
    async setLive(domain, rev, now, move) {
        return this.sql.tx(async (q) => {
            const project = await lockProject(this.sql, q, domain);
            if (!project)
                return false;
            if (move?.from !== undefined && move.from !== project.liveRev)
                return false;
            await moveLive(q, domain, rev, now, move?.cause ?? 'cutover');
            return true;
        });
    }
    /** Every move of production, oldest first (`at` strictly increases per project: moveLive). */
    async liveHistory(domain) {
        const rows = await this.sql.db
            .selectFrom('live_history')
            .select(['rev', 'at', 'cause'])
            .where('domain', '=', domain)
            .orderBy('at')
            .execute();
        // An unknown or missing cause reads as null.
        return rows.map((r) => ({ ...r, cause: types/* LIVE_CAUSES */.w.find((c) => c === r.cause) ?? null }));
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/rate-limits.js
/**
 * Rate-limit hits by key. takeHits counts and records in one transaction with the keys locked (PostgreSQL: advisory
 * locks, so counts are exact across origins; SQLite: the transaction holds the database), so racing callers never
 * take more than the limit.
 */

async function count(q, key, since) {
    const r = await q
        .selectFrom('rate_hits')
        .select((eb) => [eb.fn.countAll().as('c'), eb.fn.min('at').as('o')])
        .where('key', '=', key)
        .where('at', '>=', since)
        .executeTakeFirst();
    return { count: r?.c ?? 0, oldest: r?.o ?? null };
}
class RateLimitsRepository extends db/* Repository */.L {
    countHits(key, since) {
        return count(this.sql.db, key, since);
    }
    async addHits(hits) {
        if (hits.length === 0)
            return;
        await this.sql.tx((q) => this.sql.insertRows(q, 'rate_hits', ['key', 'at'], hits));
    }
    /** Unless a check has `limit` hits since `since`, records a hit of each key at `at`; atomic across origins. */
    async takeHits(checks, since, at) {
        if (checks.length === 0)
            return { ok: true };
        return this.sql.tx(async (q) => {
            // Others checking one of these keys wait here, so the counts below see every hit committed before.
            await this.sql.lockKeys(q, checks.map((c) => c.key));
            for (const [index, c] of checks.entries()) {
                const { count: n, oldest } = await count(q, c.key, since);
                if (n >= c.limit)
                    return { ok: false, index, oldest };
            }
            await this.sql.insertRows(q, 'rate_hits', ['key', 'at'], checks.map((c) => ({ key: c.key, at })));
            return { ok: true };
        });
    }
    async pruneHits(before) {
        await this.sql.db.deleteFrom('rate_hits').where('at', '<', before).execute();
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/private-files.js
var private_files = __webpack_require__(70673);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/revision-content.js
const RECENT_CONTENT = 4;
const keyOf = (domain, rev) => `${domain}\0${rev}`;
/** The file lists of the revisions completed last (the oldest forgotten first). */
class RecentContent {
    #lists = new Map();
    keep(domain, rev, contentHash, files) {
        this.#lists.set(keyOf(domain, rev), { contentHash, files });
        for (const key of this.#lists.keys()) {
            if (this.#lists.size <= RECENT_CONTENT)
                break;
            this.#lists.delete(key); // the oldest first: a Map keeps insertion order
        }
    }
    /** The kept list, while the revision still has the content it was kept with (a number taken again is not). */
    get(revision) {
        const kept = this.#lists.get(keyOf(revision.domain, revision.rev));
        return kept && kept.contentHash === revision.contentHash ? kept.files : null;
    }
}
/**
 * md5 fills of this process, one per revision at a time: a manifest asked for while the fill after its deploy runs
 * waits for it (another origin filling the same revision at once only repeats the work).
 */
class Md5Fills {
    #running = new Map();
    async run(domain, rev, fill) {
        const key = keyOf(domain, rev);
        for (let running = this.#running.get(key); running; running = this.#running.get(key))
            await running.catch(() => undefined);
        const job = fill().finally(() => this.#running.delete(key));
        this.#running.set(key, job);
        return job;
    }
    async settled() {
        await Promise.allSettled(this.#running.values());
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/revisions.js
/**
 * Revisions of a project and their file lists, md5s filled in later, and which content an account has already.
 * Every change of a project's revisions takes the project's row lock first (projects.ts).
 */






/** Revisions whose content sizes a size-only upload plan listing is checked against (accountContentSizes). */
const ACCOUNT_SIZES_REVISIONS = 32;
/** Sizes per IN list of accountContentSizes. */
const SIZE_BATCH = 10_000;
/** Tries of createPendingRevision, each lost to a racing deploy of the domain. */
const REV_TRIES = 50;
/** revision_files.md5 is '' until computed (the column predates lazy md5s and is NOT NULL): null in records. */
const md5Of = (md5) => (md5 === '' ? null : md5);
const toRevision = ({ uploadStart, uploadEnd, ...r }) => ({
    ...r,
    stage: r.stage === 1,
    privateFiles: JSON.parse(r.privateFiles),
    meta: JSON.parse(r.meta),
    headers: JSON.parse(r.headers),
    uploadStartTime: uploadStart,
    uploadEndTime: uploadEnd,
});
/** The domain's revisions (ready ones unless `includePending`) with `liveAt`, the last time each went live. */
function revisionsOf(q, domain, o) {
    return q
        .selectFrom('revisions as r')
        .selectAll('r')
        .select((eb) => eb
        .selectFrom('live_history as h')
        .select((h) => h.fn.max('h.at').as('at'))
        .whereRef('h.domain', '=', 'r.domain')
        .whereRef('h.rev', '=', 'r.rev')
        .as('liveAt'))
        .where('r.domain', '=', domain)
        .$if(!o?.includePending, (qb) => qb.where('r.status', '=', 'ready'));
}
class RevisionsRepository extends db/* Repository */.L {
    #blobs;
    #fills = new Md5Fills();
    /** The lists completed last here: a deploy's edges each take it right after (docs/bench.md). */
    #recentContent = new RecentContent();
    constructor(sql, blobs) {
        super(sql);
        this.#blobs = blobs;
    }
    /** Settles once every running md5 fill has. */
    settled() {
        return this.#fills.settled();
    }
    /** Removes the pending revisions of uploads started before `before` (a crash, a dead origin); returns how many. */
    async removePending(before) {
        const r = await this.sql.db
            .deleteFrom('revisions')
            .where('status', '=', 'pending')
            .where('uploadStart', '<', before)
            .executeTakeFirst();
        return Number(r.numDeletedRows);
    }
    /** Creates a pending revision (invisible to listRevisions unless includePending). Returns its unique rev. */
    async createPendingRevision({ rev: wanted, uploadStartTime, ...n }) {
        // The next free number at or after the wanted one, found by the insert itself. A racing deploy of the domain
        // that takes the same number makes the insert do nothing (PostgreSQL: once that one commits): try again then.
        const rev = (0,sql/* sql */.l) `(SELECT CASE WHEN MAX(rev) >= ${wanted} THEN MAX(rev) + 1 ELSE ${wanted} END
      FROM revisions WHERE domain = ${n.domain})`;
        for (let attempt = 0; attempt < REV_TRIES; attempt++) {
            const r = await this.sql.db
                .insertInto('revisions')
                .values({
                ...n,
                rev,
                status: 'pending',
                stage: n.stage ? 1 : 0,
                meta: JSON.stringify(n.meta),
                headers: JSON.stringify(n.headers),
                uploadStart: uploadStartTime,
                createdAt: rev,
            })
                .onConflict((oc) => oc.columns(['domain', 'rev']).doNothing())
                .returning('rev')
                .executeTakeFirst();
            if (r)
                return r.rev;
        }
        throw new Error(`could not number a new revision of ${n.domain}: ${REV_TRIES} racing deploys took each number first; try again`);
    }
    /** Stores the files of a pending revision and its totals; it stays pending. */
    async completeUpload(domain, rev, u) {
        await this.sql.tx(async (q) => {
            // The project's lock first, as every other change of its revisions takes it: a discard of this revision
            // from another origin then runs wholly before or after, and a discarded revision is found gone here.
            await lockProject(this.sql, q, domain);
            const r = await q
                .updateTable('revisions')
                .set({
                fileCount: u.files.length,
                totalSize: u.files.reduce((n, f) => n + f.size, 0),
                privateFiles: JSON.stringify((0,private_files/* privateFilesOf */.J)(u.files)),
                contentHash: u.contentHash,
                uploadEnd: u.uploadEndTime,
            })
                .where((eb) => eb.and({ domain, rev }))
                .executeTakeFirst();
            if (r.numUpdatedRows === 0n)
                throw new Error(`revision ${rev} of ${domain} no longer exists`);
            await this.sql.insertRows(q, 'revision_files', ['domain', 'rev', 'path', 'sha256', 'md5', 'size'], u.files.map((f) => ({ domain, rev, path: f.path, sha256: f.sha256, md5: f.md5 ?? '', size: f.size })));
            await bumpVersion(q, domain);
        });
        const files = u.files.map((f) => ({ path: f.path, sha256: f.sha256, size: f.size }));
        this.#recentContent.keep(domain, rev, u.contentHash, files);
    }
    /**
     * Pending \u2192 ready and, if `live`, production (cause `deploy`), unless a revision with a greater rev (a deploy
     * started later) was live already: then production stays (`overtakenBy`). Under the project's lock, so two
     * racing publishes of one domain never both move it.
     */
    async publishRevision(domain, rev, o) {
        return this.sql.tx(async (q) => {
            await lockProject(this.sql, q, domain);
            const changed = await q
                .updateTable('revisions')
                .set({ status: 'ready' })
                .where((eb) => eb.and({ domain, rev }))
                .executeTakeFirst();
            if (changed.numUpdatedRows === 0n)
                throw new Error(`revision ${rev} of ${domain} no longer exists`);
            const newer = o.live
                ? await q
                    .selectFrom('live_history')
                    .select((eb) => eb.fn.max('rev').as('m'))
                    .where('domain', '=', domain)
                    .where('rev', '>', rev)
                    .executeTakeFirst()
                : undefined;
            const overtakenBy = newer?.m ?? null;
            if (o.live && overtakenBy === null) {
                await moveLive(q, domain, rev, o.now, 'deploy');
                return { live: true, overtakenBy };
            }
            await bumpVersion(q, domain);
            return { live: false, overtakenBy };
        });
    }
    /** Removes a revision (pending or ready) and its files; production goes offline (`discard`) if it was live. */
    async deleteRevision(domain, rev) {
        return this.sql.tx(async (q) => {
            const project = await lockProject(this.sql, q, domain);
            if (!project)
                return false;
            if (project.liveRev === rev)
                await moveLive(q, domain, null, Date.now(), 'discard');
            const r = await q
                .deleteFrom('revisions')
                .where((eb) => eb.and({ domain, rev }))
                .executeTakeFirst();
            if (r.numDeletedRows === 0n)
                return false;
            await bumpVersion(q, domain);
            return true;
        });
    }
    async getRevision(domain, rev, o) {
        const r = await revisionsOf(this.sql.db, domain, o).where('r.rev', '=', rev).executeTakeFirst();
        return r ? toRevision(r) : null;
    }
    /** Newest first. */
    async listRevisions(domain, o) {
        const rows = await revisionsOf(this.sql.db, domain, o).orderBy('r.rev', 'desc').execute();
        return rows.map(toRevision);
    }
    async getRevisionFiles(domain, rev) {
        const rows = await this.#files(domain, rev)
            .select(['path', 'sha256', 'md5', 'size'])
            .orderBy(this.sql.bytes('path'))
            .execute();
        return rows.map((r) => ({ ...r, md5: md5Of(r.md5) }));
    }
    /**
     * The files without md5s (what edges take), unordered; none before the upload completed. The lists completed
     * last are kept in memory, while the revision keeps the content hash they were made with.
     */
    async getRevisionContent(revision) {
        return (this.#recentContent.get(revision) ??
            this.#files(revision.domain, revision.rev).select(['path', 'sha256', 'size']).execute());
    }
    /** The file rows of a revision. */
    #files(domain, rev) {
        return this.sql.db.selectFrom('revision_files').where((eb) => eb.and({ domain, rev }));
    }
    /** getRevisionFiles with every md5 known: the missing ones are computed first (fillMd5). */
    async getRevisionManifest(domain, rev) {
        await this.fillMd5(domain, rev);
        return (await this.getRevisionFiles(domain, rev)).map((f) => {
            if (f.md5 === null)
                throw new Error(`the md5 of ${f.path} in ${domain} revision ${rev} is still unknown`);
            return { ...f, md5: f.md5 };
        });
    }
    /** Records the missing md5s of the revision's files (from their blobs), for every record of that content. */
    async fillMd5(domain, rev) {
        return this.#fills.run(domain, rev, () => this.#fillMd5(domain, rev));
    }
    async #fillMd5(domain, rev) {
        const rows = await this.#files(domain, rev).select('sha256').distinct().where('md5', '=', '').execute();
        const missing = rows.map((r) => r.sha256);
        if (missing.length === 0)
            return;
        const found = await this.#blobs.md5(missing);
        // One statement for them all, the md5s as one JSON object (sha256 \u2192 md5) joined through the sha256 index: a
        // transaction (an fsync) per batch of a CASE list cost 15 commits for 7,453 files (docs/bench.md). Two origins
        // filling revisions that share content may deadlock on PostgreSQL: tx() runs the cancelled one again.
        if (found.size > 0) {
            const pairs = sql/* sql */.l.raw(this.sql.dialect === 'sqlite' ? 'json_each' : 'json_each_text');
            const md5s = JSON.stringify(Object.fromEntries(found));
            await this.sql.tx((q) => (0,sql/* sql */.l) `UPDATE revision_files SET md5 = j.value FROM ${pairs}(${md5s}) AS j
          WHERE revision_files.sha256 = j.key AND revision_files.md5 = ''`.execute(q));
        }
        const lost = missing.filter((sha256) => !found.has(sha256));
        if (lost.length > 0)
            throw new Error(`${lost.length} file(s) of ${domain} revision ${rev} have no content in the blob store (first: ${lost[0]})`);
    }
    /** True if any file record (of any revision, pending included) references the blob. */
    async isBlobReferenced(sha256) {
        const r = await this.sql.db
            .selectFrom('revision_files')
            .select('sha256')
            .where('sha256', '=', sha256)
            .limit(1)
            .executeTakeFirst();
        return r !== undefined;
    }
    /** All referenced blob ids (for garbage collection). */
    async referencedBlobs() {
        const rows = await this.sql.db.selectFrom('revision_files').select('sha256').distinct().execute();
        return new Set(rows.map((r) => r.sha256));
    }
    /**
     * Of `sha256s`, the content a ready revision of `accountId` references (what an upload plan may reuse). One
     * statement through the revision_files(sha256) index: a JSON list on SQLite, an array on PostgreSQL.
     */
    async accountContent(accountId, sha256s) {
        const list = [...new Set(sha256s)];
        const rows = this.sql.dialect === 'sqlite'
            ? await (0,sql/* sql */.l) `
            SELECT j.value AS sha256, f.md5 AS md5, f.size AS size
            FROM (SELECT DISTINCT value FROM json_each(${JSON.stringify(list)})) j
            JOIN revision_files f ON f.rowid = (
              SELECT rf.rowid FROM revision_files rf
              JOIN revisions r ON r.domain = rf.domain AND r.rev = rf.rev
              WHERE rf.sha256 = j.value AND r.account_id = ${accountId} AND r.status = 'ready' LIMIT 1)`.execute(this.sql.db)
            : await (0,sql/* sql */.l) `
            SELECT DISTINCT ON (f.sha256) f.sha256, f.md5, f.size
            FROM revision_files f JOIN revisions r ON r.domain = f.domain AND r.rev = f.rev
            WHERE f.sha256 = ANY(${list}::text[]) AND r.account_id = ${accountId} AND r.status = 'ready'
            ORDER BY f.sha256, f.md5 = ''`.execute(this.sql.db);
        const out = new Map();
        for (const r of rows.rows)
            out.set(r.sha256, { md5: md5Of(r.md5), size: r.size });
        return out;
    }
    /**
     * Of `sizes`, those of a file in the account's ACCOUNT_SIZES_REVISIONS newest ready revisions: files of other
     * sizes in a size-only plan listing cannot be reused, so the client need not hash them.
     */
    async accountContentSizes(accountId, sizes) {
        const found = new Set();
        const wanted = [...new Set(sizes)];
        for (let start = 0; start < wanted.length; start += SIZE_BATCH) {
            const rows = await this.sql.db
                .selectFrom((eb) => eb
                .selectFrom('revisions')
                .select(['domain', 'rev'])
                .where('accountId', '=', accountId)
                .where('status', '=', 'ready')
                .orderBy('rev', 'desc')
                .limit(ACCOUNT_SIZES_REVISIONS)
                .as('r'))
                .innerJoin('revision_files as f', (j) => j.onRef('f.domain', '=', 'r.domain').onRef('f.rev', '=', 'r.rev'))
                .select('f.size')
                .distinct()
                .where('f.size', 'in', wanted.slice(start, start + SIZE_BATCH))
                .execute();
            for (const r of rows)
                found.add(r.size);
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/sessions.js
/** Browser-login sessions (`POST /login/session`, approved in the browser, polled by the CLI). */

class LoginSessionsRepository extends db/* Repository */.L {
    async put(s) {
        await this.sql.upsert('login_sessions', ['uuid'], s);
    }
    /** The session if it exists and has not expired at `now` (expired ones are swept on the way). */
    async get(uuid, now) {
        await this.sql.db.deleteFrom('login_sessions').where('expiresAt', '<=', now).execute();
        const r = await this.sql.db
            .selectFrom('login_sessions')
            .selectAll()
            .where('uuid', '=', uuid)
            .where('expiresAt', '>', now)
            .executeTakeFirst();
        return r ?? null;
    }
    /** Sessions not expired at `now` (a cap against floods of the public endpoint). */
    async count(now) {
        const r = await this.sql.db
            .selectFrom('login_sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('expiresAt', '>', now)
            .executeTakeFirst();
        return r?.n ?? 0;
    }
    async delete(uuid) {
        const r = await this.sql.db.deleteFrom('login_sessions').where('uuid', '=', uuid).executeTakeFirst();
        return r.numDeletedRows > 0n;
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/shared-state.js

const ENTRY = ['key', 'value', 'updatedAt', 'expiresAt'];
/** Live at `now`: no expiry, or a later one. */
const liveAt = (now) => (eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]);
class SharedStateRepository extends db/* Repository */.L {
    /** Writes `value` under (namespace, key), replacing any earlier one. */
    async put(namespace, key, value, o) {
        const row = { namespace, key, value, updatedAt: o.now, expiresAt: o.expiresAt ?? null };
        await this.sql.upsert('shared_state', ['namespace', 'key'], row);
    }
    /**
     * Writes `value` unless a live entry exists; returns the stored value, which is the one to use (when two
     * origins race, the first write wins for both).
     */
    async putIfAbsent(namespace, key, value, o) {
        // Inserted, or replacing an expired row; on a live row nothing changes and the stored value is read. Should
        // that row go (taken, deleted) between the two statements, try again.
        const entry = { value, updatedAt: o.now, expiresAt: o.expiresAt ?? null };
        for (;;) {
            const stored = await this.sql.db
                .insertInto('shared_state')
                .values({ namespace, key, ...entry })
                .onConflict((oc) => oc
                .columns(['namespace', 'key'])
                .doUpdateSet(entry)
                .where('shared_state.expiresAt', 'is not', null)
                .where('shared_state.expiresAt', '<=', o.now))
                .returning('value')
                .executeTakeFirst();
            if (stored)
                return stored.value;
            const live = await this.get(namespace, key, o.now);
            if (live)
                return live.value;
        }
    }
    /** The live entry (not expired at `now`), or null. */
    async get(namespace, key, now) {
        const r = await this.sql.db
            .selectFrom('shared_state')
            .select(ENTRY)
            .where((eb) => eb.and({ namespace, key }))
            .where(liveAt(now))
            .executeTakeFirst();
        return r ?? null;
    }
    /** Deletes and returns the live entry in one step: of two racing callers, exactly one gets it. */
    async take(namespace, key, now) {
        const r = await this.sql.db
            .deleteFrom('shared_state')
            .where((eb) => eb.and({ namespace, key }))
            .where(liveAt(now))
            .returning(ENTRY)
            .executeTakeFirst();
        return r ?? null;
    }
    /** Live entries of the namespace, oldest write first. */
    async list(namespace, now) {
        return this.sql.db
            .selectFrom('shared_state')
            .select(ENTRY)
            .where('namespace', '=', namespace)
            .where(liveAt(now))
            .orderBy('updatedAt')
            .orderBy(this.sql.bytes('key'))
            .execute();
    }
    /** False when there was no entry live at `now`. Not `take`: the value (an upload plan: up to a few MB) stays in
     *  the database instead of being sent back for nothing. */
    async delete(namespace, key, now) {
        const r = await this.sql.db
            .deleteFrom('shared_state')
            .where((eb) => eb.and({ namespace, key }))
            .where(liveAt(now))
            .executeTakeFirst();
        return r.numDeletedRows > 0n;
    }
    /** Removes the entries expired at `now` (all namespaces); returns how many. */
    async prune(now) {
        const r = await this.sql.db
            .deleteFrom('shared_state')
            .where('expiresAt', 'is not', null)
            .where('expiresAt', '<=', now)
            .executeTakeFirst();
        return Number(r.numDeletedRows);
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sql/store.js












/** What a SqlStore's parts work on: the SQL layer, and the media kept apart from it. */
class StoreMedia {
    sql;
    blobs;
    /** The CA root and the mail outbox: files of the data folder (SQLite), or tables (PostgreSQL). */
    ca;
    outbox;
    constructor(sql, media) {
        this.sql = sql;
        this.blobs = media.blobs;
        this.ca = media.ca;
        this.outbox = media.outbox;
    }
}
/** The Store of both SQL stores (SqliteStore, PostgresStore): each adds how it opens and closes. */
class SqlStore extends StoreMedia {
    /** What opening changed or did that the operator should know (file modes tightened, migrations applied). */
    notices = [];
    accounts = new AccountsRepository(this.sql);
    projects = new ProjectsRepository(this.sql);
    revisions = new RevisionsRepository(this.sql, this.blobs);
    live = new LiveRepository(this.sql);
    aliases = new AliasesRepository(this.sql);
    rateLimits = new RateLimitsRepository(this.sql);
    collaborators = new CollaboratorsRepository(this.sql);
    dns = new DnsRepository(this.sql);
    certs = new certificates/* CertificatesRepository */.d(this.sql);
    billing = new BillingRepository(this.sql);
    sessions = new LoginSessionsRepository(this.sql);
    shared = new SharedStateRepository(this.sql);
}


/***/ }),

/***/ 47136:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ GC_GRACE_MS),
/* harmony export */   w: () => (/* binding */ LIVE_CAUSES)
/* harmony export */ });
/** Why production moved (LiveRepository.setLive), as the live history keeps it: the production rule reads it. */
/** The grace period of every origin's garbage collection (server/main.ts `maintain`). */
const GC_GRACE_MS = 60 * 60 * 1000;
const LIVE_CAUSES = ['deploy', 'cutover', 'rollback', 'rollfore', 'discard'];


/***/ })

};
