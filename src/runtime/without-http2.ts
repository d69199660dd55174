/**
 * In a client process, `node:http2` is replaced by a small stub. undici loads node:http2 when its client module
 * loads (dispatcher/client-h2.js), whether or not a connection ever negotiates HTTP/2, and that one module
 * (with what it pulls in) costs 12 MB of RSS in a bare node and 3–5 MiB of a deploy's peak (docs/bench.md,
 * "Changes made for the numbers"). The CLI's client commands and the Action speak HTTP/1.1 only, like the official clients: their
 * global dispatcher offers only `http/1.1` by ALPN (http1-dispatcher.ts), so no code path reaches the stub's
 * `connect`; if one ever did, it fails with an error that says so instead of a TypeError.
 *
 * Done with `module.registerHooks` (synchronous resolve/load hooks, which `require` and `import` both go
 * through); on a node without it nothing is replaced and the process only keeps the memory.
 */
import module from 'node:module';

const STUB_URL = 'sitepub:http2-not-loaded';
const STUB_SOURCE = `
const off = () => {
  throw new Error('node:http2 is not loaded in this sitepub process (it speaks HTTP/1.1 only): see src/runtime/without-http2.ts');
};
module.exports = { constants: {}, connect: off, createServer: off, createSecureServer: off };
`;

let replaced = false;

/** Replaces `node:http2` for everything loaded from now on. True when the hooks are in place. */
export function withoutHttp2(): boolean {
  if (replaced) return true;
  if (typeof module.registerHooks !== 'function') return false;
  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'node:http2' || specifier === 'http2')
        return { url: STUB_URL, format: 'commonjs', shortCircuit: true };
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      if (url === STUB_URL) return { format: 'commonjs', source: STUB_SOURCE, shortCircuit: true };
      return nextLoad(url, context);
    },
  });
  replaced = true;
  return true;
}
