import { forwardRef, type ComponentProps } from 'react';
import { NativeSelect } from '@olympiad/shared/ui';

interface SelectProps extends ComponentProps<'select'> {
  /** The options: plain values, or value and label pairs. */
  options: readonly (string | { value: string; label: string })[];
  /** A first, empty option ("Choose a role"). */
  placeholder?: string;
}

/** A native select (keyboard- and screen-reader-friendly) in the product's style; place it in a FormField. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ options, placeholder, ...props }, ref) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
