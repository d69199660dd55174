export const id = 238;
export const ids = [238];
export const modules = {

/***/ 99829:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

/*!
 * mime-db
 * Copyright(c) 2014 Jonathan Ong
 * Copyright(c) 2015-2022 Douglas Christopher Wilson
 * MIT Licensed
 */

/**
 * Module exports.
 */

module.exports = __webpack_require__(81813)


/***/ }),

/***/ 14096:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*!
 * mime-types
 * Copyright(c) 2014 Jonathan Ong
 * Copyright(c) 2015 Douglas Christopher Wilson
 * MIT Licensed
 */



/**
 * Module dependencies.
 * @private
 */

var db = __webpack_require__(99829)
var extname = (__webpack_require__(16928).extname)
var mimeScore = __webpack_require__(54062)

/**
 * Module variables.
 * @private
 */

var EXTRACT_TYPE_REGEXP = /^\s*([^;\s]*)(?:;|\s|$)/
var TEXT_TYPE_REGEXP = /^text\//i

/**
 * Module exports.
 * @public
 */

exports.charset = charset
exports.charsets = { lookup: charset }
exports.contentType = contentType
exports.extension = extension
exports.extensions = Object.create(null)
exports.lookup = lookup
exports.types = Object.create(null)
exports._extensionConflicts = []

// Populate the extensions/types maps
populateMaps(exports.extensions, exports.types)

/**
 * Get the default charset for a MIME type.
 *
 * @param {string} type
 * @return {false|string}
 */

function charset (type) {
  if (!type || typeof type !== 'string') {
    return false
  }

  // TODO: use media-typer
  var match = EXTRACT_TYPE_REGEXP.exec(type)
  var mime = match && db[match[1].toLowerCase()]

  if (mime && mime.charset) {
    return mime.charset
  }

  // default text/* to utf-8
  if (match && TEXT_TYPE_REGEXP.test(match[1])) {
    return 'UTF-8'
  }

  return false
}

/**
 * Create a full Content-Type header given a MIME type or extension.
 *
 * @param {string} str
 * @return {false|string}
 */

function contentType (str) {
  // TODO: should this even be in this module?
  if (!str || typeof str !== 'string') {
    return false
  }

  var mime = str.indexOf('/') === -1 ? exports.lookup(str) : str

  if (!mime) {
    return false
  }

  // TODO: use content-type or other module
  if (mime.indexOf('charset') === -1) {
    var charset = exports.charset(mime)
    if (charset) mime += '; charset=' + charset.toLowerCase()
  }

  return mime
}

/**
 * Get the default extension for a MIME type.
 *
 * @param {string} type
 * @return {false|string}
 */

function extension (type) {
  if (!type || typeof type !== 'string') {
    return false
  }

  // TODO: use media-typer
  var match = EXTRACT_TYPE_REGEXP.exec(type)

  // get extensions
  var exts = match && exports.extensions[match[1].toLowerCase()]

  if (!exts || !exts.length) {
    return false
  }

  return exts[0]
}

/**
 * Lookup the MIME type for a file path/extension.
 *
 * @param {string} path
 * @return {false|string}
 */

function lookup (path) {
  if (!path || typeof path !== 'string') {
    return false
  }

  // get the extension ("ext" or ".ext" or full path)
  var extension = extname('x.' + path)
    .toLowerCase()
    .slice(1)

  if (!extension) {
    return false
  }

  return exports.types[extension] || false
}

/**
 * Populate the extensions and types maps.
 * @private
 */

function populateMaps (extensions, types) {
  Object.keys(db).forEach(function forEachMimeType (type) {
    var mime = db[type]
    var exts = mime.extensions

    if (!exts || !exts.length) {
      return
    }

    // mime -> extensions
    extensions[type] = exts

    // extension -> mime
    for (var i = 0; i < exts.length; i++) {
      var extension = exts[i]
      types[extension] = _preferredType(extension, types[extension], type)

      // DELETE (eventually): Capture extension->type maps that change as a
      // result of switching to mime-score.  This is just to help make reviewing
      // PR #119 easier, and can be removed once that PR is approved.
      const legacyType = _preferredTypeLegacy(
        extension,
        types[extension],
        type
      )
      if (legacyType !== types[extension]) {
        exports._extensionConflicts.push([extension, legacyType, types[extension]])
      }
    }
  })
}

// Resolve type conflict using mime-score
function _preferredType (ext, type0, type1) {
  var score0 = type0 ? mimeScore(type0, db[type0].source) : 0
  var score1 = type1 ? mimeScore(type1, db[type1].source) : 0

  return score0 > score1 ? type0 : type1
}

// Resolve type conflict using pre-mime-score logic
function _preferredTypeLegacy (ext, type0, type1) {
  var SOURCE_RANK = ['nginx', 'apache', undefined, 'iana']

  var score0 = type0 ? SOURCE_RANK.indexOf(db[type0].source) : 0
  var score1 = type1 ? SOURCE_RANK.indexOf(db[type1].source) : 0

  if (
    exports.types[extension] !== 'application/octet-stream' &&
    (score0 > score1 ||
      (score0 === score1 &&
        exports.types[extension]?.slice(0, 12) === 'application/'))
  ) {
    return type0
  }

  return score0 > score1 ? type0 : type1
}


/***/ }),

/***/ 54062:
/***/ ((module) => {

// 'mime-score' back-ported to CommonJS

// Score RFC facets (see https://tools.ietf.org/html/rfc6838#section-3)
var FACET_SCORES = {
  'prs.': 100,
  'x-': 200,
  'x.': 300,
  'vnd.': 400,
  default: 900
}

// Score mime source (Logic originally from `jshttp/mime-types` module)
var SOURCE_SCORES = {
  nginx: 10,
  apache: 20,
  iana: 40,
  default: 30 // definitions added by `jshttp/mime-db` project?
}

var TYPE_SCORES = {
  // prefer application/xml over text/xml
  // prefer application/rtf over text/rtf
  application: 1,

  // prefer font/woff over application/font-woff
  font: 2,

  // prefer video/mp4 over audio/mp4 over application/mp4
  // See https://www.rfc-editor.org/rfc/rfc4337.html#section-2
  audio: 2,
  video: 3,

  default: 0
}

/**
 * Get each component of the score for a mime type.  The sum of these is the
 * total score.  The higher the score, the more "official" the type.
 */
module.exports = function mimeScore (mimeType, source = 'default') {
  if (mimeType === 'application/octet-stream') {
    return 0
  }

  const [type, subtype] = mimeType.split('/')

  const facet = subtype.replace(/(\.|x-).*/, '$1')

  const facetScore = FACET_SCORES[facet] || FACET_SCORES.default
  const sourceScore = SOURCE_SCORES[source] || SOURCE_SCORES.default
  const typeScore = TYPE_SCORES[type] || TYPE_SCORES.default

  // All else being equal prefer shorter types
  const lengthScore = 1 - mimeType.length / 100

  return facetScore + sourceScore + typeScore + lengthScore
}


/***/ }),

/***/ 38238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startEdge: () => (/* binding */ startEdge)
});

// UNUSED EXPORTS: buildEdge

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/data-dir.js
var data_dir = __webpack_require__(11635);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/data-lock.js
var data_lock = __webpack_require__(23165);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/packs.js
var packs = __webpack_require__(40324);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/fsync.js
var fsync = __webpack_require__(89892);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/disk.js
/**
 * Crash-safe file writes of the edge: everything lands in `<data>/tmp/` first, is fsynced, then renamed into
 * place (rename is atomic on one filesystem), and the directory is fsynced so the rename survives power loss.
 */




function tempName(tmpDir) {
    return (0,external_node_path_.join)(tmpDir, `${process.pid}-${Date.now()}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
}
async function fsyncDir(dir) {
    try {
        await (0,fsync/* fsyncPath */.H)(dir);
    }
    catch {
        // some filesystems refuse to open/fsync directories; the rename is still atomic
    }
}
/** Writes bytes to `target` atomically (temp + fsync + rename + dir fsync). */
async function writeFileAtomic(tmpDir, target, data) {
    const tmp = tempName(tmpDir);
    const fh = await (0,promises_.open)(tmp, 'wx', 0o644);
    try {
        await fh.writeFile(data);
        await fh.sync();
    }
    catch (err) {
        await fh.close();
        await (0,promises_.rm)(tmp, { force: true });
        throw err;
    }
    await fh.close();
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    await (0,promises_.rename)(tmp, target);
    await fsyncDir((0,external_node_path_.dirname)(target));
}
async function writeJsonAtomic(tmpDir, target, value) {
    await writeFileAtomic(tmpDir, target, JSON.stringify(value));
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/blob-store.js
/**
 * The edge's content-addressed blobs: `<data>/blobs/<sha256[0..2]>/<sha256>` plus precompressed siblings
 * `<sha256>.gz` and `<sha256>.br`. An incoming blob streams into a temp file while its sha256 is computed; it is
 * kept only if the hash and size match what the manifest promised (then fsync + rename). Which blobs and variants
 * exist is held in memory (read once at start-up), so the serving path never stats the disk.
 *
 * Edges next to their origin (`sitepub serve`) hard-link the origin's blobs instead. Small blobs the origin keeps
 * in a pack (src/store/blobs/packs.ts) are linked as the whole pack and its index, once per pack, into
 * `<data>/blobs/packs/`: a blob is then a byte range of the pack. A pack is unlinked when none of its blobs is
 * listed any more. Precompressed siblings of a packed blob are still files of their own beside its `key`.
 */






/**
 * A downloaded blob is written to its file in pieces of about this size: one write (a thread-pool round trip)
 * per MiB rather than one per piece of the HTTP body.
 */
const WRITE_BYTES = 1024 * 1024;
const SHA256 = /^[0-9a-f]{64}$/;
function isPacked(blob) {
    return blob.path !== blob.key;
}
/** The blob's bytes (its file, or its range of a pack). */
async function readBlob(blob) {
    if (!isPacked(blob))
        return (0,promises_.readFile)(blob.path);
    const fh = await (0,promises_.open)(blob.path, 'r');
    try {
        const buf = Buffer.allocUnsafe(blob.size);
        let got = 0;
        while (got < blob.size) {
            const { bytesRead } = await fh.read(buf, got, blob.size - got, blob.offset + got);
            if (bytesRead === 0)
                throw new Error(`pack ${(0,external_node_path_.basename)(blob.path)} ends inside blob ${blob.sha256}`);
            got += bytesRead;
        }
        return buf;
    }
    finally {
        await fh.close();
    }
}
/**
 * Hard-links `source` as `target`: 'linked', 'present' (an earlier link is there, with the same size), or null
 * when linking is not possible (the caller downloads).
 */
function blob_store_link(source, target, size) {
    try {
        (0,external_node_fs_.linkSync)(source, target);
        return 'linked';
    }
    catch (err) {
        if (err.code !== 'EEXIST')
            return null;
        return (0,external_node_fs_.statSync)(target, { throwIfNoEntry: false })?.size === size ? 'present' : null;
    }
}
class BlobMismatchError extends Error {
    constructor(message) {
        super(message);
        this.name = 'BlobMismatchError';
    }
}
class EdgeBlobStore {
    root;
    tmp;
    #blobs = new Map();
    /** Prefix folders known to exist (saves a mkdir per blob). */
    #dirs = new Set();
    /** Linked packs by their path in this store. */
    #packs = new Map();
    /** The same packs by the origin's path they were linked from (one link per pack and process). */
    #linked = new Map();
    /** Called after a blob is deleted (the edge drops its cached bodies). */
    onRemove = null;
    /**
     * `join(root, x)` is `#prefix + x` for a plain name x, and `packs/` is `#packsDir`: a blob's paths are built
     * without `path.join`, whose normalising pass showed in the distribution of sites of thousands of blobs.
     */
    #prefix;
    #packsDir;
    constructor(root, tmp) {
        this.root = root;
        this.tmp = tmp;
        this.#prefix = (0,external_node_path_.join)(root, 'x').slice(0, -1);
        this.#packsDir = (0,external_node_path_.join)(root, packs/* PACKS_DIR */.Lb);
    }
    /** Creates folders, clears crash leftovers in tmp, and indexes what is on disk. */
    async init() {
        await (0,promises_.mkdir)(this.root, { recursive: true });
        await (0,promises_.rm)(this.tmp, { recursive: true, force: true });
        await (0,promises_.mkdir)(this.tmp, { recursive: true });
        const variants = [];
        for (const prefix of await (0,promises_.readdir)(this.root)) {
            if (prefix === packs/* PACKS_DIR */.Lb)
                continue;
            const dir = (0,external_node_path_.join)(this.root, prefix);
            let names;
            try {
                names = await (0,promises_.readdir)(dir);
            }
            catch {
                continue;
            }
            for (const name of names) {
                if (SHA256.test(name)) {
                    const st = await (0,promises_.stat)((0,external_node_path_.join)(dir, name));
                    this.#blobs.set(name, this.#entry(name, st.size));
                }
                else
                    variants.push(name);
            }
        }
        await this.#loadPacks();
        for (const name of variants) {
            const m = /^([0-9a-f]{64})\.(gz|br)$/.exec(name);
            const blob = m && this.#blobs.get(m[1]);
            if (!blob) {
                await (0,promises_.rm)((0,external_node_path_.join)(this.root, name.slice(0, 2), name), { force: true });
                continue;
            }
            const path = `${blob.key}.${m[2]}`;
            const { size } = await (0,promises_.stat)(path);
            if (m[2] === 'gz')
                blob.gzip = { path, size };
            else
                blob.br = { path, size };
            blob.compressed = true;
        }
    }
    /**
     * Lists the blobs of every linked pack that are not known as files of their own, and removes what a crash
     * left half-linked (a pack without its index or an index without its pack) or a pack no blob is left in.
     */
    async #loadPacks() {
        for (const found of await (0,packs/* readPacks */.t8)(this.#packsDir)) {
            const pack = { path: found.path, index: found.index, size: found.size, live: 0, source: null };
            for (const [sha256, offset, size] of found.entries) {
                if (!this.#blobs.has(sha256))
                    this.#blobs.set(sha256, this.#packedEntry(sha256, size, pack, offset));
            }
            if (pack.live > 0)
                this.#packs.set(found.path, pack);
            else
                this.#unlinkPack(pack);
        }
    }
    #entry(sha256, size) {
        const key = this.#key(sha256);
        return { sha256, path: key, offset: 0, size, key, gzip: null, br: null, compressed: false };
    }
    /** A blob's own file: `<root>/<first two hex digits>/<sha256>` (also its name in the body cache). */
    #key(sha256) {
        return `${this.#prefix}${sha256.slice(0, 2)}/${sha256}`;
    }
    /** A blob at `offset` of `pack`, counted as one of the pack's live blobs. */
    #packedEntry(sha256, size, pack, offset) {
        pack.live++;
        const key = this.#key(sha256);
        return { sha256, path: pack.path, offset, size, key, gzip: null, br: null, compressed: false };
    }
    /** The folder whose entry names the blob's file (its prefix folder, or `packs` for a packed blob). */
    dirOf(sha256) {
        const blob = this.#blobs.get(sha256);
        if (blob && isPacked(blob))
            return this.#packsDir;
        return `${this.#prefix}${sha256.slice(0, 2)}`;
    }
    get(sha256) {
        return this.#blobs.get(sha256);
    }
    has(sha256) {
        return this.#blobs.has(sha256);
    }
    shas() {
        return this.#blobs.keys();
    }
    get count() {
        return this.#blobs.size;
    }
    /**
     * Stores `source` as blob `sha256` if its bytes hash to it and have `size` bytes; otherwise throws. The file is
     * fsynced before its rename; the caller fsyncs the directories (`dirOf`) once per batch with `fsyncDir`.
     */
    async put(sha256, size, source) {
        if (!SHA256.test(sha256))
            throw new BlobMismatchError(`not a sha256 digest: ${sha256.slice(0, 80)}`);
        const tmp = tempName(this.tmp);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let seen = 0;
        // the body may fail while the file opens, before it is iterated: its error is then the read's to report
        // (an errored stream ends the iteration below with it), not an uncaught 'error' event
        source.on('error', () => { });
        try {
            const fh = await (0,promises_.open)(tmp, 'wx', 0o644);
            try {
                // the body's pieces (tens of KiB each) go to the file about WRITE_BYTES at a time, one write each
                let pending = [];
                let pendingBytes = 0;
                const flush = async () => {
                    const buf = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
                    pending = [];
                    pendingBytes = 0;
                    for (let at = 0; at < buf.length;)
                        at += (await fh.write(buf, at)).bytesWritten;
                };
                for await (const chunk of source) {
                    hash.update(chunk);
                    seen += chunk.length;
                    if (seen > size)
                        break; // more than promised: refused below without writing the rest
                    pending.push(chunk);
                    pendingBytes += chunk.length;
                    if (pendingBytes >= WRITE_BYTES)
                        await flush();
                }
                if (pendingBytes > 0)
                    await flush();
                const actual = hash.digest('hex');
                if (actual !== sha256 || seen !== size) {
                    throw new BlobMismatchError(`blob ${sha256.slice(0, 12)}\u2026 arrived with sha256 ${actual.slice(0, 12)}\u2026 and ${seen} bytes (expected ${size})`);
                }
                await fh.sync();
            }
            finally {
                await fh.close();
            }
            this.#mkdir(sha256);
            const blob = this.#entry(sha256, size);
            await (0,promises_.rename)(tmp, blob.path);
            const existing = this.#blobs.get(sha256);
            if (existing)
                return existing;
            this.#blobs.set(sha256, blob);
            return blob;
        }
        catch (err) {
            await (0,promises_.rm)(tmp, { force: true });
            throw err;
        }
    }
    /**
     * Takes in a pack this edge wrote itself and placed in `packs/` (downloaded small blobs, each verified:
     * src/edge/blob-batch.ts): its blobs are held from now on. `entries` maps sha256 \u2192 [offset, size]. A blob
     * held already (a concurrent sync) keeps its place; a pack none of whose blobs is new is unlinked.
     */
    addPack(path, bytes, entries) {
        const pack = { path, index: (0,packs/* indexPathOf */.zn)(path), size: bytes, live: 0, source: null };
        for (const [sha256, [offset, size]] of entries) {
            if (!this.#blobs.has(sha256))
                this.#blobs.set(sha256, this.#packedEntry(sha256, size, pack, offset));
        }
        if (pack.live > 0)
            this.#packs.set(path, pack);
        else
            this.#unlinkPack(pack);
    }
    /**
     * Adopts `source`, where the origin keeps verified blob `sha256` on this machine, by hard link: no copy, no
     * second hash. Used by the edges `sitepub serve` starts next to its origin. A blob in a file of its own is
     * linked as that file; a packed blob by linking its pack and the pack's index (once per pack). Returns null
     * when linking is not possible (another filesystem, a missing file, a size that does not match): the caller
     * downloads.
     */
    adopt(sha256, size, source) {
        if (!SHA256.test(sha256))
            throw new BlobMismatchError(`not a sha256 digest: ${sha256.slice(0, 80)}`);
        const existing = this.#blobs.get(sha256);
        if (existing)
            return existing;
        if (source.size !== size)
            return null;
        if (source.packed)
            return this.#adoptPacked(sha256, size, source);
        const blob = this.#entry(sha256, size);
        // Synchronous: a stat and a link take microseconds on a local disk, against two thread-pool round trips
        // each for thousands of files (mdi-icons' 7,453 files to 2 edges).
        const st = (0,external_node_fs_.statSync)(source.path, { throwIfNoEntry: false });
        if (!st?.isFile() || st.size !== size)
            return null;
        this.#mkdir(sha256);
        // 'present': a concurrent put placed it first, and it is whole
        if (!blob_store_link(source.path, blob.path, size))
            return null;
        this.#blobs.set(sha256, blob);
        return blob;
    }
    #adoptPacked(sha256, size, source) {
        const pack = this.#linked.get(source.path) ?? this.#linkPack(source.path);
        if (!pack)
            return null;
        if (source.offset < 0 || source.offset + size > pack.size) {
            if (pack.live === 0)
                this.#unlinkPack(pack); // linked for nothing
            return null;
        }
        const blob = this.#packedEntry(sha256, size, pack, source.offset);
        this.#blobs.set(sha256, blob);
        return blob;
    }
    /**
     * Links the origin's pack `source` and its index into `packs/` under the same names (the pack first: a crash
     * in between leaves a pack without index, which `init` removes). An earlier link of the same pack (found at
     * start-up) is reused.
     */
    #linkPack(source) {
        const st = (0,external_node_fs_.statSync)(source, { throwIfNoEntry: false });
        const ist = (0,external_node_fs_.statSync)((0,packs/* indexPathOf */.zn)(source), { throwIfNoEntry: false });
        if (!st?.isFile() || !ist?.isFile())
            return null;
        const dir = this.#packsDir;
        if (!this.#dirs.has(dir)) {
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            this.#dirs.add(dir);
        }
        const path = (0,external_node_path_.join)(dir, (0,external_node_path_.basename)(source));
        const index = (0,packs/* indexPathOf */.zn)(path);
        const packed = blob_store_link(source, path, st.size);
        if (!packed)
            return null;
        if (!blob_store_link((0,packs/* indexPathOf */.zn)(source), index, ist.size)) {
            if (packed === 'linked')
                (0,external_node_fs_.unlinkSync)(path);
            return null;
        }
        let pack = this.#packs.get(path);
        if (!pack) {
            pack = { path, index, size: st.size, live: 0, source };
            this.#packs.set(path, pack);
        }
        pack.source = source;
        this.#linked.set(source, pack);
        return pack;
    }
    /**
     * Unlinks a pack no listed blob is in. Synchronous, so that no adopt can find the pack still linked between
     * this decision and the unlink (and then lose its blob with it).
     */
    #unlinkPack(pack) {
        this.#packs.delete(pack.path);
        if (pack.source !== null && this.#linked.get(pack.source) === pack)
            this.#linked.delete(pack.source);
        for (const file of [pack.path, pack.index]) {
            try {
                (0,external_node_fs_.unlinkSync)(file);
            }
            catch {
                // already gone
            }
        }
    }
    /** The blob's prefix folder, created once per store (at most 256, so synchronously). */
    #mkdir(sha256) {
        const dir = this.dirOf(sha256);
        if (this.#dirs.has(dir))
            return;
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        this.#dirs.add(dir);
    }
    /** Records a variant written by the compressor (already renamed into place). */
    setVariant(blob, kind, variant) {
        blob[kind] = variant;
    }
    /**
     * Deletes a blob and its variants; a packed blob's pack goes with its last listed blob. Open read streams keep
     * working (unlink semantics).
     */
    async remove(sha256) {
        const blob = this.#blobs.get(sha256);
        if (!blob)
            return;
        this.#blobs.delete(sha256);
        this.onRemove?.(blob);
        if (isPacked(blob)) {
            const pack = this.#packs.get(blob.path);
            if (pack && --pack.live === 0)
                this.#unlinkPack(pack);
        }
        else
            await (0,promises_.rm)(blob.path, { force: true });
        await (0,promises_.rm)(`${blob.key}.gz`, { force: true });
        await (0,promises_.rm)(`${blob.key}.br`, { force: true });
    }
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/body-cache.js
/**
 * In-memory cache of file bodies up to `maxEntryBytes` (identity and precompressed), keyed by blob file path,
 * evicted oldest-first (insertion order) past a byte budget. This is the edge's response cache: `DELETE /:domain/cache` drops a domain's entries.
 * A body not cached yet is read once however many requests ask for it meanwhile (`load`): 32 connections asking
 * for a new 1 MiB file at once read it once, not 32 times into 32 buffers.
 */
class BodyCache {
    #map = new Map();
    /** Reads in flight, by path. */
    #loading = new Map();
    #maxBytes;
    maxEntryBytes;
    #bytes = 0;
    constructor(maxBytes = 128 * 1024 * 1024, maxEntryBytes = 2 * 1024 * 1024) {
        this.#maxBytes = maxBytes;
        this.maxEntryBytes = maxBytes > 0 ? maxEntryBytes : 0;
    }
    get(path) {
        return this.#map.get(path);
    }
    /** The body at `path`: cached, or read by `read` unless a read of it is in flight, then kept (when it fits). */
    load(path, read) {
        const cached = this.#map.get(path);
        if (cached)
            return Promise.resolve(cached);
        let loading = this.#loading.get(path);
        if (!loading) {
            loading = read()
                .then((body) => {
                this.set(path, body);
                return body;
            })
                .finally(() => this.#loading.delete(path));
            this.#loading.set(path, loading);
        }
        return loading;
    }
    set(path, body) {
        if (body.length > this.maxEntryBytes)
            return;
        const old = this.#map.get(path);
        if (old) {
            this.#bytes -= old.length;
            this.#map.delete(path);
        }
        this.#map.set(path, body);
        this.#bytes += body.length;
        while (this.#bytes > this.#maxBytes) {
            const first = this.#map.keys().next();
            if (first.done)
                break;
            this.delete(first.value);
        }
    }
    delete(path) {
        const old = this.#map.get(path);
        if (!old)
            return false;
        this.#bytes -= old.length;
        return this.#map.delete(path);
    }
    get bytes() {
        return this.#bytes;
    }
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/compressor.js
/**
 * Precompression of compressible blobs, once per blob and edge, in the background after a sync: gzip (level 6)
 * and brotli (quality 7 up to 256 KiB, 5 above; the window fitted to the file: brotliParams). Higher levels cost
 * many times the CPU for a few percent (figures: docs/bench.md, "Measurements behind the code"), so these settings keep a 100 MB site to seconds of
 * CPU per edge. A variant is kept only if it saves at least 10%. Until a blob's variants exist the edge serves it
 * uncompressed, so a deploy is never
 * held up by compression and no response is ever compressed per request. zlib runs on libuv's thread pool.
 */




const gzip = (0,external_node_util_.promisify)(external_node_zlib_.gzip);
const brotli = (0,external_node_util_.promisify)(external_node_zlib_.brotliCompress);
/**
 * Smaller files are served as they are: a response under ~1.4 KB (body plus ~300 bytes of headers) is one TCP
 * segment compressed or not, so compressing it saves no round trip, while each variant is one more file on the
 * edge's disk (two per icon of an icon set, written after every deploy of new icons).
 */
const MIN_COMPRESS_BYTES = 1024;
const MAX_COMPRESS_BYTES = 64 * 1024 * 1024;
const HOLD_MAX_MS = 10_000;
/**
 * Work starts this long after the last sync ended, not at once: a deploy syncs each edge twice (the revision,
 * then production's switch) with its database work and certificate in between, and compression starting in that
 * gap takes the CPU that work needs (figures: docs/bench.md, "Measurements behind the code").
 */
const SETTLE_MS = 250;
/** Files up to this size get brotli quality 7 and a window of at most 64 KiB; larger ones quality 5. */
const BROTLI_SMALL_BYTES = 256 * 1024;
/**
 * Brotli settings for a file of `size` bytes. The window (`LGWIN`) is no larger than the file (and at most
 * 64 KiB up to BROTLI_SMALL_BYTES): brotli sizes its hash tables by quality and window, not by input, so with
 * the default 4 MiB window every call for a 2 KB icon set up the 8 MB of tables quality 7 uses for large
 * windows, in whichever thread of the pool ran it, and glibc kept each thread's peak: the fitted window costs far
 * less memory and time for a fraction of a percent more bytes (figures: docs/bench.md, "Measurements behind the code").
 */
function brotliParams(size) {
    const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_LGWIN, BROTLI_MIN_WINDOW_BITS } = external_node_zlib_.constants;
    const small = size <= BROTLI_SMALL_BYTES;
    const fits = Math.ceil(Math.log2(Math.max(size, 1)));
    return {
        [BROTLI_PARAM_QUALITY]: small ? 7 : 5,
        [BROTLI_PARAM_SIZE_HINT]: size,
        [BROTLI_PARAM_LGWIN]: Math.max(BROTLI_MIN_WINDOW_BITS, Math.min(fits, small ? 16 : 22)),
    };
}
class Compressor {
    #store;
    #queue = [];
    #queued = new Set();
    #concurrency;
    #holdMaxMs;
    #settleMs;
    #running = 0;
    #held = 0;
    /** When the current pause (holds and the settle time after them) began. */
    #pausedSince = 0;
    #settleUntil = 0;
    #wake = null;
    #wakeAt = 0;
    #idle = [];
    #closed = false;
    #onError;
    constructor(store, options) {
        this.#store = store;
        this.#concurrency = options.concurrency ?? 1;
        this.#holdMaxMs = options.holdMaxMs ?? HOLD_MAX_MS;
        this.#settleMs = options.settleMs ?? SETTLE_MS;
        this.#onError = options.onError ?? (() => { });
    }
    static worthIt(blob) {
        return blob.size >= MIN_COMPRESS_BYTES && blob.size <= MAX_COMPRESS_BYTES;
    }
    enqueue(blob) {
        if (this.#closed || blob.compressed || this.#queued.has(blob.sha256) || !Compressor.worthIt(blob))
            return;
        this.#queued.add(blob.sha256);
        this.#queue.push(blob);
        this.#pump();
    }
    /** Resolves when the queue is empty (tests and benchmarks wait on it). */
    idle() {
        if (this.#running === 0 && this.#queue.length === 0)
            return Promise.resolve();
        return new Promise((resolve) => this.#idle.push(resolve));
    }
    /**
     * Pauses new work while a sync runs and for `settleMs` after the last one (a deploy waits on syncs, never on
     * compression), for at most `holdMaxMs` (default 10 s) in a row so that back-to-back syncs cannot starve
     * compression. Pair every call with `release`.
     */
    hold() {
        const now = Date.now();
        if (!this.#paused(now))
            this.#pausedSince = now;
        this.#held++;
    }
    release() {
        if (this.#held > 0 && --this.#held === 0) {
            this.#settleUntil = Date.now() + this.#settleMs;
            this.#pump();
        }
    }
    close() {
        this.#closed = true;
        if (this.#wake)
            clearTimeout(this.#wake);
        this.#queue.length = 0;
        return this.idle();
    }
    #paused(now) {
        return this.#held > 0 || now < this.#settleUntil;
    }
    #pump() {
        const now = Date.now();
        if (this.#queue.length > 0 && this.#paused(now)) {
            // until the settle time is over (no sync running), or the pause has lasted long enough
            const resume = Math.min(this.#held > 0 ? Infinity : this.#settleUntil, this.#pausedSince + this.#holdMaxMs);
            if (resume > now) {
                // enqueue() pumps once per compressible file of a sync: re-arm only when the resume time moved
                if (this.#wake && this.#wakeAt === resume)
                    return;
                if (this.#wake)
                    clearTimeout(this.#wake);
                this.#wakeAt = resume;
                this.#wake = setTimeout(() => {
                    this.#wake = null;
                    this.#pump();
                }, resume - now).unref();
                return;
            }
        }
        while (this.#running < this.#concurrency && this.#queue.length > 0) {
            const blob = this.#queue.shift();
            this.#running++;
            this.#compress(blob)
                .catch((err) => this.#onError(err, blob))
                .finally(() => {
                this.#running--;
                this.#queued.delete(blob.sha256);
                if (!this.#closed)
                    this.#pump();
                if (this.#running === 0 && this.#queue.length === 0) {
                    const waiters = this.#idle;
                    this.#idle = [];
                    for (const w of waiters)
                        w();
                }
            });
        }
    }
    async #compress(blob) {
        if (!this.#store.has(blob.sha256))
            return;
        const data = await readBlob(blob);
        const limit = Math.floor(data.length * 0.9);
        const gz = await gzip(data, { level: 6 });
        const br = await brotli(data, { params: brotliParams(data.length) });
        if (!this.#store.has(blob.sha256))
            return; // removed meanwhile
        // beside the blob's own name, also for a packed blob: packs are never written to
        if (gz.length <= limit) {
            await writeFileAtomic(this.#store.tmp, `${blob.key}.gz`, gz);
            this.#store.setVariant(blob, 'gzip', { path: `${blob.key}.gz`, size: gz.length });
        }
        if (br.length <= limit) {
            await writeFileAtomic(this.#store.tmp, `${blob.key}.br`, br);
            this.#store.setVariant(blob, 'br', { path: `${blob.key}.br`, size: br.length });
        }
        blob.compressed = true;
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/limits.js
var limits = __webpack_require__(64714);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/control.js
/**
 * The edge's control API for the origin, under `/_sitepub/`, answered only to requests carrying
 * `Authorization: Bearer <shared secret>` (compared in constant time). Any other request, including one with a
 * wrong secret, is an ordinary site request, so no path is taken from customer sites and nothing is revealed.
 *   POST /_sitepub/sync       {domain, prefetch?, origins?}  \u2192 EdgeSyncResponse (once the edge serves that state)
 *   POST /_sitepub/purge      {domain, origins?}             \u2192 EdgePurgeResponse (drops cached bodies, re-syncs)
 *   POST /_sitepub/reconcile                       \u2192 {failed: [domain]}
 *   GET  /_sitepub/status/:domain                  \u2192 EdgeProjectStatus
 *   GET  /_sitepub/logs?domain=&since=             \u2192 NDJSON EdgeRequestRecord lines
 *   GET  /_sitepub/health                          \u2192 {edge, projects, blobs, cachedBytes}
 * `origins` (a cluster's origins, the asking one first) is handed to `learnOrigins` before the sync asks any,
 * and the sync asks the asking one first (it has just committed what the edge fetches).
 */



const PREFIX = '/_sitepub/';
/** A request the edge cannot take as sent (answered 400: sending it again will not help). */
class BadRequest extends Error {
}
/** A failed control call's status: 400 for a request refused as sent, else 502 (the edge could not do it). */
const failureStatus = (err) => (err instanceof BadRequest ? 400 : 502);
/**
 * A sync or purge request's body (EdgeSyncRequest; an empty body is `{}`), checked by hand: no schema compiler in
 * an edge process. Prefetch items that are not revision numbers and origins that are not strings are skipped
 * (learnOrigins keeps only the URLs it can use); `content` is taken when it has the shape's outline (the origin,
 * which alone may send it, is trusted as its answers are: src/edge/origin-client.ts), else the edge asks.
 */
function syncRequest(text) {
    let b;
    try {
        b = text ? JSON.parse(text) : {};
    }
    catch {
        throw new BadRequest('body must be JSON');
    }
    if (!b || typeof b !== 'object' || Array.isArray(b))
        throw new BadRequest('body must be a JSON object');
    const { domain, prefetch, origins, content } = b;
    if (typeof domain !== 'string')
        throw new BadRequest('the request has no domain');
    const strings = (list, is) => Array.isArray(list) ? list.filter(is) : [];
    return {
        domain,
        prefetch: strings(prefetch, (r) => Number.isSafeInteger(r)),
        origins: strings(origins, (u) => typeof u === 'string'),
        content: isContent(content, domain) ? content : null,
    };
}
/**
 * `urls` is judged where it is read (blobUrlsOf, src/edge/sync.ts): malformed, it is dropped (the edge asks for
 * the URLs) and the state and file lists are still taken; only its `sha256`, which picks the blobs, is checked here.
 */
function isContent(c, domain) {
    const { state, manifests, urls } = (c ?? {});
    const s = state;
    const sha256 = urls?.sha256;
    return (s?.domain === domain &&
        Number.isSafeInteger(s.version) &&
        Array.isArray(s.revisions) &&
        Array.isArray(manifests) &&
        manifests.every((m) => Array.isArray(m?.files)) &&
        (sha256 === undefined || Array.isArray(sha256)));
}
function send(res, status, body) {
    const data = Buffer.from(JSON.stringify(body));
    res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': data.length,
    });
    res.end(data);
}
/** A control request's body, up to `max` bytes. */
async function readBody(req, max) {
    let size = 0;
    const chunks = [];
    for await (const chunk of req) {
        size += chunk.length;
        if (size > max)
            throw new Error(`request body over ${max / 1024} KiB`);
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** A domain's state on this edge (`GET /_sitepub/status/:domain`). */
function statusOf(o, domain) {
    const { id, syncer, projects } = o;
    const p = projects.get(domain);
    const live = p && p.liveRev !== null ? p.revisions.get(p.liveRev) : undefined;
    return {
        edge: id,
        domain,
        present: p !== undefined,
        version: p?.version ?? null,
        liveRev: p?.liveRev ?? null,
        revisions: p ? [...p.revisions.keys()].sort((a, b) => b - a) : [],
        publicFileCount: live?.fileCount ?? 0,
        publicTotalSize: live?.totalSize ?? 0,
        syncedAt: p?.syncedAt ?? null,
        lastError: syncer.lastError(domain),
        forceHttps: p?.settings.forceHttps ?? false,
    };
}
/** Drops every cached body of a domain's revisions; returns how many were cached. */
function purgeBodies(o, domain) {
    const { projects, cache } = o;
    const p = projects.get(domain);
    let n = 0;
    if (!p)
        return 0;
    for (const r of p.revisions.values()) {
        for (const f of r.files.values()) {
            const b = f.blob;
            if (cache.delete(b.key))
                n++;
            if (b.gzip && cache.delete(b.gzip.path))
                n++;
            if (b.br && cache.delete(b.br.path))
                n++;
        }
    }
    return n;
}
function createControl(options) {
    const expected = Buffer.from(`Bearer ${options.secret}`);
    const { id, syncer, projects, cache, log } = options;
    function authorized(req) {
        const url = req.url;
        if (!url || !url.startsWith(PREFIX))
            return false;
        const auth = req.headers.authorization;
        if (!auth || auth.length !== expected.length)
            return false;
        const got = Buffer.from(auth);
        return got.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(got, expected);
    }
    /**
     * One control call, whatever carried it: `body` reads the body's text up to `max` bytes (asked for only by the
     * routes that take one: a sync's up to SYNC_BODY_MAX, as it may carry EdgeSyncContent, a purge's up to
     * CONTROL_BODY_MAX). The HTTP handler below and the origin's in-process calls (`call`) both answer through it.
     */
    async function answer(method, url, body) {
        const route = `${method} ${url.pathname}`;
        const sync = route === 'POST /_sitepub/sync';
        if (sync || route === 'POST /_sitepub/purge') {
            const { domain, prefetch, origins, content } = syncRequest(await body(sync ? limits/* SYNC_BODY_MAX */.Yq : limits/* CONTROL_BODY_MAX */.qT));
            // the cluster's origins, the asking one first: the sync's calls go to that one first
            if (origins.length > 0)
                options.learnOrigins?.(origins);
            const purged = sync ? 0 : purgeBodies(options, domain);
            const synced = await syncer.syncDomain(domain, sync ? prefetch : [], origins[0], sync ? content : null);
            return {
                status: 200,
                body: sync ? synced : { edge: id, domain, purged },
            };
        }
        if (route === 'POST /_sitepub/reconcile')
            return { status: 200, body: { failed: await syncer.reconcile() } };
        if (method === 'GET' && url.pathname.startsWith('/_sitepub/status/')) {
            return {
                status: 200,
                body: statusOf(options, decodeURIComponent(url.pathname.slice('/_sitepub/status/'.length))),
            };
        }
        if (route === 'GET /_sitepub/health') {
            let count = 0;
            for (const _ of projects.all())
                count++;
            return { status: 200, body: { edge: id, projects: count, cachedBytes: cache.bytes } };
        }
        if (route === 'GET /_sitepub/logs') {
            const domain = url.searchParams.get('domain');
            const since = Number(url.searchParams.get('since') ?? 0) || 0;
            return { status: 200, lines: log ? log.read(domain, since) : [] };
        }
        return { status: 404, body: { error: `no edge control route ${route}` } };
    }
    async function handle(req, res) {
        try {
            const url = new URL(req.url, 'http://edge');
            const a = await answer(req.method ?? 'GET', url, (max) => readBody(req, max));
            if ('body' in a)
                return send(res, a.status, a.body);
            res.writeHead(200, { 'content-type': 'application/x-ndjson' });
            for await (const rec of a.lines) {
                if (!res.write(`${JSON.stringify(rec)}\n`))
                    await (0,external_node_events_.once)(res, 'drain');
            }
            res.end();
        }
        catch (err) {
            if (res.headersSent)
                res.destroy();
            else
                send(res, failureStatus(err), { edge: id, error: err.message });
        }
    }
    /**
     * The same calls without HTTP, for an origin in this process (src/server/distribution/local-edges.ts): the
     * request and answer bodies go through JSON as they would on the wire, so neither side keeps the other's
     * objects. NDJSON logs come back as their text.
     */
    async function call(method, path, body) {
        const json = body === undefined ? '' : JSON.stringify(body);
        try {
            const a = await answer(method, new URL(path, 'http://edge'), async () => json);
            if ('body' in a)
                return { status: a.status, text: JSON.stringify(a.body) };
            let text = '';
            for await (const rec of a.lines)
                text += `${JSON.stringify(rec)}\n`;
            return { status: 200, text };
        }
        catch (err) {
            return {
                status: failureStatus(err),
                text: JSON.stringify({ edge: id, error: err.message }),
            };
        }
    }
    return { authorized, handle, call };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/listen.js
/**
 * The edge's listeners, in one place: plain HTTP now; the HTTPS listener (SNI, certificates synced from the
 * origin) plugs in here later with the same request handler.
 */

function createHttpServer(handler) {
    const server = (0,external_node_http_.createServer)({
        keepAliveTimeout: 5_000,
        headersTimeout: 20_000,
        requestTimeout: 30_000,
        maxHeaderSize: 16 * 1024,
        noDelay: true,
    }, handler);
    // What Node's default handler answers (and so the HTTPS listener), always with Connection: close: 431 for
    // headers over maxHeaderSize (RFC 6585), 408 for a request slower than requestTimeout, 400 for the rest.
    server.on('clientError', (err, socket) => {
        if (err.code === 'ECONNRESET' || !socket.writable)
            return void socket.destroy();
        const status = err.code === 'HPE_HEADER_OVERFLOW'
            ? '431 Request Header Fields Too Large'
            : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
                ? '408 Request Timeout'
                : '400 Bad Request';
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    });
    return server;
}
async function listen(server, host, port) {
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    const addr = server.address();
    const h = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    return { url: `http://${h}:${addr.port}`, port: addr.port };
}
function closeServer(server) {
    return new Promise((resolve) => {
        if (!server.listening)
            return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
    });
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-list.js
var origin_list = __webpack_require__(53684);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/known-origins.js
/**
 * The cluster's origins an edge learned (origin-list.ts), kept in `<data>/origins.json` so that an edge restarted
 * while its `--origin` is down still knows the others. A missing or unreadable file is an empty list: the
 * origins tell the edge again at its next registration or sync.
 */




const FILE = 'origins.json';
function readKnownOrigins(data) {
    try {
        const value = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(data, FILE), 'utf8'));
        return Array.isArray(value) ? value : [];
    }
    catch {
        return [];
    }
}
/** Writes the list whole (temp file, then rename): a reader sees the old list or the new one. */
async function saveKnownOrigins(data, origins) {
    const file = (0,external_node_path_.join)(data, FILE);
    const tmp = `${file}.${process.pid}.tmp`;
    await (0,promises_.writeFile)(tmp, `${JSON.stringify(origins)}\n`);
    await (0,promises_.rename)(tmp, file);
}
/** The edge's origin list: `--origin` and the origins kept in `<data>` from earlier starts. */
function knownOrigins(o) {
    const origins = new origin_list/* OriginList */.B$(o.origin, readKnownOrigins(o.data));
    // one write at a time, in the order learned
    let saving = Promise.resolve();
    return {
        origins,
        learn(urls) {
            if (!origins.learn(urls))
                return;
            const list = origins.learned();
            const names = origins.all().map((u) => new URL(u).origin);
            o.log(`the cluster's origins: ${names.join(', ')}`);
            saving = saving
                .then(() => saveKnownOrigins(o.data, list))
                .catch((err) => o.log(`cannot keep the origin list: ${err.message}`));
        },
        saved: () => saving,
    };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-client.js
var origin_client = __webpack_require__(73727);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-rounds.js

/** One round: settles with the origin's refusal of the edge secret (HTTP 401/403), or null. */
function originRounds(o) {
    const { edge, logger } = o;
    let closed = false;
    // force-HTTPS sites on an edge with no way to serve HTTPS are served over HTTP, unredirected: say so once.
    let warnedHttps = false;
    const warnUnforcedHttps = () => {
        if (warnedHttps || o.redirectsHttps)
            return;
        const forced = [...edge.projects.all()].filter((p) => p.settings.forceHttps).map((p) => p.domain);
        if (!forced.length)
            return;
        warnedHttps = true;
        logger(`${edge.id}: ${forced.slice(0, 3).join(', ')}${forced.length > 3 ? ` and ${forced.length - 3} more` : ''} ` +
            'force HTTPS, but this edge has no --tls-port and no --trust-proxy: it serves them over HTTP without ' +
            'redirecting. Pass --tls-port, or --trust-proxy with the address of the proxy that terminates TLS');
    };
    /** Set while the origin cannot be reached (when it was first missed), so its return is logged once. */
    let unreachableSince = null;
    const round = async () => {
        if (closed)
            return null;
        try {
            if (o.registration) {
                const origins = await o.origin.register(o.registration);
                if (origins)
                    o.learnOrigins?.(origins);
            }
            const failed = await edge.reconcile();
            if (unreachableSince !== null) {
                const s = Math.round((Date.now() - unreachableSince) / 1000);
                logger(`${edge.id}: origin reachable again (unreachable for ${s} s); in sync with it`);
                unreachableSince = null;
            }
            if (failed.length)
                logger(`${edge.id}: reconcile left ${failed.length} project(s) unsynced`);
            warnUnforcedHttps();
        }
        catch (err) {
            if (err instanceof origin_client/* OriginError */.N && (err.status === 401 || err.status === 403)) {
                logger(`${edge.id}: the origin rejected the edge secret (${err.message})`);
                return err;
            }
            unreachableSince ??= Date.now();
            logger(err instanceof origin_client/* OriginError */.N && err.status !== null
                ? `${edge.id}: ${err.message}, serving what this edge holds`
                : `${edge.id}: origin unreachable, serving what this edge holds (${err.message})`);
        }
        return null;
    };
    return { round, stop: () => (closed = true) };
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/domain.js
var protocol_domain = __webpack_require__(25678);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/index.js + 13 modules
var src_rules = __webpack_require__(6513);
// EXTERNAL MODULE: ./node_modules/mime-types/index.js
var mime_types = __webpack_require__(14096);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/content-type.js
/**
 * Content-Type of a served file (with `charset=utf-8` for text) and whether it is worth precompressing.
 */

const TEXTUAL_APPLICATION = new Set([
    'image/svg+xml',
    'application/xml',
    'application/rss+xml',
    'application/atom+xml',
    'application/manifest+json',
    'application/ld+json',
    'application/xhtml+xml',
]);
const COMPRESSIBLE = new Set([
    ...TEXTUAL_APPLICATION,
    'application/javascript',
    'application/json',
    'application/wasm',
    'application/vnd.ms-fontobject',
    'application/x-font-ttf',
    'font/ttf',
    'font/otf',
    'image/x-icon',
    'image/vnd.microsoft.icon',
    'image/bmp',
]);
const cache = new Map();
function typeInfo(path) {
    const slash = path.lastIndexOf('/');
    const dot = path.lastIndexOf('.');
    const ext = dot > slash ? path.slice(dot + 1).toLowerCase() : '';
    let info = cache.get(ext);
    if (info)
        return info;
    const base = (ext && mime_types.lookup(ext)) || 'application/octet-stream';
    let contentType = (ext && mime_types.contentType(ext)) || base;
    if (TEXTUAL_APPLICATION.has(base) && !contentType.includes('charset'))
        contentType += '; charset=utf-8';
    info = {
        contentType,
        compressible: base.startsWith('text/') || COMPRESSIBLE.has(base),
        html: base === 'text/html',
    };
    cache.set(ext, info);
    return info;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/projects.js
/**
 * The projects an edge serves, in memory (what the hot path reads) and on disk (what survives a restart):
 *   <data>/projects/<domain>/project.json   {domain, version, liveRev, settings, revisions, syncedAt}
 *   <data>/projects/<domain>/<rev>.json     {rev, createdAt, files: [[path, sha256, size], ...]} (immutable)
 * A project object is replaced as a whole (`set`), so a request that already holds the old object finishes on
 * it and the next request sees the new one: the pointer swap is atomic per edge. On disk, project.json is
 * rewritten atomically after the revision files it names exist.
 */







const DEFAULT_SETTINGS = {
    forceHttps: false,
    cleanUrls: true,
    spa: false,
    cors: null,
    headers: {},
};
class ProjectTable {
    #dir;
    #tmp;
    #blobs;
    #projects = new Map();
    /** Alias host `<name>-<domain>` \u2192 its project and name, kept in step with #projects. */
    #aliasHosts = new Map();
    constructor(dataDir, tmp, blobs) {
        this.#dir = (0,external_node_path_.join)(dataDir, 'projects');
        this.#tmp = tmp;
        this.#blobs = blobs;
    }
    get(domain) {
        return this.#projects.get(domain);
    }
    /** The project and revision an alias host serves, if it is one (and the revision is held). */
    alias(host) {
        const a = this.#aliasHosts.get(host);
        const project = a && this.#projects.get(a.domain);
        const rev = project && a ? project.aliases.get(a.name) : undefined;
        const revision = rev === undefined ? undefined : project?.revisions.get(rev);
        return project && revision ? { project, revision } : undefined;
    }
    #publish(project) {
        const previous = this.#projects.get(project.domain);
        for (const name of previous?.aliases.keys() ?? [])
            this.#aliasHosts.delete((0,protocol_domain/* aliasHost */.BS)(name, project.domain));
        this.#projects.set(project.domain, project);
        for (const name of project.aliases.keys())
            this.#aliasHosts.set((0,protocol_domain/* aliasHost */.BS)(name, project.domain), { domain: project.domain, name });
    }
    all() {
        return this.#projects.values();
    }
    /** Loads every project whose files are all present; returns the domains that need a fresh sync. */
    async load() {
        await (0,promises_.mkdir)(this.#dir, { recursive: true });
        const stale = [];
        for (const domain of await (0,promises_.readdir)(this.#dir)) {
            if (!(0,protocol_domain/* checkDomain */.D2)(domain).ok)
                continue;
            try {
                const pf = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(this.#dir, domain, 'project.json'), 'utf8'));
                const revisions = new Map();
                let complete = true;
                for (const rev of pf.revisions) {
                    const rf = JSON.parse(await (0,promises_.readFile)(this.#revPath(domain, rev), 'utf8'));
                    const revision = this.buildRevision(rev, rf.createdAt, rf.files.map(([path, sha256, size]) => ({ path, sha256, size })));
                    if (!revision)
                        complete = false;
                    else {
                        await this.loadRules(revision);
                        revisions.set(rev, revision);
                    }
                }
                this.#publish({
                    ...pf,
                    settings: { ...DEFAULT_SETTINGS, ...pf.settings },
                    revisions,
                    aliases: new Map(Object.entries(pf.aliases ?? {})),
                });
                if (!complete)
                    stale.push(domain);
            }
            catch {
                stale.push(domain);
            }
        }
        return stale;
    }
    /** Builds the in-memory index of a revision; null if a blob is missing. */
    buildRevision(rev, createdAt, files) {
        const map = new Map();
        let totalSize = 0;
        for (const f of files) {
            const blob = this.#blobs.get(f.sha256);
            if (!blob)
                return null;
            const t = typeInfo(f.path);
            const tag = f.sha256.slice(0, 40);
            map.set(f.path, {
                path: f.path,
                blob,
                contentType: t.contentType,
                compressible: t.compressible,
                html: t.html,
                etag: `"${tag}"`,
                etagGzip: null,
                etagBr: null,
                answers: null,
            });
            totalSize += f.size;
        }
        return {
            rev,
            createdAt,
            lastModified: new Date(createdAt).toUTCString(),
            files: map,
            fileCount: map.size,
            totalSize,
            rules: null,
        };
    }
    /**
     * Compiles the revision's rule files (once per revision held: here, never per request) into `revision.rules`.
     * Their problems were reported to whoever deployed; the edge serves by the good lines.
     */
    async loadRules(revision) {
        const present = (0,src_rules/* ruleFilesOf */.dT)(revision.files.keys());
        if (present.length === 0)
            return;
        const texts = new Map();
        for (const path of present) {
            const blob = revision.files.get(path).blob;
            texts.set(path, blob.size > src_rules/* MAX_RULE_FILE_BYTES */.Bv ? null : await readBlob(blob));
        }
        revision.rules = (0,src_rules/* compileRules */.nb)(texts).rules;
    }
    #revPath(domain, rev) {
        return (0,external_node_path_.join)(this.#dir, domain, `${rev}.json`);
    }
    hasRevisionFile(domain, rev) {
        return this.#projects.get(domain)?.revisions.has(rev) ?? false;
    }
    async writeRevision(domain, rev, createdAt, files) {
        const body = { rev, createdAt, files: files.map((f) => [f.path, f.sha256, f.size]) };
        await writeJsonAtomic(this.#tmp, this.#revPath(domain, rev), body);
    }
    /** Persists then publishes `project` (the atomic swap), and deletes revision files it no longer lists. */
    async set(project) {
        const pf = {
            domain: project.domain,
            version: project.version,
            liveRev: project.liveRev,
            settings: project.settings,
            revisions: [...project.revisions.keys()],
            aliases: Object.fromEntries(project.aliases),
            syncedAt: project.syncedAt,
        };
        await writeJsonAtomic(this.#tmp, (0,external_node_path_.join)(this.#dir, project.domain, 'project.json'), pf);
        const previous = this.#projects.get(project.domain);
        this.#publish(project);
        if (previous) {
            for (const rev of previous.revisions.keys()) {
                if (!project.revisions.has(rev))
                    await (0,promises_.rm)(this.#revPath(project.domain, rev), { force: true });
            }
        }
    }
    async remove(domain) {
        for (const name of this.#projects.get(domain)?.aliases.keys() ?? [])
            this.#aliasHosts.delete((0,protocol_domain/* aliasHost */.BS)(name, domain));
        const had = this.#projects.delete(domain);
        await (0,promises_.rm)((0,external_node_path_.join)(this.#dir, domain), { recursive: true, force: true });
        return had;
    }
    /** Every blob some held revision references. */
    referencedBlobs() {
        const refs = new Set();
        for (const p of this.#projects.values()) {
            for (const r of p.revisions.values())
                for (const f of r.files.values())
                    refs.add(f.blob.sha256);
        }
        return refs;
    }
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/request-log.js
/**
 * Append-only request log of an edge: one NDJSON line per request in `<data>/logs/YYYY-MM-DD.ndjson` (UTC day,
 * so files rotate daily). Lines are encoded into one buffer and appended, like nginx's `access_log \u2026 buffer=`,
 * with one write of the whole buffer at most every `flushMs` or when it holds 64 KiB, to a file kept open for
 * the day: per request the hot path costs the line's encoding, no promise, no thread-pool round trip. Files older
 * than `retainDays` are deleted. `read` streams the records of one domain since a time, for the origin's
 * analytics.
 */




const request_log_FILE = /^(\d{4}-\d{2}-\d{2})\.ndjson$/;
/** Written once the buffer holds this much (a page-cache write of 64 KiB takes tens of \u00b5s). */
const FLUSH_BYTES = 64 * 1024;
/** Room for the flush threshold plus the longest line that can wait in the buffer (bigger ones go alone). */
const BUFFER_BYTES = 2 * FLUSH_BYTES;
class RequestLog {
    dir;
    #flushMs;
    #retainDays;
    #day = '';
    #dayStart = -Infinity;
    #buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
    #used = 0;
    /** The open file of `#day` (null: not opened yet, or it could not be). */
    #fd = null;
    #timer = null;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.#flushMs = options.flushMs ?? 1000;
        this.#retainDays = options.retainDays ?? 31;
    }
    async init() {
        await (0,promises_.mkdir)(this.dir, { recursive: true });
        await this.prune();
    }
    /** One record as its JSON line (the serving path writes its lines in parts: writeParts). */
    write(record) {
        this.writeParts(record.t, [JSON.stringify(record)], 1);
    }
    /**
     * The line that is `parts[0..n)` joined, of time `t`: each part encoded straight into the buffer, so the line is
     * never made as one string (what a hot path's line would cost in garbage: its pieces joined, then flattened).
     */
    writeParts(t, parts, n) {
        if (t < this.#dayStart || t >= this.#dayStart + 86_400_000)
            this.#newDay(t);
        // a UTF-16 code unit takes at most 3 bytes of UTF-8 (a surrogate pair 4 for its 2 units)
        let max = 1;
        for (let i = 0; i < n; i++)
            max += 3 * parts[i].length;
        if (this.#used + max > BUFFER_BYTES) {
            this.#drain();
            if (max > BUFFER_BYTES) {
                this.#append(Buffer.from(`${parts.slice(0, n).join('')}\n`));
                return;
            }
        }
        for (let i = 0; i < n; i++)
            this.#used += this.#buffer.write(parts[i], this.#used);
        this.#buffer[this.#used++] = 0x0a;
        if (this.#used >= FLUSH_BYTES)
            this.#drain();
        else if (!this.#timer) {
            this.#timer = setTimeout(() => this.#drain(), this.#flushMs);
            this.#timer.unref();
        }
    }
    /** Appends buffered lines; resolves once they are written (the write itself is synchronous). */
    flush() {
        this.#drain();
        return Promise.resolve();
    }
    #newDay(t) {
        this.#drain();
        this.#closeFile();
        this.#dayStart = t - (t % 86_400_000);
        if (this.#day !== '')
            void this.prune(t).catch(() => { });
        this.#day = new Date(this.#dayStart).toISOString().slice(0, 10);
    }
    #drain() {
        if (this.#timer) {
            clearTimeout(this.#timer);
            this.#timer = null;
        }
        if (this.#used === 0)
            return;
        const n = this.#used;
        this.#used = 0;
        this.#append(this.#buffer.subarray(0, n));
    }
    /** Lines that cannot be written (no disk space, the folder gone) are dropped: serving goes on. */
    #append(bytes) {
        try {
            this.#fd ??= (0,external_node_fs_.openSync)((0,external_node_path_.join)(this.dir, `${this.#day}.ndjson`), 'a');
            for (let off = 0; off < bytes.length;)
                off += (0,external_node_fs_.writeSync)(this.#fd, bytes, off);
        }
        catch {
            this.#closeFile();
        }
    }
    #closeFile() {
        try {
            if (this.#fd !== null)
                (0,external_node_fs_.closeSync)(this.#fd);
        }
        catch {
            // already unusable
        }
        this.#fd = null;
    }
    async prune(now = Date.now()) {
        const cutoff = new Date(now - this.#retainDays * 86_400_000).toISOString().slice(0, 10);
        for (const name of await (0,promises_.readdir)(this.dir)) {
            const m = request_log_FILE.exec(name);
            if (m && m[1] < cutoff)
                await (0,promises_.rm)((0,external_node_path_.join)(this.dir, name), { force: true });
        }
    }
    /** Records of `domain` (every domain when null) with `t >= since`, oldest file first. */
    async *read(domain, since) {
        await this.flush();
        const first = new Date(since).toISOString().slice(0, 10);
        const files = (await (0,promises_.readdir)(this.dir))
            .map((n) => request_log_FILE.exec(n))
            .filter((m) => m !== null && m[1] >= first)
            .map((m) => m[0])
            .sort();
        const needle = domain === null ? null : `"domain":${JSON.stringify(domain)}`;
        for (const name of files) {
            const rl = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)((0,external_node_path_.join)(this.dir, name)), crlfDelay: Infinity });
            for await (const line of rl) {
                if (!line || (needle && !line.includes(needle)))
                    continue;
                let rec;
                try {
                    rec = JSON.parse(line);
                }
                catch {
                    continue; // a torn last line after a crash
                }
                if (rec.t >= since && (domain === null || rec.domain === domain))
                    yield rec;
            }
        }
    }
    async close() {
        await this.flush();
        this.#closeFile();
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/private-files.js
var private_files = __webpack_require__(70673);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/resolve.js
/**
 * Pure request-path rules of the edge: decoding without escaping the revision, and the static-host
 * conventions (index.html for folders, clean URLs, 200.html / 404.html, hidden config files) and the site's
 * redirect rules (`_redirects`, `ROUTER`: src/rules/).
 * Files are looked up in the revision's manifest (a Map), never by joining paths on disk, so no decoded
 * path can reach a file outside the revision; the decoder still rejects traversal attempts outright (400).
 */


/** Root-level files that configure a site and are never served (the private files of protocol/private-files). */
const HIDDEN_FILES = private_files/* PRIVATE_FILES */.a;
const ENCODED_FORBIDDEN = /%(?:2f|5c|00)/i;
const ENCODED_AGAIN = /%(?:2e|2f|5c|00|25)/i;
/**
 * Decodes a request target into a normalised absolute path, or null for a request that must be refused with 400:
 * not origin-form, malformed or forbidden escapes (encoded `/`, `\`, NUL), a backslash or NUL, `.`/`..`
 * segments, or a double-encoded escape of any of these.
 */
function decodeRequestPath(url) {
    const q = url.indexOf('?');
    const raw = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q);
    if (raw.charCodeAt(0) !== 47 /* / */)
        return null;
    let path = raw;
    if (raw.includes('%')) {
        if (ENCODED_FORBIDDEN.test(raw))
            return null;
        try {
            path = decodeURIComponent(raw);
        }
        catch {
            return null;
        }
        if (ENCODED_AGAIN.test(path))
            return null;
    }
    if (path.includes('\\') || path.includes('\0'))
        return null;
    if (path.includes('//'))
        path = path.replace(/\/{2,}/g, '/');
    if (path.includes('/.')) {
        for (const seg of path.split('/'))
            if (seg === '.' || seg === '..')
                return null;
    }
    return { path, query };
}
/**
 * Maps a decoded path to an answer, in this order (docs/edge.md, "Precedence"):
 * 0. a forced (`!`) `_redirects` rule;
 * 1. a real file (config files such as `/CNAME` excepted); `/dir/` \u2192 `/dir/index.html`; clean URLs: `/about` \u2192
 *    `/about.html`, else `/about/index.html` by a 301 to `/about/` (keeps relative links);
 * 2. `_redirects`, then 3. `ROUTER` (rules: the revision's compiled rules);
 * 4. misses: `/200.html` (client-side routed apps, status 200), then 5. `/404.html` (status 404), then a plain miss.
 */
function resolvePath(files, path, query, options, rules = null) {
    if (rules?.redirects) {
        const forced = (0,src_rules/* redirectFor */.wH)(rules.redirects, path, query, true);
        if (forced)
            return ruleAnswer(files, forced, options) ?? fallback(files, options);
    }
    const real = findFile(files, path, query, options);
    if (real)
        return real;
    if (rules) {
        const rule = (0,src_rules/* redirectFor */.wH)(rules.redirects, path, query, false) ?? (0,src_rules/* redirectFor */.wH)(rules.router, path, query, false);
        if (rule)
            return ruleAnswer(files, rule, options) ?? fallback(files, options);
    }
    return fallback(files, options);
}
/** A real file at `path` (or the folder redirect of clean URLs), or null. */
function findFile(files, path, query, options) {
    if (HIDDEN_FILES.has(path))
        return null;
    if (path.endsWith('/')) {
        const index = files.get(`${path}index.html`);
        return index ? { kind: 'file', file: index, status: 200 } : null;
    }
    const exact = files.get(path);
    if (exact)
        return { kind: 'file', file: exact, status: 200 };
    if (options.cleanUrls) {
        const html = files.get(`${path}.html`);
        if (html)
            return { kind: 'file', file: html, status: 200 };
    }
    if (files.has(`${path}/index.html`))
        return { kind: 'redirect', status: 301, location: `${encodePath(path)}/${query}` };
    return null;
}
/** A rule's answer: its redirect, or the file it names (null: a 200 rewrite to no file falls through). */
function ruleAnswer(files, answer, options) {
    if (answer.kind === 'redirect')
        return answer;
    const found = findFile(files, answer.path, '', options);
    const file = found?.kind === 'file' ? found.file : undefined;
    if (answer.status === 200)
        return file ? { kind: 'file', file, status: 200 } : null;
    return file ? { kind: 'file', file, status: answer.status } : { kind: 'miss', status: answer.status };
}
/** Misses: `/200.html` (or `/index.html` for `spa`), then `/404.html`, then a plain 404. */
function fallback(files, options) {
    const fallbackFile = files.get('/200.html') ?? (options.spa ? files.get('/index.html') : undefined);
    if (fallbackFile)
        return { kind: 'file', file: fallbackFile, status: 200 };
    const notFound = files.get('/404.html');
    if (notFound)
        return { kind: 'file', file: notFound, status: 404 };
    return { kind: 'miss', status: 404 };
}
/** Percent-encodes a decoded path for a Location header (keeps `/`). */
function encodePath(path) {
    return path
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/record.js
/** The request log line of each answered request (request-log.ts), with its salted daily visitor id. */

/** `secure` says whether the client used HTTPS; `visitorSecret` is mixed into the daily salt. */
function createRecorder(log, secure, visitorSecret) {
    const visitor = visitorIds(visitorSecret);
    const head = siteParts();
    // the line's pieces, refilled for each request and encoded one after another into the log's buffer
    const parts = [];
    return (req, host, project, revision, preview, path, status, bytes, enc, hit, forced = false) => {
        if (!log)
            return;
        const t = Date.now();
        const ref = req.headers.referer;
        // the line JSON.stringify would make of the EdgeRequestRecord, field by field (test/edge/request-line.test.ts),
        // from parts made once per site and per connection, never joined into one string
        let n = 0;
        parts[n++] = '{"t":';
        parts[n++] = `${t}`;
        parts[n++] = head(host, project, revision, preview, req.method ?? '');
        n = quoted(parts, n, path.length > 512 ? path.slice(0, 512) : path);
        parts[n++] = ',"status":';
        parts[n++] = `${status}`;
        parts[n++] = ',"bytes":';
        parts[n++] = `${bytes}`;
        parts[n++] = ',"ref":';
        if (ref === undefined)
            parts[n++] = 'null';
        else
            n = quoted(parts, n, ref.length > 512 ? ref.slice(0, 512) : ref);
        parts[n++] = tail(req.httpVersion, secure(req), enc, hit);
        parts[n++] = visitor(req, t);
        parts[n++] = forced ? ',"forced":true}' : '}';
        log.writeParts(t, parts, n);
    };
}
/**
 * The `,"host":\u2026,"domain":\u2026,"rev":\u2026,"preview":\u2026,"method":\u2026,"path":` part of a line, kept for GET per revision and
 * host (a revision no project holds any more takes its parts with it).
 */
function siteParts() {
    /** Per revision: its parts by host, as a site's own host and as a preview host. */
    const byRevision = new WeakMap();
    const make = (host, project, revision, preview, method) => `,"host":${q(host)},"domain":${project ? q(project.domain) : 'null'},"rev":${revision ? revision.rev : 'null'},` +
        `"preview":${preview},"method":${q(method)},"path":`;
    return (host, project, revision, preview, method) => {
        if (method !== 'GET' || !project || !revision)
            return make(host, project, revision, preview, method);
        let hosts = byRevision.get(revision);
        if (!hosts)
            byRevision.set(revision, (hosts = [new Map(), new Map()]));
        const kind = hosts[preview ? 1 : 0];
        let json = kind.get(host);
        if (json === undefined)
            kind.set(host, (json = make(host, project, revision, preview, method)));
        return json;
    };
}
/** The `,"proto":\u2026,"tls":\u2026,"enc":\u2026,"hit":\u2026` part of a line; over HTTP/1.1 one of twelve strings made once. */
const TAILS = [];
function tail(version, tls, enc, hit) {
    const make = () => `,"proto":${version === '1.1' ? '"HTTP/1.1"' : q(`HTTP/${version}`)},"tls":${tls},` +
        `"enc":${enc === null ? 'null' : q(enc)},"hit":${hit}`;
    const coding = enc === null ? 0 : enc === 'gzip' ? 2 : enc === 'br' ? 4 : -1;
    if (version !== '1.1' || coding < 0)
        return make();
    const i = (tls ? 6 : 0) + coding + (hit ? 1 : 0);
    return (TAILS[i] ??= make());
}
/** `s` as JSON into `parts` from `n` (three pieces when it needs no escape: no string made); the next index. */
function quoted(parts, n, s) {
    if (!plainJson(s)) {
        parts[n] = JSON.stringify(s);
        return n + 1;
    }
    parts[n] = '"';
    parts[n + 1] = s;
    parts[n + 2] = '"';
    return n + 3;
}
/** `JSON.stringify(s)`, without its call for the strings nearly every line holds (hosts, paths, user agents). */
const q = (s) => (plainJson(s) ? `"${s}"` : JSON.stringify(s));
/** True when JSON writes `s` as it is: no quote, backslash, control character or surrogate (lone ones are escaped). */
function plainJson(s) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff))
            return false;
    }
    return true;
}
/**
 * The `,"vid":\u2026,"ua":\u2026` part of a log line. Per keep-alive connection it is made once (same address; made again
 * when the user agent or the day changes).
 */
function visitorIds(visitorSecret) {
    let salt = '';
    let saltDay = -1;
    const bySocket = new WeakMap();
    return (req, now) => {
        const day = Math.floor(now / 86_400_000);
        const ua = req.headers['user-agent'] ?? '';
        const known = bySocket.get(req.socket);
        if (known && known.day === day && known.ua === ua)
            return known.json;
        if (day !== saltDay) {
            saltDay = day;
            salt = (0,external_node_crypto_.createHash)('sha256')
                .update(`${day}:${visitorSecret ?? process.pid}`)
                .digest('hex')
                .slice(0, 16);
        }
        const vid = fnv1a(`${salt}|${req.socket.remoteAddress ?? ''}|${ua}`);
        const json = `,"vid":${q(vid)},"ua":${q(ua.slice(0, 256))}`;
        bySocket.set(req.socket, { day, ua, json });
        return json;
    };
}
/** 32-bit FNV-1a as 8 hex digits: a cheap, non-reversible-enough visitor id (salted per edge and day). */
function fnv1a(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 0x01000193);
    }
    return (h >>> 0).toString(16).padStart(8, '0');
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/request.js
/** What the edge reads off a request before routing it: the peer, TLS, the Host header(s), the host's target. */


/** Host header value \u2192 canonical host and preview target, cached (cleared past 10,000 hosts). */
function hostTargets() {
    const hostCache = new Map();
    return (raw) => {
        let t = hostCache.get(raw);
        if (t)
            return t;
        const host = (0,protocol_domain/* canonicalHost */.rQ)(raw);
        t = { host, preview: (0,protocol_domain/* parsePreviewHost */.Aw)(host) };
        if (hostCache.size > 10_000)
            hostCache.clear();
        hostCache.set(raw, t);
        return t;
    };
}
/**
 * Hosts no site can have, where `GET /healthz` is the edge's health check: none, a name without a dot
 * (`localhost`; every site domain has one), or an IP literal (what load balancers send). Sites keep every path.
 */
function isProbeHost(host) {
    return host === '' || !host.includes('.') || host.startsWith('[') || (0,external_node_net_.isIPv4)(host);
}
function isTls(req) {
    return req.socket.encrypted === true;
}
/** Client address, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) written as IPv4 so trusted-proxy lists match. */
function peer(req) {
    const a = req.socket.remoteAddress ?? '';
    return a.startsWith('::ffff:') ? a.slice(7) : a;
}
/** The Host the client asked for: `X-Forwarded-Host` (its first value) from a trusted proxy, else `Host`. */
function requestHost(req, trusted) {
    let rawHost = req.headers.host ?? '';
    if (trusted.size > 0 && trusted.has(peer(req))) {
        const fwd = req.headers['x-forwarded-host'];
        if (typeof fwd === 'string' && fwd)
            rawHost = fwd.split(',')[0];
    }
    return rawHost;
}
/** Number of Host header lines (cheaper than `headersDistinct`, which copies every header). */
function hostHeaders(raw) {
    let n = 0;
    for (let i = 0; i < raw.length; i += 2) {
        const k = raw[i];
        if (k.length === 4 && (k === 'Host' || k === 'host' || k.toLowerCase() === 'host'))
            n++;
    }
    return n;
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/site-access.js
var site_access = __webpack_require__(36888);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/access.js
/**
 * Who gets past a guarded host (docs/edge.md, "Protected previews", "Signing in"): an API token the origin says may
 * see the project (`token:<API token>` over HTTP Basic; each verdict kept a minute, a refusal ten seconds), or a
 * browser signed in through the origin, whose one-time ticket this edge turns into a host cookie. Tickets and
 * cookies are verified with a key derived from the edge secret (protocol/site-access.ts), no origin round trip.
 */


const ALLOWED_MS = 60_000;
const REFUSED_MS = 10_000;
const MAX_VERDICTS = 10_000;
class SiteAccess {
    #o;
    #now;
    #verdicts = new Map();
    /** Ticket nonces used on this edge, until their expiry. */
    #used = new Map();
    constructor(o) {
        this.#o = o;
        this.#now = o.now ?? Date.now;
    }
    /** The signed-in claim of this request's host cookie, if any. */
    claim(req, host) {
        const cookie = cookieValue(req.headers.cookie, site_access/* SITE_COOKIE */.lI);
        return cookie ? (0,site_access/* verifyClaim */.GS)(this.#o.key, 'cookie', cookie, host, this.#now()) : null;
    }
    /** Whether `token` opens `domain`'s guarded hosts: the origin's verdict, kept briefly. */
    async tokenAllowed(domain, token) {
        const key = (0,external_node_crypto_.createHash)('sha256').update(`${domain}\0${token}`).digest('base64url');
        const now = this.#now();
        const hit = this.#verdicts.get(key);
        if (hit && hit.until > now)
            return hit.allowed;
        let allowed;
        try {
            allowed = await this.#o.mayAccess(domain, token);
        }
        catch {
            return false; // the origin is unreachable: refuse, and ask again next time
        }
        if (this.#verdicts.size >= MAX_VERDICTS)
            this.#verdicts.clear();
        this.#verdicts.set(key, { allowed, until: now + (allowed ? ALLOWED_MS : REFUSED_MS) });
        return allowed;
    }
    /** Sends the browser to the origin's sign-in page, to come back to `to` on `host`. */
    signIn(res, host, secure, to, extra) {
        const query = new URLSearchParams({ host, proto: secure ? 'https' : 'http', to });
        res.writeHead(302, {
            location: `${new URL(site_access/* SIGN_IN_PATH */.mE, this.#o.origin).href}?${query.toString()}`,
            'content-length': 0,
            'cache-control': 'no-store',
            ...extra,
        });
        res.end();
    }
    /**
     * `GET /__sitepub/ticket?t=&to=`: a valid, unused ticket for this host becomes the host cookie and a redirect to
     * `to`; anything else is a 403. Returns the status sent.
     */
    ticket(res, host, secure, query) {
        const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
        const now = this.#now();
        const claim = (0,site_access/* verifyClaim */.GS)(this.#o.key, 'ticket', params.get('t') ?? '', host, now);
        const to = params.get('to') ?? '/';
        for (const [nonce, exp] of this.#used)
            if (exp <= now)
                this.#used.delete(nonce);
        if (!claim?.nonce || this.#used.has(claim.nonce) || !/^\/(?![/\\])/.test(to)) {
            const body = Buffer.from('This sign-in link is not valid (any more); open the page again to sign in.\n');
            res.writeHead(403, {
                'content-type': 'text/plain; charset=utf-8',
                'content-length': body.length,
                'cache-control': 'no-store',
            });
            res.end(body);
            return 403;
        }
        this.#used.set(claim.nonce, claim.exp);
        const cookie = (0,site_access/* signClaim */.S6)(this.#o.key, 'cookie', {
            host,
            email: claim.email,
            member: claim.member,
            exp: now + site_access/* COOKIE_TTL_MS */.T$,
        });
        res.writeHead(303, {
            location: to,
            'set-cookie': `${site_access/* SITE_COOKIE */.lI}=${cookie}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${site_access/* COOKIE_TTL_MS */.T$ / 1000}${secure ? '; Secure' : ''}`,
            'content-length': 0,
            'cache-control': 'no-store',
        });
        res.end();
        return 303;
    }
}
/** The value of cookie `name` in a `Cookie` header. */
function cookieValue(header, name) {
    if (!header)
        return null;
    for (const part of header.split(';')) {
        const eq = part.indexOf('=');
        if (eq !== -1 && part.slice(0, eq).trim() === name)
            return part.slice(eq + 1).trim();
    }
    return null;
}
/** A browser asking for a page (signing in makes sense), rather than a script or a tool. */
function wantsPage(req) {
    return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/responses.js

const NOT_FOUND_BODY = Buffer.from('Not Found\n');
const GONE_BODY = Buffer.from('Gone\n');
const UNAUTHORIZED_BODY = Buffer.from('Unauthorized\n');
const BAD_REQUEST_BODY = Buffer.from('Bad Request\n');
const METHOD_BODY = Buffer.from('Method Not Allowed\n');
const PLAIN = 'text/plain; charset=utf-8';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages behind AUTH or a protected preview: the browser may keep them, a shared cache may not. */
const PRIVATE = 'private, no-cache';
/** A plain-text answer; returns the body bytes sent (none for HEAD). */
function plain(res, head, status, body, extra) {
    res.writeHead(status, {
        'content-type': PLAIN,
        'content-length': body.length,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        ...extra,
    });
    res.end(head ? undefined : body);
    return head ? 0 : body.length;
}
/** `GET /healthz` on a probe host: `{ ok: true, ...health }`. */
function health(res, head, state) {
    const body = Buffer.from(`${JSON.stringify({ ok: true, ...state })}\n`);
    res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': body.length,
        'cache-control': 'no-store',
    });
    res.end(head ? undefined : body);
}
/**
 * A method other than GET and HEAD: a CORS preflight (204) when the revision's `CORS` file allows the request's
 * origin or the project's `cors` setting is on, else 405. Returns the status and body bytes sent.
 */
function otherMethod(req, res, settings, cors) {
    const allowed = (cors ? (0,src_rules/* corsOrigin */.se)(cors, req.headers.origin) : null) ?? settings.cors;
    if (req.method === 'OPTIONS' && allowed) {
        res.writeHead(204, {
            'access-control-allow-origin': allowed,
            'access-control-allow-methods': 'GET, HEAD, OPTIONS',
            'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
            'access-control-max-age': '86400',
            vary: 'Origin',
        });
        res.end();
        return { status: 204, bytes: 0 };
    }
    const bytes = plain(res, false, 405, METHOD_BODY, {
        allow: allowed ? 'GET, HEAD, OPTIONS' : 'GET, HEAD',
    });
    return { status: 405, bytes };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/guard.js



const OPEN = { ok: true };
/** The `token:<API token>` of an HTTP Basic header, or null. */
function apiToken(req) {
    const creds = (0,src_rules/* basicCredentials */.BG)(req.headers.authorization);
    return creds?.startsWith('token:') ? creds.slice('token:'.length) : null;
}
/** A protected preview: members signed in through the origin pass here; a token is checked by the caller. */
function previewVerdict(claim) {
    if (claim?.member)
        return OPEN;
    return { ok: false, signIn: true, as: claim?.email ?? null };
}
/** The AUTH rule guarding the path (null: none): its `user:password` or a signed-in identity it names. */
function authVerdict(req, rule, claim) {
    if (!rule || (0,src_rules/* basicAdmits */.tf)(rule, req.headers.authorization))
        return OPEN;
    const identities = (0,src_rules/* hasIdentities */.Dj)(rule);
    if (identities && claim && (0,src_rules/* identityAdmits */.$Z)(rule, claim.email, claim.member))
        return OPEN;
    return { ok: false, signIn: identities, as: identities ? (claim?.email ?? null) : null };
}
const FORBIDDEN = (email) => Buffer.from(`Signed in as ${email}, who may not see this page. Sign in with another account to see it.\n`);
/** Answers a refusal; returns the status and body bytes sent. */
function refuse(req, res, head, v, o) {
    if (v.as !== null)
        return { status: 403, bytes: plain(res, head, 403, FORBIDDEN(v.as), o.extra) };
    if (v.signIn && o.access && wantsPage(req)) {
        o.access.signIn(res, o.host, o.secure, req.url ?? '/', o.extra);
        return { status: 302, bytes: 0 };
    }
    const bytes = plain(res, head, 401, UNAUTHORIZED_BODY, {
        'www-authenticate': `Basic realm="${o.host.replace(/"/g, '')}", charset="UTF-8"`,
        ...o.extra,
    });
    return { status: 401, bytes };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/http-semantics.js
/**
 * Pure HTTP semantics of the edge's file responses (RFC 9110): content-coding negotiation, conditional requests
 * and byte ranges. No I/O, so the serving hot path stays small and these rules are unit-tested on their own.
 */
const codingCache = new Map();
/** Which of br/gzip an `Accept-Encoding` header accepts (q > 0). Results are memoised: headers repeat a lot. */
function acceptedCodings(header) {
    if (!header)
        return NONE;
    let hit = codingCache.get(header);
    if (hit)
        return hit;
    hit = parseAcceptEncoding(header);
    if (codingCache.size > 256)
        codingCache.clear();
    codingCache.set(header, hit);
    return hit;
}
const NONE = Object.freeze({ br: false, gzip: false });
function parseAcceptEncoding(header) {
    let br = null;
    let gzip = null;
    let star = null;
    for (const part of header.split(',')) {
        const [rawName, ...params] = part.split(';');
        const name = rawName.trim().toLowerCase();
        let q = 1;
        for (const p of params) {
            const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
            if (m)
                q = Number(m[1]);
        }
        if (Number.isNaN(q))
            q = 0;
        if (name === 'br')
            br = q;
        else if (name === 'gzip' || name === 'x-gzip')
            gzip = q;
        else if (name === '*')
            star = q;
    }
    return { br: (br ?? star ?? 0) > 0, gzip: (gzip ?? star ?? 0) > 0 };
}
/** Picks the representation: brotli first (smaller), then gzip, else identity (null). */
function chooseCoding(header, available) {
    if (!available.br && !available.gzip)
        return null;
    const accepted = acceptedCodings(header);
    if (available.br && accepted.br)
        return 'br';
    if (available.gzip && accepted.gzip)
        return 'gzip';
    return null;
}
/** True when `If-None-Match` matches `etag` (weak comparison, RFC 9110 \u00a713.1.2). */
function etagMatches(ifNoneMatch, etag) {
    if (ifNoneMatch.trim() === '*')
        return true;
    const bare = etag.startsWith('W/') ? etag.slice(2) : etag;
    for (const raw of ifNoneMatch.split(',')) {
        let tag = raw.trim();
        if (tag.startsWith('W/'))
            tag = tag.slice(2);
        if (tag === bare)
            return true;
    }
    return false;
}
/**
 * Whether a GET/HEAD can be answered 304: `If-None-Match` decides when present; otherwise `If-Modified-Since`
 * (second precision) against `lastModifiedMs`.
 */
function isNotModified(ifNoneMatch, ifModifiedSince, etag, lastModifiedMs) {
    if (ifNoneMatch !== undefined)
        return etagMatches(ifNoneMatch, etag);
    if (ifModifiedSince !== undefined) {
        const since = Date.parse(ifModifiedSince);
        if (Number.isNaN(since))
            return false;
        return Math.floor(lastModifiedMs / 1000) <= Math.floor(since / 1000);
    }
    return false;
}
/**
 * One byte range of `Range: bytes=\u2026` against a representation of `size` bytes; null means "ignore the header and
 * send the whole file" (not bytes, several ranges, or malformed: all allowed by RFC 9110 \u00a714.2).
 */
function parseRange(header, size) {
    const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
    if (!m)
        return null;
    const [, a = '', b = ''] = m;
    if (a === '' && b === '')
        return null;
    if (a === '') {
        const suffix = Number(b);
        if (suffix === 0)
            return 'unsatisfiable';
        return { start: Math.max(0, size - suffix), end: size - 1 };
    }
    const start = Number(a);
    if (start >= size)
        return 'unsatisfiable';
    let end = b === '' ? size - 1 : Number(b);
    if (end < start)
        return null;
    if (end >= size)
        end = size - 1;
    return { start, end };
}
/** `If-Range` (RFC 9110 \u00a713.1.5): the range applies only if the validator still matches (strong comparison). */
function ifRangeAllows(ifRange, etag, lastModifiedMs) {
    if (ifRange === undefined)
        return true;
    const v = ifRange.trim();
    if (v.startsWith('"'))
        return v === etag;
    if (v.startsWith('W/'))
        return false;
    const t = Date.parse(v);
    return !Number.isNaN(t) && Math.floor(t / 1000) === Math.floor(lastModifiedMs / 1000);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/send-file.js
/**
 * A resolved file's answer: headers (content type, validators, cache policy, the project's own headers), a
 * precompressed variant when the client accepts one, conditional requests (304), ranges (206, 416), and the
 * body from the memory cache, read into it (small files), or streamed (a packed blob's byte range of its pack).
 */





/** Response headers a project's `headers` setting may not override. */
const PROTECTED_HEADERS = new Set([
    'content-length',
    'content-encoding',
    'content-range',
    'content-type',
    'transfer-encoding',
    'connection',
    'etag',
    'date',
    'last-modified',
    'vary',
]);
function sendFile(cache, r, file, status, extras) {
    const { req, res, head, project, revision, preview, pinned } = r;
    const blob = file.blob;
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    const coding = rangeHeader === undefined && file.compressible
        ? chooseCoding(req.headers['accept-encoding'], { br: blob.br !== null, gzip: blob.gzip !== null })
        : null;
    const etag = coding === 'br'
        ? (file.etagBr ??= `${file.etag.slice(0, -1)}-br"`)
        : coding === 'gzip'
            ? (file.etagGzip ??= `${file.etag.slice(0, -1)}-gz"`)
            : file.etag;
    const notModified = status === 200 &&
        isNotModified(req.headers['if-none-match'], req.headers['if-modified-since'], etag, revision.createdAt);
    // the common answer: the whole body, from memory, with headers made once per file (no range, rules or guard)
    if (!notModified && status === 200 && rangeHeader === undefined && extras === null && !head) {
        const cached = cache.get(coding === null ? blob.key : coding === 'br' ? blob.br.path : blob.gzip.path);
        if (cached !== undefined && cached.length > 0) {
            const headers = wholeHeaders(project, revision, file, coding, etag, preview, pinned);
            if (headers['content-length'] === cached.length) {
                res.writeHead(200, headers);
                res.end(cached);
                r.done(200, cached.length, coding, true);
                return;
            }
        }
    }
    const headers = fileHeaders(project, revision, file, etag, status, preview, pinned, extras);
    if (notModified) {
        res.writeHead(304, headers);
        res.end();
        r.done(304, 0, null, false);
        return;
    }
    const body = bodyPlan(req, revision, file, status, coding, rangeHeader, headers);
    if (!body) {
        res.writeHead(416, headers);
        res.end();
        r.done(416, 0, null, false);
        return;
    }
    headers['content-length'] = body.length;
    if (head || body.length === 0) {
        res.writeHead(body.code, headers);
        res.end();
        r.done(body.code, 0, coding, false);
        return;
    }
    sendBody(cache, r, file, body, headers);
}
/**
 * The headers of a file's whole body in `coding` (200, no rules, not guarded): what fileHeaders and bodyPlan
 * make, kept on the file while the project's settings and the host kind are the same. Never written to after.
 */
function wholeHeaders(project, revision, file, coding, etag, preview, pinned) {
    let a = file.answers;
    if (a === null || a.settings !== project.settings || a.preview !== preview || a.pinned !== pinned) {
        a = { settings: project.settings, preview, pinned, identity: null, gzip: null, br: null };
        file.answers = a;
    }
    const key = coding ?? 'identity';
    let headers = a[key];
    const size = coding === null ? file.blob.size : coding === 'br' ? file.blob.br.size : file.blob.gzip.size;
    if (headers === null || headers['content-length'] !== size) {
        headers = fileHeaders(project, revision, file, etag, 200, preview, pinned, null);
        if (coding)
            headers['content-encoding'] = coding;
        else
            headers['accept-ranges'] = 'bytes';
        headers['content-length'] = size;
        a[key] = headers;
    }
    return headers;
}
/** The headers of a file's answer, before its body's (content-encoding, ranges, length). */
function fileHeaders(project, revision, file, etag, status, preview, pinned, extras) {
    const settings = project.settings;
    const headers = {
        'content-type': file.contentType,
        etag,
        'last-modified': revision.lastModified,
        'cache-control': pinned && !file.html && status === 200 ? IMMUTABLE : REVALIDATE,
        'x-content-type-options': 'nosniff',
    };
    if (file.compressible)
        headers.vary = 'Accept-Encoding';
    if (settings.cors)
        headers['access-control-allow-origin'] = settings.cors;
    for (const name in settings.headers) {
        const lower = name.toLowerCase();
        if (!PROTECTED_HEADERS.has(lower))
            headers[lower] = settings.headers[name];
    }
    if (extras)
        applyExtras(headers, extras);
    // last: a site's rules cannot make a preview indexable
    if (preview)
        headers['x-robots-tag'] = 'noindex';
    return headers;
}
/** The CORS file's origin, `_headers` (detached names first, then the values set), and a guarded page's cache
 * policy, over the edge's headers. */
function applyExtras(headers, extras) {
    if (extras.corsOrigin) {
        headers['access-control-allow-origin'] = extras.corsOrigin;
        if (extras.corsOrigin !== '*')
            headers.vary = headers.vary ? `${headers.vary}, Origin` : 'Origin';
    }
    if (extras.rule) {
        for (const name of extras.rule.detach)
            delete headers[name];
        Object.assign(headers, extras.rule.set);
    }
    if (extras.guarded)
        headers['cache-control'] = PRIVATE;
}
/** Which bytes answer: the variant or the blob, the range asked for; null for an unsatisfiable range (416). Adds
 * content-encoding / accept-ranges / content-range to `headers`. */
function bodyPlan(req, revision, file, status, coding, rangeHeader, headers) {
    const blob = file.blob;
    // the identity body is cached under the blob's own name (`key`): its `path` may be a pack shared by others
    let path = blob.path;
    let offset = blob.offset;
    let key = blob.key;
    let size = blob.size;
    if (coding) {
        const v = coding === 'br' ? blob.br : blob.gzip;
        path = key = v.path;
        offset = 0;
        size = v.size;
        headers['content-encoding'] = coding;
    }
    else if (status === 200)
        headers['accept-ranges'] = 'bytes';
    let start = 0;
    let end = size - 1;
    let code = status;
    if (rangeHeader !== undefined &&
        ifRangeAllows(req.headers['if-range'], file.etag, revision.createdAt)) {
        const range = parseRange(rangeHeader, size);
        if (range === 'unsatisfiable') {
            headers['content-range'] = `bytes */${size}`;
            headers['content-length'] = 0;
            return null;
        }
        if (range) {
            start = range.start;
            end = range.end;
            code = 206;
            headers['content-range'] = `bytes ${start}-${end}/${size}`;
        }
    }
    const length = size === 0 ? 0 : end - start + 1;
    return { path, offset, key, size, start, end, code, length, coding };
}
/** The body: from the memory cache, read whole into it (small), or streamed from its file. */
function sendBody(cache, r, file, b, headers) {
    const { res } = r;
    const { code, start, end, length, coding } = b;
    const cached = cache.get(b.key);
    if (cached) {
        res.writeHead(code, headers);
        res.end(code === 206 ? cached.subarray(start, end + 1) : cached);
        r.done(code, length, coding, true);
        return;
    }
    if (b.size <= cache.maxEntryBytes) {
        cache
            .load(b.key, () => (coding ? (0,promises_.readFile)(b.path) : readBlob(file.blob)))
            .then((body) => {
            res.writeHead(code, headers);
            res.end(code === 206 ? body.subarray(start, end + 1) : body);
            r.done(code, length, coding, false);
        }, () => {
            res.destroy();
            r.done(500, 0, coding, false);
        });
        return;
    }
    const stream = (0,external_node_fs_.createReadStream)(b.path, {
        start: b.offset + start,
        end: b.offset + end,
        highWaterMark: 256 * 1024,
    });
    stream.once('open', () => {
        res.writeHead(code, headers);
        stream.pipe(res);
    });
    stream.once('error', () => {
        res.destroy();
    });
    res.once('close', () => {
        stream.destroy();
        r.done(code, res.writableFinished ? length : 0, coding, false);
    });
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/serve/index.js








/**
 * The project and revision a host serves: its live revision, the revision of a preview host, or the revision a
 * preview alias `<name>-<domain>` points at (protocol/aliases.ts: a preview whose revision moves, revalidated).
 */
function siteOf(projects, t) {
    let project = projects.get(t.host);
    let preview = false;
    let pinned = false;
    let revision;
    if (project) {
        revision = project.liveRev === null ? undefined : project.revisions.get(project.liveRev);
    }
    else if (t.preview) {
        project = projects.get(t.preview.domain);
        revision = project?.revisions.get(t.preview.rev);
        preview = true;
        pinned = true;
    }
    else {
        const alias = projects.alias(t.host);
        if (alias)
            ({ project, revision } = alias);
        preview = alias !== undefined;
    }
    return project && revision ? { project, revision, preview, pinned } : null;
}
function createSiteHandler(options) {
    const { projects } = options;
    const trusted = new Set(options.trustedProxies ?? []);
    /** TLS on this socket, or a trusted front proxy says the client used HTTPS (`X-Forwarded-Proto`). */
    function secure(req) {
        if (isTls(req))
            return true;
        return trusted.size > 0 && trusted.has(peer(req)) && req.headers['x-forwarded-proto'] === 'https';
    }
    const target = hostTargets();
    const record = createRecorder(options.log, secure, options.visitorSecret);
    const clientHost = (req) => requestHost(req, trusted).trim().toLowerCase();
    const context = { options, record, secure, clientHost };
    return function handle(req, res) {
        const method = req.method;
        const head = method === 'HEAD';
        if (hostHeaders(req.rawHeaders) > 1) {
            // RFC 9112 \u00a73.2: two Host headers make a bad request (a proxy in front may have routed by the other one)
            const n = plain(res, head, 400, BAD_REQUEST_BODY);
            record(req, '', undefined, undefined, false, req.url ?? '/', 400, n, null, false);
            return;
        }
        const t = target(requestHost(req, trusted));
        const url = req.url ?? '/';
        if (options.health &&
            (method === 'GET' || head) &&
            url.startsWith('/healthz') &&
            (url.length === 8 || url.charCodeAt(8) === 63) /* ? */ &&
            isProbeHost(t.host)) {
            health(res, head, options.health());
            return;
        }
        const site = siteOf(projects, t);
        if (!site) {
            // neutral: nothing about which projects or revisions exist
            const n = plain(res, head, 404, NOT_FOUND_BODY);
            record(req, t.host, undefined, undefined, false, url, 404, n, null, false);
            return;
        }
        const { project, revision, preview } = site;
        if (method !== 'GET' && !head) {
            const { status, bytes } = otherMethod(req, res, project.settings, revision.rules?.cors ?? null);
            record(req, t.host, project, revision, preview, url, status, bytes, null, false);
            return;
        }
        serveSite(context, req, res, head, t.host, site);
    };
}
/** A GET or HEAD of a site: bad path (400), forced HTTPS (301), a sign-in ticket, a protected preview's gate. */
function serveSite(ctx, req, res, head, host, site) {
    const { options, record, secure } = ctx;
    const { project, revision, preview } = site;
    const settings = project.settings;
    const url = req.url ?? '/';
    const decoded = decodeRequestPath(url);
    if (!decoded) {
        const n = plain(res, head, 400, BAD_REQUEST_BODY);
        record(req, host, project, revision, preview, url, 400, n, null, false);
        return;
    }
    if (settings.forceHttps && !secure(req) && options.httpsAvailable?.()) {
        const port = options.httpsPort?.() ?? 443;
        const location = `https://${host}${port === 443 ? '' : `:${port}`}${url}`;
        res.writeHead(301, { location, 'content-length': 0, 'cache-control': 'no-store' });
        res.end();
        record(req, host, project, revision, preview, decoded.path, 301, 0, null, false, true);
        return;
    }
    const r = new SiteRequest(ctx, req, res, head, host, site, decoded);
    const access = options.access;
    if (access && decoded.path === site_access/* TICKET_PATH */.LV) {
        const status = access.ticket(res, r.clientHost, secure(req), decoded.query);
        r.done(status, 0, null, false);
        return;
    }
    if (!(preview && settings.previews === 'protected')) {
        answer(r, false);
        return;
    }
    const verdict = previewVerdict(r.claim());
    const token = verdict.ok ? null : apiToken(req);
    if (verdict.ok)
        answer(r, true);
    else if (token === null || !access)
        deny(r, verdict);
    else
        void access
            .tokenAllowed(project.domain, token)
            .then((ok) => (ok ? answer(r, true) : deny(r, { ok: false, signIn: false, as: null })))
            .catch(() => res.destroy());
}
/**
 * A GET or HEAD of a site with a path past the checks of serveSite: the one object the steps below (and
 * send-file.ts) share, whose `done` logs the answer.
 */
class SiteRequest {
    /** `clientHost`, once asked (a field of every instance from the start: one object shape). */
    #clientHost;
    constructor(ctx, req, res, head, host, site, decoded) {
        this.ctx = ctx;
        this.req = req;
        this.res = res;
        this.head = head;
        this.host = host;
        this.decoded = decoded;
        this.project = site.project;
        this.revision = site.revision;
        this.preview = site.preview;
        this.pinned = site.pinned;
    }
    /**
     * The host as the browser names it, port included (claims are for it: the origin signs the same string); made
     * only when a guard or sign-in asks, once (a refusal and a claim both ask).
     */
    get clientHost() {
        return (this.#clientHost ??= this.ctx.clientHost(this.req) || this.host);
    }
    /** A signed-in claim of this request's host cookie (null without one, or without sign-in). */
    claim() {
        return this.ctx.options.access?.claim(this.req, this.clientHost) ?? null;
    }
    done(status, bytes, enc, hit) {
        const { req, host, project, revision, preview } = this;
        this.ctx.record(req, host, project, revision, preview, this.decoded.path, status, bytes, enc, hit);
    }
}
function deny(r, verdict) {
    const extra = r.preview ? { 'x-robots-tag': 'noindex' } : undefined;
    const { status, bytes } = refuse(r.req, r.res, r.head, verdict, {
        host: r.clientHost,
        secure: r.ctx.secure(r.req),
        access: r.ctx.options.access ?? null,
        extra,
    });
    r.done(status, bytes, null, false);
}
/** The path's AUTH rule, then resolution (redirect, miss, file). `guarded`: behind a protected preview. */
function answer(r, guarded) {
    const { req, res, head, decoded } = r;
    const rules = r.revision.rules;
    const noindex = r.preview ? { 'x-robots-tag': 'noindex' } : undefined;
    // AUTH decides before anything of the site answers, redirects included (they would tell its paths)
    const rule = rules?.auth ? (0,src_rules/* authFor */.Ob)(rules.auth, decoded.path) : null;
    if (rule) {
        const verdict = authVerdict(req, rule, r.claim());
        if (!verdict.ok) {
            deny(r, verdict);
            return;
        }
    }
    const found = resolvePath(r.revision.files, decoded.path, decoded.query, r.project.settings, rules);
    // the file served may sit under another AUTH rule (a rewrite, a clean URL): that rule must admit the request too
    const served = found.kind === 'file' && rules?.auth ? (0,src_rules/* authFor */.Ob)(rules.auth, found.file.path) : null;
    if (served && served !== rule) {
        const verdict = authVerdict(req, served, r.claim());
        if (!verdict.ok) {
            deny(r, verdict);
            return;
        }
    }
    if (found.kind === 'redirect') {
        res.writeHead(found.status, {
            location: found.location,
            'content-length': 0,
            'cache-control': REVALIDATE,
            ...noindex,
        });
        res.end();
        r.done(found.status, 0, null, false);
        return;
    }
    if (found.kind === 'miss') {
        const body = found.status === 410 ? GONE_BODY : NOT_FOUND_BODY;
        r.done(found.status, plain(res, head, found.status, body, noindex), null, false);
        return;
    }
    const headerRule = rules ? (0,src_rules/* headersFor */.iY)(rules.headers, decoded.path) : null;
    const cors = rules?.cors ? (0,src_rules/* corsOrigin */.se)(rules.cors, req.headers.origin) : null;
    const guardedFile = guarded || rule !== null || served !== null;
    // none of them: the answer of a site without rule files, its headers made once per file (send-file.ts)
    const extras = headerRule || cors || guardedFile ? { rule: headerRule, corsOrigin: cors, guarded: guardedFile } : null;
    sendFile(r.ctx.options.cache, r, found.file, found.status, extras);
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/protocol/blob-urls.js
var blob_urls = __webpack_require__(94472);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/each-limited.js
var each_limited = __webpack_require__(54827);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/blobs/reads.js
var reads = __webpack_require__(14099);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/chunks.js
var chunks = __webpack_require__(18851);
// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sha256.js
var sha256 = __webpack_require__(87838);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/blob-batch.js
/**
 * A standalone edge's side of `POST /_sitepub/blobs` (docs/edge.md): the origin answers many blobs' bytes back
 * to back in the order asked; the edge knows each size from the revision's manifest, so `receiveBatch` cuts the
 * body at those sizes and checks each blob's sha256 before handing it on (to a pack: src/store/blobs/packs.ts). The
 * first blob that does not match, a body that ends early or one with bytes left over fails the whole batch.
 *
 * `batches` cuts a sync's list of small blobs into requests of bounded count and bytes. One request per blob
 * cost mdi-icons' 7,453 icons 11.6 s to reach two edges; what it costs now is in docs/edge.md.
 */



/** Blobs per request, and bytes per request (a batch of small blobs only: PACKED_BLOB_MAX_BYTES each at most). */
const BATCH_BLOBS = 1024;
const BATCH_BYTES = 4 * 1024 * 1024;
/** `wanted` in order, cut into lists of at most BATCH_BLOBS blobs and BATCH_BYTES bytes (a bigger blob alone). */
function batches(wanted) {
    return (0,chunks/* chunksOf */.U)(wanted, BATCH_BLOBS, BATCH_BYTES);
}
/**
 * Reads `body` as the blobs of `wanted`, in order; calls `onBlob` with each verified blob's bytes (the chunks
 * as they arrived, `size` bytes in all). Throws BlobMismatchError on a wrong digest, a short body or extra bytes.
 */
async function receiveBatch(body, wanted, onBlob) {
    let i = 0;
    let need = 0;
    let parts = [];
    /** Hands on every blob whose bytes are all here, and readies the next one. */
    const advance = () => {
        while (i < wanted.length && need === 0) {
            if (parts.length > 0 || wanted[i].size === 0) {
                finish(wanted[i], parts);
                parts = [];
                i++;
            }
            if (i < wanted.length)
                need = wanted[i].size;
            if (need > 0)
                return;
        }
    };
    const finish = (blob, chunks) => {
        const actual = (0,sha256/* sha256Of */.B)(chunks);
        if (actual !== blob.sha256) {
            throw new BlobMismatchError(`blob ${blob.sha256.slice(0, 12)}\u2026 arrived in a batch with sha256 ${actual.slice(0, 12)}\u2026`);
        }
        onBlob(blob.sha256, chunks, blob.size);
    };
    need = wanted.length > 0 ? wanted[0].size : 0;
    advance();
    for await (const chunk of body) {
        let at = 0;
        while (at < chunk.byteLength) {
            if (i >= wanted.length) {
                throw new BlobMismatchError(`the origin's batch of ${wanted.length} blobs has bytes left over`);
            }
            const n = Math.min(need, chunk.byteLength - at);
            parts.push(chunk.subarray(at, at + n));
            at += n;
            need -= n;
            if (need === 0)
                advance();
        }
    }
    if (i < wanted.length) {
        throw new BlobMismatchError(`the origin's batch ended after ${i} of ${wanted.length} blobs (blob ${wanted[i].sha256.slice(0, 12)}\u2026 incomplete)`);
    }
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/store/sync-filesystem.js
var sync_filesystem = __webpack_require__(22256);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/sync.js
/**
 * Pull-based sync of one edge with the origin. `syncDomain` (serialised per domain) fetches the project's state,
 * the manifests of revisions it does not hold, and only the blobs it lacks (each verified), then swaps the
 * project in one step. `reconcile` compares every project's version with the origin's list (start-up and
 * periodically) so an edge that missed syncs while down converges. Unreferenced blobs are collected when no sync
 * is running.
 */














/** A prefetched (not yet published) revision is kept this long even though the origin does not list it. */
const PENDING_KEEP_MS = 15 * 60 * 1000;
const BLOB_CONCURRENCY = 8;
/** Batch requests of small blobs in flight at once (one is being received while the next is answered). */
const BATCH_CONCURRENCY = 2;
/** Blobs hard-linked from the origin between two turns of the event loop. */
const ADOPT_BATCH = 512;
/**
 * From this many blob folders on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync of
 * each folder (all at once) (figures: docs/bench.md, "Measurements behind the code").
 */
const SYNCFS_MIN_DIRS = 192;
/** One GET of a blob URL reads up to this much of a pack (neighbouring blobs of one batch). */
const URL_RUN_BYTES = 8 * 1024 * 1024;
/**
 * At most this many revisions named ahead (`prefetch`, a list from the request body) are asked beside the
 * project's state: a deploy names its one pending revision (a few when deploys overlap). Each manifest asked early
 * is held in memory until its turn and takes one of the origin client's 16 connections meanwhile, so a long list
 * must not be asked all at once; the rest are asked one by one in their turn.
 */
const PREFETCH_EARLY = 4;
/** After a read from the object store failed, blobs come through the origin for this long. */
const DIRECT_PAUSE_MS = 60_000;
class Syncer {
    #o;
    #chains = new Map();
    #pending = new Map();
    #inflightBlobs = new Map();
    #errors = new Map();
    #active = 0;
    #gcWanted = false;
    /** Until when blobs are not read from the object store (a read from it failed). */
    #directPausedUntil = 0;
    constructor(options) {
        this.#o = options;
    }
    lastError(domain) {
        return this.#errors.get(domain) ?? null;
    }
    /**
     * Serialised per domain; concurrent calls for one domain run one after another (each sees fresh state). `via`:
     * the origin that asked for this sync, whose calls go to it first (OriginClient.via). `content`: what that
     * origin sent with its request, taken instead of asking (its state only when not older than the one held).
     */
    syncDomain(domain, prefetch = [], via, content = null) {
        const prev = this.#chains.get(domain) ?? Promise.resolve();
        const origin = via === undefined ? this.#o.origin : (this.#o.origin.via?.(via) ?? this.#o.origin);
        const next = prev.catch(() => { }).then(() => this.#run(domain, prefetch, origin, content));
        this.#chains.set(domain, next);
        void next
            .finally(() => {
            if (this.#chains.get(domain) === next)
                this.#chains.delete(domain);
        })
            .catch(() => { });
        return next;
    }
    async #run(domain, prefetch, origin, content) {
        this.#active++;
        this.#o.compressor.hold();
        try {
            const res = await this.#sync(domain, prefetch, origin, content);
            this.#errors.delete(domain);
            return res;
        }
        catch (err) {
            this.#errors.set(domain, err.message);
            throw err;
        }
        finally {
            this.#o.compressor.release();
            this.#active--;
            if (this.#active === 0 && this.#gcWanted)
                void this.collectGarbage().catch(() => { });
        }
    }
    async #sync(domain, prefetch, origin, content) {
        const { projects, id } = this.#o;
        const check = (0,protocol_domain/* checkDomain */.D2)(domain);
        if (!check.ok || check.domain !== domain)
            throw new Error(`not a canonical domain: ${domain.slice(0, 80)}`);
        // a state older than the one held (a request overtaken by another origin's) is asked afresh
        const given = content && content.state.version >= (projects.get(domain)?.version ?? 0) ? content : null;
        // the manifests of revisions asked ahead (a deploy's pending one) come with the request, or are asked beside
        // the project's state, not after it: one round trip less before the blobs (a manifest never changes; a
        // refusal is thrown where used)
        const early = new Map();
        for (const m of given?.manifests ?? [])
            if (m.domain === domain)
                early.set(m.rev, Promise.resolve(m));
        for (const rev of prefetch)
            if (early.size < PREFETCH_EARLY && !projects.get(domain)?.revisions.has(rev) && !early.has(rev)) {
                const manifest = origin.getRevision(domain, rev);
                manifest.catch(() => { });
                early.set(rev, manifest);
            }
        const state = given?.state ?? (await origin.getProject(domain));
        const sent = given?.urls
            ? (0,blob_urls/* blobUrlsOf */.NQ)(given.urls, given.urls.sha256 ?? (0,blob_urls/* blobsOfManifests */.ct)(given.manifests))
            : null;
        const known = new Map(sent?.map((u) => [u.sha256, u]));
        if (!state)
            return this.#removed(domain);
        const now = Date.now();
        const pending = this.#pending.get(domain) ?? new Map();
        for (const rev of prefetch)
            pending.set(rev, now + PENDING_KEEP_MS);
        for (const [rev, until] of pending)
            if (until < now || state.revisions.includes(rev))
                pending.delete(rev);
        if (pending.size > 0)
            this.#pending.set(domain, pending);
        else
            this.#pending.delete(domain);
        const wanted = [...new Set([...state.revisions, ...pending.keys()])];
        const current = projects.get(domain);
        const revisions = new Map();
        let bytesFetched = 0;
        let blobsFetched = 0;
        for (const rev of wanted) {
            const held = current?.revisions.get(rev);
            if (held && state.revisions.includes(rev)) {
                revisions.set(rev, held);
                continue;
            }
            // Not listed by the origin: still pending (a deploy being distributed) or discarded meanwhile; ask.
            const manifest = await (early.get(rev) ?? origin.getRevision(domain, rev));
            if (!manifest) {
                if (state.revisions.includes(rev))
                    throw new Error(`origin lists revision ${rev} of ${domain} but has no manifest`);
                pending.delete(rev);
                continue;
            }
            if (held) {
                revisions.set(rev, held);
                continue;
            }
            const fetched = await this.#fetchBlobs(manifest.files, origin, known);
            bytesFetched += fetched.bytes;
            blobsFetched += fetched.count;
            await projects.writeRevision(domain, rev, manifest.createdAt, manifest.files);
            const built = projects.buildRevision(rev, manifest.createdAt, manifest.files);
            if (!built)
                throw new Error(`revision ${rev} of ${domain}: a blob vanished during sync`);
            await projects.loadRules(built);
            revisions.set(rev, built);
            for (const f of built.files.values())
                if (f.compressible)
                    this.#o.compressor.enqueue(f.blob);
        }
        if (state.liveRev !== null && !revisions.has(state.liveRev)) {
            throw new Error(`origin's live revision ${state.liveRev} of ${domain} is not among its revisions`);
        }
        // An alias names one of the revisions just listed; one that does not (discarded meanwhile) is left out.
        const aliases = new Map(Object.entries(state.aliases ?? {}).filter(([, rev]) => revisions.has(rev)));
        const project = {
            domain,
            version: state.version,
            liveRev: state.liveRev,
            settings: { ...DEFAULT_SETTINGS, ...state.settings },
            revisions,
            aliases,
            syncedAt: Date.now(),
        };
        await projects.set(project);
        if (current && [...current.revisions.keys()].some((r) => !revisions.has(r)))
            this.#gcWanted = true;
        this.#o.onChange?.(domain);
        return {
            edge: id,
            domain,
            removed: false,
            version: state.version,
            liveRev: state.liveRev,
            revisions: [...revisions.keys()].sort((a, b) => b - a),
            bytesFetched,
            blobsFetched,
        };
    }
    /** The origin has no such project (any more): the edge forgets it. */
    async #removed(domain) {
        this.#pending.delete(domain);
        if (await this.#o.projects.remove(domain)) {
            this.#gcWanted = true;
            this.#o.onChange?.(domain);
        }
        return {
            edge: this.#o.id,
            domain,
            removed: true,
            version: null,
            liveRev: null,
            revisions: [],
            bytesFetched: 0,
            blobsFetched: 0,
        };
    }
    /** `known`: where to read some blobs straight from the object store, sent with the request. */
    async #fetchBlobs(files, origin, known) {
        const { blobs } = this.#o;
        const todo = new Map();
        for (const f of files)
            if (!blobs.has(f.sha256))
                todo.set(f.sha256, f.size);
        let bytes = 0;
        let count = 0;
        // Blobs the origin next to this edge holds are hard-linked in one synchronous pass, handing the event loop
        // back every ADOPT_BATCH blobs (faster than a promise per blob); the rest, and any that cannot be linked,
        // are downloaded.
        const queue = [];
        const localBlob = this.#o.localBlob;
        let adopted = 0;
        for (const entry of todo) {
            const [sha, size] = entry;
            const local = localBlob && !this.#inflightBlobs.has(sha) ? localBlob(sha) : null;
            if (local && blobs.adopt(sha, size, local)) {
                bytes += size;
                count++;
                if (++adopted % ADOPT_BATCH === 0)
                    await (0,external_node_timers_promises_.setImmediate)();
            }
            else
                queue.push(entry);
        }
        // The rest is downloaded: small blobs in batches into one pack of this edge's own, larger ones one by one.
        // A blob another sync is already fetching is waited for, not fetched twice.
        const others = [];
        const small = [];
        const large = [];
        for (const [sha256, size] of queue) {
            const job = this.#inflightBlobs.get(sha256);
            if (job)
                others.push(job);
            else
                (size <= packs/* PACKED_BLOB_MAX_BYTES */.q ? small : large).push({ sha256, size });
        }
        const urls = small.length + large.length > 0 ? await this.#urlsOf([...small, ...large], origin, known) : null;
        const packed = small.length > 0 ? this.#fetchPacked(small, urls, origin) : null;
        const separate = large.length > 0 ? this.#fetchEach(large, urls, origin) : null;
        const [inPack, one] = await Promise.all([packed, separate]);
        await Promise.all(others);
        for (const r of [inPack, one]) {
            if (!r)
                continue;
            bytes += r.bytes;
            count += r.count;
        }
        // make the renames and links durable before any manifest names these blobs: many folders (a file-heavy
        // site spreads over all 256) take one filesystem sync, a few an fsync each, as does a failed sync. A
        // packed blob's folder is `packs`, where its pack was linked; a pack this edge wrote is durable already.
        const dirs = [
            ...new Set([...todo.keys()].filter((sha) => !inPack?.placed.has(sha)).map((sha) => blobs.dirOf(sha))),
        ];
        if (dirs.length < SYNCFS_MIN_DIRS || !(await (0,sync_filesystem/* syncFilesystem */.j)(blobs.root)))
            await Promise.all(dirs.map((d) => fsyncDir(d)));
        return { bytes, count };
    }
    /** Registers `job` as the fetch of each of `wanted` (another sync then waits for it rather than fetching). */
    #claim(wanted, job) {
        for (const { sha256, size } of wanted) {
            const mine = job.then(() => size);
            this.#inflightBlobs.set(sha256, mine);
            void mine.finally(() => this.#inflightBlobs.delete(sha256)).catch(() => { });
        }
    }
    /**
     * Where to read `wanted` straight from the object store: those `known` says, the rest asked of the origin in
     * lists of BLOB_BATCH_MAX (all at once); null when it offers no such URLs (a blob store read through the origin
     * only) or the last read from the object store failed less than DIRECT_PAUSE_MS ago: everything then comes
     * through the origin.
     */
    async #urlsOf(wanted, origin, known) {
        if (Date.now() < this.#directPausedUntil)
            return null;
        const urls = new Map();
        const ask = [];
        for (const { sha256 } of wanted) {
            const at = known.get(sha256);
            if (at)
                urls.set(sha256, at);
            else
                ask.push(sha256);
        }
        if (ask.length > 0 && !origin.blobUrls)
            return null;
        try {
            const lists = [];
            for (let i = 0; i < ask.length; i += limits/* BLOB_BATCH_MAX */.Ki)
                lists.push(origin.blobUrls(ask.slice(i, i + limits/* BLOB_BATCH_MAX */.Ki)));
            for (const list of await Promise.all(lists)) {
                if (!list)
                    return null;
                for (const u of list)
                    urls.set(u.sha256, u);
            }
            if (wanted.some((b) => !urls.has(b.sha256)))
                return null; // an answer that left a blob out
        }
        catch (err) {
            this.#directFailed(err);
            return null;
        }
        return urls;
    }
    /** Whether to read from the object store now; false for DIRECT_PAUSE_MS after a failed read. */
    #direct(urls) {
        return urls !== null && !!this.#o.origin.openUrl && Date.now() >= this.#directPausedUntil;
    }
    #directFailed(err) {
        this.#directPausedUntil = Date.now() + DIRECT_PAUSE_MS;
        // a presigned URL in a message would be a read key for minutes: left out
        const message = err.message.replace(/https?:\/\/\S*/g, '<blob URL>');
        this.#o.log?.(`reading blobs from the object store failed (${message}); through the origin for a while`);
    }
    /** Downloads blobs one request each, BLOB_CONCURRENCY at a time, each into a file of its own. */
    #fetchEach(wanted, urls, origin) {
        const job = this.#download(wanted, urls, origin);
        this.#claim(wanted, job);
        return job;
    }
    async #download(wanted, urls, origin) {
        const { blobs } = this.#o;
        let bytes = 0;
        await (0,each_limited/* eachLimited */.k)(wanted, BLOB_CONCURRENCY, async ({ sha256, size }) => {
            const at = urls?.get(sha256);
            if (at && at.size > 0 && this.#direct(urls)) {
                try {
                    await blobs.put(sha256, size, await origin.openUrl(at.url, at.offset, at.size));
                    bytes += size;
                    return;
                }
                catch (err) {
                    this.#directFailed(err); // then through the origin
                }
            }
            await blobs.put(sha256, size, await origin.openBlob(sha256));
            bytes += size;
        });
        return { bytes, count: wanted.length };
    }
    /** A batch's bytes from the object store: its blobs in the order given, neighbouring ones in one GET. */
    #directBody(batch, urls) {
        const ranges = batch.map((b) => {
            const at = urls.get(b.sha256);
            return { path: at.url, offset: at.offset, size: at.size };
        });
        const runs = (0,reads/* readRuns */.xx)(ranges, URL_RUN_BYTES).filter((r) => r.size > 0);
        return (0,reads/* streamRuns */.P8)((run) => this.#o.origin.openUrl(run.path, run.offset, run.size), runs);
    }
    /**
     * Downloads small blobs in batches (from the object store when `urls` says where, in the order they lie
     * there; else `POST /_sitepub/blobs`), BATCH_CONCURRENCY requests at a time, each verified as it arrives and
     * appended to one new pack, which is made durable and placed in `packs/` before any of its blobs counts as
     * held. A batch the object store fails is asked of the origin. An origin without the batch route (or one
     * that lost a blob meanwhile) answers 404: what is left is then fetched one by one.
     */
    #fetchPacked(wanted, urls, origin) {
        const { blobs } = this.#o;
        const job = (async () => {
            const writer = new packs/* PackWriter */.lp(blobs.tmp, `edge-${Date.now()}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
            let refused = false;
            let placed = new Set();
            try {
                // a failed batch stops the others and is thrown once none is still writing to the pack
                const append = (sha256, chunks, size) => {
                    writer.append(sha256, chunks, size); // a blob appended twice (a batch asked again) is kept once
                };
                await (0,each_limited/* eachLimited */.k)(batches(urls ? inStoreOrder(wanted, urls) : wanted), BATCH_CONCURRENCY, async (batch) => {
                    if (refused)
                        return;
                    if (this.#direct(urls))
                        try {
                            return await receiveBatch(this.#directBody(batch, urls), batch, append);
                        }
                        catch (err) {
                            this.#directFailed(err); // then through the origin
                        }
                    const body = await origin.openBlobs(batch.map((b) => b.sha256));
                    if (!body)
                        refused = true;
                    else
                        await receiveBatch(body, batch, append);
                });
                if (writer.size > 0) {
                    blobs.addPack(await writer.place((0,external_node_path_.join)(blobs.root, packs/* PACKS_DIR */.Lb)), writer.bytes, writer.entries);
                    placed = new Set(writer.entries.keys());
                }
            }
            catch (err) {
                await writer.discard();
                throw err;
            }
            let bytes = writer.bytes;
            const rest = refused ? wanted.filter((b) => !placed.has(b.sha256)) : [];
            if (rest.length > 0) {
                this.#o.log?.(`the origin has no blob batches (or lost a blob); fetching ${rest.length} blobs one by one`);
                const each = await this.#download(rest, null, origin);
                bytes += each.bytes;
            }
            return { bytes, count: wanted.length, placed };
        })();
        this.#claim(wanted, job);
        return job;
    }
    /** Brings every project in line with the origin's list; returns the domains that failed. */
    async reconcile() {
        const { origin, projects } = this.#o;
        const list = await origin.listProjects();
        const remote = new Map(list.map((p) => [p.domain, p.version]));
        const failed = [];
        const todo = [];
        for (const p of projects.all())
            if (!remote.has(p.domain))
                todo.push(p.domain);
        for (const [domain, version] of remote) {
            const local = projects.get(domain);
            if (!local || local.version !== version || this.#errors.has(domain))
                todo.push(domain);
        }
        for (const domain of todo) {
            try {
                await this.syncDomain(domain);
            }
            catch (err) {
                failed.push(domain);
                this.#o.log?.(`reconcile ${domain}: ${err.message}`);
            }
        }
        this.#gcWanted = true;
        if (this.#active === 0)
            await this.collectGarbage();
        return failed;
    }
    /** Deletes blobs no held revision references. Runs only when no sync is in flight. */
    async collectGarbage() {
        if (this.#active > 0) {
            this.#gcWanted = true;
            return 0;
        }
        this.#gcWanted = false;
        const { blobs, projects } = this.#o;
        const refs = projects.referencedBlobs();
        const doomed = [...blobs.shas()].filter((sha) => !refs.has(sha) && !this.#inflightBlobs.has(sha));
        for (const sha of doomed) {
            if (this.#active > 0)
                break;
            await blobs.remove(sha);
        }
        return doomed.length;
    }
}
/** `wanted` sorted as the blobs lie in the object store (by object, then offset): neighbours share a GET. */
function inStoreOrder(wanted, urls) {
    const at = (b) => urls.get(b.sha256);
    return [...wanted].sort((a, b) => {
        const x = at(a);
        const y = at(b);
        return x.url < y.url ? -1 : x.url > y.url ? 1 : x.offset - y.offset;
    });
}

// EXTERNAL MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/origin-http.js
var origin_http = __webpack_require__(77740);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/acme-challenge.js

const acme_challenge_PREFIX = '/.well-known/acme-challenge/';
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
function originChallenges(options) {
    const agent = new origin_http/* OriginAgents */.t6(2);
    const timeoutMs = options.timeoutMs ?? 5_000;
    const source = async (token, host) => {
        const base = typeof options.origin === 'string' ? options.origin : options.origin();
        const url = new URL(`/_sitepub/acme-challenge/${encodeURIComponent(token)}`, base);
        url.searchParams.set('host', host);
        const res = await agent.request(url, {
            headers: { authorization: `Bearer ${options.secret}` },
            timeoutMs,
        });
        if (res.statusCode !== 200) {
            await (0,origin_http/* dump */.Bh)(res.body);
            return null;
        }
        return (await (0,origin_http/* readBody */.x8)(res.body)).toString('utf8');
    };
    return Object.assign(source, { close: () => agent.close() });
}
/**
 * Wraps the edge's request handler: challenge requests the origin knows are answered (200 text/plain), the rest
 * (and every request when the origin cannot be asked) go to `next`.
 */
function answerAcmeChallenges(source, next) {
    return (req, res) => {
        if (!req.url?.startsWith(acme_challenge_PREFIX))
            return next(req, res);
        const path = req.url.split('?')[0];
        const token = path.startsWith(acme_challenge_PREFIX) ? path.slice(acme_challenge_PREFIX.length) : '';
        const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !TOKEN.test(token) || !host)
            return next(req, res);
        source(token, host).then((answer) => {
            if (answer === null)
                return next(req, res);
            res.writeHead(200, {
                'content-type': 'text/plain',
                'content-length': Buffer.byteLength(answer),
                'cache-control': 'no-store',
            });
            res.end(req.method === 'HEAD' ? undefined : answer);
        }, () => next(req, res));
    };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/edge/edge.js
/**
 * An edge node: keeps its own copy of the sites it serves under `data`, serves them by Host header, and syncs
 * with the origin (pull-based, shared secret). `buildEdge` assembles one without listening; `startEdge` listens,
 * optionally registers with the origin, and reconciles at start-up and periodically.
 */





















/**
 * An edge without an explicit id keeps the one generated at its first start (`<data>/edge-id`). `data` exists:
 * buildEdge prepared it.
 */
function persistentId(data) {
    const file = (0,external_node_path_.join)(data, 'edge-id');
    try {
        const id = (0,external_node_fs_.readFileSync)(file, 'utf8').trim();
        if (/^[A-Za-z0-9._-]{1,64}$/.test(id))
            return id;
    }
    catch {
        // first start
    }
    const id = `edge-${(0,external_node_crypto_.randomBytes)(3).toString('hex')}`;
    try {
        (0,external_node_fs_.writeFileSync)(file, `${id}\n`);
    }
    catch (err) {
        const e = err;
        throw new Error(`cannot write the edge id to ${file} (${e.code ?? e.message}): the edge's data folder must be writable ` +
            'by this user; fix its permissions or pass --data with a writable folder', { cause: err });
    }
    return id;
}
/** The edge's content on disk and in memory: blobs, the project table, the compressor and the body cache. */
function contentStores(data, cacheBytes, logger) {
    const tmp = (0,external_node_path_.join)(data, 'tmp');
    const blobs = new EdgeBlobStore((0,external_node_path_.join)(data, 'blobs'), tmp);
    const projects = new ProjectTable(data, tmp, blobs);
    const compressor = new Compressor(blobs, {
        onError: (err, blob) => logger(`compress ${blob.sha256.slice(0, 12)}: ${err.message}`),
    });
    const cache = new BodyCache(cacheBytes ?? 128 * 1024 * 1024);
    blobs.onRemove = (blob) => {
        cache.delete(blob.key);
        cache.delete(`${blob.key}.gz`);
        cache.delete(`${blob.key}.br`);
    };
    return { blobs, projects, compressor, cache };
}
function buildEdge(options) {
    if (!options.secret)
        throw new Error('edge: a shared secret is required (--secret or SITEPUB_EDGE_SECRET)');
    if (!options.origin)
        throw new Error('edge: the origin URL is required (--origin)');
    const secret = options.secret;
    const data = (0,data_dir/* prepareDataDir */.d)(options.data);
    // One edge per data folder: a second one would re-register the same edge-id with its own URL.
    const unlock = (0,data_lock/* lockDataDir */.N)(data, 'edge');
    const logger = options.logger ?? (() => { });
    let id;
    let known;
    try {
        id = options.id ?? persistentId(data);
        known = knownOrigins({ data, origin: options.origin, log: (m) => logger(`${id}: ${m}`) });
    }
    catch (err) {
        unlock();
        throw err;
    }
    const { origins, learn: learnOrigins } = known;
    const origin = options.originClient ??
        (0,origin_client/* createOriginClient */.y)({ origin: origins, secret: options.secret, log: (m) => logger(`${id}: ${m}`) });
    const { blobs, projects, compressor, cache } = contentStores(data, options.cacheBytes, logger);
    const requestLog = options.logRequests === false ? null : new RequestLog((0,external_node_path_.join)(data, 'logs'));
    const syncer = new Syncer({
        id,
        origin,
        blobs,
        projects,
        compressor,
        localBlob: options.localBlob,
        log: logger,
    });
    let httpsPort = null;
    const site = createSiteHandler({
        // Behind a trusted TLS-terminating proxy HTTPS exists even without a listener here (X-Forwarded-Proto).
        httpsAvailable: () => httpsPort !== null || (options.trustedProxies?.length ?? 0) > 0,
        httpsPort: () => httpsPort ?? 443,
        projects,
        cache,
        log: requestLog,
        trustedProxies: options.trustedProxies,
        visitorSecret: options.secret,
        health: () => ({ id, projects: [...projects.all()].length }),
        access: new SiteAccess({
            key: (0,site_access/* siteAccessKey */.ZB)(options.secret),
            origin: options.origin,
            mayAccess: (domain, token) => origin.mayAccess(domain, token),
        }),
    });
    const control = createControl({ id, secret, syncer, projects, cache, log: requestLog, learnOrigins });
    // ACME HTTP-01 challenges the origin has pending are answered before the site (acme-challenge.ts).
    const challenges = originChallenges({
        origin: () => origins.preferred(Date.now()),
        secret: options.secret,
    });
    const siteOrChallenge = answerAcmeChallenges(challenges, site);
    const handler = (req, res) => {
        if (control.authorized(req))
            void control.handle(req, res);
        else
            siteOrChallenge(req, res);
    };
    const server = createHttpServer(handler);
    return {
        id,
        server,
        projects,
        requestLog,
        handler,
        control: control.call,
        origins,
        learnOrigins,
        async init() {
            await blobs.init();
            await requestLog?.init();
            const stale = await projects.load();
            for (const p of projects.all()) {
                if (stale.includes(p.domain))
                    p.version = -1; // forces a re-sync at the next reconcile
                for (const r of p.revisions.values())
                    for (const f of r.files.values())
                        if (f.compressible)
                            compressor.enqueue(f.blob);
            }
        },
        reconcile: () => syncer.reconcile(),
        syncDomain: (domain, prefetch) => syncer.syncDomain(domain, prefetch),
        compressionIdle: () => compressor.idle(),
        enableHttps(port) {
            httpsPort = port;
        },
        async close() {
            await closeServer(server);
            await compressor.close();
            await requestLog?.close();
            await origin.close();
            await challenges.close();
            await known.saved();
            unlock();
        },
    };
}
async function startEdge(options) {
    const edge = buildEdge(options);
    const logger = options.logger ?? (() => { });
    try {
        await edge.init();
    }
    catch (err) {
        await edge.close(); // releases the data folder's lock
        throw err;
    }
    let bound;
    try {
        bound = await listen(edge.server, options.host ?? '127.0.0.1', options.port ?? 0);
    }
    catch (err) {
        await edge.close();
        throw err;
    }
    const { url, port } = bound;
    let tls = null;
    let certificates = null;
    if (options.tlsPort !== undefined) {
        // loaded only for an HTTPS listener: node:tls and node:https cost an edge without one about 5 MB
        const { originCertificates, startTlsListener } = await __webpack_require__.e(/* import() */ 108).then(__webpack_require__.bind(__webpack_require__, 18108));
        certificates = originCertificates({
            origin: () => edge.origins.preferred(Date.now()),
            secret: options.secret,
        });
        try {
            tls = await startTlsListener({
                handler: edge.handler,
                certificates,
                host: options.host ?? '127.0.0.1',
                port: options.tlsPort,
                onError: (name, err) => logger(`${edge.id}: no certificate for ${name}: ${err.message}`),
            });
        }
        catch (err) {
            await edge.close();
            await certificates.close();
            throw err;
        }
        edge.enableHttps(options.publicTlsPort ?? tls.port);
    }
    const origin = (0,origin_client/* createOriginClient */.y)({
        origin: edge.origins,
        secret: options.secret,
        timeoutMs: 10_000,
        log: (m) => logger(`${edge.id}: ${m}`),
    });
    const publicUrl = options.publicUrl ?? url;
    // What the origin shows and audits for HTTPS: the public host with the port clients use for HTTPS.
    const publicTlsUrl = tls
        ? `https://${new URL(publicUrl).host.replace(/:\d+$/, '')}:${options.publicTlsPort ?? tls.port}`
        : null;
    const { round, stop } = originRounds({
        edge,
        origin,
        logger,
        registration: (options.register ?? true)
            ? {
                id: edge.id,
                url: publicUrl,
                location: options.location ?? 'local',
                ip: new URL(publicUrl).hostname,
                ...(publicTlsUrl ? { tlsUrl: publicTlsUrl } : {}),
                syncBodyMax: limits/* SYNC_BODY_MAX */.Yq,
            }
            : null,
        redirectsHttps: tls !== null || (options.trustedProxies?.length ?? 0) > 0,
        learnOrigins: (urls) => edge.learnOrigins(urls),
    });
    const ready = options.reconcileAtStart === false ? Promise.resolve(null) : round();
    const every = options.reconcileMs ?? 60_000;
    let running = ready;
    const timer = every > 0
        ? setInterval(() => {
            running = running.then(round);
        }, every)
        : null;
    timer?.unref();
    return {
        id: edge.id,
        url,
        port,
        edge,
        ready,
        tlsUrl: tls?.url ?? null,
        async close() {
            stop();
            if (timer)
                clearInterval(timer);
            await tls?.close();
            await certificates?.close();
            await running.catch(() => { }); // a reconcile still writing into the folder ends before its lock is let go
            await edge.close();
            await origin.close();
        },
    };
}


/***/ }),

/***/ 73727:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ OriginError),
/* harmony export */   y: () => (/* binding */ createOriginClient)
/* harmony export */ });
/* harmony import */ var _protocol_blob_urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94472);
/* harmony import */ var _origin_http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77740);
/* harmony import */ var _origin_list_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53684);



/** Answers that say this way to an origin does not work now (a balancer without a live origin behind it). */
const TRY_NEXT_STATUS = new Set([502, 503, 504]);
class OriginError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'OriginError';
        this.status = status;
    }
}
/** `size` bytes at `offset` of a blob URL of the object store (206, or 200 for a whole object from 0). */
async function openRange(agent, url, offset, size, timeoutMs) {
    const res = await agent.request(new URL(url), {
        headers: { range: `bytes=${offset}-${offset + size - 1}` },
        timeoutMs,
    });
    if (res.statusCode !== 206 && !(res.statusCode === 200 && offset === 0)) {
        await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .dump */ .Bh)(res.body);
        throw new OriginError(`the object store answered ${res.statusCode} to a blob's URL`, res.statusCode);
    }
    return res.body;
}
function createOriginClient(options) {
    const origins = typeof options.origin === 'string' ? new _origin_list_js__WEBPACK_IMPORTED_MODULE_1__/* .OriginList */ .B$(options.origin) : options.origin;
    const timeoutMs = options.timeoutMs ?? 30_000;
    const agent = new _origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .OriginAgents */ .t6(16);
    const auth = `Bearer ${options.secret}`;
    const caller = failoverCaller({ origins, agent, auth, timeoutMs, log: options.log });
    const close = () => agent.close();
    const openUrl = (url, offset, size) => openRange(agent, url, offset, size, timeoutMs);
    return clientVia(null);
    /** The client whose calls ask `first` (an entry of the origin list) first; null: the list's own order. */
    function clientVia(first) {
        const call = (method, path, body) => caller(method, path, body, first);
        /** A POST an older origin may not know (404/405: null, the caller's fallback); its body when it answers 200. */
        const optionalPost = async (path, body) => answered(await call('POST', path, body), `POST ${path}`, [404, 405]);
        const json = async (path, allow404) => {
            const body = await answered(await call('GET', path), `GET ${path}`, allow404 ? [404] : []);
            return body && (await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .readJson */ .Vh)(body));
        };
        const client = {
            async listProjects() {
                return (await json('/_sitepub/projects', false));
            },
            getProject(domain) {
                return json(`/_sitepub/projects/${encodeURIComponent(domain)}`, true);
            },
            getRevision(domain, rev) {
                return json(`/_sitepub/revisions/${encodeURIComponent(domain)}/${rev}`, true);
            },
            async openBlob(sha256) {
                const path = `/_sitepub/blobs/${sha256}`;
                return (await answered(await call('GET', path), `GET ${path}`, []));
            },
            openBlobs: (sha256s) => optionalPost('/_sitepub/blobs', { sha256: sha256s }),
            async blobUrls(sha256s) {
                const body = await optionalPost('/_sitepub/blob-urls', { sha256: sha256s, byObject: true });
                return body && (0,_protocol_blob_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .blobUrlsOf */ .NQ)(await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .readJson */ .Vh)(body), sha256s);
            },
            openUrl,
            async register(edge) {
                const res = await call('POST', '/_sitepub/edges', edge);
                if (res.statusCode >= 300) {
                    await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .dump */ .Bh)(res.body);
                    throw new OriginError(`origin answered ${res.statusCode} to POST /_sitepub/edges`, res.statusCode);
                }
                // The cluster's origins (an older origin sends none: the list stays as it is).
                let answer = null;
                try {
                    answer = (await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .readJson */ .Vh)(res.body));
                }
                catch {
                    // not JSON: nothing to learn
                }
                return Array.isArray(answer?.origins) ? answer.origins : null;
            },
            async mayAccess(domain, token) {
                const path = '/_sitepub/access';
                const body = (await answered(await call('POST', path, { domain, token }), `POST ${path}`, []));
                return (await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .readJson */ .Vh)(body)).allowed === true;
            },
            via(origin) {
                const entry = origins.find(origin);
                return entry === first ? client : clientVia(entry);
            },
            close,
        };
        return client;
    }
}
/**
 * The body of a 200 answer; null for a status in `absent` (its body drained); an OriginError naming `what` for
 * any other status.
 */
async function answered(res, what, absent) {
    if (res.statusCode === 200)
        return res.body;
    await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .dump */ .Bh)(res.body);
    if (absent.includes(res.statusCode))
        return null;
    throw new OriginError(`origin answered ${res.statusCode} to ${what}`, res.statusCode);
}
/**
 * One call, to each origin in turn until one answers (origin-list.ts decides the order, and learns which origin
 * failed and which answered).
 */
function failoverCaller(o) {
    const { origins, agent, auth, timeoutMs } = o;
    function send(method, url, body) {
        return agent.request(url, {
            method,
            headers: body === undefined
                ? { authorization: auth }
                : { authorization: auth, 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
            timeoutMs,
        });
    }
    async function call(method, path, body, first) {
        const order = origins.order(Date.now(), first);
        const missed = [];
        for (const [i, base] of order.entries()) {
            const url = new URL(path, base);
            let res;
            try {
                res = await send(method, url, body);
            }
            catch (err) {
                origins.failed(base, Date.now());
                missed.push(order.length > 1 ? `${url.origin}: ${err.message}` : err.message);
                continue;
            }
            if (TRY_NEXT_STATUS.has(res.statusCode) && i < order.length - 1) {
                await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_0__/* .dump */ .Bh)(res.body);
                origins.failed(base, Date.now());
                missed.push(`${url.origin}: answered ${res.statusCode}`);
                continue;
            }
            // A move is logged when a failure caused it: to another origin (and why), or back to one that had failed
            // once it answers again. Moves between answering origins are not (a sync's calls go to the origin that sent
            // it: with --origin a balancer, a move there and back per sync would be logged twice, falsely).
            const hadFailed = origins.hasFailed(base);
            if (origins.succeeded(base) !== null && (missed.length > 0 || hadFailed))
                o.log?.(`calls go to the origin ${url.origin} now${missed.length ? ` (${missed.join('; ')})` : ''}`);
            return res;
        }
        throw new OriginError(`${order.length > 1 ? 'every ' : ''}origin unreachable (${method} ${new URL(path, origins.configured).pathname}): ${missed.join('; ')}`, null);
    }
    return call;
}


/***/ }),

/***/ 77740:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ dump),
/* harmony export */   Vh: () => (/* binding */ readJson),
/* harmony export */   t6: () => (/* binding */ OriginAgents),
/* harmony export */   x8: () => (/* binding */ readBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/**
 * The edge's requests to an origin, over Node's own http and https: keep-alive agents, one time limit on the
 * wait for the answer and on every pause of its body, and the body read whole, parsed or dropped. An edge loads no
 * other HTTP client: undici's parser and pool would cost a standalone edge about 20 MB of memory (docs/bench.md).
 * `node:https` (with `node:tls`, about 5 MB) is loaded on the first request to an https origin, not before.
 */

/** Keep-alive connections to origins: at most `connections` per origin, idle ones closed after `idleMs`. */
class OriginAgents {
    #options;
    #http;
    #https = null;
    constructor(connections, idleMs = 10_000) {
        this.#options = { keepAlive: true, maxSockets: connections, timeout: idleMs };
        this.#http = new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent(this.#options);
    }
    async request(url, o) {
        const https = url.protocol === 'https:'
            ? await (this.#https ??= Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 19)).then((m) => ({
                agent: new m.Agent(this.#options),
                request: m.request,
            })))
            : null;
        const headers = o.body === undefined
            ? o.headers
            : { ...o.headers, 'content-length': String(Buffer.byteLength(o.body)) };
        return new Promise((resolve, reject) => {
            const req = (https ? https.request : node_http__WEBPACK_IMPORTED_MODULE_0__.request)(url, {
                method: o.method ?? 'GET',
                headers,
                agent: https ? https.agent : this.#http,
            });
            req.setTimeout(o.timeoutMs, () => {
                req.destroy(new Error(`no answer from ${url.host} within ${o.timeoutMs} ms`));
            });
            req.once('error', reject);
            req.once('response', (res) => resolve({ statusCode: res.statusCode ?? 0, body: res }));
            req.end(o.body);
        });
    }
    async close() {
        this.#http.destroy();
        (await this.#https)?.agent.destroy();
    }
}
/** The whole body. */
async function readBody(res) {
    const chunks = [];
    for await (const chunk of res)
        chunks.push(chunk);
    return Buffer.concat(chunks);
}
async function readJson(res) {
    return JSON.parse((await readBody(res)).toString('utf8'));
}
/** Reads and drops the body (so its connection can be reused); never rejects. */
function dump(res) {
    return new Promise((resolve) => {
        if (res.complete || res.destroyed)
            return resolve();
        res.once('end', resolve);
        res.once('close', resolve);
        res.once('error', () => resolve());
        res.resume();
    });
}


/***/ }),

/***/ 94472:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NQ: () => (/* binding */ blobUrlsOf),
/* harmony export */   a7: () => (/* binding */ blobObjects),
/* harmony export */   ct: () => (/* binding */ blobsOfManifests)
/* harmony export */ });
/** The blobs of `manifests` in order, each once (where it first appears): EdgeSyncContent's `urls` by default. */
function blobsOfManifests(manifests) {
    return [...new Set(manifests.flatMap((m) => m.files.map((f) => f.sha256)))];
}
/** `urls` (in the order asked) as EdgeBlobObjects: each distinct URL listed once. */
function blobObjects(urls) {
    const index = new Map();
    const objects = [];
    const blobs = urls.map(({ url, offset, size }) => {
        let object = index.get(url);
        if (object === undefined) {
            index.set(url, (object = objects.length));
            objects.push(url);
        }
        return { object, offset, size };
    });
    return { objects, blobs };
}
/**
 * Either answer of `POST /_sitepub/blob-urls` for `sha256s` as one EdgeBlobUrl each, in that order; null when
 * the answer is neither shape or the grouped form does not match the request (a blob left out or malformed, an
 * object index out of range, a per-blob entry that is not an object). The per-blob form's entries are passed on
 * as they are: the edge checks each against what it asked for (src/edge/sync.ts).
 */
function blobUrlsOf(answer, sha256s) {
    if (typeof answer !== 'object' || answer === null)
        return null;
    const a = answer;
    if (Array.isArray(a.urls))
        return a.urls.every((u) => typeof u === 'object' && u !== null) ? a.urls : null;
    const { objects, blobs } = a;
    if (!Array.isArray(objects) || !Array.isArray(blobs) || blobs.length !== sha256s.length)
        return null;
    const urls = [];
    for (const [i, b] of blobs.entries()) {
        if (typeof b !== 'object' || b === null)
            return null;
        const url = objects[b.object];
        if (typeof url !== 'string' || !Number.isInteger(b.offset) || !Number.isInteger(b.size))
            return null;
        urls.push({ sha256: sha256s[i], url, offset: b.offset, size: b.size });
    }
    return urls;
}


/***/ }),

/***/ 70673:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ privateFilesOf),
/* harmony export */   a: () => (/* binding */ PRIVATE_FILES)
/* harmony export */ });
/**
 * Private files: root-level files that configure a site and are never served (`CNAME`, which the official CLI
 * writes after the first deploy and uploads every time after; the rule files `AUTH`, `CORS`, `ROUTER`, `_redirects`,
 * `_headers`, which the edges compile: src/rules/). The edge hides them;
 * revision records count them apart (`privateFileCount`, `privateTotalSize`, `privateFileList`), as the real
 * service does, and the public counts leave them out.
 */
const PRIVATE_FILES = new Set([
    '/CNAME',
    '/AUTH',
    '/CORS',
    '/ROUTER',
    '/_redirects',
    '/_headers',
]);
/** The private files among a revision's files (path with a leading slash). */
function privateFilesOf(files) {
    return files.filter((f) => PRIVATE_FILES.has(f.path)).map((f) => ({ path: f.path, size: f.size }));
}


/***/ }),

/***/ 36888:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ verifyClaim),
/* harmony export */   LV: () => (/* binding */ TICKET_PATH),
/* harmony export */   S6: () => (/* binding */ signClaim),
/* harmony export */   T$: () => (/* binding */ COOKIE_TTL_MS),
/* harmony export */   ZB: () => (/* binding */ siteAccessKey),
/* harmony export */   lI: () => (/* binding */ SITE_COOKIE),
/* harmony export */   mE: () => (/* binding */ SIGN_IN_PATH),
/* harmony export */   zo: () => (/* binding */ ticketClaim)
/* harmony export */ });
/* unused harmony export TICKET_TTL_MS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/**
 * Signing in to a guarded site host through the origin (docs/edge.md, "Signing in"): the origin hands the browser a
 * one-time ticket for one host, the edge of that host turns it into a cookie of its own. Both are HMAC-SHA256
 * signed with a key derived from the edge secret, which origin and edges share; neither carries a secret, only
 * who signed in (their address, and whether they may see the project) and until when.
 */

/** The cookie an edge sets on a host after a sign-in (HttpOnly, SameSite=Lax, that host only). */
const SITE_COOKIE = 'sitepub_site_access';
/** Where the origin sends the browser back to, on the site's host. */
const TICKET_PATH = '/__sitepub/ticket';
/** The origin's page that checks the dashboard session and issues tickets. */
const SIGN_IN_PATH = '/dashboard/site-access';
/** A ticket is good for this long, and once. */
const TICKET_TTL_MS = 60_000;
/** A host cookie is good for this long. */
const COOKIE_TTL_MS = 12 * 60 * 60 * 1000;
/** The signing key of tickets and host cookies, derived from the edge secret (never the secret itself). */
function siteAccessKey(secret) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update('sitepub site access v1').digest();
}
function mac(key, kind, body) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(`${kind}.${body}`).digest();
}
function signClaim(key, kind, claim) {
    const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
    return `${body}.${mac(key, kind, body).toString('base64url')}`;
}
/** A new ticket's claim for `host`. */
function ticketClaim(host, email, member, now) {
    return { host, email, member, exp: now + TICKET_TTL_MS, nonce: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('base64url') };
}
/** The claim of a token signed for `kind`, if its signature holds, it is for `host`, and it has not expired. */
function verifyClaim(key, kind, token, host, now) {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 4096)
        return null;
    const body = token.slice(0, dot);
    const got = Buffer.from(token.slice(dot + 1), 'base64url');
    const want = mac(key, kind, body);
    if (got.length !== want.length || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(got, want))
        return null;
    let claim;
    try {
        claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    }
    catch {
        return null;
    }
    if (typeof claim.exp !== 'number' || claim.exp <= now || claim.host !== host)
        return null;
    if (typeof claim.email !== 'string' || typeof claim.member !== 'boolean')
        return null;
    return claim;
}


/***/ }),

/***/ 6513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bv: () => (/* reexport */ MAX_RULE_FILE_BYTES),
  Ob: () => (/* reexport */ authFor),
  tf: () => (/* reexport */ basicAdmits),
  BG: () => (/* reexport */ basicCredentials),
  nb: () => (/* reexport */ compileRules),
  se: () => (/* reexport */ corsOrigin),
  Dj: () => (/* reexport */ hasIdentities),
  iY: () => (/* reexport */ headersFor),
  $Z: () => (/* reexport */ identityAdmits),
  wH: () => (/* reexport */ redirectFor),
  dT: () => (/* reexport */ ruleFilesOf)
});

// UNUSED EXPORTS: FORBIDDEN_HEADERS, MAX_HEADER_RULES, MAX_LINE_CHARS, MAX_PROBLEMS_PER_FILE, MAX_REDIRECT_RULES, RULE_FILES

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/limits.js
/**
 * The limits of a site's rule files and the response headers a site may not set (docs/edge.md, "Site rules").
 * The numbers are those Cloudflare Pages documents for the same files, so a site that fits there fits here.
 */
/** Redirect rules read from one `_redirects` or `ROUTER` file; later rules are reported and ignored. */
const MAX_REDIRECT_RULES = 2000;
/** Path blocks read from `_headers`; later blocks are reported and ignored. */
const MAX_HEADER_RULES = 100;
/** Characters of one line; a longer line is reported and ignored. */
const MAX_LINE_CHARS = 1000;
/** Problems listed per file (the deploy's `ruleProblems`); a last entry counts the others. */
const MAX_PROBLEMS_PER_FILE = 100;
/** A rule file larger than this is reported and not read at all (2,000 lines of 1,000 characters fit). */
const MAX_RULE_FILE_BYTES = 4 * 1024 * 1024;
/**
 * Response headers the edge owns: hop-by-hop headers (RFC 9110 \u00a77.6.1), the ones that describe the body the edge
 * chose (length, coding, ranges, validators), cookies (one site must not set cookies through its rules, and the
 * edge's own sign-in cookie must stay the edge's), and those of redirects and authentication.
 */
const FORBIDDEN_HEADERS = new Set([
    'connection',
    'keep-alive',
    'proxy-authenticate',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'content-length',
    'content-encoding',
    'content-range',
    'accept-ranges',
    'etag',
    'last-modified',
    'date',
    'vary',
    'age',
    'set-cookie',
    'location',
    'www-authenticate',
    'status',
]);

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/lines.js
/** The lines of a rule file: numbered, comments and blank lines left out, over-long lines reported. */

/** Lines worth reading: not blank, not a `#` comment, not longer than MAX_LINE_CHARS (those are reported). */
function contentLines(text, file, problems) {
    const out = [];
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const t = raw.trim();
        if (t === '' || t.startsWith('#'))
            continue;
        if (raw.length > MAX_LINE_CHARS) {
            problems.push({
                file,
                line: i + 1,
                message: `line is ${raw.length} characters long; the limit is ${MAX_LINE_CHARS}`,
            });
            continue;
        }
        out.push({ n: i + 1, raw, text: t });
    }
    return out;
}
/**
 * The content lines of a redirect file (`_redirects`, `ROUTER`) while it has fewer than MAX_REDIRECT_RULES rules
 * (`rules()`, the count so far); the first line past the limit is reported and ends the file.
 */
function* redirectLines(text, file, problems, rules) {
    for (const line of contentLines(text, file, problems)) {
        if (rules() >= MAX_REDIRECT_RULES) {
            problems.push(problem(file, line, `more than ${MAX_REDIRECT_RULES} rules: this line and the ones after it are ignored`));
            return;
        }
        yield line;
    }
}
/** A problem of `line` in `file`. */
function problem(file, line, message) {
    return { file, line: line.n, message };
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/pattern.js
/**
 * Path patterns of rule files: literal paths, `:name` placeholders (one whole segment), and one `*` splat (any
 * characters, `/` included; a trailing `/*` also matches the folder itself). A trailing slash is forgiven on both
 * sides. Patterns are written URL-encoded and compared with the edge's decoded request path.
 */
const NAME = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
/** `/a/` \u2192 `/a` (the root stays `/`). */
function normalisePath(path) {
    return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
function escapeRegex(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Compiles a pattern; a string is what is wrong with it. */
function parsePattern(source) {
    if (!source.startsWith('/'))
        return `"${source}" is not a path: a path starts with /`;
    let decoded;
    try {
        decoded = decodeURIComponent(source);
    }
    catch {
        return `"${source}" has a malformed %-escape`;
    }
    const path = normalisePath(decoded.replace(/\/{2,}/g, '/'));
    if ((path.match(/\*/g) ?? []).length > 1)
        return `"${source}" has more than one *: one splat per pattern`;
    const segments = path.split('/').slice(1);
    if (!path.includes('*') && !segments.some((s) => s.startsWith(':')))
        return { literal: path, prefix: path, regex: null, names: [], head: segments[0] ?? '' };
    const names = [];
    let re = '';
    let prefix = '';
    let literal = true;
    for (let i = 0; i < segments.length; i++) {
        const seg = segments[i];
        if (seg.startsWith(':')) {
            const m = NAME.exec(seg);
            if (!m)
                return `"${seg}" is not a placeholder: use :name (letters, digits, _)`;
            if (names.includes(m[1]))
                return `placeholder :${m[1]} appears twice`;
            names.push(m[1]);
            re += '/([^/]+)';
            literal = false;
            continue;
        }
        if (seg === '*' && i === segments.length - 1) {
            names.push('splat');
            re += '(?:/(.*))?';
            literal = false;
            continue;
        }
        const star = seg.indexOf('*');
        if (star !== -1) {
            names.push('splat');
            re += `/${escapeRegex(seg.slice(0, star))}(.*)${escapeRegex(seg.slice(star + 1))}`;
            if (literal)
                prefix += `/${seg.slice(0, star)}`;
            literal = false;
            continue;
        }
        re += `/${escapeRegex(seg)}`;
        if (literal)
            prefix += `/${seg}`;
    }
    const first = segments[0] ?? '';
    const head = first.startsWith(':') || first.includes('*') ? null : first;
    return { literal: null, prefix: prefix === '' ? '/' : prefix, regex: new RegExp(`^${re}/?$`), names, head };
}
/** The captures of `path` (already normalised) under `p`, or null when it does not match. */
function matchPattern(p, path) {
    if (p.literal !== null)
        return p.literal === path ? {} : null;
    if (!path.startsWith(p.prefix))
        return null;
    const m = p.regex.exec(path);
    if (!m)
        return null;
    const params = {};
    for (let i = 0; i < p.names.length; i++)
        params[p.names[i]] = m[i + 1] ?? '';
    return params;
}
const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)/g;
/** Percent-encodes a decoded value for a URL path (keeps `/`). */
function encodeValue(value) {
    return value
        .split('/')
        .map((s) => encodeURIComponent(s))
        .join('/');
}
/** `to` with `:name` / `:splat` replaced by the captures (encoded); unknown names stay as written. */
function substitute(to, params) {
    if (!to.includes(':'))
        return to;
    return to.replace(TOKEN, (whole, name) => Object.hasOwn(params, name) ? encodeValue(params[name]) : whole);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/path-table.js
/**
 * Rules keyed by path pattern, looked up in file order: literal patterns in a Map (one lookup whatever their
 * number); the others bucketed by their first segment when it is literal (`/blog/:slug` under `blog`), so a
 * request tests only its own bucket and the patterns that start with a placeholder or splat, and only those
 * written before the first literal hit. Built once per revision; read on every request.
 */

class PathTable {
    #literal = new Map();
    /** Patterns by literal first segment. */
    #buckets = new Map();
    /** Patterns whose first segment is a placeholder or has a splat: tested for every path. */
    #wild = [];
    #size = 0;
    get size() {
        return this.#size;
    }
    add(pattern, value) {
        const entry = { index: this.#size++, pattern, value };
        if (pattern.literal !== null)
            push(this.#literal, pattern.literal, entry);
        else if (pattern.head !== null)
            push(this.#buckets, pattern.head, entry);
        else
            this.#wild.push(entry);
    }
    /** The patterns `path` may match, in file order: its first segment's bucket merged with the wild ones. */
    #candidates(path) {
        const slash = path.indexOf('/', 1);
        const bucket = this.#buckets.get(slash === -1 ? path.slice(1) : path.slice(1, slash));
        if (!bucket)
            return this.#wild;
        if (this.#wild.length === 0)
            return bucket;
        return [...bucket, ...this.#wild].sort((a, b) => a.index - b.index);
    }
    /** The first rule (in file order) whose pattern matches `path` (a decoded request path), with its captures. */
    first(path) {
        const p = normalisePath(path);
        const hit = this.#literal.get(p)?.[0];
        const before = hit ? hit.index : Infinity;
        for (const e of this.#candidates(p)) {
            if (e.index > before)
                break;
            const params = matchPattern(e.pattern, p);
            if (params)
                return { value: e.value, params };
        }
        return hit ? { value: hit.value, params: {} } : null;
    }
    /** Every rule whose pattern matches `path`, in file order. */
    all(path) {
        const p = normalisePath(path);
        const found = [];
        for (const e of this.#literal.get(p) ?? [])
            found.push({ index: e.index, match: { value: e.value, params: {} } });
        for (const e of this.#candidates(p)) {
            const params = matchPattern(e.pattern, p);
            if (params)
                found.push({ index: e.index, match: { value: e.value, params } });
        }
        if (found.length > 1)
            found.sort((a, b) => a.index - b.index);
        return found.map((f) => f.match);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/parse-auth.js
/**
 * surge.sh's `AUTH`: `PATH-PATTERN PRINCIPAL...` per line, and the older form of bare `user:password` lines,
 * which protect the whole site. Principals: `user:password` (HTTP Basic), `jane@example.com`, `*@example.com`
 * and `collaborators` (signing in through the origin). Lines with the same pattern add up; of different
 * patterns, the first that matches a path (in file order) decides who may see it.
 */




const EMAIL = /^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/;
const DOMAIN = /^\*@([^\s@:*]+\.[^\s@:*]+)$/;
/** sha256 (hex) of `user:password`, as AuthRule.basic holds it. */
function basicDigest(credentials) {
    return (0,external_node_crypto_.createHash)('sha256').update(credentials).digest('hex');
}
/** Adds `word` to `rule`; returns what is wrong with it, or null. */
function addPrincipal(rule, word) {
    if (word === 'collaborators')
        rule.collaborators = true;
    else if (DOMAIN.test(word))
        rule.domains.add(DOMAIN.exec(word)[1].toLowerCase());
    else if (EMAIL.test(word))
        rule.emails.add(word.toLowerCase());
    else if (word.indexOf(':') > 0)
        rule.basic.add(basicDigest(word));
    else
        return `"${word}" is not a principal: write user:password, an email address, *@domain or collaborators`;
    return null;
}
function parseAuth(text, problems) {
    const file = 'AUTH';
    const rules = new Map();
    for (const line of contentLines(text, file, problems)) {
        const words = line.text.split(/\s+/);
        const path = words[0].startsWith('/') ? words.shift() : '/*';
        if (words.length === 0) {
            problems.push(problem(file, line, `${path} names nobody: add who may see it (user:password, an email, collaborators)`));
            continue;
        }
        const pattern = parsePattern(path);
        if (typeof pattern === 'string') {
            problems.push(problem(file, line, pattern));
            continue;
        }
        const key = pattern.literal ?? pattern.regex.source;
        const rule = rules.get(key) ?? {
            pattern,
            basic: new Set(),
            emails: new Set(),
            domains: new Set(),
            collaborators: false,
        };
        let added = 0;
        for (const word of words) {
            const bad = addPrincipal(rule, word);
            if (bad)
                problems.push(problem(file, line, bad));
            else
                added++;
        }
        if (added > 0)
            rules.set(key, rule);
    }
    if (rules.size === 0)
        return null;
    const table = new PathTable();
    for (const { pattern, ...rule } of rules.values())
        table.add(pattern, rule);
    return table;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/parse-cors.js
/**
 * surge.sh's `CORS`: `*` (any origin) or origins, one per line (`https://app.example.com`), answered with
 * `Access-Control-Allow-Origin` (the request's own origin when it is listed).
 */

function parseCors(text, problems) {
    const file = 'CORS';
    let any = false;
    const origins = new Set();
    for (const line of contentLines(text, file, problems)) {
        for (const word of line.text.split(/[\s,]+/)) {
            if (word === '*') {
                any = true;
                continue;
            }
            let url;
            try {
                url = new URL(word);
            }
            catch {
                problems.push(problem(file, line, `"${word}" is not an origin: write * or e.g. https://app.example.com`));
                continue;
            }
            if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
                problems.push(problem(file, line, `"${word}" is not an http(s) origin`));
                continue;
            }
            if (url.pathname !== '/' || url.search || url.hash) {
                problems.push(problem(file, line, `"${word}" has a path; an origin is scheme, host and port only (${url.origin})`));
                continue;
            }
            origins.add(url.origin);
        }
    }
    return any || origins.size > 0 ? { any, origins } : null;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/parse-headers.js
/**
 * `_headers`, as Netlify and Cloudflare Pages write it: a path pattern on a line of its own, then indented
 * `Name: value` lines for the responses of matching paths, and Cloudflare's `! Name` to detach a header an
 * earlier matching block set. Headers the edge owns (limits.ts FORBIDDEN_HEADERS) are reported and skipped.
 */




const FILE = '_headers';
const parse_headers_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Null when `name` may be set or detached by a site, else why not. */
function checkName(name) {
    if (!parse_headers_TOKEN.test(name))
        return `"${name}" is not a header name`;
    if (FORBIDDEN_HEADERS.has(name.toLowerCase()))
        return `${name} is set by the edge and cannot be set or removed by _headers (docs/edge.md lists these headers)`;
    return null;
}
/** One indented line of a block: a header to set or to detach. */
function headerLine(line, block, problems) {
    if (line.text.startsWith('!')) {
        const name = line.text.slice(1).trim();
        const bad = checkName(name);
        if (bad)
            problems.push(problem(FILE, line, bad));
        else
            block.detach.push(name.toLowerCase());
        return;
    }
    const colon = line.text.indexOf(':');
    if (colon <= 0) {
        problems.push(problem(FILE, line, 'a header line is "Name: value" (or "! Name" to remove one)'));
        return;
    }
    const name = line.text.slice(0, colon).trim();
    const value = line.text.slice(colon + 1).trim();
    const bad = checkName(name);
    if (bad)
        problems.push(problem(FILE, line, bad));
    else if (!VALUE.test(value))
        problems.push(problem(FILE, line, `the value of ${name} has characters a header cannot carry`));
    else
        block.set.push([name.toLowerCase(), value]);
}
function parseHeaders(text, problems) {
    const table = new PathTable();
    let block = null;
    let skipping = false;
    let over = false;
    const close = () => {
        if (block)
            table.add(block.pattern, { set: block.set, detach: block.detach });
        block = null;
    };
    for (const line of contentLines(text, FILE, problems)) {
        const indented = /^\s/.test(line.raw);
        if (!indented) {
            close();
            skipping = false;
            if (table.size >= MAX_HEADER_RULES) {
                if (!over)
                    problems.push(problem(FILE, line, `more than ${MAX_HEADER_RULES} path rules: this one and the ones after it are ignored`));
                over = true;
                skipping = true;
                continue;
            }
            if (/^[a-z]+:\/\//i.test(line.text)) {
                problems.push(problem(FILE, line, `"${line.text}": absolute URLs are not supported; write a path (/x)`));
                skipping = true;
                continue;
            }
            const pattern = parsePattern(line.text);
            if (typeof pattern === 'string') {
                problems.push(problem(FILE, line, `${pattern} (header lines are indented under their path)`));
                skipping = true;
                continue;
            }
            block = { pattern, set: [], detach: [] };
            continue;
        }
        if (skipping)
            continue;
        if (!block) {
            problems.push(problem(FILE, line, 'a header line before any path: put a path pattern on the line above'));
            continue;
        }
        headerLine(line, block, problems);
    }
    close();
    return table;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/destination.js
/** The destination of a redirect rule: a path of the site or an absolute http(s) URL. */
/** Null when `to` can be a destination, else what is wrong with it. */
function checkDestination(to) {
    if (!/^[\x21-\x7e]+$/.test(to))
        return `"${to}" has characters a URL cannot carry: %-encode them`;
    if (to.startsWith('/')) {
        if (to.startsWith('//'))
            return `"${to}" starts with //: write a path (/x) or a full URL (https://host/x)`;
        return null;
    }
    if (/^https?:\/\//i.test(to)) {
        try {
            new URL(to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, 'x'));
            return null;
        }
        catch {
            return `"${to}" is not a valid URL`;
        }
    }
    return `"${to}" is neither a path (/x) nor an http(s) URL`;
}
/** The Location of a redirect: the request's query string rides along unless the destination has its own. */
function withQuery(location, query) {
    if (query === '' || query === '?')
        return location;
    const hash = location.indexOf('#');
    const base = hash === -1 ? location : location.slice(0, hash);
    if (base.includes('?'))
        return location;
    return hash === -1 ? base + query : base + query + location.slice(hash);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/parse-redirects.js
/**
 * `_redirects`, the part Netlify and Cloudflare Pages share: `FROM TO [STATUS][!]` per line. FROM is a path
 * pattern (pattern.ts); TO a path or an http(s) URL with `:name` / `:splat`; STATUS 301 (default), 302, 303,
 * 307, 308, 200 (a rewrite: the file at TO answers), 404 or 410 (TO is the page sent with that status); `!`
 * forces the rule even when a file exists at FROM.
 */




const STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410]);
function parseRedirects(text, problems) {
    const file = '_redirects';
    const table = new PathTable();
    for (const line of redirectLines(text, file, problems, () => table.size)) {
        const parts = line.text.split(/\s+/);
        if (parts.length < 2) {
            problems.push(problem(file, line, 'a rule needs a source path and a destination: FROM TO [STATUS]'));
            continue;
        }
        if (parts.length > 3) {
            problems.push(problem(file, line, `"${parts.slice(3).join(' ')}": conditions (query parameters, Country=, Role=, ...) are not supported; the rule is ignored`));
            continue;
        }
        const [from, to, code = '301'] = parts;
        const m = /^(\d{3})(!?)$/.exec(code);
        const status = m ? Number(m[1]) : NaN;
        if (!m || !STATUSES.has(status)) {
            problems.push(problem(file, line, `"${code}" is not a status: use 301, 302, 303, 307, 308, 200, 404 or 410 (! after it forces)`));
            continue;
        }
        const pattern = parsePattern(from);
        if (typeof pattern === 'string') {
            problems.push(problem(file, line, pattern));
            continue;
        }
        const bad = checkDestination(to);
        if (bad) {
            problems.push(problem(file, line, bad));
            continue;
        }
        if ((status === 200 || status === 404 || status === 410) && !to.startsWith('/')) {
            problems.push(problem(file, line, `a ${status} rule serves a file of the site: its destination must be a path, not "${to}" (proxying is not supported)`));
            continue;
        }
        table.add(pattern, { to, status: status, force: m[2] === '!' });
    }
    return table;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/parse-router.js
/**
 * surge.sh's `ROUTER`: `CODE FROM TO` per line, CODE 301, 302 or 307, FROM a path with `:name` segments, TO a
 * path or a full URL. The query string rides along; a trailing slash is forgiven (pattern.ts).
 */




function parseRouter(text, problems) {
    const file = 'ROUTER';
    const table = new PathTable();
    for (const line of redirectLines(text, file, problems, () => table.size)) {
        const parts = line.text.split(/\s+/);
        if (parts.length !== 3) {
            problems.push(problem(file, line, 'a rule is CODE FROM TO, e.g. "301 /contact /about"'));
            continue;
        }
        const [code, from, to] = parts;
        if (code !== '301' && code !== '302' && code !== '307') {
            problems.push(problem(file, line, `"${code}" is not a status ROUTER knows: use 301, 302 or 307`));
            continue;
        }
        const pattern = parsePattern(from);
        if (typeof pattern === 'string') {
            problems.push(problem(file, line, pattern));
            continue;
        }
        if (pattern.names.includes('splat')) {
            problems.push(problem(file, line, `"${from}": ROUTER patterns use :name segments, not * (that is _redirects syntax)`));
            continue;
        }
        const bad = checkDestination(to);
        if (bad) {
            problems.push(problem(file, line, bad));
            continue;
        }
        table.add(pattern, { to, status: Number(code), force: false });
    }
    return table;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/types.js
/** The rule files a site may carry at its root; all are private files (never served). */
const RULE_FILES = ['/_redirects', '/_headers', '/ROUTER', '/CORS', '/AUTH'];

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/compile.js
/**
 * A revision's rule files \u2192 its compiled rules and the problems of their lines. The server runs it at deploy time
 * (to report bad lines to whoever deploys) and each edge once per revision it loads (to serve by them); never per
 * request.
 */







/** Which of `paths` are rule files (paths with a leading slash). */
function ruleFilesOf(paths) {
    const set = new Set(RULE_FILES);
    return [...paths].filter((p) => set.has(p));
}
/** Compiles the rule files given (path \u2192 bytes, or null when the file is over MAX_RULE_FILE_BYTES). */
function compileRules(files) {
    const problems = [];
    const text = (path) => {
        if (!files.has(path))
            return null;
        const bytes = files.get(path);
        if (!bytes) {
            problems.push({
                file: path.slice(1),
                line: 0,
                message: `the file is larger than ${MAX_RULE_FILE_BYTES / 1024 / 1024} MiB and was not read`,
            });
            return null;
        }
        return bytes.toString('utf8');
    };
    const redirects = text('/_redirects');
    const router = text('/ROUTER');
    const headers = text('/_headers');
    const cors = text('/CORS');
    const auth = text('/AUTH');
    const rules = {
        redirects: redirects === null ? null : nonEmpty(parseRedirects(redirects, problems)),
        router: router === null ? null : nonEmpty(parseRouter(router, problems)),
        headers: headers === null ? null : nonEmpty(parseHeaders(headers, problems)),
        cors: cors === null ? null : parseCors(cors, problems),
        auth: auth === null ? null : parseAuth(auth, problems),
    };
    const any = Object.values(rules).some((r) => r !== null);
    return { rules: any ? rules : null, problems: capped(problems) };
}
/** At most MAX_PROBLEMS_PER_FILE problems of each file, then one that counts the rest. */
function capped(problems) {
    const seen = new Map();
    const out = [];
    for (const p of problems) {
        const n = (seen.get(p.file) ?? 0) + 1;
        seen.set(p.file, n);
        if (n <= MAX_PROBLEMS_PER_FILE)
            out.push(p);
    }
    for (const [file, n] of seen)
        if (n > MAX_PROBLEMS_PER_FILE)
            out.push({
                file,
                line: 0,
                message: `${n - MAX_PROBLEMS_PER_FILE} more lines are not applied (not listed)`,
            });
    return out;
}
function nonEmpty(table) {
    return table.size > 0 ? table : null;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/match.js
/**
 * What compiled rules say about one request: the redirect or rewrite of a path, the headers of its answer, the
 * CORS origin to allow, the AUTH rule guarding it. Pure: the edge's serving code does the I/O.
 */



/**
 * The answer of the first rule of `table` matching `path` (decoded), with `query` (`?\u2026` or '') carried to a
 * redirect's destination. `forcedOnly`: only a rule marked `!` (the pass before real files).
 */
function redirectFor(table, path, query, forcedOnly) {
    if (!table)
        return null;
    const m = table.first(path);
    if (!m || (forcedOnly && !m.value.force))
        return null;
    const { to, status } = m.value;
    const target = substitute(to, m.params);
    if (status === 200 || status === 404 || status === 410) {
        const q = target.search(/[?#]/);
        const raw = q === -1 ? target : target.slice(0, q);
        let decoded;
        try {
            decoded = decodeURIComponent(raw);
        }
        catch {
            decoded = raw;
        }
        return { kind: 'rewrite', status, path: decoded };
    }
    return { kind: 'redirect', status, location: withQuery(target, query) };
}
/** The headers `_headers` gives the answer for `path`, or null when no block matches. */
function headersFor(table, path) {
    if (!table)
        return null;
    const matches = table.all(path);
    if (matches.length === 0)
        return null;
    const set = {};
    const detach = [];
    for (const { value } of matches) {
        for (const name of value.detach) {
            delete set[name];
            detach.push(name);
        }
        for (const [name, v] of value.set)
            set[name] = set[name] === undefined ? v : `${set[name]}, ${v}`;
    }
    return { set, detach };
}
/** `Access-Control-Allow-Origin` for a request from `origin`: `*`, the origin itself when listed, or null. */
function corsOrigin(rule, origin) {
    if (rule.any)
        return '*';
    return origin !== undefined && rule.origins.has(origin) ? origin : null;
}
/** The AUTH rule guarding `path`, or null when it is open. */
function authFor(table, path) {
    return table?.first(path)?.value ?? null;
}
/** Whether `authorization` (the request header) is HTTP Basic with a `user:password` the rule lists. */
function basicAdmits(rule, authorization) {
    const credentials = basicCredentials(authorization);
    return credentials !== null && rule.basic.has(basicDigest(credentials));
}
/** The `user:password` of an HTTP Basic `Authorization` header, or null. */
function basicCredentials(authorization) {
    if (!authorization)
        return null;
    const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
    if (!m)
        return null;
    const decoded = Buffer.from(m[1], 'base64').toString('utf8');
    return decoded.includes(':') ? decoded : null;
}
/** Whether a signed-in address passes the rule's identity principals (`collaborator`: the origin said so). */
function identityAdmits(rule, email, collaborator) {
    const e = email.toLowerCase();
    if (rule.emails.has(e))
        return true;
    const at = e.lastIndexOf('@');
    if (at !== -1 && rule.domains.has(e.slice(at + 1)))
        return true;
    return rule.collaborators && collaborator;
}
/** Whether the rule names anyone who signs in (not only user:password). */
function hasIdentities(rule) {
    return rule.emails.size > 0 || rule.domains.size > 0 || rule.collaborators;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/rules/index.js
/** Site rules (`_redirects`, `_headers`, `ROUTER`, `CORS`, `AUTH`): compiled once per revision, matched per request. */






/***/ }),

/***/ 18851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ chunksOf)
/* harmony export */ });
/** `items` in consecutive chunks of at most `maxCount` items and (unless one item alone is larger) `maxBytes`. */
function chunksOf(items, maxCount, maxBytes) {
    const chunks = [];
    let current = [];
    let bytes = 0;
    for (const item of items) {
        if (current.length > 0 && (current.length >= maxCount || bytes + item.size > maxBytes)) {
            chunks.push(current);
            current = [];
            bytes = 0;
        }
        current.push(item);
        bytes += item.size;
    }
    if (current.length)
        chunks.push(current);
    return chunks;
}


/***/ }),

/***/ 11635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ prepareDataDir)
/* harmony export */ });
/* unused harmony export DataDirError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/**
 * Creates a server's or an edge's data folder one level at a time: `mkdir(dir, { recursive: true })` on Node 24
 * never returns for a path under a folder that refuses new entries with ENOENT (procfs: `--data /proc/x` hung).
 * Later `recursive` mkdirs inside the data folder are safe: their parent exists and is a real folder.
 */


class DataDirError extends Error {
    code;
    constructor(dir, reason, code) {
        super(`cannot use ${dir} as the data folder: ${reason}. Pass --data with a folder this user can create and write.`);
        this.name = 'DataDirError';
        this.code = code;
    }
}
/**
 * Makes sure `dir` is a folder; returns its absolute path. A data folder created here is owner-only (0700,
 * whatever the umask): it holds the database, keys and secrets. An existing one keeps its mode.
 */
function prepareDataDir(dir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    const missing = [];
    let at = target;
    for (;;) {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at, { throwIfNoEntry: false });
        if (st) {
            if (!st.isDirectory()) {
                throw new DataDirError(target, `${at} exists and is not a folder`, 'ENOTDIR');
            }
            break;
        }
        missing.unshift(at);
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            break;
        at = parent;
    }
    for (const d of missing) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(d, d === target ? { mode: 0o700 } : {});
            if (d === target)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(d, 0o700);
        }
        catch (err) {
            const e = err;
            if (e.code === 'EEXIST' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(d, { throwIfNoEntry: false })?.isDirectory())
                continue;
            const why = e.code === 'EACCES' || e.code === 'EPERM'
                ? `no permission to create ${d}`
                : e.code === 'ENOENT'
                    ? `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d)} does not accept new folders`
                    : `creating ${d} failed (${e.code ?? e.message})`;
            throw new DataDirError(target, why, e.code ?? 'EIO');
        }
    }
    return target;
}


/***/ }),

/***/ 23165:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ lockDataDir)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * One process per data folder: `sitepub serve` and `sitepub edge` hold `<data>/sitepub.lock` while they run. A
 * second process is refused with a message naming the first; a lock whose process is gone is taken over. Liveness:
 * `process.kill(pid, 0)`, and on Linux the start time (/proc/<pid>/stat), so a pid reused after a reboot is not it.
 */



const LOCK_FILE = 'sitepub.lock';
class DataDirLockedError extends Error {
    code = 'EDATALOCKED';
    constructor(dir, holder) {
        const elsewhere = holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)();
        super(`${dir} is in use by another sitepub process (pid ${holder.pid}${elsewhere ? ` on host ${holder.host}` : ''}, ` +
            `\`sitepub ${holder.command}\` since ${holder.since}): two processes must not share a data folder. Stop ` +
            `that process, or pass --data with another folder` +
            `${holder.command === 'edge' ? ' (a copy of an edge folder: delete edge-id in it)' : ''}. ` +
            (elsewhere
                ? `Its liveness cannot be checked from here: if no sitepub runs on ${holder.host} any more (a container ` +
                    `restarted under a new host name), delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE)}.`
                : `If pid ${holder.pid} is not sitepub, delete ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE)}.`));
        this.name = 'DataDirLockedError';
    }
}
/** Runs `fn`, ignoring its failure (the file is gone already, or another process got there first). */
const quietly = (fn) => {
    try {
        fn();
    }
    catch {
        // nothing to do
    }
};
/** Locks held by this process, by folder: a second open in this process is refused as well. */
const held = new Set();
function startTicks(pid) {
    try {
        // Field 22 of /proc/<pid>/stat, counted after the parenthesised command name (which may hold spaces).
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    }
    catch {
        return null;
    }
}
function alive(holder) {
    if (!Number.isInteger(holder.pid) || holder.pid <= 0)
        return false;
    if (holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)())
        return true; // a shared folder mounted on two machines: assume it runs
    try {
        process.kill(holder.pid, 0);
    }
    catch (err) {
        if (err.code !== 'EPERM')
            return false;
    }
    const ticks = startTicks(holder.pid);
    return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}
/** The holder a lock file's text names, or null when it names none (damaged, or not read). */
function parseHolder(text) {
    try {
        const body = JSON.parse(text ?? '');
        return typeof body?.pid === 'number' ? body : null;
    }
    catch {
        return null;
    }
}
const readText = (file) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch {
        return null;
    }
};
/**
 * A lock file is only ever linked into place whole, so one that cannot be read as a lock is damaged (a crash before
 * its bytes reached the disk): stale once it is older than this, held until then.
 */
const DAMAGED_LOCK_GRACE_MS = 10_000;
/**
 * Moves the stale lock `text` out of the way; false when another process got there first. Renamed, not deleted,
 * so that a fresh lock linked in meanwhile is seen (its text differs) and put back.
 */
function removeStale(file, text) {
    const aside = `${file}.stale.${process.pid}`;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(file, aside);
    }
    catch {
        return false; // gone already: another process took it over
    }
    const moved = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(aside, 'utf8');
    if (moved !== text) {
        // someone's fresh lock: back in place (fails only if yet another one is there: locked either way)
        quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(aside, file));
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(aside);
        return false;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(aside);
    return true;
}
/** Takes the lock of `dir` for `command` ('serve' or 'edge'); returns its release (idempotent). */
function lockDataDir(dir, command) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, LOCK_FILE);
    const mine = {
        pid: process.pid,
        command,
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(),
        startTicks: startTicks(process.pid),
        since: new Date().toISOString(),
    };
    if (held.has(dir))
        throw new DataDirLockedError(dir, parseHolder(readText(file)) ?? mine);
    // Written whole under a name of its own, then linked into place: the lock file never exists without its
    // contents, and the link fails with EEXIST while another process holds the folder.
    const tmp = `${file}.${process.pid}.tmp`;
    const writable = (err) => new Error(`cannot create ${file} (${err.code ?? err.message}): the data folder ` +
        `${dir} must be writable by this user; fix its permissions or pass --data with a writable folder`, { cause: err });
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
    }
    catch (err) {
        throw writable(err);
    }
    try {
        for (let attempt = 0;; attempt++) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.linkSync)(tmp, file);
                break;
            }
            catch (err) {
                if (err.code !== 'EEXIST' || attempt > 3)
                    throw writable(err);
            }
            const text = readText(file);
            if (text === null)
                continue; // released meanwhile: link again
            const holder = parseHolder(text);
            if (holder && holder.pid !== process.pid && alive(holder))
                throw new DataDirLockedError(dir, holder);
            if (!holder && Date.now() - (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).mtimeMs < DAMAGED_LOCK_GRACE_MS)
                throw new Error(`${file} exists but holds no complete lock (written moments ago?): another sitepub process may be ` +
                    'starting on this data folder; try again in a few seconds, or delete the file if none runs');
            removeStale(file, text); // its process is gone (or another process removed it first): link again
        }
    }
    finally {
        quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(tmp));
    }
    held.add(dir);
    let released = false;
    return () => {
        if (released)
            return;
        released = true;
        held.delete(dir);
        const holder = parseHolder(readText(file));
        if (holder?.pid === process.pid && holder.since === mine.since)
            quietly(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(file));
    };
}


/***/ }),

/***/ 81813:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"application/1d-interleaved-parityfec":{"source":"iana"},"application/3gpdash-qoe-report+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/3gpp-ims+xml":{"source":"iana","compressible":true},"application/3gpphal+json":{"source":"iana","compressible":true},"application/3gpphalforms+json":{"source":"iana","compressible":true},"application/a2l":{"source":"iana"},"application/ace+cbor":{"source":"iana"},"application/ace+json":{"source":"iana","compressible":true},"application/ace-groupcomm+cbor":{"source":"iana"},"application/ace-trl+cbor":{"source":"iana"},"application/activemessage":{"source":"iana"},"application/activity+json":{"source":"iana","compressible":true},"application/aif+cbor":{"source":"iana"},"application/aif+json":{"source":"iana","compressible":true},"application/alto-cdni+json":{"source":"iana","compressible":true},"application/alto-cdnifilter+json":{"source":"iana","compressible":true},"application/alto-costmap+json":{"source":"iana","compressible":true},"application/alto-costmapfilter+json":{"source":"iana","compressible":true},"application/alto-directory+json":{"source":"iana","compressible":true},"application/alto-endpointcost+json":{"source":"iana","compressible":true},"application/alto-endpointcostparams+json":{"source":"iana","compressible":true},"application/alto-endpointprop+json":{"source":"iana","compressible":true},"application/alto-endpointpropparams+json":{"source":"iana","compressible":true},"application/alto-error+json":{"source":"iana","compressible":true},"application/alto-networkmap+json":{"source":"iana","compressible":true},"application/alto-networkmapfilter+json":{"source":"iana","compressible":true},"application/alto-propmap+json":{"source":"iana","compressible":true},"application/alto-propmapparams+json":{"source":"iana","compressible":true},"application/alto-tips+json":{"source":"iana","compressible":true},"application/alto-tipsparams+json":{"source":"iana","compressible":true},"application/alto-updatestreamcontrol+json":{"source":"iana","compressible":true},"application/alto-updatestreamparams+json":{"source":"iana","compressible":true},"application/aml":{"source":"iana"},"application/andrew-inset":{"source":"iana","extensions":["ez"]},"application/appinstaller":{"compressible":false,"extensions":["appinstaller"]},"application/applefile":{"source":"iana"},"application/applixware":{"source":"apache","extensions":["aw"]},"application/appx":{"compressible":false,"extensions":["appx"]},"application/appxbundle":{"compressible":false,"extensions":["appxbundle"]},"application/at+jwt":{"source":"iana"},"application/atf":{"source":"iana"},"application/atfx":{"source":"iana"},"application/atom+xml":{"source":"iana","compressible":true,"extensions":["atom"]},"application/atomcat+xml":{"source":"iana","compressible":true,"extensions":["atomcat"]},"application/atomdeleted+xml":{"source":"iana","compressible":true,"extensions":["atomdeleted"]},"application/atomicmail":{"source":"iana"},"application/atomsvc+xml":{"source":"iana","compressible":true,"extensions":["atomsvc"]},"application/atsc-dwd+xml":{"source":"iana","compressible":true,"extensions":["dwd"]},"application/atsc-dynamic-event-message":{"source":"iana"},"application/atsc-held+xml":{"source":"iana","compressible":true,"extensions":["held"]},"application/atsc-rdt+json":{"source":"iana","compressible":true},"application/atsc-rsat+xml":{"source":"iana","compressible":true,"extensions":["rsat"]},"application/atxml":{"source":"iana"},"application/auth-policy+xml":{"source":"iana","compressible":true},"application/automationml-aml+xml":{"source":"iana","compressible":true,"extensions":["aml"]},"application/automationml-amlx+zip":{"source":"iana","compressible":false,"extensions":["amlx"]},"application/bacnet-xdd+zip":{"source":"iana","compressible":false},"application/batch-smtp":{"source":"iana"},"application/bdoc":{"compressible":false,"extensions":["bdoc"]},"application/beep+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/bufr":{"source":"iana"},"application/c2pa":{"source":"iana"},"application/calendar+json":{"source":"iana","compressible":true},"application/calendar+xml":{"source":"iana","compressible":true,"extensions":["xcs"]},"application/call-completion":{"source":"iana"},"application/cals-1840":{"source":"iana"},"application/captive+json":{"source":"iana","compressible":true},"application/cbor":{"source":"iana"},"application/cbor-seq":{"source":"iana"},"application/cccex":{"source":"iana"},"application/ccmp+xml":{"source":"iana","compressible":true},"application/ccxml+xml":{"source":"iana","compressible":true,"extensions":["ccxml"]},"application/cda+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/cdfx+xml":{"source":"iana","compressible":true,"extensions":["cdfx"]},"application/cdmi-capability":{"source":"iana","extensions":["cdmia"]},"application/cdmi-container":{"source":"iana","extensions":["cdmic"]},"application/cdmi-domain":{"source":"iana","extensions":["cdmid"]},"application/cdmi-object":{"source":"iana","extensions":["cdmio"]},"application/cdmi-queue":{"source":"iana","extensions":["cdmiq"]},"application/cdni":{"source":"iana"},"application/ce+cbor":{"source":"iana"},"application/cea":{"source":"iana"},"application/cea-2018+xml":{"source":"iana","compressible":true},"application/cellml+xml":{"source":"iana","compressible":true},"application/cfw":{"source":"iana"},"application/cid-edhoc+cbor-seq":{"source":"iana"},"application/city+json":{"source":"iana","compressible":true},"application/city+json-seq":{"source":"iana"},"application/clr":{"source":"iana"},"application/clue+xml":{"source":"iana","compressible":true},"application/clue_info+xml":{"source":"iana","compressible":true},"application/cms":{"source":"iana"},"application/cnrp+xml":{"source":"iana","compressible":true},"application/coap-eap":{"source":"iana"},"application/coap-group+json":{"source":"iana","compressible":true},"application/coap-payload":{"source":"iana"},"application/commonground":{"source":"iana"},"application/concise-problem-details+cbor":{"source":"iana"},"application/conference-info+xml":{"source":"iana","compressible":true},"application/cose":{"source":"iana"},"application/cose-key":{"source":"iana"},"application/cose-key-set":{"source":"iana"},"application/cose-x509":{"source":"iana"},"application/cpl+xml":{"source":"iana","compressible":true,"extensions":["cpl"]},"application/csrattrs":{"source":"iana"},"application/csta+xml":{"source":"iana","compressible":true},"application/cstadata+xml":{"source":"iana","compressible":true},"application/csvm+json":{"source":"iana","compressible":true},"application/cu-seeme":{"source":"apache","extensions":["cu"]},"application/cwl":{"source":"iana","extensions":["cwl"]},"application/cwl+json":{"source":"iana","compressible":true},"application/cwl+yaml":{"source":"iana"},"application/cwt":{"source":"iana"},"application/cybercash":{"source":"iana"},"application/dart":{"compressible":true},"application/dash+xml":{"source":"iana","compressible":true,"extensions":["mpd"]},"application/dash-patch+xml":{"source":"iana","compressible":true,"extensions":["mpp"]},"application/dashdelta":{"source":"iana"},"application/davmount+xml":{"source":"iana","compressible":true,"extensions":["davmount"]},"application/dca-rft":{"source":"iana"},"application/dcd":{"source":"iana"},"application/dec-dx":{"source":"iana"},"application/dialog-info+xml":{"source":"iana","compressible":true},"application/dicom":{"source":"iana","extensions":["dcm"]},"application/dicom+json":{"source":"iana","compressible":true},"application/dicom+xml":{"source":"iana","compressible":true},"application/dii":{"source":"iana"},"application/dit":{"source":"iana"},"application/dns":{"source":"iana"},"application/dns+json":{"source":"iana","compressible":true},"application/dns-message":{"source":"iana"},"application/docbook+xml":{"source":"apache","compressible":true,"extensions":["dbk"]},"application/dots+cbor":{"source":"iana"},"application/dpop+jwt":{"source":"iana"},"application/dskpp+xml":{"source":"iana","compressible":true},"application/dssc+der":{"source":"iana","extensions":["dssc"]},"application/dssc+xml":{"source":"iana","compressible":true,"extensions":["xdssc"]},"application/dvcs":{"source":"iana"},"application/eat+cwt":{"source":"iana"},"application/eat+jwt":{"source":"iana"},"application/eat-bun+cbor":{"source":"iana"},"application/eat-bun+json":{"source":"iana","compressible":true},"application/eat-ucs+cbor":{"source":"iana"},"application/eat-ucs+json":{"source":"iana","compressible":true},"application/ecmascript":{"source":"apache","compressible":true,"extensions":["ecma"]},"application/edhoc+cbor-seq":{"source":"iana"},"application/edi-consent":{"source":"iana"},"application/edi-x12":{"source":"iana","compressible":false},"application/edifact":{"source":"iana","compressible":false},"application/efi":{"source":"iana"},"application/elm+json":{"source":"iana","charset":"UTF-8","compressible":true},"application/elm+xml":{"source":"iana","compressible":true},"application/emergencycalldata.cap+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/emergencycalldata.comment+xml":{"source":"iana","compressible":true},"application/emergencycalldata.control+xml":{"source":"iana","compressible":true},"application/emergencycalldata.deviceinfo+xml":{"source":"iana","compressible":true},"application/emergencycalldata.ecall.msd":{"source":"iana"},"application/emergencycalldata.legacyesn+json":{"source":"iana","compressible":true},"application/emergencycalldata.providerinfo+xml":{"source":"iana","compressible":true},"application/emergencycalldata.serviceinfo+xml":{"source":"iana","compressible":true},"application/emergencycalldata.subscriberinfo+xml":{"source":"iana","compressible":true},"application/emergencycalldata.veds+xml":{"source":"iana","compressible":true},"application/emma+xml":{"source":"iana","compressible":true,"extensions":["emma"]},"application/emotionml+xml":{"source":"iana","compressible":true,"extensions":["emotionml"]},"application/encaprtp":{"source":"iana"},"application/entity-statement+jwt":{"source":"iana"},"application/epp+xml":{"source":"iana","compressible":true},"application/epub+zip":{"source":"iana","compressible":false,"extensions":["epub"]},"application/eshop":{"source":"iana"},"application/exi":{"source":"iana","extensions":["exi"]},"application/expect-ct-report+json":{"source":"iana","compressible":true},"application/express":{"source":"iana","extensions":["exp"]},"application/fastinfoset":{"source":"iana"},"application/fastsoap":{"source":"iana"},"application/fdf":{"source":"iana","extensions":["fdf"]},"application/fdt+xml":{"source":"iana","compressible":true,"extensions":["fdt"]},"application/fhir+json":{"source":"iana","charset":"UTF-8","compressible":true},"application/fhir+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/fido.trusted-apps+json":{"compressible":true},"application/fits":{"source":"iana"},"application/flexfec":{"source":"iana"},"application/font-sfnt":{"source":"iana"},"application/font-tdpfr":{"source":"iana","extensions":["pfr"]},"application/font-woff":{"source":"iana","compressible":false},"application/framework-attributes+xml":{"source":"iana","compressible":true},"application/geo+json":{"source":"iana","compressible":true,"extensions":["geojson"]},"application/geo+json-seq":{"source":"iana"},"application/geopackage+sqlite3":{"source":"iana"},"application/geopose+json":{"source":"iana","compressible":true},"application/geoxacml+json":{"source":"iana","compressible":true},"application/geoxacml+xml":{"source":"iana","compressible":true},"application/gltf-buffer":{"source":"iana"},"application/gml+xml":{"source":"iana","compressible":true,"extensions":["gml"]},"application/gnap-binding-jws":{"source":"iana"},"application/gnap-binding-jwsd":{"source":"iana"},"application/gnap-binding-rotation-jws":{"source":"iana"},"application/gnap-binding-rotation-jwsd":{"source":"iana"},"application/gpx+xml":{"source":"apache","compressible":true,"extensions":["gpx"]},"application/grib":{"source":"iana"},"application/gxf":{"source":"apache","extensions":["gxf"]},"application/gzip":{"source":"iana","compressible":false,"extensions":["gz"]},"application/h224":{"source":"iana"},"application/held+xml":{"source":"iana","compressible":true},"application/hjson":{"extensions":["hjson"]},"application/hl7v2+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/http":{"source":"iana"},"application/hyperstudio":{"source":"iana","extensions":["stk"]},"application/ibe-key-request+xml":{"source":"iana","compressible":true},"application/ibe-pkg-reply+xml":{"source":"iana","compressible":true},"application/ibe-pp-data":{"source":"iana"},"application/iges":{"source":"iana"},"application/im-iscomposing+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/index":{"source":"iana"},"application/index.cmd":{"source":"iana"},"application/index.obj":{"source":"iana"},"application/index.response":{"source":"iana"},"application/index.vnd":{"source":"iana"},"application/inkml+xml":{"source":"iana","compressible":true,"extensions":["ink","inkml"]},"application/iotp":{"source":"iana"},"application/ipfix":{"source":"iana","extensions":["ipfix"]},"application/ipp":{"source":"iana"},"application/isup":{"source":"iana"},"application/its+xml":{"source":"iana","compressible":true,"extensions":["its"]},"application/java-archive":{"source":"iana","compressible":false,"extensions":["jar","war","ear"]},"application/java-serialized-object":{"source":"apache","compressible":false,"extensions":["ser"]},"application/java-vm":{"source":"apache","compressible":false,"extensions":["class"]},"application/javascript":{"source":"apache","charset":"UTF-8","compressible":true,"extensions":["js"]},"application/jf2feed+json":{"source":"iana","compressible":true},"application/jose":{"source":"iana"},"application/jose+json":{"source":"iana","compressible":true},"application/jrd+json":{"source":"iana","compressible":true},"application/jscalendar+json":{"source":"iana","compressible":true},"application/jscontact+json":{"source":"iana","compressible":true},"application/json":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["json","map"]},"application/json-patch+json":{"source":"iana","compressible":true},"application/json-seq":{"source":"iana"},"application/json5":{"extensions":["json5"]},"application/jsonml+json":{"source":"apache","compressible":true,"extensions":["jsonml"]},"application/jsonpath":{"source":"iana"},"application/jwk+json":{"source":"iana","compressible":true},"application/jwk-set+json":{"source":"iana","compressible":true},"application/jwk-set+jwt":{"source":"iana"},"application/jwt":{"source":"iana"},"application/kpml-request+xml":{"source":"iana","compressible":true},"application/kpml-response+xml":{"source":"iana","compressible":true},"application/ld+json":{"source":"iana","compressible":true,"extensions":["jsonld"]},"application/lgr+xml":{"source":"iana","compressible":true,"extensions":["lgr"]},"application/link-format":{"source":"iana"},"application/linkset":{"source":"iana"},"application/linkset+json":{"source":"iana","compressible":true},"application/load-control+xml":{"source":"iana","compressible":true},"application/logout+jwt":{"source":"iana"},"application/lost+xml":{"source":"iana","compressible":true,"extensions":["lostxml"]},"application/lostsync+xml":{"source":"iana","compressible":true},"application/lpf+zip":{"source":"iana","compressible":false},"application/lxf":{"source":"iana"},"application/mac-binhex40":{"source":"iana","extensions":["hqx"]},"application/mac-compactpro":{"source":"apache","extensions":["cpt"]},"application/macwriteii":{"source":"iana"},"application/mads+xml":{"source":"iana","compressible":true,"extensions":["mads"]},"application/manifest+json":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["webmanifest"]},"application/marc":{"source":"iana","extensions":["mrc"]},"application/marcxml+xml":{"source":"iana","compressible":true,"extensions":["mrcx"]},"application/mathematica":{"source":"iana","extensions":["ma","nb","mb"]},"application/mathml+xml":{"source":"iana","compressible":true,"extensions":["mathml"]},"application/mathml-content+xml":{"source":"iana","compressible":true},"application/mathml-presentation+xml":{"source":"iana","compressible":true},"application/mbms-associated-procedure-description+xml":{"source":"iana","compressible":true},"application/mbms-deregister+xml":{"source":"iana","compressible":true},"application/mbms-envelope+xml":{"source":"iana","compressible":true},"application/mbms-msk+xml":{"source":"iana","compressible":true},"application/mbms-msk-response+xml":{"source":"iana","compressible":true},"application/mbms-protection-description+xml":{"source":"iana","compressible":true},"application/mbms-reception-report+xml":{"source":"iana","compressible":true},"application/mbms-register+xml":{"source":"iana","compressible":true},"application/mbms-register-response+xml":{"source":"iana","compressible":true},"application/mbms-schedule+xml":{"source":"iana","compressible":true},"application/mbms-user-service-description+xml":{"source":"iana","compressible":true},"application/mbox":{"source":"iana","extensions":["mbox"]},"application/media-policy-dataset+xml":{"source":"iana","compressible":true,"extensions":["mpf"]},"application/media_control+xml":{"source":"iana","compressible":true},"application/mediaservercontrol+xml":{"source":"iana","compressible":true,"extensions":["mscml"]},"application/merge-patch+json":{"source":"iana","compressible":true},"application/metalink+xml":{"source":"apache","compressible":true,"extensions":["metalink"]},"application/metalink4+xml":{"source":"iana","compressible":true,"extensions":["meta4"]},"application/mets+xml":{"source":"iana","compressible":true,"extensions":["mets"]},"application/mf4":{"source":"iana"},"application/mikey":{"source":"iana"},"application/mipc":{"source":"iana"},"application/missing-blocks+cbor-seq":{"source":"iana"},"application/mmt-aei+xml":{"source":"iana","compressible":true,"extensions":["maei"]},"application/mmt-usd+xml":{"source":"iana","compressible":true,"extensions":["musd"]},"application/mods+xml":{"source":"iana","compressible":true,"extensions":["mods"]},"application/moss-keys":{"source":"iana"},"application/moss-signature":{"source":"iana"},"application/mosskey-data":{"source":"iana"},"application/mosskey-request":{"source":"iana"},"application/mp21":{"source":"iana","extensions":["m21","mp21"]},"application/mp4":{"source":"iana","extensions":["mp4","mpg4","mp4s","m4p"]},"application/mpeg4-generic":{"source":"iana"},"application/mpeg4-iod":{"source":"iana"},"application/mpeg4-iod-xmt":{"source":"iana"},"application/mrb-consumer+xml":{"source":"iana","compressible":true},"application/mrb-publish+xml":{"source":"iana","compressible":true},"application/msc-ivr+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/msc-mixer+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/msix":{"compressible":false,"extensions":["msix"]},"application/msixbundle":{"compressible":false,"extensions":["msixbundle"]},"application/msword":{"source":"iana","compressible":false,"extensions":["doc","dot"]},"application/mud+json":{"source":"iana","compressible":true},"application/multipart-core":{"source":"iana"},"application/mxf":{"source":"iana","extensions":["mxf"]},"application/n-quads":{"source":"iana","extensions":["nq"]},"application/n-triples":{"source":"iana","extensions":["nt"]},"application/nasdata":{"source":"iana"},"application/news-checkgroups":{"source":"iana","charset":"US-ASCII"},"application/news-groupinfo":{"source":"iana","charset":"US-ASCII"},"application/news-transmission":{"source":"iana"},"application/nlsml+xml":{"source":"iana","compressible":true},"application/node":{"source":"iana","extensions":["cjs"]},"application/nss":{"source":"iana"},"application/oauth-authz-req+jwt":{"source":"iana"},"application/oblivious-dns-message":{"source":"iana"},"application/ocsp-request":{"source":"iana"},"application/ocsp-response":{"source":"iana"},"application/octet-stream":{"source":"iana","compressible":true,"extensions":["bin","dms","lrf","mar","so","dist","distz","pkg","bpk","dump","elc","deploy","exe","dll","deb","dmg","iso","img","msi","msp","msm","buffer"]},"application/oda":{"source":"iana","extensions":["oda"]},"application/odm+xml":{"source":"iana","compressible":true},"application/odx":{"source":"iana"},"application/oebps-package+xml":{"source":"iana","compressible":true,"extensions":["opf"]},"application/ogg":{"source":"iana","compressible":false,"extensions":["ogx"]},"application/ohttp-keys":{"source":"iana"},"application/omdoc+xml":{"source":"apache","compressible":true,"extensions":["omdoc"]},"application/onenote":{"source":"apache","extensions":["onetoc","onetoc2","onetmp","onepkg","one","onea"]},"application/opc-nodeset+xml":{"source":"iana","compressible":true},"application/oscore":{"source":"iana"},"application/oxps":{"source":"iana","extensions":["oxps"]},"application/p21":{"source":"iana"},"application/p21+zip":{"source":"iana","compressible":false},"application/p2p-overlay+xml":{"source":"iana","compressible":true,"extensions":["relo"]},"application/parityfec":{"source":"iana"},"application/passport":{"source":"iana"},"application/patch-ops-error+xml":{"source":"iana","compressible":true,"extensions":["xer"]},"application/pdf":{"source":"iana","compressible":false,"extensions":["pdf"]},"application/pdx":{"source":"iana"},"application/pem-certificate-chain":{"source":"iana"},"application/pgp-encrypted":{"source":"iana","compressible":false,"extensions":["pgp"]},"application/pgp-keys":{"source":"iana","extensions":["asc"]},"application/pgp-signature":{"source":"iana","extensions":["sig","asc"]},"application/pics-rules":{"source":"apache","extensions":["prf"]},"application/pidf+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/pidf-diff+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/pkcs10":{"source":"iana","extensions":["p10"]},"application/pkcs12":{"source":"iana"},"application/pkcs7-mime":{"source":"iana","extensions":["p7m","p7c"]},"application/pkcs7-signature":{"source":"iana","extensions":["p7s"]},"application/pkcs8":{"source":"iana","extensions":["p8"]},"application/pkcs8-encrypted":{"source":"iana"},"application/pkix-attr-cert":{"source":"iana","extensions":["ac"]},"application/pkix-cert":{"source":"iana","extensions":["cer"]},"application/pkix-crl":{"source":"iana","extensions":["crl"]},"application/pkix-pkipath":{"source":"iana","extensions":["pkipath"]},"application/pkixcmp":{"source":"iana","extensions":["pki"]},"application/pls+xml":{"source":"iana","compressible":true,"extensions":["pls"]},"application/poc-settings+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/postscript":{"source":"iana","compressible":true,"extensions":["ai","eps","ps"]},"application/ppsp-tracker+json":{"source":"iana","compressible":true},"application/private-token-issuer-directory":{"source":"iana"},"application/private-token-request":{"source":"iana"},"application/private-token-response":{"source":"iana"},"application/problem+json":{"source":"iana","compressible":true},"application/problem+xml":{"source":"iana","compressible":true},"application/provenance+xml":{"source":"iana","compressible":true,"extensions":["provx"]},"application/provided-claims+jwt":{"source":"iana"},"application/prs.alvestrand.titrax-sheet":{"source":"iana"},"application/prs.cww":{"source":"iana","extensions":["cww"]},"application/prs.cyn":{"source":"iana","charset":"7-BIT"},"application/prs.hpub+zip":{"source":"iana","compressible":false},"application/prs.implied-document+xml":{"source":"iana","compressible":true},"application/prs.implied-executable":{"source":"iana"},"application/prs.implied-object+json":{"source":"iana","compressible":true},"application/prs.implied-object+json-seq":{"source":"iana"},"application/prs.implied-object+yaml":{"source":"iana"},"application/prs.implied-structure":{"source":"iana"},"application/prs.mayfile":{"source":"iana"},"application/prs.nprend":{"source":"iana"},"application/prs.plucker":{"source":"iana"},"application/prs.rdf-xml-crypt":{"source":"iana"},"application/prs.vcfbzip2":{"source":"iana"},"application/prs.xsf+xml":{"source":"iana","compressible":true,"extensions":["xsf"]},"application/pskc+xml":{"source":"iana","compressible":true,"extensions":["pskcxml"]},"application/pvd+json":{"source":"iana","compressible":true},"application/qsig":{"source":"iana"},"application/raml+yaml":{"compressible":true,"extensions":["raml"]},"application/raptorfec":{"source":"iana"},"application/rdap+json":{"source":"iana","compressible":true},"application/rdf+xml":{"source":"iana","compressible":true,"extensions":["rdf","owl"]},"application/reginfo+xml":{"source":"iana","compressible":true,"extensions":["rif"]},"application/relax-ng-compact-syntax":{"source":"iana","extensions":["rnc"]},"application/remote-printing":{"source":"apache"},"application/reputon+json":{"source":"iana","compressible":true},"application/resolve-response+jwt":{"source":"iana"},"application/resource-lists+xml":{"source":"iana","compressible":true,"extensions":["rl"]},"application/resource-lists-diff+xml":{"source":"iana","compressible":true,"extensions":["rld"]},"application/rfc+xml":{"source":"iana","compressible":true},"application/riscos":{"source":"iana"},"application/rlmi+xml":{"source":"iana","compressible":true},"application/rls-services+xml":{"source":"iana","compressible":true,"extensions":["rs"]},"application/route-apd+xml":{"source":"iana","compressible":true,"extensions":["rapd"]},"application/route-s-tsid+xml":{"source":"iana","compressible":true,"extensions":["sls"]},"application/route-usd+xml":{"source":"iana","compressible":true,"extensions":["rusd"]},"application/rpki-checklist":{"source":"iana"},"application/rpki-ghostbusters":{"source":"iana","extensions":["gbr"]},"application/rpki-manifest":{"source":"iana","extensions":["mft"]},"application/rpki-publication":{"source":"iana"},"application/rpki-roa":{"source":"iana","extensions":["roa"]},"application/rpki-signed-tal":{"source":"iana"},"application/rpki-updown":{"source":"iana"},"application/rsd+xml":{"source":"apache","compressible":true,"extensions":["rsd"]},"application/rss+xml":{"source":"apache","compressible":true,"extensions":["rss"]},"application/rtf":{"source":"iana","compressible":true,"extensions":["rtf"]},"application/rtploopback":{"source":"iana"},"application/rtx":{"source":"iana"},"application/samlassertion+xml":{"source":"iana","compressible":true},"application/samlmetadata+xml":{"source":"iana","compressible":true},"application/sarif+json":{"source":"iana","compressible":true},"application/sarif-external-properties+json":{"source":"iana","compressible":true},"application/sbe":{"source":"iana"},"application/sbml+xml":{"source":"iana","compressible":true,"extensions":["sbml"]},"application/scaip+xml":{"source":"iana","compressible":true},"application/scim+json":{"source":"iana","compressible":true},"application/scvp-cv-request":{"source":"iana","extensions":["scq"]},"application/scvp-cv-response":{"source":"iana","extensions":["scs"]},"application/scvp-vp-request":{"source":"iana","extensions":["spq"]},"application/scvp-vp-response":{"source":"iana","extensions":["spp"]},"application/sdp":{"source":"iana","extensions":["sdp"]},"application/secevent+jwt":{"source":"iana"},"application/senml+cbor":{"source":"iana"},"application/senml+json":{"source":"iana","compressible":true},"application/senml+xml":{"source":"iana","compressible":true,"extensions":["senmlx"]},"application/senml-etch+cbor":{"source":"iana"},"application/senml-etch+json":{"source":"iana","compressible":true},"application/senml-exi":{"source":"iana"},"application/sensml+cbor":{"source":"iana"},"application/sensml+json":{"source":"iana","compressible":true},"application/sensml+xml":{"source":"iana","compressible":true,"extensions":["sensmlx"]},"application/sensml-exi":{"source":"iana"},"application/sep+xml":{"source":"iana","compressible":true},"application/sep-exi":{"source":"iana"},"application/session-info":{"source":"iana"},"application/set-payment":{"source":"iana"},"application/set-payment-initiation":{"source":"iana","extensions":["setpay"]},"application/set-registration":{"source":"iana"},"application/set-registration-initiation":{"source":"iana","extensions":["setreg"]},"application/sgml":{"source":"iana"},"application/sgml-open-catalog":{"source":"iana"},"application/shf+xml":{"source":"iana","compressible":true,"extensions":["shf"]},"application/sieve":{"source":"iana","extensions":["siv","sieve"]},"application/simple-filter+xml":{"source":"iana","compressible":true},"application/simple-message-summary":{"source":"iana"},"application/simplesymbolcontainer":{"source":"iana"},"application/sipc":{"source":"iana"},"application/slate":{"source":"iana"},"application/smil":{"source":"apache"},"application/smil+xml":{"source":"iana","compressible":true,"extensions":["smi","smil"]},"application/smpte336m":{"source":"iana"},"application/soap+fastinfoset":{"source":"iana"},"application/soap+xml":{"source":"iana","compressible":true},"application/sparql-query":{"source":"iana","extensions":["rq"]},"application/sparql-results+xml":{"source":"iana","compressible":true,"extensions":["srx"]},"application/spdx+json":{"source":"iana","compressible":true},"application/spirits-event+xml":{"source":"iana","compressible":true},"application/sql":{"source":"iana","extensions":["sql"]},"application/srgs":{"source":"iana","extensions":["gram"]},"application/srgs+xml":{"source":"iana","compressible":true,"extensions":["grxml"]},"application/sru+xml":{"source":"iana","compressible":true,"extensions":["sru"]},"application/ssdl+xml":{"source":"apache","compressible":true,"extensions":["ssdl"]},"application/sslkeylogfile":{"source":"iana"},"application/ssml+xml":{"source":"iana","compressible":true,"extensions":["ssml"]},"application/st2110-41":{"source":"iana"},"application/stix+json":{"source":"iana","compressible":true},"application/stratum":{"source":"iana"},"application/swid+cbor":{"source":"iana"},"application/swid+xml":{"source":"iana","compressible":true,"extensions":["swidtag"]},"application/tamp-apex-update":{"source":"iana"},"application/tamp-apex-update-confirm":{"source":"iana"},"application/tamp-community-update":{"source":"iana"},"application/tamp-community-update-confirm":{"source":"iana"},"application/tamp-error":{"source":"iana"},"application/tamp-sequence-adjust":{"source":"iana"},"application/tamp-sequence-adjust-confirm":{"source":"iana"},"application/tamp-status-query":{"source":"iana"},"application/tamp-status-response":{"source":"iana"},"application/tamp-update":{"source":"iana"},"application/tamp-update-confirm":{"source":"iana"},"application/tar":{"compressible":true},"application/taxii+json":{"source":"iana","compressible":true},"application/td+json":{"source":"iana","compressible":true},"application/tei+xml":{"source":"iana","compressible":true,"extensions":["tei","teicorpus"]},"application/tetra_isi":{"source":"iana"},"application/thraud+xml":{"source":"iana","compressible":true,"extensions":["tfi"]},"application/timestamp-query":{"source":"iana"},"application/timestamp-reply":{"source":"iana"},"application/timestamped-data":{"source":"iana","extensions":["tsd"]},"application/tlsrpt+gzip":{"source":"iana"},"application/tlsrpt+json":{"source":"iana","compressible":true},"application/tm+json":{"source":"iana","compressible":true},"application/tnauthlist":{"source":"iana"},"application/toc+cbor":{"source":"iana"},"application/token-introspection+jwt":{"source":"iana"},"application/toml":{"source":"iana","compressible":true,"extensions":["toml"]},"application/trickle-ice-sdpfrag":{"source":"iana"},"application/trig":{"source":"iana","extensions":["trig"]},"application/trust-chain+json":{"source":"iana","compressible":true},"application/trust-mark+jwt":{"source":"iana"},"application/trust-mark-delegation+jwt":{"source":"iana"},"application/ttml+xml":{"source":"iana","compressible":true,"extensions":["ttml"]},"application/tve-trigger":{"source":"iana"},"application/tzif":{"source":"iana"},"application/tzif-leap":{"source":"iana"},"application/ubjson":{"compressible":false,"extensions":["ubj"]},"application/uccs+cbor":{"source":"iana"},"application/ujcs+json":{"source":"iana","compressible":true},"application/ulpfec":{"source":"iana"},"application/urc-grpsheet+xml":{"source":"iana","compressible":true},"application/urc-ressheet+xml":{"source":"iana","compressible":true,"extensions":["rsheet"]},"application/urc-targetdesc+xml":{"source":"iana","compressible":true,"extensions":["td"]},"application/urc-uisocketdesc+xml":{"source":"iana","compressible":true},"application/vc":{"source":"iana"},"application/vc+cose":{"source":"iana"},"application/vc+jwt":{"source":"iana"},"application/vcard+json":{"source":"iana","compressible":true},"application/vcard+xml":{"source":"iana","compressible":true},"application/vemmi":{"source":"iana"},"application/vividence.scriptfile":{"source":"apache"},"application/vnd.1000minds.decision-model+xml":{"source":"iana","compressible":true,"extensions":["1km"]},"application/vnd.1ob":{"source":"iana"},"application/vnd.3gpp-prose+xml":{"source":"iana","compressible":true},"application/vnd.3gpp-prose-pc3a+xml":{"source":"iana","compressible":true},"application/vnd.3gpp-prose-pc3ach+xml":{"source":"iana","compressible":true},"application/vnd.3gpp-prose-pc3ch+xml":{"source":"iana","compressible":true},"application/vnd.3gpp-prose-pc8+xml":{"source":"iana","compressible":true},"application/vnd.3gpp-v2x-local-service-information":{"source":"iana"},"application/vnd.3gpp.5gnas":{"source":"iana"},"application/vnd.3gpp.5gsa2x":{"source":"iana"},"application/vnd.3gpp.5gsa2x-local-service-information":{"source":"iana"},"application/vnd.3gpp.5gsv2x":{"source":"iana"},"application/vnd.3gpp.5gsv2x-local-service-information":{"source":"iana"},"application/vnd.3gpp.access-transfer-events+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.bsf+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.crs+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.current-location-discovery+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.gmop+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.gtpc":{"source":"iana"},"application/vnd.3gpp.interworking-data":{"source":"iana"},"application/vnd.3gpp.lpp":{"source":"iana"},"application/vnd.3gpp.mc-signalling-ear":{"source":"iana"},"application/vnd.3gpp.mcdata-affiliation-command+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-msgstore-ctrl-request+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-payload":{"source":"iana"},"application/vnd.3gpp.mcdata-regroup+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-service-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-signalling":{"source":"iana"},"application/vnd.3gpp.mcdata-ue-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcdata-user-profile+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-affiliation-command+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-floor-request+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-location-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-mbms-usage-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-regroup+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-service-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-signed+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-ue-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-ue-init-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcptt-user-profile+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-affiliation-command+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-location-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-mbms-usage-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-regroup+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-service-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-transmission-request+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-ue-config+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mcvideo-user-profile+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.mid-call+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.ngap":{"source":"iana"},"application/vnd.3gpp.pfcp":{"source":"iana"},"application/vnd.3gpp.pic-bw-large":{"source":"iana","extensions":["plb"]},"application/vnd.3gpp.pic-bw-small":{"source":"iana","extensions":["psb"]},"application/vnd.3gpp.pic-bw-var":{"source":"iana","extensions":["pvb"]},"application/vnd.3gpp.pinapp-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.s1ap":{"source":"iana"},"application/vnd.3gpp.seal-group-doc+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-location-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-mbms-usage-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-network-qos-management-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-ue-config-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-unicast-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.seal-user-profile-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.sms":{"source":"iana"},"application/vnd.3gpp.sms+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.srvcc-ext+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.srvcc-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.state-and-event-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.ussd+xml":{"source":"iana","compressible":true},"application/vnd.3gpp.v2x":{"source":"iana"},"application/vnd.3gpp.vae-info+xml":{"source":"iana","compressible":true},"application/vnd.3gpp2.bcmcsinfo+xml":{"source":"iana","compressible":true},"application/vnd.3gpp2.sms":{"source":"iana"},"application/vnd.3gpp2.tcap":{"source":"iana","extensions":["tcap"]},"application/vnd.3lightssoftware.imagescal":{"source":"iana"},"application/vnd.3m.post-it-notes":{"source":"iana","extensions":["pwn"]},"application/vnd.accpac.simply.aso":{"source":"iana","extensions":["aso"]},"application/vnd.accpac.simply.imp":{"source":"iana","extensions":["imp"]},"application/vnd.acm.addressxfer+json":{"source":"iana","compressible":true},"application/vnd.acm.chatbot+json":{"source":"iana","compressible":true},"application/vnd.acucobol":{"source":"iana","extensions":["acu"]},"application/vnd.acucorp":{"source":"iana","extensions":["atc","acutc"]},"application/vnd.adobe.air-application-installer-package+zip":{"source":"apache","compressible":false,"extensions":["air"]},"application/vnd.adobe.flash.movie":{"source":"iana"},"application/vnd.adobe.formscentral.fcdt":{"source":"iana","extensions":["fcdt"]},"application/vnd.adobe.fxp":{"source":"iana","extensions":["fxp","fxpl"]},"application/vnd.adobe.partial-upload":{"source":"iana"},"application/vnd.adobe.xdp+xml":{"source":"iana","compressible":true,"extensions":["xdp"]},"application/vnd.adobe.xfdf":{"source":"apache","extensions":["xfdf"]},"application/vnd.aether.imp":{"source":"iana"},"application/vnd.afpc.afplinedata":{"source":"iana"},"application/vnd.afpc.afplinedata-pagedef":{"source":"iana"},"application/vnd.afpc.cmoca-cmresource":{"source":"iana"},"application/vnd.afpc.foca-charset":{"source":"iana"},"application/vnd.afpc.foca-codedfont":{"source":"iana"},"application/vnd.afpc.foca-codepage":{"source":"iana"},"application/vnd.afpc.modca":{"source":"iana"},"application/vnd.afpc.modca-cmtable":{"source":"iana"},"application/vnd.afpc.modca-formdef":{"source":"iana"},"application/vnd.afpc.modca-mediummap":{"source":"iana"},"application/vnd.afpc.modca-objectcontainer":{"source":"iana"},"application/vnd.afpc.modca-overlay":{"source":"iana"},"application/vnd.afpc.modca-pagesegment":{"source":"iana"},"application/vnd.age":{"source":"iana","extensions":["age"]},"application/vnd.ah-barcode":{"source":"apache"},"application/vnd.ahead.space":{"source":"iana","extensions":["ahead"]},"application/vnd.airzip.filesecure.azf":{"source":"iana","extensions":["azf"]},"application/vnd.airzip.filesecure.azs":{"source":"iana","extensions":["azs"]},"application/vnd.amadeus+json":{"source":"iana","compressible":true},"application/vnd.amazon.ebook":{"source":"apache","extensions":["azw"]},"application/vnd.amazon.mobi8-ebook":{"source":"iana"},"application/vnd.americandynamics.acc":{"source":"iana","extensions":["acc"]},"application/vnd.amiga.ami":{"source":"iana","extensions":["ami"]},"application/vnd.amundsen.maze+xml":{"source":"iana","compressible":true},"application/vnd.android.ota":{"source":"iana"},"application/vnd.android.package-archive":{"source":"apache","compressible":false,"extensions":["apk"]},"application/vnd.anki":{"source":"iana"},"application/vnd.anser-web-certificate-issue-initiation":{"source":"iana","extensions":["cii"]},"application/vnd.anser-web-funds-transfer-initiation":{"source":"apache","extensions":["fti"]},"application/vnd.antix.game-component":{"source":"iana","extensions":["atx"]},"application/vnd.apache.arrow.file":{"source":"iana"},"application/vnd.apache.arrow.stream":{"source":"iana"},"application/vnd.apache.parquet":{"source":"iana"},"application/vnd.apache.thrift.binary":{"source":"iana"},"application/vnd.apache.thrift.compact":{"source":"iana"},"application/vnd.apache.thrift.json":{"source":"iana"},"application/vnd.apexlang":{"source":"iana"},"application/vnd.api+json":{"source":"iana","compressible":true},"application/vnd.aplextor.warrp+json":{"source":"iana","compressible":true},"application/vnd.apothekende.reservation+json":{"source":"iana","compressible":true},"application/vnd.apple.installer+xml":{"source":"iana","compressible":true,"extensions":["mpkg"]},"application/vnd.apple.keynote":{"source":"iana","extensions":["key"]},"application/vnd.apple.mpegurl":{"source":"iana","extensions":["m3u8"]},"application/vnd.apple.numbers":{"source":"iana","extensions":["numbers"]},"application/vnd.apple.pages":{"source":"iana","extensions":["pages"]},"application/vnd.apple.pkpass":{"compressible":false,"extensions":["pkpass"]},"application/vnd.arastra.swi":{"source":"apache"},"application/vnd.aristanetworks.swi":{"source":"iana","extensions":["swi"]},"application/vnd.artisan+json":{"source":"iana","compressible":true},"application/vnd.artsquare":{"source":"iana"},"application/vnd.astraea-software.iota":{"source":"iana","extensions":["iota"]},"application/vnd.audiograph":{"source":"iana","extensions":["aep"]},"application/vnd.autodesk.fbx":{"extensions":["fbx"]},"application/vnd.autopackage":{"source":"iana"},"application/vnd.avalon+json":{"source":"iana","compressible":true},"application/vnd.avistar+xml":{"source":"iana","compressible":true},"application/vnd.balsamiq.bmml+xml":{"source":"iana","compressible":true,"extensions":["bmml"]},"application/vnd.balsamiq.bmpr":{"source":"iana"},"application/vnd.banana-accounting":{"source":"iana"},"application/vnd.bbf.usp.error":{"source":"iana"},"application/vnd.bbf.usp.msg":{"source":"iana"},"application/vnd.bbf.usp.msg+json":{"source":"iana","compressible":true},"application/vnd.bekitzur-stech+json":{"source":"iana","compressible":true},"application/vnd.belightsoft.lhzd+zip":{"source":"iana","compressible":false},"application/vnd.belightsoft.lhzl+zip":{"source":"iana","compressible":false},"application/vnd.bint.med-content":{"source":"iana"},"application/vnd.biopax.rdf+xml":{"source":"iana","compressible":true},"application/vnd.blink-idb-value-wrapper":{"source":"iana"},"application/vnd.blueice.multipass":{"source":"iana","extensions":["mpm"]},"application/vnd.bluetooth.ep.oob":{"source":"iana"},"application/vnd.bluetooth.le.oob":{"source":"iana"},"application/vnd.bmi":{"source":"iana","extensions":["bmi"]},"application/vnd.bpf":{"source":"iana"},"application/vnd.bpf3":{"source":"iana"},"application/vnd.businessobjects":{"source":"iana","extensions":["rep"]},"application/vnd.byu.uapi+json":{"source":"iana","compressible":true},"application/vnd.bzip3":{"source":"iana"},"application/vnd.c3voc.schedule+xml":{"source":"iana","compressible":true},"application/vnd.cab-jscript":{"source":"iana"},"application/vnd.canon-cpdl":{"source":"iana"},"application/vnd.canon-lips":{"source":"iana"},"application/vnd.capasystems-pg+json":{"source":"iana","compressible":true},"application/vnd.cendio.thinlinc.clientconf":{"source":"iana"},"application/vnd.century-systems.tcp_stream":{"source":"iana"},"application/vnd.chemdraw+xml":{"source":"iana","compressible":true,"extensions":["cdxml"]},"application/vnd.chess-pgn":{"source":"iana"},"application/vnd.chipnuts.karaoke-mmd":{"source":"iana","extensions":["mmd"]},"application/vnd.ciedi":{"source":"iana"},"application/vnd.cinderella":{"source":"iana","extensions":["cdy"]},"application/vnd.cirpack.isdn-ext":{"source":"iana"},"application/vnd.citationstyles.style+xml":{"source":"iana","compressible":true,"extensions":["csl"]},"application/vnd.claymore":{"source":"iana","extensions":["cla"]},"application/vnd.cloanto.rp9":{"source":"iana","extensions":["rp9"]},"application/vnd.clonk.c4group":{"source":"iana","extensions":["c4g","c4d","c4f","c4p","c4u"]},"application/vnd.cluetrust.cartomobile-config":{"source":"iana","extensions":["c11amc"]},"application/vnd.cluetrust.cartomobile-config-pkg":{"source":"iana","extensions":["c11amz"]},"application/vnd.cncf.helm.chart.content.v1.tar+gzip":{"source":"iana"},"application/vnd.cncf.helm.chart.provenance.v1.prov":{"source":"iana"},"application/vnd.cncf.helm.config.v1+json":{"source":"iana","compressible":true},"application/vnd.coffeescript":{"source":"iana"},"application/vnd.collabio.xodocuments.document":{"source":"iana"},"application/vnd.collabio.xodocuments.document-template":{"source":"iana"},"application/vnd.collabio.xodocuments.presentation":{"source":"iana"},"application/vnd.collabio.xodocuments.presentation-template":{"source":"iana"},"application/vnd.collabio.xodocuments.spreadsheet":{"source":"iana"},"application/vnd.collabio.xodocuments.spreadsheet-template":{"source":"iana"},"application/vnd.collection+json":{"source":"iana","compressible":true},"application/vnd.collection.doc+json":{"source":"iana","compressible":true},"application/vnd.collection.next+json":{"source":"iana","compressible":true},"application/vnd.comicbook+zip":{"source":"iana","compressible":false},"application/vnd.comicbook-rar":{"source":"iana"},"application/vnd.commerce-battelle":{"source":"iana"},"application/vnd.commonspace":{"source":"iana","extensions":["csp"]},"application/vnd.contact.cmsg":{"source":"iana","extensions":["cdbcmsg"]},"application/vnd.coreos.ignition+json":{"source":"iana","compressible":true},"application/vnd.cosmocaller":{"source":"iana","extensions":["cmc"]},"application/vnd.crick.clicker":{"source":"iana","extensions":["clkx"]},"application/vnd.crick.clicker.keyboard":{"source":"iana","extensions":["clkk"]},"application/vnd.crick.clicker.palette":{"source":"iana","extensions":["clkp"]},"application/vnd.crick.clicker.template":{"source":"iana","extensions":["clkt"]},"application/vnd.crick.clicker.wordbank":{"source":"iana","extensions":["clkw"]},"application/vnd.criticaltools.wbs+xml":{"source":"iana","compressible":true,"extensions":["wbs"]},"application/vnd.cryptii.pipe+json":{"source":"iana","compressible":true},"application/vnd.crypto-shade-file":{"source":"iana"},"application/vnd.cryptomator.encrypted":{"source":"iana"},"application/vnd.cryptomator.vault":{"source":"iana"},"application/vnd.ctc-posml":{"source":"iana","extensions":["pml"]},"application/vnd.ctct.ws+xml":{"source":"iana","compressible":true},"application/vnd.cups-pdf":{"source":"iana"},"application/vnd.cups-postscript":{"source":"iana"},"application/vnd.cups-ppd":{"source":"iana","extensions":["ppd"]},"application/vnd.cups-raster":{"source":"iana"},"application/vnd.cups-raw":{"source":"iana"},"application/vnd.curl":{"source":"iana"},"application/vnd.curl.car":{"source":"apache","extensions":["car"]},"application/vnd.curl.pcurl":{"source":"apache","extensions":["pcurl"]},"application/vnd.cyan.dean.root+xml":{"source":"iana","compressible":true},"application/vnd.cybank":{"source":"iana"},"application/vnd.cyclonedx+json":{"source":"iana","compressible":true},"application/vnd.cyclonedx+xml":{"source":"iana","compressible":true},"application/vnd.d2l.coursepackage1p0+zip":{"source":"iana","compressible":false},"application/vnd.d3m-dataset":{"source":"iana"},"application/vnd.d3m-problem":{"source":"iana"},"application/vnd.dart":{"source":"iana","compressible":true,"extensions":["dart"]},"application/vnd.data-vision.rdz":{"source":"iana","extensions":["rdz"]},"application/vnd.datalog":{"source":"iana"},"application/vnd.datapackage+json":{"source":"iana","compressible":true},"application/vnd.dataresource+json":{"source":"iana","compressible":true},"application/vnd.dbf":{"source":"iana","extensions":["dbf"]},"application/vnd.dcmp+xml":{"source":"iana","compressible":true,"extensions":["dcmp"]},"application/vnd.debian.binary-package":{"source":"iana"},"application/vnd.dece.data":{"source":"iana","extensions":["uvf","uvvf","uvd","uvvd"]},"application/vnd.dece.ttml+xml":{"source":"iana","compressible":true,"extensions":["uvt","uvvt"]},"application/vnd.dece.unspecified":{"source":"iana","extensions":["uvx","uvvx"]},"application/vnd.dece.zip":{"source":"iana","extensions":["uvz","uvvz"]},"application/vnd.denovo.fcselayout-link":{"source":"iana","extensions":["fe_launch"]},"application/vnd.desmume.movie":{"source":"iana"},"application/vnd.dir-bi.plate-dl-nosuffix":{"source":"iana"},"application/vnd.dm.delegation+xml":{"source":"iana","compressible":true},"application/vnd.dna":{"source":"iana","extensions":["dna"]},"application/vnd.document+json":{"source":"iana","compressible":true},"application/vnd.dolby.mlp":{"source":"apache","extensions":["mlp"]},"application/vnd.dolby.mobile.1":{"source":"iana"},"application/vnd.dolby.mobile.2":{"source":"iana"},"application/vnd.doremir.scorecloud-binary-document":{"source":"iana"},"application/vnd.dpgraph":{"source":"iana","extensions":["dpg"]},"application/vnd.dreamfactory":{"source":"iana","extensions":["dfac"]},"application/vnd.drive+json":{"source":"iana","compressible":true},"application/vnd.ds-keypoint":{"source":"apache","extensions":["kpxx"]},"application/vnd.dtg.local":{"source":"iana"},"application/vnd.dtg.local.flash":{"source":"iana"},"application/vnd.dtg.local.html":{"source":"iana"},"application/vnd.dvb.ait":{"source":"iana","extensions":["ait"]},"application/vnd.dvb.dvbisl+xml":{"source":"iana","compressible":true},"application/vnd.dvb.dvbj":{"source":"iana"},"application/vnd.dvb.esgcontainer":{"source":"iana"},"application/vnd.dvb.ipdcdftnotifaccess":{"source":"iana"},"application/vnd.dvb.ipdcesgaccess":{"source":"iana"},"application/vnd.dvb.ipdcesgaccess2":{"source":"iana"},"application/vnd.dvb.ipdcesgpdd":{"source":"iana"},"application/vnd.dvb.ipdcroaming":{"source":"iana"},"application/vnd.dvb.iptv.alfec-base":{"source":"iana"},"application/vnd.dvb.iptv.alfec-enhancement":{"source":"iana"},"application/vnd.dvb.notif-aggregate-root+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-container+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-generic+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-ia-msglist+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-ia-registration-request+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-ia-registration-response+xml":{"source":"iana","compressible":true},"application/vnd.dvb.notif-init+xml":{"source":"iana","compressible":true},"application/vnd.dvb.pfr":{"source":"iana"},"application/vnd.dvb.service":{"source":"iana","extensions":["svc"]},"application/vnd.dxr":{"source":"iana"},"application/vnd.dynageo":{"source":"iana","extensions":["geo"]},"application/vnd.dzr":{"source":"iana"},"application/vnd.easykaraoke.cdgdownload":{"source":"iana"},"application/vnd.ecdis-update":{"source":"iana"},"application/vnd.ecip.rlp":{"source":"iana"},"application/vnd.eclipse.ditto+json":{"source":"iana","compressible":true},"application/vnd.ecowin.chart":{"source":"iana","extensions":["mag"]},"application/vnd.ecowin.filerequest":{"source":"iana"},"application/vnd.ecowin.fileupdate":{"source":"iana"},"application/vnd.ecowin.series":{"source":"iana"},"application/vnd.ecowin.seriesrequest":{"source":"iana"},"application/vnd.ecowin.seriesupdate":{"source":"iana"},"application/vnd.efi.img":{"source":"iana"},"application/vnd.efi.iso":{"source":"iana"},"application/vnd.eln+zip":{"source":"iana","compressible":false},"application/vnd.emclient.accessrequest+xml":{"source":"iana","compressible":true},"application/vnd.enliven":{"source":"iana","extensions":["nml"]},"application/vnd.enphase.envoy":{"source":"iana"},"application/vnd.eprints.data+xml":{"source":"iana","compressible":true},"application/vnd.epson.esf":{"source":"iana","extensions":["esf"]},"application/vnd.epson.msf":{"source":"iana","extensions":["msf"]},"application/vnd.epson.quickanime":{"source":"iana","extensions":["qam"]},"application/vnd.epson.salt":{"source":"iana","extensions":["slt"]},"application/vnd.epson.ssf":{"source":"iana","extensions":["ssf"]},"application/vnd.ericsson.quickcall":{"source":"iana"},"application/vnd.erofs":{"source":"iana"},"application/vnd.espass-espass+zip":{"source":"iana","compressible":false},"application/vnd.eszigno3+xml":{"source":"iana","compressible":true,"extensions":["es3","et3"]},"application/vnd.etsi.aoc+xml":{"source":"iana","compressible":true},"application/vnd.etsi.asic-e+zip":{"source":"iana","compressible":false},"application/vnd.etsi.asic-s+zip":{"source":"iana","compressible":false},"application/vnd.etsi.cug+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvcommand+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvdiscovery+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvprofile+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvsad-bc+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvsad-cod+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvsad-npvr+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvservice+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvsync+xml":{"source":"iana","compressible":true},"application/vnd.etsi.iptvueprofile+xml":{"source":"iana","compressible":true},"application/vnd.etsi.mcid+xml":{"source":"iana","compressible":true},"application/vnd.etsi.mheg5":{"source":"iana"},"application/vnd.etsi.overload-control-policy-dataset+xml":{"source":"iana","compressible":true},"application/vnd.etsi.pstn+xml":{"source":"iana","compressible":true},"application/vnd.etsi.sci+xml":{"source":"iana","compressible":true},"application/vnd.etsi.simservs+xml":{"source":"iana","compressible":true},"application/vnd.etsi.timestamp-token":{"source":"iana"},"application/vnd.etsi.tsl+xml":{"source":"iana","compressible":true},"application/vnd.etsi.tsl.der":{"source":"iana"},"application/vnd.eu.kasparian.car+json":{"source":"iana","compressible":true},"application/vnd.eudora.data":{"source":"iana"},"application/vnd.evolv.ecig.profile":{"source":"iana"},"application/vnd.evolv.ecig.settings":{"source":"iana"},"application/vnd.evolv.ecig.theme":{"source":"iana"},"application/vnd.exstream-empower+zip":{"source":"iana","compressible":false},"application/vnd.exstream-package":{"source":"iana"},"application/vnd.ezpix-album":{"source":"iana","extensions":["ez2"]},"application/vnd.ezpix-package":{"source":"iana","extensions":["ez3"]},"application/vnd.f-secure.mobile":{"source":"iana"},"application/vnd.familysearch.gedcom+zip":{"source":"iana","compressible":false},"application/vnd.fastcopy-disk-image":{"source":"iana"},"application/vnd.fdf":{"source":"apache","extensions":["fdf"]},"application/vnd.fdsn.mseed":{"source":"iana","extensions":["mseed"]},"application/vnd.fdsn.seed":{"source":"iana","extensions":["seed","dataless"]},"application/vnd.fdsn.stationxml+xml":{"source":"iana","charset":"XML-BASED","compressible":true},"application/vnd.ffsns":{"source":"iana"},"application/vnd.ficlab.flb+zip":{"source":"iana","compressible":false},"application/vnd.filmit.zfc":{"source":"iana"},"application/vnd.fints":{"source":"iana"},"application/vnd.firemonkeys.cloudcell":{"source":"iana"},"application/vnd.flographit":{"source":"iana","extensions":["gph"]},"application/vnd.fluxtime.clip":{"source":"iana","extensions":["ftc"]},"application/vnd.font-fontforge-sfd":{"source":"iana"},"application/vnd.framemaker":{"source":"iana","extensions":["fm","frame","maker","book"]},"application/vnd.freelog.comic":{"source":"iana"},"application/vnd.frogans.fnc":{"source":"apache","extensions":["fnc"]},"application/vnd.frogans.ltf":{"source":"apache","extensions":["ltf"]},"application/vnd.fsc.weblaunch":{"source":"iana","extensions":["fsc"]},"application/vnd.fujifilm.fb.docuworks":{"source":"iana"},"application/vnd.fujifilm.fb.docuworks.binder":{"source":"iana"},"application/vnd.fujifilm.fb.docuworks.container":{"source":"iana"},"application/vnd.fujifilm.fb.jfi+xml":{"source":"iana","compressible":true},"application/vnd.fujitsu.oasys":{"source":"iana","extensions":["oas"]},"application/vnd.fujitsu.oasys2":{"source":"iana","extensions":["oa2"]},"application/vnd.fujitsu.oasys3":{"source":"iana","extensions":["oa3"]},"application/vnd.fujitsu.oasysgp":{"source":"iana","extensions":["fg5"]},"application/vnd.fujitsu.oasysprs":{"source":"iana","extensions":["bh2"]},"application/vnd.fujixerox.art-ex":{"source":"iana"},"application/vnd.fujixerox.art4":{"source":"iana"},"application/vnd.fujixerox.ddd":{"source":"iana","extensions":["ddd"]},"application/vnd.fujixerox.docuworks":{"source":"iana","extensions":["xdw"]},"application/vnd.fujixerox.docuworks.binder":{"source":"iana","extensions":["xbd"]},"application/vnd.fujixerox.docuworks.container":{"source":"iana"},"application/vnd.fujixerox.hbpl":{"source":"iana"},"application/vnd.fut-misnet":{"source":"iana"},"application/vnd.futoin+cbor":{"source":"iana"},"application/vnd.futoin+json":{"source":"iana","compressible":true},"application/vnd.fuzzysheet":{"source":"iana","extensions":["fzs"]},"application/vnd.ga4gh.passport+jwt":{"source":"iana"},"application/vnd.genomatix.tuxedo":{"source":"iana","extensions":["txd"]},"application/vnd.genozip":{"source":"iana"},"application/vnd.gentics.grd+json":{"source":"iana","compressible":true},"application/vnd.gentoo.catmetadata+xml":{"source":"iana","compressible":true},"application/vnd.gentoo.ebuild":{"source":"iana"},"application/vnd.gentoo.eclass":{"source":"iana"},"application/vnd.gentoo.gpkg":{"source":"iana"},"application/vnd.gentoo.manifest":{"source":"iana"},"application/vnd.gentoo.pkgmetadata+xml":{"source":"iana","compressible":true},"application/vnd.gentoo.xpak":{"source":"iana"},"application/vnd.geo+json":{"source":"apache","compressible":true},"application/vnd.geocube+xml":{"source":"apache","compressible":true},"application/vnd.geogebra.file":{"source":"iana","extensions":["ggb"]},"application/vnd.geogebra.pinboard":{"source":"iana"},"application/vnd.geogebra.slides":{"source":"iana","extensions":["ggs"]},"application/vnd.geogebra.tool":{"source":"iana","extensions":["ggt"]},"application/vnd.geometry-explorer":{"source":"iana","extensions":["gex","gre"]},"application/vnd.geonext":{"source":"iana","extensions":["gxt"]},"application/vnd.geoplan":{"source":"iana","extensions":["g2w"]},"application/vnd.geospace":{"source":"iana","extensions":["g3w"]},"application/vnd.gerber":{"source":"iana"},"application/vnd.globalplatform.card-content-mgt":{"source":"iana"},"application/vnd.globalplatform.card-content-mgt-response":{"source":"iana"},"application/vnd.gmx":{"source":"iana","extensions":["gmx"]},"application/vnd.gnu.taler.exchange+json":{"source":"iana","compressible":true},"application/vnd.gnu.taler.merchant+json":{"source":"iana","compressible":true},"application/vnd.google-apps.audio":{},"application/vnd.google-apps.document":{"compressible":false,"extensions":["gdoc"]},"application/vnd.google-apps.drawing":{"compressible":false,"extensions":["gdraw"]},"application/vnd.google-apps.drive-sdk":{"compressible":false},"application/vnd.google-apps.file":{},"application/vnd.google-apps.folder":{"compressible":false},"application/vnd.google-apps.form":{"compressible":false,"extensions":["gform"]},"application/vnd.google-apps.fusiontable":{},"application/vnd.google-apps.jam":{"compressible":false,"extensions":["gjam"]},"application/vnd.google-apps.mail-layout":{},"application/vnd.google-apps.map":{"compressible":false,"extensions":["gmap"]},"application/vnd.google-apps.photo":{},"application/vnd.google-apps.presentation":{"compressible":false,"extensions":["gslides"]},"application/vnd.google-apps.script":{"compressible":false,"extensions":["gscript"]},"application/vnd.google-apps.shortcut":{},"application/vnd.google-apps.site":{"compressible":false,"extensions":["gsite"]},"application/vnd.google-apps.spreadsheet":{"compressible":false,"extensions":["gsheet"]},"application/vnd.google-apps.unknown":{},"application/vnd.google-apps.video":{},"application/vnd.google-earth.kml+xml":{"source":"iana","compressible":true,"extensions":["kml"]},"application/vnd.google-earth.kmz":{"source":"iana","compressible":false,"extensions":["kmz"]},"application/vnd.gov.sk.e-form+xml":{"source":"apache","compressible":true},"application/vnd.gov.sk.e-form+zip":{"source":"iana","compressible":false},"application/vnd.gov.sk.xmldatacontainer+xml":{"source":"iana","compressible":true,"extensions":["xdcf"]},"application/vnd.gpxsee.map+xml":{"source":"iana","compressible":true},"application/vnd.grafeq":{"source":"iana","extensions":["gqf","gqs"]},"application/vnd.gridmp":{"source":"iana"},"application/vnd.groove-account":{"source":"iana","extensions":["gac"]},"application/vnd.groove-help":{"source":"iana","extensions":["ghf"]},"application/vnd.groove-identity-message":{"source":"iana","extensions":["gim"]},"application/vnd.groove-injector":{"source":"iana","extensions":["grv"]},"application/vnd.groove-tool-message":{"source":"iana","extensions":["gtm"]},"application/vnd.groove-tool-template":{"source":"iana","extensions":["tpl"]},"application/vnd.groove-vcard":{"source":"iana","extensions":["vcg"]},"application/vnd.hal+json":{"source":"iana","compressible":true},"application/vnd.hal+xml":{"source":"iana","compressible":true,"extensions":["hal"]},"application/vnd.handheld-entertainment+xml":{"source":"iana","compressible":true,"extensions":["zmm"]},"application/vnd.hbci":{"source":"iana","extensions":["hbci"]},"application/vnd.hc+json":{"source":"iana","compressible":true},"application/vnd.hcl-bireports":{"source":"iana"},"application/vnd.hdt":{"source":"iana"},"application/vnd.heroku+json":{"source":"iana","compressible":true},"application/vnd.hhe.lesson-player":{"source":"iana","extensions":["les"]},"application/vnd.hp-hpgl":{"source":"iana","extensions":["hpgl"]},"application/vnd.hp-hpid":{"source":"iana","extensions":["hpid"]},"application/vnd.hp-hps":{"source":"iana","extensions":["hps"]},"application/vnd.hp-jlyt":{"source":"iana","extensions":["jlt"]},"application/vnd.hp-pcl":{"source":"iana","extensions":["pcl"]},"application/vnd.hp-pclxl":{"source":"iana","extensions":["pclxl"]},"application/vnd.hsl":{"source":"iana"},"application/vnd.httphone":{"source":"iana"},"application/vnd.hydrostatix.sof-data":{"source":"iana","extensions":["sfd-hdstx"]},"application/vnd.hyper+json":{"source":"iana","compressible":true},"application/vnd.hyper-item+json":{"source":"iana","compressible":true},"application/vnd.hyperdrive+json":{"source":"iana","compressible":true},"application/vnd.hzn-3d-crossword":{"source":"iana"},"application/vnd.ibm.afplinedata":{"source":"apache"},"application/vnd.ibm.electronic-media":{"source":"iana"},"application/vnd.ibm.minipay":{"source":"iana","extensions":["mpy"]},"application/vnd.ibm.modcap":{"source":"apache","extensions":["afp","listafp","list3820"]},"application/vnd.ibm.rights-management":{"source":"iana","extensions":["irm"]},"application/vnd.ibm.secure-container":{"source":"iana","extensions":["sc"]},"application/vnd.iccprofile":{"source":"iana","extensions":["icc","icm"]},"application/vnd.ieee.1905":{"source":"iana"},"application/vnd.igloader":{"source":"iana","extensions":["igl"]},"application/vnd.imagemeter.folder+zip":{"source":"iana","compressible":false},"application/vnd.imagemeter.image+zip":{"source":"iana","compressible":false},"application/vnd.immervision-ivp":{"source":"iana","extensions":["ivp"]},"application/vnd.immervision-ivu":{"source":"iana","extensions":["ivu"]},"application/vnd.ims.imsccv1p1":{"source":"iana"},"application/vnd.ims.imsccv1p2":{"source":"iana"},"application/vnd.ims.imsccv1p3":{"source":"iana"},"application/vnd.ims.lis.v2.result+json":{"source":"iana","compressible":true},"application/vnd.ims.lti.v2.toolconsumerprofile+json":{"source":"iana","compressible":true},"application/vnd.ims.lti.v2.toolproxy+json":{"source":"iana","compressible":true},"application/vnd.ims.lti.v2.toolproxy.id+json":{"source":"iana","compressible":true},"application/vnd.ims.lti.v2.toolsettings+json":{"source":"iana","compressible":true},"application/vnd.ims.lti.v2.toolsettings.simple+json":{"source":"iana","compressible":true},"application/vnd.informedcontrol.rms+xml":{"source":"iana","compressible":true},"application/vnd.informix-visionary":{"source":"apache"},"application/vnd.infotech.project":{"source":"iana"},"application/vnd.infotech.project+xml":{"source":"iana","compressible":true},"application/vnd.innopath.wamp.notification":{"source":"iana"},"application/vnd.insors.igm":{"source":"iana","extensions":["igm"]},"application/vnd.intercon.formnet":{"source":"iana","extensions":["xpw","xpx"]},"application/vnd.intergeo":{"source":"iana","extensions":["i2g"]},"application/vnd.intertrust.digibox":{"source":"iana"},"application/vnd.intertrust.nncp":{"source":"iana"},"application/vnd.intu.qbo":{"source":"iana","extensions":["qbo"]},"application/vnd.intu.qfx":{"source":"iana","extensions":["qfx"]},"application/vnd.ipfs.ipns-record":{"source":"iana"},"application/vnd.ipld.car":{"source":"iana"},"application/vnd.ipld.dag-cbor":{"source":"iana"},"application/vnd.ipld.dag-json":{"source":"iana"},"application/vnd.ipld.raw":{"source":"iana"},"application/vnd.iptc.g2.catalogitem+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.conceptitem+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.knowledgeitem+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.newsitem+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.newsmessage+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.packageitem+xml":{"source":"iana","compressible":true},"application/vnd.iptc.g2.planningitem+xml":{"source":"iana","compressible":true},"application/vnd.ipunplugged.rcprofile":{"source":"iana","extensions":["rcprofile"]},"application/vnd.irepository.package+xml":{"source":"iana","compressible":true,"extensions":["irp"]},"application/vnd.is-xpr":{"source":"iana","extensions":["xpr"]},"application/vnd.isac.fcs":{"source":"iana","extensions":["fcs"]},"application/vnd.iso11783-10+zip":{"source":"iana","compressible":false},"application/vnd.jam":{"source":"iana","extensions":["jam"]},"application/vnd.japannet-directory-service":{"source":"iana"},"application/vnd.japannet-jpnstore-wakeup":{"source":"iana"},"application/vnd.japannet-payment-wakeup":{"source":"iana"},"application/vnd.japannet-registration":{"source":"iana"},"application/vnd.japannet-registration-wakeup":{"source":"iana"},"application/vnd.japannet-setstore-wakeup":{"source":"iana"},"application/vnd.japannet-verification":{"source":"iana"},"application/vnd.japannet-verification-wakeup":{"source":"iana"},"application/vnd.jcp.javame.midlet-rms":{"source":"iana","extensions":["rms"]},"application/vnd.jisp":{"source":"iana","extensions":["jisp"]},"application/vnd.joost.joda-archive":{"source":"iana","extensions":["joda"]},"application/vnd.jsk.isdn-ngn":{"source":"iana"},"application/vnd.kahootz":{"source":"iana","extensions":["ktz","ktr"]},"application/vnd.kde.karbon":{"source":"iana","extensions":["karbon"]},"application/vnd.kde.kchart":{"source":"iana","extensions":["chrt"]},"application/vnd.kde.kformula":{"source":"iana","extensions":["kfo"]},"application/vnd.kde.kivio":{"source":"iana","extensions":["flw"]},"application/vnd.kde.kontour":{"source":"iana","extensions":["kon"]},"application/vnd.kde.kpresenter":{"source":"iana","extensions":["kpr","kpt"]},"application/vnd.kde.kspread":{"source":"iana","extensions":["ksp"]},"application/vnd.kde.kword":{"source":"iana","extensions":["kwd","kwt"]},"application/vnd.kdl":{"source":"iana"},"application/vnd.kenameaapp":{"source":"iana","extensions":["htke"]},"application/vnd.keyman.kmp+zip":{"source":"iana","compressible":false},"application/vnd.keyman.kmx":{"source":"iana"},"application/vnd.kidspiration":{"source":"iana","extensions":["kia"]},"application/vnd.kinar":{"source":"iana","extensions":["kne","knp"]},"application/vnd.koan":{"source":"iana","extensions":["skp","skd","skt","skm"]},"application/vnd.kodak-descriptor":{"source":"iana","extensions":["sse"]},"application/vnd.las":{"source":"iana"},"application/vnd.las.las+json":{"source":"iana","compressible":true},"application/vnd.las.las+xml":{"source":"iana","compressible":true,"extensions":["lasxml"]},"application/vnd.laszip":{"source":"iana"},"application/vnd.ldev.productlicensing":{"source":"iana"},"application/vnd.leap+json":{"source":"iana","compressible":true},"application/vnd.liberty-request+xml":{"source":"iana","compressible":true},"application/vnd.llamagraphics.life-balance.desktop":{"source":"iana","extensions":["lbd"]},"application/vnd.llamagraphics.life-balance.exchange+xml":{"source":"iana","compressible":true,"extensions":["lbe"]},"application/vnd.logipipe.circuit+zip":{"source":"iana","compressible":false},"application/vnd.loom":{"source":"iana"},"application/vnd.lotus-1-2-3":{"source":"iana","extensions":["123"]},"application/vnd.lotus-approach":{"source":"iana","extensions":["apr"]},"application/vnd.lotus-freelance":{"source":"iana","extensions":["pre"]},"application/vnd.lotus-notes":{"source":"iana","extensions":["nsf"]},"application/vnd.lotus-organizer":{"source":"iana","extensions":["org"]},"application/vnd.lotus-screencam":{"source":"iana","extensions":["scm"]},"application/vnd.lotus-wordpro":{"source":"iana","extensions":["lwp"]},"application/vnd.macports.portpkg":{"source":"iana","extensions":["portpkg"]},"application/vnd.mapbox-vector-tile":{"source":"iana","extensions":["mvt"]},"application/vnd.marlin.drm.actiontoken+xml":{"source":"iana","compressible":true},"application/vnd.marlin.drm.conftoken+xml":{"source":"iana","compressible":true},"application/vnd.marlin.drm.license+xml":{"source":"iana","compressible":true},"application/vnd.marlin.drm.mdcf":{"source":"iana"},"application/vnd.mason+json":{"source":"iana","compressible":true},"application/vnd.maxar.archive.3tz+zip":{"source":"iana","compressible":false},"application/vnd.maxmind.maxmind-db":{"source":"iana"},"application/vnd.mcd":{"source":"iana","extensions":["mcd"]},"application/vnd.mdl":{"source":"iana"},"application/vnd.mdl-mbsdf":{"source":"iana"},"application/vnd.medcalcdata":{"source":"iana","extensions":["mc1"]},"application/vnd.mediastation.cdkey":{"source":"iana","extensions":["cdkey"]},"application/vnd.medicalholodeck.recordxr":{"source":"iana"},"application/vnd.meridian-slingshot":{"source":"iana"},"application/vnd.mermaid":{"source":"iana"},"application/vnd.mfer":{"source":"iana","extensions":["mwf"]},"application/vnd.mfmp":{"source":"iana","extensions":["mfm"]},"application/vnd.micro+json":{"source":"iana","compressible":true},"application/vnd.micrografx.flo":{"source":"iana","extensions":["flo"]},"application/vnd.micrografx.igx":{"source":"iana","extensions":["igx"]},"application/vnd.microsoft.portable-executable":{"source":"iana"},"application/vnd.microsoft.windows.thumbnail-cache":{"source":"iana"},"application/vnd.miele+json":{"source":"iana","compressible":true},"application/vnd.mif":{"source":"iana","extensions":["mif"]},"application/vnd.minisoft-hp3000-save":{"source":"iana"},"application/vnd.mitsubishi.misty-guard.trustweb":{"source":"iana"},"application/vnd.mobius.daf":{"source":"iana","extensions":["daf"]},"application/vnd.mobius.dis":{"source":"iana","extensions":["dis"]},"application/vnd.mobius.mbk":{"source":"iana","extensions":["mbk"]},"application/vnd.mobius.mqy":{"source":"iana","extensions":["mqy"]},"application/vnd.mobius.msl":{"source":"iana","extensions":["msl"]},"application/vnd.mobius.plc":{"source":"iana","extensions":["plc"]},"application/vnd.mobius.txf":{"source":"iana","extensions":["txf"]},"application/vnd.modl":{"source":"iana"},"application/vnd.mophun.application":{"source":"iana","extensions":["mpn"]},"application/vnd.mophun.certificate":{"source":"iana","extensions":["mpc"]},"application/vnd.motorola.flexsuite":{"source":"iana"},"application/vnd.motorola.flexsuite.adsi":{"source":"iana"},"application/vnd.motorola.flexsuite.fis":{"source":"iana"},"application/vnd.motorola.flexsuite.gotap":{"source":"iana"},"application/vnd.motorola.flexsuite.kmr":{"source":"iana"},"application/vnd.motorola.flexsuite.ttc":{"source":"iana"},"application/vnd.motorola.flexsuite.wem":{"source":"iana"},"application/vnd.motorola.iprm":{"source":"iana"},"application/vnd.mozilla.xul+xml":{"source":"iana","compressible":true,"extensions":["xul"]},"application/vnd.ms-3mfdocument":{"source":"iana"},"application/vnd.ms-artgalry":{"source":"iana","extensions":["cil"]},"application/vnd.ms-asf":{"source":"iana"},"application/vnd.ms-cab-compressed":{"source":"iana","extensions":["cab"]},"application/vnd.ms-color.iccprofile":{"source":"apache"},"application/vnd.ms-excel":{"source":"iana","compressible":false,"extensions":["xls","xlm","xla","xlc","xlt","xlw"]},"application/vnd.ms-excel.addin.macroenabled.12":{"source":"iana","extensions":["xlam"]},"application/vnd.ms-excel.sheet.binary.macroenabled.12":{"source":"iana","extensions":["xlsb"]},"application/vnd.ms-excel.sheet.macroenabled.12":{"source":"iana","extensions":["xlsm"]},"application/vnd.ms-excel.template.macroenabled.12":{"source":"iana","extensions":["xltm"]},"application/vnd.ms-fontobject":{"source":"iana","compressible":true,"extensions":["eot"]},"application/vnd.ms-htmlhelp":{"source":"iana","extensions":["chm"]},"application/vnd.ms-ims":{"source":"iana","extensions":["ims"]},"application/vnd.ms-lrm":{"source":"iana","extensions":["lrm"]},"application/vnd.ms-office.activex+xml":{"source":"iana","compressible":true},"application/vnd.ms-officetheme":{"source":"iana","extensions":["thmx"]},"application/vnd.ms-opentype":{"source":"apache","compressible":true},"application/vnd.ms-outlook":{"compressible":false,"extensions":["msg"]},"application/vnd.ms-package.obfuscated-opentype":{"source":"apache"},"application/vnd.ms-pki.seccat":{"source":"apache","extensions":["cat"]},"application/vnd.ms-pki.stl":{"source":"apache","extensions":["stl"]},"application/vnd.ms-playready.initiator+xml":{"source":"iana","compressible":true},"application/vnd.ms-powerpoint":{"source":"iana","compressible":false,"extensions":["ppt","pps","pot"]},"application/vnd.ms-powerpoint.addin.macroenabled.12":{"source":"iana","extensions":["ppam"]},"application/vnd.ms-powerpoint.presentation.macroenabled.12":{"source":"iana","extensions":["pptm"]},"application/vnd.ms-powerpoint.slide.macroenabled.12":{"source":"iana","extensions":["sldm"]},"application/vnd.ms-powerpoint.slideshow.macroenabled.12":{"source":"iana","extensions":["ppsm"]},"application/vnd.ms-powerpoint.template.macroenabled.12":{"source":"iana","extensions":["potm"]},"application/vnd.ms-printdevicecapabilities+xml":{"source":"iana","compressible":true},"application/vnd.ms-printing.printticket+xml":{"source":"apache","compressible":true},"application/vnd.ms-printschematicket+xml":{"source":"iana","compressible":true},"application/vnd.ms-project":{"source":"iana","extensions":["mpp","mpt"]},"application/vnd.ms-tnef":{"source":"iana"},"application/vnd.ms-visio.viewer":{"extensions":["vdx"]},"application/vnd.ms-windows.devicepairing":{"source":"iana"},"application/vnd.ms-windows.nwprinting.oob":{"source":"iana"},"application/vnd.ms-windows.printerpairing":{"source":"iana"},"application/vnd.ms-windows.wsd.oob":{"source":"iana"},"application/vnd.ms-wmdrm.lic-chlg-req":{"source":"iana"},"application/vnd.ms-wmdrm.lic-resp":{"source":"iana"},"application/vnd.ms-wmdrm.meter-chlg-req":{"source":"iana"},"application/vnd.ms-wmdrm.meter-resp":{"source":"iana"},"application/vnd.ms-word.document.macroenabled.12":{"source":"iana","extensions":["docm"]},"application/vnd.ms-word.template.macroenabled.12":{"source":"iana","extensions":["dotm"]},"application/vnd.ms-works":{"source":"iana","extensions":["wps","wks","wcm","wdb"]},"application/vnd.ms-wpl":{"source":"iana","extensions":["wpl"]},"application/vnd.ms-xpsdocument":{"source":"iana","compressible":false,"extensions":["xps"]},"application/vnd.msa-disk-image":{"source":"iana"},"application/vnd.mseq":{"source":"iana","extensions":["mseq"]},"application/vnd.msgpack":{"source":"iana"},"application/vnd.msign":{"source":"iana"},"application/vnd.multiad.creator":{"source":"iana"},"application/vnd.multiad.creator.cif":{"source":"iana"},"application/vnd.music-niff":{"source":"iana"},"application/vnd.musician":{"source":"iana","extensions":["mus"]},"application/vnd.muvee.style":{"source":"iana","extensions":["msty"]},"application/vnd.mynfc":{"source":"iana","extensions":["taglet"]},"application/vnd.nacamar.ybrid+json":{"source":"iana","compressible":true},"application/vnd.nato.bindingdataobject+cbor":{"source":"iana"},"application/vnd.nato.bindingdataobject+json":{"source":"iana","compressible":true},"application/vnd.nato.bindingdataobject+xml":{"source":"iana","compressible":true,"extensions":["bdo"]},"application/vnd.nato.openxmlformats-package.iepd+zip":{"source":"iana","compressible":false},"application/vnd.ncd.control":{"source":"iana"},"application/vnd.ncd.reference":{"source":"iana"},"application/vnd.nearst.inv+json":{"source":"iana","compressible":true},"application/vnd.nebumind.line":{"source":"iana"},"application/vnd.nervana":{"source":"iana"},"application/vnd.netfpx":{"source":"iana"},"application/vnd.neurolanguage.nlu":{"source":"iana","extensions":["nlu"]},"application/vnd.nimn":{"source":"iana"},"application/vnd.nintendo.nitro.rom":{"source":"iana"},"application/vnd.nintendo.snes.rom":{"source":"iana"},"application/vnd.nitf":{"source":"iana","extensions":["ntf","nitf"]},"application/vnd.noblenet-directory":{"source":"iana","extensions":["nnd"]},"application/vnd.noblenet-sealer":{"source":"iana","extensions":["nns"]},"application/vnd.noblenet-web":{"source":"iana","extensions":["nnw"]},"application/vnd.nokia.catalogs":{"source":"iana"},"application/vnd.nokia.conml+wbxml":{"source":"iana"},"application/vnd.nokia.conml+xml":{"source":"iana","compressible":true},"application/vnd.nokia.iptv.config+xml":{"source":"iana","compressible":true},"application/vnd.nokia.isds-radio-presets":{"source":"iana"},"application/vnd.nokia.landmark+wbxml":{"source":"iana"},"application/vnd.nokia.landmark+xml":{"source":"iana","compressible":true},"application/vnd.nokia.landmarkcollection+xml":{"source":"iana","compressible":true},"application/vnd.nokia.n-gage.ac+xml":{"source":"iana","compressible":true,"extensions":["ac"]},"application/vnd.nokia.n-gage.data":{"source":"iana","extensions":["ngdat"]},"application/vnd.nokia.n-gage.symbian.install":{"source":"apache","extensions":["n-gage"]},"application/vnd.nokia.ncd":{"source":"iana"},"application/vnd.nokia.pcd+wbxml":{"source":"iana"},"application/vnd.nokia.pcd+xml":{"source":"iana","compressible":true},"application/vnd.nokia.radio-preset":{"source":"iana","extensions":["rpst"]},"application/vnd.nokia.radio-presets":{"source":"iana","extensions":["rpss"]},"application/vnd.novadigm.edm":{"source":"iana","extensions":["edm"]},"application/vnd.novadigm.edx":{"source":"iana","extensions":["edx"]},"application/vnd.novadigm.ext":{"source":"iana","extensions":["ext"]},"application/vnd.ntt-local.content-share":{"source":"iana"},"application/vnd.ntt-local.file-transfer":{"source":"iana"},"application/vnd.ntt-local.ogw_remote-access":{"source":"iana"},"application/vnd.ntt-local.sip-ta_remote":{"source":"iana"},"application/vnd.ntt-local.sip-ta_tcp_stream":{"source":"iana"},"application/vnd.oai.workflows":{"source":"iana"},"application/vnd.oai.workflows+json":{"source":"iana","compressible":true},"application/vnd.oai.workflows+yaml":{"source":"iana"},"application/vnd.oasis.opendocument.base":{"source":"iana"},"application/vnd.oasis.opendocument.chart":{"source":"iana","extensions":["odc"]},"application/vnd.oasis.opendocument.chart-template":{"source":"iana","extensions":["otc"]},"application/vnd.oasis.opendocument.database":{"source":"apache","extensions":["odb"]},"application/vnd.oasis.opendocument.formula":{"source":"iana","extensions":["odf"]},"application/vnd.oasis.opendocument.formula-template":{"source":"iana","extensions":["odft"]},"application/vnd.oasis.opendocument.graphics":{"source":"iana","compressible":false,"extensions":["odg"]},"application/vnd.oasis.opendocument.graphics-template":{"source":"iana","extensions":["otg"]},"application/vnd.oasis.opendocument.image":{"source":"iana","extensions":["odi"]},"application/vnd.oasis.opendocument.image-template":{"source":"iana","extensions":["oti"]},"application/vnd.oasis.opendocument.presentation":{"source":"iana","compressible":false,"extensions":["odp"]},"application/vnd.oasis.opendocument.presentation-template":{"source":"iana","extensions":["otp"]},"application/vnd.oasis.opendocument.spreadsheet":{"source":"iana","compressible":false,"extensions":["ods"]},"application/vnd.oasis.opendocument.spreadsheet-template":{"source":"iana","extensions":["ots"]},"application/vnd.oasis.opendocument.text":{"source":"iana","compressible":false,"extensions":["odt"]},"application/vnd.oasis.opendocument.text-master":{"source":"iana","extensions":["odm"]},"application/vnd.oasis.opendocument.text-master-template":{"source":"iana"},"application/vnd.oasis.opendocument.text-template":{"source":"iana","extensions":["ott"]},"application/vnd.oasis.opendocument.text-web":{"source":"iana","extensions":["oth"]},"application/vnd.obn":{"source":"iana"},"application/vnd.ocf+cbor":{"source":"iana"},"application/vnd.oci.image.manifest.v1+json":{"source":"iana","compressible":true},"application/vnd.oftn.l10n+json":{"source":"iana","compressible":true},"application/vnd.oipf.contentaccessdownload+xml":{"source":"iana","compressible":true},"application/vnd.oipf.contentaccessstreaming+xml":{"source":"iana","compressible":true},"application/vnd.oipf.cspg-hexbinary":{"source":"iana"},"application/vnd.oipf.dae.svg+xml":{"source":"iana","compressible":true},"application/vnd.oipf.dae.xhtml+xml":{"source":"iana","compressible":true},"application/vnd.oipf.mippvcontrolmessage+xml":{"source":"iana","compressible":true},"application/vnd.oipf.pae.gem":{"source":"iana"},"application/vnd.oipf.spdiscovery+xml":{"source":"iana","compressible":true},"application/vnd.oipf.spdlist+xml":{"source":"iana","compressible":true},"application/vnd.oipf.ueprofile+xml":{"source":"iana","compressible":true},"application/vnd.oipf.userprofile+xml":{"source":"iana","compressible":true},"application/vnd.olpc-sugar":{"source":"iana","extensions":["xo"]},"application/vnd.oma-scws-config":{"source":"iana"},"application/vnd.oma-scws-http-request":{"source":"iana"},"application/vnd.oma-scws-http-response":{"source":"iana"},"application/vnd.oma.bcast.associated-procedure-parameter+xml":{"source":"iana","compressible":true},"application/vnd.oma.bcast.drm-trigger+xml":{"source":"apache","compressible":true},"application/vnd.oma.bcast.imd+xml":{"source":"iana","compressible":true},"application/vnd.oma.bcast.ltkm":{"source":"iana"},"application/vnd.oma.bcast.notification+xml":{"source":"iana","compressible":true},"application/vnd.oma.bcast.provisioningtrigger":{"source":"iana"},"application/vnd.oma.bcast.sgboot":{"source":"iana"},"application/vnd.oma.bcast.sgdd+xml":{"source":"iana","compressible":true},"application/vnd.oma.bcast.sgdu":{"source":"iana"},"application/vnd.oma.bcast.simple-symbol-container":{"source":"iana"},"application/vnd.oma.bcast.smartcard-trigger+xml":{"source":"apache","compressible":true},"application/vnd.oma.bcast.sprov+xml":{"source":"iana","compressible":true},"application/vnd.oma.bcast.stkm":{"source":"iana"},"application/vnd.oma.cab-address-book+xml":{"source":"iana","compressible":true},"application/vnd.oma.cab-feature-handler+xml":{"source":"iana","compressible":true},"application/vnd.oma.cab-pcc+xml":{"source":"iana","compressible":true},"application/vnd.oma.cab-subs-invite+xml":{"source":"iana","compressible":true},"application/vnd.oma.cab-user-prefs+xml":{"source":"iana","compressible":true},"application/vnd.oma.dcd":{"source":"iana"},"application/vnd.oma.dcdc":{"source":"iana"},"application/vnd.oma.dd2+xml":{"source":"iana","compressible":true,"extensions":["dd2"]},"application/vnd.oma.drm.risd+xml":{"source":"iana","compressible":true},"application/vnd.oma.group-usage-list+xml":{"source":"iana","compressible":true},"application/vnd.oma.lwm2m+cbor":{"source":"iana"},"application/vnd.oma.lwm2m+json":{"source":"iana","compressible":true},"application/vnd.oma.lwm2m+tlv":{"source":"iana"},"application/vnd.oma.pal+xml":{"source":"iana","compressible":true},"application/vnd.oma.poc.detailed-progress-report+xml":{"source":"iana","compressible":true},"application/vnd.oma.poc.final-report+xml":{"source":"iana","compressible":true},"application/vnd.oma.poc.groups+xml":{"source":"iana","compressible":true},"application/vnd.oma.poc.invocation-descriptor+xml":{"source":"iana","compressible":true},"application/vnd.oma.poc.optimized-progress-report+xml":{"source":"iana","compressible":true},"application/vnd.oma.push":{"source":"iana"},"application/vnd.oma.scidm.messages+xml":{"source":"iana","compressible":true},"application/vnd.oma.xcap-directory+xml":{"source":"iana","compressible":true},"application/vnd.omads-email+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/vnd.omads-file+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/vnd.omads-folder+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/vnd.omaloc-supl-init":{"source":"iana"},"application/vnd.onepager":{"source":"iana"},"application/vnd.onepagertamp":{"source":"iana"},"application/vnd.onepagertamx":{"source":"iana"},"application/vnd.onepagertat":{"source":"iana"},"application/vnd.onepagertatp":{"source":"iana"},"application/vnd.onepagertatx":{"source":"iana"},"application/vnd.onvif.metadata":{"source":"iana"},"application/vnd.openblox.game+xml":{"source":"iana","compressible":true,"extensions":["obgx"]},"application/vnd.openblox.game-binary":{"source":"iana"},"application/vnd.openeye.oeb":{"source":"iana"},"application/vnd.openofficeorg.extension":{"source":"apache","extensions":["oxt"]},"application/vnd.openstreetmap.data+xml":{"source":"iana","compressible":true,"extensions":["osm"]},"application/vnd.opentimestamps.ots":{"source":"iana"},"application/vnd.openvpi.dspx+json":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.custom-properties+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.customxmlproperties+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawing+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.chart+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.chartshapes+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.diagramcolors+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.diagramdata+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.diagramlayout+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.drawingml.diagramstyle+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.extended-properties+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.commentauthors+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.comments+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.handoutmaster+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.notesmaster+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.notesslide+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.presentation":{"source":"iana","compressible":false,"extensions":["pptx"]},"application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.presprops+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.slide":{"source":"iana","extensions":["sldx"]},"application/vnd.openxmlformats-officedocument.presentationml.slide+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.slidelayout+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.slidemaster+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.slideshow":{"source":"iana","extensions":["ppsx"]},"application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.slideupdateinfo+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.tablestyles+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.tags+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.template":{"source":"iana","extensions":["potx"]},"application/vnd.openxmlformats-officedocument.presentationml.template.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.presentationml.viewprops+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.calcchain+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.chartsheet+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.comments+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.connections+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.dialogsheet+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.externallink+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.pivotcachedefinition+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.pivotcacherecords+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.pivottable+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.querytable+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.revisionheaders+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.revisionlog+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.sharedstrings+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":{"source":"iana","compressible":false,"extensions":["xlsx"]},"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.sheetmetadata+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.tablesinglecells+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.template":{"source":"iana","extensions":["xltx"]},"application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.usernames+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.volatiledependencies+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.theme+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.themeoverride+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.vmldrawing":{"source":"iana"},"application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.document":{"source":"iana","compressible":false,"extensions":["docx"]},"application/vnd.openxmlformats-officedocument.wordprocessingml.document.glossary+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.endnotes+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.fonttable+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.template":{"source":"iana","extensions":["dotx"]},"application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-officedocument.wordprocessingml.websettings+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-package.core-properties+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-package.digital-signature-xmlsignature+xml":{"source":"iana","compressible":true},"application/vnd.openxmlformats-package.relationships+xml":{"source":"iana","compressible":true},"application/vnd.oracle.resource+json":{"source":"iana","compressible":true},"application/vnd.orange.indata":{"source":"iana"},"application/vnd.osa.netdeploy":{"source":"iana"},"application/vnd.osgeo.mapguide.package":{"source":"iana","extensions":["mgp"]},"application/vnd.osgi.bundle":{"source":"iana"},"application/vnd.osgi.dp":{"source":"iana","extensions":["dp"]},"application/vnd.osgi.subsystem":{"source":"iana","extensions":["esa"]},"application/vnd.otps.ct-kip+xml":{"source":"iana","compressible":true},"application/vnd.oxli.countgraph":{"source":"iana"},"application/vnd.pagerduty+json":{"source":"iana","compressible":true},"application/vnd.palm":{"source":"iana","extensions":["pdb","pqa","oprc"]},"application/vnd.panoply":{"source":"iana"},"application/vnd.paos.xml":{"source":"iana"},"application/vnd.patentdive":{"source":"iana"},"application/vnd.patientecommsdoc":{"source":"iana"},"application/vnd.pawaafile":{"source":"iana","extensions":["paw"]},"application/vnd.pcos":{"source":"iana"},"application/vnd.pg.format":{"source":"iana","extensions":["str"]},"application/vnd.pg.osasli":{"source":"iana","extensions":["ei6"]},"application/vnd.piaccess.application-licence":{"source":"iana"},"application/vnd.picsel":{"source":"iana","extensions":["efif"]},"application/vnd.pmi.widget":{"source":"iana","extensions":["wg"]},"application/vnd.poc.group-advertisement+xml":{"source":"iana","compressible":true},"application/vnd.pocketlearn":{"source":"iana","extensions":["plf"]},"application/vnd.powerbuilder6":{"source":"iana","extensions":["pbd"]},"application/vnd.powerbuilder6-s":{"source":"iana"},"application/vnd.powerbuilder7":{"source":"iana"},"application/vnd.powerbuilder7-s":{"source":"iana"},"application/vnd.powerbuilder75":{"source":"iana"},"application/vnd.powerbuilder75-s":{"source":"iana"},"application/vnd.preminet":{"source":"iana"},"application/vnd.previewsystems.box":{"source":"iana","extensions":["box"]},"application/vnd.procrate.brushset":{"extensions":["brushset"]},"application/vnd.procreate.brush":{"extensions":["brush"]},"application/vnd.procreate.dream":{"extensions":["drm"]},"application/vnd.proteus.magazine":{"source":"iana","extensions":["mgz"]},"application/vnd.psfs":{"source":"iana"},"application/vnd.pt.mundusmundi":{"source":"iana"},"application/vnd.publishare-delta-tree":{"source":"iana","extensions":["qps"]},"application/vnd.pvi.ptid1":{"source":"iana","extensions":["ptid"]},"application/vnd.pwg-multiplexed":{"source":"iana"},"application/vnd.pwg-xhtml-print+xml":{"source":"iana","compressible":true,"extensions":["xhtm"]},"application/vnd.qualcomm.brew-app-res":{"source":"iana"},"application/vnd.quarantainenet":{"source":"iana"},"application/vnd.quark.quarkxpress":{"source":"iana","extensions":["qxd","qxt","qwd","qwt","qxl","qxb"]},"application/vnd.quobject-quoxdocument":{"source":"iana"},"application/vnd.radisys.moml+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-audit+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-audit-conf+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-audit-conn+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-audit-dialog+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-audit-stream+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-conf+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-base+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-fax-detect+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-fax-sendrecv+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-group+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-speech+xml":{"source":"iana","compressible":true},"application/vnd.radisys.msml-dialog-transform+xml":{"source":"iana","compressible":true},"application/vnd.rainstor.data":{"source":"iana"},"application/vnd.rapid":{"source":"iana"},"application/vnd.rar":{"source":"iana","extensions":["rar"]},"application/vnd.realvnc.bed":{"source":"iana","extensions":["bed"]},"application/vnd.recordare.musicxml":{"source":"iana","extensions":["mxl"]},"application/vnd.recordare.musicxml+xml":{"source":"iana","compressible":true,"extensions":["musicxml"]},"application/vnd.relpipe":{"source":"iana"},"application/vnd.renlearn.rlprint":{"source":"iana"},"application/vnd.resilient.logic":{"source":"iana"},"application/vnd.restful+json":{"source":"iana","compressible":true},"application/vnd.rig.cryptonote":{"source":"iana","extensions":["cryptonote"]},"application/vnd.rim.cod":{"source":"apache","extensions":["cod"]},"application/vnd.rn-realmedia":{"source":"apache","extensions":["rm"]},"application/vnd.rn-realmedia-vbr":{"source":"apache","extensions":["rmvb"]},"application/vnd.route66.link66+xml":{"source":"iana","compressible":true,"extensions":["link66"]},"application/vnd.rs-274x":{"source":"iana"},"application/vnd.ruckus.download":{"source":"iana"},"application/vnd.s3sms":{"source":"iana"},"application/vnd.sailingtracker.track":{"source":"iana","extensions":["st"]},"application/vnd.sar":{"source":"iana"},"application/vnd.sbm.cid":{"source":"iana"},"application/vnd.sbm.mid2":{"source":"iana"},"application/vnd.scribus":{"source":"iana"},"application/vnd.sealed.3df":{"source":"iana"},"application/vnd.sealed.csf":{"source":"iana"},"application/vnd.sealed.doc":{"source":"iana"},"application/vnd.sealed.eml":{"source":"iana"},"application/vnd.sealed.mht":{"source":"iana"},"application/vnd.sealed.net":{"source":"iana"},"application/vnd.sealed.ppt":{"source":"iana"},"application/vnd.sealed.tiff":{"source":"iana"},"application/vnd.sealed.xls":{"source":"iana"},"application/vnd.sealedmedia.softseal.html":{"source":"iana"},"application/vnd.sealedmedia.softseal.pdf":{"source":"iana"},"application/vnd.seemail":{"source":"iana","extensions":["see"]},"application/vnd.seis+json":{"source":"iana","compressible":true},"application/vnd.sema":{"source":"iana","extensions":["sema"]},"application/vnd.semd":{"source":"iana","extensions":["semd"]},"application/vnd.semf":{"source":"iana","extensions":["semf"]},"application/vnd.shade-save-file":{"source":"iana"},"application/vnd.shana.informed.formdata":{"source":"iana","extensions":["ifm"]},"application/vnd.shana.informed.formtemplate":{"source":"iana","extensions":["itp"]},"application/vnd.shana.informed.interchange":{"source":"iana","extensions":["iif"]},"application/vnd.shana.informed.package":{"source":"iana","extensions":["ipk"]},"application/vnd.shootproof+json":{"source":"iana","compressible":true},"application/vnd.shopkick+json":{"source":"iana","compressible":true},"application/vnd.shp":{"source":"iana"},"application/vnd.shx":{"source":"iana"},"application/vnd.sigrok.session":{"source":"iana"},"application/vnd.simtech-mindmapper":{"source":"iana","extensions":["twd","twds"]},"application/vnd.siren+json":{"source":"iana","compressible":true},"application/vnd.sketchometry":{"source":"iana"},"application/vnd.smaf":{"source":"iana","extensions":["mmf"]},"application/vnd.smart.notebook":{"source":"iana"},"application/vnd.smart.teacher":{"source":"iana","extensions":["teacher"]},"application/vnd.smintio.portals.archive":{"source":"iana"},"application/vnd.snesdev-page-table":{"source":"iana"},"application/vnd.software602.filler.form+xml":{"source":"iana","compressible":true,"extensions":["fo"]},"application/vnd.software602.filler.form-xml-zip":{"source":"iana"},"application/vnd.solent.sdkm+xml":{"source":"iana","compressible":true,"extensions":["sdkm","sdkd"]},"application/vnd.spotfire.dxp":{"source":"iana","extensions":["dxp"]},"application/vnd.spotfire.sfs":{"source":"iana","extensions":["sfs"]},"application/vnd.sqlite3":{"source":"iana"},"application/vnd.sss-cod":{"source":"iana"},"application/vnd.sss-dtf":{"source":"iana"},"application/vnd.sss-ntf":{"source":"iana"},"application/vnd.stardivision.calc":{"source":"apache","extensions":["sdc"]},"application/vnd.stardivision.draw":{"source":"apache","extensions":["sda"]},"application/vnd.stardivision.impress":{"source":"apache","extensions":["sdd"]},"application/vnd.stardivision.math":{"source":"apache","extensions":["smf"]},"application/vnd.stardivision.writer":{"source":"apache","extensions":["sdw","vor"]},"application/vnd.stardivision.writer-global":{"source":"apache","extensions":["sgl"]},"application/vnd.stepmania.package":{"source":"iana","extensions":["smzip"]},"application/vnd.stepmania.stepchart":{"source":"iana","extensions":["sm"]},"application/vnd.street-stream":{"source":"iana"},"application/vnd.sun.wadl+xml":{"source":"iana","compressible":true,"extensions":["wadl"]},"application/vnd.sun.xml.calc":{"source":"apache","extensions":["sxc"]},"application/vnd.sun.xml.calc.template":{"source":"apache","extensions":["stc"]},"application/vnd.sun.xml.draw":{"source":"apache","extensions":["sxd"]},"application/vnd.sun.xml.draw.template":{"source":"apache","extensions":["std"]},"application/vnd.sun.xml.impress":{"source":"apache","extensions":["sxi"]},"application/vnd.sun.xml.impress.template":{"source":"apache","extensions":["sti"]},"application/vnd.sun.xml.math":{"source":"apache","extensions":["sxm"]},"application/vnd.sun.xml.writer":{"source":"apache","extensions":["sxw"]},"application/vnd.sun.xml.writer.global":{"source":"apache","extensions":["sxg"]},"application/vnd.sun.xml.writer.template":{"source":"apache","extensions":["stw"]},"application/vnd.sus-calendar":{"source":"iana","extensions":["sus","susp"]},"application/vnd.svd":{"source":"iana","extensions":["svd"]},"application/vnd.swiftview-ics":{"source":"iana"},"application/vnd.sybyl.mol2":{"source":"iana"},"application/vnd.sycle+xml":{"source":"iana","compressible":true},"application/vnd.syft+json":{"source":"iana","compressible":true},"application/vnd.symbian.install":{"source":"apache","extensions":["sis","sisx"]},"application/vnd.syncml+xml":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["xsm"]},"application/vnd.syncml.dm+wbxml":{"source":"iana","charset":"UTF-8","extensions":["bdm"]},"application/vnd.syncml.dm+xml":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["xdm"]},"application/vnd.syncml.dm.notification":{"source":"iana"},"application/vnd.syncml.dmddf+wbxml":{"source":"iana"},"application/vnd.syncml.dmddf+xml":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["ddf"]},"application/vnd.syncml.dmtnds+wbxml":{"source":"iana"},"application/vnd.syncml.dmtnds+xml":{"source":"iana","charset":"UTF-8","compressible":true},"application/vnd.syncml.ds.notification":{"source":"iana"},"application/vnd.tableschema+json":{"source":"iana","compressible":true},"application/vnd.tao.intent-module-archive":{"source":"iana","extensions":["tao"]},"application/vnd.tcpdump.pcap":{"source":"iana","extensions":["pcap","cap","dmp"]},"application/vnd.think-cell.ppttc+json":{"source":"iana","compressible":true},"application/vnd.tmd.mediaflex.api+xml":{"source":"iana","compressible":true},"application/vnd.tml":{"source":"iana"},"application/vnd.tmobile-livetv":{"source":"iana","extensions":["tmo"]},"application/vnd.tri.onesource":{"source":"iana"},"application/vnd.trid.tpt":{"source":"iana","extensions":["tpt"]},"application/vnd.triscape.mxs":{"source":"iana","extensions":["mxs"]},"application/vnd.trueapp":{"source":"iana","extensions":["tra"]},"application/vnd.truedoc":{"source":"iana"},"application/vnd.ubisoft.webplayer":{"source":"iana"},"application/vnd.ufdl":{"source":"iana","extensions":["ufd","ufdl"]},"application/vnd.uic.osdm+json":{"source":"iana","compressible":true},"application/vnd.uiq.theme":{"source":"iana","extensions":["utz"]},"application/vnd.umajin":{"source":"iana","extensions":["umj"]},"application/vnd.unity":{"source":"iana","extensions":["unityweb"]},"application/vnd.uoml+xml":{"source":"iana","compressible":true,"extensions":["uoml","uo"]},"application/vnd.uplanet.alert":{"source":"iana"},"application/vnd.uplanet.alert-wbxml":{"source":"iana"},"application/vnd.uplanet.bearer-choice":{"source":"iana"},"application/vnd.uplanet.bearer-choice-wbxml":{"source":"iana"},"application/vnd.uplanet.cacheop":{"source":"iana"},"application/vnd.uplanet.cacheop-wbxml":{"source":"iana"},"application/vnd.uplanet.channel":{"source":"iana"},"application/vnd.uplanet.channel-wbxml":{"source":"iana"},"application/vnd.uplanet.list":{"source":"iana"},"application/vnd.uplanet.list-wbxml":{"source":"iana"},"application/vnd.uplanet.listcmd":{"source":"iana"},"application/vnd.uplanet.listcmd-wbxml":{"source":"iana"},"application/vnd.uplanet.signal":{"source":"iana"},"application/vnd.uri-map":{"source":"iana"},"application/vnd.valve.source.material":{"source":"iana"},"application/vnd.vcx":{"source":"iana","extensions":["vcx"]},"application/vnd.vd-study":{"source":"iana"},"application/vnd.vectorworks":{"source":"iana"},"application/vnd.vel+json":{"source":"iana","compressible":true},"application/vnd.veraison.tsm-report+cbor":{"source":"iana"},"application/vnd.veraison.tsm-report+json":{"source":"iana","compressible":true},"application/vnd.verimatrix.vcas":{"source":"iana"},"application/vnd.veritone.aion+json":{"source":"iana","compressible":true},"application/vnd.veryant.thin":{"source":"iana"},"application/vnd.ves.encrypted":{"source":"iana"},"application/vnd.vidsoft.vidconference":{"source":"iana"},"application/vnd.visio":{"source":"iana","extensions":["vsd","vst","vss","vsw","vsdx","vtx"]},"application/vnd.visionary":{"source":"iana","extensions":["vis"]},"application/vnd.vividence.scriptfile":{"source":"iana"},"application/vnd.vocalshaper.vsp4":{"source":"iana"},"application/vnd.vsf":{"source":"iana","extensions":["vsf"]},"application/vnd.wap.sic":{"source":"iana"},"application/vnd.wap.slc":{"source":"iana"},"application/vnd.wap.wbxml":{"source":"iana","charset":"UTF-8","extensions":["wbxml"]},"application/vnd.wap.wmlc":{"source":"iana","extensions":["wmlc"]},"application/vnd.wap.wmlscriptc":{"source":"iana","extensions":["wmlsc"]},"application/vnd.wasmflow.wafl":{"source":"iana"},"application/vnd.webturbo":{"source":"iana","extensions":["wtb"]},"application/vnd.wfa.dpp":{"source":"iana"},"application/vnd.wfa.p2p":{"source":"iana"},"application/vnd.wfa.wsc":{"source":"iana"},"application/vnd.windows.devicepairing":{"source":"iana"},"application/vnd.wmc":{"source":"iana"},"application/vnd.wmf.bootstrap":{"source":"iana"},"application/vnd.wolfram.mathematica":{"source":"iana"},"application/vnd.wolfram.mathematica.package":{"source":"iana"},"application/vnd.wolfram.player":{"source":"iana","extensions":["nbp"]},"application/vnd.wordlift":{"source":"iana"},"application/vnd.wordperfect":{"source":"iana","extensions":["wpd"]},"application/vnd.wqd":{"source":"iana","extensions":["wqd"]},"application/vnd.wrq-hp3000-labelled":{"source":"iana"},"application/vnd.wt.stf":{"source":"iana","extensions":["stf"]},"application/vnd.wv.csp+wbxml":{"source":"iana"},"application/vnd.wv.csp+xml":{"source":"iana","compressible":true},"application/vnd.wv.ssp+xml":{"source":"iana","compressible":true},"application/vnd.xacml+json":{"source":"iana","compressible":true},"application/vnd.xara":{"source":"iana","extensions":["xar"]},"application/vnd.xarin.cpj":{"source":"iana"},"application/vnd.xecrets-encrypted":{"source":"iana"},"application/vnd.xfdl":{"source":"iana","extensions":["xfdl"]},"application/vnd.xfdl.webform":{"source":"iana"},"application/vnd.xmi+xml":{"source":"iana","compressible":true},"application/vnd.xmpie.cpkg":{"source":"iana"},"application/vnd.xmpie.dpkg":{"source":"iana"},"application/vnd.xmpie.plan":{"source":"iana"},"application/vnd.xmpie.ppkg":{"source":"iana"},"application/vnd.xmpie.xlim":{"source":"iana"},"application/vnd.yamaha.hv-dic":{"source":"iana","extensions":["hvd"]},"application/vnd.yamaha.hv-script":{"source":"iana","extensions":["hvs"]},"application/vnd.yamaha.hv-voice":{"source":"iana","extensions":["hvp"]},"application/vnd.yamaha.openscoreformat":{"source":"iana","extensions":["osf"]},"application/vnd.yamaha.openscoreformat.osfpvg+xml":{"source":"iana","compressible":true,"extensions":["osfpvg"]},"application/vnd.yamaha.remote-setup":{"source":"iana"},"application/vnd.yamaha.smaf-audio":{"source":"iana","extensions":["saf"]},"application/vnd.yamaha.smaf-phrase":{"source":"iana","extensions":["spf"]},"application/vnd.yamaha.through-ngn":{"source":"iana"},"application/vnd.yamaha.tunnel-udpencap":{"source":"iana"},"application/vnd.yaoweme":{"source":"iana"},"application/vnd.yellowriver-custom-menu":{"source":"iana","extensions":["cmp"]},"application/vnd.zul":{"source":"iana","extensions":["zir","zirz"]},"application/vnd.zzazz.deck+xml":{"source":"iana","compressible":true,"extensions":["zaz"]},"application/voicexml+xml":{"source":"iana","compressible":true,"extensions":["vxml"]},"application/voucher-cms+json":{"source":"iana","compressible":true},"application/voucher-jws+json":{"source":"iana","compressible":true},"application/vp":{"source":"iana"},"application/vp+cose":{"source":"iana"},"application/vp+jwt":{"source":"iana"},"application/vq-rtcpxr":{"source":"iana"},"application/wasm":{"source":"iana","compressible":true,"extensions":["wasm"]},"application/watcherinfo+xml":{"source":"iana","compressible":true,"extensions":["wif"]},"application/webpush-options+json":{"source":"iana","compressible":true},"application/whoispp-query":{"source":"iana"},"application/whoispp-response":{"source":"iana"},"application/widget":{"source":"iana","extensions":["wgt"]},"application/winhlp":{"source":"apache","extensions":["hlp"]},"application/wita":{"source":"iana"},"application/wordperfect5.1":{"source":"iana"},"application/wsdl+xml":{"source":"iana","compressible":true,"extensions":["wsdl"]},"application/wspolicy+xml":{"source":"iana","compressible":true,"extensions":["wspolicy"]},"application/x-7z-compressed":{"source":"apache","compressible":false,"extensions":["7z"]},"application/x-abiword":{"source":"apache","extensions":["abw"]},"application/x-ace-compressed":{"source":"apache","extensions":["ace"]},"application/x-amf":{"source":"apache"},"application/x-apple-diskimage":{"source":"apache","extensions":["dmg"]},"application/x-arj":{"compressible":false,"extensions":["arj"]},"application/x-authorware-bin":{"source":"apache","extensions":["aab","x32","u32","vox"]},"application/x-authorware-map":{"source":"apache","extensions":["aam"]},"application/x-authorware-seg":{"source":"apache","extensions":["aas"]},"application/x-bcpio":{"source":"apache","extensions":["bcpio"]},"application/x-bdoc":{"compressible":false,"extensions":["bdoc"]},"application/x-bittorrent":{"source":"apache","extensions":["torrent"]},"application/x-blender":{"extensions":["blend"]},"application/x-blorb":{"source":"apache","extensions":["blb","blorb"]},"application/x-bzip":{"source":"apache","compressible":false,"extensions":["bz"]},"application/x-bzip2":{"source":"apache","compressible":false,"extensions":["bz2","boz"]},"application/x-cbr":{"source":"apache","extensions":["cbr","cba","cbt","cbz","cb7"]},"application/x-cdlink":{"source":"apache","extensions":["vcd"]},"application/x-cfs-compressed":{"source":"apache","extensions":["cfs"]},"application/x-chat":{"source":"apache","extensions":["chat"]},"application/x-chess-pgn":{"source":"apache","extensions":["pgn"]},"application/x-chrome-extension":{"extensions":["crx"]},"application/x-cocoa":{"source":"nginx","extensions":["cco"]},"application/x-compress":{"source":"apache"},"application/x-compressed":{"extensions":["rar"]},"application/x-conference":{"source":"apache","extensions":["nsc"]},"application/x-cpio":{"source":"apache","extensions":["cpio"]},"application/x-csh":{"source":"apache","extensions":["csh"]},"application/x-deb":{"compressible":false},"application/x-debian-package":{"source":"apache","extensions":["deb","udeb"]},"application/x-dgc-compressed":{"source":"apache","extensions":["dgc"]},"application/x-director":{"source":"apache","extensions":["dir","dcr","dxr","cst","cct","cxt","w3d","fgd","swa"]},"application/x-doom":{"source":"apache","extensions":["wad"]},"application/x-dtbncx+xml":{"source":"apache","compressible":true,"extensions":["ncx"]},"application/x-dtbook+xml":{"source":"apache","compressible":true,"extensions":["dtb"]},"application/x-dtbresource+xml":{"source":"apache","compressible":true,"extensions":["res"]},"application/x-dvi":{"source":"apache","compressible":false,"extensions":["dvi"]},"application/x-envoy":{"source":"apache","extensions":["evy"]},"application/x-eva":{"source":"apache","extensions":["eva"]},"application/x-font-bdf":{"source":"apache","extensions":["bdf"]},"application/x-font-dos":{"source":"apache"},"application/x-font-framemaker":{"source":"apache"},"application/x-font-ghostscript":{"source":"apache","extensions":["gsf"]},"application/x-font-libgrx":{"source":"apache"},"application/x-font-linux-psf":{"source":"apache","extensions":["psf"]},"application/x-font-pcf":{"source":"apache","extensions":["pcf"]},"application/x-font-snf":{"source":"apache","extensions":["snf"]},"application/x-font-speedo":{"source":"apache"},"application/x-font-sunos-news":{"source":"apache"},"application/x-font-type1":{"source":"apache","extensions":["pfa","pfb","pfm","afm"]},"application/x-font-vfont":{"source":"apache"},"application/x-freearc":{"source":"apache","extensions":["arc"]},"application/x-futuresplash":{"source":"apache","extensions":["spl"]},"application/x-gca-compressed":{"source":"apache","extensions":["gca"]},"application/x-glulx":{"source":"apache","extensions":["ulx"]},"application/x-gnumeric":{"source":"apache","extensions":["gnumeric"]},"application/x-gramps-xml":{"source":"apache","extensions":["gramps"]},"application/x-gtar":{"source":"apache","extensions":["gtar"]},"application/x-gzip":{"source":"apache"},"application/x-hdf":{"source":"apache","extensions":["hdf"]},"application/x-httpd-php":{"compressible":true,"extensions":["php"]},"application/x-install-instructions":{"source":"apache","extensions":["install"]},"application/x-ipynb+json":{"compressible":true,"extensions":["ipynb"]},"application/x-iso9660-image":{"source":"apache","extensions":["iso"]},"application/x-iwork-keynote-sffkey":{"extensions":["key"]},"application/x-iwork-numbers-sffnumbers":{"extensions":["numbers"]},"application/x-iwork-pages-sffpages":{"extensions":["pages"]},"application/x-java-archive-diff":{"source":"nginx","extensions":["jardiff"]},"application/x-java-jnlp-file":{"source":"apache","compressible":false,"extensions":["jnlp"]},"application/x-javascript":{"compressible":true},"application/x-keepass2":{"extensions":["kdbx"]},"application/x-latex":{"source":"apache","compressible":false,"extensions":["latex"]},"application/x-lua-bytecode":{"extensions":["luac"]},"application/x-lzh-compressed":{"source":"apache","extensions":["lzh","lha"]},"application/x-makeself":{"source":"nginx","extensions":["run"]},"application/x-mie":{"source":"apache","extensions":["mie"]},"application/x-mobipocket-ebook":{"source":"apache","extensions":["prc","mobi"]},"application/x-mpegurl":{"compressible":false},"application/x-ms-application":{"source":"apache","extensions":["application"]},"application/x-ms-shortcut":{"source":"apache","extensions":["lnk"]},"application/x-ms-wmd":{"source":"apache","extensions":["wmd"]},"application/x-ms-wmz":{"source":"apache","extensions":["wmz"]},"application/x-ms-xbap":{"source":"apache","extensions":["xbap"]},"application/x-msaccess":{"source":"apache","extensions":["mdb"]},"application/x-msbinder":{"source":"apache","extensions":["obd"]},"application/x-mscardfile":{"source":"apache","extensions":["crd"]},"application/x-msclip":{"source":"apache","extensions":["clp"]},"application/x-msdos-program":{"extensions":["exe"]},"application/x-msdownload":{"source":"apache","extensions":["exe","dll","com","bat","msi"]},"application/x-msmediaview":{"source":"apache","extensions":["mvb","m13","m14"]},"application/x-msmetafile":{"source":"apache","extensions":["wmf","wmz","emf","emz"]},"application/x-msmoney":{"source":"apache","extensions":["mny"]},"application/x-mspublisher":{"source":"apache","extensions":["pub"]},"application/x-msschedule":{"source":"apache","extensions":["scd"]},"application/x-msterminal":{"source":"apache","extensions":["trm"]},"application/x-mswrite":{"source":"apache","extensions":["wri"]},"application/x-netcdf":{"source":"apache","extensions":["nc","cdf"]},"application/x-ns-proxy-autoconfig":{"compressible":true,"extensions":["pac"]},"application/x-nzb":{"source":"apache","extensions":["nzb"]},"application/x-perl":{"source":"nginx","extensions":["pl","pm"]},"application/x-pilot":{"source":"nginx","extensions":["prc","pdb"]},"application/x-pkcs12":{"source":"apache","compressible":false,"extensions":["p12","pfx"]},"application/x-pkcs7-certificates":{"source":"apache","extensions":["p7b","spc"]},"application/x-pkcs7-certreqresp":{"source":"apache","extensions":["p7r"]},"application/x-pki-message":{"source":"iana"},"application/x-rar-compressed":{"source":"apache","compressible":false,"extensions":["rar"]},"application/x-redhat-package-manager":{"source":"nginx","extensions":["rpm"]},"application/x-research-info-systems":{"source":"apache","extensions":["ris"]},"application/x-sea":{"source":"nginx","extensions":["sea"]},"application/x-sh":{"source":"apache","compressible":true,"extensions":["sh"]},"application/x-shar":{"source":"apache","extensions":["shar"]},"application/x-shockwave-flash":{"source":"apache","compressible":false,"extensions":["swf"]},"application/x-silverlight-app":{"source":"apache","extensions":["xap"]},"application/x-sql":{"source":"apache","extensions":["sql"]},"application/x-stuffit":{"source":"apache","compressible":false,"extensions":["sit"]},"application/x-stuffitx":{"source":"apache","extensions":["sitx"]},"application/x-subrip":{"source":"apache","extensions":["srt"]},"application/x-sv4cpio":{"source":"apache","extensions":["sv4cpio"]},"application/x-sv4crc":{"source":"apache","extensions":["sv4crc"]},"application/x-t3vm-image":{"source":"apache","extensions":["t3"]},"application/x-tads":{"source":"apache","extensions":["gam"]},"application/x-tar":{"source":"apache","compressible":true,"extensions":["tar"]},"application/x-tcl":{"source":"apache","extensions":["tcl","tk"]},"application/x-tex":{"source":"apache","extensions":["tex"]},"application/x-tex-tfm":{"source":"apache","extensions":["tfm"]},"application/x-texinfo":{"source":"apache","extensions":["texinfo","texi"]},"application/x-tgif":{"source":"apache","extensions":["obj"]},"application/x-ustar":{"source":"apache","extensions":["ustar"]},"application/x-virtualbox-hdd":{"compressible":true,"extensions":["hdd"]},"application/x-virtualbox-ova":{"compressible":true,"extensions":["ova"]},"application/x-virtualbox-ovf":{"compressible":true,"extensions":["ovf"]},"application/x-virtualbox-vbox":{"compressible":true,"extensions":["vbox"]},"application/x-virtualbox-vbox-extpack":{"compressible":false,"extensions":["vbox-extpack"]},"application/x-virtualbox-vdi":{"compressible":true,"extensions":["vdi"]},"application/x-virtualbox-vhd":{"compressible":true,"extensions":["vhd"]},"application/x-virtualbox-vmdk":{"compressible":true,"extensions":["vmdk"]},"application/x-wais-source":{"source":"apache","extensions":["src"]},"application/x-web-app-manifest+json":{"compressible":true,"extensions":["webapp"]},"application/x-www-form-urlencoded":{"source":"iana","compressible":true},"application/x-x509-ca-cert":{"source":"iana","extensions":["der","crt","pem"]},"application/x-x509-ca-ra-cert":{"source":"iana"},"application/x-x509-next-ca-cert":{"source":"iana"},"application/x-xfig":{"source":"apache","extensions":["fig"]},"application/x-xliff+xml":{"source":"apache","compressible":true,"extensions":["xlf"]},"application/x-xpinstall":{"source":"apache","compressible":false,"extensions":["xpi"]},"application/x-xz":{"source":"apache","extensions":["xz"]},"application/x-zip-compressed":{"extensions":["zip"]},"application/x-zmachine":{"source":"apache","extensions":["z1","z2","z3","z4","z5","z6","z7","z8"]},"application/x400-bp":{"source":"iana"},"application/xacml+xml":{"source":"iana","compressible":true},"application/xaml+xml":{"source":"apache","compressible":true,"extensions":["xaml"]},"application/xcap-att+xml":{"source":"iana","compressible":true,"extensions":["xav"]},"application/xcap-caps+xml":{"source":"iana","compressible":true,"extensions":["xca"]},"application/xcap-diff+xml":{"source":"iana","compressible":true,"extensions":["xdf"]},"application/xcap-el+xml":{"source":"iana","compressible":true,"extensions":["xel"]},"application/xcap-error+xml":{"source":"iana","compressible":true},"application/xcap-ns+xml":{"source":"iana","compressible":true,"extensions":["xns"]},"application/xcon-conference-info+xml":{"source":"iana","compressible":true},"application/xcon-conference-info-diff+xml":{"source":"iana","compressible":true},"application/xenc+xml":{"source":"iana","compressible":true,"extensions":["xenc"]},"application/xfdf":{"source":"iana","extensions":["xfdf"]},"application/xhtml+xml":{"source":"iana","compressible":true,"extensions":["xhtml","xht"]},"application/xhtml-voice+xml":{"source":"apache","compressible":true},"application/xliff+xml":{"source":"iana","compressible":true,"extensions":["xlf"]},"application/xml":{"source":"iana","compressible":true,"extensions":["xml","xsl","xsd","rng"]},"application/xml-dtd":{"source":"iana","compressible":true,"extensions":["dtd"]},"application/xml-external-parsed-entity":{"source":"iana"},"application/xml-patch+xml":{"source":"iana","compressible":true},"application/xmpp+xml":{"source":"iana","compressible":true},"application/xop+xml":{"source":"iana","compressible":true,"extensions":["xop"]},"application/xproc+xml":{"source":"apache","compressible":true,"extensions":["xpl"]},"application/xslt+xml":{"source":"iana","compressible":true,"extensions":["xsl","xslt"]},"application/xspf+xml":{"source":"apache","compressible":true,"extensions":["xspf"]},"application/xv+xml":{"source":"iana","compressible":true,"extensions":["mxml","xhvml","xvml","xvm"]},"application/yaml":{"source":"iana"},"application/yang":{"source":"iana","extensions":["yang"]},"application/yang-data+cbor":{"source":"iana"},"application/yang-data+json":{"source":"iana","compressible":true},"application/yang-data+xml":{"source":"iana","compressible":true},"application/yang-patch+json":{"source":"iana","compressible":true},"application/yang-patch+xml":{"source":"iana","compressible":true},"application/yang-sid+json":{"source":"iana","compressible":true},"application/yin+xml":{"source":"iana","compressible":true,"extensions":["yin"]},"application/zip":{"source":"iana","compressible":false,"extensions":["zip"]},"application/zip+dotlottie":{"extensions":["lottie"]},"application/zlib":{"source":"iana"},"application/zstd":{"source":"iana"},"audio/1d-interleaved-parityfec":{"source":"iana"},"audio/32kadpcm":{"source":"iana"},"audio/3gpp":{"source":"iana","compressible":false,"extensions":["3gpp"]},"audio/3gpp2":{"source":"iana"},"audio/aac":{"source":"iana","extensions":["adts","aac"]},"audio/ac3":{"source":"iana"},"audio/adpcm":{"source":"apache","extensions":["adp"]},"audio/amr":{"source":"iana","extensions":["amr"]},"audio/amr-wb":{"source":"iana"},"audio/amr-wb+":{"source":"iana"},"audio/aptx":{"source":"iana"},"audio/asc":{"source":"iana"},"audio/atrac-advanced-lossless":{"source":"iana"},"audio/atrac-x":{"source":"iana"},"audio/atrac3":{"source":"iana"},"audio/basic":{"source":"iana","compressible":false,"extensions":["au","snd"]},"audio/bv16":{"source":"iana"},"audio/bv32":{"source":"iana"},"audio/clearmode":{"source":"iana"},"audio/cn":{"source":"iana"},"audio/dat12":{"source":"iana"},"audio/dls":{"source":"iana"},"audio/dsr-es201108":{"source":"iana"},"audio/dsr-es202050":{"source":"iana"},"audio/dsr-es202211":{"source":"iana"},"audio/dsr-es202212":{"source":"iana"},"audio/dv":{"source":"iana"},"audio/dvi4":{"source":"iana"},"audio/eac3":{"source":"iana"},"audio/encaprtp":{"source":"iana"},"audio/evrc":{"source":"iana"},"audio/evrc-qcp":{"source":"iana"},"audio/evrc0":{"source":"iana"},"audio/evrc1":{"source":"iana"},"audio/evrcb":{"source":"iana"},"audio/evrcb0":{"source":"iana"},"audio/evrcb1":{"source":"iana"},"audio/evrcnw":{"source":"iana"},"audio/evrcnw0":{"source":"iana"},"audio/evrcnw1":{"source":"iana"},"audio/evrcwb":{"source":"iana"},"audio/evrcwb0":{"source":"iana"},"audio/evrcwb1":{"source":"iana"},"audio/evs":{"source":"iana"},"audio/flac":{"source":"iana"},"audio/flexfec":{"source":"iana"},"audio/fwdred":{"source":"iana"},"audio/g711-0":{"source":"iana"},"audio/g719":{"source":"iana"},"audio/g722":{"source":"iana"},"audio/g7221":{"source":"iana"},"audio/g723":{"source":"iana"},"audio/g726-16":{"source":"iana"},"audio/g726-24":{"source":"iana"},"audio/g726-32":{"source":"iana"},"audio/g726-40":{"source":"iana"},"audio/g728":{"source":"iana"},"audio/g729":{"source":"iana"},"audio/g7291":{"source":"iana"},"audio/g729d":{"source":"iana"},"audio/g729e":{"source":"iana"},"audio/gsm":{"source":"iana"},"audio/gsm-efr":{"source":"iana"},"audio/gsm-hr-08":{"source":"iana"},"audio/ilbc":{"source":"iana"},"audio/ip-mr_v2.5":{"source":"iana"},"audio/isac":{"source":"apache"},"audio/l16":{"source":"iana"},"audio/l20":{"source":"iana"},"audio/l24":{"source":"iana","compressible":false},"audio/l8":{"source":"iana"},"audio/lpc":{"source":"iana"},"audio/matroska":{"source":"iana"},"audio/melp":{"source":"iana"},"audio/melp1200":{"source":"iana"},"audio/melp2400":{"source":"iana"},"audio/melp600":{"source":"iana"},"audio/mhas":{"source":"iana"},"audio/midi":{"source":"apache","extensions":["mid","midi","kar","rmi"]},"audio/midi-clip":{"source":"iana"},"audio/mobile-xmf":{"source":"iana","extensions":["mxmf"]},"audio/mp3":{"compressible":false,"extensions":["mp3"]},"audio/mp4":{"source":"iana","compressible":false,"extensions":["m4a","mp4a","m4b"]},"audio/mp4a-latm":{"source":"iana"},"audio/mpa":{"source":"iana"},"audio/mpa-robust":{"source":"iana"},"audio/mpeg":{"source":"iana","compressible":false,"extensions":["mpga","mp2","mp2a","mp3","m2a","m3a"]},"audio/mpeg4-generic":{"source":"iana"},"audio/musepack":{"source":"apache"},"audio/ogg":{"source":"iana","compressible":false,"extensions":["oga","ogg","spx","opus"]},"audio/opus":{"source":"iana"},"audio/parityfec":{"source":"iana"},"audio/pcma":{"source":"iana"},"audio/pcma-wb":{"source":"iana"},"audio/pcmu":{"source":"iana"},"audio/pcmu-wb":{"source":"iana"},"audio/prs.sid":{"source":"iana"},"audio/qcelp":{"source":"iana"},"audio/raptorfec":{"source":"iana"},"audio/red":{"source":"iana"},"audio/rtp-enc-aescm128":{"source":"iana"},"audio/rtp-midi":{"source":"iana"},"audio/rtploopback":{"source":"iana"},"audio/rtx":{"source":"iana"},"audio/s3m":{"source":"apache","extensions":["s3m"]},"audio/scip":{"source":"iana"},"audio/silk":{"source":"apache","extensions":["sil"]},"audio/smv":{"source":"iana"},"audio/smv-qcp":{"source":"iana"},"audio/smv0":{"source":"iana"},"audio/sofa":{"source":"iana"},"audio/sp-midi":{"source":"iana"},"audio/speex":{"source":"iana"},"audio/t140c":{"source":"iana"},"audio/t38":{"source":"iana"},"audio/telephone-event":{"source":"iana"},"audio/tetra_acelp":{"source":"iana"},"audio/tetra_acelp_bb":{"source":"iana"},"audio/tone":{"source":"iana"},"audio/tsvcis":{"source":"iana"},"audio/uemclip":{"source":"iana"},"audio/ulpfec":{"source":"iana"},"audio/usac":{"source":"iana"},"audio/vdvi":{"source":"iana"},"audio/vmr-wb":{"source":"iana"},"audio/vnd.3gpp.iufp":{"source":"iana"},"audio/vnd.4sb":{"source":"iana"},"audio/vnd.audiokoz":{"source":"iana"},"audio/vnd.celp":{"source":"iana"},"audio/vnd.cisco.nse":{"source":"iana"},"audio/vnd.cmles.radio-events":{"source":"iana"},"audio/vnd.cns.anp1":{"source":"iana"},"audio/vnd.cns.inf1":{"source":"iana"},"audio/vnd.dece.audio":{"source":"iana","extensions":["uva","uvva"]},"audio/vnd.digital-winds":{"source":"iana","extensions":["eol"]},"audio/vnd.dlna.adts":{"source":"iana"},"audio/vnd.dolby.heaac.1":{"source":"iana"},"audio/vnd.dolby.heaac.2":{"source":"iana"},"audio/vnd.dolby.mlp":{"source":"iana"},"audio/vnd.dolby.mps":{"source":"iana"},"audio/vnd.dolby.pl2":{"source":"iana"},"audio/vnd.dolby.pl2x":{"source":"iana"},"audio/vnd.dolby.pl2z":{"source":"iana"},"audio/vnd.dolby.pulse.1":{"source":"iana"},"audio/vnd.dra":{"source":"iana","extensions":["dra"]},"audio/vnd.dts":{"source":"iana","extensions":["dts"]},"audio/vnd.dts.hd":{"source":"iana","extensions":["dtshd"]},"audio/vnd.dts.uhd":{"source":"iana"},"audio/vnd.dvb.file":{"source":"iana"},"audio/vnd.everad.plj":{"source":"iana"},"audio/vnd.hns.audio":{"source":"iana"},"audio/vnd.lucent.voice":{"source":"iana","extensions":["lvp"]},"audio/vnd.ms-playready.media.pya":{"source":"iana","extensions":["pya"]},"audio/vnd.nokia.mobile-xmf":{"source":"iana"},"audio/vnd.nortel.vbk":{"source":"iana"},"audio/vnd.nuera.ecelp4800":{"source":"iana","extensions":["ecelp4800"]},"audio/vnd.nuera.ecelp7470":{"source":"iana","extensions":["ecelp7470"]},"audio/vnd.nuera.ecelp9600":{"source":"iana","extensions":["ecelp9600"]},"audio/vnd.octel.sbc":{"source":"iana"},"audio/vnd.presonus.multitrack":{"source":"iana"},"audio/vnd.qcelp":{"source":"apache"},"audio/vnd.rhetorex.32kadpcm":{"source":"iana"},"audio/vnd.rip":{"source":"iana","extensions":["rip"]},"audio/vnd.rn-realaudio":{"compressible":false},"audio/vnd.sealedmedia.softseal.mpeg":{"source":"iana"},"audio/vnd.vmx.cvsd":{"source":"iana"},"audio/vnd.wave":{"compressible":false},"audio/vorbis":{"source":"iana","compressible":false},"audio/vorbis-config":{"source":"iana"},"audio/wav":{"compressible":false,"extensions":["wav"]},"audio/wave":{"compressible":false,"extensions":["wav"]},"audio/webm":{"source":"apache","compressible":false,"extensions":["weba"]},"audio/x-aac":{"source":"apache","compressible":false,"extensions":["aac"]},"audio/x-aiff":{"source":"apache","extensions":["aif","aiff","aifc"]},"audio/x-caf":{"source":"apache","compressible":false,"extensions":["caf"]},"audio/x-flac":{"source":"apache","extensions":["flac"]},"audio/x-m4a":{"source":"nginx","extensions":["m4a"]},"audio/x-matroska":{"source":"apache","extensions":["mka"]},"audio/x-mpegurl":{"source":"apache","extensions":["m3u"]},"audio/x-ms-wax":{"source":"apache","extensions":["wax"]},"audio/x-ms-wma":{"source":"apache","extensions":["wma"]},"audio/x-pn-realaudio":{"source":"apache","extensions":["ram","ra"]},"audio/x-pn-realaudio-plugin":{"source":"apache","extensions":["rmp"]},"audio/x-realaudio":{"source":"nginx","extensions":["ra"]},"audio/x-tta":{"source":"apache"},"audio/x-wav":{"source":"apache","extensions":["wav"]},"audio/xm":{"source":"apache","extensions":["xm"]},"chemical/x-cdx":{"source":"apache","extensions":["cdx"]},"chemical/x-cif":{"source":"apache","extensions":["cif"]},"chemical/x-cmdf":{"source":"apache","extensions":["cmdf"]},"chemical/x-cml":{"source":"apache","extensions":["cml"]},"chemical/x-csml":{"source":"apache","extensions":["csml"]},"chemical/x-pdb":{"source":"apache"},"chemical/x-xyz":{"source":"apache","extensions":["xyz"]},"font/collection":{"source":"iana","extensions":["ttc"]},"font/otf":{"source":"iana","compressible":true,"extensions":["otf"]},"font/sfnt":{"source":"iana"},"font/ttf":{"source":"iana","compressible":true,"extensions":["ttf"]},"font/woff":{"source":"iana","extensions":["woff"]},"font/woff2":{"source":"iana","extensions":["woff2"]},"image/aces":{"source":"iana","extensions":["exr"]},"image/apng":{"source":"iana","compressible":false,"extensions":["apng"]},"image/avci":{"source":"iana","extensions":["avci"]},"image/avcs":{"source":"iana","extensions":["avcs"]},"image/avif":{"source":"iana","compressible":false,"extensions":["avif"]},"image/bmp":{"source":"iana","compressible":true,"extensions":["bmp","dib"]},"image/cgm":{"source":"iana","extensions":["cgm"]},"image/dicom-rle":{"source":"iana","extensions":["drle"]},"image/dpx":{"source":"iana","extensions":["dpx"]},"image/emf":{"source":"iana","extensions":["emf"]},"image/fits":{"source":"iana","extensions":["fits"]},"image/g3fax":{"source":"iana","extensions":["g3"]},"image/gif":{"source":"iana","compressible":false,"extensions":["gif"]},"image/heic":{"source":"iana","extensions":["heic"]},"image/heic-sequence":{"source":"iana","extensions":["heics"]},"image/heif":{"source":"iana","extensions":["heif"]},"image/heif-sequence":{"source":"iana","extensions":["heifs"]},"image/hej2k":{"source":"iana","extensions":["hej2"]},"image/ief":{"source":"iana","extensions":["ief"]},"image/j2c":{"source":"iana"},"image/jaii":{"source":"iana","extensions":["jaii"]},"image/jais":{"source":"iana","extensions":["jais"]},"image/jls":{"source":"iana","extensions":["jls"]},"image/jp2":{"source":"iana","compressible":false,"extensions":["jp2","jpg2"]},"image/jpeg":{"source":"iana","compressible":false,"extensions":["jpg","jpeg","jpe"]},"image/jph":{"source":"iana","extensions":["jph"]},"image/jphc":{"source":"iana","extensions":["jhc"]},"image/jpm":{"source":"iana","compressible":false,"extensions":["jpm","jpgm"]},"image/jpx":{"source":"iana","compressible":false,"extensions":["jpx","jpf"]},"image/jxl":{"source":"iana","extensions":["jxl"]},"image/jxr":{"source":"iana","extensions":["jxr"]},"image/jxra":{"source":"iana","extensions":["jxra"]},"image/jxrs":{"source":"iana","extensions":["jxrs"]},"image/jxs":{"source":"iana","extensions":["jxs"]},"image/jxsc":{"source":"iana","extensions":["jxsc"]},"image/jxsi":{"source":"iana","extensions":["jxsi"]},"image/jxss":{"source":"iana","extensions":["jxss"]},"image/ktx":{"source":"iana","extensions":["ktx"]},"image/ktx2":{"source":"iana","extensions":["ktx2"]},"image/naplps":{"source":"iana"},"image/pjpeg":{"compressible":false,"extensions":["jfif"]},"image/png":{"source":"iana","compressible":false,"extensions":["png"]},"image/prs.btif":{"source":"iana","extensions":["btif","btf"]},"image/prs.pti":{"source":"iana","extensions":["pti"]},"image/pwg-raster":{"source":"iana"},"image/sgi":{"source":"apache","extensions":["sgi"]},"image/svg+xml":{"source":"iana","compressible":true,"extensions":["svg","svgz"]},"image/t38":{"source":"iana","extensions":["t38"]},"image/tiff":{"source":"iana","compressible":false,"extensions":["tif","tiff"]},"image/tiff-fx":{"source":"iana","extensions":["tfx"]},"image/vnd.adobe.photoshop":{"source":"iana","compressible":true,"extensions":["psd"]},"image/vnd.airzip.accelerator.azv":{"source":"iana","extensions":["azv"]},"image/vnd.clip":{"source":"iana"},"image/vnd.cns.inf2":{"source":"iana"},"image/vnd.dece.graphic":{"source":"iana","extensions":["uvi","uvvi","uvg","uvvg"]},"image/vnd.djvu":{"source":"iana","extensions":["djvu","djv"]},"image/vnd.dvb.subtitle":{"source":"iana","extensions":["sub"]},"image/vnd.dwg":{"source":"iana","extensions":["dwg"]},"image/vnd.dxf":{"source":"iana","extensions":["dxf"]},"image/vnd.fastbidsheet":{"source":"iana","extensions":["fbs"]},"image/vnd.fpx":{"source":"iana","extensions":["fpx"]},"image/vnd.fst":{"source":"iana","extensions":["fst"]},"image/vnd.fujixerox.edmics-mmr":{"source":"iana","extensions":["mmr"]},"image/vnd.fujixerox.edmics-rlc":{"source":"iana","extensions":["rlc"]},"image/vnd.globalgraphics.pgb":{"source":"iana"},"image/vnd.microsoft.icon":{"source":"iana","compressible":true,"extensions":["ico"]},"image/vnd.mix":{"source":"iana"},"image/vnd.mozilla.apng":{"source":"iana"},"image/vnd.ms-dds":{"compressible":true,"extensions":["dds"]},"image/vnd.ms-modi":{"source":"iana","extensions":["mdi"]},"image/vnd.ms-photo":{"source":"apache","extensions":["wdp"]},"image/vnd.net-fpx":{"source":"iana","extensions":["npx"]},"image/vnd.pco.b16":{"source":"iana","extensions":["b16"]},"image/vnd.radiance":{"source":"iana"},"image/vnd.sealed.png":{"source":"iana"},"image/vnd.sealedmedia.softseal.gif":{"source":"iana"},"image/vnd.sealedmedia.softseal.jpg":{"source":"iana"},"image/vnd.svf":{"source":"iana"},"image/vnd.tencent.tap":{"source":"iana","extensions":["tap"]},"image/vnd.valve.source.texture":{"source":"iana","extensions":["vtf"]},"image/vnd.wap.wbmp":{"source":"iana","extensions":["wbmp"]},"image/vnd.xiff":{"source":"iana","extensions":["xif"]},"image/vnd.zbrush.pcx":{"source":"iana","extensions":["pcx"]},"image/webp":{"source":"iana","extensions":["webp"]},"image/wmf":{"source":"iana","extensions":["wmf"]},"image/x-3ds":{"source":"apache","extensions":["3ds"]},"image/x-adobe-dng":{"extensions":["dng"]},"image/x-cmu-raster":{"source":"apache","extensions":["ras"]},"image/x-cmx":{"source":"apache","extensions":["cmx"]},"image/x-emf":{"source":"iana"},"image/x-freehand":{"source":"apache","extensions":["fh","fhc","fh4","fh5","fh7"]},"image/x-icon":{"source":"apache","compressible":true,"extensions":["ico"]},"image/x-jng":{"source":"nginx","extensions":["jng"]},"image/x-mrsid-image":{"source":"apache","extensions":["sid"]},"image/x-ms-bmp":{"source":"nginx","compressible":true,"extensions":["bmp"]},"image/x-pcx":{"source":"apache","extensions":["pcx"]},"image/x-pict":{"source":"apache","extensions":["pic","pct"]},"image/x-portable-anymap":{"source":"apache","extensions":["pnm"]},"image/x-portable-bitmap":{"source":"apache","extensions":["pbm"]},"image/x-portable-graymap":{"source":"apache","extensions":["pgm"]},"image/x-portable-pixmap":{"source":"apache","extensions":["ppm"]},"image/x-rgb":{"source":"apache","extensions":["rgb"]},"image/x-tga":{"source":"apache","extensions":["tga"]},"image/x-wmf":{"source":"iana"},"image/x-xbitmap":{"source":"apache","extensions":["xbm"]},"image/x-xcf":{"compressible":false},"image/x-xpixmap":{"source":"apache","extensions":["xpm"]},"image/x-xwindowdump":{"source":"apache","extensions":["xwd"]},"message/bhttp":{"source":"iana"},"message/cpim":{"source":"iana"},"message/delivery-status":{"source":"iana"},"message/disposition-notification":{"source":"iana","extensions":["disposition-notification"]},"message/external-body":{"source":"iana"},"message/feedback-report":{"source":"iana"},"message/global":{"source":"iana","extensions":["u8msg"]},"message/global-delivery-status":{"source":"iana","extensions":["u8dsn"]},"message/global-disposition-notification":{"source":"iana","extensions":["u8mdn"]},"message/global-headers":{"source":"iana","extensions":["u8hdr"]},"message/http":{"source":"iana","compressible":false},"message/imdn+xml":{"source":"iana","compressible":true},"message/mls":{"source":"iana"},"message/news":{"source":"apache"},"message/ohttp-req":{"source":"iana"},"message/ohttp-res":{"source":"iana"},"message/partial":{"source":"iana","compressible":false},"message/rfc822":{"source":"iana","compressible":true,"extensions":["eml","mime","mht","mhtml"]},"message/s-http":{"source":"apache"},"message/sip":{"source":"iana"},"message/sipfrag":{"source":"iana"},"message/tracking-status":{"source":"iana"},"message/vnd.si.simp":{"source":"apache"},"message/vnd.wfa.wsc":{"source":"iana","extensions":["wsc"]},"model/3mf":{"source":"iana","extensions":["3mf"]},"model/e57":{"source":"iana"},"model/gltf+json":{"source":"iana","compressible":true,"extensions":["gltf"]},"model/gltf-binary":{"source":"iana","compressible":true,"extensions":["glb"]},"model/iges":{"source":"iana","compressible":false,"extensions":["igs","iges"]},"model/jt":{"source":"iana","extensions":["jt"]},"model/mesh":{"source":"iana","compressible":false,"extensions":["msh","mesh","silo"]},"model/mtl":{"source":"iana","extensions":["mtl"]},"model/obj":{"source":"iana","extensions":["obj"]},"model/prc":{"source":"iana","extensions":["prc"]},"model/step":{"source":"iana","extensions":["step","stp","stpnc","p21","210"]},"model/step+xml":{"source":"iana","compressible":true,"extensions":["stpx"]},"model/step+zip":{"source":"iana","compressible":false,"extensions":["stpz"]},"model/step-xml+zip":{"source":"iana","compressible":false,"extensions":["stpxz"]},"model/stl":{"source":"iana","extensions":["stl"]},"model/u3d":{"source":"iana","extensions":["u3d"]},"model/vnd.bary":{"source":"iana","extensions":["bary"]},"model/vnd.cld":{"source":"iana","extensions":["cld"]},"model/vnd.collada+xml":{"source":"iana","compressible":true,"extensions":["dae"]},"model/vnd.dwf":{"source":"iana","extensions":["dwf"]},"model/vnd.flatland.3dml":{"source":"iana"},"model/vnd.gdl":{"source":"iana","extensions":["gdl"]},"model/vnd.gs-gdl":{"source":"apache"},"model/vnd.gs.gdl":{"source":"iana"},"model/vnd.gtw":{"source":"iana","extensions":["gtw"]},"model/vnd.moml+xml":{"source":"iana","compressible":true},"model/vnd.mts":{"source":"iana","extensions":["mts"]},"model/vnd.opengex":{"source":"iana","extensions":["ogex"]},"model/vnd.parasolid.transmit.binary":{"source":"iana","extensions":["x_b"]},"model/vnd.parasolid.transmit.text":{"source":"iana","extensions":["x_t"]},"model/vnd.pytha.pyox":{"source":"iana","extensions":["pyo","pyox"]},"model/vnd.rosette.annotated-data-model":{"source":"iana"},"model/vnd.sap.vds":{"source":"iana","extensions":["vds"]},"model/vnd.usda":{"source":"iana","extensions":["usda"]},"model/vnd.usdz+zip":{"source":"iana","compressible":false,"extensions":["usdz"]},"model/vnd.valve.source.compiled-map":{"source":"iana","extensions":["bsp"]},"model/vnd.vtu":{"source":"iana","extensions":["vtu"]},"model/vrml":{"source":"iana","compressible":false,"extensions":["wrl","vrml"]},"model/x3d+binary":{"source":"apache","compressible":false,"extensions":["x3db","x3dbz"]},"model/x3d+fastinfoset":{"source":"iana","extensions":["x3db"]},"model/x3d+vrml":{"source":"apache","compressible":false,"extensions":["x3dv","x3dvz"]},"model/x3d+xml":{"source":"iana","compressible":true,"extensions":["x3d","x3dz"]},"model/x3d-vrml":{"source":"iana","extensions":["x3dv"]},"multipart/alternative":{"source":"iana","compressible":false},"multipart/appledouble":{"source":"iana"},"multipart/byteranges":{"source":"iana"},"multipart/digest":{"source":"iana"},"multipart/encrypted":{"source":"iana","compressible":false},"multipart/form-data":{"source":"iana","compressible":false},"multipart/header-set":{"source":"iana"},"multipart/mixed":{"source":"iana"},"multipart/multilingual":{"source":"iana"},"multipart/parallel":{"source":"iana"},"multipart/related":{"source":"iana","compressible":false},"multipart/report":{"source":"iana"},"multipart/signed":{"source":"iana","compressible":false},"multipart/vnd.bint.med-plus":{"source":"iana"},"multipart/voice-message":{"source":"iana"},"multipart/x-mixed-replace":{"source":"iana"},"text/1d-interleaved-parityfec":{"source":"iana"},"text/cache-manifest":{"source":"iana","compressible":true,"extensions":["appcache","manifest"]},"text/calendar":{"source":"iana","extensions":["ics","ifb"]},"text/calender":{"compressible":true},"text/cmd":{"compressible":true},"text/coffeescript":{"extensions":["coffee","litcoffee"]},"text/cql":{"source":"iana"},"text/cql-expression":{"source":"iana"},"text/cql-identifier":{"source":"iana"},"text/css":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["css"]},"text/csv":{"source":"iana","compressible":true,"extensions":["csv"]},"text/csv-schema":{"source":"iana"},"text/directory":{"source":"iana"},"text/dns":{"source":"iana"},"text/ecmascript":{"source":"apache"},"text/encaprtp":{"source":"iana"},"text/enriched":{"source":"iana"},"text/fhirpath":{"source":"iana"},"text/flexfec":{"source":"iana"},"text/fwdred":{"source":"iana"},"text/gff3":{"source":"iana"},"text/grammar-ref-list":{"source":"iana"},"text/hl7v2":{"source":"iana"},"text/html":{"source":"iana","compressible":true,"extensions":["html","htm","shtml"]},"text/jade":{"extensions":["jade"]},"text/javascript":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["js","mjs"]},"text/jcr-cnd":{"source":"iana"},"text/jsx":{"compressible":true,"extensions":["jsx"]},"text/less":{"compressible":true,"extensions":["less"]},"text/markdown":{"source":"iana","compressible":true,"extensions":["md","markdown"]},"text/mathml":{"source":"nginx","extensions":["mml"]},"text/mdx":{"compressible":true,"extensions":["mdx"]},"text/mizar":{"source":"iana"},"text/n3":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["n3"]},"text/parameters":{"source":"iana","charset":"UTF-8"},"text/parityfec":{"source":"iana"},"text/plain":{"source":"iana","compressible":true,"extensions":["txt","text","conf","def","list","log","in","ini"]},"text/provenance-notation":{"source":"iana","charset":"UTF-8"},"text/prs.fallenstein.rst":{"source":"iana"},"text/prs.lines.tag":{"source":"iana","extensions":["dsc"]},"text/prs.prop.logic":{"source":"iana"},"text/prs.texi":{"source":"iana"},"text/raptorfec":{"source":"iana"},"text/red":{"source":"iana"},"text/rfc822-headers":{"source":"iana"},"text/richtext":{"source":"iana","compressible":true,"extensions":["rtx"]},"text/rtf":{"source":"iana","compressible":true,"extensions":["rtf"]},"text/rtp-enc-aescm128":{"source":"iana"},"text/rtploopback":{"source":"iana"},"text/rtx":{"source":"iana"},"text/sgml":{"source":"iana","extensions":["sgml","sgm"]},"text/shaclc":{"source":"iana"},"text/shex":{"source":"iana","extensions":["shex"]},"text/slim":{"extensions":["slim","slm"]},"text/spdx":{"source":"iana","extensions":["spdx"]},"text/strings":{"source":"iana"},"text/stylus":{"extensions":["stylus","styl"]},"text/t140":{"source":"iana"},"text/tab-separated-values":{"source":"iana","compressible":true,"extensions":["tsv"]},"text/troff":{"source":"iana","extensions":["t","tr","roff","man","me","ms"]},"text/turtle":{"source":"iana","charset":"UTF-8","extensions":["ttl"]},"text/ulpfec":{"source":"iana"},"text/uri-list":{"source":"iana","compressible":true,"extensions":["uri","uris","urls"]},"text/vcard":{"source":"iana","compressible":true,"extensions":["vcard"]},"text/vnd.a":{"source":"iana"},"text/vnd.abc":{"source":"iana"},"text/vnd.ascii-art":{"source":"iana"},"text/vnd.curl":{"source":"iana","extensions":["curl"]},"text/vnd.curl.dcurl":{"source":"apache","extensions":["dcurl"]},"text/vnd.curl.mcurl":{"source":"apache","extensions":["mcurl"]},"text/vnd.curl.scurl":{"source":"apache","extensions":["scurl"]},"text/vnd.debian.copyright":{"source":"iana","charset":"UTF-8"},"text/vnd.dmclientscript":{"source":"iana"},"text/vnd.dvb.subtitle":{"source":"iana","extensions":["sub"]},"text/vnd.esmertec.theme-descriptor":{"source":"iana","charset":"UTF-8"},"text/vnd.exchangeable":{"source":"iana"},"text/vnd.familysearch.gedcom":{"source":"iana","extensions":["ged"]},"text/vnd.ficlab.flt":{"source":"iana"},"text/vnd.fly":{"source":"iana","extensions":["fly"]},"text/vnd.fmi.flexstor":{"source":"iana","extensions":["flx"]},"text/vnd.gml":{"source":"iana"},"text/vnd.graphviz":{"source":"iana","extensions":["gv"]},"text/vnd.hans":{"source":"iana"},"text/vnd.hgl":{"source":"iana"},"text/vnd.in3d.3dml":{"source":"iana","extensions":["3dml"]},"text/vnd.in3d.spot":{"source":"iana","extensions":["spot"]},"text/vnd.iptc.newsml":{"source":"iana"},"text/vnd.iptc.nitf":{"source":"iana"},"text/vnd.latex-z":{"source":"iana"},"text/vnd.motorola.reflex":{"source":"iana"},"text/vnd.ms-mediapackage":{"source":"iana"},"text/vnd.net2phone.commcenter.command":{"source":"iana"},"text/vnd.radisys.msml-basic-layout":{"source":"iana"},"text/vnd.senx.warpscript":{"source":"iana"},"text/vnd.si.uricatalogue":{"source":"apache"},"text/vnd.sosi":{"source":"iana"},"text/vnd.sun.j2me.app-descriptor":{"source":"iana","charset":"UTF-8","extensions":["jad"]},"text/vnd.trolltech.linguist":{"source":"iana","charset":"UTF-8"},"text/vnd.vcf":{"source":"iana"},"text/vnd.wap.si":{"source":"iana"},"text/vnd.wap.sl":{"source":"iana"},"text/vnd.wap.wml":{"source":"iana","extensions":["wml"]},"text/vnd.wap.wmlscript":{"source":"iana","extensions":["wmls"]},"text/vnd.zoo.kcl":{"source":"iana"},"text/vtt":{"source":"iana","charset":"UTF-8","compressible":true,"extensions":["vtt"]},"text/wgsl":{"source":"iana","extensions":["wgsl"]},"text/x-asm":{"source":"apache","extensions":["s","asm"]},"text/x-c":{"source":"apache","extensions":["c","cc","cxx","cpp","h","hh","dic"]},"text/x-component":{"source":"nginx","extensions":["htc"]},"text/x-fortran":{"source":"apache","extensions":["f","for","f77","f90"]},"text/x-gwt-rpc":{"compressible":true},"text/x-handlebars-template":{"extensions":["hbs"]},"text/x-java-source":{"source":"apache","extensions":["java"]},"text/x-jquery-tmpl":{"compressible":true},"text/x-lua":{"extensions":["lua"]},"text/x-markdown":{"compressible":true,"extensions":["mkd"]},"text/x-nfo":{"source":"apache","extensions":["nfo"]},"text/x-opml":{"source":"apache","extensions":["opml"]},"text/x-org":{"compressible":true,"extensions":["org"]},"text/x-pascal":{"source":"apache","extensions":["p","pas"]},"text/x-processing":{"compressible":true,"extensions":["pde"]},"text/x-sass":{"extensions":["sass"]},"text/x-scss":{"extensions":["scss"]},"text/x-setext":{"source":"apache","extensions":["etx"]},"text/x-sfv":{"source":"apache","extensions":["sfv"]},"text/x-suse-ymp":{"compressible":true,"extensions":["ymp"]},"text/x-uuencode":{"source":"apache","extensions":["uu"]},"text/x-vcalendar":{"source":"apache","extensions":["vcs"]},"text/x-vcard":{"source":"apache","extensions":["vcf"]},"text/xml":{"source":"iana","compressible":true,"extensions":["xml"]},"text/xml-external-parsed-entity":{"source":"iana"},"text/yaml":{"compressible":true,"extensions":["yaml","yml"]},"video/1d-interleaved-parityfec":{"source":"iana"},"video/3gpp":{"source":"iana","extensions":["3gp","3gpp"]},"video/3gpp-tt":{"source":"iana"},"video/3gpp2":{"source":"iana","extensions":["3g2"]},"video/av1":{"source":"iana"},"video/bmpeg":{"source":"iana"},"video/bt656":{"source":"iana"},"video/celb":{"source":"iana"},"video/dv":{"source":"iana"},"video/encaprtp":{"source":"iana"},"video/evc":{"source":"iana"},"video/ffv1":{"source":"iana"},"video/flexfec":{"source":"iana"},"video/h261":{"source":"iana","extensions":["h261"]},"video/h263":{"source":"iana","extensions":["h263"]},"video/h263-1998":{"source":"iana"},"video/h263-2000":{"source":"iana"},"video/h264":{"source":"iana","extensions":["h264"]},"video/h264-rcdo":{"source":"iana"},"video/h264-svc":{"source":"iana"},"video/h265":{"source":"iana"},"video/h266":{"source":"iana"},"video/iso.segment":{"source":"iana","extensions":["m4s"]},"video/jpeg":{"source":"iana","extensions":["jpgv"]},"video/jpeg2000":{"source":"iana"},"video/jpm":{"source":"apache","extensions":["jpm","jpgm"]},"video/jxsv":{"source":"iana"},"video/lottie+json":{"source":"iana","compressible":true},"video/matroska":{"source":"iana"},"video/matroska-3d":{"source":"iana"},"video/mj2":{"source":"iana","extensions":["mj2","mjp2"]},"video/mp1s":{"source":"iana"},"video/mp2p":{"source":"iana"},"video/mp2t":{"source":"iana","extensions":["ts","m2t","m2ts","mts"]},"video/mp4":{"source":"iana","compressible":false,"extensions":["mp4","mp4v","mpg4"]},"video/mp4v-es":{"source":"iana"},"video/mpeg":{"source":"iana","compressible":false,"extensions":["mpeg","mpg","mpe","m1v","m2v"]},"video/mpeg4-generic":{"source":"iana"},"video/mpv":{"source":"iana"},"video/nv":{"source":"iana"},"video/ogg":{"source":"iana","compressible":false,"extensions":["ogv"]},"video/parityfec":{"source":"iana"},"video/pointer":{"source":"iana"},"video/quicktime":{"source":"iana","compressible":false,"extensions":["qt","mov"]},"video/raptorfec":{"source":"iana"},"video/raw":{"source":"iana"},"video/rtp-enc-aescm128":{"source":"iana"},"video/rtploopback":{"source":"iana"},"video/rtx":{"source":"iana"},"video/scip":{"source":"iana"},"video/smpte291":{"source":"iana"},"video/smpte292m":{"source":"iana"},"video/ulpfec":{"source":"iana"},"video/vc1":{"source":"iana"},"video/vc2":{"source":"iana"},"video/vnd.cctv":{"source":"iana"},"video/vnd.dece.hd":{"source":"iana","extensions":["uvh","uvvh"]},"video/vnd.dece.mobile":{"source":"iana","extensions":["uvm","uvvm"]},"video/vnd.dece.mp4":{"source":"iana"},"video/vnd.dece.pd":{"source":"iana","extensions":["uvp","uvvp"]},"video/vnd.dece.sd":{"source":"iana","extensions":["uvs","uvvs"]},"video/vnd.dece.video":{"source":"iana","extensions":["uvv","uvvv"]},"video/vnd.directv.mpeg":{"source":"iana"},"video/vnd.directv.mpeg-tts":{"source":"iana"},"video/vnd.dlna.mpeg-tts":{"source":"iana"},"video/vnd.dvb.file":{"source":"iana","extensions":["dvb"]},"video/vnd.fvt":{"source":"iana","extensions":["fvt"]},"video/vnd.hns.video":{"source":"iana"},"video/vnd.iptvforum.1dparityfec-1010":{"source":"iana"},"video/vnd.iptvforum.1dparityfec-2005":{"source":"iana"},"video/vnd.iptvforum.2dparityfec-1010":{"source":"iana"},"video/vnd.iptvforum.2dparityfec-2005":{"source":"iana"},"video/vnd.iptvforum.ttsavc":{"source":"iana"},"video/vnd.iptvforum.ttsmpeg2":{"source":"iana"},"video/vnd.motorola.video":{"source":"iana"},"video/vnd.motorola.videop":{"source":"iana"},"video/vnd.mpegurl":{"source":"iana","extensions":["mxu","m4u"]},"video/vnd.ms-playready.media.pyv":{"source":"iana","extensions":["pyv"]},"video/vnd.nokia.interleaved-multimedia":{"source":"iana"},"video/vnd.nokia.mp4vr":{"source":"iana"},"video/vnd.nokia.videovoip":{"source":"iana"},"video/vnd.objectvideo":{"source":"iana"},"video/vnd.planar":{"source":"iana"},"video/vnd.radgamettools.bink":{"source":"iana"},"video/vnd.radgamettools.smacker":{"source":"apache"},"video/vnd.sealed.mpeg1":{"source":"iana"},"video/vnd.sealed.mpeg4":{"source":"iana"},"video/vnd.sealed.swf":{"source":"iana"},"video/vnd.sealedmedia.softseal.mov":{"source":"iana"},"video/vnd.uvvu.mp4":{"source":"iana","extensions":["uvu","uvvu"]},"video/vnd.vivo":{"source":"iana","extensions":["viv"]},"video/vnd.youtube.yt":{"source":"iana"},"video/vp8":{"source":"iana"},"video/vp9":{"source":"iana"},"video/webm":{"source":"apache","compressible":false,"extensions":["webm"]},"video/x-f4v":{"source":"apache","extensions":["f4v"]},"video/x-fli":{"source":"apache","extensions":["fli"]},"video/x-flv":{"source":"apache","compressible":false,"extensions":["flv"]},"video/x-m4v":{"source":"apache","extensions":["m4v"]},"video/x-matroska":{"source":"apache","compressible":false,"extensions":["mkv","mk3d","mks"]},"video/x-mng":{"source":"apache","extensions":["mng"]},"video/x-ms-asf":{"source":"apache","extensions":["asf","asx"]},"video/x-ms-vob":{"source":"apache","extensions":["vob"]},"video/x-ms-wm":{"source":"apache","extensions":["wm"]},"video/x-ms-wmv":{"source":"apache","compressible":false,"extensions":["wmv"]},"video/x-ms-wmx":{"source":"apache","extensions":["wmx"]},"video/x-ms-wvx":{"source":"apache","extensions":["wvx"]},"video/x-msvideo":{"source":"apache","extensions":["avi"]},"video/x-sgi-movie":{"source":"apache","extensions":["movie"]},"video/x-smv":{"source":"apache","extensions":["smv"]},"x-conference/x-cooltalk":{"source":"apache","extensions":["ice"]},"x-shader/x-fragment":{"compressible":true},"x-shader/x-vertex":{"compressible":true}}');

/***/ })

};
