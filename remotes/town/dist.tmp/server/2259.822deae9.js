"use strict";
exports.ids = [2259];
exports.modules = {

/***/ 8886
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ Columns),
  mP: () => (/* binding */ TOWN_MENUS),
  W7: () => (/* binding */ TownFrame)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(6052);
;// ./src/chrome/hooks.ts

const subscribeNever = ()=>()=>undefined;
/**
 * False on the server and while hydrating, true afterwards: parts that only work with JavaScript
 * (toggle buttons) replace their link fallbacks after hydration, without a hydration mismatch.
 */ function useHydrated() {
    return (0,index_js_.useSyncExternalStore)(subscribeNever, ()=>true, ()=>false);
}
/** Width from which the main menu is a bar in the header and the menu overlay closes (spec point 9). */ const DESKTOP_MEDIA = '(min-width: 1024px)';
/** Header pin offsets and tolerance (spec point 9), with headroom.js semantics. */ const PIN_OPTIONS = {
    offset: {
        up: 100,
        down: 50
    },
    tolerance: 5
};
/**
 * Whether the header is pinned after scrolling from `lastY` to `y`: it unpins when scrolling down past
 * 50 px by more than the tolerance and pins again when scrolling up by more than the tolerance or on
 * coming back within the offset from the top (100 px when scrolling up).
 */ function nextPinned(pinned, lastY, y) {
    const direction = y > lastY ? 'down' : 'up';
    const toleranceExceeded = Math.abs(y - lastY) >= PIN_OPTIONS.tolerance;
    const top = y <= PIN_OPTIONS.offset[direction];
    if (pinned && direction === 'down' && !top && toleranceExceeded) return false;
    if (!pinned && (direction === 'up' && toleranceExceeded || top)) return true;
    return pinned;
}
/** Pins and unpins the header on scroll; it stays pinned while `hold` is true (an overlay is open). */ function usePinnedHeader(hold) {
    const [pinned, setPinned] = (0,index_js_.useState)(true);
    (0,index_js_.useEffect)(()=>{
        if (hold) return;
        let lastY = Math.max(0, window.scrollY);
        let frame = 0;
        const onScroll = ()=>{
            if (frame) return;
            frame = window.requestAnimationFrame(()=>{
                frame = 0;
                const y = Math.max(0, window.scrollY);
                const from = lastY;
                setPinned((current)=>nextPinned(current, from, y));
                lastY = y;
            });
        };
        window.addEventListener('scroll', onScroll, {
            passive: true
        });
        return ()=>{
            window.removeEventListener('scroll', onScroll);
            if (frame) window.cancelAnimationFrame(frame);
        };
    }, [
        hold
    ]);
    return hold || pinned;
}
/**
 * Menu and search overlay of the header (spec point 4): mutually exclusive, page scrolling locked
 * while one is open, Escape closes both, a new page path closes both, and the menu closes when
 * the window grows to desktop width.
 */ function useHeaderOverlay(path, onEscape) {
    const [open, setOpen] = (0,index_js_.useState)(null);
    const [shownPath, setShownPath] = (0,index_js_.useState)(path);
    if (shownPath !== path) {
        // A route change closes both (adjusting state while rendering, as React recommends for this).
        setShownPath(path);
        setOpen(null);
    }
    const toggle = (0,index_js_.useCallback)((overlay)=>setOpen((current)=>current === overlay ? null : overlay), []);
    const close = (0,index_js_.useCallback)(()=>setOpen(null), []);
    (0,index_js_.useEffect)(()=>{
        if (!open) return;
        document.body.classList.add('ms-scroll-locked');
        const onKeyDown = (event)=>{
            if (event.key !== 'Escape') return;
            setOpen(null);
            onEscape?.(open);
        };
        document.addEventListener('keydown', onKeyDown);
        return ()=>{
            document.body.classList.remove('ms-scroll-locked');
            document.removeEventListener('keydown', onKeyDown);
        };
    }, [
        open,
        onEscape
    ]);
    (0,index_js_.useEffect)(()=>{
        if (open !== 'menu' || typeof window.matchMedia !== 'function') return;
        const desktop = window.matchMedia(DESKTOP_MEDIA);
        const onChange = ()=>{
            if (desktop.matches) setOpen(null);
        };
        onChange();
        desktop.addEventListener('change', onChange);
        return ()=>desktop.removeEventListener('change', onChange);
    }, [
        open
    ]);
    return {
        open,
        toggle,
        close
    };
}

