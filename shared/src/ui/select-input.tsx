import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import { SelectOptions, type SelectOption } from '@olympiad/shared/plain-ui';

export type { SelectOption };

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
        <SelectOptions options={options} empty={empty} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
