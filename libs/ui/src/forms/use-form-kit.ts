import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { AnyObject } from 'yup';
import { errorMessages, summaryItems, type ErrorSummaryProps } from './error-summary';
import type { AnyFormSchema, FieldErrors } from './validate';

export interface UseFormKitOptions<T extends FieldValues> {
  /** The form's yup schema, the same one the server validates with. */
  schema: AnyFormSchema;
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

/**
 * react-hook-form with a yup schema, German messages and an error summary: the browser half of
 * the form kit. The server validates the same schema with validateForm().
 */
export function useFormKit<T extends FieldValues>(options: UseFormKitOptions<T>): FormKit<T> {
  const { schema, context, defaultValues, serverErrors, fieldOrder, idOf } = options;
  const form = useForm<T>({
    resolver: yupResolver(schema) as never,
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
  const field = <N extends Path<T>>(name: N): FieldBinding<T, N> => ({
    id: idOf(name),
    error: messages[name] ?? messages[`${name}[0]`],
    defaultValue: (defaultValues as Record<string, unknown> | undefined)?.[name] as PathValue<T, N> | undefined,
    ...form.register(name),
  });
  return {
    form,
    messages,
    summary: { items: summaryItems(messages, fieldOrder, idOf), focusKey },
    handleSubmit,
    showErrors,
    field,
  };
}
