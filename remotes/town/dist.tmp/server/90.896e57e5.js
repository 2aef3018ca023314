"use strict";
exports.ids = [90];
exports.modules = {

/***/ 90
(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TEXTS: () => (/* binding */ TEXTS),
  "default": () => (/* binding */ Kontaktformular)
});

// EXTERNAL MODULE: consume shared module (default) react/jsx-runtime@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/jsx-runtime.js)
var jsx_runtime_js_ = __webpack_require__(3591);
// EXTERNAL MODULE: ../../node_modules/yup/index.esm.js + 1 modules
var index_esm = __webpack_require__(8344);
// EXTERNAL MODULE: ../../libs/ui/src/format.ts
var format = __webpack_require__(3513);
;// ../../libs/ui/src/forms/yup-locale.ts


const NOT_TYPE_MESSAGE = 'Bitte geben Sie einen gültigen Wert ein.';
/** yup's default messages in German (spec point 5: the form library uses the German locale). */ const GERMAN_LOCALE = {
    mixed: {
        default: 'Bitte prüfen Sie diese Angabe.',
        required: 'Bitte füllen Sie dieses Feld aus.',
        defined: 'Bitte füllen Sie dieses Feld aus.',
        notNull: 'Bitte füllen Sie dieses Feld aus.',
        notType: NOT_TYPE_MESSAGE,
        oneOf: 'Bitte wählen Sie einen der vorgegebenen Werte.',
        notOneOf: 'Dieser Wert ist nicht zulässig.'
    },
    string: {
        length: ({ length })=>`Bitte geben Sie genau ${length} Zeichen ein.`,
        min: ({ min })=>`Bitte geben Sie mindestens ${min} Zeichen ein.`,
        max: ({ max })=>`Bitte geben Sie höchstens ${max} Zeichen ein.`,
        matches: 'Bitte prüfen Sie das Format Ihrer Eingabe.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        url: 'Bitte geben Sie eine gültige Internetadresse ein.',
        uuid: 'Bitte geben Sie eine gültige Kennung ein.',
        datetime: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.',
        datetime_offset: 'Bitte geben Sie ein gültiges Datum mit Uhrzeit und Zeitzone ein.',
        datetime_precision: ({ precision })=>`Bitte geben Sie die Uhrzeit mit ${precision} Nachkommastellen an.`,
        trim: 'Bitte entfernen Sie Leerzeichen am Anfang und am Ende.',
        lowercase: 'Bitte verwenden Sie nur Kleinbuchstaben.',
        uppercase: 'Bitte verwenden Sie nur Großbuchstaben.'
    },
    number: {
        min: ({ min })=>`Bitte geben Sie eine Zahl ab ${min} ein.`,
        max: ({ max })=>`Bitte geben Sie eine Zahl bis ${max} ein.`,
        lessThan: ({ less })=>`Bitte geben Sie eine Zahl kleiner als ${less} ein.`,
        moreThan: ({ more })=>`Bitte geben Sie eine Zahl größer als ${more} ein.`,
        positive: 'Bitte geben Sie eine positive Zahl ein.',
        negative: 'Bitte geben Sie eine negative Zahl ein.',
        integer: 'Bitte geben Sie eine ganze Zahl ein.'
    },
    date: {
        min: ({ min })=>`Bitte wählen Sie ein Datum ab dem ${(0,format/* formatDate */.Yq)(min)}.`,
        max: ({ max })=>`Bitte wählen Sie ein Datum bis zum ${(0,format/* formatDate */.Yq)(max)}.`
    },
    boolean: {
        isValue: 'Bitte bestätigen Sie diese Angabe.'
    },
    object: {
        noUnknown: 'Das Formular enthält Felder, die es nicht kennt.',
        exact: 'Das Formular enthält Felder, die es nicht kennt.'
    },
    array: {
        length: ({ length })=>`Bitte wählen Sie genau ${length} Einträge aus.`,
        min: ({ min })=>`Bitte wählen Sie mindestens ${min} Einträge aus.`,
        max: ({ max })=>`Bitte wählen Sie höchstens ${max} Einträge aus.`
    },
    tuple: {
        notType: NOT_TYPE_MESSAGE
    }
};
index_esm.setLocale(GERMAN_LOCALE);
/** yup with the German locale applied: build every form schema from this export. */ 

