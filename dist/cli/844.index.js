export const id = 844;
export const ids = [844];
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
/* harmony import */ var typebox__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6868);
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

/***/ 6868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZUJ: () => (/* reexport */ typebox_namespaceObject)
});

// UNUSED EXPORTS: AddImmutable, AddImmutableDeferred, AddOptional, AddOptionalDeferred, AddReadonly, AddReadonlyDeferred, Any, Array, ArrayOptions, BigInt, BigIntPattern, Boolean, Broaden, Call, CallConstruct, Capitalize, CapitalizeAction, CapitalizeDeferred, CapitalizeInstantiate, Codec, CollapseToObject, Compare, CompareResultDisjoint, CompareResultEqual, CompareResultLeftInside, CompareResultRightInside, Composite, Conditional, ConditionalAction, ConditionalDeferred, ConditionalInstantiate, Constructor, ConstructorOptions, ConstructorParameters, ConstructorParametersAction, ConstructorParametersDeferred, ConstructorParametersInstantiate, ConvertToIntegerKey, Cyclic, CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicExtends, CyclicOptions, CyclicTarget, Decode, DecodeBuilder, Deferred, Dependent, DependentOptions, Distribute, Encode, EncodeBuilder, Enum, Evaluate, EvaluateAction, EvaluateDeferred, EvaluateDependent, EvaluateEnum, EvaluateInstantiate, EvaluateIntersect, EvaluatePropertyIntersect, EvaluatePropertyUnion, EvaluateTemplateLiteral, EvaluateType, EvaluateUnion, EvaluateUnionFast, Exclude, ExcludeAction, ExcludeDeferred, ExcludeInstantiate, Extends, ExtendsResult, Extract, ExtractAction, ExtractDeferred, ExtractInstantiate, Flatten, Function, FunctionOptions, Generic, Identifier, Immutable, Index, IndexAction, IndexDeferred, IndexInstantiate, Infer, InstanceType, InstanceTypeAction, InstanceTypeDeferred, InstanceTypeInstantiate, Instantiate, InstantiateCyclic, Integer, IntegerKey, IntegerPattern, Interface, InterfaceAction, InterfaceDeferred, InterfaceInstantiate, Intersect, IntersectOptions, InvalidLiteralValue, IsAny, IsArray, IsBigInt, IsBoolean, IsCall, IsCodec, IsConstructor, IsCyclic, IsDeferred, IsDependent, IsEnum, IsEnumValue, IsFunction, IsGeneric, IsIdentifier, IsImmutable, IsInfer, IsInteger, IsInterfaceDeferred, IsIntersect, IsKind, IsLiteral, IsLiteralBigInt, IsLiteralBoolean, IsLiteralNumber, IsLiteralString, IsLiteralValue, IsNever, IsNull, IsNumber, IsObject, IsOptional, IsParameter, IsReadonly, IsRecord, IsRef, IsRefine, IsRefinement, IsRest, IsSchema, IsString, IsSymbol, IsTemplateLiteral, IsTemplateLiteralDeferred, IsTemplateLiteralFinite, IsTemplateLiteralPattern, IsThis, IsTuple, IsTypeScriptEnumLike, IsUndefined, IsUnion, IsUnknown, IsUnsafe, IsVoid, KeyOf, KeyOfAction, KeyOfDeferred, KeyOfInstantiate, KeysToIndexer, Literal, LiteralTypeName, Lowercase, LowercaseAction, LowercaseDeferred, LowercaseInstantiate, Mapped, MappedAction, MappedDeferred, MappedInstantiate, Module, ModuleDeferred, ModuleInstantiate, Narrow, Never, NeverPattern, NonNullable, NonNullableAction, NonNullableDeferred, NonNullableInstantiate, Null, Number, NumberKey, NumberPattern, Object, ObjectOptions, Omit, OmitAction, OmitDeferred, OmitInstantiate, Optional, Parameter, Parameters, ParametersAction, ParametersDeferred, ParametersInstantiate, ParsePatternIntoTypes, ParseTemplateIntoTypes, Partial, PartialAction, PartialDeferred, PartialInstantiate, Pick, PickAction, PickDeferred, PickInstantiate, Priority, PropertyKeys, PropertyValues, Readonly, ReadonlyObject, ReadonlyObjectAction, ReadonlyObjectDeferred, ReadonlyObjectInstantiate, ReadonlyType, Record, RecordAction, RecordDeferred, RecordFromPattern, RecordInstantiate, RecordKey, RecordOptions, RecordPattern, RecordPatternToType, RecordValue, Ref, RefInstantiate, Refine, RefineAdd, RemoveImmutable, RemoveImmutableDeferred, RemoveOptional, RemoveOptionalDeferred, RemoveReadonly, RemoveReadonlyDeferred, Required, RequiredAction, RequiredArray, RequiredDeferred, RequiredInstantiate, Rest, ReturnType, ReturnTypeAction, ReturnTypeDeferred, ReturnTypeInstantiate, Script, String, StringKey, StringPattern, Symbol, TemplateLiteral, TemplateLiteralCreate, TemplateLiteralDecode, TemplateLiteralDecodeUnsafe, TemplateLiteralDeferred, TemplateLiteralEncode, TemplateLiteralFromString, TemplateLiteralFromTypes, This, Tuple, TupleOptions, TypeScriptEnumToEnumValues, Uncapitalize, UncapitalizeAction, UncapitalizeDeferred, UncapitalizeInstantiate, Undefined, Union, UnionOptions, Unknown, Unsafe, Uppercase, UppercaseAction, UppercaseDeferred, UppercaseInstantiate, Void, With, WithAction, WithDeferred, WithInstantiate, _Array_, _Function_, _Object_, default

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
  Match: () => (result_Match)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/typebox.mjs