// EXTERNAL MODULE: ./src/chrome/icons.tsx
var icons = __webpack_require__(5748);
// EXTERNAL MODULE: ./src/chrome/links.tsx
var links = __webpack_require__(2841);
;// ./src/chrome/main-menu.tsx




/** Label of a submenu toggle (spec point 2). */ function submenuLabel(title, count) {
    return `Menüpunkt ${title} öffnet eine Liste mit ${count} Unterpunkten`;
}
/** True when the item or one of its descendants links to the current page or an ancestor of it. */ function containsPath(item, path) {
    return (0,index_ts_.isActivePath)(item.href, path) || (item.menuItems ?? []).some((child)=>containsPath(child, path));
}
function isCurrentPage(href, path) {
    return (0,index_ts_.normalizePath)(href) === (0,index_ts_.normalizePath)(path);
}
function SubLinks({ items, path }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
        className: "town-menu__sub",
        children: items.map((child)=>{
            const href = (0,index_ts_.safeHref)(child.href);
            const grandChildren = child.menuItems ?? [];
            return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("li", {
                className: grandChildren.length > 0 ? 'town-menu__group' : undefined,
                children: [
                    href ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                        href: href,
                        "aria-current": isCurrentPage(href, path) ? 'page' : undefined,
                        className: containsPath(child, path) ? 'is-current' : undefined,
                        children: child.title
                    }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                        className: "town-menu__group-title",
                        children: child.title
                    }),
                    grandChildren.length > 0 && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubLinks, {
                        items: grandChildren,
                        path: path
                    })
                ]
            }, child.title);
        })
    });
}
/** The submenu of an item: an overview entry for the item's own page (its title is the toggle), then its children. */ function Submenu({ item, path }) {
    const href = (0,index_ts_.safeHref)(item.href);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
        children: [
            href && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                className: "town-menu__overview",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                    href: href,
                    "aria-current": isCurrentPage(href, path) ? 'page' : undefined,
                    children: [
                        "Übersicht ",
                        item.title,
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                            name: "arrowRight",
                            size: 18
                        })
                    ]
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubLinks, {
                items: item.menuItems ?? [],
                path: path
            })
        ]
    });
}
/** The nested main menu (spec point 2): one toggle per item with a submenu; plain links without JavaScript. */ function MainMenu({ items, path, enhanced, overlayOpen, onNavigate }) {
    // undefined: follow the current page (open in the overlay); null: all closed; else the open item.
    const [expanded, setExpanded] = (0,index_js_.useState)(undefined);
    const [shown, setShown] = (0,index_js_.useState)({
        path,
        overlayOpen
    });
    if (shown.path !== path || shown.overlayOpen !== overlayOpen) {
        setShown({
            path,
            overlayOpen
        });
        setExpanded(undefined);
    }
    const nav = (0,index_js_.useRef)(null);
    const current = items.find((item)=>(item.menuItems ?? []).length > 0 && containsPath(item, path))?.title ?? null;
    const open = expanded === undefined ? overlayOpen ? current : null : expanded;
    (0,index_js_.useEffect)(()=>{
        if (!open) return;
        const onPointerDown = (event)=>{
            if (!nav.current?.contains(event.target)) setExpanded(null);
        };
        document.addEventListener('pointerdown', onPointerDown);
        return ()=>document.removeEventListener('pointerdown', onPointerDown);
    }, [
        open
    ]);
    if (items.length === 0) return null;
    const onKeyDown = (event)=>{
        if (event.key !== 'Escape' || !open) return;
        const toggle = nav.current?.querySelector('.town-menu__item.is-open > .town-menu__toggle');
        setExpanded(null);
        if (!overlayOpen) toggle?.focus();
    };
    const onClick = (event)=>{
        if (event.target.closest('a[href]')) {
            setExpanded(null);
            onNavigate?.();
        }
    };
    const onBlur = (event)=>{
        // On desktop a submenu closes when keyboard focus leaves the menu.
        if (!overlayOpen && open && !nav.current?.contains(event.relatedTarget)) setExpanded(null);
    };
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
        ref: nav,
        className: `town-menu${enhanced ? ' is-enhanced' : ''}`,
        "aria-label": "Hauptmenü",
        onKeyDown: onKeyDown,
        onClick: onClick,
        onBlur: onBlur,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
            className: "town-menu__list",
            children: items.map((item, index)=>{
                const children = item.menuItems ?? [];
                const href = (0,index_ts_.safeHref)(item.href);
                const isCurrent = containsPath(item, path);
                if (children.length === 0) {
                    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        className: `town-menu__item${isCurrent ? ' is-current' : ''}`,
                        children: href ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                            className: "town-menu__link",
                            href: href,
                            "aria-current": isCurrentPage(href, path) ? 'page' : undefined,
                            children: item.title
                        }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "town-menu__link",
                            children: item.title
                        })
                    }, item.title);
                }
                const id = `town-submenu-${index}`;
                const isOpen = open === item.title;
                return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                    className: `town-menu__item${isCurrent ? ' is-current' : ''}${isOpen ? ' is-open' : ''}`,
                    children: enhanced ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("button", {
                                type: "button",
                                className: "town-menu__toggle",
                                "aria-expanded": isOpen,
                                "aria-controls": id,
                                "aria-label": submenuLabel(item.title, children.length),
                                onClick: ()=>setExpanded(isOpen ? null : item.title),
                                children: [
                                    item.title,
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                        name: "chevron",
                                        size: 18,
                                        className: "town-menu__chevron"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                                id: id,
                                className: "town-menu__panel",
                                hidden: !isOpen,
                                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Submenu, {
                                    item: item,
                                    path: path
                                })
                            })
                        ]
                    }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("details", {
                        open: isCurrent || undefined,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("summary", {
                                className: "town-menu__toggle",
                                children: [
                                    item.title,
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                        name: "chevron",
                                        size: 18,
                                        className: "town-menu__chevron"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                                className: "town-menu__panel",
                                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Submenu, {
                                    item: item,
                                    path: path
                                })
                            })
                        ]
                    })
                }, item.title);
            })
        })
    });
}

