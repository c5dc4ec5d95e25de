import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { MESSAGES, useEnums, USER_ROLES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { CheckboxField, schemaResolver, SelectField, submitToApi, TextField } from '@olympiad/shared/forms';
import type { AddUserDraft, AddUserForm, User, UserWithPassword } from '@olympiad/shared/schemas';
import { Button, Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';
import { useCountries } from '../../../components/reads';

const resolver = schemaResolver((schemas) => schemas.addUserFormSchema);

const EMPTY: AddUserDraft = { email: '', name: '', password: '', role: 'TeamRegistrator', countryId: '', invite: false };

/** A user made by the form: with the password given to them, or invited by e-mail to set their own. */
export type CreatedUser = { user: User; password: string } | { user: User; invited: true };

/**
 * Add user: the e-mail is also the username. Either the answer's password goes to the list once
 * (the spec's way), or the person is sent an invitation and sets their own.
 */
export function UserForm({ onCreated }: { onCreated: (created: CreatedUser) => void | Promise<void> }) {
  const { data: enums } = useEnums();
  const { data: countries } = useCountries();
  const form = useForm<AddUserDraft, unknown, AddUserForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;
  const invite = useWatch({ control: form.control, name: 'invite' });
  // A password typed before the box was ticked is neither checked nor sent.
  useEffect(() => {
    if (invite) form.setValue('password', '');
  }, [form, invite]);

  const submit = submitToApi(form, {
    // The username is the e-mail; the answer carries the password this once only.
    send: async ({ password, invite: invited, ...user }): Promise<CreatedUser> => {
      const body = { ...user, username: user.email };
      if (!invited) {
        const { password: given, ...created }: UserWithPassword = await callApi('registerUser', { body: { ...body, password } });
        return { user: created, password: given };
      }
      return { user: await callApi('inviteUser', { body }), invited: true };
    },
    success: (created) => ('invited' in created ? `Invitation sent to ${created.user.email}.` : MESSAGES.userCreated),
    onSuccess: async (created) => {
      form.reset(EMPTY);
      await onCreated(created);
    },
  });

  const roles = enums?.userRolesList ?? USER_ROLES;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-labelledby="user-form-heading" {...resolver.firstUse}>
        <Stack gap={4} className={styles.narrow}>
          <Heading as="h2" id="user-form-heading" size="xl">
            Add user
          </Heading>
          <TextField name="email" label="Email" type="email" required hint="Also the username." />
          <TextField name="name" label="Name" required />
          <CheckboxField name="invite" label="Send an invitation instead of a password" />
          {!invite && (
            <TextField
              name="password"
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters; leave empty to have one generated."
            />
          )}
          <SelectField name="role" label="Role" options={roles} required />
          <SelectField
            name="countryId"
            label="Country"
            options={(countries ?? []).map((country) => ({ value: country.id, label: country.name }))}
            empty="No country"
            hint="Required for a TeamRegistrator."
          />
          <Button type="submit" className={styles.submit} loading={isSubmitting}>
            {isSubmitting ? 'Saving' : 'Add user'}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
