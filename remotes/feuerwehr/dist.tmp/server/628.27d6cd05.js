"use strict";
exports.ids = [628];
exports.modules = {

/***/ 628
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CONTRACT_API_VERSION: () => (/* reexport */ (/* inlined export .CONTRACT_API_VERSION */1)),
  FORM_ID_FIELD: () => (/* reexport */ (/* inlined export .FORM_ID_FIELD */"_form")),
  NavigationContext: () => (/* reexport */ NavigationContext),
  blockData: () => (/* reexport */ blockData),
  contextText: () => (/* reexport */ contextText),
  councilLoggedIn: () => (/* reexport */ councilLoggedIn),
  councilLoggedOut: () => (/* reexport */ councilLoggedOut),
  defineRemote: () => (/* reexport */ defineRemote),
  formEndpoint: () => (/* reexport */ formEndpoint),
  intranetLoggedIn: () => (/* reexport */ intranetLoggedIn),
  intranetLoggedOut: () => (/* reexport */ intranetLoggedOut),
  isActivePath: () => (/* reexport */ isActivePath),
  isInternalPath: () => (/* reexport */ isInternalPath),
  makeStore: () => (/* reexport */ makeStore),
  menuLinks: () => (/* reexport */ menuLinks),
  normalizePath: () => (/* reexport */ normalizePath),
  rootReducer: () => (/* reexport */ rootReducer),
  safeHref: () => (/* reexport */ safeHref),
  selectCouncilUser: () => (/* reexport */ selectCouncilUser),
  selectIntranetUser: () => (/* reexport */ selectIntranetUser),
  selectIsCouncilLoggedIn: () => (/* reexport */ selectIsCouncilLoggedIn),
  selectIsIntranetLoggedIn: () => (/* reexport */ selectIsIntranetLoggedIn),
  sessionSlice: () => (/* reexport */ sessionSlice),
  useNavigate: () => (/* reexport */ useNavigate),
  validateRemoteDefinition: () => (/* reexport */ validateRemoteDefinition),
  withQuery: () => (/* reexport */ withQuery)
});

;// ../../libs/shell-contract/src/define-remote.ts
/** Version of the shell–remote contract. Additive changes keep it; breaking ones raise it. */ const CONTRACT_API_VERSION = 1;
/** The one entry a remote exposes (as './remote'). */ function defineRemote(definition) {
    const problem = validateRemoteDefinition(definition);
    if (problem) throw new Error(`Invalid remote definition: ${problem}`);
    return Object.freeze({
        ...definition
    });
}
/** Checks a loaded remote entry against the contract; returns what is wrong, or null. */ function validateRemoteDefinition(value, expectedId) {
    if (!value || typeof value !== 'object') return 'not an object';
    const def = value;
    if (typeof def.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(def.id)) return 'id must be a lower-case name';
    if (expectedId && def.id !== expectedId) return `id '${def.id}' does not match '${expectedId}'`;
    if (def.apiVersion !== CONTRACT_API_VERSION) return `unsupported contract version ${String(def.apiVersion)}`;
    for (const key of [
        'layouts',
        'templates'
    ]){
        const record = def[key];
        if (!record || typeof record !== 'object') return `${key} must be a record`;
        for (const [name, loader] of Object.entries(record)){
            if (typeof loader !== 'function') return `${key}.${name} must be a loader function`;
        }
    }
    return null;
}
/** The answer of the first api call a block names, e.g. the list a list template shows. */ function blockData(props) {
    const name = props.block.context?.apiCalls?.[0];
    const value = name === undefined ? undefined : props.data[name];
    return value ?? undefined;
}
/** A string field of a block's context ('' when absent). */ function contextText(block, key) {
    const value = block.context?.[key];
    return typeof value === 'string' ? value : '';
}

// EXTERNAL MODULE: consume shared module (default) @reduxjs/toolkit@!=2...0...0 (singleton) (fallback: ../../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs)
var redux_toolkit_modern_mjs_ = __webpack_require__(502);
;// ../../libs/shell-contract/src/session.ts

