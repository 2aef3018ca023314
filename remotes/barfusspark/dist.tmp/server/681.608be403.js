"use strict";
exports.ids = [681];
exports.modules = {

/***/ 681
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LEGAL_MENU: () => (/* binding */ LEGAL_MENU),
  MAIN_MENU: () => (/* binding */ MAIN_MENU),
  SERVICE_LINKS: () => (/* binding */ SERVICE_LINKS),
  "default": () => (/* binding */ BarfussparkLayout),
  menus: () => (/* binding */ menus)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(591);
// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 8 modules
var src = __webpack_require__(59);
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


/** The links every sub-site footer offers back to the town. */ const TOWN_FOOTER_LINKS = (/* unused pure expression or super */ null && ([
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
]));
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

;// ../../libs/ui/src/chrome/index.ts








// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(52);
;// ./src/layouts/search-toggle.tsx



/**
 * The park header's search toggle 'Schnell gefunden': a disclosure that works without JavaScript;
 * with JavaScript, Escape closes it and returns focus to the toggle.
 */ function SearchToggle() {
    const details = (0,index_js_.useRef)(null);
    (0,index_js_.useEffect)(()=>{
        const element = details.current;
        if (!element) return undefined;
        function onKey(event) {
            if (event.key !== 'Escape' || !element?.open) return;
            element.open = false;
            element.querySelector('summary')?.focus();
        }
        function onToggle() {
            if (element?.open) element.querySelector('input[name="q"]')?.focus();
        }
        document.addEventListener('keydown', onKey);
        element.addEventListener('toggle', onToggle);
        return ()=>{
            document.removeEventListener('keydown', onKey);
            element.removeEventListener('toggle', onToggle);
        };
    }, []);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("details", {
        className: "bp-search",
        ref: details,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("summary", {
                className: "bp-search__toggle",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("svg", {
                        viewBox: "0 0 24 24",
                        "aria-hidden": "true",
                        focusable: "false",
                        className: "bp-search__icon",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                                cx: "10",
                                cy: "10",
                                r: "6.5",
                                fill: "none",
                                stroke: "currentColor",
                                strokeWidth: "2.5"
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                                d: "m15 15 6 6",
                                stroke: "currentColor",
                                strokeWidth: "2.5",
                                strokeLinecap: "round"
                            })
                        ]
                    }),
                    "Schnell gefunden"
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
                className: "bp-search__panel",
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                    className: "ms-container",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                            className: "bp-search__title",
                            children: "Schnell gefunden"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                            action: src/* SEARCH_PATH */.pU,
                            method: "get",
                            role: "search",
                            className: "bp-search__form",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                                    htmlFor: "bp-search-q",
                                    children: "Suche"
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                    id: "bp-search-q",
                                    type: "search",
                                    name: "q"
                                }),
                                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                                    type: "submit",
                                    className: "ms-button",
                                    children: "Suchen"
                                })
                            ]
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                            className: "bp-search__hint",
                            children: "Häufig gesucht:"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                            className: "bp-search__suggestions",
                            children: src/* SUGGESTED_SEARCHES */.X3.map((term)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                                    children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                        href: (0,src/* searchHref */.sC)(term),
                                        children: term
                                    })
                                }, term))
                        })
                    ]
                })
            })
        ]
    });
}

;// ./src/layouts/barfusspark.tsx




