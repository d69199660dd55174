export const id = 276;
export const ids = [276];
export const modules = {

/***/ 80276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CutoverResult: () => (/* reexport */ types/* CutoverResult */.s1),
  DiscardResult: () => (/* reexport */ types/* DiscardResult */.qO),
  Notes: () => (/* reexport */ Notes),
  RollbackResult: () => (/* reexport */ types/* RollbackResult */.qg),
  checkDelta: () => (/* binding */ checkDelta),
  infoOf: () => (/* reexport */ infoOf),
  metadataOf: () => (/* reexport */ metadataOf),
  revisionAnswer: () => (/* reexport */ revisionAnswer),
  revisionList: () => (/* reexport */ revisionList),
  sizeAnswer: () => (/* binding */ sizeAnswer)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/index.mjs + 1 modules
var build = __webpack_require__(35007);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/types.js
var types = __webpack_require__(63457);
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
    const e = readAs(types/* RevisionEntry */.m0, v, notes, path);
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
    const md = readAs(types/* Metadata */.OS, v, notes);
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
    const read = readAs(types/* InfoEvent */.b6, info, notes) ?? {};
    return { ...read, metadata: read.metadata ?? {} };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/uploads.js
var uploads = __webpack_require__(92722);
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
    const { worthHashing, encodings = [] } = readAs(uploads/* UploadSizeAnswer */.J$, answer, notes) ?? {};
    return worthHashing && !notes.absent.has('worthHashing') ? { worthHashing, encodings } : undefined;
}
/** What a delta cannot be used without (an expiry may be absent: the delta then lasts). */
const DeltaCore = build/* Type.Pick */.ZUJ.Pick(uploads/* UploadDelta */.iz, ['id', 'missing', 'expiresAt']);
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
    const { reusedFiles, reusedBytes, encodings } = readAs(uploads/* UploadDelta */.iz, answer, notes) ?? {};
    notes.absent.delete('expiresAt');
    for (const key of Object.keys(answer))
        if (!Object.hasOwn(uploads/* UploadDelta */.iz.properties, key))
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
