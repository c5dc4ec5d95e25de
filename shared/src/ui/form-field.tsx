import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A visible label, the control, and its message next to it (GOV.UK's pattern). */
export function FormField({ label, error, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {/* Chakra's default red.500 is too light for small text (WCAG AA 4.5:1). */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
