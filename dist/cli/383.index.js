export const id = 383;
export const ids = [383];
export const modules = {

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

/***/ 80845:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ SHARED_TABLES),
/* harmony export */   K_: () => (/* binding */ MIGRATION_LOCK_TABLE),
/* harmony export */   jA: () => (/* binding */ migrationsFor),
/* harmony export */   wp: () => (/* binding */ MIGRATION_TABLE)
/* harmony export */ });
/* harmony import */ var kysely__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48956);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77995);
/**
 * The schema's versioned migrations (code, so a bundle reads nothing from disk), run by Kysely's Migrator on both
 * databases, recorded in `sitepub_migrations` under its lock table (origins starting at once: one migrates).
 * Append only (`NNN-what`). `001-initial` creates whatever of TABLES (the current schema) is missing, so later
 * migrations find their change made on a new database and make it only when missing. That also adopts SQLite
 * folders of earlier versions (their steps in `schema_migrations`, left in place) with their rows kept. A migration
 * that adds columns lists them itself, as they were then: what it does never changes with TABLES.
 */


/** Kysely's bookkeeping tables (no row copier copies them, nor SQLite's earlier `schema_migrations`). */
const MIGRATION_TABLE = 'sitepub_migrations';
const MIGRATION_LOCK_TABLE = 'sitepub_migrations_lock';
/** The tables both databases have, parents before the rows that reference them: the order a copier fills them. */
const SHARED_TABLES = Object.keys(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .TABLES */ .C).filter((name) => !('postgresOnly' in _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .TABLES */ .C[name]));
/** The columns `table` has now. */
async function columnsOf(db, dialect, table) {
    const found = dialect === 'sqlite'
        ? await (0,kysely__WEBPACK_IMPORTED_MODULE_1__/* .sql */ .l) `SELECT name FROM pragma_table_info(${table})`.execute(db)
        : await (0,kysely__WEBPACK_IMPORTED_MODULE_1__/* .sql */ .l) `SELECT column_name AS name FROM information_schema.columns
                  WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
    return new Set(found.rows.map((r) => r.name));
}
const dataType = (spec, dialect) => spec.startsWith('text') ? 'text' : spec.startsWith('int') && dialect === 'postgres' ? 'bigint' : 'integer';
/** A column of TABLES: NOT NULL unless `null` (or the primary key). */
function defineColumn(c, spec) {
    const [type, ...modifiers] = spec.split(' ');
    for (const modifier of modifiers) {
        const [word, value = ''] = modifier.split('=');
        if (word === 'pk')
            c = c.primaryKey();
        else if (word === 'unique')
            c = c.unique();
        else if (word === 'default')
            c = c.defaultTo(type === 'text' ? value : Number(value));
        else if (word === 'ref')
            c = c.references(value).onDelete('cascade');
    }
    return modifiers.includes('null') || modifiers.includes('pk') ? c : c.notNull();
}
/** Creates every missing table of TABLES that `dialect`'s database has, with its indexes. */
async function createTables(db, dialect) {
    const names = dialect === 'postgres' ? Object.keys(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .TABLES */ .C) : SHARED_TABLES;
    for (const name of names) {
        const spec = _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .TABLES */ .C[name];
        let table = db.schema.createTable(name).ifNotExists();
        for (const [column, type] of Object.entries(spec.columns))
            table = table.addColumn(column, dataType(type, dialect), (c) => defineColumn(c, type));
        if (spec.key)
            table = table.addPrimaryKeyConstraint(`${name}_pkey`, [...spec.key]);
        if (spec.revision)
            table = table.addForeignKeyConstraint(spec.revision, ['domain', 'rev'], 'revisions', ['domain', 'rev'], (c) => c.onDelete('cascade'));
        await (dialect === 'sqlite' ? table.modifyEnd((0,kysely__WEBPACK_IMPORTED_MODULE_1__/* .sql */ .l) `STRICT`) : table).execute();
        for (const [index, columns] of Object.entries(spec.indexes ?? {}))
            await db.schema
                .createIndex(index)
                .ifNotExists()
                .on(name)
                .columns([...columns])
                .execute();
    }
    // Partial (TableSpec indexes have no WHERE): the shape every database since this index came has.
    await db.schema
        .createIndex('shared_state_expiry')
        .ifNotExists()
        .on('shared_state')
        .column('expires_at')
        .where(kysely__WEBPACK_IMPORTED_MODULE_1__/* .sql */ .l.ref('expires_at'), 'is not', null)
        .execute();
}
/** Adds each column of `additions` its table lacks; returns the `table.column`s it added. */
async function addColumns(db, dialect, additions) {
    const added = new Set();
    for (const [name, columns] of Object.entries(additions)) {
        const present = await columnsOf(db, dialect, name);
        for (const [column, type] of Object.entries(columns))
            if (!present.has(column)) {
                await db.schema
                    .alterTable(name)
                    .addColumn(column, dataType(type, dialect), (c) => defineColumn(c, type))
                    .execute();
                added.add(`${name}.${column}`);
            }
    }
    return added;
}
/** Every migration, run in name order. */
function migrationsFor(dialect) {
    return {
        '001-initial': {
            async up(db) {
                await createTables(db, dialect);
                // SQLite folders from before these columns (their schema_migrations 011, 012) get them here.
                const added = await addColumns(db, dialect, {
                    accounts: { shown_email: 'text null' },
                    revisions: { private_files: 'text default=[]' },
                });
                // Only ever SQLite (every PostgreSQL database was made with the column): the private files
                // (src/protocol/private-files.ts) of the revisions stored before, from their file lists.
                if (added.has('revisions.private_files'))
                    await (0,kysely__WEBPACK_IMPORTED_MODULE_1__/* .sql */ .l) `UPDATE revisions SET private_files = (
            SELECT COALESCE(json_group_array(json_object('path', f.path, 'size', f.size)), '[]')
            FROM revision_files f
            WHERE f.domain = revisions.domain AND f.rev = revisions.rev
              AND f.path IN ('/CNAME', '/AUTH', '/CORS', '/ROUTER'))`.execute(db);
            },
        },
        // Why each move of production happened (LiveCause); moves recorded before keep a null cause.
        '002-live-cause': {
            async up(db) {
                await addColumns(db, dialect, { live_history: { cause: 'text null' } });
            },
        },
    };
}


/***/ }),

/***/ 77995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ TABLES),
/* harmony export */   Z: () => (/* binding */ uniqueKeysOf)
/* harmony export */ });
const TABLES = {
    accounts: {
        columns: {
            id: 'text pk',
            /** Canonical (trimmed, lower case): what sign-in matches. */
            email: 'text unique',
            /** `scrypt$N$r$p$salt$hash` (base64 parts); see src/server/auth/password.ts. */
            password_hash: 'text',
            plan: 'text default=free',
            role: 'text default=user',
            created_at: 'int',
            updated_at: 'int',
            email_verified_at: 'int null',
            verification_sent_at: 'int null',
            /** The email as typed at sign-up (case kept); null for accounts made before it was kept. */
            shown_email: 'text null',
        },
    },
    tokens: {
        columns: {
            id: 'text pk',
            account_id: 'text ref=accounts.id',
            /** Hex SHA-256 of the token; the token itself is never stored. */
            hash: 'text unique',
            msg: 'text',
            /** JSON: the domains the token is limited to; empty = unrestricted. */
            scope: 'text',
            uses: 'int default=0',
            created_at: 'int',
            last_used_at: 'int null',
            expires_at: 'int',
        },
        indexes: { tokens_account: ['account_id'] },
    },
    codes: {
        columns: {
            hash: 'text pk',
            account_id: 'text ref=accounts.id',
            purpose: 'text of=verify|reset',
            expires_at: 'int',
        },
        indexes: { codes_account: ['account_id'] },
    },
    projects: {
        columns: {
            domain: 'text pk',
            owner_id: 'text',
            live_rev: 'int null',
            settings: 'text',
            /** Bumped on every change of the project's revisions, live pointer or settings. */
            version: 'int default=1',
            created_at: 'int',
        },
        indexes: { projects_owner: ['owner_id'] },
    },
    revisions: {
        columns: {
            domain: 'text ref=projects.domain',
            rev: 'int',
            status: 'text of=pending|ready',
            account_id: 'text',
            email: 'text',
            message: 'text null',
            stage: 'flag',
            cli_version: 'text null',
            cmd: 'text',
            platform: 'text',
            /** All files of the revision, private ones included. */
            file_count: 'int default=0',
            total_size: 'int default=0',
            content_hash: 'text default=',
            meta: 'text',
            headers: 'text',
            upload_start: 'int',
            upload_end: 'int default=0',
            created_at: 'int',
            private_files: 'text default=[]',
        },
        key: ['domain', 'rev'],
        indexes: { revisions_account: ['account_id', 'rev'] },
    },
    revision_files: {
        columns: { domain: 'text', rev: 'int', path: 'text', sha256: 'text', md5: 'text', size: 'int' },
        key: ['domain', 'rev', 'path'],
        revision: 'revision_files_revision',
        indexes: { revision_files_sha: ['sha256'] },
    },
    live_history: {
        columns: { domain: 'text ref=projects.domain', rev: 'int null', at: 'int', cause: 'text null' },
        indexes: { live_history_domain: ['domain', 'rev', 'at'] },
    },
    aliases: {
        columns: { domain: 'text', name: 'text', rev: 'int', updated_at: 'int' },
        key: ['domain', 'name'],
        revision: 'aliases_revision_fk',
        indexes: { aliases_revision: ['domain', 'rev'] },
    },
    rate_hits: {
        columns: { key: 'text', at: 'int' },
        indexes: { rate_hits_key: ['key', 'at'], rate_hits_at: ['at'] },
    },
    certificates: {
        columns: {
            domain: 'text',
            source: 'text of=managed|custom',
            altnames: 'text',
            cert_pem: 'text',
            chain_pem: 'text',
            key_pem: 'text',
            not_before: 'int',
            not_after: 'int',
            created_at: 'int',
        },
        key: ['domain', 'source'],
    },
    dns_records: {
        columns: {
            id: 'text pk',
            domain: 'text',
            type: 'text',
            name: 'text',
            value: 'text',
            priority: 'int null',
            ttl: 'int',
            created_at: 'int',
        },
        indexes: { dns_records_domain: ['domain', 'created_at'] },
    },
    dns_zones: { columns: { domain: 'text pk', changed_at: 'int' } },
    collaborators: {
        columns: { domain: 'text', email: 'text', invited_by: 'text', created_at: 'int' }, // email: canonical
        key: ['domain', 'email'],
        indexes: { collaborators_email: ['email'] },
    },
    billing_accounts: {
        columns: {
            account_id: 'text pk',
            customer_id: 'text',
            subscription_id: 'text null',
            plan: 'text',
            status: 'text',
            card: 'text null',
            current_period_end: 'int null',
            updated_at: 'int',
        },
    },
    billing_links: {
        columns: {
            /** Hex SHA-256 of the link's secret; the secret itself is never stored. */
            hash: 'text pk',
            account_id: 'text',
            kind: 'text of=upgrade|billing',
            plan: 'text null',
            expires_at: 'int',
            created_at: 'int',
        },
    },
    login_sessions: {
        columns: {
            uuid: 'text pk',
            /** Hex SHA-256 of the poll secret. */
            poll_hash: 'text',
            code: 'text',
            host: 'text',
            /** `pending`, then `approved` (account set), then deleted once the token was handed out. */
            status: 'text of=pending|approved',
            account_id: 'text null',
            expires_at: 'int',
            created_at: 'int',
        },
    },
    shared_state: {
        columns: { namespace: 'text', key: 'text', value: 'text', updated_at: 'int', expires_at: 'int null' },
        key: ['namespace', 'key'],
    },
    ca_keys: {
        columns: { name: 'text pk', cert_pem: 'text', key_pem: 'text', created_at: 'int' },
        postgresOnly: true,
    },
    outbox: {
        columns: {
            file: 'text pk',
            to_address: 'text',
            subject: 'text',
            body: 'text',
            kind: 'text',
            date: 'text',
            queued_at: 'int',
        },
        indexes: { outbox_queued: ['queued_at', 'file'] },
        postgresOnly: true,
    },
};
/** A table's unique keys: its primary key first, then `unique` columns. */
function uniqueKeysOf(spec) {
    const columns = Object.entries(spec.columns).map(([name, type]) => [name, type.split(' ')]);
    const pk = spec.key ? [...spec.key] : columns.filter(([, words]) => words.includes('pk')).map(([c]) => c);
    const unique = columns.filter(([, words]) => words.includes('unique')).map(([c]) => [c]);
    return pk.length ? [pk, ...unique] : unique;
}


/***/ }),

/***/ 56692:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ isDynamicReferenceBuilder),
/* harmony export */   g: () => (/* binding */ DynamicReferenceBuilder)
/* harmony export */ });
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58952);
/* harmony import */ var _parser_reference_parser_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80554);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64403);
/// <reference types="./dynamic-reference-builder.d.ts" />



class DynamicReferenceBuilder {
    #dynamicReference;
    get dynamicReference() {
        return this.#dynamicReference;
    }
    /**
     * @private
     *
     * This needs to be here just so that the typings work. Without this
     * the generated .d.ts file contains no reference to the type param R
     * which causes this type to be equal to DynamicReferenceBuilder with
     * any R.
     */
    get refType() {
        return undefined;
    }
    constructor(reference) {
        this.#dynamicReference = reference;
    }
    toOperationNode() {
        return (0,_parser_reference_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSimpleReferenceExpression */ .vd)(this.#dynamicReference);
    }
}
function isDynamicReferenceBuilder(obj) {
    return ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(obj) &&
        (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_2__/* .isOperationNodeSource */ .N)(obj) &&
        (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .isString */ .Kg)(obj.dynamicReference));
}


/***/ }),

/***/ 96245:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bj: () => (/* binding */ DynamicTableBuilder),
/* harmony export */   uc: () => (/* binding */ isAliasedDynamicTableBuilder)
/* harmony export */ });
/* unused harmony export AliasedDynamicTableBuilder */
/* harmony import */ var _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1275);
/* harmony import */ var _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72500);
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58952);
/* harmony import */ var _parser_table_parser_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30985);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64403);
/// <reference types="./dynamic-table-builder.d.ts" />





class DynamicTableBuilder {
    #table;
    get table() {
        return this.#table;
    }
    constructor(table) {
        this.#table = table;
    }
    as(alias) {
        return new AliasedDynamicTableBuilder(this.#table, alias);
    }
}
class AliasedDynamicTableBuilder {
    #table;
    #alias;
    get table() {
        return this.#table;
    }
    get alias() {
        return this.#alias;
    }
    constructor(table, alias) {
        this.#table = table;
        this.#alias = alias;
    }
    toOperationNode() {
        return _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_0__/* .AliasNode */ .N.create((0,_parser_table_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTable */ .M$)(this.#table), _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_2__/* .IdentifierNode */ .O.create(this.#alias));
    }
}
function isAliasedDynamicTableBuilder(obj) {
    return ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(obj) &&
        (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_4__/* .isOperationNodeSource */ .N)(obj) &&
        (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_3__/* .isString */ .Kg)(obj.table) &&
        (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_3__/* .isString */ .Kg)(obj.alias));
}


/***/ }),

/***/ 22994:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ createExpressionBuilder),
  A: () => (/* binding */ expressionBuilder)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/select-query-builder.js + 7 modules
var select_query_builder = __webpack_require__(70415);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js + 2 modules
var select_query_node = __webpack_require__(24517);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-plugin.js + 1 modules
var with_schema_plugin = __webpack_require__(58383);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/query-id.js + 1 modules
var query_id = __webpack_require__(38557);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/function-module.js + 3 modules
var function_module = __webpack_require__(45369);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/parens-node.js
var parens_node = __webpack_require__(30486);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-wrapper.js
var expression_wrapper = __webpack_require__(47714);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operator-node.js
var operator_node = __webpack_require__(18953);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/unary-operation-node.js
/// <reference types="./unary-operation-node.d.ts" />

/**
 * @internal
 */
const UnaryOperationNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'UnaryOperationNode';
    },
    create(operator, operand) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'UnaryOperationNode',
            operator,
            operand,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/unary-operation-parser.js
/// <reference types="./unary-operation-parser.d.ts" />



function parseExists(operand) {
    return parseUnaryOperation('exists', operand);
}
function parseNotExists(operand) {
    return parseUnaryOperation('not exists', operand);
}
function parseUnaryOperation(operator, operand) {
    return UnaryOperationNode.create(operator_node/* OperatorNode */.zX.create(operator), (0,reference_parser/* parseReferenceExpression */.$O)(operand));
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/value-parser.js
var value_parser = __webpack_require__(74238);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-executor/noop-query-executor.js
var noop_query_executor = __webpack_require__(29413);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/case-builder.js
var case_builder = __webpack_require__(20456);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/case-node.js
var case_node = __webpack_require__(32309);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/alias-node.js
var alias_node = __webpack_require__(1275);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/json-operator-chain-node.js
var json_operator_chain_node = __webpack_require__(23276);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/json-path-leg-node.js
/// <reference types="./json-path-leg-node.d.ts" />

/**
 * @internal
 */
const JSONPathLegNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'JSONPathLegNode';
    },
    create(type, value) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'JSONPathLegNode',
            type,
            value,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/json-path-node.js
var json_path_node = __webpack_require__(16545);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/json-reference-node.js
var json_reference_node = __webpack_require__(58599);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-source.js
var operation_node_source = __webpack_require__(58952);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-node.js
var value_node = __webpack_require__(93732);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/json-path-builder.js
/// <reference types="./json-path-builder.d.ts" />








const HASH_NEGATIVE_INDEX_REGEX = /^#-\d+$/;
class JSONPathBuilder {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /**
     * Access an element of a JSON array in a specific location.
     *
     * Since there's no guarantee an element exists in the given array location, the
     * resulting type is always nullable. If you're sure the element exists, you
     * should use {@link SelectQueryBuilder.$assertType} to narrow the type safely.
     *
     * See also {@link key} to access properties of JSON objects.
     *
     * ### Examples
     *
     * ```ts
     * await db.selectFrom('person')
     *   .select(eb =>
     *     eb.ref('nicknames', '->').at(0).as('primary_nickname')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "nicknames"->0 as "primary_nickname" from "person"
     *```
     *
     * Combined with {@link key}:
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('experience', '->').at(0).key('role').as('first_role')
     * )
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "experience"->0->'role' as "first_role" from "person"
     * ```
     *
     * You can use `'last'` to access the last element of the array in MySQL:
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('nicknames', '->$').at('last').as('last_nickname')
     * )
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * select `nicknames`->'$[last]' as `last_nickname` from `person`
     * ```
     *
     * Or `'#-1'` in SQLite:
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('nicknames', '->>$').at('#-1').as('last_nickname')
     * )
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * select "nicknames"->>'$[#-1]' as `last_nickname` from `person`
     * ```
     */
    at(index) {
        if ((typeof index !== 'number' && typeof index !== 'string') ||
            (typeof index === 'number' && !Number.isInteger(index)) ||
            (typeof index === 'string' &&
                index !== 'last' &&
                !HASH_NEGATIVE_INDEX_REGEX.test(index))) {
            throw new Error(`Unexpected index value in .at(...): ${index}`);
        }
        return this.#createBuilderWithPathLeg('ArrayLocation', index);
    }
    /**
     * Access a property of a JSON object.
     *
     * If a field is optional, the resulting type will be nullable.
     *
     * See also {@link at} to access elements of JSON arrays.
     *
     * ### Examples
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('address', '->').key('city').as('city')
     * )
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "address"->'city' as "city" from "person"
     * ```
     *
     * Going deeper:
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('profile', '->$').key('website').key('url').as('website_url')
     * )
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * select `profile`->'$.website.url' as `website_url` from `person`
     * ```
     *
     * Combined with {@link at}:
     *
     * ```ts
     * db.selectFrom('person').select(eb =>
     *   eb.ref('profile', '->').key('addresses').at(0).key('city').as('city')
     * )
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "profile"->'addresses'->0->'city' as "city" from "person"
     * ```
     */
    key(key) {
        return this.#createBuilderWithPathLeg('Member', key);
    }
    #createBuilderWithPathLeg(legType, value) {
        if (json_reference_node/* JSONReferenceNode */.Q.is(this.#node)) {
            return new TraversedJSONPathBuilder(json_reference_node/* JSONReferenceNode */.Q.cloneWithTraversal(this.#node, json_path_node/* JSONPathNode */.c.is(this.#node.traversal)
                ? json_path_node/* JSONPathNode */.c.cloneWithLeg(this.#node.traversal, JSONPathLegNode.create(legType, value))
                : json_operator_chain_node/* JSONOperatorChainNode */.k.cloneWithValue(this.#node.traversal, value_node/* ValueNode */.q.createImmediate(value))));
        }
        return new TraversedJSONPathBuilder(json_path_node/* JSONPathNode */.c.cloneWithLeg(this.#node, JSONPathLegNode.create(legType, value)));
    }
}
class TraversedJSONPathBuilder extends JSONPathBuilder {
    #node;
    constructor(node) {
        super(node);
        this.#node = node;
    }
    /** @private */
    get expressionType() {
        return undefined;
    }
    as(alias) {
        return new AliasedJSONPathBuilder(this, alias);
    }
    /**
     * Change the output type of the json path.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `JSONPathBuilder` with a new output type.
     */
    $castTo() {
        return new TraversedJSONPathBuilder(this.#node);
    }
    $notNull() {
        return new TraversedJSONPathBuilder(this.#node);
    }
    toOperationNode() {
        return this.#node;
    }
}
class AliasedJSONPathBuilder {
    #jsonPath;
    #alias;
    constructor(jsonPath, alias) {
        this.#jsonPath = jsonPath;
        this.#alias = alias;
    }
    /** @private */
    get expression() {
        return this.#jsonPath;
    }
    /** @private */
    get alias() {
        return this.#alias;
    }
    toOperationNode() {
        return alias_node/* AliasNode */.N.create(this.#jsonPath.toOperationNode(), (0,operation_node_source/* isOperationNodeSource */.N)(this.#alias)
            ? this.#alias.toOperationNode()
            : identifier_node/* IdentifierNode */.O.create(this.#alias));
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/binary-operation-node.js
var binary_operation_node = __webpack_require__(71758);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/and-node.js
var and_node = __webpack_require__(22176);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/tuple-node.js
/// <reference types="./tuple-node.d.ts" />

/**
 * @internal
 */
const TupleNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'TupleNode';
    },
    create(values) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'TupleNode',
            values: (0,object_utils/* freeze */.CN)(values),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/data-type-parser.js + 1 modules
var data_type_parser = __webpack_require__(10960);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/cast-node.js
/// <reference types="./cast-node.d.ts" />

/**
 * @internal
 */
const CastNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CastNode';
    },
    create(expression, dataType) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CastNode',
            expression,
            dataType,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/expression/expression-builder.js
/// <reference types="./expression-builder.d.ts" />
























function createExpressionBuilder(executor = noop_query_executor/* NOOP_QUERY_EXECUTOR */.W) {
    function binary(lhs, op, rhs) {
        return new expression_wrapper/* ExpressionWrapper */.Is((0,binary_operation_parser/* parseValueBinaryOperation */.ds)(lhs, op, rhs));
    }
    function unary(op, expr) {
        return new expression_wrapper/* ExpressionWrapper */.Is(parseUnaryOperation(op, expr));
    }
    const eb = Object.assign(binary, {
        fn: undefined,
        eb: undefined,
        selectFrom(table) {
            return (0,select_query_builder/* createSelectQueryBuilder */.c)({
                queryId: (0,query_id/* createQueryId */.a)(),
                executor,
                queryNode: select_query_node/* SelectQueryNode */.L.createFrom((0,table_parser/* parseTableExpressionOrList */.JB)(table)),
            });
        },
        case(reference) {
            return new case_builder/* CaseBuilder */.OU({
                node: case_node/* CaseNode */.P.create((0,object_utils/* isUndefined */.b0)(reference)
                    ? undefined
                    : (0,reference_parser/* parseReferenceExpression */.$O)(reference)),
            });
        },
        ref(reference, op) {
            if ((0,object_utils/* isUndefined */.b0)(op)) {
                return new expression_wrapper/* ExpressionWrapper */.Is((0,reference_parser/* parseStringReference */.q5)(reference));
            }
            return new JSONPathBuilder((0,reference_parser/* parseJSONReference */.NF)(reference, op));
        },
        jsonPath() {
            return new JSONPathBuilder(json_path_node/* JSONPathNode */.c.create());
        },
        table(table) {
            return new expression_wrapper/* ExpressionWrapper */.Is((0,table_parser/* parseTable */.M$)(table));
        },
        val(value) {
            return new expression_wrapper/* ExpressionWrapper */.Is((0,value_parser/* parseValueExpression */.$s)(value));
        },
        refTuple(...values) {
            return new expression_wrapper/* ExpressionWrapper */.Is(TupleNode.create(values.map(reference_parser/* parseReferenceExpression */.$O)));
        },
        tuple(...values) {
            return new expression_wrapper/* ExpressionWrapper */.Is(TupleNode.create(values.map(value_parser/* parseValueExpression */.$s)));
        },
        lit(value) {
            return new expression_wrapper/* ExpressionWrapper */.Is((0,value_parser/* parseSafeImmediateValue */.dJ)(value));
        },
        unary,
        not(expr) {
            return unary('not', expr);
        },
        exists(expr) {
            return unary('exists', expr);
        },
        neg(expr) {
            return unary('-', expr);
        },
        between(expr, start, end) {
            return new expression_wrapper/* ExpressionWrapper */.Is(binary_operation_node/* BinaryOperationNode */.l.create((0,reference_parser/* parseReferenceExpression */.$O)(expr), operator_node/* OperatorNode */.zX.create('between'), and_node/* AndNode */.s.create((0,value_parser/* parseValueExpression */.$s)(start), (0,value_parser/* parseValueExpression */.$s)(end))));
        },
        betweenSymmetric(expr, start, end) {
            return new expression_wrapper/* ExpressionWrapper */.Is(binary_operation_node/* BinaryOperationNode */.l.create((0,reference_parser/* parseReferenceExpression */.$O)(expr), operator_node/* OperatorNode */.zX.create('between symmetric'), and_node/* AndNode */.s.create((0,value_parser/* parseValueExpression */.$s)(start), (0,value_parser/* parseValueExpression */.$s)(end))));
        },
        and(exprs) {
            if ((0,object_utils/* isReadonlyArray */.MH)(exprs)) {
                return new expression_wrapper/* ExpressionWrapper */.Is((0,binary_operation_parser/* parseFilterList */.KN)(exprs, 'and'));
            }
            return new expression_wrapper/* ExpressionWrapper */.Is((0,binary_operation_parser/* parseFilterObject */.Ve)(exprs, 'and'));
        },
        or(exprs) {
            if ((0,object_utils/* isReadonlyArray */.MH)(exprs)) {
                return new expression_wrapper/* ExpressionWrapper */.Is((0,binary_operation_parser/* parseFilterList */.KN)(exprs, 'or'));
            }
            return new expression_wrapper/* ExpressionWrapper */.Is((0,binary_operation_parser/* parseFilterObject */.Ve)(exprs, 'or'));
        },
        parens(...args) {
            const node = (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args);
            if (parens_node/* ParensNode */.k.is(node)) {
                // No double wrapping.
                return new expression_wrapper/* ExpressionWrapper */.Is(node);
            }
            else {
                return new expression_wrapper/* ExpressionWrapper */.Is(parens_node/* ParensNode */.k.create(node));
            }
        },
        cast(expr, dataType) {
            return new expression_wrapper/* ExpressionWrapper */.Is(CastNode.create((0,reference_parser/* parseReferenceExpression */.$O)(expr), (0,data_type_parser/* parseDataTypeExpression */.Q)(dataType)));
        },
        withSchema(schema) {
            return createExpressionBuilder(executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)));
        },
    });
    eb.fn = (0,function_module/* createFunctionModule */.t)();
    eb.eb = eb;
    return eb;
}
function expressionBuilder(_) {
    return createExpressionBuilder();
}


/***/ }),

/***/ 47714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ ExpressionWrapper)
/* harmony export */ });
/* unused harmony exports AliasedExpressionWrapper, OrWrapper, AndWrapper */
/* harmony import */ var _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1275);
/* harmony import */ var _operation_node_and_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22176);
/* harmony import */ var _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72500);
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58952);
/* harmony import */ var _operation_node_or_node_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64998);
/* harmony import */ var _operation_node_parens_node_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30486);
/* harmony import */ var _parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38322);
/// <reference types="./expression-wrapper.d.ts" />







class ExpressionWrapper {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /** @private */
    get expressionType() {
        return undefined;
    }
    as(alias) {
        return new AliasedExpressionWrapper(this, alias);
    }
    or(...args) {
        return new OrWrapper(_operation_node_or_node_js__WEBPACK_IMPORTED_MODULE_0__/* .OrNode */ .K.create(this.#node, (0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValueBinaryOperationOrExpression */ .GB)(args)));
    }
    and(...args) {
        return new AndWrapper(_operation_node_and_node_js__WEBPACK_IMPORTED_MODULE_2__/* .AndNode */ .s.create(this.#node, (0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValueBinaryOperationOrExpression */ .GB)(args)));
    }
    /**
     * Change the output type of the expression.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `ExpressionWrapper` with a new output type.
     */
    $castTo() {
        return new ExpressionWrapper(this.#node);
    }
    /**
     * Omit null from the expression's type.
     *
     * This function can be useful in cases where you know an expression can't be
     * null, but Kysely is unable to infer it.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of `this` with a new output type.
     */
    $notNull() {
        return new ExpressionWrapper(this.#node);
    }
    toOperationNode() {
        return this.#node;
    }
}
class AliasedExpressionWrapper {
    #expr;
    #alias;
    constructor(expr, alias) {
        this.#expr = expr;
        this.#alias = alias;
    }
    /** @private */
    get expression() {
        return this.#expr;
    }
    /** @private */
    get alias() {
        return this.#alias;
    }
    toOperationNode() {
        return _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_3__/* .AliasNode */ .N.create(this.#expr.toOperationNode(), (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_4__/* .isOperationNodeSource */ .N)(this.#alias)
            ? this.#alias.toOperationNode()
            : _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_5__/* .IdentifierNode */ .O.create(this.#alias));
    }
}
class OrWrapper {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /** @private */
    get expressionType() {
        return undefined;
    }
    as(alias) {
        return new AliasedExpressionWrapper(this, alias);
    }
    or(...args) {
        return new OrWrapper(_operation_node_or_node_js__WEBPACK_IMPORTED_MODULE_0__/* .OrNode */ .K.create(this.#node, (0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValueBinaryOperationOrExpression */ .GB)(args)));
    }
    /**
     * Change the output type of the expression.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `OrWrapper` with a new output type.
     */
    $castTo() {
        return new OrWrapper(this.#node);
    }
    toOperationNode() {
        return _operation_node_parens_node_js__WEBPACK_IMPORTED_MODULE_6__/* .ParensNode */ .k.create(this.#node);
    }
}
class AndWrapper {
    #node;
    constructor(node) {
        this.#node = node;
    }
    /** @private */
    get expressionType() {
        return undefined;
    }
    as(alias) {
        return new AliasedExpressionWrapper(this, alias);
    }
    and(...args) {
        return new AndWrapper(_operation_node_and_node_js__WEBPACK_IMPORTED_MODULE_2__/* .AndNode */ .s.create(this.#node, (0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValueBinaryOperationOrExpression */ .GB)(args)));
    }
    /**
     * Change the output type of the expression.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `AndWrapper` with a new output type.
     */
    $castTo() {
        return new AndWrapper(this.#node);
    }
    toOperationNode() {
        return _operation_node_parens_node_js__WEBPACK_IMPORTED_MODULE_6__/* .ParensNode */ .k.create(this.#node);
    }
}


/***/ }),

/***/ 21628:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ isExpression),
/* harmony export */   q: () => (/* binding */ isAliasedExpression)
/* harmony export */ });
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58952);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./expression.d.ts" />


function isExpression(obj) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(obj) && 'expressionType' in obj && (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_1__/* .isOperationNodeSource */ .N)(obj);
}
function isAliasedExpression(obj) {
    return ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(obj) &&
        'expression' in obj &&
        (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isString */ .Kg)(obj.alias) &&
        (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_1__/* .isOperationNodeSource */ .N)(obj));
}


/***/ }),

/***/ 1275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ AliasNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./alias-node.d.ts" />

/**
 * @internal
 */
const AliasNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'AliasNode';
    },
    create(node, alias) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'AliasNode',
            node,
            alias,
        });
    },
});


/***/ }),

/***/ 22176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ AndNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./and-node.d.ts" />

/**
 * @internal
 */
const AndNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'AndNode';
    },
    create(left, right) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'AndNode',
            left,
            right,
        });
    },
});


/***/ }),

/***/ 71758:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ BinaryOperationNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./binary-operation-node.d.ts" />

/**
 * @internal
 */
const BinaryOperationNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'BinaryOperationNode';
    },
    create(leftOperand, operator, rightOperand) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'BinaryOperationNode',
            leftOperand,
            operator,
            rightOperand,
        });
    },
});


/***/ }),

/***/ 32309:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ CaseNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _when_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49669);
/// <reference types="./case-node.d.ts" />


/**
 * @internal
 */
const CaseNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'CaseNode';
    },
    create(value) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'CaseNode',
            value,
        });
    },
    cloneWithWhen(caseNode, when) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...caseNode,
            when: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(caseNode.when ? [...caseNode.when, when] : [when]),
        });
    },
    cloneWithThen(caseNode, then) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...caseNode,
            when: caseNode.when
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([
                    ...caseNode.when.slice(0, -1),
                    _when_node_js__WEBPACK_IMPORTED_MODULE_1__/* .WhenNode */ .t.cloneWithResult(caseNode.when[caseNode.when.length - 1], then),
                ])
                : undefined,
        });
    },
    cloneWith(caseNode, props) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...caseNode,
            ...props,
        });
    },
});


