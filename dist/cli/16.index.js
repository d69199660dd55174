export const id = 16;
export const ids = [16];
export const modules = {

/***/ 63016:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openClusterTarget: () => (/* binding */ openClusterTarget)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _backends_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37639);
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
