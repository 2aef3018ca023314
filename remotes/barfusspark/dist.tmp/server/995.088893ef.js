"use strict";
exports.ids = [995];
exports.modules = {

/***/ 995
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ BarfussparkAngebote)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59);



function offersOf(value) {
    if (!Array.isArray(value)) return [];
    return value.filter((a)=>!!a && typeof a.titel === 'string' && typeof a.text === 'string');
}
function price(offer) {
    if (typeof offer.preis !== 'number') return null;
    const amount = offer.preis === 0 ? 'kostenlos' : (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatEuro */ .fI)(offer.preis);
    return offer.preisHinweis ? `${amount} ${offer.preisHinweis}` : amount;
}
/** Guided tours and offers of the park with duration, group size, dates and price. */ function BarfussparkAngebote({ block }) {
    const offers = offersOf(block.context?.angebote);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'text')
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                className: "bp-offers",
                children: offers.map((offer)=>{
                    const cost = price(offer);
                    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                        className: "bp-offer",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                                children: offer.titel
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                children: offer.text
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                                className: "bp-offer__facts",
                                children: [
                                    offer.dauer && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                                children: "Dauer"
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                                children: offer.dauer
                                            })
                                        ]
                                    }),
                                    offer.teilnehmende && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                                children: "Für wen"
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                                children: offer.teilnehmende
                                            })
                                        ]
                                    }),
                                    offer.termine && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                                children: "Termine"
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                                children: offer.termine
                                            })
                                        ]
                                    }),
                                    cost && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                                children: "Preis"
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                                children: cost
                                            })
                                        ]
                                    })
                                ]
                            })
                        ]
                    }, offer.titel);
                })
            })
        ]
    });
}


/***/ }

};
;