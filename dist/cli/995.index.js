export const id = 995;
export const ids = [995];
export const modules = {

/***/ 86984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $c: () => (/* binding */ LoginPoll),
/* harmony export */   Bp: () => (/* binding */ VerificationResult),
/* harmony export */   Cy: () => (/* binding */ UploadListing),
/* harmony export */   Hu: () => (/* binding */ ProjectSubscription),
/* harmony export */   J$: () => (/* binding */ UploadSizeAnswer),
/* harmony export */   Jm: () => (/* binding */ PortalForm),
/* harmony export */   Ju: () => (/* binding */ CertsResult),
/* harmony export */   LH: () => (/* binding */ InviteResult),
/* harmony export */   LJ: () => (/* binding */ SubscriptionResult),
/* harmony export */   Nt: () => (/* binding */ CheckoutForm),
/* harmony export */   QU: () => (/* binding */ RevokeResult),
/* harmony export */   Qt: () => (/* binding */ MsgAnswer),
/* harmony export */   RP: () => (/* binding */ CardChange),
/* harmony export */   X8: () => (/* binding */ DomainStatus),
/* harmony export */   Xk: () => (/* binding */ Health),
/* harmony export */   Yy: () => (/* binding */ PlanChange),
/* harmony export */   bN: () => (/* binding */ SignInForm),
/* harmony export */   bh: () => (/* binding */ CollaboratorList),
/* harmony export */   ge: () => (/* binding */ PlansResult),
/* harmony export */   iz: () => (/* binding */ UploadDelta),
/* harmony export */   kC: () => (/* binding */ LoginSession),
/* harmony export */   kO: () => (/* binding */ RootLinks),
/* harmony export */   n7: () => (/* binding */ MfaLink),
/* harmony export */   sZ: () => (/* binding */ BillingLink),
/* harmony export */   zF: () => (/* binding */ PlatformStats)
/* harmony export */ });
/* unused harmony exports Invite, LinkResult, UploadDeltaFile */
/* harmony import */ var typebox__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35007);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64714);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63457);
/**
 * Response shapes of the API's other endpoints (account, collaborators, DNS, certificates, analytics, upload
 * plans, \u2026), beside the core ones in types.ts. Shapes follow the spec's part 2 tables and, where it says "not shown", what the official CLI and SDK read (docs/surge-protocol.md \u00a74/\u00a75).
 * Fields the spec leaves unnamed are typed loosely on purpose.
 */



