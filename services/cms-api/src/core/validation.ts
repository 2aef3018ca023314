/**
 * German answers for requests that fail their schema (libs/cms-contract) or that Fastify refuses
 * before a handler runs (broken JSON, unknown content type, too large a body). No English framework
 * text reaches a caller.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from './errors';

type SchemaErrorDataVar = 'body' | 'headers' | 'params' | 'querystring';

/** Ajv options of the service: `fehler` and `fehlt` are the contract's message keywords; no type coercion, a text field takes text. */
export const AJV_OPTIONS: { keywords: string[]; coerceTypes: false; verbose: true } = { keywords: ['fehler', 'fehlt'], coerceTypes: false, verbose: true };

const TYPE_NAMES: Record<string, string> = {
  string: 'ein Text',
  number: 'eine Zahl',
  integer: 'eine ganze Zahl',
  boolean: 'wahr oder falsch',
  array: 'eine Liste',
  object: 'ein Objekt',
  null: 'leer',
};

interface AjvError extends FastifySchemaValidationError {
  data?: unknown;
  parentSchema?: { fehler?: unknown; properties?: Record<string, { fehler?: unknown; fehlt?: unknown }> };
}

const fieldName = (error: AjvError): string => {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : undefined;
  return [...path, ...(missing ? [missing] : [])].join('.').slice(0, 60);
};

const noun = (dataVar: SchemaErrorDataVar, name: string): string => {
  if (dataVar === 'querystring') return `Der Parameter „${name}“`;
  if (dataVar === 'params') return `Der Teil „${name}“ der Adresse`;
  if (dataVar === 'headers') return `Die Kopfzeile „${name}“`;
  return `Die Angabe „${name}“`;
};

const plural = (count: unknown, one: string, many: string): string => (count === 1 ? `1 ${one}` : `${String(count)} ${many}`);

function describe(error: AjvError, dataVar: SchemaErrorDataVar): string {
  const name = fieldName(error);
  if (!name) {
    return dataVar === 'body' ? 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.' : 'Die Anfrage ist ungültig.';
  }
  const subject = noun(dataVar, name);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${subject} fehlt.`;
    case 'type':
      return `${subject} muss ${TYPE_NAMES[String(params.type)] ?? 'anders angegeben'} sein.`;
    case 'maxLength':
      return `${subject} ist zu lang (höchstens ${plural(params.limit, 'Zeichen', 'Zeichen')}).`;
    case 'minLength':
      return params.limit === 1 ? `${subject} darf nicht leer sein.` : `${subject} ist zu kurz (mindestens ${String(params.limit)} Zeichen).`;
    case 'maxItems':
      return `${subject} darf höchstens ${plural(params.limit, 'Eintrag', 'Einträge')} haben.`;
    case 'minItems':
      return `${subject} muss mindestens ${plural(params.limit, 'Eintrag', 'Einträge')} haben.`;
    case 'maximum':
      return `${subject} darf höchstens ${String(params.limit)} sein.`;
    case 'minimum':
      return `${subject} muss mindestens ${String(params.limit)} sein.`;
    case 'additionalProperties':
      return `Die Angabe „${String(params.additionalProperty).slice(0, 60)}“ ist hier nicht vorgesehen.`;
    default:
      return `${subject} hat ein ungültiges Format.`;
  }
}

/** The German message of the first schema violation (the contract's `fehler` where one is given). */
export function schemaErrorMessage(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): string {
  const all = errors as AjvError[];
  // A failed union reports each branch first; the union itself carries the message.
  const error = all.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? all[0];
  if (!error) return 'Die Anfrage ist ungültig.';
  // A query parameter given twice arrives as an array.
  if (dataVar === 'querystring' && error.keyword === 'type' && Array.isArray(error.data)) {
    return `Der Parameter ${fieldName(error)} darf nur einmal angegeben werden.`;
  }
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : undefined;
  const property = missing !== undefined ? error.parentSchema?.properties?.[missing] : undefined;
  const own = missing !== undefined ? (property?.fehlt ?? property?.fehler) : error.parentSchema?.fehler;
  if (typeof own === 'string') return own;
  return `Die Anfrage ist ungültig: ${describe(error, dataVar)}`;
}

/** Fastify's schemaErrorFormatter: the error the error handler answers with. */
export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  return new HttpError(400, schemaErrorMessage(errors, dataVar));
}

/** German messages of the errors Fastify raises itself before a handler runs, by their code. */
export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage ist ungültig: Ihr Inhalt ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage ist ungültig: Ihr Inhalt ist leer, obwohl JSON angekündigt ist.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Die Anfrage ist ungültig: Dieses Format des Inhalts nimmt der Inhaltsdienst nicht an (erwartet: JSON oder ein Formular).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Anfrage ist ungültig: Die Längenangabe passt nicht zu ihrem Inhalt.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_TYPE: 'Die Anfrage ist ungültig: Die Art des Inhalts (Content-Type) ist ungültig.',
  FST_ERR_CTP_EMPTY_TYPE: 'Die Anfrage ist ungültig: Die Art des Inhalts (Content-Type) fehlt.',
  FST_ERR_BAD_URL: 'Die Adresse der Anfrage ist ungültig.',
  FST_ERR_ASYNC_CONSTRAINT: 'Die Anfrage ist ungültig.',
};
