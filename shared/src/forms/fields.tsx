import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { Checkbox, Field, Input, Select, type SelectOption } from '@olympiad/shared/plain-ui';
import { drawnRegister } from './drawn-register.js';

/**
 * The fields of every form behind a login, each bound by its name to the react-hook-form around it
 * (FormProvider): a visible label, the control, and the field's message once there is one.
 */
interface FieldProps {
  /** The field's path in the form, e.g. `personEditModel.fullName`. */
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** A line under the control saying what the field takes ("Also the username."), or a warning about its value. */
  hint?: ReactNode;
}

/** The message of a field's error, once there is one (after a submit attempt or a server answer). */
function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState({ name });
  return getFieldState(name, formState).error?.message;
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'date' | 'datetime-local' | 'number';
  /** The earliest date or time a date field offers ('yyyy-MM-dd', 'yyyy-MM-ddTHH:mm'), or the least number. */
  min?: string;
  /** The greatest number a number field takes. */
  max?: string;
  autoComplete?: string;
  /** An empty field's value is null rather than '' (an optional date, which '' is not). */
  emptyAsNull?: boolean;
}

/** A text, e-mail, phone, date, date-and-time or number input (a number's value stays the text typed). */
export function TextField({
  name,
  label,
  required,
  disabled,
  hint,
  type = 'text',
  min,
  max,
  autoComplete = 'off',
  emptyAsNull = false,
}: TextFieldProps) {
  const register = drawnRegister(useFormContext<FieldValues>());
  const options = emptyAsNull ? { setValueAs: (value: unknown) => value || null } : undefined;
  return (
    <Field label={label} error={useFieldError(name)} required={required} hint={hint}>
      <Input type={type} min={min} max={max} autoComplete={autoComplete} disabled={disabled} {...register(name, options)} />
    </Field>
  );
}

interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** The words of a first, empty option ("-", "Choose…"); none for a list that always has a value (the group). */
  empty?: string;
  /** Told each choice, after the form has taken it. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A native select of one of the contest's lists (T-shirt sizes, systems, locations, groups) or of records. */
export function SelectField({ name, label, required, disabled, hint, options, empty, onChange }: SelectFieldProps) {
  const register = drawnRegister(useFormContext<FieldValues>());
  return (
    <Field label={label} error={useFieldError(name)} required={required} hint={hint}>
      <Select options={options} empty={empty} disabled={disabled} {...register(name, { onChange })} />
    </Field>
  );
}

/** A checkbox bound to a yes/no value of the form, labelled by its words. */
export function CheckboxField({ name, label, disabled }: Omit<FieldProps, 'required' | 'hint'>) {
  const { register } = useFormContext<FieldValues>();
  // Drawn unticked by the server: a box drawn ticked is one the form reads back from the page as it
  // attaches, and it is still disabled then (useDisabledUntilHydrated), which reads as no value.
  return <Checkbox label={label} disabled={disabled} {...register(name)} />;
}
