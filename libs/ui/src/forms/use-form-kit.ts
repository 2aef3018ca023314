import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObject } from 'yup';
import { errorMessages, summaryItems, type ErrorSummaryProps } from './error-summary';
import type { AnyFormSchema, FieldErrors } from './validate';

/**
 * The form's yup schema, the same one the server validates with, or a function that loads it:
 * `() => import('@musterstadt/forms/schema/kontakt').then((m) => m.kontaktSchema)`. A loaded schema
 * keeps yup out of the page's first load; it arrives when the visitor leaves a field or submits.
 */
export type FormSchemaSource = AnyFormSchema | (() => Promise<AnyFormSchema>);

export interface UseFormKitOptions<T extends FieldValues> {
  schema: FormSchemaSource;
  /** Passed to the schema's tests (e.g. the choices currently offered). */
  context?: AnyObject;
  defaultValues?: DefaultValues<T>;
  /** Errors the server found (a submission without JavaScript), shown from the first render on. */
  serverErrors?: FieldErrors;
  /** Field names in the order of the form, for the error summary. */
  fieldOrder: readonly string[];
  /** id of a field's control. */
  idOf: (name: string) => string;
}

/** What a field's control takes from the kit, spread into it after its own props. */
type FieldBinding<T extends FieldValues, N extends Path<T>> = UseFormRegisterReturn<N> & {
  id: string;
  error: string | undefined;
  defaultValue: PathValue<T, N> | undefined;
};

export interface FormKit<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The current German message per field. */
  messages: FieldErrors;
  /** Props for <ErrorSummary>. */
  summary: ErrorSummaryProps;
  /** Validates in the browser, then calls onValid; on errors the summary takes the focus. */
  handleSubmit: (onValid: (values: T) => Promise<void> | void) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Shows errors the server returned for a submission, and moves the focus to the summary. */
  showErrors: (errors: FieldErrors) => void;
  /**
   * A field's id, its current message (for a list, the first of its items' if it has none of its
   * own), the value it starts with and its registration: `<TextField label="Name" {...kit.field('name')} />`.
   */
  field: <N extends Path<T>>(name: N) => FieldBinding<T, N>;
}

interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the schema (idempotent). */
  load: () => Promise<Resolver<T> | null>;
}

/**
 * A resolver that loads its schema on its first call (or on load()). When the schema cannot be
 * loaded (the network is gone), the browser lets the values through: the server checks them with the
 * same schema and answers with the same messages, so the visitor still learns what to correct.
 */
function lazyResolver<T extends FieldValues>(source: FormSchemaSource): LazyResolver<T> {
  let loading: Promise<Resolver<T> | null> | undefined;
  const load = () =>
    (loading ??= (typeof source === 'function' ? source() : Promise.resolve(source)).then(
      (schema) => yupResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined;
        console.error('[useFormKit] loading the form schema failed; the server checks the values', error);
        return null;
      },
    ));
  const resolver: Resolver<T> = async (values, context, options) => {
    const resolve = await load();
    return resolve ? resolve(values, context, options) : { values, errors: {} };
  };
  return { resolver, load };
}

/**
 * react-hook-form with a yup schema, German messages and an error summary: the browser half of
 * the form kit. The server validates the same schema with validateForm().
 */
export function useFormKit<T extends FieldValues>(options: UseFormKitOptions<T>): FormKit<T> {
  const { schema, context, defaultValues, serverErrors, fieldOrder, idOf } = options;
  const lazy = useRef<LazyResolver<T> | null>(null);
  lazy.current ??= lazyResolver<T>(schema);
  const { resolver, load } = lazy.current;
  const form = useForm<T>({
    resolver,
    context,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes the focus, not the first invalid field (GOV.UK pattern).
    shouldFocusError: false,
  });
  const [shown, setShown] = useState<FieldErrors>(serverErrors ?? {});
  // A page answering a submission without JavaScript starts with the summary focused.
  const [focusKey, setFocusKey] = useState(Object.keys(serverErrors ?? {}).length > 0 ? 1 : 0);

  const messages: FieldErrors = { ...shown, ...errorMessages(form.formState.errors) };
  const showErrors = useCallback((errors: FieldErrors) => {
    setShown(errors);
    setFocusKey((key) => key + 1);
  }, []);
  const { handleSubmit: rhfSubmit } = form;
  const handleSubmit = useCallback(
    (onValid: (values: T) => Promise<void> | void) =>
      rhfSubmit(
        async (values) => {
          setShown({});
          await onValid(values);
        },
        () => {
          setShown({});
          setFocusKey((key) => key + 1);
        },
      ),
    [rhfSubmit],
  );
  const field = <N extends Path<T>>(name: N): FieldBinding<T, N> => {
    const registration = form.register(name);
    return {
      id: idOf(name),
      error: messages[name] ?? messages[`${name}[0]`],
      defaultValue: (defaultValues as Record<string, unknown> | undefined)?.[name] as PathValue<T, N> | undefined,
      ...registration,
      // Leaving a field is the first sign that a check will follow: the schema starts loading then.
      onBlur: (event) => {
        void load();
        return registration.onBlur(event);
      },
    };
  };
  return {
    form,
    messages,
    summary: { items: summaryItems(messages, fieldOrder, idOf), focusKey },
    handleSubmit,
    showErrors,
    field,
  };
}
