"use strict";
exports.ids = [1532];
exports.modules = {

/***/ 1532
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (/* binding */ ImageGallery)
/* harmony export */ });
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3591);
/* harmony import */ var react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7959);
/* harmony import */ var _musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6412);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6052);
/* harmony import */ var react__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(react__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _parts__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1251);





/**
 * An image gallery: thumbnails with caption and credit; each links to the full image. With
 * JavaScript a link opens the image in a dialog with previous/next buttons (Escape closes it).
 */ function ImageGallery(props) {
    const gallery = (0,_parts__WEBPACK_IMPORTED_MODULE_4__/* .firstEntry */ .V9)((0,_musterstadt_shell_contract__WEBPACK_IMPORTED_MODULE_1__.blockData)(props));
    const images = gallery?.bildergalerie_zuordnung?.bilder ?? [];
    const dialog = (0,react__WEBPACK_IMPORTED_MODULE_3__.useRef)(null);
    const [open, setOpen] = (0,react__WEBPACK_IMPORTED_MODULE_3__.useState)(null);
    (0,react__WEBPACK_IMPORTED_MODULE_3__.useEffect)(()=>{
        const element = dialog.current;
        if (!element) return;
        if (open === null) {
            if (element.open) element.close();
        } else if (!element.open) {
            element.showModal();
        }
    }, [
        open
    ]);
    if (!gallery || images.length === 0) return null;
    const current = open === null ? undefined : images[open];
    const step = (delta)=>setOpen((index)=>index === null ? null : (index + delta + images.length) % images.length);
    const show = (index)=>(event)=>{
            // Without a modal dialog (old browsers) the link simply opens the image.
            if (typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal !== 'function') return;
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            setOpen(index);
        };
    return /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("section", {
        className: "town-image-gallery",
        "aria-labelledby": "galerie-titel",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("h2", {
                id: "galerie-titel",
                children: gallery.titel
            }),
            gallery.einleitung && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)(_musterstadt_ui__WEBPACK_IMPORTED_MODULE_2__/* .RichText */ .sD, {
                html: gallery.einleitung
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("ul", {
                className: "town-gallery",
                children: images.map((image, index)=>/*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("li", {
                        children: /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figure", {
                            className: "ms-figure",
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("a", {
                                    href: image.bild,
                                    onClick: show(index),
                                    className: "town-gallery__link",
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("img", {
                                            src: image.bild,
                                            alt: image.bildtext ?? '',
                                            loading: "lazy",
                                            width: 640,
                                            height: 360
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                            className: "ms-visually-hidden",
                                            children: [
                                                " (Bild ",
                                                index + 1,
                                                " von ",
                                                images.length,
                                                " vergrößern)"
                                            ]
                                        })
                                    ]
                                }),
                                (image.bildtext || image.bildcopyright) && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figcaption", {
                                    children: [
                                        image.bildtext,
                                        image.bildtext && image.bildcopyright ? ' ' : null,
                                        image.bildcopyright && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                            className: "ms-figure__copyright",
                                            children: [
                                                "© ",
                                                image.bildcopyright
                                            ]
                                        })
                                    ]
                                })
                            ]
                        })
                    }, `${image.bild}-${index}`))
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("dialog", {
                ref: dialog,
                className: "town-lightbox",
                "aria-labelledby": "lightbox-titel",
                onClose: ()=>setOpen(null),
                onKeyDown: (event)=>{
                    if (event.key === 'ArrowLeft') step(-1);
                    if (event.key === 'ArrowRight') step(1);
                },
                children: [
                    current && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figure", {
                        className: "town-lightbox__figure",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("img", {
                                src: current.bild,
                                alt: current.bildtext ?? '',
                                width: 1200,
                                height: 675
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("figcaption", {
                                id: "lightbox-titel",
                                children: [
                                    current.bildtext,
                                    current.bildcopyright && /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                        className: "ms-figure__copyright",
                                        children: [
                                            " © ",
                                            current.bildcopyright
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("span", {
                                        className: "town-lightbox__count",
                                        children: [
                                            ' ',
                                            "(Bild ",
                                            (open ?? 0) + 1,
                                            " von ",
                                            images.length,
                                            ")"
                                        ]
                                    })
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("div", {
                        className: "town-lightbox__controls",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("button", {
                                type: "button",
                                className: "ms-button ms-button--secondary",
                                onClick: ()=>step(-1),
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                                        "aria-hidden": "true",
                                        children: "‹"
                                    }),
                                    " Vorheriges Bild"
                                ]
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsxs)("button", {
                                type: "button",
                                className: "ms-button ms-button--secondary",
                                onClick: ()=>step(1),
                                children: [
                                    "Nächstes Bild ",
                                    /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("span", {
                                        "aria-hidden": "true",
                                        children: "›"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__WEBPACK_IMPORTED_MODULE_0__.jsx)("button", {
                                type: "button",
                                className: "ms-button",
                                onClick: ()=>setOpen(null),
                                children: "Schließen"
                            })
                        ]
                    })
                ]
            })
        ]
    });
}


/***/ },

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


/***/ }

};
;