;// ../../libs/ui/src/forms/validate.ts
/* unused harmony import specifier */ var yup;
/* unused harmony import specifier */ var validate_NOT_TYPE_MESSAGE;

const FORM_MESSAGES = (/* unused pure expression or super */ null && ({
    notAnObject: 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.',
    unknownFields: 'Das Formular enthält Felder, die es nicht kennt.'
}));
/** The type yup checks a field's values against ('string', 'boolean', …), by field name. */ function fieldTypes(schema) {
    const types = new Map();
    for (const [name, field] of Object.entries(schema.fields)){
        const type = field && typeof field === 'object' && 'type' in field ? field.type : undefined;
        types.set(name, typeof type === 'string' ? type : 'mixed');
    }
    return types;
}
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
/** The JavaScript type a field's value must have before yup casts it. */ function fitsType(type, value) {
    switch(type){
        case 'string':
            return typeof value === 'string';
        case 'boolean':
            return typeof value === 'boolean';
        case 'number':
            return typeof value === 'number' && Number.isFinite(value);
        default:
            return true;
    }
}
/**
 * Runs a form schema on untrusted input (a JSON body, or decoded form fields) and returns the cast
 * values or the German message per field. Stricter than yup's casting: a value of the wrong type
 * (a number for a name, an object for an e-mail) counts as missing, so it gets the field's own
 * message instead of being silently converted; unknown fields refuse the whole submission.
 */ async function validateForm(schema, input, context) {
    if (!isPlainObject(input)) return {
        ok: false,
        errors: {},
        message: FORM_MESSAGES.notAnObject
    };
    const fields = fieldTypes(schema);
    if (Object.keys(input).some((key)=>!fields.has(key))) {
        return {
            ok: false,
            errors: {},
            message: FORM_MESSAGES.unknownFields
        };
    }
    const typed = {};
    const wrongType = [];
    for (const [name, type] of fields){
        const value = input[name];
        if (value === undefined || value === null) continue;
        if (fitsType(type, value)) typed[name] = value;
        else wrongType.push(name);
    }
    const errors = {};
    let values;
    try {
        values = await schema.validate(typed, {
            abortEarly: false,
            context
        });
    } catch (error) {
        if (!yup.ValidationError.isError(error)) throw error;
        for (const problem of error.inner.length > 0 ? error.inner : [
            error
        ]){
            const path = problem.path ?? '';
            if (path && !(path in errors)) errors[path] = problem.message;
        }
        if (Object.keys(errors).length === 0) return {
            ok: false,
            errors,
            message: error.message
        };
    }
    // A wrongly typed optional field passes yup as missing; it is still refused.
    for (const name of wrongType)errors[name] ??= validate_NOT_TYPE_MESSAGE;
    if (Object.keys(errors).length > 0 || values === undefined) return {
        ok: false,
        errors
    };
    return {
        ok: true,
        values
    };
}
/**
 * Values of a form posted without JavaScript (application/x-www-form-urlencoded) as the types the
 * schema expects: a checkbox of a boolean field sends 'true' (or 'on') when ticked.
 */ function formInputFromFields(schema, fields) {
    const types = fieldTypes(schema);
    // No prototype: a field named __proto__ stays a field.
    const input = Object.create(null);
    for (const [name, value] of Object.entries(fields)){
        input[name] = types.get(name) === 'boolean' ? value === 'true' || value === 'on' : value;
    }
    return input;
}

;// ../../libs/ui/src/forms/fields.tsx
/* unused harmony import specifier */ var _jsx;
/* unused harmony import specifier */ var _jsxs;

