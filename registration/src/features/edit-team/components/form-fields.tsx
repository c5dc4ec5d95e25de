import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { FormField, Input, NativeSelect } from '@olympiad/shared/ui';
import { Checkbox } from '../../../components/checkbox';

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

export function CheckboxField({ name, label, disabled }: Omit<FieldProps, 'required'>) {
  const { register } = useFormContext<FieldValues>();
  return <Checkbox label={label} disabled={disabled} {...register(name)} />;
}
