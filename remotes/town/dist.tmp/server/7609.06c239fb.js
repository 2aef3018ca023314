"use strict";
exports.ids = [7609];
exports.modules = {

/***/ 7609
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ StaffDirectory)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1251);
/* harmony import */ var _mitarbeiter_parts__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3274);




function initial(person) {
    const letter = (person.nachname || person.vorname || '#').charAt(0).toLocaleUpperCase('de-DE');
    return letter.normalize('NFD').charAt(0);
}
/** All staff from A to Z, grouped by the initial of the surname, with jump links. */ function StaffDirectory(props) {
    const people = (0,_parts__WEBPACK_IMPORTED_MODULE_2__/* .entriesOf */ .Mc)((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props));
    const groups = new Map();
    for (const person of people)groups.set(initial(person), [
        ...groups.get(initial(person)) ?? [],
        person
    ]);
    const letters = [
        ...groups.keys()
    ].sort((a, b)=>a.localeCompare(b, 'de'));
    const titel = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'titel') || 'Mitarbeiterinnen und Mitarbeiter';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-directory",
        "aria-labelledby": "verzeichnis-titel",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: "verzeichnis-titel",
                children: titel
            }),
            letters.length > 1 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
                className: "town-letters",
                "aria-label": "Nach Anfangsbuchstaben",
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                    children: letters.map((letter)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                            children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                href: `#buchstabe-${letter}`,
                                children: letter
                            })
                        }, letter))
                })
            }),
            letters.map((letter)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                    className: "town-directory__group",
                    "aria-labelledby": `buchstabe-${letter}`,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                            id: `buchstabe-${letter}`,
                            className: "town-directory__letter",
                            children: letter
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                            className: "town-staff-list town-staff-list--grid",
                            children: (groups.get(letter) ?? []).map((person)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_mitarbeiter_parts__WEBPACK_IMPORTED_MODULE_3__/* .StaffCard */ .v, {
                                        person: person,
                                        headingLevel: 4
                                    })
                                }, person.id))
                        })
                    ]
                }, letter))
        ]
    });
}


/***/ },

/***/ 3274
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ StaffCard)
/* harmony export */ });
/* unused harmony export staffName */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1251);



function staffName(person) {
    return [
        person.vorname,
        person.nachname
    ].filter(Boolean).join(' ');
}
/** One contact person: name, task, department, contact, room and office hours. */ function StaffCard({ person, headingLevel = 3 }) {
    const Heading = headingLevel === 3 ? 'h3' : 'h4';
    const detail = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(person.detailURL);
    const email = person.kontakt?.email;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("article", {
        className: "town-staff",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Heading, {
                className: "town-staff__name",
                children: detail ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: detail,
                    children: staffName(person)
                }) : staffName(person)
            }),
            person.funktion && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-staff__task",
                children: person.funktion
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                className: "town-contact",
                children: [
                    (person.aemter ?? []).length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Amt"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: (person.aemter ?? []).map((amt, index)=>{
                                    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(amt.detailURL);
                                    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                        children: [
                                            index > 0 && ', ',
                                            href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                                href: href,
                                                children: amt.titel
                                            }) : amt.titel
                                        ]
                                    }, amt.titel);
                                })
                            })
                        ]
                    }),
                    person.kontakt?.telefon && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Telefon"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_parts__WEBPACK_IMPORTED_MODULE_2__/* .PhoneLink */ .vU, {
                                    value: person.kontakt.telefon
                                })
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