;// ./src/chrome/search-overlay.tsx



/** 'Häufig gesucht:' – the suggested searches of spec point 2, in this order. */ const SEARCH_SUGGESTIONS = [
    'Stadtportrait',
    'Fachwerk & Altstadt',
    'BarfussPark',
    'Museen',
    'Verwaltung',
    'Wegweiser',
    'Kontakt',
    'Unterkünfte',
    'Mountainbiken',
    'Führungen',
    'Aktuelles',
    'Gastronomie'
];
const SEARCH_PATH = '/suche';
/** Link to the search page with q set to the term. */ function searchHref(term) {
    return `${SEARCH_PATH}?q=${encodeURIComponent(term)}`;
}
/** The search overlay: 'Schnell gefunden', a GET form to /suche?q= and the frequent searches. */ function SearchOverlay({ id, hidden, inputRef }) {
    const navigate = (0,index_ts_.useNavigate)();
    const onSubmit = (event)=>{
        const q = new FormData(event.currentTarget).get('q');
        if (typeof q !== 'string') return;
        event.preventDefault();
        navigate(searchHref(q.trim()));
    };
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
        id: id,
        className: "town-search",
        hidden: hidden,
        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
            className: "ms-container town-search__inner",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                    className: "town-search__title",
                    children: "Schnell gefunden"
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                    className: "town-search__form",
                    action: SEARCH_PATH,
                    method: "get",
                    role: "search",
                    onSubmit: onSubmit,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                            className: "town-search__label",
                            htmlFor: `${id}-q`,
                            children: "Suche"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                            className: "town-search__row",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                    ref: inputRef,
                                    id: `${id}-q`,
                                    className: "town-search__input",
                                    type: "search",
                                    name: "q",
                                    autoComplete: "off",
                                    placeholder: "Was suchen Sie?"
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("button", {
                                    type: "submit",
                                    className: "ms-button town-search__submit",
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                            name: "search",
                                            size: 20
                                        }),
                                        "Suchen"
                                    ]
                                })
                            ]
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                    className: "town-search__hint",
                    id: `${id}-haeufig`,
                    children: "Häufig gesucht:"
                }),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                    className: "town-search__suggestions",
                    "aria-labelledby": `${id}-haeufig`,
                    children: SEARCH_SUGGESTIONS.map((term)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                href: searchHref(term),
                                children: term
                            })
                        }, term))
                })
            ]
        })
    });
}

