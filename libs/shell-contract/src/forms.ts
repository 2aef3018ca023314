/** Forms: how the shell's form handlers and the templates that render the forms talk to each other. */

type FormStatus = 'success' | 'invalid' | 'error';

/** Outcome of a submission, as the shell's form endpoint answers it. */
export interface FormResult {
  status: FormStatus;
  /** German message about the whole submission. */
  message: string;
  /** German message per field (status 'invalid'). */
  errors?: Record<string, string>;
  /** After success: a path of this site the browser goes on to (e.g. a confirmation page). */
  redirect?: string;
  /** What the handler tells the form's template about the outcome (e.g. what changed meanwhile in a conflict). */
  data?: unknown;
}

/** A submission without JavaScript that the page answers, with what the visitor entered. */
export interface FormSubmission extends FormResult {
  /** The entered values, to fill the form in again; absent after success. */
  values?: Record<string, unknown>;
}

/** The state of a form block, passed by the shell to its template. */
export interface BlockForm<D = unknown> {
  /** Id of the shell's form handler: the template name as the CMS names it. */
  id: string;
  /**
   * Where the form posts without JavaScript: the page's own path with the fragment `#<id>`, so the
   * answer opens at the form. The template gives the element around its form that id.
   */
  action: string;
  /** What the handler loaded for the form (e.g. the days on offer); null when loading failed. */
  data: D | null;
  submission?: FormSubmission;
}

/** Hidden field that names the form in a submission without JavaScript. */
export const FORM_ID_FIELD = '_form';

/** The shell's JSON endpoint of a form: GET reloads its data, POST submits it. */
export function formEndpoint(id: string): string {
  return `/_forms/${encodeURIComponent(id)}`;
}
