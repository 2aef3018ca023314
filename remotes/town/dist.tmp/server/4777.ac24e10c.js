"use strict";
exports.ids = [4777];
exports.modules = {

/***/ 4777
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ WasteReminderForm),
/* harmony export */   fromQuery: () => (/* binding */ fromQuery)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6052);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(react__WEBPACK_IMPORTED_MODULE_3__);




/** Where the form posts: the content API through the shell's /api proxy. */ const ACTION = '/api/cms/abfall/erinnerung';
const FIELD_IDS = {
    email: 'erinnerung-email',
    bezirk: 'erinnerung-bezirk',
    arten: 'erinnerung-art-0',
    tage: 'erinnerung-tage-0',
    datenschutz: 'erinnerung-datenschutz'
};
const FIELD_ORDER = [
    'email',
    'bezirk',
    'arten',
    'tage',
    'datenschutz'
];
/** German messages for the error codes the content API answers with ('feld.code'). */ const MESSAGES = {
    'email.fehlt': 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    'email.ungueltig': 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.',
    'bezirk.fehlt': 'Bitte wählen Sie Ihren Abfuhrbezirk aus.',
    'bezirk.unbekannt': 'Bitte wählen Sie einen Abfuhrbezirk aus der Liste aus.',
    'arten.fehlt': 'Bitte wählen Sie mindestens eine Abfallart aus.',
    'arten.unbekannt': 'Bitte wählen Sie nur Abfallarten aus der Liste aus.',
    'tage.ungueltig': 'Bitte wählen Sie, wann wir Sie erinnern sollen.',
    'datenschutz.fehlt': 'Bitte bestätigen Sie, dass Sie die Hinweise zum Datenschutz gelesen haben.',
    'versand.fehlgeschlagen': 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.'
};
/** Values and errors of a form the content API sent back (no JavaScript): /abfall/erinnerung?fehler=… */ function fromQuery(search) {
    const params = new URLSearchParams(search);
    const fields = {};
    let general = null;
    for (const entry of params.getAll('fehler')){
        const [field, code] = entry.split('.');
        if (field && code && FIELD_ORDER.includes(field)) fields[field] = code;
        else if (MESSAGES[entry]) general = MESSAGES[entry] ?? null;
    }
    return {
        values: {
            email: params.get('email') ?? '',
            bezirk: params.get('bezirk') ?? '',
            arten: params.getAll('arten'),
            tage: params.get('tage') ?? '1',
            datenschutz: params.get('datenschutz') === 'ja'
        },
        problems: {
            fields,
            general
        }
    };
}
const message = (field, code)=>code === undefined ? undefined : MESSAGES[`${field}.${code}`] ?? MESSAGES[`${field}.fehlt`] ?? 'Bitte prüfen Sie diese Angabe.';
function FieldError({ field, code }) {
    const text = message(field, code);
    if (!text) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
        className: "town-form__fehler",
        id: `${FIELD_IDS[field]}-fehler`,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                className: "ms-visually-hidden",
                children: "Fehler: "
            }),
            text
        ]
    });
}
/**
 * The reminder sign-up: a real POST form that the content API answers with a redirect (to the
 * confirmation page, or back here with error codes). With JavaScript it posts JSON instead and shows
 * the same messages without a page load.
 */ function WasteReminderForm(props) {
    const stammdaten = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props);
    const navigate = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.useNavigate)();
    const { search } = props.page;
    const initial = fromQuery(search);
    // Errors of an enhanced post belong to the page they were made on; a new address starts afresh.
    const [posted, setPosted] = (0,react__WEBPACK_IMPORTED_MODULE_3__.useState)(null);
    const problems = posted && posted.search === search ? posted.problems : initial.problems;
    const setProblems = (next)=>setPosted({
            search,
            problems: next
        });
    const [sending, setSending] = (0,react__WEBPACK_IMPORTED_MODULE_3__.useState)(false);
    const summary = (0,react__WEBPACK_IMPORTED_MODULE_3__.useRef)(null);
    const values = initial.values;
    const preset = values.bezirk;
    const fieldErrors = FIELD_ORDER.filter((field)=>problems.fields[field] !== undefined);
    const hasErrors = fieldErrors.length > 0 || problems.general !== null;
    // Errors from the server (a page load) or from the enhanced post: move focus to the summary.
    const errorKey = JSON.stringify(problems);
    (0,react__WEBPACK_IMPORTED_MODULE_3__.useEffect)(()=>{
        if (hasErrors) summary.current?.focus();
    }, [
        errorKey,
        hasErrors
    ]);
    async function onSubmit(event) {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const body = {
            email: String(form.get('email') ?? ''),
            bezirk: String(form.get('bezirk') ?? ''),
            arten: form.getAll('arten').map(String),
            tage: String(form.get('tage') ?? ''),
            datenschutz: form.get('datenschutz') === 'ja',
            firma: String(form.get('firma') ?? '')
        };
        setSending(true);
        try {
            const response = await fetch(ACTION, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    accept: 'application/json'
                },
                body: JSON.stringify(body)
            });
            const answer = await response.json().catch(()=>({}));
            if (response.ok && answer.weiter) {
                navigate(answer.weiter);
                return;
            }
            const fields = {};
            for (const [field, detail] of Object.entries(answer.fehler ?? {}))fields[field] = detail.code;
            setProblems({
                fields,
                general: Object.keys(fields).length > 0 ? null : answer.error || 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte versuchen Sie es später erneut.'
            });
        } catch  {
            setProblems({
                fields: {},
                general: 'Die Anmeldung konnte gerade nicht gesendet werden. Bitte prüfen Sie Ihre Internetverbindung.'
            });
        } finally{
            setSending(false);
        }
    }
    const invalid = (field)=>problems.fields[field] !== undefined ? true : undefined;
    const describedBy = (field, hint)=>[
            hint,
            problems.fields[field] !== undefined ? `${FIELD_IDS[field]}-fehler` : undefined
        ].filter(Boolean).join(' ') || undefined;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-abfall town-form",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'einleitung')
            }),
            hasErrors && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "town-form__zusammenfassung",
                id: "fehler",
                role: "alert",
                tabIndex: -1,
                ref: summary,
                "aria-labelledby": "fehler-titel",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "fehler-titel",
                        children: "Bitte prüfen Sie Ihre Angaben"
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("ul", {
                        children: [
                            problems.general && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                children: problems.general
                            }),
                            fieldErrors.map((field)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                        href: `#${FIELD_IDS[field]}`,
                                        children: message(field, problems.fields[field])
                                    })
                                }, field))
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("form", {
                method: "post",
                action: ACTION,
                noValidate: true,
                onSubmit: onSubmit,
                "aria-label": "Erinnerung an Abfuhrtermine einrichten",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-form__feld",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                                htmlFor: FIELD_IDS.email,
                                children: "E-Mail-Adresse"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(FieldError, {
                                field: "email",
                                code: problems.fields.email
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                id: FIELD_IDS.email,
                                name: "email",
                                type: "email",
                                autoComplete: "email",
                                spellCheck: false,
                                required: true,
                                defaultValue: values.email,
                                "aria-invalid": invalid('email'),
                                "aria-describedby": describedBy('email')
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-form__feld",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                                htmlFor: FIELD_IDS.bezirk,
                                children: "Abfuhrbezirk"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                                className: "town-form__hilfe",
                                id: "erinnerung-bezirk-hilfe",
                                children: [
                                    "Ihren Bezirk zeigt Ihnen der ",
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                        href: "/abfall",
                                        children: "Abfallkalender"
                                    }),
                                    ", wenn Sie Ihre Straße eingeben."
                                ]
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(FieldError, {
                                field: "bezirk",
                                code: problems.fields.bezirk
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("select", {
                                id: FIELD_IDS.bezirk,
                                name: "bezirk",
                                required: true,
                                defaultValue: preset,
                                "aria-invalid": invalid('bezirk'),
                                "aria-describedby": describedBy('bezirk', 'erinnerung-bezirk-hilfe'),
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
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("fieldset", {
                        className: "town-form__feld",
                        "aria-describedby": describedBy('arten'),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("legend", {
                                children: "Abfallarten"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(FieldError, {
                                field: "arten",
                                code: problems.fields.arten
                            }),
                            (stammdaten?.arten ?? []).map((art, index)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                    className: "town-form__wahl",
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                            id: `erinnerung-art-${index}`,
                                            type: "checkbox",
                                            name: "arten",
                                            value: art.schluessel,
                                            defaultChecked: values.arten.includes(art.schluessel)
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                                            htmlFor: `erinnerung-art-${index}`,
                                            children: art.name
                                        })
                                    ]
                                }, art.schluessel))
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("fieldset", {
                        className: "town-form__feld",
                        "aria-describedby": describedBy('tage'),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("legend", {
                                children: "Wann sollen wir Sie erinnern?"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(FieldError, {
                                field: "tage",
                                code: problems.fields.tage
                            }),
                            (stammdaten?.tageVorher ?? []).map((option, index)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                    className: "town-form__wahl",
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                            id: `erinnerung-tage-${index}`,
                                            type: "radio",
                                            name: "tage",
                                            value: option.tage,
                                            defaultChecked: values.tage === String(option.tage)
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("label", {
                                            htmlFor: `erinnerung-tage-${index}`,
                                            children: [
                                                option.text.charAt(0).toUpperCase() + option.text.slice(1),
                                                ", am Nachmittag"
                                            ]
                                        })
                                    ]
                                }, option.tage))
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-form__feld",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(FieldError, {
                                field: "datenschutz",
                                code: problems.fields.datenschutz
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                                className: "town-form__wahl",
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                        id: FIELD_IDS.datenschutz,
                                        type: "checkbox",
                                        name: "datenschutz",
                                        value: "ja",
                                        required: true,
                                        defaultChecked: values.datenschutz,
                                        "aria-invalid": invalid('datenschutz'),
                                        "aria-describedby": describedBy('datenschutz')
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("label", {
                                        htmlFor: FIELD_IDS.datenschutz,
                                        children: [
                                            "Ich habe die ",
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                                href: "/datenschutz",
                                                children: "Hinweise zum Datenschutz"
                                            }),
                                            " gelesen. Meine E-Mail-Adresse darf für die Erinnerung gespeichert werden."
                                        ]
                                    })
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-form__falle",
                        "aria-hidden": "true",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("label", {
                                htmlFor: "erinnerung-firma",
                                children: "Firma (bitte frei lassen)"
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                                id: "erinnerung-firma",
                                type: "text",
                                name: "firma",
                                tabIndex: -1,
                                autoComplete: "off"
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                        type: "submit",
                        className: "ms-button",
                        disabled: sending,
                        children: sending ? 'Wird gesendet …' : 'Erinnerung einrichten'
                    })
                ]
            }, search)
        ]
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "ACTION", 0, /* binding */ ACTION,
/* harmony export */   "MESSAGES", 0, /* binding */ MESSAGES
/* harmony export */ ]);


/***/ }

};
;