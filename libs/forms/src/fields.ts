// What a form's browser code renders before anyone validates: field order, labels, messages, limits,
// options and the small helpers around them. No yup here: a form page loads the schemas (and yup)
// only when the visitor first needs a check, through `@musterstadt/forms/schema/<form>`.
export * from './schulfrucht.fields';
export * from './kontakt.fields';
export * from './captcha.fields';
export * from './nachbarschaftshilfe.fields';
export * from './fuehrung.fields';
export * from './veranstaltung.fields';
export * from './verein.fields';
export * from './schadensmeldung.fields';
export * from './vereinspauschale.fields';
export * from './brancheneintrag.fields';
export * from './anzeige.fields';
