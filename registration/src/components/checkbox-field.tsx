import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@olympiad/shared/ui';

interface CheckboxFieldProps<T extends FieldValues, Output extends FieldValues> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
}

/** A checkbox bound to a boolean of the form, labelled in the spec's words. */
export function CheckboxField<T extends FieldValues, Output extends FieldValues = T>({ control, name, label }: CheckboxFieldProps<T, Output>) {
  const { value, onChange, onBlur, name: fieldName, ref: setInput } = useController({ control, name }).field;
  return (
    <Checkbox.Root checked={Boolean(value)} onCheckedChange={({ checked }) => onChange(checked === true)} name={fieldName}>
      <Checkbox.HiddenInput ref={setInput} onBlur={onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
