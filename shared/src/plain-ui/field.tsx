import { createContext, use, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from './class-names.js';
import styles from './field.module.css';

interface FieldState {
  id: string;
  errorId: string | undefined;
  required: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

interface FieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A visible label, the control, and its message next to it (GOV.UK's pattern). */
export function Field({ label, error, required = false, children }: FieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}>*</span>}
      </label>
      <FieldContext value={{ id, errorId, required }}>{children}</FieldContext>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input, labelled by the Field around it and described by its message. */
export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const field = use(FieldContext);
  return (
    <input
      ref={ref}
      id={field?.id}
      aria-invalid={field?.errorId ? true : undefined}
      aria-describedby={field?.errorId}
      aria-required={field?.required || undefined}
      className={classNames(styles.input, className)}
      {...props}
    />
  );
}
