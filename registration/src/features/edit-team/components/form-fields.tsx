import { forwardRef, type InputHTMLAttributes } from 'react';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { chakra, FormField, Input, NativeSelect } from '@olympiad/shared/ui';

interface FieldProps {
  /** The field's path in the form, e.g. `personEditModel.fullName`. */
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** The message of a field's error, once there is one (after a submit attempt or a server answer). */
function useFieldError(name: string): string | undefined {
  const { getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState({ name });
  return getFieldState(name, formState).error?.message;
}

export function TextField({
  name,
  label,
  required,
  disabled,
  type = 'text',
  min,
  autoComplete = 'off',
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'date' | 'datetime-local'; min?: string; autoComplete?: string }) {
  const { register } = useFormContext<FieldValues>();
  return (
    <FormField label={label} error={useFieldError(name)} required={required}>
      <Input type={type} min={min} autoComplete={autoComplete} disabled={disabled} {...register(name)} />
    </FormField>
  );
}

export function SelectField({ name, label, required, disabled, options }: FieldProps & { options: readonly string[] }) {
  const { register } = useFormContext<FieldValues>();
  return (
    <FormField label={label} error={useFieldError(name)} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...register(name)}>
          <option value="">-</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/**
 * A native checkbox inside its label: a real, visible input, so a click on the box or the words,
 * the keyboard and every assistive technology (and test driver) reach it the same way.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, ...input }, ref) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" alignSelf="start">
      <chakra.input ref={ref} type="checkbox" width="4" height="4" accentColor="blue.600" {...input} />
      {label}
    </chakra.label>
  );
});

export function CheckboxField({ name, label, disabled }: Omit<FieldProps, 'required'>) {
  const { register } = useFormContext<FieldValues>();
  return <Checkbox label={label} disabled={disabled} {...register(name)} />;
}