function classes(...names) {
    return names.filter(Boolean).join(' ');
}
/** ids of a field's hint and error texts, for aria-describedby. */ function fieldIds(id) {
    return {
        hint: `${id}-hinweis`,
        error: `${id}-fehler`
    };
}
function describedBy(id, hint, error) {
    const ids = fieldIds(id);
    return [
        hint ? ids.hint : null,
        error ? ids.error : null
    ].filter(Boolean).join(' ') || undefined;
}
function FieldError({ id, message }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
        className: "ms-field__error",
        id: fieldIds(id).error,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("span", {
                className: "ms-visually-hidden",
                children: "Fehler: "
            }),
            message
        ]
    });
}
function Hint({ id, hint }) {
    return hint ? /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("div", {
        className: "ms-field__hint",
        id: fieldIds(id).hint,
        children: hint
    }) : null;
}
/** Label, hint and error above a control; `control` gets the aria attributes that tie them to it. */ function FieldFrame({ id, label, hint, error, className, control }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: classes('ms-field', error && 'ms-field--error', className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                className: "ms-field__label",
                htmlFor: id,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Hint, {
                id: id,
                hint: hint
            }),
            error && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FieldError, {
                id: id,
                message: error
            }),
            control({
                id,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': describedBy(id, hint, error)
            })
        ]
    });
}
/** A text input (text, email, tel, …) with its label, hint and error. Spread react-hook-form's register() into it. */ function TextField({ id, label, hint, error, className, ref, type = 'text', ...input }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FieldFrame, {
        id,
        label,
        hint,
        error,
        className,
        control: (aria)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                ref: ref,
                type: type,
                className: "ms-input",
                ...aria,
                ...input
            })
    });
}
/** A multi-line text (a message) with its label, hint and error. Spread react-hook-form's register() into it. */ function TextAreaField({ id, label, hint, error, className, ref, rows = 8, ...textarea }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FieldFrame, {
        id,
        label,
        hint,
        error,
        className,
        control: (aria)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("textarea", {
                ref: ref,
                rows: rows,
                className: "ms-textarea",
                ...aria,
                ...textarea
            })
    });
}
/** A select with its label, hint and error; an optional empty first option. */ function SelectField({ id, label, hint, error, className, ref, options, placeholder, ...select }) {
    return /*#__PURE__*/ _jsx(FieldFrame, {
        id,
        label,
        hint,
        error,
        className,
        control: (aria)=>/*#__PURE__*/ _jsxs("select", {
                ref: ref,
                className: "ms-select",
                ...aria,
                ...select,
                children: [
                    placeholder !== undefined && /*#__PURE__*/ _jsx("option", {
                        value: "",
                        children: placeholder
                    }),
                    options.map((option)=>/*#__PURE__*/ _jsx("option", {
                            value: option.value,
                            children: option.label
                        }, option.value))
                ]
            })
    });
}
/**
 * A single checkbox, e.g. a consent. Its value defaults to 'true', which is what a form posted
 * without JavaScript sends for a ticked box.
 */ function CheckboxField({ id, label, hint, error, className, ref, value = 'true', ...input }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: classes('ms-field', 'ms-field--checkbox', error && 'ms-field--error', className),
        children: [
            error && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(FieldError, {
                id: id,
                message: error
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-checkbox",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                        ref: ref,
                        id: id,
                        type: "checkbox",
                        value: value,
                        "aria-invalid": error ? true : undefined,
                        "aria-describedby": describedBy(id, hint, error),
                        ...input
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                        className: "ms-checkbox__label",
                        htmlFor: id,
                        children: label
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Hint, {
                id: id,
                hint: hint
            })
        ]
    });
}
/**
 * A trap field for bots: out of sight, out of the tab order and hidden from screen readers, so no
 * person fills it in. A submission with a value in it is refused.
 */ function Honeypot({ id, ref, ...input }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "ms-honeypot",
        "aria-hidden": "true",
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("label", {
                htmlFor: id,
                children: "Bitte lassen Sie dieses Feld leer"
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                ref: ref,
                id: id,
                type: "text",
                tabIndex: -1,
                autoComplete: "off",
                ...input
            })
        ]
    });
}

// EXTERNAL MODULE: consume shared module (default) react@!=1.9...0...0 (singleton) (fallback: ../../node_modules/react/index.js)
var index_js_ = __webpack_require__(6052);
;// ../../libs/ui/src/forms/error-summary.tsx


