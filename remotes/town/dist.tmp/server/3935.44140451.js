"use strict";
exports.ids = [3935];
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


/***/ },

/***/ 3935
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ EventDetail)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var _event_parts__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6864);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1251);





/** schema.org Event: all-day events carry dates, others the exact start and end. */ function eventData(item, place, url) {
    const allDay = !item.timeFrom;
    const start = allDay ? item.dateFrom ?? item.datum_von : item.datum_von;
    const end = allDay ? item.dateTo ?? null : item.datum_bis ?? null;
    return {
        '@type': 'Event',
        name: item.titel,
        startDate: start,
        ...end ? {
            endDate: end
        } : {},
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        ...place ? {
            location: {
                '@type': 'Place',
                name: place,
                address: place
            }
        } : {},
        ...item.einleitung ? {
            description: (0,_parts__WEBPACK_IMPORTED_MODULE_4__/* .plainText */ .wh)(item.einleitung)
        } : {},
        ...item.bild ? {
            image: [
                item.bild
            ]
        } : {},
        url,
        organizer: {
            '@type': 'GovernmentOrganization',
            name: 'Stadt Musterstadt',
            url: '/'
        }
    };
}
/** One event: when, where, rubric, image and description. */ function EventDetail(props) {
    const answer = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props);
    const item = answer && 'data' in answer && Array.isArray(answer.data) ? answer.data[0] : answer;
    if (!item) return null;
    const place = (0,_event_parts__WEBPACK_IMPORTED_MODULE_3__/* .eventPlace */ .k4)(item);
    const rubric = item.rubriken?.[0];
    const rubricHref = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(rubric?.detailURL);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("article", {
        className: "town-article town-event",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .JsonLd */ .Zn, {
                data: eventData(item, place, item.detailURL ?? props.page.canonical)
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h1", {
                children: item.titel
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dl", {
                className: "town-event__facts",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Wann"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_event_parts__WEBPACK_IMPORTED_MODULE_3__/* .EventWhen */ .$M, {
                                    item: item
                                })
                            })
                        ]
                    }),
                    place && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Wo"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: place
                            })
                        ]
                    }),
                    rubric && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dt", {
                                children: "Rubrik"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("dd", {
                                children: rubricHref ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                    href: rubricHref,
                                    children: rubric.titel
                                }) : rubric.titel
                            })
                        ]
                    })
                ]
            }),
            item.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                className: "town-article__intro",
                html: item.einleitung
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .Figure */ .Dn, {
                bild: item.bild,
                bildtext: item.bildtext,
                bildcopyright: item.bildcopyright,
                loading: "eager"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: item.text
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: `/api/cms/ical/veranstaltungen/${encodeURIComponent(String(item.id))}.ics`,
                    download: true,
                    children: "Termin in den eigenen Kalender übernehmen (iCal)"
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: "/veranstaltungen",
                    children: "Alle Veranstaltungen"
                })
            })
        ]
    });
}


/***/ }

};
;