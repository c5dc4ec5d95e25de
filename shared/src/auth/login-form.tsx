import { useForm } from 'react-hook-form';
import { Button, Field, Input } from '@olympiad/shared/plain-ui';
import { ApiError } from '../http/api-error.js';
import type { BodyInputOf, ResponseOf } from '../contract/index.js';
import { request } from '../http/client.js';
import { urlOfCall } from '../api/call-paths.js';
import type { LoginInput } from '../schemas/login.js';
import { lazyResolver } from '../forms/lazy-resolver.js';
import { notify } from '../notify/snack-store.js';
import { useHydrated } from '../hydration/use-hydrated.js';
import { auth } from './auth-store.js';
import styles from './login-form.module.css';

// zod and the schema download as the visitor starts to type and run at the submit, not with the home page.
const loginResolver = lazyResolver(
  () => import('./login-validation.js'),
  ({ loginSchema }) => loginSchema(),
);

/**
 * Email, Password and Log in. Used by the shell's login screen and by the visitor's panel on
 * the home page; `onLoggedIn` decides where the user goes next.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  // Drawn by the server on the home page: until its handlers are attached, a submit would send
  // the password in the address (the browser's own GET) and typed text would be cleared.
  const hydrated = useHydrated();

  const logIn = handleSubmit(async (credentials) => {
    try {
      auth.login(await request<ResponseOf<'logIn'>>('POST', urlOfCall('logIn'), credentials satisfies BodyInputOf<'logIn'>));
      onLoggedIn?.();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Error!');
    }
  });

  return (
    <form onSubmit={logIn} noValidate aria-label="Log in" {...loginResolver.firstUse}>
      <fieldset disabled={!hydrated} className={styles.fields}>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" loading={isSubmitting}>
          Log in
        </Button>
      </fieldset>
    </form>
  );
}
