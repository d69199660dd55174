export const id = 576;
export const ids = [576];
export const modules = {

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

/***/ 16844:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ secretsOf),
/* harmony export */   X5: () => (/* binding */ endpointOf),
/* harmony export */   yO: () => (/* binding */ clientConfig)
/* harmony export */ });
/* harmony import */ var _store_urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50847);

/** The custom endpoint the environment names, if any (AWS_ENDPOINT_URL_S3 first, as the SDK reads them). */
function endpointOf(env) {
    const url = env.AWS_ENDPOINT_URL_S3?.trim() || env.AWS_ENDPOINT_URL?.trim();
    if (!url)
        return undefined;
    const parsed = URL.parse(url);
    if (!parsed)
        throw new Error(`AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL ${JSON.stringify((0,_store_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutCredentials */ .ri)(url))} is not a URL; expected e.g. http://127.0.0.1:7480`);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        throw new Error(`AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL must be an http:// or https:// URL`);
    if (parsed.username || parsed.password)
        throw new Error('AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL must not hold credentials; use AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY');
    return url;
}
/** The secrets of the environment, to keep out of every message (errors.ts). */
function secretsOf(env) {
    return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_ACCESS_KEY_ID].filter((s) => !!s && s.length >= 4);
}
/** The S3 client's settings for `env` and a region already resolved. */
function clientConfig(env, region) {
    const endpoint = endpointOf(env);
    const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
    return {
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        // explicit variables first; without them the SDK's chain (AWS_PROFILE, ~/.aws/credentials, \u2026)
        ...(accessKeyId && secretAccessKey
            ? {
                credentials: {
                    accessKeyId,
                    secretAccessKey,
                    ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
                },
            }
            : {}),
        // stream bodies of known length, as S3-compatible servers take them (no aws-chunked trailers)
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
    };
}


/***/ }),

/***/ 63016:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openClusterTarget: () => (/* binding */ openClusterTarget)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _backends_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27044);
/* harmony import */ var _open_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62833);
/* harmony import */ var _s3_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16844);
/**
 * The target of `sitepub migrate`: the cluster's store, opened as `sitepub serve --database \u2026 --blobs \u2026` opens it,
 * over a temporary data folder (the S3 store's spool) removed on close. `secrets`: for the caller's redactor.
 */






async function openClusterTarget(o) {
    const data = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'sitepub-migrate-'));
    const removeData = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(data, { recursive: true, force: true });
    const opened = await (0,_open_store_js__WEBPACK_IMPORTED_MODULE_4__/* .openStore */ .C)({ ...o, data, backends: _backends_js__WEBPACK_IMPORTED_MODULE_3__/* .storeBackends */ .$ }).catch(async (err) => {
        await removeData();
        throw err;
    });
    const { store } = opened;
    return {
        store,
        secrets: (0,_s3_config_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(o.env),
        close: () => opened.close().finally(removeData),
    };
}


/***/ })

};