function focusField(event, id) {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    // Bring the label into view too, as the field alone would hide what it asks for.
    const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
    (label ?? field).scrollIntoView({
        block: 'start'
    });
    field.focus({
        preventScroll: true
    });
}
/**
 * The list of a form's errors above the form (GOV.UK error summary): a heading and one link per
 * invalid field. It takes the focus after a submit, so keyboard and screen-reader users learn what
 * to correct first. Without JavaScript the links still jump to the fields.
 */ function ErrorSummary({ items, title = 'Bitte prüfen Sie Ihre Angaben', focusKey }) {
    const ref = (0,index_js_.useRef)(null);
    const focused = (0,index_js_.useRef)(undefined);
    const titleId = (0,index_js_.useId)();
    const shown = items.length > 0;
    // Once per submit, as soon as the summary is there (the errors may arrive a render later).
    (0,index_js_.useEffect)(()=>{
        if (focusKey && shown && focused.current !== focusKey && ref.current) {
            focused.current = focusKey;
            ref.current.focus();
        }
    }, [
        focusKey,
        shown
    ]);
    if (!shown) return null;
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: "ms-error-summary",
        ref: ref,
        tabIndex: -1,
        role: "alert",
        "aria-labelledby": titleId,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                className: "ms-error-summary__title",
                id: titleId,
                children: title
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("ul", {
                className: "ms-error-summary__list",
                children: items.map((item)=>/*#__PURE__*/ (0,jsx_runtime_js_.jsx)("li", {
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                            href: `#${item.id}`,
                            onClick: (event)=>focusField(event, item.id),
                            children: item.message
                        })
                    }, item.id))
            })
        ]
    });
}
/** Messages from react-hook-form's error object (or any `{ field: { message } }`). */ function errorMessages(errors) {
    const messages = {};
    for (const [name, error] of Object.entries(errors)){
        if (typeof error?.message === 'string' && error.message) messages[name] = error.message;
    }
    return messages;
}
/** Summary entries in the order of the form's fields; `idOf` maps a field name to its control's id. */ function summaryItems(messages, fieldOrder, idOf) {
    return fieldOrder.filter((name)=>messages[name]).map((name)=>({
            id: idOf(name),
            message: messages[name] ?? ''
        }));
}
/** A failed submission: an alert that takes the focus, with what to do instead. */ function FormErrorNotice({ title, message, children, focusKey, className }) {
    const ref = (0,index_js_.useRef)(null);
    (0,index_js_.useEffect)(()=>{
        if (focusKey) ref.current?.focus();
    }, [
        focusKey
    ]);
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
        className: [
            'ms-notice ms-notice--error',
            className
        ].filter(Boolean).join(' '),
        role: "alert",
        tabIndex: -1,
        ref: ref,
        children: [
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("strong", {
                    children: title
                })
            }),
            message && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: message
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                children: children
            })
        ]
    });
}

// EXTERNAL MODULE: ../../node_modules/@hookform/resolvers/yup/dist/yup.mjs + 1 modules
var dist_yup = __webpack_require__(9072);
// EXTERNAL MODULE: ../../node_modules/react-hook-form/dist/index.esm.mjs
var dist_index_esm = __webpack_require__(824);
;// ../../libs/ui/src/forms/use-form-kit.ts




/**
 * react-hook-form with a yup schema, German messages and an error summary: the browser half of
 * the form kit. The server validates the same schema with validateForm().
 */ function useFormKit(options) {
    const { schema, context, defaultValues, serverErrors, fieldOrder, idOf } = options;
    const form = (0,dist_index_esm/* useForm */.mN)({
        resolver: (0,dist_yup/* yupResolver */.t)(schema),
        context,
        defaultValues,
        mode: 'onSubmit',
        reValidateMode: 'onChange',
        // The error summary takes the focus, not the first invalid field (GOV.UK pattern).
        shouldFocusError: false
    });
    const [shown, setShown] = (0,index_js_.useState)(serverErrors ?? {});
    // A page answering a submission without JavaScript starts with the summary focused.
    const [focusKey, setFocusKey] = (0,index_js_.useState)(Object.keys(serverErrors ?? {}).length > 0 ? 1 : 0);
    const messages = {
        ...shown,
        ...errorMessages(form.formState.errors)
    };
    const showErrors = (0,index_js_.useCallback)((errors)=>{
        setShown(errors);
        setFocusKey((key)=>key + 1);
    }, []);
    const { handleSubmit: rhfSubmit } = form;
    const handleSubmit = (0,index_js_.useCallback)((onValid)=>rhfSubmit(async (values)=>{
            setShown({});
            await onValid(values);
        }, ()=>{
            setShown({});
            setFocusKey((key)=>key + 1);
        }), [
        rhfSubmit
    ]);
    return {
        form,
        messages,
        summary: {
            items: summaryItems(messages, fieldOrder, idOf),
            focusKey
        },
        handleSubmit,
        showErrors
    };
}

