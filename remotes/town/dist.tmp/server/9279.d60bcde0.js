"use strict";
exports.ids = [9279];
exports.modules = {

/***/ 7532
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eh: () => (/* binding */ ScrollDown),
/* harmony export */   WB: () => (/* binding */ PageHero)
/* harmony export */ });
/* unused harmony export MAX_HERO_IMAGES */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6412);
/* harmony import */ var _icons__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5748);



/** At most five hero images (spec point 9). */ const MAX_HERO_IMAGES = 5;
function HeroImage({ image, first }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figure", {
        className: "town-hero__slide",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("img", {
                src: image.bild,
                alt: image.bildtext ?? '',
                width: 1600,
                height: 900,
                loading: "eager",
                fetchPriority: first ? 'high' : undefined,
                decoding: "async"
            }),
            image.bildcopyright && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figcaption", {
                className: "town-hero__credit",
                children: [
                    "© ",
                    image.bildcopyright
                ]
            })
        ]
    });
}
/** The hero of a page: one image, or a carousel of up to five that turns on its own (hero-slim). */ function PageHero({ images, size = 'slim' }) {
    const shown = images.filter((image)=>image.bild).slice(0, MAX_HERO_IMAGES);
    if (shown.length === 0) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("div", {
        className: `town-hero town-hero--${size}`,
        children: shown.length === 1 ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(HeroImage, {
            image: shown[0],
            first: true
        }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_1__/* .Carousel */ .FN, {
            label: "Bilder zu dieser Seite",
            preset: "hero",
            autoplay: true,
            counter: true,
            children: shown.map((image, index)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(HeroImage, {
                    image: image,
                    first: index === 0
                }, `${index}-${image.bild}`))
        })
    });
}
/** The portal's scroll-down button: jumps past the hero to the content. */ function ScrollDown({ target }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
        className: "town-scroll-down",
        href: `#${target}`,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_icons__WEBPACK_IMPORTED_MODULE_2__/* .Icon */ .In, {
                name: "arrowDown",
                size: 26
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                className: "ms-visually-hidden",
                children: "Nach unten zum Inhalt"
            })
        ]
    });
}


/***/ },

/***/ 5748
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ Icon),
/* harmony export */   n6: () => (/* binding */ isIconName),
/* harmony export */   rK: () => (/* binding */ BrandIcon)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);

