"use strict";
exports.ids = [493];
exports.modules = {

/***/ 493
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(959);

/** The barefoot park's remote: its own site with layout, start page, offers and opening times. */ /* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.defineRemote)({
    id: 'barfusspark',
    apiVersion: _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.CONTRACT_API_VERSION,
    layouts: {
        barfusspark: ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(59), __webpack_require__.e(681)]).then(() => (__webpack_require__(681)))
    },
    templates: {
        'barfusspark-home': ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(59), __webpack_require__.e(11)]).then(() => (__webpack_require__(11))),
        'barfusspark-angebote': ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(59), __webpack_require__.e(995)]).then(() => (__webpack_require__(995))),
        'barfusspark-oeffnungszeiten': ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(59), __webpack_require__.e(624)]).then(() => (__webpack_require__(624)))
    }
}));

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "default", 0, /* export default binding */ __WEBPACK_DEFAULT_EXPORT__
/* harmony export */ ]);


/***/ }

};
;