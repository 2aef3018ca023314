// The validating half of the form kit: yup with the German locale, the shared rules and
// validateForm(). The server imports it directly; the browser loads it with a form's schema on the
// first check (useFormKit), so that yup is not part of a form page's first load.
// It is a side effect module (package.json): whoever imports it gets the rules yup learns here
// (`.xor`), even when it uses none of their exports.
export * from './yup-locale';
export * from './rules';
export * from './text-rules';
export * from './validate';
