import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PASSWORD_LINK_TEXTS } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { schemaResolver, submitToApi, TextField } from '@olympiad/shared/forms';
import { Button, Heading, InfoAlert } from '@olympiad/shared/plain-ui';
import type { PasswordResetRequest } from '@olympiad/shared/schemas';
import styles from './password-page.module.css';

const resolver = schemaResolver((schemas) => schemas.passwordResetRequestSchema);

/**
 * /forgotPassword: asks for a link to set a new password. The answer is the same whether an
 * account has the address or not, and so is what the page says.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequest>({ resolver, defaultValues: { email: '' } });
  const submit = submitToApi(form, {
    send: (body) => callApi('requestPasswordReset', { body }),
    onSuccess: () => setSent(true),
  });
  return (
    <div className={styles.page}>
      <Heading as="h1" size="2xl">
        Forgot password
      </Heading>
      {sent ? (
        <InfoAlert>{PASSWORD_LINK_TEXTS.resetRequested}</InfoAlert>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate aria-label="Forgot password" className={styles.fields} {...resolver.firstUse}>
            <p>Give the e-mail address of your account: a link to set a new password is sent to it.</p>
            <TextField name="email" label="Email" type="email" autoComplete="username" required />
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send reset link
            </Button>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
