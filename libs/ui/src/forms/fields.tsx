import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { classes, describedBy, FieldError, Hint } from './field-parts';
import { checkFiles, describeFileLimits, type FileLimits } from './file-limits';

/** What every field shows around its control: a label tied to it, an optional hint, its error. */
interface FieldFrameProps {
  /** id of the control; the error summary links to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** German message of the field's current error. */
  error?: string | undefined;
  className?: string;
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

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * Datepicker: the browser's own date field (a calendar for mouse, touch and keyboard, announced by
 * screen readers) that sends 'YYYY-MM-DD'. Where a browser shows a plain text box instead, people
 * type 'TT.MM.JJJJ', which the schema's dateString() accepts as well.
 */
export function DateField({ hint = 'Format: TT.MM.JJJJ', ...props }: DateFieldProps) {
  return <TextField type="date" hint={hint} {...props} />;
}

export type CheckboxGroupFieldProps = Omit<FieldFrameProps, 'id'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'defaultValue' | 'value'> & {
    /** id of the first checkbox (the error summary links to it); the others get `-2`, `-3`, … */
    id: string;
    name: string;
    options: SelectOption[];
    /** The values ticked at first. */
    defaultValue?: readonly string[];
    ref?: Ref<HTMLInputElement>;
    /** The fieldset, for a script that works on the boxes (the multiselect's combobox). */
    groupRef?: Ref<HTMLFieldSetElement>;
    /** Out of sight and out of the accessibility tree while a combobox stands in for the boxes. */
    groupHidden?: boolean;
    /** Another id for the first box, when a combobox has taken the field's id. */
    firstBoxId?: string;
  };

/**
 * Multiselect: a group of checkboxes under one legend. Posted without JavaScript, each ticked box
 * sends its value, so the field arrives as a list; react-hook-form reads the same boxes as an array.
 */
export function CheckboxGroupField({
  id,
  label,
  hint,
  error,
  className,
  ref,
  name,
  options,
  defaultValue = [],
  groupRef,
  groupHidden,
  firstBoxId,
  ...input
}: CheckboxGroupFieldProps) {
  const legendId = `${id}-legende`;
  // While hidden, the group's texts must not share ids with the combobox that shows them.
  const textId = groupHidden ? `${id}-gruppe` : id;
  return (
    <fieldset
      ref={groupRef}
      hidden={groupHidden}
      className={classes('ms-field', 'ms-fieldset', error && 'ms-field--error', className)}
      aria-labelledby={legendId}
      aria-describedby={describedBy(textId, hint, error)}
    >
      <legend className="ms-field__label" id={legendId}>
        {label}
      </legend>
      <Hint id={textId} hint={hint} />
      {error && <FieldError id={textId} message={error} />}
      <div className="ms-checkboxes">
        {options.map((option, index) => {
          const optionId = index === 0 ? (firstBoxId ?? id) : `${id}-${index + 1}`;
          return (
            <div className="ms-checkbox" key={option.value}>
              <input
                ref={ref}
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={defaultValue.includes(option.value)}
                aria-invalid={error ? true : undefined}
                {...input}
              />
              <label className="ms-checkbox__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export type ConsentFieldProps = Omit<CheckboxFieldProps, 'label' | 'hint'> & {
  label?: ReactNode;
  /** Where the privacy statement is. */
  privacyHref?: string;
};

/** The consent checkbox every form needs, with the link to the privacy statement beside it. */
export function ConsentField({
  label = 'Ich bin damit einverstanden, dass die Stadt Musterstadt meine Angaben zur Bearbeitung meines Anliegens speichert und verarbeitet.',
  privacyHref = '/datenschutz',
  ...props
}: ConsentFieldProps) {
  return (
    <CheckboxField
      label={label}
      hint={
        <>
          Mehr dazu in unserer <a href={privacyHref}>Datenschutzerklärung</a>.
        </>
      }
      {...props}
    />
  );
}

export type FileFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'accept' | 'multiple'> & {
    limits: FileLimits;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * Custom file: one or more files, with the allowed types, size and number said before anyone
 * chooses. With JavaScript a choice outside the limits is named at once; the server checks again
 * (by content) and answers 413 or 415 with the same texts.
 */
export function FileField({ id, label, hint, error, className, ref, limits, onChange, ...input }: FileFieldProps) {
  const [chosenError, setChosenError] = useState<string | null>(null);
  const limitText = describeFileLimits(limits);
  const shownError = chosenError ?? error;
  return (
    <FieldFrame
      {...{ id, label, error: shownError, className }}
      hint={
        <>
          {hint && <p>{hint}</p>}
          <p>{limitText}</p>
        </>
      }
      control={(aria) => (
        <input
          ref={ref}
          type="file"
          className="ms-file"
          accept={limits.types.join(',')}
          multiple={limits.maxFiles > 1}
          {...aria}
          {...input}
          onChange={(event) => {
            setChosenError(checkFiles(Array.from(event.currentTarget.files ?? []), limits));
            onChange?.(event);
          }}
        />
      )}
    />
  );
}

export type CaptchaFieldProps = Omit<TextFieldProps, 'label' | 'type'> & {
  /** The question the server asked, e.g. 'Wie viel ist sieben plus drei?'. */
  question: string;
  /** The server's signed token of this question, sent back in a hidden field. */
  token: string;
  tokenName: string;
};

/**
 * Captcha: a question in words that the server asked and signed; the answer goes into a text field.
 * No image, no third party, no script: read aloud by screen readers and sent with a plain form.
 */
export function CaptchaField({
  question,
  token,
  tokenName,
  hint = 'Bitte geben Sie das Ergebnis als Zahl ein, z. B. 7. So erkennen wir, dass ein Mensch das Formular ausfüllt.',
  ...props
}: CaptchaFieldProps) {
  return (
    <>
      <input type="hidden" name={tokenName} value={token} />
      <TextField label={`Sicherheitsfrage: ${question}`} hint={hint} inputMode="numeric" autoComplete="off" spellCheck={false} {...props} />
    </>
  );
}
