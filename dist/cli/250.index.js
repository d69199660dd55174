export const id = 250;
export const ids = [250];
export const modules = {

/***/ 3250:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PlansFileError: () => (/* binding */ PlansFileError),
/* harmony export */   parsePlansText: () => (/* binding */ parsePlansText)
/* harmony export */ });
/* unused harmony export parsePlans */
/* harmony import */ var _protocol_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64714);
/* harmony import */ var _plans_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29687);
/**
 * `sitepub serve --plans FILE`: the operator's plan catalogue as JSON, checked here (pure) with one error that
 * names the bad field (`plans[1].limits.maxBytes`) and the form it needs. The file is an array of plans, or
 * `{"plans": [...]}`:
 *
 *   [{"id": "free", "name": "Free", "amount": 0, "interval": "month",
 *     "limits": {"maxFiles": 10100, "maxBytes": 1000000000, "customCertificates": true},
 *     "perks": ["Projects up to 1 GB"]}]
 *
 * `amount` is in cents per `interval`; `friendlyAmount`, `perks`, `interval` have defaults. Limits above the
 * server's hard caps (spec part 8, src/protocol/limits.ts) are refused: the caps apply to every plan.
 */


class PlansFileError extends Error {
    name = 'PlansFileError';
    /** The bad field, e.g. `plans[0].limits.maxBytes`. */
    field;
    constructor(field, message) {
        super(`${field}: ${message}`);
        this.field = field;
    }
}
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const KNOWN = new Set([
    'id',
    'name',
    'amount',
    'friendlyAmount',
    'interval',
    'perks',
    'limits',
    'trial_period_days',
]);
const KNOWN_LIMITS = new Set(['maxFiles', 'maxBytes', 'customCertificates']);
function count(v, field, max, unit) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
        throw new PlansFileError(field, `must be a whole number of ${unit} above 0, got ${JSON.stringify(v)}`);
    if (v > max)
        throw new PlansFileError(field, `${v} is above the server's hard cap of ${max} ${unit} per project (spec part 8), which applies to every plan`);
    return v;
}
function text(v, field) {
    if (typeof v !== 'string' || v.trim() === '' || v.length > 200)
        throw new PlansFileError(field, `must be a non-empty string (at most 200 characters), got ${JSON.stringify(v)}`);
    return v;
}
function planAt(raw, i) {
    const at = `plans[${i}]`;
    if (!isObject(raw))
        throw new PlansFileError(at, 'must be an object {id, name, amount, limits, \u2026}');
    for (const key of Object.keys(raw))
        if (!KNOWN.has(key))
            throw new PlansFileError(`${at}.${key}`, `unknown field; known fields: ${[...KNOWN].join(', ')}`);
    const id = raw.id;
    if (typeof id !== 'string' || !ID.test(id))
        throw new PlansFileError(`${at}.id`, `must be lower-case letters, digits, - or _ (e.g. "free", "team"), got ${JSON.stringify(id)}`);
    const name = text(raw.name, `${at}.name`);
    const amount = raw.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0)
        throw new PlansFileError(`${at}.amount`, `must be a whole number of cents, 0 or more, got ${JSON.stringify(amount)}`);
    const interval = raw.interval ?? 'month';
    if (interval !== 'month' && interval !== 'year')
        throw new PlansFileError(`${at}.interval`, `must be "month" or "year", got ${JSON.stringify(interval)}`);
    const perks = raw.perks ?? [];
    if (!Array.isArray(perks) || perks.some((p) => typeof p !== 'string'))
        throw new PlansFileError(`${at}.perks`, 'must be an array of strings');
    const trial = raw.trial_period_days;
    if (trial !== undefined && (typeof trial !== 'number' || !Number.isInteger(trial) || trial < 0))
        throw new PlansFileError(`${at}.trial_period_days`, 'must be a whole number of days, 0 or more');
    const limits = raw.limits;
    if (!isObject(limits))
        throw new PlansFileError(`${at}.limits`, 'must be an object {maxFiles, maxBytes, customCertificates}');
    for (const key of Object.keys(limits))
        if (!KNOWN_LIMITS.has(key))
            throw new PlansFileError(`${at}.limits.${key}`, `unknown limit; known limits: ${[...KNOWN_LIMITS].join(', ')}`);
    const custom = limits.customCertificates ?? false;
    if (typeof custom !== 'boolean')
        throw new PlansFileError(`${at}.limits.customCertificates`, 'must be true or false');
    const friendly = raw.friendlyAmount ?? `$${(amount / 100).toFixed(amount % 100 === 0 ? 0 : 2)}`;
    return {
        id,
        name,
        amount,
        friendlyAmount: text(friendly, `${at}.friendlyAmount`),
        interval,
        ...(trial !== undefined ? { trial_period_days: trial } : {}),
        perks: perks,
        limits: {
            maxFiles: count(limits.maxFiles, `${at}.limits.maxFiles`, _protocol_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_FILES */ .BE, 'files'),
            maxBytes: count(limits.maxBytes, `${at}.limits.maxBytes`, _protocol_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PROJECT_BYTES */ .H_, 'bytes'),
            customCertificates: custom,
        },
        metadata: { regions: '' },
        dummy: amount === 0,
    };
}
/** The plans of a `--plans` file's parsed JSON, or a PlansFileError naming the first bad field. */
function parsePlans(json) {
    const list = isObject(json) ? json.plans : json;
    const where = isObject(json) ? 'plans' : '(top level)';
    if (!Array.isArray(list) || list.length === 0)
        throw new PlansFileError(where, 'must be a non-empty array of plans (or {"plans": [...]})');
    const plans = list.map(planAt);
    const seen = new Set();
    plans.forEach((p, i) => {
        if (seen.has(p.id))
            throw new PlansFileError(`plans[${i}].id`, `"${p.id}" is used by an earlier plan`);
        seen.add(p.id);
    });
    if (!seen.has(_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .FREE_PLAN_ID */ .pS))
        throw new PlansFileError('plans', `needs a plan with id "${_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .FREE_PLAN_ID */ .pS}": the plan every new account starts on`);
    return plans;
}
/** The plans of a `--plans` file's text (a JSON syntax error names the file's problem too). */
function parsePlansText(source) {
    let json;
    try {
        json = JSON.parse(source);
    }
    catch (err) {
        throw new PlansFileError('(file)', `is not JSON: ${err.message}`);
    }
    return parsePlans(json);
}


