import type { FieldValues, UseFormRegister, UseFormReturn } from 'react-hook-form';

/**
 * A form's `register` that also writes the value each field starts with into the markup: the form
 * sets its fields only once it runs in the browser, and a form the server drew would show them
 * empty until then. For text inputs, text areas and selects (a checkbox's value is its tick).
 */
export function drawnRegister<T extends FieldValues>({
  register,
  getValues,
}: Pick<UseFormReturn<T>, 'register' | 'getValues'>): UseFormRegister<T> {
  return (name, options) => {
    const value: unknown = getValues(name);
    return { defaultValue: value === null || value === undefined ? undefined : String(value), ...register(name, options) };
  };
}
