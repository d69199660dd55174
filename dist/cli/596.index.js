export const id = 596;
export const ids = [596];
export const modules = {

/***/ 1195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ newDeployId),
/* harmony export */   Hh: () => (/* binding */ parseRecord),
/* harmony export */   q8: () => (/* binding */ withRecord)
/* harmony export */ });
/* unused harmony exports MANIFEST_HASH_CHARS, sameManifestHash */
/**
 * The deploy record: what sitepub must find again about a revision (its deploy id, whether it was a preview or a
 * production deploy, for which PR and commit, the build's manifest hash), written at the end of the deploy
 * `message`. A plain surge server keeps the message and returns it as `msg` in `GET /:domain/list` and in
 * `metadata.json`, and echoes nothing else a client sends, so the message is the one place that survives on
 * every server (docs/surge-sh.md). Pure: no I/O.
 *
 * Form: `<text> [sitepub k=v k=v ...]`, keys and values in printable ASCII without spaces or brackets, so the
 * record survives a server or client that strips non-ASCII characters from messages. Example:
 *   `Preview of PR #12 (abc1234) [sitepub id=k3j4h5g6m2 kind=preview pr=12 sha=abc1234... mh=0123456789abcdef]`
 * Unknown keys are kept when parsed, so a newer writer never breaks an older reader.
 */
const MARK = 'sitepub';
/** `[sitepub k=v ...]` at the very end of the message (trailing spaces allowed). */
const RECORD_RE = /\s*\[sitepub((?: [a-z][a-z0-9]*=[^\s\]]+)*)\]\s*$/;
const VALUE_RE = /^[\x21-\x5a\x5e-\x7e]+$/; // printable ASCII without space, '[' (0x5b), '\' (0x5c), ']' (0x5d)
const MANIFEST_HASH_CHARS = 16;
/** A fresh deploy id: 10 characters of [0-9a-z]. */
function newDeployId(random = defaultRandom) {
    const bytes = random(10);
    let id = '';
    for (const b of bytes)
        id += (b % 36).toString(36);
    return id;
}
function defaultRandom(n) {
    return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
/** The message with the record appended (any record already at its end is replaced). */
function withRecord(message, record) {
    const text = oneLine(parseRecord(message).text);
    const fields = [];
    const put = (k, v) => {
        if (v === undefined || v === '')
            return;
        const s = String(v);
        if (!VALUE_RE.test(s))
            throw new TypeError(`deploy record ${k}=${JSON.stringify(s)} is not a plain token`);
        fields.push(`${k}=${s}`);
    };
    put('id', record.id);
    put('kind', record.kind);
    put('pr', record.pr);
    put('sha', record.sha);
    put('mh', record.mh?.slice(0, MANIFEST_HASH_CHARS));
    for (const [k, v] of Object.entries(record.extra ?? {}))
        if (!KNOWN.has(k))
            put(k, v);
    if (fields.length === 0)
        return text;
    const tail = `[${MARK} ${fields.join(' ')}]`;
    return text ? `${text} ${tail}` : tail;
}
const KNOWN = new Set(['id', 'kind', 'pr', 'sha', 'mh']);
/** Splits a message into its human text and its record (an empty record when it has none). Never throws. */
function parseRecord(message) {
    if (typeof message !== 'string')
        return { text: '', record: {} };
    const m = RECORD_RE.exec(message);
    if (!m)
        return { text: message, record: {} };
    const record = {};
    const extra = {};
    for (const pair of m[1].trim().split(' ').filter(Boolean)) {
        const eq = pair.indexOf('=');
        const k = pair.slice(0, eq);
        const v = pair.slice(eq + 1);
        if (k === 'id')
            record.id = v;
        else if (k === 'kind') {
            if (v === 'preview' || v === 'production')
                record.kind = v;
        }
        else if (k === 'pr') {
            if (/^\d{1,9}$/.test(v))
                record.pr = Number(v);
        }
        else if (k === 'sha')
            record.sha = v;
        else if (k === 'mh')
            record.mh = v;
        else
            extra[k] = v;
    }
    if (Object.keys(extra).length)
        record.extra = extra;
    return { text: message.slice(0, m.index), record };
}
/** True when a manifest hash (full or shortened) matches a record's `mh`. */
function sameManifestHash(recorded, full) {
    if (!recorded || !full || recorded.length < 8)
        return false;
    return full.toLowerCase().startsWith(recorded.toLowerCase());
}
/** One line (a header value), trimmed; other characters are the transport's business (headerSafe). */
function oneLine(text) {
    return text.replace(/[\r\n\t]+/g, ' ').trim();
}


/***/ }),

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

/***/ 63457:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ closed),
/* harmony export */   CV: () => (/* binding */ ProgressEvent),
/* harmony export */   Cl: () => (/* binding */ DeployEvent),
/* harmony export */   Fw: () => (/* binding */ ErrorBody),
/* harmony export */   L_: () => (/* binding */ Plan),
/* harmony export */   NN: () => (/* binding */ ErrorEvent),
/* harmony export */   OS: () => (/* binding */ Metadata),
/* harmony export */   QS: () => (/* binding */ EncryptInfoEvent),
/* harmony export */   Sk: () => (/* binding */ ProjectConfig),
/* harmony export */   Ut: () => (/* binding */ TeardownResult),
/* harmony export */   X4: () => (/* binding */ TokenResult),
/* harmony export */   Zp: () => (/* binding */ Card),
/* harmony export */   _8: () => (/* binding */ Manifest),
/* harmony export */   b6: () => (/* binding */ InfoEvent),
/* harmony export */   dj: () => (/* binding */ SslInstalledEvent),
/* harmony export */   g0: () => (/* binding */ TokenEntry),
/* harmony export */   gD: () => (/* binding */ Account),
/* harmony export */   ho: () => (/* binding */ open),
/* harmony export */   j$: () => (/* binding */ CertEvent),
/* harmony export */   m0: () => (/* binding */ RevisionEntry),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   pC: () => (/* binding */ CachePurgeResult),
/* harmony export */   pr: () => (/* binding */ CertInfo),
/* harmony export */   qO: () => (/* binding */ DiscardResult),
/* harmony export */   qg: () => (/* binding */ RollbackResult),
/* harmony export */   s1: () => (/* binding */ CutoverResult),
/* harmony export */   sO: () => (/* binding */ ProjectEntry)
/* harmony export */ });
/* unused harmony exports Instance, UrlEntry, CertEventData, SubscriptionEvent, CollectEvent, InfoMessage, RuleProblem, UsersEvent, ProductionNow */
/* harmony import */ var typebox__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35007);
/**
 * Wire shapes of the surge-compatible API, shared by the reference server, the client and the Action: each one a
 * TypeBox schema (JSON Schema) and, under the same name, its TypeScript type (`Static<typeof X>`). The server's
 * route schemas and so its OpenAPI document are these schemas; the client reads answers through them
 * (src/client/normalize.ts). Field names follow the spec (part 2, 4, 6) and, where the spec says "not shown",
 * what the official `surge` CLI and `surge-sdk` read (both summarised in docs/surge-protocol.md).
 * A field is optional (`Type.Optional`) when some server (an older one, a plain surge server) may leave it out.
 */

const str = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String();
const int = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer();
const bool = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean();
const strings = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(str);
const stringMap = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Record */ .ZUJ.Record(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String());
const iso = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ format: 'date-time' });
/** `T | null`, with the options (description) on the union. */
const nullable = (t, options = {}) => typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([t, typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Null */ .ZUJ.Null()], options);
/** An object with exactly these properties (OpenAPI: no others), as the reference server sends it. */
const closed = (properties, options = {}) => typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object(properties, { ...options, additionalProperties: false });
/** An object with these properties and possibly others (shapes that grow, e.g. plan definitions). */
const open = (properties, options = {}) => typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object(properties, { ...options, additionalProperties: true });
const opt = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Optional */ .ZUJ.Optional;
/** Error body, first spec shape (7.2): every error the reference server sends carries `messages`. */
const ErrorBody = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    messages: strings,
    /** The fields at fault, `{}` when none (always sent by the reference server, as by the real service). */
    details: opt(stringMap),
    /** The HTTP status, as the real service repeats it in the body. */
    status: opt(int),
    /** Second spec shape; the server sends it alongside `messages` so both kinds of client are served. */
    message: opt(str),
}, {
    description: 'Every error: `messages` (one text), `details` (the fields at fault, `{}` when none), `status`, `message` ' +
        '(the same text). 4xx answers also carry a `reason` header.',
});
const Plan = open({
    id: str,
    name: str,
    amount: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Number */ .ZUJ.Number({ description: 'price in the smallest currency unit per interval' }),
    friendlyAmount: opt(str),
    interval: opt(str),
    comped: opt(bool),
    perks: opt(strings),
    trial_period_days: opt(int),
    current: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({ description: 'the account is on this plan' })),
    paid: opt(bool),
});
const Card = closed({ brand: str, last4: str, exp_month: int, exp_year: int });
const Account = closed({
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
const TokenResult = closed({
    email: str,
    token: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'the API token (64 hex); shown once' }),
    id: str,
    msg: str,
    scope: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(str, {
        description: 'domains the token is limited to; empty: every project of the account',
    }),
    created_at: iso,
    expires_at: iso,
    account_created: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({
        description: 'true when these email:password credentials created the account (implicit sign-up; sitepub)',
    })),
});
/** Entry of `GET /tokens`. */
const TokenEntry = closed({
    id: str,
    scope: strings,
    msg: str,
    uses: int,
    created_at: iso,
    last_used_at: nullable(iso),
    expires_at: iso,
});
/** Entry of `GET /list`. */
const ProjectEntry = closed({
    domain: str,
    rev: nullable(int, { description: 'live revision, null when offline' }),
    timeAgoInWords: str,
    planName: str,
    preview: nullable(str, { description: 'preview host of the live revision' }),
    email: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: "the owner's email" }),
    role: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('owner'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('collaborator')]),
    publicFileCount: int,
    publicTotalSize: int,
    cmd: str,
    platform: str,
    cliVersion: opt(nullable(str, { description: "the live revision's client version (its `version` header)" })),
});
/** Project settings (`PUT /:domain/settings`, `info.config`). */
const ProjectConfig = closed({
    forceHttps: bool,
    cleanUrls: bool,
    spa: bool,
    cors: nullable(str),
    headers: stringMap,
    /** Absent: `public` (the default). */
    previews: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('public'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('protected')], {
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
    output: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Null */ .ZUJ.Null(),
    buildTime: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Null */ .ZUJ.Null(),
    config: ProjectConfig,
    /** Served files (the private ones left out). */
    publicFileCount: int,
    publicTotalSize: int,
    /** Uploaded files that are never served (`/CNAME`, `/AUTH`, `/CORS`, `/ROUTER`: protocol/private-files.ts). */
    privateFileCount: int,
    privateTotalSize: int,
    privateFileList: strings,
    uploadStartTime: int,
    uploadEndTime: int,
    uploadDuration: int,
};
/** Entry of `GET /:domain/list` (newest first), and the revision object of rollback/cutover/discard. */
const RevisionEntry = closed({
    rev: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'millisecond timestamp, the revision id' }),
    /** No scheme, as the official CLI prints it. */
    preview: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'preview host, e.g. 1700000000000-my-site.localhost' }),
    current: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({ description: 'this revision is production' }),
    email: str,
    message: nullable(str),
    msg: nullable(str, { description: 'alias of message, read by the official CLI' }),
    friendlySize: str,
    timeAgoInWords: str,
    // Servers older than the reference server lack the upload record but for the public counts.
    ...typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Partial */ .ZUJ.Partial(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object(uploadRecord)).properties,
    publicFileCount: int,
    publicTotalSize: int,
    created_at: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ format: 'date-time', description: 'the deploy time' }),
    /** Lets clients roll back to "the revision that was live before the current one". */
    liveAt: nullable(iso, { description: 'when it last became production, null if never' }),
    contentHash: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({
        description: 'sha256 over the sorted (path, sha256) list of its files: equal content, equal hash',
    }),
    /** A JSON object of strings, at most 4 KB, e.g. `{"commit":"<sha>","pr":"12","ref":"refs/pull/12/head"}`. */
    meta: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Record */ .ZUJ.Record(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), {
        description: 'the x-sitepub-meta deploy header (commit, pr, ref\u2026)',
    }),
    previewUrl: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: "the preview as a URL, with the edges' scheme and port (GET /:domain/list)" })),
    rolledBack: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({
        description: 'production was rolled back from it (not chosen again since): no implicit move returns there (sitepub)',
    })),
});
/** `GET /:domain[/:rev]/metadata.json`, and `info.metadata` of a deploy. */
const Metadata = closed({
    rev: int,
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
const Manifest = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Record */ .ZUJ.Record(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), closed({ size: int, md5: str, md5sum: str }), {
    description: 'file path (leading slash) \u2192 size in bytes and MD5 (hex); md5sum is the official CLI name',
});
const Instance = closed({
    type: str,
    provider: str,
    domain: str,
    location: str,
    ip: str,
    status: str,
    confirmation: str,
    info: str,
});
const UrlEntry = closed({ name: str, domain: str, url: str });
// ---- NDJSON deploy stream events (spec part 6) ----
const ProgressEvent = closed({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('progress'),
    id: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('upload'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('cdn'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('encrypt')]),
    written: int,
    total: int,
    file: opt(str),
    end: opt(bool),
});
const CertEventData = closed({ issuer: str, altnames: strings, expiresInWords: str });
const CertEvent = closed({ type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('cert'), data: CertEventData });
const SubscriptionEvent = closed({ type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('subscription'), data: nullable(Plan) });
const CollectEvent = open({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('collect'),
    reason: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: "what is over which limit of the account's plan (sitepub)" })),
    plan: Plan,
    perks: strings,
    checkout_url: str,
    stripe_pk: nullable(str),
    card: nullable(Card),
});
/** A certificate as `GET /:domain/certs` and the certificate stream describe it. */
const CertInfo = closed({
    certName: str,
    subject: str,
    issuer: str,
    subjectAltNames: strings,
    notBefore: str,
    notAfter: str,
    expInDays: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Number */ .ZUJ.Number(),
    autoRenew: bool,
    source: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('managed'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('custom')]),
    fingerprint256: str,
    serialNumber: str,
});
/** `{msg, color, align}` of the info line's msgsTop/msgsMid/msgsBot (the official CLI prints them). */
const InfoMessage = open({ msg: str, color: opt(str), align: opt(str) });
/** A line of a rule file that was not applied: the file (`_redirects`), its 1-based line (0: the whole file), why. */
const RuleProblem = closed({ file: str, line: int, message: str });
const InfoEvent = open({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('info'),
    // `metadata` first: a client reads (and notes what is odd in) the revision before the rest.
    metadata: Metadata,
    urls: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(UrlEntry),
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
    config: ProjectConfig,
    certs: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(CertInfo)),
    /** sitepub's server sends a warning here (none served). */
    msgsBot: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(InfoMessage, { description: 'lines the official CLI prints under the info table' })),
    /** The official CLI ignores the field. */
    ruleProblems: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(RuleProblem, {
        description: "the lines of the site's rule files (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`) that could not " +
            'be applied; absent when none (sitepub)',
    })),
    overtaken: opt(closed({ rev: int, message: str }, {
        description: 'this deploy was overtaken: a later deploy to the same domain (`rev`) went live before it finished, so ' +
            'it was kept as a ready revision and production did not move; `message` names the command that puts ' +
            'it live (sitepub)',
    })),
});
const ErrorEvent = closed({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('error'),
    error: closed({ message: str, code: opt(str) }),
});
/** Collaborators after a deploy's `add`/`rem` headers (the official CLI prints `users`). */
const UsersEvent = open({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('users'),
    users: strings,
    warning: opt(str),
    invites: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Unknown */ .ZUJ.Unknown())),
    revoked: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Unknown */ .ZUJ.Unknown()),
});
/** One line of the deploy stream (`PUT /:domain`). */
const DeployEvent = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([
    ProgressEvent,
    CertEvent,
    SubscriptionEvent,
    CollectEvent,
    InfoEvent,
    ErrorEvent,
    UsersEvent,
]);
/** The last line of the managed-certificate stream (`PUT /:domain/encrypt`). */
const EncryptInfoEvent = open({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('info'),
    domain: str,
    issued: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({ description: 'a certificate was issued now (false: an existing one is valid)' }),
    certs: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(CertInfo),
    urls: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(UrlEntry),
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
});
/** The one line of `PUT /:domain/ssl` (202): the custom certificate installed. */
const SslInstalledEvent = closed({
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('msg'),
    msg: str,
    payload: closed({ status: str, msg: str }),
    cert: CertInfo,
});
/** sitepub extension on the answers that move production: where it is now, in the server's words. */
const ProductionNow = closed({ rev: nullable(int, { description: 'the revision production serves, null = offline' }), message: str }, { description: 'sitepub extension: where production is now, in the words every surface shows' });
/** Where production is served (as in `info.urls`), so callers can health-check it. */
const productionUrls = opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(UrlEntry));
// `instances` first in the answers that move production: a client reads (and notes what is odd in) it first.
const RollbackResult = closed({
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
    revision: RevisionEntry,
    former: RevisionEntry,
    domain: str,
    urls: productionUrls,
    production: opt(ProductionNow),
});
const CutoverResult = closed({
    status: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal(201), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal(200)], {
        description: '201 when production moved, 200 when it was there',
    }),
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
    revision: RevisionEntry,
    former: nullable(RevisionEntry),
    domain: str,
    urls: productionUrls,
    production: opt(ProductionNow),
});
const DiscardResult = closed({
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
    revision: RevisionEntry,
    uncached: closed({
        change: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([
            typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Null */ .ZUJ.Null(),
            typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('rollfore'),
            typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('rollback'),
            typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('offline'),
        ]),
    }),
    domain: str,
    production: opt(ProductionNow),
});
/** `DELETE /:domain/cache`: the official CLI reads `status` and `instances`, surge-sdk callers the edge lists. */
const CachePurgeResult = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    status: int,
    confirmed: strings,
    unconfirmed: strings,
    errors: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Record */ .ZUJ.Record(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), { description: 'edge id \u2192 why it did not confirm' })),
    instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance),
});
/** `DELETE /:domain`. */
const TeardownResult = closed({ msg: str, domain: str, instances: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Instance) });


/***/ }),

/***/ 92722:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ UploadListing),
/* harmony export */   J$: () => (/* binding */ UploadSizeAnswer),
/* harmony export */   iz: () => (/* binding */ UploadDelta)
/* harmony export */ });
/* unused harmony export UploadDeltaFile */
/* harmony import */ var typebox__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35007);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64714);
/**
 * The upload plan's shapes (`POST /:domain/uploads`, sitepub extension; docs/client.md): the listing a client
 * sends and the two answers. Apart from api.ts so that the client, which reads these answers on every deploy,
 * loads no other schema for them.
 */


const strings = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String());
const opt = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Optional */ .ZUJ.Optional;
const UploadDeltaFile = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    /** `/path` in the site (the archive path without its top-level folder). */
    path: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ minLength: 1, maxLength: 4096 }),
    size: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ minimum: 0 }),
    /**
     * 64 lowercase hex digits. A listing in which a file has none is a question asked before hashing, answered
     * with UploadSizeAnswer instead of a delta.
     */
    sha256: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ pattern: '^[0-9a-f]{64}$' })),
}, { additionalProperties: false });
/** `POST /:domain/uploads` body: every file of the site. */
const UploadListing = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({ files: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(UploadDeltaFile, { maxItems: _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_FILES */ .BE }) }, { additionalProperties: false });
/**
 * How the server takes the deploy's archive, preferred first (`zstd`, `gzip`); absent from servers that only
 * take gzip.
 */
const encodings = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: '`zstd` or `gzip`' }));
/**
 * `POST /:domain/uploads` answer (200) to a listing by size alone (sitepub servers): the paths whose size is that
 * of content the server holds for this account, the only ones worth hashing and listing again for a delta. None:
 * nothing can be reused, so deploy the whole site (in one of `encodings`) without a delta.
 */
const UploadSizeAnswer = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({ worthHashing: strings, encodings });
/** `POST /:domain/uploads` answer (201), the upload delta: which files the deploy that names `id` must carry. */
const UploadDelta = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    /** Sent back as the `x-sitepub-upload` header of `PUT /:domain`. Single use. */
    id: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(),
    /** Paths the archive must hold (sorted); every other listed file the server already holds for this account. */
    missing: strings,
    /** When the delta expires (ms since epoch). */
    expiresAt: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer(),
    /** The reference server also says how much it reuses (optional). */
    reusedFiles: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer()),
    reusedBytes: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer()),
    encodings: opt(encodings),
});


/***/ }),

/***/ 16532:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ Header)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/large-numbers.js
// Tar can encode large and negative numbers using a leading byte of
// 0xff for negative, and 0x80 for positive.
const encode = (num, buf) => {
    if (!Number.isSafeInteger(num)) {
        // The number is so large that javascript cannot represent it with integer
        // precision.
        throw Error('cannot encode number outside of javascript safe integer range');
    }
    else if (num < 0) {
        encodeNegative(num, buf);
    }
    else {
        encodePositive(num, buf);
    }
    return buf;
};
const encodePositive = (num, buf) => {
    buf[0] = 0x80;
    for (var i = buf.length; i > 1; i--) {
        buf[i - 1] = num & 0xff;
        num = Math.floor(num / 0x100);
    }
};
const encodeNegative = (num, buf) => {
    buf[0] = 0xff;
    var flipped = false;
    num = num * -1;
    for (var i = buf.length; i > 1; i--) {
        var byte = num & 0xff;
        num = Math.floor(num / 0x100);
        if (flipped) {
            buf[i - 1] = onesComp(byte);
        }
        else if (byte === 0) {
            buf[i - 1] = 0;
        }
        else {
            flipped = true;
            buf[i - 1] = twosComp(byte);
        }
    }
};
const parse = (buf) => {
    const pre = buf[0];
    const value = pre === 0x80 ? pos(buf.subarray(1, buf.length))
        : pre === 0xff ? twos(buf)
            : null;
    if (value === null) {
        throw Error('invalid base256 encoding');
    }
    if (!Number.isSafeInteger(value)) {
        // The number is so large that javascript cannot represent it with integer
        // precision.
        throw Error('parsed number outside of javascript safe integer range');
    }
    return value;
};
const twos = (buf) => {
    var len = buf.length;
    var sum = 0;
    var flipped = false;
    for (var i = len - 1; i > -1; i--) {
        var byte = Number(buf[i]);
        var f;
        if (flipped) {
            f = onesComp(byte);
        }
        else if (byte === 0) {
            f = byte;
        }
        else {
            flipped = true;
            f = twosComp(byte);
        }
        if (f !== 0) {
            sum -= f * Math.pow(256, len - i - 1);
        }
    }
    return sum;
};
const pos = (buf) => {
    var len = buf.length;
    var sum = 0;
    for (var i = len - 1; i > -1; i--) {
        var byte = Number(buf[i]);
        if (byte !== 0) {
            sum += byte * Math.pow(256, len - i - 1);
        }
    }
    return sum;
};
const onesComp = (byte) => (0xff ^ byte) & 0xff;
const twosComp = (byte) => ((0xff ^ byte) + 1) & 0xff;
//# sourceMappingURL=large-numbers.js.map
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/types.js
const isCode = (c) => types_name.has(c);
const isName = (c) => code.has(c);
/**
 * types that are a normal file system entry, not metadata.
 *
 * These can be the subject of extended/globalExtended headers, long path
 * names, long linkpath names, etc.
 *
 * Any other types are meta, and cannot be targetted by extended PAX headers.
 */
const normalFsTypes = new Set([
    '0',
    '',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    'D',
]);
// map types from key to human-friendly name
const types_name = new Map([
    ['0', 'File'],
    // same as File
    ['', 'OldFile'],
    ['1', 'Link'],
    ['2', 'SymbolicLink'],
    // Devices and FIFOs aren't fully supported
    // they are parsed, but skipped when unpacking
    ['3', 'CharacterDevice'],
    ['4', 'BlockDevice'],
    ['5', 'Directory'],
    ['6', 'FIFO'],
    // same as File
    ['7', 'ContiguousFile'],
    // pax headers
    ['g', 'GlobalExtendedHeader'],
    ['x', 'ExtendedHeader'],
    // vendor-specific stuff
    // skip
    ['A', 'SolarisACL'],
    // like 5, but with data, which should be skipped
    ['D', 'GNUDumpDir'],
    // metadata only, skip
    ['I', 'Inode'],
    // data = link path of next file
    ['K', 'NextFileHasLongLinkpath'],
    // data = path of next file
    ['L', 'NextFileHasLongPath'],
    // skip
    ['M', 'ContinuationFile'],
    // like L
    ['N', 'OldGnuLongPath'],
    // skip
    ['S', 'SparseFile'],
    // skip
    ['V', 'TapeVolumeHeader'],
    // like x
    ['X', 'OldExtendedHeader'],
]);
// map the other direction
const code = new Map(Array.from(types_name).map(kv => [kv[1], kv[0]]));
//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./node_modules/tar/dist/esm/header.js
// parse a 512-byte header block to a data object, or vice-versa
// encode returns `true` if a pax extended header is needed, because
// the data could not be faithfully encoded in a simple header.
// (Also, check header.needPax to see if it needs a pax header.)



const notNegative = (n) => n === undefined || n < 0 ? undefined : n;
class Header {
    cksumValid = false;
    needPax = false;
    nullBlock = false;
    block;
    path;
    mode;
    uid;
    gid;
    size;
    cksum;
    #type = 'Unsupported';
    linkpath;
    uname;
    gname;
    devmaj = 0;
    devmin = 0;
    atime;
    ctime;
    mtime;
    charset;
    comment;
    constructor(data, off = 0, ex, gex) {
        if (Buffer.isBuffer(data)) {
            this.decode(data, off || 0, ex, gex);
        }
        else if (data) {
            this.#slurp(data);
        }
    }
    decode(buf, off, ex, gex) {
        if (!off) {
            off = 0;
        }
        if (!buf || !(buf.length >= off + 512)) {
            throw new Error('need 512 bytes for header');
        }
        // Decode the typeflag (independent of any pending PAX/GNU extended header)
        // up front so we can tell whether THIS block is itself an intermediary
        // extension header (PAX `x`/`g`, GNU long-name `L`, GNU long-link `K`).
        // Per POSIX pax, a PAX extended header describes the *next file entry*, not
        // the extension headers that may sit between it and that file. Applying the
        // pending PAX overrides (notably `size`) to an intervening `L`/`K`/`x`/`g`
        // header desynchronizes the stream relative to other tar implementations
        // and enables tar interpretation-conflict / file-smuggling attacks.
        const t = decString(buf, off + 156, 1);
        const isNormalFS = normalFsTypes.has(t);
        const exForFields = isNormalFS ? ex : undefined;
        const gexForFields = isNormalFS ? gex : undefined;
        this.path = exForFields?.path ?? decString(buf, off, 100);
        this.mode =
            exForFields?.mode ??
                gexForFields?.mode ??
                decNumber(buf, off + 100, 8);
        this.uid =
            exForFields?.uid ?? gexForFields?.uid ?? decNumber(buf, off + 108, 8);
        this.gid =
            exForFields?.gid ?? gexForFields?.gid ?? decNumber(buf, off + 116, 8);
        this.size = notNegative(exForFields?.size ??
            gexForFields?.size ??
            decNumber(buf, off + 124, 12));
        this.mtime =
            exForFields?.mtime ??
                gexForFields?.mtime ??
                decDate(buf, off + 136, 12);
        this.cksum = decNumber(buf, off + 148, 12);
        // if we have extended or global extended headers, apply them now
        // See https://github.com/npm/node-tar/pull/187
        // Apply global before local, so it overrides. Never slurp the pending
        // extended-header fields onto an intermediary extension header.
        if (gexForFields)
            this.#slurp(gexForFields, true);
        if (exForFields)
            this.#slurp(exForFields);
        // old tar versions marked dirs as a file with a trailing /
        if (isCode(t)) {
            this.#type = t || '0';
        }
        if (this.#type === '0' && this.path.slice(-1) === '/') {
            this.#type = '5';
        }
        // tar implementations sometimes incorrectly put the stat(dir).size
        // as the size in the tarball, even though Directory entries are
        // not able to have any body at all.  In the very rare chance that
        // it actually DOES have a body, we weren't going to do anything with
        // it anyway, and it'll just be a warning about an invalid header.
        if (this.#type === '5') {
            this.size = 0;
        }
        this.linkpath = decString(buf, off + 157, 100);
        if (buf.subarray(off + 257, off + 265).toString() === 'ustar\u000000') {
            /* c8 ignore start */
            this.uname =
                exForFields?.uname ??
                    gexForFields?.uname ??
                    decString(buf, off + 265, 32);
            this.gname =
                exForFields?.gname ??
                    gexForFields?.gname ??
                    decString(buf, off + 297, 32);
            this.devmaj =
                exForFields?.devmaj ??
                    gexForFields?.devmaj ??
                    decNumber(buf, off + 329, 8) ??
                    0;
            this.devmin =
                exForFields?.devmin ??
                    gexForFields?.devmin ??
                    decNumber(buf, off + 337, 8) ??
                    0;
            /* c8 ignore stop */
            if (buf[off + 475] !== 0) {
                // definitely a prefix, definitely >130 chars.
                const prefix = decString(buf, off + 345, 155);
                this.path = prefix + '/' + this.path;
            }
            else {
                const prefix = decString(buf, off + 345, 130);
                if (prefix) {
                    this.path = prefix + '/' + this.path;
                }
                /* c8 ignore start */
                this.atime = ex?.atime ?? gex?.atime ?? decDate(buf, off + 476, 12);
                this.ctime = ex?.ctime ?? gex?.ctime ?? decDate(buf, off + 488, 12);
                /* c8 ignore stop */
            }
        }
        let sum = 8 * 0x20;
        for (let i = off; i < off + 148; i++) {
            sum += buf[i];
        }
        for (let i = off + 156; i < off + 512; i++) {
            sum += buf[i];
        }
        this.cksumValid = sum === this.cksum;
        if (this.cksum === undefined && sum === 8 * 0x20) {
            this.nullBlock = true;
        }
    }
    #slurp(ex, gex = false) {
        Object.assign(this, Object.fromEntries(Object.entries(ex).filter(([k, v]) => {
            // we slurp in everything except for the path attribute in
            // a global extended header, because that's weird. Also, any
            // null/undefined values are ignored.
            return !(v === null ||
                v === undefined ||
                (k === 'size' && Number(v) < 0) ||
                (k === 'path' && gex) ||
                (k === 'linkpath' && gex) ||
                k === 'global');
        })));
    }
    encode(buf, off = 0) {
        if (!buf) {
            buf = this.block = Buffer.alloc(512);
        }
        if (this.#type === 'Unsupported') {
            this.#type = '0';
        }
        if (!(buf.length >= off + 512)) {
            throw new Error('need 512 bytes for header');
        }
        const prefixSize = this.ctime || this.atime ? 130 : 155;
        const split = splitPrefix(this.path || '', prefixSize);
        const path = split[0];
        const prefix = split[1];
        this.needPax = !!split[2];
        this.needPax = encString(buf, off, 100, path) || this.needPax;
        this.needPax = encNumber(buf, off + 100, 8, this.mode) || this.needPax;
        this.needPax = encNumber(buf, off + 108, 8, this.uid) || this.needPax;
        this.needPax = encNumber(buf, off + 116, 8, this.gid) || this.needPax;
        this.needPax = encNumber(buf, off + 124, 12, this.size) || this.needPax;
        this.needPax = encDate(buf, off + 136, 12, this.mtime) || this.needPax;
        buf[off + 156] = Number(this.#type.codePointAt(0));
        this.needPax =
            encString(buf, off + 157, 100, this.linkpath) || this.needPax;
        buf.write('ustar\u000000', off + 257, 8);
        this.needPax =
            encString(buf, off + 265, 32, this.uname) || this.needPax;
        this.needPax =
            encString(buf, off + 297, 32, this.gname) || this.needPax;
        this.needPax =
            encNumber(buf, off + 329, 8, this.devmaj) || this.needPax;
        this.needPax =
            encNumber(buf, off + 337, 8, this.devmin) || this.needPax;
        this.needPax =
            encString(buf, off + 345, prefixSize, prefix) || this.needPax;
        if (buf[off + 475] !== 0) {
            this.needPax = encString(buf, off + 345, 155, prefix) || this.needPax;
        }
        else {
            this.needPax = encString(buf, off + 345, 130, prefix) || this.needPax;
            this.needPax =
                encDate(buf, off + 476, 12, this.atime) || this.needPax;
            this.needPax =
                encDate(buf, off + 488, 12, this.ctime) || this.needPax;
        }
        let sum = 8 * 0x20;
        for (let i = off; i < off + 148; i++) {
            sum += buf[i];
        }
        for (let i = off + 156; i < off + 512; i++) {
            sum += buf[i];
        }
        this.cksum = sum;
        encNumber(buf, off + 148, 8, this.cksum);
        this.cksumValid = true;
        return this.needPax;
    }
    get type() {
        return (this.#type === 'Unsupported' ?
            this.#type
            : types_name.get(this.#type));
    }
    get typeKey() {
        return this.#type;
    }
    set type(type) {
        const c = String(code.get(type));
        if (isCode(c) || c === 'Unsupported') {
            this.#type = c;
        }
        else if (isCode(type)) {
            this.#type = type;
        }
        else {
            throw new TypeError('invalid entry type: ' + type);
        }
    }
}
const splitPrefix = (p, prefixSize) => {
    const pathSize = 100;
    let pp = p;
    let prefix = '';
    let ret = undefined;
    const root = external_node_path_.posix.parse(p).root || '.';
    if (Buffer.byteLength(pp) < pathSize) {
        ret = [pp, prefix, false];
    }
    else {
        // first set prefix to the dir, and path to the base
        prefix = external_node_path_.posix.dirname(pp);
        pp = external_node_path_.posix.basename(pp);
        do {
            if (Buffer.byteLength(pp) <= pathSize &&
                Buffer.byteLength(prefix) <= prefixSize) {
                // both fit!
                ret = [pp, prefix, false];
            }
            else if (Buffer.byteLength(pp) > pathSize &&
                Buffer.byteLength(prefix) <= prefixSize) {
                // prefix fits in prefix, but path doesn't fit in path
                ret = [pp.slice(0, pathSize - 1), prefix, true];
            }
            else {
                // make path take a bit from prefix
                pp = external_node_path_.posix.join(external_node_path_.posix.basename(prefix), pp);
                prefix = external_node_path_.posix.dirname(prefix);
            }
        } while (prefix !== root && ret === undefined);
        // at this point, found no resolution, just truncate
        if (!ret) {
            ret = [p.slice(0, pathSize - 1), '', true];
        }
    }
    return ret;
};
const decString = (buf, off, size) => buf
    .subarray(off, off + size)
    .toString('utf8')
    .replace(/\0.*/, '');
const decDate = (buf, off, size) => numToDate(decNumber(buf, off, size));
const numToDate = (num) => num === undefined ? undefined : new Date(num * 1000);
const decNumber = (buf, off, size) => Number(buf[off]) & 0x80 ?
    parse(buf.subarray(off, off + size))
    : decSmallNumber(buf, off, size);
const nanUndef = (value) => (isNaN(value) ? undefined : value);
const decSmallNumber = (buf, off, size) => nanUndef(parseInt(buf
    .subarray(off, off + size)
    .toString('utf8')
    .replace(/\0.*$/, '')
    .trim(), 8));
// the maximum encodable as a null-terminated octal, by field size
const MAXNUM = {
    12: 0o77777777777,
    8: 0o7777777,
};
const encNumber = (buf, off, size, num) => num === undefined ? false
    : num > MAXNUM[size] || num < 0 ?
        (encode(num, buf.subarray(off, off + size)), true)
        : (encSmallNumber(buf, off, size, num), false);
const encSmallNumber = (buf, off, size, num) => buf.write(octalString(num, size), off, size, 'ascii');
const octalString = (num, size) => padOctal(Math.floor(num).toString(8), size);
const padOctal = (str, size) => (str.length === size - 1 ?
    str
    : new Array(size - str.length - 1).join('0') + str + ' ') + '\0';
const encDate = (buf, off, size, date) => date === undefined ? false : (encNumber(buf, off, size, date.getTime() / 1000));
// enough to fill the longest string we've got
const NULLS = new Array(156).join('\0');
// pad with nulls, return true if it's longer or non-ascii
const encString = (buf, off, size, str) => str === undefined ? false : ((buf.write(str + NULLS, off, size, 'utf8'),
    str.length !== Buffer.byteLength(str) || str.length > size));
//# sourceMappingURL=header.js.map

/***/ }),

/***/ 50750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ Pax)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _header_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16532);


class Pax {
    atime;
    mtime;
    ctime;
    charset;
    comment;
    gid;
    uid;
    gname;
    uname;
    linkpath;
    dev;
    ino;
    nlink;
    path;
    size;
    mode;
    global;
    constructor(obj, global = false) {
        this.atime = obj.atime;
        this.charset = obj.charset;
        this.comment = obj.comment;
        this.ctime = obj.ctime;
        this.dev = obj.dev;
        this.gid = obj.gid;
        this.global = global;
        this.gname = obj.gname;
        this.ino = obj.ino;
        this.linkpath = obj.linkpath;
        this.mtime = obj.mtime;
        this.nlink = obj.nlink;
        this.path = obj.path;
        this.size = obj.size;
        this.uid = obj.uid;
        this.uname = obj.uname;
    }
    encode() {
        const body = this.encodeBody();
        if (body === '') {
            return Buffer.allocUnsafe(0);
        }
        const bodyLen = Buffer.byteLength(body);
        // round up to 512 bytes
        // add 512 for header
        const bufLen = 512 * Math.ceil(1 + bodyLen / 512);
        const buf = Buffer.allocUnsafe(bufLen);
        // 0-fill the header section, it might not hit every field
        for (let i = 0; i < 512; i++) {
            buf[i] = 0;
        }
        new _header_js__WEBPACK_IMPORTED_MODULE_1__/* .Header */ .Y({
            // XXX split the path
            // then the path should be PaxHeader + basename, but less than 99,
            // prepend with the dirname
            /* c8 ignore start */
            path: ('PaxHeader/' + (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(this.path ?? '')).slice(0, 99),
            /* c8 ignore stop */
            mode: this.mode || 0o644,
            uid: this.uid,
            gid: this.gid,
            size: bodyLen,
            mtime: this.mtime,
            type: this.global ? 'GlobalExtendedHeader' : 'ExtendedHeader',
            linkpath: '',
            uname: this.uname || '',
            gname: this.gname || '',
            devmaj: 0,
            devmin: 0,
            atime: this.atime,
            ctime: this.ctime,
        }).encode(buf);
        buf.write(body, 512, bodyLen, 'utf8');
        // null pad after the body
        for (let i = bodyLen + 512; i < buf.length; i++) {
            buf[i] = 0;
        }
        return buf;
    }
    encodeBody() {
        return (this.encodeField('path') +
            this.encodeField('ctime') +
            this.encodeField('atime') +
            this.encodeField('dev') +
            this.encodeField('ino') +
            this.encodeField('nlink') +
            this.encodeField('charset') +
            this.encodeField('comment') +
            this.encodeField('gid') +
            this.encodeField('gname') +
            this.encodeField('linkpath') +
            this.encodeField('mtime') +
            this.encodeField('size') +
            this.encodeField('uid') +
            this.encodeField('uname'));
    }
    encodeField(field) {
        if (this[field] === undefined) {
            return '';
        }
        const r = this[field];
        const v = r instanceof Date ? r.getTime() / 1000 : r;
        const s = ' ' +
            (field === 'dev' || field === 'ino' || field === 'nlink' ?
                'SCHILY.'
                : '') +
            field +
            '=' +
            v +
            '\n';
        const byteLen = Buffer.byteLength(s);
        // the digits includes the length of the digits in ascii base-10
        // so if it's 9 characters, then adding 1 for the 9 makes it 10
        // which makes it 11 chars.
        let digits = Math.floor(Math.log(byteLen) / Math.log(10)) + 1;
        if (byteLen + digits >= Math.pow(10, digits)) {
            digits += 1;
        }
        const len = digits + byteLen;
        return len + s;
    }
    static parse(str, ex, g = false) {
        return new Pax(merge(parseKV(str), ex), g);
    }
}
const merge = (a, b) => b ? Object.assign({}, b, a) : a;
const parseKV = (str) => str
    .replace(/\n$/, '')
    .split('\n')
    .reduce(parseKVLine, Object.create(null));
const parseKVLine = (set, line) => {
    const n = parseInt(line, 10);
    // XXX Values with \n in them will fail this.
    // Refactor to not be a naive line-by-line parse.
    if (n !== Buffer.byteLength(line) + 1) {
        return set;
    }
    line = line.slice((n + ' ').length);
    const kv = line.split('=');
    const r = kv.shift();
    if (!r) {
        return set;
    }
    const k = r.replace(/^SCHILY\.(dev|ino|nlink)/, '$1');
    const v = kv.join('=').replace(/\0.*/, '');
    switch (k) {
        case 'path':
        case 'linkpath':
        case 'type':
        case 'charset':
        case 'comment':
        case 'gname':
        case 'uname':
            set[k] = v;
            break;
        case 'ctime':
        case 'atime':
        case 'mtime':
            set[k] = new Date(Number(v) * 1000);
            break;
        case 'size':
            const s = +v;
            if (s >= 0)
                set[k] = s;
            break;
        case 'gid':
        case 'uid':
        case 'dev':
        case 'ino':
        case 'nlink':
        case 'mode':
            set[k] = +v;
            break;
    }
    return set;
};
//# sourceMappingURL=pax.js.map

/***/ }),

/***/ 62912:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ IsString),
/* harmony export */   Kj: () => (/* binding */ IsTypeArray),
/* harmony export */   Mx: () => (/* binding */ IsNumber),
/* harmony export */   N6: () => (/* binding */ IsMap),
/* harmony export */   Ts: () => (/* binding */ IsSet),
/* harmony export */   XF: () => (/* binding */ IsDate),
/* harmony export */   Zx: () => (/* binding */ IsBoolean),
/* harmony export */   __: () => (/* binding */ IsRegExp)
/* harmony export */ });
/* unused harmony exports IsInt8Array, IsUint8Array, IsUint8ClampedArray, IsInt16Array, IsUint16Array, IsInt32Array, IsUint32Array, IsFloat32Array, IsFloat64Array, IsBigInt64Array, IsBigUint64Array */
// --------------------------------------------------------------------------
// Primitives
// --------------------------------------------------------------------------
function IsBoolean(value) {
    return value instanceof Boolean;
}
function IsNumber(value) {
    return value instanceof Number;
}
function IsString(value) {
    return value instanceof String;
}
// --------------------------------------------------------------------------
// TypeArray
// --------------------------------------------------------------------------
function IsTypeArray(value) {
    return globalThis.ArrayBuffer.isView(value);
}
/** Returns true if the value is a Int8Array */
function IsInt8Array(value) {
    return value instanceof globalThis.Int8Array;
}
/** Returns true if the value is a Uint8Array */
function IsUint8Array(value) {
    return value instanceof globalThis.Uint8Array;
}
/** Returns true if the value is a Uint8ClampedArray */
function IsUint8ClampedArray(value) {
    return value instanceof globalThis.Uint8ClampedArray;
}
/** Returns true if the value is a Int16Array */
function IsInt16Array(value) {
    return value instanceof globalThis.Int16Array;
}
/** Returns true if the value is a Uint16Array */
function IsUint16Array(value) {
    return value instanceof globalThis.Uint16Array;
}
/** Returns true if the value is a Int32Array */
function IsInt32Array(value) {
    return value instanceof globalThis.Int32Array;
}
/** Returns true if the value is a Uint32Array */
function IsUint32Array(value) {
    return value instanceof globalThis.Uint32Array;
}
/** Returns true if the value is a Float32Array */
function IsFloat32Array(value) {
    return value instanceof globalThis.Float32Array;
}
/** Returns true if the value is a Float64Array */
function IsFloat64Array(value) {
    return value instanceof globalThis.Float64Array;
}
/** Returns true if the value is a BigInt64Array */
function IsBigInt64Array(value) {
    return value instanceof globalThis.BigInt64Array;
}
/** Returns true if the value is a BigUint64Array */
function IsBigUint64Array(value) {
    return value instanceof globalThis.BigUint64Array;
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
/** Returns true if the value is a RegExp */
function IsRegExp(value) {
    return value instanceof globalThis.RegExp;
}
// ------------------------------------------------------------------
// Date
// ------------------------------------------------------------------
/** Returns true if the value is a Date */
function IsDate(value) {
    return value instanceof globalThis.Date;
}
// ------------------------------------------------------------------
// Set
// ------------------------------------------------------------------
/** Returns true if the value is a Set */
function IsSet(value) {
    return value instanceof globalThis.Set;
}
// ------------------------------------------------------------------
// Map
// ------------------------------------------------------------------
/** Returns true if the value is a Map */
function IsMap(value) {
    return value instanceof globalThis.Map;
}


/***/ }),

/***/ 88642:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CodePointCount: () => (/* binding */ guard_CodePointCount),
  Counted: () => (/* binding */ Counted),
  Entries: () => (/* binding */ Entries),
  EntriesRegExp: () => (/* binding */ EntriesRegExp),
  Every: () => (/* binding */ Every),
  EveryAll: () => (/* binding */ EveryAll),
  GraphemeCount: () => (/* binding */ guard_GraphemeCount),
  HasPropertyKey: () => (/* binding */ HasPropertyKey),
  IsArray: () => (/* binding */ IsArray),
  IsBigInt: () => (/* binding */ IsBigInt),
  IsBoolean: () => (/* binding */ IsBoolean),
  IsClassInstance: () => (/* binding */ IsClassInstance),
  IsConstructor: () => (/* binding */ IsConstructor),
  IsDeepEqual: () => (/* binding */ IsDeepEqual),
  IsEqual: () => (/* binding */ IsEqual),
  IsFunction: () => (/* binding */ IsFunction),
  IsGreaterEqualThan: () => (/* binding */ IsGreaterEqualThan),
  IsGreaterThan: () => (/* binding */ IsGreaterThan),
  IsInteger: () => (/* binding */ IsInteger),
  IsLessEqualThan: () => (/* binding */ IsLessEqualThan),
  IsLessThan: () => (/* binding */ IsLessThan),
  IsMaxLength: () => (/* binding */ guard_IsMaxLength),
  IsMinLength: () => (/* binding */ guard_IsMinLength),
  IsMultipleOf: () => (/* binding */ IsMultipleOf),
  IsNull: () => (/* binding */ IsNull),
  IsNumber: () => (/* binding */ IsNumber),
  IsObject: () => (/* binding */ IsObject),
  IsObjectNotArray: () => (/* binding */ IsObjectNotArray),
  IsString: () => (/* binding */ IsString),
  IsSymbol: () => (/* binding */ IsSymbol),
  IsUndefined: () => (/* binding */ IsUndefined),
  IsUnsafePropertyKey: () => (/* binding */ IsUnsafePropertyKey),
  IsValueLike: () => (/* binding */ IsValueLike),
  Keys: () => (/* binding */ Keys),
  ShiftLeft: () => (/* binding */ ShiftLeft),
  Some: () => (/* binding */ Some),
  SomeAll: () => (/* binding */ SomeAll),
  Symbols: () => (/* binding */ Symbols),
  Values: () => (/* binding */ Values)
});

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/unicode/unicode_segment.mjs
// --------------------------------------------------------------------------
// IsBetween
// --------------------------------------------------------------------------
function IsBetween(value, min, max) {
    return value >= min && value <= max;
}
// --------------------------------------------------------------------------
// IsZeroWidthJoiner
// --------------------------------------------------------------------------
function IsZeroWidthJoiner(value) {
    return (value === 0x200D);
}
// --------------------------------------------------------------------------
// IsHighSurrogate
// --------------------------------------------------------------------------
function IsHighSurrogate(value) {
    return IsBetween(value, 0xD800, 0xDBFF);
}
// --------------------------------------------------------------------------
// IsRegionalIndicator
// --------------------------------------------------------------------------
function IsRegionalIndicator(value) {
    return IsBetween(value, 0x1F1E6, 0x1F1FF);
}
// --------------------------------------------------------------------------
// IsVariationSelector
// --------------------------------------------------------------------------
function IsVariationSelector(value) {
    return IsBetween(value, 0xFE00, 0xFE0F);
}
// --------------------------------------------------------------------------
// IsCombiningMark
// --------------------------------------------------------------------------
function IsCombiningMark(value) {
    return (IsBetween(value, 0x0300, 0x036F) ||
        IsBetween(value, 0x1AB0, 0x1AFF) ||
        IsBetween(value, 0x1DC0, 0x1DFF) ||
        IsBetween(value, 0xFE20, 0xFE2F));
}
// --------------------------------------------------------------------------
// CodePointLength
// --------------------------------------------------------------------------
function CodePointLength(value) {
    return value > 0xFFFF ? 2 : 1;
}
// --------------------------------------------------------------------------
// ConsumeModifiers (helper)
// --------------------------------------------------------------------------
function ConsumeModifiers(value, index) {
    while (index < value.length) {
        const point = value.codePointAt(index);
        if (IsCombiningMark(point) || IsVariationSelector(point)) {
            index += CodePointLength(point);
        }
        else {
            break;
        }
    }
    return index;
}
// --------------------------------------------------------------------------
// NextGraphemeClusterIndex
// --------------------------------------------------------------------------
function NextGraphemeClusterIndex(value, clusterStart) {
    const startCP = value.codePointAt(clusterStart);
    let clusterEnd = clusterStart + CodePointLength(startCP);
    // Consume combining marks & variation selectors
    clusterEnd = ConsumeModifiers(value, clusterEnd);
    // Handle multi-ZWJ sequences
    while (clusterEnd < value.length - 1 && IsZeroWidthJoiner(value.codePointAt(clusterEnd))) {
        const nextCP = value.codePointAt(clusterEnd + 1);
        clusterEnd += 1 + CodePointLength(nextCP);
        clusterEnd = ConsumeModifiers(value, clusterEnd);
    }
    // Handle regional indicator pairs (flags)
    if (IsRegionalIndicator(startCP) &&
        clusterEnd < value.length &&
        IsRegionalIndicator(value.codePointAt(clusterEnd))) {
        clusterEnd += CodePointLength(value.codePointAt(clusterEnd));
    }
    return clusterEnd;
}
// --------------------------------------------------------------------------
// IsGraphemeCodePoint
// --------------------------------------------------------------------------
function IsGraphemeCodePoint(value) {
    return ((value >= 0x0300) && ( // above special range
    IsHighSurrogate(value) ||
        IsCombiningMark(value) ||
        IsVariationSelector(value) ||
        IsZeroWidthJoiner(value)));
}
// --------------------------------------------------------------------------
// IsMinLengthSegmented
// --------------------------------------------------------------------------
/** Checks if a string has at least a minimum number of grapheme clusters */
function IsMinLengthSegmented(value, minLength) {
    // if (minLength === 0) return true // 0-length (unreachable)
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        if ((++count) >= minLength)
            return true;
    }
    return false;
}
// --------------------------------------------------------------------------
// IsMaxLengthSegmented
// --------------------------------------------------------------------------
/** Checks if a string has at most a maximum number of grapheme clusters */
function IsMaxLengthSegmented(value, maxLength) {
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        if ((++count) > maxLength)
            return false;
    }
    return true;
}
// --------------------------------------------------------------------------
// GraphemeCount
// --------------------------------------------------------------------------
/** Returns the number of grapheme clusters in a string */
function GraphemeCount(value) {
    let count = 0, index = 0;
    while (index < value.length) {
        index = NextGraphemeClusterIndex(value, index);
        count++;
    }
    return count;
}
// --------------------------------------------------------------------------
// IsMinLength
// --------------------------------------------------------------------------
/** Fast check for minimum grapheme length, falls back to full check if needed */
function IsMinLength(value, minLength) {
    if (minLength === 0)
        return true; // 0-length
    if (value.length < minLength)
        return false; // length is upper bound on grapheme count
    let index = 0;
    while (true) {
        if (IsGraphemeCodePoint(value.charCodeAt(index))) {
            return IsMinLengthSegmented(value, minLength);
        }
        if ((++index) >= minLength)
            return true;
    }
}
// --------------------------------------------------------------------------
// IsMaxLength
// --------------------------------------------------------------------------
/** Fast check for maximum grapheme length, falls back to full check if needed */
function IsMaxLength(value, maxLength) {
    if (value.length <= maxLength)
        return true; // length is upper bound on grapheme count
    let index = 0;
    while (true) {
        if (IsGraphemeCodePoint(value.charCodeAt(index))) {
            return IsMaxLengthSegmented(value, maxLength);
        }
        if ((++index) > maxLength)
            return false;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/unicode/unicode.mjs
// ------------------------------------------------------------------
// CodePointCount (10-bit Shift Branchless)
//
// Counts code points by enumerating UTF-16 sequences and incrementing
// when not within a high/low pairing. Because surrogate blocks are
// 1024 (2^10) wide and aligned, by shifting right by (0xA), we can
// collapse each unit to a constant per block (high: 0x36, low: 0x37)
// and shift again into a packed (0x3637) for comparison. Fetch calls
// to charCodeAt(...) are kept to one call per iteration.
//
// ------------------------------------------------------------------
/** Returns the total number of Unicode code points in the string */
function CodePointCount(value) {
    let result = 0, index = 0, prev = 0;
    while (index < value.length) {
        const next = value.charCodeAt(index++) >> 0xA; // shift  (10-bits into high/low)
        result += +(((prev << 8) | next) !== 0x3637); // packed (or +!(prev === 0x36 && next === 0x37))
        prev = next;
    }
    return result;
}
// ------------------------------------------------------------------
// IsMaxLength
// ------------------------------------------------------------------
/** Returns true if the string length in Unicode code points is less than or equal to maxLength */
function unicode_IsMaxLength(value, maxLength) {
    return value.length <= maxLength || (value.length <= (maxLength << 1) && CodePointCount(value) <= maxLength);
}
// ------------------------------------------------------------------
// IsMinLength
// ------------------------------------------------------------------
/** Returns true if the string length in Unicode code points is greater than or equal to minLength */
function unicode_IsMinLength(value, minLength) {
    return value.length >= (minLength << 1) || (value.length >= minLength && CodePointCount(value) >= minLength);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/guard.mjs
// deno-fmt-ignore-file


// --------------------------------------------------------------------------
// Guards
// --------------------------------------------------------------------------
/** Returns true if this value is an array */
function IsArray(value) {
    return Array.isArray(value);
}
/** Returns true if this value is bigint */
function IsBigInt(value) {
    return IsEqual(typeof value, 'bigint');
}
/** Returns true if this value is a boolean */
function IsBoolean(value) {
    return IsEqual(typeof value, 'boolean');
}
/** Returns true if this value is a constructor */
function IsConstructor(value) {
    if (IsUndefined(value) || !IsFunction(value))
        return false;
    const result = Function.prototype.toString.call(value);
    if (/^class\s/.test(result))
        return true;
    if (/\[native code\]/.test(result))
        return true;
    return false;
}
/** Returns true if this value is a function */
function IsFunction(value) {
    return IsEqual(typeof value, 'function');
}
/** Returns true if this value is integer */
function IsInteger(value) {
    return Number.isInteger(value);
}
/** Returns true if this value is null */
function IsNull(value) {
    return IsEqual(value, null);
}
/** Returns true if this value is number */
function IsNumber(value) {
    return Number.isFinite(value);
}
/** Returns true if this value is an object but not an array */
function IsObjectNotArray(value) {
    return IsObject(value) && !IsArray(value);
}
/** Returns true if this value is an object */
function IsObject(value) {
    return IsEqual(typeof value, 'object') && !(IsNull(value));
}
/** Returns true if this value is string */
function IsString(value) {
    return IsEqual(typeof value, 'string');
}
/** Returns true if this value is symbol */
function IsSymbol(value) {
    return IsEqual(typeof value, 'symbol');
}
/** Returns true if this value is undefined */
function IsUndefined(value) {
    return IsEqual(value, undefined);
}
// --------------------------------------------------------------------------
// Relational
// --------------------------------------------------------------------------
function IsEqual(left, right) {
    return left === right;
}
function IsGreaterThan(left, right) {
    return left > right;
}
function IsLessThan(left, right) {
    return left < right;
}
function IsLessEqualThan(left, right) {
    return left <= right;
}
function IsGreaterEqualThan(left, right) {
    return left >= right;
}
// --------------------------------------------------------------------------
// MultipleOf
// --------------------------------------------------------------------------
function IsMultipleOf(dividend, divisor) {
    if (IsBigInt(dividend) || IsBigInt(divisor)) {
        return BigInt(dividend) % BigInt(divisor) === 0n;
    }
    const tolerance = 1e-10;
    if (!IsNumber(dividend))
        return true;
    if (IsInteger(dividend) && (1 / divisor) % 1 === 0)
        return true;
    const mod = dividend % divisor;
    return Math.min(Math.abs(mod), Math.abs(mod - divisor), Math.abs(mod + divisor)) < tolerance;
}
// ------------------------------------------------------------------
// IsClassInstance
// ------------------------------------------------------------------
/** Returns true if the value appears to be an instance of a class. */
function IsClassInstance(value) {
    if (!IsObject(value))
        return false;
    const proto = globalThis.Object.getPrototypeOf(value);
    if (IsNull(proto))
        return false;
    return IsEqual(typeof proto.constructor, 'function') &&
        !(IsEqual(proto.constructor, globalThis.Object) ||
            IsEqual(proto.constructor.name, 'Object'));
}
// ------------------------------------------------------------------
// IsValueLike
// ------------------------------------------------------------------
function IsValueLike(value) {
    return IsBigInt(value) ||
        IsBoolean(value) ||
        IsNull(value) ||
        IsNumber(value) ||
        IsString(value) ||
        IsUndefined(value);
}
// --------------------------------------------------------------------------
// String
// --------------------------------------------------------------------------
/** Returns the total number of visual grapheme clusters in the string. */
function guard_GraphemeCount(value) {
    return GraphemeCount(value);
}
/** Returns the total number of Unicode code points in the string. */
function guard_CodePointCount(value) {
    return CodePointCount(value);
}
/** Returns true if the string length in Unicode code points does not exceed maxLength */
function guard_IsMaxLength(value, maxLength) {
    return unicode_IsMaxLength(value, maxLength);
}
/** Returns true if the string length in Unicode code points is at least minLength */
function guard_IsMinLength(value, minLength) {
    return unicode_IsMinLength(value, minLength);
}
// --------------------------------------------------------------------------
// Array
// --------------------------------------------------------------------------
/** Returns true if every element from offset satisfies the callback, short-circuiting on the first failure */
function Every(value, offset, callback) {
    return value.every((item, index) => (index < offset) || callback(item, index));
}
/** Returns true if every element from offset satisfies the callback, using exhaustive enumeration */
function EveryAll(value, offset, callback) {
    let result = true;
    value.forEach((item, index) => { if ((index >= offset) && !callback(item, index))
        result = false; });
    return result;
}
/** Returns true if some element satisfies the callback, short-circuiting on the first success */
function Some(value, callback) {
    return value.some((value, index) => callback(value, index));
}
/** Returns true if some element satisfies the callback, using exhaustive enumeration */
function SomeAll(value, callback) {
    let result = false;
    value.forEach((item, index) => { if (callback(item, index))
        result = true; });
    return result;
}
/** Returns the count of elements that satisfy the callback */
function Counted(value, callback) {
    return value.reduce((result, value, index) => callback(value, index) ? ++result : result, 0);
}
/** Shifts the left-most element from an array and dispatches to the true arm, or the false arm if empty */
function ShiftLeft(array, true_, false_) {
    return (IsEqual(array.length, 0) ? false_() : true_(array[0], array.slice(1)));
}
// --------------------------------------------------------------------------
// Object
// --------------------------------------------------------------------------
/** Returns true if the PropertyKey is Unsafe (ref: prototype-pollution). */
function IsUnsafePropertyKey(key) {
    return IsEqual(key, '__proto__') || IsEqual(key, 'constructor') || IsEqual(key, 'prototype');
}
/** Returns true if this value has this property key */
function HasPropertyKey(value, key) {
    return IsUnsafePropertyKey(key) ? Object.prototype.hasOwnProperty.call(value, key) : key in value;
}
/** Returns object entries as `[RegExp, Value][]` */
function EntriesRegExp(value) {
    return Keys(value).map((key) => [new RegExp(`^${key}$`), value[key]]);
}
/** Returns object entries as `[string, Value][]` */
function Entries(value) {
    return Object.entries(value);
}
/** Returns property keys for this object via `Object.getOwnPropertyNames({ ... })` */
function Keys(value) {
    return Object.getOwnPropertyNames(value);
}
/** Returns the property keys for this object via `Object.getOwnPropertySymbols({ ... })` */
function Symbols(value) {
    return Object.getOwnPropertySymbols(value);
}
/** Returns the property values for the given object via `Object.values()` */
function Values(value) {
    return Object.values(value);
}
// ------------------------------------------------------------------
// IsDeepEqual
// ------------------------------------------------------------------
function DeepEqualObject(left, right) {
    if (!IsObject(right))
        return false;
    const keys = Keys(left);
    return IsEqual(keys.length, Keys(right).length) &&
        keys.every((key) => IsDeepEqual(left[key], right[key]));
}
function DeepEqualArray(left, right) {
    return IsArray(right) && IsEqual(left.length, right.length) &&
        left.every((_, index) => IsDeepEqual(left[index], right[index]));
}
/** Returns true if left and right values are structurally equal */
function IsDeepEqual(left, right) {
    return (IsArray(left) ? DeepEqualArray(left, right) :
        IsObject(left) ? DeepEqualObject(left, right) :
            IsEqual(left, right));
}


/***/ }),

/***/ 35007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZUJ: () => (/* reexport */ typebox_namespaceObject)
});

// UNUSED EXPORTS: AddImmutable, AddImmutableDeferred, AddOptional, AddOptionalDeferred, AddReadonly, AddReadonlyDeferred, Any, Array, ArrayOptions, BigInt, BigIntPattern, Boolean, Broaden, Call, CallConstruct, Capitalize, CapitalizeAction, CapitalizeDeferred, CapitalizeInstantiate, Codec, CollapseToObject, Compare, CompareResultDisjoint, CompareResultEqual, CompareResultLeftInside, CompareResultRightInside, Composite, Conditional, ConditionalAction, ConditionalDeferred, ConditionalInstantiate, Constructor, ConstructorOptions, ConstructorParameters, ConstructorParametersAction, ConstructorParametersDeferred, ConstructorParametersInstantiate, ConvertToIntegerKey, Cyclic, CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicExtends, CyclicOptions, CyclicTarget, Decode, DecodeBuilder, Deferred, Dependent, DependentOptions, Distribute, Encode, EncodeBuilder, Enum, Evaluate, EvaluateAction, EvaluateDeferred, EvaluateDependent, EvaluateEnum, EvaluateInstantiate, EvaluateIntersect, EvaluatePropertyIntersect, EvaluatePropertyUnion, EvaluateTemplateLiteral, EvaluateType, EvaluateUnion, EvaluateUnionFast, Exclude, ExcludeAction, ExcludeDeferred, ExcludeInstantiate, Extends, ExtendsResult, Extract, ExtractAction, ExtractDeferred, ExtractInstantiate, Flatten, Function, FunctionOptions, Generic, Identifier, Immutable, Index, IndexAction, IndexDeferred, IndexInstantiate, Infer, InstanceType, InstanceTypeAction, InstanceTypeDeferred, InstanceTypeInstantiate, Instantiate, InstantiateCyclic, Integer, IntegerKey, IntegerPattern, Interface, InterfaceAction, InterfaceDeferred, InterfaceInstantiate, Intersect, IntersectOptions, InvalidLiteralValue, IsAny, IsArray, IsBigInt, IsBoolean, IsCall, IsCodec, IsConstructor, IsCyclic, IsDeferred, IsDependent, IsEnum, IsEnumValue, IsFunction, IsGeneric, IsIdentifier, IsImmutable, IsInfer, IsInteger, IsInterfaceDeferred, IsIntersect, IsKind, IsLiteral, IsLiteralBigInt, IsLiteralBoolean, IsLiteralNumber, IsLiteralString, IsLiteralValue, IsNever, IsNull, IsNumber, IsObject, IsOptional, IsParameter, IsReadonly, IsRecord, IsRef, IsRefine, IsRefinement, IsRest, IsSchema, IsString, IsSymbol, IsTemplateLiteral, IsTemplateLiteralDeferred, IsTemplateLiteralFinite, IsTemplateLiteralPattern, IsThis, IsTuple, IsTypeScriptEnumLike, IsUndefined, IsUnion, IsUnknown, IsUnsafe, IsVoid, KeyOf, KeyOfAction, KeyOfDeferred, KeyOfInstantiate, KeysToIndexer, Literal, LiteralTypeName, Lowercase, LowercaseAction, LowercaseDeferred, LowercaseInstantiate, Mapped, MappedAction, MappedDeferred, MappedInstantiate, Module, ModuleDeferred, ModuleInstantiate, Narrow, Never, NeverPattern, NonNullable, NonNullableAction, NonNullableDeferred, NonNullableInstantiate, Null, Number, NumberKey, NumberPattern, Object, ObjectOptions, Omit, OmitAction, OmitDeferred, OmitInstantiate, Optional, Parameter, Parameters, ParametersAction, ParametersDeferred, ParametersInstantiate, ParsePatternIntoTypes, ParseTemplateIntoTypes, Partial, PartialAction, PartialDeferred, PartialInstantiate, Pick, PickAction, PickDeferred, PickInstantiate, Priority, PropertyKeys, PropertyValues, Readonly, ReadonlyObject, ReadonlyObjectAction, ReadonlyObjectDeferred, ReadonlyObjectInstantiate, ReadonlyType, Record, RecordAction, RecordDeferred, RecordFromPattern, RecordInstantiate, RecordKey, RecordOptions, RecordPattern, RecordPatternToType, RecordValue, Ref, RefInstantiate, Refine, RefineAdd, RemoveImmutable, RemoveImmutableDeferred, RemoveOptional, RemoveOptionalDeferred, RemoveReadonly, RemoveReadonlyDeferred, Required, RequiredAction, RequiredArray, RequiredDeferred, RequiredInstantiate, Rest, ReturnType, ReturnTypeAction, ReturnTypeDeferred, ReturnTypeInstantiate, Script, String, StringKey, StringPattern, Symbol, TemplateLiteral, TemplateLiteralCreate, TemplateLiteralDecode, TemplateLiteralDecodeUnsafe, TemplateLiteralDeferred, TemplateLiteralEncode, TemplateLiteralFromString, TemplateLiteralFromTypes, This, Tuple, TupleOptions, TypeScriptEnumToEnumValues, Uncapitalize, UncapitalizeAction, UncapitalizeDeferred, UncapitalizeInstantiate, Undefined, Union, UnionOptions, Unknown, Unsafe, Uppercase, UppercaseAction, UppercaseDeferred, UppercaseInstantiate, Void, With, WithAction, WithDeferred, WithInstantiate, _Array_, _Function_, _Object_, default

// NAMESPACE OBJECT: ./node_modules/typebox/build/typebox.mjs
var typebox_namespaceObject = {};
__webpack_require__.r(typebox_namespaceObject);
__webpack_require__.d(typebox_namespaceObject, {
  Any: () => (any/* Any */.F),
  Array: () => (array/* Array */.O3),
  BigInt: () => (bigint/* BigInt */.Qw),
  Boolean: () => (types_boolean/* Boolean */.v),
  Call: () => (call/* Call */.Je),
  Capitalize: () => (capitalize/* Capitalize */.P),
  Codec: () => (_codec/* Codec */.Ne),
  Conditional: () => (conditional/* Conditional */.b),
  Constructor: () => (types_constructor/* Constructor */.DO),
  ConstructorParameters: () => (constructor_parameters/* ConstructorParameters */.R),
  Cyclic: () => (cyclic/* Cyclic */.MW),
  Decode: () => (_codec/* Decode */.Tq),
  DecodeBuilder: () => (_codec/* DecodeBuilder */.O$),
  Dependent: () => (dependent/* Dependent */.qi),
  Encode: () => (_codec/* Encode */.dB),
  EncodeBuilder: () => (_codec/* EncodeBuilder */.Mg),
  Enum: () => (types_enum/* Enum */.gp),
  Evaluate: () => (evaluate/* Evaluate */.S),
  Exclude: () => (exclude/* Exclude */.n),
  Extends: () => (type_extends/* Extends */.q),
  ExtendsResult: () => (type_extends/* ExtendsResult */.d),
  Extract: () => (extract/* Extract */.M),
  Function: () => (types_function/* Function */.zt),
  Generic: () => (generic/* Generic */.c),
  Identifier: () => (identifier/* Identifier */.g),
  Immutable: () => (_immutable/* Immutable */.J),
  Index: () => (action/* Index */.jK),
  Infer: () => (infer/* Infer */.N),
  InstanceType: () => (instance_type/* InstanceType */.y),
  Instantiate: () => (instantiate/* Instantiate */.l5),
  Integer: () => (integer/* Integer */.jz),
  Interface: () => (action_interface/* Interface */.KA),
  Intersect: () => (intersect/* Intersect */.oo),
  IsAny: () => (any/* IsAny */.h),
  IsArray: () => (array/* IsArray */.QS),
  IsBigInt: () => (bigint/* IsBigInt */.cQ),
  IsBoolean: () => (types_boolean/* IsBoolean */.Z),
  IsCall: () => (call/* IsCall */.rx),
  IsCodec: () => (_codec/* IsCodec */.Lp),
  IsConstructor: () => (types_constructor/* IsConstructor */.ZV),
  IsCyclic: () => (cyclic/* IsCyclic */.c_),
  IsDependent: () => (dependent/* IsDependent */.oZ),
  IsEnum: () => (types_enum/* IsEnum */.Kk),
  IsEnumValue: () => (types_enum/* IsEnumValue */.dW),
  IsFunction: () => (types_function/* IsFunction */.hg),
  IsGeneric: () => (generic/* IsGeneric */.E),
  IsIdentifier: () => (identifier/* IsIdentifier */.o),
  IsImmutable: () => (_immutable/* IsImmutable */.P),
  IsInfer: () => (infer/* IsInfer */.t),
  IsInteger: () => (integer/* IsInteger */.$p),
  IsIntersect: () => (intersect/* IsIntersect */.Yq),
  IsKind: () => (schema/* IsKind */.n),
  IsLiteral: () => (literal/* IsLiteral */.gP),
  IsNever: () => (never/* IsNever */.Df),
  IsNull: () => (types_null/* IsNull */.E),
  IsNumber: () => (number/* IsNumber */.Mx),
  IsObject: () => (object/* IsObject */.av),
  IsOptional: () => (_optional/* IsOptional */.X),
  IsParameter: () => (parameter/* IsParameter */.a),
  IsReadonly: () => (_readonly/* IsReadonly */.T),
  IsRecord: () => (record/* IsRecord */.cZ),
  IsRef: () => (ref/* IsRef */.i),
  IsRefine: () => (_refine/* IsRefine */.Ux),
  IsRest: () => (rest/* IsRest */.H),
  IsSchema: () => (schema/* IsSchema */.Y),
  IsString: () => (string/* IsString */.IP),
  IsSymbol: () => (symbol/* IsSymbol */.n),
  IsTemplateLiteral: () => (template_literal/* IsTemplateLiteral */.gm),
  IsThis: () => (types_this/* IsThis */.$),
  IsTuple: () => (tuple/* IsTuple */.PN),
  IsUndefined: () => (types_undefined/* IsUndefined */.R),
  IsUnion: () => (union/* IsUnion */.my),
  IsUnknown: () => (unknown/* IsUnknown */.f),
  IsUnsafe: () => (unsafe/* IsUnsafe */.h),
  IsVoid: () => (types_void/* IsVoid */.j),
  KeyOf: () => (keyof/* KeyOf */.t),
  Literal: () => (literal/* Literal */.uS),
  Lowercase: () => (lowercase/* Lowercase */.A),
  Mapped: () => (mapped/* Mapped */.u),
  Module: () => (action_module/* Module */.n),
  Never: () => (never/* Never */.ps),
  NonNullable: () => (non_nullable/* NonNullable */.p),
  Null: () => (types_null/* Null */.U),
  Number: () => (number/* Number */.wN),
  Object: () => (object/* Object */.wS),
  Omit: () => (omit/* Omit */.E),
  Optional: () => (_optional/* Optional */.o),
  Parameter: () => (parameter/* Parameter */.k),
  Parameters: () => (parameters/* Parameters */.H),
  Partial: () => (partial/* Partial */.e),
  Pick: () => (pick/* Pick */.m),
  Readonly: () => (_readonly/* Readonly */.Z),
  ReadonlyObject: () => (readonly_object/* ReadonlyObject */.Y3),
  ReadonlyType: () => (readonly_object/* ReadonlyType */.th),
  Record: () => (record/* Record */.mS),
  RecordKey: () => (record/* RecordKey */.VJ),
  RecordPattern: () => (record/* RecordPattern */.EY),
  RecordValue: () => (record/* RecordValue */.Bo),
  Ref: () => (ref/* Ref */.o),
  Refine: () => (_refine/* Refine */.QL),
  Required: () => (required/* Required */.m),
  Rest: () => (rest/* Rest */.N),
  ReturnType: () => (return_type/* ReturnType */.p),
  Script: () => (script/* Script */.e),
  String: () => (string/* String */.Qf),
  Symbol: () => (symbol/* Symbol */.N),
  TemplateLiteral: () => (template_literal/* TemplateLiteral */.k_),
  This: () => (types_this/* This */.R),
  Tuple: () => (tuple/* Tuple */.rd),
  Uncapitalize: () => (uncapitalize/* Uncapitalize */.w),
  Undefined: () => (types_undefined/* Undefined */.r),
  Union: () => (union/* Union */.gP),
  Unknown: () => (unknown/* Unknown */.$),
  Unsafe: () => (unsafe/* Unsafe */.T),
  Uppercase: () => (uppercase/* Uppercase */.r),
  Void: () => (types_void/* Void */.T),
  With: () => (action_with/* With */.R)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/index.mjs + 2 modules
var action = __webpack_require__(96301);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/index.mjs + 25 modules
var engine = __webpack_require__(44318);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/script/index.mjs + 1 modules
var script = __webpack_require__(54441);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(11309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(98068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/conditional.mjs
var conditional = __webpack_require__(68650);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/constructor_parameters.mjs
var constructor_parameters = __webpack_require__(64869);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/evaluate.mjs
var evaluate = __webpack_require__(49731);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/exclude.mjs
var exclude = __webpack_require__(74276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(47329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/instance_type.mjs
var instance_type = __webpack_require__(33430);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/interface.mjs
var action_interface = __webpack_require__(1971);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(26300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(34737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(49547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/module.mjs
var action_module = __webpack_require__(67474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/non_nullable.mjs
var non_nullable = __webpack_require__(8673);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(96317);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/parameters.mjs
var parameters = __webpack_require__(9238);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(10641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(96185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(62930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(98889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/return_type.mjs
var return_type = __webpack_require__(66243);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(47297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/with.mjs
var action_with = __webpack_require__(60866);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_codec.mjs
var _codec = __webpack_require__(4156);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(96214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(20214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_readonly.mjs
var _readonly = __webpack_require__(13288);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_refine.mjs
var _refine = __webpack_require__(68697);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(14935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/bigint.mjs
var bigint = __webpack_require__(27626);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(46951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/generic.mjs
var generic = __webpack_require__(73778);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/identifier.mjs
var identifier = __webpack_require__(64262);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(35889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/null.mjs
var types_null = __webpack_require__(66316);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(64400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/parameter.mjs
var parameter = __webpack_require__(27224);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(43042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(27137);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(87964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(97111);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/this.mjs
var types_this = __webpack_require__(91263);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/undefined.mjs
var types_undefined = __webpack_require__(51421);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(57191);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unsafe.mjs
var unsafe = __webpack_require__(95557);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/void.mjs
var types_void = __webpack_require__(55129);
;// CONCATENATED MODULE: ./node_modules/typebox/build/typebox.mjs
// ------------------------------------------------------------------
// Engine
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Extends
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Script
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Actions
// ------------------------------------------------------------------
























// ------------------------------------------------------------------
// Extension
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------




































;// CONCATENATED MODULE: ./node_modules/typebox/build/index.mjs
// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// TypeBox
// ------------------------------------------------------------------


/* harmony default export */ const build = ((/* unused pure expression or super */ null && (Type)));


/***/ }),

/***/ 97565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Match: () => (/* binding */ Match)
/* harmony export */ });
/**
 * Match arguments for overloaded functions that use the `...args: unknown[]` pattern. Arguments
 * are parsed using argument length only.
 */
function Match(args, match) {
    return (match[args.length]?.(...args) ?? (() => {
        throw Error('Invalid Arguments');
    })());
}


/***/ }),

/***/ 93552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* reexport */ environment_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/environment/environment.mjs
var environment_namespaceObject = {};
__webpack_require__.r(environment_namespaceObject);
__webpack_require__.d(environment_namespaceObject, {
  CanEvaluate: () => (CanEvaluate),
  Evaluate: () => (Evaluate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(71126);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/evaluate.mjs


let supported = undefined;
// ------------------------------------------------------------------
// TryEvaluate
// ------------------------------------------------------------------
function TryEvaluate() {
    try {
        Evaluate('null')();
        return true;
    } // deno-coverage-ignore-start - unreachable in test-suite
    catch {
        return false;
    }
    // deno-coverage-ignore-stop
}
// ------------------------------------------------------------------
// CanEvaluate
// ------------------------------------------------------------------
/** Returns true if the environment supports dynamic JavaScript evaluation */
function CanEvaluate() {
    if (guard.IsUndefined(supported))
        supported = TryEvaluate();
    return supported && settings/* Settings.Get */.w.Get().useAcceleration;
}
// ------------------------------------------------------------------
// Evaluate
// ------------------------------------------------------------------
/**
 * Evaluates code in the current environment. This function will throw if the
 * environment Content-Security-Policy does not support `unsafe-eval`. Use the
 * Environment.CanEvaluate() to determine if the environment supports Evaluate
 * before calling this function.
 */
function Evaluate(...args) {
    return new (globalThis.Function)(...args);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/environment.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/index.mjs



/***/ }),

/***/ 83755:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* reexport */ hash_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/hashing/hash.mjs
var hash_namespaceObject = {};
__webpack_require__.r(hash_namespaceObject);
__webpack_require__.d(hash_namespaceObject, {
  Hash: () => (Hash),
  HashCode: () => (HashCode)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(69701);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/globals.mjs
var globals = __webpack_require__(62912);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/hashing/hash.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// InstanceKeys
//
// Retrieves all enumerable and non-enumerable own property keys
// and inherited prototype keys (excluding symbols and the 'constructor')
// from an object instance.
//
// This function is useful for differentiating between class instances
// based on their structural keys rather than relying on the
// constructor name. It provides a more reliable structural comparison
// by capturing both own and prototype properties.
//
// ------------------------------------------------------------------
function InstanceKeys(value) {
    const propertyKeys = new Set();
    let current = value;
    while (current && current !== Object.prototype) {
        for (const key of Reflect.ownKeys(current)) {
            if (key !== 'constructor' && typeof key !== 'symbol')
                propertyKeys.add(key);
        }
        current = Object.getPrototypeOf(current);
    }
    return [...propertyKeys];
}
// ------------------------------------------------------------------
// IsIEEE754
//
// TypeBox guards do not consider +/- Infinity or NaN as valid
// numbers, but they are valid IEEE754 numbers. We use a special
// guard to ensure these numbers are considered for hashing.
//
// ------------------------------------------------------------------
function IsIEEE754(value) {
    return typeof value === 'number';
}
// ------------------------------------------------------------------
// ByteMarker
// ------------------------------------------------------------------
const ByteMarker = {
    Array: 0x0,
    BigInt: 0x1,
    Boolean: 0x2,
    Date: 0x3,
    Constructor: 0x4,
    Function: 0x5,
    Null: 0x6,
    Number: 0x7,
    Object: 0x8,
    RegExp: 0x9,
    String: 0xA,
    Symbol: 0xB,
    TypeArray: 0xC,
    Undefined: 0xD
};
// ------------------------------------------------------------------
// State
// ------------------------------------------------------------------
//
// The 64-bit accumulator is held as four 16-bit limbs (A0 is the least
// significant) so the FNV1A64 operation can be computed with number
// arithmetic, avoiding a BigInt multiply and modulo for every byte.
//
// Offset: 14695981039346656037 (0xCBF29CE484222325)
//
// ------------------------------------------------------------------
let A0 = 0x2325, A1 = 0x8422, A2 = 0x9CE4, A3 = 0xCBF2;
const F64 = new Float64Array(1);
const F64In = new DataView(F64.buffer);
const F64Out = new Uint8Array(F64.buffer);
// ------------------------------------------------------------------
// Operation
//
// Prime: 1099511628211 (0x100000001B3 = 2^40 + 0x1B3)
//
// The multiply is computed as (A * 0x1B3) + (A << 40) modulo 2^64, 
// where (A << 40) adds (A0 << 8) to the third limb and (A1 << 8) 
// to the fourth.
//
// ------------------------------------------------------------------
function FNV1A64_OP(byte) {
    const L0 = A0 ^ byte;
    const T0 = L0 * 0x1B3;
    const T1 = A1 * 0x1B3 + (T0 >>> 16);
    const T2 = A2 * 0x1B3 + (T1 >>> 16) + (L0 << 8);
    const T3 = A3 * 0x1B3 + (T2 >>> 16) + (A1 << 8);
    A0 = T0 & 0xFFFF;
    A1 = T1 & 0xFFFF;
    A2 = T2 & 0xFFFF;
    A3 = T3 & 0xFFFF;
}
// ------------------------------------------------------------------
// Array
// ------------------------------------------------------------------
function FromArray(value) {
    FNV1A64_OP(ByteMarker.Array);
    for (const item of value) {
        FromValue(item);
    }
}
// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function FromBigInt(value) {
    FNV1A64_OP(ByteMarker.BigInt);
    F64In.setBigInt64(0, value);
    for (const byte of F64Out) {
        FNV1A64_OP(byte);
    }
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function FromBoolean(value) {
    FNV1A64_OP(ByteMarker.Boolean);
    FNV1A64_OP(value ? 1 : 0);
}
// ------------------------------------------------------------------
// Constructor
// ------------------------------------------------------------------
function FromConstructor(value) {
    FNV1A64_OP(ByteMarker.Constructor);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// Date
// ------------------------------------------------------------------
function FromDate(value) {
    FNV1A64_OP(ByteMarker.Date);
    FromValue(value.getTime());
}
// ------------------------------------------------------------------
// Function
// ------------------------------------------------------------------
function FromFunction(value) {
    FNV1A64_OP(ByteMarker.Function);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// Null
// ------------------------------------------------------------------
function FromNull(_value) {
    FNV1A64_OP(ByteMarker.Null);
}
// ------------------------------------------------------------------
// Number | IEEE754
// ------------------------------------------------------------------
function FromNumber(value) {
    FNV1A64_OP(ByteMarker.Number);
    F64In.setFloat64(0, value, true /* little-endian */);
    for (const byte of F64Out) {
        FNV1A64_OP(byte);
    }
}
// ------------------------------------------------------------------
// Object
// ------------------------------------------------------------------
function FromObject(value) {
    FNV1A64_OP(ByteMarker.Object);
    for (const key of InstanceKeys(value).sort()) {
        FromValue(key);
        FromValue(value[key]);
    }
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
function FromRegExp(value) {
    FNV1A64_OP(ByteMarker.RegExp);
    FromString(value.toString());
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
const encoder = new TextEncoder();
function FromString(value) {
    FNV1A64_OP(ByteMarker.String);
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if (code > 0x7F) {
            for (const byte of encoder.encode(value.slice(i))) {
                FNV1A64_OP(byte);
            }
            return;
        }
        FNV1A64_OP(code);
    }
}
// ------------------------------------------------------------------
// Symbol
// ------------------------------------------------------------------
function FromSymbol(value) {
    FNV1A64_OP(ByteMarker.Symbol);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// TypeArray
// ------------------------------------------------------------------
function FromTypeArray(value) {
    FNV1A64_OP(ByteMarker.TypeArray);
    const buffer = new Uint8Array(value.buffer);
    for (let i = 0; i < buffer.length; i++) {
        FNV1A64_OP(buffer[i]);
    }
}
// ------------------------------------------------------------------
// Undefined
// ------------------------------------------------------------------
function FromUndefined(_value) {
    return FNV1A64_OP(ByteMarker.Undefined);
}
// ------------------------------------------------------------------
// Hash
//
// deno-coverage-ignore-start - unreachable
//
// This function should all JavaScript values so we can't reach the
// fall-through. We use Unreachable to assert that no values pass
// through. We will need to handle these should they arise.
//
// ------------------------------------------------------------------
function FromValue(value) {
    return (globals/* IsTypeArray */.Kj(value) ? FromTypeArray(value) :
        globals/* IsDate */.XF(value) ? FromDate(value) :
            globals/* IsRegExp */.__(value) ? FromRegExp(value) :
                globals/* IsBoolean */.Zx(value) ? FromBoolean(value.valueOf()) :
                    globals/* IsString */.IP(value) ? FromString(value.valueOf()) :
                        globals/* IsNumber */.Mx(value) ? FromNumber(value.valueOf()) :
                            IsIEEE754(value) ? FromNumber(value) :
                                guard.IsArray(value) ? FromArray(value) :
                                    guard.IsBoolean(value) ? FromBoolean(value) :
                                        guard.IsBigInt(value) ? FromBigInt(value) :
                                            guard.IsConstructor(value) ? FromConstructor(value) :
                                                guard.IsNull(value) ? FromNull(value) :
                                                    guard.IsObject(value) ? FromObject(value) :
                                                        guard.IsString(value) ? FromString(value) :
                                                            guard.IsSymbol(value) ? FromSymbol(value) :
                                                                guard.IsUndefined(value) ? FromUndefined(value) :
                                                                    guard.IsFunction(value) ? FromFunction(value) :
                                                                        (0,unreachable/* Unreachable */.L)());
}
// deno-coverage-ignore-stop
// ------------------------------------------------------------------
// Hash
// ------------------------------------------------------------------
function Hex(limb) {
    return limb.toString(16).padStart(4, '0');
}
/** Generates a FNV1A-64 non cryptographic hash of the given value */
function HashCode(value) {
    return BigInt(`0x${Hash(value)}`);
}
/** Generates a FNV1A-64 non cryptographic hash of the given value */
function Hash(value) {
    A0 = 0x2325, A1 = 0x8422, A2 = 0x9CE4, A3 = 0xCBF2;
    FromValue(value);
    return `${Hex(A3)}${Hex(A2)}${Hex(A1)}${Hex(A0)}`;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/hashing/index.mjs



/***/ }),

/***/ 89168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ce: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.ce),
/* harmony export */   d3: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.d3),
/* harmony export */   wB: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.wB)
/* harmony export */ });
/* harmony import */ var _system_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24480);



/* unused harmony default export */ var __WEBPACK_DEFAULT_EXPORT__ = ((/* unused pure expression or super */ null && (System)));


/***/ }),

/***/ 97062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* reexport */ memory_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/memory/memory.mjs
var memory_namespaceObject = {};
__webpack_require__.r(memory_namespaceObject);
__webpack_require__.d(memory_namespaceObject, {
  Assign: () => (Assign),
  Clone: () => (Clone),
  Create: () => (Create),
  Discard: () => (Discard),
  Metrics: () => (Metrics),
  Update: () => (Update)
});

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/metrics.mjs
/** TypeBox instantiation metrics */
const Metrics = {
    assign: 0,
    create: 0,
    clone: 0,
    discard: 0,
    update: 0
};

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(71126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/keys.mjs

// ------------------------------------------------------------------
// Keys (alternatively, Reflect.ownKeys(...))
// ------------------------------------------------------------------
/** Returns the own string and symbol keys of the given object. */
function Keys(value) {
    return [...guard.Keys(value), ...guard.Symbols(value)];
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/finalize.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// Freeze
// ------------------------------------------------------------------
function Freeze(value, seen) {
    if (seen.has(value))
        return;
    seen.add(value);
    for (const key of Keys(value)) {
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        if (!descriptor || !('value' in descriptor))
            continue;
        if (guard.IsObject(descriptor.value))
            Freeze(descriptor.value, seen);
    }
    Object.freeze(value);
}
// ------------------------------------------------------------------
// Finalize
// ------------------------------------------------------------------
/** Finalizes a type. Will recursively freeze if `immutableTypes` is true, otherwise no action. */
function Finalize(value) {
    if (!settings/* Settings.Get */.w.Get().immutableTypes)
        return value;
    Freeze(value, new WeakSet());
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/assign.mjs
// deno-lint-ignore-file ban-types no-explicit-any
// deno-fmt-ignore-file



/** Performs an Object assign using the Left and Right object types. */
function Assign(left, right) {
    Metrics.assign += 1;
    const result = {}, rightKeys = Keys(right), leftKeys = Keys(left);
    for (const key of leftKeys) {
        if (rightKeys.includes(key))
            continue;
        Object.defineProperty(result, key, Object.getOwnPropertyDescriptor(left, key));
    }
    for (const key of rightKeys) {
        Object.defineProperty(result, key, Object.getOwnPropertyDescriptor(right, key));
    }
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/clone.mjs
// deno-lint-ignore-file no-explicit-any
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Clone
// ------------------------------------------------------------------
/** Returns a shallow clone of the given object. */
function Clone(value) {
    Metrics.clone += 1;
    const result = {};
    for (const key of Keys(value)) {
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(value, key); // safe-name!
        if (guard.IsEqual(descriptor.enumerable, true)) {
            result[key] = descriptor.value;
        }
        else {
            Object.defineProperty(result, key, descriptor);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/create.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// WithEnumerable
// ------------------------------------------------------------------
function WithEnumerable(left, right) {
    return { ...left, ...right };
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function WithHidden(left, right) {
    for (const key of Object.keys(right)) {
        Object.defineProperty(left, key, {
            configurable: true,
            writable: true,
            enumerable: false,
            value: right[key]
        });
    }
    return left;
}
// ------------------------------------------------------------------
// Create
// ------------------------------------------------------------------
/** Creates an object with hidden, enumerable, and optional property sets. */
function Create(hidden, enumerable, options = {}) {
    Metrics.create += 1;
    const withEnumerable = WithEnumerable(enumerable, options);
    const withHidden = settings/* Settings.Get */.w.Get().enumerableKind ? WithEnumerable(withEnumerable, hidden) : WithHidden(withEnumerable, hidden);
    return Finalize(withHidden);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/discard.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// Discard
// ------------------------------------------------------------------
/** Discards property keys from the given object. */
function Discard(value, propertyKeys) {
    Metrics.discard += 1;
    const result = {};
    for (const key of Keys(value)) {
        if (propertyKeys.includes(key))
            continue;
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        Object.defineProperty(result, key, descriptor);
    }
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/update.mjs
// deno-lint-ignore-file no-explicit-any





// ------------------------------------------------------------------
// WithCurrent
// ------------------------------------------------------------------
function WithCurrent(current, hiddenKeys, enumerableKeys, result) {
    for (const key of Keys(current)) {
        if (guard.IsUnsafePropertyKey(key) || hiddenKeys.includes(key) || enumerableKeys.includes(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(current, key); // safe-name!
        Object.defineProperty(result, key, descriptor);
    }
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function update_WithHidden(hidden, keys, result) {
    const enumerableKind = settings/* Settings.Get */.w.Get().enumerableKind;
    for (const key of keys) {
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        Object.defineProperty(result, key, {
            configurable: true,
            writable: true,
            enumerable: enumerableKind,
            value: hidden[key]
        });
    }
}
// ------------------------------------------------------------------
// WithEnumerable
// ------------------------------------------------------------------
function update_WithEnumerable(enumerable, keys, result) {
    for (const key of keys) {
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        Object.defineProperty(result, key, {
            configurable: true,
            enumerable: true,
            writable: true,
            value: enumerable[key]
        });
    }
}
// ------------------------------------------------------------------
// Update
// ------------------------------------------------------------------
/** Updates an existing type with additional hidden and enumerable properties while preserving property configuration. */
function Update(current, hidden, enumerable) {
    Metrics.update += 1;
    const result = {}, hiddenKeys = Keys(hidden), enumerableKeys = Keys(enumerable);
    WithCurrent(current, hiddenKeys, enumerableKeys, result);
    update_WithHidden(hidden, hiddenKeys, result);
    update_WithEnumerable(enumerable, enumerableKeys, result);
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/memory.mjs
// deno-fmt-ignore-file







;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/index.mjs



/***/ }),

/***/ 71126:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* reexport module object */ _settings_mjs__WEBPACK_IMPORTED_MODULE_0__)
/* harmony export */ });
/* harmony import */ var _settings_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25029);



/***/ }),

/***/ 25029:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Get: () => (/* binding */ Get),
/* harmony export */   Reset: () => (/* binding */ Reset),
/* harmony export */   Set: () => (/* binding */ Set)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88642);

// -------------------------------------------------------------------
// State
// -------------------------------------------------------------------
// Internal mutable state
const settings = {
    immutableTypes: false,
    maxErrors: 8,
    maxParseErrors: 1,
    maxInstantiationCount: 128,
    useAcceleration: true,
    exactOptionalPropertyTypes: false,
    enumerableKind: false,
    correctiveParse: false,
    unionPrioritySort: true
};
// -------------------------------------------------------------------
// Reset
// -------------------------------------------------------------------
/** Resets system settings to defaults */
function Reset() {
    settings.immutableTypes = false;
    settings.maxErrors = 8;
    settings.maxParseErrors = 1;
    settings.maxInstantiationCount = 128;
    settings.useAcceleration = true;
    settings.exactOptionalPropertyTypes = false;
    settings.enumerableKind = false;
    settings.correctiveParse = false;
    settings.unionPrioritySort = true;
}
// -------------------------------------------------------------------
// Set
// -------------------------------------------------------------------
/** Sets system settings */
function Set(options) {
    for (const key of _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.Keys(options)) {
        const value = options[key];
        if (value !== undefined) {
            Object.defineProperty(settings, key, { value });
        }
    }
}
// -------------------------------------------------------------------
// Get
// -------------------------------------------------------------------
/** Gets current system settings */
function Get() {
    return settings;
}


/***/ }),

/***/ 24480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d3: () => (/* reexport */ arguments_arguments),
  ce: () => (/* reexport */ memory/* Memory */.c),
  wB: () => (/* reexport */ settings/* Settings */.w)
});

// UNUSED EXPORTS: Environment, Hashing, Locale

// EXTERNAL MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
var arguments_arguments = __webpack_require__(97565);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/arguments/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/system/environment/index.mjs + 2 modules
var environment = __webpack_require__(93552);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/hashing/index.mjs + 1 modules
var hashing = __webpack_require__(83755);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(71126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/system.mjs








/***/ }),

/***/ 69701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ Unreachable)
/* harmony export */ });
// deno-coverage-ignore-start - unreachable by definition
/** Used for unreachable logic */
function Unreachable() {
    throw new Error('Unreachable');
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 31195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ AddImmutable),
/* harmony export */   h: () => (/* binding */ AddImmutableDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_immutable_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28735);
// deno-fmt-ignore-file


/** Creates a deferred AddImmutable action. */
function AddImmutableDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddImmutable', [type], options);
}
/** Applies an AddImmutable action to a type. */
function AddImmutable(type, options = {}) {
    return (0,_engine_immutable_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddImmutableAction */ .K)(type, options);
}


/***/ }),

/***/ 54349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ AddOptional),
/* harmony export */   f: () => (/* binding */ AddOptionalDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31199);
// deno-fmt-ignore-file


/** Creates a deferred AddOptional action. */
function AddOptionalDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddOptional', [type], options);
}
/** Applies an AddOptional action to a type. */
function AddOptional(type, options = {}) {
    return (0,_engine_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddOptionalAction */ .M)(type, options);
}


/***/ }),

/***/ 66003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ AddReadonlyDeferred),
/* harmony export */   w: () => (/* binding */ AddReadonly)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12149);
// deno-fmt-ignore-file


/** Creates a deferred AddReadonly action. */
function AddReadonlyDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddReadonly', [type], options);
}
/** Applies an AddReadonly action to a type. */
function AddReadonly(type, options = {}) {
    return (0,_engine_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddReadonlyAction */ .I)(type, options);
}


/***/ }),

/***/ 33200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ RemoveOptional),
/* harmony export */   e: () => (/* binding */ RemoveOptionalDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95806);
// deno-fmt-ignore-file


/** Creates a deferred RemoveOptional action. */
function RemoveOptionalDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('RemoveOptional', [type], options);
}
/** Applies an RemoveOptional action to a type. */
function RemoveOptional(type, options = {}) {
    return (0,_engine_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RemoveOptionalAction */ .H)(type, options);
}


/***/ }),

/***/ 98068:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ Capitalize),
/* harmony export */   W: () => (/* binding */ CapitalizeDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28955);
// deno-fmt-ignore-file


/** Creates a deferred Capitalize action. */
function CapitalizeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Capitalize', [type], options);
}
/** Applies a Capitalize action to the given type. */
function Capitalize(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CapitalizeAction */ .xQ)(type, options);
}


/***/ }),

/***/ 68650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ ConditionalDeferred),
/* harmony export */   b: () => (/* binding */ Conditional)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_conditional_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1879);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Conditional action. */
function ConditionalDeferred(left, right, true_, false_, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Conditional', [left, right, true_, false_], options);
}
/** Applies a Conditional action to the given types. */
function Conditional(left, right, true_, false_, options = {}) {
    return (0,_engine_conditional_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ConditionalAction */ .Z)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), left, right, true_, false_, options);
}


/***/ }),

/***/ 64869:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ConstructorParametersDeferred),
/* harmony export */   R: () => (/* binding */ ConstructorParameters)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_constructor_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6988);
// deno-fmt-ignore-file


/** Creates a deferred ConstructorParameters action. */
function ConstructorParametersDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ConstructorParameters', [type], options);
}
/** Applies a ConstructorParameters action to a type. */
function ConstructorParameters(type, options = {}) {
    return (0,_engine_constructor_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ConstructorParametersAction */ .l)(type, options);
}


/***/ }),

/***/ 49731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ Evaluate),
/* harmony export */   Z: () => (/* binding */ EvaluateDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_evaluate_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36018);
// deno-fmt-ignore-file


/** Creates a deferred Evaluate action. */
function EvaluateDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Evaluate', [type], options);
}
/** Applies an Evaluate action to a type. */
function Evaluate(type, options = {}) {
    return (0,_engine_evaluate_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .EvaluateAction */ .i)(type, options);
}


/***/ }),

/***/ 74276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ExcludeDeferred),
/* harmony export */   n: () => (/* binding */ Exclude)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69345);
// deno-fmt-ignore-file


/** Creates a deferred Exclude action. */
function ExcludeDeferred(left, right, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Exclude', [left, right], options);
}
/** Applies a Exclude action using the given types */
function Exclude(left, right, options = {}) {
    return (0,_engine_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExcludeAction */ .d)(left, right, options);
}


/***/ }),

/***/ 47329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ Extract),
/* harmony export */   r: () => (/* binding */ ExtractDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_extract_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56162);
// deno-fmt-ignore-file


/** Creates a deferred Extract action. */
function ExtractDeferred(left, right, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Extract', [left, right], options);
}
/** Applies an Extract action using the given types. */
function Extract(left, right, options = {}) {
    return (0,_engine_extract_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExtractAction */ .E)(left, right, options);
}


/***/ }),

/***/ 96301:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hl: () => (/* reexport */ _add_immutable/* AddImmutableDeferred */.h),
  fo: () => (/* reexport */ _add_optional/* AddOptionalDeferred */.f),
  Tv: () => (/* reexport */ _add_readonly/* AddReadonlyDeferred */.T),
  WE: () => (/* reexport */ capitalize/* CapitalizeDeferred */.W),
  Mv: () => (/* reexport */ conditional/* ConditionalDeferred */.M),
  OS: () => (/* reexport */ constructor_parameters/* ConstructorParametersDeferred */.O),
  SZ: () => (/* reexport */ evaluate/* Evaluate */.S),
  Z0: () => (/* reexport */ evaluate/* EvaluateDeferred */.Z),
  Y8: () => (/* reexport */ exclude/* ExcludeDeferred */.Y),
  rH: () => (/* reexport */ extract/* ExtractDeferred */.r),
  jK: () => (/* reexport */ indexed/* Index */.j),
  C: () => (/* reexport */ indexed/* IndexDeferred */.C),
  Zq: () => (/* reexport */ instance_type/* InstanceTypeDeferred */.Z),
  fY: () => (/* reexport */ action_interface/* InterfaceDeferred */.fY),
  HG: () => (/* reexport */ action_interface/* IsInterfaceDeferred */.HG),
  gq: () => (/* reexport */ keyof/* KeyOfDeferred */.g),
  ZI: () => (/* reexport */ lowercase/* LowercaseDeferred */.Z),
  nH: () => (/* reexport */ mapped/* MappedDeferred */.n),
  yn: () => (/* reexport */ action_module/* ModuleDeferred */.y),
  oc: () => (/* reexport */ non_nullable/* NonNullableDeferred */.o),
  lh: () => (/* reexport */ omit/* OmitDeferred */.l),
  SD: () => (/* reexport */ parameters/* ParametersDeferred */.S),
  Lr: () => (/* reexport */ partial/* PartialDeferred */.L),
  x7: () => (/* reexport */ pick/* PickDeferred */.x),
  zU: () => (/* reexport */ readonly_object/* ReadonlyObjectDeferred */.zU),
  eT: () => (/* reexport */ _remove_optional/* RemoveOptionalDeferred */.e),
  Sk: () => (/* reexport */ RemoveReadonlyDeferred),
  dT: () => (/* reexport */ required/* RequiredDeferred */.d),
  wx: () => (/* reexport */ return_type/* ReturnTypeDeferred */.w),
  Vv: () => (/* reexport */ uncapitalize/* UncapitalizeDeferred */.V),
  io: () => (/* reexport */ uppercase/* UppercaseDeferred */.i),
  Ry: () => (/* reexport */ action_with/* With */.R),
  ky: () => (/* reexport */ action_with/* WithDeferred */.k)
});

// UNUSED EXPORTS: AddImmutable, AddOptional, AddReadonly, Capitalize, Conditional, ConstructorParameters, Exclude, Extract, InstanceType, Interface, KeyOf, Lowercase, Mapped, Module, NonNullable, Omit, Parameters, Partial, Pick, ReadonlyObject, ReadonlyType, RemoveImmutable, RemoveImmutableDeferred, RemoveOptional, RemoveReadonly, Required, ReturnType, Uncapitalize, Uppercase

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_immutable.mjs
var _add_immutable = __webpack_require__(31195);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_readonly.mjs
var _add_readonly = __webpack_require__(66003);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_optional.mjs
var _add_optional = __webpack_require__(54349);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(14530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_remove.mjs
var instantiate_remove = __webpack_require__(7518);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_immutable.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveImmutable action. */
function RemoveImmutableDeferred(type, options = {}) {
    return Deferred('RemoveImmutable', [type], options);
}
/** Applies an RemoveImmutable action to a type. */
function RemoveImmutable(type, options = {}) {
    return RemoveImmutableAction(type, options);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_remove.mjs
var readonly_instantiate_remove = __webpack_require__(86036);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_readonly.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveReadonly action. */
function RemoveReadonlyDeferred(type, options = {}) {
    return (0,deferred/* Deferred */.c)('RemoveReadonly', [type], options);
}
/** Applies an RemoveReadonly action to a type. */
function RemoveReadonly(type, options = {}) {
    return RemoveReadonlyAction(type, options);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_remove_optional.mjs
var _remove_optional = __webpack_require__(33200);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(98068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/conditional.mjs
var conditional = __webpack_require__(68650);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/constructor_parameters.mjs
var constructor_parameters = __webpack_require__(64869);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/evaluate.mjs
var evaluate = __webpack_require__(49731);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/exclude.mjs
var exclude = __webpack_require__(74276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(47329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/indexed.mjs
var indexed = __webpack_require__(44149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/instance_type.mjs
var instance_type = __webpack_require__(33430);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/interface.mjs
var action_interface = __webpack_require__(1971);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(26300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(34737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(49547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/module.mjs
var action_module = __webpack_require__(67474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/non_nullable.mjs
var non_nullable = __webpack_require__(8673);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(96317);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/parameters.mjs
var parameters = __webpack_require__(9238);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(10641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(96185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(62930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(98889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/return_type.mjs
var return_type = __webpack_require__(66243);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(47297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/with.mjs
var action_with = __webpack_require__(60866);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/index.mjs
































/***/ }),

/***/ 44149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ IndexDeferred),
/* harmony export */   j: () => (/* binding */ Index)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_indexed_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71832);
// deno-fmt-ignore-file




/** Creates a deferred Index action. */
function IndexDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Index', [type, indexer], options);
}
/** Applies a Index action using the given types. */
function Index(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_indexed_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IndexAction */ .R)(type, indexer, options);
}


/***/ }),

/***/ 33430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ InstanceTypeDeferred),
/* harmony export */   y: () => (/* binding */ InstanceType)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_instance_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17067);
// deno-fmt-ignore-file


/** Creates a deferred InstanceType action. */
function InstanceTypeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('InstanceType', [type], options);
}
/** Applies a InstanceType action to the given type. */
function InstanceType(type, options = {}) {
    return (0,_engine_instance_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstanceTypeAction */ .u)(type, options);
}


/***/ }),

/***/ 1971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ IsInterfaceDeferred),
/* harmony export */   KA: () => (/* binding */ Interface),
/* harmony export */   fY: () => (/* binding */ InterfaceDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_interface_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15474);
// deno-fmt-ignore-file




/** Creates a deferred Interface action. */
function InterfaceDeferred(heritage, properties, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Interface', [heritage, properties], options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if this value is a deferred Interface action. */
function IsInterfaceDeferred(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.HasPropertyKey(value, 'action')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsEqual(value.action, 'Interface');
}
/** Creates an Interface using the given heritage and properties. */
function Interface(heritage, properties, options = {}) {
    return (0,_engine_interface_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InterfaceAction */ .i)(heritage, properties, options);
}


/***/ }),

/***/ 26300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ KeyOfDeferred),
/* harmony export */   t: () => (/* binding */ KeyOf)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_keyof_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51829);
// deno-fmt-ignore-file


/** Creates a deferred KeyOf action. */
function KeyOfDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('KeyOf', [type], options);
}
/** Applies a KeyOf action to the given type. */
function KeyOf(type, options = {}) {
    return (0,_engine_keyof_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeyOfAction */ .L)(type, options);
}


/***/ }),

/***/ 34737:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Lowercase),
/* harmony export */   Z: () => (/* binding */ LowercaseDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28955);
// deno-fmt-ignore-file


/** Creates a deferred Lowercase action. */
function LowercaseDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Lowercase', [type], options);
}
/** Applies a Lowercase action to the given type. */
function Lowercase(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .LowercaseAction */ .wD)(type, options);
}


/***/ }),

/***/ 49547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ MappedDeferred),
/* harmony export */   u: () => (/* binding */ Mapped)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_mapped_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13347);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Mapped action. */
function MappedDeferred(identifier, type, as, property, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Mapped', [identifier, type, as, property], options);
}
/** Applies a Mapped action using the given types. */
function Mapped(identifier, type, as, property, options = {}) {
    return (0,_engine_mapped_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .MappedAction */ .e)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), identifier, type, as, property, options);
}


/***/ }),

/***/ 67474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ Module),
/* harmony export */   y: () => (/* binding */ ModuleDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _engine_module_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89567);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Module action. */
function ModuleDeferred(declarations, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Module', [declarations], options);
}
/** Creates a Module with the given declarations */
function Module(declarations, options = {}) {
    return (0,_engine_module_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ModuleInstantiate */ .L)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw)([], []), declarations, options);
}


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ NonNullableDeferred),
/* harmony export */   p: () => (/* binding */ NonNullable)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_non_nullable_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37096);
// deno-fmt-ignore-file


/** Creates a deferred NonNullable action. */
function NonNullableDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('NonNullable', [type], options);
}
/** Applies a NonNullable action to the given type. */
function NonNullable(type, options = {}) {
    return (0,_engine_non_nullable_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .NonNullableAction */ .H)(type, options);
}


/***/ }),

/***/ 96317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ Omit),
/* harmony export */   l: () => (/* binding */ OmitDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_omit_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91952);
// deno-fmt-ignore-file




/** Creates a deferred Omit action. */
function OmitDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Omit', [type, indexer], options);
}
/** Applies a Omit action using the given types. */
function Omit(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_omit_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .OmitAction */ .c)(type, indexer, options);
}


/***/ }),

/***/ 9238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ Parameters),
/* harmony export */   S: () => (/* binding */ ParametersDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71995);
// deno-fmt-ignore-file


/** Creates a deferred Parameters action. */
function ParametersDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Parameters', [type], options);
}
/** Applies a Parameters action to the given type. */
function Parameters(type, options = {}) {
    return (0,_engine_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ParametersAction */ .l)(type, options);
}


/***/ }),

/***/ 10641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ PartialDeferred),
/* harmony export */   e: () => (/* binding */ Partial)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_partial_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30566);
// deno-fmt-ignore-file


/** Creates a deferred Partial action. */
function PartialDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Partial', [type], options);
}
/** Applies a Partial action to the given type. */
function Partial(type, options = {}) {
    return (0,_engine_partial_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .PartialAction */ .g)(type, options);
}


/***/ }),

/***/ 96185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ Pick),
/* harmony export */   x: () => (/* binding */ PickDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_pick_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42820);
// deno-fmt-ignore-file




/** Creates a deferred Pick action. */
function PickDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Pick', [type, indexer], options);
}
/** Applies a Pick action using the given types. */
function Pick(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_pick_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .PickAction */ .q)(type, indexer, options);
}


/***/ }),

/***/ 62930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y3: () => (/* binding */ ReadonlyObject),
/* harmony export */   th: () => (/* binding */ ReadonlyType),
/* harmony export */   zU: () => (/* binding */ ReadonlyObjectDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_readonly_object_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23209);
// deno-fmt-ignore-file


/** Creates a deferred ReadonlyType action. */
function ReadonlyObjectDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ReadonlyObject', [type], options);
}
/** This type is an alias for TypeScript's `Readonly<T>` utility type. It will make all properties of a TObject readonly or marks an TArray or TTuple as immutable `readonly T[]`. */
function ReadonlyObject(type, options = {}) {
    return (0,_engine_readonly_object_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ReadonlyObjectAction */ .i)(type, options);
}
// ------------------------------------------------------------------
// Alias
// ------------------------------------------------------------------
/**
 * This type has been renamed to ReadonlyObject.
 * @deprecated
*/
const ReadonlyType = ReadonlyObject;


/***/ }),

/***/ 98889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ RequiredDeferred),
/* harmony export */   m: () => (/* binding */ Required)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_required_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11062);
// deno-fmt-ignore-file


/** Creates a deferred Required action. */
function RequiredDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Required', [type], options);
}
/** Applies a Required action to the given type. */
function Required(type, options = {}) {
    return (0,_engine_required_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RequiredAction */ .I)(type, options);
}


/***/ }),

/***/ 66243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ ReturnType),
/* harmony export */   w: () => (/* binding */ ReturnTypeDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_return_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17490);
// deno-fmt-ignore-file


/** Creates a deferred ReturnType action. */
function ReturnTypeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ReturnType', [type], options);
}
/** Applies a ReturnType action to the given type. */
function ReturnType(type, options = {}) {
    return (0,_engine_return_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ReturnTypeAction */ .P)(type, options);
}


/***/ }),

/***/ 47297:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ UncapitalizeDeferred),
/* harmony export */   w: () => (/* binding */ Uncapitalize)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28955);
// deno-fmt-ignore-file


/** Creates a deferred Uncapitalize action. */
function UncapitalizeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Uncapitalize', [type], options);
}
/** Applies a Uncapitalize action to the given type. */
function Uncapitalize(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .UncapitalizeAction */ .sy)(type, options);
}


/***/ }),

/***/ 4170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ UppercaseDeferred),
/* harmony export */   r: () => (/* binding */ Uppercase)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28955);
// deno-fmt-ignore-file


/** Creates a deferred Uppercase action. */
function UppercaseDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Uppercase', [type], options);
}
/** Applies a Uppercase action to the given type. */
function Uppercase(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .UppercaseAction */ .bN)(type, options);
}


/***/ }),

/***/ 60866:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ With),
/* harmony export */   k: () => (/* binding */ WithDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14530);
/* harmony import */ var _engine_with_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2703);
// deno-fmt-ignore-file


/** Creates a deferred With action. */
function WithDeferred(type, options) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('With', [type, options], {});
}
/** Applies annotation options to the given type. */
function With(type, options) {
    return (0,_engine_with_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .WithAction */ .b)(type, options);
}


/***/ }),

/***/ 97487:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ CallInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(71126);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(43042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/generic.mjs
var generic = __webpack_require__(73778);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(54798);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(14530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate_evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/distribute_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------


function CollectDistributionNames(expression, result = []) {
    return (
    // Conditional
    (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Conditional')
        ? (0,ref/* IsRef */.i)(expression.parameters[0])
            ? CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], [...result, expression.parameters[0]['$ref']]))
            : CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], result))
        // Mapped
        : (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Mapped')
            ? ((0,deferred/* IsDeferred */.E)(expression.parameters[1]) && guard.IsEqual(expression.parameters[1].action, 'KeyOf') && (0,ref/* IsRef */.i)(expression.parameters[1].parameters[0]) ? [...result, expression.parameters[1].parameters[0]['$ref']] :
                result) : result);
}
function BuildDistributionArray(parameters, names) {
    return parameters.reduce((result, left) => [...result, names.includes(left.name)], []);
}
function ZipDistributionArray(arguments_, distributionArray, result = []) {
    return guard.ShiftLeft(arguments_, (argumentLeft, argumentRight) => guard.ShiftLeft(distributionArray, (booleanLeft, booleanRight) => ZipDistributionArray(argumentRight, booleanRight, [...result, [booleanLeft, argumentLeft]]), () => result), () => result);
}
function CanonicalArgument(type) {
    return ((0,template_literal/* IsTemplateLiteral */.gm)(type) ? (0,evaluate_evaluate/* EvaluateTemplateLiteral */.pF)(type.pattern) :
        (0,types_enum/* IsEnum */.Kk)(type) ? (0,evaluate_evaluate/* EvaluateEnum */.zu)(type.enum) :
            type);
}
function Expand(type) {
    const canonicalArgument = CanonicalArgument(type);
    return ((0,union/* IsUnion */.my)(canonicalArgument)
        ? [...canonicalArgument.anyOf]
        : [canonicalArgument]);
}
function Append(current, type) {
    return current.reduce((result, left) => [...result, [...left, type]], []);
}
function Cross(current, variants) {
    return variants.reduce((result, left) => {
        return [...result, ...Append(current, left)];
    }, []);
}
function Distribute(zipped) {
    return zipped.reduce((result, left) => {
        return guard.IsEqual(left[0], true)
            ? Cross(result, Expand(left[1]))
            : Cross(result, [left[1]]); // - no-expansion
    }, [[]]);
}
function DistributeArguments(parameters, arguments_, expression) {
    const distributionNames = CollectDistributionNames(expression);
    const distributionArray = BuildDistributionArray(parameters, distributionNames);
    const zippedArguments = ZipDistributionArray(arguments_, distributionArray);
    return ((0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Conditional')
        ? Distribute(zippedArguments)
        : (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Mapped')
            ? Distribute(zippedArguments)
            : [arguments_]);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_target.mjs
// deno-fmt-ignore-file



function FromNotResolvable() {
    return ['(not-resolvable)', (0,never/* Never */.ps)()];
}
function FromNotGeneric() {
    return ['(not-generic)', (0,never/* Never */.ps)()];
}
function FromGeneric(name, parameters, expression) {
    return [name, (0,generic/* Generic */.c)(parameters, expression)];
}
function FromRef(context, ref, arguments_) {
    return (ref in context
        ? FromType(context, ref, context[ref], arguments_)
        : FromNotResolvable());
}
function FromType(context, name, target, arguments_) {
    return ((0,generic/* IsGeneric */.E)(target) ? FromGeneric(name, target.parameters, target.expression) :
        (0,ref/* IsRef */.i)(target) ? FromRef(context, target.$ref, arguments_) :
            FromNotGeneric());
}
/** Resolves a named generic target from the context, or returns TNever if it cannot be resolved or is not generic. */
function ResolveTarget(context, target, arguments_) {
    return FromType(context, '(anonymous)', target, arguments_);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(35889);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// AssertArgument
// ------------------------------------------------------------------
function AssertArgumentExtends(name, type, extends_) {
    if ((0,infer/* IsInfer */.t)(type) || (0,call/* IsCall */.rx)(type) || type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike((0,type_extends/* Extends */.q)({}, type, extends_)))
        return;
    const cause = { parameter: name, expect: extends_, actual: type };
    // @ts-ignore - no definition for { cause } options 
    throw new Error(`Argument for parameter ${name} does not satisfy constraint`, { cause });
}
function BindArgument(context, state, name, extends_, type) {
    const instantiatedArgument = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    AssertArgumentExtends(name, instantiatedArgument, extends_);
    return memory/* Memory.Assign */.c.Assign(context, { [name]: instantiatedArgument });
}
function BindArguments(context, state, parameterLeft, parameterRight, arguments_) {
    const instantiatedExtends = (0,instantiate/* InstantiateType */.zO)(context, state, parameterLeft.extends);
    const instantiatedEquals = (0,instantiate/* InstantiateType */.zO)(context, state, parameterLeft.equals);
    return guard.ShiftLeft(arguments_, (left, right) => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, left), state, parameterRight, right), () => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, instantiatedEquals), state, parameterRight, []));
}
function BindParameters(context, state, parameters, arguments_) {
    return guard.ShiftLeft(parameters, (left, right) => BindArguments(context, state, left, right, arguments_), () => context);
}
function ResolveArgumentsContext(context, state, parameters, arguments_) {
    return BindParameters(context, state, parameters, arguments_);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/instantiate.mjs
// deno-fmt-ignore-file









// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------



// ------------------------------------------------------------------
// InstantiationGuard
// ------------------------------------------------------------------
let instantiationDepth = 0;
let instantiationCount = 0;
function InstantiationAssert() {
    if (guard.IsLessThan(instantiationCount, settings/* Settings.Get */.w.Get().maxInstantiationCount))
        return;
    throw Error('Type instantiation is excessively deep and possibly infinite');
}
function InstantiationIncrement() {
    InstantiationAssert();
    instantiationCount++;
    instantiationDepth++;
}
function InstantiationDecrement() {
    instantiationDepth--;
    if (guard.IsEqual(instantiationDepth, 0))
        instantiationCount = 0;
}
function Peek(state) {
    const result = guard.IsGreaterThan(state.callstack.length, 0) ? state.callstack[state.callstack.length - 1] : '';
    return result;
}
function IsTailCall(state, name) {
    const result = guard.IsEqual(Peek(state), name);
    return result;
}
function CallDispatch(context, state, target, parameters, expression, arguments_) {
    InstantiationIncrement();
    try {
        const argumentsContext = ResolveArgumentsContext(context, state, parameters, arguments_);
        const returnType = (0,instantiate/* InstantiateType */.zO)(argumentsContext, (0,instantiate/* State */.Uw)([...state['callstack'], target['$ref']], state['visited']), expression);
        return (0,instantiate/* InstantiateType */.zO)(argumentsContext, (0,instantiate/* State */.Uw)([], []), returnType);
    }
    finally {
        InstantiationDecrement();
    }
}
function CallDistributed(context, state, target, parameters, expression, distributedArguments) {
    return distributedArguments.reduce((result, arguments_) => {
        const returnType = CallDispatch(context, state, target, parameters, expression, arguments_);
        return [...result, returnType];
    }, []);
}
function CallImmediate(context, state, target, parameters, expression, arguments_) {
    const distributedArguments = DistributeArguments(parameters, arguments_, expression);
    const returnTypes = CallDistributed(context, state, target, parameters, expression, distributedArguments);
    const result = guard.IsEqual(returnTypes.length, 1) ? returnTypes[0] : (0,evaluate/* EvaluateUnion */.hM)(returnTypes);
    return result;
}
function CallInstantiate(context, state, target, arguments_) {
    const instantiatedArguments = (0,instantiate/* InstantiateTypes */.kX)(context, state, arguments_);
    const resolved = ResolveTarget(context, target, arguments_);
    const name = resolved[0];
    const type = resolved[1];
    const result = ((0,generic/* IsGeneric */.E)(type)
        ? IsTailCall(state, name)
            ? (0,call/* CallConstruct */.EU)((0,ref/* Ref */.o)(name), instantiatedArguments)
            : CallImmediate(context, state, (0,ref/* Ref */.o)(name), type.parameters, type.expression, instantiatedArguments)
        : (0,call/* CallConstruct */.EU)(target, instantiatedArguments));
    return result;
}


/***/ }),

/***/ 24759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* reexport safe */ _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__.B)
/* harmony export */ });
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1879);



/***/ }),

/***/ 1879:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ConditionalInstantiate),
/* harmony export */   Z: () => (/* binding */ ConditionalAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31520);
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5257);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7749);
/* harmony import */ var _action_conditional_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68650);
// deno-fmt-ignore-file





function ConditionalOperation(context, state, left, right, true_, false_) {
    const extendsResult = (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Extends */ .q)(context, left, right);
    return (_extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExtendsResult.IsExtendsUnion */ .d.IsExtendsUnion(extendsResult) ? (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Union */ .gP)([(0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(extendsResult.inferred, state, true_), (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, false_)]) :
        _extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExtendsResult.IsExtendsTrue */ .d.IsExtendsTrue(extendsResult) ? (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(extendsResult.inferred, state, true_) :
            (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, false_));
}
function ConditionalAction(context, state, left, right, true_, false_, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .CanInstantiate */ .pZ)([left, right])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ConditionalOperation(context, state, left, right, true_, false_), {}, options)
        : (0,_action_conditional_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ConditionalDeferred */ .M)(left, right, true_, false_, options);
    return result;
}
function ConditionalInstantiate(context, state, left, right, true_, false_, options) {
    const instantiatedLeft = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, left);
    const instantiatedRight = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, right);
    return ConditionalAction(context, state, instantiatedLeft, instantiatedRight, true_, false_, options);
}


/***/ }),

/***/ 6988:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ ConstructorParametersInstantiate),
/* harmony export */   l: () => (/* binding */ ConstructorParametersAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62023);
/* harmony import */ var _action_constructor_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64869);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ConstructorParametersOperation(type) {
    const parameters = (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? type['parameters'] : [];
    const instantiatedParameters = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateElements */ .q1)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), parameters);
    const result = (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Tuple */ .rd)(instantiatedParameters);
    return result;
}
function ConstructorParametersAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ConstructorParametersOperation(type), {}, options)
        : (0,_action_constructor_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ConstructorParametersDeferred */ .O)(type, options);
    return result;
}
function ConstructorParametersInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ConstructorParametersAction(instantiatedType, options);
}


/***/ }),

/***/ 39324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ CyclicCandidates)
/* harmony export */ });
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74280);
/* harmony import */ var _check_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41458);
// deno-fmt-ignore-file


function ResolveCandidateKeys(context, keys) {
    return keys.reduce((result, left) => {
        return (0,_check_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CyclicCheck */ .m)([left], context, context[left])
            ? [...result, left]
            : result;
    }, []);
}
/** Returns keys for context types that need to be transformed to TCyclic. */
function CyclicCandidates(context) {
    const keys = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_0__/* .PropertyKeys */ .K4)(context);
    const result = ResolveCandidateKeys(context, keys);
    return result;
}


/***/ }),

/***/ 41458:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ CyclicCheck)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(88642);
/* harmony import */ var _types_array_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97894);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46951);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69270);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10982);
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74280);
/* harmony import */ var _types_record_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58848);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62023);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(31520);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43042);
/* harmony import */ var _action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1971);
// deno-fmt-ignore-file












function FromRef(stack, context, ref) {
    return (stack.includes(ref)
        ? true
        : FromType([...stack, ref], context, context[ref]));
}
function FromProperties(stack, context, properties) {
    const types = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__/* .PropertyValues */ .o6)(properties);
    return FromTypes(stack, context, types);
}
function FromTypes(stack, context, types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.ShiftLeft(types, (left, right) => FromType(stack, context, left)
        ? true
        : FromTypes(stack, context, right), () => false);
}
function FromType(stack, context, type) {
    return ((0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsRef */ .i)(type) ? FromRef(stack, context, type.$ref) :
        (0,_types_array_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsArray */ .QS)(type) ? FromType(stack, context, type.items) :
            (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? FromTypes(stack, context, [...type.parameters, type.instanceType]) :
                (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsFunction */ .hg)(type) ? FromTypes(stack, context, [...type.parameters, type.returnType]) :
                    (0,_action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__/* .IsInterfaceDeferred */ .HG)(type) ? FromProperties(stack, context, type.parameters[1]) :
                        (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsIntersect */ .Yq)(type) ? FromTypes(stack, context, type.allOf) :
                            (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsObject */ .av)(type) ? FromProperties(stack, context, type.properties) :
                                (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsUnion */ .my)(type) ? FromTypes(stack, context, type.anyOf) :
                                    (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsTuple */ .PN)(type) ? FromTypes(stack, context, type.items) :
                                        (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsRecord */ .cZ)(type) ? FromType(stack, context, (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .RecordValue */ .Bo)(type)) :
                                            false);
}
/** Performs a cyclic check on the given type. Initial key stack can be empty, but faster if specified */
function CyclicCheck(stack, context, type) {
    const result = FromType(stack, context, type);
    return result;
}


/***/ }),

/***/ 50405:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ CyclicDependencies)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(69701);
/* harmony import */ var _types_array_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97894);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46951);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69270);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10982);
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74280);
/* harmony import */ var _types_record_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58848);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(62023);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(31520);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43042);
/* harmony import */ var _action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1971);
// deno-fmt-ignore-file












function FromRef(context, ref, result) {
    return (result.includes(ref)
        ? result
        : ref in context
            ? FromType(context, context[ref], [...result, ref])
            : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_11__/* .Unreachable */ .L)());
}
function FromProperties(context, properties, result) {
    const types = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__/* .PropertyValues */ .o6)(properties);
    return FromTypes(context, types, result);
}
function FromTypes(context, types, result) {
    return types.reduce((result, left) => {
        return FromType(context, left, result);
    }, result);
}
function FromType(context, type, result) {
    return ((0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsRef */ .i)(type) ? FromRef(context, type.$ref, result) :
        (0,_types_array_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsArray */ .QS)(type) ? FromType(context, type.items, result) :
            (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? FromTypes(context, [...type.parameters, type.instanceType], result) :
                (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsFunction */ .hg)(type) ? FromTypes(context, [...type.parameters, type.returnType], result) :
                    (0,_action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__/* .IsInterfaceDeferred */ .HG)(type) ? FromProperties(context, type.parameters[1], result) :
                        (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsIntersect */ .Yq)(type) ? FromTypes(context, type.allOf, result) :
                            (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsObject */ .av)(type) ? FromProperties(context, type.properties, result) :
                                (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsUnion */ .my)(type) ? FromTypes(context, type.anyOf, result) :
                                    (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsTuple */ .PN)(type) ? FromTypes(context, type.items, result) :
                                        (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsRecord */ .cZ)(type) ? FromType(context, (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .RecordValue */ .Bo)(type), result) :
                                            result);
}
/** Returns dependent cyclic keys for the given type. This function is used to dead-type-eliminate (DTE) for initializing TCyclic types. */
function CyclicDependencies(context, key, type) {
    const result = FromType(context, type, [key]);
    return result;
}


/***/ }),

/***/ 59716:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z7: () => (/* reexport */ CyclicExtends)
});

// UNUSED EXPORTS: CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicTarget, InstantiateCyclic

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/candidates.mjs
var candidates = __webpack_require__(39324);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/check.mjs
var check = __webpack_require__(41458);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/dependencies.mjs
var dependencies = __webpack_require__(50405);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(14935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(46951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(43042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(57191);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/extends.mjs
// deno-fmt-ignore-file












function FromRef(_ref) {
    return (0,any/* Any */.F)();
}
function FromProperties(properties) {
    return guard.Keys(properties).reduce((result, key) => {
        return { ...result, [key]: FromType(properties[key]) };
    }, {});
}
function FromTypes(types) {
    return types.reduce((result, left) => {
        return [...result, FromType(left)];
    }, []);
}
function FromType(type) {
    return ((0,ref/* IsRef */.i)(type) ? FromRef(type.$ref) :
        (0,array/* IsArray */.QS)(type) ? (0,array/* Array */.O3)(FromType(type.items), (0,array/* ArrayOptions */.Qn)(type)) :
            (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(FromTypes(type.parameters), FromType(type.instanceType)) :
                (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* Function */.zt)(FromTypes(type.parameters), FromType(type.returnType)) :
                    (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(FromTypes(type.allOf)) :
                        (0,object/* IsObject */.av)(type) ? (0,object/* Object */.wS)(FromProperties(type.properties)) :
                            (0,record/* IsRecord */.cZ)(type) ? (0,record/* Record */.mS)((0,record/* RecordKey */.VJ)(type), FromType((0,record/* RecordValue */.Bo)(type))) :
                                (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(FromTypes(type.anyOf)) :
                                    (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(FromTypes(type.items)) :
                                        type);
}
function CyclicAnyFromParameters(defs, ref) {
    return (ref in defs
        ? FromType(defs[ref])
        : (0,unknown/* Unknown */.$)());
}
/** Transforms TCyclic TRef's into TAny's. This function is used prior to TExtends checks to enable cyclics to be structurally checked and terminated (with TAny) at first point of recursion, what would otherwise be a recursive TRef.*/
function CyclicExtends(type) {
    return CyclicAnyFromParameters(type.$defs, type.$ref);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/instantiate.mjs
var instantiate = __webpack_require__(93202);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs








/***/ }),

/***/ 93202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ InstantiateCyclic)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(88642);
/* harmony import */ var _types_cyclic_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50330);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10982);
/* harmony import */ var _cyclic_dependencies_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50405);
/* harmony import */ var _action_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96301);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80067);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file









function CyclicInterface(context, heritage, properties) {
    const instantiatedHeritage = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateTypes */ .kX)(context, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), heritage);
    const instantiatedProperties = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateProperties */ .et)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), properties);
    const evaluatedInterface = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_5__/* .EvaluateIntersect */ .He)([...instantiatedHeritage, (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Object */ .wS)(instantiatedProperties)]);
    return evaluatedInterface;
}
function CyclicDefinitions(context, dependencies) {
    const keys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_6__.Keys(context).filter(key => dependencies.includes(key));
    return keys.reduce((result, key) => {
        const type = context[key];
        const instantiatedType = (0,_action_index_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsInterfaceDeferred */ .HG)(type) ? CyclicInterface(context, type.parameters[0], type.parameters[1]) : type;
        return { ...result, [key]: instantiatedType };
    }, {});
}
function InstantiateCyclic(context, ref, type) {
    const dependencies = (0,_cyclic_dependencies_mjs__WEBPACK_IMPORTED_MODULE_2__/* .CyclicDependencies */ .h)(context, ref, type);
    const definitions = CyclicDefinitions(context, dependencies);
    const result = (0,_types_cyclic_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Cyclic */ .MW)(definitions, ref);
    return result;
}


/***/ }),

/***/ 21385:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ CyclicTarget)
/* harmony export */ });
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9139);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43042);
// deno-fmt-ignore-file


function Resolve(defs, ref) {
    return (ref in defs
        ? (0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsRef */ .i)(defs[ref])
            // @ts-ignore 5.0.4 - does not see $ref
            ? Resolve(defs, defs[ref].$ref)
            : defs[ref]
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Never */ .ps)());
}
/** Returns the target Type from the Defs or Never if target is non-resolvable */
function CyclicTarget(defs, ref) {
    const result = Resolve(defs, ref);
    return result;
}


/***/ }),

/***/ 91767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Broaden)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88642);
/* harmony import */ var _types_any_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14935);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9139);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10982);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57191);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25703);
/* harmony import */ var _flatten_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27424);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80067);
// deno-fmt-ignore-file








function BroadenFilter(type, types, result = [], all = types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => {
        const compare = (0,_compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Compare */ .Gs)(type, left);
        return ((_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultLeftInside */ .Ez) || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultEqual */ .Tu))
            ? all // Left in set. Return original All set.
            : _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultDisjoint */ .Nk)
                ? BroadenFilter(type, right, [...result, left], all) // Left is disjoint, keep it
                : BroadenFilter(type, right, result, all) // Left in Type, drop it
        );
    }, () => [...result, type]); // Type broadest in set
}
function BroadenType(type, types, result) {
    const evaluated = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateType */ .Ey)(type);
    return ((0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsAny */ .h)(evaluated) ? [evaluated] : // terminate (always the most broad)
        (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsUnknown */ .f)(evaluated) ? [evaluated] : // terminate (always the most broad)
            (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsNever */ .Df)(evaluated) ? BroadenTypes(types, result) : // ignored: never is dropped
                (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsObject */ .av)(evaluated) ? BroadenTypes(types, [...result, evaluated]) : // objects are always considered (too expensive to compare)
                    BroadenTypes(types, BroadenFilter(evaluated, result)));
}
function BroadenTypes(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => (BroadenType(left, right, result)), () => result);
}
/** Broadens a set of types and returns either the most broad type, or union or disjoint types. */
function Broaden(types) {
    const broadened = BroadenTypes(types);
    const flattened = (0,_flatten_mjs__WEBPACK_IMPORTED_MODULE_5__/* .Flatten */ .F)(broadened);
    return flattened;
}


/***/ }),

/***/ 25703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ CompareResultLeftInside),
/* harmony export */   Gs: () => (/* binding */ Compare),
/* harmony export */   HD: () => (/* binding */ CompareResultRightInside),
/* harmony export */   Nk: () => (/* binding */ CompareResultDisjoint),
/* harmony export */   Tu: () => (/* binding */ CompareResultEqual)
/* harmony export */ });
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5257);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// TCompare
// ------------------------------------------------------------------
const CompareResultEqual = 0; // 'equal'
const CompareResultDisjoint = 1; // 'disjoint'
const CompareResultLeftInside = 2; // 'left-inside'
const CompareResultRightInside = 3; // 'right-inside'
/** Compares left and right types and determines their set relationship. */
function Compare(left, right) {
    const extendsCheck = [(0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Extends */ .q)({}, left, right), (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Extends */ .q)({}, right, left)];
    return (_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[1]) ? CompareResultEqual :
        _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsFalse */ .d.IsExtendsFalse(extendsCheck[1]) ? CompareResultLeftInside :
            _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsFalse */ .d.IsExtendsFalse(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[1]) ? CompareResultRightInside :
                CompareResultDisjoint);
}


/***/ }),

/***/ 9315:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ Composite)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88642);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10982);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9139);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62023);
/* harmony import */ var _tuple_to_object_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85838);
/* harmony import */ var _property_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98897);
// deno-fmt-ignore-file
// deno-lint-ignore-file






function CompositePropertyKey(left, right, key) {
    return (key in left
        ? key in right ? (0,_property_mjs__WEBPACK_IMPORTED_MODULE_4__/* .EvaluatePropertyIntersect */ .u)(left[key], right[key]) : left[key]
        : key in right ? right[key] : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Never */ .ps)());
}
function CompositeProperties(left, right) {
    const keys = new Set([..._guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.Keys(left), ..._guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.Keys(right)]);
    const result = [...keys].reduce((result, key) => {
        return { ...result, [key]: CompositePropertyKey(left, right, key) };
    }, {});
    return result;
}
function GetProperties(type) {
    const result = ((0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(type) ? type.properties :
        (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsTuple */ .PN)(type) ? (0,_tuple_to_object_mjs__WEBPACK_IMPORTED_MODULE_3__/* .TupleElementsToProperties */ .y)(type.items) :
            {});
    return result;
}
function Composite(left, right) {
    const leftProperties = GetProperties(left);
    const rightProperties = GetProperties(right);
    const properties = CompositeProperties(leftProperties, rightProperties);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Object */ .wS)(properties);
    return result;
}


/***/ }),

/***/ 20075:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ Distribute)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31520);
/* harmony import */ var _narrow_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24839);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80067);
// deno-fmt-ignore-file
// deno-fmt-ignore-file





function ShouldEvaluate(left, right) {
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(left) || (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(right);
    return result;
}
function DistributeOperation(left, right) {
    const evaluatedLeft = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(left);
    const evaluatedRight = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(right);
    const shouldEvaluate = ShouldEvaluate(evaluatedLeft, evaluatedRight);
    const result = shouldEvaluate
        ? (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateIntersect */ .He)([evaluatedLeft, evaluatedRight])
        : (0,_narrow_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Narrow */ .g)(evaluatedLeft, evaluatedRight);
    return result;
}
function DistributeType(type, types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => DistributeType(type, right, [...result, DistributeOperation(left, type)]), () => _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsEqual(result.length, 0)
        ? [type]
        : result);
}
function DistributeUnion(types, distribution, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => DistributeUnion(right, distribution, [...result, ...Distribute([left], distribution)]), () => result);
}
function Distribute(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(left)
        ? Distribute(right, DistributeUnion(left.anyOf, result))
        : Distribute(right, DistributeType(left, result)), () => result);
}


/***/ }),

/***/ 80067:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ EvaluateDependent),
/* harmony export */   Ey: () => (/* binding */ EvaluateType),
/* harmony export */   He: () => (/* binding */ EvaluateIntersect),
/* harmony export */   Ts: () => (/* binding */ EvaluateUnionFast),
/* harmony export */   hM: () => (/* binding */ EvaluateUnion),
/* harmony export */   pF: () => (/* binding */ EvaluateTemplateLiteral),
/* harmony export */   zu: () => (/* binding */ EvaluateEnum)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(88642);
/* harmony import */ var _types_dependent_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18712);
/* harmony import */ var _types_enum_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98903);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69270);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40000);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9139);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64125);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31520);
/* harmony import */ var _distribute_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(20075);
/* harmony import */ var _broaden_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(91767);
/* harmony import */ var _exclude_operation_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(87666);
/* harmony import */ var _template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(16233);
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------




function EvaluateDependent(if_, then_, else_) {
    const intersected = EvaluateIntersect([if_, then_]);
    const excluded = (0,_exclude_operation_mjs__WEBPACK_IMPORTED_MODULE_9__/* .ExcludeOperation */ .a)(else_, if_);
    const result = EvaluateUnion([intersected, excluded]);
    return result;
}
function EvaluateEnum(values, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.ShiftLeft(values, (left, right) => EvaluateEnum(right, [...result, (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Literal */ .uS)(left)]), () => EvaluateUnion(result));
}
function EvaluateIntersect(types) {
    const distribution = (0,_distribute_mjs__WEBPACK_IMPORTED_MODULE_7__/* .Distribute */ .m)(types);
    const broadend = (0,_broaden_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Broaden */ .A)(distribution);
    const result = EvaluateUnion(broadend);
    return result;
}
function EvaluateTemplateLiteral(pattern) {
    const evaluated = (0,_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_10__/* .TemplateLiteralDecode */ .G)(pattern);
    const result = EvaluateType(evaluated);
    return result;
}
function EvaluateUnion(types) {
    const broadend = (0,_broaden_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Broaden */ .A)(types);
    const result = EvaluateUnionFast(broadend);
    return result;
}
function EvaluateType(type) {
    const result = ((0,_types_dependent_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsDependent */ .oZ)(type) ? EvaluateDependent(type.if, type.then, type.else) :
        (0,_types_enum_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsEnum */ .Kk)(type) ? EvaluateEnum(type.enum) :
            (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsIntersect */ .Yq)(type) ? EvaluateIntersect(type.allOf) :
                (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsTemplateLiteral */ .gm)(type) ? EvaluateTemplateLiteral(type.pattern) :
                    (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsUnion */ .my)(type) ? EvaluateUnion(type.anyOf) :
                        type);
    return result;
}
function EvaluateUnionFast(types) {
    const result = (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.IsEqual(types.length, 1) ? types[0] :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.IsEqual(types.length, 0) ? (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Never */ .ps)() :
            (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_6__/* .Union */ .gP)(types));
    return result;
}


/***/ }),

/***/ 27424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Flatten)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31520);
// deno-fmt-ignore-file


function FlattenType(type) {
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(type) ? Flatten(type.anyOf) : [type];
    return result;
}
function Flatten(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.ShiftLeft(types, (left, right) => Flatten(right, [...result, ...FlattenType(left)]), () => result);
}


/***/ }),

/***/ 54798:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   He: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.He),
/* harmony export */   hM: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.hM),
/* harmony export */   pF: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.pF)
/* harmony export */ });
/* harmony import */ var _broaden_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91767);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25703);
/* harmony import */ var _composite_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9315);
/* harmony import */ var _distribute_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20075);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80067);
/* harmony import */ var _flatten_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27424);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36018);
/* harmony import */ var _narrow_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(24839);
/* harmony import */ var _property_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(98897);











/***/ }),

/***/ 36018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ EvaluateInstantiate),
/* harmony export */   i: () => (/* binding */ EvaluateAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80067);
// deno-fmt-ignore-file



function EvaluateAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(type), {}, options);
    return result;
}
function EvaluateInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return EvaluateAction(instantiatedType, options);
}


/***/ }),

/***/ 24839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ Narrow)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88642);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10982);
/* harmony import */ var _types_any_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14935);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(62023);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57191);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25703);
/* harmony import */ var _composite_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9315);
// deno-fmt-ignore-file








function NarrowCompareRule(left, right) {
    const result = (0,_compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .Compare */ .Gs)(left, right);
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultLeftInside */ .Ez) ? left :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultRightInside */ .HD) ? right :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultEqual */ .Tu) ? right :
                (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function CanComposite(type) {
    return ((0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(type) || (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTuple */ .PN)(type));
}
function NarrowCompositeRule(left, right) {
    const canCompositeLeft = CanComposite(left);
    const canCompositeRight = CanComposite(right);
    return (canCompositeLeft && canCompositeRight ? (0,_composite_mjs__WEBPACK_IMPORTED_MODULE_6__/* .Composite */ .e)(left, right) :
        canCompositeLeft && !canCompositeRight ? left :
            !canCompositeLeft && canCompositeRight ? right :
                NarrowCompareRule(left, right));
}
function Narrow(left, right) {
    return ((0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsNever */ .Df)(left) ? left :
        (0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsAny */ .h)(left) ? left :
            (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsUnknown */ .f)(left) ? right :
                (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsNever */ .Df)(right) ? right :
                    (0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsAny */ .h)(right) ? right :
                        (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsUnknown */ .f)(right) ? left :
                            NarrowCompositeRule(left, right));
}


/***/ }),

/***/ 98897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ EvaluatePropertyUnion),
/* harmony export */   u: () => (/* binding */ EvaluatePropertyIntersect)
/* harmony export */ });
/* harmony import */ var _types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20214);
/* harmony import */ var _types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13288);
/* harmony import */ var _optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31199);
/* harmony import */ var _readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12149);
/* harmony import */ var _optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95806);
/* harmony import */ var _readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86036);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80067);
// deno-fmt-ignore-file







function EvaluatePropertyIntersect(left, right) {
    const isReadonly = (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(left) && (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(right);
    const isOptional = (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(left) && (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(right);
    const evaluated = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateIntersect */ .He)([left, right]);
    const property = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(evaluated, {}), {});
    return (isReadonly && isOptional ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)((0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}), {}) :
        isReadonly ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)(property, {}) :
            isOptional ? (0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}) :
                property);
}
function EvaluatePropertyUnion(left, right) {
    const isReadonly = (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(left) || (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(right);
    const isOptional = (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(left) || (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(right);
    const leftProperty = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(left, {}), {});
    const rightProperty = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(right, {}), {});
    const property = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateUnion */ .hM)([leftProperty, rightProperty]);
    return (isReadonly && isOptional ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)((0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}), {}) :
        isReadonly ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)(property, {}) :
            isOptional ? (0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}) :
                property);
}


/***/ }),

/***/ 69345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ExcludeAction),
/* harmony export */   f: () => (/* binding */ ExcludeInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _action_exclude_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74276);
/* harmony import */ var _operation_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87666);
// deno-fmt-ignore-file




function ExcludeAction(left, right, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CanInstantiate */ .pZ)([left, right])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_operation_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ExcludeOperation */ .a)(left, right), {}, options)
        : (0,_action_exclude_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExcludeDeferred */ .Y)(left, right, options);
    return result;
}
function ExcludeInstantiate(context, state, left, right, options) {
    const instantiatedLeft = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, left);
    const instantiatedRight = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, right);
    return ExcludeAction(instantiatedLeft, instantiatedRight, options);
}


/***/ }),

/***/ 87666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ ExcludeOperation)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31520);
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5257);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80067);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExcludeType(left, right) {
    const check = (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Extends */ .q)({}, left, right);
    const result = _extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(check) ? [] : [left];
    return result;
}
function ExcludeUnion(left, right, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(left, (head, tail) => ExcludeUnion(tail, right, [...result, ...ExcludeType(head, right)]), () => result);
}
function ExcludeOperation(left, right) {
    const evaluated = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(left);
    const canonical = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExcludeUnion(canonical, right);
    const result = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateUnion */ .hM)(remaining);
    return result;
}


/***/ }),

/***/ 56162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ ExtractAction),
  i: () => (/* binding */ ExtractInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(47329);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExtractType(left, right) {
    const check = (0,type_extends/* Extends */.q)({}, left, right);
    const result = type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check) ? [left] : [];
    return result;
}
function ExtractUnion(left, right, result = []) {
    return guard.ShiftLeft(left, (head, tail) => ExtractUnion(tail, right, [...result, ...ExtractType(head, right)]), () => result);
}
function ExtractOperation(left, right) {
    const evaluated = (0,evaluate/* EvaluateType */.Ey)(left);
    const canonical = (0,union/* IsUnion */.my)(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExtractUnion(canonical, right);
    const result = (0,evaluate/* EvaluateUnion */.hM)(remaining);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs
// deno-fmt-ignore-file




function ExtractAction(left, right, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([left, right])
        ? memory/* Memory.Update */.c.Update(ExtractOperation(left, right), {}, options)
        : (0,extract/* ExtractDeferred */.r)(left, right, options);
    return result;
}
function ExtractInstantiate(context, state, left, right, options) {
    const instantiatedLeft = (0,instantiate/* InstantiateType */.zO)(context, state, left);
    const instantiatedRight = (0,instantiate/* InstantiateType */.zO)(context, state, right);
    return ExtractAction(instantiatedLeft, instantiatedRight, options);
}


/***/ }),

/***/ 62276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ConvertToIntegerKey)
/* harmony export */ });
// deno-fmt-ignore-file
const integerKeyPattern = new RegExp('^(?:0|[1-9][0-9]*)$');
function ConvertToIntegerKey(value) {
    const normal = `${value}`;
    return (integerKeyPattern.test(normal)
        ? parseInt(normal)
        : value);
}


/***/ }),

/***/ 4192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ KeysToIndexer)
/* harmony export */ });
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40000);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31520);
// deno-fmt-ignore-file


function KeysToLiterals(keys) {
    return keys.reduce((result, left) => {
        return (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteralValue */ .fJ)(left)
            ? [...result, (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Literal */ .uS)(left)]
            : result;
    }, []);
}
function KeysToIndexer(keys) {
    const literals = KeysToLiterals(keys);
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Union */ .gP)(literals);
    return result;
}


/***/ }),

/***/ 28735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ AddImmutableAction),
/* harmony export */   a: () => (/* binding */ AddImmutableInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddImmutableAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~immutable': true }, options);
    return result;
}
function AddImmutableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddImmutableAction(instantiatedType, options);
}


/***/ }),

/***/ 7518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ RemoveImmutableInstantiate)
/* harmony export */ });
/* unused harmony export RemoveImmutableAction */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveImmutableOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~immutable']);
}
function RemoveImmutableAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveImmutableOperation(type), {}, options);
    return result;
}
function RemoveImmutableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveImmutableAction(instantiatedType, options);
}


/***/ }),

/***/ 44318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l5: () => (/* reexport */ instantiate/* Instantiate */.l5),
  bx: () => (/* reexport */ Priority)
});

// UNUSED EXPORTS: Broaden, CapitalizeAction, CapitalizeInstantiate, CollapseToObject, Compare, CompareResultDisjoint, CompareResultEqual, CompareResultLeftInside, CompareResultRightInside, Composite, ConditionalAction, ConditionalInstantiate, ConstructorParametersAction, ConstructorParametersInstantiate, ConvertToIntegerKey, CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicExtends, CyclicTarget, Distribute, EvaluateAction, EvaluateDependent, EvaluateEnum, EvaluateInstantiate, EvaluateIntersect, EvaluatePropertyIntersect, EvaluatePropertyUnion, EvaluateTemplateLiteral, EvaluateType, EvaluateUnion, EvaluateUnionFast, ExcludeAction, ExcludeInstantiate, ExtractAction, ExtractInstantiate, Flatten, IndexAction, IndexInstantiate, InstanceTypeAction, InstanceTypeInstantiate, InstantiateCyclic, InterfaceAction, InterfaceInstantiate, IsTemplateLiteralFinite, IsTemplateLiteralPattern, IsTypeScriptEnumLike, KeyOfAction, KeyOfInstantiate, KeysToIndexer, LowercaseAction, LowercaseInstantiate, MappedAction, MappedInstantiate, ModuleInstantiate, Narrow, NonNullableAction, NonNullableInstantiate, OmitAction, OmitInstantiate, ParametersAction, ParametersInstantiate, ParsePatternIntoTypes, ParseTemplateIntoTypes, PartialAction, PartialInstantiate, PickAction, PickInstantiate, ReadonlyObjectAction, ReadonlyObjectInstantiate, RecordAction, RecordInstantiate, RefInstantiate, RequiredAction, RequiredInstantiate, ReturnTypeAction, ReturnTypeInstantiate, TemplateLiteralCreate, TemplateLiteralDecode, TemplateLiteralDecodeUnsafe, TemplateLiteralEncode, TypeScriptEnumToEnumValues, UncapitalizeAction, UncapitalizeInstantiate, UppercaseAction, UppercaseInstantiate, WithAction, WithInstantiate

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/conditional/index.mjs
var conditional = __webpack_require__(24759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/instantiate.mjs
var constructor_parameters_instantiate = __webpack_require__(6988);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs + 1 modules
var cyclic = __webpack_require__(59716);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(54798);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/exclude/instantiate.mjs
var exclude_instantiate = __webpack_require__(69345);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/exclude/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs + 1 modules
var extract_instantiate = __webpack_require__(56162);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys_to_indexer.mjs
var keys_to_indexer = __webpack_require__(4192);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/helpers/index.mjs




// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs + 6 modules
var indexed_instantiate = __webpack_require__(71832);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instance_type/instantiate.mjs
var instance_type_instantiate = __webpack_require__(17067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instance_type/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/interface/instantiate.mjs
var interface_instantiate = __webpack_require__(15474);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/interface/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs + 5 modules
var intrinsics_instantiate = __webpack_require__(28955);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs + 6 modules
var keyof_instantiate = __webpack_require__(51829);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs + 2 modules
var mapped_instantiate = __webpack_require__(13347);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/module/instantiate.mjs
var module_instantiate = __webpack_require__(89567);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/module/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/non_nullable/instantiate.mjs
var non_nullable_instantiate = __webpack_require__(37096);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/non_nullable/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(24523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs + 1 modules
var omit_instantiate = __webpack_require__(91952);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/parameters/instantiate.mjs
var parameters_instantiate = __webpack_require__(71995);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/parameters/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var pattern = __webpack_require__(24180);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/template.mjs
var template = __webpack_require__(72332);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/patterns/index.mjs



// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs + 6 modules
var partial_instantiate = __webpack_require__(30566);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs + 1 modules
var pick_instantiate = __webpack_require__(42820);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/compare.mjs
var compare = __webpack_require__(25703);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/priority/priority.mjs
// deno-fmt-ignore-file


function Comparer(left, right) {
    const compareResult = (0,compare/* Compare */.Gs)(left, right);
    return (guard.IsEqual(compareResult, compare/* CompareResultRightInside */.HD) ? 1 :
        guard.IsEqual(compareResult, compare/* CompareResultDisjoint */.Nk) ? 1 :
            0);
}
function Insert(type, types, result = []) {
    return guard.ShiftLeft(types, (left, right) => guard.IsEqual(Comparer(type, left), 1)
        ? Insert(type, right, [...result, left])
        : [...result, type, ...types], () => [...result, type]);
}
function Sort(types, result = []) {
    return guard.ShiftLeft(types, (left, right) => Sort(right, Insert(left, result)), () => result);
}
/**
 * Priority sorts types in sequence of narrowest to broadest using an Insertion Sort
 * algorithm. This function is typically used to sequence types for union variant
 * checks to ensure that values are checked against the most narrow types before
 * the broadest, which in turn helps ensure order-independent Union checking.
 */
function Priority(types) {
    const result = Sort(types);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/priority/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs + 8 modules
var readonly_object_instantiate = __webpack_require__(23209);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs + 11 modules
var record_instantiate = __webpack_require__(19821);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/ref/instantiate.mjs
var ref_instantiate = __webpack_require__(67828);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/ref/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs + 6 modules
var required_instantiate = __webpack_require__(11062);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/return_type/instantiate.mjs
var return_type_instantiate = __webpack_require__(17490);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/return_type/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/index.mjs + 1 modules
var template_literal = __webpack_require__(2329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/with/instantiate.mjs
var with_instantiate = __webpack_require__(2703);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/with/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/index.mjs
// ------------------------------------------------------------------
// Engine: Public
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Engine: Internals
// ------------------------------------------------------------------
































/***/ }),

/***/ 36411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ToIndexable)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69701);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10982);
/* harmony import */ var _object_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24523);
// deno-fmt-ignore-file



// deno-coverage-ignore-start - symmetric unreachable
/** Transforms a type into a TProperties used for indexing operations */
function ToIndexable(type) {
    const collapsed = (0,_object_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CollapseToObject */ .w)(type);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(collapsed)
        ? collapsed.properties
        : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Unreachable */ .L)();
    return result;
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 84691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ ToIndexableKeys)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const result = FromType(target);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_enum.mjs
// deno-fmt-ignore-file


function FromEnum(values) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_literal.mjs
// deno-fmt-ignore-file
function FromLiteral(value) {
    const result = [`${value}`];
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_template_literal.mjs
// deno-fmt-ignore-file


function FromTemplateLiteral(pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_union.mjs
// deno-fmt-ignore-file

function FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...FromType(left)];
    }, []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_type.mjs
// deno-fmt-ignore-file














function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,types_enum/* IsEnum */.Kk)(type) ? FromEnum(type.enum) :
                (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                    (0,literal/* IsLiteral */.gP)(type) ? FromLiteral(type.const) :
                        (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(type.pattern) :
                            (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                                []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs
// deno-fmt-ignore-file

/**
 * Transforms a type meant as an Indexer into string[] array which is used by Indexable types
 * like Index, Pick and Omit to select from property keys. This function should only be used
 * for Object key selection, and not for Array / Tuple key selection as Array-Like structures
 * require TNumber indexing support.
 */
function ToIndexableKeys(type) {
    const result = FromType(type);
    return result;
}


/***/ }),

/***/ 71832:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ IndexAction),
  B: () => (/* binding */ IndexInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/indexed.mjs
var indexed = __webpack_require__(44149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(24523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var types_object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(64400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys.mjs
var keys = __webpack_require__(62276);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_array.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function NormalizeLiteral(value) {
    return (0,literal/* Literal */.uS)((0,keys/* ConvertToIntegerKey */.C)(value));
}
function NormalizeIndexerTypes(types) {
    return types.map(type => NormalizeIndexer(type));
}
function NormalizeIndexer(type) {
    return ((0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(NormalizeIndexerTypes(type.allOf)) :
        (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(NormalizeIndexerTypes(type.anyOf)) :
            (0,literal/* IsLiteral */.gP)(type) ? NormalizeLiteral(type.const) :
                type);
}
function FromArray(type, indexer) {
    const normalizedIndexer = NormalizeIndexer(indexer);
    const check = (0,type_extends/* Extends */.q)({}, normalizedIndexer, (0,number/* Number */.wN)());
    const result = (
    // indexer
    type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check)
        ? type
        // length (intrinsic)
        : (0,literal/* IsLiteral */.gP)(indexer) && guard.IsEqual(indexer.const, 'length')
            ? (0,number/* Number */.wN)()
            : (0,never/* Never */.ps)());
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/properties.mjs
var types_properties = __webpack_require__(74280);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(84691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(46951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/this.mjs
var types_this = __webpack_require__(91263);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/this/expand_this.mjs
// deno-fmt-ignore-file








function FromTypes(properties, types) {
    return types.map(type => FromType(properties, type));
}
function FromType(properties, type) {
    return ((0,array/* IsArray */.QS)(type) ? (0,array/* _Array_ */.kv)(FromType(properties, type.items)) :
        (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(FromTypes(properties, type.parameters), FromType(properties, type.instanceType)) :
            (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* _Function_ */.RV)(FromTypes(properties, type.parameters), FromType(properties, type.returnType)) :
                (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(FromTypes(properties, type.items)) :
                    (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(FromTypes(properties, type.anyOf)) :
                        (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(FromTypes(properties, type.allOf)) :
                            (0,types_this/* IsThis */.$)(type) ? (0,types_object/* _Object_ */.IO)(properties) :
                                type);
}
function ExpandThis(properties, type) {
    const result = FromType(properties, type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_object.mjs
// deno-fmt-ignore-file







function IndexProperty(properties, key) {
    const selectedType = key in properties ? properties[key] : (0,never/* Never */.ps)();
    const result = ExpandThis(properties, selectedType);
    return result;
}
function IndexProperties(properties, keys) {
    return keys.reduce((result, left) => {
        return [...result, IndexProperty(properties, left)];
    }, []);
}
function FromIndexer(properties, indexer) {
    const keys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const variants = IndexProperties(properties, keys);
    const result = (0,evaluate/* EvaluateUnion */.hM)(variants);
    return result;
}
const NumericKeyPattern = new RegExp(record/* IntegerKey */.oz);
function NumericKeys(keys) {
    const result = keys.filter(key => NumericKeyPattern.test(key));
    return result;
}
function FromIndexerNumber(properties) {
    const keys = (0,types_properties/* PropertyKeys */.K4)(properties);
    const numericKeys = NumericKeys(keys);
    const variants = IndexProperties(properties, numericKeys);
    const result = (0,evaluate/* EvaluateUnion */.hM)(variants);
    return result;
}
function FromObject(properties, indexer) {
    const result = (0,number/* IsNumber */.Mx)(indexer) ? FromIndexerNumber(properties) : FromIndexer(properties, indexer);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/array_indexer.mjs
// deno-fmt-ignore-file




function ConvertLiteral(value) {
    return (0,literal/* Literal */.uS)((0,keys/* ConvertToIntegerKey */.C)(value));
}
function ArrayIndexerTypes(types) {
    return types.map(type => FormatArrayIndexer(type));
}
/** Formats embedded integer-like strings on an Indexer to be number values inline with TS indexing | coercion behaviors. */
function FormatArrayIndexer(type) {
    return ((0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(ArrayIndexerTypes(type.allOf)) :
        (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(ArrayIndexerTypes(type.anyOf)) :
            (0,literal/* IsLiteral */.gP)(type) ? ConvertLiteral(type.const) :
                type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_tuple.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function IndexElementsWithIndexer(types, indexer) {
    return types.reduceRight((result, right, index) => {
        const check = (0,type_extends/* Extends */.q)({}, (0,literal/* Literal */.uS)(index), indexer);
        return type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check)
            ? [right, ...result]
            : result;
    }, []);
}
function FromTupleWithIndexer(types, indexer) {
    const formattedArrayIndexer = FormatArrayIndexer(indexer);
    const elements = IndexElementsWithIndexer(types, formattedArrayIndexer);
    return (0,evaluate/* EvaluateUnionFast */.Ts)(elements);
}
function FromTupleWithoutIndexer(types) {
    return (0,evaluate/* EvaluateUnionFast */.Ts)(types);
}
function FromTuple(types, indexer) {
    return (
    // length (intrinsic)
    (0,literal/* IsLiteral */.gP)(indexer) && guard.IsEqual(indexer.const, 'length')
        ? (0,literal/* Literal */.uS)(types.length)
        // indexer
        : (0,number/* IsNumber */.Mx)(indexer) || (0,integer/* IsInteger */.$p)(indexer)
            ? FromTupleWithoutIndexer(types)
            : FromTupleWithIndexer(types, indexer));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_type.mjs
// deno-fmt-ignore-file







function from_type_FromType(type, indexer) {
    return ((0,array/* IsArray */.QS)(type) ? FromArray(type.items, indexer) :
        (0,types_object/* IsObject */.av)(type) ? FromObject(type.properties, indexer) :
            (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items, indexer) :
                (0,never/* Never */.ps)());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs
// deno-fmt-ignore-file









function NormalizeType(type) {
    const result = ((0,cyclic/* IsCyclic */.c_)(type) ||
        (0,dependent/* IsDependent */.oZ)(type) ||
        (0,intersect/* IsIntersect */.Yq)(type) ||
        (0,union/* IsUnion */.my)(type)) ? (0,object/* CollapseToObject */.w)(type) : type;
    return result;
}
function IndexAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(from_type_FromType(NormalizeType(type), indexer), {}, options)
        : (0,indexed/* IndexDeferred */.C)(type, indexer, options);
    return result;
}
function IndexInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return IndexAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 17067:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ InstanceTypeInstantiate),
/* harmony export */   u: () => (/* binding */ InstanceTypeAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _action_instance_type_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33430);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file





function InstanceTypeOperation(type) {
    return ((0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type)
        ? type['instanceType']
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function InstanceTypeAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(InstanceTypeOperation(type), {}, options)
        : (0,_action_instance_type_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstanceTypeDeferred */ .Z)(type, options);
    return result;
}
function InstanceTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return InstanceTypeAction(instantiatedType, options);
}


/***/ }),

/***/ 7749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pZ: () => (/* binding */ CanInstantiate),
  l5: () => (/* binding */ Instantiate),
  q1: () => (/* binding */ InstantiateElements),
  et: () => (/* binding */ InstantiateProperties),
  zO: () => (/* binding */ InstantiateType),
  kX: () => (/* binding */ InstantiateTypes),
  Uw: () => (/* binding */ State)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_add.mjs
var instantiate_add = __webpack_require__(28735);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_add.mjs
var readonly_instantiate_add = __webpack_require__(12149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_add.mjs
var optional_instantiate_add = __webpack_require__(31199);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(14530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(46951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(43042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(27137);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_remove.mjs
var instantiate_remove = __webpack_require__(7518);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_remove.mjs
var readonly_instantiate_remove = __webpack_require__(86036);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_remove.mjs
var optional_instantiate_remove = __webpack_require__(95806);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(20214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(96214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_readonly.mjs
var _readonly = __webpack_require__(13288);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/call/instantiate.mjs + 3 modules
var instantiate = __webpack_require__(97487);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs + 5 modules
var intrinsics_instantiate = __webpack_require__(28955);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/conditional/index.mjs
var conditional = __webpack_require__(24759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/instantiate.mjs
var constructor_parameters_instantiate = __webpack_require__(6988);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/instantiate.mjs
var evaluate_instantiate = __webpack_require__(36018);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/exclude/instantiate.mjs
var exclude_instantiate = __webpack_require__(69345);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs + 1 modules
var extract_instantiate = __webpack_require__(56162);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs + 6 modules
var indexed_instantiate = __webpack_require__(71832);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instance_type/instantiate.mjs
var instance_type_instantiate = __webpack_require__(17067);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/interface/instantiate.mjs
var interface_instantiate = __webpack_require__(15474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs + 6 modules
var keyof_instantiate = __webpack_require__(51829);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs + 2 modules
var mapped_instantiate = __webpack_require__(13347);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/module/instantiate.mjs
var module_instantiate = __webpack_require__(89567);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/non_nullable/instantiate.mjs
var non_nullable_instantiate = __webpack_require__(37096);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs + 1 modules
var omit_instantiate = __webpack_require__(91952);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/parameters/instantiate.mjs
var parameters_instantiate = __webpack_require__(71995);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs + 6 modules
var partial_instantiate = __webpack_require__(30566);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs + 1 modules
var pick_instantiate = __webpack_require__(42820);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs + 8 modules
var readonly_object_instantiate = __webpack_require__(23209);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs + 11 modules
var record_instantiate = __webpack_require__(19821);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/ref/instantiate.mjs
var ref_instantiate = __webpack_require__(67828);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs + 6 modules
var required_instantiate = __webpack_require__(11062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/return_type/instantiate.mjs
var return_type_instantiate = __webpack_require__(17490);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/instantiate.mjs
var template_literal_instantiate = __webpack_require__(36317);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/with/instantiate.mjs
var with_instantiate = __webpack_require__(2703);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(35889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/rest/spread.mjs
// deno-fmt-ignore-file





function SpreadElement(type) {
    const result = ((0,rest/* IsRest */.H)(type) ? ((0,tuple/* IsTuple */.PN)(type.items) ? RestSpread(type.items.items) :
        (0,infer/* IsInfer */.t)(type.items) ? [type] :
            (0,ref/* IsRef */.i)(type.items) ? [type] :
                [(0,never/* Never */.ps)()]) : [type]);
    return result;
}
function RestSpread(types) {
    const result = types.reduce((result, left) => {
        return [...result, ...SpreadElement(left)];
    }, []);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/rest/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file

// ------------------------------------------------------------------
// Modifiers
// ------------------------------------------------------------------
















// ------------------------------------------------------------------
// Modifier Instantiate
// ------------------------------------------------------------------









// ------------------------------------------------------------------
// Instantiate
// ------------------------------------------------------------------





























function State(callstack, visited) {
    return { callstack, visited };
}
function CanInstantiate(types) {
    return guard.ShiftLeft(types, (left, right) => (0,ref/* IsRef */.i)(left)
        ? false
        : CanInstantiate(right), () => true);
}
function InstantiateProperties(context, state, properties) {
    return guard.Keys(properties).reduce((result, key) => {
        return { ...result, [key]: InstantiateType(context, state, properties[key]) };
    }, {});
}
function InstantiateElements(context, state, types) {
    const elements = InstantiateTypes(context, state, types);
    const result = RestSpread(elements);
    return result;
}
function InstantiateTypes(context, state, types) {
    return types.map(type => InstantiateType(context, state, type));
}
function WithModifiers(type, instantiatedType) {
    const withOptional = (0,_optional/* IsOptional */.X)(type) ? (0,optional_instantiate_add/* AddOptionalAction */.M)(instantiatedType, {}) : instantiatedType;
    const withReadonly = (0,_readonly/* IsReadonly */.T)(type) ? (0,readonly_instantiate_add/* AddReadonlyAction */.I)(withOptional, {}) : withOptional;
    const withImmutable = (0,_immutable/* IsImmutable */.P)(type) ? (0,instantiate_add/* AddImmutableAction */.K)(withReadonly, {}) : withReadonly;
    return withImmutable;
}
function InstantiateDeferred(context, state, action, parameters, options) {
    return (
    // Modifiers
    guard.IsEqual(action, 'AddImmutable') ? (0,instantiate_add/* AddImmutableInstantiate */.a)(context, state, parameters[0], options) :
        guard.IsEqual(action, 'RemoveImmutable') ? (0,instantiate_remove/* RemoveImmutableInstantiate */.h)(context, state, parameters[0], options) :
            guard.IsEqual(action, 'AddReadonly') ? (0,readonly_instantiate_add/* AddReadonlyInstantiate */.p)(context, state, parameters[0], options) :
                guard.IsEqual(action, 'RemoveReadonly') ? (0,readonly_instantiate_remove/* RemoveReadonlyInstantiate */.l)(context, state, parameters[0], options) :
                    guard.IsEqual(action, 'AddOptional') ? (0,optional_instantiate_add/* AddOptionalInstantiate */._)(context, state, parameters[0], options) :
                        guard.IsEqual(action, 'RemoveOptional') ? (0,optional_instantiate_remove/* RemoveOptionalInstantiate */.z)(context, state, parameters[0], options) :
                            // Actions
                            guard.IsEqual(action, 'Capitalize') ? (0,intrinsics_instantiate/* CapitalizeInstantiate */.ff)(context, state, parameters[0], options) :
                                guard.IsEqual(action, 'Conditional') ? (0,conditional/* ConditionalInstantiate */.B)(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                    guard.IsEqual(action, 'ConstructorParameters') ? (0,constructor_parameters_instantiate/* ConstructorParametersInstantiate */.T)(context, state, parameters[0], options) :
                                        guard.IsEqual(action, 'Evaluate') ? (0,evaluate_instantiate/* EvaluateInstantiate */.a)(context, state, parameters[0], options) :
                                            guard.IsEqual(action, 'Exclude') ? (0,exclude_instantiate/* ExcludeInstantiate */.f)(context, state, parameters[0], parameters[1], options) :
                                                guard.IsEqual(action, 'Extract') ? (0,extract_instantiate/* ExtractInstantiate */.i)(context, state, parameters[0], parameters[1], options) :
                                                    guard.IsEqual(action, 'Index') ? (0,indexed_instantiate/* IndexInstantiate */.B)(context, state, parameters[0], parameters[1], options) :
                                                        guard.IsEqual(action, 'InstanceType') ? (0,instance_type_instantiate/* InstanceTypeInstantiate */.q)(context, state, parameters[0], options) :
                                                            guard.IsEqual(action, 'Interface') ? (0,interface_instantiate/* InterfaceInstantiate */.C)(context, state, parameters[0], parameters[1], options) :
                                                                guard.IsEqual(action, 'KeyOf') ? (0,keyof_instantiate/* KeyOfInstantiate */.t)(context, state, parameters[0], options) :
                                                                    guard.IsEqual(action, 'Lowercase') ? (0,intrinsics_instantiate/* LowercaseInstantiate */.Ol)(context, state, parameters[0], options) :
                                                                        guard.IsEqual(action, 'Mapped') ? (0,mapped_instantiate/* MappedInstantiate */.w)(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                                                            guard.IsEqual(action, 'Module') ? (0,module_instantiate/* ModuleInstantiate */.L)(context, state, parameters[0], options) :
                                                                                guard.IsEqual(action, 'NonNullable') ? (0,non_nullable_instantiate/* NonNullableInstantiate */.R)(context, state, parameters[0], options) :
                                                                                    guard.IsEqual(action, 'Pick') ? (0,pick_instantiate/* PickInstantiate */.s)(context, state, parameters[0], parameters[1], options) :
                                                                                        guard.IsEqual(action, 'Parameters') ? (0,parameters_instantiate/* ParametersInstantiate */.t)(context, state, parameters[0], options) :
                                                                                            guard.IsEqual(action, 'Partial') ? (0,partial_instantiate/* PartialInstantiate */.O)(context, state, parameters[0], options) :
                                                                                                guard.IsEqual(action, 'Omit') ? (0,omit_instantiate/* OmitInstantiate */.A)(context, state, parameters[0], parameters[1], options) :
                                                                                                    guard.IsEqual(action, 'ReadonlyObject') ? (0,readonly_object_instantiate/* ReadonlyObjectInstantiate */.G)(context, state, parameters[0], options) :
                                                                                                        guard.IsEqual(action, 'Record') ? (0,record_instantiate/* RecordInstantiate */.x)(context, state, parameters[0], parameters[1], options) :
                                                                                                            guard.IsEqual(action, 'Required') ? (0,required_instantiate/* RequiredInstantiate */.G)(context, state, parameters[0], options) :
                                                                                                                guard.IsEqual(action, 'ReturnType') ? (0,return_type_instantiate/* ReturnTypeInstantiate */.r)(context, state, parameters[0], options) :
                                                                                                                    guard.IsEqual(action, 'TemplateLiteral') ? (0,template_literal_instantiate/* TemplateLiteralInstantiate */.U)(context, state, parameters[0], options) :
                                                                                                                        guard.IsEqual(action, 'Uncapitalize') ? (0,intrinsics_instantiate/* UncapitalizeInstantiate */.S8)(context, state, parameters[0], options) :
                                                                                                                            guard.IsEqual(action, 'Uppercase') ? (0,intrinsics_instantiate/* UppercaseInstantiate */.rV)(context, state, parameters[0], options) :
                                                                                                                                guard.IsEqual(action, 'With') ? (0,with_instantiate/* WithInstantiate */.h)(context, state, parameters[0], parameters[1]) :
                                                                                                                                    (0,deferred/* Deferred */.c)(action, parameters, options));
}
function InstantiateImmediate(context, state, type) {
    const instantiatedType = ((0,ref/* IsRef */.i)(type) ? (0,ref_instantiate/* RefInstantiate */.e)(context, state, type, type.$ref) :
        (0,array/* IsArray */.QS)(type) ? (0,array/* _Array_ */.kv)(InstantiateType(context, state, type.items), (0,array/* ArrayOptions */.Qn)(type)) :
            (0,call/* IsCall */.rx)(type) ? (0,instantiate/* CallInstantiate */.n)(context, state, type.target, type.arguments) :
                (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.instanceType), (0,types_constructor/* ConstructorOptions */.rO)(type)) :
                    (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* _Function_ */.RV)(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.returnType), (0,types_function/* FunctionOptions */.Ns)(type)) :
                        (0,dependent/* IsDependent */.oZ)(type) ? (0,dependent/* Dependent */.qi)(InstantiateType(context, state, type.if), InstantiateType(context, state, type.then), InstantiateType(context, state, type.else), (0,dependent/* DependentOptions */.G3)(type)) :
                            (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(InstantiateTypes(context, state, type.allOf), (0,intersect/* IntersectOptions */.O)(type)) :
                                (0,object/* IsObject */.av)(type) ? (0,object/* Object */.wS)(InstantiateProperties(context, state, type.properties), (0,object/* ObjectOptions */.Un)(type)) :
                                    (0,record/* IsRecord */.cZ)(type) ? (0,record/* RecordFromPattern */.A8)((0,record/* RecordPattern */.EY)(type), InstantiateType(context, state, (0,record/* RecordValue */.Bo)(type))) :
                                        (0,rest/* IsRest */.H)(type) ? (0,rest/* Rest */.N)(InstantiateType(context, state, type.items)) :
                                            (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(InstantiateElements(context, state, type.items), (0,tuple/* TupleOptions */.DD)(type)) :
                                                (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(InstantiateTypes(context, state, type.anyOf), (0,union/* UnionOptions */.Ey)(type)) :
                                                    type);
    const withModifiers = WithModifiers(type, instantiatedType);
    return withModifiers;
}
function InstantiateType(context, state, type) {
    const result = (0,deferred/* IsDeferred */.E)(type)
        ? InstantiateDeferred(context, state, type.action, type.parameters, type.options)
        : InstantiateImmediate(context, state, type);
    return result;
}
/** Instantiates computed schematics using the given context and type. */
function Instantiate(context, type) {
    return InstantiateType(context, State([], []), type);
}


/***/ }),

/***/ 15474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ InterfaceInstantiate),
/* harmony export */   i: () => (/* binding */ InterfaceAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10982);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80067);
/* harmony import */ var _action_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96301);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file







function InterfaceOperation(heritage, properties) {
    const result = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateIntersect */ .He)([...heritage, (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Object */ .wS)(properties)]);
    return result;
}
function InterfaceAction(heritage, properties, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)(heritage)
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(InterfaceOperation(heritage, properties), {}, options)
        : (0,_action_index_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InterfaceDeferred */ .fY)(heritage, properties, options);
    return result;
}
function InterfaceInstantiate(context, state, heritage, properties, options) {
    const instantiatedHeritage = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateTypes */ .kX)(context, state, heritage);
    const instantiatedProperties = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateProperties */ .et)(context, state, properties);
    return InterfaceAction(instantiatedHeritage, instantiatedProperties, options);
}


/***/ }),

/***/ 28955:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xQ: () => (/* binding */ CapitalizeAction),
  ff: () => (/* binding */ CapitalizeInstantiate),
  wD: () => (/* binding */ LowercaseAction),
  Ol: () => (/* binding */ LowercaseInstantiate),
  sy: () => (/* binding */ UncapitalizeAction),
  S8: () => (/* binding */ UncapitalizeInstantiate),
  bN: () => (/* binding */ UppercaseAction),
  rV: () => (/* binding */ UppercaseInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/mapping.mjs
// deno-fmt-ignore-file
function ApplyMapping(mapping, value) {
    return mapping(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_literal.mjs
// deno-fmt-ignore-file



function FromLiteral(mapping, value) {
    return (guard.IsString(value)
        ? (0,literal/* Literal */.uS)(ApplyMapping(mapping, value))
        : (0,literal/* Literal */.uS)(value));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(54798);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_template_literal.mjs
// deno-fmt-ignore-file


function FromTemplateLiteral(mapping, pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(mapping, evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(mapping, types) {
    const result = types.map(type => FromType(mapping, type));
    return (0,union/* Union */.gP)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_type.mjs
// deno-fmt-ignore-file






function FromType(mapping, type) {
    return ((0,literal/* IsLiteral */.gP)(type) ? FromLiteral(mapping, type.const) :
        (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(mapping, type.pattern) :
            (0,union/* IsUnion */.my)(type) ? FromUnion(mapping, type.anyOf) :
                type);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(98068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(34737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(47297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs
// deno-fmt-ignore-file







const CapitalizeMapping = (input) => input[0].toUpperCase() + input.slice(1);
const LowercaseMapping = (input) => input.toLowerCase();
const UncapitalizeMapping = (input) => input[0].toLowerCase() + input.slice(1);
const UppercaseMapping = (input) => input.toUpperCase();
function CapitalizeAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(CapitalizeMapping, type), {}, options)
        : (0,capitalize/* CapitalizeDeferred */.W)(type, options);
    return result;
}
function LowercaseAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(LowercaseMapping, type), {}, options)
        : (0,lowercase/* LowercaseDeferred */.Z)(type, options);
    return result;
}
function UncapitalizeAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(UncapitalizeMapping, type), {}, options)
        : (0,uncapitalize/* UncapitalizeDeferred */.V)(type, options);
    return result;
}
function UppercaseAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(UppercaseMapping, type), {}, options)
        : (0,uppercase/* UppercaseDeferred */.i)(type, options);
    return result;
}
function CapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return CapitalizeAction(instantiatedType, options);
}
function LowercaseInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return LowercaseAction(instantiatedType, options);
}
function UncapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return UncapitalizeAction(instantiatedType, options);
}
function UppercaseInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return UppercaseAction(instantiatedType, options);
}


/***/ }),

/***/ 51829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ KeyOfAction),
  t: () => (/* binding */ KeyOfInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(26300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(24523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(14935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var types_object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(64400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(87964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(97111);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_any.mjs
// deno-fmt-ignore-file




function FromAny() {
    return (0,union/* Union */.gP)([(0,number/* Number */.wN)(), (0,string/* String */.Qf)(), (0,symbol/* Symbol */.N)()]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_array.mjs
// deno-fmt-ignore-file

function FromArray(_type) {
    return (0,number/* Number */.wN)();
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(69701);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys.mjs
var helpers_keys = __webpack_require__(62276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_object.mjs
// deno-fmt-ignore-file





function FromPropertyKeys(keys) {
    const result = keys.reduce((result, left) => {
        return (0,literal/* IsLiteralValue */.fJ)(left)
            ? [...result, (0,literal/* Literal */.uS)((0,helpers_keys/* ConvertToIntegerKey */.C)(left))]
            : (0,unreachable/* Unreachable */.L)();
    }, []);
    return result;
}
function FromObject(properties) {
    const propertyKeys = guard.Keys(properties);
    const variants = FromPropertyKeys(propertyKeys);
    const result = (0,evaluate/* EvaluateUnionFast */.Ts)(variants);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_record.mjs
// deno-fmt-ignore-file

function FromRecord(type) {
    return (0,record/* RecordKey */.VJ)(type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_tuple.mjs
// deno-fmt-ignore-file


function FromTuple(types) {
    const result = types.map((_, index) => (0,literal/* Literal */.uS)(index));
    return (0,evaluate/* EvaluateUnionFast */.Ts)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_type.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------





function FromType(type) {
    return ((0,any/* IsAny */.h)(type) ? FromAny() :
        (0,array/* IsArray */.QS)(type) ? FromArray(type.items) :
            (0,types_object/* IsObject */.av)(type) ? FromObject(type.properties) :
                (0,record/* IsRecord */.cZ)(type) ? FromRecord(type) :
                    (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                        (0,never/* Never */.ps)());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------

function NormalizeType(type) {
    const result = ((0,cyclic/* IsCyclic */.c_)(type) ||
        (0,dependent/* IsDependent */.oZ)(type) ||
        (0,intersect/* IsIntersect */.Yq)(type) ||
        (0,union/* IsUnion */.my)(type)) ? (0,object/* CollapseToObject */.w)(type) : type;
    return result;
}
function KeyOfAction(type, options) {
    return ((0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(NormalizeType(type)), {}, options)
        : (0,keyof/* KeyOfDeferred */.g)(type, options));
}
function KeyOfInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return KeyOfAction(instantiatedType, options);
}


/***/ }),

/***/ 13347:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ MappedAction),
  w: () => (/* binding */ MappedInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(49547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_variants.mjs
// deno-fmt-ignore-file







function FromTemplateLiteral(pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(evaluated);
    return result;
}
function FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...FromType(left)];
    }, []);
}
function FromEnum(values) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromType(evaluated);
    return result;
}
function FromLiteral(value) {
    const result = guard.IsNumber(value) ? [(0,literal/* Literal */.uS)(`${value}`)] : [(0,literal/* Literal */.uS)(value)];
    return result;
}
function FromType(type) {
    const result = ((0,types_enum/* IsEnum */.Kk)(type) ? FromEnum(type.enum) :
        (0,literal/* IsLiteral */.gP)(type) ? FromLiteral(type.const) :
            (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(type.pattern) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    [type]);
    return result;
}
function MappedVariants(type) {
    const result = FromType(type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function CanonicalAs(instantiatedAs) {
    const result = (0,template_literal/* IsTemplateLiteral */.gm)(instantiatedAs)
        ? (0,evaluate/* EvaluateTemplateLiteral */.pF)(instantiatedAs.pattern)
        : instantiatedAs;
    return result;
}
function MappedVariant(context, state, identifier, variant, as, property) {
    const variantContext = memory/* Memory.Assign */.c.Assign(context, { [identifier['name']]: variant });
    const instantiatedAs = (0,instantiate/* InstantiateType */.zO)(variantContext, state, as);
    const canonicalAs = CanonicalAs(instantiatedAs);
    const instantiatedProperty = (0,instantiate/* InstantiateType */.zO)(variantContext, state, property);
    return ((0,literal/* IsLiteralNumber */.LV)(canonicalAs) || (0,literal/* IsLiteralString */.Zs)(canonicalAs)
        ? { [canonicalAs.const]: instantiatedProperty }
        : {});
}
function MappedProperties(context, state, identifier, variants, as, property) {
    return variants.reduce((result, left) => {
        return [...result, MappedVariant(context, state, identifier, left, as, property)];
    }, []);
}
function MappedObjects(properties) {
    return properties.reduce((result, left) => {
        return [...result, (0,object/* Object */.wS)(left)];
    }, []);
}
function MappedOperation(context, state, identifier, type, as, property) {
    const variants = MappedVariants(type);
    const mappedProperties = MappedProperties(context, state, identifier, variants, as, property);
    const mappedObjects = MappedObjects(mappedProperties);
    const result = (0,evaluate/* EvaluateIntersect */.He)(mappedObjects);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs
// deno-fmt-ignore-file




function MappedAction(context, state, identifier, type, as, property, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(MappedOperation(context, state, identifier, type, as, property), {}, options)
        : (0,mapped/* MappedDeferred */.n)(identifier, type, as, property, options);
    return result;
}
function MappedInstantiate(context, state, identifier, type, as, property, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return MappedAction(context, state, identifier, instantiatedType, as, property, options);
}


/***/ }),

/***/ 89567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ ModuleInstantiate)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _cyclic_candidates_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39324);
/* harmony import */ var _cyclic_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93202);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Module: Instantiation Infrastructure
// ------------------------------------------------------------------



function InstantiateCyclics(context, declarations, cyclicKeys) {
    const declarationContext = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Assign */ .c.Assign(context, declarations);
    const declarationKeys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__.Keys(declarations).filter(key => cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: (0,_cyclic_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateCyclic */ .w)(declarationContext, key, declarations[key]) };
    }, {});
}
function InstantiateNonCyclics(context, declarations, cyclicKeys) {
    const declarationContext = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Assign */ .c.Assign(context, declarations);
    const declarationKeys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__.Keys(declarations).filter(key => !cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(declarationContext, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw)([], []), declarations[key]) };
    }, {});
}
function InstantiateModule(context, declarations, options) {
    const cyclicCandidates = (0,_cyclic_candidates_mjs__WEBPACK_IMPORTED_MODULE_2__/* .CyclicCandidates */ .E)(declarations);
    const instantiatedCyclics = InstantiateCyclics(context, declarations, cyclicCandidates);
    const instantiatedNonCyclics = InstantiateNonCyclics(context, declarations, cyclicCandidates);
    const instantiatedModule = { ...instantiatedCyclics, ...instantiatedNonCyclics };
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(instantiatedModule, {}, options);
}
function ModuleInstantiate(context, _state, declarations, options) {
    const instantiatedModule = InstantiateModule(context, declarations, options);
    return instantiatedModule;
}


/***/ }),

/***/ 37096:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ NonNullableAction),
/* harmony export */   R: () => (/* binding */ NonNullableInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_null_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66316);
/* harmony import */ var _types_undefined_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51421);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31520);
/* harmony import */ var _exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69345);
/* harmony import */ var _action_non_nullable_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8673);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7749);
// deno-fmt-ignore-file







function NonNullableOperation(type) {
    const excluded = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Union */ .gP)([(0,_types_null_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Null */ .U)(), (0,_types_undefined_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Undefined */ .r)()]);
    return (0,_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ExcludeAction */ .d)(type, excluded, {});
}
function NonNullableAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(NonNullableOperation(type), {}, options)
        : (0,_action_non_nullable_mjs__WEBPACK_IMPORTED_MODULE_5__/* .NonNullableDeferred */ .o)(type, options);
    return result;
}
function NonNullableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .InstantiateType */ .zO)(context, state, type);
    return NonNullableAction(instantiatedType, options);
}


/***/ }),

/***/ 24523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* reexport */ CollapseToObject)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const result = FromType(target);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/property.mjs
var property = __webpack_require__(98897);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_intersect.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CollapseIntersectProperties(left, right) {
    const leftKeys = guard.Keys(left).filter((key) => !guard.HasPropertyKey(right, key));
    const rightKeys = guard.Keys(right).filter((key) => !guard.HasPropertyKey(left, key));
    const sharedKeys = guard.Keys(left).filter((key) => guard.HasPropertyKey(right, key));
    const leftProperties = leftKeys.reduce((result, key) => ({ ...result, [key]: left[key] }), {});
    const rightProperties = rightKeys.reduce((result, key) => ({ ...result, [key]: right[key] }), {});
    const sharedProperties = sharedKeys.reduce((result, key) => ({ ...result, [key]: (0,property/* EvaluatePropertyIntersect */.u)(left[key], right[key]) }), {});
    const unique = memory/* Memory.Assign */.c.Assign(leftProperties, rightProperties);
    const shared = memory/* Memory.Assign */.c.Assign(unique, sharedProperties);
    return shared;
}
function FromIntersect(types) {
    return types.reduce((result, left) => {
        return CollapseIntersectProperties(result, FromType(left));
    }, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_object.mjs
// deno-fmt-ignore-file
function FromObject(properties) {
    return properties;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/tuple/to_object.mjs
var to_object = __webpack_require__(85838);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_tuple.mjs
// deno-fmt-ignore-file



function FromTuple(types) {
    const object = (0,to_object/* TupleToObject */.n)((0,tuple/* Tuple */.rd)(types));
    const result = FromType(object);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(69701);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_union.mjs
// deno-fmt-ignore-file




function CollapseUnionProperties(left, right) {
    const sharedKeys = guard.Keys(left).filter((key) => key in right);
    const result = sharedKeys.reduce((result, key) => {
        return { ...result, [key]: (0,property/* EvaluatePropertyUnion */.E)(left[key], right[key]) };
    }, {});
    return result;
}
function ReduceVariants(types, result) {
    return guard.ShiftLeft(types, (left, right) => ReduceVariants(right, CollapseUnionProperties(result, FromType(left))), () => result);
}
function FromUnion(types) {
    return guard.ShiftLeft(types, (left, right) => ReduceVariants(right, FromType(left)), () => (0,unreachable/* Unreachable */.L)());
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                        (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                            {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/collapse.mjs
// deno-fmt-ignore-file


/**
 * Collapses a type into a TObject schema. This is a lossy fast path used to
 * normalize arbitrary TSchema types into a TObject structure. This function is
 * primarily used in indexing operations where a normalized object structure
 * is required. If the type cannot be collapsed, an empty object schema is returned.
 */
function CollapseToObject(type) {
    const properties = FromType(type);
    const result = (0,object/* Object */.wS)(properties);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs



/***/ }),

/***/ 91952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ OmitAction),
  A: () => (/* binding */ OmitInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(96317);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(84691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable.mjs
var to_indexable = __webpack_require__(36411);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/from_type.mjs
// deno-fmt-ignore-file




function FromKeys(properties, keys) {
    const result = guard.Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? result : { ...result, [key]: properties[key] };
    }, {});
    return result;
}
function FromType(type, indexer) {
    const indexable = (0,to_indexable/* ToIndexable */._)(type);
    const indexableKeys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const omitted = FromKeys(indexable, indexableKeys);
    const result = (0,object/* Object */.wS)(omitted);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs
// deno-fmt-ignore-file




function OmitAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(FromType(type, indexer), {}, options)
        : (0,omit/* OmitDeferred */.l)(type, indexer, options);
    return result;
}
function OmitInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return OmitAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 31199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ AddOptionalAction),
/* harmony export */   _: () => (/* binding */ AddOptionalInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddOptionalAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~optional': true }, options);
    return result;
}
function AddOptionalInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddOptionalAction(instantiatedType, options);
}


/***/ }),

/***/ 95806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ RemoveOptionalAction),
/* harmony export */   z: () => (/* binding */ RemoveOptionalInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveOptionalOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~optional']);
}
function RemoveOptionalAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveOptionalOperation(type), {}, options);
    return result;
}
function RemoveOptionalInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveOptionalAction(instantiatedType, options);
}


/***/ }),

/***/ 71995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ParametersAction),
/* harmony export */   t: () => (/* binding */ ParametersInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46951);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62023);
/* harmony import */ var _action_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9238);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ParametersOperation(type) {
    const parameters = (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsFunction */ .hg)(type) ? type['parameters'] : [];
    const instantiatedParameters = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateElements */ .q1)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), parameters);
    const result = (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Tuple */ .rd)(instantiatedParameters);
    return result;
}
function ParametersAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ParametersOperation(type), {}, options)
        : (0,_action_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ParametersDeferred */ .S)(type, options);
    return result;
}
function ParametersInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ParametersAction(instantiatedType, options);
}


/***/ }),

/***/ 30566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ PartialAction),
  O: () => (/* binding */ PartialInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(10641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_optional.mjs
var _add_optional = __webpack_require__(54349);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_add_optional/* AddOptional */.O)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,object/* Object */.wS)({}));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs
// deno-fmt-ignore-file




function PartialAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,partial/* PartialDeferred */.L)(type, options);
    return result;
}
function PartialInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return PartialAction(instantiatedType, options);
}


/***/ }),

/***/ 24180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ ParsePatternIntoTypes)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29255);
// deno-fmt-ignore-file


/** Parses a Pattern into a sequence of TemplateLiteral types. A result of [] indicates failure to parse. */
function ParsePatternIntoTypes(pattern) {
    const parsed = (0,_script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Pattern */ .zJ)(pattern);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsEqual(parsed.length, 2)
        ? parsed[0]
        : []; // Failed to Parse
    return result;
}


/***/ }),

/***/ 72332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ParseTemplateIntoTypes)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69701);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29255);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// deno-coverage-ignore-start - symmetric unreachable
//
// Parser is parsing regular expression for strings and will return 
// at least 1 TLiteral at a minumum.
//
// ------------------------------------------------------------------
/** Parses a Template into a TemplateLiteral types */
function ParseTemplateIntoTypes(template) {
    const parsed = (0,_script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__/* .TemplateLiteralTypes */ .TE)(`\`${template}\``);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsEqual(parsed.length, 2)
        ? parsed[0]
        : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Unreachable */ .L)(); // []
    return result;
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 42820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ PickAction),
  s: () => (/* binding */ PickInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(96185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(84691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable.mjs
var to_indexable = __webpack_require__(36411);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function FromKeys(properties, keys) {
    const result = guard.Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? memory/* Memory.Assign */.c.Assign(result, { [key]: properties[key] }) : result;
    }, {});
    return result;
}
function FromType(type, indexer) {
    const indexable = (0,to_indexable/* ToIndexable */._)(type);
    const keys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const applied = FromKeys(indexable, keys);
    const result = (0,object/* Object */.wS)(applied);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs
// deno-fmt-ignore-file




function PickAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(FromType(type, indexer), {}, options)
        : (0,pick/* PickDeferred */.x)(type, indexer, options);
    return result;
}
function PickInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return PickAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 12149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ AddReadonlyAction),
/* harmony export */   p: () => (/* binding */ AddReadonlyInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddReadonlyAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~readonly': true }, options);
    return result;
}
function AddReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddReadonlyAction(instantiatedType, options);
}


/***/ }),

/***/ 86036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ RemoveReadonlyAction),
/* harmony export */   l: () => (/* binding */ RemoveReadonlyInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveReadonlyOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~readonly']);
}
function RemoveReadonlyAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveReadonlyOperation(type), {}, options);
    return result;
}
function RemoveReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveReadonlyAction(instantiatedType, options);
}


/***/ }),

/***/ 23209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ ReadonlyObjectAction),
  G: () => (/* binding */ ReadonlyObjectInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(62930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_immutable.mjs
var _add_immutable = __webpack_require__(31195);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_array.mjs
// deno-fmt-ignore-file


function FromArray(type) {
    const result = (0,_add_immutable/* AddImmutable */.e)((0,array/* Array */.O3)(type));
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_readonly.mjs
var _add_readonly = __webpack_require__(66003);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_add_readonly/* AddReadonly */.w)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_tuple.mjs
// deno-fmt-ignore-file


function FromTuple(types) {
    const result = (0,_add_immutable/* AddImmutable */.e)((0,tuple/* Tuple */.rd)(types));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_type.mjs
// deno-fmt-ignore-file














function FromType(type) {
    return ((0,array/* IsArray */.QS)(type) ? FromArray(type.items) :
        (0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
            (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
                (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                            (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                                type);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs
// deno-fmt-ignore-file




function ReadonlyObjectAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,readonly_object/* ReadonlyObjectDeferred */.zU)(type);
    return result;
}
function ReadonlyObjectInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return ReadonlyObjectAction(instantiatedType, options);
}


/***/ }),

/***/ 19821:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ RecordAction),
  x: () => (/* binding */ RecordInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(14935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(64400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(87964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/record_create.mjs
var record_create = __webpack_require__(5270);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_any.mjs
// deno-fmt-ignore-file


function FromAnyKey(value) {
    return (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_boolean.mjs
// deno-fmt-ignore-file

function FromBooleanKey(value) {
    return (0,object/* Object */.wS)({ true: value, false: value });
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_enum.mjs
// deno-fmt-ignore-file


function FromEnumKey(values, value) {
    const unionKey = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromKey(unionKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_integer.mjs
// deno-fmt-ignore-file


function FromIntegerKey(_key, value) {
    const result = (0,record_create/* CreateRecord */.o)(record/* IntegerKey */.oz, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_intersect.mjs
// deno-fmt-ignore-file


function FromIntersectKey(types, value) {
    const evaluatedKey = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromKey(evaluatedKey, value);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_literal.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function FromLiteralKey(key, value) {
    return (guard.IsString(key) || guard.IsNumber(key) ? (0,object/* Object */.wS)({ [key]: value }) :
        guard.IsEqual(key, false) ? (0,object/* Object */.wS)({ false: value }) :
            guard.IsEqual(key, true) ? (0,object/* Object */.wS)({ true: value }) :
                (0,object/* Object */.wS)({}));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_number.mjs
// deno-fmt-ignore-file


function FromNumberKey(_key, value) {
    const result = (0,record_create/* CreateRecord */.o)(record/* NumberKey */.ZV, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_string.mjs
// deno-fmt-ignore-file



function FromStringKey(key, value) {
    // special case: override for string with raw pattern. We do not observe inference for the
    // raw string patterns, but as a pattern (assuming non-never) is in the set of string, we
    // allow overriding. Callers will need to narrow to the pattern manually. TB legacy.
    return (guard.HasPropertyKey(key, 'pattern') && (guard.IsString(key.pattern) || key.pattern instanceof RegExp)
        ? (0,record_create/* CreateRecord */.o)(key.pattern.toString(), value)
        : (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var patterns_pattern = __webpack_require__(24180);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_finite.mjs
var is_finite = __webpack_require__(47507);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_template_literal.mjs
// deno-fmt-ignore-file





function FromTemplateKey(pattern, value) {
    const types = (0,patterns_pattern/* ParsePatternIntoTypes */.J)(pattern);
    const finite = (0,is_finite/* IsTemplateLiteralFinite */.V)(types);
    const result = finite ? FromKey((0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern), value) : (0,record_create/* CreateRecord */.o)(pattern, value);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/flatten.mjs
var flatten = __webpack_require__(27424);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_union.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file










function StringOrNumberCheck(types) {
    return types.some(type => (0,string/* IsString */.IP)(type) || (0,number/* IsNumber */.Mx)(type) || (0,integer/* IsInteger */.$p)(type));
}
function TryBuildRecord(types, value) {
    return (guard.IsEqual(StringOrNumberCheck(types), true)
        ? (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value)
        : undefined);
}
function CreateProperties(types, value) {
    return types.reduce((result, left) => {
        return (0,literal/* IsLiteral */.gP)(left) && (guard.IsString(left.const) || guard.IsNumber(left.const))
            ? { ...result, [left.const]: value }
            : result;
    }, {});
}
function CreateObject(types, value) {
    const properties = CreateProperties(types, value);
    const result = (0,object/* Object */.wS)(properties);
    return result;
}
function FromUnionKey(types, value) {
    const flattened = (0,flatten/* Flatten */.F)(types);
    const record = TryBuildRecord(flattened, value);
    return ((0,schema/* IsSchema */.Y)(record) // maybe IsRecord?
        ? record
        : CreateObject(flattened, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file











// ------------------------------------------------------------------
// Keys and Deferred
// ------------------------------------------------------------------










function FromKey(key, value) {
    const result = ((0,any/* IsAny */.h)(key) ? FromAnyKey(value) :
        (0,types_boolean/* IsBoolean */.Z)(key) ? FromBooleanKey(value) :
            (0,types_enum/* IsEnum */.Kk)(key) ? FromEnumKey(key.enum, value) :
                (0,integer/* IsInteger */.$p)(key) ? FromIntegerKey(key, value) :
                    (0,intersect/* IsIntersect */.Yq)(key) ? FromIntersectKey(key.allOf, value) :
                        (0,literal/* IsLiteral */.gP)(key) ? FromLiteralKey(key.const, value) :
                            (0,number/* IsNumber */.Mx)(key) ? FromNumberKey(key, value) :
                                (0,union/* IsUnion */.my)(key) ? FromUnionKey(key.anyOf, value) :
                                    (0,string/* IsString */.IP)(key) ? FromStringKey(key, value) :
                                        (0,template_literal/* IsTemplateLiteral */.gm)(key) ? FromTemplateKey(key.pattern, value) :
                                            (0,object/* Object */.wS)({}));
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function RecordAction(key, value, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([key])
        ? memory/* Memory.Update */.c.Update(FromKey(key, value), {}, options)
        : (0,record/* RecordDeferred */.LO)(key, value, options);
    return result;
}
function RecordInstantiate(context, state, key, value, options) {
    const instantiatedKey = (0,instantiate/* InstantiateType */.zO)(context, state, key);
    const instantiatedValue = (0,instantiate/* InstantiateType */.zO)(context, state, value);
    return RecordAction(instantiatedKey, instantiatedValue, options);
}


/***/ }),

/***/ 5270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ CreateRecord)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
// deno-fmt-ignore-file

function CreateRecord(key, value) {
    const type = 'object';
    const patternProperties = { [key]: value };
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Record' }, { type, patternProperties });
}


/***/ }),

/***/ 67828:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ RefInstantiate)
/* harmony export */ });
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RefInstantiate(context, state, type, ref) {
    return (state.visited.includes(ref)
        ? type
        : ref in context
            ? (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__/* .InstantiateType */ .zO)(context, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__/* .State */ .Uw)(state['callstack'], [...state['visited'], ref]), context[ref])
            : type);
}


/***/ }),

/***/ 11062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ RequiredAction),
  G: () => (/* binding */ RequiredInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(21385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_remove_optional.mjs
var _remove_optional = __webpack_require__(33200);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_remove_optional/* RemoveOptional */.X)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,object/* Object */.wS)({}));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(98889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs
// deno-fmt-ignore-file




function RequiredAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,required/* RequiredDeferred */.d)(type, options);
    return result;
}
function RequiredInstantiate(context, state, type, options) {
    const instaniatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return RequiredAction(instaniatedType, options);
}


/***/ }),

/***/ 17490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ReturnTypeAction),
/* harmony export */   r: () => (/* binding */ ReturnTypeInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46951);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _action_return_type_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66243);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file





function ReturnTypeOperation(type) {
    return ((0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsFunction */ .hg)(type)
        ? type['returnType']
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function ReturnTypeAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ReturnTypeOperation(type), {}, options)
        : (0,_action_return_type_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ReturnTypeDeferred */ .w)(type, options);
    return result;
}
function ReturnTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ReturnTypeAction(instantiatedType, options);
}


/***/ }),

/***/ 81951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ TemplateLiteralCreate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
// deno-fmt-ignore-file

function TemplateLiteralCreate(pattern) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'TemplateLiteral' }, { type: 'string', pattern }, {});
}


/***/ }),

/***/ 16233:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ TemplateLiteralDecode),
/* harmony export */   g: () => (/* binding */ TemplateLiteralDecodeUnsafe)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(88642);
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(69701);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40000);
/* harmony import */ var _types_string_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87964);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64125);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31520);
/* harmony import */ var _patterns_pattern_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(24180);
/* harmony import */ var _is_finite_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47507);
/* harmony import */ var _create_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(81951);
// deno-fmt-ignore-file









function FromLiteralPush(variants, value, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(variants, (left, right) => FromLiteralPush(right, value, [...result, `${left}${value}`]), () => result);
}
function FromLiteral(variants, value) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(variants.length, 0) ? [`${value}`] : FromLiteralPush(variants, value));
}
function FromUnion(variants, types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => FromUnion(variants, right, [...result, ...FromType(variants, left)]), () => result);
}
// ------------------------------------------------------------------
// deno-coverage-ignore-start - symmetric unreachable | internal
// 
// Parsed TemplateLiteral patterns only yield Literal or Union but
// we keep the fall-through to assert that no other types can reach 
// here without error.
//
// ------------------------------------------------------------------
function FromType(variants, type) {
    const result = ((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsUnion */ .my)(type) ? FromUnion(variants, type.anyOf) :
        (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(type) ? FromLiteral(variants, type.const) :
            (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Unreachable */ .L)() // []
    );
    return result;
}
function DecodeFromSpan(variants, types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => DecodeFromSpan(FromType(variants, left), right), () => variants);
}
function VariantsToLiterals(variants) {
    return variants.map(variant => (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Literal */ .uS)(variant));
}
function DecodeTypesAsUnion(types) {
    const variants = DecodeFromSpan([], types);
    const literals = VariantsToLiterals(variants);
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Union */ .gP)(literals);
    return result;
}
// ------------------------------------------------------------------
// deno-coverage-ignore-start - internal
// 
// Cannot invoke the 0-length condition as the TemplateLiteral 
// parsers always return at least 1 TLiteral or TUnion. We would 
// return a empty string TLiteral for this case, but will use 
// Unreachable to catch parse inputs that trigger 0-length.
//
// ------------------------------------------------------------------
function DecodeTypes(types) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 0) ? (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Unreachable */ .L)() : // Literal('') :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 1) && (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(types[0]) ? types[0] :
            DecodeTypesAsUnion(types));
}
/**
 * (Internal) Decodes a TemplateLiteral pattern into a Type. This function is unsafe. Decoding a non-finite
 * TemplateLiteral pattern may produce another TemplateLiteral pattern. During enumeration, this
 * TemplateLiteral -> TemplateLiteral behavior can cause a StackOverflow. A better in-flight template-literal
 * decoding algorithm is needed. (for review)
 */
function TemplateLiteralDecodeUnsafe(pattern) {
    const types = (0,_patterns_pattern_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ParsePatternIntoTypes */ .J)(pattern);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 0) // Failed to Parse | IsTemplateLiteralPattern
        ? (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_1__/* .String */ .Qf)() // ... Pattern cannot be typed, so discard
        : (0,_is_finite_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsTemplateLiteralFinite */ .V)(types)
            ? DecodeTypes(types)
            : (0,_create_mjs__WEBPACK_IMPORTED_MODULE_6__/* .TemplateLiteralCreate */ .k)(pattern);
    return result;
}
/** Decodes a TemplateLiteral pattern but returns TString if the pattern in non-finite. */
function TemplateLiteralDecode(pattern) {
    const decoded = TemplateLiteralDecodeUnsafe(pattern);
    const result = (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsTemplateLiteral */ .gm)(decoded) ? (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_1__/* .String */ .Qf)() : decoded;
    return result;
}


/***/ }),

/***/ 63037:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ TemplateLiteralEncode)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(88642);
/* harmony import */ var _types_enum_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98903);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40000);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31520);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64125);
/* harmony import */ var _types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27626);
/* harmony import */ var _types_string_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87964);
/* harmony import */ var _types_number_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(64400);
/* harmony import */ var _types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4247);
/* harmony import */ var _types_boolean_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7957);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9139);
/* harmony import */ var _create_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(81951);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(80067);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(36317);
// deno-fmt-ignore-file














function JoinString(input) {
    return input.join('|');
}
function UnwrapTemplateLiteralPattern(pattern) {
    return pattern.slice(1, pattern.length - 1);
}
function EncodeLiteral(value, right, pattern) {
    return EncodeTypes(right, `${pattern}${value}`);
}
function EncodeBigInt(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__/* .BigIntPattern */ .us}`);
}
function EncodeInteger(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IntegerPattern */ .NU}`);
}
function EncodeNumber(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_number_mjs__WEBPACK_IMPORTED_MODULE_6__/* .NumberPattern */ .Uy}`);
}
function EncodeBoolean(right, pattern) {
    return EncodeType((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Union */ .gP)([(0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Literal */ .uS)('false'), (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Literal */ .uS)('true')]), right, pattern);
}
function EncodeString(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_string_mjs__WEBPACK_IMPORTED_MODULE_5__/* .StringPattern */ .wi}`);
}
function EncodeTemplateLiteral(templatePattern, right, pattern) {
    return EncodeTypes(right, `${pattern}${UnwrapTemplateLiteralPattern(templatePattern)}`);
}
function EncodeTemplateLiteralDeferred(types, right, pattern) {
    const templateLiteral = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_12__/* .TemplateLiteralAction */ .k)(types, {});
    const result = EncodeType(templateLiteral, right, pattern);
    return result;
}
function EncodeEnum(values, right, pattern) {
    const evaluated = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_11__/* .EvaluateEnum */ .zu)(values);
    return EncodeType(evaluated, right, pattern);
}
function EncodeUnion(types, right, pattern, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__.ShiftLeft(types, (head, tail) => EncodeUnion(tail, right, pattern, [...result, EncodeType(head, [], '')]), () => EncodeTypes(right, `${pattern}(${JoinString(result)})`));
}
function EncodeType(type, right, pattern) {
    return ((0,_types_enum_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsEnum */ .Kk)(type) ? EncodeEnum(type.enum, right, pattern) :
        (0,_types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsInteger */ .$p)(type) ? EncodeInteger(right, pattern) :
            (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsLiteral */ .gP)(type) ? EncodeLiteral(type.const, right, pattern) :
                (0,_types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsBigInt */ .cQ)(type) ? EncodeBigInt(right, pattern) :
                    (0,_types_boolean_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsBoolean */ .Z)(type) ? EncodeBoolean(right, pattern) :
                        (0,_types_number_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsNumber */ .Mx)(type) ? EncodeNumber(right, pattern) :
                            (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsString */ .IP)(type) ? EncodeString(right, pattern) :
                                (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTemplateLiteral */ .gm)(type) ? EncodeTemplateLiteral(type.pattern, right, pattern) :
                                    (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTemplateLiteralDeferred */ .vH)(type) ? EncodeTemplateLiteralDeferred(type.parameters[0], right, pattern) :
                                        (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsUnion */ .my)(type) ? EncodeUnion(type.anyOf, right, pattern) :
                                            _types_never_mjs__WEBPACK_IMPORTED_MODULE_9__/* .NeverPattern */ .rv);
}
function EncodeTypes(types, pattern) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__.ShiftLeft(types, (left, right) => EncodeType(left, right, pattern), () => pattern);
}
function EncodePattern(types) {
    const encoded = EncodeTypes(types, '');
    const result = `^${encoded}$`;
    return result;
}
/** Encodes a TemplateLiteral type sequence into a TemplateLiteral */
function TemplateLiteralEncode(types) {
    const pattern = EncodePattern(types);
    const result = (0,_create_mjs__WEBPACK_IMPORTED_MODULE_10__/* .TemplateLiteralCreate */ .k)(pattern);
    return result;
}


/***/ }),

/***/ 2329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G_: () => (/* reexport */ decode/* TemplateLiteralDecode */.G)
});

// UNUSED EXPORTS: IsTemplateLiteralFinite, IsTemplateLiteralPattern, TemplateLiteralCreate, TemplateLiteralDecodeUnsafe, TemplateLiteralEncode

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/create.mjs
var create = __webpack_require__(81951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/decode.mjs
var decode = __webpack_require__(16233);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/encode.mjs
var encode = __webpack_require__(63037);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_finite.mjs
var is_finite = __webpack_require__(47507);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var pattern = __webpack_require__(24180);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_pattern.mjs
// deno-fmt-ignore-file


/** Returns true if this pattern is a valid Template Literal regular expression */
function IsTemplateLiteralPattern(pattern) {
    const types = ParsePatternIntoTypes(pattern);
    const result = Guard.IsEqual(types.length, 0) ? false : true;
    return result;
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/index.mjs








/***/ }),

/***/ 36317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ TemplateLiteralInstantiate),
/* harmony export */   k: () => (/* binding */ TemplateLiteralAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64125);
/* harmony import */ var _encode_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63037);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7749);
// deno-fmt-ignore-file




function TemplateLiteralAction(types, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .CanInstantiate */ .pZ)(types)
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_encode_mjs__WEBPACK_IMPORTED_MODULE_2__/* .TemplateLiteralEncode */ .s)(types), {}, options)
        : (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .TemplateLiteralDeferred */ .Dn)(types, options);
    return result;
}
function TemplateLiteralInstantiate(context, state, types, options) {
    const instantiatedTypes = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateTypes */ .kX)(context, state, types);
    return TemplateLiteralAction(instantiatedTypes, options);
}


/***/ }),

/***/ 47507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ IsTemplateLiteralFinite)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40000);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31520);
// deno-fmt-ignore-file



function FromLiteral(_value) {
    return true;
}
function FromTypesReduce(types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.ShiftLeft(types, (left, right) => FromType(left)
        ? FromTypesReduce(right)
        : false, () => true);
}
function FromTypes(types) {
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsEqual(types.length, 0) ? false : FromTypesReduce(types);
    return result;
}
function FromType(type) {
    return ((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsUnion */ .my)(type) ? FromTypes(type.anyOf) :
        (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(type) ? FromLiteral(type.const) :
            false);
}
/** Returns true if the given TemplateLiteral types yields a finite variant set */
function IsTemplateLiteralFinite(types) {
    const result = FromTypes(types);
    return result;
}


/***/ }),

/***/ 85838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ TupleToObject),
/* harmony export */   y: () => (/* binding */ TupleElementsToProperties)
/* harmony export */ });
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10982);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file

function TupleElementsToProperties(types) {
    const result = types.reduceRight((result, right, index) => {
        return { [index]: right, ...result };
    }, {});
    return result;
}
function TupleToObject(type) {
    const properties = TupleElementsToProperties(type.items);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Object */ .wS)(properties);
    return result;
}


/***/ }),

/***/ 2703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ WithAction),
/* harmony export */   h: () => (/* binding */ WithInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _action_with_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60866);
// deno-fmt-ignore-file



function WithAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, {}, options)
        : (0,_action_with_mjs__WEBPACK_IMPORTED_MODULE_2__/* .WithDeferred */ .k)(type, options);
    return result;
}
function WithInstantiate(context, state, type, options) {
    const instaniatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return WithAction(instaniatedType, options);
}


/***/ }),

/***/ 5257:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* reexport */ Extends),
  d: () => (/* reexport */ result_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/type/extends/result.mjs
var result_namespaceObject = {};
__webpack_require__.r(result_namespaceObject);
__webpack_require__.d(result_namespaceObject, {
  ExtendsFalse: () => (ExtendsFalse),
  ExtendsTrue: () => (ExtendsTrue),
  ExtendsUnion: () => (ExtendsUnion),
  IsExtendsFalse: () => (IsExtendsFalse),
  IsExtendsTrue: () => (IsExtendsTrue),
  IsExtendsTrueLike: () => (IsExtendsTrueLike),
  IsExtendsUnion: () => (IsExtendsUnion),
  Match: () => (Match)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(50330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(57191);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unsafe.mjs
var unsafe = __webpack_require__(95557);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(35889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(14935);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(18712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(98903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(69270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(64125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(31520);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/result.mjs


function ExtendsUnion(inferred) {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsUnion' }, { inferred });
}
function IsExtendsUnion(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.HasPropertyKey(value, 'inferred') &&
        guard.IsEqual(value['~kind'], 'ExtendsUnion') &&
        guard.IsObject(value.inferred);
}
function ExtendsTrue(inferred) {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsTrue' }, { inferred });
}
function IsExtendsTrue(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.HasPropertyKey(value, 'inferred') &&
        guard.IsEqual(value['~kind'], 'ExtendsTrue') &&
        guard.IsObject(value.inferred);
}
function ExtendsFalse() {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsFalse' }, {});
}
function IsExtendsFalse(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.IsEqual(value['~kind'], 'ExtendsFalse');
}
function IsExtendsTrueLike(value) {
    return IsExtendsUnion(value) || IsExtendsTrue(value);
}
function Match(result, true_, false_) {
    return IsExtendsTrueLike(result) ? true_(result.inferred) : false_();
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(80067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_right.mjs
// deno-fmt-ignore-file














function ExtendsRightInfer(inferred, name, left, right) {
    return Match(ExtendsLeft(inferred, left, right), checkInferred => ExtendsTrue(memory/* Memory.Assign */.c.Assign(memory/* Memory.Assign */.c.Assign(inferred, checkInferred), { [name]: left })), () => ExtendsFalse());
}
function ExtendsRightAny(inferred, _left) {
    return ExtendsTrue(inferred);
}
function ExtendsRightDependent(inferred, left, if_, then_, else_) {
    return Match(ExtendsLeft(inferred, left, if_), inferred => Match(ExtendsLeft(inferred, left, then_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()), () => Match(ExtendsLeft(inferred, left, else_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()));
}
function ExtendsRightEnum(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightIntersect(inferred, left, right) {
    return guard.ShiftLeft(right, (head, tail) => Match(ExtendsLeft(inferred, left, head), inferred => ExtendsRightIntersect(inferred, left, tail), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function ExtendsRightTemplateLiteral(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightUnion(inferred, left, right) {
    return guard.ShiftLeft(right, (head, tail) => Match(ExtendsLeft(inferred, left, head), inferred => ExtendsTrue(inferred), () => ExtendsRightUnion(inferred, left, tail)), () => ExtendsFalse());
}
function ExtendsRight(inferred, left, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsRightAny(inferred, left) :
        (0,dependent/* IsDependent */.oZ)(right) ? ExtendsRightDependent(inferred, left, right.if, right.then, right.else) :
            (0,types_enum/* IsEnum */.Kk)(right) ? ExtendsRightEnum(inferred, left, right.enum) :
                (0,infer/* IsInfer */.t)(right) ? ExtendsRightInfer(inferred, right.name, left, right.extends) :
                    (0,intersect/* IsIntersect */.Yq)(right) ? ExtendsRightIntersect(inferred, left, right.allOf) :
                        (0,template_literal/* IsTemplateLiteral */.gm)(right) ? ExtendsRightTemplateLiteral(inferred, left, right.pattern) :
                            (0,union/* IsUnion */.my)(right) ? ExtendsRightUnion(inferred, left, right.anyOf) :
                                (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/any.mjs
// deno-fmt-ignore-file





function ExtendsAny(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right) ? ExtendsRight(inferred, left, right) :
        (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
            (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                ExtendsUnion(inferred));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(97894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(96214);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/array.mjs
// deno-fmt-ignore-file





function ExtendsImmutable(left, right) {
    const isImmutableLeft = (0,_immutable/* IsImmutable */.P)(left);
    const isImmutableRight = (0,_immutable/* IsImmutable */.P)(right);
    return (isImmutableLeft && isImmutableRight ? true :
        !isImmutableLeft && isImmutableRight ? true :
            isImmutableLeft && !isImmutableRight ? false :
                true);
}
function ExtendsArray(inferred, arrayLeft, left, right) {
    return ((0,array/* IsArray */.QS)(right)
        ? ExtendsImmutable(arrayLeft, right)
            ? ExtendsLeft(inferred, left, right.items)
            : ExtendsFalse()
        : ExtendsRight(inferred, arrayLeft, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/bigint.mjs
var bigint = __webpack_require__(27626);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/bigint.mjs
// deno-fmt-ignore-file



function ExtendsBigInt(inferred, left, right) {
    return ((0,bigint/* IsBigInt */.cQ)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/boolean.mjs
// deno-fmt-ignore-file



function ExtendsBoolean(inferred, left, right) {
    return ((0,types_boolean/* IsBoolean */.Z)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(20214);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/parameters.mjs
// deno-fmt-ignore-file





function ParameterCompare(inferred, left, leftRest, right, rightRest) {
    // Parameter extends Right on Left, except when infer Right  
    const checkLeft = (0,infer/* IsInfer */.t)(right) ? left : right;
    const checkRight = (0,infer/* IsInfer */.t)(right) ? right : left;
    const isLeftOptional = (0,_optional/* IsOptional */.X)(left);
    const isRightOptional = (0,_optional/* IsOptional */.X)(right);
    return ((!isLeftOptional && isRightOptional)
        ? ExtendsFalse() // 'fail: left-required-but-right-is-optional'
        : Match(ExtendsLeft(inferred, checkLeft, checkRight), inferred => ExtendsParameters(inferred, leftRest, rightRest), () => ExtendsFalse()) // 'fail: left-and-right-did-not-match'
    );
}
function ParameterRight(inferred, left, leftRest, rightRest) {
    return guard.ShiftLeft(rightRest, (head, tail) => ParameterCompare(inferred, left, leftRest, head, tail), () => (0,_optional/* IsOptional */.X)(left) // 'right-did-not-have-enough-elements'
        ? ExtendsTrue(inferred) // 'ok: left was optional'
        : ExtendsFalse()); // 'fail: left was required'
}
function ParametersLeft(inferred, left, rightRest) {
    return guard.ShiftLeft(left, (head, tail) => ParameterRight(inferred, head, tail, rightRest), () => ExtendsTrue(inferred)); // 'ok: no-more-elements-in-left'
}
function ExtendsParameters(inferred, left, right) {
    return ParametersLeft(inferred, left, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/void.mjs
var types_void = __webpack_require__(55129);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/return_type.mjs
// deno-fmt-ignore-file



function ExtendsReturnType(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right)
        ? ExtendsTrue(inferred)
        : ExtendsLeft(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/constructor.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsConstructor(inferred, parameters, returnType, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
        (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
            (0,types_constructor/* IsConstructor */.ZV)(right) ? Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['instanceType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-constructor'
    );
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/dependent.mjs
// deno-fmt-ignore-file


function ExtendsDependent(inferred, if_, then_, else_, right) {
    return Match(ExtendsLeft(inferred, if_, right), () => ExtendsLeft(inferred, then_, right), () => ExtendsLeft(inferred, else_, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/enum.mjs
// deno-fmt-ignore-file


function ExtendsEnum(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(46951);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/function.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsFunction(inferred, parameters, returnType, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
        (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
            (0,types_function/* IsFunction */.hg)(right) ? Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['returnType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-function'
    );
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(64400);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/integer.mjs
// deno-fmt-ignore-file




function ExtendsInteger(inferred, left, right) {
    return ((0,integer/* IsInteger */.$p)(right) ? ExtendsTrue(inferred) :
        (0,number/* IsNumber */.Mx)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var engine_evaluate = __webpack_require__(54798);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/intersect.mjs
// deno-fmt-ignore-file

// ----------------------------------------------------------------------------
// ExtendsIntersect
//
// This function evaluates the intersection and continues. This is different
// to IntersectRight which MUST enumerate each type to derive Inferred. Left 
// side types do not infer so it should be ok to do this.
//
// ----------------------------------------------------------------------------

function ExtendsIntersect(inferred, left, right) {
    const evaluated = (0,engine_evaluate/* EvaluateIntersect */.He)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(69701);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(40000);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(87964);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/literal.mjs
// deno-fmt-ignore-file









function ExtendsLiteralValue(inferred, left, right) {
    return (left === right
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function ExtendsLiteralBigInt(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,bigint/* IsBigInt */.cQ)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralBoolean(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,types_boolean/* IsBoolean */.Z)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralNumber(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,number/* IsNumber */.Mx)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralString(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,string/* IsString */.IP)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteral(inferred, left, right) {
    return (guard.IsBigInt(left.const) ? ExtendsLiteralBigInt(inferred, left.const, right) :
        guard.IsBoolean(left.const) ? ExtendsLiteralBoolean(inferred, left.const, right) :
            guard.IsNumber(left.const) ? ExtendsLiteralNumber(inferred, left.const, right) :
                guard.IsString(left.const) ? ExtendsLiteralString(inferred, left.const, right) :
                    (0,unreachable/* Unreachable */.L)() // ExtendsRight(inferred, left, right)
    );
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/never.mjs
// deno-fmt-ignore-file



function ExtendsNever(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right)
        ? ExtendsRight(inferred, left, right)
        : ExtendsTrue(inferred));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/null.mjs
var types_null = __webpack_require__(66316);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/null.mjs
// deno-fmt-ignore-file



function ExtendsNull(inferred, left, right) {
    return ((0,types_null/* IsNull */.E)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/number.mjs
// deno-fmt-ignore-file



function ExtendsNumber(inferred, left, right) {
    return ((0,number/* IsNumber */.Mx)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(10982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(58848);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/object.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function ExtendsPropertyOptional(inferred, left, right) {
    return ((0,_optional/* IsOptional */.X)(left)
        ? (0,_optional/* IsOptional */.X)(right)
            ? ExtendsTrue(inferred)
            : ExtendsFalse()
        : ExtendsTrue(inferred));
}
function ExtendsProperty(inferred, left, right) {
    return (
    // Right TInfer<TNever> is TExtendsFalse
    ((0,infer/* IsInfer */.t)(right) && (0,never/* IsNever */.Df)(right.extends))
        ? ExtendsFalse()
        : Match(ExtendsLeft(inferred, left, right), inferred => ExtendsPropertyOptional(inferred, left, right), () => ExtendsFalse()));
}
function ExtractInferredProperties(keys, properties) {
    return keys.reduce((result, key) => {
        return key in properties
            ? IsExtendsTrueLike(properties[key])
                // @ts-ignore 5.0.4 cannot see `.inferred`
                ? { ...result, ...properties[key].inferred }
                : (0,unreachable/* Unreachable */.L)() // result
            : (0,unreachable/* Unreachable */.L)(); // result
    }, {});
}
function ExtendsPropertiesComparer(inferred, left, right) {
    const properties = {};
    for (const rightKey of guard.Keys(right)) {
        properties[rightKey] = (rightKey in left
            // We don't consider the exterior Inferred as part of the property check as
            // we don't want the exterior Context to override the Inferred Context for
            // the Property Key. This override behavior is observed in the following
            // case we want the inferred A to shadow the exterior A.
            //
            // const A = Type.Script(`{ x: 1, y: 1 }`)
            // const S = Type.Script({ A }, `{
            //   [K in keyof A]: A extends { 
            //     x: infer A, 
            //     y: infer B 
            //   } ? [A, B]   <-- inferred 'A' shadows the exterior 'A'
            //     : never
            // }`)
            ? ExtendsProperty({}, left[rightKey], right[rightKey])
            // If the right key K is not in left, but the right property is optional
            // then we say this property is permissable. This is because an optional
            // property on right is the same as property missing in left. If the
            // right is infer, then we just assign the extend type to inferred.
            : (0,_optional/* IsOptional */.X)(right[rightKey])
                ? (0,infer/* IsInfer */.t)(right[rightKey])
                    // @ts-ignore 5.0.1 - cannot observe extend in right[rightKey].extends
                    ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [right[rightKey].name]: right[rightKey].extends }))
                    : ExtendsTrue(inferred)
                : ExtendsFalse());
    }
    // Check if all properties are ExtendsTrueLike
    const checked = guard.Values(properties).every(result => IsExtendsTrueLike(result));
    // Extract inferred results from properties, but only if the check is true.
    const extracted = checked ? ExtractInferredProperties(guard.Keys(properties), properties) : {};
    return (checked
        ? ExtendsTrue(extracted)
        : ExtendsFalse());
}
function ExtendsProperties(inferred, left, right) {
    const compared = ExtendsPropertiesComparer(inferred, left, right);
    return (IsExtendsTrueLike(compared)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, compared.inferred))
        : ExtendsFalse());
}
function ExtendsObjectToObject(inferred, left, right) {
    return ExtendsProperties(inferred, left, right);
}
function RecordMergeInferred(left, right) {
    return guard.Keys(right).reduce((result, key) => {
        return {
            ...result, [key]: guard.HasPropertyKey(left, key)
                ? (0,union/* IsUnion */.my)(result[key])
                    // @ts-ignore 5.0.4 cannot see `.anyOf`
                    ? (0,union/* Union */.gP)([...result[key].anyOf, right[key]])
                    : (0,union/* Union */.gP)([left[key], right[key]])
                : right[key]
        };
    }, left);
}
function ExtendsRecordComparer(properties, keys, type, result) {
    return guard.ShiftLeft(keys, (left, right) => Match(ExtendsLeft({}, properties[left], type), inferred => ExtendsRecordComparer(properties, right, type, RecordMergeInferred(result, inferred)), () => ExtendsFalse()), () => ExtendsTrue(result));
}
function ExtendsObjectToRecord(inferred, properties, _pattern, value) {
    const keys = guard.Keys(properties);
    const result = ExtendsRecordComparer(properties, keys, value, inferred);
    return result;
}
function ExtendsObject(inferred, left, right) {
    return ((0,record/* IsRecord */.cZ)(right) ? ExtendsObjectToRecord(inferred, left, (0,record/* RecordPattern */.EY)(right), (0,record/* RecordValue */.Bo)(right)) :
        (0,object/* IsObject */.av)(right) ? ExtendsObjectToObject(inferred, left, right.properties) :
            ExtendsRight(inferred, (0,object/* Object */.wS)(left), right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/record.mjs
// deno-fmt-ignore-file







function FromObject(inferred, properties) {
    return (guard.IsEqual(guard.Keys(properties).length, 0)
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function FromRecord(inferred, _leftKey, leftValue, _rightKey, rightValue) {
    return ExtendsLeft(inferred, leftValue, rightValue);
}
function ExtendsRecord(inferred, leftPattern, leftValue, right) {
    return ((0,record/* IsRecord */.cZ)(right) ? FromRecord(inferred, (0,record/* RecordPatternToType */.BX)(leftPattern), leftValue, (0,record/* RecordPatternToType */.BX)((0,record/* RecordPattern */.EY)(right)), (0,record/* RecordValue */.Bo)(right)) :
        (0,object/* IsObject */.av)(right) ? FromObject(inferred, right.properties) :
            (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
                (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/string.mjs
// deno-fmt-ignore-file



function ExtendsString(inferred, left, right) {
    return ((0,string/* IsString */.IP)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(97111);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/symbol.mjs
// deno-fmt-ignore-file



function ExtendsSymbol(inferred, left, right) {
    return ((0,symbol/* IsSymbol */.n)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/template_literal.mjs
// deno-fmt-ignore-file


function ExtendsTemplateLiteral(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(62023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(27137);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/inference.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








// ----------------------------------------------------------------------------
// Operator
// ----------------------------------------------------------------------------



// ----------------------------------------------------------------------------
// Factory
// ----------------------------------------------------------------------------
function Inferrable(name, type) {
    return memory/* Memory.Create */.c.Create({ '~kind': 'Inferrable' }, { name, type }, {});
}
// ----------------------------------------------------------------------------
// Guard
// ----------------------------------------------------------------------------
function IsInferable(value) {
    return guard.IsObject(value)
        && guard.HasPropertyKey(value, '~kind')
        && guard.HasPropertyKey(value, 'name')
        && guard.HasPropertyKey(value, 'type')
        && guard.IsEqual(value["~kind"], 'Inferrable')
        && guard.IsString(value.name)
        && guard.IsObject(value.type);
}
function TryRestInferable(type) {
    return ((0,rest/* IsRest */.H)(type)
        ? (0,infer/* IsInfer */.t)(type.items)
            ? (0,array/* IsArray */.QS)(type.items.extends) ? Inferrable(type.items.name, type.items.extends.items) :
                (0,unknown/* IsUnknown */.f)(type.items.extends) ? Inferrable(type.items.name, type.items.extends) :
                    undefined
            : (0,unreachable/* Unreachable */.L)() // undefined
        : undefined);
}
function TryInferable(type) {
    return ((0,infer/* IsInfer */.t)(type) ? Inferrable(type.name, type.extends) :
        undefined);
}
// function TryInferResults<Rest extends TSchema[], Right extends TSchema>(rest: [...Rest], right: Right, result: TSchema[] = []): TryInferResults<Rest, Right> {
//   return Guard.ShiftLeft(rest, (head, tail) =>
//     Result.Match(ExtendsLeft({}, head, right),
//       () => TryInferResults(tail, right, [...result, head]), // Stack Overflow Here (Large Rest)
//       () => undefined),
//     () => result) as never
// }
function TryInferResults(rest, right) {
    const result = [];
    for (const head of rest) {
        if (!IsExtendsTrueLike(ExtendsLeft({}, head, right)))
            return undefined;
        result.push(head);
    }
    return result;
}
function InferTupleResult(inferred, name, left, right) {
    const results = TryInferResults(left, right);
    return (guard.IsArray(results)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [name]: (0,tuple/* Tuple */.rd)(results) }))
        : ExtendsFalse());
}
function InferUnionResult(inferred, name, left, right) {
    const results = TryInferResults(left, right);
    return (guard.IsArray(results)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [name]: (0,union/* Union */.gP)(results) }))
        : ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/tuple.mjs
// deno-fmt-ignore-file









// ----------------------------------------------------------------------------
// Inference
// ----------------------------------------------------------------------------

function Reverse(types) {
    return [...types].reverse();
}
function ApplyReverse(types, reversed) {
    return (reversed ? Reverse(types) : types);
}
function Reversed(types) {
    const first = types.length > 0 ? types[0] : undefined;
    const inferrable = (0,schema/* IsSchema */.Y)(first) ? TryRestInferable(first) : undefined;
    return (0,schema/* IsSchema */.Y)(inferrable);
}
function ElementsCompare(inferred, reversed, left, leftRest, right, rightRest) {
    return Match(ExtendsLeft(inferred, left, right), checkInferred => Elements(checkInferred, reversed, leftRest, rightRest), () => ExtendsFalse()); // 'left-and-right-not-compared'
}
function ElementsLeft(inferred, reversed, leftRest, right, rightRest) {
    const inferable = TryRestInferable(right);
    return (
    // Rest Inferrable Right Means we delegate to TInferTupleResult to Generate a Result
    IsInferable(inferable)
        ? InferTupleResult(inferred, inferable['name'], ApplyReverse(leftRest, reversed), inferable['type'])
        : guard.ShiftLeft(leftRest, (head, tail) => ElementsCompare(inferred, reversed, head, tail, right, rightRest), () => ExtendsFalse()));
}
function ElementsRight(inferred, reversed, leftRest, rightRest) {
    return guard.ShiftLeft(rightRest, (head, tail) => ElementsLeft(inferred, reversed, leftRest, head, tail), () => guard.IsEqual(leftRest.length, 0)
        ? ExtendsTrue(inferred) // 'Ok: right-empty-and-left-empty'
        : ExtendsFalse()); // 'Fail: right-empty-and-left-not-empty'
}
function Elements(inferred, reversed, leftRest, rightRest) {
    return ElementsRight(inferred, reversed, leftRest, rightRest);
}
function ExtendsTupleToTuple(inferred, left, right) {
    const instantiatedRight = (0,instantiate/* InstantiateElements */.q1)(inferred, (0,instantiate/* State */.Uw)([], []), right);
    const reversed = Reversed(instantiatedRight);
    return Elements(inferred, reversed, ApplyReverse(left, reversed), ApplyReverse(instantiatedRight, reversed));
}
// function ExtendsTupleToArrayReduce<Inferred extends TProperties, Left extends TSchema[], Right extends TSchema>
//   (inferred: Inferred, left: [...Left], right: Right):
//     TExtendsTupleToArrayReduce<Inferred, Left, Right> {
//   return (
//     Guard.ShiftLeft(left, (head, tail) =>
//       Result.Match(ExtendsLeft(inferred, head, right), inferred =>
//         ExtendsTupleToArrayReduce(inferred, tail, right), // Stack Overflow Here (Large Left)
//         () => Result.ExtendsFalse()),
//       () => Result.ExtendsTrue(inferred))
//   ) as never
// }
function ExtendsTupleToArrayReduce(inferred, left, right) {
    for (const head of left) {
        const result = ExtendsLeft(inferred, head, right);
        if (!IsExtendsTrueLike(result))
            return result;
        inferred = result.inferred; // (review-assign-to-argument)
    }
    return ExtendsTrue(inferred);
}
function ExtendsTupleToArray(inferred, left, right) {
    const inferrable = TryInferable(right);
    return (IsInferable(inferrable)
        ? InferUnionResult(inferred, inferrable['name'], left, inferrable['type'])
        : ExtendsTupleToArrayReduce(inferred, left, right));
}
function ExtendsTuple(inferred, left, right) {
    const instantiatedLeft = (0,instantiate/* InstantiateElements */.q1)(inferred, (0,instantiate/* State */.Uw)([], []), left);
    return ((0,tuple/* IsTuple */.PN)(right) ? ExtendsTupleToTuple(inferred, instantiatedLeft, right.items) :
        (0,array/* IsArray */.QS)(right) ? ExtendsTupleToArray(inferred, instantiatedLeft, right.items) :
            ExtendsRight(inferred, (0,tuple/* Tuple */.rd)(instantiatedLeft), right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/undefined.mjs
var types_undefined = __webpack_require__(51421);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/undefined.mjs
// deno-fmt-ignore-file




function ExtendsUndefined(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right) ? ExtendsTrue(inferred) :
        (0,types_undefined/* IsUndefined */.R)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/union.mjs
// deno-fmt-ignore-file




// ----------------------------------------------------------------------------
// Inference
// ----------------------------------------------------------------------------

function ExtendsUnionSome(inferred, type, unionTypes) {
    return guard.ShiftLeft(unionTypes, (head, tail) => Match(ExtendsLeft(inferred, type, head), inferred => ExtendsTrue(inferred), () => ExtendsUnionSome(inferred, type, tail)), () => ExtendsFalse());
}
function ExtendsUnionLeft(inferred, left, right) {
    return guard.ShiftLeft(left, (head, tail) => Match(ExtendsUnionSome(inferred, head, right), inferred => ExtendsUnionLeft(inferred, tail, right), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function union_ExtendsUnion(inferred, left, right) {
    const inferrable = TryInferable(right);
    return (IsInferable(inferrable)
        // @ts-ignore 4.9.5 fails to see `type` property on inferrable
        ? InferUnionResult(inferred, inferrable.name, left, inferrable.type)
        : (0,union/* IsUnion */.my)(right)
            ? ExtendsUnionLeft(inferred, left, right.anyOf)
            : ExtendsUnionLeft(inferred, left, [right]));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/unknown.mjs
// deno-fmt-ignore-file





function ExtendsUnknown(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right) ? ExtendsRight(inferred, left, right) :
        (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
            (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/void.mjs
// deno-fmt-ignore-file



function ExtendsVoid(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_left.mjs
// deno-fmt-ignore-file
























// ----------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------

























function ExtendsLeft(inferred, left, right) {
    return ((0,any/* IsAny */.h)(left) ? ExtendsAny(inferred, left, right) :
        (0,array/* IsArray */.QS)(left) ? ExtendsArray(inferred, left, left.items, right) :
            (0,bigint/* IsBigInt */.cQ)(left) ? ExtendsBigInt(inferred, left, right) :
                (0,types_boolean/* IsBoolean */.Z)(left) ? ExtendsBoolean(inferred, left, right) :
                    (0,types_constructor/* IsConstructor */.ZV)(left) ? ExtendsConstructor(inferred, left.parameters, left.instanceType, right) :
                        (0,dependent/* IsDependent */.oZ)(left) ? ExtendsDependent(inferred, left.if, left.then, left.else, right) :
                            (0,types_enum/* IsEnum */.Kk)(left) ? ExtendsEnum(inferred, left.enum, right) :
                                (0,types_function/* IsFunction */.hg)(left) ? ExtendsFunction(inferred, left.parameters, left.returnType, right) :
                                    (0,integer/* IsInteger */.$p)(left) ? ExtendsInteger(inferred, left, right) :
                                        (0,intersect/* IsIntersect */.Yq)(left) ? ExtendsIntersect(inferred, left.allOf, right) :
                                            (0,literal/* IsLiteral */.gP)(left) ? ExtendsLiteral(inferred, left, right) :
                                                (0,never/* IsNever */.Df)(left) ? ExtendsNever(inferred, left, right) :
                                                    (0,types_null/* IsNull */.E)(left) ? ExtendsNull(inferred, left, right) :
                                                        (0,number/* IsNumber */.Mx)(left) ? ExtendsNumber(inferred, left, right) :
                                                            (0,object/* IsObject */.av)(left) ? ExtendsObject(inferred, left.properties, right) :
                                                                (0,record/* IsRecord */.cZ)(left) ? ExtendsRecord(inferred, (0,record/* RecordPattern */.EY)(left), (0,record/* RecordValue */.Bo)(left), right) :
                                                                    (0,string/* IsString */.IP)(left) ? ExtendsString(inferred, left, right) :
                                                                        (0,symbol/* IsSymbol */.n)(left) ? ExtendsSymbol(inferred, left, right) :
                                                                            (0,template_literal/* IsTemplateLiteral */.gm)(left) ? ExtendsTemplateLiteral(inferred, left.pattern, right) :
                                                                                (0,tuple/* IsTuple */.PN)(left) ? ExtendsTuple(inferred, left.items, right) :
                                                                                    (0,types_undefined/* IsUndefined */.R)(left) ? ExtendsUndefined(inferred, left, right) :
                                                                                        (0,union/* IsUnion */.my)(left) ? union_ExtendsUnion(inferred, left.anyOf, right) :
                                                                                            (0,unknown/* IsUnknown */.f)(left) ? ExtendsUnknown(inferred, left, right) :
                                                                                                (0,types_void/* IsVoid */.j)(left) ? ExtendsVoid(inferred, left, right) :
                                                                                                    ExtendsFalse());
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs + 1 modules
var engine_cyclic = __webpack_require__(59716);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends.mjs
// deno-fmt-ignore-file





function Canonical(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? (0,engine_cyclic/* CyclicExtends */.Z7)(type) :
        (0,unsafe/* IsUnsafe */.h)(type) ? (0,unknown/* Unknown */.$)() :
            type);
}
/** Performs a structural extends check on left and right types and yields inferred types on right if specified. */
function Extends(inferred, left, right) {
    const canonicalLeft = Canonical(left);
    const canonicalRight = Canonical(right);
    return ExtendsLeft(inferred, canonicalLeft, canonicalRight);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/index.mjs




/***/ }),

/***/ 54441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* reexport */ Script)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
var arguments_arguments = __webpack_require__(97565);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(11309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/script/parser.mjs + 19 modules
var parser = __webpack_require__(29255);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/script.mjs
// deno-lint-ignore-file
// deno-fmt-ignore-file







/** Parses a type from a TypeScript type expression */
function Script(...args) {
    const [context, input, options] = arguments_arguments.Match(args, {
        2: (script, options) => guard.IsString(script) ? [{}, script, options] : [script, options, {}],
        3: (context, script, options) => [context, script, options],
        1: (script) => [{}, script, {}],
    });
    const result = parser/* Script */.eF(input);
    const parsed = guard.IsArray(result) && guard.IsEqual(result.length, 2)
        ? (0,instantiate/* InstantiateType */.zO)(context, (0,instantiate/* State */.Uw)([], []), result[0])
        : (0,types/* Never */.ps)();
    return memory/* Memory.Update */.c.Update(parsed, {}, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/index.mjs



/***/ }),

/***/ 29255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zJ: () => (/* binding */ Pattern),
  eF: () => (/* binding */ Script),
  TE: () => (/* binding */ TemplateLiteralTypes)
});

// UNUSED EXPORTS: Base, Dependent, Element, ElementBase, ElementList, ElementList_0, ElementNamed, ExportKeyword, Expr, ExprPipe, ExprReadonly, ExprTail, ExprTerm, ExprTermTail, Extends, Factor, GenericCall, GenericCallArgumentList, GenericCallArgumentList_0, GenericCallArguments, GenericParameter, GenericParameterEquals, GenericParameterExtends, GenericParameterExtendsEquals, GenericParameterIdentifier, GenericParameterList, GenericParameterList_0, GenericParameters, GenericType, IndexArray, IndexArray_0, InferType, InterfaceDeclaration, InterfaceDeclarationGeneric, InterfaceDeclarationHeritage, InterfaceDeclarationHeritageList, InterfaceDeclarationHeritageList_0, KeyOf, KeywordAny, KeywordBigInt, KeywordBoolean, KeywordInteger, KeywordNever, KeywordNull, KeywordNumber, KeywordObject, KeywordString, KeywordSymbol, KeywordThis, KeywordUndefined, KeywordUnknown, KeywordVoid, LiteralBigInt, LiteralBoolean, LiteralNumber, LiteralString, MappedAs, MappedOptional, MappedReadonly, Module, ModuleDeclaration, ModuleDeclarationDelimiter, ModuleDeclarationList, ModuleDeclarationList_0, Optional, OptionalSemiColon, Parameter, ParameterBase, ParameterList, ParameterList_0, ParameterOptional, ParameterReadonly, ParameterReadonlyOptional, ParameterType, PatternBase, PatternBigInt, PatternBody, PatternGroup, PatternInteger, PatternNever, PatternNumber, PatternString, PatternTerm, PatternText, PatternUnion, Properties, Property, PropertyDelimiter, PropertyKey, PropertyKeyIdent, PropertyKeyIndex, PropertyKeyNumber, PropertyKeyQuoted, PropertyList, PropertyList_0, Readonly, Reference, TemplateBody, TemplateInterpolate, TemplateLiteral, TemplateSpan, Type, TypeAliasDeclaration, TypeAliasDeclarationGeneric, With, WithArray, WithBigInt, WithBoolean, WithElementList, WithElementList_0, WithNull, WithNumber, WithObject, WithProperty, WithPropertyList, WithPropertyList_0, WithString, WithUndefined, WithValue, _Constructor_, _Function_, _Mapped_, _Object_, _Tuple_

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(11309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/index.mjs + 2 modules
var action = __webpack_require__(96301);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/mapping.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function IntrinsicOrCall(ref, parameters) {
    // deno-coverage-ignore-start
    //
    // Have extensively tested but reports show no Omit coverage (review)
    return (guard.IsEqual(ref, 'Array') ? types/* Array */.O3(parameters[0]) :
        guard.IsEqual(ref, 'Capitalize') ? action/* CapitalizeDeferred */.WE(parameters[0]) :
            guard.IsEqual(ref, 'ConstructorParameters') ? action/* ConstructorParametersDeferred */.OS(parameters[0]) :
                guard.IsEqual(ref, 'Evaluate') ? action/* EvaluateDeferred */.Z0(parameters[0]) :
                    guard.IsEqual(ref, 'Exclude') ? action/* ExcludeDeferred */.Y8(parameters[0], parameters[1]) :
                        guard.IsEqual(ref, 'Extract') ? action/* ExtractDeferred */.rH(parameters[0], parameters[1]) :
                            guard.IsEqual(ref, 'Index') ? action/* IndexDeferred */.C(parameters[0], parameters[1]) :
                                guard.IsEqual(ref, 'InstanceType') ? action/* InstanceTypeDeferred */.Zq(parameters[0]) :
                                    guard.IsEqual(ref, 'Lowercase') ? action/* LowercaseDeferred */.ZI(parameters[0]) :
                                        guard.IsEqual(ref, 'NonNullable') ? action/* NonNullableDeferred */.oc(parameters[0]) :
                                            guard.IsEqual(ref, 'Omit') ? action/* OmitDeferred */.lh(parameters[0], parameters[1]) :
                                                guard.IsEqual(ref, 'Parameters') ? action/* ParametersDeferred */.SD(parameters[0]) :
                                                    guard.IsEqual(ref, 'Partial') ? action/* PartialDeferred */.Lr(parameters[0]) :
                                                        guard.IsEqual(ref, 'Pick') ? action/* PickDeferred */.x7(parameters[0], parameters[1]) :
                                                            guard.IsEqual(ref, 'Readonly') ? action/* ReadonlyObjectDeferred */.zU(parameters[0]) :
                                                                guard.IsEqual(ref, 'KeyOf') ? action/* KeyOfDeferred */.gq(parameters[0]) :
                                                                    guard.IsEqual(ref, 'Record') ? types/* RecordDeferred */.LO(parameters[0], parameters[1]) :
                                                                        guard.IsEqual(ref, 'Required') ? action/* RequiredDeferred */.dT(parameters[0]) :
                                                                            guard.IsEqual(ref, 'ReturnType') ? action/* ReturnTypeDeferred */.wx(parameters[0]) :
                                                                                guard.IsEqual(ref, 'Uncapitalize') ? action/* UncapitalizeDeferred */.Vv(parameters[0]) :
                                                                                    guard.IsEqual(ref, 'Uppercase') ? action/* UppercaseDeferred */.io(parameters[0]) :
                                                                                        types/* CallConstruct */.EU(types/* Ref */.oS(ref), parameters));
    // deno-coverage-ignore-stop
}
// ------------------------------------------------------------------
// Unreachable
// ------------------------------------------------------------------
// deno-coverage-ignore-start
function Unreachable() {
    throw Error('Unreachable');
}
function DelimitedDecode(input, result = []) {
    return guard.ShiftLeft(input, (left, right) => DelimitedDecode(right, [...result, left[1]]), () => result);
}
function Delimited(input) {
    return guard.IsEqual(input.length, 3)
        ? [input[0], ...DelimitedDecode(input[1])]
        : [];
}
function GenericParameterExtendsEqualsMapping(input) {
    return types/* Parameter */.kH(input[0], input[2], input[4]);
}
function GenericParameterExtendsMapping(input) {
    return types/* Parameter */.kH(input[0], input[2], input[2]);
}
function GenericParameterEqualsMapping(input) {
    return types/* Parameter */.kH(input[0], types/* Unknown */.$r(), input[2]);
}
function GenericParameterIdentifierMapping(input) {
    return types/* Parameter */.kH(input, types/* Unknown */.$r(), types/* Unknown */.$r());
}
function GenericParameterMapping(input) {
    return input;
}
function GenericParameterListMapping(input) {
    return Delimited(input);
}
function GenericParametersMapping(input) {
    return input[1];
}
function GenericCallArgumentListMapping(input) {
    return Delimited(input);
}
function GenericCallArgumentsMapping(input) {
    return input[1];
}
function GenericCallMapping(input) {
    return IntrinsicOrCall(input[0], input[1]);
}
function OptionalSemiColonMapping(input) {
    return null;
}
function KeywordStringMapping(input) {
    return types/* String */.Qf();
}
function KeywordNumberMapping(input) {
    return types/* Number */.wN();
}
function KeywordBooleanMapping(input) {
    return types/* Boolean */.v8();
}
function KeywordUndefinedMapping(input) {
    return types/* Undefined */.rK();
}
function KeywordNullMapping(input) {
    return types/* Null */.Uv();
}
function KeywordIntegerMapping(input) {
    return types/* Integer */.jz();
}
function KeywordBigIntMapping(input) {
    return types/* BigInt */.Qw();
}
function KeywordUnknownMapping(input) {
    return types/* Unknown */.$r();
}
function KeywordAnyMapping(input) {
    return types/* Any */.FS();
}
function KeywordObjectMapping(input) {
    return types/* Object */.wS({});
}
function KeywordNeverMapping(input) {
    return types/* Never */.ps();
}
function KeywordSymbolMapping(input) {
    return types/* Symbol */.NI();
}
function KeywordVoidMapping(input) {
    return types/* Void */.Ti();
}
function KeywordThisMapping(input) {
    return types/* This */.RK();
}
function LiteralBigIntMapping(input) {
    return types/* Literal */.uS(BigInt(input));
}
function LiteralBooleanMapping(input) {
    return types/* Literal */.uS(guard.IsEqual(input, 'true'));
}
function LiteralNumberMapping(input) {
    return types/* Literal */.uS(parseFloat(input));
}
function LiteralStringMapping(input) {
    return types/* Literal */.uS(input);
}
function TemplateInterpolateMapping(input) {
    return input[1];
}
function TemplateSpanMapping(input) {
    return types/* Literal */.uS(input);
}
function TemplateBodyMapping(input) {
    return (guard.IsEqual(input.length, 3)
        ? [input[0], input[1], ...input[2]]
        : [input[0]]);
}
function TemplateLiteralTypesMapping(input) {
    return input[1];
}
function TemplateLiteralMapping(input) {
    return types/* TemplateLiteralDeferred */.Dn(input);
}
function DependentMapping(input) {
    return (guard.IsEqual(input.length, 6) ? types/* Dependent */.qi(input[1], input[3], input[5]) :
        types/* Dependent */.qi(input[1], input[3], types/* Unknown */.$r()));
}
function KeyOfMapping(input) {
    return input.length > 0;
}
function IndexArrayMapping(input) {
    return input.reduce((result, current) => {
        return guard.IsEqual(current.length, 3)
            ? [...result, [current[1]]]
            : [...result, []];
    }, []);
}
function ExtendsMapping(input) {
    return guard.IsEqual(input.length, 6)
        ? [input[1], input[3], input[5]]
        : [];
}
function BaseMapping(input) {
    return guard.IsArray(input) && guard.IsEqual(input.length, 3)
        ? input[1]
        : input;
}
function WithMapping(input) {
    return guard.IsEqual(input.length, 2) ? input[1] : [];
}
// deno-coverage-ignore-start
function FactorIndexArray(Type, indexArray) {
    return indexArray.reduce((result, left) => {
        const _left = left;
        return (guard.IsEqual(_left.length, 1) ? action/* IndexDeferred */.C(result, _left[0]) :
            guard.IsEqual(_left.length, 0) ? types/* Array */.O3(result) :
                Unreachable());
    }, Type);
}
// deno-coverage-ignore-stop
function FactorExtends(type, extend) {
    return guard.IsEqual(extend.length, 3)
        ? action/* ConditionalDeferred */.Mv(type, extend[0], extend[1], extend[2])
        : type;
}
function FactorWith(type, withClause) {
    return guard.IsArray(withClause) && guard.IsEqual(withClause.length, 0)
        ? type
        : action/* WithDeferred */.ky(type, withClause);
}
function FactorMapping(input) {
    const [keyOf, type, indexArray, extend, withClause] = input;
    return FactorWith(keyOf
        ? FactorExtends(action/* KeyOfDeferred */.gq(FactorIndexArray(type, indexArray)), extend)
        : FactorExtends(FactorIndexArray(type, indexArray), extend), withClause);
}
// deno-coverage-ignore-start
function ExprBinaryMapping(left, rest) {
    return (guard.IsEqual(rest.length, 3) ? (() => {
        const [operator, right, next] = rest;
        const Schema = ExprBinaryMapping(right, next);
        if (guard.IsEqual(operator, '&')) {
            return types/* IsIntersect */.Yq(Schema)
                ? types/* Intersect */.oo([left, ...Schema.allOf])
                : types/* Intersect */.oo([left, Schema]);
        }
        if (guard.IsEqual(operator, '|')) {
            return types/* IsUnion */.my(Schema)
                ? types/* Union */.Pr([left, ...Schema.anyOf])
                : types/* Union */.Pr([left, Schema]);
        }
        Unreachable();
    })() : left);
}
function ExprTermTailMapping(input) {
    return input;
}
function ExprTermMapping(input) {
    const [left, rest] = input;
    return ExprBinaryMapping(left, rest);
}
function ExprTailMapping(input) {
    return input;
}
function ExprMapping(input) {
    const [left, rest] = input;
    return ExprBinaryMapping(left, rest);
}
function ExprReadonlyMapping(input) {
    return action/* AddImmutableDeferred */.hl(input[1]);
}
function ExprPipeMapping(input) {
    return input[1];
}
function GenericTypeMapping(input) {
    return types/* Generic */.ck(input[0], input[2]);
}
// deno-coverage-ignore-start
function InferTypeMapping(input) {
    return (guard.IsEqual(input.length, 4) ? types/* Infer */.Nb(input[1], input[3]) :
        guard.IsEqual(input.length, 2) ? types/* Infer */.Nb(input[1], types/* Unknown */.$r()) :
            Unreachable());
}
function TypeMapping(input) {
    return input;
}
function PropertyKeyNumberMapping(input) {
    return `${input}`;
}
function PropertyKeyIdentMapping(input) {
    return input;
}
function PropertyKeyQuotedMapping(input) {
    return input;
}
// deno-coverage-ignore-start
function PropertyKeyIndexMapping(input) {
    return (types/* IsInteger */.$p(input[3]) ? types/* IntegerKey */.oz :
        types/* IsNumber */.Mx(input[3]) ? types/* NumberKey */.qh :
            types/* IsSymbol */.nH(input[3]) ? types/* StringKey */.Zt :
                types/* IsString */.IP(input[3]) ? types/* StringKey */.Zt :
                    Unreachable());
}
function PropertyKeyMapping(input) {
    return input;
}
function ReadonlyMapping(input) {
    return input.length > 0;
}
function OptionalMapping(input) {
    return input.length > 0;
}
function PropertyMapping(input) {
    const [isReadonly, key, isOptional, _colon, type] = input;
    return {
        [key]: (isReadonly && isOptional ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(type)) :
            isReadonly && !isOptional ? action/* AddReadonlyDeferred */.Tv(type) :
                !isReadonly && isOptional ? action/* AddOptionalDeferred */.fo(type) :
                    type)
    };
}
function PropertyDelimiterMapping(input) {
    return input;
}
function PropertyListMapping(input) {
    return Delimited(input);
}
function PropertiesReduce(propertyList) {
    return propertyList.reduce((result, left) => {
        const isPatternProperties = (guard.HasPropertyKey(left, types/* IntegerKey */.oz) || guard.HasPropertyKey(left, types/* NumberKey */.qh) || guard.HasPropertyKey(left, types/* StringKey */.Zt));
        // @ts-ignore 5.0.4 - unable to observe ...left on right arm
        return (isPatternProperties
            ? [result[0], memory/* Memory.Assign */.c.Assign(result[1], left)]
            : [memory/* Memory.Assign */.c.Assign(result[0], left), result[1]]);
    }, [{}, {}]);
}
function PropertiesMapping(input) {
    return PropertiesReduce(input[1]);
}
function _Object_Mapping(input) {
    const [properties, patternProperties] = input;
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return types/* Object */.wS(properties, options);
}
// deno-coverage-ignore-start
function ElementNamedMapping(input) {
    return (guard.IsEqual(input.length, 5) ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(input[4])) :
        guard.IsEqual(input.length, 3) ? input[2] :
            guard.IsEqual(input.length, 4) ? (guard.IsEqual(input[2], 'readonly') ? action/* AddReadonlyDeferred */.Tv(input[3]) : action/* AddOptionalDeferred */.fo(input[3])) :
                Unreachable());
}
function ElementBaseMapping(input) {
    if (!guard.IsArray(input) || !guard.IsEqual(input.length, 3))
        return input;
    const [isReadonly, type, isOptional] = input;
    return (isReadonly && isOptional ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(type)) :
        isReadonly && !isOptional ? action/* AddReadonlyDeferred */.Tv(type) :
            !isReadonly && isOptional ? action/* AddOptionalDeferred */.fo(type) :
                type);
}
// deno-coverage-ignore-start
function ElementMapping(input) {
    return (guard.IsEqual(input.length, 2) ? types/* Rest */.N9(input[1]) :
        guard.IsEqual(input.length, 1) ? input[0] :
            Unreachable());
}
function ElementListMapping(input) {
    return Delimited(input);
}
function _Tuple_Mapping(input) {
    return types/* Tuple */.rd(input[1]);
}
function ParameterReadonlyOptionalMapping(input) {
    return action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(input[4]));
}
function ParameterReadonlyMapping(input) {
    return action/* AddReadonlyDeferred */.Tv(input[3]);
}
function ParameterOptionalMapping(input) {
    return action/* AddOptionalDeferred */.fo(input[3]);
}
function ParameterTypeMapping(input) {
    return input[2];
}
function ParameterBaseMapping(input) {
    return input;
}
// deno-coverage-ignore-start
function ParameterMapping(input) {
    return (guard.IsEqual(input.length, 2) ? types/* Rest */.N9(input[1]) :
        guard.IsEqual(input.length, 1) ? input[0] :
            Unreachable());
}
function ParameterListMapping(input) {
    return Delimited(input);
}
function _Function_Mapping(input) {
    return types/* _Function_ */.RV(input[1], input[4]);
}
function _Constructor_Mapping(input) {
    return types/* Constructor */.DO(input[2], input[5]);
}
function ApplyReadonly(state, type) {
    return (guard.IsEqual(state, 'remove') ? action/* RemoveReadonlyDeferred */.Sk(type) :
        guard.IsEqual(state, 'add') ? action/* AddReadonlyDeferred */.Tv(type) :
            type);
}
function MappedReadonlyMapping(input) {
    return (guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '-') ? 'remove' :
        guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '+') ? 'add' :
            guard.IsEqual(input.length, 1) ? 'add' :
                'none');
}
function ApplyOptional(state, type) {
    return (guard.IsEqual(state, 'remove') ? action/* RemoveOptionalDeferred */.eT(type) :
        guard.IsEqual(state, 'add') ? action/* AddOptionalDeferred */.fo(type) :
            type);
}
function MappedOptionalMapping(input) {
    return (guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '-') ? 'remove' :
        guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '+') ? 'add' :
            guard.IsEqual(input.length, 1) ? 'add' :
                'none');
}
function MappedAsMapping(input) {
    return guard.IsEqual(input.length, 2) ? [input[1]] : [];
}
function _Mapped_Mapping(input) {
    return (guard.IsArray(input[6]) && guard.IsEqual(input[6].length, 1)
        ? action/* MappedDeferred */.nH(types/* Identifier */.gw(input[3]), input[5], input[6][0], ApplyReadonly(input[1], ApplyOptional(input[8], input[10])))
        : action/* MappedDeferred */.nH(types/* Identifier */.gw(input[3]), input[5], types/* Ref */.oS(input[3]), ApplyReadonly(input[1], ApplyOptional(input[8], input[10]))));
}
function ReferenceMapping(input) {
    return types/* Ref */.oS(input);
}
function WithBigIntMapping(input) {
    return BigInt(input);
}
function WithNumberMapping(input) {
    return parseFloat(input);
}
function WithBooleanMapping(input) {
    return guard.IsEqual(input, 'true');
}
function WithStringMapping(input) {
    return input;
}
function WithNullMapping(input) {
    return null;
}
function WithUndefinedMapping(input) {
    return undefined;
}
function WithPropertyMapping(input) {
    return { [input[0]]: input[2] };
}
function WithPropertyListMapping(input) {
    return Delimited(input);
}
function WithObjectMappingReduce(propertyList) {
    return propertyList.reduce((result, left) => {
        return memory/* Memory.Assign */.c.Assign(result, left);
    }, {});
}
function WithObjectMapping(input) {
    return WithObjectMappingReduce(input[1]);
}
function WithElementListMapping(input) {
    return Delimited(input);
}
function WithArrayMapping(input) {
    return input[1];
}
function WithValueMapping(input) {
    return input;
}
function PatternBigIntMapping(input) {
    return types/* BigInt */.Qw();
}
function PatternStringMapping(input) {
    return types/* String */.Qf();
}
function PatternNumberMapping(input) {
    return types/* Number */.wN();
}
function PatternIntegerMapping(input) {
    return types/* Integer */.jz();
}
function PatternNeverMapping(input) {
    return types/* Never */.ps();
}
function PatternTextMapping(input) {
    return types/* Literal */.uS(input);
}
function PatternBaseMapping(input) {
    return input;
}
function PatternGroupMapping(input) {
    return types/* Union */.Pr(input[1]);
}
function PatternUnionMapping(input) {
    return (input.length === 3 ? [...input[0], ...input[2]] :
        input.length === 1 ? [...input[0]] :
            []);
}
function PatternTermMapping(input) {
    return [input[0], ...input[1]];
}
function PatternBodyMapping(input) {
    return input;
}
function PatternMapping(input) {
    return input[1];
}
function InterfaceDeclarationHeritageListMapping(input) {
    return Delimited(input);
}
function InterfaceDeclarationHeritageMapping(input) {
    return guard.IsEqual(input.length, 2) ? input[1] : [];
}
function InterfaceDeclarationGenericMapping(input) {
    const parameters = input[2];
    const heritage = input[3];
    const [properties, patternProperties] = input[4];
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: types/* Generic */.ck(parameters, action/* InterfaceDeferred */.fY(heritage, properties, options)) };
}
function InterfaceDeclarationMapping(input) {
    const heritage = input[2];
    const [properties, patternProperties] = input[3];
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: action/* InterfaceDeferred */.fY(heritage, properties, options) };
}
function TypeAliasDeclarationGenericMapping(input) {
    return { [input[1]]: types/* Generic */.ck(input[2], input[4]) };
}
function TypeAliasDeclarationMapping(input) {
    return { [input[1]]: input[3] };
}
function ExportKeywordMapping(input) {
    return null; // ignored-dont-care
}
function ModuleDeclarationDelimiterMapping(input) {
    return input;
}
function ModuleDeclarationListMapping(input) {
    return Delimited(input);
}
function ModuleDeclarationMapping(input) {
    return input[1];
}
function ModuleMapping(input) {
    const [moduleDeclaration, moduleDeclarationList] = [input[0], input[1]];
    return action/* ModuleDeferred */.yn(memory/* Memory.Assign */.c.Assign(moduleDeclaration, PropertiesReduce(moduleDeclarationList)[0]));
}
function ScriptMapping(input) {
    return input;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/match.mjs
// deno-coverage-ignore-start - parsebox tested

/** Checks the value is a Tuple-2 [string, string] result */
function IsMatch(value) {
    return (0,guard.IsEqual)(value.length, 2);
}
/** Matches on a result and dispatches either left or right arm */
function Match(input, ok, fail) {
    return IsMatch(input) ? ok(input[0], input[1]) : fail();
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/take.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeVariant(variant, input) {
    return ((0,guard.IsEqual)(input.indexOf(variant), 0)
        ? [variant, input.slice(variant.length)]
        : []);
}
/** Takes one of the given variants or fail */
function Take(variants, input) {
    // ----------------------------------------------------------------
    // Symmetric
    // ----------------------------------------------------------------
    // return Guard.ShiftLeft(variants, (valueLeft, valueRight) => 
    //   Match(TakeVariant(valueLeft, input), (take, rest) => 
    //     [take, rest],
    //     () => Take(valueRight, input)),
    //   () => []) as never
    // ----------------------------------------------------------------
    // Inline
    // ----------------------------------------------------------------
    for (let i = 0; i < variants.length; i++) {
        const result = TakeVariant(variants[i], input);
        if (IsMatch(result))
            return result;
    }
    return [];
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/char.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file
// ------------------------------------------------------------------
// Range
// ------------------------------------------------------------------
function Range(start, end) {
    return Array.from({ length: end - start + 1 }, (_, i) => String.fromCharCode(start + i));
}
const Alpha = [
    ...Range(97, 122), // Lowercase
    ...Range(65, 90) // Uppercase
];
const Zero = '0';
const NonZero = Range(49, 57); // 1 - 9
const Digit = [Zero, ...NonZero];
// ------------------------------------------------------------------
// Characters
// ------------------------------------------------------------------
const WhiteSpace = ' ';
const NewLine = '\n';
const TabSpace = '\t';
const UnderScore = '_';
const Dot = '.';
const DollarSign = '$';
const Hyphen = '-';
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/trim.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


const LineComment = '//';
const OpenComment = '/*';
const CloseComment = '*/';
function DiscardMultilineComment(input) {
    const index = input.indexOf(CloseComment);
    const result = (0,guard.IsEqual)(index, -1) ? '' : input.slice(index + 2);
    return result;
}
function DiscardLineComment(input) {
    const index = input.indexOf(NewLine);
    const result = (0,guard.IsEqual)(index, -1) ? '' : input.slice(index);
    return result;
}
// ...
function TrimStartUntilNewline(input) {
    return input.replace(/^[ \t\r\f\v]+/, '');
}
function TrimWhitespace(input) {
    const trimmed = TrimStartUntilNewline(input);
    return (trimmed.startsWith(OpenComment) ? TrimWhitespace(DiscardMultilineComment(trimmed.slice(2))) :
        trimmed.startsWith(LineComment) ? TrimWhitespace(DiscardLineComment(trimmed.slice(2))) :
            trimmed);
}
function Trim(input) {
    const trimmed = input.trimStart();
    return (trimmed.startsWith(OpenComment) ? Trim(DiscardMultilineComment(trimmed.slice(2))) :
        trimmed.startsWith(LineComment) ? Trim(DiscardLineComment(trimmed.slice(2))) :
            trimmed);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/optional.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


/** Matches the given Value or empty string if no match. This function never fails */
function Optional(value, input) {
    return Match(Take([value], input), (Optional, Rest) => [Optional, Rest], () => ['', input]);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/many.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function IsDiscard(discard, input) {
    return discard.includes(input);
}
/** Takes characters from the Input until no-match. The Discard set is used to omit characters from the match */
function Many(allowed, discard, input, result = '') {
    return Match(Take(allowed, input), (Char, Rest) => IsDiscard(discard, Char)
        ? Many(allowed, discard, Rest, result)
        : Many(allowed, discard, Rest, `${result}${Char}`), () => [result, input]);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/unsigned_integer.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file








function TakeNonZero(input) {
    return Take(NonZero, input);
}
const AllowedDigits = [...Digit, UnderScore];
function TakeDigits(input) {
    return Many(AllowedDigits, [UnderScore], input);
}
function TakeUnsignedInteger(input) {
    return Match(Take([Zero], input), (Zero, ZeroRest) => [Zero, ZeroRest], () => Match(TakeNonZero(input), (NonZero, NonZeroRest) => Match(TakeDigits(NonZeroRest), (Digits, DigitsRest) => [`${NonZero}${Digits}`, DigitsRest], () => []), // fail: did not match Digits
    () => [])); // fail: did not match NonZero
}
/** Matches if next is a UnsignedInteger */
function UnsignedInteger(input) {
    return TakeUnsignedInteger(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/integer.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function TakeSign(input) {
    return Optional(Hyphen, input);
}
function TakeSignedInteger(input) {
    return Match(TakeSign(input), (Sign, SignRest) => Match(UnsignedInteger(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Integer */
function Integer(input) {
    return TakeSignedInteger(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/bigint.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



function TakeBigInt(input) {
    return Match(Integer(input), (Integer, IntegerRest) => Match(Take(['n'], IntegerRest), (_N, NRest) => [`${Integer}`, NRest], () => []), // fail: did not match 'n'
    () => []); // fail: did not match Integer
}
/** Matches if next is a Integer literal with trailing 'n'. Trailing 'n' is omitted in result. */
function bigint_BigInt(input) {
    return TakeBigInt(input);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/const.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file






function TakeConst(const_, input) {
    return Take([const_], input);
}
/** Matches if next is the given Const value */
function Const(const_, input) {
    return ((0,guard.IsEqual)(const_, '') ? ['', input] : (const_.startsWith(NewLine) ? TakeConst(const_, TrimWhitespace(input)) :
        const_.startsWith(WhiteSpace) ? TakeConst(const_, input) :
            TakeConst(const_, Trim(input))));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/ident.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file







const Initial = [...Alpha, UnderScore, DollarSign];
function TakeInitial(input) {
    return Take(Initial, input);
}
const Remaining = [...Initial, ...Digit];
function TakeRemaining(input, result = '') {
    return Match(Take(Remaining, input), (Remaining, RemainingRest) => TakeRemaining(RemainingRest, `${result}${Remaining}`), () => [result, input]);
}
function TakeIdent(input) {
    return Match(TakeInitial(input), (Initial, InitialRest) => Match(TakeRemaining(InitialRest), (Remaining, RemainingRest) => [`${Initial}${Remaining}`, RemainingRest], () => []), // fail: did not match Remaining
    () => []); // fail: did not match Initial
}
/** Matches if next is an Ident */
function Ident(input) {
    return TakeIdent(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/unsigned_number.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file








const unsigned_number_AllowedDigits = [...Digit, UnderScore];
function IsLeadingDot(input) {
    return IsMatch(Take([Dot], input));
}
function TakeFractional(input) {
    return Match(Many(unsigned_number_AllowedDigits, [UnderScore], input), (Digits, DigitsRest) => (0,guard.IsEqual)(Digits, '')
        ? [] // fail: no Digits
        : [Digits, DigitsRest], () => []); // fail: did not match Digits
}
function LeadingDot(input) {
    return Match(Take([Dot], input), (Dot, DotRest) => Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`0${Dot}${Fractional}`, FractionalRest], () => []), // fail: did not match Fractional
    () => []); // fail: did not match Dot
}
function LeadingInteger(input) {
    return Match(UnsignedInteger(input), (Integer, IntegerRest) => Match(Take([Dot], IntegerRest), (Dot, DotRest) => Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`${Integer}${Dot}${Fractional}`, FractionalRest], () => [`${Integer}`, DotRest]), // fail: did not match Fractional, use Integer
    () => [`${Integer}`, IntegerRest]), // fail: did not match Dot, use Integer
    () => []); // fail: did not match Integer
}
function TakeUnsignedNumber(input) {
    return (IsLeadingDot(input)
        ? LeadingDot(input)
        : LeadingInteger(input));
}
/** Matches if next is a UnsignedNumber */
function UnsignedNumber(input) {
    return TakeUnsignedNumber(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/number.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function number_TakeSign(input) {
    return Optional(Hyphen, input);
}
function TakeSignedNumber(input) {
    return Match(number_TakeSign(input), (Sign, SignRest) => Match(UnsignedNumber(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Number */
function number_Number(input) {
    return TakeSignedNumber(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeOne(input) {
    const result = (0,guard.IsEqual)(input, '') ? [] : [input.slice(0, 1), input.slice(1)];
    return result;
}
function IsInputMatchSentinal(end, input) {
    return (0,guard.ShiftLeft)(end, (left, right) => input.startsWith(left)
        ? true
        : IsInputMatchSentinal(right, input), () => false);
}
/** Match Input until but not including End. No match if End not found. */
function Until(end, input, result = '') {
    return Match(TakeOne(input), (One, Rest) => IsInputMatchSentinal(end, input)
        ? [result, input] // ok: at sentinal 
        : Until(end, Rest, `${result}${One}`) // fail: advance + 1
    , () => []);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/span.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function MultiLine(start, end, input) {
    return Match(Take([start], input), (_, Rest) => Match(Until([end], Rest), (Until, UntilRest) => Match(Take([end], UntilRest), (_, Rest) => [`${Until}`, Rest], () => []), // fail: did not match End
    () => []), // fail: did not match Until
    () => []); // fail: did not match Start
}
function SingleLine(start, end, input) {
    return Match(Take([start], input), (_, Rest) => Match(Until([NewLine, end], Rest), (Until, UntilRest) => Match(Take([end], UntilRest), (_, EndRest) => [`${Until}`, EndRest], () => []), // fail: did not match End
    () => []), // fail: did not match Until
    () => []); // fail: not match Start
}
/** Matches from Start and End capturing everything in-between. Start and End are consumed. */
function Span(start, end, multiLine, input) {
    return (multiLine
        ? MultiLine(start, end, Trim(input))
        : SingleLine(start, end, Trim(input)));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/string.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file




function string_TakeInitial(quotes, input) {
    return Take(quotes, input);
}
function TakeSpan(quote, input) {
    return Span(quote, quote, false, input);
}
function TakeString(quotes, input) {
    return Match(string_TakeInitial(quotes, input), (Initial, InitialRest) => TakeSpan(Initial, `${Initial}${InitialRest}`), () => []); // fail: did not match Initial
}
/** Matches a literal String with the given quotes */
function string_String(quotes, input) {
    return TakeString(quotes, Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until_1.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



/** Match Input until but not including End. No match if End not found or match is zero-length. */
function Until_1(end, input) {
    return Match(Until(end, input), (Until, UntilRest) => (0,guard.IsEqual)(Until, '')
        ? [] // fail: match has no characters
        : [Until, UntilRest], () => []); // fail: did not match Until
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/index.mjs













;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/parser.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file
// ------------------------------------------------------------------
//
// This module was auto-generated by TypeBox's parser compiler
// infrastructure (ParseBox). The source grammar is located at:
//
// Source: ./design/syntax/syntax.ts
//
// ------------------------------------------------------------------


const If = (result, left, right = () => []) => result.length === 2 ? left(result) : right();
const GenericParameterExtendsEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(Type(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [GenericParameterExtendsEqualsMapping(_0), input]);
const GenericParameterExtends = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterExtendsMapping(_0), input]);
const GenericParameterEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterEqualsMapping(_0), input]);
const GenericParameterIdentifier = (input) => If(Ident(input), ([_0, input]) => [GenericParameterIdentifierMapping(_0), input]);
const GenericParameter = (input) => If(If(GenericParameterExtendsEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterExtends(input), ([_0, input]) => [_0, input], () => If(GenericParameterEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterIdentifier(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [GenericParameterMapping(_0), input]);
const GenericParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(GenericParameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericParameterList_0(input, [...result, _0]), () => [result, input]);
const GenericParameterList = (input) => If(If(If(GenericParameter(input), ([_0, input]) => If(GenericParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericParameterListMapping(_0), input]);
const GenericParameters = (input) => If(If(Const('<', input), ([_0, input]) => If(GenericParameterList(input), ([_1, input]) => If(Const('>', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParametersMapping(_0), input]);
const GenericCallArgumentList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericCallArgumentList_0(input, [...result, _0]), () => [result, input]);
const GenericCallArgumentList = (input) => If(If(If(Type(input), ([_0, input]) => If(GenericCallArgumentList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericCallArgumentListMapping(_0), input]);
const GenericCallArguments = (input) => If(If(Const('<', input), ([_0, input]) => If(GenericCallArgumentList(input), ([_1, input]) => If(Const('>', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericCallArgumentsMapping(_0), input]);
const GenericCall = (input) => If(If(Ident(input), ([_0, input]) => If(GenericCallArguments(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [GenericCallMapping(_0), input]);
const OptionalSemiColon = (input) => If(If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [OptionalSemiColonMapping(_0), input]);
const KeywordString = (input) => If(Const('string', input), ([_0, input]) => [KeywordStringMapping(_0), input]);
const KeywordNumber = (input) => If(Const('number', input), ([_0, input]) => [KeywordNumberMapping(_0), input]);
const KeywordBoolean = (input) => If(Const('boolean', input), ([_0, input]) => [KeywordBooleanMapping(_0), input]);
const KeywordUndefined = (input) => If(Const('undefined', input), ([_0, input]) => [KeywordUndefinedMapping(_0), input]);
const KeywordNull = (input) => If(Const('null', input), ([_0, input]) => [KeywordNullMapping(_0), input]);
const KeywordInteger = (input) => If(Const('integer', input), ([_0, input]) => [KeywordIntegerMapping(_0), input]);
const KeywordBigInt = (input) => If(Const('bigint', input), ([_0, input]) => [KeywordBigIntMapping(_0), input]);
const KeywordUnknown = (input) => If(Const('unknown', input), ([_0, input]) => [KeywordUnknownMapping(_0), input]);
const KeywordAny = (input) => If(Const('any', input), ([_0, input]) => [KeywordAnyMapping(_0), input]);
const KeywordObject = (input) => If(Const('object', input), ([_0, input]) => [KeywordObjectMapping(_0), input]);
const KeywordNever = (input) => If(Const('never', input), ([_0, input]) => [KeywordNeverMapping(_0), input]);
const KeywordSymbol = (input) => If(Const('symbol', input), ([_0, input]) => [KeywordSymbolMapping(_0), input]);
const KeywordVoid = (input) => If(Const('void', input), ([_0, input]) => [KeywordVoidMapping(_0), input]);
const KeywordThis = (input) => If(Const('this', input), ([_0, input]) => [KeywordThisMapping(_0), input]);
const TemplateInterpolate = (input) => If(If(Const('${', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateInterpolateMapping(_0), input]);
const TemplateSpan = (input) => If(Until(['${', '`'], input), ([_0, input]) => [TemplateSpanMapping(_0), input]);
const TemplateBody = (input) => If(If(If(TemplateSpan(input), ([_0, input]) => If(TemplateInterpolate(input), ([_1, input]) => If(TemplateBody(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [TemplateBodyMapping(_0), input]);
const TemplateLiteralTypes = (input) => If(If(Const('`', input), ([_0, input]) => If(TemplateBody(input), ([_1, input]) => If(Const('`', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateLiteralTypesMapping(_0), input]);
const TemplateLiteral = (input) => If(TemplateLiteralTypes(input), ([_0, input]) => [TemplateLiteralMapping(_0), input]);
const Dependent = (input) => If(If(If(Const('if', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(Type(input), ([_3, input]) => If(Const('else', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If(If(Const('if', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [DependentMapping(_0), input]);
const LiteralBigInt = (input) => If(bigint_BigInt(input), ([_0, input]) => [LiteralBigIntMapping(_0), input]);
const LiteralBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [LiteralBooleanMapping(_0), input]);
const LiteralNumber = (input) => If(number_Number(input), ([_0, input]) => [LiteralNumberMapping(_0), input]);
const LiteralString = (input) => If(string_String(['\'', '\"'], input), ([_0, input]) => [LiteralStringMapping(_0), input]);
const KeyOf = (input) => If(If(If(Const('keyof', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [KeyOfMapping(_0), input]);
const IndexArray_0 = (input, result = []) => If(If(If(Const('[', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(Const('[', input), ([_0, input]) => If(Const(']', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => IndexArray_0(input, [...result, _0]), () => [result, input]);
const IndexArray = (input) => If(IndexArray_0(input), ([_0, input]) => [IndexArrayMapping(_0), input]);
const Extends = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('?', input), ([_2, input]) => If(Type(input), ([_3, input]) => If(Const(':', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExtendsMapping(_0), input]);
const Base = (input) => If(If(If(Const('(', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordBoolean(input), ([_0, input]) => [_0, input], () => If(KeywordUndefined(input), ([_0, input]) => [_0, input], () => If(KeywordNull(input), ([_0, input]) => [_0, input], () => If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordBigInt(input), ([_0, input]) => [_0, input], () => If(KeywordUnknown(input), ([_0, input]) => [_0, input], () => If(KeywordAny(input), ([_0, input]) => [_0, input], () => If(KeywordObject(input), ([_0, input]) => [_0, input], () => If(KeywordNever(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => If(KeywordVoid(input), ([_0, input]) => [_0, input], () => If(KeywordThis(input), ([_0, input]) => [_0, input], () => If(LiteralBigInt(input), ([_0, input]) => [_0, input], () => If(LiteralBoolean(input), ([_0, input]) => [_0, input], () => If(LiteralNumber(input), ([_0, input]) => [_0, input], () => If(LiteralString(input), ([_0, input]) => [_0, input], () => If(TemplateLiteral(input), ([_0, input]) => [_0, input], () => If(Dependent(input), ([_0, input]) => [_0, input], () => If(_Object_(input), ([_0, input]) => [_0, input], () => If(_Tuple_(input), ([_0, input]) => [_0, input], () => If(_Constructor_(input), ([_0, input]) => [_0, input], () => If(_Function_(input), ([_0, input]) => [_0, input], () => If(_Mapped_(input), ([_0, input]) => [_0, input], () => If(GenericCall(input), ([_0, input]) => [_0, input], () => If(Reference(input), ([_0, input]) => [_0, input], () => [])))))))))))))))))))))))))))), ([_0, input]) => [BaseMapping(_0), input]);
const With = (input) => If(If(If(Const('with', input), ([_0, input]) => If(WithObject(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithMapping(_0), input]);
const Factor = (input) => If(If(KeyOf(input), ([_0, input]) => If(Base(input), ([_1, input]) => If(IndexArray(input), ([_2, input]) => If(Extends(input), ([_3, input]) => If(With(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [FactorMapping(_0), input]);
const ExprTermTail = (input) => If(If(If(Const('&', input), ([_0, input]) => If(Factor(input), ([_1, input]) => If(ExprTermTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTermTailMapping(_0), input]);
const ExprTerm = (input) => If(If(Factor(input), ([_0, input]) => If(ExprTermTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprTermMapping(_0), input]);
const ExprTail = (input) => If(If(If(Const('|', input), ([_0, input]) => If(ExprTerm(input), ([_1, input]) => If(ExprTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTailMapping(_0), input]);
const Expr = (input) => If(If(ExprTerm(input), ([_0, input]) => If(ExprTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprMapping(_0), input]);
const ExprReadonly = (input) => If(If(Const('readonly', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprReadonlyMapping(_0), input]);
const ExprPipe = (input) => If(If(Const('|', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprPipeMapping(_0), input]);
const GenericType = (input) => If(If(GenericParameters(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericTypeMapping(_0), input]);
const InferType = (input) => If(If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('extends', input), ([_2, input]) => If(Expr(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InferTypeMapping(_0), input]);
const Type = (input) => If(If(InferType(input), ([_0, input]) => [_0, input], () => If(ExprPipe(input), ([_0, input]) => [_0, input], () => If(ExprReadonly(input), ([_0, input]) => [_0, input], () => If(Expr(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [TypeMapping(_0), input]);
const PropertyKeyNumber = (input) => If(number_Number(input), ([_0, input]) => [PropertyKeyNumberMapping(_0), input]);
const PropertyKeyIdent = (input) => If(Ident(input), ([_0, input]) => [PropertyKeyIdentMapping(_0), input]);
const PropertyKeyQuoted = (input) => If(string_String(['\'', '\"'], input), ([_0, input]) => [PropertyKeyQuotedMapping(_0), input]);
const PropertyKeyIndex = (input) => If(If(Const('[', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => [])))), ([_3, input]) => If(Const(']', input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyKeyIndexMapping(_0), input]);
const PropertyKey = (input) => If(If(PropertyKeyNumber(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIdent(input), ([_0, input]) => [_0, input], () => If(PropertyKeyQuoted(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIndex(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [PropertyKeyMapping(_0), input]);
const Readonly = (input) => If(If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ReadonlyMapping(_0), input]);
const parser_Optional = (input) => If(If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [OptionalMapping(_0), input]);
const Property = (input) => If(If(Readonly(input), ([_0, input]) => If(PropertyKey(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => If(Const(':', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyMapping(_0), input]);
const PropertyDelimiter = (input) => If(If(If(Const(',', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(',', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))))), ([_0, input]) => [PropertyDelimiterMapping(_0), input]);
const PropertyList_0 = (input, result = []) => If(If(PropertyDelimiter(input), ([_0, input]) => If(Property(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => PropertyList_0(input, [...result, _0]), () => [result, input]);
const PropertyList = (input) => If(If(If(Property(input), ([_0, input]) => If(PropertyList_0(input), ([_1, input]) => If(If(PropertyDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [PropertyListMapping(_0), input]);
const Properties = (input) => If(If(Const('{', input), ([_0, input]) => If(PropertyList(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PropertiesMapping(_0), input]);
const _Object_ = (input) => If(Properties(input), ([_0, input]) => [_Object_Mapping(_0), input]);
const ElementNamed = (input) => If(If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ElementNamedMapping(_0), input]);
const ElementBase = (input) => If(If(ElementNamed(input), ([_0, input]) => [_0, input], () => If(If(Readonly(input), ([_0, input]) => If(Type(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementBaseMapping(_0), input]);
const Element = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ElementBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ElementBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementMapping(_0), input]);
const ElementList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Element(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ElementList_0(input, [...result, _0]), () => [result, input]);
const ElementList = (input) => If(If(If(Element(input), ([_0, input]) => If(ElementList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementListMapping(_0), input]);
const _Tuple_ = (input) => If(If(Const('[', input), ([_0, input]) => If(ElementList(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_Tuple_Mapping(_0), input]);
const ParameterReadonlyOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [ParameterReadonlyOptionalMapping(_0), input]);
const ParameterReadonly = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterReadonlyMapping(_0), input]);
const ParameterOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterOptionalMapping(_0), input]);
const ParameterType = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ParameterTypeMapping(_0), input]);
const ParameterBase = (input) => If(If(ParameterReadonlyOptional(input), ([_0, input]) => [_0, input], () => If(ParameterReadonly(input), ([_0, input]) => [_0, input], () => If(ParameterOptional(input), ([_0, input]) => [_0, input], () => If(ParameterType(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ParameterBaseMapping(_0), input]);
const Parameter = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ParameterBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ParameterBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterMapping(_0), input]);
const ParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Parameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ParameterList_0(input, [...result, _0]), () => [result, input]);
const ParameterList = (input) => If(If(If(Parameter(input), ([_0, input]) => If(ParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterListMapping(_0), input]);
const _Function_ = (input) => If(If(Const('(', input), ([_0, input]) => If(ParameterList(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => If(Const('=>', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_Function_Mapping(_0), input]);
const _Constructor_ = (input) => If(If(Const('new', input), ([_0, input]) => If(Const('(', input), ([_1, input]) => If(ParameterList(input), ([_2, input]) => If(Const(')', input), ([_3, input]) => If(Const('=>', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_Constructor_Mapping(_0), input]);
const MappedReadonly = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedReadonlyMapping(_0), input]);
const MappedOptional = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedOptionalMapping(_0), input]);
const MappedAs = (input) => If(If(If(Const('as', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [MappedAsMapping(_0), input]);
const _Mapped_ = (input) => If(If(Const('{', input), ([_0, input]) => If(MappedReadonly(input), ([_1, input]) => If(Const('[', input), ([_2, input]) => If(Ident(input), ([_3, input]) => If(Const('in', input), ([_4, input]) => If(Type(input), ([_5, input]) => If(MappedAs(input), ([_6, input]) => If(Const(']', input), ([_7, input]) => If(MappedOptional(input), ([_8, input]) => If(Const(':', input), ([_9, input]) => If(Type(input), ([_10, input]) => If(OptionalSemiColon(input), ([_11, input]) => If(Const('}', input), ([_12, input]) => [[_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12], input]))))))))))))), ([_0, input]) => [_Mapped_Mapping(_0), input]);
const Reference = (input) => If(Ident(input), ([_0, input]) => [ReferenceMapping(_0), input]);
const WithBigInt = (input) => If(bigint_BigInt(input), ([_0, input]) => [WithBigIntMapping(_0), input]);
const WithNumber = (input) => If(number_Number(input), ([_0, input]) => [WithNumberMapping(_0), input]);
const WithBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithBooleanMapping(_0), input]);
const WithString = (input) => If(string_String(['\"', '\''], input), ([_0, input]) => [WithStringMapping(_0), input]);
const WithNull = (input) => If(Const('null', input), ([_0, input]) => [WithNullMapping(_0), input]);
const WithUndefined = (input) => If(Const('undefined', input), ([_0, input]) => [WithUndefinedMapping(_0), input]);
const WithProperty = (input) => If(If(PropertyKey(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(WithValue(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithPropertyMapping(_0), input]);
const WithPropertyList_0 = (input, result = []) => If(If(PropertyDelimiter(input), ([_0, input]) => If(WithProperty(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => WithPropertyList_0(input, [...result, _0]), () => [result, input]);
const WithPropertyList = (input) => If(If(If(WithProperty(input), ([_0, input]) => If(WithPropertyList_0(input), ([_1, input]) => If(If(PropertyDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithPropertyListMapping(_0), input]);
const WithObject = (input) => If(If(Const('{', input), ([_0, input]) => If(WithPropertyList(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithObjectMapping(_0), input]);
const WithElementList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(WithValue(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => WithElementList_0(input, [...result, _0]), () => [result, input]);
const WithElementList = (input) => If(If(If(WithValue(input), ([_0, input]) => If(WithElementList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithElementListMapping(_0), input]);
const WithArray = (input) => If(If(Const('[', input), ([_0, input]) => If(WithElementList(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithArrayMapping(_0), input]);
const WithValue = (input) => If(If(WithBigInt(input), ([_0, input]) => [_0, input], () => If(WithNumber(input), ([_0, input]) => [_0, input], () => If(WithBoolean(input), ([_0, input]) => [_0, input], () => If(WithString(input), ([_0, input]) => [_0, input], () => If(WithNull(input), ([_0, input]) => [_0, input], () => If(WithUndefined(input), ([_0, input]) => [_0, input], () => If(WithObject(input), ([_0, input]) => [_0, input], () => If(WithArray(input), ([_0, input]) => [_0, input], () => [])))))))), ([_0, input]) => [WithValueMapping(_0), input]);
const PatternBigInt = (input) => If(Const('-?(?:0|[1-9][0-9]*)n', input), ([_0, input]) => [PatternBigIntMapping(_0), input]);
const PatternString = (input) => If(Const('.*', input), ([_0, input]) => [PatternStringMapping(_0), input]);
const PatternNumber = (input) => If(Const('-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?', input), ([_0, input]) => [PatternNumberMapping(_0), input]);
const PatternInteger = (input) => If(Const('-?(?:0|[1-9][0-9]*)', input), ([_0, input]) => [PatternIntegerMapping(_0), input]);
const PatternNever = (input) => If(Const('(?!)', input), ([_0, input]) => [PatternNeverMapping(_0), input]);
const PatternText = (input) => If(Until_1(['-?(?:0|[1-9][0-9]*)n', '.*', '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?', '-?(?:0|[1-9][0-9]*)', '(?!)', '(', ')', '$', '|'], input), ([_0, input]) => [PatternTextMapping(_0), input]);
const PatternBase = (input) => If(If(PatternBigInt(input), ([_0, input]) => [_0, input], () => If(PatternString(input), ([_0, input]) => [_0, input], () => If(PatternNumber(input), ([_0, input]) => [_0, input], () => If(PatternInteger(input), ([_0, input]) => [_0, input], () => If(PatternNever(input), ([_0, input]) => [_0, input], () => If(PatternGroup(input), ([_0, input]) => [_0, input], () => If(PatternText(input), ([_0, input]) => [_0, input], () => []))))))), ([_0, input]) => [PatternBaseMapping(_0), input]);
const PatternGroup = (input) => If(If(Const('(', input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PatternGroupMapping(_0), input]);
const PatternUnion = (input) => If(If(If(PatternTerm(input), ([_0, input]) => If(Const('|', input), ([_1, input]) => If(PatternUnion(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(PatternTerm(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [PatternUnionMapping(_0), input]);
const PatternTerm = (input) => If(If(PatternBase(input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [PatternTermMapping(_0), input]);
const PatternBody = (input) => If(If(PatternUnion(input), ([_0, input]) => [_0, input], () => If(PatternTerm(input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [PatternBodyMapping(_0), input]);
const Pattern = (input) => If(If(Const('^', input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => If(Const('$', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PatternMapping(_0), input]);
const InterfaceDeclarationHeritageList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => InterfaceDeclarationHeritageList_0(input, [...result, _0]), () => [result, input]);
const InterfaceDeclarationHeritageList = (input) => If(If(If(Type(input), ([_0, input]) => If(InterfaceDeclarationHeritageList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageListMapping(_0), input]);
const InterfaceDeclarationHeritage = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(InterfaceDeclarationHeritageList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageMapping(_0), input]);
const InterfaceDeclarationGeneric = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(InterfaceDeclarationHeritage(input), ([_3, input]) => If(Properties(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [InterfaceDeclarationGenericMapping(_0), input]);
const InterfaceDeclaration = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(InterfaceDeclarationHeritage(input), ([_2, input]) => If(Properties(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [InterfaceDeclarationMapping(_0), input]);
const TypeAliasDeclarationGeneric = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [TypeAliasDeclarationGenericMapping(_0), input]);
const TypeAliasDeclaration = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('=', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [TypeAliasDeclarationMapping(_0), input]);
const ExportKeyword = (input) => If(If(If(Const('export', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExportKeywordMapping(_0), input]);
const ModuleDeclarationDelimiter = (input) => If(If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ModuleDeclarationDelimiterMapping(_0), input]);
const ModuleDeclarationList_0 = (input, result = []) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => If(ModuleDeclaration(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ModuleDeclarationList_0(input, [...result, _0]), () => [result, input]);
const ModuleDeclarationList = (input) => If(If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList_0(input), ([_1, input]) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ModuleDeclarationListMapping(_0), input]);
const ModuleDeclaration = (input) => If(If(ExportKeyword(input), ([_0, input]) => If(If(InterfaceDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(InterfaceDeclaration(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclaration(input), ([_0, input]) => [_0, input], () => [])))), ([_1, input]) => If(OptionalSemiColon(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ModuleDeclarationMapping(_0), input]);
const Module = (input) => If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ModuleMapping(_0), input]);
const Script = (input) => If(If(Module(input), ([_0, input]) => [_0, input], () => If(GenericType(input), ([_0, input]) => [_0, input], () => If(Type(input), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ScriptMapping(_0), input]);


/***/ }),

/***/ 4156:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ IsCodec),
/* harmony export */   Mg: () => (/* binding */ EncodeBuilder),
/* harmony export */   Ne: () => (/* binding */ Codec),
/* harmony export */   O$: () => (/* binding */ DecodeBuilder),
/* harmony export */   Tq: () => (/* binding */ Decode),
/* harmony export */   dB: () => (/* binding */ Encode)
/* harmony export */ });
/* harmony import */ var _system_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89168);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
class EncodeBuilder {
    constructor(type, decode) {
        this.type = type;
        this.decode = decode;
    }
    Encode(callback) {
        const type = this.type;
        const decode = IsCodec(type) ? (value) => this.decode(type['~codec'].decode(value)) : this.decode;
        const encode = IsCodec(type) ? (value) => type['~codec'].encode(callback(value)) : callback;
        const codec = { decode, encode };
        return _system_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .ce.Update(this.type, { '~codec': codec }, {});
    }
}
class DecodeBuilder {
    constructor(type) {
        this.type = type;
    }
    Decode(callback) {
        return new EncodeBuilder(this.type, callback);
    }
}
// ------------------------------------------------------------------
// Bidirectional
// ------------------------------------------------------------------
/** Creates a bi-directional Codec. Codec functions are called on Value.Decode and Value.Encode. */
function Codec(type) {
    return new DecodeBuilder(type);
}
// ------------------------------------------------------------------
// Unidirectional
// ------------------------------------------------------------------
/** Createsa  uni-directional Codec with Decode only. The Decode function is called on Value.Decode */
function Decode(type, callback) {
    return Codec(type).Decode(callback).Encode(() => {
        throw Error('Encode not implemented');
    });
}
/** Creates a uni-directional Codec with Encode only. The Encode function is called on Value.Encode */
function Encode(type, callback) {
    return Codec(type).Decode(() => {
        throw Error('Decode not implemented');
    }).Encode(callback);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsCodec(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~codec') &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsObject(value['~codec']) &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value['~codec'], 'encode') &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value['~codec'], 'decode');
}


/***/ }),

/***/ 96214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ Immutable),
/* harmony export */   P: () => (/* binding */ IsImmutable)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_immutable_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31195);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Immutable modifier to the given type. */
function Immutable(type) {
    return (0,_action_add_immutable_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddImmutable */ .e)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TImmutable */
function IsImmutable(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~immutable');
}


/***/ }),

/***/ 20214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ IsOptional),
/* harmony export */   o: () => (/* binding */ Optional)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54349);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Optional modifier to the given type. */
function Optional(type) {
    return (0,_action_add_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddOptional */ .O)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TOptional */
function IsOptional(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~optional');
}


/***/ }),

/***/ 13288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ IsReadonly),
/* harmony export */   Z: () => (/* binding */ Readonly)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_readonly_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66003);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Readonly property modifier to the given type. */
function Readonly(type) {
    return (0,_action_add_readonly_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddReadonly */ .w)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TReadonly */
function IsReadonly(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~readonly');
}


/***/ }),

/***/ 68697:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QL: () => (/* binding */ Refine),
/* harmony export */   Ux: () => (/* binding */ IsRefine)
/* harmony export */ });
/* unused harmony exports RefineAdd, IsRefinement */
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
// deno-fmt-ignore-file




/** Applies a Refine check to the given type. */
function RefineAdd(type, refinement) {
    const refinements = IsRefine(type) ? [...type['~refine'], refinement] : [refinement];
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~refine': refinements }, {});
}
/** Refines a type with an explicit check */
function Refine(...args) {
    const [type, check, error] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Match(args, {
        3: (type, check, error) => [type, check, error],
        2: (type, check) => [type, check, () => 'Refine Error'],
    });
    return RefineAdd(type, { check, error });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TRefinement. */
function IsRefinement(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsObjectNotArray(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, 'check')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, 'error')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsFunction(value.check)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsFunction(value.error);
}
/** Returns true if the given value is a TRefine. */
function IsRefine(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~refine')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsArray(value['~refine'])
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Every(value['~refine'], 0, value => IsRefinement(value));
}


/***/ }),

/***/ 14935:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Any),
/* harmony export */   h: () => (/* binding */ IsAny)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Any type. */
function Any(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Any' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TAny. */
function IsAny(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Any');
}


/***/ }),

/***/ 97894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ _Array_),
/* harmony export */   QS: () => (/* binding */ IsArray),
/* harmony export */   Qn: () => (/* binding */ ArrayOptions),
/* harmony export */   kv: () => (/* binding */ _Array_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Array type. */
function _Array_(items, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Array' }, { type: 'array', items }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TArray. */
function IsArray(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Array');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TArray. */
function ArrayOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'items']);
}


/***/ }),

/***/ 27626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qw: () => (/* binding */ BigInt),
/* harmony export */   cQ: () => (/* binding */ IsBigInt),
/* harmony export */   us: () => (/* binding */ BigIntPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const BigIntPattern = '-?(?:0|[1-9][0-9]*)n';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a BigInt type. */
function BigInt(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'BigInt' }, { type: 'bigint' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBigInt. */
function IsBigInt(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'BigInt');
}


/***/ }),

/***/ 7957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ IsBoolean),
/* harmony export */   v: () => (/* binding */ Boolean)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Boolean type. */
function Boolean(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Boolean' }, { type: 'boolean' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBoolean. */
function IsBoolean(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Boolean');
}


/***/ }),

/***/ 4759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ CallConstruct),
/* harmony export */   Je: () => (/* binding */ Call),
/* harmony export */   rx: () => (/* binding */ IsCall)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _engine_call_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97487);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CallConstruct(target, arguments_) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Call' }, { type: 'call', target, arguments: arguments_ }, {});
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Call type. */
function Call(target, arguments_) {
    return (0,_engine_call_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CallInstantiate */ .n)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), target, arguments_);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given type is a TCall. */
function IsCall(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Call');
}


/***/ }),

/***/ 8197:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ Constructor),
/* harmony export */   ZV: () => (/* binding */ IsConstructor),
/* harmony export */   rO: () => (/* binding */ ConstructorOptions)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Constructor type. */
function Constructor(parameters, instanceType, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Constructor' }, { type: 'constructor', parameters, instanceType }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TConstructor. */
function IsConstructor(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Constructor');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TConstructor. */
function ConstructorOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'parameters', 'instanceType']);
}


/***/ }),

/***/ 50330:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MW: () => (/* binding */ Cyclic),
/* harmony export */   c_: () => (/* binding */ IsCyclic)
/* harmony export */ });
/* unused harmony export CyclicOptions */
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Cyclic type. */
function Cyclic($defs, $ref, options) {
    // $defs require an $id per definition to enable Ajv to resolve correctly
    const defs = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys($defs).reduce((result, key) => {
        return { ...result, [key]: _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update($defs[key], {}, { $id: key }) };
    }, {});
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Cyclic' }, { $defs: defs, $ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TCyclic. */
function IsCyclic(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Cyclic');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TCyclic. */
function CyclicOptions(type) {
    return Memory.Discard(type, ['~kind', '$defs', '$ref']);
}


/***/ }),

/***/ 14530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsDeferred),
/* harmony export */   c: () => (/* binding */ Deferred)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Deferred action. */
function Deferred(action, parameters, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Deferred' }, { type: 'deferred', action, parameters, options }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TDeferred. */
function IsDeferred(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Deferred');
}


/***/ }),

/***/ 18712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ DependentOptions),
/* harmony export */   oZ: () => (/* binding */ IsDependent),
/* harmony export */   qi: () => (/* binding */ Dependent)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Dependent type */
function Dependent(if_, then_, else_, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Dependent' }, { if: if_, then: then_, else: else_ }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TDependent. */
function IsDependent(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Dependent');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a IsDependent. */
function DependentOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'if', 'then', 'else']);
}


/***/ }),

/***/ 98903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gp: () => (/* binding */ Enum),
  Kk: () => (/* binding */ IsEnum),
  dW: () => (/* binding */ IsEnumValue)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(88642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(97062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/enum/typescript_enum_to_enum_values.mjs
// deno-fmt-ignore-file

function IsTypeScriptEnumLike(value) {
    return guard.IsObjectNotArray(value);
}
function TypeScriptEnumToEnumValues(type) {
    const keys = guard.Keys(type).filter((key) => isNaN(key));
    return keys.reduce((result, key) => [...result, type[key]], []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/enum.mjs
// deno-fmt-ignore-file





/** Returns true if the given value is a EnumValue */
function IsEnumValue(value) {
    return guard.IsString(value) || guard.IsNumber(value);
}
/** Creates an Enum type. */
function Enum(value, options) {
    const values = IsTypeScriptEnumLike(value) ? TypeScriptEnumToEnumValues(value) : value;
    return memory/* Memory.Create */.c.Create({ '~kind': 'Enum' }, { enum: values }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TEnum. */
function IsEnum(value) {
    return (0,schema/* IsKind */.n)(value, 'Enum');
}


/***/ }),

/***/ 46951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ns: () => (/* binding */ FunctionOptions),
/* harmony export */   RV: () => (/* binding */ _Function_),
/* harmony export */   hg: () => (/* binding */ IsFunction),
/* harmony export */   zt: () => (/* binding */ _Function_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Function type. */
function _Function_(parameters, returnType, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Function' }, { type: 'function', parameters, returnType }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TFunction. */
function IsFunction(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Function');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TFunction. */
function FunctionOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'parameters', 'returnType']);
}


/***/ }),

/***/ 73778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsGeneric),
/* harmony export */   c: () => (/* binding */ Generic)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Generic type. */
function Generic(parameters, expression) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Generic' }, { type: 'generic', parameters, expression });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TGeneric. */
function IsGeneric(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Generic');
}


/***/ }),

/***/ 64262:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ Identifier),
/* harmony export */   o: () => (/* binding */ IsIdentifier)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Identifier. */
function Identifier(name) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Identifier' }, { name });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TIdentifier. */
function IsIdentifier(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Identifier');
}


/***/ }),

/***/ 11309:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* reexport safe */ _integer_mjs__WEBPACK_IMPORTED_MODULE_19__.$p),
/* harmony export */   $r: () => (/* reexport safe */ _unknown_mjs__WEBPACK_IMPORTED_MODULE_25__.$),
/* harmony export */   Bo: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.Bo),
/* harmony export */   DO: () => (/* reexport safe */ _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__.DO),
/* harmony export */   Df: () => (/* reexport safe */ _never_mjs__WEBPACK_IMPORTED_MODULE_22__.Df),
/* harmony export */   Dn: () => (/* reexport safe */ _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__.Dn),
/* harmony export */   EU: () => (/* reexport safe */ _call_mjs__WEBPACK_IMPORTED_MODULE_9__.EU),
/* harmony export */   EY: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.EY),
/* harmony export */   Ef: () => (/* reexport safe */ _null_mjs__WEBPACK_IMPORTED_MODULE_23__.E),
/* harmony export */   FS: () => (/* reexport safe */ _any_mjs__WEBPACK_IMPORTED_MODULE_5__.F),
/* harmony export */   IP: () => (/* reexport safe */ _string_mjs__WEBPACK_IMPORTED_MODULE_34__.IP),
/* harmony export */   Kk: () => (/* reexport safe */ _enum_mjs__WEBPACK_IMPORTED_MODULE_13__.Kk),
/* harmony export */   LO: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.LO),
/* harmony export */   LV: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.LV),
/* harmony export */   Lp: () => (/* reexport safe */ _codec_mjs__WEBPACK_IMPORTED_MODULE_0__.Lp),
/* harmony export */   Mx: () => (/* reexport safe */ _number_mjs__WEBPACK_IMPORTED_MODULE_24__.Mx),
/* harmony export */   N$: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.N$),
/* harmony export */   N9: () => (/* reexport safe */ _rest_mjs__WEBPACK_IMPORTED_MODULE_32__.N),
/* harmony export */   NI: () => (/* reexport safe */ _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__.N),
/* harmony export */   Nb: () => (/* reexport safe */ _infer_mjs__WEBPACK_IMPORTED_MODULE_18__.N),
/* harmony export */   O3: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.O3),
/* harmony export */   PN: () => (/* reexport safe */ _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__.PN),
/* harmony export */   Pr: () => (/* reexport safe */ _union_mjs__WEBPACK_IMPORTED_MODULE_39__.gP),
/* harmony export */   QS: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.QS),
/* harmony export */   Qf: () => (/* reexport safe */ _string_mjs__WEBPACK_IMPORTED_MODULE_34__.Qf),
/* harmony export */   Qn: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.Qn),
/* harmony export */   Qw: () => (/* reexport safe */ _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__.Qw),
/* harmony export */   R1: () => (/* reexport safe */ _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__.R),
/* harmony export */   RK: () => (/* reexport safe */ _this_mjs__WEBPACK_IMPORTED_MODULE_36__.R),
/* harmony export */   RV: () => (/* reexport safe */ _function_mjs__WEBPACK_IMPORTED_MODULE_14__.RV),
/* harmony export */   Ti: () => (/* reexport safe */ _void_mjs__WEBPACK_IMPORTED_MODULE_41__.T),
/* harmony export */   Uv: () => (/* reexport safe */ _null_mjs__WEBPACK_IMPORTED_MODULE_23__.U),
/* harmony export */   Wy: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.Wy),
/* harmony export */   X$: () => (/* reexport safe */ _optional_mjs__WEBPACK_IMPORTED_MODULE_2__.X),
/* harmony export */   Yi: () => (/* reexport safe */ _schema_mjs__WEBPACK_IMPORTED_MODULE_33__.Y),
/* harmony export */   Yq: () => (/* reexport safe */ _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__.Yq),
/* harmony export */   ZV: () => (/* reexport safe */ _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__.ZV),
/* harmony export */   Zs: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.Zs),
/* harmony export */   Zt: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.Zt),
/* harmony export */   Zx: () => (/* reexport safe */ _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__.Z),
/* harmony export */   av: () => (/* reexport safe */ _object_mjs__WEBPACK_IMPORTED_MODULE_27__.av),
/* harmony export */   cQ: () => (/* reexport safe */ _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__.cQ),
/* harmony export */   cZ: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.cZ),
/* harmony export */   c_: () => (/* reexport safe */ _cyclic_mjs__WEBPACK_IMPORTED_MODULE_11__.c_),
/* harmony export */   ck: () => (/* reexport safe */ _generic_mjs__WEBPACK_IMPORTED_MODULE_15__.c),
/* harmony export */   gP: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.gP),
/* harmony export */   gm: () => (/* reexport safe */ _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__.gm),
/* harmony export */   gw: () => (/* reexport safe */ _identifier_mjs__WEBPACK_IMPORTED_MODULE_16__.g),
/* harmony export */   hg: () => (/* reexport safe */ _function_mjs__WEBPACK_IMPORTED_MODULE_14__.hg),
/* harmony export */   "in": () => (/* reexport safe */ _ref_mjs__WEBPACK_IMPORTED_MODULE_31__.i),
/* harmony export */   jw: () => (/* reexport safe */ _void_mjs__WEBPACK_IMPORTED_MODULE_41__.j),
/* harmony export */   jz: () => (/* reexport safe */ _integer_mjs__WEBPACK_IMPORTED_MODULE_19__.jz),
/* harmony export */   kH: () => (/* reexport safe */ _parameter_mjs__WEBPACK_IMPORTED_MODULE_28__.k),
/* harmony export */   mS: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.mS),
/* harmony export */   my: () => (/* reexport safe */ _union_mjs__WEBPACK_IMPORTED_MODULE_39__.my),
/* harmony export */   nH: () => (/* reexport safe */ _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__.n),
/* harmony export */   oS: () => (/* reexport safe */ _ref_mjs__WEBPACK_IMPORTED_MODULE_31__.o),
/* harmony export */   oo: () => (/* reexport safe */ _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__.oo),
/* harmony export */   oz: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.oz),
/* harmony export */   ps: () => (/* reexport safe */ _never_mjs__WEBPACK_IMPORTED_MODULE_22__.ps),
/* harmony export */   qh: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.ZV),
/* harmony export */   qi: () => (/* reexport safe */ _dependent_mjs__WEBPACK_IMPORTED_MODULE_17__.qi),
/* harmony export */   rK: () => (/* reexport safe */ _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__.r),
/* harmony export */   rd: () => (/* reexport safe */ _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__.rd),
/* harmony export */   uS: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.uS),
/* harmony export */   v8: () => (/* reexport safe */ _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__.v),
/* harmony export */   wN: () => (/* reexport safe */ _number_mjs__WEBPACK_IMPORTED_MODULE_24__.wN),
/* harmony export */   wS: () => (/* reexport safe */ _object_mjs__WEBPACK_IMPORTED_MODULE_27__.wS)
/* harmony export */ });
/* harmony import */ var _codec_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4156);
/* harmony import */ var _immutable_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96214);
/* harmony import */ var _optional_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20214);
/* harmony import */ var _readonly_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13288);
/* harmony import */ var _refine_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68697);
/* harmony import */ var _any_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14935);
/* harmony import */ var _array_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(97894);
/* harmony import */ var _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(27626);
/* harmony import */ var _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7957);
/* harmony import */ var _call_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4759);
/* harmony import */ var _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8197);
/* harmony import */ var _cyclic_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(50330);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(14530);
/* harmony import */ var _enum_mjs__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(98903);
/* harmony import */ var _function_mjs__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(46951);
/* harmony import */ var _generic_mjs__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(73778);
/* harmony import */ var _identifier_mjs__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(64262);
/* harmony import */ var _dependent_mjs__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(18712);
/* harmony import */ var _infer_mjs__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(35889);
/* harmony import */ var _integer_mjs__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(4247);
/* harmony import */ var _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(69270);
/* harmony import */ var _literal_mjs__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(40000);
/* harmony import */ var _never_mjs__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(9139);
/* harmony import */ var _null_mjs__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(66316);
/* harmony import */ var _number_mjs__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(64400);
/* harmony import */ var _unknown_mjs__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(57191);
/* harmony import */ var _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__ = __webpack_require__(97111);
/* harmony import */ var _object_mjs__WEBPACK_IMPORTED_MODULE_27__ = __webpack_require__(10982);
/* harmony import */ var _parameter_mjs__WEBPACK_IMPORTED_MODULE_28__ = __webpack_require__(27224);
/* harmony import */ var _properties_mjs__WEBPACK_IMPORTED_MODULE_29__ = __webpack_require__(74280);
/* harmony import */ var _record_mjs__WEBPACK_IMPORTED_MODULE_30__ = __webpack_require__(58848);
/* harmony import */ var _ref_mjs__WEBPACK_IMPORTED_MODULE_31__ = __webpack_require__(43042);
/* harmony import */ var _rest_mjs__WEBPACK_IMPORTED_MODULE_32__ = __webpack_require__(27137);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_33__ = __webpack_require__(8122);
/* harmony import */ var _string_mjs__WEBPACK_IMPORTED_MODULE_34__ = __webpack_require__(87964);
/* harmony import */ var _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__ = __webpack_require__(64125);
/* harmony import */ var _this_mjs__WEBPACK_IMPORTED_MODULE_36__ = __webpack_require__(91263);
/* harmony import */ var _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__ = __webpack_require__(62023);
/* harmony import */ var _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__ = __webpack_require__(51421);
/* harmony import */ var _union_mjs__WEBPACK_IMPORTED_MODULE_39__ = __webpack_require__(31520);
/* harmony import */ var _unsafe_mjs__WEBPACK_IMPORTED_MODULE_40__ = __webpack_require__(95557);
/* harmony import */ var _void_mjs__WEBPACK_IMPORTED_MODULE_41__ = __webpack_require__(55129);
// ------------------------------------------------------------------
// Extensions
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------










































/***/ }),

/***/ 35889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ Infer),
/* harmony export */   t: () => (/* binding */ IsInfer)
/* harmony export */ });
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57191);
// deno-fmt-ignore-file




/** Creates an Infer instruction. */
function Infer(...args) {
    const [name, extends_] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Match(args, {
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)(), (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)()],
    });
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Infer' }, { type: 'infer', name, extends: extends_ }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInfer. */
function IsInfer(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Infer');
}


/***/ }),

/***/ 4247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ IsInteger),
/* harmony export */   NU: () => (/* binding */ IntegerPattern),
/* harmony export */   jz: () => (/* binding */ Integer)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const IntegerPattern = '-?(?:0|[1-9][0-9]*)';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Integer type. */
function Integer(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Integer' }, { type: 'integer' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInteger. */
function IsInteger(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Integer');
}


/***/ }),

/***/ 69270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ IntersectOptions),
/* harmony export */   Yq: () => (/* binding */ IsIntersect),
/* harmony export */   oo: () => (/* binding */ Intersect)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Intersect type. */
function Intersect(types, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Intersect' }, { allOf: types }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TIntersect. */
function IsIntersect(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Intersect');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TIntersect. */
function IntersectOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'allOf']);
}


/***/ }),

/***/ 40000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ IsLiteralNumber),
/* harmony export */   N$: () => (/* binding */ IsLiteralBigInt),
/* harmony export */   Wy: () => (/* binding */ IsLiteralBoolean),
/* harmony export */   Zs: () => (/* binding */ IsLiteralString),
/* harmony export */   fJ: () => (/* binding */ IsLiteralValue),
/* harmony export */   gP: () => (/* binding */ IsLiteral),
/* harmony export */   uS: () => (/* binding */ Literal)
/* harmony export */ });
/* unused harmony exports InvalidLiteralValue, LiteralTypeName */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// InvalidLiteralValue
// ------------------------------------------------------------------
class InvalidLiteralValue extends Error {
    constructor(value) {
        super(`Invalid Literal value`);
        Object.defineProperty(this, 'cause', {
            value: { value },
            writable: false,
            configurable: false,
            enumerable: false
        });
    }
}
function LiteralTypeName(value) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value) ? 'bigint' :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value) ? 'boolean' :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value) ? 'number' :
                _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value) ? 'string' :
                    (() => { throw new InvalidLiteralValue(value); })());
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Literal type. */
function Literal(value, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Literal' }, { type: LiteralTypeName(value), const: value }, options);
}
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------
/** Returns true if the given value is a TLiteralValue. */
function IsLiteralValue(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value);
}
/** Returns true if the given value is TLiteral<bigint>. */
function IsLiteralBigInt(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value.const);
}
/** Returns true if the given value is TLiteral<boolean>. */
function IsLiteralBoolean(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value.const);
}
/** Returns true if the given value is TLiteral<number>. */
function IsLiteralNumber(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value.const);
}
/** Returns true if the given value is TLiteral<string>. */
function IsLiteralString(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value.const);
}
/** Returns true if the given value is TLiteral. */
function IsLiteral(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Literal');
}


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ IsNever),
/* harmony export */   ps: () => (/* binding */ Never),
/* harmony export */   rv: () => (/* binding */ NeverPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const NeverPattern = '(?!)';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Never type. */
function Never(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Never' }, { not: {} }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNever. */
function IsNever(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Never');
}


/***/ }),

/***/ 66316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsNull),
/* harmony export */   U: () => (/* binding */ Null)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Null type. */
function Null(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Null' }, { type: 'null' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNull. */
function IsNull(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Null');
}


/***/ }),

/***/ 64400:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mx: () => (/* binding */ IsNumber),
/* harmony export */   Uy: () => (/* binding */ NumberPattern),
/* harmony export */   wN: () => (/* binding */ Number)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const NumberPattern = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Number type. */
function Number(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Number' }, { type: 'number' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TNumber. */
function IsNumber(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Number');
}


/***/ }),

/***/ 10982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IO: () => (/* binding */ _Object_),
/* harmony export */   Un: () => (/* binding */ ObjectOptions),
/* harmony export */   av: () => (/* binding */ IsObject),
/* harmony export */   wS: () => (/* binding */ _Object_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
/* harmony import */ var _properties_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74280);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Object type. */
function _Object_(properties, options = {}) {
    const requiredKeys = (0,_properties_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RequiredArray */ .tM)(properties);
    const required = requiredKeys.length > 0 ? { required: requiredKeys } : {};
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Object' }, { type: 'object', ...required, properties }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TObject. */
function IsObject(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Object');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TObject. */
function ObjectOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'properties', 'required']);
}


/***/ }),

/***/ 27224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ IsParameter),
/* harmony export */   k: () => (/* binding */ Parameter)
/* harmony export */ });
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _unknown_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57191);
// deno-fmt-ignore-file




/** Creates a Parameter type. */
function Parameter(...args) {
    const [name, extends_, equals] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Match(args, {
        3: (name, extends_, equals) => [name, extends_, equals],
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, (0,_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)(), (0,_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)()],
    });
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Parameter' }, { name, extends: extends_, equals }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TParameter. */
function IsParameter(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Parameter');
}


/***/ }),

/***/ 74280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ PropertyKeys),
/* harmony export */   o6: () => (/* binding */ PropertyValues),
/* harmony export */   tM: () => (/* binding */ RequiredArray)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20214);
// deno-fmt-ignore-file


/** Creates a RequiredArray derived from the given TProperties value. */
function RequiredArray(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys(properties).filter((key) => !(0,_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(properties[key]));
}
/** Extracts a tuple of keys from a TProperties value. */
function PropertyKeys(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys(properties);
}
/** Extracts a tuple of property values from a TProperties value. */
function PropertyValues(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Values(properties);
}


/***/ }),

/***/ 58848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ RecordFromPattern),
/* harmony export */   BX: () => (/* binding */ RecordPatternToType),
/* harmony export */   Bo: () => (/* binding */ RecordValue),
/* harmony export */   EY: () => (/* binding */ RecordPattern),
/* harmony export */   LO: () => (/* binding */ RecordDeferred),
/* harmony export */   VJ: () => (/* binding */ RecordKey),
/* harmony export */   ZV: () => (/* binding */ NumberKey),
/* harmony export */   Zt: () => (/* binding */ StringKey),
/* harmony export */   cZ: () => (/* binding */ IsRecord),
/* harmony export */   mS: () => (/* binding */ Record),
/* harmony export */   oz: () => (/* binding */ IntegerKey)
/* harmony export */ });
/* unused harmony export RecordOptions */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8122);
/* harmony import */ var _integer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4247);
/* harmony import */ var _number_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64400);
/* harmony import */ var _string_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(87964);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14530);
/* harmony import */ var _engine_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16233);
/* harmony import */ var _engine_record_record_create_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5270);
/* harmony import */ var _engine_record_instantiate_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19821);
// deno-fmt-ignore-file










const IntegerKey = `^${_integer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IntegerPattern */ .NU}$`;
const NumberKey = `^${_number_mjs__WEBPACK_IMPORTED_MODULE_2__/* .NumberPattern */ .Uy}$`;
const StringKey = `^${_string_mjs__WEBPACK_IMPORTED_MODULE_3__/* .StringPattern */ .wi}$`;
/** Represents a deferred Record action. */
function RecordDeferred(key, value, options = {}) {
    return (0,_deferred_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Deferred */ .c)('Record', [key, value], options);
}
// -------------------------------------------------------------------
// Factory
// -------------------------------------------------------------------
/** Creates a Record type. */
function Record(key, value, options = {}) {
    return (0,_engine_record_instantiate_mjs__WEBPACK_IMPORTED_MODULE_7__/* .RecordAction */ .Q)(key, value, options);
}
// -------------------------------------------------------------------
// RecordFromPattern
// -------------------------------------------------------------------
/** Creates a Record type from regular expression pattern. */
function RecordFromPattern(pattern, value) {
    return (0,_engine_record_record_create_mjs__WEBPACK_IMPORTED_MODULE_6__/* .CreateRecord */ .o)(pattern, value);
}
/** Transforms a Record Pattern to a Type */
function RecordPatternToType(pattern) {
    const result = (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, StringKey) ? (0,_string_mjs__WEBPACK_IMPORTED_MODULE_3__/* .String */ .Qf)() :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, IntegerKey) ? (0,_integer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Integer */ .jz)() :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, NumberKey) ? (0,_number_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Number */ .wN)() :
                (0,_engine_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_5__/* .TemplateLiteralDecodeUnsafe */ .g)(pattern));
    return result;
}
/** Extracts the Pattern from a Record type */
function RecordPattern(type) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.Keys(type.patternProperties)[0];
}
/** Extracts the Key from a Record type */
function RecordKey(type) {
    const pattern = RecordPattern(type);
    const result = RecordPatternToType(pattern);
    return result;
}
/** Extracts the Value from a Record type */
function RecordValue(type) {
    return type.patternProperties[RecordPattern(type)];
}
// -------------------------------------------------------------------
// Guard
// -------------------------------------------------------------------
function IsRecord(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsKind */ .n)(value, 'Record');
}
// -------------------------------------------------------------------
// Options
// -------------------------------------------------------------------
function RecordOptions(type) {
    return Memory.Discard(type, ['~kind', 'type', 'patternProperties']);
}


/***/ }),

/***/ 43042:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ IsRef),
/* harmony export */   o: () => (/* binding */ Ref)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file no-explicit-any
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Ref type. */
function Ref(ref, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Ref' }, { $ref: ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRef. */
function IsRef(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Ref');
}


/***/ }),

/***/ 27137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ IsRest),
/* harmony export */   N: () => (/* binding */ Rest)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Rest instruction type. */
function Rest(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Rest' }, { type: 'rest', items: type }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRest. */
function IsRest(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Rest');
}


/***/ }),

/***/ 8122:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ IsSchema),
/* harmony export */   n: () => (/* binding */ IsKind)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88642);
// deno-lint-ignore-file
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Kind
// ------------------------------------------------------------------
function IsKind(value, kind) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsObject(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.HasPropertyKey(value, '~kind') && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsEqual(value["~kind"], kind);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsSchema(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsObject(value);
}


/***/ }),

/***/ 87964:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ IsString),
/* harmony export */   Qf: () => (/* binding */ String),
/* harmony export */   wi: () => (/* binding */ StringPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// StringPattern
// ------------------------------------------------------------------
const StringPattern = '.*';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a String type. */
function String(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'String' }, { type: 'string' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TString. */
function IsString(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'String');
}


/***/ }),

/***/ 97111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ Symbol),
/* harmony export */   n: () => (/* binding */ IsSymbol)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Symbol type. */
function Symbol(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Symbol' }, { type: 'symbol' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TSymbol. */
function IsSymbol(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Symbol');
}


/***/ }),

/***/ 64125:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ TemplateLiteralDeferred),
/* harmony export */   gm: () => (/* binding */ IsTemplateLiteral),
/* harmony export */   k_: () => (/* binding */ TemplateLiteral),
/* harmony export */   vH: () => (/* binding */ IsTemplateLiteralDeferred)
/* harmony export */ });
/* unused harmony exports TemplateLiteralFromTypes, TemplateLiteralFromString */
/* harmony import */ var _system_system_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24480);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(88642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8122);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14530);
/* harmony import */ var _engine_patterns_template_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(72332);
/* harmony import */ var _engine_template_literal_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36317);
// deno-fmt-ignore-file
// deno-lint-ignore-file






/** Creates a deferred TemplateLiteral action. */
function TemplateLiteralDeferred(types, options = {}) {
    return (0,_deferred_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Deferred */ .c)('TemplateLiteral', [types], options);
}
/** Returns true if this value is a deferred Interface action. */
function IsTemplateLiteralDeferred(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.HasPropertyKey(value, 'action')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.IsEqual(value.action, 'TemplateLiteral');
}
function TemplateLiteralFromTypes(types) {
    return (0,_engine_template_literal_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .TemplateLiteralAction */ .k)(types, {});
}
function TemplateLiteralFromString(template) {
    const types = (0,_engine_patterns_template_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ParseTemplateIntoTypes */ .F)(template);
    return TemplateLiteralFromTypes(types);
}
/** Creates a TemplateLiteral type. */
function TemplateLiteral(input, options = {}) {
    const type = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.IsString(input) ? TemplateLiteralFromString(input) : TemplateLiteralFromTypes(input);
    return _system_system_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .ce.Update(type, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTemplateLiteral. */
function IsTemplateLiteral(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsKind */ .n)(value, 'TemplateLiteral');
}


/***/ }),

/***/ 91263:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ IsThis),
/* harmony export */   R: () => (/* binding */ This)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a This type. */
function This(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'This' }, { $ref: '#' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TThis. */
function IsThis(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'This');
}


/***/ }),

/***/ 62023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ TupleOptions),
/* harmony export */   PN: () => (/* binding */ IsTuple),
/* harmony export */   rd: () => (/* binding */ Tuple)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Tuple type. */
function Tuple(types, options = {}) {
    const [items, minItems, additionalItems] = [types, types.length, false];
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Tuple' }, { type: 'array', additionalItems, items, minItems }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTuple. */
function IsTuple(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Tuple');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TTuple. */
function TupleOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'items', 'minItems', 'additionalItems']);
}


/***/ }),

/***/ 51421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ IsUndefined),
/* harmony export */   r: () => (/* binding */ Undefined)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Undefined type. */
function Undefined(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Undefined' }, { type: 'undefined' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUndefined. */
function IsUndefined(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Undefined');
}


/***/ }),

/***/ 31520:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ey: () => (/* binding */ UnionOptions),
/* harmony export */   gP: () => (/* binding */ Union),
/* harmony export */   my: () => (/* binding */ IsUnion)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Union type. */
function Union(anyOf, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Union' }, { anyOf }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnion. */
function IsUnion(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Union');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TUnion. */
function UnionOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'anyOf']);
}


/***/ }),

/***/ 57191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ Unknown),
/* harmony export */   f: () => (/* binding */ IsUnknown)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Unknown type. */
function Unknown(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Unknown' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnknown. */
function IsUnknown(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Unknown');
}


/***/ }),

/***/ 95557:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ Unsafe),
/* harmony export */   h: () => (/* binding */ IsUnsafe)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Unsafe type. */
function Unsafe(schema) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(schema, { ['~unsafe']: null }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnsafe. */
function IsUnsafe(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsObjectNotArray(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.HasPropertyKey(value, '~unsafe')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNull(value['~unsafe']);
}


/***/ }),

/***/ 55129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ Void),
/* harmony export */   j: () => (/* binding */ IsVoid)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Void type. */
function Void(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Void' }, { type: 'void' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TVoid. */
function IsVoid(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Void');
}


/***/ })

};
