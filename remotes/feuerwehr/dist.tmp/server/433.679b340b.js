"use strict";
exports.ids = [433];
exports.modules = {

/***/ 433
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ FeuerwehrEinsaetze)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(288);



const yearFormat = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric'
});
function yearOf(item) {
    return item.datum_von ? yearFormat.format(new Date(item.datum_von)) : '';
}
/** Operations of the fire brigade, newest first, grouped by year, with the kind of operation. */ function FeuerwehrEinsaetze(props) {
    const list = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props);
    const items = list?.data ?? [];
    const { page } = props;
    const intro = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'text');
    if (items.length === 0) {
        return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                    html: intro
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EmptyState */ .pp, {
                    text: _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EMPTY_TEXTS */ .Tl.einsaetze
                })
            ]
        });
    }
    const years = [
        ...new Set(items.map(yearOf))
    ];
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: intro
            }),
            list?.anzahl !== undefined && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                className: "fw-einsaetze__summary",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("strong", {
                        children: list.anzahl
                    }),
                    " ",
                    list.anzahl === 1 ? 'Einsatz' : 'Einsätze',
                    " in der Übersicht"
                ]
            }),
            years.map((year)=>{
                const ofYear = items.filter((item)=>yearOf(item) === year);
                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                    "aria-labelledby": `fw-einsaetze-${year}`,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("h2", {
                            id: `fw-einsaetze-${year}`,
                            children: [
                                "Einsätze ",
                                year
                            ]
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ol", {
                            className: "fw-einsaetze",
                            children: ofYear.map((item)=>{
                                const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
                                const art = item.rubriken?.[0]?.titel;
                                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                    className: "fw-einsatz",
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                                            className: "fw-einsatz__when",
                                            children: [
                                                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                                                    value: item.datum_von
                                                }),
                                                item.datum_von && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                                                    className: "fw-einsatz__time",
                                                    children: (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatTime */ .fU)(new Date(item.datum_von))
                                                })
                                            ]
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                            className: "fw-einsatz__body",
                                            children: [
                                                art && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                                    className: "fw-einsatz__art",
                                                    children: art
                                                }),
                                                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                                                    className: "fw-einsatz__title",
                                                    children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                                        href: href,
                                                        children: item.titel
                                                    }) : item.titel
                                                }),
                                                item.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                                    className: "fw-einsatz__intro",
                                                    children: item.einleitung.replace(/<[^>]*>/g, '')
                                                })
                                            ]
                                        })
                                    ]
                                }, item.id);
                            })
                        })
                    ]
                }, year);
            }),
            page.pagination && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .Pagination */ .dK, {
                pagination: page.pagination,
                path: page.path,
                search: page.search,
                label: "Seitennavigation Einsätze"
            })
        ]
    });
}


/***/ }

};
;