/***/ }),

/***/ 58711:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ ColumnNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72500);
/// <reference types="./column-node.d.ts" />


/**
 * @internal
 */
const ColumnNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ColumnNode';
    },
    create(column) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ColumnNode',
            column: _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentifierNode */ .O.create(column),
        });
    },
});


/***/ }),

/***/ 92787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ DeleteQueryNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _from_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97829);
/* harmony import */ var _using_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11043);
/* harmony import */ var _query_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80602);
/// <reference types="./delete-query-node.d.ts" />




/**
 * @internal
 */
const DeleteQueryNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'DeleteQueryNode';
    },
    create(fromItems, withNode) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'DeleteQueryNode',
            from: _from_node_js__WEBPACK_IMPORTED_MODULE_1__/* .FromNode */ .N.create(fromItems),
            ...(withNode && { with: withNode }),
        });
    },
    // TODO: remove in v0.29
    /**
     * @deprecated Use `QueryNode.cloneWithoutOrderBy` instead.
     */
    cloneWithOrderByItems: (node, items) => _query_node_js__WEBPACK_IMPORTED_MODULE_2__/* .QueryNode */ .L.cloneWithOrderByItems(node, items),
    // TODO: remove in v0.29
    /**
     * @deprecated Use `QueryNode.cloneWithoutOrderBy` instead.
     */
    cloneWithoutOrderBy: (node) => _query_node_js__WEBPACK_IMPORTED_MODULE_2__/* .QueryNode */ .L.cloneWithoutOrderBy(node),
    cloneWithLimit(deleteNode, limit) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...deleteNode,
            limit,
        });
    },
    cloneWithoutLimit(deleteNode) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...deleteNode,
            limit: undefined,
        });
    },
    cloneWithUsing(deleteNode, tables) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...deleteNode,
            using: deleteNode.using !== undefined
                ? _using_node_js__WEBPACK_IMPORTED_MODULE_3__/* .UsingNode */ .f.cloneWithTables(deleteNode.using, tables)
                : _using_node_js__WEBPACK_IMPORTED_MODULE_3__/* .UsingNode */ .f.create(tables),
        });
    },
});


/***/ }),

/***/ 97829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ FromNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./from-node.d.ts" />

/**
 * @internal
 */
const FromNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'FromNode';
    },
    create(froms) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'FromNode',
            froms: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(froms),
        });
    },
    cloneWithFroms(from, froms) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...from,
            froms: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...from.froms, ...froms]),
        });
    },
});


/***/ }),

/***/ 72500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ IdentifierNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./identifier-node.d.ts" />

/**
 * @internal
 */
const IdentifierNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'IdentifierNode';
    },
    create(name) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'IdentifierNode',
            name,
        });
    },
});


/***/ }),

/***/ 21473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ InsertQueryNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./insert-query-node.d.ts" />

/**
 * @internal
 */
const InsertQueryNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'InsertQueryNode';
    },
    create(into, withNode, replace) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'InsertQueryNode',
            into,
            ...(withNode && { with: withNode }),
            replace,
        });
    },
    createWithoutInto() {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'InsertQueryNode',
        });
    },
    cloneWith(insertQuery, props) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...insertQuery,
            ...props,
        });
    },
});


/***/ }),

/***/ 10704:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ JoinNode)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/and-node.js
var and_node = __webpack_require__(22176);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/or-node.js
var or_node = __webpack_require__(64998);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/on-node.js
/// <reference types="./on-node.d.ts" />



/**
 * @internal
 */
const OnNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OnNode';
    },
    create(filter) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OnNode',
            on: filter,
        });
    },
    cloneWithOperation(onNode, operator, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...onNode,
            on: operator === 'And'
                ? and_node/* AndNode */.s.create(onNode.on, operation)
                : or_node/* OrNode */.K.create(onNode.on, operation),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/join-node.js
/// <reference types="./join-node.d.ts" />


/**
 * @internal
 */
const JoinNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'JoinNode';
    },
    create(joinType, table) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'JoinNode',
            joinType,
            table,
            on: undefined,
        });
    },
    createWithOn(joinType, table, on) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'JoinNode',
            joinType,
            table,
            on: OnNode.create(on),
        });
    },
    cloneWithOn(joinNode, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...joinNode,
            on: joinNode.on
                ? OnNode.cloneWithOperation(joinNode.on, 'And', operation)
                : OnNode.create(operation),
        });
    },
});


/***/ }),

/***/ 23276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ JSONOperatorChainNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./json-operator-chain-node.d.ts" />

/**
 * @internal
 */
const JSONOperatorChainNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'JSONOperatorChainNode';
    },
    create(operator) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'JSONOperatorChainNode',
            operator,
            values: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([]),
        });
    },
    cloneWithValue(node, value) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...node,
            values: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...node.values, value]),
        });
    },
});


/***/ }),

/***/ 16545:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ JSONPathNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./json-path-node.d.ts" />

/**
 * @internal
 */
const JSONPathNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'JSONPathNode';
    },
    create(inOperator) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'JSONPathNode',
            inOperator,
            pathLegs: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([]),
        });
    },
    cloneWithLeg(jsonPathNode, pathLeg) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...jsonPathNode,
            pathLegs: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...jsonPathNode.pathLegs, pathLeg]),
        });
    },
});


/***/ }),

/***/ 58599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ JSONReferenceNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./json-reference-node.d.ts" />

/**
 * @internal
 */
const JSONReferenceNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'JSONReferenceNode';
    },
    create(reference, traversal) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'JSONReferenceNode',
            reference,
            traversal,
        });
    },
    cloneWithTraversal(node, traversal) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...node,
            traversal,
        });
    },
});


/***/ }),

/***/ 18882:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ LimitNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./limit-node.d.ts" />

/**
 * @internal
 */
const LimitNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'LimitNode';
    },
    create(limit) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'LimitNode',
            limit,
        });
    },
});


/***/ }),

/***/ 80849:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ ListNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./list-node.d.ts" />

/**
 * @internal
 */
const ListNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ListNode';
    },
    create(items) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ListNode',
            items: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(items),
        });
    },
});


/***/ }),

/***/ 74940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ MergeQueryNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _when_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49669);
/// <reference types="./merge-query-node.d.ts" />


/**
 * @internal
 */
const MergeQueryNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'MergeQueryNode';
    },
    create(into, withNode) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'MergeQueryNode',
            into,
            ...(withNode && { with: withNode }),
        });
    },
    cloneWithUsing(mergeNode, using) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...mergeNode,
            using,
        });
    },
    cloneWithWhen(mergeNode, when) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...mergeNode,
            whens: mergeNode.whens
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...mergeNode.whens, when])
                : (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([when]),
        });
    },
    cloneWithThen(mergeNode, then) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...mergeNode,
            whens: mergeNode.whens
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([
                    ...mergeNode.whens.slice(0, -1),
                    _when_node_js__WEBPACK_IMPORTED_MODULE_1__/* .WhenNode */ .t.cloneWithResult(mergeNode.whens[mergeNode.whens.length - 1], then),
                ])
                : undefined,
        });
    },
});


/***/ }),

/***/ 58952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ isOperationNodeSource)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./operation-node-source.d.ts" />

function isOperationNodeSource(obj) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(obj) && (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isFunction */ .Tn)(obj.toOperationNode);
}


/***/ }),

/***/ 89346:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ OperationNodeTransformer)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/require-all-props.js
/// <reference types="./require-all-props.d.ts" />
/**
 * Helper function to check listed properties according to given type. Check if all properties has been used when object is initialised.
 *
 * Example use:
 *
 * ```ts
 * type SomeType = { propA: string; propB?: number; }
 *
 * // propB has to be mentioned even it is optional. It still should be initialized with undefined.
 * const a: SomeType = requireAllProps<SomeType>({ propA: "value A", propB: undefined });
 *
 * // checked type is implicit for variable.
 * const b = requireAllProps<SomeType>({ propA: "value A", propB: undefined });
 * ```
 *
 * Wrong use of this helper:
 *
 * 1. Omit checked type - all checked properties will be expect as of type never
 *
 * ```ts
 * type SomeType = { propA: string; propB?: number; }
 * // const z: SomeType = requireAllProps({ propC: "no type will work" }); // Property 'propA' is missing in type '{ propC: string; }' but required in type 'SomeType'.
 * ```
 *
 * 2. Apply to spreaded object - there is no way how to check in compile time if spreaded object contains all properties
 *
 * ```ts
 * type SomeType = { propA: string; propB?: number; }
 * const y: SomeType = { propA: "" }; // valid object according to SomeType declaration
 * // const x = requireAllProps<SomeType>({ ...y }); // Argument of type '{ propA: string; propB?: number; }' is not assignable to parameter of type 'AllProps<SomeType>'.
 * ```
 *
 * @param obj object to check if all properties has been used
 * @returns untouched obj parameter is returned
 */
function requireAllProps(obj) {
    return obj;
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-transformer.js
/// <reference types="./operation-node-transformer.d.ts" />


/**
 * Transforms an operation node tree into another one.
 *
 * Kysely queries are expressed internally as a tree of objects (operation nodes).
 * `OperationNodeTransformer` takes such a tree as its input and returns a
 * transformed deep copy of it. By default the `OperationNodeTransformer`
 * does nothing. You need to override one or more methods to make it do
 * something.
 *
 * There's a method for each node type. For example if you'd like to convert
 * each identifier (table name, column name, alias etc.) from camelCase to
 * snake_case, you'd do something like this:
 *
 * ```ts
 * import { type IdentifierNode, OperationNodeTransformer } from 'kysely'
 * import snakeCase from 'lodash/snakeCase'
 *
 * class CamelCaseTransformer extends OperationNodeTransformer {
 *   override transformIdentifier(node: IdentifierNode): IdentifierNode {
 *     node = super.transformIdentifier(node)
 *
 *     return {
 *       ...node,
 *       name: snakeCase(node.name),
 *     }
 *   }
 * }
 *
 * const transformer = new CamelCaseTransformer()
 *
 * const query = db.selectFrom('person').select(['first_name', 'last_name'])
 *
 * const tree = transformer.transformNode(query.toOperationNode())
 * ```
 */
class OperationNodeTransformer {
    nodeStack = [];
    #transformers = (0,object_utils/* freeze */.CN)({
        AliasNode: this.transformAlias.bind(this),
        ColumnNode: this.transformColumn.bind(this),
        IdentifierNode: this.transformIdentifier.bind(this),
        SchemableIdentifierNode: this.transformSchemableIdentifier.bind(this),
        RawNode: this.transformRaw.bind(this),
        ReferenceNode: this.transformReference.bind(this),
        SelectQueryNode: this.transformSelectQuery.bind(this),
        SelectionNode: this.transformSelection.bind(this),
        TableNode: this.transformTable.bind(this),
        FromNode: this.transformFrom.bind(this),
        SelectAllNode: this.transformSelectAll.bind(this),
        AndNode: this.transformAnd.bind(this),
        OrNode: this.transformOr.bind(this),
        ValueNode: this.transformValue.bind(this),
        ValueListNode: this.transformValueList.bind(this),
        PrimitiveValueListNode: this.transformPrimitiveValueList.bind(this),
        ParensNode: this.transformParens.bind(this),
        JoinNode: this.transformJoin.bind(this),
        OperatorNode: this.transformOperator.bind(this),
        WhereNode: this.transformWhere.bind(this),
        InsertQueryNode: this.transformInsertQuery.bind(this),
        DeleteQueryNode: this.transformDeleteQuery.bind(this),
        ReturningNode: this.transformReturning.bind(this),
        CreateTableNode: this.transformCreateTable.bind(this),
        AddColumnNode: this.transformAddColumn.bind(this),
        ColumnDefinitionNode: this.transformColumnDefinition.bind(this),
        DropTableNode: this.transformDropTable.bind(this),
        DataTypeNode: this.transformDataType.bind(this),
        OrderByNode: this.transformOrderBy.bind(this),
        OrderByItemNode: this.transformOrderByItem.bind(this),
        GroupByNode: this.transformGroupBy.bind(this),
        GroupByItemNode: this.transformGroupByItem.bind(this),
        UpdateQueryNode: this.transformUpdateQuery.bind(this),
        ColumnUpdateNode: this.transformColumnUpdate.bind(this),
        LimitNode: this.transformLimit.bind(this),
        OffsetNode: this.transformOffset.bind(this),
        OnConflictNode: this.transformOnConflict.bind(this),
        OnDuplicateKeyNode: this.transformOnDuplicateKey.bind(this),
        CreateIndexNode: this.transformCreateIndex.bind(this),
        DropIndexNode: this.transformDropIndex.bind(this),
        ListNode: this.transformList.bind(this),
        PrimaryKeyConstraintNode: this.transformPrimaryKeyConstraint.bind(this),
        UniqueConstraintNode: this.transformUniqueConstraint.bind(this),
        ReferencesNode: this.transformReferences.bind(this),
        CheckConstraintNode: this.transformCheckConstraint.bind(this),
        WithNode: this.transformWith.bind(this),
        CommonTableExpressionNode: this.transformCommonTableExpression.bind(this),
        CommonTableExpressionNameNode: this.transformCommonTableExpressionName.bind(this),
        HavingNode: this.transformHaving.bind(this),
        CreateSchemaNode: this.transformCreateSchema.bind(this),
        DropSchemaNode: this.transformDropSchema.bind(this),
        AlterTableNode: this.transformAlterTable.bind(this),
        DropColumnNode: this.transformDropColumn.bind(this),
        RenameColumnNode: this.transformRenameColumn.bind(this),
        AlterColumnNode: this.transformAlterColumn.bind(this),
        ModifyColumnNode: this.transformModifyColumn.bind(this),
        AddConstraintNode: this.transformAddConstraint.bind(this),
        DropConstraintNode: this.transformDropConstraint.bind(this),
        RenameConstraintNode: this.transformRenameConstraint.bind(this),
        ForeignKeyConstraintNode: this.transformForeignKeyConstraint.bind(this),
        CreateViewNode: this.transformCreateView.bind(this),
        RefreshMaterializedViewNode: this.transformRefreshMaterializedView.bind(this),
        DropViewNode: this.transformDropView.bind(this),
        GeneratedNode: this.transformGenerated.bind(this),
        DefaultValueNode: this.transformDefaultValue.bind(this),
        OnNode: this.transformOn.bind(this),
        ValuesNode: this.transformValues.bind(this),
        SelectModifierNode: this.transformSelectModifier.bind(this),
        CreateTypeNode: this.transformCreateType.bind(this),
        DropTypeNode: this.transformDropType.bind(this),
        ExplainNode: this.transformExplain.bind(this),
        DefaultInsertValueNode: this.transformDefaultInsertValue.bind(this),
        AggregateFunctionNode: this.transformAggregateFunction.bind(this),
        OverNode: this.transformOver.bind(this),
        PartitionByNode: this.transformPartitionBy.bind(this),
        PartitionByItemNode: this.transformPartitionByItem.bind(this),
        SetOperationNode: this.transformSetOperation.bind(this),
        BinaryOperationNode: this.transformBinaryOperation.bind(this),
        UnaryOperationNode: this.transformUnaryOperation.bind(this),
        UsingNode: this.transformUsing.bind(this),
        FunctionNode: this.transformFunction.bind(this),
        CaseNode: this.transformCase.bind(this),
        WhenNode: this.transformWhen.bind(this),
        JSONReferenceNode: this.transformJSONReference.bind(this),
        JSONPathNode: this.transformJSONPath.bind(this),
        JSONPathLegNode: this.transformJSONPathLeg.bind(this),
        JSONOperatorChainNode: this.transformJSONOperatorChain.bind(this),
        TupleNode: this.transformTuple.bind(this),
        MergeQueryNode: this.transformMergeQuery.bind(this),
        MatchedNode: this.transformMatched.bind(this),
        AddIndexNode: this.transformAddIndex.bind(this),
        CastNode: this.transformCast.bind(this),
        FetchNode: this.transformFetch.bind(this),
        TopNode: this.transformTop.bind(this),
        OutputNode: this.transformOutput.bind(this),
        OrActionNode: this.transformOrAction.bind(this),
        CollateNode: this.transformCollate.bind(this),
    });
    transformNode(node, queryId) {
        if (!node) {
            return node;
        }
        this.nodeStack.push(node);
        const out = this.transformNodeImpl(node, queryId);
        this.nodeStack.pop();
        return (0,object_utils/* freeze */.CN)(out);
    }
    transformNodeImpl(node, queryId) {
        return this.#transformers[node.kind](node, queryId);
    }
    transformNodeList(list, queryId) {
        if (!list) {
            return list;
        }
        return (0,object_utils/* freeze */.CN)(list.map((node) => this.transformNode(node, queryId)));
    }
    transformSelectQuery(node, queryId) {
        return requireAllProps({
            kind: 'SelectQueryNode',
            from: this.transformNode(node.from, queryId),
            selections: this.transformNodeList(node.selections, queryId),
            distinctOn: this.transformNodeList(node.distinctOn, queryId),
            joins: this.transformNodeList(node.joins, queryId),
            groupBy: this.transformNode(node.groupBy, queryId),
            orderBy: this.transformNode(node.orderBy, queryId),
            where: this.transformNode(node.where, queryId),
            frontModifiers: this.transformNodeList(node.frontModifiers, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            limit: this.transformNode(node.limit, queryId),
            offset: this.transformNode(node.offset, queryId),
            with: this.transformNode(node.with, queryId),
            having: this.transformNode(node.having, queryId),
            explain: this.transformNode(node.explain, queryId),
            setOperations: this.transformNodeList(node.setOperations, queryId),
            fetch: this.transformNode(node.fetch, queryId),
            top: this.transformNode(node.top, queryId),
        });
    }
    transformSelection(node, queryId) {
        return requireAllProps({
            kind: 'SelectionNode',
            selection: this.transformNode(node.selection, queryId),
        });
    }
    transformColumn(node, queryId) {
        return requireAllProps({
            kind: 'ColumnNode',
            column: this.transformNode(node.column, queryId),
        });
    }
    transformAlias(node, queryId) {
        return requireAllProps({
            kind: 'AliasNode',
            node: this.transformNode(node.node, queryId),
            alias: this.transformNode(node.alias, queryId),
        });
    }
    transformTable(node, queryId) {
        return requireAllProps({
            kind: 'TableNode',
            table: this.transformNode(node.table, queryId),
        });
    }
    transformFrom(node, queryId) {
        return requireAllProps({
            kind: 'FromNode',
            froms: this.transformNodeList(node.froms, queryId),
        });
    }
    transformReference(node, queryId) {
        return requireAllProps({
            kind: 'ReferenceNode',
            column: this.transformNode(node.column, queryId),
            table: this.transformNode(node.table, queryId),
        });
    }
    transformAnd(node, queryId) {
        return requireAllProps({
            kind: 'AndNode',
            left: this.transformNode(node.left, queryId),
            right: this.transformNode(node.right, queryId),
        });
    }
    transformOr(node, queryId) {
        return requireAllProps({
            kind: 'OrNode',
            left: this.transformNode(node.left, queryId),
            right: this.transformNode(node.right, queryId),
        });
    }
    transformValueList(node, queryId) {
        return requireAllProps({
            kind: 'ValueListNode',
            values: this.transformNodeList(node.values, queryId),
        });
    }
    transformParens(node, queryId) {
        return requireAllProps({
            kind: 'ParensNode',
            node: this.transformNode(node.node, queryId),
        });
    }
    transformJoin(node, queryId) {
        return requireAllProps({
            kind: 'JoinNode',
            joinType: node.joinType,
            table: this.transformNode(node.table, queryId),
            on: this.transformNode(node.on, queryId),
        });
    }
    transformRaw(node, queryId) {
        return requireAllProps({
            kind: 'RawNode',
            sqlFragments: (0,object_utils/* freeze */.CN)([...node.sqlFragments]),
            parameters: this.transformNodeList(node.parameters, queryId),
        });
    }
    transformWhere(node, queryId) {
        return requireAllProps({
            kind: 'WhereNode',
            where: this.transformNode(node.where, queryId),
        });
    }
    transformInsertQuery(node, queryId) {
        return requireAllProps({
            kind: 'InsertQueryNode',
            into: this.transformNode(node.into, queryId),
            columns: this.transformNodeList(node.columns, queryId),
            values: this.transformNode(node.values, queryId),
            returning: this.transformNode(node.returning, queryId),
            onConflict: this.transformNode(node.onConflict, queryId),
            onDuplicateKey: this.transformNode(node.onDuplicateKey, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            with: this.transformNode(node.with, queryId),
            ignore: node.ignore,
            orAction: this.transformNode(node.orAction, queryId),
            replace: node.replace,
            explain: this.transformNode(node.explain, queryId),
            defaultValues: node.defaultValues,
            top: this.transformNode(node.top, queryId),
            output: this.transformNode(node.output, queryId),
        });
    }
    transformValues(node, queryId) {
        return requireAllProps({
            kind: 'ValuesNode',
            values: this.transformNodeList(node.values, queryId),
        });
    }
    transformDeleteQuery(node, queryId) {
        return requireAllProps({
            kind: 'DeleteQueryNode',
            from: this.transformNode(node.from, queryId),
            using: this.transformNode(node.using, queryId),
            joins: this.transformNodeList(node.joins, queryId),
            where: this.transformNode(node.where, queryId),
            returning: this.transformNode(node.returning, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            with: this.transformNode(node.with, queryId),
            orderBy: this.transformNode(node.orderBy, queryId),
            limit: this.transformNode(node.limit, queryId),
            explain: this.transformNode(node.explain, queryId),
            top: this.transformNode(node.top, queryId),
            output: this.transformNode(node.output, queryId),
        });
    }
    transformReturning(node, queryId) {
        return requireAllProps({
            kind: 'ReturningNode',
            selections: this.transformNodeList(node.selections, queryId),
        });
    }
    transformCreateTable(node, queryId) {
        return requireAllProps({
            kind: 'CreateTableNode',
            table: this.transformNode(node.table, queryId),
            columns: this.transformNodeList(node.columns, queryId),
            constraints: this.transformNodeList(node.constraints, queryId),
            temporary: node.temporary,
            ifNotExists: node.ifNotExists,
            onCommit: node.onCommit,
            frontModifiers: this.transformNodeList(node.frontModifiers, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            selectQuery: this.transformNode(node.selectQuery, queryId),
        });
    }
    transformColumnDefinition(node, queryId) {
        return requireAllProps({
            kind: 'ColumnDefinitionNode',
            column: this.transformNode(node.column, queryId),
            dataType: this.transformNode(node.dataType, queryId),
            references: this.transformNode(node.references, queryId),
            primaryKey: node.primaryKey,
            autoIncrement: node.autoIncrement,
            unique: node.unique,
            notNull: node.notNull,
            unsigned: node.unsigned,
            defaultTo: this.transformNode(node.defaultTo, queryId),
            check: this.transformNode(node.check, queryId),
            generated: this.transformNode(node.generated, queryId),
            frontModifiers: this.transformNodeList(node.frontModifiers, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            nullsNotDistinct: node.nullsNotDistinct,
            identity: node.identity,
            ifNotExists: node.ifNotExists,
        });
    }
    transformAddColumn(node, queryId) {
        return requireAllProps({
            kind: 'AddColumnNode',
            column: this.transformNode(node.column, queryId),
        });
    }
    transformDropTable(node, queryId) {
        return requireAllProps({
            kind: 'DropTableNode',
            table: this.transformNode(node.table, queryId),
            ifExists: node.ifExists,
            cascade: node.cascade,
        });
    }
    transformOrderBy(node, queryId) {
        return requireAllProps({
            kind: 'OrderByNode',
            items: this.transformNodeList(node.items, queryId),
        });
    }
    transformOrderByItem(node, queryId) {
        return requireAllProps({
            kind: 'OrderByItemNode',
            orderBy: this.transformNode(node.orderBy, queryId),
            direction: this.transformNode(node.direction, queryId),
            collation: this.transformNode(node.collation, queryId),
            nulls: node.nulls,
        });
    }
    transformGroupBy(node, queryId) {
        return requireAllProps({
            kind: 'GroupByNode',
            items: this.transformNodeList(node.items, queryId),
        });
    }
    transformGroupByItem(node, queryId) {
        return requireAllProps({
            kind: 'GroupByItemNode',
            groupBy: this.transformNode(node.groupBy, queryId),
        });
    }
    transformUpdateQuery(node, queryId) {
        return requireAllProps({
            kind: 'UpdateQueryNode',
            table: this.transformNode(node.table, queryId),
            from: this.transformNode(node.from, queryId),
            joins: this.transformNodeList(node.joins, queryId),
            where: this.transformNode(node.where, queryId),
            updates: this.transformNodeList(node.updates, queryId),
            returning: this.transformNode(node.returning, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            with: this.transformNode(node.with, queryId),
            explain: this.transformNode(node.explain, queryId),
            limit: this.transformNode(node.limit, queryId),
            top: this.transformNode(node.top, queryId),
            output: this.transformNode(node.output, queryId),
            orderBy: this.transformNode(node.orderBy, queryId),
        });
    }
    transformColumnUpdate(node, queryId) {
        return requireAllProps({
            kind: 'ColumnUpdateNode',
            column: this.transformNode(node.column, queryId),
            value: this.transformNode(node.value, queryId),
        });
    }
    transformLimit(node, queryId) {
        return requireAllProps({
            kind: 'LimitNode',
            limit: this.transformNode(node.limit, queryId),
        });
    }
    transformOffset(node, queryId) {
        return requireAllProps({
            kind: 'OffsetNode',
            offset: this.transformNode(node.offset, queryId),
        });
    }
    transformOnConflict(node, queryId) {
        return requireAllProps({
            kind: 'OnConflictNode',
            columns: this.transformNodeList(node.columns, queryId),
            constraint: this.transformNode(node.constraint, queryId),
            indexExpression: this.transformNode(node.indexExpression, queryId),
            indexWhere: this.transformNode(node.indexWhere, queryId),
            updates: this.transformNodeList(node.updates, queryId),
            updateWhere: this.transformNode(node.updateWhere, queryId),
            doNothing: node.doNothing,
        });
    }
    transformOnDuplicateKey(node, queryId) {
        return requireAllProps({
            kind: 'OnDuplicateKeyNode',
            updates: this.transformNodeList(node.updates, queryId),
        });
    }
    transformCreateIndex(node, queryId) {
        return requireAllProps({
            kind: 'CreateIndexNode',
            name: this.transformNode(node.name, queryId),
            table: this.transformNode(node.table, queryId),
            columns: this.transformNodeList(node.columns, queryId),
            unique: node.unique,
            using: this.transformNode(node.using, queryId),
            ifNotExists: node.ifNotExists,
            where: this.transformNode(node.where, queryId),
            nullsNotDistinct: node.nullsNotDistinct,
        });
    }
    transformList(node, queryId) {
        return requireAllProps({
            kind: 'ListNode',
            items: this.transformNodeList(node.items, queryId),
        });
    }
    transformDropIndex(node, queryId) {
        return requireAllProps({
            kind: 'DropIndexNode',
            name: this.transformNode(node.name, queryId),
            table: this.transformNode(node.table, queryId),
            ifExists: node.ifExists,
            cascade: node.cascade,
        });
    }
    transformPrimaryKeyConstraint(node, queryId) {
        return requireAllProps({
            kind: 'PrimaryKeyConstraintNode',
            columns: this.transformNodeList(node.columns, queryId),
            name: this.transformNode(node.name, queryId),
            deferrable: node.deferrable,
            initiallyDeferred: node.initiallyDeferred,
        });
    }
    transformUniqueConstraint(node, queryId) {
        return requireAllProps({
            kind: 'UniqueConstraintNode',
            columns: this.transformNodeList(node.columns, queryId),
            name: this.transformNode(node.name, queryId),
            nullsNotDistinct: node.nullsNotDistinct,
            deferrable: node.deferrable,
            initiallyDeferred: node.initiallyDeferred,
        });
    }
    transformForeignKeyConstraint(node, queryId) {
        return requireAllProps({
            kind: 'ForeignKeyConstraintNode',
            columns: this.transformNodeList(node.columns, queryId),
            references: this.transformNode(node.references, queryId),
            name: this.transformNode(node.name, queryId),
            onDelete: node.onDelete,
            onUpdate: node.onUpdate,
            deferrable: node.deferrable,
            initiallyDeferred: node.initiallyDeferred,
        });
    }
    transformSetOperation(node, queryId) {
        return requireAllProps({
            kind: 'SetOperationNode',
            operator: node.operator,
            expression: this.transformNode(node.expression, queryId),
            all: node.all,
        });
    }
    transformReferences(node, queryId) {
        return requireAllProps({
            kind: 'ReferencesNode',
            table: this.transformNode(node.table, queryId),
            columns: this.transformNodeList(node.columns, queryId),
            onDelete: node.onDelete,
            onUpdate: node.onUpdate,
        });
    }
    transformCheckConstraint(node, queryId) {
        return requireAllProps({
            kind: 'CheckConstraintNode',
            expression: this.transformNode(node.expression, queryId),
            name: this.transformNode(node.name, queryId),
        });
    }
    transformWith(node, queryId) {
        return requireAllProps({
            kind: 'WithNode',
            expressions: this.transformNodeList(node.expressions, queryId),
            recursive: node.recursive,
        });
    }
    transformCommonTableExpression(node, queryId) {
        return requireAllProps({
            kind: 'CommonTableExpressionNode',
            name: this.transformNode(node.name, queryId),
            materialized: node.materialized,
            expression: this.transformNode(node.expression, queryId),
        });
    }
    transformCommonTableExpressionName(node, queryId) {
        return requireAllProps({
            kind: 'CommonTableExpressionNameNode',
            table: this.transformNode(node.table, queryId),
            columns: this.transformNodeList(node.columns, queryId),
        });
    }
    transformHaving(node, queryId) {
        return requireAllProps({
            kind: 'HavingNode',
            having: this.transformNode(node.having, queryId),
        });
    }
    transformCreateSchema(node, queryId) {
        return requireAllProps({
            kind: 'CreateSchemaNode',
            schema: this.transformNode(node.schema, queryId),
            ifNotExists: node.ifNotExists,
        });
    }
    transformDropSchema(node, queryId) {
        return requireAllProps({
            kind: 'DropSchemaNode',
            schema: this.transformNode(node.schema, queryId),
            ifExists: node.ifExists,
            cascade: node.cascade,
        });
    }
    transformAlterTable(node, queryId) {
        return requireAllProps({
            kind: 'AlterTableNode',
            table: this.transformNode(node.table, queryId),
            renameTo: this.transformNode(node.renameTo, queryId),
            setSchema: this.transformNode(node.setSchema, queryId),
            columnAlterations: this.transformNodeList(node.columnAlterations, queryId),
            addConstraint: this.transformNode(node.addConstraint, queryId),
            dropConstraint: this.transformNode(node.dropConstraint, queryId),
            renameConstraint: this.transformNode(node.renameConstraint, queryId),
            addIndex: this.transformNode(node.addIndex, queryId),
            dropIndex: this.transformNode(node.dropIndex, queryId),
        });
    }
    transformDropColumn(node, queryId) {
        return requireAllProps({
            kind: 'DropColumnNode',
            column: this.transformNode(node.column, queryId),
        });
    }
    transformRenameColumn(node, queryId) {
        return requireAllProps({
            kind: 'RenameColumnNode',
            column: this.transformNode(node.column, queryId),
            renameTo: this.transformNode(node.renameTo, queryId),
        });
    }
    transformAlterColumn(node, queryId) {
        return requireAllProps({
            kind: 'AlterColumnNode',
            column: this.transformNode(node.column, queryId),
            dataType: this.transformNode(node.dataType, queryId),
            dataTypeExpression: this.transformNode(node.dataTypeExpression, queryId),
            setDefault: this.transformNode(node.setDefault, queryId),
            dropDefault: node.dropDefault,
            setNotNull: node.setNotNull,
            dropNotNull: node.dropNotNull,
        });
    }
    transformModifyColumn(node, queryId) {
        return requireAllProps({
            kind: 'ModifyColumnNode',
            column: this.transformNode(node.column, queryId),
        });
    }
    transformAddConstraint(node, queryId) {
        return requireAllProps({
            kind: 'AddConstraintNode',
            constraint: this.transformNode(node.constraint, queryId),
        });
    }
    transformDropConstraint(node, queryId) {
        return requireAllProps({
            kind: 'DropConstraintNode',
            constraintName: this.transformNode(node.constraintName, queryId),
            ifExists: node.ifExists,
            modifier: node.modifier,
        });
    }
    transformRenameConstraint(node, queryId) {
        return requireAllProps({
            kind: 'RenameConstraintNode',
            oldName: this.transformNode(node.oldName, queryId),
            newName: this.transformNode(node.newName, queryId),
        });
    }
    transformCreateView(node, queryId) {
        return requireAllProps({
            kind: 'CreateViewNode',
            name: this.transformNode(node.name, queryId),
            temporary: node.temporary,
            orReplace: node.orReplace,
            ifNotExists: node.ifNotExists,
            materialized: node.materialized,
            columns: this.transformNodeList(node.columns, queryId),
            as: this.transformNode(node.as, queryId),
        });
    }
    transformRefreshMaterializedView(node, queryId) {
        return requireAllProps({
            kind: 'RefreshMaterializedViewNode',
            name: this.transformNode(node.name, queryId),
            concurrently: node.concurrently,
            withNoData: node.withNoData,
        });
    }
    transformDropView(node, queryId) {
        return requireAllProps({
            kind: 'DropViewNode',
            name: this.transformNode(node.name, queryId),
            ifExists: node.ifExists,
            materialized: node.materialized,
            cascade: node.cascade,
        });
    }
    transformGenerated(node, queryId) {
        return requireAllProps({
            kind: 'GeneratedNode',
            byDefault: node.byDefault,
            always: node.always,
            identity: node.identity,
            stored: node.stored,
            expression: this.transformNode(node.expression, queryId),
        });
    }
    transformDefaultValue(node, queryId) {
        return requireAllProps({
            kind: 'DefaultValueNode',
            defaultValue: this.transformNode(node.defaultValue, queryId),
        });
    }
    transformOn(node, queryId) {
        return requireAllProps({
            kind: 'OnNode',
            on: this.transformNode(node.on, queryId),
        });
    }
    transformSelectModifier(node, queryId) {
        return requireAllProps({
            kind: 'SelectModifierNode',
            modifier: node.modifier,
            rawModifier: this.transformNode(node.rawModifier, queryId),
            of: this.transformNodeList(node.of, queryId),
        });
    }
    transformCreateType(node, queryId) {
        return requireAllProps({
            kind: 'CreateTypeNode',
            name: this.transformNode(node.name, queryId),
            enum: this.transformNode(node.enum, queryId),
        });
    }
    transformDropType(node, queryId) {
        return requireAllProps({
            kind: 'DropTypeNode',
            name: this.transformNode(node.name, queryId),
            ifExists: node.ifExists,
        });
    }
    transformExplain(node, queryId) {
        return requireAllProps({
            kind: 'ExplainNode',
            format: node.format,
            options: this.transformNode(node.options, queryId),
        });
    }
    transformSchemableIdentifier(node, queryId) {
        return requireAllProps({
            kind: 'SchemableIdentifierNode',
            schema: this.transformNode(node.schema, queryId),
            identifier: this.transformNode(node.identifier, queryId),
        });
    }
    transformAggregateFunction(node, queryId) {
        return requireAllProps({
            kind: 'AggregateFunctionNode',
            func: node.func,
            aggregated: this.transformNodeList(node.aggregated, queryId),
            distinct: node.distinct,
            orderBy: this.transformNode(node.orderBy, queryId),
            withinGroup: this.transformNode(node.withinGroup, queryId),
            filter: this.transformNode(node.filter, queryId),
            over: this.transformNode(node.over, queryId),
        });
    }
    transformOver(node, queryId) {
        return requireAllProps({
            kind: 'OverNode',
            orderBy: this.transformNode(node.orderBy, queryId),
            partitionBy: this.transformNode(node.partitionBy, queryId),
        });
    }
    transformPartitionBy(node, queryId) {
        return requireAllProps({
            kind: 'PartitionByNode',
            items: this.transformNodeList(node.items, queryId),
        });
    }
    transformPartitionByItem(node, queryId) {
        return requireAllProps({
            kind: 'PartitionByItemNode',
            partitionBy: this.transformNode(node.partitionBy, queryId),
        });
    }
    transformBinaryOperation(node, queryId) {
        return requireAllProps({
            kind: 'BinaryOperationNode',
            leftOperand: this.transformNode(node.leftOperand, queryId),
            operator: this.transformNode(node.operator, queryId),
            rightOperand: this.transformNode(node.rightOperand, queryId),
        });
    }
    transformUnaryOperation(node, queryId) {
        return requireAllProps({
            kind: 'UnaryOperationNode',
            operator: this.transformNode(node.operator, queryId),
            operand: this.transformNode(node.operand, queryId),
        });
    }
    transformUsing(node, queryId) {
        return requireAllProps({
            kind: 'UsingNode',
            tables: this.transformNodeList(node.tables, queryId),
        });
    }
    transformFunction(node, queryId) {
        return requireAllProps({
            kind: 'FunctionNode',
            func: node.func,
            arguments: this.transformNodeList(node.arguments, queryId),
        });
    }
    transformCase(node, queryId) {
        return requireAllProps({
            kind: 'CaseNode',
            value: this.transformNode(node.value, queryId),
            when: this.transformNodeList(node.when, queryId),
            else: this.transformNode(node.else, queryId),
            isStatement: node.isStatement,
        });
    }
    transformWhen(node, queryId) {
        return requireAllProps({
            kind: 'WhenNode',
            condition: this.transformNode(node.condition, queryId),
            result: this.transformNode(node.result, queryId),
        });
    }
    transformJSONReference(node, queryId) {
        return requireAllProps({
            kind: 'JSONReferenceNode',
            reference: this.transformNode(node.reference, queryId),
            traversal: this.transformNode(node.traversal, queryId),
        });
    }
    transformJSONPath(node, queryId) {
        return requireAllProps({
            kind: 'JSONPathNode',
            inOperator: this.transformNode(node.inOperator, queryId),
            pathLegs: this.transformNodeList(node.pathLegs, queryId),
        });
    }
    transformJSONPathLeg(node, _queryId) {
        return requireAllProps({
            kind: 'JSONPathLegNode',
            type: node.type,
            value: node.value,
        });
    }
    transformJSONOperatorChain(node, queryId) {
        return requireAllProps({
            kind: 'JSONOperatorChainNode',
            operator: this.transformNode(node.operator, queryId),
            values: this.transformNodeList(node.values, queryId),
        });
    }
    transformTuple(node, queryId) {
        return requireAllProps({
            kind: 'TupleNode',
            values: this.transformNodeList(node.values, queryId),
        });
    }
    transformMergeQuery(node, queryId) {
        return requireAllProps({
            kind: 'MergeQueryNode',
            into: this.transformNode(node.into, queryId),
            using: this.transformNode(node.using, queryId),
            whens: this.transformNodeList(node.whens, queryId),
            with: this.transformNode(node.with, queryId),
            top: this.transformNode(node.top, queryId),
            endModifiers: this.transformNodeList(node.endModifiers, queryId),
            output: this.transformNode(node.output, queryId),
            returning: this.transformNode(node.returning, queryId),
        });
    }
    transformMatched(node, _queryId) {
        return requireAllProps({
            kind: 'MatchedNode',
            not: node.not,
            bySource: node.bySource,
        });
    }
    transformAddIndex(node, queryId) {
        return requireAllProps({
            kind: 'AddIndexNode',
            name: this.transformNode(node.name, queryId),
            columns: this.transformNodeList(node.columns, queryId),
            unique: node.unique,
            using: this.transformNode(node.using, queryId),
            ifNotExists: node.ifNotExists,
        });
    }
    transformCast(node, queryId) {
        return requireAllProps({
            kind: 'CastNode',
            expression: this.transformNode(node.expression, queryId),
            dataType: this.transformNode(node.dataType, queryId),
        });
    }
    transformFetch(node, queryId) {
        return requireAllProps({
            kind: 'FetchNode',
            rowCount: this.transformNode(node.rowCount, queryId),
            modifier: node.modifier,
        });
    }
    transformTop(node, _queryId) {
        return requireAllProps({
            kind: 'TopNode',
            expression: node.expression,
            modifiers: node.modifiers,
        });
    }
    transformOutput(node, queryId) {
        return requireAllProps({
            kind: 'OutputNode',
            selections: this.transformNodeList(node.selections, queryId),
        });
    }
    transformDataType(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformSelectAll(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformIdentifier(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformValue(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformPrimitiveValueList(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformOperator(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformDefaultInsertValue(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformOrAction(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
    transformCollate(node, _queryId) {
        // An Object.freezed leaf node. No need to clone.
        return node;
    }
}


/***/ }),

/***/ 18953:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xm: () => (/* binding */ isJSONOperator),
/* harmony export */   we: () => (/* binding */ OPERATORS),
/* harmony export */   zX: () => (/* binding */ OperatorNode)
/* harmony export */ });
/* unused harmony exports COMPARISON_OPERATORS, ARITHMETIC_OPERATORS, JSON_OPERATORS, BINARY_OPERATORS, UNARY_FILTER_OPERATORS, UNARY_OPERATORS, isOperator, isBinaryOperator, isComparisonOperator, isArithmeticOperator */
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./operator-node.d.ts" />

const COMPARISON_OPERATORS = [
    '=',
    '==',
    '!=',
    '<>',
    '>',
    '>=',
    '<',
    '<=',
    'in',
    'not in',
    'is',
    'is not',
    'like',
    'not like',
    'match',
    'ilike',
    'not ilike',
    '@>',
    '<@',
    '^@',
    '&&',
    '?',
    '?&',
    '?|',
    '!<',
    '!>',
    '<=>',
    '!~',
    '~',
    '~*',
    '!~*',
    '@@',
    '@@@',
    '!!',
    '<->',
    'regexp',
    'is distinct from',
    'is not distinct from',
];
const ARITHMETIC_OPERATORS = [
    '+',
    '-',
    '*',
    '/',
    '%',
    '^',
    '&',
    '|',
    '#',
    '<<',
    '>>',
];
const JSON_OPERATORS = ['->', '->>'];
const BINARY_OPERATORS = [
    ...COMPARISON_OPERATORS,
    ...ARITHMETIC_OPERATORS,
    '&&',
    '||',
];
const UNARY_FILTER_OPERATORS = ['exists', 'not exists'];
const UNARY_OPERATORS = ['not', '-', ...UNARY_FILTER_OPERATORS];
const OPERATORS = [
    ...BINARY_OPERATORS,
    ...JSON_OPERATORS,
    ...UNARY_OPERATORS,
    'between',
    'between symmetric',
];
/**
 * @internal
 */
const OperatorNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'OperatorNode';
    },
    create(operator) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'OperatorNode',
            operator,
        });
    },
});
function isOperator(op) {
    return isString(op) && OPERATORS.includes(op);
}
function isBinaryOperator(op) {
    return isString(op) && BINARY_OPERATORS.includes(op);
}
function isComparisonOperator(op) {
    return isString(op) && COMPARISON_OPERATORS.includes(op);
}
function isArithmeticOperator(op) {
    return isString(op) && ARITHMETIC_OPERATORS.includes(op);
}
function isJSONOperator(op) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isString */ .Kg)(op) && JSON_OPERATORS.includes(op);
}


/***/ }),

