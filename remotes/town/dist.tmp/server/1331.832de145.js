"use strict";
exports.ids = [1331];
exports.modules = {

/***/ 1331
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ PortalLayout)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _chrome_frame__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8886);
/* harmony import */ var _chrome_hero__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7532);



const menus = _chrome_frame__WEBPACK_IMPORTED_MODULE_1__/* .TOWN_MENUS */ .mP;
/**
 * Portal layout: the hero (the page's images, or the portal's hero modules), the main area with the
 * portal modules, and a scroll-down button past the hero.
 */ function PortalLayout({ page, slots, menus: loaded }) {
    const hasHero = page.heroImages.length > 0;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_frame__WEBPACK_IMPORTED_MODULE_1__/* .TownFrame */ .W7, {
        page: page,
        menus: loaded,
        variant: "portal",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("main", {
            id: "inhalt",
            tabIndex: -1,
            className: "town-main town-main--portal",
            children: [
                hasHero && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                    className: "town-portal-hero",
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_hero__WEBPACK_IMPORTED_MODULE_2__/* .PageHero */ .WB, {
                            images: page.heroImages,
                            size: "tall"
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_hero__WEBPACK_IMPORTED_MODULE_2__/* .ScrollDown */ .Eh, {
                            target: "portal-start"
                        })
                    ]
                }),
                hasHero && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
                    id: "portal-start",
                    className: "town-portal-start"
                }),
                page.heading && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
                    className: "ms-container",
                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h1", {
                        className: "town-portal-title",
                        children: page.heading
                    })
                }),
                slots.main
            ]
        })
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "menus", 0, /* binding */ menus
/* harmony export */ ]);


/***/ }

};
;