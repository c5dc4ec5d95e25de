import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES, useEnums, USER_ROLES } from '@olympiad/shared';
import { submitToApi } from '@olympiad/shared/forms';
import {
  registerUserInputSchema,
  type RegisterUserDraft,
  type RegisterUserInput,
  type UserWithPassword,
} from '@olympiad/shared/schemas';
import { Button, Field, FormField, Heading, Input, Stack } from '@olympiad/shared/ui';
import { Select } from '../../../components/select-field';
import { registerUser } from '../api/register-user';
import { useCountryOptions } from '../api/use-users';

const EMPTY: RegisterUserDraft = { email: '', name: '', password: '', role: 'TeamRegistrator', countryId: '' };

/** Add user: the e-mail is also the username; the answer's password goes to the list once. */
export function UserForm({ onCreated }: { onCreated: (user: UserWithPassword) => void | Promise<void> }) {
  const { data: enums } = useEnums();
  const { data: countries } = useCountryOptions();
  const form = useForm<RegisterUserDraft, unknown, RegisterUserInput>({
    resolver: zodResolver(registerUserInputSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const submit = submitToApi(form, {
    send: registerUser,
    success: MESSAGES.userCreated,
    onSuccess: async (user) => {
      form.reset(EMPTY);
      await onCreated(user);
    },
  });

  const roles = enums?.userRolesList ?? USER_ROLES;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="user-form-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" id="user-form-heading" size="xl">Add user</Heading>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...register('email')} />
          <Field.HelperText>Also the username.</Field.HelperText>
        </FormField>
        <FormField label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="text" autoComplete="new-password" {...register('password')} />
          <Field.HelperText>At least 8 characters; leave empty to have one generated.</Field.HelperText>
        </FormField>
        <FormField label="Role" error={errors.role?.message} required>
          <Select options={roles} {...register('role')} />
        </FormField>
        <FormField label="Country" error={errors.countryId?.message}>
          <Select
            placeholder="No country"
            options={(countries ?? []).map((country) => ({ value: country.id, label: country.name }))}
            {...register('countryId')}
          />
          <Field.HelperText>Required for a TeamRegistrator.</Field.HelperText>
        </FormField>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={isSubmitting} loadingText="Saving">
          Add user
        </Button>
      </Stack>
    </form>
  );
}