var typebox_namespaceObject = {};
__webpack_require__.r(typebox_namespaceObject);
__webpack_require__.d(typebox_namespaceObject, {
  Any: () => (Any),
  Array: () => (_Array_),
  BigInt: () => (bigint_BigInt),
  Boolean: () => (Boolean),
  Call: () => (Call),
  Capitalize: () => (Capitalize),
  Codec: () => (Codec),
  Conditional: () => (Conditional),
  Constructor: () => (Constructor),
  ConstructorParameters: () => (ConstructorParameters),
  Cyclic: () => (Cyclic),
  Decode: () => (Decode),
  DecodeBuilder: () => (DecodeBuilder),
  Dependent: () => (Dependent),
  Encode: () => (Encode),
  EncodeBuilder: () => (EncodeBuilder),
  Enum: () => (Enum),
  Evaluate: () => (evaluate_Evaluate),
  Exclude: () => (Exclude),
  Extends: () => (extends_Extends),
  ExtendsResult: () => (result_namespaceObject),
  Extract: () => (Extract),
  Function: () => (_Function_),
  Generic: () => (Generic),
  Identifier: () => (Identifier),
  Immutable: () => (Immutable),
  Index: () => (Index),
  Infer: () => (Infer),
  InstanceType: () => (InstanceType),
  Instantiate: () => (Instantiate),
  Integer: () => (Integer),
  Interface: () => (Interface),
  Intersect: () => (Intersect),
  IsAny: () => (IsAny),
  IsArray: () => (array_IsArray),
  IsBigInt: () => (bigint_IsBigInt),
  IsBoolean: () => (boolean_IsBoolean),
  IsCall: () => (IsCall),
  IsCodec: () => (IsCodec),
  IsConstructor: () => (constructor_IsConstructor),
  IsCyclic: () => (IsCyclic),
  IsDependent: () => (IsDependent),
  IsEnum: () => (IsEnum),
  IsEnumValue: () => (IsEnumValue),
  IsFunction: () => (function_IsFunction),
  IsGeneric: () => (IsGeneric),
  IsIdentifier: () => (IsIdentifier),
  IsImmutable: () => (IsImmutable),
  IsInfer: () => (IsInfer),
  IsInteger: () => (integer_IsInteger),
  IsIntersect: () => (IsIntersect),
  IsKind: () => (IsKind),
  IsLiteral: () => (IsLiteral),
  IsNever: () => (IsNever),
  IsNull: () => (null_IsNull),
  IsNumber: () => (number_IsNumber),
  IsObject: () => (object_IsObject),
  IsOptional: () => (IsOptional),
  IsParameter: () => (IsParameter),
  IsReadonly: () => (IsReadonly),
  IsRecord: () => (IsRecord),
  IsRef: () => (IsRef),
  IsRefine: () => (IsRefine),
  IsRest: () => (IsRest),
  IsSchema: () => (IsSchema),
  IsString: () => (string_IsString),
  IsSymbol: () => (symbol_IsSymbol),
  IsTemplateLiteral: () => (IsTemplateLiteral),
  IsThis: () => (IsThis),
  IsTuple: () => (IsTuple),
  IsUndefined: () => (undefined_IsUndefined),
  IsUnion: () => (IsUnion),
  IsUnknown: () => (IsUnknown),
  IsUnsafe: () => (IsUnsafe),
  IsVoid: () => (IsVoid),
  KeyOf: () => (keyof_KeyOf),
  Literal: () => (Literal),
  Lowercase: () => (Lowercase),
  Mapped: () => (Mapped),
  Module: () => (module_Module),
  Never: () => (Never),
  NonNullable: () => (NonNullable),
  Null: () => (Null),
  Number: () => (number_Number),
  Object: () => (_Object_),
  Omit: () => (Omit),
  Optional: () => (Optional),
  Parameter: () => (Parameter),
  Parameters: () => (Parameters),
  Partial: () => (Partial),
  Pick: () => (Pick),
  Readonly: () => (Readonly),
  ReadonlyObject: () => (ReadonlyObject),
  ReadonlyType: () => (ReadonlyType),
  Record: () => (Record),
  RecordKey: () => (RecordKey),
  RecordPattern: () => (RecordPattern),
  RecordValue: () => (RecordValue),
  Ref: () => (Ref),
  Refine: () => (Refine),
  Required: () => (Required),
  Rest: () => (Rest),
  ReturnType: () => (ReturnType),
  Script: () => (script_Script),
  String: () => (string_String),
  Symbol: () => (Symbol),
  TemplateLiteral: () => (template_literal_TemplateLiteral),
  This: () => (This),
  Tuple: () => (Tuple),
  Uncapitalize: () => (Uncapitalize),
  Undefined: () => (Undefined),
  Union: () => (Union),
  Unknown: () => (Unknown),
  Unsafe: () => (Unsafe),
  Uppercase: () => (Uppercase),
  Void: () => (Void),
  With: () => (with_With)
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
function GraphemeCount(value) {
    return UnicodeSegmentGuard.GraphemeCount(value);
}
/** Returns the total number of Unicode code points in the string. */
function CodePointCount(value) {
    return UnicodeGuard.CodePointCount(value);
}
/** Returns true if the string length in Unicode code points does not exceed maxLength */
function IsMaxLength(value, maxLength) {
    return UnicodeGuard.IsMaxLength(value, maxLength);
}
/** Returns true if the string length in Unicode code points is at least minLength */
function IsMinLength(value, minLength) {
    return UnicodeGuard.IsMinLength(value, minLength);
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

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/settings/settings.mjs

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
function settings_Set(options) {
    for (const key of Keys(options)) {
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

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/settings/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/keys.mjs

// ------------------------------------------------------------------
// Keys (alternatively, Reflect.ownKeys(...))
// ------------------------------------------------------------------
/** Returns the own string and symbol keys of the given object. */
function keys_Keys(value) {
    return [...Keys(value), ...Symbols(value)];
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
    for (const key of keys_Keys(value)) {
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        if (!descriptor || !('value' in descriptor))
            continue;
        if (IsObject(descriptor.value))
            Freeze(descriptor.value, seen);
    }
    Object.freeze(value);
}
// ------------------------------------------------------------------
// Finalize
// ------------------------------------------------------------------
/** Finalizes a type. Will recursively freeze if `immutableTypes` is true, otherwise no action. */
function Finalize(value) {
    if (!Get().immutableTypes)
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
    const result = {}, rightKeys = keys_Keys(right), leftKeys = keys_Keys(left);
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
    for (const key of keys_Keys(value)) {
        if (IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(value, key); // safe-name!
        if (IsEqual(descriptor.enumerable, true)) {
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
    const withHidden = Get().enumerableKind ? WithEnumerable(withEnumerable, hidden) : WithHidden(withEnumerable, hidden);
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
    for (const key of keys_Keys(value)) {
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
    for (const key of keys_Keys(current)) {
        if (IsUnsafePropertyKey(key) || hiddenKeys.includes(key) || enumerableKeys.includes(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(current, key); // safe-name!
        Object.defineProperty(result, key, descriptor);
    }
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function update_WithHidden(hidden, keys, result) {
    const enumerableKind = Get().enumerableKind;
    for (const key of keys) {
        if (IsUnsafePropertyKey(key))
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
        if (IsUnsafePropertyKey(key))
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
    const result = {}, hiddenKeys = keys_Keys(hidden), enumerableKeys = keys_Keys(enumerable);
    WithCurrent(current, hiddenKeys, enumerableKeys, result);
    update_WithHidden(hidden, hiddenKeys, result);
    update_WithEnumerable(enumerable, enumerableKeys, result);
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/memory.mjs
// deno-fmt-ignore-file







;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/schema.mjs
// deno-lint-ignore-file
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Kind
// ------------------------------------------------------------------
function IsKind(value, kind) {
    return IsObject(value) && HasPropertyKey(value, '~kind') && IsEqual(value["~kind"], kind);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsSchema(value) {
    return IsObject(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/deferred.mjs


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Deferred action. */
function deferred_Deferred(action, parameters, options) {
    return Create({ '~kind': 'Deferred' }, { type: 'deferred', action, parameters, options }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TDeferred. */
function IsDeferred(value) {
    return IsKind(value, 'Deferred');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_add.mjs
// deno-fmt-ignore-file


function AddReadonlyAction(type, options) {
    const result = Update(type, { '~readonly': true }, options);
    return result;
}
function AddReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return AddReadonlyAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_add.mjs
// deno-fmt-ignore-file


function AddOptionalAction(type, options) {
    const result = Update(type, { '~optional': true }, options);
    return result;
}
function AddOptionalInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return AddOptionalAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/array.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Array type. */
function _Array_(items, options) {
    return Create({ '~kind': 'Array' }, { type: 'array', items }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TArray. */
function array_IsArray(value) {
    return IsKind(value, 'Array');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TArray. */
function ArrayOptions(type) {
    return Discard(type, ['~kind', 'type', 'items']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Constructor type. */
function Constructor(parameters, instanceType, options = {}) {
    return Create({ '~kind': 'Constructor' }, { type: 'constructor', parameters, instanceType }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TConstructor. */
function constructor_IsConstructor(value) {
    return IsKind(value, 'Constructor');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TConstructor. */
function ConstructorOptions(type) {
    return Discard(type, ['~kind', 'type', 'parameters', 'instanceType']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/function.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Function type. */
function _Function_(parameters, returnType, options = {}) {
    return Create({ ['~kind']: 'Function' }, { type: 'function', parameters, returnType }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TFunction. */
function function_IsFunction(value) {
    return IsKind(value, 'Function');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TFunction. */
function FunctionOptions(type) {
    return Discard(type, ['~kind', 'type', 'parameters', 'returnType']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/ref.mjs
// deno-lint-ignore-file no-explicit-any
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Ref type. */
function Ref(ref, options) {
    return Create({ ['~kind']: 'Ref' }, { $ref: ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRef. */
function IsRef(value) {
    return IsKind(value, 'Ref');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/generic.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Generic type. */
function Generic(parameters, expression) {
    return Create({ '~kind': 'Generic' }, { type: 'generic', parameters, expression });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TGeneric. */
function IsGeneric(value) {
    return IsKind(value, 'Generic');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/any.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Any type. */
function Any(options) {
    return Create({ ['~kind']: 'Any' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TAny. */
function IsAny(value) {
    return IsKind(value, 'Any');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/never.mjs
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
    return Create({ '~kind': 'Never' }, { not: {} }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNever. */
function IsNever(value) {
    return IsKind(value, 'Never');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_add_optional.mjs
// deno-fmt-ignore-file


/** Creates a deferred AddOptional action. */
function AddOptionalDeferred(type, options = {}) {
    return deferred_Deferred('AddOptional', [type], options);
}
/** Applies an AddOptional action to a type. */
function AddOptional(type, options = {}) {
    return AddOptionalAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Optional modifier to the given type. */
function Optional(type) {
    return AddOptional(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TOptional */
function IsOptional(value) {
    return IsSchema(value) && HasPropertyKey(value, '~optional');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/properties.mjs
// deno-fmt-ignore-file


/** Creates a RequiredArray derived from the given TProperties value. */
function RequiredArray(properties) {
    return Keys(properties).filter((key) => !IsOptional(properties[key]));
}
/** Extracts a tuple of keys from a TProperties value. */
function PropertyKeys(properties) {
    return Keys(properties);
}
/** Extracts a tuple of property values from a TProperties value. */
function PropertyValues(properties) {
    return Values(properties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/object.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Object type. */
function _Object_(properties, options = {}) {
    const requiredKeys = RequiredArray(properties);
    const required = requiredKeys.length > 0 ? { required: requiredKeys } : {};
    return Create({ '~kind': 'Object' }, { type: 'object', ...required, properties }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TObject. */
function object_IsObject(value) {
    return IsKind(value, 'Object');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TObject. */
function ObjectOptions(type) {
    return Discard(type, ['~kind', 'type', 'properties', 'required']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Unknown type. */
function Unknown(options) {
    return Create({ ['~kind']: 'Unknown' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnknown. */
function IsUnknown(value) {
    return IsKind(value, 'Unknown');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Cyclic type. */
function Cyclic($defs, $ref, options) {
    // $defs require an $id per definition to enable Ajv to resolve correctly
    const defs = Keys($defs).reduce((result, key) => {
        return { ...result, [key]: Update($defs[key], {}, { $id: key }) };
    }, {});
    return Create({ ['~kind']: 'Cyclic' }, { $defs: defs, $ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TCyclic. */
function IsCyclic(value) {
    return IsKind(value, 'Cyclic');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TCyclic. */
function CyclicOptions(type) {
    return Memory.Discard(type, ['~kind', '$defs', '$ref']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/unsafe.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Unsafe type. */
function Unsafe(schema) {
    return Update(schema, { ['~unsafe']: null }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnsafe. */
function IsUnsafe(value) {
    return IsObjectNotArray(value)
        && HasPropertyKey(value, '~unsafe')
        && IsNull(value['~unsafe']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
/**
 * Match arguments for overloaded functions that use the `...args: unknown[]` pattern. Arguments
 * are parsed using argument length only.
 */
function Match(args, match) {
    return (match[args.length]?.(...args) ?? (() => {
        throw Error('Invalid Arguments');
    })());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/infer.mjs
// deno-fmt-ignore-file




/** Creates an Infer instruction. */
function Infer(...args) {
    const [name, extends_] = Match(args, {
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, Unknown(), Unknown()],
    });
    return Create({ ['~kind']: 'Infer' }, { type: 'infer', name, extends: extends_ }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInfer. */
function IsInfer(value) {
    return IsKind(value, 'Infer');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Dependent type */
function Dependent(if_, then_, else_, options = {}) {
    return Create({ '~kind': 'Dependent' }, { if: if_, then: then_, else: else_ }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TDependent. */
function IsDependent(value) {
    return IsKind(value, 'Dependent');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a IsDependent. */
function DependentOptions(type) {
    return Discard(type, ['~kind', 'if', 'then', 'else']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/enum/typescript_enum_to_enum_values.mjs
// deno-fmt-ignore-file

function IsTypeScriptEnumLike(value) {
    return IsObjectNotArray(value);
}
function TypeScriptEnumToEnumValues(type) {
    const keys = Keys(type).filter((key) => isNaN(key));
    return keys.reduce((result, key) => [...result, type[key]], []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/enum.mjs
// deno-fmt-ignore-file





/** Returns true if the given value is a EnumValue */
function IsEnumValue(value) {
    return IsString(value) || IsNumber(value);
}
/** Creates an Enum type. */
function Enum(value, options) {
    const values = IsTypeScriptEnumLike(value) ? TypeScriptEnumToEnumValues(value) : value;
    return Create({ '~kind': 'Enum' }, { enum: values }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TEnum. */
function IsEnum(value) {
    return IsKind(value, 'Enum');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Intersect type. */
function Intersect(types, options = {}) {
    return Create({ '~kind': 'Intersect' }, { allOf: types }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TIntersect. */
function IsIntersect(value) {
    return IsKind(value, 'Intersect');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TIntersect. */
function IntersectOptions(type) {
    return Discard(type, ['~kind', 'allOf']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/evaluate.mjs


let supported = (/* unused pure expression or super */ null && (undefined));
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
    if (Guard.IsUndefined(supported))
        supported = TryEvaluate();
    return supported && Settings.Get().useAcceleration;
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
    return (GlobalsGuard.IsTypeArray(value) ? FromTypeArray(value) :
        GlobalsGuard.IsDate(value) ? FromDate(value) :
            GlobalsGuard.IsRegExp(value) ? FromRegExp(value) :
                GlobalsGuard.IsBoolean(value) ? FromBoolean(value.valueOf()) :
                    GlobalsGuard.IsString(value) ? FromString(value.valueOf()) :
                        GlobalsGuard.IsNumber(value) ? FromNumber(value.valueOf()) :
                            IsIEEE754(value) ? FromNumber(value) :
                                Guard.IsArray(value) ? FromArray(value) :
                                    Guard.IsBoolean(value) ? FromBoolean(value) :
                                        Guard.IsBigInt(value) ? FromBigInt(value) :
                                            Guard.IsConstructor(value) ? FromConstructor(value) :
                                                Guard.IsNull(value) ? FromNull(value) :
                                                    Guard.IsObject(value) ? FromObject(value) :
                                                        Guard.IsString(value) ? FromString(value) :
                                                            Guard.IsSymbol(value) ? FromSymbol(value) :
                                                                Guard.IsUndefined(value) ? FromUndefined(value) :
                                                                    Guard.IsFunction(value) ? FromFunction(value) :
                                                                        Unreachable());
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


;// CONCATENATED MODULE: ./node_modules/typebox/build/system/system.mjs







;// CONCATENATED MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
// deno-coverage-ignore-start - unreachable by definition
/** Used for unreachable logic */
function unreachable_Unreachable() {
    throw new Error('Unreachable');
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/index.mjs



/* harmony default export */ const system = ((/* unused pure expression or super */ null && (System)));

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/_codec.mjs
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
        return Update(this.type, { '~codec': codec }, {});
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
    return IsSchema(value) &&
        HasPropertyKey(value, '~codec') &&
        IsObject(value['~codec']) &&
        HasPropertyKey(value['~codec'], 'encode') &&
        HasPropertyKey(value['~codec'], 'decode');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Immutable modifier to the given type. */
function Immutable(type) {
    return AddImmutable(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TImmutable */
function IsImmutable(value) {
    return IsSchema(value) && HasPropertyKey(value, '~immutable');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_add_readonly.mjs
// deno-fmt-ignore-file


/** Creates a deferred AddReadonly action. */
function AddReadonlyDeferred(type, options = {}) {
    return deferred_Deferred('AddReadonly', [type], options);
}
/** Applies an AddReadonly action to a type. */
function AddReadonly(type, options = {}) {
    return AddReadonlyAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/_readonly.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Readonly property modifier to the given type. */
function Readonly(type) {
    return AddReadonly(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TReadonly */
function IsReadonly(value) {
    return IsSchema(value) && HasPropertyKey(value, '~readonly');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/_refine.mjs
// deno-fmt-ignore-file




/** Applies a Refine check to the given type. */
function RefineAdd(type, refinement) {
    const refinements = IsRefine(type) ? [...type['~refine'], refinement] : [refinement];
    return Update(type, { '~refine': refinements }, {});
}
/** Refines a type with an explicit check */
function Refine(...args) {
    const [type, check, error] = Match(args, {
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
    return IsObjectNotArray(value)
        && HasPropertyKey(value, 'check')
        && HasPropertyKey(value, 'error')
        && IsFunction(value.check)
        && IsFunction(value.error);
}
/** Returns true if the given value is a TRefine. */
function IsRefine(value) {
    return IsSchema(value)
        && HasPropertyKey(value, '~refine')
        && IsArray(value['~refine'])
        && Every(value['~refine'], 0, value => IsRefinement(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/bigint.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const BigIntPattern = '-?(?:0|[1-9][0-9]*)n';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a BigInt type. */
function bigint_BigInt(options) {
    return Create({ '~kind': 'BigInt' }, { type: 'bigint' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBigInt. */
function bigint_IsBigInt(value) {
    return IsKind(value, 'BigInt');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Boolean type. */
function Boolean(options) {
    return Create({ '~kind': 'Boolean' }, { type: 'boolean' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBoolean. */
function boolean_IsBoolean(value) {
    return IsKind(value, 'Boolean');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/identifier.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Identifier. */
function Identifier(name) {
    return Create({ '~kind': 'Identifier' }, { name });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TIdentifier. */
function IsIdentifier(value) {
    return IsKind(value, 'Identifier');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/integer.mjs
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
    return Create({ '~kind': 'Integer' }, { type: 'integer' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInteger. */
function integer_IsInteger(value) {
    return IsKind(value, 'Integer');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/literal.mjs
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
    return (IsBigInt(value) ? 'bigint' :
        IsBoolean(value) ? 'boolean' :
            IsNumber(value) ? 'number' :
                IsString(value) ? 'string' :
                    (() => { throw new InvalidLiteralValue(value); })());
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Literal type. */
function Literal(value, options) {
    return Create({ '~kind': 'Literal' }, { type: LiteralTypeName(value), const: value }, options);
}
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------
/** Returns true if the given value is a TLiteralValue. */
function IsLiteralValue(value) {
    return IsBigInt(value)
        || IsBoolean(value)
        || IsNumber(value)
        || IsString(value);
}
/** Returns true if the given value is TLiteral<bigint>. */
function IsLiteralBigInt(value) {
    return IsLiteral(value) && Guard.IsBigInt(value.const);
}
/** Returns true if the given value is TLiteral<boolean>. */
function IsLiteralBoolean(value) {
    return IsLiteral(value) && Guard.IsBoolean(value.const);
}
/** Returns true if the given value is TLiteral<number>. */
function IsLiteralNumber(value) {
    return IsLiteral(value) && IsNumber(value.const);
}
/** Returns true if the given value is TLiteral<string>. */
function IsLiteralString(value) {
    return IsLiteral(value) && IsString(value.const);
}
/** Returns true if the given value is TLiteral. */
function IsLiteral(value) {
    return IsKind(value, 'Literal');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/null.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Null type. */
function Null(options) {
    return Create({ '~kind': 'Null' }, { type: 'null' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNull. */
function null_IsNull(value) {
    return IsKind(value, 'Null');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/number.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const NumberPattern = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Number type. */
function number_Number(options) {
    return Create({ '~kind': 'Number' }, { type: 'number' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TNumber. */
function number_IsNumber(value) {
    return IsKind(value, 'Number');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Symbol type. */
function Symbol(options) {
    return Create({ '~kind': 'Symbol' }, { type: 'symbol' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TSymbol. */
function symbol_IsSymbol(value) {
    return IsKind(value, 'Symbol');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/parameter.mjs
// deno-fmt-ignore-file




/** Creates a Parameter type. */
function Parameter(...args) {
    const [name, extends_, equals] = Match(args, {
        3: (name, extends_, equals) => [name, extends_, equals],
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, Unknown(), Unknown()],
    });
    return Create({ '~kind': 'Parameter' }, { name, extends: extends_, equals }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TParameter. */
function IsParameter(value) {
    return IsKind(value, 'Parameter');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/string.mjs
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
function string_String(options) {
    return Create({ '~kind': 'String' }, { type: 'string' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TString. */
function string_IsString(value) {
    return IsKind(value, 'String');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/union.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Union type. */
function Union(anyOf, options = {}) {
    return Create({ '~kind': 'Union' }, { anyOf }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnion. */
function IsUnion(value) {
    return IsKind(value, 'Union');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TUnion. */
function UnionOptions(type) {
    return Discard(type, ['~kind', 'anyOf']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
// deno-fmt-ignore-file


/** Parses a Pattern into a sequence of TemplateLiteral types. A result of [] indicates failure to parse. */
function pattern_ParsePatternIntoTypes(pattern) {
    const parsed = Pattern(pattern);
    const result = IsEqual(parsed.length, 2)
        ? parsed[0]
        : []; // Failed to Parse
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_finite.mjs
// deno-fmt-ignore-file



function FromLiteral(_value) {
    return true;
}
function FromTypesReduce(types) {
    return ShiftLeft(types, (left, right) => FromType(left)
        ? FromTypesReduce(right)
        : false, () => true);
}
function FromTypes(types) {
    const result = IsEqual(types.length, 0) ? false : FromTypesReduce(types);
    return result;
}
function FromType(type) {
    return (IsUnion(type) ? FromTypes(type.anyOf) :
        IsLiteral(type) ? FromLiteral(type.const) :
            false);
}
/** Returns true if the given TemplateLiteral types yields a finite variant set */
function IsTemplateLiteralFinite(types) {
    const result = FromTypes(types);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/create.mjs
// deno-fmt-ignore-file

function TemplateLiteralCreate(pattern) {
    return Create({ ['~kind']: 'TemplateLiteral' }, { type: 'string', pattern }, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/decode.mjs
// deno-fmt-ignore-file









function FromLiteralPush(variants, value, result = []) {
    return ShiftLeft(variants, (left, right) => FromLiteralPush(right, value, [...result, `${left}${value}`]), () => result);
}
function decode_FromLiteral(variants, value) {
    return (IsEqual(variants.length, 0) ? [`${value}`] : FromLiteralPush(variants, value));
}
function FromUnion(variants, types, result = []) {
    return ShiftLeft(types, (left, right) => FromUnion(variants, right, [...result, ...decode_FromType(variants, left)]), () => result);
}
// ------------------------------------------------------------------
// deno-coverage-ignore-start - symmetric unreachable | internal
// 
// Parsed TemplateLiteral patterns only yield Literal or Union but
// we keep the fall-through to assert that no other types can reach 
// here without error.
//
// ------------------------------------------------------------------
function decode_FromType(variants, type) {
    const result = (IsUnion(type) ? FromUnion(variants, type.anyOf) :
        IsLiteral(type) ? decode_FromLiteral(variants, type.const) :
            unreachable_Unreachable() // []
    );
    return result;
}
function DecodeFromSpan(variants, types) {
    return ShiftLeft(types, (left, right) => DecodeFromSpan(decode_FromType(variants, left), right), () => variants);
}
function VariantsToLiterals(variants) {
    return variants.map(variant => Literal(variant));
}
function DecodeTypesAsUnion(types) {
    const variants = DecodeFromSpan([], types);
    const literals = VariantsToLiterals(variants);
    const result = Union(literals);
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
    return (IsEqual(types.length, 0) ? unreachable_Unreachable() : // Literal('') :
        IsEqual(types.length, 1) && IsLiteral(types[0]) ? types[0] :
            DecodeTypesAsUnion(types));
}
/**
 * (Internal) Decodes a TemplateLiteral pattern into a Type. This function is unsafe. Decoding a non-finite
 * TemplateLiteral pattern may produce another TemplateLiteral pattern. During enumeration, this
 * TemplateLiteral -> TemplateLiteral behavior can cause a StackOverflow. A better in-flight template-literal
 * decoding algorithm is needed. (for review)
 */
function TemplateLiteralDecodeUnsafe(pattern) {
    const types = pattern_ParsePatternIntoTypes(pattern);
    const result = IsEqual(types.length, 0) // Failed to Parse | IsTemplateLiteralPattern
        ? string_String() // ... Pattern cannot be typed, so discard
        : IsTemplateLiteralFinite(types)
            ? DecodeTypes(types)
            : TemplateLiteralCreate(pattern);
    return result;
}
/** Decodes a TemplateLiteral pattern but returns TString if the pattern in non-finite. */
function TemplateLiteralDecode(pattern) {
    const decoded = TemplateLiteralDecodeUnsafe(pattern);
    const result = IsTemplateLiteral(decoded) ? string_String() : decoded;
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/record_create.mjs
// deno-fmt-ignore-file

function CreateRecord(key, value) {
    const type = 'object';
    const patternProperties = { [key]: value };
    return Create({ ['~kind']: 'Record' }, { type, patternProperties });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_any.mjs
// deno-fmt-ignore-file


function FromAnyKey(value) {
    return CreateRecord(StringKey, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_boolean.mjs
// deno-fmt-ignore-file

function FromBooleanKey(value) {
    return _Object_({ true: value, false: value });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Tuple type. */
function Tuple(types, options = {}) {
    const [items, minItems, additionalItems] = [types, types.length, false];
    return Create({ ['~kind']: 'Tuple' }, { type: 'array', additionalItems, items, minItems }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTuple. */
function IsTuple(value) {
    return IsKind(value, 'Tuple');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TTuple. */
function TupleOptions(type) {
    return Discard(type, ['~kind', 'type', 'items', 'minItems', 'additionalItems']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/tuple/to_object.mjs
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
    const result = _Object_(properties);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_remove.mjs
// deno-fmt-ignore-file


function RemoveOptionalOperation(type) {
    return Discard(type, ['~optional']);
}
function RemoveOptionalAction(type, options) {
    const result = Update(RemoveOptionalOperation(type), {}, options);
    return result;
}
function RemoveOptionalInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return RemoveOptionalAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_remove.mjs
// deno-fmt-ignore-file


function RemoveReadonlyOperation(type) {
    return Discard(type, ['~readonly']);
}
function instantiate_remove_RemoveReadonlyAction(type, options) {
    const result = Update(RemoveReadonlyOperation(type), {}, options);
    return result;
}
function RemoveReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return instantiate_remove_RemoveReadonlyAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/property.mjs
// deno-fmt-ignore-file







function EvaluatePropertyIntersect(left, right) {
    const isReadonly = IsReadonly(left) && IsReadonly(right);
    const isOptional = IsOptional(left) && IsOptional(right);
    const evaluated = EvaluateIntersect([left, right]);
    const property = instantiate_remove_RemoveReadonlyAction(RemoveOptionalAction(evaluated, {}), {});
    return (isReadonly && isOptional ? AddReadonlyAction(AddOptionalAction(property, {}), {}) :
        isReadonly ? AddReadonlyAction(property, {}) :
            isOptional ? AddOptionalAction(property, {}) :
                property);
}
function EvaluatePropertyUnion(left, right) {
    const isReadonly = IsReadonly(left) || IsReadonly(right);
    const isOptional = IsOptional(left) || IsOptional(right);
    const leftProperty = instantiate_remove_RemoveReadonlyAction(RemoveOptionalAction(left, {}), {});
    const rightProperty = instantiate_remove_RemoveReadonlyAction(RemoveOptionalAction(right, {}), {});
    const property = EvaluateUnion([leftProperty, rightProperty]);
    return (isReadonly && isOptional ? AddReadonlyAction(AddOptionalAction(property, {}), {}) :
        isReadonly ? AddReadonlyAction(property, {}) :
            isOptional ? AddOptionalAction(property, {}) :
                property);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/composite.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file






function CompositePropertyKey(left, right, key) {
    return (key in left
        ? key in right ? EvaluatePropertyIntersect(left[key], right[key]) : left[key]
        : key in right ? right[key] : Never());
}
function CompositeProperties(left, right) {
    const keys = new Set([...Keys(left), ...Keys(right)]);
    const result = [...keys].reduce((result, key) => {
        return { ...result, [key]: CompositePropertyKey(left, right, key) };
    }, {});
    return result;
}
function GetProperties(type) {
    const result = (object_IsObject(type) ? type.properties :
        IsTuple(type) ? TupleElementsToProperties(type.items) :
            {});
    return result;
}
function Composite(left, right) {
    const leftProperties = GetProperties(left);
    const rightProperties = GetProperties(right);
    const properties = CompositeProperties(leftProperties, rightProperties);
    const result = _Object_(properties);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/narrow.mjs
// deno-fmt-ignore-file








function NarrowCompareRule(left, right) {
    const result = compare_Compare(left, right);
    return (IsEqual(result, CompareResultLeftInside) ? left :
        IsEqual(result, compare_CompareResultRightInside) ? right :
            IsEqual(result, CompareResultEqual) ? right :
                Never());
}
function CanComposite(type) {
    return (object_IsObject(type) || IsTuple(type));
}
function NarrowCompositeRule(left, right) {
    const canCompositeLeft = CanComposite(left);
    const canCompositeRight = CanComposite(right);
    return (canCompositeLeft && canCompositeRight ? Composite(left, right) :
        canCompositeLeft && !canCompositeRight ? left :
            !canCompositeLeft && canCompositeRight ? right :
                NarrowCompareRule(left, right));
}
function Narrow(left, right) {
    return (IsNever(left) ? left :
        IsAny(left) ? left :
            IsUnknown(left) ? right :
                IsNever(right) ? right :
                    IsAny(right) ? right :
                        IsUnknown(right) ? left :
                            NarrowCompositeRule(left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/distribute.mjs
// deno-fmt-ignore-file
// deno-fmt-ignore-file





function ShouldEvaluate(left, right) {
    const result = IsUnion(left) || IsUnion(right);
    return result;
}
function DistributeOperation(left, right) {
    const evaluatedLeft = EvaluateType(left);
    const evaluatedRight = EvaluateType(right);
    const shouldEvaluate = ShouldEvaluate(evaluatedLeft, evaluatedRight);
    const result = shouldEvaluate
        ? EvaluateIntersect([evaluatedLeft, evaluatedRight])
        : Narrow(evaluatedLeft, evaluatedRight);
    return result;
}
function DistributeType(type, types, result = []) {
    return ShiftLeft(types, (left, right) => DistributeType(type, right, [...result, DistributeOperation(left, type)]), () => IsEqual(result.length, 0)
        ? [type]
        : result);
}
function DistributeUnion(types, distribution, result = []) {
    return ShiftLeft(types, (left, right) => DistributeUnion(right, distribution, [...result, ...Distribute([left], distribution)]), () => result);
}
function Distribute(types, result = []) {
    return ShiftLeft(types, (left, right) => IsUnion(left)
        ? Distribute(right, DistributeUnion(left.anyOf, result))
        : Distribute(right, DistributeType(left, result)), () => result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/exclude/operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExcludeType(left, right) {
    const check = extends_Extends({}, left, right);
    const result = IsExtendsTrueLike(check) ? [] : [left];
    return result;
}
function ExcludeUnion(left, right, result = []) {
    return ShiftLeft(left, (head, tail) => ExcludeUnion(tail, right, [...result, ...ExcludeType(head, right)]), () => result);
}
function ExcludeOperation(left, right) {
    const evaluated = EvaluateType(left);
    const canonical = IsUnion(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExcludeUnion(canonical, right);
    const result = EvaluateUnion(remaining);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------




function EvaluateDependent(if_, then_, else_) {
    const intersected = EvaluateIntersect([if_, then_]);
    const excluded = ExcludeOperation(else_, if_);
    const result = EvaluateUnion([intersected, excluded]);
    return result;
}
function EvaluateEnum(values, result = []) {
    return ShiftLeft(values, (left, right) => EvaluateEnum(right, [...result, Literal(left)]), () => EvaluateUnion(result));
}
function EvaluateIntersect(types) {
    const distribution = Distribute(types);
    const broadend = Broaden(distribution);
    const result = EvaluateUnion(broadend);
    return result;
}
function EvaluateTemplateLiteral(pattern) {
    const evaluated = TemplateLiteralDecode(pattern);
    const result = EvaluateType(evaluated);
    return result;
}
function EvaluateUnion(types) {
    const broadend = Broaden(types);
    const result = EvaluateUnionFast(broadend);
    return result;
}
function EvaluateType(type) {
    const result = (IsDependent(type) ? EvaluateDependent(type.if, type.then, type.else) :
        IsEnum(type) ? EvaluateEnum(type.enum) :
            IsIntersect(type) ? EvaluateIntersect(type.allOf) :
                IsTemplateLiteral(type) ? EvaluateTemplateLiteral(type.pattern) :
                    IsUnion(type) ? EvaluateUnion(type.anyOf) :
                        type);
    return result;
}
function EvaluateUnionFast(types) {
    const result = (IsEqual(types.length, 1) ? types[0] :
        IsEqual(types.length, 0) ? Never() :
            Union(types));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_enum.mjs
// deno-fmt-ignore-file


function FromEnumKey(values, value) {
    const unionKey = EvaluateEnum(values);
    const result = FromKey(unionKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_integer.mjs
// deno-fmt-ignore-file


function FromIntegerKey(_key, value) {
    const result = CreateRecord(IntegerKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_intersect.mjs
// deno-fmt-ignore-file


function FromIntersectKey(types, value) {
    const evaluatedKey = EvaluateIntersect(types);
    const result = FromKey(evaluatedKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_literal.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function FromLiteralKey(key, value) {
    return (IsString(key) || IsNumber(key) ? _Object_({ [key]: value }) :
        IsEqual(key, false) ? _Object_({ false: value }) :
            IsEqual(key, true) ? _Object_({ true: value }) :
                _Object_({}));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_number.mjs
// deno-fmt-ignore-file


function FromNumberKey(_key, value) {
    const result = CreateRecord(NumberKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_string.mjs
// deno-fmt-ignore-file



function FromStringKey(key, value) {
    // special case: override for string with raw pattern. We do not observe inference for the
    // raw string patterns, but as a pattern (assuming non-never) is in the set of string, we
    // allow overriding. Callers will need to narrow to the pattern manually. TB legacy.
    return (HasPropertyKey(key, 'pattern') && (IsString(key.pattern) || key.pattern instanceof RegExp)
        ? CreateRecord(key.pattern.toString(), value)
        : CreateRecord(StringKey, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_template_literal.mjs
// deno-fmt-ignore-file





function FromTemplateKey(pattern, value) {
    const types = pattern_ParsePatternIntoTypes(pattern);
    const finite = IsTemplateLiteralFinite(types);
    const result = finite ? FromKey(EvaluateTemplateLiteral(pattern), value) : CreateRecord(pattern, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/flatten.mjs
// deno-fmt-ignore-file


function FlattenType(type) {
    const result = IsUnion(type) ? Flatten(type.anyOf) : [type];
    return result;
}
function Flatten(types, result = []) {
    return ShiftLeft(types, (left, right) => Flatten(right, [...result, ...FlattenType(left)]), () => result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_union.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file










function StringOrNumberCheck(types) {
    return types.some(type => string_IsString(type) || number_IsNumber(type) || integer_IsInteger(type));
}
function TryBuildRecord(types, value) {
    return (IsEqual(StringOrNumberCheck(types), true)
        ? CreateRecord(StringKey, value)
        : undefined);
}
function CreateProperties(types, value) {
    return types.reduce((result, left) => {
        return IsLiteral(left) && (IsString(left.const) || IsNumber(left.const))
            ? { ...result, [left.const]: value }
            : result;
    }, {});
}
function CreateObject(types, value) {
    const properties = CreateProperties(types, value);
    const result = _Object_(properties);
    return result;
}
function FromUnionKey(types, value) {
    const flattened = Flatten(types);
    const record = TryBuildRecord(flattened, value);
    return (IsSchema(record) // maybe IsRecord?
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
    const result = (IsAny(key) ? FromAnyKey(value) :
        boolean_IsBoolean(key) ? FromBooleanKey(value) :
            IsEnum(key) ? FromEnumKey(key.enum, value) :
                integer_IsInteger(key) ? FromIntegerKey(key, value) :
                    IsIntersect(key) ? FromIntersectKey(key.allOf, value) :
                        IsLiteral(key) ? FromLiteralKey(key.const, value) :
                            number_IsNumber(key) ? FromNumberKey(key, value) :
                                IsUnion(key) ? FromUnionKey(key.anyOf, value) :
                                    string_IsString(key) ? FromStringKey(key, value) :
                                        IsTemplateLiteral(key) ? FromTemplateKey(key.pattern, value) :
                                            _Object_({}));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function RecordAction(key, value, options) {
    const result = CanInstantiate([key])
        ? Update(FromKey(key, value), {}, options)
        : RecordDeferred(key, value, options);
    return result;
}
function RecordInstantiate(context, state, key, value, options) {
    const instantiatedKey = InstantiateType(context, state, key);
    const instantiatedValue = InstantiateType(context, state, value);
    return RecordAction(instantiatedKey, instantiatedValue, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/record.mjs
// deno-fmt-ignore-file










const IntegerKey = `^${IntegerPattern}$`;
const NumberKey = `^${NumberPattern}$`;
const StringKey = `^${StringPattern}$`;
/** Represents a deferred Record action. */
function RecordDeferred(key, value, options = {}) {
    return deferred_Deferred('Record', [key, value], options);
}
// -------------------------------------------------------------------
// Factory
// -------------------------------------------------------------------
/** Creates a Record type. */
function Record(key, value, options = {}) {
    return RecordAction(key, value, options);
}
// -------------------------------------------------------------------
// RecordFromPattern
// -------------------------------------------------------------------
/** Creates a Record type from regular expression pattern. */
function RecordFromPattern(pattern, value) {
    return CreateRecord(pattern, value);
}
/** Transforms a Record Pattern to a Type */
function RecordPatternToType(pattern) {
    const result = (IsEqual(pattern, StringKey) ? string_String() :
        IsEqual(pattern, IntegerKey) ? Integer() :
            IsEqual(pattern, NumberKey) ? number_Number() :
                TemplateLiteralDecodeUnsafe(pattern));
    return result;
}
/** Extracts the Pattern from a Record type */
function RecordPattern(type) {
    return Keys(type.patternProperties)[0];
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
    return IsKind(value, 'Record');
}
// -------------------------------------------------------------------
// Options
// -------------------------------------------------------------------
function RecordOptions(type) {
    return Memory.Discard(type, ['~kind', 'type', 'patternProperties']);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/rest.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Rest instruction type. */
function Rest(type) {
    return Create({ '~kind': 'Rest' }, { type: 'rest', items: type }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRest. */
function IsRest(value) {
    return IsKind(value, 'Rest');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/this.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a This type. */
function This(options) {
    return Create({ ['~kind']: 'This' }, { $ref: '#' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TThis. */
function IsThis(value) {
    return IsKind(value, 'This');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/undefined.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Undefined type. */
function Undefined(options) {
    return Create({ '~kind': 'Undefined' }, { type: 'undefined' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUndefined. */
function undefined_IsUndefined(value) {
    return IsKind(value, 'Undefined');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/void.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Void type. */
function Void(options) {
    return Create({ '~kind': 'Void' }, { type: 'void' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TVoid. */
function IsVoid(value) {
    return IsKind(value, 'Void');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/index.mjs
// ------------------------------------------------------------------
// Extensions
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------









































;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/mapping.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function IntrinsicOrCall(ref, parameters) {
    // deno-coverage-ignore-start
    //
    // Have extensively tested but reports show no Omit coverage (review)
    return (IsEqual(ref, 'Array') ? _Array_(parameters[0]) :
        IsEqual(ref, 'Capitalize') ? CapitalizeDeferred(parameters[0]) :
            IsEqual(ref, 'ConstructorParameters') ? ConstructorParametersDeferred(parameters[0]) :
                IsEqual(ref, 'Evaluate') ? EvaluateDeferred(parameters[0]) :
                    IsEqual(ref, 'Exclude') ? ExcludeDeferred(parameters[0], parameters[1]) :
                        IsEqual(ref, 'Extract') ? ExtractDeferred(parameters[0], parameters[1]) :
                            IsEqual(ref, 'Index') ? IndexDeferred(parameters[0], parameters[1]) :
                                IsEqual(ref, 'InstanceType') ? InstanceTypeDeferred(parameters[0]) :
                                    IsEqual(ref, 'Lowercase') ? LowercaseDeferred(parameters[0]) :
                                        IsEqual(ref, 'NonNullable') ? NonNullableDeferred(parameters[0]) :
                                            IsEqual(ref, 'Omit') ? OmitDeferred(parameters[0], parameters[1]) :
                                                IsEqual(ref, 'Parameters') ? ParametersDeferred(parameters[0]) :
                                                    IsEqual(ref, 'Partial') ? PartialDeferred(parameters[0]) :
                                                        IsEqual(ref, 'Pick') ? PickDeferred(parameters[0], parameters[1]) :
                                                            IsEqual(ref, 'Readonly') ? ReadonlyObjectDeferred(parameters[0]) :
                                                                IsEqual(ref, 'KeyOf') ? KeyOfDeferred(parameters[0]) :
                                                                    IsEqual(ref, 'Record') ? RecordDeferred(parameters[0], parameters[1]) :
                                                                        IsEqual(ref, 'Required') ? RequiredDeferred(parameters[0]) :
                                                                            IsEqual(ref, 'ReturnType') ? ReturnTypeDeferred(parameters[0]) :
                                                                                IsEqual(ref, 'Uncapitalize') ? UncapitalizeDeferred(parameters[0]) :
                                                                                    IsEqual(ref, 'Uppercase') ? UppercaseDeferred(parameters[0]) :
                                                                                        CallConstruct(Ref(ref), parameters));
    // deno-coverage-ignore-stop
}
// ------------------------------------------------------------------
// Unreachable
// ------------------------------------------------------------------
// deno-coverage-ignore-start
function mapping_Unreachable() {
    throw Error('Unreachable');
}
function DelimitedDecode(input, result = []) {
    return ShiftLeft(input, (left, right) => DelimitedDecode(right, [...result, left[1]]), () => result);
}
function Delimited(input) {
    return IsEqual(input.length, 3)
        ? [input[0], ...DelimitedDecode(input[1])]
        : [];
}
function GenericParameterExtendsEqualsMapping(input) {
    return Parameter(input[0], input[2], input[4]);
}
function GenericParameterExtendsMapping(input) {
    return Parameter(input[0], input[2], input[2]);
}
function GenericParameterEqualsMapping(input) {
    return Parameter(input[0], Unknown(), input[2]);
}
function GenericParameterIdentifierMapping(input) {
    return Parameter(input, Unknown(), Unknown());
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
    return string_String();
}
function KeywordNumberMapping(input) {
    return number_Number();
}
function KeywordBooleanMapping(input) {
    return Boolean();
}
function KeywordUndefinedMapping(input) {
    return Undefined();
}
function KeywordNullMapping(input) {
    return Null();
}
function KeywordIntegerMapping(input) {
    return Integer();
}
function KeywordBigIntMapping(input) {
    return bigint_BigInt();
}
function KeywordUnknownMapping(input) {
    return Unknown();
}
function KeywordAnyMapping(input) {
    return Any();
}
function KeywordObjectMapping(input) {
    return _Object_({});
}
function KeywordNeverMapping(input) {
    return Never();
}
function KeywordSymbolMapping(input) {
    return Symbol();
}
function KeywordVoidMapping(input) {
    return Void();
}
function KeywordThisMapping(input) {
    return This();
}
function LiteralBigIntMapping(input) {
    return Literal(BigInt(input));
}
function LiteralBooleanMapping(input) {
    return Literal(IsEqual(input, 'true'));
}
function LiteralNumberMapping(input) {
    return Literal(parseFloat(input));
}
function LiteralStringMapping(input) {
    return Literal(input);
}
function TemplateInterpolateMapping(input) {
    return input[1];
}
function TemplateSpanMapping(input) {
    return Literal(input);
}
function TemplateBodyMapping(input) {
    return (IsEqual(input.length, 3)
        ? [input[0], input[1], ...input[2]]
        : [input[0]]);
}
function TemplateLiteralTypesMapping(input) {
    return input[1];
}
function TemplateLiteralMapping(input) {
    return TemplateLiteralDeferred(input);
}
function DependentMapping(input) {
    return (IsEqual(input.length, 6) ? Dependent(input[1], input[3], input[5]) :
        Dependent(input[1], input[3], Unknown()));
}
function KeyOfMapping(input) {
    return input.length > 0;
}
function IndexArrayMapping(input) {
    return input.reduce((result, current) => {
        return IsEqual(current.length, 3)
            ? [...result, [current[1]]]
            : [...result, []];
    }, []);
}
function ExtendsMapping(input) {
    return IsEqual(input.length, 6)
        ? [input[1], input[3], input[5]]
        : [];
}
function BaseMapping(input) {
    return IsArray(input) && IsEqual(input.length, 3)
        ? input[1]
        : input;
}
function WithMapping(input) {
    return IsEqual(input.length, 2) ? input[1] : [];
}
// deno-coverage-ignore-start
function FactorIndexArray(Type, indexArray) {
    return indexArray.reduce((result, left) => {
        const _left = left;
        return (IsEqual(_left.length, 1) ? IndexDeferred(result, _left[0]) :
            IsEqual(_left.length, 0) ? _Array_(result) :
                mapping_Unreachable());
    }, Type);
}
// deno-coverage-ignore-stop
function FactorExtends(type, extend) {
    return IsEqual(extend.length, 3)
        ? ConditionalDeferred(type, extend[0], extend[1], extend[2])
        : type;
}
function FactorWith(type, withClause) {
    return IsArray(withClause) && IsEqual(withClause.length, 0)
        ? type
        : WithDeferred(type, withClause);
}
function FactorMapping(input) {
    const [keyOf, type, indexArray, extend, withClause] = input;
    return FactorWith(keyOf
        ? FactorExtends(KeyOfDeferred(FactorIndexArray(type, indexArray)), extend)
        : FactorExtends(FactorIndexArray(type, indexArray), extend), withClause);
}
// deno-coverage-ignore-start
function ExprBinaryMapping(left, rest) {
    return (IsEqual(rest.length, 3) ? (() => {
        const [operator, right, next] = rest;
        const Schema = ExprBinaryMapping(right, next);
        if (IsEqual(operator, '&')) {
            return IsIntersect(Schema)
                ? Intersect([left, ...Schema.allOf])
                : Intersect([left, Schema]);
        }
        if (IsEqual(operator, '|')) {
            return IsUnion(Schema)
                ? Union([left, ...Schema.anyOf])
                : Union([left, Schema]);
        }
        mapping_Unreachable();
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
    return AddImmutableDeferred(input[1]);
}
function ExprPipeMapping(input) {
    return input[1];
}
function GenericTypeMapping(input) {
    return Generic(input[0], input[2]);
}
// deno-coverage-ignore-start
function InferTypeMapping(input) {
    return (IsEqual(input.length, 4) ? Infer(input[1], input[3]) :
        IsEqual(input.length, 2) ? Infer(input[1], Unknown()) :
            mapping_Unreachable());
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
    return (integer_IsInteger(input[3]) ? IntegerKey :
        number_IsNumber(input[3]) ? NumberKey :
            symbol_IsSymbol(input[3]) ? StringKey :
                string_IsString(input[3]) ? StringKey :
                    mapping_Unreachable());
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
        [key]: (isReadonly && isOptional ? AddReadonlyDeferred(AddOptionalDeferred(type)) :
            isReadonly && !isOptional ? AddReadonlyDeferred(type) :
                !isReadonly && isOptional ? AddOptionalDeferred(type) :
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
        const isPatternProperties = (HasPropertyKey(left, IntegerKey) || HasPropertyKey(left, NumberKey) || HasPropertyKey(left, StringKey));
        // @ts-ignore 5.0.4 - unable to observe ...left on right arm
        return (isPatternProperties
            ? [result[0], Assign(result[1], left)]
            : [Assign(result[0], left), result[1]]);
    }, [{}, {}]);
}
function PropertiesMapping(input) {
    return PropertiesReduce(input[1]);
}
function _Object_Mapping(input) {
    const [properties, patternProperties] = input;
    const options = IsEqual(Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return _Object_(properties, options);
}
// deno-coverage-ignore-start
function ElementNamedMapping(input) {
    return (IsEqual(input.length, 5) ? AddReadonlyDeferred(AddOptionalDeferred(input[4])) :
        IsEqual(input.length, 3) ? input[2] :
            IsEqual(input.length, 4) ? (IsEqual(input[2], 'readonly') ? AddReadonlyDeferred(input[3]) : AddOptionalDeferred(input[3])) :
                mapping_Unreachable());
}
function ElementBaseMapping(input) {
    if (!IsArray(input) || !IsEqual(input.length, 3))
        return input;
    const [isReadonly, type, isOptional] = input;
    return (isReadonly && isOptional ? AddReadonlyDeferred(AddOptionalDeferred(type)) :
        isReadonly && !isOptional ? AddReadonlyDeferred(type) :
            !isReadonly && isOptional ? AddOptionalDeferred(type) :
                type);
}
// deno-coverage-ignore-start
function ElementMapping(input) {
    return (IsEqual(input.length, 2) ? Rest(input[1]) :
        IsEqual(input.length, 1) ? input[0] :
            mapping_Unreachable());
}
function ElementListMapping(input) {
    return Delimited(input);
}
function _Tuple_Mapping(input) {
    return Tuple(input[1]);
}
function ParameterReadonlyOptionalMapping(input) {
    return AddReadonlyDeferred(AddOptionalDeferred(input[4]));
}
function ParameterReadonlyMapping(input) {
    return AddReadonlyDeferred(input[3]);
}
function ParameterOptionalMapping(input) {
    return AddOptionalDeferred(input[3]);
}
function ParameterTypeMapping(input) {
    return input[2];
}
function ParameterBaseMapping(input) {
    return input;
}
// deno-coverage-ignore-start
function ParameterMapping(input) {
    return (IsEqual(input.length, 2) ? Rest(input[1]) :
        IsEqual(input.length, 1) ? input[0] :
            mapping_Unreachable());
}
function ParameterListMapping(input) {
    return Delimited(input);
}
function _Function_Mapping(input) {
    return _Function_(input[1], input[4]);
}
function _Constructor_Mapping(input) {
    return Constructor(input[2], input[5]);
}
function ApplyReadonly(state, type) {
    return (IsEqual(state, 'remove') ? RemoveReadonlyDeferred(type) :
        IsEqual(state, 'add') ? AddReadonlyDeferred(type) :
            type);
}
function MappedReadonlyMapping(input) {
    return (IsEqual(input.length, 2) && IsEqual(input[0], '-') ? 'remove' :
        IsEqual(input.length, 2) && IsEqual(input[0], '+') ? 'add' :
            IsEqual(input.length, 1) ? 'add' :
                'none');
}
function ApplyOptional(state, type) {
    return (IsEqual(state, 'remove') ? RemoveOptionalDeferred(type) :
        IsEqual(state, 'add') ? AddOptionalDeferred(type) :
            type);
}
function MappedOptionalMapping(input) {
    return (IsEqual(input.length, 2) && IsEqual(input[0], '-') ? 'remove' :
        IsEqual(input.length, 2) && IsEqual(input[0], '+') ? 'add' :
            IsEqual(input.length, 1) ? 'add' :
                'none');
}
function MappedAsMapping(input) {
    return IsEqual(input.length, 2) ? [input[1]] : [];
}
function _Mapped_Mapping(input) {
    return (IsArray(input[6]) && IsEqual(input[6].length, 1)
        ? MappedDeferred(Identifier(input[3]), input[5], input[6][0], ApplyReadonly(input[1], ApplyOptional(input[8], input[10])))
        : MappedDeferred(Identifier(input[3]), input[5], Ref(input[3]), ApplyReadonly(input[1], ApplyOptional(input[8], input[10]))));
}
function ReferenceMapping(input) {
    return Ref(input);
}
function WithBigIntMapping(input) {
    return BigInt(input);
}
function WithNumberMapping(input) {
    return parseFloat(input);
}
function WithBooleanMapping(input) {
    return IsEqual(input, 'true');
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
        return Assign(result, left);
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
    return bigint_BigInt();
}
function PatternStringMapping(input) {
    return string_String();
}
function PatternNumberMapping(input) {
    return number_Number();
}
function PatternIntegerMapping(input) {
    return Integer();
}
function PatternNeverMapping(input) {
    return Never();
}
function PatternTextMapping(input) {
    return Literal(input);
}
function PatternBaseMapping(input) {
    return input;
}
function PatternGroupMapping(input) {
    return Union(input[1]);
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
    return IsEqual(input.length, 2) ? input[1] : [];
}
function InterfaceDeclarationGenericMapping(input) {
    const parameters = input[2];
    const heritage = input[3];
    const [properties, patternProperties] = input[4];
    const options = IsEqual(Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: Generic(parameters, InterfaceDeferred(heritage, properties, options)) };
}
function InterfaceDeclarationMapping(input) {
    const heritage = input[2];
    const [properties, patternProperties] = input[3];
    const options = IsEqual(Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: InterfaceDeferred(heritage, properties, options) };
}
function TypeAliasDeclarationGenericMapping(input) {
    return { [input[1]]: Generic(input[2], input[4]) };
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
    return ModuleDeferred(Assign(moduleDeclaration, PropertiesReduce(moduleDeclarationList)[0]));
}
function ScriptMapping(input) {
    return input;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/match.mjs
// deno-coverage-ignore-start - parsebox tested

/** Checks the value is a Tuple-2 [string, string] result */
function IsMatch(value) {
    return IsEqual(value.length, 2);
}
/** Matches on a result and dispatches either left or right arm */
function match_Match(input, ok, fail) {
    return IsMatch(input) ? ok(input[0], input[1]) : fail();
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/take.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeVariant(variant, input) {
    return (IsEqual(input.indexOf(variant), 0)
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
    const result = IsEqual(index, -1) ? '' : input.slice(index + 2);
    return result;
}
function DiscardLineComment(input) {
    const index = input.indexOf(NewLine);
    const result = IsEqual(index, -1) ? '' : input.slice(index);
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
function optional_Optional(value, input) {
    return match_Match(Take([value], input), (Optional, Rest) => [Optional, Rest], () => ['', input]);
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
    return match_Match(Take(allowed, input), (Char, Rest) => IsDiscard(discard, Char)
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
    return match_Match(Take([Zero], input), (Zero, ZeroRest) => [Zero, ZeroRest], () => match_Match(TakeNonZero(input), (NonZero, NonZeroRest) => match_Match(TakeDigits(NonZeroRest), (Digits, DigitsRest) => [`${NonZero}${Digits}`, DigitsRest], () => []), // fail: did not match Digits
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
    return optional_Optional(Hyphen, input);
}
function TakeSignedInteger(input) {
    return match_Match(TakeSign(input), (Sign, SignRest) => match_Match(UnsignedInteger(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Integer */
function integer_Integer(input) {
    return TakeSignedInteger(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/bigint.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



function TakeBigInt(input) {
    return match_Match(integer_Integer(input), (Integer, IntegerRest) => match_Match(Take(['n'], IntegerRest), (_N, NRest) => [`${Integer}`, NRest], () => []), // fail: did not match 'n'
    () => []); // fail: did not match Integer
}
/** Matches if next is a Integer literal with trailing 'n'. Trailing 'n' is omitted in result. */
function token_bigint_BigInt(input) {
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
    return (IsEqual(const_, '') ? ['', input] : (const_.startsWith(NewLine) ? TakeConst(const_, TrimWhitespace(input)) :
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
    return match_Match(Take(Remaining, input), (Remaining, RemainingRest) => TakeRemaining(RemainingRest, `${result}${Remaining}`), () => [result, input]);
}
function TakeIdent(input) {
    return match_Match(TakeInitial(input), (Initial, InitialRest) => match_Match(TakeRemaining(InitialRest), (Remaining, RemainingRest) => [`${Initial}${Remaining}`, RemainingRest], () => []), // fail: did not match Remaining
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
    return match_Match(Many(unsigned_number_AllowedDigits, [UnderScore], input), (Digits, DigitsRest) => IsEqual(Digits, '')
        ? [] // fail: no Digits
        : [Digits, DigitsRest], () => []); // fail: did not match Digits
}
function LeadingDot(input) {
    return match_Match(Take([Dot], input), (Dot, DotRest) => match_Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`0${Dot}${Fractional}`, FractionalRest], () => []), // fail: did not match Fractional
    () => []); // fail: did not match Dot
}
function LeadingInteger(input) {
    return match_Match(UnsignedInteger(input), (Integer, IntegerRest) => match_Match(Take([Dot], IntegerRest), (Dot, DotRest) => match_Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`${Integer}${Dot}${Fractional}`, FractionalRest], () => [`${Integer}`, DotRest]), // fail: did not match Fractional, use Integer
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
    return optional_Optional(Hyphen, input);
}
function TakeSignedNumber(input) {
    return match_Match(number_TakeSign(input), (Sign, SignRest) => match_Match(UnsignedNumber(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Number */
function token_number_Number(input) {
    return TakeSignedNumber(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeOne(input) {
    const result = IsEqual(input, '') ? [] : [input.slice(0, 1), input.slice(1)];
    return result;
}
function IsInputMatchSentinal(end, input) {
    return ShiftLeft(end, (left, right) => input.startsWith(left)
        ? true
        : IsInputMatchSentinal(right, input), () => false);
}
/** Match Input until but not including End. No match if End not found. */
function Until(end, input, result = '') {
    return match_Match(TakeOne(input), (One, Rest) => IsInputMatchSentinal(end, input)
        ? [result, input] // ok: at sentinal 
        : Until(end, Rest, `${result}${One}`) // fail: advance + 1
    , () => []);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/span.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function MultiLine(start, end, input) {
    return match_Match(Take([start], input), (_, Rest) => match_Match(Until([end], Rest), (Until, UntilRest) => match_Match(Take([end], UntilRest), (_, Rest) => [`${Until}`, Rest], () => []), // fail: did not match End
    () => []), // fail: did not match Until
    () => []); // fail: did not match Start
}
function SingleLine(start, end, input) {
    return match_Match(Take([start], input), (_, Rest) => match_Match(Until([NewLine, end], Rest), (Until, UntilRest) => match_Match(Take([end], UntilRest), (_, EndRest) => [`${Until}`, EndRest], () => []), // fail: did not match End
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
    return match_Match(string_TakeInitial(quotes, input), (Initial, InitialRest) => TakeSpan(Initial, `${Initial}${InitialRest}`), () => []); // fail: did not match Initial
}
/** Matches a literal String with the given quotes */
function token_string_String(quotes, input) {
    return TakeString(quotes, Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until_1.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



/** Match Input until but not including End. No match if End not found or match is zero-length. */
function Until_1(end, input) {
    return match_Match(Until(end, input), (Until, UntilRest) => IsEqual(Until, '')
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
const GenericParameterExtendsEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [GenericParameterExtendsEqualsMapping(_0), input]);
const GenericParameterExtends = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterExtendsMapping(_0), input]);
const GenericParameterEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterEqualsMapping(_0), input]);
const GenericParameterIdentifier = (input) => If(Ident(input), ([_0, input]) => [GenericParameterIdentifierMapping(_0), input]);
const GenericParameter = (input) => If(If(GenericParameterExtendsEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterExtends(input), ([_0, input]) => [_0, input], () => If(GenericParameterEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterIdentifier(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [GenericParameterMapping(_0), input]);
const GenericParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(GenericParameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericParameterList_0(input, [...result, _0]), () => [result, input]);
const GenericParameterList = (input) => If(If(If(GenericParameter(input), ([_0, input]) => If(GenericParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericParameterListMapping(_0), input]);
const GenericParameters = (input) => If(If(Const('<', input), ([_0, input]) => If(GenericParameterList(input), ([_1, input]) => If(Const('>', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParametersMapping(_0), input]);
const GenericCallArgumentList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericCallArgumentList_0(input, [...result, _0]), () => [result, input]);
const GenericCallArgumentList = (input) => If(If(If(parser_Type(input), ([_0, input]) => If(GenericCallArgumentList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericCallArgumentListMapping(_0), input]);
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
const TemplateInterpolate = (input) => If(If(Const('${', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateInterpolateMapping(_0), input]);
const TemplateSpan = (input) => If(Until(['${', '`'], input), ([_0, input]) => [TemplateSpanMapping(_0), input]);
const TemplateBody = (input) => If(If(If(TemplateSpan(input), ([_0, input]) => If(TemplateInterpolate(input), ([_1, input]) => If(TemplateBody(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [TemplateBodyMapping(_0), input]);
const TemplateLiteralTypes = (input) => If(If(Const('`', input), ([_0, input]) => If(TemplateBody(input), ([_1, input]) => If(Const('`', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateLiteralTypesMapping(_0), input]);
const TemplateLiteral = (input) => If(TemplateLiteralTypes(input), ([_0, input]) => [TemplateLiteralMapping(_0), input]);
const parser_Dependent = (input) => If(If(If(Const('if', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => If(Const('else', input), ([_4, input]) => If(parser_Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If(If(Const('if', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [DependentMapping(_0), input]);
const LiteralBigInt = (input) => If(token_bigint_BigInt(input), ([_0, input]) => [LiteralBigIntMapping(_0), input]);
const LiteralBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [LiteralBooleanMapping(_0), input]);
const LiteralNumber = (input) => If(token_number_Number(input), ([_0, input]) => [LiteralNumberMapping(_0), input]);
const LiteralString = (input) => If(token_string_String(['\'', '\"'], input), ([_0, input]) => [LiteralStringMapping(_0), input]);
const KeyOf = (input) => If(If(If(Const('keyof', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [KeyOfMapping(_0), input]);
const IndexArray_0 = (input, result = []) => If(If(If(Const('[', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(Const('[', input), ([_0, input]) => If(Const(']', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => IndexArray_0(input, [...result, _0]), () => [result, input]);
const IndexArray = (input) => If(IndexArray_0(input), ([_0, input]) => [IndexArrayMapping(_0), input]);
const Extends = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const('?', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => If(Const(':', input), ([_4, input]) => If(parser_Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExtendsMapping(_0), input]);
const Base = (input) => If(If(If(Const('(', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordBoolean(input), ([_0, input]) => [_0, input], () => If(KeywordUndefined(input), ([_0, input]) => [_0, input], () => If(KeywordNull(input), ([_0, input]) => [_0, input], () => If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordBigInt(input), ([_0, input]) => [_0, input], () => If(KeywordUnknown(input), ([_0, input]) => [_0, input], () => If(KeywordAny(input), ([_0, input]) => [_0, input], () => If(KeywordObject(input), ([_0, input]) => [_0, input], () => If(KeywordNever(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => If(KeywordVoid(input), ([_0, input]) => [_0, input], () => If(KeywordThis(input), ([_0, input]) => [_0, input], () => If(LiteralBigInt(input), ([_0, input]) => [_0, input], () => If(LiteralBoolean(input), ([_0, input]) => [_0, input], () => If(LiteralNumber(input), ([_0, input]) => [_0, input], () => If(LiteralString(input), ([_0, input]) => [_0, input], () => If(TemplateLiteral(input), ([_0, input]) => [_0, input], () => If(parser_Dependent(input), ([_0, input]) => [_0, input], () => If(parser_Object_(input), ([_0, input]) => [_0, input], () => If(_Tuple_(input), ([_0, input]) => [_0, input], () => If(_Constructor_(input), ([_0, input]) => [_0, input], () => If(parser_Function_(input), ([_0, input]) => [_0, input], () => If(_Mapped_(input), ([_0, input]) => [_0, input], () => If(GenericCall(input), ([_0, input]) => [_0, input], () => If(Reference(input), ([_0, input]) => [_0, input], () => [])))))))))))))))))))))))))))), ([_0, input]) => [BaseMapping(_0), input]);
const With = (input) => If(If(If(Const('with', input), ([_0, input]) => If(WithObject(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithMapping(_0), input]);
const Factor = (input) => If(If(KeyOf(input), ([_0, input]) => If(Base(input), ([_1, input]) => If(IndexArray(input), ([_2, input]) => If(Extends(input), ([_3, input]) => If(With(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [FactorMapping(_0), input]);
const ExprTermTail = (input) => If(If(If(Const('&', input), ([_0, input]) => If(Factor(input), ([_1, input]) => If(ExprTermTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTermTailMapping(_0), input]);
const ExprTerm = (input) => If(If(Factor(input), ([_0, input]) => If(ExprTermTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprTermMapping(_0), input]);
const ExprTail = (input) => If(If(If(Const('|', input), ([_0, input]) => If(ExprTerm(input), ([_1, input]) => If(ExprTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTailMapping(_0), input]);
const Expr = (input) => If(If(ExprTerm(input), ([_0, input]) => If(ExprTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprMapping(_0), input]);
const ExprReadonly = (input) => If(If(Const('readonly', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprReadonlyMapping(_0), input]);
const ExprPipe = (input) => If(If(Const('|', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprPipeMapping(_0), input]);
const GenericType = (input) => If(If(GenericParameters(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericTypeMapping(_0), input]);
const InferType = (input) => If(If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('extends', input), ([_2, input]) => If(Expr(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InferTypeMapping(_0), input]);
const parser_Type = (input) => If(If(InferType(input), ([_0, input]) => [_0, input], () => If(ExprPipe(input), ([_0, input]) => [_0, input], () => If(ExprReadonly(input), ([_0, input]) => [_0, input], () => If(Expr(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [TypeMapping(_0), input]);
const PropertyKeyNumber = (input) => If(token_number_Number(input), ([_0, input]) => [PropertyKeyNumberMapping(_0), input]);
const PropertyKeyIdent = (input) => If(Ident(input), ([_0, input]) => [PropertyKeyIdentMapping(_0), input]);
const PropertyKeyQuoted = (input) => If(token_string_String(['\'', '\"'], input), ([_0, input]) => [PropertyKeyQuotedMapping(_0), input]);
const PropertyKeyIndex = (input) => If(If(Const('[', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => [])))), ([_3, input]) => If(Const(']', input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyKeyIndexMapping(_0), input]);
const PropertyKey = (input) => If(If(PropertyKeyNumber(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIdent(input), ([_0, input]) => [_0, input], () => If(PropertyKeyQuoted(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIndex(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [PropertyKeyMapping(_0), input]);
const parser_Readonly = (input) => If(If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ReadonlyMapping(_0), input]);
const parser_Optional = (input) => If(If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [OptionalMapping(_0), input]);
const Property = (input) => If(If(parser_Readonly(input), ([_0, input]) => If(PropertyKey(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => If(Const(':', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyMapping(_0), input]);
const PropertyDelimiter = (input) => If(If(If(Const(',', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(',', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))))), ([_0, input]) => [PropertyDelimiterMapping(_0), input]);
const PropertyList_0 = (input, result = []) => If(If(PropertyDelimiter(input), ([_0, input]) => If(Property(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => PropertyList_0(input, [...result, _0]), () => [result, input]);
const PropertyList = (input) => If(If(If(Property(input), ([_0, input]) => If(PropertyList_0(input), ([_1, input]) => If(If(PropertyDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [PropertyListMapping(_0), input]);
const Properties = (input) => If(If(Const('{', input), ([_0, input]) => If(PropertyList(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PropertiesMapping(_0), input]);
const parser_Object_ = (input) => If(Properties(input), ([_0, input]) => [_Object_Mapping(_0), input]);
const ElementNamed = (input) => If(If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ElementNamedMapping(_0), input]);
const ElementBase = (input) => If(If(ElementNamed(input), ([_0, input]) => [_0, input], () => If(If(parser_Readonly(input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementBaseMapping(_0), input]);
const Element = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ElementBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ElementBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementMapping(_0), input]);
const ElementList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Element(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ElementList_0(input, [...result, _0]), () => [result, input]);
const ElementList = (input) => If(If(If(Element(input), ([_0, input]) => If(ElementList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementListMapping(_0), input]);
const _Tuple_ = (input) => If(If(Const('[', input), ([_0, input]) => If(ElementList(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_Tuple_Mapping(_0), input]);
const ParameterReadonlyOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [ParameterReadonlyOptionalMapping(_0), input]);
const ParameterReadonly = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterReadonlyMapping(_0), input]);
const ParameterOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterOptionalMapping(_0), input]);
const ParameterType = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(parser_Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ParameterTypeMapping(_0), input]);
const ParameterBase = (input) => If(If(ParameterReadonlyOptional(input), ([_0, input]) => [_0, input], () => If(ParameterReadonly(input), ([_0, input]) => [_0, input], () => If(ParameterOptional(input), ([_0, input]) => [_0, input], () => If(ParameterType(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ParameterBaseMapping(_0), input]);
const parser_Parameter = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ParameterBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ParameterBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterMapping(_0), input]);
const ParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(parser_Parameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ParameterList_0(input, [...result, _0]), () => [result, input]);
const ParameterList = (input) => If(If(If(parser_Parameter(input), ([_0, input]) => If(ParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterListMapping(_0), input]);
const parser_Function_ = (input) => If(If(Const('(', input), ([_0, input]) => If(ParameterList(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => If(Const('=>', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_Function_Mapping(_0), input]);
const _Constructor_ = (input) => If(If(Const('new', input), ([_0, input]) => If(Const('(', input), ([_1, input]) => If(ParameterList(input), ([_2, input]) => If(Const(')', input), ([_3, input]) => If(Const('=>', input), ([_4, input]) => If(parser_Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_Constructor_Mapping(_0), input]);
const MappedReadonly = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedReadonlyMapping(_0), input]);
const MappedOptional = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedOptionalMapping(_0), input]);
const MappedAs = (input) => If(If(If(Const('as', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [MappedAsMapping(_0), input]);
const _Mapped_ = (input) => If(If(Const('{', input), ([_0, input]) => If(MappedReadonly(input), ([_1, input]) => If(Const('[', input), ([_2, input]) => If(Ident(input), ([_3, input]) => If(Const('in', input), ([_4, input]) => If(parser_Type(input), ([_5, input]) => If(MappedAs(input), ([_6, input]) => If(Const(']', input), ([_7, input]) => If(MappedOptional(input), ([_8, input]) => If(Const(':', input), ([_9, input]) => If(parser_Type(input), ([_10, input]) => If(OptionalSemiColon(input), ([_11, input]) => If(Const('}', input), ([_12, input]) => [[_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12], input]))))))))))))), ([_0, input]) => [_Mapped_Mapping(_0), input]);
const Reference = (input) => If(Ident(input), ([_0, input]) => [ReferenceMapping(_0), input]);
const WithBigInt = (input) => If(token_bigint_BigInt(input), ([_0, input]) => [WithBigIntMapping(_0), input]);
const WithNumber = (input) => If(token_number_Number(input), ([_0, input]) => [WithNumberMapping(_0), input]);
const WithBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithBooleanMapping(_0), input]);
const WithString = (input) => If(token_string_String(['\"', '\''], input), ([_0, input]) => [WithStringMapping(_0), input]);
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
const InterfaceDeclarationHeritageList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(parser_Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => InterfaceDeclarationHeritageList_0(input, [...result, _0]), () => [result, input]);
const InterfaceDeclarationHeritageList = (input) => If(If(If(parser_Type(input), ([_0, input]) => If(InterfaceDeclarationHeritageList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageListMapping(_0), input]);
const InterfaceDeclarationHeritage = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(InterfaceDeclarationHeritageList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageMapping(_0), input]);
const InterfaceDeclarationGeneric = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(InterfaceDeclarationHeritage(input), ([_3, input]) => If(Properties(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [InterfaceDeclarationGenericMapping(_0), input]);
const InterfaceDeclaration = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(InterfaceDeclarationHeritage(input), ([_2, input]) => If(Properties(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [InterfaceDeclarationMapping(_0), input]);
const TypeAliasDeclarationGeneric = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(parser_Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [TypeAliasDeclarationGenericMapping(_0), input]);
const TypeAliasDeclaration = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('=', input), ([_2, input]) => If(parser_Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [TypeAliasDeclarationMapping(_0), input]);
const ExportKeyword = (input) => If(If(If(Const('export', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExportKeywordMapping(_0), input]);
const ModuleDeclarationDelimiter = (input) => If(If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ModuleDeclarationDelimiterMapping(_0), input]);
const ModuleDeclarationList_0 = (input, result = []) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => If(ModuleDeclaration(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ModuleDeclarationList_0(input, [...result, _0]), () => [result, input]);
const ModuleDeclarationList = (input) => If(If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList_0(input), ([_1, input]) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ModuleDeclarationListMapping(_0), input]);
const ModuleDeclaration = (input) => If(If(ExportKeyword(input), ([_0, input]) => If(If(InterfaceDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(InterfaceDeclaration(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclaration(input), ([_0, input]) => [_0, input], () => [])))), ([_1, input]) => If(OptionalSemiColon(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ModuleDeclarationMapping(_0), input]);
const Module = (input) => If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ModuleMapping(_0), input]);
const Script = (input) => If(If(Module(input), ([_0, input]) => [_0, input], () => If(GenericType(input), ([_0, input]) => [_0, input], () => If(parser_Type(input), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ScriptMapping(_0), input]);

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/patterns/template.mjs
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
    const parsed = TemplateLiteralTypes(`\`${template}\``);
    const result = IsEqual(parsed.length, 2)
        ? parsed[0]
        : unreachable_Unreachable(); // []
    return result;
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/encode.mjs
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
    return EncodeTypes(right, `${pattern}${BigIntPattern}`);
}
function EncodeInteger(right, pattern) {
    return EncodeTypes(right, `${pattern}${IntegerPattern}`);
}
function EncodeNumber(right, pattern) {
    return EncodeTypes(right, `${pattern}${NumberPattern}`);
}
function EncodeBoolean(right, pattern) {
    return EncodeType(Union([Literal('false'), Literal('true')]), right, pattern);
}
function EncodeString(right, pattern) {
    return EncodeTypes(right, `${pattern}${StringPattern}`);
}
function EncodeTemplateLiteral(templatePattern, right, pattern) {
    return EncodeTypes(right, `${pattern}${UnwrapTemplateLiteralPattern(templatePattern)}`);
}
function EncodeTemplateLiteralDeferred(types, right, pattern) {
    const templateLiteral = TemplateLiteralAction(types, {});
    const result = EncodeType(templateLiteral, right, pattern);
    return result;
}
function EncodeEnum(values, right, pattern) {
    const evaluated = EvaluateEnum(values);
    return EncodeType(evaluated, right, pattern);
}
function EncodeUnion(types, right, pattern, result = []) {
    return ShiftLeft(types, (head, tail) => EncodeUnion(tail, right, pattern, [...result, EncodeType(head, [], '')]), () => EncodeTypes(right, `${pattern}(${JoinString(result)})`));
}
function EncodeType(type, right, pattern) {
    return (IsEnum(type) ? EncodeEnum(type.enum, right, pattern) :
        integer_IsInteger(type) ? EncodeInteger(right, pattern) :
            IsLiteral(type) ? EncodeLiteral(type.const, right, pattern) :
                bigint_IsBigInt(type) ? EncodeBigInt(right, pattern) :
                    boolean_IsBoolean(type) ? EncodeBoolean(right, pattern) :
                        number_IsNumber(type) ? EncodeNumber(right, pattern) :
                            string_IsString(type) ? EncodeString(right, pattern) :
                                IsTemplateLiteral(type) ? EncodeTemplateLiteral(type.pattern, right, pattern) :
                                    IsTemplateLiteralDeferred(type) ? EncodeTemplateLiteralDeferred(type.parameters[0], right, pattern) :
                                        IsUnion(type) ? EncodeUnion(type.anyOf, right, pattern) :
                                            NeverPattern);
}
function EncodeTypes(types, pattern) {
    return ShiftLeft(types, (left, right) => EncodeType(left, right, pattern), () => pattern);
}
function EncodePattern(types) {
    const encoded = EncodeTypes(types, '');
    const result = `^${encoded}$`;
    return result;
}
/** Encodes a TemplateLiteral type sequence into a TemplateLiteral */
function TemplateLiteralEncode(types) {
    const pattern = EncodePattern(types);
    const result = TemplateLiteralCreate(pattern);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/instantiate.mjs
// deno-fmt-ignore-file




function TemplateLiteralAction(types, options) {
    const result = CanInstantiate(types)
        ? Update(TemplateLiteralEncode(types), {}, options)
        : TemplateLiteralDeferred(types, options);
    return result;
}
function TemplateLiteralInstantiate(context, state, types, options) {
    const instantiatedTypes = InstantiateTypes(context, state, types);
    return TemplateLiteralAction(instantiatedTypes, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file






/** Creates a deferred TemplateLiteral action. */
function TemplateLiteralDeferred(types, options = {}) {
    return deferred_Deferred('TemplateLiteral', [types], options);
}
/** Returns true if this value is a deferred Interface action. */
function IsTemplateLiteralDeferred(value) {
    return IsSchema(value)
        && HasPropertyKey(value, 'action')
        && IsEqual(value.action, 'TemplateLiteral');
}
function TemplateLiteralFromTypes(types) {
    return TemplateLiteralAction(types, {});
}
function TemplateLiteralFromString(template) {
    const types = ParseTemplateIntoTypes(template);
    return TemplateLiteralFromTypes(types);
}
/** Creates a TemplateLiteral type. */
function template_literal_TemplateLiteral(input, options = {}) {
    const type = IsString(input) ? TemplateLiteralFromString(input) : TemplateLiteralFromTypes(input);
    return Update(type, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTemplateLiteral. */
function IsTemplateLiteral(value) {
    return IsKind(value, 'TemplateLiteral');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/result.mjs


function ExtendsUnion(inferred) {
    return Create({ ['~kind']: 'ExtendsUnion' }, { inferred });
}
function IsExtendsUnion(value) {
    return IsObject(value) &&
        HasPropertyKey(value, '~kind') &&
        HasPropertyKey(value, 'inferred') &&
        IsEqual(value['~kind'], 'ExtendsUnion') &&
        IsObject(value.inferred);
}
function ExtendsTrue(inferred) {
    return Create({ ['~kind']: 'ExtendsTrue' }, { inferred });
}
function IsExtendsTrue(value) {
    return IsObject(value) &&
        HasPropertyKey(value, '~kind') &&
        HasPropertyKey(value, 'inferred') &&
        IsEqual(value['~kind'], 'ExtendsTrue') &&
        IsObject(value.inferred);
}
function ExtendsFalse() {
    return Create({ ['~kind']: 'ExtendsFalse' }, {});
}
function IsExtendsFalse(value) {
    return IsObject(value) &&
        HasPropertyKey(value, '~kind') &&
        IsEqual(value['~kind'], 'ExtendsFalse');
}
function IsExtendsTrueLike(value) {
    return IsExtendsUnion(value) || IsExtendsTrue(value);
}
function result_Match(result, true_, false_) {
    return IsExtendsTrueLike(result) ? true_(result.inferred) : false_();
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_right.mjs
// deno-fmt-ignore-file














function ExtendsRightInfer(inferred, name, left, right) {
    return result_Match(ExtendsLeft(inferred, left, right), checkInferred => ExtendsTrue(Assign(Assign(inferred, checkInferred), { [name]: left })), () => ExtendsFalse());
}
function ExtendsRightAny(inferred, _left) {
    return ExtendsTrue(inferred);
}
function ExtendsRightDependent(inferred, left, if_, then_, else_) {
    return result_Match(ExtendsLeft(inferred, left, if_), inferred => result_Match(ExtendsLeft(inferred, left, then_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()), () => result_Match(ExtendsLeft(inferred, left, else_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()));
}
function ExtendsRightEnum(inferred, left, right) {
    const evaluated = EvaluateEnum(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightIntersect(inferred, left, right) {
    return ShiftLeft(right, (head, tail) => result_Match(ExtendsLeft(inferred, left, head), inferred => ExtendsRightIntersect(inferred, left, tail), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function ExtendsRightTemplateLiteral(inferred, left, right) {
    const evaluated = EvaluateTemplateLiteral(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightUnion(inferred, left, right) {
    return ShiftLeft(right, (head, tail) => result_Match(ExtendsLeft(inferred, left, head), inferred => ExtendsTrue(inferred), () => ExtendsRightUnion(inferred, left, tail)), () => ExtendsFalse());
}
function ExtendsRight(inferred, left, right) {
    return (IsAny(right) ? ExtendsRightAny(inferred, left) :
        IsDependent(right) ? ExtendsRightDependent(inferred, left, right.if, right.then, right.else) :
            IsEnum(right) ? ExtendsRightEnum(inferred, left, right.enum) :
                IsInfer(right) ? ExtendsRightInfer(inferred, right.name, left, right.extends) :
                    IsIntersect(right) ? ExtendsRightIntersect(inferred, left, right.allOf) :
                        IsTemplateLiteral(right) ? ExtendsRightTemplateLiteral(inferred, left, right.pattern) :
                            IsUnion(right) ? ExtendsRightUnion(inferred, left, right.anyOf) :
                                IsUnknown(right) ? ExtendsTrue(inferred) :
                                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/any.mjs
// deno-fmt-ignore-file





function ExtendsAny(inferred, left, right) {
    return (IsInfer(right) ? ExtendsRight(inferred, left, right) :
        IsAny(right) ? ExtendsTrue(inferred) :
            IsUnknown(right) ? ExtendsTrue(inferred) :
                ExtendsUnion(inferred));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/array.mjs
// deno-fmt-ignore-file





function ExtendsImmutable(left, right) {
    const isImmutableLeft = IsImmutable(left);
    const isImmutableRight = IsImmutable(right);
    return (isImmutableLeft && isImmutableRight ? true :
        !isImmutableLeft && isImmutableRight ? true :
            isImmutableLeft && !isImmutableRight ? false :
                true);
}
function ExtendsArray(inferred, arrayLeft, left, right) {
    return (array_IsArray(right)
        ? ExtendsImmutable(arrayLeft, right)
            ? ExtendsLeft(inferred, left, right.items)
            : ExtendsFalse()
        : ExtendsRight(inferred, arrayLeft, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/bigint.mjs
// deno-fmt-ignore-file



function ExtendsBigInt(inferred, left, right) {
    return (bigint_IsBigInt(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/boolean.mjs
// deno-fmt-ignore-file



function ExtendsBoolean(inferred, left, right) {
    return (boolean_IsBoolean(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/parameters.mjs
// deno-fmt-ignore-file





function ParameterCompare(inferred, left, leftRest, right, rightRest) {
    // Parameter extends Right on Left, except when infer Right  
    const checkLeft = IsInfer(right) ? left : right;
    const checkRight = IsInfer(right) ? right : left;
    const isLeftOptional = IsOptional(left);
    const isRightOptional = IsOptional(right);
    return ((!isLeftOptional && isRightOptional)
        ? ExtendsFalse() // 'fail: left-required-but-right-is-optional'
        : result_Match(ExtendsLeft(inferred, checkLeft, checkRight), inferred => ExtendsParameters(inferred, leftRest, rightRest), () => ExtendsFalse()) // 'fail: left-and-right-did-not-match'
    );
}
function ParameterRight(inferred, left, leftRest, rightRest) {
    return ShiftLeft(rightRest, (head, tail) => ParameterCompare(inferred, left, leftRest, head, tail), () => IsOptional(left) // 'right-did-not-have-enough-elements'
        ? ExtendsTrue(inferred) // 'ok: left was optional'
        : ExtendsFalse()); // 'fail: left was required'
}
function ParametersLeft(inferred, left, rightRest) {
    return ShiftLeft(left, (head, tail) => ParameterRight(inferred, head, tail, rightRest), () => ExtendsTrue(inferred)); // 'ok: no-more-elements-in-left'
}
function ExtendsParameters(inferred, left, right) {
    return ParametersLeft(inferred, left, right);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/return_type.mjs
// deno-fmt-ignore-file



function ExtendsReturnType(inferred, left, right) {
    return (IsVoid(right)
        ? ExtendsTrue(inferred)
        : ExtendsLeft(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/constructor.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsConstructor(inferred, parameters, returnType, right) {
    return (IsAny(right) ? ExtendsTrue(inferred) :
        IsUnknown(right) ? ExtendsTrue(inferred) :
            constructor_IsConstructor(right) ? result_Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['instanceType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-constructor'
    );
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/dependent.mjs
// deno-fmt-ignore-file


function ExtendsDependent(inferred, if_, then_, else_, right) {
    return result_Match(ExtendsLeft(inferred, if_, right), () => ExtendsLeft(inferred, then_, right), () => ExtendsLeft(inferred, else_, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/enum.mjs
// deno-fmt-ignore-file


function ExtendsEnum(inferred, left, right) {
    const evaluated = EvaluateEnum(left);
    return ExtendsLeft(inferred, evaluated, right);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/function.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsFunction(inferred, parameters, returnType, right) {
    return (IsAny(right) ? ExtendsTrue(inferred) :
        IsUnknown(right) ? ExtendsTrue(inferred) :
            function_IsFunction(right) ? result_Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['returnType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-function'
    );
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/integer.mjs
// deno-fmt-ignore-file




function ExtendsInteger(inferred, left, right) {
    return (integer_IsInteger(right) ? ExtendsTrue(inferred) :
        number_IsNumber(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

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
    const evaluated = EvaluateIntersect(left);
    return ExtendsLeft(inferred, evaluated, right);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/literal.mjs
// deno-fmt-ignore-file









function ExtendsLiteralValue(inferred, left, right) {
    return (left === right
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function ExtendsLiteralBigInt(inferred, left, right) {
    return (IsLiteral(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        bigint_IsBigInt(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, Literal(left), right));
}
function ExtendsLiteralBoolean(inferred, left, right) {
    return (IsLiteral(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        boolean_IsBoolean(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, Literal(left), right));
}
function ExtendsLiteralNumber(inferred, left, right) {
    return (IsLiteral(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        number_IsNumber(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, Literal(left), right));
}
function ExtendsLiteralString(inferred, left, right) {
    return (IsLiteral(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        string_IsString(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, Literal(left), right));
}
function ExtendsLiteral(inferred, left, right) {
    return (IsBigInt(left.const) ? ExtendsLiteralBigInt(inferred, left.const, right) :
        IsBoolean(left.const) ? ExtendsLiteralBoolean(inferred, left.const, right) :
            IsNumber(left.const) ? ExtendsLiteralNumber(inferred, left.const, right) :
                IsString(left.const) ? ExtendsLiteralString(inferred, left.const, right) :
                    unreachable_Unreachable() // ExtendsRight(inferred, left, right)
    );
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/never.mjs
// deno-fmt-ignore-file



function ExtendsNever(inferred, left, right) {
    return (IsInfer(right)
        ? ExtendsRight(inferred, left, right)
        : ExtendsTrue(inferred));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/null.mjs
// deno-fmt-ignore-file



function ExtendsNull(inferred, left, right) {
    return (null_IsNull(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/number.mjs
// deno-fmt-ignore-file



function ExtendsNumber(inferred, left, right) {
    return (number_IsNumber(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/object.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function ExtendsPropertyOptional(inferred, left, right) {
    return (IsOptional(left)
        ? IsOptional(right)
            ? ExtendsTrue(inferred)
            : ExtendsFalse()
        : ExtendsTrue(inferred));
}
function ExtendsProperty(inferred, left, right) {
    return (
    // Right TInfer<TNever> is TExtendsFalse
    (IsInfer(right) && IsNever(right.extends))
        ? ExtendsFalse()
        : result_Match(ExtendsLeft(inferred, left, right), inferred => ExtendsPropertyOptional(inferred, left, right), () => ExtendsFalse()));
}
function ExtractInferredProperties(keys, properties) {
    return keys.reduce((result, key) => {
        return key in properties
            ? IsExtendsTrueLike(properties[key])
                // @ts-ignore 5.0.4 cannot see `.inferred`
                ? { ...result, ...properties[key].inferred }
                : unreachable_Unreachable() // result
            : unreachable_Unreachable(); // result
    }, {});
}
function ExtendsPropertiesComparer(inferred, left, right) {
    const properties = {};
    for (const rightKey of Keys(right)) {
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
            : IsOptional(right[rightKey])
                ? IsInfer(right[rightKey])
                    // @ts-ignore 5.0.1 - cannot observe extend in right[rightKey].extends
                    ? ExtendsTrue(Assign(inferred, { [right[rightKey].name]: right[rightKey].extends }))
                    : ExtendsTrue(inferred)
                : ExtendsFalse());
    }
    // Check if all properties are ExtendsTrueLike
    const checked = Values(properties).every(result => IsExtendsTrueLike(result));
    // Extract inferred results from properties, but only if the check is true.
    const extracted = checked ? ExtractInferredProperties(Keys(properties), properties) : {};
    return (checked
        ? ExtendsTrue(extracted)
        : ExtendsFalse());
}
function ExtendsProperties(inferred, left, right) {
    const compared = ExtendsPropertiesComparer(inferred, left, right);
    return (IsExtendsTrueLike(compared)
        ? ExtendsTrue(Assign(inferred, compared.inferred))
        : ExtendsFalse());
}
function ExtendsObjectToObject(inferred, left, right) {
    return ExtendsProperties(inferred, left, right);
}
function RecordMergeInferred(left, right) {
    return Keys(right).reduce((result, key) => {
        return {
            ...result, [key]: HasPropertyKey(left, key)
                ? IsUnion(result[key])
                    // @ts-ignore 5.0.4 cannot see `.anyOf`
                    ? Union([...result[key].anyOf, right[key]])
                    : Union([left[key], right[key]])
                : right[key]
        };
    }, left);
}
function ExtendsRecordComparer(properties, keys, type, result) {
    return ShiftLeft(keys, (left, right) => result_Match(ExtendsLeft({}, properties[left], type), inferred => ExtendsRecordComparer(properties, right, type, RecordMergeInferred(result, inferred)), () => ExtendsFalse()), () => ExtendsTrue(result));
}
function ExtendsObjectToRecord(inferred, properties, _pattern, value) {
    const keys = Keys(properties);
    const result = ExtendsRecordComparer(properties, keys, value, inferred);
    return result;
}
function ExtendsObject(inferred, left, right) {
    return (IsRecord(right) ? ExtendsObjectToRecord(inferred, left, RecordPattern(right), RecordValue(right)) :
        object_IsObject(right) ? ExtendsObjectToObject(inferred, left, right.properties) :
            ExtendsRight(inferred, _Object_(left), right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/record.mjs
// deno-fmt-ignore-file







function record_FromObject(inferred, properties) {
    return (IsEqual(Keys(properties).length, 0)
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function FromRecord(inferred, _leftKey, leftValue, _rightKey, rightValue) {
    return ExtendsLeft(inferred, leftValue, rightValue);
}
function ExtendsRecord(inferred, leftPattern, leftValue, right) {
    return (IsRecord(right) ? FromRecord(inferred, RecordPatternToType(leftPattern), leftValue, RecordPatternToType(RecordPattern(right)), RecordValue(right)) :
        object_IsObject(right) ? record_FromObject(inferred, right.properties) :
            IsAny(right) ? ExtendsTrue(inferred) :
                IsUnknown(right) ? ExtendsTrue(inferred) :
                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/string.mjs
// deno-fmt-ignore-file



function ExtendsString(inferred, left, right) {
    return (string_IsString(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/symbol.mjs
// deno-fmt-ignore-file



function ExtendsSymbol(inferred, left, right) {
    return (symbol_IsSymbol(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/template_literal.mjs
// deno-fmt-ignore-file


function ExtendsTemplateLiteral(inferred, left, right) {
    const evaluated = EvaluateTemplateLiteral(left);
    return ExtendsLeft(inferred, evaluated, right);
}

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
    return Create({ '~kind': 'Inferrable' }, { name, type }, {});
}
// ----------------------------------------------------------------------------
// Guard
// ----------------------------------------------------------------------------
function IsInferable(value) {
    return IsObject(value)
        && HasPropertyKey(value, '~kind')
        && HasPropertyKey(value, 'name')
        && HasPropertyKey(value, 'type')
        && IsEqual(value["~kind"], 'Inferrable')
        && IsString(value.name)
        && IsObject(value.type);
}
function TryRestInferable(type) {
    return (IsRest(type)
        ? IsInfer(type.items)
            ? array_IsArray(type.items.extends) ? Inferrable(type.items.name, type.items.extends.items) :
                IsUnknown(type.items.extends) ? Inferrable(type.items.name, type.items.extends) :
                    undefined
            : unreachable_Unreachable() // undefined
        : undefined);
}
function TryInferable(type) {
    return (IsInfer(type) ? Inferrable(type.name, type.extends) :
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
    return (IsArray(results)
        ? ExtendsTrue(Assign(inferred, { [name]: Tuple(results) }))
        : ExtendsFalse());
}
function InferUnionResult(inferred, name, left, right) {
    const results = TryInferResults(left, right);
    return (IsArray(results)
        ? ExtendsTrue(Assign(inferred, { [name]: Union(results) }))
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
    const inferrable = IsSchema(first) ? TryRestInferable(first) : undefined;
    return IsSchema(inferrable);
}
function ElementsCompare(inferred, reversed, left, leftRest, right, rightRest) {
    return result_Match(ExtendsLeft(inferred, left, right), checkInferred => Elements(checkInferred, reversed, leftRest, rightRest), () => ExtendsFalse()); // 'left-and-right-not-compared'
}
function ElementsLeft(inferred, reversed, leftRest, right, rightRest) {
    const inferable = TryRestInferable(right);
    return (
    // Rest Inferrable Right Means we delegate to TInferTupleResult to Generate a Result
    IsInferable(inferable)
        ? InferTupleResult(inferred, inferable['name'], ApplyReverse(leftRest, reversed), inferable['type'])
        : ShiftLeft(leftRest, (head, tail) => ElementsCompare(inferred, reversed, head, tail, right, rightRest), () => ExtendsFalse()));
}
function ElementsRight(inferred, reversed, leftRest, rightRest) {
    return ShiftLeft(rightRest, (head, tail) => ElementsLeft(inferred, reversed, leftRest, head, tail), () => IsEqual(leftRest.length, 0)
        ? ExtendsTrue(inferred) // 'Ok: right-empty-and-left-empty'
        : ExtendsFalse()); // 'Fail: right-empty-and-left-not-empty'
}
function Elements(inferred, reversed, leftRest, rightRest) {
    return ElementsRight(inferred, reversed, leftRest, rightRest);
}
function ExtendsTupleToTuple(inferred, left, right) {
    const instantiatedRight = InstantiateElements(inferred, State([], []), right);
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
    const instantiatedLeft = InstantiateElements(inferred, State([], []), left);
    return (IsTuple(right) ? ExtendsTupleToTuple(inferred, instantiatedLeft, right.items) :
        array_IsArray(right) ? ExtendsTupleToArray(inferred, instantiatedLeft, right.items) :
            ExtendsRight(inferred, Tuple(instantiatedLeft), right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/undefined.mjs
// deno-fmt-ignore-file




function ExtendsUndefined(inferred, left, right) {
    return (IsVoid(right) ? ExtendsTrue(inferred) :
        undefined_IsUndefined(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/union.mjs
// deno-fmt-ignore-file




// ----------------------------------------------------------------------------
// Inference
// ----------------------------------------------------------------------------

function ExtendsUnionSome(inferred, type, unionTypes) {
    return ShiftLeft(unionTypes, (head, tail) => result_Match(ExtendsLeft(inferred, type, head), inferred => ExtendsTrue(inferred), () => ExtendsUnionSome(inferred, type, tail)), () => ExtendsFalse());
}
function ExtendsUnionLeft(inferred, left, right) {
    return ShiftLeft(left, (head, tail) => result_Match(ExtendsUnionSome(inferred, head, right), inferred => ExtendsUnionLeft(inferred, tail, right), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function union_ExtendsUnion(inferred, left, right) {
    const inferrable = TryInferable(right);
    return (IsInferable(inferrable)
        // @ts-ignore 4.9.5 fails to see `type` property on inferrable
        ? InferUnionResult(inferred, inferrable.name, left, inferrable.type)
        : IsUnion(right)
            ? ExtendsUnionLeft(inferred, left, right.anyOf)
            : ExtendsUnionLeft(inferred, left, [right]));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/unknown.mjs
// deno-fmt-ignore-file





function ExtendsUnknown(inferred, left, right) {
    return (IsInfer(right) ? ExtendsRight(inferred, left, right) :
        IsAny(right) ? ExtendsTrue(inferred) :
            IsUnknown(right) ? ExtendsTrue(inferred) :
                ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/void.mjs
// deno-fmt-ignore-file



function ExtendsVoid(inferred, left, right) {
    return (IsVoid(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_left.mjs
// deno-fmt-ignore-file
























// ----------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------

























function ExtendsLeft(inferred, left, right) {
    return (IsAny(left) ? ExtendsAny(inferred, left, right) :
        array_IsArray(left) ? ExtendsArray(inferred, left, left.items, right) :
            bigint_IsBigInt(left) ? ExtendsBigInt(inferred, left, right) :
                boolean_IsBoolean(left) ? ExtendsBoolean(inferred, left, right) :
                    constructor_IsConstructor(left) ? ExtendsConstructor(inferred, left.parameters, left.instanceType, right) :
                        IsDependent(left) ? ExtendsDependent(inferred, left.if, left.then, left.else, right) :
                            IsEnum(left) ? ExtendsEnum(inferred, left.enum, right) :
                                function_IsFunction(left) ? ExtendsFunction(inferred, left.parameters, left.returnType, right) :
                                    integer_IsInteger(left) ? ExtendsInteger(inferred, left, right) :
                                        IsIntersect(left) ? ExtendsIntersect(inferred, left.allOf, right) :
                                            IsLiteral(left) ? ExtendsLiteral(inferred, left, right) :
                                                IsNever(left) ? ExtendsNever(inferred, left, right) :
                                                    null_IsNull(left) ? ExtendsNull(inferred, left, right) :
                                                        number_IsNumber(left) ? ExtendsNumber(inferred, left, right) :
                                                            object_IsObject(left) ? ExtendsObject(inferred, left.properties, right) :
                                                                IsRecord(left) ? ExtendsRecord(inferred, RecordPattern(left), RecordValue(left), right) :
                                                                    string_IsString(left) ? ExtendsString(inferred, left, right) :
                                                                        symbol_IsSymbol(left) ? ExtendsSymbol(inferred, left, right) :
                                                                            IsTemplateLiteral(left) ? ExtendsTemplateLiteral(inferred, left.pattern, right) :
                                                                                IsTuple(left) ? ExtendsTuple(inferred, left.items, right) :
                                                                                    undefined_IsUndefined(left) ? ExtendsUndefined(inferred, left, right) :
                                                                                        IsUnion(left) ? union_ExtendsUnion(inferred, left.anyOf, right) :
                                                                                            IsUnknown(left) ? ExtendsUnknown(inferred, left, right) :
                                                                                                IsVoid(left) ? ExtendsVoid(inferred, left, right) :
                                                                                                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/interface/instantiate.mjs
// deno-fmt-ignore-file







function InterfaceOperation(heritage, properties) {
    const result = EvaluateIntersect([...heritage, _Object_(properties)]);
    return result;
}
function InterfaceAction(heritage, properties, options) {
    const result = CanInstantiate(heritage)
        ? Update(InterfaceOperation(heritage, properties), {}, options)
        : InterfaceDeferred(heritage, properties, options);
    return result;
}
function InterfaceInstantiate(context, state, heritage, properties, options) {
    const instantiatedHeritage = InstantiateTypes(context, state, heritage);
    const instantiatedProperties = InstantiateProperties(context, state, properties);
    return InterfaceAction(instantiatedHeritage, instantiatedProperties, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/interface.mjs
// deno-fmt-ignore-file




/** Creates a deferred Interface action. */
function InterfaceDeferred(heritage, properties, options = {}) {
    return deferred_Deferred('Interface', [heritage, properties], options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if this value is a deferred Interface action. */
function IsInterfaceDeferred(value) {
    return IsSchema(value)
        && HasPropertyKey(value, 'action')
        && IsEqual(value.action, 'Interface');
}
/** Creates an Interface using the given heritage and properties. */
function Interface(heritage, properties, options = {}) {
    return InterfaceAction(heritage, properties, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/check.mjs
// deno-fmt-ignore-file












function FromRef(stack, context, ref) {
    return (stack.includes(ref)
        ? true
        : check_FromType([...stack, ref], context, context[ref]));
}
function FromProperties(stack, context, properties) {
    const types = PropertyValues(properties);
    return check_FromTypes(stack, context, types);
}
function check_FromTypes(stack, context, types) {
    return ShiftLeft(types, (left, right) => check_FromType(stack, context, left)
        ? true
        : check_FromTypes(stack, context, right), () => false);
}
function check_FromType(stack, context, type) {
    return (IsRef(type) ? FromRef(stack, context, type.$ref) :
        array_IsArray(type) ? check_FromType(stack, context, type.items) :
            constructor_IsConstructor(type) ? check_FromTypes(stack, context, [...type.parameters, type.instanceType]) :
                function_IsFunction(type) ? check_FromTypes(stack, context, [...type.parameters, type.returnType]) :
                    IsInterfaceDeferred(type) ? FromProperties(stack, context, type.parameters[1]) :
                        IsIntersect(type) ? check_FromTypes(stack, context, type.allOf) :
                            object_IsObject(type) ? FromProperties(stack, context, type.properties) :
                                IsUnion(type) ? check_FromTypes(stack, context, type.anyOf) :
                                    IsTuple(type) ? check_FromTypes(stack, context, type.items) :
                                        IsRecord(type) ? check_FromType(stack, context, RecordValue(type)) :
                                            false);
}
/** Performs a cyclic check on the given type. Initial key stack can be empty, but faster if specified */
function CyclicCheck(stack, context, type) {
    const result = check_FromType(stack, context, type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/candidates.mjs
// deno-fmt-ignore-file


function ResolveCandidateKeys(context, keys) {
    return keys.reduce((result, left) => {
        return CyclicCheck([left], context, context[left])
            ? [...result, left]
            : result;
    }, []);
}
/** Returns keys for context types that need to be transformed to TCyclic. */
function CyclicCandidates(context) {
    const keys = PropertyKeys(context);
    const result = ResolveCandidateKeys(context, keys);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/dependencies.mjs
// deno-fmt-ignore-file












function dependencies_FromRef(context, ref, result) {
    return (result.includes(ref)
        ? result
        : ref in context
            ? dependencies_FromType(context, context[ref], [...result, ref])
            : unreachable_Unreachable());
}
function dependencies_FromProperties(context, properties, result) {
    const types = PropertyValues(properties);
    return dependencies_FromTypes(context, types, result);
}
function dependencies_FromTypes(context, types, result) {
    return types.reduce((result, left) => {
        return dependencies_FromType(context, left, result);
    }, result);
}
function dependencies_FromType(context, type, result) {
    return (IsRef(type) ? dependencies_FromRef(context, type.$ref, result) :
        array_IsArray(type) ? dependencies_FromType(context, type.items, result) :
            constructor_IsConstructor(type) ? dependencies_FromTypes(context, [...type.parameters, type.instanceType], result) :
                function_IsFunction(type) ? dependencies_FromTypes(context, [...type.parameters, type.returnType], result) :
                    IsInterfaceDeferred(type) ? dependencies_FromProperties(context, type.parameters[1], result) :
                        IsIntersect(type) ? dependencies_FromTypes(context, type.allOf, result) :
                            object_IsObject(type) ? dependencies_FromProperties(context, type.properties, result) :
                                IsUnion(type) ? dependencies_FromTypes(context, type.anyOf, result) :
                                    IsTuple(type) ? dependencies_FromTypes(context, type.items, result) :
                                        IsRecord(type) ? dependencies_FromType(context, RecordValue(type), result) :
                                            result);
}
/** Returns dependent cyclic keys for the given type. This function is used to dead-type-eliminate (DTE) for initializing TCyclic types. */
function CyclicDependencies(context, key, type) {
    const result = dependencies_FromType(context, type, [key]);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/extends.mjs
// deno-fmt-ignore-file












function extends_FromRef(_ref) {
    return Any();
}
function extends_FromProperties(properties) {
    return Keys(properties).reduce((result, key) => {
        return { ...result, [key]: extends_FromType(properties[key]) };
    }, {});
}
function extends_FromTypes(types) {
    return types.reduce((result, left) => {
        return [...result, extends_FromType(left)];
    }, []);
}
function extends_FromType(type) {
    return (IsRef(type) ? extends_FromRef(type.$ref) :
        array_IsArray(type) ? _Array_(extends_FromType(type.items), ArrayOptions(type)) :
            constructor_IsConstructor(type) ? Constructor(extends_FromTypes(type.parameters), extends_FromType(type.instanceType)) :
                function_IsFunction(type) ? _Function_(extends_FromTypes(type.parameters), extends_FromType(type.returnType)) :
                    IsIntersect(type) ? Intersect(extends_FromTypes(type.allOf)) :
                        object_IsObject(type) ? _Object_(extends_FromProperties(type.properties)) :
                            IsRecord(type) ? Record(RecordKey(type), extends_FromType(RecordValue(type))) :
                                IsUnion(type) ? Union(extends_FromTypes(type.anyOf)) :
                                    IsTuple(type) ? Tuple(extends_FromTypes(type.items)) :
                                        type);
}
function CyclicAnyFromParameters(defs, ref) {
    return (ref in defs
        ? extends_FromType(defs[ref])
        : Unknown());
}
/** Transforms TCyclic TRef's into TAny's. This function is used prior to TExtends checks to enable cyclics to be structurally checked and terminated (with TAny) at first point of recursion, what would otherwise be a recursive TRef.*/
function CyclicExtends(type) {
    return CyclicAnyFromParameters(type.$defs, type.$ref);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/instantiate.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file









function CyclicInterface(context, heritage, properties) {
    const instantiatedHeritage = InstantiateTypes(context, State([], []), heritage);
    const instantiatedProperties = InstantiateProperties({}, State([], []), properties);
    const evaluatedInterface = EvaluateIntersect([...instantiatedHeritage, _Object_(instantiatedProperties)]);
    return evaluatedInterface;
}
function CyclicDefinitions(context, dependencies) {
    const keys = Keys(context).filter(key => dependencies.includes(key));
    return keys.reduce((result, key) => {
        const type = context[key];
        const instantiatedType = IsInterfaceDeferred(type) ? CyclicInterface(context, type.parameters[0], type.parameters[1]) : type;
        return { ...result, [key]: instantiatedType };
    }, {});
}
function InstantiateCyclic(context, ref, type) {
    const dependencies = CyclicDependencies(context, ref, type);
    const definitions = CyclicDefinitions(context, dependencies);
    const result = Cyclic(definitions, ref);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
// deno-fmt-ignore-file


function Resolve(defs, ref) {
    return (ref in defs
        ? IsRef(defs[ref])
            // @ts-ignore 5.0.4 - does not see $ref
            ? Resolve(defs, defs[ref].$ref)
            : defs[ref]
        : Never());
}
/** Returns the target Type from the Defs or Never if target is non-resolvable */
function CyclicTarget(defs, ref) {
    const result = Resolve(defs, ref);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs







;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends.mjs
// deno-fmt-ignore-file





function Canonical(type) {
    return (IsCyclic(type) ? CyclicExtends(type) :
        IsUnsafe(type) ? Unknown() :
            type);
}
/** Performs a structural extends check on left and right types and yields inferred types on right if specified. */
function extends_Extends(inferred, left, right) {
    const canonicalLeft = Canonical(left);
    const canonicalRight = Canonical(right);
    return ExtendsLeft(inferred, canonicalLeft, canonicalRight);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/index.mjs



;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/compare.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// TCompare
// ------------------------------------------------------------------
const CompareResultEqual = 0; // 'equal'
const compare_CompareResultDisjoint = 1; // 'disjoint'
const CompareResultLeftInside = 2; // 'left-inside'
const compare_CompareResultRightInside = 3; // 'right-inside'
/** Compares left and right types and determines their set relationship. */
function compare_Compare(left, right) {
    const extendsCheck = [extends_Extends({}, left, right), extends_Extends({}, right, left)];
    return (IsExtendsTrueLike(extendsCheck[0]) && IsExtendsTrueLike(extendsCheck[1]) ? CompareResultEqual :
        IsExtendsTrueLike(extendsCheck[0]) && IsExtendsFalse(extendsCheck[1]) ? CompareResultLeftInside :
            IsExtendsFalse(extendsCheck[0]) && IsExtendsTrueLike(extendsCheck[1]) ? compare_CompareResultRightInside :
                compare_CompareResultDisjoint);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/broaden.mjs
// deno-fmt-ignore-file








function BroadenFilter(type, types, result = [], all = types) {
    return ShiftLeft(types, (left, right) => {
        const compare = compare_Compare(type, left);
        return ((IsEqual(compare, CompareResultLeftInside) || IsEqual(compare, CompareResultEqual))
            ? all // Left in set. Return original All set.
            : IsEqual(compare, compare_CompareResultDisjoint)
                ? BroadenFilter(type, right, [...result, left], all) // Left is disjoint, keep it
                : BroadenFilter(type, right, result, all) // Left in Type, drop it
        );
    }, () => [...result, type]); // Type broadest in set
}
function BroadenType(type, types, result) {
    const evaluated = EvaluateType(type);
    return (IsAny(evaluated) ? [evaluated] : // terminate (always the most broad)
        IsUnknown(evaluated) ? [evaluated] : // terminate (always the most broad)
            IsNever(evaluated) ? BroadenTypes(types, result) : // ignored: never is dropped
                object_IsObject(evaluated) ? BroadenTypes(types, [...result, evaluated]) : // objects are always considered (too expensive to compare)
                    BroadenTypes(types, BroadenFilter(evaluated, result)));
}
function BroadenTypes(types, result = []) {
    return ShiftLeft(types, (left, right) => (BroadenType(left, right, result)), () => result);
}
/** Broadens a set of types and returns either the most broad type, or union or disjoint types. */
function Broaden(types) {
    const broadened = BroadenTypes(types);
    const flattened = Flatten(broadened);
    return flattened;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/instantiate.mjs
// deno-fmt-ignore-file



function EvaluateAction(type, options) {
    const result = Update(EvaluateType(type), {}, options);
    return result;
}
function EvaluateInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return EvaluateAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs










;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/distribute_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------


function CollectDistributionNames(expression, result = []) {
    return (
    // Conditional
    IsDeferred(expression) && IsEqual(expression.action, 'Conditional')
        ? IsRef(expression.parameters[0])
            ? CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], [...result, expression.parameters[0]['$ref']]))
            : CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], result))
        // Mapped
        : IsDeferred(expression) && IsEqual(expression.action, 'Mapped')
            ? (IsDeferred(expression.parameters[1]) && IsEqual(expression.parameters[1].action, 'KeyOf') && IsRef(expression.parameters[1].parameters[0]) ? [...result, expression.parameters[1].parameters[0]['$ref']] :
                result) : result);
}
function BuildDistributionArray(parameters, names) {
    return parameters.reduce((result, left) => [...result, names.includes(left.name)], []);
}
function ZipDistributionArray(arguments_, distributionArray, result = []) {
    return ShiftLeft(arguments_, (argumentLeft, argumentRight) => ShiftLeft(distributionArray, (booleanLeft, booleanRight) => ZipDistributionArray(argumentRight, booleanRight, [...result, [booleanLeft, argumentLeft]]), () => result), () => result);
}
function CanonicalArgument(type) {
    return (IsTemplateLiteral(type) ? EvaluateTemplateLiteral(type.pattern) :
        IsEnum(type) ? EvaluateEnum(type.enum) :
            type);
}
function Expand(type) {
    const canonicalArgument = CanonicalArgument(type);
    return (IsUnion(canonicalArgument)
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
function distribute_arguments_Distribute(zipped) {
    return zipped.reduce((result, left) => {
        return IsEqual(left[0], true)
            ? Cross(result, Expand(left[1]))
            : Cross(result, [left[1]]); // - no-expansion
    }, [[]]);
}
function DistributeArguments(parameters, arguments_, expression) {
    const distributionNames = CollectDistributionNames(expression);
    const distributionArray = BuildDistributionArray(parameters, distributionNames);
    const zippedArguments = ZipDistributionArray(arguments_, distributionArray);
    return (IsDeferred(expression) && IsEqual(expression.action, 'Conditional')
        ? distribute_arguments_Distribute(zippedArguments)
        : IsDeferred(expression) && IsEqual(expression.action, 'Mapped')
            ? distribute_arguments_Distribute(zippedArguments)
            : [arguments_]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_target.mjs
// deno-fmt-ignore-file



function FromNotResolvable() {
    return ['(not-resolvable)', Never()];
}
function FromNotGeneric() {
    return ['(not-generic)', Never()];
}
function FromGeneric(name, parameters, expression) {
    return [name, Generic(parameters, expression)];
}
function resolve_target_FromRef(context, ref, arguments_) {
    return (ref in context
        ? resolve_target_FromType(context, ref, context[ref], arguments_)
        : FromNotResolvable());
}
function resolve_target_FromType(context, name, target, arguments_) {
    return (IsGeneric(target) ? FromGeneric(name, target.parameters, target.expression) :
        IsRef(target) ? resolve_target_FromRef(context, target.$ref, arguments_) :
            FromNotGeneric());
}
/** Resolves a named generic target from the context, or returns TNever if it cannot be resolved or is not generic. */
function ResolveTarget(context, target, arguments_) {
    return resolve_target_FromType(context, '(anonymous)', target, arguments_);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// AssertArgument
// ------------------------------------------------------------------
function AssertArgumentExtends(name, type, extends_) {
    if (IsInfer(type) || IsCall(type) || IsExtendsTrueLike(extends_Extends({}, type, extends_)))
        return;
    const cause = { parameter: name, expect: extends_, actual: type };
    // @ts-ignore - no definition for { cause } options 
    throw new Error(`Argument for parameter ${name} does not satisfy constraint`, { cause });
}
function BindArgument(context, state, name, extends_, type) {
    const instantiatedArgument = InstantiateType(context, state, type);
    AssertArgumentExtends(name, instantiatedArgument, extends_);
    return Assign(context, { [name]: instantiatedArgument });
}
function BindArguments(context, state, parameterLeft, parameterRight, arguments_) {
    const instantiatedExtends = InstantiateType(context, state, parameterLeft.extends);
    const instantiatedEquals = InstantiateType(context, state, parameterLeft.equals);
    return ShiftLeft(arguments_, (left, right) => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, left), state, parameterRight, right), () => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, instantiatedEquals), state, parameterRight, []));
}
function BindParameters(context, state, parameters, arguments_) {
    return ShiftLeft(parameters, (left, right) => BindArguments(context, state, left, right, arguments_), () => context);
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
    if (IsLessThan(instantiationCount, Get().maxInstantiationCount))
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
    if (IsEqual(instantiationDepth, 0))
        instantiationCount = 0;
}
function Peek(state) {
    const result = IsGreaterThan(state.callstack.length, 0) ? state.callstack[state.callstack.length - 1] : '';
    return result;
}
function IsTailCall(state, name) {
    const result = IsEqual(Peek(state), name);
    return result;
}
function CallDispatch(context, state, target, parameters, expression, arguments_) {
    InstantiationIncrement();
    try {
        const argumentsContext = ResolveArgumentsContext(context, state, parameters, arguments_);
        const returnType = InstantiateType(argumentsContext, State([...state['callstack'], target['$ref']], state['visited']), expression);
        return InstantiateType(argumentsContext, State([], []), returnType);
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
    const result = IsEqual(returnTypes.length, 1) ? returnTypes[0] : EvaluateUnion(returnTypes);
    return result;
}
function CallInstantiate(context, state, target, arguments_) {
    const instantiatedArguments = InstantiateTypes(context, state, arguments_);
    const resolved = ResolveTarget(context, target, arguments_);
    const name = resolved[0];
    const type = resolved[1];
    const result = (IsGeneric(type)
        ? IsTailCall(state, name)
            ? CallConstruct(Ref(name), instantiatedArguments)
            : CallImmediate(context, state, Ref(name), type.parameters, type.expression, instantiatedArguments)
        : CallConstruct(target, instantiatedArguments));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/call.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CallConstruct(target, arguments_) {
    return Create({ ['~kind']: 'Call' }, { type: 'call', target, arguments: arguments_ }, {});
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Call type. */
function Call(target, arguments_) {
    return CallInstantiate({}, State([], []), target, arguments_);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given type is a TCall. */
function IsCall(value) {
    return IsKind(value, 'Call');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_remove.mjs
// deno-fmt-ignore-file


function RemoveImmutableOperation(type) {
    return Discard(type, ['~immutable']);
}
function instantiate_remove_RemoveImmutableAction(type, options) {
    const result = Update(RemoveImmutableOperation(type), {}, options);
    return result;
}
function RemoveImmutableInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return instantiate_remove_RemoveImmutableAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/mapping.mjs
// deno-fmt-ignore-file
function ApplyMapping(mapping, value) {
    return mapping(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_literal.mjs
// deno-fmt-ignore-file



function from_literal_FromLiteral(mapping, value) {
    return (IsString(value)
        ? Literal(ApplyMapping(mapping, value))
        : Literal(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_template_literal.mjs
// deno-fmt-ignore-file


function FromTemplateLiteral(mapping, pattern) {
    const evaluated = EvaluateTemplateLiteral(pattern);
    const result = from_type_FromType(mapping, evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_union.mjs
// deno-fmt-ignore-file


function from_union_FromUnion(mapping, types) {
    const result = types.map(type => from_type_FromType(mapping, type));
    return Union(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_type.mjs
// deno-fmt-ignore-file






function from_type_FromType(mapping, type) {
    return (IsLiteral(type) ? from_literal_FromLiteral(mapping, type.const) :
        IsTemplateLiteral(type) ? FromTemplateLiteral(mapping, type.pattern) :
            IsUnion(type) ? from_union_FromUnion(mapping, type.anyOf) :
                type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
// deno-fmt-ignore-file


/** Creates a deferred Capitalize action. */
function CapitalizeDeferred(type, options = {}) {
    return deferred_Deferred('Capitalize', [type], options);
}
/** Applies a Capitalize action to the given type. */
function Capitalize(type, options = {}) {
    return CapitalizeAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
// deno-fmt-ignore-file


/** Creates a deferred Lowercase action. */
function LowercaseDeferred(type, options = {}) {
    return deferred_Deferred('Lowercase', [type], options);
}
/** Applies a Lowercase action to the given type. */
function Lowercase(type, options = {}) {
    return LowercaseAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
// deno-fmt-ignore-file


/** Creates a deferred Uncapitalize action. */
function UncapitalizeDeferred(type, options = {}) {
    return deferred_Deferred('Uncapitalize', [type], options);
}
/** Applies a Uncapitalize action to the given type. */
function Uncapitalize(type, options = {}) {
    return UncapitalizeAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
// deno-fmt-ignore-file


/** Creates a deferred Uppercase action. */
function UppercaseDeferred(type, options = {}) {
    return deferred_Deferred('Uppercase', [type], options);
}
/** Applies a Uppercase action to the given type. */
function Uppercase(type, options = {}) {
    return UppercaseAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs
// deno-fmt-ignore-file







const CapitalizeMapping = (input) => input[0].toUpperCase() + input.slice(1);
const LowercaseMapping = (input) => input.toLowerCase();
const UncapitalizeMapping = (input) => input[0].toLowerCase() + input.slice(1);
const UppercaseMapping = (input) => input.toUpperCase();
function CapitalizeAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(from_type_FromType(CapitalizeMapping, type), {}, options)
        : CapitalizeDeferred(type, options);
    return result;
}
function LowercaseAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(from_type_FromType(LowercaseMapping, type), {}, options)
        : LowercaseDeferred(type, options);
    return result;
}
function UncapitalizeAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(from_type_FromType(UncapitalizeMapping, type), {}, options)
        : UncapitalizeDeferred(type, options);
    return result;
}
function UppercaseAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(from_type_FromType(UppercaseMapping, type), {}, options)
        : UppercaseDeferred(type, options);
    return result;
}
function CapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return CapitalizeAction(instantiatedType, options);
}
function LowercaseInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return LowercaseAction(instantiatedType, options);
}
function UncapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return UncapitalizeAction(instantiatedType, options);
}
function UppercaseInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return UppercaseAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/conditional.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Conditional action. */
function ConditionalDeferred(left, right, true_, false_, options = {}) {
    return deferred_Deferred('Conditional', [left, right, true_, false_], options);
}
/** Applies a Conditional action to the given types. */
function Conditional(left, right, true_, false_, options = {}) {
    return ConditionalAction({}, State([], []), left, right, true_, false_, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/conditional/instantiate.mjs
// deno-fmt-ignore-file





function ConditionalOperation(context, state, left, right, true_, false_) {
    const extendsResult = extends_Extends(context, left, right);
    return (IsExtendsUnion(extendsResult) ? Union([InstantiateType(extendsResult.inferred, state, true_), InstantiateType(context, state, false_)]) :
        IsExtendsTrue(extendsResult) ? InstantiateType(extendsResult.inferred, state, true_) :
            InstantiateType(context, state, false_));
}
function ConditionalAction(context, state, left, right, true_, false_, options) {
    const result = CanInstantiate([left, right])
        ? Update(ConditionalOperation(context, state, left, right, true_, false_), {}, options)
        : ConditionalDeferred(left, right, true_, false_, options);
    return result;
}
function ConditionalInstantiate(context, state, left, right, true_, false_, options) {
    const instantiatedLeft = InstantiateType(context, state, left);
    const instantiatedRight = InstantiateType(context, state, right);
    return ConditionalAction(context, state, instantiatedLeft, instantiatedRight, true_, false_, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/conditional/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/constructor_parameters.mjs
// deno-fmt-ignore-file


/** Creates a deferred ConstructorParameters action. */
function ConstructorParametersDeferred(type, options = {}) {
    return deferred_Deferred('ConstructorParameters', [type], options);
}
/** Applies a ConstructorParameters action to a type. */
function ConstructorParameters(type, options = {}) {
    return ConstructorParametersAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/instantiate.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ConstructorParametersOperation(type) {
    const parameters = constructor_IsConstructor(type) ? type['parameters'] : [];
    const instantiatedParameters = InstantiateElements({}, State([], []), parameters);
    const result = Tuple(instantiatedParameters);
    return result;
}
function ConstructorParametersAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(ConstructorParametersOperation(type), {}, options)
        : ConstructorParametersDeferred(type, options);
    return result;
}
function ConstructorParametersInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return ConstructorParametersAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/exclude.mjs
// deno-fmt-ignore-file


/** Creates a deferred Exclude action. */
function ExcludeDeferred(left, right, options = {}) {
    return deferred_Deferred('Exclude', [left, right], options);
}
/** Applies a Exclude action using the given types */
function Exclude(left, right, options = {}) {
    return ExcludeAction(left, right, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/exclude/instantiate.mjs
// deno-fmt-ignore-file




function ExcludeAction(left, right, options) {
    const result = CanInstantiate([left, right])
        ? Update(ExcludeOperation(left, right), {}, options)
        : ExcludeDeferred(left, right, options);
    return result;
}
function ExcludeInstantiate(context, state, left, right, options) {
    const instantiatedLeft = InstantiateType(context, state, left);
    const instantiatedRight = InstantiateType(context, state, right);
    return ExcludeAction(instantiatedLeft, instantiatedRight, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/extract.mjs
// deno-fmt-ignore-file


/** Creates a deferred Extract action. */
function ExtractDeferred(left, right, options = {}) {
    return deferred_Deferred('Extract', [left, right], options);
}
/** Applies an Extract action using the given types. */
function Extract(left, right, options = {}) {
    return ExtractAction(left, right, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExtractType(left, right) {
    const check = extends_Extends({}, left, right);
    const result = IsExtendsTrueLike(check) ? [left] : [];
    return result;
}
function ExtractUnion(left, right, result = []) {
    return ShiftLeft(left, (head, tail) => ExtractUnion(tail, right, [...result, ...ExtractType(head, right)]), () => result);
}
function ExtractOperation(left, right) {
    const evaluated = EvaluateType(left);
    const canonical = IsUnion(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExtractUnion(canonical, right);
    const result = EvaluateUnion(remaining);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs
// deno-fmt-ignore-file




function ExtractAction(left, right, options) {
    const result = CanInstantiate([left, right])
        ? Update(ExtractOperation(left, right), {}, options)
        : ExtractDeferred(left, right, options);
    return result;
}
function ExtractInstantiate(context, state, left, right, options) {
    const instantiatedLeft = InstantiateType(context, state, left);
    const instantiatedRight = InstantiateType(context, state, right);
    return ExtractAction(instantiatedLeft, instantiatedRight, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/helpers/keys_to_indexer.mjs
// deno-fmt-ignore-file


function KeysToLiterals(keys) {
    return keys.reduce((result, left) => {
        return IsLiteralValue(left)
            ? [...result, Literal(left)]
            : result;
    }, []);
}
function KeysToIndexer(keys) {
    const literals = KeysToLiterals(keys);
    const result = Union(literals);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/indexed.mjs
// deno-fmt-ignore-file




/** Creates a deferred Index action. */
function IndexDeferred(type, indexer, options = {}) {
    return deferred_Deferred('Index', [type, indexer], options);
}
/** Applies a Index action using the given types. */
function Index(type, indexer_or_keys, options = {}) {
    const indexer = IsArray(indexer_or_keys) ? KeysToIndexer(indexer_or_keys) : indexer_or_keys;
    return IndexAction(type, indexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(defs, ref) {
    const target = CyclicTarget(defs, ref);
    const result = object_from_type_FromType(target);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = EvaluateDependent(if_, then_, else_);
    const result = object_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_intersect.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CollapseIntersectProperties(left, right) {
    const leftKeys = Keys(left).filter((key) => !HasPropertyKey(right, key));
    const rightKeys = Keys(right).filter((key) => !HasPropertyKey(left, key));
    const sharedKeys = Keys(left).filter((key) => HasPropertyKey(right, key));
    const leftProperties = leftKeys.reduce((result, key) => ({ ...result, [key]: left[key] }), {});
    const rightProperties = rightKeys.reduce((result, key) => ({ ...result, [key]: right[key] }), {});
    const sharedProperties = sharedKeys.reduce((result, key) => ({ ...result, [key]: EvaluatePropertyIntersect(left[key], right[key]) }), {});
    const unique = Assign(leftProperties, rightProperties);
    const shared = Assign(unique, sharedProperties);
    return shared;
}
function FromIntersect(types) {
    return types.reduce((result, left) => {
        return CollapseIntersectProperties(result, object_from_type_FromType(left));
    }, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_object.mjs
// deno-fmt-ignore-file
function from_object_FromObject(properties) {
    return properties;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_tuple.mjs
// deno-fmt-ignore-file



function FromTuple(types) {
    const object = TupleToObject(Tuple(types));
    const result = object_from_type_FromType(object);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_union.mjs
// deno-fmt-ignore-file




function CollapseUnionProperties(left, right) {
    const sharedKeys = Keys(left).filter((key) => key in right);
    const result = sharedKeys.reduce((result, key) => {
        return { ...result, [key]: EvaluatePropertyUnion(left[key], right[key]) };
    }, {});
    return result;
}
function ReduceVariants(types, result) {
    return ShiftLeft(types, (left, right) => ReduceVariants(right, CollapseUnionProperties(result, object_from_type_FromType(left))), () => result);
}
function object_from_union_FromUnion(types) {
    return ShiftLeft(types, (left, right) => ReduceVariants(right, object_from_type_FromType(left)), () => unreachable_Unreachable());
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function object_from_type_FromType(type) {
    return (IsCyclic(type) ? FromCyclic(type.$defs, type.$ref) :
        IsDependent(type) ? FromDependent(type.if, type.then, type.else) :
            IsIntersect(type) ? FromIntersect(type.allOf) :
                IsUnion(type) ? object_from_union_FromUnion(type.anyOf) :
                    IsTuple(type) ? FromTuple(type.items) :
                        object_IsObject(type) ? from_object_FromObject(type.properties) :
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
    const properties = object_from_type_FromType(type);
    const result = _Object_(properties);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/helpers/keys.mjs
// deno-fmt-ignore-file
const integerKeyPattern = new RegExp('^(?:0|[1-9][0-9]*)$');
function ConvertToIntegerKey(value) {
    const normal = `${value}`;
    return (integerKeyPattern.test(normal)
        ? parseInt(normal)
        : value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_array.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function NormalizeLiteral(value) {
    return Literal(ConvertToIntegerKey(value));
}
function NormalizeIndexerTypes(types) {
    return types.map(type => NormalizeIndexer(type));
}
function NormalizeIndexer(type) {
    return (IsIntersect(type) ? Intersect(NormalizeIndexerTypes(type.allOf)) :
        IsUnion(type) ? Union(NormalizeIndexerTypes(type.anyOf)) :
            IsLiteral(type) ? NormalizeLiteral(type.const) :
                type);
}
function from_array_FromArray(type, indexer) {
    const normalizedIndexer = NormalizeIndexer(indexer);
    const check = extends_Extends({}, normalizedIndexer, number_Number());
    const result = (
    // indexer
    IsExtendsTrueLike(check)
        ? type
        // length (intrinsic)
        : IsLiteral(indexer) && IsEqual(indexer.const, 'length')
            ? number_Number()
            : Never());
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_cyclic.mjs
// deno-fmt-ignore-file


function from_cyclic_FromCyclic(defs, ref) {
    const target = CyclicTarget(defs, ref);
    const result = indexable_from_type_FromType(target);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_dependent.mjs
// deno-fmt-ignore-file


function from_dependent_FromDependent(if_, then_, else_) {
    const evaluated = EvaluateDependent(if_, then_, else_);
    const result = indexable_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_enum.mjs
// deno-fmt-ignore-file


function FromEnum(values) {
    const evaluated = EvaluateEnum(values);
    const result = indexable_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_intersect.mjs
// deno-fmt-ignore-file


function from_intersect_FromIntersect(types) {
    const evaluated = EvaluateIntersect(types);
    const result = indexable_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_literal.mjs
// deno-fmt-ignore-file
function indexable_from_literal_FromLiteral(value) {
    const result = [`${value}`];
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_template_literal.mjs
// deno-fmt-ignore-file


function from_template_literal_FromTemplateLiteral(pattern) {
    const evaluated = EvaluateTemplateLiteral(pattern);
    const result = indexable_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_union.mjs
// deno-fmt-ignore-file

function indexable_from_union_FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...indexable_from_type_FromType(left)];
    }, []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_type.mjs
// deno-fmt-ignore-file














function indexable_from_type_FromType(type) {
    return (IsCyclic(type) ? from_cyclic_FromCyclic(type.$defs, type.$ref) :
        IsDependent(type) ? from_dependent_FromDependent(type.if, type.then, type.else) :
            IsEnum(type) ? FromEnum(type.enum) :
                IsIntersect(type) ? from_intersect_FromIntersect(type.allOf) :
                    IsLiteral(type) ? indexable_from_literal_FromLiteral(type.const) :
                        IsTemplateLiteral(type) ? from_template_literal_FromTemplateLiteral(type.pattern) :
                            IsUnion(type) ? indexable_from_union_FromUnion(type.anyOf) :
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
    const result = indexable_from_type_FromType(type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/this/expand_this.mjs
// deno-fmt-ignore-file








function expand_this_FromTypes(properties, types) {
    return types.map(type => expand_this_FromType(properties, type));
}
function expand_this_FromType(properties, type) {
    return (array_IsArray(type) ? _Array_(expand_this_FromType(properties, type.items)) :
        constructor_IsConstructor(type) ? Constructor(expand_this_FromTypes(properties, type.parameters), expand_this_FromType(properties, type.instanceType)) :
            function_IsFunction(type) ? _Function_(expand_this_FromTypes(properties, type.parameters), expand_this_FromType(properties, type.returnType)) :
                IsTuple(type) ? Tuple(expand_this_FromTypes(properties, type.items)) :
                    IsUnion(type) ? Union(expand_this_FromTypes(properties, type.anyOf)) :
                        IsIntersect(type) ? Intersect(expand_this_FromTypes(properties, type.allOf)) :
                            IsThis(type) ? _Object_(properties) :
                                type);
}
function ExpandThis(properties, type) {
    const result = expand_this_FromType(properties, type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_object.mjs
// deno-fmt-ignore-file







function IndexProperty(properties, key) {
    const selectedType = key in properties ? properties[key] : Never();
    const result = ExpandThis(properties, selectedType);
    return result;
}
function IndexProperties(properties, keys) {
    return keys.reduce((result, left) => {
        return [...result, IndexProperty(properties, left)];
    }, []);
}
function FromIndexer(properties, indexer) {
    const keys = ToIndexableKeys(indexer);
    const variants = IndexProperties(properties, keys);
    const result = EvaluateUnion(variants);
    return result;
}
const NumericKeyPattern = new RegExp(IntegerKey);
function NumericKeys(keys) {
    const result = keys.filter(key => NumericKeyPattern.test(key));
    return result;
}
function FromIndexerNumber(properties) {
    const keys = PropertyKeys(properties);
    const numericKeys = NumericKeys(keys);
    const variants = IndexProperties(properties, numericKeys);
    const result = EvaluateUnion(variants);
    return result;
}
function indexed_from_object_FromObject(properties, indexer) {
    const result = number_IsNumber(indexer) ? FromIndexerNumber(properties) : FromIndexer(properties, indexer);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/array_indexer.mjs
// deno-fmt-ignore-file




function ConvertLiteral(value) {
    return Literal(ConvertToIntegerKey(value));
}
function ArrayIndexerTypes(types) {
    return types.map(type => FormatArrayIndexer(type));
}
/** Formats embedded integer-like strings on an Indexer to be number values inline with TS indexing | coercion behaviors. */
function FormatArrayIndexer(type) {
    return (IsIntersect(type) ? Intersect(ArrayIndexerTypes(type.allOf)) :
        IsUnion(type) ? Union(ArrayIndexerTypes(type.anyOf)) :
            IsLiteral(type) ? ConvertLiteral(type.const) :
                type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_tuple.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function IndexElementsWithIndexer(types, indexer) {
    return types.reduceRight((result, right, index) => {
        const check = extends_Extends({}, Literal(index), indexer);
        return IsExtendsTrueLike(check)
            ? [right, ...result]
            : result;
    }, []);
}
function FromTupleWithIndexer(types, indexer) {
    const formattedArrayIndexer = FormatArrayIndexer(indexer);
    const elements = IndexElementsWithIndexer(types, formattedArrayIndexer);
    return EvaluateUnionFast(elements);
}
function FromTupleWithoutIndexer(types) {
    return EvaluateUnionFast(types);
}
function from_tuple_FromTuple(types, indexer) {
    return (
    // length (intrinsic)
    IsLiteral(indexer) && IsEqual(indexer.const, 'length')
        ? Literal(types.length)
        // indexer
        : number_IsNumber(indexer) || integer_IsInteger(indexer)
            ? FromTupleWithoutIndexer(types)
            : FromTupleWithIndexer(types, indexer));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_type.mjs
// deno-fmt-ignore-file







function indexed_from_type_FromType(type, indexer) {
    return (array_IsArray(type) ? from_array_FromArray(type.items, indexer) :
        object_IsObject(type) ? indexed_from_object_FromObject(type.properties, indexer) :
            IsTuple(type) ? from_tuple_FromTuple(type.items, indexer) :
                Never());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs
// deno-fmt-ignore-file









function NormalizeType(type) {
    const result = (IsCyclic(type) ||
        IsDependent(type) ||
        IsIntersect(type) ||
        IsUnion(type)) ? CollapseToObject(type) : type;
    return result;
}
function IndexAction(type, indexer, options) {
    const result = CanInstantiate([type, indexer])
        ? Update(indexed_from_type_FromType(NormalizeType(type), indexer), {}, options)
        : IndexDeferred(type, indexer, options);
    return result;
}
function IndexInstantiate(context, state, type, indexer, options) {
    const instantiatedType = InstantiateType(context, state, type);
    const instantiatedIndexer = InstantiateType(context, state, indexer);
    return IndexAction(instantiatedType, instantiatedIndexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/instance_type.mjs
// deno-fmt-ignore-file


/** Creates a deferred InstanceType action. */
function InstanceTypeDeferred(type, options = {}) {
    return deferred_Deferred('InstanceType', [type], options);
}
/** Applies a InstanceType action to the given type. */
function InstanceType(type, options = {}) {
    return InstanceTypeAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instance_type/instantiate.mjs
// deno-fmt-ignore-file





function InstanceTypeOperation(type) {
    return (constructor_IsConstructor(type)
        ? type['instanceType']
        : Never());
}
function InstanceTypeAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(InstanceTypeOperation(type), {}, options)
        : InstanceTypeDeferred(type, options);
    return result;
}
function InstanceTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = InstantiateType(context, state, type);
    return InstanceTypeAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
// deno-fmt-ignore-file


/** Creates a deferred KeyOf action. */
function KeyOfDeferred(type, options = {}) {
    return deferred_Deferred('KeyOf', [type], options);
}
/** Applies a KeyOf action to the given type. */
function keyof_KeyOf(type, options = {}) {
    return KeyOfAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_any.mjs
// deno-fmt-ignore-file




function FromAny() {
    return Union([number_Number(), string_String(), Symbol()]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_array.mjs
// deno-fmt-ignore-file

function keyof_from_array_FromArray(_type) {
    return number_Number();
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_object.mjs
// deno-fmt-ignore-file





function FromPropertyKeys(keys) {
    const result = keys.reduce((result, left) => {
        return IsLiteralValue(left)
            ? [...result, Literal(ConvertToIntegerKey(left))]
            : unreachable_Unreachable();
    }, []);
    return result;
}
function keyof_from_object_FromObject(properties) {
    const propertyKeys = Keys(properties);
    const variants = FromPropertyKeys(propertyKeys);
    const result = EvaluateUnionFast(variants);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_record.mjs
// deno-fmt-ignore-file

function from_record_FromRecord(type) {
    return RecordKey(type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_tuple.mjs
// deno-fmt-ignore-file


function keyof_from_tuple_FromTuple(types) {
    const result = types.map((_, index) => Literal(index));
    return EvaluateUnionFast(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_type.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------





function keyof_from_type_FromType(type) {
    return (IsAny(type) ? FromAny() :
        array_IsArray(type) ? keyof_from_array_FromArray(type.items) :
            object_IsObject(type) ? keyof_from_object_FromObject(type.properties) :
                IsRecord(type) ? from_record_FromRecord(type) :
                    IsTuple(type) ? keyof_from_tuple_FromTuple(type.items) :
                        Never());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------

function instantiate_NormalizeType(type) {
    const result = (IsCyclic(type) ||
        IsDependent(type) ||
        IsIntersect(type) ||
        IsUnion(type)) ? CollapseToObject(type) : type;
    return result;
}
function KeyOfAction(type, options) {
    return (CanInstantiate([type])
        ? Update(keyof_from_type_FromType(instantiate_NormalizeType(type)), {}, options)
        : KeyOfDeferred(type, options));
}
function KeyOfInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return KeyOfAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Mapped action. */
function MappedDeferred(identifier, type, as, property, options = {}) {
    return deferred_Deferred('Mapped', [identifier, type, as, property], options);
}
/** Applies a Mapped action using the given types. */
function Mapped(identifier, type, as, property, options = {}) {
    return MappedAction({}, State([], []), identifier, type, as, property, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_variants.mjs
// deno-fmt-ignore-file







function mapped_variants_FromTemplateLiteral(pattern) {
    const evaluated = EvaluateTemplateLiteral(pattern);
    const result = mapped_variants_FromType(evaluated);
    return result;
}
function mapped_variants_FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...mapped_variants_FromType(left)];
    }, []);
}
function mapped_variants_FromEnum(values) {
    const evaluated = EvaluateEnum(values);
    const result = mapped_variants_FromType(evaluated);
    return result;
}
function mapped_variants_FromLiteral(value) {
    const result = IsNumber(value) ? [Literal(`${value}`)] : [Literal(value)];
    return result;
}
function mapped_variants_FromType(type) {
    const result = (IsEnum(type) ? mapped_variants_FromEnum(type.enum) :
        IsLiteral(type) ? mapped_variants_FromLiteral(type.const) :
            IsTemplateLiteral(type) ? mapped_variants_FromTemplateLiteral(type.pattern) :
                IsUnion(type) ? mapped_variants_FromUnion(type.anyOf) :
                    [type]);
    return result;
}
function MappedVariants(type) {
    const result = mapped_variants_FromType(type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function CanonicalAs(instantiatedAs) {
    const result = IsTemplateLiteral(instantiatedAs)
        ? EvaluateTemplateLiteral(instantiatedAs.pattern)
        : instantiatedAs;
    return result;
}
function MappedVariant(context, state, identifier, variant, as, property) {
    const variantContext = Assign(context, { [identifier['name']]: variant });
    const instantiatedAs = InstantiateType(variantContext, state, as);
    const canonicalAs = CanonicalAs(instantiatedAs);
    const instantiatedProperty = InstantiateType(variantContext, state, property);
    return (IsLiteralNumber(canonicalAs) || IsLiteralString(canonicalAs)
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
        return [...result, _Object_(left)];
    }, []);
}
function MappedOperation(context, state, identifier, type, as, property) {
    const variants = MappedVariants(type);
    const mappedProperties = MappedProperties(context, state, identifier, variants, as, property);
    const mappedObjects = MappedObjects(mappedProperties);
    const result = EvaluateIntersect(mappedObjects);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs
// deno-fmt-ignore-file




function MappedAction(context, state, identifier, type, as, property, options) {
    const result = CanInstantiate([type])
        ? Update(MappedOperation(context, state, identifier, type, as, property), {}, options)
        : MappedDeferred(identifier, type, as, property, options);
    return result;
}
function MappedInstantiate(context, state, identifier, type, as, property, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return MappedAction(context, state, identifier, instantiatedType, as, property, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/module/instantiate.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Module: Instantiation Infrastructure
// ------------------------------------------------------------------



function InstantiateCyclics(context, declarations, cyclicKeys) {
    const declarationContext = Assign(context, declarations);
    const declarationKeys = Keys(declarations).filter(key => cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: InstantiateCyclic(declarationContext, key, declarations[key]) };
    }, {});
}
function InstantiateNonCyclics(context, declarations, cyclicKeys) {
    const declarationContext = Assign(context, declarations);
    const declarationKeys = Keys(declarations).filter(key => !cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: InstantiateType(declarationContext, State([], []), declarations[key]) };
    }, {});
}
function InstantiateModule(context, declarations, options) {
    const cyclicCandidates = CyclicCandidates(declarations);
    const instantiatedCyclics = InstantiateCyclics(context, declarations, cyclicCandidates);
    const instantiatedNonCyclics = InstantiateNonCyclics(context, declarations, cyclicCandidates);
    const instantiatedModule = { ...instantiatedCyclics, ...instantiatedNonCyclics };
    return Update(instantiatedModule, {}, options);
}
function ModuleInstantiate(context, _state, declarations, options) {
    const instantiatedModule = InstantiateModule(context, declarations, options);
    return instantiatedModule;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/non_nullable.mjs
// deno-fmt-ignore-file


/** Creates a deferred NonNullable action. */
function NonNullableDeferred(type, options = {}) {
    return deferred_Deferred('NonNullable', [type], options);
}
/** Applies a NonNullable action to the given type. */
function NonNullable(type, options = {}) {
    return NonNullableAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/non_nullable/instantiate.mjs
// deno-fmt-ignore-file







function NonNullableOperation(type) {
    const excluded = Union([Null(), Undefined()]);
    return ExcludeAction(type, excluded, {});
}
function NonNullableAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(NonNullableOperation(type), {}, options)
        : NonNullableDeferred(type, options);
    return result;
}
function NonNullableInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return NonNullableAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/omit.mjs
// deno-fmt-ignore-file




/** Creates a deferred Omit action. */
function OmitDeferred(type, indexer, options = {}) {
    return deferred_Deferred('Omit', [type, indexer], options);
}
/** Applies a Omit action using the given types. */
function Omit(type, indexer_or_keys, options = {}) {
    const indexer = IsArray(indexer_or_keys) ? KeysToIndexer(indexer_or_keys) : indexer_or_keys;
    return OmitAction(type, indexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable.mjs
// deno-fmt-ignore-file



// deno-coverage-ignore-start - symmetric unreachable
/** Transforms a type into a TProperties used for indexing operations */
function ToIndexable(type) {
    const collapsed = CollapseToObject(type);
    const result = object_IsObject(collapsed)
        ? collapsed.properties
        : unreachable_Unreachable();
    return result;
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/from_type.mjs
// deno-fmt-ignore-file




function FromKeys(properties, keys) {
    const result = Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? result : { ...result, [key]: properties[key] };
    }, {});
    return result;
}
function omit_from_type_FromType(type, indexer) {
    const indexable = ToIndexable(type);
    const indexableKeys = ToIndexableKeys(indexer);
    const omitted = FromKeys(indexable, indexableKeys);
    const result = _Object_(omitted);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs
// deno-fmt-ignore-file




function OmitAction(type, indexer, options) {
    const result = CanInstantiate([type, indexer])
        ? Update(omit_from_type_FromType(type, indexer), {}, options)
        : OmitDeferred(type, indexer, options);
    return result;
}
function OmitInstantiate(context, state, type, indexer, options) {
    const instantiatedType = InstantiateType(context, state, type);
    const instantiatedIndexer = InstantiateType(context, state, indexer);
    return OmitAction(instantiatedType, instantiatedIndexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/parameters.mjs
// deno-fmt-ignore-file


/** Creates a deferred Parameters action. */
function ParametersDeferred(type, options = {}) {
    return deferred_Deferred('Parameters', [type], options);
}
/** Applies a Parameters action to the given type. */
function Parameters(type, options = {}) {
    return ParametersAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/parameters/instantiate.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ParametersOperation(type) {
    const parameters = function_IsFunction(type) ? type['parameters'] : [];
    const instantiatedParameters = InstantiateElements({}, State([], []), parameters);
    const result = Tuple(instantiatedParameters);
    return result;
}
function ParametersAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(ParametersOperation(type), {}, options)
        : ParametersDeferred(type, options);
    return result;
}
function ParametersInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return ParametersAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/partial.mjs
// deno-fmt-ignore-file


/** Creates a deferred Partial action. */
function PartialDeferred(type, options = {}) {
    return deferred_Deferred('Partial', [type], options);
}
/** Applies a Partial action to the given type. */
function Partial(type, options = {}) {
    return PartialAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_cyclic.mjs
// deno-fmt-ignore-file




function partial_from_cyclic_FromCyclic(defs, ref) {
    const target = CyclicTarget(defs, ref);
    const partial = partial_from_type_FromType(target);
    const result = Cyclic(Assign(defs, { [ref]: partial }), ref);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_dependent.mjs
// deno-fmt-ignore-file


function partial_from_dependent_FromDependent(if_, then_, else_) {
    const evaluated = EvaluateDependent(if_, then_, else_);
    const result = partial_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_intersect.mjs
// deno-fmt-ignore-file


function partial_from_intersect_FromIntersect(types) {
    const evaluated = EvaluateIntersect(types);
    const result = partial_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_union.mjs
// deno-fmt-ignore-file


function partial_from_union_FromUnion(types) {
    const result = types.map(type => partial_from_type_FromType(type));
    return Union(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_object.mjs
// deno-fmt-ignore-file



function partial_from_object_FromObject(properties) {
    const mapped = Keys(properties).reduce((result, left) => {
        return { ...result, [left]: AddOptional(properties[left]) };
    }, {});
    const result = _Object_(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function partial_from_type_FromType(type) {
    return (IsCyclic(type) ? partial_from_cyclic_FromCyclic(type.$defs, type.$ref) :
        IsDependent(type) ? partial_from_dependent_FromDependent(type.if, type.then, type.else) :
            IsIntersect(type) ? partial_from_intersect_FromIntersect(type.allOf) :
                IsUnion(type) ? partial_from_union_FromUnion(type.anyOf) :
                    object_IsObject(type) ? partial_from_object_FromObject(type.properties) :
                        _Object_({}));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs
// deno-fmt-ignore-file




function PartialAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(partial_from_type_FromType(type), {}, options)
        : PartialDeferred(type, options);
    return result;
}
function PartialInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return PartialAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/pick.mjs
// deno-fmt-ignore-file




/** Creates a deferred Pick action. */
function PickDeferred(type, indexer, options = {}) {
    return deferred_Deferred('Pick', [type, indexer], options);
}
/** Applies a Pick action using the given types. */
function Pick(type, indexer_or_keys, options = {}) {
    const indexer = IsArray(indexer_or_keys) ? KeysToIndexer(indexer_or_keys) : indexer_or_keys;
    return PickAction(type, indexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function from_type_FromKeys(properties, keys) {
    const result = Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? Assign(result, { [key]: properties[key] }) : result;
    }, {});
    return result;
}
function pick_from_type_FromType(type, indexer) {
    const indexable = ToIndexable(type);
    const keys = ToIndexableKeys(indexer);
    const applied = from_type_FromKeys(indexable, keys);
    const result = _Object_(applied);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs
// deno-fmt-ignore-file




function PickAction(type, indexer, options) {
    const result = CanInstantiate([type, indexer])
        ? Update(pick_from_type_FromType(type, indexer), {}, options)
        : PickDeferred(type, indexer, options);
    return result;
}
function PickInstantiate(context, state, type, indexer, options) {
    const instantiatedType = InstantiateType(context, state, type);
    const instantiatedIndexer = InstantiateType(context, state, indexer);
    return PickAction(instantiatedType, instantiatedIndexer, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
// deno-fmt-ignore-file


/** Creates a deferred ReadonlyType action. */
function ReadonlyObjectDeferred(type, options = {}) {
    return deferred_Deferred('ReadonlyObject', [type], options);
}
/** This type is an alias for TypeScript's `Readonly<T>` utility type. It will make all properties of a TObject readonly or marks an TArray or TTuple as immutable `readonly T[]`. */
function ReadonlyObject(type, options = {}) {
    return ReadonlyObjectAction(type, options);
}
// ------------------------------------------------------------------
// Alias
// ------------------------------------------------------------------
/**
 * This type has been renamed to ReadonlyObject.
 * @deprecated
*/
const ReadonlyType = ReadonlyObject;

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_array.mjs
// deno-fmt-ignore-file


function readonly_object_from_array_FromArray(type) {
    const result = AddImmutable(_Array_(type));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_cyclic.mjs
// deno-fmt-ignore-file




function readonly_object_from_cyclic_FromCyclic(defs, ref) {
    const target = CyclicTarget(defs, ref);
    const partial = readonly_object_from_type_FromType(target);
    const result = Cyclic(Assign(defs, { [ref]: partial }), ref);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_dependent.mjs
// deno-fmt-ignore-file


function readonly_object_from_dependent_FromDependent(if_, then_, else_) {
    const evaluated = EvaluateDependent(if_, then_, else_);
    const result = readonly_object_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_intersect.mjs
// deno-fmt-ignore-file


function readonly_object_from_intersect_FromIntersect(types) {
    const evaluated = EvaluateIntersect(types);
    const result = readonly_object_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_object.mjs
// deno-fmt-ignore-file



function readonly_object_from_object_FromObject(properties) {
    const mapped = Keys(properties).reduce((result, left) => {
        return { ...result, [left]: AddReadonly(properties[left]) };
    }, {});
    const result = _Object_(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_tuple.mjs
// deno-fmt-ignore-file


function readonly_object_from_tuple_FromTuple(types) {
    const result = AddImmutable(Tuple(types));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_union.mjs
// deno-fmt-ignore-file


function readonly_object_from_union_FromUnion(types) {
    const result = types.map(type => readonly_object_from_type_FromType(type));
    return Union(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_type.mjs
// deno-fmt-ignore-file














function readonly_object_from_type_FromType(type) {
    return (array_IsArray(type) ? readonly_object_from_array_FromArray(type.items) :
        IsCyclic(type) ? readonly_object_from_cyclic_FromCyclic(type.$defs, type.$ref) :
            IsDependent(type) ? readonly_object_from_dependent_FromDependent(type.if, type.then, type.else) :
                IsIntersect(type) ? readonly_object_from_intersect_FromIntersect(type.allOf) :
                    object_IsObject(type) ? readonly_object_from_object_FromObject(type.properties) :
                        IsTuple(type) ? readonly_object_from_tuple_FromTuple(type.items) :
                            IsUnion(type) ? readonly_object_from_union_FromUnion(type.anyOf) :
                                type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs
// deno-fmt-ignore-file




function ReadonlyObjectAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(readonly_object_from_type_FromType(type), {}, options)
        : ReadonlyObjectDeferred(type);
    return result;
}
function ReadonlyObjectInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return ReadonlyObjectAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/ref/instantiate.mjs
// deno-fmt-ignore-file


function RefInstantiate(context, state, type, ref) {
    return (state.visited.includes(ref)
        ? type
        : ref in context
            ? InstantiateType(context, State(state['callstack'], [...state['visited'], ref]), context[ref])
            : type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_cyclic.mjs
// deno-fmt-ignore-file




function required_from_cyclic_FromCyclic(defs, ref) {
    const target = CyclicTarget(defs, ref);
    const partial = required_from_type_FromType(target);
    const result = Cyclic(Assign(defs, { [ref]: partial }), ref);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_dependent.mjs
// deno-fmt-ignore-file


function required_from_dependent_FromDependent(if_, then_, else_) {
    const evaluated = EvaluateDependent(if_, then_, else_);
    const result = required_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_intersect.mjs
// deno-fmt-ignore-file


function required_from_intersect_FromIntersect(types) {
    const evaluated = EvaluateIntersect(types);
    const result = required_from_type_FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_union.mjs
// deno-fmt-ignore-file


function required_from_union_FromUnion(types) {
    const result = types.map(type => required_from_type_FromType(type));
    return Union(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_optional.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveOptional action. */
function RemoveOptionalDeferred(type, options = {}) {
    return deferred_Deferred('RemoveOptional', [type], options);
}
/** Applies an RemoveOptional action to a type. */
function RemoveOptional(type, options = {}) {
    return RemoveOptionalAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_object.mjs
// deno-fmt-ignore-file



function required_from_object_FromObject(properties) {
    const mapped = Keys(properties).reduce((result, left) => {
        return { ...result, [left]: RemoveOptional(properties[left]) };
    }, {});
    const result = _Object_(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function required_from_type_FromType(type) {
    return (IsCyclic(type) ? required_from_cyclic_FromCyclic(type.$defs, type.$ref) :
        IsDependent(type) ? required_from_dependent_FromDependent(type.if, type.then, type.else) :
            IsIntersect(type) ? required_from_intersect_FromIntersect(type.allOf) :
                IsUnion(type) ? required_from_union_FromUnion(type.anyOf) :
                    object_IsObject(type) ? required_from_object_FromObject(type.properties) :
                        _Object_({}));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/required.mjs
// deno-fmt-ignore-file


/** Creates a deferred Required action. */
function RequiredDeferred(type, options = {}) {
    return deferred_Deferred('Required', [type], options);
}
/** Applies a Required action to the given type. */
function Required(type, options = {}) {
    return RequiredAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs
// deno-fmt-ignore-file




function RequiredAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(required_from_type_FromType(type), {}, options)
        : RequiredDeferred(type, options);
    return result;
}
function RequiredInstantiate(context, state, type, options) {
    const instaniatedType = InstantiateType(context, state, type);
    return RequiredAction(instaniatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/return_type.mjs
// deno-fmt-ignore-file


/** Creates a deferred ReturnType action. */
function ReturnTypeDeferred(type, options = {}) {
    return deferred_Deferred('ReturnType', [type], options);
}
/** Applies a ReturnType action to the given type. */
function ReturnType(type, options = {}) {
    return ReturnTypeAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/return_type/instantiate.mjs
// deno-fmt-ignore-file





function ReturnTypeOperation(type) {
    return (function_IsFunction(type)
        ? type['returnType']
        : Never());
}
function ReturnTypeAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(ReturnTypeOperation(type), {}, options)
        : ReturnTypeDeferred(type, options);
    return result;
}
function ReturnTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = InstantiateType(context, state, type);
    return ReturnTypeAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/with.mjs
// deno-fmt-ignore-file


/** Creates a deferred With action. */
function WithDeferred(type, options) {
    return deferred_Deferred('With', [type, options], {});
}
/** Applies annotation options to the given type. */
function with_With(type, options) {
    return WithAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/with/instantiate.mjs
// deno-fmt-ignore-file



function WithAction(type, options) {
    const result = CanInstantiate([type])
        ? Update(type, {}, options)
        : WithDeferred(type, options);
    return result;
}
function WithInstantiate(context, state, type, options) {
    const instaniatedType = InstantiateType(context, state, type);
    return WithAction(instaniatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/rest/spread.mjs
// deno-fmt-ignore-file





function SpreadElement(type) {
    const result = (IsRest(type) ? (IsTuple(type.items) ? RestSpread(type.items.items) :
        IsInfer(type.items) ? [type] :
            IsRef(type.items) ? [type] :
                [Never()]) : [type]);
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
    return ShiftLeft(types, (left, right) => IsRef(left)
        ? false
        : CanInstantiate(right), () => true);
}
function InstantiateProperties(context, state, properties) {
    return Keys(properties).reduce((result, key) => {
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
    const withOptional = IsOptional(type) ? AddOptionalAction(instantiatedType, {}) : instantiatedType;
    const withReadonly = IsReadonly(type) ? AddReadonlyAction(withOptional, {}) : withOptional;
    const withImmutable = IsImmutable(type) ? AddImmutableAction(withReadonly, {}) : withReadonly;
    return withImmutable;
}
function InstantiateDeferred(context, state, action, parameters, options) {
    return (
    // Modifiers
    IsEqual(action, 'AddImmutable') ? AddImmutableInstantiate(context, state, parameters[0], options) :
        IsEqual(action, 'RemoveImmutable') ? RemoveImmutableInstantiate(context, state, parameters[0], options) :
            IsEqual(action, 'AddReadonly') ? AddReadonlyInstantiate(context, state, parameters[0], options) :
                IsEqual(action, 'RemoveReadonly') ? RemoveReadonlyInstantiate(context, state, parameters[0], options) :
                    IsEqual(action, 'AddOptional') ? AddOptionalInstantiate(context, state, parameters[0], options) :
                        IsEqual(action, 'RemoveOptional') ? RemoveOptionalInstantiate(context, state, parameters[0], options) :
                            // Actions
                            IsEqual(action, 'Capitalize') ? CapitalizeInstantiate(context, state, parameters[0], options) :
                                IsEqual(action, 'Conditional') ? ConditionalInstantiate(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                    IsEqual(action, 'ConstructorParameters') ? ConstructorParametersInstantiate(context, state, parameters[0], options) :
                                        IsEqual(action, 'Evaluate') ? EvaluateInstantiate(context, state, parameters[0], options) :
                                            IsEqual(action, 'Exclude') ? ExcludeInstantiate(context, state, parameters[0], parameters[1], options) :
                                                IsEqual(action, 'Extract') ? ExtractInstantiate(context, state, parameters[0], parameters[1], options) :
                                                    IsEqual(action, 'Index') ? IndexInstantiate(context, state, parameters[0], parameters[1], options) :
                                                        IsEqual(action, 'InstanceType') ? InstanceTypeInstantiate(context, state, parameters[0], options) :
                                                            IsEqual(action, 'Interface') ? InterfaceInstantiate(context, state, parameters[0], parameters[1], options) :
                                                                IsEqual(action, 'KeyOf') ? KeyOfInstantiate(context, state, parameters[0], options) :
                                                                    IsEqual(action, 'Lowercase') ? LowercaseInstantiate(context, state, parameters[0], options) :
                                                                        IsEqual(action, 'Mapped') ? MappedInstantiate(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                                                            IsEqual(action, 'Module') ? ModuleInstantiate(context, state, parameters[0], options) :
                                                                                IsEqual(action, 'NonNullable') ? NonNullableInstantiate(context, state, parameters[0], options) :
                                                                                    IsEqual(action, 'Pick') ? PickInstantiate(context, state, parameters[0], parameters[1], options) :
                                                                                        IsEqual(action, 'Parameters') ? ParametersInstantiate(context, state, parameters[0], options) :
                                                                                            IsEqual(action, 'Partial') ? PartialInstantiate(context, state, parameters[0], options) :
                                                                                                IsEqual(action, 'Omit') ? OmitInstantiate(context, state, parameters[0], parameters[1], options) :
                                                                                                    IsEqual(action, 'ReadonlyObject') ? ReadonlyObjectInstantiate(context, state, parameters[0], options) :
                                                                                                        IsEqual(action, 'Record') ? RecordInstantiate(context, state, parameters[0], parameters[1], options) :
                                                                                                            IsEqual(action, 'Required') ? RequiredInstantiate(context, state, parameters[0], options) :
                                                                                                                IsEqual(action, 'ReturnType') ? ReturnTypeInstantiate(context, state, parameters[0], options) :
                                                                                                                    IsEqual(action, 'TemplateLiteral') ? TemplateLiteralInstantiate(context, state, parameters[0], options) :
                                                                                                                        IsEqual(action, 'Uncapitalize') ? UncapitalizeInstantiate(context, state, parameters[0], options) :
                                                                                                                            IsEqual(action, 'Uppercase') ? UppercaseInstantiate(context, state, parameters[0], options) :
                                                                                                                                IsEqual(action, 'With') ? WithInstantiate(context, state, parameters[0], parameters[1]) :
                                                                                                                                    deferred_Deferred(action, parameters, options));
}
function InstantiateImmediate(context, state, type) {
    const instantiatedType = (IsRef(type) ? RefInstantiate(context, state, type, type.$ref) :
        array_IsArray(type) ? _Array_(InstantiateType(context, state, type.items), ArrayOptions(type)) :
            IsCall(type) ? CallInstantiate(context, state, type.target, type.arguments) :
                constructor_IsConstructor(type) ? Constructor(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.instanceType), ConstructorOptions(type)) :
                    function_IsFunction(type) ? _Function_(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.returnType), FunctionOptions(type)) :
                        IsDependent(type) ? Dependent(InstantiateType(context, state, type.if), InstantiateType(context, state, type.then), InstantiateType(context, state, type.else), DependentOptions(type)) :
                            IsIntersect(type) ? Intersect(InstantiateTypes(context, state, type.allOf), IntersectOptions(type)) :
                                object_IsObject(type) ? _Object_(InstantiateProperties(context, state, type.properties), ObjectOptions(type)) :
                                    IsRecord(type) ? RecordFromPattern(RecordPattern(type), InstantiateType(context, state, RecordValue(type))) :
                                        IsRest(type) ? Rest(InstantiateType(context, state, type.items)) :
                                            IsTuple(type) ? Tuple(InstantiateElements(context, state, type.items), TupleOptions(type)) :
                                                IsUnion(type) ? Union(InstantiateTypes(context, state, type.anyOf), UnionOptions(type)) :
                                                    type);
    const withModifiers = WithModifiers(type, instantiatedType);
    return withModifiers;
}
function InstantiateType(context, state, type) {
    const result = IsDeferred(type)
        ? InstantiateDeferred(context, state, type.action, type.parameters, type.options)
        : InstantiateImmediate(context, state, type);
    return result;
}
/** Instantiates computed schematics using the given context and type. */
function Instantiate(context, type) {
    return InstantiateType(context, State([], []), type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_add.mjs
// deno-fmt-ignore-file


function AddImmutableAction(type, options) {
    const result = Update(type, { '~immutable': true }, options);
    return result;
}
function AddImmutableInstantiate(context, state, type, options) {
    const instantiatedType = InstantiateType(context, state, type);
    return AddImmutableAction(instantiatedType, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_add_immutable.mjs
// deno-fmt-ignore-file


/** Creates a deferred AddImmutable action. */
function AddImmutableDeferred(type, options = {}) {
    return deferred_Deferred('AddImmutable', [type], options);
}
/** Applies an AddImmutable action to a type. */
function AddImmutable(type, options = {}) {
    return AddImmutableAction(type, options);
}

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

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_readonly.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveReadonly action. */
function RemoveReadonlyDeferred(type, options = {}) {
    return deferred_Deferred('RemoveReadonly', [type], options);
}
/** Applies an RemoveReadonly action to a type. */
function RemoveReadonly(type, options = {}) {
    return RemoveReadonlyAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/evaluate.mjs
// deno-fmt-ignore-file


/** Creates a deferred Evaluate action. */
function EvaluateDeferred(type, options = {}) {
    return deferred_Deferred('Evaluate', [type], options);
}
/** Applies an Evaluate action to a type. */
function evaluate_Evaluate(type, options = {}) {
    return EvaluateAction(type, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/module.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Module action. */
function ModuleDeferred(declarations, options = {}) {
    return deferred_Deferred('Module', [declarations], options);
}
/** Creates a Module with the given declarations */
function module_Module(declarations, options = {}) {
    return ModuleInstantiate({}, State([], []), declarations, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/index.mjs































;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/exclude/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/helpers/index.mjs




;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instance_type/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/interface/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/module/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/non_nullable/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/parameters/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/patterns/index.mjs



;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/priority/priority.mjs
// deno-fmt-ignore-file


function Comparer(left, right) {
    const compareResult = Compare(left, right);
    return (Guard.IsEqual(compareResult, CompareResultRightInside) ? 1 :
        Guard.IsEqual(compareResult, CompareResultDisjoint) ? 1 :
            0);
}
function Insert(type, types, result = []) {
    return Guard.ShiftLeft(types, (left, right) => Guard.IsEqual(Comparer(type, left), 1)
        ? Insert(type, right, [...result, left])
        : [...result, type, ...types], () => [...result, type]);
}
function Sort(types, result = []) {
    return Guard.ShiftLeft(types, (left, right) => Sort(right, Insert(left, result)), () => result);
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


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/ref/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/return_type/index.mjs


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







;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/with/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/index.mjs
// ------------------------------------------------------------------
// Engine: Public
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Engine: Internals
// ------------------------------------------------------------------































;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/script.mjs
// deno-lint-ignore-file
// deno-fmt-ignore-file







/** Parses a type from a TypeScript type expression */
function script_Script(...args) {
    const [context, input, options] = Match(args, {
        2: (script, options) => IsString(script) ? [{}, script, options] : [script, options, {}],
        3: (context, script, options) => [context, script, options],
        1: (script) => [{}, script, {}],
    });
    const result = Script(input);
    const parsed = IsArray(result) && IsEqual(result.length, 2)
        ? InstantiateType(context, State([], []), result[0])
        : Never();
    return Update(parsed, {}, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/index.mjs


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


/***/ })

};
