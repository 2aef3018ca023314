"use strict";
exports.ids = [6924];
exports.modules = {

/***/ 6924
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ WideLayout)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6412);
/* harmony import */ var _chrome_frame__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8886);
/* harmony import */ var _chrome_hero__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7532);




const menus = _chrome_frame__WEBPACK_IMPORTED_MODULE_2__/* .TOWN_MENUS */ .mP;
/** Town layout without a sidebar column: the content uses the full width. */ function WideLayout({ page, slots, menus: loaded }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(_chrome_frame__WEBPACK_IMPORTED_MODULE_2__/* .TownFrame */ .W7, {
        page: page,
        menus: loaded,
        variant: "wide",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_hero__WEBPACK_IMPORTED_MODULE_3__/* .PageHero */ .WB, {
                images: page.heroImages
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
                className: "ms-container",
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .Breadcrumb */ .Qp, {
                    items: page.breadcrumbs
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_frame__WEBPACK_IMPORTED_MODULE_2__/* .Columns */ .e, {
                page: page,
                slots: slots,
                wide: true
            })
        ]
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "menus", 0, /* binding */ menus
/* harmony export */ ]);


/***/ }

};
;