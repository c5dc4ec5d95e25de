import { useFormState } from 'react-hook-form';
import { Button } from '@olympiad/shared/plain-ui';
import styles from './settings-form.module.css';

/**
 * The form's one Save, in a bar that stays at the foot of the screen while the form is in view,
 * saying whether anything is still unsaved: a setting changed in the first section is saved
 * without scrolling past the other sections.
 */
export function SaveBar() {
  const { isDirty, isSubmitting } = useFormState();
  return (
    <div className={styles.saveBar}>
      <p role="status" className={styles.saveState}>
        {isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
      </p>
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? 'Saving' : 'Save settings'}
      </Button>
    </div>
  );
}
