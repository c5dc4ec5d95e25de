import { useCallback, useEffect, useRef } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { Field, Input, Picture } from '@olympiad/shared/plain-ui';
import { readFileAsBase64 } from './read-file-as-base64.js';
import { shrinkPicture } from './shrink-picture.js';

/**
 * Kept as the value of a file that is no picture or could not be read: the field says so at once,
 * and the base64 schema refuses it with the same message if the form is sent anyway.
 */
const UNREADABLE = '!';

const bytesStartWith = (bytes: string, start: number[], offset = 0) =>
  start.every((byte, index) => bytes.charCodeAt(offset + index) === byte);

/** Each kind of picture the forms take, known by its first bytes as the server knows it (api/src/lib/image.ts). */
const PICTURE_TYPES = [
  { type: 'image/jpeg', extension: 'jpg', is: (bytes: string) => bytesStartWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', extension: 'png', is: (bytes: string) => bytesStartWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/webp', extension: 'webp', is: (bytes: string) => bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP' },
] as const;

/** The kind of a picture held as bare base64, or undefined when it is none the forms take. */
export function pictureTypeOf(base64: unknown) {
  if (typeof base64 !== 'string') return undefined;
  let head: string;
  try {
    // 16 characters of base64 are its first 12 bytes.
    head = atob(base64.slice(0, 16));
  } catch {
    return undefined;
  }
  return PICTURE_TYPES.find((kind) => kind.is(head));
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
export function PictureInput<T extends FieldValues, Output extends FieldValues = T>({
  control,
  name,
  label,
  hint,
}: PictureInputProps<T, Output>) {
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = field;
  const take = useCallback(
    async (file: File | undefined) => {
      if (!file) return onChange(null);
      const content = await shrinkPicture(file)
        .then(readFileAsBase64)
        .catch(() => UNREADABLE);
      // Checked as it is chosen, by its bytes: a text file named .jpg is refused now, not after the form is sent.
      onChange(pictureTypeOf(content) ? content : UNREADABLE);
    },
    [onChange],
  );
  const attached = useRef(false);

  useEffect(() => {
    if (!input.current) return;
    const chosenBefore = !attached.current && input.current.files?.[0];
    attached.current = true;
    // On a page the server drew, a file chosen before the form ran is taken as if chosen now.
    if (chosenBefore && !field.value) void take(chosenBefore);
    else if (!field.value) input.current.value = '';
    else showAsChosen(input.current, field.value);
  }, [field.value, take]);
  const kind = pictureTypeOf(field.value);

  return (
    <Field
      label={label}
      error={fieldState.error?.message ?? (field.value === UNREADABLE ? MESSAGES.imageInvalid : undefined)}
      hint={`JPEG, PNG or WebP; large photos are made smaller before they are sent.${hint ? ` ${hint}` : ''}`}
      // Upright and at display size: the picture as it will be shown once saved.
      after={
        kind && <Picture src={`data:${kind.type};base64,${field.value}`} alt={`${label}: preview of the chosen picture`} loading="eager" />
      }
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
        onChange={(event) => void take(event.target.files?.[0])}
      />
    </Field>
  );
}
