import { forwardRef, type InputHTMLAttributes } from 'react';
import { chakra } from '@olympiad/shared/ui';

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
