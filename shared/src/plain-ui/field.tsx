import {
  createContext,
  use,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { classNames } from './class-names.js';
import { useDisabledUntilHydrated } from '../hydration/use-hydrated.js';
import styles from './field.module.css';

interface FieldState {
  id: string;
  /** The ids of the hint and the message, which describe the control. */
  describedBy: string | undefined;
  /** The message's id, once there is one: the control is invalid. */
  errorId: string | undefined;
  required: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  /** A line under the control saying what the field takes ("Also the username."). */
  hint?: ReactNode;
  /** Shown under the control and its hint (a picture's preview). */
  after?: ReactNode;
  children: ReactNode;
}

/** A visible label, the control, its hint and its message next to it (GOV.UK's pattern). */
export function Field({ label, error, required = false, hint, after, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      <FieldContext value={{ id, describedBy, errorId, required }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {after}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What a control takes from the Field around it: its label, its message, whether it is required. */
function useFieldControl() {
  const field = use(FieldContext);
  return {
    id: field?.id,
    'aria-invalid': field?.errorId ? true : undefined,
    'aria-errormessage': field?.errorId,
    'aria-describedby': field?.describedBy,
    'aria-required': field?.required || undefined,
  };
}

/** A text input, labelled by the Field around it and described by its message. */
export function Input({ className, ref, disabled, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      {...useFieldControl()}
      className={classNames(styles.input, className)}
      disabled={useDisabledUntilHydrated(disabled)}
      {...props}
    />
  );
}

/** A text of several lines, labelled by the Field around it and described by its hint and message. */
export function Textarea({
  className,
  ref,
  disabled,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      {...useFieldControl()}
      className={classNames(styles.input, styles.textarea, className)}
      disabled={useDisabledUntilHydrated(disabled)}
      {...props}
    />
  );
}

/** A checkbox inside its label: a click on the box or the words, and every assistive technology, reach it alike. */
export function Checkbox({
  label,
  className,
  ref,
  disabled,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className={classNames(styles.checkbox, className)}>
      <input ref={ref} type="checkbox" disabled={useDisabledUntilHydrated(disabled)} {...input} />
      {label}
    </label>
  );
}

/** A choice of a select: a plain value, shown as it is, or a value with the words shown for it. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** The words of a first, empty option ("All days"); none for a list that always has a value. */
  empty?: string | undefined;
}

/** A select's options, in either kit's select. */
function SelectOptions({ options, empty }: SelectOptionsProps) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => {
        const { value, label, disabled } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
        return (
          <option key={value} value={value} disabled={disabled}>
            {label}
          </option>
        );
      })}
    </>
  );
}

/** A native select (keyboard- and screen-reader-friendly), labelled by the Field around it. */
export function Select({ options, empty, className, disabled, ...props }: SelectHTMLAttributes<HTMLSelectElement> & SelectOptionsProps) {
  return (
    <select
      {...useFieldControl()}
      className={classNames(styles.input, styles.select, className)}
      disabled={useDisabledUntilHydrated(disabled)}
      {...props}
    >
      <SelectOptions options={options} empty={empty} />
    </select>
  );
}
