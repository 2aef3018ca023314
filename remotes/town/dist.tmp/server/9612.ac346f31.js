"use strict";
exports.ids = [9612];
exports.modules = {

/***/ 9612
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ WasteReminderConfirmation)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);


function Angemeldet() {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-abfall__status",
                role: "status",
                children: "Fast geschafft! Wir haben Ihnen eine E-Mail geschickt."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: "Bitte öffnen Sie den Link in dieser E-Mail, um Ihre Erinnerung zu aktivieren. Der Link ist sieben Tage gültig. Ohne Bestätigung schicken wir Ihnen keine weiteren E-Mails."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                children: [
                    "Keine E-Mail erhalten? Schauen Sie bitte auch im Spam-Ordner nach. Sie können sich jederzeit ",
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: "/abfall/erinnerung",
                        children: "erneut anmelden"
                    }),
                    "; dann gilt nur der Link aus der neuesten E-Mail."
                ]
            })
        ]
    });
}
function Bestaetigt() {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-abfall__status",
                role: "status",
                children: "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: "Ab jetzt erinnern wir Sie an die Abfuhrtermine, die Sie gewählt haben. Jede Erinnerung enthält einen Link, mit dem Sie sie wieder beenden können."
            })
        ]
    });
}
function LinkUngueltig() {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-abfall__status town-abfall__status--fehler",
                role: "alert",
                children: "Dieser Link ist abgelaufen, wurde schon verwendet oder durch eine neuere Anmeldung ersetzt."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                children: [
                    "Haben Sie Ihre Erinnerung bereits bestätigt, müssen Sie nichts weiter tun. Sonst ",
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: "/abfall/erinnerung",
                        children: "melden Sie sich bitte erneut an"
                    }),
                    ' ',
                    "und verwenden den Link aus der neuen E-Mail."
                ]
            })
        ]
    });
}
function Abmelden({ token }) {
    if (!token) {
        return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
            className: "town-abfall__status town-abfall__status--fehler",
            role: "alert",
            children: "Der Link ist unvollständig. Bitte verwenden Sie den vollständigen Link aus einer unserer E-Mails."
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("form", {
        method: "post",
        action: "/api/cms/abfall/erinnerung/abmelden",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                children: "Möchten Sie die Erinnerung an die Abfuhrtermine beenden? Ihre Angaben werden dann gelöscht."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("input", {
                type: "hidden",
                name: "token",
                value: token
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                type: "submit",
                className: "ms-button",
                children: "Erinnerung beenden"
            })
        ]
    });
}
function Abgemeldet() {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-abfall__status",
                role: "status",
                children: "Sie erhalten keine Erinnerungen mehr. Ihre Angaben haben wir gelöscht."
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                children: [
                    "Sie können sich jederzeit wieder ",
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: "/abfall/erinnerung",
                        children: "anmelden"
                    }),
                    "."
                ]
            })
        ]
    });
}
/**
 * The reminder confirmation (spec: 'reminder confirmation'): the steps after the sign-up form, one
 * page each – mail sent, address confirmed, link invalid, end the reminder, reminder ended.
 */ function WasteReminderConfirmation({ block, page }) {
    const zustand = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(block, 'zustand');
    const token = new URLSearchParams(page.search).get('token') ?? '';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
        className: "town-abfall town-abfall--bestaetigung",
        children: [
            zustand === 'angemeldet' && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Angemeldet, {}),
            zustand === 'bestaetigt' && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Bestaetigt, {}),
            zustand === 'link-ungueltig' && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(LinkUngueltig, {}),
            zustand === 'abmelden' && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Abmelden, {
                token: token
            }),
            zustand === 'abgemeldet' && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Abgemeldet, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                className: "town-abfall__weiter",
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                    href: "/abfall",
                    children: "Zum Abfallkalender"
                })
            })
        ]
    });
}


/***/ }

};
;