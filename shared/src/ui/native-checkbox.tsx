import { chakra } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes } from 'react';

interface NativeCheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
}

/**
 * A native checkbox inside its label: a real, visible input, so a click on the box or the words,
 * the keyboard and every assistive technology (and test driver) reach it the same way.
 */
export const NativeCheckbox = forwardRef<HTMLInputElement, NativeCheckboxProps>(function NativeCheckbox({ label, ...input }, ref) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" alignSelf="start">
      <chakra.input ref={ref} type="checkbox" width="4" height="4" accentColor="blue.600" {...input} />
      {label}
    </chakra.label>
  );
});
