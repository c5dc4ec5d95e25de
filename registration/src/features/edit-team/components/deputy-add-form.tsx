import { FormProvider } from 'react-hook-form';
import { MESSAGES } from '@olympiad/shared';
import { Button, Stack, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { LeaderCreateFields } from './leader-create-fields';
import { useLeaderPlaceForm } from './use-leader-place-form';
import styles from './edit-team-screen.module.css';

/** A team without a deputy: pick an existing leader or enter a new one; Add creates the deputy. */
export function DeputyAddForm() {
  const { form, submit, firstUse } = useLeaderPlaceForm({ isDeputy: true, success: MESSAGES.deputyLeaderChanged });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate {...firstUse}>
        <Stack gap={4}>
          <LeaderCreateFields isDeputy />
          <Button type="submit" className={styles.start} loading={form.formState.isSubmitting}>
            Add<VisuallyHidden> (Deputy Leader)</VisuallyHidden>
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