;// ./src/chrome/header.tsx








const MENU_PANEL_ID = 'hauptmenue';
const SEARCH_PANEL_ID = 'schnellsuche';
function Logo({ isHome, variant = 'default' }) {
    const mark = /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("svg", {
                className: "town-logo__mark",
                viewBox: "0 0 48 48",
                "aria-hidden": "true",
                focusable: "false",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                        d: "M4 40 18 16l8 12 6-8 12 20z",
                        fill: "currentColor"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                        d: "M14 40v-7l4-3 4 3v7z",
                        fill: "var(--town-logo-house, #fff)"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                        cx: "36",
                        cy: "10",
                        r: "5",
                        fill: "var(--ms-color-accent)"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                className: "town-logo__text",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                        className: "town-logo__name",
                        children: "Musterstadt"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                        className: "town-logo__claim",
                        children: "im Schwarzwald"
                    })
                ]
            })
        ]
    });
    const className = `town-logo town-logo--${variant}`;
    // On the home page the logo is not a link to itself.
    return isHome ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
        className: className,
        children: mark
    }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
        className: className,
        href: "/",
        children: [
            mark,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                className: "ms-visually-hidden",
                children: " – zur Startseite"
            })
        ]
    });
}
function QuickLinks({ items, className }) {
    const links = (0,index_ts_.menuLinks)(items);
    if (links.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
        className: className,
        children: links.map((link)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                    href: link.href,
                    children: link.title
                })
            }, link.href))
    });
}
/**
 * The town header (spec point 2): quick links, plain and sign language, social links, logo, guest
 * links, search and menu toggles. Without JavaScript the toggles are links to the search form and the
 * menu; with it they open overlays (spec point 4).
 */ function TownHeader({ path, mainMenu, quickLinks }) {
    const enhanced = useHydrated();
    const menuToggle = (0,index_js_.useRef)(null);
    const searchToggle = (0,index_js_.useRef)(null);
    const searchInput = (0,index_js_.useRef)(null);
    const onEscape = (0,index_js_.useCallback)((closed)=>{
        const panel = document.getElementById(closed === 'menu' ? MENU_PANEL_ID : SEARCH_PANEL_ID);
        const active = document.activeElement;
        if (!active || active === document.body || panel?.contains(active)) (closed === 'menu' ? menuToggle : searchToggle).current?.focus();
    }, []);
    const { open, toggle, close } = useHeaderOverlay(path, onEscape);
    const pinned = usePinnedHeader(open !== null);
    (0,index_js_.useEffect)(()=>{
        if (open === 'search') searchInput.current?.focus();
    }, [
        open
    ]);
    // Keyboard focus moving on to the page behind the overlay closes it (the page would be covered).
    const onBlur = (event)=>{
        const next = event.relatedTarget;
        if (open && next && !event.currentTarget.contains(next)) close();
    };
    const classes = [
        'town-header',
        pinned ? 'is-pinned' : 'is-unpinned',
        open ? `has-${open}` : ''
    ].filter(Boolean).join(' ');
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("header", {
                className: classes,
                "data-enhanced": enhanced ? 'true' : undefined,
                onBlur: onBlur,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                        className: "town-topbar",
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                            className: "ms-container town-topbar__inner",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
                                    "aria-label": "Schnellzugriff",
                                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(QuickLinks, {
                                        items: quickLinks,
                                        className: "town-topbar__quick"
                                    })
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                                    className: "town-topbar__aside",
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* IconLinkList */.Mt, {
                                            links: links/* AID_LINKS */.db,
                                            className: "town-topbar__aids",
                                            path: path
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* SocialLinks */.RP, {
                                            className: "town-social town-topbar__social"
                                        })
                                    ]
                                })
                            ]
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                        className: "ms-container town-header__bar",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Logo, {
                                isHome: path === '/'
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* IconLinkList */.Mt, {
                                links: links/* GUEST_LINKS */.lw,
                                className: "town-header__guests",
                                path: path
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                                className: "town-header__tools",
                                children: [
                                    enhanced ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("button", {
                                        ref: searchToggle,
                                        type: "button",
                                        className: "town-header__tool",
                                        "aria-expanded": open === 'search',
                                        "aria-controls": SEARCH_PANEL_ID,
                                        onClick: ()=>toggle('search'),
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                name: open === 'search' ? 'close' : 'search'
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                className: "town-header__tool-label",
                                                children: "Suche"
                                            })
                                        ]
                                    }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                                        className: "town-header__tool",
                                        href: `#${SEARCH_PANEL_ID}`,
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                name: "search"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                className: "town-header__tool-label",
                                                children: "Suche"
                                            })
                                        ]
                                    }),
                                    enhanced ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("button", {
                                        ref: menuToggle,
                                        type: "button",
                                        className: "town-header__tool town-header__menu-toggle",
                                        "aria-expanded": open === 'menu',
                                        "aria-controls": MENU_PANEL_ID,
                                        onClick: ()=>toggle('menu'),
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                name: open === 'menu' ? 'close' : 'menu'
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                className: "town-header__tool-label",
                                                children: "Menü"
                                            })
                                        ]
                                    }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("a", {
                                        className: "town-header__tool town-header__menu-toggle",
                                        href: `#${MENU_PANEL_ID}`,
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                name: "menu"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                className: "town-header__tool-label",
                                                children: "Menü"
                                            })
                                        ]
                                    })
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SearchOverlay, {
                        id: SEARCH_PANEL_ID,
                        hidden: enhanced && open !== 'search',
                        inputRef: searchInput
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                        id: MENU_PANEL_ID,
                        className: `town-menu-panel${open === 'menu' ? ' is-open' : ''}`,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(MainMenu, {
                                items: mainMenu,
                                path: path,
                                enhanced: enhanced,
                                overlayOpen: open === 'menu',
                                onNavigate: close
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                                className: "town-menu-panel__extras",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* IconLinkList */.Mt, {
                                        links: links/* GUEST_LINKS */.lw,
                                        className: "town-menu-panel__links",
                                        path: path
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(QuickLinks, {
                                        items: quickLinks,
                                        className: "town-menu-panel__quick"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* IconLinkList */.Mt, {
                                        links: links/* AID_LINKS */.db,
                                        className: "town-menu-panel__links",
                                        path: path
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* SocialLinks */.RP, {
                                        className: "town-social"
                                    })
                                ]
                            })
                        ]
                    })
                ]
            }),
            open && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "town-overlay",
                "aria-hidden": "true",
                onClick: close
            })
        ]
    });
}

