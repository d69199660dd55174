export const id = 843;
export const ids = [843];
export const modules = {

/***/ 98843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mismatchedScheme: () => (/* binding */ mismatchedScheme),
/* harmony export */   schemeMismatchInstead: () => (/* binding */ schemeMismatchInstead),
/* harmony export */   schemeMismatchLine: () => (/* binding */ schemeMismatchLine),
/* harmony export */   speaksTls: () => (/* binding */ speaksTls)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41692);
/* harmony import */ var _client_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78804);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13675);
/**
 * An endpoint whose scheme is not what its server speaks, said in one line with the endpoint to use instead:
 * - `https://` to a plain-HTTP server: the client classifies the failed handshake (NetworkError.plainHttpServer);
 * - `http://` to an HTTPS server: the server drops the connection without an answer (socket closed or reset, or
 *   bytes that are not HTTP), so a TLS handshake to the same port tells whether it speaks HTTPS.
 */




/** `host:port` of an endpoint URL, with the port its scheme implies when it names none. */
function hostPort(u) {
    return u.port ? u.host : `${u.host}:${u.protocol === 'https:' ? 443 : 80}`;
}
/** "127.0.0.1:4000 speaks HTTP, not HTTPS: use --endpoint http://127.0.0.1:4000" (pure). */
function schemeMismatchLine(endpoint, speaks, source) {
    const u = new URL(endpoint);
    const at = hostPort(u);
    const fixed = `${speaks}://${at}`;
    const said = u.protocol.slice(0, -1).toUpperCase();
    return (`${at} speaks ${speaks.toUpperCase()}, not ${said}: use --endpoint ${fixed}` +
        (source === 'env' ? ` (or export SURGE_ENDPOINT=${fixed})` : ''));
}
/** Connection failures an HTTPS server gives a plain-HTTP request: no answer, or one that is not HTTP. */
function droppedWithoutAnswer(code) {
    return (code !== undefined &&
        (code === 'UND_ERR_SOCKET' ||
            code === 'ECONNRESET' ||
            code === 'EPIPE' ||
            code === 'UND_ERR_CLOSED' ||
            code.startsWith('HPE_')));
}
/** Whether `host:port` completes a TLS handshake (nothing is sent over it; the certificate is not judged). */
function speaksTls(host, port, timeoutMs = 2000) {
    return new Promise((resolve) => {
        const bare = host.replace(/^\[|\]$/g, '');
        const socket = node_tls__WEBPACK_IMPORTED_MODULE_1__.connect({
            host: bare,
            port,
            rejectUnauthorized: false,
            ...(node_net__WEBPACK_IMPORTED_MODULE_0__.isIP(bare) ? {} : { servername: bare }),
        });
        const done = (v) => {
            socket.destroy();
            resolve(v);
        };
        socket.setTimeout(timeoutMs, () => done(false));
        socket.once('secureConnect', () => done(true));
        socket.once('error', () => done(false));
    });
}
/**
 * What the server of `endpoint` speaks when `err` (a NetworkError, or a bare error code from a reachability
 * check) comes from asking it in the other scheme; null when the error says nothing of the kind.
 */
async function mismatchedScheme(err, endpoint) {
    const u = new URL(endpoint);
    const code = err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NetworkError */ .Dr ? err.code : typeof err === 'string' ? err : undefined;
    if (u.protocol === 'https:')
        return (err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NetworkError */ .Dr ? err.plainHttpServer : (0,_client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainHttpAnswer */ .xQ)({ code })) ? 'http' : null;
    if (!droppedWithoutAnswer(code))
        return null;
    return (await speaksTls(u.hostname, Number(u.port || 80))) ? 'https' : null;
}
/** `err` worded as the scheme mismatch it is (a CliError), else `err` unchanged. */
async function schemeMismatchInstead(err, endpoint) {
    if (!endpoint || !(err instanceof _client_index_js__WEBPACK_IMPORTED_MODULE_2__/* .NetworkError */ .Dr))
        return err;
    const speaks = await mismatchedScheme(err, endpoint.url);
    return speaks ? new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CliError */ .z1(schemeMismatchLine(endpoint.url, speaks, endpoint.source)) : err;
}


/***/ })

};
