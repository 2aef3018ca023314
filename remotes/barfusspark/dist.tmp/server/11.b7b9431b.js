"use strict";
exports.ids = [11];
exports.modules = {

/***/ 11
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ BarfussparkHome)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59);
/* harmony import */ var _opening_times__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(368);
/* harmony import */ var _park_data__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(884);





function entries(value, keys) {
    if (!Array.isArray(value)) return [];
    return value.filter((v)=>!!v && typeof v === 'object' && keys.every((k)=>typeof v[k] === 'string'));
}
/** Start page of the barefoot park: welcome, today's opening, entry and parking, what there is to experience. */ function BarfussparkHome({ block }) {
    const context = block.context ?? {};
    const opening = (0,_park_data__WEBPACK_IMPORTED_MODULE_4__/* .openingTimesOf */ .I)(context.oeffnungszeiten).find((o)=>o.typ === 'oeffnungszeit');
    const today = opening ? (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .heute */ .Eo)(opening, new Date()) : null;
    const facts = entries(context.fakten, [
        'wert',
        'label'
    ]);
    const tiles = entries(context.kacheln, [
        'titel',
        'text'
    ]);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "bp-home",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                className: "bp-welcome",
                "aria-labelledby": "bp-welcome-titel",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "bp-welcome-titel",
                        children: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'titel') || 'Willkommen im Barfußpark'
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                        html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'text')
                    })
                ]
            }),
            facts.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                className: "bp-facts",
                "aria-label": "Der Park in Zahlen",
                children: facts.map((fact)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                                className: "bp-facts__value",
                                children: fact.wert
                            }),
                            " ",
                            fact.label
                        ]
                    }, fact.label))
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "bp-home__info",
                children: [
                    today && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                        className: "bp-today",
                        "aria-labelledby": "bp-today-titel",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                                id: "bp-today-titel",
                                children: "Heute geöffnet?"
                            }),
                            today.abweichungen.length > 0 ? today.abweichungen.map((d)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                                    className: "bp-today__status",
                                    children: [
                                        d.zusatztext,
                                        " ",
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                            className: "bp-today__period",
                                            children: [
                                                "(",
                                                (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .abweichungZeitraum */ .Zu)(d),
                                                ")"
                                            ]
                                        })
                                    ]
                                }, d.beginn)) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                                className: "bp-today__status",
                                children: [
                                    today.tag,
                                    ": ",
                                    today.geschlossen ? 'geschlossen' : today.zeiten.join(' und ')
                                ]
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                    href: "/barfusspark/oeffnungszeiten",
                                    children: "Alle Öffnungszeiten"
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_opening_times__WEBPACK_IMPORTED_MODULE_3__/* .EntryAndParking */ .G, {
                        parken: (0,_park_data__WEBPACK_IMPORTED_MODULE_4__/* .parkenOf */ .X)(context.parken)
                    })
                ]
            }),
            tiles.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "bp-erleben-titel",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "bp-erleben-titel",
                        children: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'kachelnTitel') || 'Erleben'
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                        className: "bp-tiles",
                        children: tiles.map((tile)=>{
                            const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(tile.link);
                            return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                className: "bp-tile",
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                                        children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                            href: href,
                                            children: tile.titel
                                        }) : tile.titel
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                        children: tile.text
                                    })
                                ]
                            }, tile.titel);
                        })
                    })
                ]
            })
        ]
    });
}


/***/ },

/***/ 368
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ EntryAndParking),
/* harmony export */   Z: () => (/* binding */ OpeningTimesTable)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59);


/** One kind of opening times: the deviating times in force, then the regular week, then the note. */ function OpeningTimesTable({ zeiten, now, id }) {
    const rows = (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .regulaereZeilen */ .WW)(zeiten.zeiten);
    const deviations = (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .aktuelleAbweichungen */ .sP)(zeiten.abweichend, now);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "bp-times",
        "aria-labelledby": id,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: id,
                children: _musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .OEFFNUNGSZEIT_TYPEN */ .HZ[zeiten.typ]
            }),
            deviations.map((d)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                    className: "bp-times__deviation",
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("strong", {
                            children: [
                                "Abweichende Zeiten ",
                                (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .abweichungZeitraum */ .Zu)(d),
                                ":"
                            ]
                        }),
                        " ",
                        d.zusatztext
                    ]
                }, `${d.beginn}-${d.ende}`)),
            rows.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("table", {
                className: "bp-times__table",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("caption", {
                        className: "ms-visually-hidden",
                        children: [
                            _musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .OEFFNUNGSZEIT_TYPEN */ .HZ[zeiten.typ],
                            " nach Wochentagen"
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("tbody", {
                        children: rows.map((row)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("tr", {
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("th", {
                                        scope: "row",
                                        children: row.tag
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("td", {
                                        children: row.geschlossen ? 'geschlossen' : row.zeiten.join(' und ')
                                    })
                                ]
                            }, row.tagtyp))
                    })
                ]
            }),
            zeiten.hinweis && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "bp-times__note",
                children: zeiten.hinweis
            })
        ]
    });
}
/** Entry free, donation welcome; the car park's highest fee (spec point 9). */ function EntryAndParking({ parken, headingLevel = 2 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "bp-prices",
        "aria-labelledby": "bp-prices-titel",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Heading, {
                id: "bp-prices-titel",
                children: "Eintritt und Parken"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Eintritt"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: "Eintritt frei – Spende willkommen"
                            })
                        ]
                    }),
                    parken && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Parken"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dd", {
                                children: [
                                    "Parkplatz am Kurpark: höchstens ",
                                    (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .formatEuro */ .fI)(parken.hoechstbetrag),
                                    " für ",
                                    parken.stunden,
                                    " Stunden (Pkw)"
                                ]
                            })
                        ]
                    })
                ]
            })
        ]
    });
}


/***/ },

/***/ 884
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ openingTimesOf),
/* harmony export */   X: () => (/* binding */ parkenOf)
/* harmony export */ });
const TYPEN = [
    'oeffnungszeit',
    'servicezeit',
    'telefonzeit'
];
const TAGTYPEN = [
    'mo-fr',
    'mo',
    'di',
    'mi',
    'do',
    'fr',
    'sa',
    'so'
];
const TIME = /^\d{1,2}:\d{2}$/;
/** The opening times a block carries in its context, keeping only well-formed entries. */ function openingTimesOf(value) {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry)=>{
        const o = entry;
        if (!o || !TYPEN.includes(o.typ) || !Array.isArray(o.zeiten)) return [];
        const zeiten = o.zeiten.filter((z)=>!!z && TAGTYPEN.includes(z.tagtyp) && TIME.test(String(z.beginn)) && TIME.test(String(z.ende)));
        const abweichend = (Array.isArray(o.abweichend) ? o.abweichend : []).filter((a)=>!!a && typeof a.beginn === 'string' && typeof a.ende === 'string');
        return [
            {
                typ: o.typ,
                hinweis: typeof o.hinweis === 'string' ? o.hinweis : null,
                zeiten,
                abweichend
            }
        ];
    });
}
function parkenOf(value) {
    const p = value;
    return p && typeof p.hoechstbetrag === 'number' && typeof p.stunden === 'number' ? {
        hoechstbetrag: p.hoechstbetrag,
        stunden: p.stunden
    } : null;
}


/***/ }

};
;