;// ./src/chrome/footer.tsx






function LinkList({ items, className }) {
    const links = (0,index_ts_.menuLinks)(items);
    if (links.length === 0) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
        className: className,
        children: links.map(({ title, href })=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                    href: href,
                    children: title
                })
            }, href))
    });
}
/** Footer (spec point 2): addresses of the town hall and the tourist office, search, quick, legal and social links. */ function TownFooter({ quickLinks, legalLinks }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("footer", {
        className: "town-footer",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-container town-footer__top",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Logo, {
                        isHome: true,
                        variant: "light"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        className: "town-footer__claim",
                        children: "Fachwerk, Wälder und gelebte Gemeinschaft im Herzen des Schwarzwalds."
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(links/* SocialLinks */.RP, {
                        className: "town-social town-social--light"
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-container town-footer__grid",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
                        "aria-labelledby": "footer-rathaus",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: "footer-rathaus",
                                children: "Stadtverwaltung Musterstadt"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("address", {
                                children: [
                                    "Marktplatz 1",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "79999 Musterstadt",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "Telefon: ",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: "tel:+4979991230",
                                        children: "07999 123-0"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "E-Mail: ",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: "mailto:info@musterstadt.de",
                                        children: "info@musterstadt.de"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                                className: "town-footer__hours",
                                children: [
                                    "Rathaus: Mo–Fr 8:00–12:00 Uhr,",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "Di 14:00–16:00 Uhr, Do 14:00–18:30 Uhr"
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
                        "aria-labelledby": "footer-tourismus",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: "footer-tourismus",
                                children: "Tourist-Information"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("address", {
                                children: [
                                    "Hauptstraße 12",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "79999 Musterstadt",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "Telefon: ",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: "tel:+497999123400",
                                        children: "07999 123-400"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "E-Mail: ",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: "mailto:tourismus@musterstadt.de",
                                        children: "tourismus@musterstadt.de"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                                className: "town-footer__hours",
                                children: [
                                    "Mo–Fr 9:00–17:00 Uhr,",
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("br", {}),
                                    "Sa 10:00–13:00 Uhr (Mai bis Oktober)"
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("nav", {
                        "aria-labelledby": "footer-quicklinks",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: "footer-quicklinks",
                                children: "Häufig besucht"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(LinkList, {
                                items: quickLinks,
                                className: "town-footer__links"
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
                        "aria-labelledby": "footer-suche",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                                id: "footer-suche",
                                children: "Suche"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                                className: "town-footer__search",
                                action: (/* inlined export .SEARCH_PATH */"/suche"),
                                method: "get",
                                role: "search",
                                "aria-labelledby": "footer-suche",
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                                        htmlFor: "footer-q",
                                        children: "Website durchsuchen"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                                        className: "town-footer__search-row",
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                                id: "footer-q",
                                                type: "search",
                                                name: "q",
                                                autoComplete: "off"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("button", {
                                                type: "submit",
                                                className: "ms-button town-footer__search-button",
                                                children: [
                                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(icons/* Icon */.In, {
                                                        name: "search",
                                                        size: 20
                                                    }),
                                                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                                                        className: "ms-visually-hidden",
                                                        children: "Suchen"
                                                    })
                                                ]
                                            })
                                        ]
                                    })
                                ]
                            })
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "town-footer__legal",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "ms-container",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("nav", {
                            "aria-label": "Rechtliches",
                            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(LinkList, {
                                items: legalLinks,
                                className: "town-footer__legal-links"
                            })
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                            children: "© Stadt Musterstadt"
                        })
                    ]
                })
            })
        ]
    });
}

