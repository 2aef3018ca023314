"use strict";
exports.ids = [6845];
exports.modules = {

/***/ 6845
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ BuildingAreaDetail)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(6052);
;// ./src/templates/baugebiet-karte.tsx


/**
 * A building area's map that loads on request: until the visitor presses the button no request goes
 * to a third party. Without JavaScript the link to OpenStreetMap and the table of plots remain.
 */ function BuildingAreaMap({ titel, karte, plots, plotLabel }) {
    const [state, setState] = (0,index_js_.useState)('server');
    const container = (0,index_js_.useRef)(null);
    const remove = (0,index_js_.useRef)(null);
    const [lat, lng] = karte.zentrum;
    const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${karte.zoom}/${lat}/${lng}`;
    (0,index_js_.useEffect)(()=>{
        setState('bereit');
        return ()=>remove.current?.();
    }, []);
    async function load() {
        if (!container.current) return;
        setState('laedt');
        try {
            const { showMap } = await Promise.all(/* import() */[__webpack_require__.e(4213), __webpack_require__.e(5098)]).then(() => (__webpack_require__(5098)));
            remove.current = await showMap(container.current, karte, plots, plotLabel);
            setState('geladen');
        } catch  {
            setState('fehler');
        }
    }
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        className: "town-map",
        "aria-labelledby": "karte-titel",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                id: "karte-titel",
                children: "Lageplan"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                ref: container,
                className: "town-map__canvas",
                hidden: state !== 'laedt' && state !== 'geladen',
                role: state === 'geladen' ? 'region' : undefined,
                "aria-label": state === 'geladen' ? `Karte: ${titel}` : undefined
            }),
            state !== 'geladen' && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "town-map__consent",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        children: "Die Karte wird von OpenStreetMap geladen. Dabei wird Ihre IP-Adresse an die OpenStreetMap Foundation übertragen. Alle Bauplätze finden Sie auch in der Tabelle unten."
                    }),
                    state !== 'server' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                        type: "button",
                        className: "ms-button",
                        onClick: load,
                        disabled: state === 'laedt',
                        children: state === 'laedt' ? 'Karte wird geladen …' : 'Karte laden'
                    }),
                    state === 'fehler' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        role: "alert",
                        children: "Die Karte konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal."
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "town-map__link",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                    href: osm,
                    children: "Lage auf openstreetmap.org ansehen"
                })
            })
        ]
    });
}

// EXTERNAL MODULE: ./src/templates/parts.tsx
var parts = __webpack_require__(1251);
;// ./src/templates/baugebiet-detail.tsx





const STATUS = {
    frei: 'frei',
    reserviert: 'reserviert',
    verkauft: 'verkauft'
};
const baugebiet_detail_area = (m2)=>`${m2.toLocaleString('de-DE')} m²`;
const plotLabel = (plot)=>`Bauplatz ${plot.nummer}, ${baugebiet_detail_area(plot.flaeche)}`;
/** A building area: description, map on request, its plots as a table, plans and contact. */ function BuildingAreaDetail(props) {
    const item = (0,parts/* firstEntry */.V9)((0,index_ts_.blockData)(props));
    if (!item) return null;
    const plots = item.bauplaetze ?? [];
    const free = plots.filter((plot)=>plot.status === 'frei').length;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("article", {
        className: "town-article town-building-area",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h1", {
                children: item.titel
            }),
            item.einleitung && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                className: "town-article__intro",
                html: item.einleitung
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Figure */.Dn, {
                bild: item.bild,
                bildtext: item.bildtext,
                bildcopyright: item.bildcopyright,
                loading: "eager"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                html: item.text
            }),
            item.karte && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(BuildingAreaMap, {
                titel: item.titel,
                karte: item.karte,
                plots: plots,
                plotLabel: plotLabel
            }),
            plots.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
                "aria-labelledby": "bauplaetze-titel",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                        id: "bauplaetze-titel",
                        children: "Bauplätze"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                        children: [
                            free === 1 ? 'Ein Bauplatz ist' : `${free} Bauplätze sind`,
                            " von ",
                            plots.length,
                            " noch frei."
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                        className: "town-table-scroll",
                        role: "region",
                        "aria-labelledby": "bauplaetze-titel",
                        tabIndex: 0,
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("table", {
                            className: "town-table",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("caption", {
                                    className: "ms-visually-hidden",
                                    children: [
                                        "Bauplätze im ",
                                        item.titel,
                                        " mit Fläche, Preis und Stand der Vergabe"
                                    ]
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("thead", {
                                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("tr", {
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                scope: "col",
                                                children: "Bauplatz"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                scope: "col",
                                                children: "Fläche"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                scope: "col",
                                                children: "Preis je m²"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                scope: "col",
                                                children: "Kaufpreis"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                scope: "col",
                                                children: "Stand"
                                            })
                                        ]
                                    })
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("tbody", {
                                    children: plots.map((plot)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("tr", {
                                            className: `town-plot--${plot.status}`,
                                            children: [
                                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("th", {
                                                    scope: "row",
                                                    children: plot.nummer
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("td", {
                                                    children: baugebiet_detail_area(plot.flaeche)
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("td", {
                                                    children: (0,src/* formatEuro */.fI)(plot.preis_qm)
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("td", {
                                                    children: (0,src/* formatEuro */.fI)(plot.flaeche * plot.preis_qm)
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("td", {
                                                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                        className: `town-status town-status--${plot.status}`,
                                                        children: STATUS[plot.status]
                                                    })
                                                })
                                            ]
                                        }, plot.nummer))
                                })
                            ]
                        })
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* DocumentList */.gD, {
                documents: item.dokumente,
                title: "Pläne und Unterlagen"
            })
        ]
    });
}


/***/ },

/***/ 1251
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ ContactDetails),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   Mw: () => (/* binding */ addressLines),
/* harmony export */   V9: () => (/* binding */ firstEntry),
/* harmony export */   sX: () => (/* binding */ FilterLinks),
/* harmony export */   vU: () => (/* binding */ PhoneLink),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* unused harmony export phoneHref */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);



/** The entries of a list answer (or the answer itself when it is one entry). */ function entriesOf(answer) {
    if (!answer) return [];
    if (typeof answer === 'object' && 'data' in answer && Array.isArray(answer.data)) return answer.data;
    return [
        answer
    ];
}
/** The one entry a detail block shows. */ function firstEntry(answer) {
    return entriesOf(answer)[0];
}
/** tel: link target that keeps the international form; the text shows the spec's phone display. */ function phoneHref(value) {
    return `tel:${value.replace(/[^+\d]/g, '')}`;
}
function PhoneLink({ value }) {
    if (!value) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
        href: phoneHref(value),
        children: (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatPhone */ .qH)(value)
    });
}
function addressLines(adresse) {
    if (!adresse) return [];
    const place = [
        adresse.zip,
        adresse.city
    ].filter(Boolean).join(' ');
    return [
        adresse.location,
        adresse.street,
        place
    ].filter((line)=>!!line);
}
/** Address and ways to get in touch, as a description list. */ function ContactDetails({ adresse, kontakt, children }) {
    const lines = addressLines(adresse);
    const web = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(kontakt?.web);
    const email = kontakt?.email;
    if (lines.length === 0 && !kontakt?.telefon && !kontakt?.fax && !email && !web && !children) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
        className: "town-contact",
        children: [
            lines.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                        children: "Adresse"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                        children: lines.map((line, index)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                className: "town-contact__line",
                                children: [
                                    index > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("br", {}),
                                    line
                                ]
                            }, line))
                    })
                ]
            }),
            kontakt?.telefon && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                        children: "Telefon"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(PhoneLink, {
                            value: kontakt.telefon
                        })
                    })
                ]
            }),
            kontakt?.fax && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                        children: "Fax"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                        children: (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatPhone */ .qH)(kontakt.fax)
                    })
                ]
            }),
            email && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                        children: "E-Mail"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            href: `mailto:${email}`,
                            children: email
                        })
                    })
                ]
            }),
            web && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                        children: "Internet"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            href: web,
                            children: web.replace(/^https?:\/\//, '').replace(/\/$/, '')
                        })
                    })
                ]
            }),
            children
        ]
    });
}
/** A link list of filters (categories, trades) that works as plain links. */ function FilterLinks({ label, allText, options, current, hrefFor }) {
    const items = [
        {
            id: null,
            titel: allText
        },
        ...options
    ];
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
        className: "town-filter",
        "aria-label": label,
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
            children: items.map((option)=>{
                const active = option.id === null ? !current : String(option.id) === current;
                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: hrefFor(option.id),
                        "aria-current": active ? 'page' : undefined,
                        children: option.titel
                    })
                }, option.id ?? 'alle');
            })
        })
    });
}
/** Plain text of a CMS HTML field (for meta lines and structured data). */ function plainText(html) {
    return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
}


/***/ }

};
;