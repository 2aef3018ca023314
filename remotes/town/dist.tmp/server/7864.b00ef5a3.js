"use strict";
exports.ids = [7864];
exports.modules = {

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

/***/ 7864
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PUSH_TEXTS: () => (/* binding */ PUSH_TEXTS),
  "default": () => (/* binding */ PushWidget),
  pushSupported: () => (/* binding */ pushSupported)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
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
/** The decoded JSON body of a response, or null when it has none or it is not JSON. */ async function readJson(response) {
    const text = await response.text();
    if (!text) return null;
    try {
        return JSON.parse(text);
    } catch  {
        return null;
    }
}
/** The shell's page-data endpoint: what the browser asks for a same-site address it navigates to. */ const PAGE_DATA_PATH = '/_page';
function pageDataUrl(target) {
    return `${PAGE_DATA_PATH}?url=${encodeURIComponent(target)}`;
}
/**
 * Fetches the page data of a same-site address (path and query) from the shell, in the browser.
 * Rejects with CmsUnavailableError when the shell cannot be reached or does not answer with data.
 */ async function fetchPageData(target, options = {}) {
    const doFetch = options.fetch ?? ((input, init)=>fetch(input, init));
    let response;
    try {
        response = await doFetch(pageDataUrl(target), {
            headers: {
                accept: 'application/json'
            },
            ...options.signal ? {
                signal: options.signal
            } : {}
        });
    } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new CmsUnavailableError(`Page data unreachable: ${error.message}`);
    }
    const body = await readJson(response);
    if (!response.ok || body === null) throw new CmsUnavailableError(`Page data answered ${response.status}`, response.status);
    return body;
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
        return {
            status: response.status,
            body: await readJson(response)
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








// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(6052);
// EXTERNAL MODULE: ./src/templates/parts.tsx
var parts = __webpack_require__(1251);
;// ./src/templates/push-benachrichtigungen.tsx






const PUSH_TEXTS = {
    needsScript: 'Push-Benachrichtigungen lassen sich nur mit eingeschaltetem JavaScript einrichten.',
    unsupported: 'Ihr Browser unterstützt keine Push-Benachrichtigungen. Neuigkeiten aus dem Rathaus erhalten Sie auch über unseren Newsfeed.',
    noTopic: 'Bitte wählen Sie mindestens ein Thema aus.',
    denied: 'Sie haben Benachrichtigungen für diese Website nicht erlaubt. Sie können das in den Einstellungen Ihres Browsers ändern.',
    unavailable: 'Push-Benachrichtigungen stehen auf dieser Website zurzeit nicht zur Verfügung. Bitte versuchen Sie es später noch einmal.',
    failed: 'Das Abonnement konnte nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.'
};
function pushSupported() {
    return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}
function applicationServerKey(base64) {
    const padded = (base64 + '='.repeat((4 - base64.length % 4) % 4)).replace(/-/g, '+').replace(/_/g, '/');
    const raw = atob(padded);
    const bytes = new Uint8Array(new ArrayBuffer(raw.length));
    for(let i = 0; i < raw.length; i += 1)bytes[i] = raw.charCodeAt(i);
    return bytes;
}
/** Subscribes this browser to the chosen topics; resolves to the message to show. */ async function subscribe(themen) {
    if (await Notification.requestPermission() !== 'granted') return {
        ok: false,
        message: PUSH_TEXTS.denied
    };
    const registration = await navigator.serviceWorker.getRegistration();
    const key = registration ? await createCmsClient({
        baseUrl: ''
    }).get('/api/cms/push/schluessel') : null;
    const publicKey = key?.status === 200 ? key.body?.publicKey : undefined;
    if (!registration || !publicKey) return {
        ok: false,
        message: PUSH_TEXTS.unavailable
    };
    const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey)
    });
    const response = await fetch('/api/cms/push/abonnements', {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            accept: 'application/json'
        },
        body: JSON.stringify({
            ...subscription.toJSON(),
            themen
        })
    });
    if (!response.ok) {
        const body = await response.json().catch(()=>null);
        return {
            ok: false,
            message: body?.error ?? PUSH_TEXTS.failed
        };
    }
    return {
        ok: true,
        message: 'Vielen Dank! Sie erhalten ab jetzt Benachrichtigungen zu den gewählten Themen.'
    };
}
/** The push-notification widget: choose topics, allow notifications, done. */ function PushWidget(props) {
    const topics = (0,parts/* entriesOf */.Mc)((0,index_ts_.blockData)(props));
    const [phase, setPhase] = (0,index_js_.useState)('server');
    const [message, setMessage] = (0,index_js_.useState)(null);
    const [invalid, setInvalid] = (0,index_js_.useState)(false);
    const titel = (0,index_ts_.contextText)(props.block, 'titel') || 'Push-Benachrichtigungen';
    (0,index_js_.useEffect)(()=>{
        setPhase(pushSupported() ? 'bereit' : 'nicht-unterstuetzt');
    }, []);
    async function onSubmit(event) {
        event.preventDefault();
        const themen = new FormData(event.currentTarget).getAll('themen').map(String);
        setInvalid(themen.length === 0);
        if (themen.length === 0) return;
        setPhase('sendet');
        setMessage(null);
        try {
            const result = await subscribe(themen);
            setMessage({
                text: result.message,
                error: !result.ok
            });
            setPhase(result.ok ? 'abonniert' : 'bereit');
        } catch  {
            setMessage({
                text: PUSH_TEXTS.unavailable,
                error: true
            });
            setPhase('bereit');
        }
    }
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        className: "town-box town-push",
        "aria-labelledby": "push-titel",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                id: "push-titel",
                children: titel
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                html: (0,index_ts_.contextText)(props.block, 'text')
            }),
            phase === 'server' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: PUSH_TEXTS.needsScript
            }),
            phase === 'nicht-unterstuetzt' && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                children: [
                    PUSH_TEXTS.unsupported,
                    " ",
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                        href: "/aktuelles/feed.xml",
                        children: "Newsfeed der Stadt abonnieren"
                    })
                ]
            }),
            (phase === 'bereit' || phase === 'sendet') && topics.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                onSubmit: onSubmit,
                noValidate: true,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("fieldset", {
                        "aria-describedby": invalid ? 'push-fehler' : undefined,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("legend", {
                                children: "Worüber möchten Sie informiert werden?"
                            }),
                            invalid && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                                id: "push-fehler",
                                className: "town-field-error",
                                children: PUSH_TEXTS.noTopic
                            }),
                            topics.map((topic)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                                    className: "town-check",
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                            type: "checkbox",
                                            id: `push-${topic.id}`,
                                            name: "themen",
                                            value: topic.id
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                                            htmlFor: `push-${topic.id}`,
                                            children: topic.titel
                                        })
                                    ]
                                }, topic.id))
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                        type: "submit",
                        className: "ms-button",
                        disabled: phase === 'sendet',
                        children: phase === 'sendet' ? 'Wird eingerichtet …' : 'Benachrichtigungen aktivieren'
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                role: "status",
                "aria-live": "polite",
                children: message && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                    className: message.error ? 'town-field-error' : 'ms-notice',
                    children: message.text
                })
            })
        ]
    });
}


/***/ }

};
;