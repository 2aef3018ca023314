"use strict";
exports.ids = [5803];
exports.modules = {

/***/ 5803
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ AccessibilityStatement)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1251);




const STATUS_TEXT = {
    vollstaendig: 'Diese Website ist mit den Anforderungen der BITV 2.0 vollständig vereinbar.',
    teilweise: 'Diese Website ist mit den Anforderungen der BITV 2.0 teilweise vereinbar. Die unten aufgeführten Inhalte sind nicht barrierefrei.',
    nicht: 'Diese Website ist mit den Anforderungen der BITV 2.0 nicht vereinbar.'
};
/** The accessibility statement: conformity, known barriers, how to report one, enforcement. */ function AccessibilityStatement({ block }) {
    const context = block.context ?? {};
    const barriers = (Array.isArray(context.barrieren) ? context.barrieren : []).filter((entry)=>typeof entry === 'string');
    const contact = context.kontakt ?? {};
    const status = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'status');
    const stand = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'stand');
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-accessibility",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                className: "town-article__intro",
                html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'einleitung')
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "vereinbarkeit",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "vereinbarkeit",
                        children: "Stand der Vereinbarkeit mit den Anforderungen"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        children: STATUS_TEXT[status] ?? STATUS_TEXT.teilweise
                    }),
                    stand && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                        children: [
                            "Stand dieser Erklärung: ",
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                                value: stand
                            })
                        ]
                    })
                ]
            }),
            barriers.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "nicht-barrierefrei",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "nicht-barrierefrei",
                        children: "Nicht barrierefreie Inhalte"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                        children: barriers.map((barrier)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                children: barrier
                            }, barrier))
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "erstellung",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "erstellung",
                        children: "Erstellung dieser Erklärung"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                        html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'erstellung')
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                className: "town-box",
                "aria-labelledby": "barriere-melden",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "barriere-melden",
                        children: "Barriere melden"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        children: "Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten dieser Website aufgefallen, oder benötigen Sie Informationen in einer barrierefreien Form? Dann wenden Sie sich bitte an:"
                    }),
                    contact.name && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        children: contact.name
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .ContactDetails */ .HK, {
                        kontakt: {
                            telefon: contact.telefon ?? null,
                            email: contact.email ?? null
                        },
                        children: contact.adresse && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                    children: "Post"
                                }),
                                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                    children: contact.adresse
                                })
                            ]
                        })
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "durchsetzung",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "durchsetzung",
                        children: "Durchsetzungsverfahren"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                        html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'durchsetzung')
                    })
                ]
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