/***/ 64998:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ OrNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./or-node.d.ts" />

/**
 * @internal
 */
const OrNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'OrNode';
    },
    create(left, right) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'OrNode',
            left,
            right,
        });
    },
});


/***/ }),

/***/ 63043:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ OrderByNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./order-by-node.d.ts" />

/**
 * @internal
 */
const OrderByNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'OrderByNode';
    },
    create(items) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'OrderByNode',
            items: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...items]),
        });
    },
    cloneWithItems(orderBy, items) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...orderBy,
            items: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...orderBy.items, ...items]),
        });
    },
});


/***/ }),

/***/ 30486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ ParensNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./parens-node.d.ts" />

/**
 * @internal
 */
const ParensNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ParensNode';
    },
    create(node) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ParensNode',
            node,
        });
    },
});


/***/ }),

/***/ 60817:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ PrimitiveValueListNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./primitive-value-list-node.d.ts" />

/**
 * @internal
 */
const PrimitiveValueListNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'PrimitiveValueListNode';
    },
    create(values) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'PrimitiveValueListNode',
            values: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...values]),
        });
    },
});


/***/ }),

/***/ 80602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ QueryNode)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/insert-query-node.js
var insert_query_node = __webpack_require__(21473);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js + 2 modules
var select_query_node = __webpack_require__(24517);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/update-query-node.js
var update_query_node = __webpack_require__(73625);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/delete-query-node.js
var delete_query_node = __webpack_require__(92787);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/where-node.js
var where_node = __webpack_require__(60950);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/returning-node.js
/// <reference types="./returning-node.d.ts" />

/**
 * @internal
 */
const ReturningNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ReturningNode';
    },
    create(selections) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ReturningNode',
            selections: (0,object_utils/* freeze */.CN)(selections),
        });
    },
    cloneWithSelections(returning, selections) {
        return (0,object_utils/* freeze */.CN)({
            ...returning,
            selections: returning.selections
                ? (0,object_utils/* freeze */.CN)([...returning.selections, ...selections])
                : (0,object_utils/* freeze */.CN)(selections),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/explain-node.js
/// <reference types="./explain-node.d.ts" />

/**
 * @internal
 */
const ExplainNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ExplainNode';
    },
    create(format, options) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ExplainNode',
            format,
            options,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/merge-query-node.js
var merge_query_node = __webpack_require__(74940);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/output-node.js
/// <reference types="./output-node.d.ts" />

/**
 * @internal
 */
const OutputNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OutputNode';
    },
    create(selections) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OutputNode',
            selections: (0,object_utils/* freeze */.CN)(selections),
        });
    },
    cloneWithSelections(output, selections) {
        return (0,object_utils/* freeze */.CN)({
            ...output,
            selections: output.selections
                ? (0,object_utils/* freeze */.CN)([...output.selections, ...selections])
                : (0,object_utils/* freeze */.CN)(selections),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/order-by-node.js
var order_by_node = __webpack_require__(63043);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js
/// <reference types="./query-node.d.ts" />











/**
 * @internal
 */
const QueryNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return (select_query_node/* SelectQueryNode */.L.is(node) ||
            insert_query_node/* InsertQueryNode */.o.is(node) ||
            update_query_node/* UpdateQueryNode */.U.is(node) ||
            delete_query_node/* DeleteQueryNode */.e.is(node) ||
            merge_query_node/* MergeQueryNode */.r.is(node));
    },
    cloneWithEndModifier(node, modifier) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            endModifiers: node.endModifiers
                ? (0,object_utils/* freeze */.CN)([...node.endModifiers, modifier])
                : (0,object_utils/* freeze */.CN)([modifier]),
        });
    },
    cloneWithWhere(node, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            where: node.where
                ? where_node/* WhereNode */.o.cloneWithOperation(node.where, 'And', operation)
                : where_node/* WhereNode */.o.create(operation),
        });
    },
    cloneWithJoin(node, join) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            joins: node.joins ? (0,object_utils/* freeze */.CN)([...node.joins, join]) : (0,object_utils/* freeze */.CN)([join]),
        });
    },
    cloneWithReturning(node, selections) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            returning: node.returning
                ? ReturningNode.cloneWithSelections(node.returning, selections)
                : ReturningNode.create(selections),
        });
    },
    cloneWithoutReturning(node) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            returning: undefined,
        });
    },
    cloneWithoutWhere(node) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            where: undefined,
        });
    },
    cloneWithExplain(node, format, options) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            explain: ExplainNode.create(format, options?.toOperationNode()),
        });
    },
    cloneWithTop(node, top) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            top,
        });
    },
    cloneWithOutput(node, selections) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            output: node.output
                ? OutputNode.cloneWithSelections(node.output, selections)
                : OutputNode.create(selections),
        });
    },
    cloneWithOrderByItems(node, items) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            orderBy: node.orderBy
                ? order_by_node/* OrderByNode */.O.cloneWithItems(node.orderBy, items)
                : order_by_node/* OrderByNode */.O.create(items),
        });
    },
    cloneWithoutOrderBy(node) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            orderBy: undefined,
        });
    },
});


/***/ }),

/***/ 75721:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ RawNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./raw-node.d.ts" />

/**
 * @internal
 */
const RawNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'RawNode';
    },
    create(sqlFragments, parameters) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'RawNode',
            sqlFragments: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(sqlFragments),
            parameters: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(parameters),
        });
    },
    createWithSql(sql) {
        return RawNode.create([sql], []);
    },
    createWithChild(child) {
        return RawNode.create(['', ''], [child]);
    },
    createWithChildren(children) {
        return RawNode.create(new Array(children.length + 1).fill(''), children);
    },
});


/***/ }),

/***/ 79804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ ReferenceNode)
/* harmony export */ });
/* harmony import */ var _select_all_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69007);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./reference-node.d.ts" />


/**
 * @internal
 */
const ReferenceNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ReferenceNode';
    },
    create(column, table) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ReferenceNode',
            table,
            column,
        });
    },
    createSelectAll(table) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ReferenceNode',
            table,
            column: _select_all_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SelectAllNode */ .U.create(),
        });
    },
});


/***/ }),

/***/ 99073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ SchemableIdentifierNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72500);
/// <reference types="./schemable-identifier-node.d.ts" />


/**
 * @internal
 */
const SchemableIdentifierNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'SchemableIdentifierNode';
    },
    create(identifier) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'SchemableIdentifierNode',
            identifier: _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentifierNode */ .O.create(identifier),
        });
    },
    createWithSchema(schema, identifier) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'SchemableIdentifierNode',
            schema: _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentifierNode */ .O.create(schema),
            identifier: _identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .IdentifierNode */ .O.create(identifier),
        });
    },
});


/***/ }),

/***/ 69007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ SelectAllNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./select-all-node.d.ts" />

/**
 * @internal
 */
const SelectAllNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'SelectAllNode';
    },
    create() {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'SelectAllNode',
        });
    },
});


/***/ }),

/***/ 24517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ SelectQueryNode)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/from-node.js
var from_node = __webpack_require__(97829);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/group-by-node.js
/// <reference types="./group-by-node.d.ts" />

/**
 * @internal
 */
const GroupByNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'GroupByNode';
    },
    create(items) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'GroupByNode',
            items: (0,object_utils/* freeze */.CN)(items),
        });
    },
    cloneWithItems(groupBy, items) {
        return (0,object_utils/* freeze */.CN)({
            ...groupBy,
            items: (0,object_utils/* freeze */.CN)([...groupBy.items, ...items]),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/and-node.js
var and_node = __webpack_require__(22176);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/or-node.js
var or_node = __webpack_require__(64998);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/having-node.js
/// <reference types="./having-node.d.ts" />



/**
 * @internal
 */
const HavingNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'HavingNode';
    },
    create(filter) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'HavingNode',
            having: filter,
        });
    },
    cloneWithOperation(havingNode, operator, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...havingNode,
            having: operator === 'And'
                ? and_node/* AndNode */.s.create(havingNode.having, operation)
                : or_node/* OrNode */.K.create(havingNode.having, operation),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js
/// <reference types="./select-query-node.d.ts" />





/**
 * @internal
 */
const SelectQueryNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'SelectQueryNode';
    },
    create(withNode) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectQueryNode',
            ...(withNode && { with: withNode }),
        });
    },
    createFrom(fromItems, withNode) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectQueryNode',
            from: from_node/* FromNode */.N.create(fromItems),
            ...(withNode && { with: withNode }),
        });
    },
    cloneWithSelections(select, selections) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            selections: select.selections
                ? (0,object_utils/* freeze */.CN)([...select.selections, ...selections])
                : (0,object_utils/* freeze */.CN)(selections),
        });
    },
    cloneWithDistinctOn(select, expressions) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            distinctOn: select.distinctOn
                ? (0,object_utils/* freeze */.CN)([...select.distinctOn, ...expressions])
                : (0,object_utils/* freeze */.CN)(expressions),
        });
    },
    cloneWithFrontModifier(select, modifier) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            frontModifiers: select.frontModifiers
                ? (0,object_utils/* freeze */.CN)([...select.frontModifiers, modifier])
                : (0,object_utils/* freeze */.CN)([modifier]),
        });
    },
    // TODO: remove in v0.29
    /**
     * @deprecated Use `QueryNode.cloneWithoutOrderBy` instead.
     */
    cloneWithOrderByItems: (node, items) => query_node/* QueryNode */.L.cloneWithOrderByItems(node, items),
    cloneWithGroupByItems(selectNode, items) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            groupBy: selectNode.groupBy
                ? GroupByNode.cloneWithItems(selectNode.groupBy, items)
                : GroupByNode.create(items),
        });
    },
    cloneWithLimit(selectNode, limit) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            limit,
        });
    },
    cloneWithOffset(selectNode, offset) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            offset,
        });
    },
    cloneWithFetch(selectNode, fetch) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            fetch,
        });
    },
    cloneWithHaving(selectNode, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            having: selectNode.having
                ? HavingNode.cloneWithOperation(selectNode.having, 'And', operation)
                : HavingNode.create(operation),
        });
    },
    cloneWithSetOperations(selectNode, setOperations) {
        return (0,object_utils/* freeze */.CN)({
            ...selectNode,
            setOperations: selectNode.setOperations
                ? (0,object_utils/* freeze */.CN)([...selectNode.setOperations, ...setOperations])
                : (0,object_utils/* freeze */.CN)([...setOperations]),
        });
    },
    cloneWithoutSelections(select) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            selections: [],
        });
    },
    cloneWithoutLimit(select) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            limit: undefined,
        });
    },
    cloneWithoutOffset(select) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            offset: undefined,
        });
    },
    // TODO: remove in v0.29
    /**
     * @deprecated Use `QueryNode.cloneWithoutOrderBy` instead.
     */
    cloneWithoutOrderBy: (node) => query_node/* QueryNode */.L.cloneWithoutOrderBy(node),
    cloneWithoutGroupBy(select) {
        return (0,object_utils/* freeze */.CN)({
            ...select,
            groupBy: undefined,
        });
    },
});


/***/ }),

/***/ 2131:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ SetOperationNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./set-operation-node.d.ts" />

/**
 * @internal
 */
const SetOperationNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'SetOperationNode';
    },
    create(operator, expression, all) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'SetOperationNode',
            operator,
            expression,
            all,
        });
    },
});


/***/ }),

/***/ 81763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ TableNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _schemable_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99073);
/// <reference types="./table-node.d.ts" />


/**
 * @internal
 */
const TableNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'TableNode';
    },
    create(table) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'TableNode',
            table: _schemable_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemableIdentifierNode */ .y.create(table),
        });
    },
    createWithSchema(schema, table) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'TableNode',
            table: _schemable_identifier_node_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemableIdentifierNode */ .y.createWithSchema(schema, table),
        });
    },
});


/***/ }),

/***/ 73625:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ UpdateQueryNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _from_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97829);
/* harmony import */ var _list_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80849);
/// <reference types="./update-query-node.d.ts" />



/**
 * @internal
 */
const UpdateQueryNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'UpdateQueryNode';
    },
    create(tables, withNode) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'UpdateQueryNode',
            // For backwards compatibility, use the raw table node when there's only one table
            // and don't rename the property to something like `tables`.
            table: tables.length === 1 ? tables[0] : _list_node_js__WEBPACK_IMPORTED_MODULE_1__/* .ListNode */ .v.create(tables),
            ...(withNode && { with: withNode }),
        });
    },
    createWithoutTable() {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'UpdateQueryNode',
        });
    },
    cloneWithFromItems(updateQuery, fromItems) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...updateQuery,
            from: updateQuery.from
                ? _from_node_js__WEBPACK_IMPORTED_MODULE_2__/* .FromNode */ .N.cloneWithFroms(updateQuery.from, fromItems)
                : _from_node_js__WEBPACK_IMPORTED_MODULE_2__/* .FromNode */ .N.create(fromItems),
        });
    },
    cloneWithUpdates(updateQuery, updates) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...updateQuery,
            updates: updateQuery.updates
                ? (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...updateQuery.updates, ...updates])
                : updates,
        });
    },
    cloneWithLimit(updateQuery, limit) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...updateQuery,
            limit,
        });
    },
});


/***/ }),

/***/ 11043:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ UsingNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./using-node.d.ts" />

/**
 * @internal
 */
const UsingNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'UsingNode';
    },
    create(tables) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'UsingNode',
            tables: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(tables),
        });
    },
    cloneWithTables(using, tables) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...using,
            tables: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([...using.tables, ...tables]),
        });
    },
});


/***/ }),

/***/ 47093:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ ValueListNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./value-list-node.d.ts" />

/**
 * @internal
 */
const ValueListNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ValueListNode';
    },
    create(values) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ValueListNode',
            values: (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(values),
        });
    },
});


/***/ }),

/***/ 93732:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ ValueNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./value-node.d.ts" />

/**
 * @internal
 */
const ValueNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'ValueNode';
    },
    create(value) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ValueNode',
            value,
        });
    },
    createImmediate(value) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'ValueNode',
            value,
            immediate: true,
        });
    },
});


/***/ }),

/***/ 49669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WhenNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/// <reference types="./when-node.d.ts" />

/**
 * @internal
 */
const WhenNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'WhenNode';
    },
    create(condition) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'WhenNode',
            condition,
        });
    },
    cloneWithResult(whenNode, result) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...whenNode,
            result,
        });
    },
});


/***/ }),

/***/ 60950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ WhereNode)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _and_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22176);
/* harmony import */ var _or_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64998);
/// <reference types="./where-node.d.ts" />



/**
 * @internal
 */
const WhereNode = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
    is(node) {
        return node.kind === 'WhereNode';
    },
    create(filter) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            kind: 'WhereNode',
            where: filter,
        });
    },
    cloneWithOperation(whereNode, operator, operation) {
        return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)({
            ...whereNode,
            where: operator === 'And'
                ? _and_node_js__WEBPACK_IMPORTED_MODULE_1__/* .AndNode */ .s.create(whereNode.where, operation)
                : _or_node_js__WEBPACK_IMPORTED_MODULE_2__/* .OrNode */ .K.create(whereNode.where, operation),
        });
    },
});


/***/ }),

/***/ 38322:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GB: () => (/* binding */ parseValueBinaryOperationOrExpression),
/* harmony export */   KN: () => (/* binding */ parseFilterList),
/* harmony export */   Ve: () => (/* binding */ parseFilterObject),
/* harmony export */   ds: () => (/* binding */ parseValueBinaryOperation),
/* harmony export */   vC: () => (/* binding */ parseReferentialBinaryOperation)
/* harmony export */ });
/* harmony import */ var _operation_node_binary_operation_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71758);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64403);
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58952);
/* harmony import */ var _operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18953);
/* harmony import */ var _reference_parser_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80554);
/* harmony import */ var _value_parser_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74238);
/* harmony import */ var _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93732);
/* harmony import */ var _operation_node_and_node_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22176);
/* harmony import */ var _operation_node_parens_node_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(30486);
/* harmony import */ var _operation_node_or_node_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64998);
/// <reference types="./binary-operation-parser.d.ts" />










function parseValueBinaryOperationOrExpression(args) {
    if (args.length === 3) {
        return parseValueBinaryOperation(args[0], args[1], args[2]);
    }
    else if (args.length === 1) {
        return (0,_value_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseValueExpression */ .$s)(args[0]);
    }
    throw new Error(`invalid arguments: ${JSON.stringify(args)}`);
}
function parseValueBinaryOperation(left, operator, right) {
    if (isIsOperator(operator) && needsIsOperator(right)) {
        return _operation_node_binary_operation_node_js__WEBPACK_IMPORTED_MODULE_1__/* .BinaryOperationNode */ .l.create((0,_reference_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReferenceExpression */ .$O)(left), parseOperator(operator), _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueNode */ .q.createImmediate(right));
    }
    return _operation_node_binary_operation_node_js__WEBPACK_IMPORTED_MODULE_1__/* .BinaryOperationNode */ .l.create((0,_reference_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReferenceExpression */ .$O)(left), parseOperator(operator), (0,_value_parser_js__WEBPACK_IMPORTED_MODULE_0__/* .parseValueExpressionOrList */ .U2)(right));
}
function parseReferentialBinaryOperation(left, operator, right) {
    return _operation_node_binary_operation_node_js__WEBPACK_IMPORTED_MODULE_1__/* .BinaryOperationNode */ .l.create((0,_reference_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReferenceExpression */ .$O)(left), parseOperator(operator), (0,_reference_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseReferenceExpression */ .$O)(right));
}
function parseFilterObject(obj, combinator) {
    return parseFilterList(Object.entries(obj)
        .filter(([, v]) => !(0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .isUndefined */ .b0)(v))
        .map(([k, v]) => parseValueBinaryOperation(k, needsIsOperator(v) ? 'is' : '=', v)), combinator);
}
function parseFilterList(list, combinator, withParens = true) {
    const combine = combinator === 'and' ? _operation_node_and_node_js__WEBPACK_IMPORTED_MODULE_5__/* .AndNode */ .s.create : _operation_node_or_node_js__WEBPACK_IMPORTED_MODULE_6__/* .OrNode */ .K.create;
    if (list.length === 0) {
        return _operation_node_binary_operation_node_js__WEBPACK_IMPORTED_MODULE_1__/* .BinaryOperationNode */ .l.create(_operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueNode */ .q.createImmediate(1), _operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_7__/* .OperatorNode */ .zX.create('='), _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueNode */ .q.createImmediate(combinator === 'and' ? 1 : 0));
    }
    let node = toOperationNode(list[0]);
    for (let i = 1; i < list.length; ++i) {
        node = combine(node, toOperationNode(list[i]));
    }
    if (list.length > 1 && withParens) {
        return _operation_node_parens_node_js__WEBPACK_IMPORTED_MODULE_8__/* .ParensNode */ .k.create(node);
    }
    return node;
}
function isIsOperator(operator) {
    return operator === 'is' || operator === 'is not';
}
function needsIsOperator(value) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .isNull */ .kZ)(value) || (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .isBoolean */ .Lm)(value);
}
function parseOperator(operator) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_4__/* .isString */ .Kg)(operator) && _operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_7__/* .OPERATORS */ .we.includes(operator)) {
        return _operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_7__/* .OperatorNode */ .zX.create(operator);
    }
    if ((0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_9__/* .isOperationNodeSource */ .N)(operator)) {
        return operator.toOperationNode();
    }
    throw new Error(`invalid operator ${JSON.stringify(operator)}`);
}
function toOperationNode(nodeOrSource) {
    return (0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_9__/* .isOperationNodeSource */ .N)(nodeOrSource)
        ? nodeOrSource.toOperationNode()
        : nodeOrSource;
}


/***/ }),

/***/ 10960:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ parseDataTypeExpression)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/data-type-node.js
/// <reference types="./data-type-node.d.ts" />

const SIMPLE_COLUMN_DATA_TYPES = [
    'varchar',
    'char',
    'text',
    'integer',
    'int2',
    'int4',
    'int8',
    'smallint',
    'bigint',
    'boolean',
    'real',
    'double precision',
    'float4',
    'float8',
    'decimal',
    'numeric',
    'binary',
    'bytea',
    'date',
    'datetime',
    'time',
    'timetz',
    'timestamp',
    'timestamptz',
    'serial',
    'bigserial',
    'uuid',
    'json',
    'jsonb',
    'blob',
    'varbinary',
    'int4range',
    'int4multirange',
    'int8range',
    'int8multirange',
    'numrange',
    'nummultirange',
    'tsrange',
    'tsmultirange',
    'tstzrange',
    'tstzmultirange',
    'daterange',
    'datemultirange',
];
const COLUMN_DATA_TYPE_REGEX = [
    /^varchar\(\d+\)$/,
    /^char\(\d+\)$/,
    /^decimal\(\d+, \d+\)$/,
    /^numeric\(\d+, \d+\)$/,
    /^binary\(\d+\)$/,
    /^datetime\(\d+\)$/,
    /^time\(\d+\)$/,
    /^timetz\(\d+\)$/,
    /^timestamp\(\d+\)$/,
    /^timestamptz\(\d+\)$/,
    /^varbinary\(\d+\)$/,
];
/**
 * @internal
 */
const DataTypeNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DataTypeNode';
    },
    create(dataType) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DataTypeNode',
            dataType,
        });
    },
});
function isColumnDataType(dataType) {
    if (SIMPLE_COLUMN_DATA_TYPES.includes(dataType)) {
        return true;
    }
    if (COLUMN_DATA_TYPE_REGEX.some((r) => r.test(dataType))) {
        return true;
    }
    return false;
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-source.js
var operation_node_source = __webpack_require__(58952);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/data-type-parser.js
/// <reference types="./data-type-parser.d.ts" />


function parseDataTypeExpression(dataType) {
    if ((0,operation_node_source/* isOperationNodeSource */.N)(dataType)) {
        return dataType.toOperationNode();
    }
    if (isColumnDataType(dataType)) {
        return DataTypeNode.create(dataType);
    }
    throw new Error(`invalid column data type ${JSON.stringify(dataType)}`);
}


/***/ }),

/***/ 61655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ isExpressionOrFactory),
/* harmony export */   YK: () => (/* binding */ parseExpression),
/* harmony export */   v0: () => (/* binding */ parseAliasedExpression)
/* harmony export */ });
/* harmony import */ var _expression_expression_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21628);
/* harmony import */ var _operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58952);
/* harmony import */ var _expression_expression_builder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22994);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64403);
/// <reference types="./expression-parser.d.ts" />




function parseExpression(exp) {
    if ((0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_0__/* .isOperationNodeSource */ .N)(exp)) {
        return exp.toOperationNode();
    }
    else if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .isFunction */ .Tn)(exp)) {
        return exp((0,_expression_expression_builder_js__WEBPACK_IMPORTED_MODULE_2__/* .expressionBuilder */ .A)()).toOperationNode();
    }
    throw new Error(`invalid expression: ${JSON.stringify(exp)}`);
}
function parseAliasedExpression(exp) {
    if ((0,_operation_node_operation_node_source_js__WEBPACK_IMPORTED_MODULE_0__/* .isOperationNodeSource */ .N)(exp)) {
        return exp.toOperationNode();
    }
    else if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .isFunction */ .Tn)(exp)) {
        return exp((0,_expression_expression_builder_js__WEBPACK_IMPORTED_MODULE_2__/* .expressionBuilder */ .A)()).toOperationNode();
    }
    throw new Error(`invalid aliased expression: ${JSON.stringify(exp)}`);
}
function isExpressionOrFactory(obj) {
    return (0,_expression_expression_js__WEBPACK_IMPORTED_MODULE_3__/* .isExpression */ .B)(obj) || (0,_expression_expression_js__WEBPACK_IMPORTED_MODULE_3__/* .isAliasedExpression */ .q)(obj) || (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .isFunction */ .Tn)(obj);
}


