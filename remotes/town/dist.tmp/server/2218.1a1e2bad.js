"use strict";
exports.ids = [2218];
exports.modules = {

/***/ 2218
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ GuideNavigation)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);


const GUIDE_SECTIONS = [
    {
        href: '/wegweiser',
        title: 'Leistungen von A bis Z'
    },
    {
        href: '/wegweiser/leistungen',
        title: 'Leistungen nach Themen'
    },
    {
        href: '/wegweiser/lebenslagen',
        title: 'Lebenslagen'
    },
    {
        href: '/wegweiser/formulare',
        title: 'Formulare'
    },
    {
        href: '/wegweiser/organisationseinheiten',
        title: 'Ämter und Einrichtungen'
    },
    {
        href: '/wegweiser/ansprechpartner',
        title: 'Ansprechpartner'
    }
];
/** The sections of the service guide, with the current one marked. */ function GuideNavigation({ page }) {
    const current = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(page.path);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("nav", {
        className: "town-wegweiser-nav",
        "aria-label": "Wegweiser",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-wegweiser-nav__titel",
                children: "Wegweiser"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                children: GUIDE_SECTIONS.map((section)=>{
                    const exact = current === section.href;
                    const within = section.href !== '/wegweiser' && (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.isActivePath)(section.href, current);
                    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            href: section.href,
                            "aria-current": exact ? 'page' : within ? 'location' : undefined,
                            children: section.title
                        })
                    }, section.href);
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("form", {
                className: "town-wegweiser-nav__suche",
                action: "/suche",
                method: "get",
                role: "search",
                "aria-label": "Im Wegweiser suchen",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                        htmlFor: "town-wegweiser-suche",
                        children: "Leistung suchen"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                        id: "town-wegweiser-suche",
                        type: "search",
                        name: "q",
                        placeholder: "z. B. Personalausweis"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                        type: "submit",
                        className: "ms-button",
                        children: "Suchen"
                    })
                ]
            })
        ]
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "GUIDE_SECTIONS", 0, /* binding */ GUIDE_SECTIONS
/* harmony export */ ]);


/***/ }

};
;