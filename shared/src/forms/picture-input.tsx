import { useEffect, useRef } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field, Input, Picture } from '@olympiad/shared/plain-ui';
import { readFileAsBase64 } from './read-file-as-base64.js';
import { shrinkPicture } from './shrink-picture.js';

/** Kept as the value of a file that could not be read: the base64 schema refuses it with its message. */
const UNREADABLE = '!';

/** The first base64 characters of each kind of picture the forms take. */
const PICTURE_TYPES = [
  { start: '/9j/', type: 'image/jpeg', extension: 'jpg' },
  { start: 'iVBORw0KGgo', type: 'image/png', extension: 'png' },
  { start: 'UklGR', type: 'image/webp', extension: 'webp' },
] as const;

/** The kind of a picture held as bare base64, or undefined when it is none the forms take. */
export function pictureTypeOf(base64: unknown) {
  return typeof base64 === 'string' ? PICTURE_TYPES.find((kind) => base64.startsWith(kind.start)) : undefined;
}

/**
 * Shows a picture the form holds but the file input does not (a restored draft) as a chosen
 * file, so the input does not say "No file chosen" about a picture that will be sent.
 */
function showAsChosen(input: HTMLInputElement, base64: string) {
  const kind = pictureTypeOf(base64);
  if (!kind || input.files?.length || typeof DataTransfer !== 'function') return;
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], `picture.${kind.extension}`, { type: kind.type }));
    input.files = transfer.files;
  } catch {
    // A browser that cannot set files still shows the preview below the input.
  }
}

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
 * The chosen picture is previewed below the input before anything is saved.
 */
export function PictureInput<T extends FieldValues, Output extends FieldValues = T>({ control, name, label, hint }: PictureInputProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = field;

  useEffect(() => {
    if (!input.current) return;
    if (!field.value) input.current.value = '';
    else showAsChosen(input.current, field.value);
  }, [field.value]);
  const kind = pictureTypeOf(field.value);

  return (
    <Field
      label={label}
      error={fieldState.error?.message}
      hint={`JPEG, PNG or WebP; large photos are made smaller before they are sent.${hint ? ` ${hint}` : ''}`}
      // Upright and at display size: the picture as it will be shown once saved.
      after={kind && <Picture src={`data:${kind.type};base64,${field.value}`} alt={`${label}: preview of the chosen picture`} loading="eager" />}
    >
      <Input
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        type="file"
        name={field.name}
        accept="image/jpeg,image/png,image/webp"
        onBlur={field.onBlur}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return onChange(null);
          onChange(await shrinkPicture(file).then(readFileAsBase64).catch(() => UNREADABLE));
        }}
      />
    </Field>
  );
}
