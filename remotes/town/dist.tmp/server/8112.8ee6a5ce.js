"use strict";
exports.ids = [8112];
exports.modules = {

/***/ 6864
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ EventWhen),
/* harmony export */   k4: () => (/* binding */ eventPlace),
/* harmony export */   nn: () => (/* binding */ EventCard)
/* harmony export */ });
/* unused harmony export eventWhenText */
/* unused harmony import specifier */ var formatDate;
/* unused harmony import specifier */ var formatTime;
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);



/** Place of an event: its own venue text, else the linked business's title. */ function eventPlace(item) {
    return item.veranstaltungsort || item.brancheneintrag_veranstaltungsort?.titel || '';
}
/** 'DD.MM.YYYY, HH:mm Uhr' ranges from the event's dateFrom/dateTo/timeFrom/timeTo. */ function EventWhen({ item }) {
    const from = item.dateFrom ?? item.datum_von ?? null;
    const to = item.dateTo && item.dateTo !== item.dateFrom ? item.dateTo : null;
    const timeFrom = item.timeFrom ? (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatTime */ .fU)(item.timeFrom) : '';
    const timeTo = item.timeTo ? (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatTime */ .fU)(item.timeTo) : '';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                value: from
            }),
            to && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
                children: [
                    ' ',
                    "bis ",
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                        value: to
                    })
                ]
            }),
            timeFrom && `, ${timeFrom}`,
            timeTo && ` bis ${timeTo}`
        ]
    });
}
function eventWhenText(item) {
    const from = formatDate(item.dateFrom ?? item.datum_von);
    const to = item.dateTo && item.dateTo !== item.dateFrom ? ` bis ${formatDate(item.dateTo)}` : '';
    const time = item.timeFrom ? `, ${formatTime(item.timeFrom)}${item.timeTo ? ` bis ${formatTime(item.timeTo)}` : ''}` : '';
    return `${from}${to}${time}`;
}
function EventCard({ item, headingLevel = 2 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
    const place = eventPlace(item);
    const rubric = item.rubriken?.[0];
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("article", {
        className: "ms-card town-event-card",
        children: [
            item.bild && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("img", {
                src: item.bild,
                alt: "",
                loading: "lazy",
                width: 640,
                height: 360
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "ms-card__body",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        className: "ms-card__meta",
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(EventWhen, {
                            item: item
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Heading, {
                        className: "ms-card__title",
                        children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            href: href,
                            children: item.titel
                        }) : item.titel
                    }),
                    place && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                        className: "ms-card__meta",
                        children: [
                            "Ort: ",
                            place
                        ]
                    }),
                    rubric && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        className: "ms-card__meta town-event-card__rubric",
                        children: rubric.titel
                    })
                ]
            })
        ]
    });
}


/***/ },

/***/ 8112
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ EventTeaser)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var _event_parts__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6864);




/** The next events on a portal page. */ function EventTeaser(props) {
    const items = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props)?.data ?? [];
    const link = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'link'));
    const id = `teaser-${props.block.context?.apiCalls?.[0] ?? 'veranstaltungen'}`;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-teaser town-teaser--events",
        "aria-labelledby": id,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: id,
                children: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'titel') || 'Veranstaltungen'
            }),
            items.length === 0 ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EmptyState */ .pp, {
                text: _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EMPTY_TEXTS */ .Tl.termineAn
            }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                className: "ms-card-list",
                children: items.map((item)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_event_parts__WEBPACK_IMPORTED_MODULE_3__/* .EventCard */ .nn, {
                            item: item,
                            headingLevel: 3
                        })
                    }, item.id))
            }),
            link && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    className: "ms-button ms-button--secondary",
                    href: link,
                    children: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'linktext') || 'Alle Veranstaltungen'
                })
            })
        ]
    });
}


/***/ }

};
;