import { useFormContext } from 'react-hook-form';
import { PictureInput } from '@olympiad/shared/forms';
import { Checkbox, Stack } from '@olympiad/shared/plain-ui';
import type { LETTER_PICTURES, LetterDraft } from './letter-settings-values';
import styles from './settings-form.module.css';

interface LetterPictureFieldProps {
  picture: (typeof LETTER_PICTURES)[number];
  /** The stored picture's address, or null when there is none. */
  stored: string | null;
  /** Whether the stored picture is to go, and the box's change of it. */
  remove: boolean;
  onRemove: (remove: boolean) => void;
}

/**
 * The signature or the logo: a new picture replaces the stored one, which is shown with a box
 * that removes it; left alone, it is kept.
 */
export function LetterPictureField({ picture, stored, remove, onRemove }: LetterPictureFieldProps) {
  const { control } = useFormContext<LetterDraft>();
  const noun = picture.label.toLowerCase();
  return (
    <Stack gap={2}>
      <PictureInput
        control={control}
        name={picture.field}
        label={picture.label}
        hint={stored ? `A picture chosen replaces the current ${noun}.` : undefined}
      />
      {stored && (
        <>
          <img src={stored} alt={`Current ${noun}`} className={styles.storedPicture} />
          <Checkbox label={`Remove the current ${noun}`} checked={remove} onChange={(event) => onRemove(event.target.checked)} />
        </>
      )}
    </Stack>
  );
}