/***/ }),

/***/ 44609:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ parseJoin)
/* harmony export */ });
/* harmony import */ var _operation_node_join_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10704);
/* harmony import */ var _binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38322);
/* harmony import */ var _parse_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44403);
/* harmony import */ var _table_parser_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30985);
/// <reference types="./join-parser.d.ts" />




function parseJoin(joinType, args) {
    if (args.length === 3) {
        return parseSingleOnJoin(joinType, args[0], args[1], args[2]);
    }
    else if (args.length === 2) {
        return parseCallbackJoin(joinType, args[0], args[1]);
    }
    else if (args.length === 1) {
        return parseOnlessJoin(joinType, args[0]);
    }
    else {
        throw new Error('not implemented');
    }
}
function parseCallbackJoin(joinType, from, callback) {
    return callback((0,_parse_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .createJoinBuilder */ .GQ)(joinType, from)).toOperationNode();
}
function parseSingleOnJoin(joinType, from, lhsColumn, rhsColumn) {
    return _operation_node_join_node_js__WEBPACK_IMPORTED_MODULE_1__/* .JoinNode */ .b.createWithOn(joinType, (0,_table_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTableExpression */ .uJ)(from), (0,_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .parseReferentialBinaryOperation */ .vC)(lhsColumn, '=', rhsColumn));
}
function parseOnlessJoin(joinType, from) {
    return _operation_node_join_node_js__WEBPACK_IMPORTED_MODULE_1__/* .JoinNode */ .b.create(joinType, (0,_table_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTableExpression */ .uJ)(from));
}


/***/ }),

/***/ 51765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bE: () => (/* binding */ isOrderByDirection),
  xk: () => (/* binding */ parseOrderBy)
});

// UNUSED EXPORTS: parseOrderByItem

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/dynamic/dynamic-reference-builder.js
var dynamic_reference_builder = __webpack_require__(56692);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression.js
var expression = __webpack_require__(21628);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/order-by-item-node.js
/// <reference types="./order-by-item-node.d.ts" />

/**
 * @internal
 */
const OrderByItemNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OrderByItemNode';
    },
    create(orderBy, direction) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OrderByItemNode',
            orderBy,
            direction,
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/collate-node.js
/// <reference types="./collate-node.d.ts" />


/**
 * @internal
 */
const CollateNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CollateNode';
    },
    create(collation) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CollateNode',
            collation: identifier_node/* IdentifierNode */.O.create(collation),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/order-by-item-builder.js
/// <reference types="./order-by-item-builder.d.ts" />




class OrderByItemBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Adds `desc` to the `order by` item.
     *
     * See {@link asc} for the opposite.
     */
    desc() {
        return new OrderByItemBuilder({
            node: OrderByItemNode.cloneWith(this.#props.node, {
                direction: raw_node/* RawNode */.z.createWithSql('desc'),
            }),
        });
    }
    /**
     * Adds `asc` to the `order by` item.
     *
     * See {@link desc} for the opposite.
     */
    asc() {
        return new OrderByItemBuilder({
            node: OrderByItemNode.cloneWith(this.#props.node, {
                direction: raw_node/* RawNode */.z.createWithSql('asc'),
            }),
        });
    }
    /**
     * Adds `nulls last` to the `order by` item.
     *
     * This is only supported by some dialects like PostgreSQL and SQLite.
     *
     * See {@link nullsFirst} for the opposite.
     */
    nullsLast() {
        return new OrderByItemBuilder({
            node: OrderByItemNode.cloneWith(this.#props.node, { nulls: 'last' }),
        });
    }
    /**
     * Adds `nulls first` to the `order by` item.
     *
     * This is only supported by some dialects like PostgreSQL and SQLite.
     *
     * See {@link nullsLast} for the opposite.
     */
    nullsFirst() {
        return new OrderByItemBuilder({
            node: OrderByItemNode.cloneWith(this.#props.node, { nulls: 'first' }),
        });
    }
    /**
     * Adds `collate <collationName>` to the `order by` item.
     */
    collate(collation) {
        return new OrderByItemBuilder({
            node: OrderByItemNode.cloneWith(this.#props.node, {
                collation: CollateNode.create(collation),
            }),
        });
    }
    toOperationNode() {
        return this.#props.node;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/log-once.js
var log_once = __webpack_require__(14776);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/expression-parser.js
var expression_parser = __webpack_require__(61655);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/order-by-parser.js
/// <reference types="./order-by-parser.d.ts" />








function isOrderByDirection(thing) {
    return thing === 'asc' || thing === 'desc';
}
function parseOrderBy(args) {
    if (args.length === 2) {
        return [parseOrderByItem(args[0], args[1])];
    }
    if (args.length === 1) {
        const [orderBy] = args;
        if (Array.isArray(orderBy)) {
            (0,log_once/* logOnce */.u)('orderBy(array) is deprecated, use multiple orderBy calls instead.');
            return orderBy.map((item) => parseOrderByItem(item));
        }
        return [parseOrderByItem(orderBy)];
    }
    throw new Error(`Invalid number of arguments at order by! expected 1-2, received ${args.length}`);
}
function parseOrderByItem(expr, modifiers) {
    const parsedRef = parseOrderByExpression(expr);
    if (OrderByItemNode.is(parsedRef)) {
        if (modifiers) {
            throw new Error('Cannot specify direction twice!');
        }
        return parsedRef;
    }
    return parseOrderByWithModifiers(parsedRef, modifiers);
}
function parseOrderByExpression(expr) {
    if ((0,expression_parser/* isExpressionOrFactory */.SS)(expr)) {
        return (0,expression_parser/* parseExpression */.YK)(expr);
    }
    if ((0,dynamic_reference_builder/* isDynamicReferenceBuilder */.C)(expr)) {
        return expr.toOperationNode();
    }
    const [ref, direction] = expr.split(' ');
    if (direction) {
        (0,log_once/* logOnce */.u)("`orderBy('column asc')` is deprecated. Use `orderBy('column', 'asc')` instead.");
        return parseOrderByWithModifiers((0,reference_parser/* parseStringReference */.q5)(ref), direction);
    }
    return (0,reference_parser/* parseStringReference */.q5)(expr);
}
function parseOrderByWithModifiers(expr, modifiers) {
    if (typeof modifiers === 'string') {
        if (!isOrderByDirection(modifiers)) {
            throw new Error(`Invalid order by direction: ${modifiers}`);
        }
        return OrderByItemNode.create(expr, raw_node/* RawNode */.z.createWithSql(modifiers));
    }
    if ((0,expression/* isExpression */.B)(modifiers)) {
        (0,log_once/* logOnce */.u)("`orderBy(..., expr)` is deprecated. Use `orderBy(..., 'asc')` or `orderBy(..., (ob) => ...)` instead.");
        return OrderByItemNode.create(expr, modifiers.toOperationNode());
    }
    const node = OrderByItemNode.create(expr);
    if (!modifiers) {
        return node;
    }
    return modifiers(new OrderByItemBuilder({ node })).toOperationNode();
}


/***/ }),

/***/ 44403:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GQ: () => (/* binding */ createJoinBuilder),
  EQ: () => (/* binding */ createOverBuilder),
  bl: () => (/* binding */ createQueryCreator)
});

// UNUSED EXPORTS: createSelectQueryBuilder

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/join-node.js + 1 modules
var join_node = __webpack_require__(10704);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/order-by-node.js
var order_by_node = __webpack_require__(63043);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/partition-by-node.js
/// <reference types="./partition-by-node.d.ts" />

/**
 * @internal
 */
const PartitionByNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'PartitionByNode';
    },
    create(items) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'PartitionByNode',
            items: (0,object_utils/* freeze */.CN)(items),
        });
    },
    cloneWithItems(partitionBy, items) {
        return (0,object_utils/* freeze */.CN)({
            ...partitionBy,
            items: (0,object_utils/* freeze */.CN)([...partitionBy.items, ...items]),
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/over-node.js
/// <reference types="./over-node.d.ts" />



/**
 * @internal
 */
const OverNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OverNode';
    },
    create() {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OverNode',
        });
    },
    cloneWithOrderByItems(overNode, items) {
        return (0,object_utils/* freeze */.CN)({
            ...overNode,
            orderBy: overNode.orderBy
                ? order_by_node/* OrderByNode */.O.cloneWithItems(overNode.orderBy, items)
                : order_by_node/* OrderByNode */.O.create(items),
        });
    },
    cloneWithPartitionByItems(overNode, items) {
        return (0,object_utils/* freeze */.CN)({
            ...overNode,
            partitionBy: overNode.partitionBy
                ? PartitionByNode.cloneWithItems(overNode.partitionBy, items)
                : PartitionByNode.create(items),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/join-builder.js
/// <reference types="./join-builder.d.ts" />




class JoinBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    on(...args) {
        return new JoinBuilder({
            ...this.#props,
            joinNode: join_node/* JoinNode */.b.cloneWithOn(this.#props.joinNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    /**
     * Just like {@link WhereInterface.whereRef} but adds an item to the join's
     * `on` clause instead.
     *
     * See {@link WhereInterface.whereRef} for documentation and examples.
     */
    onRef(lhs, op, rhs) {
        return new JoinBuilder({
            ...this.#props,
            joinNode: join_node/* JoinNode */.b.cloneWithOn(this.#props.joinNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    /**
     * Adds `on true`.
     */
    onTrue() {
        return new JoinBuilder({
            ...this.#props,
            joinNode: join_node/* JoinNode */.b.cloneWithOn(this.#props.joinNode, raw_node/* RawNode */.z.createWithSql('true')),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.joinNode;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/order-by-parser.js + 3 modules
var order_by_parser = __webpack_require__(51765);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/partition-by-item-node.js
/// <reference types="./partition-by-item-node.d.ts" />

/**
 * @internal
 */
const PartitionByItemNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'PartitionByItemNode';
    },
    create(partitionBy) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'PartitionByItemNode',
            partitionBy,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/partition-by-parser.js
/// <reference types="./partition-by-parser.d.ts" />


function parsePartitionBy(partitionBy) {
    return (0,reference_parser/* parseReferenceExpressionOrList */.kU)(partitionBy).map(PartitionByItemNode.create);
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/over-builder.js
/// <reference types="./over-builder.d.ts" />





class OverBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    orderBy(...args) {
        return new OverBuilder({
            overNode: OverNode.cloneWithOrderByItems(this.#props.overNode, (0,order_by_parser/* parseOrderBy */.xk)(args)),
        });
    }
    clearOrderBy() {
        return new OverBuilder({
            overNode: query_node/* QueryNode */.L.cloneWithoutOrderBy(this.#props.overNode),
        });
    }
    partitionBy(partitionBy) {
        return new OverBuilder({
            overNode: OverNode.cloneWithPartitionByItems(this.#props.overNode, parsePartitionBy(partitionBy)),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.overNode;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-creator.js + 24 modules
var query_creator = __webpack_require__(29822);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-executor/noop-query-executor.js
var noop_query_executor = __webpack_require__(29413);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/parse-utils.js
/// <reference types="./parse-utils.d.ts" />










function createSelectQueryBuilder() {
    return newSelectQueryBuilder({
        queryId: createQueryId(),
        executor: NOOP_QUERY_EXECUTOR,
        queryNode: SelectQueryNode.createFrom(parseTableExpressionOrList([])),
    });
}
function createQueryCreator() {
    return new query_creator/* QueryCreator */.n({
        executor: noop_query_executor/* NOOP_QUERY_EXECUTOR */.W,
    });
}
function createJoinBuilder(joinType, table) {
    return new JoinBuilder({
        joinNode: join_node/* JoinNode */.b.create(joinType, (0,table_parser/* parseTableExpression */.uJ)(table)),
    });
}
function createOverBuilder() {
    return new OverBuilder({
        overNode: OverNode.create(),
    });
}


/***/ }),

/***/ 80554:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ parseReferenceExpression),
/* harmony export */   DT: () => (/* binding */ parseAliasedStringReference),
/* harmony export */   NF: () => (/* binding */ parseJSONReference),
/* harmony export */   Ow: () => (/* binding */ parseOrderedColumnName),
/* harmony export */   RY: () => (/* binding */ parseColumnName),
/* harmony export */   kU: () => (/* binding */ parseReferenceExpressionOrList),
/* harmony export */   q5: () => (/* binding */ parseStringReference),
/* harmony export */   vd: () => (/* binding */ parseSimpleReferenceExpression)
/* harmony export */ });
/* harmony import */ var _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1275);
/* harmony import */ var _operation_node_column_node_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(58711);
/* harmony import */ var _operation_node_reference_node_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79804);
/* harmony import */ var _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(81763);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _expression_parser_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61655);
/* harmony import */ var _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(72500);
/* harmony import */ var _order_by_parser_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(51765);
/* harmony import */ var _operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18953);
/* harmony import */ var _operation_node_json_reference_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58599);
/* harmony import */ var _operation_node_json_operator_chain_node_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23276);
/* harmony import */ var _operation_node_json_path_node_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16545);
/// <reference types="./reference-parser.d.ts" />












function parseSimpleReferenceExpression(exp) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isString */ .Kg)(exp)) {
        return parseStringReference(exp);
    }
    return exp.toOperationNode();
}
function parseReferenceExpressionOrList(arg) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(arg)) {
        return arg.map((it) => parseReferenceExpression(it));
    }
    else {
        return [parseReferenceExpression(arg)];
    }
}
function parseReferenceExpression(exp) {
    if ((0,_expression_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .isExpressionOrFactory */ .SS)(exp)) {
        return (0,_expression_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseExpression */ .YK)(exp);
    }
    return parseSimpleReferenceExpression(exp);
}
function parseJSONReference(ref, op) {
    const referenceNode = parseStringReference(ref);
    if ((0,_operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_2__/* .isJSONOperator */ .Xm)(op)) {
        return _operation_node_json_reference_node_js__WEBPACK_IMPORTED_MODULE_3__/* .JSONReferenceNode */ .Q.create(referenceNode, _operation_node_json_operator_chain_node_js__WEBPACK_IMPORTED_MODULE_4__/* .JSONOperatorChainNode */ .k.create(_operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_2__/* .OperatorNode */ .zX.create(op)));
    }
    const opWithoutLastChar = op.slice(0, -1);
    if ((0,_operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_2__/* .isJSONOperator */ .Xm)(opWithoutLastChar)) {
        return _operation_node_json_reference_node_js__WEBPACK_IMPORTED_MODULE_3__/* .JSONReferenceNode */ .Q.create(referenceNode, _operation_node_json_path_node_js__WEBPACK_IMPORTED_MODULE_5__/* .JSONPathNode */ .c.create(_operation_node_operator_node_js__WEBPACK_IMPORTED_MODULE_2__/* .OperatorNode */ .zX.create(opWithoutLastChar)));
    }
    throw new Error(`Invalid JSON operator: ${op}`);
}
function parseStringReference(ref) {
    const COLUMN_SEPARATOR = '.';
    if (!ref.includes(COLUMN_SEPARATOR)) {
        return _operation_node_reference_node_js__WEBPACK_IMPORTED_MODULE_6__/* .ReferenceNode */ .q.create(_operation_node_column_node_js__WEBPACK_IMPORTED_MODULE_7__/* .ColumnNode */ .Z.create(ref));
    }
    const parts = ref.split(COLUMN_SEPARATOR).map(trim);
    if (parts.length === 3) {
        return parseStringReferenceWithTableAndSchema(parts);
    }
    if (parts.length === 2) {
        return parseStringReferenceWithTable(parts);
    }
    throw new Error(`invalid column reference ${ref}`);
}
function parseAliasedStringReference(ref) {
    const ALIAS_SEPARATOR = ' as ';
    if (ref.includes(ALIAS_SEPARATOR)) {
        const [columnRef, alias] = ref.split(ALIAS_SEPARATOR).map(trim);
        return _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_8__/* .AliasNode */ .N.create(parseStringReference(columnRef), _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_9__/* .IdentifierNode */ .O.create(alias));
    }
    else {
        return parseStringReference(ref);
    }
}
function parseColumnName(column) {
    return _operation_node_column_node_js__WEBPACK_IMPORTED_MODULE_7__/* .ColumnNode */ .Z.create(column);
}
function parseOrderedColumnName(column) {
    const ORDER_SEPARATOR = ' ';
    if (column.includes(ORDER_SEPARATOR)) {
        const [columnName, order] = column.split(ORDER_SEPARATOR).map(trim);
        if (!(0,_order_by_parser_js__WEBPACK_IMPORTED_MODULE_10__/* .isOrderByDirection */ .bE)(order)) {
            throw new Error(`invalid order direction "${order}" next to "${columnName}"`);
        }
        return (0,_order_by_parser_js__WEBPACK_IMPORTED_MODULE_10__/* .parseOrderBy */ .xk)([columnName, order])[0];
    }
    else {
        return parseColumnName(column);
    }
}
function parseStringReferenceWithTableAndSchema(parts) {
    const [schema, table, column] = parts;
    return _operation_node_reference_node_js__WEBPACK_IMPORTED_MODULE_6__/* .ReferenceNode */ .q.create(_operation_node_column_node_js__WEBPACK_IMPORTED_MODULE_7__/* .ColumnNode */ .Z.create(column), _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_11__/* .TableNode */ .H.createWithSchema(schema, table));
}
function parseStringReferenceWithTable(parts) {
    const [table, column] = parts;
    return _operation_node_reference_node_js__WEBPACK_IMPORTED_MODULE_6__/* .ReferenceNode */ .q.create(_operation_node_column_node_js__WEBPACK_IMPORTED_MODULE_7__/* .ColumnNode */ .Z.create(column), _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_11__/* .TableNode */ .H.create(table));
}
function trim(str) {
    return str.trim();
}


/***/ }),

/***/ 19033:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ parseSelectAll),
  G: () => (/* binding */ parseSelectArg)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/reference-node.js
var reference_node = __webpack_require__(79804);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-all-node.js
var select_all_node = __webpack_require__(69007);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/selection-node.js
/// <reference types="./selection-node.d.ts" />



/**
 * @internal
 */
const SelectionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'SelectionNode';
    },
    create(selection) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectionNode',
            selection: selection,
        });
    },
    createSelectAll() {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectionNode',
            selection: select_all_node/* SelectAllNode */.U.create(),
        });
    },
    createSelectAllFromTable(table) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectionNode',
            selection: reference_node/* ReferenceNode */.q.createSelectAll(table),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/dynamic/dynamic-reference-builder.js
var dynamic_reference_builder = __webpack_require__(56692);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/expression-parser.js
var expression_parser = __webpack_require__(61655);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-builder.js + 6 modules
var expression_builder = __webpack_require__(22994);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/select-parser.js
/// <reference types="./select-parser.d.ts" />







function parseSelectArg(selection) {
    if ((0,object_utils/* isFunction */.Tn)(selection)) {
        return parseSelectArg(selection((0,expression_builder/* expressionBuilder */.A)()));
    }
    else if ((0,object_utils/* isReadonlyArray */.MH)(selection)) {
        return selection.map((it) => parseSelectExpression(it));
    }
    else {
        return [parseSelectExpression(selection)];
    }
}
function parseSelectExpression(selection) {
    if ((0,object_utils/* isString */.Kg)(selection)) {
        return SelectionNode.create((0,reference_parser/* parseAliasedStringReference */.DT)(selection));
    }
    else if ((0,dynamic_reference_builder/* isDynamicReferenceBuilder */.C)(selection)) {
        return SelectionNode.create(selection.toOperationNode());
    }
    else {
        return SelectionNode.create((0,expression_parser/* parseAliasedExpression */.v0)(selection));
    }
}
function parseSelectAll(table) {
    if (!table) {
        return [SelectionNode.createSelectAll()];
    }
    else if (Array.isArray(table)) {
        return table.map(parseSelectAllArg);
    }
    else {
        return [parseSelectAllArg(table)];
    }
}
function parseSelectAllArg(table) {
    if ((0,object_utils/* isString */.Kg)(table)) {
        return SelectionNode.createSelectAllFromTable((0,table_parser/* parseTable */.M$)(table));
    }
    throw new Error(`invalid value selectAll expression: ${JSON.stringify(table)}`);
}


/***/ }),

/***/ 30985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JB: () => (/* binding */ parseTableExpressionOrList),
/* harmony export */   M$: () => (/* binding */ parseTable),
/* harmony export */   Xm: () => (/* binding */ parseAliasedTable),
/* harmony export */   uJ: () => (/* binding */ parseTableExpression)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1275);
/* harmony import */ var _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(81763);
/* harmony import */ var _expression_parser_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61655);
/* harmony import */ var _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72500);
/* harmony import */ var _dynamic_dynamic_table_builder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96245);
/// <reference types="./table-parser.d.ts" />






function parseTableExpressionOrList(table) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(table)) {
        return table.map((it) => parseTableExpression(it));
    }
    else {
        return [parseTableExpression(table)];
    }
}
function parseTableExpression(table) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isString */ .Kg)(table)) {
        return parseAliasedTable(table);
    }
    else if ((0,_dynamic_dynamic_table_builder_js__WEBPACK_IMPORTED_MODULE_1__/* .isAliasedDynamicTableBuilder */ .uc)(table)) {
        return table.toOperationNode();
    }
    else {
        return (0,_expression_parser_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAliasedExpression */ .v0)(table);
    }
}
function parseAliasedTable(from) {
    const ALIAS_SEPARATOR = ' as ';
    if (from.includes(ALIAS_SEPARATOR)) {
        const [table, alias] = from.split(ALIAS_SEPARATOR).map(trim);
        return _operation_node_alias_node_js__WEBPACK_IMPORTED_MODULE_3__/* .AliasNode */ .N.create(parseTable(table), _operation_node_identifier_node_js__WEBPACK_IMPORTED_MODULE_4__/* .IdentifierNode */ .O.create(alias));
    }
    else {
        return parseTable(from);
    }
}
function parseTable(from) {
    const SCHEMA_SEPARATOR = '.';
    if (from.includes(SCHEMA_SEPARATOR)) {
        const [schema, table] = from.split(SCHEMA_SEPARATOR).map(trim);
        return _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_5__/* .TableNode */ .H.createWithSchema(schema, table);
    }
    else {
        return _operation_node_table_node_js__WEBPACK_IMPORTED_MODULE_5__/* .TableNode */ .H.create(from);
    }
}
function trim(str) {
    return str.trim();
}


/***/ }),

/***/ 80848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ parseTop)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/top-node.js
/// <reference types="./top-node.d.ts" />

/**
 * @internal
 */
const TopNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'TopNode';
    },
    create(expression, modifiers) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'TopNode',
            expression,
            modifiers,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/top-parser.js
/// <reference types="./top-parser.d.ts" />


function parseTop(expression, modifiers) {
    if (!(0,object_utils/* isNumber */.Et)(expression) && !(0,object_utils/* isBigInt */.sI)(expression)) {
        throw new Error(`Invalid top expression: ${expression}`);
    }
    if (!(0,object_utils/* isUndefined */.b0)(modifiers) && !isTopModifiers(modifiers)) {
        throw new Error(`Invalid top modifiers: ${modifiers}`);
    }
    return TopNode.create(expression, modifiers);
}
function isTopModifiers(modifiers) {
    return (modifiers === 'percent' ||
        modifiers === 'with ties' ||
        modifiers === 'percent with ties');
}


/***/ }),

/***/ 74238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $s: () => (/* binding */ parseValueExpression),
/* harmony export */   U2: () => (/* binding */ parseValueExpressionOrList),
/* harmony export */   dJ: () => (/* binding */ parseSafeImmediateValue),
/* harmony export */   qH: () => (/* binding */ isSafeImmediateValue)
/* harmony export */ });
/* harmony import */ var _operation_node_primitive_value_list_node_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60817);
/* harmony import */ var _operation_node_value_list_node_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47093);
/* harmony import */ var _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93732);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _expression_parser_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61655);
/// <reference types="./value-parser.d.ts" />





function parseValueExpressionOrList(arg) {
    if ((0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(arg)) {
        return parseValueExpressionList(arg);
    }
    return parseValueExpression(arg);
}
function parseValueExpression(exp) {
    if ((0,_expression_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .isExpressionOrFactory */ .SS)(exp)) {
        return (0,_expression_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .parseExpression */ .YK)(exp);
    }
    return _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_2__/* .ValueNode */ .q.create(exp);
}
function isSafeImmediateValue(value) {
    return (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isNumber */ .Et)(value) || (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isBoolean */ .Lm)(value) || (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .isNull */ .kZ)(value);
}
function parseSafeImmediateValue(value) {
    if (!isSafeImmediateValue(value)) {
        throw new Error(`unsafe immediate value ${JSON.stringify(value)}`);
    }
    return _operation_node_value_node_js__WEBPACK_IMPORTED_MODULE_2__/* .ValueNode */ .q.createImmediate(value);
}
function parseValueExpressionList(arg) {
    if (arg.some(_expression_parser_js__WEBPACK_IMPORTED_MODULE_1__/* .isExpressionOrFactory */ .SS)) {
        return _operation_node_value_list_node_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueListNode */ .s.create(arg.map((it) => parseValueExpression(it)));
    }
    return _operation_node_primitive_value_list_node_js__WEBPACK_IMPORTED_MODULE_4__/* .PrimitiveValueListNode */ .h.create(arg);
}


/***/ }),

/***/ 58383:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ WithSchemaPlugin)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/alias-node.js
var alias_node = __webpack_require__(1275);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/join-node.js + 1 modules
var join_node = __webpack_require__(10704);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/list-node.js
var list_node = __webpack_require__(80849);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-transformer.js + 1 modules
var operation_node_transformer = __webpack_require__(89346);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/schemable-identifier-node.js
var schemable_identifier_node = __webpack_require__(99073);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/table-node.js
var table_node = __webpack_require__(81763);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/using-node.js
var using_node = __webpack_require__(11043);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-transformer.js
/// <reference types="./with-schema-transformer.d.ts" />









// This object exist only so that we get a type error when a new RootOperationNode
// is added. If you get a type error here, make sure to add the new root node and
// handle it correctly in the transformer.
//
// DO NOT REFACTOR THIS EVEN IF IT SEEMS USELESS TO YOU!
const ROOT_OPERATION_NODES = (0,object_utils/* freeze */.CN)({
    AlterTableNode: true,
    CreateIndexNode: true,
    CreateSchemaNode: true,
    CreateTableNode: true,
    CreateTypeNode: true,
    CreateViewNode: true,
    RefreshMaterializedViewNode: true,
    DeleteQueryNode: true,
    DropIndexNode: true,
    DropSchemaNode: true,
    DropTableNode: true,
    DropTypeNode: true,
    DropViewNode: true,
    InsertQueryNode: true,
    RawNode: true,
    SelectQueryNode: true,
    UpdateQueryNode: true,
    MergeQueryNode: true,
});
const SCHEMALESS_FUNCTIONS = {
    json_agg: true,
    to_json: true,
};
class WithSchemaTransformer extends operation_node_transformer/* OperationNodeTransformer */.V {
    #schema;
    #schemableIds = new Set();
    #ctes = new Set();
    constructor(schema) {
        super();
        this.#schema = schema;
    }
    transformNodeImpl(node, queryId) {
        if (!this.#isRootOperationNode(node)) {
            return super.transformNodeImpl(node, queryId);
        }
        const ctes = this.#collectCTEs(node);
        for (const cte of ctes) {
            this.#ctes.add(cte);
        }
        const tables = this.#collectSchemableIds(node);
        for (const table of tables) {
            this.#schemableIds.add(table);
        }
        const transformed = super.transformNodeImpl(node, queryId);
        for (const table of tables) {
            this.#schemableIds.delete(table);
        }
        for (const cte of ctes) {
            this.#ctes.delete(cte);
        }
        return transformed;
    }
    transformSchemableIdentifier(node, queryId) {
        const transformed = super.transformSchemableIdentifier(node, queryId);
        if (transformed.schema || !this.#schemableIds.has(node.identifier.name)) {
            return transformed;
        }
        return {
            ...transformed,
            schema: identifier_node/* IdentifierNode */.O.create(this.#schema),
        };
    }
    transformReferences(node, queryId) {
        const transformed = super.transformReferences(node, queryId);
        if (transformed.table.table.schema) {
            return transformed;
        }
        return {
            ...transformed,
            table: table_node/* TableNode */.H.createWithSchema(this.#schema, transformed.table.table.identifier.name),
        };
    }
    transformAggregateFunction(node, queryId) {
        return {
            ...super.transformAggregateFunction({ ...node, aggregated: [] }, queryId),
            aggregated: this.#transformTableArgsWithoutSchemas(node, queryId, 'aggregated'),
        };
    }
    transformFunction(node, queryId) {
        return {
            ...super.transformFunction({ ...node, arguments: [] }, queryId),
            arguments: this.#transformTableArgsWithoutSchemas(node, queryId, 'arguments'),
        };
    }
    transformSelectModifier(node, queryId) {
        return {
            ...super.transformSelectModifier({ ...node, of: undefined }, queryId),
            of: node.of?.map((item) => table_node/* TableNode */.H.is(item) && !item.table.schema
                ? {
                    ...item,
                    table: this.transformIdentifier(item.table.identifier, queryId),
                }
                : this.transformNode(item, queryId)),
        };
    }
    #transformTableArgsWithoutSchemas(node, queryId, argsKey) {
        return SCHEMALESS_FUNCTIONS[node.func]
            ? node[argsKey].map((arg) => !table_node/* TableNode */.H.is(arg) || arg.table.schema
                ? this.transformNode(arg, queryId)
                : {
                    ...arg,
                    table: this.transformIdentifier(arg.table.identifier, queryId),
                })
            : this.transformNodeList(node[argsKey], queryId);
    }
    #isRootOperationNode(node) {
        return node.kind in ROOT_OPERATION_NODES;
    }
    #collectSchemableIds(node) {
        const schemableIds = new Set();
        if ('name' in node && node.name && schemable_identifier_node/* SchemableIdentifierNode */.y.is(node.name)) {
            this.#collectSchemableId(node.name, schemableIds);
        }
        if ('from' in node && node.from) {
            for (const from of node.from.froms) {
                this.#collectSchemableIdsFromTableExpr(from, schemableIds);
            }
        }
        if ('into' in node && node.into) {
            this.#collectSchemableIdsFromTableExpr(node.into, schemableIds);
        }
        if ('table' in node && node.table) {
            this.#collectSchemableIdsFromTableExpr(node.table, schemableIds);
        }
        if ('joins' in node && node.joins) {
            for (const join of node.joins) {
                this.#collectSchemableIdsFromTableExpr(join.table, schemableIds);
            }
        }
        if ('using' in node && node.using) {
            if (join_node/* JoinNode */.b.is(node.using)) {
                this.#collectSchemableIdsFromTableExpr(node.using.table, schemableIds);
            }
            else {
                this.#collectSchemableIdsFromTableExpr(node.using, schemableIds);
            }
        }
        return schemableIds;
    }
    #collectCTEs(node) {
        const ctes = new Set();
        if ('with' in node && node.with) {
            this.#collectCTEIds(node.with, ctes);
        }
        return ctes;
    }
    #collectSchemableIdsFromTableExpr(node, schemableIds) {
        if (table_node/* TableNode */.H.is(node)) {
            return this.#collectSchemableId(node.table, schemableIds);
        }
        if (alias_node/* AliasNode */.N.is(node) && table_node/* TableNode */.H.is(node.node)) {
            return this.#collectSchemableId(node.node.table, schemableIds);
        }
        if (list_node/* ListNode */.v.is(node)) {
            for (const table of node.items) {
                this.#collectSchemableIdsFromTableExpr(table, schemableIds);
            }
            return;
        }
        if (using_node/* UsingNode */.f.is(node)) {
            for (const table of node.tables) {
                this.#collectSchemableIdsFromTableExpr(table, schemableIds);
            }
            return;
        }
    }
    #collectSchemableId(node, schemableIds) {
        const id = node.identifier.name;
        if (!this.#schemableIds.has(id) && !this.#ctes.has(id)) {
            schemableIds.add(id);
        }
    }
    #collectCTEIds(node, ctes) {
        for (const expr of node.expressions) {
            const cteId = expr.name.table.table.identifier.name;
            if (!this.#ctes.has(cteId)) {
                ctes.add(cteId);
            }
        }
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-plugin.js
/// <reference types="./with-schema-plugin.d.ts" />

class WithSchemaPlugin {
    #transformer;
    constructor(schema) {
        this.#transformer = new WithSchemaTransformer(schema);
    }
    transformQuery(args) {
        return this.#transformer.transformNode(args.node, args.queryId);
    }
    async transformResult(args) {
        return args.result;
    }
}


/***/ }),

/***/ 20456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OU: () => (/* binding */ CaseBuilder)
/* harmony export */ });
/* unused harmony exports CaseThenBuilder, CaseWhenBuilder, CaseEndBuilder */
/* harmony import */ var _expression_expression_wrapper_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47714);
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32309);
/* harmony import */ var _operation_node_when_node_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49669);
/* harmony import */ var _parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38322);
/* harmony import */ var _parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74238);
/// <reference types="./case-builder.d.ts" />






