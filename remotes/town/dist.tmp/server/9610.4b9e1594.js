"use strict";
exports.ids = [9610];
exports.modules = {

/***/ 9610
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ WasteDates)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);



const monthFormat = new Intl.DateTimeFormat('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC'
});
/** Collection dates grouped by month, then by day. */ function byMonthAndDay(termine) {
    const months = [];
    for (const termin of termine){
        const monat = monthFormat.format(new Date(`${termin.datum}T12:00:00Z`));
        let month = months[months.length - 1];
        if (!month || month.monat !== monat) {
            month = {
                monat,
                tage: []
            };
            months.push(month);
        }
        let day = month.tage[month.tage.length - 1];
        if (!day || day.datum !== termin.datum) {
            day = {
                datum: termin.datum,
                termine: []
            };
            month.tage.push(day);
        }
        day.termine.push(termin);
    }
    return months;
}
function Kinds({ termine }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
        className: "town-abfall__arten",
        children: termine.map((termin)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                className: `town-abfall__art town-abfall__art--${termin.art}`,
                children: termin.name
            }, termin.art))
    });
}
function Picker({ stammdaten, kalender }) {
    const streetValue = kalender?.strasse ? `${kalender.strasse.name} (${kalender.strasse.ortsteil})` : kalender?.suche ?? '';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-abfall__auswahl",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("form", {
                className: "town-abfall__form",
                action: "/abfall",
                method: "get",
                role: "search",
                "aria-label": "Abfuhrtermine nach Straße",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                        htmlFor: "town-abfall-strasse",
                        children: "Ihre Straße"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        className: "town-abfall__hilfe",
                        id: "town-abfall-strasse-hilfe",
                        children: "Zum Beispiel „Hauptstraße“ oder „Bergstr.“ – ohne Hausnummer."
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-abfall__zeile",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                id: "town-abfall-strasse",
                                name: "strasse",
                                type: "text",
                                list: "town-abfall-strassen",
                                autoComplete: "off",
                                defaultValue: streetValue,
                                "aria-describedby": "town-abfall-strasse-hilfe"
                            }, streetValue),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                                type: "submit",
                                className: "ms-button",
                                children: "Termine anzeigen"
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("datalist", {
                        id: "town-abfall-strassen",
                        children: (stammdaten?.strassen ?? []).map((strasse)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("option", {
                                value: strasse.label
                            }, strasse.id))
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("form", {
                className: "town-abfall__form",
                action: "/abfall",
                method: "get",
                "aria-label": "Abfuhrtermine nach Bezirk",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                        htmlFor: "town-abfall-bezirk",
                        children: "oder Ihr Abfuhrbezirk"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-abfall__zeile",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("select", {
                                id: "town-abfall-bezirk",
                                name: "bezirk",
                                defaultValue: kalender?.bezirk?.slug ?? '',
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("option", {
                                        value: "",
                                        children: "Bitte wählen"
                                    }),
                                    (stammdaten?.bezirke ?? []).map((bezirk)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("option", {
                                            value: bezirk.slug,
                                            children: bezirk.name
                                        }, bezirk.slug))
                                ]
                            }, kalender?.bezirk?.slug ?? ''),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                                type: "submit",
                                className: "ms-button ms-button--secondary",
                                children: "Bezirk anzeigen"
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
function StreetChoice({ kalender }) {
    if (kalender.suche === null || kalender.strasse || kalender.bezirk) return null;
    if (kalender.strassen.length === 0) {
        return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
            className: "ms-notice",
            role: "status",
            children: [
                "Zu „",
                kalender.suche,
                "“ haben wir keine Straße gefunden. Bitte prüfen Sie die Schreibweise oder wählen Sie Ihren Abfuhrbezirk."
            ]
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-abfall__treffer",
        "aria-labelledby": "town-abfall-treffer",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: "town-abfall-treffer",
                children: "Welche Straße meinen Sie?"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                role: "status",
                children: [
                    "Zu „",
                    kalender.suche,
                    "“ passen ",
                    kalender.strassen.length,
                    " Straßen:"
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                children: kalender.strassen.map((strasse)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
                                href: `/abfall?strasse_id=${strasse.id}`,
                                children: [
                                    strasse.name,
                                    ", ",
                                    strasse.ortsteil
                                ]
                            }),
                            ' ',
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                className: "town-abfall__bezirk",
                                children: [
                                    "(",
                                    strasse.bezirk.name,
                                    ")"
                                ]
                            })
                        ]
                    }, strasse.id))
            })
        ]
    });
}
function Dates({ kalender }) {
    const { bezirk, strasse } = kalender;
    if (!bezirk) return null;
    const ical = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(kalender.ical);
    const months = byMonthAndDay(kalender.termine);
    const next = months[0]?.tage[0];
    const title = strasse ? `Abfuhrtermine für ${strasse.name}, ${strasse.ortsteil}` : `Abfuhrtermine im ${bezirk.name}`;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-abfall__termine",
        "aria-labelledby": "town-abfall-termine",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: "town-abfall-termine",
                children: title
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                children: [
                    strasse ? `${bezirk.name}. ` : '',
                    bezirk.beschreibung
                ]
            }),
            next && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "town-abfall__naechste",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                        className: "town-abfall__naechste-titel",
                        children: [
                            "Nächste Abfuhr: ",
                            (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatLongDate */ .gl)(next.datum)
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Kinds, {
                        termine: next.termine
                    })
                ]
            }),
            months.length === 0 && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "ms-empty-state",
                role: "status",
                children: "Aktuell stehen keine Termine an"
            }),
            months.map((month)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                    className: "town-abfall__monat",
                    "aria-label": month.monat,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                            children: month.monat
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                            className: "town-abfall__tage",
                            children: month.tage.map((day)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("time", {
                                            dateTime: day.datum,
                                            children: (0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatLongDate */ .gl)(day.datum)
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Kinds, {
                                            termine: day.termine
                                        }),
                                        day.termine[0]?.hinweis && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                            className: "town-abfall__hinweis",
                                            children: day.termine[0].hinweis
                                        })
                                    ]
                                }, day.datum))
                        })
                    ]
                }, month.monat)),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "town-abfall__mehr",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                        children: "Nie wieder eine Abfuhr verpassen"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("ul", {
                        children: [
                            ical && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                        href: ical,
                                        children: "Termine als Kalender abonnieren (iCal)"
                                    }),
                                    " – fügen Sie die Adresse in Ihrer Kalender-App als Abonnement hinzu; neue Termine erscheinen dann von selbst."
                                ]
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                    href: `/abfall/erinnerung?bezirk=${encodeURIComponent(bezirk.slug)}`,
                                    children: "Erinnerung per E-Mail einrichten"
                                })
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
/** Waste calendar: a street picker that works as plain GET forms, the matching streets, the dates. */ function WasteDates(props) {
    const names = props.block.context?.apiCalls ?? [];
    const kalender = props.data[names[0] ?? ''];
    const stammdaten = props.data[names[1] ?? ''];
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-abfall",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'einleitung')
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Picker, {
                stammdaten: stammdaten ?? undefined,
                kalender: kalender ?? undefined
            }),
            kalender?.error && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "ms-notice",
                role: "alert",
                children: kalender.error
            }),
            kalender && !kalender.error && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(StreetChoice, {
                        kalender: kalender
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Dates, {
                        kalender: kalender
                    })
                ]
            })
        ]
    });
}


/***/ }

};
;