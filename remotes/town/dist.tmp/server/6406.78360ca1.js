"use strict";
exports.ids = [6406];
exports.modules = {

/***/ 6406
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ DefaultLayout),
  menus: () => (/* binding */ menus)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/chrome/links.tsx
var links = __webpack_require__(2841);
;// ./src/chrome/bars.tsx


/** Service bar of the default layout (spec point 2). */ function ServiceBar({ path }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
        className: "town-servicebar",
        "aria-label": "Servicelinks",
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
            className: "ms-container",
            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* IconLinkList */.Mt, {
                links: links/* SERVICE_LINKS */.U0,
                className: "town-servicebar__list",
                path: path
            })
        })
    });
}

// EXTERNAL MODULE: ./src/chrome/frame.tsx + 5 modules
var chrome_frame = __webpack_require__(8886);
// EXTERNAL MODULE: ./src/chrome/hero.tsx
var hero = __webpack_require__(7532);
;// ./src/layouts/default.tsx





const menus = chrome_frame/* TOWN_MENUS */.mP;
/** Town layout: hero carousel, service bar, breadcrumb, main column and an optional sidebar. */ function DefaultLayout({ page, slots, menus: loaded }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(chrome_frame/* TownFrame */.W7, {
        page: page,
        menus: loaded,
        variant: "default",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(hero/* PageHero */.WB, {
                images: page.heroImages
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ServiceBar, {
                path: page.path
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "ms-container",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Breadcrumb */.Qp, {
                    items: page.breadcrumbs
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome_frame/* Columns */.e, {
                page: page,
                slots: slots
            })
        ]
    });
}


/***/ }

};
;