import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, NativeSelect } from '@olympiad/shared/ui';

interface SelectFieldProps {
  label: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The empty first option, "Choose…"; none for a list that always has a value (the group). */
  emptyOption?: boolean;
}

/** A labelled native select of the contest's enumerations (T-shirt sizes, systems, locations) or groups. */
export function SelectField({ label, options, registration, error, required, disabled, emptyOption = true }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...registration}>
          {emptyOption && <option value="">Choose…</option>}
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
