export const id = 108;
export const ids = [108];
export const modules = {

/***/ 18108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   originCertificates: () => (/* binding */ originCertificates),
/* harmony export */   startTlsListener: () => (/* binding */ startTlsListener)
/* harmony export */ });
/* unused harmony export sniCallback */
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44708);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41692);
/* harmony import */ var _origin_http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77740);
/**
 * The edge's HTTPS listener: TLS with SNI, serving each host with the certificate the origin holds for it
 * (managed by the origin's CA, or the project's custom one), with the same request handler as plain HTTP.
 *
 * Seam: a `CertificateSource` returns the key + chain for a server name. `originCertificates` asks the origin
 * (`GET /_sitepub/certs/:servername`, Bearer shared secret); tests and embedders may pass their own.
 * Secure contexts are cached per server name for `ttlMs` (default 10 minutes) so renewed or uploaded
 * certificates are picked up without a restart, and never beyond the certificate's expiry.
 */



/** The origin's certificate endpoint for edges. Errors name the path and status, never the secret. */
function originCertificates(options) {
    const agent = new _origin_http_js__WEBPACK_IMPORTED_MODULE_2__/* .OriginAgents */ .t6(4);
    const timeoutMs = options.timeoutMs ?? 10_000;
    const source = async (servername) => {
        const base = typeof options.origin === 'string' ? options.origin : options.origin();
        const url = new URL(`/_sitepub/certs/${encodeURIComponent(servername)}`, base);
        const res = await agent.request(url, {
            headers: { authorization: `Bearer ${options.secret}` },
            timeoutMs,
        });
        if (res.statusCode === 404) {
            await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_2__/* .dump */ .Bh)(res.body);
            return null;
        }
        if (res.statusCode !== 200) {
            await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_2__/* .dump */ .Bh)(res.body);
            throw new Error(`origin answered ${res.statusCode} to GET ${url.pathname}`);
        }
        return (await (0,_origin_http_js__WEBPACK_IMPORTED_MODULE_2__/* .readJson */ .Vh)(res.body));
    };
    return Object.assign(source, { close: () => agent.close() });
}
/** An SNI callback over a certificate source, with a bounded per-name cache. */
function sniCallback(source, options = {}) {
    const ttl = options.ttlMs ?? 10 * 60 * 1000;
    const max = options.max ?? 1000;
    const now = options.now ?? Date.now;
    const cache = new Map();
    const load = (name) => {
        const entry = { expires: now() + ttl, context: Promise.resolve(null) };
        entry.context = source(name).then((b) => {
            if (!b) {
                entry.expires = now() + 30_000; // unknown host: ask again soon
                return null;
            }
            entry.expires = Math.min(entry.expires, b.notAfter);
            return (0,node_tls__WEBPACK_IMPORTED_MODULE_1__.createSecureContext)({ key: b.keyPem, cert: b.chainPem });
        }, (err) => {
            options.onError?.(name, err);
            cache.delete(name);
            return null;
        });
        cache.set(name, entry);
        if (cache.size > max)
            cache.delete(cache.keys().next().value);
        return entry;
    };
    return (servername, cb) => {
        const name = servername.toLowerCase().replace(/\.$/, '');
        let entry = cache.get(name);
        if (!entry || entry.expires <= now())
            entry = load(name);
        entry.context.then((ctx) => (ctx ? cb(null, ctx) : cb(new Error(`no certificate for ${name}`))), (err) => cb(err));
    };
}
/** Starts the HTTPS listener on `host:port` (0 = any free port) with the edge's request handler. */
async function startTlsListener(options) {
    const server = (0,node_https__WEBPACK_IMPORTED_MODULE_0__.createServer)({
        SNICallback: sniCallback(options.certificates, { onError: options.onError }),
        minVersion: 'TLSv1.2',
        ALPNProtocols: ['http/1.1'],
        keepAliveTimeout: 5_000,
        headersTimeout: 20_000,
        requestTimeout: 30_000,
        maxHeaderSize: 16 * 1024,
    }, options.handler);
    server.on('tlsClientError', () => undefined); // handshakes without a known name just fail
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
        });
    });
    const addr = server.address();
    const h = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
    return {
        server,
        url: `https://${h}:${addr.port}`,
        port: addr.port,
        close: () => new Promise((resolve) => {
            if (!server.listening)
                return resolve();
            server.close(() => resolve());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2_000).unref();
        }),
    };
}


/***/ })

};
