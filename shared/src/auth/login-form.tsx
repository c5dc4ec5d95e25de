import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, chakra, FormField, Input } from '@olympiad/shared/ui';
import { ApiError } from '../http/api-error.js';
import { API } from '../routes/api-urls.js';
import { http } from '../http/client.js';
import type { LoginResponse } from '../schemas/index.js';
import { loginInputSchema, type LoginInput } from '../schemas/login.js';
import { notify } from '../notify/snack-store.js';
import { useHydrated } from '../hydration/use-hydrated.js';
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
  // Drawn by the server on the home page: until its handlers are attached, a submit would send
  // the password in the address (the browser's own GET) and typed text would be cleared.
  const hydrated = useHydrated();

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
      <chakra.fieldset disabled={!hydrated} display="flex" flexDirection="column" gap="4" maxW="sm" border="0" p="0" m="0" minW="0">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Button type="submit" colorPalette="blue" loading={isSubmitting} alignSelf="start">
          Log in
        </Button>
      </chakra.fieldset>
    </form>
  );
}