class CaseBuilder {
    #props;
    constructor(props) {
        this.#props = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(props);
    }
    when(...args) {
        return new CaseThenBuilder({
            ...this.#props,
            node: _operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWithWhen(this.#props.node, _operation_node_when_node_js__WEBPACK_IMPORTED_MODULE_2__/* .WhenNode */ .t.create((0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .parseValueBinaryOperationOrExpression */ .GB)(args))),
        });
    }
}
class CaseThenBuilder {
    #props;
    constructor(props) {
        this.#props = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(props);
    }
    then(valueExpression) {
        return new CaseWhenBuilder({
            ...this.#props,
            node: _operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWithThen(this.#props.node, (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .isSafeImmediateValue */ .qH)(valueExpression)
                ? (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSafeImmediateValue */ .dJ)(valueExpression)
                : (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .parseValueExpression */ .$s)(valueExpression)),
        });
    }
}
class CaseWhenBuilder {
    #props;
    constructor(props) {
        this.#props = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(props);
    }
    when(...args) {
        return new CaseThenBuilder({
            ...this.#props,
            node: _operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWithWhen(this.#props.node, _operation_node_when_node_js__WEBPACK_IMPORTED_MODULE_2__/* .WhenNode */ .t.create((0,_parser_binary_operation_parser_js__WEBPACK_IMPORTED_MODULE_3__/* .parseValueBinaryOperationOrExpression */ .GB)(args))),
        });
    }
    else(valueExpression) {
        return new CaseEndBuilder({
            ...this.#props,
            node: _operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWith(this.#props.node, {
                else: (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .isSafeImmediateValue */ .qH)(valueExpression)
                    ? (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSafeImmediateValue */ .dJ)(valueExpression)
                    : (0,_parser_value_parser_js__WEBPACK_IMPORTED_MODULE_4__/* .parseValueExpression */ .$s)(valueExpression),
            }),
        });
    }
    end() {
        return new _expression_expression_wrapper_js__WEBPACK_IMPORTED_MODULE_5__/* .ExpressionWrapper */ .Is(_operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWith(this.#props.node, { isStatement: false }));
    }
    endCase() {
        return new _expression_expression_wrapper_js__WEBPACK_IMPORTED_MODULE_5__/* .ExpressionWrapper */ .Is(_operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWith(this.#props.node, { isStatement: true }));
    }
}
class CaseEndBuilder {
    #props;
    constructor(props) {
        this.#props = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)(props);
    }
    end() {
        return new _expression_expression_wrapper_js__WEBPACK_IMPORTED_MODULE_5__/* .ExpressionWrapper */ .Is(_operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWith(this.#props.node, { isStatement: false }));
    }
    endCase() {
        return new _expression_expression_wrapper_js__WEBPACK_IMPORTED_MODULE_5__/* .ExpressionWrapper */ .Is(_operation_node_case_node_js__WEBPACK_IMPORTED_MODULE_1__/* .CaseNode */ .P.cloneWith(this.#props.node, { isStatement: true }));
    }
}


/***/ }),

/***/ 45369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ createFunctionModule)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-wrapper.js
var expression_wrapper = __webpack_require__(47714);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/where-node.js
var where_node = __webpack_require__(60950);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/order-by-node.js
var order_by_node = __webpack_require__(63043);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/aggregate-function-node.js
/// <reference types="./aggregate-function-node.d.ts" />



/**
 * @internal
 */
const AggregateFunctionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'AggregateFunctionNode';
    },
    create(aggregateFunction, aggregated = []) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'AggregateFunctionNode',
            func: aggregateFunction,
            aggregated,
        });
    },
    cloneWithDistinct(aggregateFunctionNode) {
        return (0,object_utils/* freeze */.CN)({
            ...aggregateFunctionNode,
            distinct: true,
        });
    },
    cloneWithOrderBy(aggregateFunctionNode, orderItems, withinGroup = false) {
        const prop = withinGroup ? 'withinGroup' : 'orderBy';
        return (0,object_utils/* freeze */.CN)({
            ...aggregateFunctionNode,
            [prop]: aggregateFunctionNode[prop]
                ? order_by_node/* OrderByNode */.O.cloneWithItems(aggregateFunctionNode[prop], orderItems)
                : order_by_node/* OrderByNode */.O.create(orderItems),
        });
    },
    cloneWithFilter(aggregateFunctionNode, filter) {
        return (0,object_utils/* freeze */.CN)({
            ...aggregateFunctionNode,
            filter: aggregateFunctionNode.filter
                ? where_node/* WhereNode */.o.cloneWithOperation(aggregateFunctionNode.filter, 'And', filter)
                : where_node/* WhereNode */.o.create(filter),
        });
    },
    cloneWithOrFilter(aggregateFunctionNode, filter) {
        return (0,object_utils/* freeze */.CN)({
            ...aggregateFunctionNode,
            filter: aggregateFunctionNode.filter
                ? where_node/* WhereNode */.o.cloneWithOperation(aggregateFunctionNode.filter, 'Or', filter)
                : where_node/* WhereNode */.o.create(filter),
        });
    },
    cloneWithOver(aggregateFunctionNode, over) {
        return (0,object_utils/* freeze */.CN)({
            ...aggregateFunctionNode,
            over,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/function-node.js
/// <reference types="./function-node.d.ts" />

/**
 * @internal
 */
const FunctionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'FunctionNode';
    },
    create(func, args) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'FunctionNode',
            func,
            arguments: args,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/select-parser.js + 1 modules
var select_parser = __webpack_require__(19033);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/alias-node.js
var alias_node = __webpack_require__(1275);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/parse-utils.js + 6 modules
var parse_utils = __webpack_require__(44403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/order-by-parser.js + 3 modules
var order_by_parser = __webpack_require__(51765);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/aggregate-function-builder.js
/// <reference types="./aggregate-function-builder.d.ts" />








class AggregateFunctionBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /** @private */
    get expressionType() {
        return undefined;
    }
    /**
     * Returns an aliased version of the function.
     *
     * In addition to slapping `as "the_alias"` to the end of the SQL,
     * this method also provides strict typing:
     *
     * ```ts
     * const result = await db
     *   .selectFrom('person')
     *   .select(
     *     (eb) => eb.fn.count<number>('id').as('person_count')
     *   )
     *   .executeTakeFirstOrThrow()
     *
     * // `person_count: number` field exists in the result type.
     * console.log(result.person_count)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select count("id") as "person_count"
     * from "person"
     * ```
     */
    as(alias) {
        return new AliasedAggregateFunctionBuilder(this, alias);
    }
    /**
     * Adds a `distinct` clause inside the function.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db
     *   .selectFrom('person')
     *   .select((eb) =>
     *     eb.fn.count<number>('first_name').distinct().as('first_name_count')
     *   )
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select count(distinct "first_name") as "first_name_count"
     * from "person"
     * ```
     */
    distinct() {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: AggregateFunctionNode.cloneWithDistinct(this.#props.aggregateFunctionNode),
        });
    }
    orderBy(...args) {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: query_node/* QueryNode */.L.cloneWithOrderByItems(this.#props.aggregateFunctionNode, (0,order_by_parser/* parseOrderBy */.xk)(args)),
        });
    }
    clearOrderBy() {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: query_node/* QueryNode */.L.cloneWithoutOrderBy(this.#props.aggregateFunctionNode),
        });
    }
    withinGroupOrderBy(...args) {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: AggregateFunctionNode.cloneWithOrderBy(this.#props.aggregateFunctionNode, (0,order_by_parser/* parseOrderBy */.xk)(args), true),
        });
    }
    filterWhere(...args) {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: AggregateFunctionNode.cloneWithFilter(this.#props.aggregateFunctionNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    /**
     * Adds a `filter` clause with a nested `where` clause after the function, where
     * both sides of the operator are references to columns.
     *
     * Similar to {@link WhereInterface}'s `whereRef` method.
     *
     * ### Examples
     *
     * Count people with same first and last names versus general public:
     *
     * ```ts
     * const result = await db
     *   .selectFrom('person')
     *   .select((eb) => [
     *     eb.fn
     *       .count<number>('id')
     *       .filterWhereRef('first_name', '=', 'last_name')
     *       .as('repeat_name_count'),
     *     eb.fn.count<number>('id').as('total_count'),
     *   ])
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select
     *   count("id") filter(where "first_name" = "last_name") as "repeat_name_count",
     *   count("id") as "total_count"
     * from "person"
     * ```
     */
    filterWhereRef(lhs, op, rhs) {
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: AggregateFunctionNode.cloneWithFilter(this.#props.aggregateFunctionNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    /**
     * Adds an `over` clause (window functions) after the function.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db
     *   .selectFrom('person')
     *   .select(
     *     (eb) => eb.fn.avg<number>('age').over().as('average_age')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select avg("age") over() as "average_age"
     * from "person"
     * ```
     *
     * Also supports passing a callback that returns an over builder,
     * allowing to add partition by and sort by clauses inside over.
     *
     * ```ts
     * const result = await db
     *   .selectFrom('person')
     *   .select(
     *     (eb) => eb.fn.avg<number>('age').over(
     *       ob => ob.partitionBy('last_name').orderBy('first_name', 'asc')
     *     ).as('average_age')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select avg("age") over(partition by "last_name" order by "first_name" asc) as "average_age"
     * from "person"
     * ```
     */
    over(over) {
        const builder = (0,parse_utils/* createOverBuilder */.EQ)();
        return new AggregateFunctionBuilder({
            ...this.#props,
            aggregateFunctionNode: AggregateFunctionNode.cloneWithOver(this.#props.aggregateFunctionNode, (over ? over(builder) : builder).toOperationNode()),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    /**
     * Casts the expression to the given type.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `AggregateFunctionBuilder` with a new output type.
     */
    $castTo() {
        return new AggregateFunctionBuilder(this.#props);
    }
    /**
     * Omit null from the expression's type.
     *
     * This function can be useful in cases where you know an expression can't be
     * null, but Kysely is unable to infer it.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of `this` with a new output type.
     */
    $notNull() {
        return new AggregateFunctionBuilder(this.#props);
    }
    toOperationNode() {
        return this.#props.aggregateFunctionNode;
    }
}
/**
 * {@link AggregateFunctionBuilder} with an alias. The result of calling {@link AggregateFunctionBuilder.as}.
 */
class AliasedAggregateFunctionBuilder {
    #aggregateFunctionBuilder;
    #alias;
    constructor(aggregateFunctionBuilder, alias) {
        this.#aggregateFunctionBuilder = aggregateFunctionBuilder;
        this.#alias = alias;
    }
    /** @private */
    get expression() {
        return this.#aggregateFunctionBuilder;
    }
    /** @private */
    get alias() {
        return this.#alias;
    }
    toOperationNode() {
        return alias_node/* AliasNode */.N.create(this.#aggregateFunctionBuilder.toOperationNode(), identifier_node/* IdentifierNode */.O.create(this.#alias));
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/function-module.js
/// <reference types="./function-module.d.ts" />








function createFunctionModule() {
    const fn = (name, args) => {
        return new expression_wrapper/* ExpressionWrapper */.Is(FunctionNode.create(name, (0,reference_parser/* parseReferenceExpressionOrList */.kU)(args ?? [])));
    };
    const agg = (name, args) => {
        return new AggregateFunctionBuilder({
            aggregateFunctionNode: AggregateFunctionNode.create(name, args ? (0,reference_parser/* parseReferenceExpressionOrList */.kU)(args) : undefined),
        });
    };
    return Object.assign(fn, {
        agg,
        avg(column) {
            return agg('avg', [column]);
        },
        coalesce(...values) {
            return fn('coalesce', values);
        },
        count(column) {
            return agg('count', [column]);
        },
        countAll(table) {
            return new AggregateFunctionBuilder({
                aggregateFunctionNode: AggregateFunctionNode.create('count', (0,select_parser/* parseSelectAll */.J)(table)),
            });
        },
        max(column) {
            return agg('max', [column]);
        },
        min(column) {
            return agg('min', [column]);
        },
        sum(column) {
            return agg('sum', [column]);
        },
        any(column) {
            return fn('any', [column]);
        },
        jsonAgg(table) {
            return new AggregateFunctionBuilder({
                aggregateFunctionNode: AggregateFunctionNode.create('json_agg', [
                    (0,object_utils/* isString */.Kg)(table) ? (0,table_parser/* parseTable */.M$)(table) : table.toOperationNode(),
                ]),
            });
        },
        toJson(table) {
            return new expression_wrapper/* ExpressionWrapper */.Is(FunctionNode.create('to_json', [
                (0,object_utils/* isString */.Kg)(table) ? (0,table_parser/* parseTable */.M$)(table) : table.toOperationNode(),
            ]));
        },
    });
}


/***/ }),

/***/ 43008:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ NoResultError),
/* harmony export */   x: () => (/* binding */ isNoResultErrorConstructor)
/* harmony export */ });
/// <reference types="./no-result-error.d.ts" />
class NoResultError extends Error {
    /**
     * The operation node tree of the query that was executed.
     */
    node;
    constructor(node) {
        super('no result');
        this.node = node;
    }
}
function isNoResultErrorConstructor(fn) {
    return Object.prototype.hasOwnProperty.call(fn, 'prototype');
}


/***/ }),

/***/ 70415:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ createSelectQueryBuilder)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/alias-node.js
var alias_node = __webpack_require__(1275);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/select-modifier-node.js
/// <reference types="./select-modifier-node.d.ts" />

/**
 * @internal
 */
const SelectModifierNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'SelectModifierNode';
    },
    create(modifier, of) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectModifierNode',
            modifier,
            of,
        });
    },
    createWithExpression(modifier) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'SelectModifierNode',
            rawModifier: modifier,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/join-parser.js
var join_parser = __webpack_require__(44609);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/select-parser.js + 1 modules
var select_parser = __webpack_require__(19033);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js + 2 modules
var select_query_node = __webpack_require__(24517);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/order-by-parser.js + 3 modules
var order_by_parser = __webpack_require__(51765);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/limit-node.js
var limit_node = __webpack_require__(18882);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/offset-node.js
/// <reference types="./offset-node.d.ts" />

/**
 * @internal
 */
const OffsetNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OffsetNode';
    },
    create(offset) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OffsetNode',
            offset,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/group-by-item-node.js
/// <reference types="./group-by-item-node.d.ts" />

/**
 * @internal
 */
const GroupByItemNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'GroupByItemNode';
    },
    create(groupBy) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'GroupByItemNode',
            groupBy,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-builder.js + 6 modules
var expression_builder = __webpack_require__(22994);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/group-by-parser.js
/// <reference types="./group-by-parser.d.ts" />




function parseGroupBy(groupBy) {
    groupBy = (0,object_utils/* isFunction */.Tn)(groupBy) ? groupBy((0,expression_builder/* expressionBuilder */.A)()) : groupBy;
    return (0,reference_parser/* parseReferenceExpressionOrList */.kU)(groupBy).map(GroupByItemNode.create);
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/no-result-error.js
var no_result_error = __webpack_require__(43008);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/set-operation-node.js
var set_operation_node = __webpack_require__(2131);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/expression-parser.js
var expression_parser = __webpack_require__(61655);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/set-operation-parser.js
/// <reference types="./set-operation-parser.d.ts" />




function parseSetOperations(operator, expression, all) {
    if ((0,object_utils/* isFunction */.Tn)(expression)) {
        expression = expression((0,expression_builder/* createExpressionBuilder */.O)());
    }
    if (!(0,object_utils/* isReadonlyArray */.MH)(expression)) {
        expression = [expression];
    }
    return expression.map((expr) => set_operation_node/* SetOperationNode */.i.create(operator, (0,expression_parser/* parseExpression */.YK)(expr), all));
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-wrapper.js
var expression_wrapper = __webpack_require__(47714);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/value-parser.js
var value_parser = __webpack_require__(74238);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-node.js
var value_node = __webpack_require__(93732);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/fetch-node.js
/// <reference types="./fetch-node.d.ts" />


/**
 * @internal
 */
const FetchNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'FetchNode';
    },
    create(rowCount, modifier) {
        return {
            kind: 'FetchNode',
            rowCount: value_node/* ValueNode */.q.create(rowCount),
            modifier,
        };
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/fetch-parser.js
/// <reference types="./fetch-parser.d.ts" />


function parseFetch(rowCount, modifier) {
    if (!(0,object_utils/* isNumber */.Et)(rowCount) && !(0,object_utils/* isBigInt */.sI)(rowCount)) {
        throw new Error(`Invalid fetch row count: ${rowCount}`);
    }
    if (!isFetchModifier(modifier)) {
        throw new Error(`Invalid fetch modifier: ${modifier}`);
    }
    return FetchNode.create(rowCount, modifier);
}
function isFetchModifier(value) {
    return value === 'only' || value === 'with ties';
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/top-parser.js + 1 modules
var top_parser = __webpack_require__(80848);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/select-query-builder.js
/// <reference types="./select-query-builder.d.ts" />
var _a;





















class SelectQueryBuilderImpl {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    get expressionType() {
        return undefined;
    }
    get isSelectQueryBuilder() {
        return true;
    }
    where(...args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    whereRef(lhs, op, rhs) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    having(...args) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithHaving(this.#props.queryNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    havingRef(lhs, op, rhs) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithHaving(this.#props.queryNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    select(selection) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSelections(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(selection)),
        });
    }
    distinctOn(selection) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithDistinctOn(this.#props.queryNode, (0,reference_parser/* parseReferenceExpressionOrList */.kU)(selection)),
        });
    }
    modifyFront(modifier) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithFrontModifier(this.#props.queryNode, SelectModifierNode.createWithExpression(modifier.toOperationNode())),
        });
    }
    modifyEnd(modifier) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.createWithExpression(modifier.toOperationNode())),
        });
    }
    distinct() {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithFrontModifier(this.#props.queryNode, SelectModifierNode.create('Distinct')),
        });
    }
    forUpdate(of) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('ForUpdate', of ? (0,object_utils/* asArray */._j)(of).map(table_parser/* parseTable */.M$) : undefined)),
        });
    }
    forShare(of) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('ForShare', of ? (0,object_utils/* asArray */._j)(of).map(table_parser/* parseTable */.M$) : undefined)),
        });
    }
    forKeyShare(of) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('ForKeyShare', of ? (0,object_utils/* asArray */._j)(of).map(table_parser/* parseTable */.M$) : undefined)),
        });
    }
    forNoKeyUpdate(of) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('ForNoKeyUpdate', of ? (0,object_utils/* asArray */._j)(of).map(table_parser/* parseTable */.M$) : undefined)),
        });
    }
    skipLocked() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('SkipLocked')),
        });
    }
    noWait() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, SelectModifierNode.create('NoWait')),
        });
    }
    selectAll(table) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSelections(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    innerJoin(...args) {
        return this.#join('InnerJoin', args);
    }
    leftJoin(...args) {
        return this.#join('LeftJoin', args);
    }
    rightJoin(...args) {
        return this.#join('RightJoin', args);
    }
    fullJoin(...args) {
        return this.#join('FullJoin', args);
    }
    crossJoin(...args) {
        return this.#join('CrossJoin', args);
    }
    innerJoinLateral(...args) {
        return this.#join('LateralInnerJoin', args);
    }
    leftJoinLateral(...args) {
        return this.#join('LateralLeftJoin', args);
    }
    crossJoinLateral(...args) {
        return this.#join('LateralCrossJoin', args);
    }
    crossApply(...args) {
        return this.#join('CrossApply', args);
    }
    outerApply(...args) {
        return this.#join('OuterApply', args);
    }
    #join(joinType, args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithJoin(this.#props.queryNode, (0,join_parser/* parseJoin */.a)(joinType, args)),
        });
    }
    orderBy(...args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOrderByItems(this.#props.queryNode, (0,order_by_parser/* parseOrderBy */.xk)(args)),
        });
    }
    groupBy(groupBy) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithGroupByItems(this.#props.queryNode, parseGroupBy(groupBy)),
        });
    }
    limit(limit) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithLimit(this.#props.queryNode, limit_node/* LimitNode */.a.create((0,value_parser/* parseValueExpression */.$s)(limit))),
        });
    }
    offset(offset) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithOffset(this.#props.queryNode, OffsetNode.create((0,value_parser/* parseValueExpression */.$s)(offset))),
        });
    }
    fetch(rowCount, modifier = 'only') {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithFetch(this.#props.queryNode, parseFetch(rowCount, modifier)),
        });
    }
    top(expression, modifiers) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    union(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('union', expression, false)),
        });
    }
    unionAll(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('union', expression, true)),
        });
    }
    intersect(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('intersect', expression, false)),
        });
    }
    intersectAll(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('intersect', expression, true)),
        });
    }
    except(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('except', expression, false)),
        });
    }
    exceptAll(expression) {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSetOperations(this.#props.queryNode, parseSetOperations('except', expression, true)),
        });
    }
    as(alias) {
        return new AliasedSelectQueryBuilderImpl(this, alias);
    }
    clearSelect() {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithoutSelections(this.#props.queryNode),
        });
    }
    clearWhere() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutWhere(this.#props.queryNode),
        });
    }
    clearLimit() {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithoutLimit(this.#props.queryNode),
        });
    }
    clearOffset() {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithoutOffset(this.#props.queryNode),
        });
    }
    clearOrderBy() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutOrderBy(this.#props.queryNode),
        });
    }
    clearGroupBy() {
        return new _a({
            ...this.#props,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithoutGroupBy(this.#props.queryNode),
        });
    }
    $call(func) {
        return func(this);
    }
    $if(condition, func) {
        if (condition) {
            return func(this);
        }
        return new _a({
            ...this.#props,
        });
    }
    $castTo() {
        return new _a(this.#props);
    }
    $narrowType() {
        return new _a(this.#props);
    }
    $assertType() {
        return new _a(this.#props);
    }
    $asTuple() {
        return new expression_wrapper/* ExpressionWrapper */.Is(this.toOperationNode());
    }
    $asScalar() {
        return new expression_wrapper/* ExpressionWrapper */.Is(this.toOperationNode());
    }
    withPlugin(plugin) {
        return new _a({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.queryNode, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    async execute() {
        const compiledQuery = this.compile();
        const result = await this.#props.executor.executeQuery(compiledQuery);
        return result.rows;
    }
    async executeTakeFirst() {
        const [result] = await this.execute();
        return result;
    }
    async executeTakeFirstOrThrow(errorConstructor = no_result_error/* NoResultError */.F) {
        const result = await this.executeTakeFirst();
        if (result === undefined) {
            const error = (0,no_result_error/* isNoResultErrorConstructor */.x)(errorConstructor)
                ? new errorConstructor(this.toOperationNode())
                : errorConstructor(this.toOperationNode());
            throw error;
        }
        return result;
    }
    async *stream(chunkSize = 100) {
        const compiledQuery = this.compile();
        const stream = this.#props.executor.stream(compiledQuery, chunkSize);
        for await (const item of stream) {
            yield* item.rows;
        }
    }
    async explain(format, options) {
        const builder = new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithExplain(this.#props.queryNode, format, options),
        });
        return await builder.execute();
    }
}
_a = SelectQueryBuilderImpl;
function createSelectQueryBuilder(props) {
    return new SelectQueryBuilderImpl(props);
}
/**
 * {@link SelectQueryBuilder} with an alias. The result of calling {@link SelectQueryBuilder.as}.
 */
class AliasedSelectQueryBuilderImpl {
    #queryBuilder;
    #alias;
    constructor(queryBuilder, alias) {
        this.#queryBuilder = queryBuilder;
        this.#alias = alias;
    }
    get expression() {
        return this.#queryBuilder;
    }
    get alias() {
        return this.#alias;
    }
    get isAliasedSelectQueryBuilder() {
        return true;
    }
    toOperationNode() {
        return alias_node/* AliasNode */.N.create(this.#queryBuilder.toOperationNode(), identifier_node/* IdentifierNode */.O.create(this.#alias));
    }
}


/***/ }),

/***/ 29822:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ QueryCreator)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/select-query-builder.js + 7 modules
var select_query_builder = __webpack_require__(70415);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/select-parser.js + 1 modules
var select_parser = __webpack_require__(19033);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/column-node.js
var column_node = __webpack_require__(58711);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/primitive-value-list-node.js
var primitive_value_list_node = __webpack_require__(60817);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-list-node.js
var value_list_node = __webpack_require__(47093);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/value-parser.js
var value_parser = __webpack_require__(74238);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/values-node.js
/// <reference types="./values-node.d.ts" />

/**
 * @internal
 */
const ValuesNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ValuesNode';
    },
    create(values) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ValuesNode',
            values: (0,object_utils/* freeze */.CN)(values),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/expression-parser.js
var expression_parser = __webpack_require__(61655);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/default-insert-value-node.js
/// <reference types="./default-insert-value-node.d.ts" />

/**
 * @internal
 */
const DefaultInsertValueNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'DefaultInsertValueNode';
    },
    create() {
        return (0,object_utils/* freeze */.CN)({
            kind: 'DefaultInsertValueNode',
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/expression/expression-builder.js + 6 modules
var expression_builder = __webpack_require__(22994);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/insert-values-parser.js
/// <reference types="./insert-values-parser.d.ts" />









function parseInsertExpression(arg) {
    const objectOrList = (0,object_utils/* isFunction */.Tn)(arg) ? arg((0,expression_builder/* expressionBuilder */.A)()) : arg;
    const list = (0,object_utils/* isReadonlyArray */.MH)(objectOrList)
        ? objectOrList
        : (0,object_utils/* freeze */.CN)([objectOrList]);
    return parseInsertColumnsAndValues(list);
}
function parseInsertColumnsAndValues(rows) {
    const columns = parseColumnNamesAndIndexes(rows);
    return [
        (0,object_utils/* freeze */.CN)([...columns.keys()].map(column_node/* ColumnNode */.Z.create)),
        ValuesNode.create(rows.map((row) => parseRowValues(row, columns))),
    ];
}
function parseColumnNamesAndIndexes(rows) {
    const columns = new Map();
    for (const row of rows) {
        const cols = Object.keys(row);
        for (const col of cols) {
            if (!columns.has(col) && row[col] !== undefined) {
                columns.set(col, columns.size);
            }
        }
    }
    return columns;
}
function parseRowValues(row, columns) {
    const rowColumns = Object.keys(row);
    const rowValues = Array.from({
        length: columns.size,
    });
    let hasUndefinedOrComplexColumns = false;
    let indexedRowColumns = rowColumns.length;
    for (const col of rowColumns) {
        const columnIdx = columns.get(col);
        if ((0,object_utils/* isUndefined */.b0)(columnIdx)) {
            indexedRowColumns--;
            continue;
        }
        const value = row[col];
        if ((0,object_utils/* isUndefined */.b0)(value) || (0,expression_parser/* isExpressionOrFactory */.SS)(value)) {
            hasUndefinedOrComplexColumns = true;
        }
        rowValues[columnIdx] = value;
    }
    const hasMissingColumns = indexedRowColumns < columns.size;
    if (hasMissingColumns || hasUndefinedOrComplexColumns) {
        const defaultValue = DefaultInsertValueNode.create();
        return value_list_node/* ValueListNode */.s.create(rowValues.map((it) => (0,object_utils/* isUndefined */.b0)(it) ? defaultValue : (0,value_parser/* parseValueExpression */.$s)(it)));
    }
    return primitive_value_list_node/* PrimitiveValueListNode */.h.create(rowValues);
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/insert-query-node.js
var insert_query_node = __webpack_require__(21473);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/query-node.js + 3 modules
var query_node = __webpack_require__(80602);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/column-update-node.js
/// <reference types="./column-update-node.d.ts" />

/**
 * @internal
 */
const ColumnUpdateNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'ColumnUpdateNode';
    },
    create(column, value) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'ColumnUpdateNode',
            column,
            value,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/update-set-parser.js
/// <reference types="./update-set-parser.d.ts" />






function parseUpdate(...args) {
    if (args.length === 2) {
        return [
            ColumnUpdateNode.create((0,reference_parser/* parseReferenceExpression */.$O)(args[0]), (0,value_parser/* parseValueExpression */.$s)(args[1])),
        ];
    }
    return parseUpdateObjectExpression(args[0]);
}
function parseUpdateObjectExpression(update) {
    const updateObj = (0,object_utils/* isFunction */.Tn)(update) ? update((0,expression_builder/* expressionBuilder */.A)()) : update;
    return Object.entries(updateObj)
        .filter(([_, value]) => value !== undefined)
        .map(([key, value]) => {
        return ColumnUpdateNode.create(column_node/* ColumnNode */.Z.create(key), (0,value_parser/* parseValueExpression */.$s)(value));
    });
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/on-duplicate-key-node.js
/// <reference types="./on-duplicate-key-node.d.ts" />

/**
 * @internal
 */
const OnDuplicateKeyNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OnDuplicateKeyNode';
    },
    create(updates) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OnDuplicateKeyNode',
            updates,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/insert-result.js
/// <reference types="./insert-result.d.ts" />
/**
 * The result of an insert query.
 *
 * If the table has an auto incrementing primary key {@link insertId} will hold
 * the generated id on dialects that support it. For example PostgreSQL doesn't
 * return the id by default and {@link insertId} is undefined. On PostgreSQL you
 * need to use {@link ReturningInterface.returning} or {@link ReturningInterface.returningAll}
 * to get out the inserted id.
 *
 * {@link numInsertedOrUpdatedRows} holds the number of (actually) inserted rows.
 * On MySQL, updated rows are counted twice when using `on duplicate key update`.
 *
 * ### Examples
 *
 * ```ts
 * import type { NewPerson } from 'type-editor' // imaginary module
 *
 * async function insertPerson(person: NewPerson) {
 *   const result = await db
 *     .insertInto('person')
 *     .values(person)
 *     .executeTakeFirstOrThrow()
 *
 *   console.log(result.insertId) // relevant on MySQL
 *   console.log(result.numInsertedOrUpdatedRows) // always relevant
 * }
 * ```
 */
class InsertResult {
    /**
     * The auto incrementing primary key of the inserted row.
     *
     * This property can be undefined when the query contains an `on conflict`
     * clause that makes the query succeed even when nothing gets inserted.
     *
     * This property is always undefined on dialects like PostgreSQL that
     * don't return the inserted id by default. On those dialects you need
     * to use the {@link ReturningInterface.returning | returning} method.
     */
    insertId;
    /**
     * Affected rows count.
     */
    numInsertedOrUpdatedRows;
    constructor(insertId, numInsertedOrUpdatedRows) {
        this.insertId = insertId;
        this.numInsertedOrUpdatedRows = numInsertedOrUpdatedRows;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-builder/no-result-error.js
var no_result_error = __webpack_require__(43008);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/where-node.js
var where_node = __webpack_require__(60950);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/on-conflict-node.js
/// <reference types="./on-conflict-node.d.ts" />


/**
 * @internal
 */
const OnConflictNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OnConflictNode';
    },
    create() {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OnConflictNode',
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
    cloneWithIndexWhere(node, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            indexWhere: node.indexWhere
                ? where_node/* WhereNode */.o.cloneWithOperation(node.indexWhere, 'And', operation)
                : where_node/* WhereNode */.o.create(operation),
        });
    },
    cloneWithIndexOrWhere(node, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            indexWhere: node.indexWhere
                ? where_node/* WhereNode */.o.cloneWithOperation(node.indexWhere, 'Or', operation)
                : where_node/* WhereNode */.o.create(operation),
        });
    },
    cloneWithUpdateWhere(node, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            updateWhere: node.updateWhere
                ? where_node/* WhereNode */.o.cloneWithOperation(node.updateWhere, 'And', operation)
                : where_node/* WhereNode */.o.create(operation),
        });
    },
    cloneWithUpdateOrWhere(node, operation) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            updateWhere: node.updateWhere
                ? where_node/* WhereNode */.o.cloneWithOperation(node.updateWhere, 'Or', operation)
                : where_node/* WhereNode */.o.create(operation),
        });
    },
    cloneWithoutIndexWhere(node) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            indexWhere: undefined,
        });
    },
    cloneWithoutUpdateWhere(node) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            updateWhere: undefined,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/binary-operation-parser.js
var binary_operation_parser = __webpack_require__(38322);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/on-conflict-builder.js
/// <reference types="./on-conflict-builder.d.ts" />






class OnConflictBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Specify a single column as the conflict target.
     *
     * Also see the {@link columns}, {@link constraint} and {@link expression}
     * methods for alternative ways to specify the conflict target.
     */
    column(column) {
        const columnNode = column_node/* ColumnNode */.Z.create(column);
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                columns: this.#props.onConflictNode.columns
                    ? (0,object_utils/* freeze */.CN)([...this.#props.onConflictNode.columns, columnNode])
                    : (0,object_utils/* freeze */.CN)([columnNode]),
            }),
        });
    }
    /**
     * Specify a list of columns as the conflict target.
     *
     * Also see the {@link column}, {@link constraint} and {@link expression}
     * methods for alternative ways to specify the conflict target.
     */
    columns(columns) {
        const columnNodes = columns.map(column_node/* ColumnNode */.Z.create);
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                columns: this.#props.onConflictNode.columns
                    ? (0,object_utils/* freeze */.CN)([...this.#props.onConflictNode.columns, ...columnNodes])
                    : (0,object_utils/* freeze */.CN)(columnNodes),
            }),
        });
    }
    /**
     * Specify a specific constraint by name as the conflict target.
     *
     * Also see the {@link column}, {@link columns} and {@link expression}
     * methods for alternative ways to specify the conflict target.
     */
    constraint(constraintName) {
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                constraint: identifier_node/* IdentifierNode */.O.create(constraintName),
            }),
        });
    }
    /**
     * Specify an expression as the conflict target.
     *
     * This can be used if the unique index is an expression index.
     *
     * Also see the {@link column}, {@link columns} and {@link constraint}
     * methods for alternative ways to specify the conflict target.
     */
    expression(expression) {
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                indexExpression: expression.toOperationNode(),
            }),
        });
    }
    where(...args) {
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithIndexWhere(this.#props.onConflictNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    whereRef(lhs, op, rhs) {
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithIndexWhere(this.#props.onConflictNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    clearWhere() {
        return new OnConflictBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithoutIndexWhere(this.#props.onConflictNode),
        });
    }
    /**
     * Adds the "do nothing" conflict action.
     *
     * ### Examples
     *
     * ```ts
     * const id = 1
     * const first_name = 'John'
     *
     * await db
     *   .insertInto('person')
     *   .values({\u00a0first_name, id })
     *   .onConflict((oc) => oc
     *     .column('id')
     *     .doNothing()
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "id")
     * values ($1, $2)
     * on conflict ("id") do nothing
     * ```
     */
    doNothing() {
        return new OnConflictDoNothingBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                doNothing: true,
            }),
        });
    }
    /**
     * Adds the "do update set" conflict action.
     *
     * ### Examples
     *
     * ```ts
     * const id = 1
     * const first_name = 'John'
     *
     * await db
     *   .insertInto('person')
     *   .values({\u00a0first_name, id })
     *   .onConflict((oc) => oc
     *     .column('id')
     *     .doUpdateSet({ first_name })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "id")
     * values ($1, $2)
     * on conflict ("id")
     * do update set "first_name" = $3
     * ```
     *
     * In the next example we use the `ref` method to reference
     * columns of the virtual table `excluded` in a type-safe way
     * to create an upsert operation:
     *
     * ```ts
     * import type { NewPerson } from 'type-editor' // imaginary module
     *
     * async function upsertPerson(person: NewPerson): Promise<void> {
     *   await db.insertInto('person')
     *     .values(person)
     *     .onConflict((oc) => oc
     *       .column('id')
     *       .doUpdateSet((eb) => ({
     *         first_name: eb.ref('excluded.first_name'),
     *         last_name: eb.ref('excluded.last_name')
     *       })
     *     )
     *   )
     *   .execute()
     * }
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "last_name")
     * values ($1, $2)
     * on conflict ("id")
     * do update set
     *  "first_name" = excluded."first_name",
     *  "last_name" = excluded."last_name"
     * ```
     */
    doUpdateSet(update) {
        return new OnConflictUpdateBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWith(this.#props.onConflictNode, {
                updates: parseUpdateObjectExpression(update),
            }),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
}
class OnConflictDoNothingBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    toOperationNode() {
        return this.#props.onConflictNode;
    }
}
class OnConflictUpdateBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    where(...args) {
        return new OnConflictUpdateBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithUpdateWhere(this.#props.onConflictNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    /**
     * Specify a where condition for the update operation.
     *
     * See {@link WhereInterface.whereRef} for more info.
     */
    whereRef(lhs, op, rhs) {
        return new OnConflictUpdateBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithUpdateWhere(this.#props.onConflictNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    clearWhere() {
        return new OnConflictUpdateBuilder({
            ...this.#props,
            onConflictNode: OnConflictNode.cloneWithoutUpdateWhere(this.#props.onConflictNode),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     */
    $call(func) {
        return func(this);
    }
    toOperationNode() {
        return this.#props.onConflictNode;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/top-parser.js + 1 modules
var top_parser = __webpack_require__(80848);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/or-action-node.js
/// <reference types="./or-action-node.d.ts" />

/**
 * @internal
 */
const OrActionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'OrActionNode';
    },
    create(action) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'OrActionNode',
            action,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/insert-query-builder.js
/// <reference types="./insert-query-builder.d.ts" />















class InsertQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Sets the values to insert for an {@link Kysely.insertInto | insert} query.
     *
     * This method takes an object whose keys are column names and values are
     * values to insert. In addition to the column's type, the values can be
     * raw {@link sql} snippets or select queries.
     *
     * You must provide all fields you haven't explicitly marked as nullable
     * or optional using {@link Generated} or {@link ColumnType}.
     *
     * The return value of an `insert` query is an instance of {@link InsertResult}. The
     * {@link InsertResult.insertId | insertId} field holds the auto incremented primary
     * key if the database returned one.
     *
     * On PostgreSQL and some other dialects, you need to call `returning` to get
     * something out of the query.
     *
     * Also see the {@link expression} method for inserting the result of a select
     * query or any other expression.
     *
     * ### Examples
     *
     * <!-- siteExample("insert", "Single row", 10) -->
     *
     * Insert a single row:
     *
     * ```ts
     * const result = await db
     *   .insertInto('person')
     *   .values({
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston',
     *     age: 40
     *   })
     *   .executeTakeFirst()
     *
     * // `insertId` is only available on dialects that
     * // automatically return the id of the inserted row
     * // such as MySQL and SQLite. On PostgreSQL, for example,
     * // you need to add a `returning` clause to the query to
     * // get anything out. See the "returning data" example.
     * console.log(result.insertId)
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * insert into `person` (`first_name`, `last_name`, `age`) values (?, ?, ?)
     * ```
     *
     * <!-- siteExample("insert", "Multiple rows", 20) -->
     *
     * On dialects that support it (for example PostgreSQL) you can insert multiple
     * rows by providing an array. Note that the return value is once again very
     * dialect-specific. Some databases may only return the id of the *last* inserted
     * row and some return nothing at all unless you call `returning`.
     *
     * ```ts
     * await db
     *   .insertInto('person')
     *   .values([{
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston',
     *     age: 40,
     *   }, {
     *     first_name: 'Arnold',
     *     last_name: 'Schwarzenegger',
     *     age: 70,
     *   }])
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "last_name", "age") values (($1, $2, $3), ($4, $5, $6))
     * ```
     *
     * <!-- siteExample("insert", "Returning data", 30) -->
     *
     * On supported dialects like PostgreSQL you need to chain `returning` to the query to get
     * the inserted row's columns (or any other expression) as the return value. `returning`
     * works just like `select`. Refer to `select` method's examples and documentation for
     * more info.
     *
     * ```ts
     * const result = await db
     *   .insertInto('person')
     *   .values({
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston',
     *     age: 40,
     *   })
     *   .returning(['id', 'first_name as name'])
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "last_name", "age") values ($1, $2, $3) returning "id", "first_name" as "name"
     * ```
     *
     * <!-- siteExample("insert", "Complex values", 40) -->
     *
     * In addition to primitives, the values can also be arbitrary expressions.
     * You can build the expressions by using a callback and calling the methods
     * on the expression builder passed to it:
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * const ani = "Ani"
     * const ston = "ston"
     *
     * const result = await db
     *   .insertInto('person')
     *   .values(({ ref, selectFrom, fn }) => ({
     *     first_name: 'Jennifer',
     *     last_name: sql<string>`concat(${ani}, ${ston})`,
     *     middle_name: ref('first_name'),
     *     age: selectFrom('person')
     *       .select(fn.avg<number>('age').as('avg_age')),
     *   }))
     *   .executeTakeFirst()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" (
     *   "first_name",
     *   "last_name",
     *   "middle_name",
     *   "age"
     * )
     * values (
     *   $1,
     *   concat($2, $3),
     *   "first_name",
     *   (select avg("age") as "avg_age" from "person")
     * )
     * ```
     *
     * You can also use the callback version of subqueries or raw expressions:
     *
     * ```ts
     * await db.with('jennifer', (db) => db
     *   .selectFrom('person')
     *   .where('first_name', '=', 'Jennifer')
     *   .select(['id', 'first_name', 'gender'])
     *   .limit(1)
     * ).insertInto('pet').values((eb) => ({
     *   owner_id: eb.selectFrom('jennifer').select('id'),
     *   name: eb.selectFrom('jennifer').select('first_name'),
     *   species: 'cat',
     * }))
     * .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * with "jennifer" as (
     *   select "id", "first_name", "gender"
     *   from "person"
     *   where "first_name" = $1
     *   limit $2
     * )
     * insert into "pet" ("owner_id", "name", "species")
     * values (
     *  (select "id" from "jennifer"),
     *  (select "first_name" from "jennifer"),
     *  $3
     * )
     * ```
     */
    values(insert) {
        const [columns, values] = parseInsertExpression(insert);
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                columns,
                values,
            }),
        });
    }
    /**
     * Sets the columns to insert.
     *
     * The {@link values} method sets both the columns and the values and this method
     * is not needed. But if you are using the {@link expression} method, you can use
     * this method to set the columns to insert.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .columns(['first_name'])
     *   .expression((eb) => eb.selectFrom('pet').select('pet.name'))
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name")
     * select "pet"."name" from "pet"
     * ```
     */
    columns(columns) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                columns: (0,object_utils/* freeze */.CN)(columns.map(column_node/* ColumnNode */.Z.create)),
            }),
        });
    }
    /**
     * Insert an arbitrary expression. For example the result of a select query.
     *
     * ### Examples
     *
     * <!-- siteExample("insert", "Insert subquery", 50) -->
     *
     * You can create an `INSERT INTO SELECT FROM` query using the `expression` method.
     * This API doesn't follow our WYSIWYG principles and might be a bit difficult to
     * remember. The reasons for this design stem from implementation difficulties.
     *
     * ```ts
     * const result = await db.insertInto('person')
     *   .columns(['first_name', 'last_name', 'age'])
     *   .expression((eb) => eb
     *     .selectFrom('pet')
     *     .select((eb) => [
     *       'pet.name',
     *       eb.val('Petson').as('last_name'),
     *       eb.lit(7).as('age'),
     *     ])
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "last_name", "age")
     * select "pet"."name", $1 as "last_name", 7 as "age from "pet"
     * ```
     */
    expression(expression) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                values: (0,expression_parser/* parseExpression */.YK)(expression),
            }),
        });
    }
    /**
     * Creates an `insert into "person" default values` query.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .defaultValues()
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" default values
     * ```
     */
    defaultValues() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                defaultValues: true,
            }),
        });
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.insertInto('person')
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'male',
     *   })
     *   .modifyEnd(sql`-- This is a comment`)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * insert into `person` ("first_name", "last_name", "gender")
     * values (?, ?, ?) -- This is a comment
     * ```
     */
    modifyEnd(modifier) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, modifier.toOperationNode()),
        });
    }
    /**
     * Changes an `insert into` query to an `insert ignore into` query.
     *
     * This is only supported by some dialects like MySQL.
     *
     * To avoid a footgun, when invoked with the SQLite dialect, this method will
     * be handled like {@link orIgnore}. See also, {@link orAbort}, {@link orFail},
     * {@link orReplace}, and {@link orRollback}.
     *
     * If you use the ignore modifier, ignorable errors that occur while executing the
     * insert statement are ignored. For example, without ignore, a row that duplicates
     * an existing unique index or primary key value in the table causes a duplicate-key
     * error and the statement is aborted. With ignore, the row is discarded and no error
     * occurs.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .ignore()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * insert ignore into `person` (`first_name`, `last_name`, `gender`) values (?, ?, ?)
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or ignore into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     */
    ignore() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('ignore'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert or ignore into` query.
     *
     * This is only supported by some dialects like SQLite.
     *
     * To avoid a footgun, when invoked with the MySQL dialect, this method will
     * be handled like {@link ignore}.
     *
     * See also, {@link orAbort}, {@link orFail}, {@link orReplace}, and {@link orRollback}.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .orIgnore()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or ignore into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * insert ignore into `person` (`first_name`, `last_name`, `gender`) values (?, ?, ?)
     * ```
     */
    orIgnore() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('ignore'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert or abort into` query.
     *
     * This is only supported by some dialects like SQLite.
     *
     * See also, {@link orIgnore}, {@link orFail}, {@link orReplace}, and {@link orRollback}.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .orAbort()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or abort into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     */
    orAbort() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('abort'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert or fail into` query.
     *
     * This is only supported by some dialects like SQLite.
     *
     * See also, {@link orIgnore}, {@link orAbort}, {@link orReplace}, and {@link orRollback}.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .orFail()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or fail into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     */
    orFail() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('fail'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert or replace into` query.
     *
     * This is only supported by some dialects like SQLite.
     *
     * You can also use {@link Kysely.replaceInto} to achieve the same result.
     *
     * See also, {@link orIgnore}, {@link orAbort}, {@link orFail}, and {@link orRollback}.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .orReplace()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or replace into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     */
    orReplace() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('replace'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert or rollback into` query.
     *
     * This is only supported by some dialects like SQLite.
     *
     * See also, {@link orIgnore}, {@link orAbort}, {@link orFail}, and {@link orReplace}.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .orRollback()
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'female',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (SQLite):
     *
     * ```sql
     * insert or rollback into "person" ("first_name", "last_name", "gender") values (?, ?, ?)
     * ```
     */
    orRollback() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                orAction: OrActionNode.create('rollback'),
            }),
        });
    }
    /**
     * Changes an `insert into` query to an `insert top into` query.
     *
     * `top` clause is only supported by some dialects like MS SQL Server.
     *
     * ### Examples
     *
     * Insert the first 5 rows:
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.insertInto('person')
     *   .top(5)
     *   .columns(['first_name', 'gender'])
     *   .expression(
     *     (eb) => eb.selectFrom('pet').select(['name', sql.lit('other').as('gender')])
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * insert top(5) into "person" ("first_name", "gender") select "name", 'other' as "gender" from "pet"
     * ```
     *
     * Insert the first 50 percent of rows:
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.insertInto('person')
     *   .top(50, 'percent')
     *   .columns(['first_name', 'gender'])
     *   .expression(
     *     (eb) => eb.selectFrom('pet').select(['name', sql.lit('other').as('gender')])
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * insert top(50) percent into "person" ("first_name", "gender") select "name", 'other' as "gender" from "pet"
     * ```
     */
    top(expression, modifiers) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    /**
     * Adds an `on conflict` clause to the query.
     *
     * `on conflict` is only supported by some dialects like PostgreSQL and SQLite. On MySQL
     * you can use {@link ignore} and {@link onDuplicateKeyUpdate} to achieve similar results.
     *
     * ### Examples
     *
     * ```ts
     * await db
     *   .insertInto('pet')
     *   .values({
     *     name: 'Catto',
     *     species: 'cat',
     *     owner_id: 3,
     *   })
     *   .onConflict((oc) => oc
     *     .column('name')
     *     .doUpdateSet({ species: 'hamster' })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "pet" ("name", "species", "owner_id")
     * values ($1, $2, $3)
     * on conflict ("name")
     * do update set "species" = $4
     * ```
     *
     * You can provide the name of the constraint instead of a column name:
     *
     * ```ts
     * await db
     *   .insertInto('pet')
     *   .values({
     *     name: 'Catto',
     *     species: 'cat',
     *     owner_id: 3,
     *   })
     *   .onConflict((oc) => oc
     *     .constraint('pet_name_key')
     *     .doUpdateSet({ species: 'hamster' })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "pet" ("name", "species", "owner_id")
     * values ($1, $2, $3)
     * on conflict on constraint "pet_name_key"
     * do update set "species" = $4
     * ```
     *
     * You can also specify an expression as the conflict target in case
     * the unique index is an expression index:
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db
     *   .insertInto('pet')
     *   .values({
     *     name: 'Catto',
     *     species: 'cat',
     *     owner_id: 3,
     *   })
     *   .onConflict((oc) => oc
     *     .expression(sql<string>`lower(name)`)
     *     .doUpdateSet({ species: 'hamster' })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "pet" ("name", "species", "owner_id")
     * values ($1, $2, $3)
     * on conflict (lower(name))
     * do update set "species" = $4
     * ```
     *
     * You can add a filter for the update statement like this:
     *
     * ```ts
     * await db
     *   .insertInto('pet')
     *   .values({
     *     name: 'Catto',
     *     species: 'cat',
     *     owner_id: 3,
     *   })
     *   .onConflict((oc) => oc
     *     .column('name')
     *     .doUpdateSet({ species: 'hamster' })
     *     .where('excluded.name', '!=', 'Catto')
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "pet" ("name", "species", "owner_id")
     * values ($1, $2, $3)
     * on conflict ("name")
     * do update set "species" = $4
     * where "excluded"."name" != $5
     * ```
     *
     * You can create an `on conflict do nothing` clauses like this:
     *
     * ```ts
     * await db
     *   .insertInto('pet')
     *   .values({
     *     name: 'Catto',
     *     species: 'cat',
     *     owner_id: 3,
     *   })
     *   .onConflict((oc) => oc
     *     .column('name')
     *     .doNothing()
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "pet" ("name", "species", "owner_id")
     * values ($1, $2, $3)
     * on conflict ("name") do nothing
     * ```
     *
     * You can refer to the columns of the virtual `excluded` table
     * in a type-safe way using a callback and the `ref` method of
     * `ExpressionBuilder`:
     *
     * ```ts
     * await db.insertInto('person')
     *   .values({
     *     id: 1,
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'male',
     *   })
     *   .onConflict(oc => oc
     *     .column('id')
     *     .doUpdateSet({
     *       first_name: (eb) => eb.ref('excluded.first_name'),
     *       last_name: (eb) => eb.ref('excluded.last_name')
     *     })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * insert into "person" ("id", "first_name", "last_name", "gender")
     * values ($1, $2, $3, $4)
     * on conflict ("id")
     * do update set
     *  "first_name" = "excluded"."first_name",
     *  "last_name" = "excluded"."last_name"
     * ```
     */
    onConflict(callback) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                onConflict: callback(new OnConflictBuilder({
                    onConflictNode: OnConflictNode.create(),
                })).toOperationNode(),
            }),
        });
    }
    /**
     * Adds `on duplicate key update` to the query.
     *
     * If you specify `on duplicate key update`, and a row is inserted that would cause
     * a duplicate value in a unique index or primary key, an update of the old row occurs.
     *
     * This is only implemented by some dialects like MySQL. On most dialects you should
     * use {@link onConflict} instead.
     *
     * ### Examples
     *
     * ```ts
     * await db
     *   .insertInto('person')
     *   .values({
     *     id: 1,
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'male',
     *   })
     *   .onDuplicateKeyUpdate({ updated_at: new Date().toISOString() })
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * insert into `person` (`id`, `first_name`, `last_name`, `gender`)
     * values (?, ?, ?, ?)
     * on duplicate key update `updated_at` = ?
     * ```
     */
    onDuplicateKeyUpdate(update) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: insert_query_node/* InsertQueryNode */.o.cloneWith(this.#props.queryNode, {
                onDuplicateKey: OnDuplicateKeyNode.create(parseUpdateObjectExpression(update)),
            }),
        });
    }
    returning(selection) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(selection)),
        });
    }
    returningAll() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)()),
        });
    }
    output(args) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    outputAll(table) {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    /**
     * Clears all `returning` clauses from the query.
     *
     * ### Examples
     *
     * ```ts
     * await db.insertInto('person')
     *   .values({ first_name: 'James', last_name: 'Smith', gender: 'male' })
     *   .returning(['first_name'])
     *   .clearReturning()
     *   .execute()
     * ```
     *
     * The generated SQL(PostgreSQL):
     *
     * ```sql
     * insert into "person" ("first_name", "last_name", "gender") values ($1, $2, $3)
     * ```
     */
    clearReturning() {
        return new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutReturning(this.#props.queryNode),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     *
     * If you want to conditionally call a method on `this`, see
     * the {@link $if} method.
     *
     * ### Examples
     *
     * The next example uses a helper function `log` to log a query:
     *
     * ```ts
     * import type { Compilable } from 'kysely'
     *
     * function log<T extends Compilable>(qb: T): T {
     *   console.log(qb.compile())
     *   return qb
     * }
     *
     * await db.insertInto('person')
     *   .values({ first_name: 'John', last_name: 'Doe', gender: 'male' })
     *   .$call(log)
     *   .execute()
     * ```
     */
    $call(func) {
        return func(this);
    }
    /**
     * Call `func(this)` if `condition` is true.
     *
     * This method is especially handy with optional selects. Any `returning` or `returningAll`
     * method calls add columns as optional fields to the output type when called inside
     * the `func` callback. This is because we can't know if those selections were actually
     * made before running the code.
     *
     * You can also call any other methods inside the callback.
     *
     * ### Examples
     *
     * ```ts
     * import type { NewPerson } from 'type-editor' // imaginary module
     *
     * async function insertPerson(values: NewPerson, returnLastName: boolean) {
     *   return await db
     *     .insertInto('person')
     *     .values(values)
     *     .returning(['id', 'first_name'])
     *     .$if(returnLastName, (qb) => qb.returning('last_name'))
     *     .executeTakeFirstOrThrow()
     * }
     * ```
     *
     * Any selections added inside the `if` callback will be added as optional fields to the
     * output type since we can't know if the selections were actually made before running
     * the code. In the example above the return type of the `insertPerson` function is:
     *
     * ```ts
     * Promise<{
     *   id: number
     *   first_name: string
     *   last_name?: string
     * }>
     * ```
     */
    $if(condition, func) {
        if (condition) {
            return func(this);
        }
        return new InsertQueryBuilder({
            ...this.#props,
        });
    }
    /**
     * Change the output type of the query.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `InsertQueryBuilder` with a new output type.
     */
    $castTo() {
        return new InsertQueryBuilder(this.#props);
    }
    /**
     * Narrows (parts of) the output type of the query.
     *
     * Kysely tries to be as type-safe as possible, but in some cases we have to make
     * compromises for better maintainability and compilation performance. At present,
     * Kysely doesn't narrow the output type of the query based on {@link values} input
     * when using {@link returning} or {@link returningAll}.
     *
     * This utility method is very useful for these situations, as it removes unncessary
     * runtime assertion/guard code. Its input type is limited to the output type
     * of the query, so you can't add a column that doesn't exist, or change a column's
     * type to something that doesn't exist in its union type.
     *
     * ### Examples
     *
     * Turn this code:
     *
     * ```ts
     * import type { Person } from 'type-editor' // imaginary module
     *
     * const person = await db.insertInto('person')
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'male',
     *     nullable_column: 'hell yeah!'
     *   })
     *   .returningAll()
     *   .executeTakeFirstOrThrow()
     *
     * if (isWithNoNullValue(person)) {
     *   functionThatExpectsPersonWithNonNullValue(person)
     * }
     *
     * function isWithNoNullValue(person: Person): person is Person & { nullable_column: string } {
     *   return person.nullable_column != null
     * }
     * ```
     *
     * Into this:
     *
     * ```ts
     * import type { NotNull } from 'kysely'
     *
     * const person = await db.insertInto('person')
     *   .values({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *     gender: 'male',
     *     nullable_column: 'hell yeah!'
     *   })
     *   .returningAll()
     *   .$narrowType<{ nullable_column: NotNull }>()
     *   .executeTakeFirstOrThrow()
     *
     * functionThatExpectsPersonWithNonNullValue(person)
     * ```
     */
    $narrowType() {
        return new InsertQueryBuilder(this.#props);
    }
    /**
     * Asserts that query's output row type equals the given type `T`.
     *
     * This method can be used to simplify excessively complex types to make TypeScript happy
     * and much faster.
     *
     * Kysely uses complex type magic to achieve its type safety. This complexity is sometimes too much
     * for TypeScript and you get errors like this:
     *
     * ```
     * error TS2589: Type instantiation is excessively deep and possibly infinite.
     * ```
     *
     * In these case you can often use this method to help TypeScript a little bit. When you use this
     * method to assert the output type of a query, Kysely can drop the complex output type that
     * consists of multiple nested helper types and replace it with the simple asserted type.
     *
     * Using this method doesn't reduce type safety at all. You have to pass in a type that is
     * structurally equal to the current type.
     *
     * ### Examples
     *
     * ```ts
     * import type { NewPerson, NewPet, Species } from 'type-editor' // imaginary module
     *
     * async function insertPersonAndPet(person: NewPerson, pet: Omit<NewPet, 'owner_id'>) {
     *   return await db
     *     .with('new_person', (qb) => qb
     *       .insertInto('person')
     *       .values(person)
     *       .returning('id')
     *       .$assertType<{ id: number }>()
     *     )
     *     .with('new_pet', (qb) => qb
     *       .insertInto('pet')
     *       .values((eb) => ({
     *         owner_id: eb.selectFrom('new_person').select('id'),
     *         ...pet
     *       }))
     *       .returning(['name as pet_name', 'species'])
     *       .$assertType<{ pet_name: string, species: Species }>()
     *     )
     *     .selectFrom(['new_person', 'new_pet'])
     *     .selectAll()
     *     .executeTakeFirstOrThrow()
     * }
     * ```
     */
    $assertType() {
        return new InsertQueryBuilder(this.#props);
    }
    /**
     * Returns a copy of this InsertQueryBuilder instance with the given plugin installed.
     */
    withPlugin(plugin) {
        return new InsertQueryBuilder({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.queryNode, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    /**
     * Executes the query and returns an array of rows.
     *
     * Also see the {@link executeTakeFirst} and {@link executeTakeFirstOrThrow} methods.
     */
    async execute() {
        const compiledQuery = this.compile();
        const result = await this.#props.executor.executeQuery(compiledQuery);
        const { adapter } = this.#props.executor;
        const query = compiledQuery.query;
        if ((query.returning && adapter.supportsReturning) ||
            (query.output && adapter.supportsOutput)) {
            return result.rows;
        }
        return [
            new InsertResult(result.insertId, result.numAffectedRows ?? BigInt(0)),
        ];
    }
    /**
     * Executes the query and returns the first result or undefined if
     * the query returned no result.
     */
    async executeTakeFirst() {
        const [result] = await this.execute();
        return result;
    }
    /**
     * Executes the query and returns the first result or throws if
     * the query returned no result.
     *
     * By default an instance of {@link NoResultError} is thrown, but you can
     * provide a custom error class, or callback as the only argument to throw a different
     * error.
     */
    async executeTakeFirstOrThrow(errorConstructor = no_result_error/* NoResultError */.F) {
        const result = await this.executeTakeFirst();
        if (result === undefined) {
            const error = (0,no_result_error/* isNoResultErrorConstructor */.x)(errorConstructor)
                ? new errorConstructor(this.toOperationNode())
                : errorConstructor(this.toOperationNode());
            throw error;
        }
        return result;
    }
    async *stream(chunkSize = 100) {
        const compiledQuery = this.compile();
        const stream = this.#props.executor.stream(compiledQuery, chunkSize);
        for await (const item of stream) {
            yield* item.rows;
        }
    }
    async explain(format, options) {
        const builder = new InsertQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithExplain(this.#props.queryNode, format, options),
        });
        return await builder.execute();
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/join-parser.js
var join_parser = __webpack_require__(44609);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/delete-result.js
/// <reference types="./delete-result.d.ts" />
class DeleteResult {
    numDeletedRows;
    constructor(numDeletedRows) {
        this.numDeletedRows = numDeletedRows;
    }
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/delete-query-node.js
var delete_query_node = __webpack_require__(92787);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/limit-node.js
var limit_node = __webpack_require__(18882);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/order-by-parser.js + 3 modules
var order_by_parser = __webpack_require__(51765);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/delete-query-builder.js
/// <reference types="./delete-query-builder.d.ts" />
var _a;













class DeleteQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    where(...args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    whereRef(lhs, op, rhs) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    clearWhere() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutWhere(this.#props.queryNode),
        });
    }
    /**
     * Changes a `delete from` query into a `delete top from` query.
     *
     * `top` clause is only supported by some dialects like MS SQL Server.
     *
     * ### Examples
     *
     * Delete the first 5 rows:
     *
     * ```ts
     * await db
     *   .deleteFrom('person')
     *   .top(5)
     *   .where('age', '>', 18)
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * delete top(5) from "person" where "age" > @1
     * ```
     *
     * Delete the first 50% of rows:
     *
     * ```ts
     * await db
     *   .deleteFrom('person')
     *   .top(50, 'percent')
     *   .where('age', '>', 18)
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * delete top(50) percent from "person" where "age" > @1
     * ```
     */
    top(expression, modifiers) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    using(tables) {
        return new _a({
            ...this.#props,
            queryNode: delete_query_node/* DeleteQueryNode */.e.cloneWithUsing(this.#props.queryNode, (0,table_parser/* parseTableExpressionOrList */.JB)(tables)),
        });
    }
    innerJoin(...args) {
        return this.#join('InnerJoin', args);
    }
    leftJoin(...args) {
        return this.#join('LeftJoin', args);
    }
    rightJoin(...args) {
        return this.#join('RightJoin', args);
    }
    fullJoin(...args) {
        return this.#join('FullJoin', args);
    }
    #join(joinType, args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithJoin(this.#props.queryNode, (0,join_parser/* parseJoin */.a)(joinType, args)),
        });
    }
    returning(selection) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(selection)),
        });
    }
    returningAll(table) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    output(args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    outputAll(table) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    /**
     * Clears all `returning` clauses from the query.
     *
     * ### Examples
     *
     * ```ts
     * await db.deleteFrom('pet')
     *   .returningAll()
     *   .where('name', '=', 'Max')
     *   .clearReturning()
     *   .execute()
     * ```
     *
     * The generated SQL(PostgreSQL):
     *
     * ```sql
     * delete from "pet" where "name" = "Max"
     * ```
     */
    clearReturning() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutReturning(this.#props.queryNode),
        });
    }
    /**
     * Clears the `limit` clause from the query.
     *
     * ### Examples
     *
     * ```ts
     * await db.deleteFrom('pet')
     *   .returningAll()
     *   .where('name', '=', 'Max')
     *   .limit(5)
     *   .clearLimit()
     *   .execute()
     * ```
     *
     * The generated SQL(PostgreSQL):
     *
     * ```sql
     * delete from "pet" where "name" = "Max" returning *
     * ```
     */
    clearLimit() {
        return new _a({
            ...this.#props,
            queryNode: delete_query_node/* DeleteQueryNode */.e.cloneWithoutLimit(this.#props.queryNode),
        });
    }
    orderBy(...args) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOrderByItems(this.#props.queryNode, (0,order_by_parser/* parseOrderBy */.xk)(args)),
        });
    }
    clearOrderBy() {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutOrderBy(this.#props.queryNode),
        });
    }
    /**
     * Adds a limit clause to the query.
     *
     * A limit clause in a delete query is only supported by some dialects
     * like MySQL.
     *
     * ### Examples
     *
     * Delete 5 oldest items in a table:
     *
     * ```ts
     * await db
     *   .deleteFrom('pet')
     *   .orderBy('created_at')
     *   .limit(5)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * delete from `pet` order by `created_at` limit ?
     * ```
     */
    limit(limit) {
        return new _a({
            ...this.#props,
            queryNode: delete_query_node/* DeleteQueryNode */.e.cloneWithLimit(this.#props.queryNode, limit_node/* LimitNode */.a.create((0,value_parser/* parseValueExpression */.$s)(limit))),
        });
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.deleteFrom('person')
     *   .where('first_name', '=', 'John')
     *   .modifyEnd(sql`-- This is a comment`)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * delete from `person`
     * where `first_name` = "John" -- This is a comment
     * ```
     */
    modifyEnd(modifier) {
        return new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, modifier.toOperationNode()),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     *
     * If you want to conditionally call a method on `this`, see
     * the {@link $if} method.
     *
     * ### Examples
     *
     * The next example uses a helper function `log` to log a query:
     *
     * ```ts
     * import type { Compilable } from 'kysely'
     *
     * function log<T extends Compilable>(qb: T): T {
     *   console.log(qb.compile())
     *   return qb
     * }
     *
     * await db.deleteFrom('person')
     *   .$call(log)
     *   .execute()
     * ```
     */
    $call(func) {
        return func(this);
    }
    /**
     * Call `func(this)` if `condition` is true.
     *
     * This method is especially handy with optional selects. Any `returning` or `returningAll`
     * method calls add columns as optional fields to the output type when called inside
     * the `func` callback. This is because we can't know if those selections were actually
     * made before running the code.
     *
     * You can also call any other methods inside the callback.
     *
     * ### Examples
     *
     * ```ts
     * async function deletePerson(id: number, returnLastName: boolean) {
     *   return await db
     *     .deleteFrom('person')
     *     .where('id', '=', id)
     *     .returning(['id', 'first_name'])
     *     .$if(returnLastName, (qb) => qb.returning('last_name'))
     *     .executeTakeFirstOrThrow()
     * }
     * ```
     *
     * Any selections added inside the `if` callback will be added as optional fields to the
     * output type since we can't know if the selections were actually made before running
     * the code. In the example above the return type of the `deletePerson` function is:
     *
     * ```ts
     * Promise<{
     *   id: number
     *   first_name: string
     *   last_name?: string
     * }>
     * ```
     */
    $if(condition, func) {
        if (condition) {
            return func(this);
        }
        return new _a({
            ...this.#props,
        });
    }
    /**
     * Change the output type of the query.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `DeleteQueryBuilder` with a new output type.
     */
    $castTo() {
        return new _a(this.#props);
    }
    /**
     * Narrows (parts of) the output type of the query.
     *
     * Kysely tries to be as type-safe as possible, but in some cases we have to make
     * compromises for better maintainability and compilation performance. At present,
     * Kysely doesn't narrow the output type of the query when using {@link where} and {@link returning} or {@link returningAll}.
     *
     * This utility method is very useful for these situations, as it removes unncessary
     * runtime assertion/guard code. Its input type is limited to the output type
     * of the query, so you can't add a column that doesn't exist, or change a column's
     * type to something that doesn't exist in its union type.
     *
     * ### Examples
     *
     * Turn this code:
     *
     * ```ts
     * import type { Person } from 'type-editor' // imaginary module
     *
     * const person = await db.deleteFrom('person')
     *   .where('id', '=', 3)
     *   .where('nullable_column', 'is not', null)
     *   .returningAll()
     *   .executeTakeFirstOrThrow()
     *
     * if (isWithNoNullValue(person)) {
     *   functionThatExpectsPersonWithNonNullValue(person)
     * }
     *
     * function isWithNoNullValue(person: Person): person is Person & { nullable_column: string } {
     *   return person.nullable_column != null
     * }
     * ```
     *
     * Into this:
     *
     * ```ts
     * import type { NotNull } from 'kysely'
     *
     * const person = await db.deleteFrom('person')
     *   .where('id', '=', 3)
     *   .where('nullable_column', 'is not', null)
     *   .returningAll()
     *   .$narrowType<{ nullable_column: NotNull }>()
     *   .executeTakeFirstOrThrow()
     *
     * functionThatExpectsPersonWithNonNullValue(person)
     * ```
     */
    $narrowType() {
        return new _a(this.#props);
    }
    /**
     * Asserts that query's output row type equals the given type `T`.
     *
     * This method can be used to simplify excessively complex types to make TypeScript happy
     * and much faster.
     *
     * Kysely uses complex type magic to achieve its type safety. This complexity is sometimes too much
     * for TypeScript and you get errors like this:
     *
     * ```
     * error TS2589: Type instantiation is excessively deep and possibly infinite.
     * ```
     *
     * In these case you can often use this method to help TypeScript a little bit. When you use this
     * method to assert the output type of a query, Kysely can drop the complex output type that
     * consists of multiple nested helper types and replace it with the simple asserted type.
     *
     * Using this method doesn't reduce type safety at all. You have to pass in a type that is
     * structurally equal to the current type.
     *
     * ### Examples
     *
     * ```ts
     * import type { Species } from 'type-editor' // imaginary module
     *
     * async function deletePersonAndPets(personId: number) {
     *   return await db
     *     .with('deleted_person', (qb) => qb
     *        .deleteFrom('person')
     *        .where('id', '=', personId)
     *        .returning('first_name')
     *        .$assertType<{ first_name: string }>()
     *     )
     *     .with('deleted_pets', (qb) => qb
     *       .deleteFrom('pet')
     *       .where('owner_id', '=', personId)
     *       .returning(['name as pet_name', 'species'])
     *       .$assertType<{ pet_name: string, species: Species }>()
     *     )
     *     .selectFrom(['deleted_person', 'deleted_pets'])
     *     .selectAll()
     *     .execute()
     * }
     * ```
     */
    $assertType() {
        return new _a(this.#props);
    }
    /**
     * Returns a copy of this DeleteQueryBuilder instance with the given plugin installed.
     */
    withPlugin(plugin) {
        return new _a({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.queryNode, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    /**
     * Executes the query and returns an array of rows.
     *
     * Also see the {@link executeTakeFirst} and {@link executeTakeFirstOrThrow} methods.
     */
    async execute() {
        const compiledQuery = this.compile();
        const result = await this.#props.executor.executeQuery(compiledQuery);
        const { adapter } = this.#props.executor;
        const query = compiledQuery.query;
        if ((query.returning && adapter.supportsReturning) ||
            (query.output && adapter.supportsOutput)) {
            return result.rows;
        }
        return [new DeleteResult(result.numAffectedRows ?? BigInt(0))];
    }
    /**
     * Executes the query and returns the first result or undefined if
     * the query returned no result.
     */
    async executeTakeFirst() {
        const [result] = await this.execute();
        return result;
    }
    /**
     * Executes the query and returns the first result or throws if
     * the query returned no result.
     *
     * By default an instance of {@link NoResultError} is thrown, but you can
     * provide a custom error class, or callback as the only argument to throw a different
     * error.
     */
    async executeTakeFirstOrThrow(errorConstructor = no_result_error/* NoResultError */.F) {
        const result = await this.executeTakeFirst();
        if (result === undefined) {
            const error = (0,no_result_error/* isNoResultErrorConstructor */.x)(errorConstructor)
                ? new errorConstructor(this.toOperationNode())
                : errorConstructor(this.toOperationNode());
            throw error;
        }
        return result;
    }
    async *stream(chunkSize = 100) {
        const compiledQuery = this.compile();
        const stream = this.#props.executor.stream(compiledQuery, chunkSize);
        for await (const item of stream) {
            yield* item.rows;
        }
    }
    async explain(format, options) {
        const builder = new _a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithExplain(this.#props.queryNode, format, options),
        });
        return await builder.execute();
    }
}
_a = DeleteQueryBuilder;

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/update-query-node.js
var update_query_node = __webpack_require__(73625);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/update-result.js
/// <reference types="./update-result.d.ts" />
class UpdateResult {
    /**
     * The number of rows the update query updated (even if not changed).
     */
    numUpdatedRows;
    /**
     * The number of rows the update query changed.
     *
     * This is **optional** and only supported in dialects such as MySQL.
     * You would probably use {@link numUpdatedRows} in most cases.
     */
    numChangedRows;
    constructor(numUpdatedRows, numChangedRows) {
        this.numUpdatedRows = numUpdatedRows;
        this.numChangedRows = numChangedRows;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/update-query-builder.js
/// <reference types="./update-query-builder.d.ts" />
var update_query_builder_a;














class UpdateQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    where(...args) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args)),
        });
    }
    whereRef(lhs, op, rhs) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithWhere(this.#props.queryNode, (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(lhs, op, rhs)),
        });
    }
    clearWhere() {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutWhere(this.#props.queryNode),
        });
    }
    /**
     * Changes an `update` query into a `update top` query.
     *
     * `top` clause is only supported by some dialects like MS SQL Server.
     *
     * ### Examples
     *
     * Update the first row:
     *
     * ```ts
     * await db.updateTable('person')
     *   .top(1)
     *   .set({ first_name: 'Foo' })
     *   .where('age', '>', 18)
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * update top(1) "person" set "first_name" = @1 where "age" > @2
     * ```
     *
     * Update the 50% first rows:
     *
     * ```ts
     * await db.updateTable('person')
     *   .top(50, 'percent')
     *   .set({ first_name: 'Foo' })
     *   .where('age', '>', 18)
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * update top(50) percent "person" set "first_name" = @1 where "age" > @2
     * ```
     */
    top(expression, modifiers) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    from(from) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: update_query_node/* UpdateQueryNode */.U.cloneWithFromItems(this.#props.queryNode, (0,table_parser/* parseTableExpressionOrList */.JB)(from)),
        });
    }
    innerJoin(...args) {
        return this.#join('InnerJoin', args);
    }
    leftJoin(...args) {
        return this.#join('LeftJoin', args);
    }
    rightJoin(...args) {
        return this.#join('RightJoin', args);
    }
    fullJoin(...args) {
        return this.#join('FullJoin', args);
    }
    #join(joinType, args) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithJoin(this.#props.queryNode, (0,join_parser/* parseJoin */.a)(joinType, args)),
        });
    }
    orderBy(...args) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOrderByItems(this.#props.queryNode, (0,order_by_parser/* parseOrderBy */.xk)(args)),
        });
    }
    clearOrderBy() {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutOrderBy(this.#props.queryNode),
        });
    }
    /**
     * Adds a limit clause to the update query for supported databases, such as MySQL.
     *
     * ### Examples
     *
     * Update the first 2 rows in the 'person' table:
     *
     * ```ts
     * await db
     *   .updateTable('person')
     *   .set({ first_name: 'Foo' })
     *   .limit(2)
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * update `person` set `first_name` = ? limit ?
     * ```
     */
    limit(limit) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: update_query_node/* UpdateQueryNode */.U.cloneWithLimit(this.#props.queryNode, limit_node/* LimitNode */.a.create((0,value_parser/* parseValueExpression */.$s)(limit))),
        });
    }
    set(...args) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: update_query_node/* UpdateQueryNode */.U.cloneWithUpdates(this.#props.queryNode, parseUpdate(...args)),
        });
    }
    returning(selection) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(selection)),
        });
    }
    returningAll(table) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    output(args) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    outputAll(table) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db.updateTable('person')
     *   .set({ age: 39 })
     *   .where('first_name', '=', 'John')
     *   .modifyEnd(sql.raw('-- This is a comment'))
     *   .execute()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * update `person`
     * set `age` = 39
     * where `first_name` = "John" -- This is a comment
     * ```
     */
    modifyEnd(modifier) {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, modifier.toOperationNode()),
        });
    }
    /**
     * Clears all `returning` clauses from the query.
     *
     * ### Examples
     *
     * ```ts
     * db.updateTable('person')
     *   .returningAll()
     *   .set({ age: 39 })
     *   .where('first_name', '=', 'John')
     *   .clearReturning()
     * ```
     *
     * The generated SQL(PostgreSQL):
     *
     * ```sql
     * update "person" set "age" = 39 where "first_name" = "John"
     * ```
     */
    clearReturning() {
        return new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithoutReturning(this.#props.queryNode),
        });
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     *
     * If you want to conditionally call a method on `this`, see
     * the {@link $if} method.
     *
     * ### Examples
     *
     * The next example uses a helper function `log` to log a query:
     *
     * ```ts
     * import type { Compilable } from 'kysely'
     * import type { PersonUpdate } from 'type-editor' // imaginary module
     *
     * function log<T extends Compilable>(qb: T): T {
     *   console.log(qb.compile())
     *   return qb
     * }
     *
     * const values = {
     *   first_name: 'John',
     * } satisfies PersonUpdate
     *
     * db.updateTable('person')
     *   .set(values)
     *   .$call(log)
     *   .execute()
     * ```
     */
    $call(func) {
        return func(this);
    }
    /**
     * Call `func(this)` if `condition` is true.
     *
     * This method is especially handy with optional selects. Any `returning` or `returningAll`
     * method calls add columns as optional fields to the output type when called inside
     * the `func` callback. This is because we can't know if those selections were actually
     * made before running the code.
     *
     * You can also call any other methods inside the callback.
     *
     * ### Examples
     *
     * ```ts
     * import type { PersonUpdate } from 'type-editor' // imaginary module
     *
     * async function updatePerson(id: number, updates: PersonUpdate, returnLastName: boolean) {
     *   return await db
     *     .updateTable('person')
     *     .set(updates)
     *     .where('id', '=', id)
     *     .returning(['id', 'first_name'])
     *     .$if(returnLastName, (qb) => qb.returning('last_name'))
     *     .executeTakeFirstOrThrow()
     * }
     * ```
     *
     * Any selections added inside the `if` callback will be added as optional fields to the
     * output type since we can't know if the selections were actually made before running
     * the code. In the example above the return type of the `updatePerson` function is:
     *
     * ```ts
     * Promise<{
     *   id: number
     *   first_name: string
     *   last_name?: string
     * }>
     * ```
     */
    $if(condition, func) {
        if (condition) {
            return func(this);
        }
        return new update_query_builder_a({
            ...this.#props,
        });
    }
    /**
     * Change the output type of the query.
     *
     * This method call doesn't change the SQL in any way. This methods simply
     * returns a copy of this `UpdateQueryBuilder` with a new output type.
     */
    $castTo() {
        return new update_query_builder_a(this.#props);
    }
    /**
     * Narrows (parts of) the output type of the query.
     *
     * Kysely tries to be as type-safe as possible, but in some cases we have to make
     * compromises for better maintainability and compilation performance. At present,
     * Kysely doesn't narrow the output type of the query based on {@link set} input
     * when using {@link where} and/or {@link returning} or {@link returningAll}.
     *
     * This utility method is very useful for these situations, as it removes unncessary
     * runtime assertion/guard code. Its input type is limited to the output type
     * of the query, so you can't add a column that doesn't exist, or change a column's
     * type to something that doesn't exist in its union type.
     *
     * ### Examples
     *
     * Turn this code:
     *
     * ```ts
     * import type { Person } from 'type-editor' // imaginary module
     *
     * const id = 1
     * const now = new Date().toISOString()
     *
     * const person = await db.updateTable('person')
     *   .set({ deleted_at: now })
     *   .where('id', '=', id)
     *   .where('nullable_column', 'is not', null)
     *   .returningAll()
     *   .executeTakeFirstOrThrow()
     *
     * if (isWithNoNullValue(person)) {
     *   functionThatExpectsPersonWithNonNullValue(person)
     * }
     *
     * function isWithNoNullValue(person: Person): person is Person & { nullable_column: string } {
     *   return person.nullable_column != null
     * }
     * ```
     *
     * Into this:
     *
     * ```ts
     * import type { NotNull } from 'kysely'
     *
     * const id = 1
     * const now = new Date().toISOString()
     *
     * const person = await db.updateTable('person')
     *   .set({ deleted_at: now })
     *   .where('id', '=', id)
     *   .where('nullable_column', 'is not', null)
     *   .returningAll()
     *   .$narrowType<{ deleted_at: Date; nullable_column: NotNull }>()
     *   .executeTakeFirstOrThrow()
     *
     * functionThatExpectsPersonWithNonNullValue(person)
     * ```
     */
    $narrowType() {
        return new update_query_builder_a(this.#props);
    }
    /**
     * Asserts that query's output row type equals the given type `T`.
     *
     * This method can be used to simplify excessively complex types to make TypeScript happy
     * and much faster.
     *
     * Kysely uses complex type magic to achieve its type safety. This complexity is sometimes too much
     * for TypeScript and you get errors like this:
     *
     * ```
     * error TS2589: Type instantiation is excessively deep and possibly infinite.
     * ```
     *
     * In these case you can often use this method to help TypeScript a little bit. When you use this
     * method to assert the output type of a query, Kysely can drop the complex output type that
     * consists of multiple nested helper types and replace it with the simple asserted type.
     *
     * Using this method doesn't reduce type safety at all. You have to pass in a type that is
     * structurally equal to the current type.
     *
     * ### Examples
     *
     * ```ts
     * import type { PersonUpdate, PetUpdate, Species } from 'type-editor' // imaginary module
     *
     * const person = {
     *   id: 1,
     *   gender: 'other',
     * } satisfies PersonUpdate
     *
     * const pet = {
     *   name: 'Fluffy',
     * } satisfies PetUpdate
     *
     * const result = await db
     *   .with('updated_person', (qb) => qb
     *     .updateTable('person')
     *     .set(person)
     *     .where('id', '=', person.id)
     *     .returning('first_name')
     *     .$assertType<{ first_name: string }>()
     *   )
     *   .with('updated_pet', (qb) => qb
     *     .updateTable('pet')
     *     .set(pet)
     *     .where('owner_id', '=', person.id)
     *     .returning(['name as pet_name', 'species'])
     *     .$assertType<{ pet_name: string, species: Species }>()
     *   )
     *   .selectFrom(['updated_person', 'updated_pet'])
     *   .selectAll()
     *   .executeTakeFirstOrThrow()
     * ```
     */
    $assertType() {
        return new update_query_builder_a(this.#props);
    }
    /**
     * Returns a copy of this UpdateQueryBuilder instance with the given plugin installed.
     */
    withPlugin(plugin) {
        return new update_query_builder_a({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.queryNode, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    /**
     * Executes the query and returns an array of rows.
     *
     * Also see the {@link executeTakeFirst} and {@link executeTakeFirstOrThrow} methods.
     */
    async execute() {
        const compiledQuery = this.compile();
        const result = await this.#props.executor.executeQuery(compiledQuery);
        const { adapter } = this.#props.executor;
        const query = compiledQuery.query;
        if ((query.returning && adapter.supportsReturning) ||
            (query.output && adapter.supportsOutput)) {
            return result.rows;
        }
        return [
            new UpdateResult(result.numAffectedRows ?? BigInt(0), result.numChangedRows),
        ];
    }
    /**
     * Executes the query and returns the first result or undefined if
     * the query returned no result.
     */
    async executeTakeFirst() {
        const [result] = await this.execute();
        return result;
    }
    /**
     * Executes the query and returns the first result or throws if
     * the query returned no result.
     *
     * By default an instance of {@link NoResultError} is thrown, but you can
     * provide a custom error class, or callback as the only argument to throw a different
     * error.
     */
    async executeTakeFirstOrThrow(errorConstructor = no_result_error/* NoResultError */.F) {
        const result = await this.executeTakeFirst();
        if (result === undefined) {
            const error = (0,no_result_error/* isNoResultErrorConstructor */.x)(errorConstructor)
                ? new errorConstructor(this.toOperationNode())
                : errorConstructor(this.toOperationNode());
            throw error;
        }
        return result;
    }
    async *stream(chunkSize = 100) {
        const compiledQuery = this.compile();
        const stream = this.#props.executor.stream(compiledQuery, chunkSize);
        for await (const item of stream) {
            yield* item.rows;
        }
    }
    async explain(format, options) {
        const builder = new update_query_builder_a({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithExplain(this.#props.queryNode, format, options),
        });
        return await builder.execute();
    }
}
update_query_builder_a = UpdateQueryBuilder;

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/select-query-node.js + 2 modules
var select_query_node = __webpack_require__(24517);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/table-node.js
var table_node = __webpack_require__(81763);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/common-table-expression-name-node.js
/// <reference types="./common-table-expression-name-node.d.ts" />



/**
 * @internal
 */
const CommonTableExpressionNameNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CommonTableExpressionNameNode';
    },
    create(tableName, columnNames) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CommonTableExpressionNameNode',
            table: table_node/* TableNode */.H.create(tableName),
            columns: columnNames
                ? (0,object_utils/* freeze */.CN)(columnNames.map(column_node/* ColumnNode */.Z.create))
                : undefined,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/parse-utils.js + 6 modules
var parse_utils = __webpack_require__(44403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/common-table-expression-node.js
/// <reference types="./common-table-expression-node.d.ts" />

/**
 * @internal
 */
const CommonTableExpressionNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'CommonTableExpressionNode';
    },
    create(name, expression) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'CommonTableExpressionNode',
            name,
            expression,
        });
    },
    cloneWith(node, props) {
        return (0,object_utils/* freeze */.CN)({
            ...node,
            ...props,
        });
    },
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/cte-builder.js
/// <reference types="./cte-builder.d.ts" />


class CTEBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Makes the common table expression materialized.
     */
    materialized() {
        return new CTEBuilder({
            ...this.#props,
            node: CommonTableExpressionNode.cloneWith(this.#props.node, {
                materialized: true,
            }),
        });
    }
    /**
     * Makes the common table expression not materialized.
     */
    notMaterialized() {
        return new CTEBuilder({
            ...this.#props,
            node: CommonTableExpressionNode.cloneWith(this.#props.node, {
                materialized: false,
            }),
        });
    }
    toOperationNode() {
        return this.#props.node;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/with-parser.js
/// <reference types="./with-parser.d.ts" />





function parseCommonTableExpression(nameOrBuilderCallback, expression) {
    const expressionNode = expression((0,parse_utils/* createQueryCreator */.bl)()).toOperationNode();
    if ((0,object_utils/* isFunction */.Tn)(nameOrBuilderCallback)) {
        return nameOrBuilderCallback(cteBuilderFactory(expressionNode)).toOperationNode();
    }
    return CommonTableExpressionNode.create(parseCommonTableExpressionName(nameOrBuilderCallback), expressionNode);
}
function cteBuilderFactory(expressionNode) {
    return (name) => {
        return new CTEBuilder({
            node: CommonTableExpressionNode.create(parseCommonTableExpressionName(name), expressionNode),
        });
    };
}
function parseCommonTableExpressionName(name) {
    if (name.includes('(')) {
        const parts = name.split(/[\(\)]/);
        const table = parts[0];
        const columns = parts[1].split(',').map((it) => it.trim());
        return CommonTableExpressionNameNode.create(table, columns);
    }
    else {
        return CommonTableExpressionNameNode.create(name);
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/with-node.js
/// <reference types="./with-node.d.ts" />

/**
 * @internal
 */
const WithNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'WithNode';
    },
    create(expression, params) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'WithNode',
            expressions: (0,object_utils/* freeze */.CN)([expression]),
            ...params,
        });
    },
    cloneWithExpression(withNode, expression) {
        return (0,object_utils/* freeze */.CN)({
            ...withNode,
            expressions: (0,object_utils/* freeze */.CN)([...withNode.expressions, expression]),
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/query-id.js + 1 modules
var query_id = __webpack_require__(38557);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/plugin/with-schema/with-schema-plugin.js + 1 modules
var with_schema_plugin = __webpack_require__(58383);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/merge-query-node.js
var merge_query_node = __webpack_require__(74940);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/operation-node/matched-node.js
/// <reference types="./matched-node.d.ts" />

/**
 * @internal
 */
const MatchedNode = (0,object_utils/* freeze */.CN)({
    is(node) {
        return node.kind === 'MatchedNode';
    },
    create(not, bySource = false) {
        return (0,object_utils/* freeze */.CN)({
            kind: 'MatchedNode',
            not,
            bySource,
        });
    },
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-source.js
var operation_node_source = __webpack_require__(58952);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/when-node.js
var when_node = __webpack_require__(49669);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/parser/merge-parser.js
/// <reference types="./merge-parser.d.ts" />






function parseMergeWhen(type, args, refRight) {
    return when_node/* WhenNode */.t.create((0,binary_operation_parser/* parseFilterList */.KN)([
        MatchedNode.create(!type.isMatched, type.bySource),
        ...(args && args.length > 0
            ? [
                args.length === 3 && refRight
                    ? (0,binary_operation_parser/* parseReferentialBinaryOperation */.vC)(args[0], args[1], args[2])
                    : (0,binary_operation_parser/* parseValueBinaryOperationOrExpression */.GB)(args),
            ]
            : []),
    ], 'and', false));
}
function parseMergeThen(result) {
    if ((0,object_utils/* isString */.Kg)(result)) {
        return raw_node/* RawNode */.z.create([result], []);
    }
    if ((0,operation_node_source/* isOperationNodeSource */.N)(result)) {
        return result.toOperationNode();
    }
    return result;
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-executor/noop-query-executor.js
var noop_query_executor = __webpack_require__(29413);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/merge-result.js
/// <reference types="./merge-result.d.ts" />
class MergeResult {
    numChangedRows;
    constructor(numChangedRows) {
        this.numChangedRows = numChangedRows;
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-builder/merge-query-builder.js
/// <reference types="./merge-query-builder.d.ts" />














class MergeQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db
     *   .mergeInto('person')
     *   .using('pet', 'pet.owner_id', 'person.id')
     *   .whenMatched()
     *   .thenDelete()
     *   .modifyEnd(sql.raw('-- this is a comment'))
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person" using "pet" on "pet"."owner_id" = "person"."id" when matched then delete -- this is a comment
     * ```
     */
    modifyEnd(modifier) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, modifier.toOperationNode()),
        });
    }
    /**
     * Changes a `merge into` query to an `merge top into` query.
     *
     * `top` clause is only supported by some dialects like MS SQL Server.
     *
     * ### Examples
     *
     * Affect 5 matched rows at most:
     *
     * ```ts
     * await db.mergeInto('person')
     *   .top(5)
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenDelete()
     *   .execute()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * merge top(5) into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   delete
     * ```
     *
     * Affect 50% of matched rows:
     *
     * ```ts
     * await db.mergeInto('person')
     *   .top(50, 'percent')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenDelete()
     *   .execute()
     * ```
     *
     * The generated SQL (MS SQL Server):
     *
     * ```sql
     * merge top(50) percent into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   delete
     * ```
     */
    top(expression, modifiers) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    using(...args) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithUsing(this.#props.queryNode, (0,join_parser/* parseJoin */.a)('Using', args)),
        });
    }
    returning(args) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    returningAll(table) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    output(args) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    outputAll(table) {
        return new MergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
}
class WheneableMergeQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * This can be used to add any additional SQL to the end of the query.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * await db
     *   .mergeInto('person')
     *   .using('pet', 'pet.owner_id', 'person.id')
     *   .whenMatched()
     *   .thenDelete()
     *   .modifyEnd(sql.raw('-- this is a comment'))
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person" using "pet" on "pet"."owner_id" = "person"."id" when matched then delete -- this is a comment
     * ```
     */
    modifyEnd(modifier) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithEndModifier(this.#props.queryNode, modifier.toOperationNode()),
        });
    }
    /**
     * See {@link MergeQueryBuilder.top}.
     */
    top(expression, modifiers) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithTop(this.#props.queryNode, (0,top_parser/* parseTop */.f)(expression, modifiers)),
        });
    }
    /**
     * Adds a simple `when matched` clause to the query.
     *
     * For a `when matched` clause with an `and` condition, see {@link whenMatchedAnd}.
     *
     * For a simple `when not matched` clause, see {@link whenNotMatched}.
     *
     * For a `when not matched` clause with an `and` condition, see {@link whenNotMatchedAnd}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenDelete()
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   delete
     * ```
     */
    whenMatched() {
        return this.#whenMatched([]);
    }
    whenMatchedAnd(...args) {
        return this.#whenMatched(args);
    }
    /**
     * Adds the `when matched` clause to the query with an `and` condition. But unlike
     * {@link whenMatchedAnd}, this method accepts a column reference as the 3rd argument.
     *
     * This method is similar to {@link SelectQueryBuilder.whereRef}, so see the documentation
     * for that method for more examples.
     */
    whenMatchedAndRef(lhs, op, rhs) {
        return this.#whenMatched([lhs, op, rhs], true);
    }
    #whenMatched(args, refRight) {
        return new MatchedThenableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithWhen(this.#props.queryNode, parseMergeWhen({ isMatched: true }, args, refRight)),
        });
    }
    /**
     * Adds a simple `when not matched` clause to the query.
     *
     * For a `when not matched` clause with an `and` condition, see {@link whenNotMatchedAnd}.
     *
     * For a simple `when matched` clause, see {@link whenMatched}.
     *
     * For a `when matched` clause with an `and` condition, see {@link whenMatchedAnd}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenNotMatched()
     *   .thenInsertValues({
     *     first_name: 'John',
     *     last_name: 'Doe',
     *   })
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when not matched then
     *   insert ("first_name", "last_name") values ($1, $2)
     * ```
     */
    whenNotMatched() {
        return this.#whenNotMatched([]);
    }
    whenNotMatchedAnd(...args) {
        return this.#whenNotMatched(args);
    }
    /**
     * Adds the `when not matched` clause to the query with an `and` condition. But unlike
     * {@link whenNotMatchedAnd}, this method accepts a column reference as the 3rd argument.
     *
     * Unlike {@link whenMatchedAndRef}, you cannot reference columns from the target table.
     *
     * This method is similar to {@link SelectQueryBuilder.whereRef}, so see the documentation
     * for that method for more examples.
     */
    whenNotMatchedAndRef(lhs, op, rhs) {
        return this.#whenNotMatched([lhs, op, rhs], true);
    }
    /**
     * Adds a simple `when not matched by source` clause to the query.
     *
     * Supported in MS SQL Server.
     *
     * Similar to {@link whenNotMatched}, but returns a {@link MatchedThenableMergeQueryBuilder}.
     */
    whenNotMatchedBySource() {
        return this.#whenNotMatched([], false, true);
    }
    whenNotMatchedBySourceAnd(...args) {
        return this.#whenNotMatched(args, false, true);
    }
    /**
     * Adds the `when not matched by source` clause to the query with an `and` condition.
     *
     * Similar to {@link whenNotMatchedAndRef}, but you can reference columns from
     * the target table, and not from source table and returns a {@link MatchedThenableMergeQueryBuilder}.
     */
    whenNotMatchedBySourceAndRef(lhs, op, rhs) {
        return this.#whenNotMatched([lhs, op, rhs], true, true);
    }
    returning(args) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    returningAll(table) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithReturning(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    output(args) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectArg */.G)(args)),
        });
    }
    outputAll(table) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: query_node/* QueryNode */.L.cloneWithOutput(this.#props.queryNode, (0,select_parser/* parseSelectAll */.J)(table)),
        });
    }
    #whenNotMatched(args, refRight = false, bySource = false) {
        const props = {
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithWhen(this.#props.queryNode, parseMergeWhen({ isMatched: false, bySource }, args, refRight)),
        };
        const Builder = bySource
            ? MatchedThenableMergeQueryBuilder
            : NotMatchedThenableMergeQueryBuilder;
        return new Builder(props);
    }
    /**
     * Simply calls the provided function passing `this` as the only argument. `$call` returns
     * what the provided function returns.
     *
     * If you want to conditionally call a method on `this`, see
     * the {@link $if} method.
     *
     * ### Examples
     *
     * The next example uses a helper function `log` to log a query:
     *
     * ```ts
     * import type { Compilable } from 'kysely'
     *
     * function log<T extends Compilable>(qb: T): T {
     *   console.log(qb.compile())
     *   return qb
     * }
     *
     * await db.updateTable('person')
     *   .set({ first_name: 'John' })
     *   .$call(log)
     *   .execute()
     * ```
     */
    $call(func) {
        return func(this);
    }
    /**
     * Call `func(this)` if `condition` is true.
     *
     * This method is especially handy with optional selects. Any `returning` or `returningAll`
     * method calls add columns as optional fields to the output type when called inside
     * the `func` callback. This is because we can't know if those selections were actually
     * made before running the code.
     *
     * You can also call any other methods inside the callback.
     *
     * ### Examples
     *
     * ```ts
     * import type { PersonUpdate } from 'type-editor' // imaginary module
     *
     * async function updatePerson(id: number, updates: PersonUpdate, returnLastName: boolean) {
     *   return await db
     *     .updateTable('person')
     *     .set(updates)
     *     .where('id', '=', id)
     *     .returning(['id', 'first_name'])
     *     .$if(returnLastName, (qb) => qb.returning('last_name'))
     *     .executeTakeFirstOrThrow()
     * }
     * ```
     *
     * Any selections added inside the `if` callback will be added as optional fields to the
     * output type since we can't know if the selections were actually made before running
     * the code. In the example above the return type of the `updatePerson` function is:
     *
     * ```ts
     * Promise<{
     *   id: number
     *   first_name: string
     *   last_name?: string
     * }>
     * ```
     */
    $if(condition, func) {
        if (condition) {
            return func(this);
        }
        return new WheneableMergeQueryBuilder({
            ...this.#props,
        });
    }
    toOperationNode() {
        return this.#props.executor.transformQuery(this.#props.queryNode, this.#props.queryId);
    }
    compile() {
        return this.#props.executor.compileQuery(this.toOperationNode(), this.#props.queryId);
    }
    /**
     * Executes the query and returns an array of rows.
     *
     * Also see the {@link executeTakeFirst} and {@link executeTakeFirstOrThrow} methods.
     */
    async execute() {
        const compiledQuery = this.compile();
        const result = await this.#props.executor.executeQuery(compiledQuery);
        const { adapter } = this.#props.executor;
        const query = compiledQuery.query;
        if ((query.returning && adapter.supportsReturning) ||
            (query.output && adapter.supportsOutput)) {
            return result.rows;
        }
        return [new MergeResult(result.numAffectedRows)];
    }
    /**
     * Executes the query and returns the first result or undefined if
     * the query returned no result.
     */
    async executeTakeFirst() {
        const [result] = await this.execute();
        return result;
    }
    /**
     * Executes the query and returns the first result or throws if
     * the query returned no result.
     *
     * By default an instance of {@link NoResultError} is thrown, but you can
     * provide a custom error class, or callback as the only argument to throw a different
     * error.
     */
    async executeTakeFirstOrThrow(errorConstructor = no_result_error/* NoResultError */.F) {
        const result = await this.executeTakeFirst();
        if (result === undefined) {
            const error = (0,no_result_error/* isNoResultErrorConstructor */.x)(errorConstructor)
                ? new errorConstructor(this.toOperationNode())
                : errorConstructor(this.toOperationNode());
            throw error;
        }
        return result;
    }
}
class MatchedThenableMergeQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Performs the `delete` action.
     *
     * To perform the `do nothing` action, see {@link thenDoNothing}.
     *
     * To perform the `update` action, see {@link thenUpdate} or {@link thenUpdateSet}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenDelete()
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   delete
     * ```
     */
    thenDelete() {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithThen(this.#props.queryNode, parseMergeThen('delete')),
        });
    }
    /**
     * Performs the `do nothing` action.
     *
     * This is supported in PostgreSQL.
     *
     * To perform the `delete` action, see {@link thenDelete}.
     *
     * To perform the `update` action, see {@link thenUpdate} or {@link thenUpdateSet}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenDoNothing()
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   do nothing
     * ```
     */
    thenDoNothing() {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithThen(this.#props.queryNode, parseMergeThen('do nothing')),
        });
    }
    /**
     * Perform an `update` operation with a full-fledged {@link UpdateQueryBuilder}.
     * This is handy when multiple `set` invocations are needed.
     *
     * For a shorthand version of this method, see {@link thenUpdateSet}.
     *
     * To perform the `delete` action, see {@link thenDelete}.
     *
     * To perform the `do nothing` action, see {@link thenDoNothing}.
     *
     * ### Examples
     *
     * ```ts
     * import { sql } from 'kysely'
     *
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenMatched()
     *   .thenUpdate((ub) => ub
     *     .set(sql`metadata['has_pets']`, 'Y')
     *     .set({
     *       updated_at: new Date().toISOString(),
     *     })
     *   )
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when matched then
     *   update set metadata['has_pets'] = $1, "updated_at" = $2
     * ```
     */
    thenUpdate(set) {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithThen(this.#props.queryNode, parseMergeThen(set(new UpdateQueryBuilder({
                queryId: this.#props.queryId,
                executor: noop_query_executor/* NOOP_QUERY_EXECUTOR */.W,
                queryNode: update_query_node/* UpdateQueryNode */.U.createWithoutTable(),
            })))),
        });
    }
    thenUpdateSet(...args) {
        // @ts-ignore not sure how to type this so it won't complain about set(...args).
        return this.thenUpdate((ub) => ub.set(...args));
    }
}
class NotMatchedThenableMergeQueryBuilder {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Performs the `do nothing` action.
     *
     * This is supported in PostgreSQL.
     *
     * To perform the `insert` action, see {@link thenInsertValues}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db.mergeInto('person')
     *   .using('pet', 'person.id', 'pet.owner_id')
     *   .whenNotMatched()
     *   .thenDoNothing()
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet" on "person"."id" = "pet"."owner_id"
     * when not matched then
     *   do nothing
     * ```
     */
    thenDoNothing() {
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithThen(this.#props.queryNode, parseMergeThen('do nothing')),
        });
    }
    thenInsertValues(insert) {
        const [columns, values] = parseInsertExpression(insert);
        return new WheneableMergeQueryBuilder({
            ...this.#props,
            queryNode: merge_query_node/* MergeQueryNode */.r.cloneWithThen(this.#props.queryNode, parseMergeThen(insert_query_node/* InsertQueryNode */.o.cloneWith(insert_query_node/* InsertQueryNode */.o.createWithoutInto(), {
                columns,
                values,
            }))),
        });
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/query-creator.js
/// <reference types="./query-creator.d.ts" />

















class QueryCreator {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    /**
     * Creates a `select` query builder for the given table or tables.
     *
     * The tables passed to this method are built as the query's `from` clause.
     *
     * ### Examples
     *
     * Create a select query for one table:
     *
     * ```ts
     * db.selectFrom('person').selectAll()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select * from "person"
     * ```
     *
     * Create a select query for one table with an alias:
     *
     * ```ts
     * const persons = await db.selectFrom('person as p')
     *   .select(['p.id', 'first_name'])
     *   .execute()
     *
     * console.log(persons[0].id)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "p"."id", "first_name" from "person" as "p"
     * ```
     *
     * Create a select query from a subquery:
     *
     * ```ts
     * const persons = await db.selectFrom(
     *     (eb) => eb.selectFrom('person').select('person.id as identifier').as('p')
     *   )
     *   .select('p.identifier')
     *   .execute()
     *
     * console.log(persons[0].identifier)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "p"."identifier",
     * from (
     *   select "person"."id" as "identifier" from "person"
     * ) as p
     * ```
     *
     * Create a select query from raw sql:
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * const items = await db
     *   .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('q'))
     *   .select('q.one')
     *   .execute()
     *
     * console.log(items[0].one)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "q"."one",
     * from (
     *   select 1 as one
     * ) as q
     * ```
     *
     * When you use the `sql` tag you need to also provide the result type of the
     * raw snippet / query so that Kysely can figure out what columns are
     * available for the rest of the query.
     *
     * The `selectFrom` method also accepts an array for multiple tables. All
     * the above examples can also be used in an array.
     *
     * ```ts
     * import {\u00a0sql } from 'kysely'
     *
     * const items = await db.selectFrom([
     *     'person as p',
     *     db.selectFrom('pet').select('pet.species').as('a'),
     *     sql<{ one: number }>`(select 1 as one)`.as('q')
     *   ])
     *   .select(['p.id', 'a.species', 'q.one'])
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "p".id, "a"."species", "q"."one"
     * from
     *   "person" as "p",
     *   (select "pet"."species" from "pet") as a,
     *   (select 1 as one) as "q"
     * ```
     */
    selectFrom(from) {
        return (0,select_query_builder/* createSelectQueryBuilder */.c)({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: select_query_node/* SelectQueryNode */.L.createFrom((0,table_parser/* parseTableExpressionOrList */.JB)(from), this.#props.withNode),
        });
    }
    selectNoFrom(selection) {
        return (0,select_query_builder/* createSelectQueryBuilder */.c)({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: select_query_node/* SelectQueryNode */.L.cloneWithSelections(select_query_node/* SelectQueryNode */.L.create(this.#props.withNode), (0,select_parser/* parseSelectArg */.G)(selection)),
        });
    }
    /**
     * Creates an insert query.
     *
     * The return value of this query is an instance of {@link InsertResult}. {@link InsertResult}
     * has the {@link InsertResult.insertId | insertId} field that holds the auto incremented id of
     * the inserted row if the db returned one.
     *
     * See the {@link InsertQueryBuilder.values | values} method for more info and examples. Also see
     * the {@link ReturningInterface.returning | returning} method for a way to return columns
     * on supported databases like PostgreSQL.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db
     *   .insertInto('person')
     *   .values({
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston'
     *   })
     *   .executeTakeFirst()
     *
     * console.log(result.insertId)
     * ```
     *
     * Some databases like PostgreSQL support the `returning` method:
     *
     * ```ts
     * const { id } = await db
     *   .insertInto('person')
     *   .values({
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston'
     *   })
     *   .returning('id')
     *   .executeTakeFirstOrThrow()
     * ```
     */
    insertInto(table) {
        return new InsertQueryBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: insert_query_node/* InsertQueryNode */.o.create((0,table_parser/* parseTable */.M$)(table), this.#props.withNode),
        });
    }
    /**
     * Creates a "replace into" query.
     *
     * This is only supported by some dialects like MySQL or SQLite.
     *
     * Similar to MySQL's {@link InsertQueryBuilder.onDuplicateKeyUpdate} that deletes
     * and inserts values on collision instead of updating existing rows.
     *
     * An alias of SQLite's {@link InsertQueryBuilder.orReplace}.
     *
     * The return value of this query is an instance of {@link InsertResult}. {@link InsertResult}
     * has the {@link InsertResult.insertId | insertId} field that holds the auto incremented id of
     * the inserted row if the db returned one.
     *
     * See the {@link InsertQueryBuilder.values | values} method for more info and examples.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db
     *   .replaceInto('person')
     *   .values({
     *     first_name: 'Jennifer',
     *     last_name: 'Aniston'
     *   })
     *   .executeTakeFirstOrThrow()
     *
     * console.log(result.insertId)
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * replace into `person` (`first_name`, `last_name`) values (?, ?)
     * ```
     */
    replaceInto(table) {
        return new InsertQueryBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: insert_query_node/* InsertQueryNode */.o.create((0,table_parser/* parseTable */.M$)(table), this.#props.withNode, true),
        });
    }
    /**
     * Creates a delete query.
     *
     * See the {@link DeleteQueryBuilder.where} method for examples on how to specify
     * a where clause for the delete operation.
     *
     * The return value of the query is an instance of {@link DeleteResult}.
     *
     * ### Examples
     *
     * <!-- siteExample("delete", "Single row", 10) -->
     *
     * Delete a single row:
     *
     * ```ts
     * const result = await db
     *   .deleteFrom('person')
     *   .where('person.id', '=', 1)
     *   .executeTakeFirst()
     *
     * console.log(result.numDeletedRows)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * delete from "person" where "person"."id" = $1
     * ```
     *
     * Some databases such as MySQL support deleting from multiple tables:
     *
     * ```ts
     * const result = await db
     *   .deleteFrom(['person', 'pet'])
     *   .using('person')
     *   .innerJoin('pet', 'pet.owner_id', 'person.id')
     *   .where('person.id', '=', 1)
     *   .executeTakeFirst()
     * ```
     *
     * The generated SQL (MySQL):
     *
     * ```sql
     * delete from `person`, `pet`
     * using `person`
     * inner join `pet` on `pet`.`owner_id` = `person`.`id`
     * where `person`.`id` = ?
     * ```
     */
    deleteFrom(from) {
        return new DeleteQueryBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: delete_query_node/* DeleteQueryNode */.e.create((0,table_parser/* parseTableExpressionOrList */.JB)(from), this.#props.withNode),
        });
    }
    /**
     * Creates an update query.
     *
     * See the {@link UpdateQueryBuilder.where} method for examples on how to specify
     * a where clause for the update operation.
     *
     * See the {@link UpdateQueryBuilder.set} method for examples on how to
     * specify the updates.
     *
     * The return value of the query is an {@link UpdateResult}.
     *
     * ### Examples
     *
     * ```ts
     * const result = await db
     *   .updateTable('person')
     *   .set({ first_name: 'Jennifer' })
     *   .where('person.id', '=', 1)
     *   .executeTakeFirst()
     *
     * console.log(result.numUpdatedRows)
     * ```
     */
    updateTable(tables) {
        return new UpdateQueryBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: update_query_node/* UpdateQueryNode */.U.create((0,table_parser/* parseTableExpressionOrList */.JB)(tables), this.#props.withNode),
        });
    }
    /**
     * Creates a merge query.
     *
     * The return value of the query is a {@link MergeResult}.
     *
     * See the {@link MergeQueryBuilder.using} method for examples on how to specify
     * the other table.
     *
     * ### Examples
     *
     * <!-- siteExample("merge", "Source row existence", 10) -->
     *
     * Update a target column based on the existence of a source row:
     *
     * ```ts
     * const result = await db
     *   .mergeInto('person as target')
     *   .using('pet as source', 'source.owner_id', 'target.id')
     *   .whenMatchedAnd('target.has_pets', '!=', 'Y')
     *   .thenUpdateSet({ has_pets: 'Y' })
     *   .whenNotMatchedBySourceAnd('target.has_pets', '=', 'Y')
     *   .thenUpdateSet({ has_pets: 'N' })
     *   .executeTakeFirstOrThrow()
     *
     * console.log(result.numChangedRows)
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "person"
     * using "pet"
     * on "pet"."owner_id" = "person"."id"
     * when matched and "has_pets" != $1
     * then update set "has_pets" = $2
     * when not matched by source and "has_pets" = $3
     * then update set "has_pets" = $4
     * ```
     *
     * <!-- siteExample("merge", "Temporary changes table", 20) -->
     *
     * Merge new entries from a temporary changes table:
     *
     * ```ts
     * const result = await db
     *   .mergeInto('wine as target')
     *   .using(
     *     'wine_stock_change as source',
     *     'source.wine_name',
     *     'target.name',
     *   )
     *   .whenNotMatchedAnd('source.stock_delta', '>', 0)
     *   .thenInsertValues(({ ref }) => ({
     *     name: ref('source.wine_name'),
     *     stock: ref('source.stock_delta'),
     *   }))
     *   .whenMatchedAnd(
     *     (eb) => eb('target.stock', '+', eb.ref('source.stock_delta')),
     *     '>',
     *     0,
     *   )
     *   .thenUpdateSet('stock', (eb) =>
     *     eb('target.stock', '+', eb.ref('source.stock_delta')),
     *   )
     *   .whenMatched()
     *   .thenDelete()
     *   .executeTakeFirstOrThrow()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * merge into "wine" as "target"
     * using "wine_stock_change" as "source"
     * on "source"."wine_name" = "target"."name"
     * when not matched and "source"."stock_delta" > $1
     * then insert ("name", "stock") values ("source"."wine_name", "source"."stock_delta")
     * when matched and "target"."stock" + "source"."stock_delta" > $2
     * then update set "stock" = "target"."stock" + "source"."stock_delta"
     * when matched
     * then delete
     * ```
     */
    mergeInto(targetTable) {
        return new MergeQueryBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            executor: this.#props.executor,
            queryNode: merge_query_node/* MergeQueryNode */.r.create((0,table_parser/* parseAliasedTable */.Xm)(targetTable), this.#props.withNode),
        });
    }
    /**
     * Creates a `with` query (Common Table Expression).
     *
     * ### Examples
     *
     * <!-- siteExample("cte", "Simple selects", 10) -->
     *
     * Common table expressions (CTE) are a great way to modularize complex queries.
     * Essentially they allow you to run multiple separate queries within a
     * single roundtrip to the DB.
     *
     * Since CTEs are a part of the main query, query optimizers inside DB
     * engines are able to optimize the overall query. For example, postgres
     * is able to inline the CTEs inside the using queries if it decides it's
     * faster.
     *
     * ```ts
     * const result = await db
     *   // Create a CTE called `jennifers` that selects all
     *   // persons named 'Jennifer'.
     *   .with('jennifers', (db) => db
     *     .selectFrom('person')
     *     .where('first_name', '=', 'Jennifer')
     *     .select(['id', 'age'])
     *   )
     *   // Select all rows from the `jennifers` CTE and
     *   // further filter it.
     *   .with('adult_jennifers', (db) => db
     *     .selectFrom('jennifers')
     *     .where('age', '>', 18)
     *     .select(['id', 'age'])
     *   )
     *   // Finally select all adult jennifers that are
     *   // also younger than 60.
     *   .selectFrom('adult_jennifers')
     *   .where('age', '<', 60)
     *   .selectAll()
     *   .execute()
     * ```
     *
     * <!-- siteExample("cte", "Inserts, updates and deletions", 20) -->
     *
     * Some databases like postgres also allow you to run other queries than selects
     * in CTEs. On these databases CTEs are extremely powerful:
     *
     * ```ts
     * const result = await db
     *   .with('new_person', (db) => db
     *     .insertInto('person')
     *     .values({
     *       first_name: 'Jennifer',
     *       age: 35,
     *     })
     *     .returning('id')
     *   )
     *   .with('new_pet', (db) => db
     *     .insertInto('pet')
     *     .values({
     *       name: 'Doggo',
     *       species: 'dog',
     *       is_favorite: true,
     *       // Use the id of the person we just inserted.
     *       owner_id: db
     *         .selectFrom('new_person')
     *         .select('id')
     *     })
     *     .returning('id')
     *   )
     *   .selectFrom(['new_person', 'new_pet'])
     *   .select([
     *     'new_person.id as person_id',
     *     'new_pet.id as pet_id'
     *   ])
     *   .execute()
     * ```
     *
     * The CTE name can optionally specify column names in addition to
     * a name. In that case Kysely requires the expression to retun
     * rows with the same columns.
     *
     * ```ts
     * await db
     *   .with('jennifers(id, age)', (db) => db
     *     .selectFrom('person')
     *     .where('first_name', '=', 'Jennifer')
     *     // This is ok since we return columns with the same
     *     // names as specified by `jennifers(id, age)`.
     *     .select(['id', 'age'])
     *   )
     *   .selectFrom('jennifers')
     *   .selectAll()
     *   .execute()
     * ```
     *
     * The first argument can also be a callback. The callback is passed
     * a `CTEBuilder` instance that can be used to configure the CTE:
     *
     * ```ts
     * await db
     *   .with(
     *     (cte) => cte('jennifers').materialized(),
     *     (db) => db
     *       .selectFrom('person')
     *       .where('first_name', '=', 'Jennifer')
     *       .select(['id', 'age'])
     *   )
     *   .selectFrom('jennifers')
     *   .selectAll()
     *   .execute()
     * ```
     */
    with(nameOrBuilder, expression) {
        const cte = parseCommonTableExpression(nameOrBuilder, expression);
        return new QueryCreator({
            ...this.#props,
            withNode: this.#props.withNode
                ? WithNode.cloneWithExpression(this.#props.withNode, cte)
                : WithNode.create(cte),
        });
    }
    /**
     * Creates a recursive `with` query (Common Table Expression).
     *
     * Note that recursiveness is a property of the whole `with` statement.
     * You cannot have recursive and non-recursive CTEs in a same `with` statement.
     * Therefore the recursiveness is determined by the **first** `with` or
     * `withRecusive` call you make.
     *
     * See the {@link with} method for examples and more documentation.
     */
    withRecursive(nameOrBuilder, expression) {
        const cte = parseCommonTableExpression(nameOrBuilder, expression);
        return new QueryCreator({
            ...this.#props,
            withNode: this.#props.withNode
                ? WithNode.cloneWithExpression(this.#props.withNode, cte)
                : WithNode.create(cte, { recursive: true }),
        });
    }
    /**
     * Returns a copy of this query creator instance with the given plugin installed.
     */
    withPlugin(plugin) {
        return new QueryCreator({
            ...this.#props,
            executor: this.#props.executor.withPlugin(plugin),
        });
    }
    /**
     * Returns a copy of this query creator instance without any plugins.
     */
    withoutPlugins() {
        return new QueryCreator({
            ...this.#props,
            executor: this.#props.executor.withoutPlugins(),
        });
    }
    /**
     * Sets the schema to be used for all table references that don't explicitly
     * specify a schema.
     *
     * This only affects the query created through the builder returned from
     * this method and doesn't modify the `db` instance.
     *
     * See [this recipe](https://github.com/kysely-org/kysely/blob/master/site/docs/recipes/0007-schemas.md)
     * for a more detailed explanation.
     *
     * ### Examples
     *
     * ```
     * await db
     *   .withSchema('mammals')
     *   .selectFrom('pet')
     *   .selectAll()
     *   .innerJoin('public.person', 'public.person.id', 'pet.owner_id')
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select * from "mammals"."pet"
     * inner join "public"."person"
     * on "public"."person"."id" = "mammals"."pet"."owner_id"
     * ```
     *
     * `withSchema` is smart enough to not add schema for aliases,
     * common table expressions or other places where the schema
     * doesn't belong to:
     *
     * ```
     * await db
     *   .withSchema('mammals')
     *   .selectFrom('pet as p')
     *   .select('p.name')
     *   .execute()
     * ```
     *
     * The generated SQL (PostgreSQL):
     *
     * ```sql
     * select "p"."name" from "mammals"."pet" as "p"
     * ```
     */
    withSchema(schema) {
        return new QueryCreator({
            ...this.#props,
            executor: this.#props.executor.withPluginAtFront(new with_schema_plugin/* WithSchemaPlugin */.B(schema)),
        });
    }
}


/***/ }),

