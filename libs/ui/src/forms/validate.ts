import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { NOT_TYPE_MESSAGE, yup } from './yup-locale';

/** Field name → German message (the first problem of each field). */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> =
  | { ok: true; values: T }
  /** `message` names a problem of the whole submission (not an object, unknown fields). */
  | { ok: false; errors: FieldErrors; message?: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema, whatever its shape
export type AnyFormSchema = ObjectSchema<any, AnyObject, any, any>;

const FORM_MESSAGES = {
  notAnObject: 'Die Angaben des Formulars fehlen oder haben ein ungültiges Format.',
  unknownFields: 'Das Formular enthält Felder, die es nicht kennt.',
} as const;

/** The type yup checks a field's values against ('string', 'boolean', …), by field name. */
function fieldTypes(schema: AnyFormSchema): Map<string, string> {
  const types = new Map<string, string>();
  for (const [name, field] of Object.entries(schema.fields as Record<string, unknown>)) {
    const type = field && typeof field === 'object' && 'type' in field ? field.type : undefined;
    types.set(name, typeof type === 'string' ? type : 'mixed');
  }
  return types;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The JavaScript type a field's value must have before yup casts it. */
function fitsType(type: string, value: unknown): boolean {
  switch (type) {
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
 */
export async function validateForm<S extends AnyFormSchema>(schema: S, input: unknown, context?: AnyObject): Promise<ValidationResult<InferType<S>>> {
  if (!isPlainObject(input)) return { ok: false, errors: {}, message: FORM_MESSAGES.notAnObject };
  const fields = fieldTypes(schema);
  if (Object.keys(input).some((key) => !fields.has(key))) {
    return { ok: false, errors: {}, message: FORM_MESSAGES.unknownFields };
  }
  const typed: Record<string, unknown> = {};
  const wrongType: string[] = [];
  for (const [name, type] of fields) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (fitsType(type, value)) typed[name] = value;
    else wrongType.push(name);
  }
  const errors: FieldErrors = {};
  let values: InferType<S> | undefined;
  try {
    values = await schema.validate(typed, { abortEarly: false, context });
  } catch (error) {
    if (!yup.ValidationError.isError(error)) throw error;
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const path = problem.path ?? '';
      if (path && !(path in errors)) errors[path] = problem.message;
    }
    if (Object.keys(errors).length === 0) return { ok: false, errors, message: error.message };
  }
  // A wrongly typed optional field passes yup as missing; it is still refused.
  for (const name of wrongType) errors[name] ??= NOT_TYPE_MESSAGE;
  if (Object.keys(errors).length > 0 || values === undefined) return { ok: false, errors };
  return { ok: true, values };
}

/**
 * Values of a form posted without JavaScript (application/x-www-form-urlencoded) as the types the
 * schema expects: a checkbox of a boolean field sends 'true' (or 'on') when ticked; the checkboxes
 * of an array field send one value each (or none), so an array field is always a list.
 */
export function formInputFromFields(schema: AnyFormSchema, fields: Record<string, string | string[]>): Record<string, unknown> {
  const types = fieldTypes(schema);
  // No prototype: a field named __proto__ stays a field.
  const input = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    const type = types.get(name);
    if (type === 'array') input[name] = Array.isArray(value) ? value : [value];
    else input[name] = type === 'boolean' ? value === 'true' || value === 'on' : value;
  }
  return input;
}
