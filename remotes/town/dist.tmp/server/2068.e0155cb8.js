"use strict";
exports.ids = [2068];
exports.modules = {

/***/ 2068
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ GaesteLayout)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _chrome_frame__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8886);
/* harmony import */ var _section__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(996);



const menus = [
    ..._chrome_frame__WEBPACK_IMPORTED_MODULE_1__/* .TOWN_MENUS */ .mP,
    'Gäste'
];
/** Pages for guests: tall hero, the guests' menu, breadcrumb, content and sidebar. */ function GaesteLayout(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_section__WEBPACK_IMPORTED_MODULE_2__/* .SectionLayout */ .o, {
        ...props,
        variant: "gaeste",
        menuName: "Gäste",
        sectionTitle: "Musterstadt für Gäste",
        sectionHref: "/gaeste/"
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "menus", 0, /* binding */ menus
/* harmony export */ ]);


/***/ },

/***/ 996
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ SectionLayout)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var _chrome_frame__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8886);
/* harmony import */ var _chrome_hero__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7532);





/** A section of the town site with its own menu under the hero (guests, business). */ function SectionLayout({ page, slots, menus, variant, menuName, sectionTitle, sectionHref }) {
    const links = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.menuLinks)(menus[menuName]);
    const onSectionHome = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(page.path) === (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(sectionHref);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(_chrome_frame__WEBPACK_IMPORTED_MODULE_3__/* .TownFrame */ .W7, {
        page: page,
        menus: menus,
        variant: variant,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_hero__WEBPACK_IMPORTED_MODULE_4__/* .PageHero */ .WB, {
                images: page.heroImages,
                size: "tall"
            }),
            links.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
                className: "town-subnav",
                "aria-label": menuName,
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                    className: "ms-container town-subnav__inner",
                    children: [
                        onSectionHome ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                            className: "town-subnav__title",
                            children: sectionTitle
                        }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            className: "town-subnav__title",
                            href: sectionHref,
                            children: sectionTitle
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                            className: "town-subnav__list",
                            children: links.map((link)=>{
                                const exact = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(link.href) === (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(page.path);
                                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                        href: link.href,
                                        "aria-current": exact ? 'page' : undefined,
                                        className: !exact && (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.isActivePath)(link.href, page.path) && (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(link.href) !== (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(sectionHref) ? 'is-current' : undefined,
                                        children: link.title
                                    })
                                }, link.href);
                            })
                        })
                    ]
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
                className: "ms-container",
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .Breadcrumb */ .Qp, {
                    items: page.breadcrumbs
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_chrome_frame__WEBPACK_IMPORTED_MODULE_3__/* .Columns */ .e, {
                page: page,
                slots: slots
            })
        ]
    });
}


/***/ }

};
;