const MAIN_MENU = 'Hauptmenü Barfusspark';
const LEGAL_MENU = 'Barfusspark Footer Rechtliches';
const menus = [
    MAIN_MENU,
    LEGAL_MENU
];
const HOME = '/barfusspark';
/** Service bar of the park (spec point 2): tourist information, excursion, contact, nature experience, accessibility. */ const SERVICE_LINKS = [
    {
        title: 'Tourist-Information',
        href: '/touristinformation',
        icon: 'i'
    },
    {
        title: 'Ausflug planen',
        href: '/barfusspark/ausflug-planen',
        icon: 'karte'
    },
    {
        title: 'Kontakt',
        href: '/barfusspark/kontakt',
        icon: 'telefon'
    },
    {
        title: 'Naturerlebnis',
        href: '/barfusspark/naturerlebnis',
        icon: 'blatt'
    },
    {
        title: 'Barrierefreiheit',
        href: '/barfusspark/barrierefreiheit',
        icon: 'barrierefrei'
    }
];
const MORE_LINKS = [
    {
        title: 'Öffnungszeiten und Preise',
        href: '/barfusspark/oeffnungszeiten'
    },
    {
        title: 'Angebote und Führungen',
        href: '/barfusspark/angebote-fuehrungen/'
    },
    {
        title: 'Zur Website der Stadt Musterstadt',
        href: '/'
    }
];
function ServiceIcon({ icon }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("svg", {
        className: "bp-service__icon",
        viewBox: "0 0 24 24",
        "aria-hidden": "true",
        focusable: "false",
        children: [
            icon === 'i' && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                        cx: "12",
                        cy: "12",
                        r: "10",
                        fill: "none",
                        stroke: "currentColor",
                        strokeWidth: "2"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                        d: "M12 10v7M12 6.5v.5",
                        stroke: "currentColor",
                        strokeWidth: "2.5",
                        strokeLinecap: "round"
                    })
                ]
            }),
            icon === 'karte' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                d: "M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14",
                fill: "none",
                stroke: "currentColor",
                strokeWidth: "2",
                strokeLinejoin: "round"
            }),
            icon === 'telefon' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                d: "M6 3h3l2 5-2 1.5a11 11 0 0 0 5.5 5.5L16 13l5 2v3a3 3 0 0 1-3 3A15 15 0 0 1 3 6a3 3 0 0 1 3-3z",
                fill: "none",
                stroke: "currentColor",
                strokeWidth: "2",
                strokeLinejoin: "round"
            }),
            icon === 'blatt' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                d: "M5 19C5 9 11 4 20 4c0 9-5 15-15 15zm0 0 8-8",
                fill: "none",
                stroke: "currentColor",
                strokeWidth: "2",
                strokeLinecap: "round"
            }),
            icon === 'barrierefrei' && /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                        cx: "12",
                        cy: "4",
                        r: "2",
                        fill: "currentColor"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("path", {
                        d: "M5 8h14M12 8v6l-4 7M12 14l4 7",
                        fill: "none",
                        stroke: "currentColor",
                        strokeWidth: "2",
                        strokeLinecap: "round"
                    })
                ]
            })
        ]
    });
}
function FootprintsMark() {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("svg", {
        className: "ms-subsite-logo__mark",
        viewBox: "0 0 48 48",
        "aria-hidden": "true",
        focusable: "false",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ellipse", {
                cx: "17",
                cy: "29",
                rx: "7",
                ry: "11",
                fill: "currentColor"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "12",
                cy: "14",
                r: "2.6",
                fill: "currentColor"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "17",
                cy: "12.5",
                r: "2.3",
                fill: "currentColor"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "21.5",
                cy: "14",
                r: "2",
                fill: "currentColor"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ellipse", {
                cx: "33",
                cy: "24",
                rx: "6",
                ry: "9.5",
                fill: "currentColor",
                opacity: ".75"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "29",
                cy: "11",
                r: "2.2",
                fill: "currentColor",
                opacity: ".75"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "33.5",
                cy: "9.8",
                r: "2",
                fill: "currentColor",
                opacity: ".75"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("circle", {
                cx: "37.5",
                cy: "11.2",
                r: "1.8",
                fill: "currentColor",
                opacity: ".75"
            })
        ]
    });
}
/** Layout of the barefoot park's own site. */ function BarfussparkLayout({ page, slots, menus: loaded }) {
    const header = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubsiteHeader, {
        className: "bp-header",
        path: page.path,
        home: HOME,
        logo: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(LogoLink, {
            home: HOME,
            path: page.path,
            homeLabel: "zur Startseite des Barfußparks",
            className: "bp-logo",
            children: [
                /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FootprintsMark, {}),
                /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("span", {
                    className: "ms-subsite-logo__text",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "bp-logo__name",
                            children: "Barfußpark"
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                            className: "bp-logo__place",
                            children: "Musterstadt im Schwarzwald"
                        })
                    ]
                })
            ]
        }),
        aside: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SearchToggle, {}),
        menu: {
            items: loaded[MAIN_MENU] ?? [],
            label: 'Hauptmenü Barfußpark'
        }
    });
    const footer = /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubsiteFooter, {
        className: "bp-footer",
        sections: [
            {
                id: 'bp-footer-park',
                heading: 'Barfußpark Musterstadt',
                content: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ContactAddress, {
                            lines: [
                                'Eingang Kurpark, Am Sulzbach',
                                '79999 Musterstadt'
                            ]
                        }),
                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                            children: "Eintritt frei – Spende willkommen"
                        })
                    ]
                })
            },
            {
                id: 'bp-footer-kontakt',
                heading: 'Tourist-Information',
                content: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ContactAddress, {
                    lines: [
                        'Hauptstraße 12',
                        '79999 Musterstadt'
                    ],
                    telefon: "07999 123-400",
                    email: "barfusspark@musterstadt.de"
                })
            },
            {
                id: 'bp-footer-mehr',
                heading: 'Mehr entdecken',
                links: MORE_LINKS
            }
        ],
        bottom: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
            className: "bp-footer__legal",
            children: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-container",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* MenuNav */.Lw, {
                        items: loaded[LEGAL_MENU] ?? [],
                        path: page.path,
                        label: "Rechtliches",
                        className: "bp-legal",
                        activeClassName: "bp-active",
                        root: HOME
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        children: "© Stadt Musterstadt"
                    })
                ]
            })
        })
    });
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(SubsitePage, {
        page: page,
        slots: slots,
        home: HOME,
        className: "bp-page",
        header: header,
        serviceBar: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ServiceBar, {
            links: SERVICE_LINKS,
            path: page.path,
            label: "Servicelinks Barfußpark",
            className: "bp-service",
            icon: (link)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ServiceIcon, {
                    icon: link.icon
                })
        }),
        footer: footer
    });
}


/***/ }

};
;