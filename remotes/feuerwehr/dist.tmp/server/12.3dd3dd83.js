"use strict";
exports.ids = [12];
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

/***/ 12
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ FeuerwehrHome)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(288);
/* harmony import */ var _musterstadt_ui_chrome__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(265);




function listOf(value) {
    const data = value?.data;
    return Array.isArray(data) ? data : [];
}
/** Start page of the fire brigade: welcome, emergency number, latest reports, operations and dates. */ function FeuerwehrHome(props) {
    const reports = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props)?.data ?? [];
    const operations = listOf(props.data.einsaetze);
    const dates = listOf(props.data.termine);
    const notruf = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'notruf') || '112';
    const titel = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'titel');
    // The layout's h1 already names the page; the intro gets a heading of its own.
    const introTitle = titel && titel !== props.page.heading ? titel : 'Willkommen bei Ihrer Feuerwehr';
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                className: "fw-intro",
                "aria-labelledby": "fw-intro-titel",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "fw-intro-titel",
                        children: introTitle
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                        html: (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.contextText)(props.block, 'text')
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("p", {
                        className: "fw-callout",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("strong", {
                                children: "Im Notfall:"
                            }),
                            " Wählen Sie ",
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                href: `tel:${notruf}`,
                                children: notruf
                            }),
                            " – rund um die Uhr."
                        ]
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                "aria-labelledby": "fw-meldungen-titel",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                        id: "fw-meldungen-titel",
                        children: "Aktuelle Meldungen"
                    }),
                    reports.length === 0 ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EmptyState */ .pp, {
                        text: _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EMPTY_TEXTS */ .Tl.meldungen
                    }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                        className: "fw-reports",
                        children: reports.map((item)=>{
                            const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
                            return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                className: "fw-report",
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                        className: "fw-report__date",
                                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                                            value: item.datum_von
                                        })
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h3", {
                                        children: href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                            href: href,
                                            children: item.titel
                                        }) : item.titel
                                    }),
                                    item.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                        children: item.einleitung.replace(/<[^>]*>/g, '')
                                    })
                                ]
                            }, item.id);
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                            className: "ms-button",
                            href: "/feuerwehr/feuerwehrmeldungen/",
                            children: "Alle Meldungen"
                        })
                    })
                ]
            }),
            'einsaetze' in props.data && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                className: "fw-home__columns",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
                        "aria-labelledby": "fw-home-einsaetze",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                                id: "fw-home-einsaetze",
                                children: "Letzte Einsätze"
                            }),
                            operations.length === 0 ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EmptyState */ .pp, {
                                text: _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .EMPTY_TEXTS */ .Tl.einsaetze
                            }) : /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                                className: "fw-home__list",
                                children: operations.map((item)=>{
                                    const href = (0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.safeHref)(item.detailURL);
                                    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("li", {
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                                className: "fw-home__meta",
                                                children: [
                                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .DateText */ .e3, {
                                                        value: item.datum_von
                                                    }),
                                                    item.datum_von && `, ${(0,_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .formatTime */ .fU)(new Date(item.datum_von))}`,
                                                    item.rubriken?.[0] && ` · ${item.rubriken[0].titel}`
                                                ]
                                            }),
                                            href ? /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                                href: href,
                                                children: item.titel
                                            }) : item.titel
                                        ]
                                    }, item.id);
                                })
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("p", {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("a", {
                                    href: "/feuerwehr/einsaetze/",
                                    children: "Alle Einsätze"
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui_chrome__WEBPACK_IMPORTED_MODULE_3__/* .UpcomingDates */ .g1, {
                        id: "fw-home-termine",
                        heading: "Nächste Termine",
                        items: dates,
                        more: {
                            href: '/feuerwehr/termine/',
                            text: 'Alle Termine'
                        },
                        classes: {
                            list: 'fw-home__list',
                            when: 'fw-home__meta'
                        }
                    })
                ]
            })
        ]
    });
}


/***/ }

};
;