/**
 * In a client process, `node:http2` loads only when something uses it. undici's client module requires it at
 * load time (dispatcher/client-h2.js) to read ten protocol constants, whether or not a connection ever
 * negotiates HTTP/2, and node:http2 (with what it pulls in) costs 12 MB of RSS in a bare node and 3–5 MiB of a
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
export const HTTP2_CONSTANTS_AT_LOAD: Readonly<Record<string, string | number>> = {
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
export function deferHttp2(): void {
  // process.getBuiltinModule, not an import: see lean-v8.ts (no createRequire before the V8 flags are set)
  const module = process.getBuiltinModule('node:module');
  if (deferred || typeof module.registerHooks !== 'function') return;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'node:http2' || specifier === 'http2')
        return { url: STAND_IN_URL, format: 'commonjs', shortCircuit: true };
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      if (url === STAND_IN_URL) return { format: 'commonjs', source: STAND_IN_SOURCE, shortCircuit: true };
      return nextLoad(url, context);
    },
  });
  deferred = true;
}
