"use strict";
exports.ids = [288];
exports.modules = {

/***/ 207
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y9: () => (/* binding */ AccessibilityBar)
/* harmony export */ });
/* unused harmony exports BARRIER_REPORT_MAIL, barrierReportHref, ACCESSIBILITY_LINKS */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(react__WEBPACK_IMPORTED_MODULE_2__);



/** Address that receives barrier reports from every page of the platform. */ const BARRIER_REPORT_MAIL = 'barrierefreiheit@musterstadt.de';
/** A 'Barriere melden' e-mail that names the page it was sent from. */ function barrierReportHref(pageAddress) {
    const subject = 'Barriere melden';
    const body = `Guten Tag,\n\nich möchte eine Barriere auf folgender Seite melden:\n${pageAddress}\n\nBeschreibung der Barriere:\n\n`;
    return `mailto:${BARRIER_REPORT_MAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
const subscribeNever = ()=>()=>undefined;
/** The origin of the page in the browser; '' on the server and while hydrating. */ function useOrigin() {
    return (0,react__WEBPACK_IMPORTED_MODULE_2__.useSyncExternalStore)(subscribeNever, ()=>window.location.origin, ()=>'');
}
/** 24×24 line icons of the bar; decorative, the text names each link. */ const ICONS = {
    statement: 'M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14M12 14l-3.5 7M12 14l3.5 7',
    plainLanguage: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
    help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
    report: 'M5 21V4M5 4h12l-2 4 2 4H5',
    imprint: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
    contact: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
    start: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5'
};
/** The links of the bar in their order (spec point 2); 'Barriere melden' comes after the third. */ const ACCESSIBILITY_LINKS = [
    {
        title: 'Erklärung zur Barrierefreiheit',
        href: '/barrierefreiheit',
        icon: 'statement'
    },
    {
        title: 'Leichte Sprache',
        href: '/leichte-sprache',
        icon: 'plainLanguage'
    },
    {
        title: 'Hilfe zur Bedienung',
        href: '/bedienungshilfe',
        icon: 'help'
    },
    {
        title: 'Impressum',
        href: '/impressum',
        icon: 'imprint'
    },
    {
        title: 'Kontaktformular',
        href: '/kontakt',
        icon: 'contact'
    },
    {
        title: 'Startseite',
        href: '/',
        icon: 'start'
    }
];
function BarLink({ href, title, icon, current, extra }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
            href: href,
            "aria-current": current ? 'page' : undefined,
            title: extra,
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("svg", {
                    viewBox: "0 0 24 24",
                    width: 20,
                    height: 20,
                    "aria-hidden": "true",
                    focusable: "false",
                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("path", {
                        d: ICONS[icon],
                        fill: "none",
                        stroke: "currentColor",
                        strokeWidth: "1.8",
                        strokeLinecap: "round",
                        strokeLinejoin: "round"
                    })
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                    children: title
                })
            ]
        })
    });
}
/**
 * Accessibility bar of every layout (spec point 2): statement, plain language, help with using the
 * site, reporting a barrier (an e-mail naming the current page), imprint, contact form, start page.
 */ function AccessibilityBar({ path, search = '' }) {
    const origin = useOrigin();
    const here = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(path);
    const before = ACCESSIBILITY_LINKS.slice(0, 3);
    const after = ACCESSIBILITY_LINKS.slice(3);
    const link = (entry)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(BarLink, {
            ...entry,
            current: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(entry.href) === here
        }, entry.href);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
        className: "ms-a11ybar",
        "aria-label": "Barrierefreiheit",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
            className: "ms-container",
            children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("ul", {
                className: "ms-a11ybar__list",
                children: [
                    before.map(link),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(BarLink, {
                        href: barrierReportHref(`${origin}${path}${search}`),
                        title: "Barriere melden",
                        icon: "report",
                        extra: `E-Mail an ${BARRIER_REPORT_MAIL}`
                    }),
                    after.map(link)
                ]
            })
        })
    });
}


/***/ },

/***/ 68
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ Breadcrumb)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);

/** Breadcrumb trail; the last entry is the current page. */ function Breadcrumb({ items }) {
    if (items.length === 0) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
        className: "ms-breadcrumb",
        "aria-label": "Brotkrumennavigation",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ol", {
            children: items.map((item, index)=>{
                const last = index === items.length - 1;
                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                    children: last || !item.url ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                        "aria-current": last ? 'page' : undefined,
                        children: item.title
                    }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: item.url,
                        children: item.title
                    })
                }, `${index}-${item.title}`);
            })
        })
    });
}


/***/ },

/***/ 480
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ Figure),
/* harmony export */   e3: () => (/* binding */ DateText),
/* harmony export */   pp: () => (/* binding */ EmptyState),
/* harmony export */   sD: () => (/* binding */ RichText)
/* harmony export */ });
/* unused harmony exports INERT_SCRIPT_TAG, activateScripts */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(react__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _format__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(513);



/** The spec's empty-state texts of lists (spec point 8). */ const EMPTY_TEXTS = {
    einsaetze: 'Aktuell sind noch keine Einsätze erfasst worden',
    artikel: 'Aktuell sind noch keine Artikel erfasst worden',
    termineAus: 'Aktuell stehen keine Termine aus',
    meldungen: 'Aktuell sind keine Meldungen erfasst',
    termineAn: 'Aktuell stehen keine Termine an'
};
function EmptyState({ text }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
        className: "ms-empty-state",
        role: "status",
        children: text
    });
}
/**
 * Element name the shell's sanitiser gives an embedded script whose source the block allows. It is
 * inert in the HTML; RichText turns it into a real script in the browser.
 */ const INERT_SCRIPT_TAG = 'ms-script';
/**
 * Replaces the inert scripts below `root` by real script elements, in document order, so that they
 * run once after hydration or a client-side navigation (HTML set through innerHTML never runs
 * scripts). Their attributes are the ones the sanitiser let through (src, integrity, crossorigin, data-*).
 */ function activateScripts(root) {
    const inert = Array.from(root.querySelectorAll(INERT_SCRIPT_TAG));
    for (const element of inert){
        const script = element.ownerDocument.createElement('script');
        for (const attribute of Array.from(element.attributes))script.setAttribute(attribute.name, attribute.value);
        script.async = false;
        element.replaceWith(script);
    }
    return inert.length;
}
/**
 * HTML from the content API. The shell sanitises every CMS HTML field before it reaches a
 * template, so this only places it, and starts the embedded scripts the sanitiser allowed.
 */ function RichText({ html, className }) {
    const ref = (0,react__WEBPACK_IMPORTED_MODULE_1__.useRef)(null);
    (0,react__WEBPACK_IMPORTED_MODULE_1__.useEffect)(()=>{
        if (ref.current && html?.includes(`<${INERT_SCRIPT_TAG}`)) activateScripts(ref.current);
    }, [
        html
    ]);
    if (!html) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
        ref: ref,
        className: [
            'ms-richtext',
            className
        ].filter(Boolean).join(' '),
        dangerouslySetInnerHTML: {
            __html: html
        }
    });
}
/** An image with its caption and copyright line. */ function Figure({ bild, bildtext, bildcopyright, alt, loading = 'lazy', width = 1200, height = 675, className }) {
    if (!bild) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figure", {
        className: [
            'ms-figure',
            className
        ].filter(Boolean).join(' '),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("img", {
                src: bild,
                alt: alt ?? bildtext ?? '',
                loading: loading,
                decoding: "async",
                width: width,
                height: height
            }),
            (bildtext || bildcopyright) && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figcaption", {
                children: [
                    bildtext,
                    bildtext && bildcopyright ? ' ' : null,
                    bildcopyright && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                        className: "ms-figure__copyright",
                        children: [
                            "© ",
                            bildcopyright
                        ]
                    })
                ]
            })
        ]
    });
}
/** A date as DD.MM.YYYY with a machine-readable datetime. */ function DateText({ value }) {
    if (!value) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("time", {
        dateTime: (0,_format__WEBPACK_IMPORTED_MODULE_2__/* .isoDate */ ._$)(value),
        children: (0,_format__WEBPACK_IMPORTED_MODULE_2__/* .formatDate */ .Yq)(value)
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "Tl", 0, /* binding */ EMPTY_TEXTS
/* harmony export */ ]);


/***/ },

/***/ 550
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ MenuNav)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);


/**
 * A navigation of menu links (safe targets only): the current page is marked with aria-current, the
 * link of the section that contains it with `activeClassName`. Renders nothing for an empty menu.
 */ function MenuNav({ items, path, label, className, activeClassName, root = '/' }) {
    const links = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.menuLinks)(items);
    if (links.length === 0) return null;
    const here = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(path);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("nav", {
        className: className,
        "aria-label": label,
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
            children: links.map(({ title, href })=>{
                const target = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(href);
                const current = target === here;
                const inside = !current && target !== (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(root) && (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.isActivePath)(href, path);
                return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                    children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                        href: href,
                        "aria-current": current ? 'page' : undefined,
                        className: inside ? activeClassName : undefined,
                        children: title
                    })
                }, `${title}-${href}`);
            })
        })
    });
}


/***/ },

/***/ 51
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ PhoneLink)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(513);


/** A phone number as a tel: link, shown through the spec's phone display filter; nothing when empty. */ function PhoneLink({ number }) {
    const shown = (0,_format__WEBPACK_IMPORTED_MODULE_1__/* .formatPhone */ .qH)(number);
    if (!shown) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
        href: (0,_format__WEBPACK_IMPORTED_MODULE_1__/* .phoneHref */ .Wj)(number),
        children: shown
    });
}


/***/ },

/***/ 513
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wj: () => (/* binding */ phoneHref),
/* harmony export */   Yq: () => (/* binding */ formatDate),
/* harmony export */   _$: () => (/* binding */ isoDate),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   qH: () => (/* binding */ formatPhone)
/* harmony export */ });
/* unused harmony exports formatLongDate, formatEuro */
/** Formatting helpers (spec point 9): German dates and times in the town's time zone. */ const TIME_ZONE = 'Europe/Berlin';
const dateFormat = new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric'
});
const timeFormat = new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23'
});
const longDateFormat = new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric'
});
const euroFormat = new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0
});
function toDate(value) {
    if (value === null || value === undefined || value === '') return null;
    // A bare calendar date means that day in the town, not midnight UTC.
    const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
}
/** 'DD.MM.YYYY', or '' for a missing or invalid date. */ function formatDate(value) {
    const date = toDate(value);
    return date ? dateFormat.format(date) : '';
}
/** 'Montag, 3. August 2026' for headings and screen readers. */ function formatLongDate(value) {
    const date = toDate(value);
    return date ? longDateFormat.format(date) : '';
}
/** 'HH:mm Uhr' from a date-time or from an 'HH:mm' / 'HH:mm:ss' time of day. */ function formatTime(value) {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'string') {
        const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
        if (match) return `${(match[1] ?? '').padStart(2, '0')}:${match[2]} Uhr`;
    }
    const date = toDate(value);
    return date ? `${timeFormat.format(date)} Uhr` : '';
}
/** '5 €': German euros without decimals. */ function formatEuro(value) {
    return euroFormat.format(value).replace(/\u00a0/g, ' ');
}
/** Phone display filter: keeps only '+' and digits; a leading +49 becomes 0. */ function formatPhone(value) {
    if (!value) return '';
    const kept = value.replace(/[^+\d]/g, '');
    return kept.startsWith('+49') ? `0${kept.slice(3)}` : kept;
}
/**
 * tel: link target of a number in its international form: '00' becomes '+', a national number
 * (leading 0) gets +49; short numbers such as 112 stay as they are.
 */ function phoneHref(value) {
    const kept = (value ?? '').replace(/[^+\d]/g, '');
    if (kept.startsWith('00')) return `tel:+${kept.slice(2)}`;
    if (kept.startsWith('0')) return `tel:+49${kept.slice(1)}`;
    return `tel:${kept}`;
}
/** ISO date 'YYYY-MM-DD' of an instant in the town's time zone (for <time datetime>). */ function isoDate(value) {
    const date = toDate(value);
    if (!date) return '';
    const [day, month, year] = dateFormat.format(date).split('.');
    return `${year}-${month}-${day}`;
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "Bz", 0, /* binding */ TIME_ZONE
/* harmony export */ ]);


/***/ },

/***/ 288
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e3: () => (/* reexport */ content/* DateText */.e3),
  Tl: () => (/* reexport */ content/* EMPTY_TEXTS */.Tl),
  pp: () => (/* reexport */ content/* EmptyState */.pp),
  dK: () => (/* reexport */ Pagination),
  vU: () => (/* reexport */ phone/* PhoneLink */.v),
  sD: () => (/* reexport */ content/* RichText */.sD),
  fU: () => (/* reexport */ format/* formatTime */.fU),
  Wj: () => (/* reexport */ format/* phoneHref */.Wj)
});

// UNUSED EXPORTS: ACCESSIBILITY_LINKS, AUTOPLAY_DELAY_MS, AccessibilityBar, BARRIER_REPORT_MAIL, BREAKPOINTS, Breadcrumb, CAROUSEL_PRESETS, CLOSED_TEXT, Carousel, DAY_TYPE_LABELS, DAY_TYPE_ORDER, DocumentLink, DocumentList, Figure, FileIcon, INERT_SCRIPT_TAG, JsonLd, MenuNav, OEFFNUNGSZEIT_TYPEN, OPENING_TIME_TYPE_LABELS, OpeningTimes, SEARCH_PATH, SLIDE_SPEED_MS, SUGGESTED_SEARCHES, TAGTYPEN, TIME_ZONE, abweichungZeitraum, activateScripts, aktuelleAbweichungen, barrierReportHref, currentDeviations, fileExtension, fileType, formatDate, formatEuro, formatLongDate, formatPhone, formatTimeRange, heute, inForce, isoDate, jsonLdText, mittwochGeschlossen, openingTimeRows, openingTimeTitle, pageWindow, prefersReducedMotion, regulaereZeilen, searchHref, slidesPerViewAt, swiperOptions, tagtypAm, zeitspanne

// EXTERNAL MODULE: ../../libs/ui/src/format.ts
var format = __webpack_require__(513);
;// ../../libs/ui/src/opening-times.ts
/* unused harmony import specifier */ var formatTime;
/** Opening-times display helper (spec points 2, 3 and 4). */ 
const OPENING_TIME_TYPE_LABELS = (/* unused pure expression or super */ null && ({
    allgemein: 'Öffnungszeiten',
    service: 'Servicezeiten',
    telefon: 'Telefonische Erreichbarkeit'
}));
const DAY_TYPE_LABELS = (/* unused pure expression or super */ null && ({
    'mo-fr': 'Montag bis Freitag',
    mo: 'Montag',
    di: 'Dienstag',
    mi: 'Mittwoch',
    do: 'Donnerstag',
    fr: 'Freitag',
    sa: 'Samstag',
    so: 'Sonntag'
}));
/** Order in which day types are listed. */ const DAY_TYPE_ORDER = (/* unused pure expression or super */ null && ([
    'mo-fr',
    'mo',
    'di',
    'mi',
    'do',
    'fr',
    'sa',
    'so'
]));
const CLOSED_TEXT = 'geschlossen';
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
function minutes(time) {
    const match = TIME.exec(time.trim());
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
function isValidRegular(entry) {
    if (!DAY_TYPE_ORDER.includes(entry.tagtyp)) return false;
    const from = minutes(entry.beginn);
    const to = minutes(entry.ende);
    return from !== null && to !== null && from < to;
}
/** '08:00 Uhr bis 12:00 Uhr' */ function formatTimeRange(beginn, ende) {
    return `${formatTime(beginn)} bis ${formatTime(ende)}`;
}
const WEEKDAYS_BESIDE_WEDNESDAY = (/* unused pure expression or super */ null && ([
    'mo',
    'di',
    'do',
    'fr'
]));
/**
 * The regular times as rows by day type, in week order, several ranges of a day sorted by time.
 * On Wednesday: if Monday, Tuesday, Thursday and Friday all have times and Wednesday has none,
 * Wednesday shows as closed.
 */ function openingTimeRows(times, range = formatTimeRange) {
    const valid = (times.regelzeiten ?? []).filter(isValidRegular);
    const byDay = new Map();
    for (const entry of valid)byDay.set(entry.tagtyp, [
        ...byDay.get(entry.tagtyp) ?? [],
        entry
    ]);
    const hasTimes = (day)=>byDay.has(day) || day !== 'sa' && day !== 'so' && byDay.has('mo-fr');
    const wednesdayClosed = WEEKDAYS_BESIDE_WEDNESDAY.every(hasTimes) && !hasTimes('mi');
    const rows = [];
    for (const day of DAY_TYPE_ORDER){
        const entries = byDay.get(day);
        if (entries) {
            const sorted = [
                ...entries
            ].sort((a, b)=>(minutes(a.beginn) ?? 0) - (minutes(b.beginn) ?? 0));
            rows.push({
                tagtyp: day,
                label: DAY_TYPE_LABELS[day],
                zeiten: sorted.map((e)=>range(e.beginn, e.ende)),
                geschlossen: false
            });
        } else if (day === 'mi' && wednesdayClosed) {
            rows.push({
                tagtyp: day,
                label: DAY_TYPE_LABELS[day],
                zeiten: [],
                geschlossen: true
            });
        }
    }
    return rows;
}
function instant(value) {
    const time = new Date(value).getTime();
    return Number.isNaN(time) ? null : time;
}
/** Deviating times whose beginning and end enclose `now` (both inclusive); others are not shown. */ function inForce(deviations, now = new Date()) {
    const at = now.getTime();
    return (deviations ?? []).filter((deviation)=>{
        const from = instant(deviation.beginn);
        const to = instant(deviation.ende);
        return from !== null && to !== null && from <= at && at <= to;
    });
}
/** The deviating times of an opening-time entry in force at `now`. */ function currentDeviations(times, now = new Date()) {
    return inForce(times.abweichungen, now);
}
/** Heading of an opening-time entry by its type. */ function openingTimeTitle(times) {
    return OPENING_TIME_TYPE_LABELS[times.typ] ?? OPENING_TIME_TYPE_LABELS.allgemein;
}

// EXTERNAL MODULE: ../../libs/ui/src/components/breadcrumb.tsx
var breadcrumb = __webpack_require__(68);
// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(591);
;// ../../libs/ui/src/components/pagination.tsx

function pageHref(path, search, page) {
    const params = new URLSearchParams(search);
    if (page <= 1) params.delete('seite');
    else params.set('seite', String(page));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
}
/** Page numbers to show: first, last, and the current page's neighbours, with gaps as null. */ function pageWindow(page, pages) {
    const wanted = new Set([
        1,
        pages,
        page - 1,
        page,
        page + 1
    ].filter((n)=>n >= 1 && n <= pages));
    const sorted = [
        ...wanted
    ].sort((a, b)=>a - b);
    const result = [];
    let previous = 0;
    for (const n of sorted){
        if (previous > 0 && n - previous > 1) result.push(null);
        result.push(n);
        previous = n;
    }
    return result;
}
/** Links to the pages of a list, as plain links that work without JavaScript. */ function Pagination({ pagination, path, search, label = 'Seitennavigation' }) {
    const { page, pages } = pagination;
    if (pages <= 1) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
        className: "ms-pagination",
        "aria-label": label,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("ul", {
            children: [
                page > 1 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                        href: pageHref(path, search, page - 1),
                        rel: "prev",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                "aria-hidden": "true",
                                children: "‹"
                            }),
                            " Zurück",
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                className: "ms-visually-hidden",
                                children: " zur vorherigen Seite"
                            })
                        ]
                    })
                }),
                pageWindow(page, pages).map((n, i)=>n === null ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        "aria-hidden": "true",
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            children: "…"
                        })
                    }, `gap-${i}`) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: n === page ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                            "aria-current": "page",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                    className: "ms-visually-hidden",
                                    children: "Seite "
                                }),
                                n
                            ]
                        }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                            href: pageHref(path, search, n),
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                    className: "ms-visually-hidden",
                                    children: "Seite "
                                }),
                                n
                            ]
                        })
                    }, n)),
                page < pages && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                        href: pageHref(path, search, page + 1),
                        rel: "next",
                        children: [
                            "Weiter",
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                className: "ms-visually-hidden",
                                children: " zur nächsten Seite"
                            }),
                            " ",
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                "aria-hidden": "true",
                                children: "›"
                            })
                        ]
                    })
                })
            ]
        })
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/content.tsx
var content = __webpack_require__(480);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(959);
;// ../../libs/ui/src/components/documents.tsx
/* unused harmony import specifier */ var _jsxs;
/* unused harmony import specifier */ var _jsx;
/* unused harmony import specifier */ var safeHref;
/* unused harmony import specifier */ var fileType;



/** A document icon with the file type's short name; decorative, the link names the type in words. */ function FileIcon({ link }) {
    const type = fileType(link);
    return /*#__PURE__*/ _jsxs("span", {
        className: `ms-file-icon ms-file-icon--${type.kind}`,
        "aria-hidden": "true",
        children: [
            /*#__PURE__*/ _jsxs("svg", {
                viewBox: "0 0 30 36",
                width: "30",
                height: "36",
                focusable: "false",
                children: [
                    /*#__PURE__*/ _jsx("path", {
                        d: "M2 1h18l8 8v26H2z",
                        fill: "currentColor",
                        opacity: "0.12"
                    }),
                    /*#__PURE__*/ _jsx("path", {
                        d: "M2 1h18l8 8v26H2zM20 1v8h8",
                        fill: "none",
                        stroke: "currentColor",
                        strokeWidth: "2",
                        strokeLinejoin: "round"
                    })
                ]
            }),
            /*#__PURE__*/ _jsx("span", {
                className: "ms-file-icon__badge",
                children: type.badge
            })
        ]
    });
}
/** A link to a document with its file-type icon and the type in words for screen readers. */ function DocumentLink({ link, text }) {
    const type = fileType(link);
    return /*#__PURE__*/ _jsxs("a", {
        className: "ms-document-link",
        href: link,
        children: [
            /*#__PURE__*/ _jsx(FileIcon, {
                link: link
            }),
            /*#__PURE__*/ _jsxs("span", {
                children: [
                    text,
                    /*#__PURE__*/ _jsxs("span", {
                        className: "ms-visually-hidden",
                        children: [
                            " (",
                            type.label,
                            ")"
                        ]
                    })
                ]
            })
        ]
    });
}
/** The content item's documents (spec point 3: dokumente with file-type icons). */ function DocumentList({ documents, title = 'Downloads', headingLevel = 2, id = 'dokumente-titel' }) {
    const items = (documents ?? []).flatMap((d)=>{
        const href = safeHref(d.link);
        return href ? [
            {
                href,
                text: d.downloadtext || d.link
            }
        ] : [];
    });
    if (items.length === 0) return null;
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return /*#__PURE__*/ _jsxs("section", {
        className: "ms-documents",
        "aria-labelledby": title ? id : undefined,
        children: [
            title && /*#__PURE__*/ _jsx(Heading, {
                id: id,
                children: title
            }),
            /*#__PURE__*/ _jsx("ul", {
                className: "ms-document-list",
                children: items.map((d)=>/*#__PURE__*/ _jsx("li", {
                        children: /*#__PURE__*/ _jsx(DocumentLink, {
                            link: d.href,
                            text: d.text
                        })
                    }, d.href))
            })
        ]
    });
}

;// ../../libs/ui/src/components/opening-times.tsx
/* unused harmony import specifier */ var opening_times_jsxs;
/* unused harmony import specifier */ var opening_times_jsx;
/* unused harmony import specifier */ var formatDate;
/* unused harmony import specifier */ var opening_times_openingTimeRows;
/* unused harmony import specifier */ var opening_times_currentDeviations;
/* unused harmony import specifier */ var opening_times_openingTimeTitle;
/* unused harmony import specifier */ var opening_times_CLOSED_TEXT;



/** One kind of opening time: current deviations first, then the regular times by day, then the note. */ function OpeningTimes({ times, headingLevel = 3, now }) {
    const Heading = `h${headingLevel}`;
    const rows = opening_times_openingTimeRows(times);
    const deviations = opening_times_currentDeviations(times, now);
    return /*#__PURE__*/ opening_times_jsxs("div", {
        className: "ms-opening-times",
        children: [
            /*#__PURE__*/ opening_times_jsx(Heading, {
                className: "ms-opening-times__title",
                children: opening_times_openingTimeTitle(times)
            }),
            deviations.map((deviation)=>/*#__PURE__*/ opening_times_jsxs("p", {
                    className: "ms-notice ms-opening-times__deviation",
                    children: [
                        /*#__PURE__*/ opening_times_jsxs("strong", {
                            children: [
                                "Abweichende Zeiten vom ",
                                formatDate(deviation.beginn),
                                " bis ",
                                formatDate(deviation.ende),
                                ":"
                            ]
                        }),
                        ' ',
                        deviation.text
                    ]
                }, `${deviation.beginn}-${deviation.text}`)),
            rows.length > 0 && /*#__PURE__*/ opening_times_jsx("dl", {
                className: "ms-opening-times__list",
                children: rows.map((row)=>/*#__PURE__*/ opening_times_jsxs("div", {
                        className: row.geschlossen ? 'ms-opening-times__closed' : undefined,
                        children: [
                            /*#__PURE__*/ opening_times_jsx("dt", {
                                children: row.label
                            }),
                            /*#__PURE__*/ opening_times_jsx("dd", {
                                children: row.geschlossen ? opening_times_CLOSED_TEXT : row.zeiten.map((zeit, index)=>/*#__PURE__*/ opening_times_jsxs("span", {
                                        children: [
                                            index > 0 && ' und ',
                                            zeit
                                        ]
                                    }, zeit))
                            })
                        ]
                    }, row.tagtyp))
            }),
            times.hinweis && /*#__PURE__*/ opening_times_jsx("p", {
                className: "ms-opening-times__note",
                children: times.hinweis
            })
        ]
    });
}

;// ../../libs/ui/src/components/json-ld.tsx
/* unused harmony import specifier */ var json_ld_jsx;

const ESCAPES = (/* unused pure expression or super */ null && ({
    '<': '\\u003c',
    '>': '\\u003e',
    '&': '\\u0026',
    '\u2028': '\\u2028',
    '\u2029': '\\u2029'
}));
/** JSON that cannot end or break the <script> element it is placed in. */ function jsonLdText(data) {
    return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c)=>ESCAPES[c] ?? c);
}
/** schema.org structured data, rendered on the server with the content it describes. */ function JsonLd({ data }) {
    return /*#__PURE__*/ json_ld_jsx("script", {
        type: "application/ld+json",
        dangerouslySetInnerHTML: {
            __html: jsonLdText({
                '@context': 'https://schema.org',
                ...data
            })
        }
    });
}

;// ../../libs/ui/src/weekly-hours.ts
/* unused harmony import specifier */ var weekly_hours_formatTime;
/* unused harmony import specifier */ var weekly_hours_formatDate;
/* unused harmony import specifier */ var weekly_hours_DAY_TYPE_LABELS;
/* unused harmony import specifier */ var weekly_hours_openingTimeRows;
/* unused harmony import specifier */ var weekly_hours_inForce;
/**
 * Opening times as the sub-sites keep them in their page content (typ, zeiten, abweichend with
 * zusatztext): the rows, the Wednesday rule and the deviations in force come from the one
 * opening-times helper (./opening-times); this adds the sub-sites' shape, 'today' and periods.
 */ 

const OEFFNUNGSZEIT_TYPEN = (/* unused pure expression or super */ null && ({
    oeffnungszeit: 'Öffnungszeiten',
    servicezeit: 'Servicezeiten',
    telefonzeit: 'Telefonische Erreichbarkeit'
}));
const TAGTYPEN = (/* unused pure expression or super */ null && (weekly_hours_DAY_TYPE_LABELS));
/** '10:00 bis 18:00 Uhr' */ function zeitspanne(beginn, ende) {
    return `${weekly_hours_formatTime(beginn).replace(/ Uhr$/, '')} bis ${weekly_hours_formatTime(ende)}`;
}
function weekly_hours_minutes(time) {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
}
/** The regular times as rows in week order, one row per day type, Wednesday closed where the rule applies. */ function regulaereZeilen(zeiten) {
    return weekly_hours_openingTimeRows({
        regelzeiten: [
            ...zeiten
        ]
    }, zeitspanne).map(({ label, ...row })=>({
            ...row,
            tag: label
        }));
}
/** Monday, Tuesday, Thursday and Friday have times of their own and Wednesday has none. */ function mittwochGeschlossen(zeiten) {
    return regulaereZeilen(zeiten).some((row)=>row.geschlossen);
}
/** The deviating times in force at `now` (beginning ≤ now ≤ end). */ function aktuelleAbweichungen(abweichend, now) {
    return weekly_hours_inForce(abweichend, now);
}
/** 'vom 01.11.2026 bis 31.03.2027' */ function abweichungZeitraum(abweichung) {
    const from = weekly_hours_formatDate(abweichung.beginn);
    const to = weekly_hours_formatDate(abweichung.ende);
    return from === to ? `am ${from}` : `vom ${from} bis ${to}`;
}
const weekdayFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: format/* TIME_ZONE */.Bz,
    weekday: 'short'
});
const SHORT = (/* unused pure expression or super */ null && ({
    Sun: 'so',
    Mon: 'mo',
    Tue: 'di',
    Wed: 'mi',
    Thu: 'do',
    Fri: 'fr',
    Sat: 'sa'
}));
/** Day type of an instant's weekday in the town. */ function tagtypAm(now) {
    return SHORT[weekdayFormat.format(now)] ?? 'mo';
}
/** What applies today: the deviating times in force, else the regular times of the weekday. */ function heute(oeffnungszeiten, now) {
    const tagtyp = tagtypAm(now);
    const abweichungen = aktuelleAbweichungen(oeffnungszeiten.abweichend, now);
    const workday = tagtyp !== 'sa' && tagtyp !== 'so';
    const zeiten = oeffnungszeiten.zeiten.filter((z)=>z.tagtyp === tagtyp || workday && z.tagtyp === 'mo-fr').sort((a, b)=>weekly_hours_minutes(a.beginn) - weekly_hours_minutes(b.beginn)).map((z)=>zeitspanne(z.beginn, z.ende));
    return {
        tag: TAGTYPEN[tagtyp],
        zeiten,
        geschlossen: zeiten.length === 0,
        abweichungen
    };
}

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(52);
;// ../../libs/ui/src/components/carousel.tsx
/* unused harmony import specifier */ var carousel_jsx;
/* unused harmony import specifier */ var carousel_jsxs;
/* unused harmony import specifier */ var Children;
/* unused harmony import specifier */ var useRef;
/* unused harmony import specifier */ var useState;
/* unused harmony import specifier */ var useEffect;
/* unused harmony import specifier */ var useCallback;


/** Breakpoints of the design (spec point 9), in px. */ const BREAKPOINTS = {
    xs: 480,
    sm: 576,
    md: 768,
    lg: 1024,
    xl: 1280,
    xxl: 1600
};
/** Hero-slim and overlay carousels: 6000 ms between slides, 600 ms per transition (spec point 9). */ const AUTOPLAY_DELAY_MS = 6000;
const SLIDE_SPEED_MS = 600;
/**
 * Items per view (spec point 9): events 1, 1.75 from 480 px, 2 from 576 px, 3 from 1024 px;
 * discover 1, 1.25, 1.5, 2.25 (at the design's xs, md and lg breakpoints); instagram 3, 4 at 768 px,
 * 6 at 1024 px. The same numbers are in carousel.css for the server-rendered row.
 */ const CAROUSEL_PRESETS = {
    hero: {
        slidesPerView: 1,
        spaceBetween: 0,
        breakpoints: {},
        rewind: true
    },
    events: {
        slidesPerView: 1,
        spaceBetween: 16,
        breakpoints: {
            [BREAKPOINTS.xs]: {
                slidesPerView: 1.75
            },
            [BREAKPOINTS.sm]: {
                slidesPerView: 2
            },
            [BREAKPOINTS.lg]: {
                slidesPerView: 3,
                spaceBetween: 24
            }
        },
        rewind: false
    },
    discover: {
        slidesPerView: 1,
        spaceBetween: 16,
        breakpoints: {
            [BREAKPOINTS.xs]: {
                slidesPerView: 1.25
            },
            [BREAKPOINTS.md]: {
                slidesPerView: 1.5
            },
            [BREAKPOINTS.lg]: {
                slidesPerView: 2.25,
                spaceBetween: 24
            }
        },
        rewind: false
    },
    instagram: {
        slidesPerView: 3,
        spaceBetween: 8,
        breakpoints: {
            [BREAKPOINTS.md]: {
                slidesPerView: 4
            },
            [BREAKPOINTS.lg]: {
                slidesPerView: 6,
                spaceBetween: 12
            }
        },
        rewind: false
    }
};
/** Slides per view of a preset at a window width. */ function slidesPerViewAt(preset, width) {
    const { slidesPerView, breakpoints } = CAROUSEL_PRESETS[preset];
    let result = slidesPerView;
    for (const [from, settings] of Object.entries(breakpoints).sort(([a], [b])=>Number(a) - Number(b))){
        if (width >= Number(from)) result = settings.slidesPerView;
    }
    return result;
}
/** Swiper options of a preset; autoplay only when asked for and the visitor allows motion. */ function swiperOptions(preset, autoplay) {
    const settings = CAROUSEL_PRESETS[preset];
    return {
        slidesPerView: settings.slidesPerView,
        spaceBetween: settings.spaceBetween,
        breakpoints: settings.breakpoints,
        rewind: settings.rewind,
        speed: SLIDE_SPEED_MS,
        watchOverflow: true,
        autoplay: autoplay ? {
            delay: AUTOPLAY_DELAY_MS,
            disableOnInteraction: false,
            pauseOnMouseEnter: true
        } : false
    };
}
function prefersReducedMotion() {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
function PlayIcon({ playing }) {
    return /*#__PURE__*/ carousel_jsx("svg", {
        viewBox: "0 0 24 24",
        width: "20",
        height: "20",
        "aria-hidden": "true",
        focusable: "false",
        children: playing ? /*#__PURE__*/ carousel_jsx("path", {
            d: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z",
            fill: "currentColor"
        }) : /*#__PURE__*/ carousel_jsx("path", {
            d: "M8 5v14l11-7z",
            fill: "currentColor"
        })
    });
}
function ArrowIcon({ direction }) {
    return /*#__PURE__*/ carousel_jsx("svg", {
        viewBox: "0 0 24 24",
        width: "20",
        height: "20",
        "aria-hidden": "true",
        focusable: "false",
        children: /*#__PURE__*/ carousel_jsx("path", {
            d: direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7',
            fill: "none",
            stroke: "currentColor",
            strokeWidth: "2.5",
            strokeLinecap: "round",
            strokeLinejoin: "round"
        })
    });
}
/**
 * A carousel on swiper. The server renders every slide as a scroll-snap row (the first slide in
 * view), so it works without JavaScript; in the browser swiper takes over and the buttons appear.
 * Autoplay has a visible pause control (WCAG 2.2.2) and stops when keyboard focus enters a slide.
 */ function Carousel({ label, preset, autoplay = false, counter = false, className, children }) {
    const slides = Children.toArray(children);
    const count = slides.length;
    const swiperEl = useRef(null);
    const swiper = useRef(null);
    const [ready, setReady] = useState(false);
    const [canPlay, setCanPlay] = useState(false);
    const [playing, setPlaying] = useState(false);
    const [position, setPosition] = useState({
        index: 0,
        beginning: true,
        end: count <= 1,
        locked: count <= 1
    });
    useEffect(()=>{
        const el = swiperEl.current;
        if (!el || count < 2) return;
        let cancelled = false;
        let instance = null;
        const update = (s)=>setPosition({
                index: s.activeIndex,
                beginning: s.isBeginning,
                end: s.isEnd,
                locked: Boolean(s.isLocked)
            });
        const onFocusIn = (event)=>{
            const s = swiper.current;
            const slide = event.target?.closest?.('.swiper-slide');
            if (!s || !slide) return;
            // Keyboard focus in a slide ends the rotation (WCAG 2.2.2) and brings the slide into view.
            if (s.autoplay?.running) s.autoplay.stop();
            el.scrollLeft = 0;
            const index = s.slides.indexOf(slide);
            const visible = Math.max(1, Math.floor(s.slidesPerViewDynamic()));
            if (index >= 0 && (index < s.activeIndex || index >= s.activeIndex + visible)) s.slideTo(index);
        };
        void Promise.all([
            __webpack_require__.e(/* import() */ 973).then(() => (__webpack_require__(973))),
            __webpack_require__.e(/* import() */ 157).then(() => (__webpack_require__(157)))
        ]).then(([{ default: Swiper }, { Autoplay }])=>{
            if (cancelled) return;
            const rotate = autoplay && !prefersReducedMotion();
            instance = new Swiper(el, {
                ...swiperOptions(preset, rotate),
                modules: rotate ? [
                    Autoplay
                ] : [],
                on: {
                    slideChange: update,
                    resize: update,
                    breakpoint: update,
                    lock: update,
                    unlock: update,
                    autoplayStart: ()=>setPlaying(true),
                    autoplayStop: ()=>setPlaying(false)
                }
            });
            swiper.current = instance;
            el.addEventListener('focusin', onFocusIn);
            update(instance);
            setCanPlay(rotate);
            setPlaying(rotate && Boolean(instance.autoplay?.running));
            setReady(true);
        }).catch(()=>{
        // Without swiper the server-rendered scroll row stays usable.
        });
        return ()=>{
            cancelled = true;
            el.removeEventListener('focusin', onFocusIn);
            instance?.destroy(true, true);
            swiper.current = null;
        };
    }, [
        preset,
        autoplay,
        count
    ]);
    const togglePlay = useCallback(()=>{
        const s = swiper.current;
        if (!s?.autoplay) return;
        if (s.autoplay.running) s.autoplay.stop();
        else s.autoplay.start();
        setPlaying(s.autoplay.running);
    }, []);
    const showButtons = ready && !position.locked;
    const rewind = CAROUSEL_PRESETS[preset].rewind;
    const prevDisabled = !rewind && position.beginning;
    const nextDisabled = !rewind && position.end;
    const classes = [
        'ms-carousel',
        `ms-carousel--${preset}`,
        ready ? 'is-ready' : '',
        className
    ].filter(Boolean).join(' ');
    return /*#__PURE__*/ carousel_jsxs("div", {
        className: classes,
        role: "group",
        "aria-roledescription": "Karussell",
        "aria-label": label,
        children: [
            showButtons && /*#__PURE__*/ carousel_jsxs("div", {
                className: "ms-carousel__controls",
                children: [
                    canPlay && /*#__PURE__*/ carousel_jsxs("button", {
                        type: "button",
                        className: "ms-carousel__button ms-carousel__play",
                        onClick: togglePlay,
                        "data-playing": playing,
                        children: [
                            /*#__PURE__*/ carousel_jsx(PlayIcon, {
                                playing: playing
                            }),
                            /*#__PURE__*/ carousel_jsx("span", {
                                className: "ms-visually-hidden",
                                children: playing ? 'Automatischen Bildwechsel anhalten' : 'Automatischen Bildwechsel starten'
                            })
                        ]
                    }),
                    /*#__PURE__*/ carousel_jsxs("button", {
                        type: "button",
                        className: "ms-carousel__button",
                        "aria-disabled": prevDisabled || undefined,
                        onClick: ()=>!prevDisabled && swiper.current?.slidePrev(),
                        children: [
                            /*#__PURE__*/ carousel_jsx(ArrowIcon, {
                                direction: "prev"
                            }),
                            /*#__PURE__*/ carousel_jsx("span", {
                                className: "ms-visually-hidden",
                                children: "Vorherige Folie"
                            })
                        ]
                    }),
                    counter && /*#__PURE__*/ carousel_jsxs("p", {
                        className: "ms-carousel__counter",
                        "aria-hidden": "true",
                        children: [
                            position.index + 1,
                            " / ",
                            count
                        ]
                    }),
                    /*#__PURE__*/ carousel_jsxs("button", {
                        type: "button",
                        className: "ms-carousel__button",
                        "aria-disabled": nextDisabled || undefined,
                        onClick: ()=>!nextDisabled && swiper.current?.slideNext(),
                        children: [
                            /*#__PURE__*/ carousel_jsx(ArrowIcon, {
                                direction: "next"
                            }),
                            /*#__PURE__*/ carousel_jsx("span", {
                                className: "ms-visually-hidden",
                                children: "Nächste Folie"
                            })
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ carousel_jsx("div", {
                className: "swiper",
                ref: swiperEl,
                children: /*#__PURE__*/ carousel_jsx("div", {
                    className: "swiper-wrapper",
                    "aria-live": playing ? 'off' : 'polite',
                    tabIndex: ready || count < 2 ? undefined : 0,
                    children: slides.map((slide, index)=>/*#__PURE__*/ carousel_jsx("div", {
                            className: "swiper-slide",
                            role: "group",
                            "aria-roledescription": "Folie",
                            "aria-label": `${index + 1} von ${count}`,
                            children: slide
                        }, index))
                })
            })
        ]
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/accessibility-bar.tsx
var accessibility_bar = __webpack_require__(207);
// EXTERNAL MODULE: ../../libs/ui/src/components/menu-nav.tsx
var menu_nav = __webpack_require__(550);
// EXTERNAL MODULE: ../../libs/ui/src/components/phone.tsx
var phone = __webpack_require__(51);
;// ../../libs/ui/src/index.ts

















/***/ }

};
;