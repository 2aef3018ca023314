"use strict";
exports.ids = [906];
exports.modules = {

/***/ 265
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jV: () => (/* reexport */ ContactAddress),
  u7: () => (/* reexport */ LogoLink),
  nX: () => (/* reexport */ ServiceBar),
  $P: () => (/* reexport */ SubsiteFooter),
  hj: () => (/* reexport */ SubsiteHeader),
  DB: () => (/* reexport */ SubsitePage),
  Fl: () => (/* reexport */ TOWN_FOOTER_LINKS),
  g1: () => (/* reexport */ UpcomingDates)
});

// UNUSED EXPORTS: Hero, SubsiteMain

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(591);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(959);
;// ../../libs/ui/src/chrome/logo-link.tsx


/** The sub-site's logo: a link to its start page, except on the start page itself (spec "Header"). */ function LogoLink({ home, path, homeLabel, className, children }) {
    const classes = [
        'ms-subsite-logo',
        className
    ].filter(Boolean).join(' ');
    if ((0,index_ts_.normalizePath)(path) === (0,index_ts_.normalizePath)(home)) return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
        className: classes,
        children: children
    });
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
        className: classes,
        href: home,
        children: [
            children,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                className: "ms-visually-hidden",
                children: [
                    " – ",
                    homeLabel
                ]
            })
        ]
    });
}

;// ../../libs/ui/src/chrome/service-bar.tsx


/** The sub-site's bar of service links; its items wrap on narrow screens instead of being cut off. */ function ServiceBar({ links, path, label, className, icon }) {
    if (links.length === 0) return null;
    const here = (0,index_ts_.normalizePath)(path);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
        className: [
            'ms-service-bar',
            className
        ].filter(Boolean).join(' '),
        "aria-label": label,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
            className: "ms-container",
            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                children: links.map((link)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                            href: link.href,
                            "aria-current": (0,index_ts_.normalizePath)(link.href) === here ? 'page' : undefined,
                            children: [
                                icon?.(link),
                                link.title
                            ]
                        })
                    }, link.href))
            })
        })
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/content.tsx
var content = __webpack_require__(480);
;// ../../libs/ui/src/chrome/hero.tsx


/**
 * The sub-site's hero image. The illustrations are 16:9; the image keeps that ratio at every width
 * (narrower and centred on a band when the height is capped), so its subject is never cropped.
 */ function Hero({ image, home = false, className }) {
    if (!image) return null;
    const classes = [
        'ms-subsite-hero',
        home ? 'ms-subsite-hero--home' : null,
        className
    ].filter(Boolean).join(' ');
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
        className: classes,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(content/* Figure */.Dn, {
            ...image,
            alt: image.bildtext ?? '',
            loading: "eager",
            width: 800,
            height: 450,
            className: "ms-subsite-hero__figure"
        })
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/menu-nav.tsx
var menu_nav = __webpack_require__(550);
;// ../../libs/ui/src/chrome/subsite-header.tsx


/**
 * Header of a sub-site: logo row and main menu on a band. Menu items wrap on narrow screens, so every
 * item stays visible and whole at 375 px without JavaScript.
 */ function SubsiteHeader({ logo, aside, menu, path, home, top, className }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("header", {
        className: [
            'ms-subsite-header',
            className
        ].filter(Boolean).join(' '),
        children: [
            top,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-container ms-subsite-header__bar",
                children: [
                    logo,
                    aside
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "ms-subsite-header__nav",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                    className: "ms-container",
                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(menu_nav/* MenuNav */.L, {
                        items: menu.items,
                        path: path,
                        label: menu.label,
                        className: "ms-subsite-menu",
                        activeClassName: "ms-subsite-menu__active",
                        root: home
                    })
                })
            })
        ]
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/phone.tsx
var phone = __webpack_require__(51);
;// ../../libs/ui/src/chrome/subsite-footer.tsx


/** The links every sub-site footer offers back to the town. */ const TOWN_FOOTER_LINKS = [
    {
        title: 'Zur Website der Stadt',
        href: '/'
    },
    {
        title: 'Impressum',
        href: '/impressum'
    },
    {
        title: 'Datenschutz',
        href: '/datenschutz'
    }
];
/** Footer of a sub-site: labelled sections of text and links on the theme's footer colours. */ function SubsiteFooter({ sections, bottom, className }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("footer", {
        className: [
            'ms-subsite-footer',
            className
        ].filter(Boolean).join(' '),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "ms-container ms-subsite-footer__grid",
                children: sections.map((section)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
                        "aria-labelledby": section.id,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: section.id,
                                children: section.heading
                            }),
                            section.content,
                            section.links && section.links.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                                children: section.links.map((link)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                            href: link.href,
                                            children: link.title
                                        })
                                    }, link.href))
                            })
                        ]
                    }, section.id))
            }),
            bottom
        ]
    });
}
/** A postal address with phone and e-mail links, as the sub-site footers show it. */ function ContactAddress({ lines, telefon, email }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("address", {
        children: [
            lines.map((line, index)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                    children: [
                        index > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                        line
                    ]
                }, line)),
            telefon && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                    "Telefon: ",
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(phone/* PhoneLink */.v, {
                        number: telefon
                    })
                ]
            }),
            email && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                    "E-Mail: ",
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                        href: `mailto:${email}`,
                        children: email
                    })
                ]
            })
        ]
    });
}

