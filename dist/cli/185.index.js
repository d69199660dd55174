export const id = 185;
export const ids = [185];
export const modules = {

/***/ 31185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58285);
/* harmony import */ var undici_lib_global_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78421);
/**
 * Imported (for its effect) by the client entries after deferred-http2.ts: undici's global dispatcher becomes an
 * Agent that offers only HTTP/1.1 by ALPN. undici 8 offers h2 as well by default, and its global dispatcher is
 * also what the @actions packages (on this package's undici through npm overrides) and node's fetch (through
 * undici's legacy global symbol) send with, so every request of a client process goes out as HTTP/1.1: the
 * protocol the spec and the official clients speak, and the one every test here exercises.
 */


undici_lib_global_js__WEBPACK_IMPORTED_MODULE_1__.setGlobalDispatcher(new undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__({ allowH2: false }));


/***/ })

};