// EXTERNAL MODULE: consume shared module (default) @musterstadt/shell-contract@!=1...0...0 (singleton) (fallback: ../../libs/shell-contract/src/index.ts)
var index_ts_ = __webpack_require__(7959);
;// ../../libs/ui/src/forms/use-form-submission.ts


/**
 * The browser half of a form's submission: the same outcomes as the page answering a form posted
 * without JavaScript (success, field errors, error), with the focus moved to what changed.
 */ function useFormSubmission(options) {
    const { formId, submission, showErrors, onSuccess, onError, logName } = options;
    const [phase, setPhase] = (0,index_js_.useState)(submission?.status === 'success' ? 'success' : submission?.status === 'error' ? 'error' : 'form');
    const [errorKey, setErrorKey] = (0,index_js_.useState)(submission?.status === 'error' ? 1 : 0);
    const [busy, setBusy] = (0,index_js_.useState)(false);
    const successRef = (0,index_js_.useRef)(null);
    (0,index_js_.useEffect)(()=>{
        if (phase === 'success') successRef.current?.focus();
    }, [
        phase
    ]);
    const send = (0,index_js_.useCallback)(async (values)=>{
        if (busy) return;
        setBusy(true);
        setPhase('form');
        const failed = ()=>{
            setPhase('error');
            setErrorKey((key)=>key + 1);
            onError?.();
        };
        try {
            const response = await fetch((0,index_ts_.formEndpoint)(formId), {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    accept: 'application/json'
                },
                body: JSON.stringify(values)
            });
            const result = await response.json();
            if (result.status === 'success') {
                onSuccess?.();
                setPhase('success');
            } else if (result.status === 'invalid' && result.errors) {
                showErrors(result.errors);
            } else {
                failed();
            }
        } catch (error) {
            console.error(`[${logName}] sending failed`, error);
            failed();
        } finally{
            setBusy(false);
        }
    }, [
        busy,
        formId,
        showErrors,
        onSuccess,
        onError,
        logName
    ]);
    return {
        phase,
        setPhase,
        errorKey,
        busy,
        successRef,
        send
    };
}
/**
 * The values a page answering a submission without JavaScript hands back, in the shape of the
 * form's empty values: text fields as strings, ticked boxes as booleans; anything else is dropped.
 */ function valuesAgain(empty, values) {
    const result = {
        ...empty
    };
    for (const [name, blank] of Object.entries(empty)){
        const value = values?.[name];
        if (typeof blank === 'string' && typeof value === 'string') result[name] = value;
        if (typeof blank === 'boolean') result[name] = value === true;
    }
    return result;
}

;// ../../libs/ui/src/forms/index.ts







;// ../../libs/forms/src/schulfrucht.ts

/** Messages of the school-fruit sign-up (spec point 5), word for word. */ const SCHULFRUCHT_MESSAGES = {
    tag: 'Bitte wählen Sie einen Tag aus der Liste',
    name: 'Bitte geben Sie Ihren Namen an',
    email: 'Bitte geben Sie an, unter welcher Mailadresse wir mit Ihnen Kontakt aufnehmen können. Die Mailadresse muss gültig sein. Format: vorname.nachname@beispiel.de',
    telefon: 'Bitte geben Sie an, unter welcher Telefonnummer wir Sie erreichen können.',
    datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben für die Schulfrucht-Aktion einverstanden sind.'
};
/** The hidden trap field: a person never fills it in, a bot does. */ const SCHULFRUCHT_HONEYPOT = 'firma';
/** The visible fields in the order of the form (first field first). */ const SCHULFRUCHT_FIELDS = (/* unused pure expression or super */ null && ([
    'tag',
    'name',
    'email',
    'telefon',
    'datenschutz'
]));
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;
// Phone numbers as people write them: digits with blanks, slashes, dashes, dots, brackets, a leading +.
const PHONE = /^\+?[\d /().-]+$/;
/** One schema for the browser (react-hook-form) and the server (the shell's form handler). */ const schulfruchtSchema = index_esm.object({
    tag: index_esm.string().trim().required(SCHULFRUCHT_MESSAGES.tag).matches(/^\d{1,9}$/, SCHULFRUCHT_MESSAGES.tag).test('angeboten', SCHULFRUCHT_MESSAGES.tag, (value, test)=>{
        const tage = test.options.context?.tage;
        return !tage || value !== undefined && tage.includes(value);
    }),
    name: index_esm.string().trim().required(SCHULFRUCHT_MESSAGES.name).min(2, SCHULFRUCHT_MESSAGES.name).max(100).matches(PRINTABLE, SCHULFRUCHT_MESSAGES.name),
    email: index_esm.string().trim().required(SCHULFRUCHT_MESSAGES.email).max(254, SCHULFRUCHT_MESSAGES.email).email(SCHULFRUCHT_MESSAGES.email),
    telefon: index_esm.string().trim().required(SCHULFRUCHT_MESSAGES.telefon).max(40, SCHULFRUCHT_MESSAGES.telefon).matches(PHONE, SCHULFRUCHT_MESSAGES.telefon).test('ziffern', SCHULFRUCHT_MESSAGES.telefon, (value)=>(value ?? '').replace(/\D/g, '').length >= 4),
    datenschutz: index_esm.boolean().required(SCHULFRUCHT_MESSAGES.datenschutz).isTrue(SCHULFRUCHT_MESSAGES.datenschutz),
    [SCHULFRUCHT_HONEYPOT]: index_esm.string().max(500).default('')
}).noUnknown();
function isTag(value) {
    if (!value || typeof value !== 'object') return false;
    const tag = value;
    return typeof tag.id === 'string' && typeof tag.datum === 'string' && typeof tag.label === 'string' && typeof tag.frei === 'number';
}
/** Type guard for the form data a block receives. */ function isSchulfruchtDaten(value) {
    if (!value || typeof value !== 'object') return false;
    const daten = value;
    return typeof daten.max === 'number' && Array.isArray(daten.tage) && daten.tage.every(isTag);
}