/***/ 29413:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ NOOP_QUERY_EXECUTOR)
/* harmony export */ });
/* unused harmony export NoopQueryExecutor */
/* harmony import */ var _query_executor_base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61360);
/// <reference types="./noop-query-executor.d.ts" />

/**
 * A {@link QueryExecutor} subclass that can be used when you don't
 * have a {@link QueryCompiler}, {@link ConnectionProvider} or any
 * other needed things to actually execute queries.
 */
class NoopQueryExecutor extends _query_executor_base_js__WEBPACK_IMPORTED_MODULE_0__/* .QueryExecutorBase */ .R {
    get adapter() {
        throw new Error('this query cannot be compiled to SQL');
    }
    compileQuery() {
        throw new Error('this query cannot be compiled to SQL');
    }
    provideConnection() {
        throw new Error('this query cannot be executed');
    }
    withConnectionProvider() {
        throw new Error('this query cannot have a connection provider');
    }
    withPlugin(plugin) {
        return new NoopQueryExecutor([...this.plugins, plugin]);
    }
    withPlugins(plugins) {
        return new NoopQueryExecutor([...this.plugins, ...plugins]);
    }
    withPluginAtFront(plugin) {
        return new NoopQueryExecutor([plugin, ...this.plugins]);
    }
    withoutPlugins() {
        return new NoopQueryExecutor([]);
    }
}
const NOOP_QUERY_EXECUTOR = new NoopQueryExecutor();


