#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 73339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 41314:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dgram");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 80481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 80099:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 38321:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/consumers");

/***/ }),

/***/ 37830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 87997:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 23785:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("readline");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 28167:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("worker_threads");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/runtime/deferred-http2.js
/**
 * In a client process, `node:http2` loads only when something uses it. undici's client module requires it at
 * load time (dispatcher/client-h2.js) to read ten protocol constants, whether or not a connection ever
 * negotiates HTTP/2, and node:http2 (with what it pulls in) costs 12 MB of RSS in a bare node and 3\u20135 MiB of a
 * deploy's peak (docs/bench.md, "Changes made for the numbers").
 *
 * Module hooks (`module.registerHooks`, which `require` and `import` both go through) answer `node:http2` with
 * a stand-in: those constants from a table (a test checks it against node's), and for anything else, the real
 * module, loaded at that moment with `process.getBuiltinModule` (which hooks do not see). So an h2 connection
 * still works, for instance through a proxy agent of the @actions packages; the client processes' own global
 * dispatcher offers HTTP/1.1 only (http1-dispatcher.ts), so it never loads. On a node without
 * `module.registerHooks` nothing is replaced and the process only keeps the memory.
 */
/** The constants undici's client-h2.js takes from node:http2 when it loads, with node's values. */
const HTTP2_CONSTANTS_AT_LOAD = {
    HTTP2_HEADER_AUTHORITY: ':authority',
    HTTP2_HEADER_METHOD: ':method',
    HTTP2_HEADER_PATH: ':path',
    HTTP2_HEADER_SCHEME: ':scheme',
    HTTP2_HEADER_CONTENT_LENGTH: 'content-length',
    HTTP2_HEADER_EXPECT: 'expect',
    HTTP2_HEADER_STATUS: ':status',
    HTTP2_HEADER_PROTOCOL: ':protocol',
    NGHTTP2_NO_ERROR: 0,
    NGHTTP2_REFUSED_STREAM: 7,
};
const STAND_IN_URL = 'sitepub:deferred-http2';
const STAND_IN_SOURCE = `
const known = ${JSON.stringify(HTTP2_CONSTANTS_AT_LOAD)};
let real;
const load = () => (real ??= process.getBuiltinModule('node:http2'));
// What a real node:http2 does not have either, answered without loading it (module interop, thenable checks).
const absent = (key) => typeof key === 'symbol' || key === '__esModule' || key === 'then';
// \`own\`'s keys answered from \`own\`; any other use (another key, enumeration) from the real object.
const view = (own, real) => new Proxy(own, {
  get: (t, key) => (Object.hasOwn(t, key) ? t[key] : absent(key) ? undefined : real()[key]),
  has: (t, key) => Object.hasOwn(t, key) || key in real(),
  ownKeys: () => Reflect.ownKeys(real()),
  getOwnPropertyDescriptor: (_, key) => {
    const d = Reflect.getOwnPropertyDescriptor(real(), key);
    return d && { ...d, configurable: true };
  },
});
module.exports = view({ constants: view(known, () => load().constants) }, load);
`;
let deferred = false;
/** Answers `node:http2` with the stand-in for everything loaded from now on (once per process). */
function deferHttp2() {
    // process.getBuiltinModule, not an import: see lean-v8.ts (no createRequire before the V8 flags are set)
    const module = process.getBuiltinModule('node:module');
    if (deferred || typeof module.registerHooks !== 'function')
        return;
    module.registerHooks({
        resolve(specifier, context, nextResolve) {
            if (specifier === 'node:http2' || specifier === 'http2')
                return { url: STAND_IN_URL, format: 'commonjs', shortCircuit: true };
            return nextResolve(specifier, context);
        },
        load(url, context, nextLoad) {
            if (url === STAND_IN_URL)
                return { format: 'commonjs', source: STAND_IN_SOURCE, shortCircuit: true };
            return nextLoad(url, context);
        },
    });
    deferred = true;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/runtime/lean-v8.js
/**
 * V8 settings for a short-lived client process (the `sitepub` CLI's client commands and the Action), set at
 * run time because neither an npm bin nor an Action's `main` can pass node flags. Never for `sitepub serve` /
 * `sitepub edge` (long-running servers want the optimizing compilers) and never from the library: a process
 * that imports the client keeps its own settings.
 *
 * A deploy's CPU goes to native code (gzip, hashing, file and socket I/O), so these cost no measurable time,
 * and they take the peak RSS of a monaco deploy from 126 to 87 MiB (docs/bench.md, "Changes made for the numbers"):
 * - `--wasm-tiering-budget`: undici parses HTTP with llhttp compiled to WebAssembly. Once its parser got hot,
 *   V8 recompiled it with TurboFan in the background, and that one compilation took 15 MB of zone memory (seen
 *   with heaptrack). The baseline (Liftoff) code parses a deploy's few kilobytes of answers just as well. The
 *   budget is read when a function runs out of it, so it works set at run time; `--liftoff-only` and
 *   `--no-wasm-tier-up` do not (measured: the TurboFan compilation still ran).
 * - `--no-opt --no-maglev`: no optimizing JavaScript compilers either, whose code pages of the node binary and
 *   compilation zones the deploy would otherwise touch.
 * - `--semi-space-growth-factor=1`: the young generation keeps its initial size (1 MB per semi-space) instead
 *   of growing to tens of MB (test/runtime/lean-v8.test.ts: 1-5 MB against 64 MB after the same churn).
 * - `--optimize-for-size`: V8's heuristics that favour size over speed (a smaller heap growth step, among
 *   others): the Action's peak on mdi-icons' 7,453 files 74.9\u201375.0 \u2192 73.4\u201374.5 MiB, the same time on every
 *   corpus (`npx node bench/client-probe.ts action <folder> 3 OLD.js NEW.js`).
 */
const LEAN_V8_FLAGS = [
    '--wasm-tiering-budget=2000000000',
    '--no-opt',
    '--no-maglev',
    '--semi-space-growth-factor=1',
    '--optimize-for-size',
];
let applied = false;
/**
 * Applies LEAN_V8_FLAGS to this process, once. Call first thing: the young generation grows while a bundle
 * loads, and a function already optimized stays so.
 */
function useLeanV8() {
    if (applied)
        return;
    applied = true;
    // node:v8 through process.getBuiltinModule, not an import: a bundle turns a builtin import into a
    // createRequire() call, whose path work, with a long working folder, was what got node's path code hot enough
    // for Maglev before these flags could say no (docs/bench.md: 1.9 MB of the compiler's pages).
    const { setFlagsFromString } = process.getBuiltinModule('node:v8');
    for (const flag of LEAN_V8_FLAGS)
        setFlagsFromString(flag);
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/runtime/lean-client.js
/**
 * The runtime of a short-lived client process (the CLI's client commands, the Action), set up first thing:
 * lean V8 settings (lean-v8.ts) and node:http2 loaded only if used (deferred-http2.ts). The entry then
 * imports http1-dispatcher.ts, which must load after the second step, before anything sends a request.
 */


/**
 * node's own modules every client run loads (undici's and the bundle's imports) that cost the most to load,
 * loaded before the V8 settings change. node carries its modules compiled, in a code cache V8 accepts only while
 * the process's flags are the ones node was built with: after lean-v8.ts's flags each of these was compiled from
 * its source instead (these five: ~5 ms \u2192 12\u201315 ms). A CLI deploy of swagger-ui 213.5 \u2192 205.5 ms (12 alternating
 * rounds, bench/client-probe.ts); the dozen cheaper ones a deploy also loads (readline, child_process,
 * fs/promises, ...) added to the list took the peak RSS 1.3 MiB higher for no time that showed.
 */
const CLIENT_BUILTINS = ['node:assert', 'node:net', 'node:http', 'node:crypto', 'node:zlib'];
function useLeanClientRuntime() {
    // process.getBuiltinModule, not an import: see lean-v8.ts (no createRequire before the V8 flags are set)
    for (const id of CLIENT_BUILTINS)
        process.getBuiltinModule(id);
    useLeanV8();
    deferHttp2();
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/server-argv.js
/**
 * Pure: does this command line run a server (`sitepub serve`, `sitepub edge`)? The bin asks before anything
 * else is loaded, to give every other command the lean client runtime (src/runtime/lean-client.ts) from the
 * start.
 */
/** The long-running commands: they keep node's defaults. */
const SERVER_COMMANDS = new Set(['serve', 'edge']);
/** Global options that take a value as the next argument (program.ts; a test keeps the two in step). */
const GLOBAL_VALUE_OPTIONS = new Set(['-e', '--endpoint', '--token']);
/** The command is the first argument that is neither an option nor a global option's value. */
function runsServer(argv) {
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (arg === '--')
            return false;
        if (GLOBAL_VALUE_OPTIONS.has(arg))
            i++;
        else if (!arg.startsWith('-'))
            return SERVER_COMMANDS.has(arg);
    }
    return false;
}

;// CONCATENATED MODULE: ./node_modules/.cache/sitepub-package/stage/src/cli/index.js
// Entry of the `sitepub` command: no logic here (see main.ts).



// Before anything else: client commands get the lean client runtime and an HTTP/1.1-only dispatcher
// (src/runtime/lean-client.ts); the servers (`serve`, `edge`) keep node's defaults.
const client = !runsServer(process.argv.slice(2));
if (client)
    useLeanClientRuntime();
// Node's on-disk cache of compiled code (Node 22.1+, in the OS temp folder; skipped silently where it cannot
// write): loading the CLI bundle again takes ~50 ms less, and less memory. Enabled before the bundle is loaded.
external_node_module_namespaceObject.enableCompileCache?.();
void (client ? Promise.all(/* import() */[__nccwpck_require__.e(581), __nccwpck_require__.e(985)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9985)) : Promise.resolve())
    .then(() => Promise.all(/* import() */[__nccwpck_require__.e(581), __nccwpck_require__.e(48)]).then(__nccwpck_require__.bind(__nccwpck_require__, 43048)))
    .then(({ main }) => main(process.argv.slice(2)))
    .then((code) => {
    process.exitCode = code;
});