/** Line icons of the town site (24×24, stroke in currentColor); always decorative, the text names the link. */ const PATHS = {
    search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3 20 20',
    menu: 'M4 7h16M4 12h16M4 17h16',
    close: 'M6 6l12 12M18 6 6 18',
    chevron: 'M6 9l6 6 6-6',
    arrowRight: 'M5 12h14M13 6l6 6-6 6',
    arrowDown: 'M12 5v14M6 13l6 6 6-6',
    info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
    person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
    mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
    signpost: 'M12 3v18M5 6h11l3 2.5L16 11H5zM19 13H8l-3 2.5L8 18h11z',
    accessibility: 'M12 5.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM5 8l7 1.5L19 8M12 9.5V14M12 14l-3.5 7M12 14l3.5 7',
    plainLanguage: 'M4 5h7a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4zM20 5h-7a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h7z',
    signLanguage: 'M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10.5V6a1.5 1.5 0 0 1 3 0v8a6 6 0 0 1-6 6h-1a5 5 0 0 1-4.2-2.3L3.6 14.4a1.5 1.5 0 0 1 2.4-1.8L8 15',
    help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17v.5',
    flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
    home: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
    phone: 'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z',
    bed: 'M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01',
    suitcase: 'M4 8h16v11H4zM9 8V5.5h6V8M9 12v3M15 12v3',
    clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
    calendar: 'M4 6h16v14H4zM4 10h16M8 3.5V7M16 3.5V7M8 14h2M14 14h2M8 17h2',
    trash: 'M4 7h16M9 7V4.5h6V7M6 7l1 13h10l1-13M10 11v6M14 11v6',
    townhall: 'M3 21h18M5 21V10M19 21V10M9 21v-6h6v6M3 10l9-6 9 6zM12 7.5v.5',
    hiking: 'M13 4.5a1.5 1.5 0 1 0 0-.01M10 21l2-6 3 3v3M12 15l-1-5 4-1 2 4h2M9 10l-2 5M16 9l2 12',
    parking: 'M5 3.5h14v17H5zM9.5 17V7.5h3a3 3 0 0 1 0 6h-3',
    bus: 'M5 4h14v13H5zM5 11h14M8 17v2.5M16 17v2.5M8 14.5h.5M15.5 14.5h.5',
    document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
    family: 'M8 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM16.5 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM3.5 21v-5a4.5 4.5 0 0 1 9 0v5M13 21v-3.5a3.5 3.5 0 0 1 7 0V21',
    business: 'M3 21h18M5 21V8l5 3V8l5 3V4h4v17',
    tree: 'M12 21v-5M12 3 6 11h3l-4 5h14l-4-5h3z',
    location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    camera: 'M4 7.5h4l1.5-2.5h5L16 7.5h4V19H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'
};
function isIconName(value) {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PATHS, value);
}
function Icon({ name, size = 24, className }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("svg", {
        className: [
            'town-icon',
            className
        ].filter(Boolean).join(' '),
        viewBox: "0 0 24 24",
        width: size,
        height: size,
        "aria-hidden": "true",
        focusable: "false",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("path", {
            d: PATHS[name],
            fill: "none",
            stroke: "currentColor",
            strokeWidth: "1.8",
            strokeLinecap: "round",
            strokeLinejoin: "round"
        })
    });
}
/** Brand marks of the social networks, filled. */ const BRANDS = {
    facebook: 'M14 8.5V6.8c0-.8.5-1.3 1.3-1.3H17V2.2h-2.6C11.7 2.2 10.5 4 10.5 6.5v2H8v3.3h2.5V22H14V11.8h2.7l.4-3.3z',
    instagram: 'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.9 8c-.1-1.6-.4-3-1.6-4.2S17.6 2.2 16 2.1C14.4 2 9.6 2 8 2.1 6.4 2.2 5 2.5 3.8 3.7S2.2 6.4 2.1 8C2 9.6 2 14.4 2.1 16c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.4.1 8 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.4 0-8zm-2.1 10.1a3.3 3.3 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4a3.3 3.3 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9A3.3 3.3 0 0 1 6.2 4.5C7.5 4 10.5 4.1 12 4.1s4.6-.1 5.9.4a3.3 3.3 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.4 5.9z',
    youtube: 'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8zM9.8 15.1V8.9l5.7 3.1z'
};
function BrandIcon({ name, size = 20 }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("svg", {
        className: "town-icon",
        viewBox: "0 0 24 24",
        width: size,
        height: size,
        "aria-hidden": "true",
        focusable: "false",
        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("path", {
            d: BRANDS[name],
            fill: "currentColor"
        })
    });
}


/***/ },

/***/ 6576
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ArticleCard)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);



function ArticleCard({ item, headingLevel = 2 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("article", {
        className: "ms-card",
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
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                            value: item.datum_von
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(Heading, {
                        className: "ms-card__title",
                        children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            href: href,
                            children: item.titel
                        }) : item.titel
                    }),
                    item.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        className: "ms-clamp-3",
                        children: item.einleitung.replace(/<[^>]*>/g, '')
                    })
                ]
            })
        ]
    });
}


/***/ },

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

/***/ 9279
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ Portal)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/chrome/icons.tsx
var icons = __webpack_require__(5748);
// EXTERNAL MODULE: ./src/templates/article-card.tsx
var article_card = __webpack_require__(6576);
// EXTERNAL MODULE: ./src/templates/event-parts.tsx
var event_parts = __webpack_require__(6864);
;// ./src/portal/fields.ts

