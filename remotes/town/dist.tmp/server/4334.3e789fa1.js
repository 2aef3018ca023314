"use strict";
exports.ids = [4334];
exports.modules = {

/***/ 4334
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ GuidePersons)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1024);




function PersonDetail({ person }) {
    const unitHref = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(person.einheit?.detailURL);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("article", {
        className: "town-wegweiser town-wegweiser--detail",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .Kind */ .b8, {
                children: [
                    "Ansprechperson",
                    person.einheit ? ` · ${person.einheit.titel}` : ''
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("h1", {
                children: [
                    person.vorname,
                    " ",
                    person.nachname
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .PersonCard */ .wU, {
                person: person,
                showName: false
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .Section */ .wn, {
                id: "wegweiser-zustaendig",
                title: "Zuständig für",
                show: (person.leistungen ?? []).length > 0,
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .EntryList */ .X, {
                    items: person.leistungen ?? []
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .Section */ .wn, {
                id: "wegweiser-person-amt",
                title: "Amt",
                show: !!person.einheit,
                children: person.einheit && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                            className: "town-wegweiser__stellenname",
                            children: unitHref ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                href: unitHref,
                                children: person.einheit.titel
                            }) : person.einheit.titel
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .UnitContact */ .ti, {
                            unit: person.einheit
                        })
                    ]
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .BackToGuide */ .Pb, {})
        ]
    });
}
/** Contact persons: all, by surname (list), or one with their services and office (detail). */ function GuidePersons(props) {
    if ((0,_parts__WEBPACK_IMPORTED_MODULE_3__/* .isDetail */ .mO)(props)) {
        const person = (0,_parts__WEBPACK_IMPORTED_MODULE_3__/* .single */ .J0)(props);
        return person ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(PersonDetail, {
            person: person
        }) : null;
    }
    const persons = (0,_parts__WEBPACK_IMPORTED_MODULE_3__/* .entries */ .jO)(props);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-wegweiser",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .Intro */ .hI, {
                props: props
            }),
            persons.length === 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EmptyState */ .pp, {
                text: "Aktuell sind keine Ansprechpartner erfasst."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                className: "town-wegweiser__personen town-wegweiser__personen--raster",
                children: persons.map((person)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_3__/* .PersonCard */ .wU, {
                            person: person,
                            headingLevel: 2
                        })
                    }, person.id))
            })
        ]
    });
}


/***/ },

/***/ 1024
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J0: () => (/* binding */ single),
/* harmony export */   Jt: () => (/* binding */ ContactPersons),
/* harmony export */   Pb: () => (/* binding */ BackToGuide),
/* harmony export */   X: () => (/* binding */ EntryList),
/* harmony export */   b8: () => (/* binding */ Kind),
/* harmony export */   bc: () => (/* binding */ Phone),
/* harmony export */   hI: () => (/* binding */ Intro),
/* harmony export */   jO: () => (/* binding */ entries),
/* harmony export */   ti: () => (/* binding */ UnitContact),
/* harmony export */   wU: () => (/* binding */ PersonCard),
/* harmony export */   wn: () => (/* binding */ Section)
/* harmony export */ });
/* unused harmony export Mail */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);



/** The entries of a list answer. */ function entries(props) {
    return (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props)?.data ?? [];
}
/** The entry of a detail page (the list answer of its slug). */ function single(props) {
    return entries(props)[0];
}
const isDetail = (props)=>(0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'ansicht') === 'detail';
function Intro({ props }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
        className: "town-wegweiser__einleitung",
        html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'einleitung')
    });
}
function Phone({ number }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
        href: `tel:${(0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatPhone */ .qH)(number).replace(/^0/, '+49')}`,
        children: number
    });
}
function Mail({ address }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
        href: `mailto:${address}`,
        children: address
    });
}
/** A titled section of a detail page, left out when it has nothing to show. */ function Section({ id, title, show = true, children }) {
    if (!show) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-wegweiser__abschnitt",
        "aria-labelledby": id,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: id,
                children: title
            }),
            children
        ]
    });
}
/** Links to guide entries, each with its short text. */ function EntryList({ items, ordered = false }) {
    const List = ordered ? 'ol' : 'ul';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(List, {
        className: "town-wegweiser__eintraege",
        children: items.map((item)=>{
            const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
            return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                children: [
                    href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: href,
                        children: item.titel
                    }) : item.titel,
                    item.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                        className: "town-wegweiser__kurz",
                        children: item.einleitung
                    })
                ]
            }, item.id);
        })
    });
}
function Kind({ children }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
        className: "town-wegweiser__art",
        children: children
    });
}
/** Name, task and how to reach a contact person. */ function PersonCard({ person, headingLevel = 3, showName = true }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(person.detailURL);
    const name = `${person.vorname} ${person.nachname}`;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-wegweiser__person",
        children: [
            showName && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Heading, {
                className: "town-wegweiser__name",
                children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: href,
                    children: name
                }) : name
            }),
            person.funktion && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-wegweiser__funktion",
                children: person.funktion
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                className: "town-wegweiser__daten",
                children: [
                    person.kontakt?.telefon && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Telefon"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Phone, {
                                    number: person.kontakt.telefon
                                })
                            })
                        ]
                    }),
                    person.kontakt?.email && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "E-Mail"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Mail, {
                                    address: person.kontakt.email
                                })
                            })
                        ]
                    }),
                    person.zimmer && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Zimmer"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: person.zimmer
                            })
                        ]
                    }),
                    person.sprechzeiten && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Sprechzeiten"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: person.sprechzeiten
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
/** The spec's staff contacts block: heading 'Ihr/Ihre Ansprechpartner', then name, contact, office hours. */ function ContactPersons({ persons, id }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Section, {
        id: id,
        title: "Ihr/Ihre Ansprechpartner",
        show: persons.length > 0,
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
            className: "town-wegweiser__personen",
            children: persons.map((person)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(PersonCard, {
                        person: person
                    })
                }, person.id))
        })
    });
}
/** Address, phone, e-mail and opening hours of an office. */ function UnitContact({ unit, linkTitle = false }) {
    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(unit.detailURL);
    const address = unit.adresse;
    const hours = unit.oeffnungszeiten ?? [];
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-wegweiser__stelle",
        children: [
            linkTitle && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-wegweiser__stellenname",
                children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: href,
                    children: unit.titel
                }) : unit.titel
            }),
            address && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                children: [
                    address.gebaeude && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
                        children: [
                            address.gebaeude,
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("br", {})
                        ]
                    }),
                    address.strasse,
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("br", {}),
                    address.plz,
                    " ",
                    address.ort
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                className: "town-wegweiser__daten",
                children: [
                    unit.telefon && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Telefon"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Phone, {
                                    number: unit.telefon
                                })
                            })
                        ]
                    }),
                    unit.fax && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Fax"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: unit.fax
                            })
                        ]
                    }),
                    unit.email && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "E-Mail"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Mail, {
                                    address: unit.email
                                })
                            })
                        ]
                    })
                ]
            }),
            hours.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        className: "town-wegweiser__zwischentitel",
                        children: "Öffnungszeiten"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dl", {
                        className: "town-wegweiser__zeiten",
                        children: hours.map((zeit)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                        children: zeit.tage
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                        children: zeit.zeiten
                                    })
                                ]
                            }, zeit.tage))
                    })
                ]
            })
        ]
    });
}
function BackToGuide() {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
        className: "town-wegweiser__zurueck",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
            href: "/wegweiser",
            children: "Zum Wegweiser von A bis Z"
        })
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "mO", 0, /* binding */ isDetail
/* harmony export */ ]);


/***/ }

};
;