const str = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String();
const strings = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(str);
const int = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer();
const iso = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ format: 'date-time' });
const opt = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Optional */ .ZUJ.Optional;
/** `POST /verification`. */
const VerificationResult = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    verified: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean(),
    sent: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean()),
    email: opt(str),
    msg: opt(str),
    delivery: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('smtp'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('outbox')], {
        description: 'outbox: no SMTP on this server, the mail waits for its operator (`msg` says so; sitepub)',
    })),
});
/** One collaborator invited by `POST /:domain/collaborators` (or a deploy's `add` header). */
const Invite = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    domain: str,
    email: str,
    invite: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'what the invitation gives, as the official CLI prints it' }),
    /** `sent` (new collaborator, mail sent), `member` (already one), `owner`, `failed` (see `reason`). */
    status: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('sent'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('member'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('owner'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('failed'),
    ]),
    reason: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'why it failed, e.g. "not a valid email address"' })),
});
const InviteResult = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ invites: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(Invite) });
/** `GET /:domain/collaborators` (sitepub). */
const CollaboratorList = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    domain: str,
    collaborators: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ email: str, created_at: iso })),
});
/** `DELETE /:domain/collaborators`. */
const RevokeResult = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    successes: strings,
    fails: strings,
    details: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Record */ .ZUJ.Record(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String(), { description: 'email \u2192 why it failed' }),
});
/** `POST /upgrade/link`, `POST /billing/link`: a page for a browser, valid until `expires_at`. */
const BillingLink = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ url: str, expires_at: iso });
/** `POST /mfa/session`. */
const MfaLink = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ url: str, msg: str });
const LinkResult = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([BillingLink, MfaLink]);
/** `GET /:domain/certs`. */
const CertsResult = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ domain: str, certs: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .CertInfo */ .pr) });
/** `GET /:domain/status`: where a custom domain stands. */
const DomainStatus = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({
    domain: str,
    status: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('waiting on dns'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('offline'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('securing'),
        typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('live'),
    ]),
    action: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'what to do next' }),
    https: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean({ description: 'a valid certificate is held' }),
    reason: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'why the status is not live' })),
    rev: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'live revision (status live)' })),
    forceHttps: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean()),
    dns: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ via: opt(str) })),
    records: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ cname: str, a: strings, ns: strings }, { description: 'the DNS records a custom domain needs' }),
});
/** `POST /login/session`: a browser login (device flow). */
const LoginSession = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    uuid: str,
    poll: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'the secret to poll with' }),
    code: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'shown in the terminal and on the page, to compare' }),
    url: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'the page to open in a browser' }),
    expires_in: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'seconds' }),
    interval: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'seconds between polls' }),
});
/** `POST /login/session/:uuid/poll`. */
const LoginPoll = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    status: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('pending'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('approved'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('gone')]),
    email: opt(str),
    token: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'a fresh API token (status approved, once)' })),
});
/** Browser forms (`application/x-www-form-urlencoded`): the sign-in page of a login session. */
const SignInForm = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ email: opt(str), password: opt(str) });
/** The checkout page (a card token) and the billing portal (a card token and a plan). */
const CheckoutForm = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ token: opt(str) });
const PortalForm = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ token: opt(str), plan: opt(str) });
/** `GET /healthz` (public): for load balancers and process supervisors. */
const Health = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    ok: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Boolean */ .ZUJ.Boolean(),
    edges: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'edges the server distributes to' }),
    uptime: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: 'seconds since the process started' }),
});
/** `GET /` answered to a client that is not a browser: where to go. */
const RootLinks = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    api: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'this API (the endpoint clients use)' }),
    dashboard: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(str, { description: 'the web dashboard; null when it is off' }),
    docs: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.String */ .ZUJ.String({ description: 'the API reference (OpenAPI)' }),
    messages: strings,
});
/** `{msg}`, and possibly more (a teardown's `instances`, \u2026). */
const MsgAnswer = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({ msg: str });
/** `GET /plans`, `GET /:domain/plans`. The real service's list is `plans`; the reference server's is `list`. */
const PlansResult = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    list: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_, { description: "the plans (the reference server's name)" })),
    plans: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_, { description: "the plans (the real service's name; not sent here)" })),
    current: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_)),
    card: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Card */ .Zp)),
    stripe_pk: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(str, { description: "the payment provider's publishable key" })),
    provider: opt(str),
    domain: opt(str),
});
/** `PUT /plan`, `PUT /:domain/plan`. */
const PlanChange = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ msg: str, plan: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_ });
/** `PUT /card`. */
const CardChange = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({ msg: str, card: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .Card */ .Zp });
const subscriptionState = {
    subscription: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .open */ .ho)({
        id: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(str)),
        plan: opt(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_),
        status: opt(str),
        current_period_end: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(str)),
        card: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Card */ .Zp)),
    }), { description: 'null without an active subscription' }),
    plan: opt(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Plan */ .L_),
    card: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .Card */ .Zp)),
    stripe_pk: opt((0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)(str)),
};
/** `GET /subscription` (surge-sdk). */
const SubscriptionResult = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)(subscriptionState);
/** `GET /:domain/subscription`: a project's paywall state. */
const ProjectSubscription = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .closed */ .$h)({
    domain: str,
    type: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Union */ .ZUJ.Union([typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('subscription'), typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Literal */ .ZUJ.Literal('free')]),
    perks: strings,
    ...subscriptionState,
});
/** `GET /stats` (public). */
const PlatformStats = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({
    projects: opt(int),
    deployments: opt(int),
    /** Sic: the real service's spelling. */
    deployemnts: opt(typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Integer */ .ZUJ.Integer({ description: "sic: the real service's spelling" })),
    bytes: opt(int),
    files: opt(int),
    accounts: opt(int),
    edges: opt(int),
});
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
const UploadListing = typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Object */ .ZUJ.Object({ files: typebox__WEBPACK_IMPORTED_MODULE_0__/* .Type.Array */ .ZUJ.Array(UploadDeltaFile, { maxItems: _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILES */ .BE }) }, { additionalProperties: false });
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
    id: str,
    /** Paths the archive must hold (sorted); every other listed file the server already holds for this account. */
    missing: strings,
    /** When the delta expires (ms since epoch). */
    expiresAt: int,
    /** The reference server also says how much it reuses (optional). */
    reusedFiles: opt(int),
    reusedBytes: opt(int),
    encodings: opt(encodings),
});


/***/ }),

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

/***/ })

};
