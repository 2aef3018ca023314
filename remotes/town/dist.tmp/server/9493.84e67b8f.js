"use strict";
exports.ids = [9493];
exports.modules = {

/***/ 9493
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7959);

/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.defineRemote)({
    id: 'town',
    apiVersion: _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_0__.CONTRACT_API_VERSION,
    layouts: {
        default: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2259), __webpack_require__.e(6406)]).then(() => (__webpack_require__(6406))),
        wide: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2259), __webpack_require__.e(6924)]).then(() => (__webpack_require__(6924))),
        portal: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2259), __webpack_require__.e(1331)]).then(() => (__webpack_require__(1331))),
        gaeste: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2259), __webpack_require__.e(2068)]).then(() => (__webpack_require__(2068))),
        wirtschaft: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2259), __webpack_require__.e(18)]).then(() => (__webpack_require__(18)))
    },
    templates: {
        portal: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(9279)]).then(() => (__webpack_require__(9279))),
        text: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(6016)]).then(() => (__webpack_require__(6016))),
        'artikel-liste': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(1119)]).then(() => (__webpack_require__(1119))),
        'artikel-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2295)]).then(() => (__webpack_require__(2295))),
        'artikel-teaser': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(3752)]).then(() => (__webpack_require__(3752))),
        'veranstaltung-liste': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(7431)]).then(() => (__webpack_require__(7431))),
        'veranstaltung-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(3935)]).then(() => (__webpack_require__(3935))),
        'veranstaltung-teaser': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(8112)]).then(() => (__webpack_require__(8112))),
        'schwarzes-brett': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(8033)]).then(() => (__webpack_require__(8033))),
        'schwarzes-brett-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(7207)]).then(() => (__webpack_require__(7207))),
        'schwarzes-brett-block': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(1609)]).then(() => (__webpack_require__(1609))),
        'schwarzes-brett-portal': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(9246)]).then(() => (__webpack_require__(9246))),
        mitarbeiter: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(8679)]).then(() => (__webpack_require__(8679))),
        'mitarbeiter-liste': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(7609)]).then(() => (__webpack_require__(7609))),
        aemter: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(1205)]).then(() => (__webpack_require__(1205))),
        'amt-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(9861)]).then(() => (__webpack_require__(9861))),
        oeffnungszeiten: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(917)]).then(() => (__webpack_require__(917))),
        ausschreibungen: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(8601)]).then(() => (__webpack_require__(8601))),
        'ausschreibung-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2800)]).then(() => (__webpack_require__(2800))),
        baugebiete: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(1936)]).then(() => (__webpack_require__(1936))),
        'baugebiet-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(6845)]).then(() => (__webpack_require__(6845))),
        bildergalerie: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(1532)]).then(() => (__webpack_require__(1532))),
        brancheneintraege: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(3494)]).then(() => (__webpack_require__(3494))),
        'brancheneintrag-detail': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(5916)]).then(() => (__webpack_require__(5916))),
        preise: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2661)]).then(() => (__webpack_require__(2661))),
        zeitstrahl: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(3851)]).then(() => (__webpack_require__(3851))),
        'pwa-uebersicht': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(7868)]).then(() => (__webpack_require__(7868))),
        'push-benachrichtigungen': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(7864)]).then(() => (__webpack_require__(7864))),
        netzbetreiber: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(3076)]).then(() => (__webpack_require__(3076))),
        barrierefreiheit: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(5803)]).then(() => (__webpack_require__(5803))),
        'auch-interessant': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(8881)]).then(() => (__webpack_require__(8881))),
        suche: ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(6950)]).then(() => (__webpack_require__(6950))),
        'wegweiser-abc': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(122)]).then(() => (__webpack_require__(122))),
        'wegweiser-leistungen': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2200)]).then(() => (__webpack_require__(2200))),
        'wegweiser-formulare': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(5263)]).then(() => (__webpack_require__(5263))),
        'wegweiser-lebenslagen': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(82)]).then(() => (__webpack_require__(82))),
        'wegweiser-organisationseinheiten': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2228)]).then(() => (__webpack_require__(2228))),
        'wegweiser-ansprechpartner': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(4334)]).then(() => (__webpack_require__(4334))),
        'wegweiser-navigation': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(2218)]).then(() => (__webpack_require__(2218))),
        'wegweiser-weitere-stellen': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(2701)]).then(() => (__webpack_require__(2701))),
        'abfall-termine': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(9610)]).then(() => (__webpack_require__(9610))),
        'abfall-erinnerung': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(4777)]).then(() => (__webpack_require__(4777))),
        'abfall-erinnerung-bestaetigung': ()=>Promise.all(/* import() */[__webpack_require__.e(3591), __webpack_require__.e(9612)]).then(() => (__webpack_require__(9612))),
        kontaktformular: ()=>Promise.all(/* import() */[__webpack_require__.e(9945), __webpack_require__.e(3591), __webpack_require__.e(6052), __webpack_require__.e(6412), __webpack_require__.e(90)]).then(() => (__webpack_require__(90)))
    }
}));

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "default", 0, /* export default binding */ __WEBPACK_DEFAULT_EXPORT__
/* harmony export */ ]);


/***/ }

};
;