/** A string field, trimmed ('' when absent or not a string). */ function textField(value) {
    return typeof value === 'string' ? value.trim() : '';
}
/** An image field (`bildupload`): bild with optional bildtext and bildcopyright. */ function imageField(value) {
    if (!value || typeof value !== 'object') return null;
    const { bild, bildtext, bildcopyright } = value;
    if (typeof bild !== 'string' || !bild) return null;
    return {
        bild,
        bildtext: textField(bildtext) || null,
        bildcopyright: textField(bildcopyright) || null
    };
}
/** 'parallax': on for true, 'an', 'on', 'ja'; off otherwise. */ function isOn(value) {
    return value === true || typeof value === 'string' && [
        'an',
        'on',
        'ja',
        'true',
        '1'
    ].includes(value.trim().toLowerCase());
}
/** The numbered variants of a module (titel1…titelN with their text, link, linktext, bildupload, icon, untertitel). */ function numberedEntries(module, max) {
    const entries = [];
    for(let n = 1; n <= max; n += 1){
        const entry = {
            n,
            titel: textField(module[`titel${n}`]),
            untertitel: textField(module[`untertitel${n}`]),
            text: textField(module[`text${n}`]),
            href: (0,index_ts_.safeHref)(textField(module[`link${n}`]) || null),
            linktext: textField(module[`linktext${n}`]),
            icon: textField(module[`icon${n}`]),
            bild: imageField(module[`bildupload${n}`])
        };
        if (entry.titel || entry.bild) entries.push(entry);
    }
    return entries;
}

// EXTERNAL MODULE: ./src/chrome/hero.tsx
var hero = __webpack_require__(7532);
;// ./src/portal/heroes.tsx






/** Where the scroll-down button of the first hero jumps to. */ const PORTAL_START_ID = 'portal-start';
/** At most five slides in the portal slider (spec point 9). */ const MAX_SLIDES = 5;
function Slide({ image, titel, untertitel, href, linktext, heading: Heading }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "portal-hero__slide",
        children: [
            image && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                className: "portal-hero__image",
                src: image.bild,
                alt: "",
                width: 1600,
                height: 900,
                fetchPriority: Heading === 'h1' ? 'high' : undefined,
                decoding: "async"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "portal-hero__content ms-container",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "portal-hero__box",
                    children: [
                        untertitel && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                            className: "portal-hero__subtitle",
                            children: untertitel
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Heading, {
                            className: "portal-hero__title",
                            children: titel
                        }),
                        href && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                            className: "ms-button portal-hero__button",
                            href: href,
                            children: [
                                linktext || 'Mehr erfahren',
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                    name: "arrowRight",
                                    size: 20
                                })
                            ]
                        })
                    ]
                })
            }),
            image?.bildcopyright && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                className: "portal-hero__copyright",
                children: [
                    image.bildtext ? `${image.bildtext} – ` : '',
                    "© ",
                    image.bildcopyright
                ]
            })
        ]
    });
}
/** A large image with title, subtitle and a button; the page's first hero carries its h1. */ function Hero({ module, isFirstHero }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        className: `portal-hero${isFirstHero ? ' portal-hero--first' : ' portal-hero--banner'}`,
        "aria-label": textField(module.titel) || undefined,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Slide, {
                image: imageField(module.bildupload),
                titel: textField(module.titel),
                untertitel: textField(module.untertitel),
                href: (0,index_ts_.safeHref)(module.link),
                linktext: textField(module.linktext),
                heading: isFirstHero ? 'h1' : 'h2'
            }),
            isFirstHero && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(hero/* ScrollDown */.Eh, {
                target: PORTAL_START_ID
            })
        ]
    });
}
/** Up to five slides with overlay text that turn on their own, with a pause control. */ function HeroSlider({ module, isFirstHero }) {
    const slides = numberedEntries(module, MAX_SLIDES);
    if (slides.length === 0) return null;
    const label = textField(module.titel) || 'Titelbilder';
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        className: `portal-hero portal-hero--slider${isFirstHero ? ' portal-hero--first' : ''}`,
        "aria-label": label,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Carousel */.FN, {
                label: label,
                preset: "hero",
                autoplay: true,
                counter: true,
                className: "portal-hero__carousel",
                children: slides.map((slide, index)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Slide, {
                        image: slide.bild,
                        titel: slide.titel,
                        untertitel: slide.untertitel,
                        href: slide.href,
                        linktext: slide.linktext,
                        heading: isFirstHero && index === 0 ? 'h1' : 'h2'
                    }, slide.n))
            }),
            isFirstHero && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(hero/* ScrollDown */.Eh, {
                target: PORTAL_START_ID
            })
        ]
    });
}

;// ./src/portal/modules.tsx








