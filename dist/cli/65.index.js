export const id = 65;
export const ids = [65];
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