;// ./src/chrome/frame.tsx




/** Names of the content API menus the town chrome renders (spec point 7). */ const TOWN_MENUS = [
    'Hauptmenü',
    'Quicklinks',
    'Footer',
    'Footer Quicklinks'
];
/** Header, accessibility bar and footer around a layout's content. */ function TownFrame({ page, menus, variant, children }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: `town-page town-page--${variant}`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TownHeader, {
                path: page.path,
                mainMenu: menus['Hauptmenü'] ?? [],
                quickLinks: menus.Quicklinks ?? []
            }),
            children,
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* AccessibilityBar */.Y9, {
                path: page.path,
                search: page.search
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TownFooter, {
                quickLinks: menus['Footer Quicklinks'] ?? [],
                legalLinks: menus.Footer ?? []
            })
        ]
    });
}
/** The page's h1 and main content, with the sidebar beside it (or below it in wide layouts). */ function Columns({ page, slots, wide = false }) {
    const sidebar = slots.sidebar;
    const hasSidebar = sidebar !== undefined && sidebar !== null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: `ms-container town-columns${hasSidebar && !wide ? ' town-columns--sidebar' : ''}`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("main", {
                id: "inhalt",
                tabIndex: -1,
                className: "town-main",
                children: [
                    page.heading && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h1", {
                        children: page.heading
                    }),
                    slots.main
                ]
            }),
            hasSidebar && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("aside", {
                className: `town-sidebar${wide ? ' town-sidebar--below' : ''}`,
                "aria-label": "Weitere Informationen",
                children: sidebar
            })
        ]
    });
}


