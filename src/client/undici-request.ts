/**
 * undici's `request`, loaded without the rest of the package. `import { request } from 'undici'` runs undici's
 * whole index (fetch, WebSocket, mocks, caches, every dispatcher) at start-up: 120–134 ms and 30 MB of RSS on
 * this machine, against 58 ms and 17 MB for the request API, the Agent and the global dispatcher alone. Every
 * CLI command and the Action pay that before their first request. Behaviour is undici's own: the same request
 * function, called the way the package's `request(url, opts)` calls it. undici declares no `exports` map, so
 * these paths are reachable; its range is pinned to patch releases (`~`) so that a minor release cannot add one
 * under the library's users (`lib/`), and every client test goes through this module.
 */
import type { Dispatcher } from 'undici';
import apiRequest from 'undici/lib/api/api-request.js';
import globalDispatcher from 'undici/lib/global.js';

export type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path'> & {
  /** Default: undici's global dispatcher (an Agent, shared with `fetch`). */
  dispatcher?: Dispatcher | undefined;
};

export function request(href: string | URL, opts: RequestOptions): Promise<Dispatcher.ResponseData> {
  const url = typeof href === 'string' ? new URL(href) : href;
  const { dispatcher = globalDispatcher.getGlobalDispatcher(), ...rest } = opts;
  return apiRequest.call(dispatcher, {
    ...rest,
    origin: url.origin,
    path: url.search ? `${url.pathname}${url.search}` : url.pathname,
  });
}
