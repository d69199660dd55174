/**
 * Imported (for its effect) by the client entries after deferred-http2.ts: undici's global dispatcher becomes an
 * Agent that offers only HTTP/1.1 by ALPN. undici 8 offers h2 as well by default, and its global dispatcher is
 * also what the @actions packages (on this package's undici through npm overrides) and node's fetch (through
 * undici's legacy global symbol) send with, so every request of a client process goes out as HTTP/1.1: the
 * protocol the spec and the official clients speak, and the one every test here exercises.
 */
import Agent from 'undici/lib/dispatcher/agent.js';
import globalDispatcher from 'undici/lib/global.js';

globalDispatcher.setGlobalDispatcher(new Agent({ allowH2: false }));
