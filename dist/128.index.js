export const id = 128;
export const ids = [128];
export const modules = {

/***/ 5128:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CutoverResult: () => (/* reexport */ CutoverResult),
  DiscardResult: () => (/* reexport */ DiscardResult),
  Notes: () => (/* reexport */ Notes),
  RollbackResult: () => (/* reexport */ RollbackResult),
  checkDelta: () => (/* binding */ checkDelta),
  infoOf: () => (/* reexport */ infoOf),
  metadataOf: () => (/* reexport */ metadataOf),
  revisionAnswer: () => (/* reexport */ revisionAnswer),
  revisionList: () => (/* reexport */ revisionList),
  sizeAnswer: () => (/* binding */ sizeAnswer)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/index.mjs + 317 modules
var build = __webpack_require__(6868);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/types.js
/**
 * Wire shapes of the surge-compatible API, shared by the reference server, the client and the Action: each one a
 * TypeBox schema (JSON Schema) and, under the same name, its TypeScript type (`Static<typeof X>`). The server's
 * route schemas and so its OpenAPI document are these schemas; the client reads answers through them
 * (src/client/normalize.ts). Field names follow the spec (part 2, 4, 6) and, where the spec says "not shown",
 * what the official `surge` CLI and `surge-sdk` read (both summarised in docs/surge-protocol.md).
 * A field is optional (`Type.Optional`) when some server (an older one, a plain surge server) may leave it out.
 */

const str = build/* Type.String */.ZUJ.String();
const types_int = build/* Type.Integer */.ZUJ.Integer();
const bool = build/* Type.Boolean */.ZUJ.Boolean();
const strings = build/* Type.Array */.ZUJ.Array(str);
const stringMap = build/* Type.Record */.ZUJ.Record(build/* Type.String */.ZUJ.String(), build/* Type.String */.ZUJ.String());
const iso = build/* Type.String */.ZUJ.String({ format: 'date-time' });
/** `T | null`, with the options (description) on the union. */
const nullable = (t, options = {}) => build/* Type.Union */.ZUJ.Union([t, build/* Type.Null */.ZUJ.Null()], options);
/** An object with exactly these properties (OpenAPI: no others), as the reference server sends it. */
const types_closed = (properties, options = {}) => build/* Type.Object */.ZUJ.Object(properties, { ...options, additionalProperties: false });
/** An object with these properties and possibly others (shapes that grow, e.g. plan definitions). */
const types_open = (properties, options = {}) => build/* Type.Object */.ZUJ.Object(properties, { ...options, additionalProperties: true });
const opt = build/* Type.Optional */.ZUJ.Optional;
/** Error body, first spec shape (7.2): every error the reference server sends carries `messages`. */
const ErrorBody = build/* Type.Object */.ZUJ.Object({
    messages: strings,
    /** The fields at fault, `{}` when none (always sent by the reference server, as by the real service). */
    details: opt(stringMap),
    /** The HTTP status, as the real service repeats it in the body. */
    status: opt(types_int),
    /** Second spec shape; the server sends it alongside `messages` so both kinds of client are served. */
    message: opt(str),
}, {
    description: 'Every error: `messages` (one text), `details` (the fields at fault, `{}` when none), `status`, `message` ' +
        '(the same text). 4xx answers also carry a `reason` header.',
});
const Plan = types_open({
    id: str,
    name: str,
    amount: build/* Type.Number */.ZUJ.Number({ description: 'price in the smallest currency unit per interval' }),
    friendlyAmount: opt(str),
    interval: opt(str),
    comped: opt(bool),
    perks: opt(strings),
    trial_period_days: opt(types_int),
    current: opt(build/* Type.Boolean */.ZUJ.Boolean({ description: 'the account is on this plan' })),
    paid: opt(bool),
});
const Card = types_closed({ brand: str, last4: str, exp_month: types_int, exp_year: types_int });
const Account = types_closed({
    id: str,
    uuid: str,
    email: str,
    role: str,
    email_verified_at: nullable(iso, { description: 'null while unverified' }),
    created_at: iso,
    updated_at: iso,
    payment_id: nullable(str),
    plan: Plan,
    card: nullable(Card),
});
/** `POST /token`. */
const TokenResult = types_closed({
    email: str,
    token: build/* Type.String */.ZUJ.String({ description: 'the API token (64 hex); shown once' }),
    id: str,
    msg: str,
    scope: build/* Type.Array */.ZUJ.Array(str, {
        description: 'domains the token is limited to; empty: every project of the account',
    }),
    created_at: iso,
    expires_at: iso,
    account_created: opt(build/* Type.Boolean */.ZUJ.Boolean({
        description: 'true when these email:password credentials created the account (implicit sign-up; sitepub)',
    })),
});
/** Entry of `GET /tokens`. */
const TokenEntry = types_closed({
    id: str,
    scope: strings,
    msg: str,
    uses: types_int,
    created_at: iso,
    last_used_at: nullable(iso),
    expires_at: iso,
});
/** Entry of `GET /list`. */
const ProjectEntry = types_closed({
    domain: str,
    rev: nullable(types_int, { description: 'live revision, null when offline' }),
    timeAgoInWords: str,
    planName: str,
    preview: nullable(str, { description: 'preview host of the live revision' }),
    email: build/* Type.String */.ZUJ.String({ description: "the owner's email" }),
    role: build/* Type.Union */.ZUJ.Union([build/* Type.Literal */.ZUJ.Literal('owner'), build/* Type.Literal */.ZUJ.Literal('collaborator')]),
    publicFileCount: types_int,
    publicTotalSize: types_int,
    cmd: str,
    platform: str,
    cliVersion: opt(nullable(str, { description: "the live revision's client version (its `version` header)" })),
});
/** Project settings (`PUT /:domain/settings`, `info.config`). */
const ProjectConfig = types_closed({
    forceHttps: bool,
    cleanUrls: bool,
    spa: bool,
    cors: nullable(str),
    headers: stringMap,
    /** Absent: `public` (the default). */
    previews: opt(build/* Type.Union */.ZUJ.Union([build/* Type.Literal */.ZUJ.Literal('public'), build/* Type.Literal */.ZUJ.Literal('protected')], {
        description: 'protected: preview and alias hosts answer only accounts that may see the project (HTTP Basic ' +
            '`token:<API token>`, or a browser signed in through the origin); absent: public',
    })),
}, { description: 'Project settings (PUT /:domain/settings), as edges apply them.' });
/** Fields of the upload record that revision entries and metadata carry. */
const uploadRecord = {
    /** What the client called itself (the `cmd` deploy header, else its user agent's product name). */
    cmd: str,
    platform: str,
    /** The `version` deploy header. */
    cliVersion: nullable(str),
    /** Build output and build time: always null (this server runs no build). */
    output: build/* Type.Null */.ZUJ.Null(),
    buildTime: build/* Type.Null */.ZUJ.Null(),
    config: ProjectConfig,
    /** Served files (the private ones left out). */
    publicFileCount: types_int,
    publicTotalSize: types_int,
    /** Uploaded files that are never served (`/CNAME`, `/AUTH`, `/CORS`, `/ROUTER`: protocol/private-files.ts). */
    privateFileCount: types_int,
    privateTotalSize: types_int,
    privateFileList: strings,
    uploadStartTime: types_int,
    uploadEndTime: types_int,
    uploadDuration: types_int,
};
/** Entry of `GET /:domain/list` (newest first), and the revision object of rollback/cutover/discard. */
const RevisionEntry = types_closed({
    rev: build/* Type.Integer */.ZUJ.Integer({ description: 'millisecond timestamp, the revision id' }),
    /** No scheme, as the official CLI prints it. */
    preview: build/* Type.String */.ZUJ.String({ description: 'preview host, e.g. 1700000000000-my-site.localhost' }),
    current: build/* Type.Boolean */.ZUJ.Boolean({ description: 'this revision is production' }),
    email: str,
    message: nullable(str),
    msg: nullable(str, { description: 'alias of message, read by the official CLI' }),
    friendlySize: str,
    timeAgoInWords: str,
    // Servers older than the reference server lack the upload record but for the public counts.
    ...build/* Type.Partial */.ZUJ.Partial(build/* Type.Object */.ZUJ.Object(uploadRecord)).properties,
    publicFileCount: types_int,
    publicTotalSize: types_int,
    created_at: build/* Type.String */.ZUJ.String({ format: 'date-time', description: 'the deploy time' }),
    /** Lets clients roll back to "the revision that was live before the current one". */
    liveAt: nullable(iso, { description: 'when it last became production, null if never' }),
    contentHash: build/* Type.String */.ZUJ.String({
        description: 'sha256 over the sorted (path, sha256) list of its files: equal content, equal hash',
    }),
    /** A JSON object of strings, at most 4 KB, e.g. `{"commit":"<sha>","pr":"12","ref":"refs/pull/12/head"}`. */
    meta: build/* Type.Record */.ZUJ.Record(build/* Type.String */.ZUJ.String(), build/* Type.String */.ZUJ.String(), {
        description: 'the x-sitepub-meta deploy header (commit, pr, ref\u2026)',
    }),
    previewUrl: opt(build/* Type.String */.ZUJ.String({ description: "the preview as a URL, with the edges' scheme and port (GET /:domain/list)" })),
    rolledBack: opt(build/* Type.Boolean */.ZUJ.Boolean({
        description: 'production was rolled back from it (not chosen again since): no implicit move returns there (sitepub)',
    })),
});
/** `GET /:domain[/:rev]/metadata.json`, and `info.metadata` of a deploy. */
const Metadata = types_closed({
    rev: types_int,
    domain: str,
    preview: str,
    email: str,
    message: nullable(str),
    ...uploadRecord,
    current: bool,
    stage: bool,
    liveAt: nullable(iso),
    contentHash: str,
    meta: stringMap,
});
/** `manifest.json`: path (with leading slash) \u2192 size and md5 (hex). `md5sum` is the official CLI's name. */
const Manifest = build/* Type.Record */.ZUJ.Record(build/* Type.String */.ZUJ.String(), types_closed({ size: types_int, md5: str, md5sum: str }), {
    description: 'file path (leading slash) \u2192 size in bytes and MD5 (hex); md5sum is the official CLI name',
});
const Instance = types_closed({
    type: str,
    provider: str,
    domain: str,
    location: str,
    ip: str,
    status: str,
    confirmation: str,
    info: str,
});
const UrlEntry = types_closed({ name: str, domain: str, url: str });
// ---- NDJSON deploy stream events (spec part 6) ----
const ProgressEvent = types_closed({
    type: build/* Type.Literal */.ZUJ.Literal('progress'),
    id: build/* Type.Union */.ZUJ.Union([build/* Type.Literal */.ZUJ.Literal('upload'), build/* Type.Literal */.ZUJ.Literal('cdn'), build/* Type.Literal */.ZUJ.Literal('encrypt')]),
    written: types_int,
    total: types_int,
    file: opt(str),
    end: opt(bool),
});
const CertEventData = types_closed({ issuer: str, altnames: strings, expiresInWords: str });
const CertEvent = types_closed({ type: build/* Type.Literal */.ZUJ.Literal('cert'), data: CertEventData });
const SubscriptionEvent = types_closed({ type: build/* Type.Literal */.ZUJ.Literal('subscription'), data: nullable(Plan) });
const CollectEvent = types_open({
    type: build/* Type.Literal */.ZUJ.Literal('collect'),
    reason: opt(build/* Type.String */.ZUJ.String({ description: "what is over which limit of the account's plan (sitepub)" })),
    plan: Plan,
    perks: strings,
    checkout_url: str,
    stripe_pk: nullable(str),
    card: nullable(Card),
});
/** A certificate as `GET /:domain/certs` and the certificate stream describe it. */
const CertInfo = types_closed({
    certName: str,
    subject: str,
    issuer: str,
    subjectAltNames: strings,
    notBefore: str,
    notAfter: str,
    expInDays: build/* Type.Number */.ZUJ.Number(),
    autoRenew: bool,
    source: build/* Type.Union */.ZUJ.Union([build/* Type.Literal */.ZUJ.Literal('managed'), build/* Type.Literal */.ZUJ.Literal('custom')]),
    fingerprint256: str,
    serialNumber: str,
});
/** `{msg, color, align}` of the info line's msgsTop/msgsMid/msgsBot (the official CLI prints them). */
const InfoMessage = types_open({ msg: str, color: opt(str), align: opt(str) });
/** A line of a rule file that was not applied: the file (`_redirects`), its 1-based line (0: the whole file), why. */
const RuleProblem = types_closed({ file: str, line: types_int, message: str });
const InfoEvent = types_open({
    type: build/* Type.Literal */.ZUJ.Literal('info'),
    // `metadata` first: a client reads (and notes what is odd in) the revision before the rest.
    metadata: Metadata,
    urls: build/* Type.Array */.ZUJ.Array(UrlEntry),
    instances: build/* Type.Array */.ZUJ.Array(Instance),
    config: ProjectConfig,
    certs: opt(build/* Type.Array */.ZUJ.Array(CertInfo)),
    /** sitepub's server sends a warning here (none served). */
    msgsBot: opt(build/* Type.Array */.ZUJ.Array(InfoMessage, { description: 'lines the official CLI prints under the info table' })),
    /** The official CLI ignores the field. */
    ruleProblems: opt(build/* Type.Array */.ZUJ.Array(RuleProblem, {
        description: "the lines of the site's rule files (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`) that could not " +
            'be applied; absent when none (sitepub)',
    })),
    overtaken: opt(types_closed({ rev: types_int, message: str }, {
        description: 'this deploy was overtaken: a later deploy to the same domain (`rev`) went live before it finished, so ' +
            'it was kept as a ready revision and production did not move; `message` names the command that puts ' +
            'it live (sitepub)',
    })),
});
const ErrorEvent = types_closed({
    type: build/* Type.Literal */.ZUJ.Literal('error'),
    error: types_closed({ message: str, code: opt(str) }),
});
/** Collaborators after a deploy's `add`/`rem` headers (the official CLI prints `users`). */
const UsersEvent = types_open({
    type: build/* Type.Literal */.ZUJ.Literal('users'),
    users: strings,
    warning: opt(str),
    invites: opt(build/* Type.Array */.ZUJ.Array(build/* Type.Unknown */.ZUJ.Unknown())),
    revoked: opt(build/* Type.Unknown */.ZUJ.Unknown()),
});
/** One line of the deploy stream (`PUT /:domain`). */
const DeployEvent = build/* Type.Union */.ZUJ.Union([
    ProgressEvent,
    CertEvent,
    SubscriptionEvent,
    CollectEvent,
    InfoEvent,
    ErrorEvent,
    UsersEvent,
]);
/** The last line of the managed-certificate stream (`PUT /:domain/encrypt`). */
const EncryptInfoEvent = types_open({
    type: build/* Type.Literal */.ZUJ.Literal('info'),
    domain: str,
    issued: build/* Type.Boolean */.ZUJ.Boolean({ description: 'a certificate was issued now (false: an existing one is valid)' }),
    certs: build/* Type.Array */.ZUJ.Array(CertInfo),
    urls: build/* Type.Array */.ZUJ.Array(UrlEntry),
    instances: build/* Type.Array */.ZUJ.Array(Instance),
});
/** The one line of `PUT /:domain/ssl` (202): the custom certificate installed. */
const SslInstalledEvent = types_closed({
    type: build/* Type.Literal */.ZUJ.Literal('msg'),
    msg: str,
    payload: types_closed({ status: str, msg: str }),
    cert: CertInfo,
});
/** sitepub extension on the answers that move production: where it is now, in the server's words. */
const ProductionNow = types_closed({ rev: nullable(types_int, { description: 'the revision production serves, null = offline' }), message: str }, { description: 'sitepub extension: where production is now, in the words every surface shows' });
/** Where production is served (as in `info.urls`), so callers can health-check it. */
const productionUrls = opt(build/* Type.Array */.ZUJ.Array(UrlEntry));
// `instances` first in the answers that move production: a client reads (and notes what is odd in) it first.
const RollbackResult = types_closed({
    instances: build/* Type.Array */.ZUJ.Array(Instance),
    revision: RevisionEntry,
    former: RevisionEntry,
    domain: str,
    urls: productionUrls,
    production: opt(ProductionNow),
});
const CutoverResult = types_closed({
    status: build/* Type.Union */.ZUJ.Union([build/* Type.Literal */.ZUJ.Literal(201), build/* Type.Literal */.ZUJ.Literal(200)], {
        description: '201 when production moved, 200 when it was there',
    }),
    instances: build/* Type.Array */.ZUJ.Array(Instance),
    revision: RevisionEntry,
    former: nullable(RevisionEntry),
    domain: str,
    urls: productionUrls,
    production: opt(ProductionNow),
});
const DiscardResult = types_closed({
    instances: build/* Type.Array */.ZUJ.Array(Instance),
    revision: RevisionEntry,
    uncached: types_closed({
        change: build/* Type.Union */.ZUJ.Union([
            build/* Type.Null */.ZUJ.Null(),
            build/* Type.Literal */.ZUJ.Literal('rollfore'),
            build/* Type.Literal */.ZUJ.Literal('rollback'),
            build/* Type.Literal */.ZUJ.Literal('offline'),
        ]),
    }),
    domain: str,
    production: opt(ProductionNow),
});
/** `DELETE /:domain/cache`: the official CLI reads `status` and `instances`, surge-sdk callers the edge lists. */
const CachePurgeResult = build/* Type.Object */.ZUJ.Object({
    status: types_int,
    confirmed: strings,
    unconfirmed: strings,
    errors: opt(build/* Type.Record */.ZUJ.Record(build/* Type.String */.ZUJ.String(), build/* Type.String */.ZUJ.String(), { description: 'edge id \u2192 why it did not confirm' })),
    instances: build/* Type.Array */.ZUJ.Array(Instance),
});
/** `DELETE /:domain`. */
const TeardownResult = types_closed({ msg: str, domain: str, instances: build/* Type.Array */.ZUJ.Array(Instance) });

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/normalize.js

/** What an answer lacked or had that the reader does not know (debug), or had odd (warning), said once. */
class Notes {
    odd = new Set();
    absent = new Set();
    unknown = new Set();
    /** One warning for the odd fields, one debug line for the absent and the unknown ones. */
    report(logger, what) {
        if (this.odd.size)
            logger.warning(`${what}: the server's answer ${[...this.odd].join('; ')}; read as well as it could be.`);
        if (this.absent.size)
            logger.debug(`${what}: the answer has no ${[...this.absent].join(', ')}.`);
        if (this.unknown.size)
            logger.debug(`${what}: the answer has fields this client does not know: ${[...this.unknown].join(', ')}.`);
    }
}
const isObject = (v) => !!v && typeof v === 'object' && !Array.isArray(v);
/** Notes something odd about a field: `text` names it quoted, then where it is when nested (`[]`: a list item). */
function odd(notes, path, text) {
    const key = /(?:^|\.)([^.]+)$/.exec(path)?.[1] ?? path;
    notes.odd.add(text(`"${key}"`) + (key === path ? '' : ` (at ${path})`));
}
const join = (path, key) => (path ? `${path}.${key}` : key);
/** A string for a number or boolean schema, converted when it says exactly that value. */
function fromString(s, v) {
    const t = v.trim();
    if (s.type === 'integer' && /^-?\d{1,16}$/.test(t))
        return { value: Number(t) };
    if (s.type === 'number' && t !== '' && Number.isFinite(Number(t)))
        return { value: Number(t) };
    if (s.type === 'boolean' && (t === 'true' || t === 'false'))
        return { value: t === 'true' };
    return undefined;
}
/** Whether `v` is of the schema's own type (a scalar schema; objects and lists are read by their walkers). */
function fits(s, v) {
    if (s.const !== undefined)
        return v === s.const;
    switch (s.type) {
        case 'string':
            return typeof v === 'string';
        case 'integer':
            return Number.isSafeInteger(v);
        case 'number':
            return typeof v === 'number' && Number.isFinite(v);
        case 'boolean':
            return typeof v === 'boolean';
        case 'null':
            return v === null;
        case 'object':
            return isObject(v);
        case 'array':
            return Array.isArray(v);
        default:
            return true; // `{}`: anything
    }
}
/** Reads `v` as the schema says; notes what was odd under `path`. */
function read(s, v, notes, path) {
    if (s.anyOf) {
        const member = s.anyOf.find((m) => fits(m, v));
        if (member)
            return read(member, v, notes, path);
        if (typeof v === 'string')
            for (const m of s.anyOf) {
                const converted = fromString(m, v);
                if (converted)
                    return (odd(notes, path, (f) => `gives ${f} as a string`), converted);
            }
        return (odd(notes, path, (f) => `has an unusable ${f}`), undefined);
    }
    if (s.type === 'object')
        return isObject(v) ? { value: readObject(s, v, notes, path) } : notObject(notes, path);
    if (s.type === 'array') {
        if (!Array.isArray(v))
            return (odd(notes, path, (f) => `has ${f} that is not a list`), undefined);
        const item = s.items ?? {};
        const out = v.flatMap((e) => {
            const r = read(item, e, notes, `${path}[]`);
            return r ? [r.value] : [];
        });
        return { value: out };
    }
    if (fits(s, v))
        return { value: v };
    const converted = typeof v === 'string' ? fromString(s, v) : undefined;
    odd(notes, path, (f) => (converted ? `gives ${f} as a string` : `has an unusable ${f}`));
    return converted;
}
function notObject(notes, path) {
    if (!path)
        notes.odd.add('is not an object');
    else if (path.endsWith('[]'))
        notes.odd.add(`has an item that is not an object (at ${path})`);
    else
        odd(notes, path, (f) => `has ${f} that is not an object`);
    return undefined;
}
/**
 * An object: its known fields read in the schema's order (so the notes are), kept in the answer's order, unknown
 * fields handed on as they are; a missing list is none.
 */
function readObject(s, v, notes, path) {
    const known = new Map();
    const required = new Set(s.required);
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
        const at = join(path, key);
        if (v[key] === undefined) {
            if (!required.has(key))
                continue;
            notes.absent.add(at);
            if (sub.type === 'array')
                known.set(key, []);
            continue;
        }
        const r = read(sub, v[key], notes, at);
        if (r)
            known.set(key, r.value);
        else if (sub.type === 'array')
            known.set(key, []);
    }
    const values = s.patternProperties ? Object.values(s.patternProperties)[0] : undefined;
    const out = {};
    for (const [key, value] of Object.entries(v)) {
        if (s.properties && key in s.properties) {
            if (known.has(key))
                out[key] = known.get(key);
        }
        else if (values) {
            const r = read(values, value, notes, join(path, key));
            if (r)
                out[key] = r.value;
        }
        else {
            if (s.additionalProperties === false)
                notes.unknown.add(join(path, key));
            out[key] = value;
        }
    }
    for (const [key, value] of known)
        if (!(key in out))
            out[key] = value;
    return out;
}
/** Reads an answer as the wire schema says: what fits, with no promise that a required field is there. */
function readAs(schema, v, notes, path = '') {
    return read(schema, v, notes, path)?.value;
}
const revFromPreview = (preview) => typeof preview === 'string' ? /^(\d{1,16})-/.exec(preview)?.[1] : undefined;
/** One revision entry, or undefined when it has no usable rev (noted). */
function revisionEntry(v, domain, notes, path = '') {
    const e = readAs(RevisionEntry, v, notes, path);
    if (!e)
        return undefined;
    let rev = e.rev;
    if (rev === undefined) {
        // No rev but a preview host `<rev>-<domain>`: the rev it names.
        const named = revFromPreview(e.preview);
        if (named === undefined) {
            if (isObject(v) && v.rev === undefined)
                odd(notes, join(path, 'rev'), (f) => `has a revision without ${f}`);
            return undefined;
        }
        notes.odd.add('has a revision without "rev" (read from its preview)');
        rev = Number(named);
    }
    const message = e.message ?? e.msg ?? null;
    if (e.created_at === undefined)
        notes.absent.add('created_at (taken from the revision id, the deploy time)');
    return {
        ...e,
        rev,
        preview: e.preview ?? `${rev}-${domain}`,
        current: e.current ?? false,
        email: e.email ?? '',
        message,
        msg: e.msg ?? message,
        friendlySize: e.friendlySize ?? '',
        timeAgoInWords: e.timeAgoInWords ?? '',
        created_at: e.created_at ?? new Date(rev).toISOString(),
    };
}
/** `GET /:domain/list`: the entries that have a usable rev, newest first as the server sent them. */
function revisionList(v, domain, logger) {
    const notes = new Notes();
    let out = [];
    if (!Array.isArray(v))
        notes.odd.add('is not a list');
    else
        out = v
            .map((e) => revisionEntry(e, domain, notes, '[]'))
            .filter((e) => e !== undefined);
    notes.report(logger, `The revision list of ${domain}`);
    return out;
}
/** `GET /:domain[/:rev]/metadata.json`: `message` from `msg` when only that is sent, the preview from the rev. */
function metadataOf(v, domain, logger) {
    const notes = new Notes();
    const md = readAs(Metadata, v, notes);
    notes.report(logger, `The metadata of ${domain}`);
    if (!md)
        return v;
    const msg = isObject(v) && typeof v.msg === 'string' ? v.msg : null;
    return {
        ...md,
        ...(md.rev === undefined ? {} : { preview: md.preview ?? `${md.rev}-${domain}` }),
        message: md.message ?? msg,
    };
}
/** Rollback, rollfore, cutover and discard answers: `revision` (and `former`) as revision entries. */
function revisionAnswer(schema, v, domain, logger, what) {
    const notes = new Notes();
    const answer = readAs(schema, v, notes);
    for (const key of ['revision', 'former'])
        if (isObject(answer?.[key]))
            answer[key] = revisionEntry(answer[key], domain, notes, key) ?? answer[key];
    notes.report(logger, what);
    return (answer ?? v);
}
/** A deploy's info line: `metadata.rev` a number, `instances` and `urls` lists. Notes what was odd. */
function infoOf(info, _domain, notes) {
    const read = readAs(InfoEvent, info, notes) ?? {};
    return { ...read, metadata: read.metadata ?? {} };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(4714);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/uploads.js
/**
 * The upload plan's shapes (`POST /:domain/uploads`, sitepub extension; docs/client.md): the listing a client
 * sends and the two answers. Apart from api.ts so that the client, which reads these answers on every deploy,
 * loads no other schema for them.
 */


const uploads_strings = build/* Type.Array */.ZUJ.Array(build/* Type.String */.ZUJ.String());
const uploads_opt = build/* Type.Optional */.ZUJ.Optional;
const UploadDeltaFile = build/* Type.Object */.ZUJ.Object({
    /** `/path` in the site (the archive path without its top-level folder). */
    path: build/* Type.String */.ZUJ.String({ minLength: 1, maxLength: 4096 }),
    size: build/* Type.Integer */.ZUJ.Integer({ minimum: 0 }),
    /**
     * 64 lowercase hex digits. A listing in which a file has none is a question asked before hashing, answered
     * with UploadSizeAnswer instead of a delta.
     */
    sha256: uploads_opt(build/* Type.String */.ZUJ.String({ pattern: '^[0-9a-f]{64}$' })),
}, { additionalProperties: false });
/** `POST /:domain/uploads` body: every file of the site. */
const UploadListing = build/* Type.Object */.ZUJ.Object({ files: build/* Type.Array */.ZUJ.Array(UploadDeltaFile, { maxItems: limits/* MAX_FILES */.BE }) }, { additionalProperties: false });
/**
 * How the server takes the deploy's archive, preferred first (`zstd`, `gzip`); absent from servers that only
 * take gzip.
 */
const encodings = build/* Type.Array */.ZUJ.Array(build/* Type.String */.ZUJ.String({ description: '`zstd` or `gzip`' }));
/**
 * `POST /:domain/uploads` answer (200) to a listing by size alone (sitepub servers): the paths whose size is that
 * of content the server holds for this account, the only ones worth hashing and listing again for a delta. None:
 * nothing can be reused, so deploy the whole site (in one of `encodings`) without a delta.
 */
const UploadSizeAnswer = build/* Type.Object */.ZUJ.Object({ worthHashing: uploads_strings, encodings });
/** `POST /:domain/uploads` answer (201), the upload delta: which files the deploy that names `id` must carry. */
const UploadDelta = build/* Type.Object */.ZUJ.Object({
    /** Sent back as the `x-sitepub-upload` header of `PUT /:domain`. Single use. */
    id: build/* Type.String */.ZUJ.String(),
    /** Paths the archive must hold (sorted); every other listed file the server already holds for this account. */
    missing: uploads_strings,
    /** When the delta expires (ms since epoch). */
    expiresAt: build/* Type.Integer */.ZUJ.Integer(),
    /** The reference server also says how much it reuses (optional). */
    reusedFiles: uploads_opt(build/* Type.Integer */.ZUJ.Integer()),
    reusedBytes: uploads_opt(build/* Type.Integer */.ZUJ.Integer()),
    encodings: uploads_opt(encodings),
});

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/client/answers.js
/**
 * Every reader of the API's answers that goes through the wire schemas, in one module that a Client loads on
 * first use (answerReaders(), load-answers.ts): the lenient reader (normalize.ts) and the schemas the calls read
 * with, and the upload delta's two answers. The schemas are built by TypeBox when their module loads, about a
 * sixth of a command's start-up (docs/bench.md, CLI): loaded while the first request is out instead.
 */





/** The answer to a size-only listing, or undefined if it is not one (the listing by sha256 then follows). */
function sizeAnswer(answer) {
    const notes = new Notes();
    const { worthHashing, encodings = [] } = readAs(UploadSizeAnswer, answer, notes) ?? {};
    return worthHashing && !notes.absent.has('worthHashing') ? { worthHashing, encodings } : undefined;
}
/** What a delta cannot be used without (an expiry may be absent: the delta then lasts). */
const DeltaCore = build/* Type.Pick */.ZUJ.Pick(UploadDelta, ['id', 'missing', 'expiresAt']);
/**
 * Checks a delta answer as UploadDelta says and against the listed files: every path it asks for was listed,
 * once. Returns the delta, or why it cannot be used (the deploy then uploads every file): a missing or unusable
 * `id`, `missing` or `expiresAt`. Its other fields are extras: one of another type is left out and one this
 * client does not know is not passed on, both said in `notes` (for the caller to report).
 */
function checkDelta(answer, hashes, notes = new Notes()) {
    const core = new Notes();
    const a = readAs(DeltaCore, answer, core);
    core.absent.delete('expiresAt');
    const wrong = [...core.odd, ...[...core.absent].map((f) => `has no "${f}"`)];
    if (!a || wrong.length)
        return `the answer ${wrong.join('; ')}`;
    const { id = '', missing = [], expiresAt = Number.POSITIVE_INFINITY } = a;
    if (!/^[\x21-\x7e]+$/.test(id))
        return 'the answer has no usable "id"';
    const unknown = missing.find((p) => !Object.hasOwn(hashes, p));
    if (unknown !== undefined)
        return `the answer asks for ${JSON.stringify(unknown)}, which was not listed`;
    if (new Set(missing).size !== missing.length)
        return 'the answer lists a path twice';
    const { reusedFiles, reusedBytes, encodings } = readAs(UploadDelta, answer, notes) ?? {};
    notes.absent.delete('expiresAt');
    for (const key of Object.keys(answer))
        if (!Object.hasOwn(UploadDelta.properties, key))
            notes.unknown.add(key);
    return {
        id,
        missing,
        expiresAt,
        ...(reusedFiles !== undefined && { reusedFiles }),
        ...(reusedBytes !== undefined && { reusedBytes }),
        ...(encodings !== undefined && { encodings }),
    };
}


/***/ })

};
