import { useFormContext, useFormState } from 'react-hook-form';
import { drawnRegister } from '@olympiad/shared/forms';
import { Field, Textarea } from '@olympiad/shared/plain-ui';
import type { LetterDraft } from './letter-settings-values';

interface LetterTextareaFieldProps {
  name: 'organiserAddress' | 'body';
  label: string;
  rows: number;
  hint?: string;
}

/** A text of several lines of the letter settings, with its hint and message. */
export function LetterTextareaField({ name, label, rows, hint }: LetterTextareaFieldProps) {
  const form = useFormContext<LetterDraft>();
  const register = drawnRegister(form);
  const { errors } = useFormState({ control: form.control, name });
  return (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      <Textarea rows={rows} {...register(name)} />
    </Field>
  );
}
