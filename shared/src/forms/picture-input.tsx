import { useEffect, useRef } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, FormField, Input } from '@olympiad/shared/ui';
import { readFileAsBase64 } from './read-file-as-base64.js';
import { shrinkPicture } from './shrink-picture.js';

/** Kept as the value of a file that could not be read: the base64 schema refuses it with its message. */
const UNREADABLE = '!';

interface PictureInputProps<T extends FieldValues, Output extends FieldValues> {
  control: Control<T, unknown, Output>;
  /** The form field that holds the picture as bare base64, or null when none is chosen. */
  name: Path<T>;
  label: string;
  hint?: string;
}

/**
 * A file input for a picture or flag. The chosen file is shrunk to the display size and read at
 * once into the form's value, so the form's schema checks exactly the base64 that is sent (and a
 * phone photo of several megabytes becomes a few kilobytes); a reset of the form empties it.
 */
export function PictureInput<T extends FieldValues, Output extends FieldValues = T>({ control, name, label, hint }: PictureInputProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = field;

  useEffect(() => {
    if (!field.value && input.current) input.current.value = '';
  }, [field.value]);

  return (
    <FormField label={label} error={fieldState.error?.message}>
      <Input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        type="file"
        name={field.name}
        accept="image/jpeg,image/png,image/webp"
        p="1"
        onBlur={field.onBlur}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange(null);
          onChange(await shrinkPicture(file).then(readFileAsBase64).catch(() => UNREADABLE));
        }}
      />
      <Field.HelperText>JPEG, PNG or WebP; large photos are made smaller before they are sent.{hint && ` ${hint}`}</Field.HelperText>
    </FormField>
  );
}
