import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';

/** A choice of a select: a plain value, shown as it is, or a value with the words shown for it. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectInputProps extends ComponentProps<'select'> {
  options: readonly SelectOption[];
  /** The words of a first, empty option ("-", "Choose…"); none for a list that always has a value. */
  empty?: string;
}

/**
 * A native select (keyboard- and screen-reader-friendly) in the product's style, for a filter or
 * inside a FormField; a form's fields use SelectField of `@olympiad/shared/forms`.
 */
export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput({ options, empty, disabled, ...props }, ref) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field ref={ref} {...props}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => {
          const { value, label, disabled: unavailable } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={unavailable}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