/** Plain text of a numbered text field (those are not HTML fields). */ function plain(text) {
    return text.replace(/<[^>]*>/g, '');
}
function MoreLink({ module, fallback }) {
    const href = (0,index_ts_.safeHref)(module.link);
    if (!href) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
        className: "portal-more",
        href: href,
        children: [
            textField(module.linktext) || fallback,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                name: "arrowRight",
                size: 20
            })
        ]
    });
}
/** A module's section with its h2 and, beside it, the module's link. */ function Section({ module, index, className, fallbackTitle, moreFallback = 'Mehr erfahren', children }) {
    const id = `portal-${index}`;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("section", {
        className: `portal-section ${className}`,
        "aria-labelledby": id,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
            className: "ms-container",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "portal-section__head",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                            id: id,
                            children: textField(module.titel) || fallbackTitle
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(MoreLink, {
                            module: module,
                            fallback: moreFallback
                        })
                    ]
                }),
                children
            ]
        })
    });
}
function Text(props) {
    const { module, index } = props;
    const id = `portal-${index}`;
    const titel = textField(module.titel);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("section", {
        className: "portal-section portal-text",
        "aria-labelledby": titel ? id : undefined,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
            className: "ms-container portal-text__inner",
            children: [
                titel && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                    id: id,
                    children: titel
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                    html: module.text
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(MoreLink, {
                    module: module,
                    fallback: "Mehr erfahren"
                })
            ]
        })
    });
}
function HeadlineTeaser(props) {
    const items = props.module.eintraege ?? [];
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Section, {
        ...props,
        className: "portal-news",
        fallbackTitle: "Aktuelles",
        moreFallback: "Alle Meldungen",
        children: items.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* EmptyState */.pp, {
            text: src/* EMPTY_TEXTS */.Tl.artikel
        }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
            className: "ms-card-list portal-news__list",
            children: items.map((item)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(article_card/* ArticleCard */.d, {
                        item: item,
                        headingLevel: 3
                    })
                }, item.id))
        })
    });
}
function EventTeaser(props) {
    const items = props.module.eintraege ?? [];
    const titel = textField(props.module.titel) || 'Veranstaltungen';
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Section, {
        ...props,
        className: "portal-events",
        fallbackTitle: "Veranstaltungen",
        moreFallback: "Alle Veranstaltungen",
        children: items.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* EmptyState */.pp, {
            text: src/* EMPTY_TEXTS */.Tl.termineAn
        }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Carousel */.FN, {
            label: titel,
            preset: "events",
            children: items.map((item)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)(event_parts/* EventCard */.nn, {
                    item: item,
                    headingLevel: 3
                }, item.id))
        })
    });
}
function TeaserCard({ entry, headingLevel = 3, showImage = true }) {
    const Heading = `h${headingLevel}`;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("article", {
        className: "ms-card portal-teaser",
        children: [
            showImage && entry.bild && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                src: entry.bild.bild,
                alt: "",
                width: 640,
                height: 360
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-card__body",
                children: [
                    !showImage && (0,icons/* isIconName */.n6)(entry.icon) && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                        className: "portal-teaser__icon",
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                            name: entry.icon,
                            size: 28
                        })
                    }),
                    entry.untertitel && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        className: "ms-card__meta",
                        children: entry.untertitel
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Heading, {
                        className: "ms-card__title",
                        children: entry.href ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                            href: entry.href,
                            children: entry.titel
                        }) : entry.titel
                    }),
                    entry.text && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        className: "ms-clamp-3",
                        children: plain(entry.text)
                    }),
                    entry.href && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                        className: "portal-teaser__more",
                        "aria-hidden": "true",
                        children: [
                            entry.linktext || 'Mehr erfahren',
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                name: "arrowRight",
                                size: 18
                            })
                        ]
                    })
                ]
            })
        ]
    });
}
function BildTextTeaser3x(props) {
    const entries = numberedEntries(props.module, 3);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(Section, {
        ...props,
        className: "portal-teasers",
        fallbackTitle: "Leben in Musterstadt",
        children: [
            props.module.einleitung && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                html: props.module.einleitung,
                className: "portal-section__intro"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                className: "portal-teasers__list",
                children: entries.map((entry)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TeaserCard, {
                            entry: entry
                        })
                    }, entry.n))
            })
        ]
    });
}
function PanoramaTeaser({ module, index }) {
    const image = imageField(module.bildupload);
    const entries = numberedEntries(module, 5);
    const id = `portal-${index}`;
    const titel = textField(module.titel) || 'Musterstadt entdecken';
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        className: `portal-panorama${isOn(module.parallax) ? ' is-parallax' : ''}`,
        "aria-labelledby": id,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "portal-panorama__picture",
                children: [
                    image && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                        className: "portal-panorama__image",
                        src: image.bild,
                        alt: image.bildtext ?? '',
                        width: 1600,
                        height: 900
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                        className: "ms-container portal-panorama__heading",
                        children: [
                            textField(module.untertitel) && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                                className: "portal-panorama__subtitle",
                                children: textField(module.untertitel)
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: id,
                                children: titel
                            })
                        ]
                    }),
                    image?.bildcopyright && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                        className: "portal-hero__copyright",
                        children: [
                            "© ",
                            image.bildcopyright
                        ]
                    })
                ]
            }),
            entries.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "ms-container portal-panorama__teasers",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Carousel */.FN, {
                    label: `${titel}: Tipps`,
                    preset: "discover",
                    children: entries.map((entry)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TeaserCard, {
                            entry: entry,
                            showImage: false
                        }, entry.n))
                })
            })
        ]
    });
}
function KurzinfoIcons(props) {
    const entries = numberedEntries(props.module, 5);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Section, {
        ...props,
        className: "portal-kurzinfo",
        fallbackTitle: "Kurz informiert",
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
            className: "portal-kurzinfo__list",
            children: entries.map((entry)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("li", {
                    className: "portal-kurzinfo__item",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "portal-kurzinfo__icon",
                            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                name: (0,icons/* isIconName */.n6)(entry.icon) ? entry.icon : 'info',
                                size: 30
                            })
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h3", {
                                    className: "portal-kurzinfo__title",
                                    children: entry.href ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: entry.href,
                                        children: entry.titel
                                    }) : entry.titel
                                }),
                                entry.text && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                                    children: plain(entry.text)
                                }),
                                entry.href && entry.linktext && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                                    className: "portal-kurzinfo__link",
                                    "aria-hidden": "true",
                                    children: entry.linktext
                                })
                            ]
                        })
                    ]
                }, entry.n))
        })
    });
}
function BildText({ module, index }) {
    const image = imageField(module.bildupload);
    const imageFirst = textField(module.anordnung) === 'bild-text';
    const id = `portal-${index}`;
    const href = (0,index_ts_.safeHref)(module.link);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("section", {
        className: `portal-section portal-bildtext portal-bildtext--${imageFirst ? 'bild-text' : 'text-bild'}${isOn(module.parallax) ? ' is-parallax' : ''}`,
        "aria-labelledby": id,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
            className: "ms-container portal-bildtext__grid",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "portal-bildtext__text",
                    children: [
                        textField(module.untertitel) && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                            className: "portal-eyebrow",
                            children: textField(module.untertitel)
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                            id: id,
                            children: textField(module.titel)
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                            html: module.text
                        }),
                        href && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                            className: "ms-button",
                            href: href,
                            children: [
                                textField(module.linktext) || 'Mehr erfahren',
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                    name: "arrowRight",
                                    size: 20
                                })
                            ]
                        })
                    ]
                }),
                image && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figure", {
                    className: "portal-bildtext__figure",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                            className: "portal-bildtext__frame",
                            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                                src: image.bild,
                                alt: image.bildtext ?? '',
                                width: 1200,
                                height: 675
                            })
                        }),
                        (image.bildtext || image.bildcopyright) && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figcaption", {
                            children: [
                                image.bildtext,
                                image.bildtext && image.bildcopyright ? ' ' : null,
                                image.bildcopyright && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                                    children: [
                                        "© ",
                                        image.bildcopyright
                                    ]
                                })
                            ]
                        })
                    ]
                })
            ]
        })
    });
}
/** 'Auch interessant': the links of a CMS menu beside an image (spec point 2). */ function AuchInteressant({ module, index }) {
    const image = imageField(module.bildupload);
    const links = (0,index_ts_.menuLinks)(module.menuItems);
    const id = `portal-${index}`;
    if (links.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("section", {
        className: "portal-section portal-auch",
        "aria-labelledby": id,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
            className: "ms-container portal-auch__grid",
            children: [
                image && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figure", {
                    className: "portal-auch__figure",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                            src: image.bild,
                            alt: image.bildtext ?? '',
                            width: 1200,
                            height: 675
                        }),
                        image.bildcopyright && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figcaption", {
                            children: [
                                "© ",
                                image.bildcopyright
                            ]
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "portal-auch__links",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                            id: id,
                            children: textField(module.titel) || 'Auch interessant'
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                            children: links.map((link)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                                        href: link.href,
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                children: link.title
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                name: "arrowRight",
                                                size: 20
                                            })
                                        ]
                                    })
                                }, link.href))
                        })
                    ]
                })
            ]
        })
    });
}
/** Pictures from the town's Instagram account, stored with the portal (no request to Instagram). */ function Instagram(props) {
    const pictures = (props.module.bilder ?? []).map(imageField).filter((image)=>image !== null);
    const profile = (0,index_ts_.safeHref)(props.module.link);
    if (pictures.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(Section, {
        ...props,
        className: "portal-instagram",
        fallbackTitle: "Musterstadt auf Instagram",
        moreFallback: "Zum Instagram-Profil",
        children: [
            props.module.einleitung && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                html: props.module.einleitung,
                className: "portal-section__intro"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* Carousel */.FN, {
                label: textField(props.module.titel) || 'Musterstadt auf Instagram',
                preset: "instagram",
                children: pictures.map((picture)=>{
                    const img = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("img", {
                        src: picture.bild,
                        alt: picture.bildtext ?? '',
                        width: 400,
                        height: 400
                    });
                    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figure", {
                        className: "portal-instagram__picture",
                        children: [
                            profile ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                                href: profile,
                                children: [
                                    img,
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                        className: "ms-visually-hidden",
                                        children: " – auf Instagram ansehen"
                                    })
                                ]
                            }) : img,
                            picture.bildcopyright && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("figcaption", {
                                className: "ms-visually-hidden",
                                children: [
                                    "© ",
                                    picture.bildcopyright
                                ]
                            })
                        ]
                    }, picture.bild);
                })
            })
        ]
    });
}
/** Renderers by module kind (`typ`): the nine kinds of spec point 3, the 'Auch interessant' block and the image wall. */ const PORTAL_MODULES = {
    hero: Hero,
    'hero-slider': HeroSlider,
    text: Text,
    'headline-teaser': HeadlineTeaser,
    eventteaser: EventTeaser,
    'bild-text-teaser-3x': BildTextTeaser3x,
    'panoramabild-panoramateaser': PanoramaTeaser,
    'kurzinfo-icons': KurzinfoIcons,
    'bild-text': BildText,
    'auch-interessant': AuchInteressant,
    instagram: Instagram
};
/** Module kinds that can carry the page's h1. */ const HERO_KINDS = new Set([
    'hero',
    'hero-slider'
]);

;// ./src/templates/portal.tsx




/** A portal page (the home page, section start pages): its modules in the order the CMS gives them. */ function Portal(props) {
    const answer = (0,index_ts_.blockData)(props);
    const modules = (answer?.module ?? []).filter((module)=>PORTAL_MODULES[module.typ]);
    // Without a heading of its own the page's h1 is the first hero's title.
    const firstHero = props.page.heading ? -1 : modules.findIndex((module)=>HERO_KINDS.has(module.typ));
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "portal",
        children: [
            firstHero === -1 && !props.page.heading && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h1", {
                className: "ms-visually-hidden",
                children: answer?.titel ?? props.page.title
            }),
            modules.map((module, index)=>{
                const Module = PORTAL_MODULES[module.typ];
                if (!Module) return null;
                const rendered = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Module, {
                    module: module,
                    index: index,
                    isFirstHero: index === firstHero
                }, `${module.typ}-${index}`);
                return index === firstHero ? [
                    rendered,
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                        id: PORTAL_START_ID,
                        className: "portal-start"
                    }, "start")
                ] : rendered;
            })
        ]
    });
}


/***/ }

};
;