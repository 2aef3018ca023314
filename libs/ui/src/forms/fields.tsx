import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** What every field shows around its control: a label tied to it, an optional hint, its error. */
export interface FieldFrameProps {
  /** id of the control; the error summary links to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** German message of the field's current error. */
  error?: string | undefined;
  className?: string;
}

function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** ids of a field's hint and error texts, for aria-describedby. */
export function fieldIds(id: string) {
  return { hint: `${id}-hinweis`, error: `${id}-fehler` };
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p className="ms-field__error" id={fieldIds(id).error}>
      <span className="ms-visually-hidden">Fehler: </span>
      {message}
    </p>
  );
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <div className="ms-field__hint" id={fieldIds(id).hint}>
      {hint}
    </div>
  ) : null;
}

/** Label, hint and error above a control; `control` gets the aria attributes that tie them to it. */
function FieldFrame({ id, label, hint, error, className, control }: FieldFrameProps & { control: (aria: ControlAria) => ReactNode }) {
  return (
    <div className={classes('ms-field', error && 'ms-field--error', className)}>
      <label className="ms-field__label" htmlFor={id}>
        {label}
      </label>
      <Hint id={id} hint={hint} />
      {error && <FieldError id={id} message={error} />}
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error) })}
    </div>
  );
}

interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { ref?: Ref<HTMLInputElement> };

/** A text input (text, email, tel, …) with its label, hint and error. Spread react-hook-form's register() into it. */
export function TextField({ id, label, hint, error, className, ref, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, className }} control={(aria) => <input ref={ref} type={type} className="ms-input" {...aria} {...input} />} />
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line text (a message) with its label, hint and error. Spread react-hook-form's register() into it. */
export function TextAreaField({ id, label, hint, error, className, ref, rows = 8, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, hint, error, className }}
      control={(aria) => <textarea ref={ref} rows={rows} className="ms-textarea" {...aria} {...textarea} />}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
    options: SelectOption[];
    /** Text of the empty first option, e.g. 'Bitte wählen Sie …'. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A select with its label, hint and error; an optional empty first option. */
export function SelectField({ id, label, hint, error, className, ref, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ id, label, hint, error, className }}
      control={(aria) => (
        <select ref={ref} className="ms-select" {...aria} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export type CheckboxFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & { ref?: Ref<HTMLInputElement> };

/**
 * A single checkbox, e.g. a consent. Its value defaults to 'true', which is what a form posted
 * without JavaScript sends for a ticked box.
 */
export function CheckboxField({ id, label, hint, error, className, ref, value = 'true', ...input }: CheckboxFieldProps) {
  return (
    <div className={classes('ms-field', 'ms-field--checkbox', error && 'ms-field--error', className)}>
      {error && <FieldError id={id} message={error} />}
      <div className="ms-checkbox">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <label className="ms-checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <Hint id={id} hint={hint} />
    </div>
  );
}

export type HoneypotProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'tabIndex' | 'autoComplete'> & {
  id: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A trap field for bots: out of sight, out of the tab order and hidden from screen readers, so no
 * person fills it in. A submission with a value in it is refused.
 */
export function Honeypot({ id, ref, ...input }: HoneypotProps) {
  return (
    <div className="ms-honeypot" aria-hidden="true">
      <label htmlFor={id}>Bitte lassen Sie dieses Feld leer</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