/***/ }),

/***/ 29687:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ publicPlan),
/* harmony export */   O7: () => (/* binding */ overLimitReason),
/* harmony export */   pS: () => (/* binding */ FREE_PLAN_ID),
/* harmony export */   yT: () => (/* binding */ defaultPlans)
/* harmony export */ });
/* harmony import */ var _views_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78087);

const FREE_PLAN_ID = 'free';
function defaultPlans() {
    return [
        {
            id: FREE_PLAN_ID,
            name: 'Free',
            amount: 0,
            friendlyAmount: '$0',
            interval: 'month',
            perks: [
                'Unlimited projects',
                'Managed HTTPS certificates',
                'Preview URL for every revision',
                'Projects up to 200 MB',
            ],
            limits: { maxFiles: 10_100, maxBytes: 200 * 1000 * 1000, customCertificates: false },
            metadata: { regions: '' },
            dummy: true,
        },
        {
            id: 'standard',
            name: 'Standard',
            amount: 1300,
            friendlyAmount: '$13',
            interval: 'month',
            trial_period_days: 0,
            perks: ['Everything in Free', 'Custom SSL certificates', 'Projects up to 450 MB', 'Priority support'],
            limits: { maxFiles: 10_100, maxBytes: 450 * 1000 * 1000, customCertificates: true },
            metadata: { regions: '' },
            dummy: false,
        },
    ];
}
/** Wire form of a plan (the limits stay server-side but are summarised in perks). */
function publicPlan(p, current) {
    const { limits: _limits, ...rest } = p;
    return { ...rest, current, paid: p.amount > 0 };
}
const files = (n) => `${n.toLocaleString('en-US')} file${n === 1 ? '' : 's'}`;
/**
 * Why a project needs another plan, in words (the `reason` of a `collect` line, a sitepub extension): what the
 * project holds beyond which limit of the account's plan, and what the plan offered allows.
 */
function overLimitReason(current, offered, project) {
    const over = [];
    if (project.projectSize > current.limits.maxBytes)
        over.push(`${(0,_views_words_js__WEBPACK_IMPORTED_MODULE_0__/* .friendlySize */ .dh)(project.projectSize)} is over its ${(0,_views_words_js__WEBPACK_IMPORTED_MODULE_0__/* .friendlySize */ .dh)(current.limits.maxBytes)}`);
    if (project.fileCount > current.limits.maxFiles)
        over.push(`${files(project.fileCount)} is over its ${files(current.limits.maxFiles)}`);
    return (`the project is over the ${current.name} plan's limits (${over.join('; ')}); the ${offered.name} plan ` +
        `allows ${(0,_views_words_js__WEBPACK_IMPORTED_MODULE_0__/* .friendlySize */ .dh)(offered.limits.maxBytes)} and ${files(offered.limits.maxFiles)}`);
}


/***/ }),

/***/ 78087:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ iso),
/* harmony export */   To: () => (/* binding */ timeAgoInWords),
/* harmony export */   dh: () => (/* binding */ friendlySize)
/* harmony export */ });
/** Human wording used in listings: sizes (decimal units) and "time ago". */
function friendlySize(bytes) {
    if (bytes < 1000)
        return `${bytes} B`;
    const units = ['kB', 'MB', 'GB', 'TB'];
    let v = bytes;
    let i = -1;
    do {
        v /= 1000;
        i++;
    } while (v >= 1000 && i < units.length - 1);
    return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}
function timeAgoInWords(then, now) {
    const s = Math.max(0, Math.round((now - then) / 1000));
    const plural = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    if (s < 45)
        return 'less than a minute ago';
    const m = Math.round(s / 60);
    if (m < 60)
        return plural(m, 'minute');
    const h = Math.round(m / 60);
    if (h < 24)
        return plural(h, 'hour');
    const d = Math.round(h / 24);
    if (d < 30)
        return plural(d, 'day');
    const mo = Math.round(d / 30.44);
    if (mo < 12)
        return plural(mo, 'month');
    return plural(Math.round(d / 365.25), 'year');
}
const iso = (ms) => (ms === null ? null : new Date(ms).toISOString());


/***/ })

};
