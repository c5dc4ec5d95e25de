import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, FormField, Input, Stack } from '@olympiad/shared/ui';
import { ApiError } from '../http/api-error.js';
import { API } from '../routes/api-urls.js';
import { http } from '../http/client.js';
import type { LoginResponse } from '../schemas/index.js';
import { loginInputSchema, type LoginInput } from '../schemas/login.js';
import { notify } from '../notify/snack-store.js';
import { auth } from './auth-store.js';

/**
 * Email, Password and Log in. Used by the shell's login screen and by the visitor's panel on
 * the home page; `onLoggedIn` decides where the user goes next.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } });

  const logIn = handleSubmit(async (credentials) => {
    try {
      auth.login(await http.post<LoginResponse>(API.login, credentials));
      onLoggedIn?.();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Error!');
    }
  });

  return (
    <form onSubmit={logIn} noValidate aria-label="Log in">
      <Stack gap="4" maxW="sm">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} alignSelf="start">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