/***/ }),

/***/ 61360:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ QueryExecutorBase)
/* harmony export */ });
/* harmony import */ var _util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64403);
/* harmony import */ var _util_provide_controlled_connection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2199);
/* harmony import */ var _util_log_once_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14776);
/// <reference types="./query-executor-base.d.ts" />



const NO_PLUGINS = (0,_util_object_utils_js__WEBPACK_IMPORTED_MODULE_0__/* .freeze */ .CN)([]);
class QueryExecutorBase {
    #plugins;
    constructor(plugins = NO_PLUGINS) {
        this.#plugins = plugins;
    }
    get plugins() {
        return this.#plugins;
    }
    transformQuery(node, queryId) {
        for (const plugin of this.#plugins) {
            const transformedNode = plugin.transformQuery({ node, queryId });
            // We need to do a runtime check here. There is no good way
            // to write types that enforce this constraint.
            if (transformedNode.kind === node.kind) {
                node = transformedNode;
            }
            else {
                throw new Error([
                    `KyselyPlugin.transformQuery must return a node`,
                    `of the same kind that was given to it.`,
                    `The plugin was given a ${node.kind}`,
                    `but it returned a ${transformedNode.kind}`,
                ].join(' '));
            }
        }
        return node;
    }
    async executeQuery(compiledQuery) {
        return await this.provideConnection(async (connection) => {
            const result = await connection.executeQuery(compiledQuery);
            if ('numUpdatedOrDeletedRows' in result) {
                (0,_util_log_once_js__WEBPACK_IMPORTED_MODULE_1__/* .logOnce */ .u)('kysely:warning: outdated driver/plugin detected! `QueryResult.numUpdatedOrDeletedRows` has been replaced with `QueryResult.numAffectedRows`.');
            }
            return await this.#transformResult(result, compiledQuery.queryId);
        });
    }
    async *stream(compiledQuery, chunkSize) {
        const { connection, release } = await (0,_util_provide_controlled_connection_js__WEBPACK_IMPORTED_MODULE_2__/* .provideControlledConnection */ .G)(this);
        try {
            for await (const result of connection.streamQuery(compiledQuery, chunkSize)) {
                yield await this.#transformResult(result, compiledQuery.queryId);
            }
        }
        finally {
            release();
        }
    }
    async #transformResult(result, queryId) {
        for (const plugin of this.#plugins) {
            result = await plugin.transformResult({ result, queryId });
        }
        return result;
    }
}


