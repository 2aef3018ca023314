"use strict";
exports.ids = [6950];
exports.modules = {

/***/ 6950
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Suggestions: () => (/* binding */ Suggestions),
  "default": () => (/* binding */ SearchPage),
  typeLabel: () => (/* binding */ typeLabel)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(6052);
;// ./src/templates/suche/snippet.tsx


const ENTITIES = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'"
};
const decode = (text)=>text.replace(/&(amp|lt|gt|quot|#39);/g, (entity)=>ENTITIES[entity] ?? entity);
/**
 * The snippet of a hit with its search terms marked. The API escapes everything but <mark>; this
 * renders the text as React text nodes all the same, so no other markup can ever reach the page.
 */ function Snippet({ html }) {
    const parts = html.split(/<mark>(.*?)<\/mark>/g);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(jsx_runtime_js_.Fragment, {
        children: parts.map((part, index)=>index % 2 === 1 ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("mark", {
                children: decode(part)
            }, index) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(index_js_.Fragment, {
                children: decode(part.replace(/<\/?mark>/g, ''))
            }, index))
    });
}

;// ./src/templates/suche/suggestions.ts
/** 'Häufig gesucht:' – the suggested searches of the spec (search overlay), in this order. */ const SUGGESTIONS = [
    'Stadtportrait',
    'Fachwerk & Altstadt',
    'BarfussPark',
    'Museen',
    'Verwaltung',
    'Wegweiser',
    'Kontakt',
    'Unterkünfte',
    'Mountainbiken',
    'Führungen',
    'Aktuelles',
    'Gastronomie'
];
/** The search page for a term: /suche?q=… */ function searchHref(term) {
    const q = term.trim();
    return q ? `/suche?q=${encodeURIComponent(q)}` : '/suche';
}

;// ./src/templates/suche/suche.tsx





const TYPE_LABELS = {
    page: 'Seite',
    article: 'Meldung',
    event: 'Veranstaltung',
    'web-contact': 'Externe Stelle',
    link: 'Online-Dienst'
};
const GUIDE_LABELS = {
    leistung: 'Wegweiser: Leistung',
    formular: 'Wegweiser: Formular',
    lebenslage: 'Wegweiser: Lebenslage',
    einheit: 'Wegweiser: Amt',
    person: 'Wegweiser: Ansprechperson'
};
function typeLabel(hit) {
    if (hit._type === 'directory-guide') return GUIDE_LABELS[hit._source.art ?? ''] ?? 'Wegweiser';
    if (hit._type === 'article' && hit._source.bereich === 'feuerwehr') return 'Meldung der Feuerwehr';
    if (hit._type === 'event' && hit._source.datum_von) return `Veranstaltung am ${(0,src/* formatDate */.Yq)(hit._source.datum_von)}`;
    return TYPE_LABELS[hit._type] ?? 'Inhalt';
}
/** What the visitor sees of a target: the path of this site, or the other site's host name. */ function shownAddress(href) {
    if ((0,index_ts_.isInternalPath)(href)) return href;
    try {
        return new URL(href).host;
    } catch  {
        return href;
    }
}
function Result({ hit }) {
    const href = (0,index_ts_.safeHref)(hit.detailURL);
    const external = href !== null && !(0,index_ts_.isInternalPath)(href);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("article", {
        className: "town-suche__treffer",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "town-suche__art",
                children: typeLabel(hit)
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                className: "town-suche__titel",
                children: href ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                    href: href,
                    children: [
                        hit.titel,
                        external && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                    "aria-hidden": "true",
                                    children: " ↗"
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                    className: "ms-visually-hidden",
                                    children: " (externe Website)"
                                })
                            ]
                        })
                    ]
                }) : hit.titel
            }),
            hit.auszug && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "town-suche__auszug",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Snippet, {
                    html: hit.auszug
                })
            }),
            href && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "town-suche__adresse",
                children: shownAddress(href)
            })
        ]
    });
}
function Suggestions() {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("nav", {
        className: "town-suche__vorschlaege",
        "aria-labelledby": "town-suche-haeufig",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                id: "town-suche-haeufig",
                children: "Häufig gesucht:"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                children: SUGGESTIONS.map((term)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                            href: searchHref(term),
                            children: term
                        })
                    }, term))
            })
        ]
    });
}
function NoQuery() {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "town-suche__hinweis",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: "Was suchen Sie? Geben Sie einen Suchbegriff ein – zum Beispiel eine Leistung wie „Personalausweis“, ein Amt oder eine Veranstaltung."
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                children: [
                    "Alle Leistungen der Stadtverwaltung von A bis Z finden Sie auch im ",
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                        href: "/wegweiser",
                        children: "Wegweiser"
                    }),
                    "."
                ]
            })
        ]
    });
}
function NoHits({ q }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "town-suche__hinweis",
        role: "status",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("h2", {
                children: [
                    "Keine Treffer für „",
                    q,
                    "“"
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: "Zu Ihrem Suchbegriff haben wir leider nichts gefunden. Vielleicht hilft Ihnen das weiter:"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("ul", {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: "Prüfen Sie die Schreibweise."
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: "Verwenden Sie weniger oder allgemeinere Begriffe, zum Beispiel „Ausweis“ statt „Ausweis verlängern lassen“."
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("li", {
                        children: [
                            "Stöbern Sie im ",
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                href: "/wegweiser",
                                children: "Wegweiser"
                            }),
                            " mit allen Leistungen der Stadtverwaltung von A bis Z."
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("li", {
                        children: [
                            "Rufen Sie uns an: Telefon ",
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                href: "tel:+4979991230",
                                children: "07999 123-0"
                            }),
                            "."
                        ]
                    })
                ]
            })
        ]
    });
}
/** Site search: a GET form, the ranked hits with their marked passages, pagination, suggestions. */ function SearchPage(props) {
    const answer = (0,index_ts_.blockData)(props);
    const navigate = (0,index_ts_.useNavigate)();
    const { page } = props;
    const q = (new URLSearchParams(page.search).get('q') ?? '').trim();
    const hits = answer?.data ?? [];
    const total = answer?.anzahl ?? hits.length;
    // With JavaScript the search stays a navigation of the site (and a single hit redirects in place).
    function onSubmit(event) {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('q');
        navigate(searchHref(typeof value === 'string' ? value : ''));
    }
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "town-suche",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                className: "town-suche__form",
                action: "/suche",
                method: "get",
                role: "search",
                onSubmit: onSubmit,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                        htmlFor: "town-suche-q",
                        children: "Suchbegriff"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                        className: "town-suche__eingabe",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                id: "town-suche-q",
                                type: "search",
                                name: "q",
                                defaultValue: q,
                                maxLength: 200,
                                autoComplete: "off"
                            }, q),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                                type: "submit",
                                className: "ms-button",
                                children: "Suchen"
                            })
                        ]
                    })
                ]
            }),
            answer?.error && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "ms-notice",
                role: "alert",
                children: answer.error
            }),
            !q && !answer?.error && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(NoQuery, {}),
            q && !answer?.error && total === 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(NoHits, {
                q: q
            }),
            hits.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                        className: "town-suche__anzahl",
                        role: "status",
                        children: [
                            total === 1 ? '1 Treffer' : `${total} Treffer`,
                            " für „",
                            q,
                            "“",
                            page.pagination && page.pagination.pages > 1 ? `, Seite ${page.pagination.page} von ${page.pagination.pages}` : ''
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                        className: "town-suche__liste",
                        children: hits.map((hit)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Result, {
                                    hit: hit
                                })
                            }, hit._id))
                    }),
                    page.pagination && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Pagination */.dK, {
                        pagination: page.pagination,
                        path: page.path,
                        search: page.search,
                        label: "Seiten der Suchergebnisse"
                    })
                ]
            }),
            (total === 0 || !q) && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Suggestions, {})
        ]
    });
}


/***/ }

};
;