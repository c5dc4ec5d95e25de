import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, NativeSelect } from '@olympiad/shared/ui';

interface SelectFieldProps {
  label: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select of the contest's enumerations (T-shirt sizes, systems, locations). */
export function SelectField({ label, options, registration, error, required, disabled }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...registration}>
          <option value="">Choose…</option>
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
