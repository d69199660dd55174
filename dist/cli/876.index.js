export const id = 876;
export const ids = [876];
export const modules = {

/***/ 81876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   useClientDispatcher: () => (/* binding */ useClientDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/**
 * The HTTP dispatcher of a client process (the CLI's client commands and the Action), set by their entries
 * before anything sends a request; never by the library (`sitepub/client` uses whatever global dispatcher its
 * host process has, or the `dispatcher` option).
 *
 * - Proxies from the environment: `HTTPS_PROXY` / `HTTP_PROXY` (and their lower-case forms) and `NO_PROXY`,
 *   through undici's `EnvHttpProxyAgent`, as a CI runner behind a company proxy sets them. The @actions packages
 *   read the same variables for their own requests (GitHub API), through @actions/http-client.
 * - HTTP/1.1 only (`allowH2: false`): undici 8 offers h2 by ALPN by default; the spec and the official clients
 *   speak HTTP/1.1, and it is what every test here exercises.
 */

function useClientDispatcher() {
    (0,undici__WEBPACK_IMPORTED_MODULE_0__.setGlobalDispatcher)(new undici__WEBPACK_IMPORTED_MODULE_0__.EnvHttpProxyAgent({ allowH2: false }));
}


/***/ })

};