/***/ },

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

/***/ 2841
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mt: () => (/* binding */ IconLinkList),
/* harmony export */   RP: () => (/* binding */ SocialLinks)
/* harmony export */ });
/* unused harmony export SOCIAL_LINKS */
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _icons__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5748);



/** Links to the pages for guests and to accommodation (header). */ const GUEST_LINKS = [
    {
        title: 'Gäste',
        href: '/gaeste/',
        icon: 'suitcase'
    },
    {
        title: 'Unterkünfte',
        href: '/gaeste/unterkuenfte',
        icon: 'bed'
    }
];
/** Plain language and sign language (header). */ const AID_LINKS = [
    {
        title: 'Leichte Sprache',
        href: '/leichte-sprache',
        icon: 'plainLanguage'
    },
    {
        title: 'Gebärdensprache',
        href: '/gebaerdensprache',
        icon: 'signLanguage'
    }
];
/** Service bar of the default layout (spec point 2): five links. */ const SERVICE_LINKS = [
    {
        title: 'Informatives',
        href: '/buergerservice',
        icon: 'info'
    },
    {
        title: 'Ansprechpartner',
        href: '/mitarbeiter',
        icon: 'person'
    },
    {
        title: 'Kontakt',
        href: '/anfragen',
        icon: 'mail'
    },
    {
        title: 'Wegweiser',
        href: '/wegweiser',
        icon: 'signpost'
    },
    {
        title: 'Barrierefreiheit',
        href: '/barrierefreiheit',
        icon: 'accessibility'
    }
];
const SOCIAL_LINKS = [
    {
        network: 'facebook',
        title: 'Facebook',
        href: 'https://www.facebook.com/stadt.musterstadt'
    },
    {
        network: 'instagram',
        title: 'Instagram',
        href: 'https://www.instagram.com/stadt.musterstadt'
    },
    {
        network: 'youtube',
        title: 'YouTube',
        href: 'https://www.youtube.com/@stadtmusterstadt'
    }
];
/** Links with icons; the one of the current page is marked as such. */ function IconLinkList({ links, className, path }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
        className: className,
        children: links.map((link)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
                    href: link.href,
                    "aria-current": path !== undefined && (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(link.href) === (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.normalizePath)(path) ? 'page' : undefined,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_icons__WEBPACK_IMPORTED_MODULE_2__/* .Icon */ .In, {
                            name: link.icon,
                            size: 20
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                            children: link.title
                        })
                    ]
                })
            }, link.href))
    });
}
function SocialLinks({ className }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
        className: className,
        children: SOCIAL_LINKS.map((link)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
                    href: link.href,
                    rel: "noopener",
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_icons__WEBPACK_IMPORTED_MODULE_2__/* .BrandIcon */ .rK, {
                            name: link.network
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                            className: "ms-visually-hidden",
                            children: [
                                "Musterstadt auf ",
                                link.title
                            ]
                        })
                    ]
                })
            }, link.network))
    });
}

/* harmony export */ __webpack_require__.d(__webpack_exports__, [
/* harmony export */   "U0", 0, /* binding */ SERVICE_LINKS,
/* harmony export */   "db", 0, /* binding */ AID_LINKS,
/* harmony export */   "lw", 0, /* binding */ GUEST_LINKS
/* harmony export */ ]);


/***/ }

};
;