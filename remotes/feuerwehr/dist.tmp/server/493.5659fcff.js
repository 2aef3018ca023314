"use strict";
exports.ids = [493];
exports.modules = {

/***/ 493
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(959);

/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.defineRemote)({
    id: 'feuerwehr',
    apiVersion: _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.CONTRACT_API_VERSION,
    layouts: {
        feuerwehr: ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(288), __webpack_require__.e(906)]).then(() => (__webpack_require__(906)))
    },
    templates: {
        'feuerwehr-home': ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(288), __webpack_require__.e(12)]).then(() => (__webpack_require__(12))),
        'feuerwehr-einsaetze': ()=>Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(288), __webpack_require__.e(433)]).then(() => (__webpack_require__(433)))
    }
}));

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "default", 0, /* export default binding */ __WEBPACK_DEFAULT_EXPORT__
/* harmony export */ ]);


/***/ }

};
;