const initialState = {
    council: null,
    intranet: null
};
const sessionSlice = (0,redux_toolkit_modern_mjs_.createSlice)({
    name: 'session',
    initialState,
    reducers: {
        councilLoggedIn (state, action) {
            state.council = action.payload;
        },
        councilLoggedOut (state) {
            state.council = null;
        },
        intranetLoggedIn (state, action) {
            state.intranet = action.payload;
        },
        intranetLoggedOut (state) {
            state.intranet = null;
        }
    },
    selectors: {
        selectCouncilUser: (state)=>state.council,
        selectIntranetUser: (state)=>state.intranet,
        selectIsCouncilLoggedIn: (state)=>state.council !== null,
        selectIsIntranetLoggedIn: (state)=>state.intranet !== null
    }
});
const { councilLoggedIn, councilLoggedOut, intranetLoggedIn, intranetLoggedOut } = sessionSlice.actions;
const { selectCouncilUser, selectIntranetUser, selectIsCouncilLoggedIn, selectIsIntranetLoggedIn } = sessionSlice.selectors;

;// ../../libs/shell-contract/src/store.ts


const rootReducer = (0,redux_toolkit_modern_mjs_.combineSlices)(sessionSlice).withLazyLoadedSlices();
function makeStore(preloadedState) {
    return (0,redux_toolkit_modern_mjs_.configureStore)({
        reducer: rootReducer,
        preloadedState: preloadedState
    });
}

;// ../../libs/shell-contract/src/links.ts
/** Link helpers: remotes link to each other's pages by URL, never by import. */ const SAFE_PROTOCOLS = new Set([
    'http:',
    'https:',
    'mailto:',
    'tel:'
]);
/** True for a same-site path the shell can navigate to without a reload. */ function isInternalPath(href) {
    return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}
/** A link target from content, or null when it is not safe to render (javascript:, data:, ...). */ function safeHref(href) {
    if (!href) return null;
    const trimmed = href.trim();
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
    if (trimmed.startsWith('#') || trimmed.startsWith('?')) return trimmed;
    try {
        return SAFE_PROTOCOLS.has(new URL(trimmed).protocol) ? trimmed : null;
    } catch  {
        return null;
    }
}
/** Path without trailing slash (except '/'), for comparing the current page with menu links. */ function normalizePath(path) {
    const clean = path.split(/[?#]/)[0] || '/';
    return clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : '/';
}
/** True when `href` is the current page or one of its ancestors. */ function isActivePath(href, currentPath) {
    if (!isInternalPath(href)) return false;
    const target = normalizePath(href);
    const current = normalizePath(currentPath);
    if (target === '/') return current === '/';
    return current === target || current.startsWith(`${target}/`);
}
/** Link to a page with a changed query parameter (pagination). */ function withQuery(path, search, name, value) {
    const params = new URLSearchParams(search);
    if (value === null || value === '' || name === 'seite' && String(value) === '1') params.delete(name);
    else params.set(name, String(value));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
}
/** The links of a CMS menu that may be rendered: items without a safe target are left out. */ function menuLinks(items) {
    return (items ?? []).flatMap((item)=>{
        const href = safeHref(item.href);
        return href ? [
            {
                title: item.title,
                href
            }
        ] : [];
    });
}

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(52);
;// ../../libs/shell-contract/src/navigation.ts

/** Without the shell's client (server render, tests) navigation is a plain page load. */ const pageLoad = (href, options)=>{
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
};
/** The shell provides client-side navigation; remotes read it with useNavigate(). */ const NavigationContext = (0,index_js_.createContext)(pageLoad);
function useNavigate() {
    return (0,index_js_.useContext)(NavigationContext);
}

;// ../../libs/shell-contract/src/forms.ts
/** Forms: how the shell's form handlers and the templates that render the forms talk to each other. */ /** Hidden field that names the form in a submission without JavaScript. */ const FORM_ID_FIELD = '_form';
/** The shell's JSON endpoint of a form: GET reloads its data, POST submits it. */ function formEndpoint(id) {
    return `/_forms/${encodeURIComponent(id)}`;
}

;// ../../libs/shell-contract/src/index.ts








/***/ }

};
;