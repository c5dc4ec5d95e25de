import { FormProvider, useForm } from 'react-hook-form';
import { MESSAGES, useEnums, USER_ROLES } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { schemaResolver, SelectField, submitToApi, TextField } from '@olympiad/shared/forms';
import type { RegisterUserDraft, RegisterUserInput, UserWithPassword } from '@olympiad/shared/schemas';
import { Button, Heading, Stack } from '@olympiad/shared/plain-ui';
import styles from '../../../components/form.module.css';
import { useCountries } from '../../../components/reads';

const resolver = schemaResolver((schemas) => schemas.registerUserInputSchema);

const EMPTY: RegisterUserDraft = { email: '', name: '', password: '', role: 'TeamRegistrator', countryId: '' };

/** Add user: the e-mail is also the username; the answer's password goes to the list once. */
export function UserForm({ onCreated }: { onCreated: (user: UserWithPassword) => void | Promise<void> }) {
  const { data: enums } = useEnums();
  const { data: countries } = useCountries();
  const form = useForm<RegisterUserDraft, unknown, RegisterUserInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  const submit = submitToApi(form, {
    // The username is the e-mail; the answer carries the password this once only.
    send: (user) => callApi('registerUser', { body: { ...user, username: user.email } }),
    success: MESSAGES.userCreated,
    onSuccess: async (user) => {
      form.reset(EMPTY);
      await onCreated(user);
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
          <TextField
            name="password"
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters; leave empty to have one generated."
          />
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