;// ../../libs/forms/src/kontakt.ts

/** Messages of the town's contact form. */ const KONTAKT_MESSAGES = {
    name: 'Bitte geben Sie Ihren Namen an',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse an. Format: vorname.nachname@beispiel.de',
    telefon: 'Bitte geben Sie eine gültige Telefonnummer an (nur Ziffern, Leerzeichen und + / ( ) - .) oder lassen Sie das Feld leer.',
    betreff: 'Bitte geben Sie einen Betreff an',
    nachricht: 'Bitte schreiben Sie uns Ihr Anliegen (mindestens 10 Zeichen).',
    nachrichtZeichen: 'Ihre Nachricht enthält Steuerzeichen, die wir nicht verarbeiten können. Bitte entfernen Sie diese.',
    datenschutz: 'Bitte bestätigen Sie, dass Sie mit der Verarbeitung Ihrer Angaben einverstanden sind.'
};
/** Length limits, the same as the content API's. */ const KONTAKT_LIMITS = {
    name: {
        min: 2,
        max: 100
    },
    email: {
        max: 254
    },
    telefon: {
        max: 40
    },
    betreff: {
        min: 3,
        max: 150
    },
    nachricht: {
        min: 10,
        max: 4000
    }
};
/** The hidden trap field: a person never fills it in, a bot does. */ const KONTAKT_HONEYPOT = 'firma';
/** The visible fields in the order of the form (first field first). */ const KONTAKT_FIELDS = [
    'name',
    'email',
    'telefon',
    'betreff',
    'nachricht',
    'datenschutz'
];
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const kontakt_PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;
// A message may have line breaks and tabs, but no other control characters.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const PRINTABLE_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
// Phone numbers as people write them: digits with blanks, slashes, dashes, dots, brackets, a leading +.
const kontakt_PHONE = /^\+?[\d /().-]+$/;
const { name: kontakt_name, email, telefon, betreff, nachricht } = KONTAKT_LIMITS;
/** One schema for the browser (react-hook-form) and the server (the shell's form handler). */ const kontaktSchema = index_esm.object({
    name: index_esm.string().trim().required(KONTAKT_MESSAGES.name).min(kontakt_name.min, KONTAKT_MESSAGES.name).max(kontakt_name.max).matches(kontakt_PRINTABLE, KONTAKT_MESSAGES.name),
    email: index_esm.string().trim().required(KONTAKT_MESSAGES.email).max(email.max, KONTAKT_MESSAGES.email).email(KONTAKT_MESSAGES.email),
    telefon: index_esm.string().trim().default('').max(telefon.max, KONTAKT_MESSAGES.telefon).matches(kontakt_PHONE, {
        message: KONTAKT_MESSAGES.telefon,
        excludeEmptyString: true
    }).test('ziffern', KONTAKT_MESSAGES.telefon, (value)=>!value || value.replace(/\D/g, '').length >= 4),
    betreff: index_esm.string().trim().required(KONTAKT_MESSAGES.betreff).min(betreff.min, KONTAKT_MESSAGES.betreff).max(betreff.max).matches(kontakt_PRINTABLE, KONTAKT_MESSAGES.betreff),
    nachricht: index_esm.string()// A form posted without JavaScript sends CRLF; the browser counts a line break as one character.
    .transform((value)=>typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value).trim().required(KONTAKT_MESSAGES.nachricht).min(nachricht.min, KONTAKT_MESSAGES.nachricht).max(nachricht.max).matches(PRINTABLE_LINES, KONTAKT_MESSAGES.nachrichtZeichen),
    datenschutz: index_esm.boolean().required(KONTAKT_MESSAGES.datenschutz).isTrue(KONTAKT_MESSAGES.datenschutz),
    [KONTAKT_HONEYPOT]: index_esm.string().max(500).default('')
}).noUnknown();