;// ../../libs/ui/src/chrome/subsite-main.tsx

/** The page's main content with its one h1; a sidebar, when the page has one, beside it as a labelled aside. */ function SubsiteMain({ heading, main, sidebar, sidebarPlacement = 'aside', className }) {
    const hasSidebar = sidebarPlacement === 'aside' && sidebar !== undefined && sidebar !== null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: [
            'ms-container ms-subsite-columns',
            hasSidebar ? 'ms-subsite-columns--sidebar' : null,
            className
        ].filter(Boolean).join(' '),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("main", {
                id: "inhalt",
                tabIndex: -1,
                className: "ms-subsite-main",
                children: [
                    heading && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h1", {
                        children: heading
                    }),
                    main,
                    sidebarPlacement === 'inline' && sidebar
                ]
            }),
            hasSidebar && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("aside", {
                className: "ms-subsite-sidebar",
                "aria-label": "Weitere Informationen",
                children: sidebar
            })
        ]
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/components/accessibility-bar.tsx
var accessibility_bar = __webpack_require__(207);
// EXTERNAL MODULE: ../../libs/ui/src/components/breadcrumb.tsx
var breadcrumb = __webpack_require__(68);
;// ../../libs/ui/src/chrome/subsite-page.tsx






/** The frame every sub-site shares: header, service bar, hero, breadcrumb, main, accessibility bar, footer. */ function SubsitePage({ page, slots, home, className, header, serviceBar, footer, sidebarPlacement }) {
    const isHome = (0,index_ts_.normalizePath)(page.path) === (0,index_ts_.normalizePath)(home);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: [
            'ms-subsite',
            className
        ].join(' '),
        children: [
            header,
            serviceBar,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Hero, {
                image: page.heroImages[0],
                home: isHome
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "ms-container",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(breadcrumb/* Breadcrumb */.Q, {
                    items: page.breadcrumbs
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubsiteMain, {
                heading: page.heading,
                main: slots.main,
                sidebar: slots.sidebar,
                sidebarPlacement: sidebarPlacement
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(accessibility_bar/* AccessibilityBar */.Y9, {
                path: page.path,
                search: page.search
            }),
            footer
        ]
    });
}

// EXTERNAL MODULE: ../../libs/ui/src/format.ts
var format = __webpack_require__(513);
;// ../../libs/ui/src/chrome/upcoming-dates.tsx



/** A sub-site start page's next dates: date (range) and time above each title, the empty state when none. */ function UpcomingDates({ id, heading, items, more, className, classes }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        "aria-labelledby": id,
        className: className,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                id: id,
                children: heading
            }),
            items.length === 0 ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(content/* EmptyState */.pp, {
                text: content/* EMPTY_TEXTS */.Tl.termineAn
            }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                className: classes.list,
                children: items.map((item)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("li", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                                className: classes.when,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(content/* DateText */.e3, {
                                        value: item.dateFrom ?? item.datum_von
                                    }),
                                    item.dateTo && item.dateTo !== item.dateFrom && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                                        children: [
                                            ' ',
                                            "bis ",
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(content/* DateText */.e3, {
                                                value: item.dateTo
                                            })
                                        ]
                                    }),
                                    item.timeFrom && `, ${(0,format/* formatTime */.fU)(item.timeFrom)}`
                                ]
                            }),
                            classes.title ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                className: classes.title,
                                children: item.titel
                            }) : item.titel
                        ]
                    }, item.id))
            }),
            more && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                    href: more.href,
                    children: more.text
                })
            })
        ]
    });
}