/***/ }),

/***/ 48956:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ sql)
});

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/identifier-node.js
var identifier_node = __webpack_require__(72500);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/operation-node-source.js
var operation_node_source = __webpack_require__(58952);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/raw-node.js
var raw_node = __webpack_require__(75721);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/value-node.js
var value_node = __webpack_require__(93732);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/reference-parser.js
var reference_parser = __webpack_require__(80554);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/table-parser.js
var table_parser = __webpack_require__(30985);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/parser/value-parser.js
var value_parser = __webpack_require__(74238);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/query-id.js + 1 modules
var query_id = __webpack_require__(38557);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/operation-node/alias-node.js
var alias_node = __webpack_require__(1275);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/query-executor/noop-query-executor.js
var noop_query_executor = __webpack_require__(29413);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/raw-builder/raw-builder.js
/// <reference types="./raw-builder.d.ts" />





class RawBuilderImpl {
    #props;
    constructor(props) {
        this.#props = (0,object_utils/* freeze */.CN)(props);
    }
    get expressionType() {
        return undefined;
    }
    get isRawBuilder() {
        return true;
    }
    as(alias) {
        return new AliasedRawBuilderImpl(this, alias);
    }
    $castTo() {
        return new RawBuilderImpl({ ...this.#props });
    }
    $notNull() {
        return new RawBuilderImpl(this.#props);
    }
    withPlugin(plugin) {
        return new RawBuilderImpl({
            ...this.#props,
            plugins: this.#props.plugins !== undefined
                ? (0,object_utils/* freeze */.CN)([...this.#props.plugins, plugin])
                : (0,object_utils/* freeze */.CN)([plugin]),
        });
    }
    toOperationNode() {
        return this.#toOperationNode(this.#getExecutor());
    }
    compile(executorProvider) {
        return this.#compile(this.#getExecutor(executorProvider));
    }
    async execute(executorProvider) {
        const executor = this.#getExecutor(executorProvider);
        return executor.executeQuery(this.#compile(executor));
    }
    #getExecutor(executorProvider) {
        const executor = executorProvider !== undefined
            ? executorProvider.getExecutor()
            : noop_query_executor/* NOOP_QUERY_EXECUTOR */.W;
        return this.#props.plugins !== undefined
            ? executor.withPlugins(this.#props.plugins)
            : executor;
    }
    #toOperationNode(executor) {
        return executor.transformQuery(this.#props.rawNode, this.#props.queryId);
    }
    #compile(executor) {
        return executor.compileQuery(this.#toOperationNode(executor), this.#props.queryId);
    }
}
function createRawBuilder(props) {
    return new RawBuilderImpl(props);
}
class AliasedRawBuilderImpl {
    #rawBuilder;
    #alias;
    constructor(rawBuilder, alias) {
        this.#rawBuilder = rawBuilder;
        this.#alias = alias;
    }
    get expression() {
        return this.#rawBuilder;
    }
    get alias() {
        return this.#alias;
    }
    get rawBuilder() {
        return this.#rawBuilder;
    }
    toOperationNode() {
        return alias_node/* AliasNode */.N.create(this.#rawBuilder.toOperationNode(), (0,operation_node_source/* isOperationNodeSource */.N)(this.#alias)
            ? this.#alias.toOperationNode()
            : identifier_node/* IdentifierNode */.O.create(this.#alias));
    }
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/raw-builder/sql.js
/// <reference types="./sql.d.ts" />









const sql = Object.assign((sqlFragments, ...parameters) => {
    return createRawBuilder({
        queryId: (0,query_id/* createQueryId */.a)(),
        rawNode: raw_node/* RawNode */.z.create(sqlFragments, parameters?.map(parseParameter) ?? []),
    });
}, {
    ref(columnReference) {
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithChild((0,reference_parser/* parseStringReference */.q5)(columnReference)),
        });
    },
    val(value) {
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithChild((0,value_parser/* parseValueExpression */.$s)(value)),
        });
    },
    value(value) {
        return this.val(value);
    },
    table(tableReference) {
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithChild((0,table_parser/* parseTable */.M$)(tableReference)),
        });
    },
    id(...ids) {
        const fragments = new Array(ids.length + 1).fill('.');
        fragments[0] = '';
        fragments[fragments.length - 1] = '';
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.create(fragments, ids.map(identifier_node/* IdentifierNode */.O.create)),
        });
    },
    lit(value) {
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithChild(value_node/* ValueNode */.q.createImmediate(value)),
        });
    },
    literal(value) {
        return this.lit(value);
    },
    raw(sql) {
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithSql(sql),
        });
    },
    join(array, separator = sql `, `) {
        const nodes = new Array(Math.max(2 * array.length - 1, 0));
        const sep = separator.toOperationNode();
        for (let i = 0; i < array.length; ++i) {
            nodes[2 * i] = parseParameter(array[i]);
            if (i !== array.length - 1) {
                nodes[2 * i + 1] = sep;
            }
        }
        return createRawBuilder({
            queryId: (0,query_id/* createQueryId */.a)(),
            rawNode: raw_node/* RawNode */.z.createWithChildren(nodes),
        });
    },
});
function parseParameter(param) {
    if ((0,operation_node_source/* isOperationNodeSource */.N)(param)) {
        return param.toOperationNode();
    }
    return (0,value_parser/* parseValueExpression */.$s)(param);
}


/***/ }),

/***/ 14776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ logOnce)
/* harmony export */ });
/// <reference types="./log-once.d.ts" />
const LOGGED_MESSAGES = new Set();
/**
 * Use for system-level logging, such as deprecation messages.
 * Logs a message and ensures it won't be logged again.
 */
function logOnce(message) {
    if (LOGGED_MESSAGES.has(message)) {
        return;
    }
    LOGGED_MESSAGES.add(message);
    console.log(message);
}


/***/ }),

/***/ 64403:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ isDate),
/* harmony export */   CN: () => (/* binding */ freeze),
/* harmony export */   Et: () => (/* binding */ isNumber),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   Kg: () => (/* binding */ isString),
/* harmony export */   Lm: () => (/* binding */ isBoolean),
/* harmony export */   MH: () => (/* binding */ isReadonlyArray),
/* harmony export */   Ps: () => (/* binding */ getLast),
/* harmony export */   Qd: () => (/* binding */ isPlainObject),
/* harmony export */   Tn: () => (/* binding */ isFunction),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   b0: () => (/* binding */ isUndefined),
/* harmony export */   kZ: () => (/* binding */ isNull),
/* harmony export */   lQ: () => (/* binding */ noop),
/* harmony export */   sI: () => (/* binding */ isBigInt)
/* harmony export */ });
/* unused harmony exports isEmpty, isBuffer, isArrayBufferOrView, asReadonlyArray, compare */
/// <reference types="./object-utils.d.ts" />
function isEmpty(obj) {
    if (Array.isArray(obj) || isString(obj) || isBuffer(obj)) {
        return obj.length === 0;
    }
    else if (obj) {
        return Object.keys(obj).length === 0;
    }
    return false;
}
function isUndefined(obj) {
    return typeof obj === 'undefined' || obj === undefined;
}
function isString(obj) {
    return typeof obj === 'string';
}
function isNumber(obj) {
    return typeof obj === 'number';
}
function isBoolean(obj) {
    return typeof obj === 'boolean';
}
function isNull(obj) {
    return obj === null;
}
function isDate(obj) {
    return obj instanceof Date;
}
function isBigInt(obj) {
    return typeof obj === 'bigint';
}
// Don't change the returnd type to `obj is Buffer` to not create a
// hard dependency to node.
function isBuffer(obj) {
    return typeof Buffer !== 'undefined' && Buffer.isBuffer(obj);
}
function isFunction(obj) {
    return typeof obj === 'function';
}
function isObject(obj) {
    return typeof obj === 'object' && obj !== null;
}
function isArrayBufferOrView(obj) {
    return obj instanceof ArrayBuffer || ArrayBuffer.isView(obj);
}
function isPlainObject(obj) {
    if (!isObject(obj) || getTag(obj) !== '[object Object]') {
        return false;
    }
    if (Object.getPrototypeOf(obj) === null) {
        return true;
    }
    let proto = obj;
    while (Object.getPrototypeOf(proto) !== null) {
        proto = Object.getPrototypeOf(proto);
    }
    return Object.getPrototypeOf(obj) === proto;
}
function getLast(arr) {
    return arr[arr.length - 1];
}
function freeze(obj) {
    return Object.freeze(obj);
}
function asArray(arg) {
    if (isReadonlyArray(arg)) {
        return arg;
    }
    else {
        return [arg];
    }
}
function asReadonlyArray(arg) {
    if (isReadonlyArray(arg)) {
        return arg;
    }
    else {
        return freeze([arg]);
    }
}
function isReadonlyArray(arg) {
    return Array.isArray(arg);
}
function noop(obj) {
    return obj;
}
function compare(obj1, obj2) {
    if (isReadonlyArray(obj1) && isReadonlyArray(obj2)) {
        return compareArrays(obj1, obj2);
    }
    else if (isObject(obj1) && isObject(obj2)) {
        return compareObjects(obj1, obj2);
    }
    return obj1 === obj2;
}
function compareArrays(arr1, arr2) {
    if (arr1.length !== arr2.length) {
        return false;
    }
    for (let i = 0; i < arr1.length; ++i) {
        if (!compare(arr1[i], arr2[i])) {
            return false;
        }
    }
    return true;
}
function compareObjects(obj1, obj2) {
    if (isBuffer(obj1) && isBuffer(obj2)) {
        return compareBuffers(obj1, obj2);
    }
    else if (isDate(obj1) && isDate(obj2)) {
        return compareDates(obj1, obj2);
    }
    return compareGenericObjects(obj1, obj2);
}
function compareBuffers(buf1, buf2) {
    return Buffer.compare(buf1, buf2) === 0;
}
function compareDates(date1, date2) {
    return date1.getTime() === date2.getTime();
}
function compareGenericObjects(obj1, obj2) {
    const keys1 = Object.keys(obj1);
    const keys2 = Object.keys(obj2);
    if (keys1.length !== keys2.length) {
        return false;
    }
    for (const key of keys1) {
        if (!compare(obj1[key], obj2[key])) {
            return false;
        }
    }
    return true;
}
const toString = Object.prototype.toString;
function getTag(value) {
    if (value == null) {
        return value === undefined ? '[object Undefined]' : '[object Null]';
    }
    return toString.call(value);
}


/***/ }),

/***/ 2199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ provideControlledConnection)
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/deferred.js
/// <reference types="./deferred.d.ts" />
class Deferred {
    #promise;
    #resolve;
    #reject;
    constructor() {
        this.#promise = new Promise((resolve, reject) => {
            this.#reject = reject;
            this.#resolve = resolve;
        });
    }
    get promise() {
        return this.#promise;
    }
    resolve = (value) => {
        if (this.#resolve) {
            this.#resolve(value);
        }
    };
    reject = (reason) => {
        if (this.#reject) {
            this.#reject(reason);
        }
    };
}

// EXTERNAL MODULE: ./node_modules/kysely/dist/esm/util/object-utils.js
var object_utils = __webpack_require__(64403);
;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/provide-controlled-connection.js
/// <reference types="./provide-controlled-connection.d.ts" />


async function provideControlledConnection(connectionProvider) {
    const connectionDefer = new Deferred();
    const connectionReleaseDefer = new Deferred();
    connectionProvider
        .provideConnection(async (connection) => {
        connectionDefer.resolve(connection);
        return await connectionReleaseDefer.promise;
    })
        .catch((ex) => connectionDefer.reject(ex));
    // Create composite of the connection and the release method instead of
    // modifying the connection or creating a new nesting `DatabaseConnection`.
    // This way we don't accidentally override any methods of 3rd party
    // connections and don't return wrapped connections to drivers that
    // expect a certain specific connection class.
    return (0,object_utils/* freeze */.CN)({
        connection: await connectionDefer.promise,
        release: connectionReleaseDefer.resolve,
    });
}


/***/ }),

/***/ 38557:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ createQueryId)
});

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/random-string.js
/// <reference types="./random-string.d.ts" />
const CHARS = [
    'A',
    'B',
    'C',
    'D',
    'E',
    'F',
    'G',
    'H',
    'I',
    'J',
    'K',
    'L',
    'M',
    'N',
    'O',
    'P',
    'Q',
    'R',
    'S',
    'T',
    'U',
    'V',
    'W',
    'X',
    'Y',
    'Z',
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
    'g',
    'h',
    'i',
    'j',
    'k',
    'l',
    'm',
    'n',
    'o',
    'p',
    'q',
    'r',
    's',
    't',
    'u',
    'v',
    'w',
    'x',
    'y',
    'z',
    '0',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
];
function randomString(length) {
    let chars = '';
    for (let i = 0; i < length; ++i) {
        chars += randomChar();
    }
    return chars;
}
function randomChar() {
    return CHARS[~~(Math.random() * CHARS.length)];
}

;// CONCATENATED MODULE: ./node_modules/kysely/dist/esm/util/query-id.js
/// <reference types="./query-id.d.ts" />

function createQueryId() {
    return new LazyQueryId();
}
class LazyQueryId {
    #queryId;
    get queryId() {
        if (this.#queryId === undefined) {
            this.#queryId = randomString(8);
        }
        return this.#queryId;
    }
}


/***/ })

};