;// ../../libs/forms/src/index.ts



// EXTERNAL MODULE: ../../libs/ui/src/index.ts + 12 modules
var src = __webpack_require__(6412);
;// ./src/templates/kontaktformular.tsx






/** The contact form's own texts. */ const TEXTS = {
    erfolg: 'Vielen Dank für Ihre Nachricht!',
    erfolgDetail: 'Wir melden uns so bald wie möglich bei Ihnen.',
    fehler: 'Leider konnte Ihre Nachricht nicht gesendet werden.',
    nochEine: 'Weitere Nachricht schreiben',
    absenden: 'Nachricht senden',
    pflicht: 'Alle Felder außer der Telefonnummer sind Pflichtfelder.'
};
const EMPTY = {
    name: '',
    email: '',
    telefon: '',
    betreff: '',
    nachricht: '',
    datenschutz: false,
    [(/* inlined export .KONTAKT_HONEYPOT */"firma")]: ''
};
function ErrorNotice({ kontakt, message, focusKey }) {
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(FormErrorNotice, {
        title: TEXTS.fehler,
        message: message,
        focusKey: focusKey,
        className: "town-kontakt__notice",
        children: [
            "Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail an ",
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                href: `mailto:${kontakt}`,
                children: kontakt
            }),
            "."
        ]
    });
}
/**
 * Template 'kontaktformular': the town's contact form. A real form that posts to its page without
 * JavaScript; with JavaScript it validates in the browser with the same schema as the shell and
 * submits to the shell's form endpoint without leaving the page.
 */ function Kontaktformular({ block, form }) {
    const formId = form?.id ?? block.template;
    const idOf = (name)=>`${formId}-${name}`;
    const submission = form?.submission;
    const titleId = (0,index_js_.useId)();
    const pflichtId = (0,index_js_.useId)();
    const defaults = valuesAgain(EMPTY, submission?.status === 'success' ? undefined : submission?.values);
    const kit = useFormKit({
        schema: kontaktSchema,
        defaultValues: defaults,
        serverErrors: submission?.status === 'invalid' ? submission.errors : undefined,
        fieldOrder: KONTAKT_FIELDS,
        idOf
    });
    const { phase, setPhase, errorKey, busy, successRef, send } = useFormSubmission({
        formId,
        submission,
        showErrors: kit.showErrors,
        onSuccess: ()=>kit.form.reset(EMPTY),
        logName: 'kontaktformular'
    });
    const { register } = kit.form;
    const titel = (0,index_ts_.contextText)(block, 'titel');
    const kontakt = (0,index_ts_.contextText)(block, 'kontaktEmail') || 'info@musterstadt.de';
    const datenschutz = (0,index_ts_.safeHref)((0,index_ts_.contextText)(block, 'datenschutz')) ?? '/datenschutz';
    const generalProblem = submission?.status === 'invalid' && !submission.errors ? submission.message : undefined;
    function writeAnother(event) {
        event.preventDefault();
        kit.form.reset(EMPTY);
        setPhase('form');
        window.setTimeout(()=>document.getElementById(idOf('name'))?.focus(), 0);
    }
    return /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("section", {
        id: formId,
        className: "town-kontakt",
        "aria-labelledby": titel ? titleId : undefined,
        "aria-label": titel ? undefined : 'Kontaktformular',
        children: [
            titel && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("h2", {
                id: titleId,
                children: titel
            }),
            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(src/* RichText */.sD, {
                html: (0,index_ts_.contextText)(block, 'einleitung')
            }),
            phase === 'success' ? /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("div", {
                className: "ms-notice ms-notice--success town-kontakt__notice",
                role: "status",
                tabIndex: -1,
                ref: successRef,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("strong", {
                            children: TEXTS.erfolg
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                        children: TEXTS.erfolgDetail
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("form", {
                        method: "get",
                        action: form?.action ?? '',
                        onSubmit: writeAnother,
                        children: /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                            type: "submit",
                            className: "ms-button ms-button--secondary",
                            children: TEXTS.nochEine
                        })
                    })
                ]
            }) : /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)(jsx_runtime_js_.Fragment, {
                children: [
                    phase === 'error' && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ErrorNotice, {
                        kontakt: kontakt,
                        focusKey: errorKey
                    }),
                    generalProblem && /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ErrorNotice, {
                        kontakt: kontakt,
                        message: generalProblem,
                        focusKey: 1
                    }),
                    /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("form", {
                        className: "ms-form town-kontakt__form",
                        method: "post",
                        action: form?.action,
                        noValidate: true,
                        "aria-describedby": pflichtId,
                        onSubmit: (event)=>void kit.handleSubmit(send)(event),
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(ErrorSummary, {
                                ...kit.summary
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("input", {
                                type: "hidden",
                                name: index_ts_.FORM_ID_FIELD,
                                value: formId
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("p", {
                                id: pflichtId,
                                className: "town-kontakt__pflicht",
                                children: TEXTS.pflicht
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TextField, {
                                id: idOf('name'),
                                label: "Vor- und Nachname",
                                autoComplete: "name",
                                error: kit.messages.name,
                                defaultValue: defaults.name,
                                required: true,
                                ...register('name')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TextField, {
                                id: idOf('email'),
                                type: "email",
                                label: "E-Mail-Adresse",
                                hint: "An diese Adresse schicken wir unsere Antwort.",
                                autoComplete: "email",
                                spellCheck: false,
                                error: kit.messages.email,
                                defaultValue: defaults.email,
                                required: true,
                                ...register('email')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TextField, {
                                id: idOf('telefon'),
                                type: "tel",
                                label: "Telefonnummer (freiwillig)",
                                hint: "Falls wir Sie für Rückfragen anrufen dürfen.",
                                autoComplete: "tel",
                                error: kit.messages.telefon,
                                defaultValue: defaults.telefon,
                                ...register('telefon')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TextField, {
                                id: idOf('betreff'),
                                label: "Betreff",
                                error: kit.messages.betreff,
                                defaultValue: defaults.betreff,
                                required: true,
                                ...register('betreff')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(TextAreaField, {
                                id: idOf('nachricht'),
                                label: "Ihre Nachricht",
                                hint: "Mindestens 10, höchstens 4000 Zeichen.",
                                error: kit.messages.nachricht,
                                defaultValue: defaults.nachricht,
                                required: true,
                                ...register('nachricht')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(CheckboxField, {
                                id: idOf('datenschutz'),
                                label: "Ich bin einverstanden, dass die Stadtverwaltung meine Angaben speichert und verarbeitet, um meine Nachricht zu beantworten.",
                                hint: /*#__PURE__*/ (0,jsx_runtime_js_.jsxs)("p", {
                                    children: [
                                        "Mehr dazu lesen Sie in unserer ",
                                        /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("a", {
                                            href: datenschutz,
                                            children: "Datenschutzerklärung"
                                        }),
                                        "."
                                    ]
                                }),
                                error: kit.messages.datenschutz,
                                defaultChecked: defaults.datenschutz,
                                required: true,
                                ...register('datenschutz')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)(Honeypot, {
                                id: idOf((/* inlined export .KONTAKT_HONEYPOT */"firma")),
                                ...register((/* inlined export .KONTAKT_HONEYPOT */"firma"))
                            }),
                            /*#__PURE__*/ (0,jsx_runtime_js_.jsx)("button", {
                                type: "submit",
                                className: "ms-button",
                                "aria-disabled": busy || undefined,
                                children: TEXTS.absenden
                            })
                        ]
                    })
                ]
            })
        ]
    });
}


/***/ }

};
;