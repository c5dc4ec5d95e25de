import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, auth, notify, PASSWORD_LINK_TEXTS } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import { schemaResolver, submitToApi, TextField } from '@olympiad/shared/forms';
import { Button, ErrorAlert, Heading, PageLoader, textLink } from '@olympiad/shared/plain-ui';
import { Link, useNavigate } from '@olympiad/shared/router';
import type { PasswordLink, SetPasswordForm } from '@olympiad/shared/schemas';
import styles from './password-page.module.css';

const resolver = schemaResolver((schemas) => schemas.setPasswordFormSchema);

/** What the page knows of its link: still asking, whom it is for, or why it opens nothing. */
type LinkState = { status: 'reading' } | { status: 'live'; link: PasswordLink } | { status: 'refused'; reason: string };

const refusal = (error: unknown): LinkState => ({
  status: 'refused',
  // 410 is the one answer for a link unknown, used or expired; anything else (a 429) says why itself.
  reason: error instanceof ApiError && error.status !== 410 ? error.message : PASSWORD_LINK_TEXTS.unusable,
});

/**
 * /setPassword#<secret>: the page of an invitation's or a reset's one-time link. The secret is
 * read from the address's fragment, which the browser never sends, and posted in a body.
 */
export function SetPasswordPage() {
  const [secret] = useState(() => window.location.hash.slice(1));
  const [state, setState] = useState<LinkState>(() => (secret ? { status: 'reading' } : refusal(undefined)));
  useEffect(() => {
    if (!secret) return;
    callApi('readPasswordLink', { body: { secret } }).then(
      (link) => setState({ status: 'live', link }),
      (error: unknown) => setState(refusal(error)),
    );
  }, [secret]);

  return (
    <div className={styles.page}>
      <Heading as="h1" size="2xl">
        Set your password
      </Heading>
      {state.status === 'reading' && <PageLoader label="Reading the link" />}
      {state.status === 'refused' && (
        <ErrorAlert>
          {state.reason}{' '}
          <Link to="/forgotPassword" className={textLink}>
            Ask for a new link
          </Link>
        </ErrorAlert>
      )}
      {state.status === 'live' && <PasswordForm secret={secret} link={state.link} onRefused={(error) => setState(refusal(error))} />}
    </div>
  );
}

function PasswordForm({ secret, link, onRefused }: { secret: string; link: PasswordLink; onRefused: (error: unknown) => void }) {
  const navigate = useNavigate();
  const form = useForm<SetPasswordForm>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const submit = submitToApi(form, {
    send: async ({ password }) => {
      try {
        return await callApi('setPassword', { body: { secret, password } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 410) onRefused(error);
        throw error;
      }
    },
    onSuccess: (answer) => {
      auth.login(answer);
      notify.success(PASSWORD_LINK_TEXTS.passwordSet);
      navigate('/');
    },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Set your password" className={styles.fields} {...resolver.firstUse}>
        <p>
          For {link.name} ({link.email}).{' '}
          {link.purpose === 'invitation' ? 'Choose the password you will log in with.' : 'Choose a new password.'}
        </p>
        {/* For the browser's password manager: the account the new password belongs to. */}
        <input type="hidden" autoComplete="username" value={link.email} readOnly />
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
        />
        <TextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" required />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Set password
        </Button>
      </form>
    </FormProvider>
  );
}