;// ../../libs/ui/src/chrome/index.ts










/***/ },

/***/ 906
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ FeuerwehrLayout),
  menus: () => (/* binding */ menus)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(591);
// EXTERNAL MODULE: ../../libs/ui/src/chrome/index.ts + 8 modules
var chrome = __webpack_require__(265);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 7 modules
var src = __webpack_require__(288);
;// ../../libs/cms-client/src/http.ts
/** The one data client of the content API: fetching, its error types, and JSON decoding. */ /** The content API could not be reached or answered with a server error. */ class CmsUnavailableError extends Error {
    status;
    name = 'CmsUnavailableError';
    constructor(message, status = 503){
        super(message), this.status = status;
    }
}
/** Only paths of the content API itself may be called: never an absolute URL from content. */ function isApiPath(path) {
    return /^\/api\/[^/]/.test(path) && !path.includes('..') && !path.includes('//');
}
function toQueryString(params = {}) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)){
        if (value === undefined || value === null || value === '') continue;
        search.append(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
}
function createCmsClient(options) {
    const doFetch = options.fetch ?? ((input, init)=>fetch(input, init));
    const baseUrl = options.baseUrl.replace(/\/$/, '');
    async function request(method, path, params, body) {
        if (!isApiPath(path)) throw new Error(`Not a content API path: ${path}`);
        const url = `${baseUrl}${path}${toQueryString(params)}`;
        const headers = {
            accept: 'application/json',
            ...options.headers
        };
        if (body !== undefined) headers['content-type'] = 'application/json';
        let response;
        try {
            response = await doFetch(url, {
                ...method === 'GET' ? {} : {
                    method
                },
                headers,
                ...body === undefined ? {} : {
                    body: JSON.stringify(body)
                },
                signal: AbortSignal.timeout(options.timeoutMs ?? 10_000)
            });
        } catch (error) {
            throw new CmsUnavailableError(`Content API unreachable: ${error.message}`);
        }
        let decoded = null;
        const text = await response.text();
        if (text) {
            try {
                decoded = JSON.parse(text);
            } catch  {
                decoded = null;
            }
        }
        return {
            status: response.status,
            body: decoded
        };
    }
    return {
        baseUrl,
        get: (path, params)=>request('GET', path, params),
        send: (method, path, body, params)=>request(method, path, params, body)
    };
}

;// ../../libs/cms-client/src/route.ts
/* unused harmony import specifier */ var route_CmsUnavailableError;

/** Route lookup (spec point 7): null when no page matches; throws when the API is unavailable. */ async function lookupRoute(client, url) {
    const { status, body } = await client.get('/api/cms/route', {
        url
    });
    if (status >= 500) throw new route_CmsUnavailableError(`Route lookup failed with status ${status}`, status === 503 ? 503 : 502);
    if (status !== 200 || !isValidPage(body)) return null;
    return body;
}
/** The page's own validity check: a lookup answer without page content counts as not found. */ function isValidPage(value) {
    if (!value || typeof value !== 'object') return false;
    const page = value;
    return typeof page.url === 'string' && Array.isArray(page.apiCalls) && !!page.pageContent && typeof page.pageContent === 'object' && Array.isArray(page.pageContent.context);
}
/** Menu fetch: an unknown menu or a failed call gives an empty menu, never an error. */ async function fetchMenu(client, name) {
    try {
        const { status, body } = await client.get('/api/cms/menu', {
            name
        });
        if (status !== 200 || !body || !Array.isArray(body.menuItems)) return [];
        return body.menuItems;
    } catch  {
        return [];
    }
}

;// ../../libs/cms-client/src/api-calls.ts
/* unused harmony import specifier */ var api_calls_CmsUnavailableError;
/* unused harmony import specifier */ var safeRedirectTarget;


/** Spec point 5: a call that relies on its answer got none it could use. */ class ApiResponseError extends Error {
    callName;
    status;
    name = 'ApiResponseError';
    constructor(callName, /** 503 when the content API could not be reached at all, else 502. */ status = 502){
        super(`API response has no data: ${callName}`), this.callName = callName, this.status = status;
    }
}
/** An `errorOnEmpty` call answered with nothing: the page does not exist. */ class EmptyResultError extends Error {
    callName;
    name = 'EmptyResultError';
    status = 404;
    constructor(callName){
        super(`API response is empty: ${callName}`), this.callName = callName;
    }
}
function readQuery(query, name) {
    if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
    return query[name];
}
function isBlank(value) {
    return value === undefined || value === null || value === '';
}
/** Params of a call: its own, plus query-string values whose names the call flags true. */ function buildParams(call, query) {
    const params = {
        ...call.params
    };
    const flags = call.options?.query ?? {};
    for (const [name, allowed] of Object.entries(flags)){
        if (allowed !== true) continue;
        const value = readQuery(query, name);
        if (isBlank(value)) continue;
        params[name] = value;
        if (name === 'rubrik_id' && isBlank(params.rubriken)) params.rubriken = value;
    }
    return params;
}
/** The entries of a list answer (`{data: [...]}` or a bare array), else undefined. */ function listEntries(body) {
    if (Array.isArray(body)) return body;
    if (body && typeof body === 'object' && Array.isArray(body.data)) {
        return body.data;
    }
    return undefined;
}
function isObject(value) {
    return typeof value === 'object' && value !== null;
}
function isEmptyAnswer(body) {
    if (!isObject(body)) return true;
    const entries = listEntries(body);
    if (entries) return entries.length === 0;
    // `{data: null}` is a list answer without entries.
    if ('data' in body && isBlank(body.data)) return true;
    if ('error' in body && Object.keys(body).length === 1) return true;
    return Object.keys(body).length === 0;
}
/** The single item an answer stands for: an object that is not a list, or a list of exactly one. */ function singleEntry(body) {
    const entries = listEntries(body);
    if (entries) return entries.length === 1 && isObject(entries[0]) ? entries[0] : undefined;
    return isObject(body) && !('error' in body) ? body : undefined;
}
function positiveInt(value) {
    const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
    return Number.isInteger(number) && number > 0 ? number : undefined;
}
function plainText(html) {
    return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
/** Runs a page's api calls in parallel and applies their options (spec points 3–5). */ async function runApiCalls(client, calls, query) {
    const answers = await Promise.all(calls.map(async (call)=>{
        const strict = !!(call.options?.useMeta || call.options?.redirectOnSingleEntry || call.options?.errorOnEmpty);
        try {
            const { status, body } = await client.get(call.endpoint, buildParams(call, query));
            if (strict && (!isObject(body) || status < 200 || status > 499)) throw new ApiResponseError(call.name);
            return {
                call,
                body
            };
        } catch (error) {
            if (error instanceof ApiResponseError) throw error;
            if (strict) throw new ApiResponseError(call.name, error instanceof api_calls_CmsUnavailableError ? 503 : 502);
            // A generic GET returns null on error; the block shows its empty state.
            return {
                call,
                body: null
            };
        }
    }));
    const result = {
        data: {}
    };
    for (const { call, body } of answers){
        const options = call.options ?? {};
        result.data[call.name] = body;
        if (options.redirectOnSingleEntry && !result.redirect) {
            const entries = listEntries(body);
            // One entry on this page is not one hit when the answer counts more (page 2 of 11 hits).
            const total = isObject(body) && typeof body.anzahl === 'number' ? body.anzahl : entries?.length;
            const target = total === 1 && entries?.length === 1 && isObject(entries[0]) ? safeRedirectTarget(entries[0].detailURL) : null;
            if (target) result.redirect = target;
        }
        if (options.errorOnEmpty && isEmptyAnswer(body)) throw new EmptyResultError(call.name);
        const single = singleEntry(body);
        if (options.useMeta && single) {
            const title = single.seo?.title || single.titel;
            const description = single.seo?.description || (single.einleitung ? plainText(single.einleitung) : undefined);
            result.meta = {
                ...title ? {
                    title
                } : {},
                ...description ? {
                    description
                } : {}
            };
        }
        if (options.canonical && single?.detailURL) result.canonical = single.detailURL;
        if (options.query && 'seite' in options.query) {
            const pages = isObject(body) ? positiveInt(body.seiten) : undefined;
            result.pagination = {
                page: positiveInt(readQuery(query, 'seite')) ?? 1,
                pages: pages ?? 1
            };
        }
    }
    return result;
}

;// ../../libs/cms-client/src/index.ts








;// ./src/product.ts

/** The town's slug ({product} in the spec), set at build time from configuration. */ const PRODUCT = "musterstadt" || 0;
/** 'musterstadt' → 'Musterstadt' */ const PRODUCT_NAME = PRODUCT.split('-').map((part)=>part.charAt(0).toUpperCase() + part.slice(1)).join('-');

;// ./src/layouts/feuerwehr.tsx




const menus = [
    'Hauptmenü Feuerwehr'
];
const HOME = '/feuerwehr/';
const SERVICE_LINKS = [
    {
        title: 'Über uns',
        href: '/feuerwehr/aufgaben/'
    },
    {
        title: 'Berichte',
        href: '/feuerwehr/feuerwehrmeldungen/'
    },
    {
        title: 'Kontakt',
        href: '/feuerwehr/verwaltung/'
    },
    {
        title: 'Termine',
        href: '/feuerwehr/termine/'
    }
];
const QUICK_LINKS = [
    {
        title: 'Aktuelle Einsätze',
        href: '/feuerwehr/einsaetze/'
    },
    {
        title: 'Mitglied werden',
        href: '/feuerwehr/mitglied-werden/'
    },
    {
        title: `Abteilung ${PRODUCT_NAME}`,
        href: `/feuerwehr/abteilung-${PRODUCT}/`
    },
    {
        title: 'Abteilung Hallwangen',
        href: '/feuerwehr/abteilung-hallwangen/'
    },
    {
        title: 'Abteilung Aach',
        href: '/feuerwehr/abteilung-aach/'
    }
];
function FireMark() {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("svg", {
        className: "ms-subsite-logo__mark",
        viewBox: "0 0 48 48",
        "aria-hidden": "true",
        focusable: "false",
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
            d: "M24 3c3 9 13 13 13 26a13 13 0 0 1-26 0c0-7 4-11 6-15 1 4 3 6 5 7-1-7 1-13 2-18z",
            fill: "currentColor"
        })
    });
}
/** Layout of the volunteer fire brigade's sub-site. */ function FeuerwehrLayout({ page, slots, menus: loaded }) {
    const header = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome/* SubsiteHeader */.hj, {
        className: "fw-header",
        path: page.path,
        home: HOME,
        logo: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(chrome/* LogoLink */.u7, {
            home: HOME,
            path: page.path,
            homeLabel: "zur Startseite der Feuerwehr",
            className: "fw-logo",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FireMark, {}),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                    className: "ms-subsite-logo__text fw-logo__text",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "fw-logo__small",
                            children: "Freiwillige Feuerwehr"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "fw-logo__name",
                            children: "Musterstadt"
                        })
                    ]
                })
            ]
        }),
        aside: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
            className: "fw-header__emergency",
            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                href: (0,src/* phoneHref */.Wj)('112'),
                children: [
                    "Notruf ",
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                        className: "fw-header__number",
                        children: "112"
                    })
                ]
            })
        }),
        menu: {
            items: loaded['Hauptmenü Feuerwehr'] ?? [],
            label: 'Hauptmenü Feuerwehr'
        }
    });
    const footer = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome/* SubsiteFooter */.$P, {
        className: "fw-footer",
        sections: [
            {
                id: 'fw-footer-kontakt',
                heading: 'Freiwillige Feuerwehr Musterstadt',
                content: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome/* ContactAddress */.jV, {
                    lines: [
                        'Feuerwehrhaus Musterstadt',
                        'Am Gerätehaus 3',
                        '79999 Musterstadt'
                    ],
                    telefon: "07999 123-700",
                    email: "feuerwehr@musterstadt.de"
                })
            },
            {
                id: 'fw-footer-notruf',
                heading: 'Im Notfall',
                content: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                    children: [
                        "Feuerwehr und Rettungsdienst: ",
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* PhoneLink */.vU, {
                            number: "112"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                        "Polizei: ",
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* PhoneLink */.vU, {
                            number: "110"
                        })
                    ]
                })
            },
            {
                id: 'fw-footer-schnell',
                heading: 'Schnellzugriff',
                links: QUICK_LINKS
            },
            {
                id: 'fw-footer-stadt',
                heading: 'Stadt Musterstadt',
                links: chrome/* TOWN_FOOTER_LINKS */.Fl
            }
        ]
    });
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome/* SubsitePage */.DB, {
        page: page,
        slots: slots,
        home: HOME,
        className: "fw-page",
        header: header,
        serviceBar: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(chrome/* ServiceBar */.nX, {
            links: SERVICE_LINKS,
            path: page.path,
            label: "Servicelinks Feuerwehr",
            className: "fw-servicebar"
        }),
        footer: footer,
        sidebarPlacement: "inline"
    });
}


/***/ }

};
;