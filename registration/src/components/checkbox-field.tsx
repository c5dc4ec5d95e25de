import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from './checkbox';

interface CheckboxFieldProps<T extends FieldValues, Output extends FieldValues> {
  control: Control<T, unknown, Output>;
  name: Path<T>;
  label: string;
}

/** A checkbox bound to a boolean of the form, labelled in the spec's words. */
export function CheckboxField<T extends FieldValues, Output extends FieldValues = T>({ control, name, label }: CheckboxFieldProps<T, Output>) {
  const { value, onChange, onBlur, name: fieldName, ref: setInput } = useController({ control, name }).field;
  return (
    <Checkbox ref={setInput} name={fieldName} label={label} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />
  );
}
