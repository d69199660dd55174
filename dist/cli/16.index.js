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
/* harmony import */ var _postgres_store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(51637);
/* harmony import */ var _s3_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16844);
/* harmony import */ var _s3_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30961);
/**
 * The target of `sitepub migrate`: the cluster's PostgresStore over its S3 bucket, opened as `sitepub serve
 * --database \u2026 --blobs \u2026` opens them (the schema is brought up to date on open), and its SQL layer for the row copy. Temp files of the S3 store go to a folder of their own, removed on close.
 */






async function openClusterTarget(o) {
    const tmpDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'sitepub-migrate-'));
    const removeTmp = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tmpDir, { recursive: true, force: true });
    let blobs = null;
    try {
        blobs = await _s3_store_js__WEBPACK_IMPORTED_MODULE_4__/* .S3BlobStore */ .t.open({ url: o.blobs, env: o.env, tmpDir });
        const store = await _postgres_store_js__WEBPACK_IMPORTED_MODULE_3__/* .PostgresStore */ .pv.open({ url: o.database, blobs });
        const opened = blobs;
        return {
            store,
            sql: store.sql,
            secrets: (0,_s3_config_js__WEBPACK_IMPORTED_MODULE_5__/* .secretsOf */ .Fj)(o.env),
            async close() {
                try {
                    await store.close();
                }
                finally {
                    opened.close();
                    await removeTmp();
                }
            },
        };
    }
    catch (err) {
        blobs?.close();
        await removeTmp();
        throw err;
    }
}


/***/ })

};
